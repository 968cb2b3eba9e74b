"""The results of every game: its end in words, the results table (each seat's score, the
winners), and the ways on: ``v`` the final table and ``r`` the replay from the first
action (both in the one replay viewer, :mod:`.replay`), ``l`` the whole log, ``n`` a new
game, ``q`` (or ``t``, Esc) the title screen.

What the table holds is the game's own (its :class:`~jackal_tui.tui.table_view.TableView`:
``results_words``, and beside it ``results_picture`` such as Archipelago's final map, under
it ``results_extra`` such as the island games' coins over the game); the frame and the
keys are the same in every game.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from jackal_tui.tui.navigation import back_to_title
from jackal_tui.tui.screens.replay import ReplayScreen
from jackal_tui.tui.views import view_for


class ResultsScreen(Screen):
    """A finished game's results, in the frame every game shares."""

    DEFAULT_CSS = """
    ResultsScreen #results-picture { width: auto; height: auto; }
    ResultsScreen #results-picture.-empty { display: none; }
    ResultsScreen #results { width: 1fr; padding: 0 1; }
    """

    BINDINGS = [
        Binding("v", "island", "Final table"),
        Binding("r", "replay", "Replay"),
        Binding("l", "log", "Log"),
        Binding("n", "new", "New game"),
        Binding("q,t,escape", "title", "Title", key_display="q"),
    ]

    def __init__(self, game, *, view=None) -> None:
        super().__init__()
        self.game = game
        self.view = view if view is not None else view_for(game)
        self._numbers: list[str] | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="results-body"):
            picture = list(self.view.results_picture())
            with Vertical(id="results-picture", classes="" if picture else "-empty"):
                yield from picture
            with VerticalScroll(id="results"):
                yield Static(self.summary(), id="results-text")
                yield from self.view.results_extra()
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.view.refresh_results(self)
        self.query_one("#results").focus()

    def on_resize(self) -> None:
        if self.is_mounted:
            self.view.refresh_results(self)

    def summary(self) -> Text:
        """The title, the game's results table, and the keys to go on."""
        text = Text()
        text.append(self.view.results_title() + "\n", style="bold underline")
        text.append_text(self.view.results_words())
        text.rstrip()
        text.append("\n\n")
        for key, words in (("v", f"the final {self.view.TABLE_WORDS}, "),
                           ("r", "the replay from the start, "), ("l", "the whole log.")):
            text.append(key, style="bold")
            text.append(f" {words}")
        return text

    def log_numbers(self) -> list[str]:
        """Each log line's label, as the replay numbers it (worked out once)."""
        if self._numbers is None:
            from jackal_tui.tui.screens.replay import Steps

            self._numbers = Steps(self.game, self.view).numbers
        return self._numbers

    # ----- keys
    def action_island(self) -> None:
        """v: the final table, with the last action marked (and ← to step back from it)."""
        self.app.push_screen(ReplayScreen(self.game, view=self.view))

    def action_replay(self) -> None:
        """r: the whole game again from the first action."""
        self.app.push_screen(ReplayScreen(self.game, at=0, view=self.view))

    def action_log(self) -> None:
        from jackal_tui.tui.screens.full_log import FullLogScreen

        self.app.push_screen(FullLogScreen(self.game.log(), self.log_numbers()))

    def action_new(self) -> None:
        from jackal_tui.tui.screens.new_game import NewGameScreen

        self.app.switch_screen(NewGameScreen())

    def action_title(self) -> None:
        back_to_title(self.app)
