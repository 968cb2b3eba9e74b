"""Watching a game another window plays: the board, read-only, following that window's saves.

Opened when a save is locked by another process and the player chooses to watch it. The
file is looked at once a second (its size, time and inode); when it changed it is read and
checked again in a worker and the board shows the new position. Nothing is written here:
no moves, no undo, no autosave, no computer thinking. When the other window lets go of the
game, ``t`` takes it over (the game then goes on here, in its own file, locked).
"""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.binding import Binding

from jackal_tui.session import Session
from jackal_tui.tui.classic.panel import CrewPanel, PromptPanel
from jackal_tui.tui.classic.screen import HUMAN_MOVES, GameScreen

WATCH_EVERY = 1.0  # seconds between two looks at the file
READ_ONLY = HUMAN_MOVES + ("undo", "save", "pause", "pace")


class FollowsFile:
    """What every watching screen shares (a mixin for a Screen): the session's
    :class:`jackal_tui.session.Watch`, a look at the file once a second, a read in a
    worker when it changed, and :meth:`followed` when the game moved on. The island
    games' :class:`WatchScreen` uses it, the card game's and Archipelago's through
    :class:`Spectator`."""

    def start_following(self, session: Session) -> None:
        self.watch = session.watch
        self.watched = session.watch.path

    @property
    def let_go(self) -> bool:
        """The other window has let go of the game."""
        return self.watch.let_go

    def follow_the_file(self) -> None:
        """Look at the file once a second from now on (call it on mount)."""
        self.set_interval(WATCH_EVERY, self.look_at_file)

    def look_at_file(self) -> None:
        changed, let_go_now = self.watch.look()
        if changed:
            self.read_again()
        if let_go_now:
            self.notify("The other window has let go of this game: t takes it over.",
                        timeout=8)
            self.followed()

    @work(thread=True, exclusive=True, group="watch", exit_on_error=False)
    def read_again(self) -> None:
        game = self.watch.read()
        if game is not None:
            self.app.call_from_thread(self.show_game, game)

    def show_game(self, game) -> None:
        if self.session.follow(game):
            self.game_changed()
            self.followed()

    def game_changed(self) -> None:
        """The session holds a newer game (before :meth:`followed` redraws)."""

    def followed(self) -> None:
        """Redraw: the game moved on, or its window let go of it."""
        raise NotImplementedError

    def action_take_over(self) -> None:
        if self.let_go:
            self.app.open_save(self.watched, leave=self)

    def watching_words(self) -> str:
        """Why a key that would play does nothing here."""
        return ("You are watching this game: it is played in another window. "
                + ("t takes it over." if self.let_go else "q goes back."))


class Spectator(FollowsFile):
    """A watching screen of its own, as the card game and Archipelago have (a mixin,
    before ``Screen``): every key that would play says why it does nothing, ``t`` (take
    over) and ``v`` (the results) are dimmed until they can work and say why when
    pressed, ``l`` shows the whole log, ``q`` goes back. The screen draws with
    ``redraw()``; it sets :attr:`NOT_OVER_YET` and :meth:`results_screen`."""

    NOT_OVER_YET = "The game is not over yet."  # why ``v`` shows no results now

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.start_following(session)

    @property
    def game(self):
        return self.session.game

    def on_unmount(self) -> None:
        self.session.close()  # a watching session holds no lock and writes nothing

    def followed(self) -> None:
        self.redraw()

    def results_screen(self):
        """The game's results screen (the game is over)."""
        raise NotImplementedError

    # ----- keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take_over":
            return True if self.let_go else None
        if action == "results":
            return True if self.game.is_over() else None
        return True

    def why_not(self, action: str) -> str:
        if action == "take_over":
            return "The other window still plays this game: t takes it over once it lets go."
        if action == "results":
            return self.NOT_OVER_YET
        return self.watching_words()

    def on_key(self, event) -> None:
        """A dimmed key (take over, results) pressed: say why nothing happens."""
        for action in ("take_over", "results"):
            keys = [b.key for b in self._bindings.key_to_bindings.get(event.key, [])
                    if b.action == action]
            if keys and self.check_action(action, ()) is None:
                event.stop()
                self.notify(self.why_not(action), severity="warning", timeout=5)

    def action_read_only(self) -> None:
        self.notify(self.why_not("play"), severity="warning", timeout=5)

    def log_numbers(self) -> list[str] | None:
        """The whole log's line labels (None: 1, 2, 3; Archipelago numbers turns)."""
        return None

    def action_log(self) -> None:
        from jackal_tui.tui.cards.screen import FullLogScreen

        self.app.push_screen(FullLogScreen(self.game.log(), self.log_numbers()))

    def action_results(self) -> None:
        if self.game.is_over():
            self.app.push_screen(self.results_screen())

    def action_leave(self) -> None:
        self.app.pop_screen()


class WatchScreen(FollowsFile, GameScreen):
    """A game held by another window, shown as it saves it; nothing can be played here.

    The following is the session's (:class:`jackal_tui.session.Watch`): this screen looks
    once a second, reads the file again in a worker when it changed, and redraws.
    """

    BINDINGS = [Binding("t", "take_over", "Take over")]

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.start_following(session)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one(CrewPanel).notice = "◉ WATCHING: read-only"
        self.query_one(CrewPanel).show_state(self.state, self.seats)
        self.follow_the_file()

    def game_changed(self) -> None:
        self.selected = None

    def followed(self) -> None:
        self.refresh_game()

    # ----- nothing is written or played here (the session refuses it too)
    def next_turn(self) -> None:
        return  # the computers play in the window that holds the game

    def play(self, action) -> None:
        self.notify(self.why_not("select") or "", severity="warning")

    def why_not(self, action: str) -> str | None:
        if action in READ_ONLY:
            return self.watching_words()
        if action == "take_over" and not self.let_go:
            return "The other window still plays this game."
        return super().why_not(action)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in READ_ONLY:
            return False
        if action == "take_over":
            return True if self.let_go else None
        return super().check_action(action, parameters)

    def _show_prompt(self) -> None:
        lines: list[str | Text] = [Text("Watching: another window plays this game.", style="bold")]
        if self.let_go:
            lines.append("That window has let go of it: t takes it over.")
        else:
            lines.append("The board follows its saves. q: back.")
        self.query_one(PromptPanel).show(lines)
