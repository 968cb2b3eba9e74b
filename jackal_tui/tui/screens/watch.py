"""The spectator screen of every game: a game another window plays, shown read-only as a
spectator sees it, following that window's saves.

Opened when a save is locked by another process and the player chooses to watch it (the
app's ``_watching``). The following is the session's (:class:`jackal_tui.session.Watch`):
the file is looked at once a second (its size, time and inode); when it changed it is read
and checked again in a worker and the table shows the new position. Nothing is written
here: no moves, no undo, no autosave, no computer thinking. When the other window lets go
of the game, ``t`` takes it over (the game then goes on here, in its own file, locked).

Only what is public is shown: the game's view (:class:`~jackal_tui.tui.table_view.TableView`)
is handed the state with every secret taken out (``view.public``: no face-down face, no
hand, no row before its reveal, no lighthouse look), and the move log, whose words never
name a secret. Nothing it draws can show one.
"""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from jackal_tui.games import game_type
from jackal_tui.session import Session, ruleset_of
from jackal_tui.tui.screens.replay import ReplayLog, Steps
from jackal_tui.tui.views import view_for
from jackal_tui.tui.widgets.too_small import TooSmall

WATCH_EVERY = 1.0  # seconds between two looks at the file
# The keys that play at any table: here they only say why they do nothing.
PLAY_KEYS = ("enter", "space", "tab", "up", "down", "left", "right", "a", "b", "c", "d", "e",
             "n", "p", "r", "s", "S", "u", "w", "y", "backspace", "less_than_sign",
             "greater_than_sign", "comma", "full_stop", *[str(k) for k in range(1, 10)])


class WatchScreen(Screen):
    """A game held by another window, shown as a spectator sees it; nothing can be played
    here: q goes back, l the whole log, ? help, t takes the game over once the other
    window has let go of it, v the results once it is over."""

    DEFAULT_CSS = """
    WatchScreen #table-body { height: 1fr; }
    WatchScreen #table-left { width: auto; height: 1fr; }
    WatchScreen #table-right { width: 1fr; height: 1fr; padding-left: 1; }
    WatchScreen #watch-status { height: auto; }
    WatchScreen #watch-doing { height: auto; margin-top: 1; }
    WatchScreen .table-part { height: auto; margin-top: 1; }
    WatchScreen .table-fill { height: 1fr; margin-top: 1; }
    """

    AUTO_FOCUS = None  # nothing to pick
    BINDINGS = [
        Binding("escape,q", "leave", "Back"),
        Binding("L,l", "log", "Log", key_display="l"),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("t", "take_over", "Take over"),
        Binding("v", "results", "Results"),
        *[Binding(key, "read_only", "", show=False) for key in PLAY_KEYS],
    ]

    def __init__(self, session: Session, *, view=None) -> None:
        super().__init__()
        self.session = session
        self.watch = session.watch
        self.watched = session.watch.path
        self.view = view if view is not None else view_for(session.game)
        self._numbers: list[str] = []

    @property
    def game(self):
        return self.session.game

    @property
    def shown(self):
        """What the screen draws from: the state with every secret taken out."""
        return self.view.public(self.game.state)

    @property
    def let_go(self) -> bool:
        """The other window has let go of the game."""
        return self.watch.let_go

    # ----- building
    def compose(self) -> ComposeResult:
        with Horizontal(id="table-body"):
            with Vertical(id="table-left"):
                yield from self.view.table("watch")
                yield ReplayLog(id="watch-log", start_words="No action yet.")
            with Vertical(id="table-right"):
                yield Static(id="watch-status")
                yield from self.view.panel("watch")
                yield Static(id="watch-doing")
        yield TooSmall("Esc: back (the game goes on)", self.view.WHAT, id="table-too-small")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.view.fit(self, self.app.size.width, self.app.size.height)
        self.game_changed()
        self.redraw()
        self.set_interval(WATCH_EVERY, self.look_at_file)

    def on_resize(self, event) -> None:
        if self.is_mounted:
            self.view.fit(self, event.size.width, event.size.height)
            self.call_after_refresh(self.redraw)

    def on_unmount(self) -> None:
        self.session.close()  # a watching session holds no lock and writes nothing

    # ----- following the file
    def look_at_file(self) -> None:
        changed, let_go_now = self.watch.look()
        if changed:
            self.read_again()
        if let_go_now:
            self.notify("The other window has let go of this game: t takes it over.",
                        timeout=8)
            self.redraw()

    @work(thread=True, exclusive=True, group="watch", exit_on_error=False)
    def read_again(self) -> None:
        """Read and check the file, and number its log, off the interface thread."""
        game = self.watch.read()
        if game is not None:
            view = type(self.view)(game)
            numbers = Steps(game, view).numbers
            self.app.call_from_thread(self.show_game, game, view, numbers)

    def show_game(self, game, view=None, numbers: list[str] | None = None) -> None:
        """Show ``game`` if it is newer than the one shown (``view`` and ``numbers``: its
        table view and log numbers, when worked out already)."""
        if self.session.follow(game):
            self.view = view if view is not None else type(self.view)(game)
            self.game_changed(numbers)
            self.redraw()

    def game_changed(self, numbers: list[str] | None = None) -> None:
        """The session holds a newer game: the log's numbers again."""
        self._numbers = numbers if numbers is not None else Steps(self.game, self.view).numbers

    # ----- drawing: only from the public copy
    def redraw(self) -> None:
        s = self.shown
        self.view.show(self, s)
        self.query_one("#watch-status", Static).update(self.status_words(s))
        self.query_one("#watch-doing", Static).update(self.doing_words(s))
        self.query_one(ReplayLog).show(self.game.log(), self.game.action_count, self._numbers)
        self.refresh_bindings()

    def status_words(self, s) -> Text:
        text = Text("◉ WATCHING", "bold reverse")
        where = self.view.where_words(s) or game_type(ruleset_of(self.game)).title
        text.append(f" · {where}", "bold")
        return text

    def doing_words(self, s) -> Text:
        text = self.view.doing_words(s)
        if self.game.is_over():
            text.append(" v shows the results.", "bold")
        if text.plain:
            text.append("\n\n")
        if self.let_go:
            text.append("The other window has let go of this game: t takes it over.", "bold")
        else:
            text.append("Another window plays this game; the table follows its saves. "
                        f"{self.view.HIDDEN_WORDS} q: back.", "dim")
        return text

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
            return self.view.NOT_OVER_YET
        return ("You are watching this game: it is played in another window. "
                + ("t takes it over." if self.let_go else "q goes back."))

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

    def action_take_over(self) -> None:
        if self.let_go:
            self.app.open_save(self.watched, leave=self)

    def action_log(self) -> None:
        from jackal_tui.tui.screens.full_log import FullLogScreen

        self.app.push_screen(FullLogScreen(self.game.log(), self._numbers))

    def action_help(self) -> None:
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(self.view.help_screen() or HelpScreen(self.shown, None))

    def action_results(self) -> None:
        if self.game.is_over():
            from jackal_tui.tui.screens.results import ResultsScreen

            self.app.push_screen(ResultsScreen(self.game))

    def action_leave(self) -> None:
        self.app.pop_screen()
