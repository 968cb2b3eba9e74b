"""The Archipelago map: the island at its own size, north up, one cell per map square.

Every mark reads without colour (NO_COLOR, 16 colours): a face-down tile shows its back
as a letter between shade marks (``░b░`` beach, ``░f░`` forest, ``░m░`` mountain) besides
its colour; a face-up tile shows its glyph; the cells the chosen piece or boat can go to
are in square brackets ``[ ]``, the chosen one in round brackets ``( )``; the cursor is
in reverse video. At 80x24 a cell is 3 characters by 1 line; a larger terminal gets
larger cells (like classic's board), where the tile and who stands on it have a line each.

Who stands where: a crew's pirates by its letter (``W``, ``W2`` for two), a boat ``≡W``
with the number of pirates aboard, a swimmer ``~W``, ``W°`` where a pirate there holds
an ability (a campaign's: which ones, the panel says; a 3-column cell has room for one
mark more, not for the names, and a pirate may hold several), the Missionary ``†`` (``‡`` once he
has taken up the sword), the bear ``@``, coins ``$`` (``$2``), the die's last roll by its
face and number (``⚄5``) where it was rolled.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from jackal_tui.games.archipelago.board import CREW_LETTERS
from jackal_tui.games.archipelago.state import BOAT, LAND, MISSIONARY, SEA
from jackal_tui.games.archipelago.tiles import dirs_of, kind_of, number_of
from jackal_tui.tui.archipelago.campaign_words import ABILITY_MARK
from jackal_tui.tui.classic.tiles import ARROW_GLYPHS, arrow_text

# Cell sizes, smallest first: (columns, lines). The map takes the largest that fits.
CELL_SIZES = ((3, 1), (5, 2), (7, 3), (9, 4))

BACK_LETTERS = {"B": "b", "F": "f", "M": "m"}
BACK_WORDS = {"B": "beach", "F": "forest", "M": "mountain"}
FACE_DOWN = "░"
BEAR = "@"
MISSIONARY_MARK = "†"
ARMED_MISSIONARY = "‡"
COIN = "$"
BOAT_MARK = "≡"
SWIM_MARK = "~"
DIE_FACES = "⚀⚁⚂⚃⚄⚅"

# The glyph of each face-up tile kind (one terminal cell each, plus a number or arrows).
GLYPHS = {
    "empty": "·", "barrel": "∪", "balloon": "○", "horse": "♞", "ice": "◇",
    "crocodile": "«", "pit": "◎", "shrine": "✚", "fortress": "♜", "spyglass": "⊙",
    "trampoline": "^", "lighthouse": "☼", "jungle": "♣", "bank": "£", "airplane": "✈",
    "die": "⚄", "musket": "╾", "den": "⌂", "missionary": "†", "smoke": "§",
    "caramba": "!", "cannibal": "☠", "earthquake": "※", "chest": "▣", "bottles": "δ",
    "labyrinth": "#", "cannon": "¤",
}
# What the map's marks mean, for the panel's legend.
LEGEND = ("░b░ ░f░ ░m░ face down: beach, forest, mountain · ≡W boat · ~W swimmer · "
          "@ bear · † Missionary · $ coins · δ bottles · [ ] can go · ( ) chosen")
# ... and in a game where some pirate holds an ability
ABILITY_LEGEND = f" · W{ABILITY_MARK} holds an ability"
# After the game: a tile nobody turned up shows its glyph between the shade marks
NEVER_FOUND = "░∪░ (a glyph between shade marks): a tile never found"

# Colours: a back's colour (the island's shape), the sea, each crew's letter.
BACK_STYLES = {
    "B": Style(color="black", bgcolor="yellow"),
    "F": Style(color="black", bgcolor="green"),
    "M": Style(color="white", bgcolor="bright_black"),
}
SEA_STYLE = Style(color="bright_white", bgcolor="blue")
CREW_STYLES = (Style(color="bright_white", bold=True), Style(color="bright_yellow", bold=True),
               Style(color="black", bold=True), Style(color="red", bold=True))


def tile_glyph(token: str) -> str:
    """A face-up tile's glyph: ``·``, ``↗``, ``¤→``, ``#3`` (a labyrinth of 3 steps)."""
    k = kind_of(token)
    if k == "arrow":
        return arrow_text(dirs_of(token)).strip() or "╳"
    if k == "cannon":
        return "¤" + ARROW_GLYPHS.get(dirs_of(token)[0], "")
    if k == "labyrinth":
        return f"#{number_of(token)}"
    return GLYPHS.get(k, "?")


def occupants(s, cell: int) -> list[str]:
    """Who and what is on a cell, as short marks: ``≡W2``, ``W``, ``Y2``, ``†``, ``@``, ``$3``."""
    out: list[str] = []
    crew_here = s.boat_at(cell)
    counts: dict[str, int] = {}
    swimmers: dict[str, int] = {}
    able: set[tuple[bool, str]] = set()   # (at sea, crew letter): someone holds an ability
    missionary = ""
    for p in range(13):
        where = s.p_where[p]
        if s.p_cell[p] != cell or where not in (BOAT, LAND, SEA):
            continue
        if p == MISSIONARY:
            if where == BOAT and crew_here < 0:
                continue
            missionary = ARMED_MISSIONARY if s.converted else MISSIONARY_MARK
            continue
        letter = CREW_LETTERS[p // 3]
        if where == BOAT:
            continue  # counted with the boat
        (swimmers if where == SEA else counts)[letter] = \
            (swimmers if where == SEA else counts).get(letter, 0) + 1
        if s.abilities[p]:
            able.add((where == SEA, letter))
    if crew_here >= 0:
        aboard = sum(1 for p in range(12) if s.p_where[p] == BOAT and s.p_boat[p] == crew_here)
        out.append(BOAT_MARK + CREW_LETTERS[crew_here] + (str(aboard) if aboard else ""))
    for letter, n in swimmers.items():
        out.append(SWIM_MARK + letter + (str(n) if n > 1 else "")
                   + (ABILITY_MARK if (True, letter) in able else ""))
    for letter, n in counts.items():
        out.append(letter + (str(n) if n > 1 else "")
                   + (ABILITY_MARK if (False, letter) in able else ""))
    if missionary:
        out.append(missionary)
    if s.bear == cell:
        out.append(BEAR)
    coins = s.coins_at(cell) if cell in s.board.land else 0
    if coins:
        out.append(COIN + (str(coins) if coins > 1 else ""))
    return out


def squeeze(marks: list[str], width: int) -> str:
    """The marks in ``width`` columns: whole if they fit, else each cut to its letter."""
    whole = "".join(marks)
    if len(whole) <= width:
        return whole
    short = "".join(m.lstrip(BOAT_MARK + SWIM_MARK)[:1] or m[:1] for m in marks)
    return short if len(short) <= width else short[: width - 1] + "+"


class ArchipelagoMap(Widget):
    """The island as it stands (``show``), with a cursor and the marks of a choice."""

    DEFAULT_CSS = """
    ArchipelagoMap { width: auto; height: auto; }
    """

    def __init__(self, state, *, id: str | None = None, cursor: bool = True) -> None:
        super().__init__(id=id)
        self.state = state
        self.cursor = -1
        self.show_cursor = cursor
        self.chosen: int | None = None       # the cell of the chosen piece or boat
        self.targets: frozenset[int] = frozenset()
        self.recommended: frozenset[int] = frozenset()
        self.cell_size = CELL_SIZES[0]
        self.no_color = False
        self.unfound = False  # a game over: face-down tiles show what they were

    # ----- what is shown -----------------------------------------------------------
    def show(self, state, *, chosen: int | None = None, targets=(), recommended=(),
             unfound: bool = False) -> None:
        """``unfound``: the island of a game that is over, whose tiles never turned up are
        shown marked as never found (their glyph between shade marks, ``░∪░``)."""
        self.unfound = unfound
        self.state = state
        self.chosen = chosen
        self.targets = frozenset(targets)
        self.recommended = frozenset(recommended)
        self.refresh(layout=True)

    def fit(self, width: int, height: int) -> None:
        """Take the largest cell size with which the map fits in ``width`` x ``height``."""
        b = self.state.board
        size = CELL_SIZES[0]
        for cw, ch in CELL_SIZES:
            if 2 + cw * b.width <= width and 1 + ch * b.height <= height:
                size = (cw, ch)
        if size != self.cell_size:
            self.cell_size = size
            self.refresh(layout=True)

    def map_size(self, size=None) -> tuple[int, int]:
        cw, ch = size or self.cell_size
        b = self.state.board
        return 2 + cw * b.width, 1 + ch * b.height

    def get_content_width(self, container, viewport) -> int:
        return self.map_size()[0]

    def get_content_height(self, container, viewport, width: int) -> int:
        return self.map_size()[1]

    # ----- cursor ------------------------------------------------------------------
    def move_cursor(self, dx: int, dy: int) -> None:
        b = self.state.board
        x, y = b.xy(self.cursor) if self.cursor >= 0 else (b.width // 2, b.height // 2)
        x = min(max(x + dx, 0), b.width - 1)
        y = min(max(y + dy, 0), b.height - 1)
        self.cursor = y * b.width + x
        self.refresh()

    def put_cursor(self, cell: int) -> None:
        self.cursor = cell
        self.refresh()

    # ----- drawing -----------------------------------------------------------------
    def lines(self) -> list[Text]:
        """The map as Rich Text lines (the header of column letters first)."""
        s = self.state
        b = s.board
        cw, ch = self.cell_size
        head = Text("  ")
        for x in range(b.width):
            head.append(b.names[x][0].center(cw), "bold")
        out = [head]
        for y in range(b.height - 1, -1, -1):
            rows = [Text(f"{y + 1:>2}" if k == 0 else "  ", "bold") for k in range(ch)]
            for x in range(b.width):
                cell = y * b.width + x
                for k, piece in enumerate(self.cell_text(cell)):
                    rows[k].append_text(piece)
            out.extend(rows)
        return out

    def cell_text(self, cell: int) -> list[Text]:
        """One cell's lines, each exactly the cell's width."""
        s = self.state
        cw, ch = self.cell_size
        land = cell in s.board.land
        back = s.backs[cell] if land else None
        up = land and s.up[cell]
        if not land:
            style, ground = SEA_STYLE, "~"
        else:
            style = BACK_STYLES.get(back, SEA_STYLE)
            ground = tile_glyph(s.tiles[cell]) if up else None
        roll = s.last_roll
        if roll and roll[0] == cell:
            ground = DIE_FACES[roll[1] - 1] + str(roll[1])
        marks = occupants(s, cell)
        inner = cw - 2
        if ground is None:   # face down: the back's letter between shade marks
            down = BACK_LETTERS.get(back, "?")
            if self.unfound and land and s.tiles[cell]:  # never found: what it was
                down = tile_glyph(s.tiles[cell])[:max(1, cw - 2)]
            ground_line = FACE_DOWN * ((cw - 1) // 2) + down + FACE_DOWN * (cw // 2)
        else:
            ground_line = ground.center(cw)[:cw] if ch > 1 else ground
        if cell in self.recommended and not marks:
            marks = ["*"]
        if ch == 1:
            if marks:
                body = squeeze(marks, inner if self._marked(cell) else cw)
            elif ground is None:
                body = ground_line
            else:
                body = ground
            lines = [body]
        else:
            rest = FACE_DOWN * cw if ground is None else ""
            lines = [ground_line, squeeze(marks, inner) if marks else rest]
            lines += [rest] * (ch - len(lines))
        texts = []
        for k, body in enumerate(lines):
            text = self._framed(cell, body, style)
            if marks and (ch == 1 or k == 1):
                text.stylize("bold")   # who stands here stands out from the ground
            texts.append(text)
        return texts

    def _marked(self, cell: int) -> bool:
        return cell in self.targets or cell == self.chosen

    def _framed(self, cell: int, body: str, style: Style) -> Text:
        cw = self.cell_size[0]
        if self._marked(cell):
            left, right = ("[", "]") if cell in self.targets else ("(", ")")
            if len(body) > cw - 2:   # a face-down tile keeps its letter inside the brackets
                body = body.strip(FACE_DOWN + " ") or body
                body = body[: cw - 2]
            line = left + body.center(cw - 2) + right
        else:
            line = body.center(cw) if len(body) < cw else body[:cw]
        text = Text(line, style)
        if self.show_cursor and cell == self.cursor:
            text.stylize(Style(reverse=True, bold=True))
        return text

    def render(self):
        return Text("\n").join(self.lines())


MIN_PANEL = 24         # columns of panel beside the map below which a table is too small
MIN_PANEL_LINES = 14   # lines a panel needs (header, crews, coins, bear, prompt)


def least_size(board) -> tuple[int, int]:
    """The smallest terminal an Archipelago screen is readable in: the map at its smallest
    cells beside a panel of ``MIN_PANEL`` columns, the panel's lines (or the map) above
    the footer."""
    return (2 + CELL_SIZES[0][0] * board.width + 1 + MIN_PANEL,
            max(1 + CELL_SIZES[0][1] * board.height, MIN_PANEL_LINES) + 1)
