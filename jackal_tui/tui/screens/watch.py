"""Watching a game another window plays: the board, read-only, following that window's saves.

Opened when a save is locked by another process and the player chooses to watch it. The
file is looked at once a second (its size, time and inode); when it changed it is read and
checked again in a worker and the board shows the new position. Nothing is written here:
no moves, no undo, no autosave, no computer thinking. When the other window lets go of the
game, ``t`` takes it over (the game then goes on here, in its own file, locked).
"""

from __future__ import annotations

import os
import socket
from pathlib import Path

from rich.text import Text
from textual import work
from textual.binding import Binding

from ... import persistence
from ..widgets.panel import CrewPanel, PromptPanel
from .game import HUMAN_MOVES, GameScreen

WATCH_EVERY = 1.0  # seconds between two looks at the file
READ_ONLY = HUMAN_MOVES + ("undo", "save", "pause", "pace")


def _file_key(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def holder_gone(path: Path) -> bool:
    """Whether the window that held ``path`` has let go of it (without taking the lock:
    looking must never stop that window from opening its game again).

    Gone when the lock file is gone, or names a process of this machine that has ended.
    """
    lock = persistence.lock.lock_path_for(path)
    if not lock.exists():
        return True
    holder = persistence.lock.read_holder(path)
    if holder is None or holder.pid is None or holder.host != socket.gethostname():
        return False
    if os.name != "posix":  # pragma: no cover
        return False
    try:
        os.kill(holder.pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


class WatchScreen(GameScreen):
    """A game held by another window, shown as it saves it; nothing can be played here."""

    BINDINGS = [Binding("t", "take_over", "Take over")]

    def __init__(self, game, path: Path) -> None:
        super().__init__(game)
        self.watched = Path(path)
        self._key = _file_key(self.watched)
        self.let_go = False  # the other window has let go of the game

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one(CrewPanel).notice = "◉ WATCHING: read-only"
        self.query_one(CrewPanel).show_state(self.state, self.seats)
        self.set_interval(WATCH_EVERY, self.look_at_file)

    # ----- following the file
    def look_at_file(self) -> None:
        key = _file_key(self.watched)
        if key is not None and key != self._key:
            self._key = key
            self.read_again(key)
        if not self.let_go and holder_gone(self.watched):
            self.let_go = True
            self.notify("The other window has let go of this game: t takes it over.",
                        timeout=8)
            self.refresh_game()

    @work(thread=True, exclusive=True, group="watch", exit_on_error=False)
    def read_again(self, key) -> None:
        try:
            game = persistence.load_game(self.watched)
        except persistence.SaveError:
            return  # a file being replaced is read at the next look
        self.app.call_from_thread(self.show_game, game)

    def show_game(self, game) -> None:
        if game.events == self.game.events:
            return
        self.game = game
        self._legal_for = -1
        self.selected = None
        self.refresh_game()

    # ----- nothing is written or played here
    def autosave(self) -> None:
        return

    def next_turn(self) -> None:
        return  # the computers play in the window that holds the game

    def play(self, action) -> None:
        self.notify(self.why_not("select") or "", severity="warning")

    def why_not(self, action: str) -> str | None:
        if action in READ_ONLY:
            return ("You are watching this game: it is played in another window. "
                    + ("t takes it over." if self.let_go else "q goes back."))
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

    def action_take_over(self) -> None:
        if self.let_go:
            self.app.open_save(self.watched, leave=self)
