"""The hand-over: one screen every game uses when the keyboard passes to one player for
something only that player may see (hot-seat: friends sharing a terminal).

:class:`HandOverScreen` is a page that names the player and says, in words everybody may
read, why the keyboard passes (never a card, a tile or anything else of a hand). It covers
the whole table, and before it shows, every message and notice left by the seat before is
cleared: the app's notifications, and what each screen below keeps for one seat (a screen
with a ``forget_seat_messages()`` method is asked to forget it). ⏎ says the player is
there. Without a private part the screen then closes with ``"ready"`` and the caller shows
what is private (the card game's planning); with one (a subclass's ``compose_private``)
it shows that part in place, and closes with what the private part answers.

Its keys mean what they mean at the table (:mod:`jackal_tui.tui.table_keys`): q closes it
with ``"title"``, and the caller goes back to the title screen (the game is saved); Esc
closes it with ``"leave"`` and nothing shown, back to the table, where the page may be put
off (a look at a hand); where it may not (the next planner must plan), Esc only says so,
on the page itself.

:class:`SecretLookScreen` (the treasure-island lighthouse) is one: its private part is the
island with the tiles that player looked at; any key hides them again. The shared board
never draws a face-down tile: only this screen does, and only while it is shown.
"""

from __future__ import annotations

from typing import Any

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


#: What Esc and q do on a hand-over page that may be put off, in words.
LEAVE_WORDS = "Esc: not now (back to the table). q: back to the title (the game is saved)."


def forget_seat_messages(app) -> None:
    """Clear every message and notice that belongs to the seat at the keyboard: the
    app's notifications, and each screen's own (``forget_seat_messages()``)."""
    app.clear_notifications()
    for screen in app.screen_stack:
        forget = getattr(screen, "forget_seat_messages", None)
        if callable(forget):
            forget()


class HandOverScreen(Screen[Any]):
    """Pass the keyboard to one player: a public page first (nothing of any hand), then,
    after ⏎, the private part if there is one.

    ``why``: what the player is handed the keyboard for, in public words.
    ``ready``: what ⏎ does, after "press ⏎" (e.g. "to see your hand").
    ``leave``: what Esc and q do, in words (Esc closes the screen with ``"leave"``, q
    with ``"title"``).
    """

    AUTO_FOCUS = None  # nothing to focus: the keys belong to the screen
    BINDINGS = [
        Binding("enter,space", "show", "I am here", key_display="⏎"),
        Binding("q", "title", "Title"),  # as at the table: the title screen, the game saved
        Binding("escape", "escape", "Back", show=False),
    ]

    DEFAULT_CSS = """
    HandOverScreen { align: center middle; }
    HandOverScreen #handover {
        width: 64; max-width: 100%; height: auto;
        border: thick $warning; background: $surface; padding: 1 2;
    }
    HandOverScreen #handover-note { width: 64; max-width: 100%; height: auto; padding: 0 2; }
    HandOverScreen #private { display: none; height: 1fr; width: 100%; }
    HandOverScreen.shown #handover, HandOverScreen.shown #handover-note { display: none; }
    HandOverScreen.shown #private { display: block; }
    HandOverScreen.shown { align: left top; }
    """

    has_private = False  # a subclass with a private part says so

    def __init__(self, player: str, why: str = "", *, ready: str = "when only you can see "
                 "the screen", leave: str = LEAVE_WORDS,
                 escape_leaves: bool = True, alone: bool = False) -> None:
        """``escape_leaves``: Esc closes the page, back to the table (False where the page
        may not be put off: Esc then only says which keys there are). ``alone``: the one
        person at this keyboard is the player: the private part shows at once, with no
        page asking the others to look away."""
        super().__init__()
        self.alone = alone
        self.who = player
        self.escape_leaves = escape_leaves
        self.why = why
        self.ready_words = ready
        self.leave_words = leave
        self.shown = False

    def public_text(self) -> Text:
        """The hand-over page: whose turn at the keyboard, and why (public words only)."""
        name = self.who
        return Text.assemble(
            (f"Pass the keyboard to {name}\n\n", "bold"),
            (f"{self.why} " if self.why else ""),
            f"Only {name} may see the next screen: everyone else, look away.\n\n",
            (f"{name}: press ⏎ {self.ready_words}.", "bold"),
            (f" {self.leave_words}" if self.leave_words else ""),
        )

    def compose(self) -> ComposeResult:
        yield Static(self.public_text(), id="handover")
        yield Static("", id="handover-note")  # what a key that does nothing here says
        with Vertical(id="private"):
            yield from self.compose_private()
        yield Footer(compact=True)

    def compose_private(self) -> ComposeResult:
        """The private part (none here)."""
        yield from ()

    def on_mount(self) -> None:
        forget_seat_messages(self.app)
        if self.alone and self.has_private:
            self.action_show()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("show", "leave", "title", "escape"):
            return not self.shown
        return True

    def action_show(self) -> None:
        """The player is at the keyboard: the private part, or back to the caller."""
        if not self.has_private:
            self.close("ready")
            return
        self.shown = True
        self.add_class("shown")
        self.show_private()
        self.refresh_bindings()

    def show_private(self) -> None:
        """Fill the private part in, now that only the player sees the screen."""

    def action_leave(self) -> None:
        self.close("leave")

    def action_title(self) -> None:
        """q: back to the title screen (the caller leaves the table; the game is saved)."""
        self.close("title")

    def action_escape(self) -> None:
        if self.escape_leaves:
            self.action_leave()
            return
        # said on the page: a toast would float over the page's words
        self.query_one("#handover-note", Static).update(
            f"The next screen is for {self.who} only: ⏎ when only {self.who} can see it. "
            f"{self.leave_words}")

    def close(self, result: Any) -> None:
        """Close, leaving no message of this player's behind."""
        self.app.clear_notifications()
        self.dismiss(result)


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


class SecretLookScreen(HandOverScreen):
    """The lighthouse look: the hand-over page, then one player's secret tiles; any key
    hides them."""

    BINDINGS = [Binding("h", "hide", "Hide (any key)")]

    DEFAULT_CSS = """
    SecretLookScreen #secret-body { height: 1fr; width: 100%; }
    SecretLookScreen #secret-title { height: auto; padding: 0 1; color: $warning; text-style: bold; }
    SecretLookScreen #secret-list { width: 1fr; height: 1fr; padding: 0 0 0 1; }
    """

    has_private = True

    def __init__(self, state, player: int, *, just_now: bool = False,
                 back_to: str | None = None, alone: bool = False) -> None:
        super().__init__(player_name(state, player), alone=alone)
        self.state = state
        self.player = player
        self.name_text = self.who
        self.just_now = just_now
        self.back_to = back_to
        self.tiles = secret_tiles(state, player)

    def public_text(self) -> Text:
        name = self.name_text
        what = ("The lighthouse showed them" if self.just_now else "They looked at") + \
            f" {len(self.tiles)} face-down tile{'s' if len(self.tiles) != 1 else ''}."
        return Text.assemble(
            (f"Pass the keyboard to {name}\n\n", "bold"),
            f"{what} Only {name} may see them: everyone else, look away.\n\n",
            (f"{name}: press ⏎ to see them", "bold"),
            f", then any key to hide them again. {LEAVE_WORDS}",
        )

    def compose_private(self) -> ComposeResult:
        name = self.name_text
        with Vertical(id="secret-body"):
            yield Static(f"Only for {name}: the tiles you looked at (any key hides them)",
                         id="secret-title")
            with Horizontal():
                board = IslandBoard(id="secret-board")
                board.can_focus = False  # it only shows: no cursor, no piece to pick
                board.show_cursor = False
                yield board
                yield Static(self._list_text(), id="secret-list")

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
        if action == "hide":
            return self.shown
        return super().check_action(action, parameters)

    def show_private(self) -> None:
        """The player at the keyboard sees the tiles, drawn on a private board."""
        board = self.query_one(IslandBoard)
        board.show_state(self.state, private={cell: glyph for cell, glyph, _ in self.tiles})

    def action_leave(self) -> None:
        self.close(None)

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
        self.close(None)
        if self.back_to:
            self.app.notify(f"Hidden. Pass the keyboard back to {self.back_to}.", timeout=5)
