"""What the card game's and Archipelago's play screens do alike at the table, beside
their computer seats (:mod:`jackal_tui.tui.computer_seats`): say what autosave said, name
the game (s), go on to the results (the results frame every game shares), and leave for
the title (q; the game is saved).

The island games' screen (:mod:`jackal_tui.tui.classic.screen`) does these its own way
(a save that fails is marked in its side panel, and a copy is offered).
"""

from __future__ import annotations

from jackal_tui.session import SaveNews
from jackal_tui.tui.navigation import back_to_title
from jackal_tui.tui.screens.results import ResultsScreen


class AtTable:
    """A mixin for a play screen with a ``session``."""

    def results_screen(self):
        """The game's results (the game is over), in the frame every game shares."""
        return ResultsScreen(self.game)

    def say_save_news(self, news: str | None) -> None:
        """After an action or an undo: an autosave that failed, or works again, is said."""
        if news == SaveNews.FAILED:
            self.notify(f"Autosave failed: {self.session.save_failing}. s saves under "
                        "another name.", severity="error", timeout=10)
        elif news == SaveNews.WORKS_AGAIN:
            self.notify("Saving works again.", timeout=4)

    def action_save(self) -> None:
        """s: name the game (its file stays the same)."""
        from jackal_tui import persistence
        from jackal_tui.tui.screens.dialogs import SaveDialog

        def named(name: str | None) -> None:
            if not name:
                return
            try:
                self.session.name_game(name)
            except persistence.SaveError as error:
                self.notify(f"Not saved: {error}", severity="error", timeout=10)
                return
            self.notify(f"Saved as {name!r}.", timeout=4)

        self.app.push_screen(SaveDialog(self.save_name()), named)

    def show_results(self) -> None:
        self.session.close()
        self.app.switch_screen(self.results_screen())

    def action_quit_to_title(self) -> None:
        """q: back to the title screen (the game is saved)."""
        self.session.close()
        if self.game.action_count:
            self.app.notify("The game is saved: Continue or Load opens it again.", timeout=4)
        back_to_title(self.app)
