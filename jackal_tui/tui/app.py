"""The Jackal app: screens from the title to the final score, and the one factory.

``make_app`` is used by the command line and by the tests alike, so both run the same
app; the tests only pass a temporary data folder, a fixed theme and no cursor blink.
"""

from __future__ import annotations

import threading
from pathlib import Path

from textual import work
from textual.app import App
from textual.notifications import Notify
from textual.screen import Screen

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.shown import fit, printable
from jackal_tui.tui.choices import DEFAULT_PACE, DEFAULT_THINK, MODES, PACES, RULESETS, NewGame
from jackal_tui.tui.widgets.messages import message_table

__all__ = ["DEFAULT_PACE", "DEFAULT_THINK", "JackalApp", "MODES", "NewGame", "PACES",
           "RULESETS", "make_app"]


def title_later():
    """The title screen under a game started from the command line, built only when the
    game is left: building it (and keeping its footer up to date meanwhile) cost a third
    of the start-up, for a screen nobody sees until then."""
    from jackal_tui.tui.screens.title import TitleScreen

    class TitleLater(TitleScreen):
        _built = False

        def compose(self):
            if self._built:
                yield from super().compose()

        async def on_mount(self, event) -> None:
            if not self._built:
                event.prevent_default()  # the title's own on_mount needs its widgets

        async def on_screen_resume(self, event) -> None:
            if self._built:
                return
            event.prevent_default()
            if self.app.screen_stack[-1] is self and len(self.app.screen_stack) == 1:
                self._built = True
                await self.recompose()
                TitleScreen.on_mount(self)

        def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
            return super().check_action(action, parameters) if self._built else False

    return TitleLater()


class JackalApp(App):
    """Hot-seat Jackal: 2 to 4 players at one keyboard, and computer crews."""

    TITLE = "Jackal"
    SUB_TITLE = "the pirate island"
    CSS_PATH = "jackal.tcss"
    ENABLE_COMMAND_PALETTE = False

    def _on_notify(self, event: Notify) -> None:
        """The same message twice shows once (Textual's own handler, next in the MRO,
        then adds the new one with a fresh timer): a key pressed again and again where
        it means nothing must not pile refusals over the question on the screen."""
        new = event.notification
        for shown in list(self._notifications):
            if (shown.message, shown.title, shown.severity) == (
                new.message,
                new.title,
                new.severity,
            ):
                self._unnotify(shown, refresh=False)

    def _refresh_notifications(self) -> None:
        """At the table the messages go to the play screen's message area (under its
        board) instead of a toast floating over its question; while a dialog covers the
        table they wait there, never over the dialog."""
        table = message_table(self)
        if table is None:
            super()._refresh_notifications()
        else:
            self.call_later(table.show_messages, self._notifications)

    def notify(self, message: str, *, title: str = "", severity: str = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Show a notice that fits the screen and shows what it quotes as typed.

        Every notice in the app comes here (a screen's ``notify`` calls the app's). What
        it quotes comes from files and fields: its control characters are shown escaped
        (:func:`jackal_tui.shown.printable`), and it is never read as content markup (a
        save named ``[bold]`` shows as typed), whatever ``markup`` says. A word longer than
        two lines of the notice (a 5,000-digit number, a deep path) is cut in its middle,
        and a message still too long for the screen loses its middle, so that the title,
        what the notice is about and the reason at its end always show.
        """
        width, height = self.size
        inner = max(16, min(60, width // 2) - 3)  # the toast, less its border and padding
        lines = max(3, (height - 8) // 2)  # room left for another notice above it
        message = fit(printable(message, keep_newlines=True), inner, lines)
        title = fit(printable(title), inner, 2)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def __init__(
        self,
        *,
        data_dir: str | Path | None = None,
        new_game: NewGame | None = None,
        game: Game | None = None,
        load_path: str | Path | None = None,
        continue_last: bool = False,
        theme: str | None = None,
        blink: bool = True,
        think: float = DEFAULT_THINK,
        pace: float = DEFAULT_PACE,
    ) -> None:
        super().__init__()
        self._start_game = game
        self.data_dir = data_dir
        self.blink = blink
        self.think = think
        self.pace = pace
        self._start_new = new_game
        self._start_load = load_path
        self._start_continue = continue_last
        # set once the start's tidying is done: it tries each free lock, so a save is
        # opened only after it (or the opening would meet our own tidying's lock)
        self._tidied = threading.Event()
        if theme:
            self.theme = theme

    def get_default_screen(self):
        from jackal_tui.tui.screens.title import TitleScreen

        if self._start_game is not None or self._start_new is not None:
            return title_later()  # straight into a game: the title is made when it is left
        return TitleScreen()

    def on_mount(self) -> None:
        if self._start_game is not None:
            self.start_game(self._start_game)
        elif self._start_new is not None:
            self.start_game(self._start_new.start())
        elif self._start_load is not None:
            self.open_save(self._start_load)
        elif self._start_continue:
            self.continue_last()
        # after the first frame: its thread imports the save modules and reads the saves
        # folder, which took the GIL from drawing the first screen (a save being opened
        # waits for it, as before)
        self.call_after_refresh(self.tidy_saves)

    @work(thread=True, group="tidy", exit_on_error=False)
    def tidy_saves(self) -> None:
        """Remove what killed saves left behind (old temporary files, free locks)."""
        try:
            persistence.remove_stale_temp_files(self.data_dir)
        finally:
            self._tidied.set()

    # ----- going into a game ----------------------------------------------------------
    def start_game(self, game: Game, *, saves: persistence.GameFile | None = None,
                   replace: bool = False) -> None:
        """Show the board for ``game`` (the results if it is already over), played through
        a session of its own (:mod:`jackal_tui.session`).

        ``saves`` is the game's own file (locked); without it the game gets a new file
        at its first action. ``replace``: in place of the screen on top (the new-game form).
        """
        from jackal_tui.session import Session, ruleset_of

        if ruleset_of(game) == "card-game":  # its own table, imported only when played
            from jackal_tui.tui.cards.screen import CardsScreen as GameScreen
        elif ruleset_of(game) == "archipelago":
            from jackal_tui.tui.archipelago.screen import ArchipelagoScreen as GameScreen
        else:
            from jackal_tui.tui.classic.screen import GameScreen

        if game.is_over():
            from jackal_tui.tui.screens.results import ResultsScreen

            if saves is not None:
                saves.close()  # a finished game is only shown: nothing more to write
            screen = ResultsScreen(game)
        else:
            screen = GameScreen(Session(game, saves=saves, data_dir=self.data_dir,
                                        think=self.think))
        if replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def open_save(self, path: str | Path, *, leave: Screen | None = None) -> None:
        """Open a save to play on, reading and checking it in a worker (a box shows meanwhile).

        A damaged file is reported and the app goes on; a game another window plays
        offers to watch it or play a copy. ``leave`` (the load list) is closed once the
        game opens.
        """
        self._open(Path(path), leave=leave)

    def continue_last(self) -> None:
        """Open the most recent game that loads (found in the worker too)."""
        self._open(None, leave=None)

    def last_save(self) -> Path | None:
        """The game Continue opens (this reads files: the title asks from a worker)."""
        return persistence.last_game(self.data_dir)

    def _open(self, path: Path | None, *, leave: Screen | None) -> None:
        from jackal_tui.tui.screens.opening import OpeningScreen

        box = OpeningScreen(path.name if path is not None else "the last game")
        self.push_screen(box)
        self._open_worker(box, path, leave)

    @work(thread=True, group="open", exit_on_error=False)
    def _open_worker(self, box, path: Path | None, leave: Screen | None) -> None:
        self._tidied.wait(timeout=30)
        passed: list = []  # Continue: the newer saves passed over, as summaries
        try:
            if path is None:
                found = self._newest_that_opens(passed)
                if found[0] == "in use":
                    result: tuple = ("in use", found[1], found[2].holder)
                elif found[0] == "none":
                    result = ("none", passed)
                else:
                    result = ("ok", found[1], found[2], passed)
            else:
                saves, game = persistence.GameFile.open(path)
                result = ("ok", saves, game, passed)
        except persistence.GameInUse as busy:
            result = ("in use", path, busy.holder)
        except persistence.SaveError as error:
            result = ("error", str(error))
        except Exception as error:  # never a traceback for a save: say it and go on
            result = ("error", f"Cannot load save file {path}: {type(error).__name__}: {error}")
        self.call_from_thread(self._opened, box, leave, result)

    def _newest_that_opens(self, passed: list) -> tuple:
        """Continue's game: the newest save that opens (``("ok", saves, game)``), going
        past newer ones that do not (their summaries are added to ``passed``); a game
        another window plays stops the search there (``("in use", path, GameInUse)``)."""
        for path in persistence.save_files(self.data_dir):
            summary = persistence.summary_of(path)
            if not summary.ok:
                passed.append(summary)
                continue
            try:
                saves, game = persistence.GameFile.open(path)
            except persistence.GameInUse as busy:
                return ("in use", path, busy)
            except persistence.SaveError as error:  # changed since it was listed
                passed.append(persistence.SaveSummary(path=path, name=summary.name,
                                                      error=error.problem))
                continue
            return ("ok", saves, game)
        return ("none",)

    def _say_passed_over(self, passed: list, opened: str | None) -> None:
        """Tell which newer saves Continue went past, and why (the newest of them)."""
        newest = passed[0]
        what = (f"{newest.path.name} cannot be opened" if len(passed) == 1 else
                f"{len(passed)} newer saves cannot be opened; the newest, "
                f"{newest.path.name},")
        then = f"Continuing {opened}." if opened else "No saved game opens."
        self.notify(f"{what}: {newest.error}. {then} The load list (l) shows them all.",
                    title="A newer save was passed over", severity="warning", timeout=12)

    def _opened(self, box, leave: Screen | None, result: tuple) -> None:
        if box.given_up:
            if result[0] == "ok":
                result[1].close()
            return
        if self.screen is box:
            self.pop_screen()
        kind = result[0]
        if kind == "none":
            if result[1]:
                self._say_passed_over(result[1], None)
            else:
                self.notify("There is no saved game yet: start a new one.", severity="warning")
        elif kind == "error":
            self.notify(result[1], title="Cannot load that save", severity="error", timeout=12)
        elif kind == "in use":
            self._in_use(result[1], result[2], leave)
        else:
            self._leave(leave)
            if result[3]:
                self._say_passed_over(result[3], result[1].name)
            self.start_game(result[2], saves=result[1])

    def _leave(self, leave: Screen | None) -> None:
        if leave is not None and self.screen is leave:
            self.pop_screen()

    def _in_use(self, path: Path, holder, leave: Screen | None) -> None:
        """Another window plays ``path``: say who, and offer to watch it or play a copy."""
        from jackal_tui.tui.screens.opening import InUseScreen

        summary = persistence.summary_of(path)
        name = summary.name if summary.ok else path.name
        words = holder.words() if holder else "another window"

        def chosen(answer: str | None) -> None:
            if answer == "watch":
                self._watch(path, leave)
            elif answer == "copy":
                self._copy(path, name, leave)

        self.push_screen(InUseScreen(name, words), chosen)

    @work(thread=True, group="open", exit_on_error=False)
    def _watch(self, path: Path, leave: Screen | None) -> None:
        try:
            game = persistence.load_game(path)
        except persistence.SaveError as error:
            self.call_from_thread(self.notify, str(error), title="Cannot load that save",
                                  severity="error", timeout=12)
            return
        self.call_from_thread(self._watching, path, game, leave)

    def _watching(self, path: Path, game: Game, leave: Screen | None) -> None:
        from jackal_tui.session import Session
        from jackal_tui.tui.screens.watch import WatchScreen  # every game's, public only

        self._leave(leave)
        self.push_screen(WatchScreen(Session.watching(game, path)))

    @work(thread=True, group="open", exit_on_error=False)
    def _copy(self, path: Path, name: str, leave: Screen | None) -> None:
        try:
            game = persistence.load_game(path)
            saves = persistence.GameFile.copy_of(game, persistence.copy_name(name),
                                                 self.data_dir)
        except persistence.SaveError as error:
            self.call_from_thread(self.notify, str(error), title="No copy made",
                                  severity="error", timeout=12)
            return
        self.call_from_thread(self._opened_copy, saves, game, leave)

    def _opened_copy(self, saves, game: Game, leave: Screen | None) -> None:
        self._leave(leave)
        self.notify(f"You play a copy: {saves.name} ({saves.path.name}).", timeout=6)
        self.start_game(game, saves=saves)


def make_app(
    *,
    data_dir: str | Path | None = None,
    new_game: NewGame | None = None,
    game: Game | None = None,
    load_path: str | Path | None = None,
    continue_last: bool = False,
    theme: str | None = None,
    blink: bool = True,
    think: float = DEFAULT_THINK,
    pace: float = DEFAULT_PACE,
) -> JackalApp:
    """Build the app. The command line and the tests both come through here.

    ``new_game`` starts a fresh game, ``game`` an existing one (a test position),
    ``load_path`` a save, ``continue_last`` the newest save; otherwise the title screen.
    ``think`` is the strong computer's time per move, ``pace`` the least time between
    two computer moves (both in seconds).
    """
    return JackalApp(
        data_dir=data_dir,
        new_game=new_game,
        game=game,
        load_path=load_path,
        continue_last=continue_last,
        theme=theme,
        blink=blink,
        think=think,
        pace=pace,
    )
