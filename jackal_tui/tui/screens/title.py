"""The title screen: new game, continue, load, the pirate puzzles, help, quit."""

from __future__ import annotations

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from jackal_tui import persistence

BANNER = r"""
     _            _         _
    | | __ _  ___| | ____ _| |
 _  | |/ _` |/ __| |/ / _` | |
| |_| | (_| | (__|   < (_| | |
 \___/ \__,_|\___|_|\_\__,_|_|
"""

MENU = (
    ("new", "New game", "n"),
    ("continue", "Continue the last game", "c"),
    ("load", "Load a saved game", "l"),
    ("puzzles", "Pirate puzzles (1 player)", "p"),
    ("help", "How to play, keys, tiles", "?"),
    ("quit", "Quit", "q"),
)


class TitleScreen(Screen):
    """Where the app starts."""

    BINDINGS = [
        Binding("n", "new", "New game"),
        Binding("c", "continue_game", "Continue"),
        Binding("l", "load", "Load"),
        Binding("p", "puzzles", "Puzzles"),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static(BANNER, id="banner")
            yield Static("Pirates, gold and a treacherous island: 2 to 4 players at one keyboard.",
                         id="tagline")
            with Center():
                yield OptionList(
                    *(Option(f"{label:<26} {key}", id=ident) for ident, label, key in MENU),
                    id="menu",
                )
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#menu", OptionList).focus()
        self.searching = True  # for the last game, in a worker: the folder may be large
        self.last_game = None
        self.find_last_game()

    def on_screen_resume(self) -> None:
        self.find_last_game()

    @work(thread=True, exclusive=True, group="last-game", exit_on_error=False)
    def find_last_game(self) -> None:
        """Find the game Continue opens (reading files off the interface thread)."""
        try:
            path = persistence.last_game(self.app.data_dir)
        except Exception:  # a folder that cannot be read: Continue says so when pressed
            path = None
        self.app.call_from_thread(self._found_last_game, path)

    def _found_last_game(self, path) -> None:
        self.searching = False
        self.last_game = path
        menu = self.query_one("#menu", OptionList)
        if path is not None:
            menu.enable_option("continue")
        else:
            menu.disable_option("continue")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "continue_game" and not self.searching and self.last_game is None:
            return None
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        {
            "new": self.action_new,
            "continue": self.action_continue_game,
            "load": self.action_load,
            "puzzles": self.action_puzzles,
            "help": self.action_help,
            "quit": self.app.exit,
        }[event.option.id]()

    def action_new(self) -> None:
        from jackal_tui.tui.screens.new_game import NewGameScreen

        self.app.push_screen(NewGameScreen())

    def action_continue_game(self) -> None:
        self.app.continue_last()

    def action_load(self) -> None:
        from jackal_tui.tui.screens.load import LoadScreen

        self.app.push_screen(LoadScreen())

    def action_puzzles(self) -> None:
        from jackal_tui.tui.archipelago.puzzles import PuzzleListScreen

        self.app.push_screen(PuzzleListScreen())

    def action_help(self) -> None:
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen())
