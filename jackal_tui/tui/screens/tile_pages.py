"""A tile's page: its look on the board, what it does, how many there are. Opened from
the help's tile list (⏎), or from a game (t) for the tile under the cursor
(:func:`page_for_cell`): ``TilePageScreen`` for the island games' tiles,
``ArchipelagoTilePageScreen`` for Jackal Archipelago's (texts in
``tui/archipelago/help.py``). ← → page through the tiles. A face-down tile's page tells
only what its back says.
"""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from jackal_tui.tui.classic.tiles import PAGE_ORDER, TI, TILE_INFO, tile_glyph, tile_page


def is_archipelago(state) -> bool:
    """Whether ``state`` is a Jackal Archipelago state (told without importing its rules)."""
    return type(state).__module__.startswith("jackal_tui.games.archipelago.")


def tile_kinds(ruleset: str | None) -> list[str]:
    """The tiles with a page in a ruleset (None: both), face-down first."""
    return [k for k in PAGE_ORDER
            if ruleset != "classic" or TILE_INFO[k].edition == "classic"]


class TilePageScreen(Screen):
    """One tile's page: its look on the board, what it does, and how many there are.

    ``here``: the tile under the game's cursor, as (cell name, glyph as drawn, its name).
    """

    DEFAULT_CSS = """
    TilePageScreen #tile-page { padding: 0 3 0 2; }
    """

    BINDINGS = [
        Binding("escape,q,question_mark,f1,t", "app.pop_screen", "Back"),
        Binding("right,l,n", "page(1)", "Next tile", key_display="→"),
        Binding("left,h,p", "page(-1)", "Previous", key_display="←"),
    ]

    def __init__(self, kind: str, ruleset: str | None = None, *,
                 here: tuple[str, str, str] | None = None, kinds: list[str] | None = None) -> None:
        super().__init__()
        self.kind = kind
        self.ruleset = ruleset
        self.here = here
        self.kinds = kinds or tile_kinds(ruleset)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="tile-page"):
            yield Static(self.page_text(), id="tile-page-text")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#tile-page").focus()

    def page_text(self) -> Group:
        page = tile_page(self.kind, self.ruleset)
        parts: list = [Text(f"Tile: {page.title}", style="bold underline")]
        if self.here is not None:
            cell, glyph, name = self.here
            line = Text("Under the cursor: ")
            line.append(f"{cell}  ", style="bold")
            line.append(glyph, style="bold")
            line.append(f"  {name}")
            parts.append(line)
        parts.append(Text(""))
        parts.append(Text("On the board", style="bold"))
        looks = Table(box=None, show_header=False, padding=(0, 1))
        looks.add_column(no_wrap=True, style="bold")
        looks.add_column()
        for glyph, what in page.glyphs:
            looks.add_row(glyph, what)
        parts.append(looks)
        parts.append(Text(""))
        parts.append(Text("What it does", style="bold"))
        for para in page.text.split("\n\n"):
            parts.append(Text(para + "\n"))
        if page.other_edition:
            parts.append(Text("In the treasure-island edition", style="bold"))
            for para in page.other_edition.split("\n\n"):
                parts.append(Text(para + "\n"))
        if page.counts:
            classic, ti = page.counts["classic"], page.counts[TI]
            if self.ruleset == "classic":
                count = f"{classic} of the 117 tiles."
            elif self.ruleset == TI:
                count = f"{ti} of the 117 tiles."
            elif classic == ti:
                count = f"{classic} of the 117 tiles, in both editions."
            elif classic == 0:
                count = f"{ti} of the 117 tiles, only in the treasure-island edition."
            else:
                count = f"{classic} of the 117 tiles (treasure-island: {ti})."
            parts.append(Text("On the island: ", style="bold") + Text(count))
        return Group(*parts)

    def action_page(self, step: int) -> None:
        i = self.kinds.index(self.kind) if self.kind in self.kinds else 0
        self.kind = self.kinds[(i + step) % len(self.kinds)]
        self.here = None
        self.query_one("#tile-page-text", Static).update(self.page_text())
        self.query_one("#tile-page").scroll_home(animate=False)


class ArchipelagoTilePageScreen(Screen):
    """One Jackal Archipelago tile's page (or a face-down back's): its look on the map, what
    it does, how many there are on this island. ← → page through the tiles."""

    DEFAULT_CSS = """
    ArchipelagoTilePageScreen #tile-page { padding: 0 3 0 2; }
    """

    BINDINGS = [
        Binding("escape,q,question_mark,f1,t", "app.pop_screen", "Back"),
        Binding("right,l,n", "page(1)", "Next tile", key_display="→"),
        Binding("left,h,p", "page(-1)", "Previous", key_display="←"),
    ]

    def __init__(self, kind: str, island: str | None = None, *,
                 here: tuple[str, str, str] | None = None) -> None:
        super().__init__()
        self.kind = kind
        self.island = island
        self.here = here

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="tile-page"):
            yield Static(self.page_text(), id="tile-page-text")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#tile-page").focus()

    def page_text(self) -> Group:
        from jackal_tui.tui.archipelago import help as arch

        page = arch.page(self.kind, self.island)
        parts: list = [Text(f"Tile: {page.title}", style="bold underline")]
        if self.here is not None:
            cell, glyph, name = self.here
            line = Text("Under the cursor: ")
            line.append(f"{cell}  ", style="bold")
            line.append(glyph, style="bold")
            line.append(f"  {name}")
            parts.append(line)
        parts += [Text(""), Text("On the map", style="bold")]
        looks = Table(box=None, show_header=False, padding=(0, 1))
        looks.add_column(no_wrap=True, style="bold")
        looks.add_column()
        for glyph, what in page.looks:
            looks.add_row(glyph, what)
        parts += [looks, Text(""), Text("What it does", style="bold")]
        for para in page.text.split("\n\n"):
            parts.append(Text(para + "\n"))
        return Group(*parts)

    def action_page(self, step: int) -> None:
        from jackal_tui.tui.archipelago import help as arch

        kinds = arch.PAGE_ORDER
        i = kinds.index(self.kind) if self.kind in kinds else 0
        self.kind = kinds[(i + step) % len(kinds)]
        self.here = None
        self.query_one("#tile-page-text", Static).update(self.page_text())
        self.query_one("#tile-page").scroll_home(animate=False)


def page_for_cell(state, cell: int) -> Screen | None:
    """The page of the tile under the cursor (None: sea, which has no tile)."""
    if is_archipelago(state):
        from jackal_tui.tui.archipelago import help as arch

        found = arch.cell_page(state, cell)
        if found is None:
            return None
        return ArchipelagoTilePageScreen(found[0], state.island, here=found[1])
    from jackal_tui.games.classic import cell_name

    tile = state.tile(cell)
    if tile is None:
        return None
    ruleset = getattr(state, "ruleset", "classic")
    if not tile.face_up:
        return TilePageScreen("face-down", ruleset,
                              here=(cell_name(cell), tile_glyph(None) * 3, "face down"))
    kind = tile.kind if tile.kind in TILE_INFO else "empty"
    glyph = tile_glyph(tile.kind, tile.dirs, tile.steps)
    return TilePageScreen(kind, ruleset, here=(cell_name(cell), glyph, tile.name))
