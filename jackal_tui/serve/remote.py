"""A game at a ``jackal serve`` table, as one connection's game process holds it.

:class:`RemoteSession` is a :class:`~jackal_tui.session.Session` whose game the server
owns: ``play`` asks the server (which checks the seat, the turn and the position, and
refuses anything else), and :meth:`RemoteSession.take` follows the events the server
pushes, as a watching window follows the saves. The play screens drive it unchanged.

What this terminal shows is only its own seats': the seats of the other people at the
table are of the kind :data:`ELSEWHERE`, which every screen treats as it treats a
computer's (no hand-over, no hand or row drawn, no secret look shown again), and
computer seats think on the server, never here. Pure: no Textual, no Rich.
"""

from __future__ import annotations

from pathlib import Path

from jackal_tui import persistence
from jackal_tui.games import IllegalActionError
from jackal_tui.seats import ELSEWHERE
from jackal_tui.session import HUMAN, Changed, Session


class Resync(Exception):
    """The events pushed do not follow the ones held: ask the server for all of them."""


class Spectating:
    """The watch of a spectator's session (the watch screen reads these)."""

    path = Path("served-game")
    let_go = False

    def look(self) -> tuple[bool, bool]:
        return False, False

    def read(self):
        return None


class RemoteSession(Session):
    """One table's game, played through the server. ``kinds``: each seat's kind as the
    server has it; ``mine``: the places (indexes of ``Match.seats()``) this connection
    owns; none: a spectator."""

    def __init__(self, link, table: str, game, kinds, mine) -> None:
        super().__init__(game)
        self.link = link
        self.table = table
        self.mine = set(mine)
        self.seats = [HUMAN if place in self.mine else (ELSEWHERE if kind == HUMAN else kind)
                      for place, kind in enumerate(kinds)]
        if not self.mine:
            self.watch = Spectating()

    def seat_words(self, seat: int) -> str:
        if self.kind_of(seat) == ELSEWHERE:
            return f"{self.seat_name(seat)} (at another terminal)"
        return super().seat_words(seat)

    # ----- playing: the server decides
    def play(self, action, seat: int | None = None) -> Changed:
        now = self.current_seat()
        if self.watch is not None:
            raise IllegalActionError("you are watching this game: the players play it")
        if now is None:
            raise IllegalActionError("the game is over")
        if not self.is_human(now):
            raise IllegalActionError(f"it is {self.seat_words(now)}'s turn to decide")
        reply = self.link.ask({"op": "play", "table": self.table, "action": str(action),
                               "seat": now if seat is None else seat,
                               "count": self.game.action_count})
        if not reply.get("ok"):
            raise IllegalActionError(str(reply.get("why") or "the server refused it"))
        self.take(reply["from"], reply["events"])
        return Changed(played=self.game.actions[-1], over=self.game.is_over())

    def take(self, start: int, events: list) -> int:
        """The server's events from event ``start`` on: the new ones are played here
        (how many). :class:`Resync` when some before them are missing here."""
        have = len(self.game.events)
        if start > have:
            raise Resync
        new = events[have - start:]
        for event in new:
            self.game.apply(event)
        if new:
            self._legal = None
            self._deciders = None
        return len(new)

    def take_all(self, events: list) -> int:
        """Every event of the game, as the server sent them again."""
        return self.take(0, events)

    # ----- what the server does instead
    def think_next(self):
        return None  # the computer seats think on the server

    def pause(self, paused: bool) -> None:
        self.paused = False  # the server's computers play at the server's pace

    def autosave(self):
        return None  # the server saves after every action

    def name_game(self, name: str):
        raise persistence.SaveError(Path(self.table), "the server saves this game after every "
                                    "move, under the table's name", doing="rename")

    def save_copy(self, name: str):
        raise persistence.SaveError(Path(self.table), "a game on the server is not copied "
                                    "from a player's terminal", doing="copy")

    def plan_undo(self):
        return ("Undo is not played at a table on the server: every seat sees each move as "
                "it is played.")

    def close(self) -> None:
        try:
            self.link.ask({"op": "leave"})
        except (OSError, ConnectionError, ValueError):
            pass
