"""A secret look (treasure-island lighthouse): shown to one player only, hot-seat style.

First a hand-over page naming the player (everyone else looks away); a key shows the
island with the tiles that player looked at; any key hides them again. The shared board
never draws a face-down tile: only this screen does, and only while it is shown.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from jackal_tui.games.classic import cell_name
from jackal_tui.tui.classic.tiles import secret_tile
from jackal_tui.tui.classic.board import IslandBoard
from jackal_tui.tui.classic.panel import player_name


def secret_tiles(state, player: int) -> list[tuple[int, str, str]]:
    """(cell, glyph, words) of every tile ``player`` looked at that is still face down.

    Reads the rules core's own tiles (``state.tiles``): the public view hides them.
    """
    known = getattr(state, "known", None)
    if not known or not 0 <= player < len(known):
        return []
    out = []
    for cell in sorted(known[player]):
        view = state.tile(cell)
        if view is None or view.face_up:
            continue  # opened since: everyone sees it now
        tile = state.tiles[cell]
        glyph, words = secret_tile(tile.token(), tile.name())
        out.append((cell, glyph, words))
    return out


def players_with_secrets(state) -> list[int]:
    """The players who have looked at tiles that are still face down, in seat order."""
    known = getattr(state, "known", None) or []
    return [p for p in range(len(known)) if secret_tiles(state, p)]


class SecretLookScreen(Screen[None]):
    """Hand-over page, then one player's secret tiles; any key hides them."""

    AUTO_FOCUS = None  # nothing to focus: the keys belong to the screen
    BINDINGS = [
        Binding("enter,space", "show", "Show", key_display="⏎"),
        Binding("escape", "close", "Not now"),
        Binding("h", "hide", "Hide (any key)"),
    ]

    DEFAULT_CSS = """
    SecretLookScreen { align: center middle; }
    SecretLookScreen #handover {
        width: 64; max-width: 100%; height: auto;
        border: thick $warning; background: $surface; padding: 1 2;
    }
    SecretLookScreen #secret-body { display: none; height: 1fr; width: 100%; }
    SecretLookScreen #secret-title { height: auto; padding: 0 1; color: $warning; text-style: bold; }
    SecretLookScreen #secret-list { width: 1fr; height: 1fr; padding: 0 0 0 1; }
    SecretLookScreen.shown #handover { display: none; }
    SecretLookScreen.shown #secret-body { display: block; }
    SecretLookScreen.shown { align: left top; }
    """

    def __init__(self, state, player: int, *, just_now: bool = False,
                 back_to: str | None = None) -> None:
        super().__init__()
        self.state = state
        self.player = player
        self.name_text = player_name(state, player)
        self.just_now = just_now
        self.back_to = back_to
        self.tiles = secret_tiles(state, player)
        self.shown = False

    def compose(self) -> ComposeResult:
        name = self.name_text
        what = ("The lighthouse showed them" if self.just_now else "They looked at") + \
            f" {len(self.tiles)} face-down tile{'s' if len(self.tiles) != 1 else ''}."
        yield Static(Text.assemble(
            (f"Pass the keyboard to {name}\n\n", "bold"),
            f"{what} Only {name} may see them: everyone else, look away.\n\n",
            (f"{name}: press ⏎ to see them", "bold"),
            ", then any key to hide them again. Esc: not now.",
        ), id="handover")
        with Vertical(id="secret-body"):
            yield Static(f"Only for {name}: the tiles you looked at (any key hides them)",
                         id="secret-title")
            with Horizontal():
                board = IslandBoard(id="secret-board")
                board.can_focus = False  # it only shows: no cursor, no piece to pick
                board.show_cursor = False
                yield board
                yield Static(self._list_text(), id="secret-list")
        yield Footer(compact=True)

    def _list_text(self) -> Text:
        text = Text()
        for cell, glyph, words in self.tiles:
            text.append(f"{cell_name(cell):<4}", style="bold")
            text.append(f"{glyph:<3}", style="bold #2e7d7d")
            text.append(f" {words}\n")
        if not self.tiles:
            text.append("Every tile looked at has been opened since.\n")
        text.append("\nThe shared board keeps them face down.", style="dim")
        return text

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("show", "close"):
            return not self.shown
        if action == "hide":
            return self.shown
        return True

    def action_show(self) -> None:
        """The player at the keyboard sees the tiles, drawn on a private board."""
        board = self.query_one(IslandBoard)
        board.show_state(self.state, private={cell: glyph for cell, glyph, _ in self.tiles})
        self.shown = True
        self.add_class("shown")
        self.refresh_bindings()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_key(self, event: events.Key) -> None:
        """While shown, any key hides the tiles and goes back to the shared board."""
        if not self.shown:
            return
        event.stop()
        event.prevent_default()
        self.hide()

    def action_hide(self) -> None:
        self.hide()

    def hide(self) -> None:
        self.shown = False
        self.query_one(IslandBoard).show_state(self.state)  # forget the secret pictures
        self.dismiss(None)
        if self.back_to:
            self.app.notify(f"Hidden. Pass the keyboard back to {self.back_to}.", timeout=5)
