"""The island: one Line-API widget drawing the 13x13 board.

Like Textual's docs checker example, the board is a single widget whose ``render_line``
builds each terminal line from a cached picture of every cell, and a cursor move refreshes
only the two cells and the two frame labels that changed (about half a kilobyte over SSH
instead of several for a full repaint).

Geometry: a frame with column letters A..M on the top and bottom edges and row numbers
on the left and right edges, row 13 at the top and row 1 at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import var
from textual.strip import Strip
from textual.widget import Widget

from jackal_tui.games.classic import CREW_LETTERS, is_island
from jackal_tui.tui.classic.tiles import (
    CHARACTER_MARKS, COIN, CONVERTED_MISSIONARY, FACE_DOWN, GALLEON, LOST, SEA, arrow_picture,
    tile_glyph,
)

SIZE = 13
# The marks a cell can carry, in words for the prompts, each with a shape that holds
# without colour (NO_COLOR, 16 colours): targets are underlined, the selected piece sits
# between » and «, the last action's cells are in italics, the cursor is reversed.
TARGET_WORDS = "an underlined cell"
SELECTED_MARK = ("»", "«")
EMPTY_CHEST = "□"
COLUMNS = "ABCDEFGHIJKLM"
LABEL = 2  # width of the row numbers on each side
# Cell sizes from small to large: (width, height). 3x1 is the one that fits 80x24.
CELL_SIZES = ((3, 1), (5, 2), (7, 3))
SUPERSCRIPT = {1: "¹", 2: "²", 3: "³"}

# The board's colours, role: (background or None, colour, text style); a role without a
# background keeps the board's own. Each mark also has a shape (underline, » «, italics,
# reverse), so that none rests on colour alone.
PALETTE: dict[str, tuple[str | None, str, str]] = {
    "sea": ("#1b4a7a", "#6f9fcf", ""),
    "land": ("#d8c48e", "#2a200f", ""),
    "hidden": ("#5a4226", "#8c6c42", ""),
    "sea-alt": ("#1f5288", "#6f9fcf", ""),
    "land-alt": ("#cfb97f", "#2a200f", ""),
    "hidden-alt": ("#4d381f", "#7f6139", ""),
    # a tile never turned over, shown when the game is over: face-down colours, the tile's
    # mark between two face-down marks (░☠░), so that it reads without colour too
    "unfound": ("#5a4226", "#f0e0c0", "bold"),
    "unfound-alt": ("#4d381f", "#f0e0c0", "bold"),
    "coin": (None, "#7a4f00", "bold"),
    "galleon": (None, "#8a1a00", "bold"),
    "lost": (None, "#8a1a00", "bold"),
    "peek": ("#2e7d7d", "#ffffff", "bold"),
    "peek-alt": ("#287070", "#ffffff", "bold"),
    "target": ("#2f8f3f", "#ffffff", "bold underline"),
    "selected": ("#8a3fb0", "#ffffff", "bold"),
    "last": ("#e0792a", "#1a1000", "italic"),
    "crew-0": ("#f2f2f2", "#000000", "bold"),
    "crew-1": ("#f0c400", "#000000", "bold"),
    "crew-2": ("#454545", "#ffffff", "bold"),
    "crew-3": ("#c62828", "#ffffff", "bold"),
    "ship-0": ("#f2f2f2", "#000000", "bold"),
    "ship-1": ("#f0c400", "#000000", "bold"),
    "ship-2": ("#454545", "#ffffff", "bold"),
    "ship-3": ("#c62828", "#ffffff", "bold"),
}
# 16 colours (TERM=xterm): only colours of the 16-colour palette, one per meaning, so that
# no two collapse into one grey: sea blue, face-down tiles brown, open land white, targets
# green, the selection magenta, the last action cyan. Role: (background or None, colour);
# the text style stays the one above.
PALETTE_16: dict[str, tuple[str | None, str]] = {
    "sea": ("#0000aa", "#55ffff"), "sea-alt": ("#0000aa", "#55ffff"),
    "land": ("#aaaaaa", "#000000"), "land-alt": ("#aaaaaa", "#000000"),
    "hidden": ("#aa5500", "#000000"), "hidden-alt": ("#aa5500", "#000000"),
    "unfound": ("#aa5500", "#ffffff"), "unfound-alt": ("#aa5500", "#ffffff"),
    "peek": ("#55ffff", "#000000"), "peek-alt": ("#55ffff", "#000000"),
    "coin": (None, "#000000"),
    "galleon": (None, "#aa0000"), "lost": (None, "#aa0000"),
    "target": ("#00aa00", "#000000"),
    "selected": ("#aa00aa", "#ffffff"),
    "last": ("#00aaaa", "#000000"),
    "crew-0": ("#ffffff", "#000000"), "ship-0": ("#ffffff", "#000000"),
    "crew-1": ("#ffff55", "#000000"), "ship-1": ("#ffff55", "#000000"),
    "crew-2": ("#000000", "#ffffff"), "ship-2": ("#000000", "#ffffff"),
    "crew-3": ("#aa0000", "#ffffff"), "ship-3": ("#aa0000", "#ffffff"),
}


def board_size(cell_w: int, cell_h: int) -> Size:
    """Width and height of the board widget for a cell size, frame included."""
    return Size(2 * LABEL + 2 + SIZE * cell_w, 2 + SIZE * cell_h)


@dataclass
class CellPicture:
    """What one cell shows, independent of cursor and highlights."""

    base: str  # "sea", "land" or "hidden"
    glyph: str = " "  # the tile on one line (1 to 3 characters)
    tall: list[str] = field(default_factory=list)  # the tile on several lines, if it has such a form
    coins: int = 0
    pirates: list[tuple[int, str]] = field(default_factory=list)  # (crew, mark: 1..3, G, f, m, M)
    ship: int = -1  # crew whose ship is here
    galleon: bool = False  # the galleon treasure lies here
    lost: bool = False  # a piece here is lost in the cave


def crew_letter(crew: int) -> str:
    return CREW_LETTERS[crew] if 0 <= crew < len(CREW_LETTERS) else "?"


def piece_mark(state, pid: int) -> str:
    """A piece's mark after its crew letter: 1..3 for a pirate, G f m (M) for the island's people."""
    if pid < 12:
        return str(pid % 3 + 1)
    if pid == 14 and getattr(state, "converted", False):
        return CONVERTED_MISSIONARY
    return CHARACTER_MARKS.get(pid, "?")


def pieces_text(pirates: list[tuple[int, str]], width: int) -> list[tuple[str, int]]:
    """Pieces as (text, crew) runs fitting ``width``: ``W1 B2``, ``W12``, ``W1f`` or ``WWB``."""
    if not pirates:
        return []
    groups: list[tuple[int, str]] = []
    for crew, mark in pirates:
        if groups and groups[-1][0] == crew:
            groups[-1] = (crew, groups[-1][1] + str(mark))
        else:
            groups.append((crew, crew_letter(crew) + str(mark)))
    for sep in (" ", ""):
        runs: list[tuple[str, int]] = []
        for i, (crew, text) in enumerate(groups):
            runs.append(((sep if i else "") + text, crew))
        if sum(len(t) for t, _ in runs) <= width:
            return runs
    # Too many to name: one letter per pirate.
    return [(crew_letter(crew), crew) for crew, _ in pirates[:width]]


def crew_role(crew: int) -> str:
    """The component that colours a crew's pieces (plain ground for nobody's)."""
    return f"crew-{crew}" if 0 <= crew < 4 else "base"


class IslandBoard(Widget, can_focus=True):
    """The 13x13 board with a cursor (reversed), a selected piece (between » and «), the
    cells it can go to (underlined) and the cells of the last action (in italics): each
    mark has a shape besides its colour, so that it reads in 16 colours and without."""

    # Only the frame takes its colours from the theme. Every other colour of the board
    # is a fixed one (PALETTE, PALETTE_16 below): as component classes, the 30 of them were
    # styled again by Textual each time the board's own style was (mounting, focus), a
    # quarter of the start-up's styling work.
    COMPONENT_CLASSES = {
        "board--frame",
        "board--frame-cursor",
    }

    DEFAULT_CSS = """
    IslandBoard {
        width: auto;
        height: auto;
    }
    IslandBoard > .board--frame { color: $text-muted; }
    IslandBoard > .board--frame-cursor { color: $text; background: $accent 40%; text-style: bold; }
    IslandBoard.-ansi16 > .board--frame { color: #aaaaaa; }
    """

    BINDINGS = [
        Binding("up", "cursor(0,1)", "Up", show=False),
        Binding("down", "cursor(0,-1)", "Down", show=False),
        Binding("left", "cursor(-1,0)", "Left", show=False),
        Binding("right", "cursor(1,0)", "Right", show=False),
        Binding("home", "cursor_home", "Home", show=False),
        Binding("tab", "screen.next_piece(1)", "Next", key_display="tab"),
        Binding("shift+tab", "screen.next_piece(-1)", "Previous piece", show=False),
    ]

    cursor: var[int] = var(6 * SIZE + 6)
    """The cell under the cursor (``row * 13 + col``, row 0 is row 1 at the bottom)."""

    class CursorMoved(Message):
        """The cursor went to another cell."""

        def __init__(self, cell: int) -> None:
            super().__init__()
            self.cell = cell

    def __init__(self, *, cell_size: tuple[int, int] = (3, 1), name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.cell_w, self.cell_h = cell_size
        self._pictures: list[CellPicture] = [CellPicture("sea") for _ in range(SIZE * SIZE)]
        self._targets: frozenset[int] = frozenset()
        self._selected: int = -1
        self._last: frozenset[int] = frozenset()
        self.show_cursor = True  # False on a board that only shows (a secret look)
        self._styles: dict[str, Style] = {}
        # called with the new cell when the cursor moves (instead of a CursorMoved message)
        self.cursor_listener: Callable[[int], None] | None = None

    # ----- geometry -------------------------------------------------------------------
    def get_content_width(self, container: Size, viewport: Size) -> int:
        return board_size(self.cell_w, self.cell_h).width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return board_size(self.cell_w, self.cell_h).height

    def on_mount(self) -> None:
        # 16 colours (TERM=xterm, or TEXTUAL_COLOR_SYSTEM=standard): a palette of their own
        if self.app.console.color_system in ("standard", "windows"):
            self.add_class("-ansi16")

    def set_cell_size(self, cell_w: int, cell_h: int) -> None:
        """Lay the board out again with another cell size (on resize)."""
        if (cell_w, cell_h) != (self.cell_w, self.cell_h):
            self.cell_w, self.cell_h = cell_w, cell_h
            self.refresh(layout=True)

    def cell_region(self, cell: int) -> Region:
        col, row = cell % SIZE, cell // SIZE
        x = LABEL + 1 + col * self.cell_w
        y = 1 + (SIZE - 1 - row) * self.cell_h
        return Region(x, y, self.cell_w, self.cell_h)

    def _label_regions(self, cell: int) -> list[Region]:
        """The frame labels that name a cell's column and row (highlighted with the cursor)."""
        col, row = cell % SIZE, cell // SIZE
        width, height = board_size(self.cell_w, self.cell_h)
        x = LABEL + 1 + col * self.cell_w
        y = 1 + (SIZE - 1 - row) * self.cell_h
        return [
            Region(x, 0, self.cell_w, 1),
            Region(x, height - 1, self.cell_w, 1),
            Region(0, y, LABEL, self.cell_h),
            Region(width - LABEL, y, LABEL, self.cell_h),
        ]

    def cell_at(self, x: int, y: int) -> int | None:
        """The cell at a widget offset, or None on the frame."""
        col = (x - LABEL - 1) // self.cell_w if x > LABEL else -1
        row_from_top = (y - 1) // self.cell_h if y > 0 else -1
        if 0 <= col < SIZE and 0 <= row_from_top < SIZE:
            return (SIZE - 1 - row_from_top) * SIZE + col
        return None

    # ----- what to show -----------------------------------------------------------------
    def show_state(self, state, private: dict[int, str] | None = None, *,
                   unfound: dict[int, str] | None = None) -> None:
        """Rebuild every cell picture from an engine state and repaint what changed.

        ``private`` (cell: glyph) draws face-down tiles that one player has looked at; only
        the hand-over screen passes it, never the shared board. ``unfound`` (cell: glyph)
        draws the tiles nobody turned over, marked as never found: only for a game that
        is over (``never_found`` in ``tui/classic/view.py``).
        """
        changed: list[int] = []
        for cell in range(SIZE * SIZE):
            picture = self._picture_of(state, cell, (private or {}).get(cell))
            if unfound and cell in unfound and picture.base == "hidden":
                picture = CellPicture("unfound", unfound[cell], [unfound[cell]], 0,
                                      picture.pirates, -1)
            if picture != self._pictures[cell]:
                self._pictures[cell] = picture
                changed.append(cell)
        for cell in changed:
            self.refresh(self.cell_region(cell))

    @staticmethod
    def _picture_of(state, cell: int, secret: str | None = None) -> CellPicture:
        here = state.pirates_at(cell)
        pirates = sorted((p.crew, piece_mark(state, p.pid)) for p in here)
        lost_in = getattr(state, "p_lost", None)
        lost = bool(lost_in) and any(lost_in[p.pid] for p in here)
        ship = state.ship_at(cell) if hasattr(state, "ship_at") else -1
        if not is_island(cell):
            return CellPicture("sea", SEA, [SEA], 0, pirates, ship)
        tile = state.tile(cell)
        if tile is None or not tile.face_up:
            if secret is not None:
                return CellPicture("peek", secret, [secret], 0, pirates, -1)
            return CellPicture("hidden", FACE_DOWN, [FACE_DOWN * 3], 0, pirates, -1)
        glyph = tile_glyph(tile.kind, tile.dirs, tile.steps)
        galleon = getattr(state, "galleon", -1)
        on_tile = galleon >= 0 and galleon // 8 == cell
        if tile.kind == "chest" and not state.coins_at(cell) and not on_tile:
            glyph = EMPTY_CHEST  # its coins are all carried off
        tall = arrow_picture(tile.dirs) if tile.kind == "arrow" else [glyph]
        return CellPicture("land", glyph, tall, state.coins_at(cell), pirates, -1,
                           galleon=on_tile, lost=lost)

    def set_marks(self, targets: Iterable[int] = (), selected: int = -1) -> None:
        """Highlight target cells and the selected piece's cell, repainting only changes."""
        targets = frozenset(targets)
        dirty = (targets ^ self._targets) | ({selected, self._selected} - {-1} if selected != self._selected else set())
        self._targets, self._selected = targets, selected
        for cell in dirty:
            self.refresh(self.cell_region(cell))

    @property
    def targets(self) -> frozenset[int]:
        return self._targets

    def set_last_action(self, cells: Iterable[int] = ()) -> None:
        """Mark where the last action started and ended, repainting only changes."""
        cells = frozenset(cells)
        dirty, self._last = cells ^ self._last, cells
        for cell in dirty:
            self.refresh(self.cell_region(cell))

    @property
    def last_action(self) -> frozenset[int]:
        return self._last

    # ----- cursor --------------------------------------------------------------------------
    def watch_cursor(self, old: int, new: int) -> None:
        # Only the two cells: Textual rewrites a dirty line from the widget's left edge,
        # so highlighting the frame labels too would triple the bytes sent per move.
        for cell in (old, new):
            self.refresh(self.cell_region(cell))
        if self.cursor_listener is not None:
            # called at once, so that what it repaints goes out in the same frame as the
            # cursor (a message would be handled after this frame: a second write, ~17 ms on)
            self.cursor_listener(new)
        else:
            self.post_message(self.CursorMoved(new))

    def action_cursor(self, dcol: int, drow: int) -> None:
        col = min(SIZE - 1, max(0, self.cursor % SIZE + dcol))
        row = min(SIZE - 1, max(0, self.cursor // SIZE + drow))
        self.cursor = row * SIZE + col

    def action_cursor_home(self) -> None:
        self.cursor = 6 * SIZE + 6

    def on_click(self, event) -> None:
        cell = self.cell_at(event.x, event.y)
        if cell is not None:
            self.cursor = cell

    # ----- drawing ---------------------------------------------------------------------------
    def _style(self, name: str) -> Style:
        # Made once per role until the styles change (a theme, the 16-colour class).
        style = self._styles.get(name)
        if style is None:
            style = self._styles[name] = self._make_style(name)
        return style

    def _make_style(self, name: str) -> Style:
        """A role's Rich style as Textual would make it for a component class of the board:
        the board's own style (its text style, colour and background) under the role's
        background, colour and text style."""
        if name not in PALETTE:
            return self.get_component_rich_style(f"board--{name}")
        background, colour, text_style = PALETTE[name]
        if self.has_class("-ansi16"):
            background, colour = PALETTE_16.get(name, (background, colour))
        own = self.rich_style
        bgcolor = background if background is not None else own.bgcolor
        return own + Style.parse(text_style or "none") + Style(color=colour, bgcolor=bgcolor)

    def notify_style_update(self) -> None:
        self._styles = {}
        super().notify_style_update()

    def render_line(self, y: int) -> Strip:
        cw, ch = self.cell_w, self.cell_h
        width, height = board_size(cw, ch)
        if y >= height:
            return Strip.blank(self.size.width)
        frame = self._style("frame")
        frame_cursor = frame
        if y in (0, height - 1):
            top = y == 0
            segments = [Segment(" " * LABEL + ("┌" if top else "└"), frame)]
            for col, letter in enumerate(COLUMNS):
                pad = cw - 1
                text = "─" * (pad // 2) + letter + "─" * (pad - pad // 2)
                segments.append(Segment(text, frame))
            segments.append(Segment(("┐" if top else "┘") + " " * LABEL, frame))
            return Strip(Segment.simplify(segments), width)
        row = SIZE - 1 - (y - 1) // ch
        sub = (y - 1) % ch
        label = f"{row + 1:>{LABEL}}" if sub == ch // 2 else " " * LABEL
        label_style = frame
        segments = [Segment(label, label_style), Segment("│", frame)]
        for col in range(SIZE):
            segments.extend(self._cell_line(row * SIZE + col, sub))
        segments.append(Segment("│", frame))
        segments.append(Segment(f"{row + 1:<{LABEL}}" if sub == ch // 2 else " " * LABEL, label_style))
        return Strip(Segment.simplify(segments), width)

    def _cell_line(self, cell: int, sub: int) -> list[Segment]:
        """One line of one cell as styled segments, exactly ``cell_w`` wide."""
        picture = self._pictures[cell]
        selected = cell == self._selected
        runs = self._cell_runs(picture, sub, selected)
        # Alternate shades, like a chessboard, so that cells can be counted at a glance.
        base = self._style(picture.base + ("-alt" if (cell % SIZE + cell // SIZE) % 2 else ""))
        on_cursor = cell == self.cursor and self.show_cursor and self.has_focus_within_screen
        # Marks in order of weight: where to go (underlined), what is selected (» «), then
        # what just happened (italics; it gives way to the cursor too). Each has its shape
        # besides its colour, so that it reads in 16 colours and without colour.
        if cell in self._targets:
            overlay: Style | None = self._style("target")
            mark_pieces = True
        elif selected:
            overlay, mark_pieces = self._style("selected"), False
        elif cell in self._last and not on_cursor:
            overlay, mark_pieces = self._style("last"), True
        else:
            overlay, mark_pieces = None, False
        segments = []
        for text, role in runs:
            if mark_pieces and overlay is not None and role.startswith("ship-") and len(text) == 3:
                # a ship fills a small cell: its brackets take the mark's colour, its letter
                # keeps the crew's; all three take the mark's shape
                shape = Style(underline=overlay.underline, italic=overlay.italic)
                style = self._style(role) + shape
                bracket = base + overlay
                if on_cursor:
                    style, bracket = style + Style(reverse=True), bracket + Style(reverse=True)
                segments += [Segment("[", bracket), Segment(text[1], style), Segment("]", bracket)]
                continue
            if role.startswith("crew-") or role.startswith("ship-"):
                style = self._style(role)
                if mark_pieces and overlay is not None:
                    # the piece keeps its crew's colours and takes the mark's shape
                    style = style + Style(underline=overlay.underline, italic=overlay.italic)
            elif role == "mark":
                style = base + self._style("selected") if overlay is None else base + overlay
            else:
                style = base if role == "base" else base + self._style(role)
                if overlay is not None:
                    style = style + overlay
            if on_cursor:
                style = style + Style(reverse=True)
            segments.append(Segment(text, style))
        return segments

    @property
    def has_focus_within_screen(self) -> bool:
        # The cursor stays visible even when a dialog is open on top.
        return True

    def _cell_runs(self, picture: CellPicture, sub: int,
                   selected: bool = False) -> list[tuple[str, str]]:
        """(text, role) runs for one line of a cell; roles are component names, "base", or
        "mark" (the » « around a selected piece)."""
        cw, ch = self.cell_w, self.cell_h
        runs: list[tuple[str, str]] = []
        if ch == 1:
            runs = self._small_runs(picture, selected)
        else:
            glyph_rows = ch - 1
            if picture.ship >= 0:
                lines_top = [f"[{CREW_LETTERS[picture.ship]}]"]
                top_role = f"ship-{picture.ship}"
            elif picture.base == "hidden":
                lines_top = [FACE_DOWN * cw] * glyph_rows
                top_role = "base"
            elif picture.base == "unfound":  # its mark amid the face-down texture
                lines_top = [FACE_DOWN * cw] * glyph_rows
                middle = (glyph_rows - 1) // 2
                lines_top[middle] = (f" {picture.glyph} " if cw > len(picture.glyph) + 1
                                     else picture.glyph).center(cw, FACE_DOWN)[:cw]
                top_role = "base"
            elif picture.base == "sea":
                waves = (" ~" * cw)[:cw]
                lines_top = [waves] * glyph_rows
                top_role = "base"
            else:
                lines_top = picture.tall if len(picture.tall) <= glyph_rows else [picture.glyph]
                top_role = "base"
            ship_line = picture.ship >= 0 and sub == 0
            if selected and (ship_line or (sub == glyph_rows and picture.ship < 0)):
                pieces = ([(f"{CREW_LETTERS[picture.ship]}", picture.ship)] if ship_line
                          else pieces_text(picture.pirates, cw - 2))
                used = sum(len(t) for t, _ in pieces) + 2
                role = (lambda c: f"ship-{c}") if ship_line else crew_role
                if not pieces:
                    glyph = picture.glyph[: cw - 2]
                    pieces, used, role = [(glyph, -1)], len(glyph) + 2, (lambda c: "base")
                runs = [(" " * ((cw - used) // 2), "base"), (SELECTED_MARK[0], "mark"),
                        *((t, role(c)) for t, c in pieces), (SELECTED_MARK[1], "mark")]
            elif sub < glyph_rows:
                text = lines_top[sub] if sub < len(lines_top) else ""
                if (picture.coins or picture.galleon) and sub == glyph_rows - 1:
                    treasure = self._treasure_runs(picture)
                    size = sum(len(t) for t, _ in treasure)
                    text = text[: max(0, cw - size - 1)] if text else ""
                    runs = [(text, top_role), (" " * (cw - len(text) - size), "base"), *treasure]
                else:
                    runs = [(" " * ((cw - len(text)) // 2), "base"), (text, top_role)]
            else:
                pieces = pieces_text(picture.pirates, cw)
                if not pieces and picture.base in ("hidden", "unfound"):
                    runs = [(FACE_DOWN * cw, "base")]
                elif not pieces and picture.base == "sea" and picture.ship < 0:
                    runs = [(("~ " * cw)[:cw - 1].center(cw) if cw > 3 else " ~ ", "base")]
                else:
                    used = sum(len(t) for t, _ in pieces)
                    lost = [(LOST, "lost")] if picture.lost and used < cw else []
                    used += len(lost)
                    runs = [(" " * ((cw - used) // 2), "base"), *lost,
                            *((t, crew_role(c)) for t, c in pieces)]
        # Pad or cut to the cell width.
        out: list[tuple[str, str]] = []
        used = 0
        for text, role in runs:
            if not text:
                continue
            text = text[: cw - used]
            if text:
                out.append((text, role))
                used += len(text)
        if used < cw:
            out.append((" " * (cw - used), "base"))
        return out

    @staticmethod
    def _treasure_runs(picture: CellPicture) -> list[tuple[str, str]]:
        """What lies on a tile: ``$3`` coins, ``£`` the galleon treasure, ``£$2`` both."""
        runs = [(GALLEON, "galleon")] if picture.galleon else []
        if picture.coins:
            runs.append((f"{COIN}{min(picture.coins, 99)}", "coin"))
        return runs

    @staticmethod
    def _small_runs(picture: CellPicture, selected: bool = False) -> list[tuple[str, str]]:
        """A 3x1 cell: ship ``[W]``; pirates ``·W1`` (tile, coin, ``£`` or ``?`` lost first);
        tile ``▣$3``, ``♛£``. Selected: ``»W«`` (ship), ``»W1`` (pirates), ``»≈«`` (a tile)."""
        if selected:
            if picture.ship >= 0:
                return [(SELECTED_MARK[0], "mark"), (CREW_LETTERS[picture.ship], f"ship-{picture.ship}"),
                        (SELECTED_MARK[1], "mark")]
            pieces = pieces_text(picture.pirates, 2)
            if pieces:
                return [(SELECTED_MARK[0], "mark"), *((t, crew_role(c)) for t, c in pieces)]
            return [(SELECTED_MARK[0], "mark"), ((picture.glyph or " ")[0], "base"),
                    (SELECTED_MARK[1], "mark")]
        if picture.ship >= 0:
            return [(f"[{CREW_LETTERS[picture.ship]}]", f"ship-{picture.ship}")]
        pieces = pieces_text(picture.pirates, 3)
        glyph = picture.glyph or " "
        if pieces:
            used = sum(len(t) for t, _ in pieces)
            runs: list[tuple[str, str]] = []
            if used < 3:
                if picture.lost:
                    runs.append((LOST, "lost"))
                elif picture.galleon:
                    runs.append((GALLEON, "galleon"))
                elif picture.coins:
                    runs.append((COIN, "coin"))
                else:
                    runs.append((glyph[0] if picture.base != "sea" else SEA, "base"))
            runs.extend((t, crew_role(c)) for t, c in pieces)
            return runs
        if picture.galleon:
            treasure = IslandBoard._treasure_runs(picture)
            return treasure if picture.coins else [(glyph[0], "base"), *treasure]
        if picture.coins:
            return [(glyph[0], "base"), (f"{COIN}{min(picture.coins, 99)}", "coin")]
        if picture.base == "hidden":
            return [(FACE_DOWN * 3, "base")]
        if picture.base == "unfound":
            return [(FACE_DOWN + glyph[0] + FACE_DOWN, "base")]
        if len(glyph) >= 3:
            return [(glyph[:3], "base")]
        if len(glyph) == 2:
            return [(glyph, "base"), (" ", "base")]
        return [(" " + glyph + " ", "base")]



# The island table's least and best sizes: the board beside the side panel, over the log.
PANEL_MIN = 28  # narrowest side panel that still shows every crew line
LOG_MIN = 3  # lines of move log under the board at the smallest size
MIN_WIDTH = board_size(*CELL_SIZES[0]).width + PANEL_MIN
MIN_HEIGHT = board_size(*CELL_SIZES[0]).height + LOG_MIN + 1  # + footer


def cell_size_for(width: int, height: int) -> tuple[int, int] | None:
    """The largest cell size whose board, panel and log fit the terminal, or None."""
    for cw, ch in reversed(CELL_SIZES):
        board = board_size(cw, ch)
        if board.width + PANEL_MIN <= width and board.height + LOG_MIN + 1 <= height:
            return cw, ch
    return None
