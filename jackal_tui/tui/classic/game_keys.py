"""The keys of the game as a whole on the island games' play screen (not of a turn): u
undo, s save under a name (or as a copy when the file cannot be written), q back to the
title, ? help and t the tile's page, p pause the computers and + - their pace, PgUp PgDn
the move log; and what the autosave has to say after each action.

:class:`GameKeys` is a mixin of :class:`~jackal_tui.tui.classic.screen.GameScreen`; the
game itself is the screen's session's (undo plans, saving, pausing are asked of it).
"""

from __future__ import annotations

from jackal_tui import persistence
from jackal_tui.games.classic import cell_name
from jackal_tui.session import SaveNews
from jackal_tui.tui.choices import PACES
from jackal_tui.tui.classic.panel import CrewPanel
from jackal_tui.tui.navigation import back_to_title
from jackal_tui.tui.widgets.move_log import MoveLog


class GameKeys:
    """Undo, save, leave, help, the computers' pause and pace, the log's pages."""

    def show_save_news(self, news: str | None) -> None:
        """A failing autosave is said once, then marked in the side panel until a save
        works again; that is said too."""
        panel = self.query_one(CrewPanel)
        if self.save_failing:
            panel.notice = "✗ NOT SAVED (s: save a copy)"
        elif news == SaveNews.WORKS_AGAIN:
            panel.notice = ""
        if news == SaveNews.FAILED:
            self.notify(f"{self.save_failing}\nThe game goes on; the side panel shows ✗ NOT SAVED "
                        "until a save works again. s saves it under a name (or as a copy).",
                        title="Autosave failed", severity="error", timeout=15)
        if news is not None:
            panel.show_state(self.state, self.seats)
        if news == SaveNews.WORKS_AGAIN:
            self.notify(f"The game is saved again ({self.saves.path.name}).", timeout=5)

    def action_undo(self) -> None:
        plan = self.session.plan_undo()
        if isinstance(plan, str):
            self.notify(plan, title="No undo", severity="warning", timeout=8)
            return
        self.stop_computer()  # its thinking is about a position that is going away
        if not plan.needs_agreement:
            self._undo_confirmed(plan, True)
            return
        from jackal_tui.tui.screens.dialogs import ConfirmScreen

        question, detail = (
            ("Undo a move that turned over a tile?",
             "Everyone has seen that tile now. Undo only if all players agree.")
            if not plan.peeked else
            ("Undo a secret look from the lighthouse?",
             "That player has seen the tile already. Undo only if all players agree."))
        if plan.gone > 1:
            question = f"Undo {plan.gone} actions: yours and the computers' after it?"
            detail = ("A tile was turned over (or looked at) in them: everyone has seen it. "
                      "Undo only if all players agree.")
        if plan.computers_agree:  # a practice game: the computers agree
            detail += " This is a practice game: the computers agree."
        self.app.push_screen(ConfirmScreen(question, detail, yes="Everyone agrees: undo"),
                             lambda yes: self._undo_confirmed(plan, yes))

    def _undo_confirmed(self, plan, yes: bool | None) -> None:
        if not yes:
            self.next_turn()  # the computer to move thinks again
            return
        changed = self.session.undo(plan)
        gone = changed.taken_back
        self.notify("The last action was taken back." if gone == 1 else
                    f"{gone} actions were taken back: your last one and the computers' after it.",
                    timeout=3)
        self.after_change(changed)

    def action_save(self) -> None:
        """s: name this game (its file stays the same); when its file cannot be written,
        offer a copy in a new file."""
        from jackal_tui.tui.screens.dialogs import SaveDialog

        self.app.push_screen(SaveDialog(self.save_name()), self._save_named)

    def _save_named(self, name: str | None) -> None:
        if not name:
            return
        try:
            news = self.session.name_game(name)
        except persistence.SaveError as error:
            from jackal_tui.tui.screens.dialogs import ConfirmScreen

            def copy(yes: bool | None) -> None:
                if yes:
                    self._save_copy(name)

            self.app.push_screen(ConfirmScreen(
                "This game's file cannot be written. Save it as a new copy?",
                f"{error}\nA copy is a new game file named {name!r}; the old file stays as it is.",
                yes="Save a copy"), copy)
            return
        self.show_save_news(news)
        self.notify(f"This game is called {name!r} ({self.saves.path.name}).", timeout=4)

    def _save_copy(self, name: str) -> None:
        try:
            news = self.session.save_copy(name)
        except persistence.SaveError as error:
            self.notify(str(error), title="Not saved", severity="error", timeout=12)
            return
        self.show_save_news(news)
        self.notify(f"Saved as a copy: {name!r} ({self.saves.path.name}). This window plays "
                    "the copy.", timeout=6)

    def action_help(self) -> None:
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.state, self.board.cursor))

    def action_tile_page(self) -> None:
        """t: the help page of the tile under the cursor."""
        from jackal_tui.tui.screens.help import page_for_cell

        page = page_for_cell(self.state, self.board.cursor)
        if page is None:
            self.notify(f"{cell_name(self.board.cursor)} is sea, not a tile: ? explains "
                        "ships and swimmers (How to play).", timeout=4)
            return
        self.app.push_screen(page)

    def action_quit_to_title(self) -> None:
        self.stop_computer()
        self.show_save_news(self.session.autosave())
        if self.save_failing is None:
            back_to_title(self.app)
            return
        from jackal_tui.tui.screens.dialogs import ConfirmScreen

        def leave(yes: bool | None) -> None:
            if yes:
                back_to_title(self.app)
            else:
                self.next_turn()

        self.app.push_screen(ConfirmScreen(
            "This game is not saved. Leave it anyway?",
            f"{self.save_failing}\nn stays; then s saves it under a name or as a copy.",
            yes="Leave unsaved"), leave)

    def action_pause(self) -> None:
        """p: stop the computers after this move (or let them go on)."""
        paused = not self.paused
        if paused:
            self.stop_computer()
        self.session.pause(paused)
        if paused:
            self.notify("Computers paused: p lets them go on.", timeout=3)
        else:
            self.notify("The computers go on.", timeout=2)
        self.refresh_game()
        self.next_turn()

    def action_pace(self, step: int) -> None:
        """+ and -: the least time between two computer moves, one step shorter or longer."""
        here = min(range(len(PACES)), key=lambda i: abs(PACES[i] - self.app.pace))
        self.app.pace = PACES[max(0, min(len(PACES) - 1, here + step))]
        self.notify(f"Computer moves at least {self.app.pace:g} s apart.", timeout=2)
        self._show_prompt()

    def action_log_page(self, direction: int) -> None:
        log = self.query_one(MoveLog)
        if direction < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)
