"""Opening a save: the "reading and checking" box, and what to do when a game is in use.

A save is read, checked and replayed in a thread worker (``JackalApp.open_save``); this box
shows meanwhile, so a large or slow file never freezes the screen, and Esc gives up.
When another window has the game open, :class:`InUseScreen` says who, and offers to watch
it read-only or to play on in a copy.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, LoadingIndicator, Static

from jackal_tui.shown import cut, printable

#: The most of a file or game name a box's title quotes (it wraps over a few lines).
NAME_LIMIT = 120


class OpeningScreen(ModalScreen[None]):
    """Shown while a save is read and every move in it is checked."""

    DEFAULT_CSS = "OpeningScreen { align: center middle; } #opening-progress { height: 1; }"
    BINDINGS = [Binding("escape", "give_up", "Cancel")]

    def __init__(self, what: str) -> None:
        super().__init__()
        self.what = what
        self.given_up = False

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="opening-dialog"):
            yield Label(f"Opening {cut(printable(self.what), NAME_LIMIT)}",
                        classes="dialog-title", markup=False)
            yield Static("Reading the save and playing every move again to check it… "
                         "(Esc cancels)", classes="dialog-text", id="opening-text")
            yield LoadingIndicator(id="opening-progress")

    def action_give_up(self) -> None:
        self.given_up = True
        self.dismiss(None)


class InUseScreen(ModalScreen[str | None]):
    """Another window plays this game: watch it (``"watch"``), a copy (``"copy"``), or back."""

    DEFAULT_CSS = "InUseScreen { align: center middle; }"
    BINDINGS = [
        Binding("w", "answer('watch')", "Watch"),
        Binding("c", "answer('copy')", "Copy"),
        Binding("escape,q", "answer(None)", "Back"),
    ]

    def __init__(self, name: str, holder_words: str) -> None:
        super().__init__()
        self.game_name = name
        self.holder_words = holder_words

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="in-use-dialog"):
            yield Label(f"{cut(printable(self.game_name), NAME_LIMIT)} is open in another "
                        "window", classes="dialog-title", markup=False)
            yield Static(
                # who holds it is read from the lock file: shown escaped and cut too
                f"It is played by {cut(printable(self.holder_words), NAME_LIMIT)}. "
                "One game plays in one window "
                "only, so that no move is ever lost.\n"
                "Watch: follow its moves here, read-only.\n"
                "Copy: play on from here as a new game; that one stays as it is.",
                classes="dialog-text", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Watch (w)", id="watch", variant="primary")
                yield Button("Copy (c)", id="copy", variant="default")
                yield Button("Back (Esc)", id="back", variant="default")

    def on_mount(self) -> None:
        self.query_one("#watch", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None if event.button.id == "back" else event.button.id)

    def action_answer(self, answer: str | None) -> None:
        self.dismiss(answer)
