"""One game at a table: its seats, who may act, the computer seats' thinking, autosave
and the game's lock, the undo policy, and watching a game another window plays.

A :class:`Session` sits between a game and whatever drives it: the game screen today, a
network server later. It knows nothing of how a game is shown; its methods return what
changed (:class:`Changed`), and the driver redraws. Pure: it imports neither Textual nor
Rich (tests/session/test_session.py checks it). It does the saving's I/O through
:mod:`jackal_tui.persistence`.

Any registered game (:mod:`jackal_tui.games`) is played through its Match interface
(``current_seat``, ``seats``, ``seat_name``, ``legal_actions``, ``play``,
``action_reveals``, ``is_over``): nothing here is written for one game.

Seats
    A seat is a player (``Match.seats()``): in the island games' mode "2" one seat
    commands two crews. Each seat is a person (``"human"``) or a computer crew
    (``"easy"``, ``"strong"``, ``"random"``): :mod:`jackal_tui.seats`. The kinds travel in the save as ``setup["seats"]``, a key the rules
    do not read, so Continue and Load bring the same computers back; ``setup["practice"]``
    marks a practice game.

Computer seats
    On the driver's thread, :meth:`Session.think_next` hands out a :class:`Thinking`: a
    copy of the position, the legal actions, the seat's crew (one per seat for the whole
    game: a crew remembers the positions it made) and the move's seed. The driver calls
    :meth:`Thinking.choose` from a thread, with a cancel hook, and gives the answer back
    to :meth:`Session.play_computer`, which checks it is still wanted and legal and plays it.

Undo
    A move that showed hidden information (``Match.action_reveals``: a tile turned over,
    cards drawn or revealed; or a secret look, ``action_peeks``) is undone only with everyone's
    agreement: the players at the keyboard say so together, and computers never agree
    unless the game is a practice game.
"""

from __future__ import annotations

import os
import socket
import threading
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from jackal_tui import persistence
from jackal_tui.games.interface import IllegalActionError
from jackal_tui.games import Match, rules_of
# the seats' kinds are part of the session's API (docs/session.md): they live in
# jackal_tui/seats.py and are named here too
from jackal_tui.seats import (  # noqa: F401
    ABBREVIATIONS, DEFAULT_THINK, FIRST_GAME, HUMAN, KINDS, is_practice, kind_words,
    kinds_for_mode, parse_kind, ruleset_of, seat_count, seat_kinds, seats_of, set_practice,
    set_seats,
)

def move_seed(game) -> int:
    """The random seed of the computer's next choice: the game's seed and the move number.

    The same game replayed gets the same seeds, so a computer game can be reproduced.
    """
    base = game.setup.get("seed")
    if base is None:  # a hand-written position has no seed: its text stands in
        base = zlib.crc32(str(game.setup.get("position", "")).encode())
    return zlib.crc32(f"{base}:{game.action_count}".encode())


def deciders(game) -> list[int]:
    """The seat that decided each action so far (in the island game's smoke, not always
    the crew's own player): the game's own rules replay its log, and before each action
    say who decides (``current_seat``)."""
    replay = rules_of(ruleset_of(game)).match_from_setup(game.setup)
    out = []
    for event in game.events:
        if event[0] == "act":
            out.append(replay.current_seat())
        replay.apply(event)
    return out


def looked_in_secret(game, k: int) -> bool:
    """Whether action k showed one seat something hidden in secret (``action_peeks``, an
    optional Match method; a game without it has none)."""
    peeks = getattr(game, "action_peeks", None)
    return bool(peeks(k)) if peeks is not None else False


# ----- what the session tells its driver ----------------------------------------------------------


class SaveNews:
    """What a save attempt has to tell the players (None: nothing new)."""

    FAILED = "failed"  # autosave failed, the first time in a row: say it once
    WORKS_AGAIN = "works again"  # a save worked after failing


@dataclass(frozen=True)
class Changed:
    """What an action or an undo changed: the driver redraws from the game.

    ``played`` is the action played (None for an undo), ``taken_back`` how many actions an
    undo took back, ``save`` what the autosave after it has to say (:class:`SaveNews`).
    """

    played: object | None = None
    taken_back: int = 0
    over: bool = False
    save: str | None = None


@dataclass(frozen=True)
class UndoPlan:
    """An undo the session would do: keep the first ``keep`` actions.

    ``revealed``: something hidden shown to all in what goes (``action_reveals``);
    ``peeked``: a secret look by one seat (``action_peeks``). Either needs every player's agreement; ``computers_agree`` says the
    computer seats agree because the game is practice (the words for it must say so).
    """

    keep: int
    gone: int
    revealed: bool = False
    peeked: bool = False
    computers_agree: bool = False

    @property
    def needs_agreement(self) -> bool:
        return self.revealed or self.peeked


class CrewMistake(Exception):
    """A computer crew chose an action that is not legal now (the computers are paused)."""

    def __init__(self, action) -> None:
        super().__init__(f"chose {action}, which is not legal now")
        self.action = action


class _Either:
    """A cancel hook set when either of two is (the session's stop, the driver's cancel)."""

    def __init__(self, a, b) -> None:
        self.a, self.b = a, b

    def is_set(self) -> bool:
        return self.a.is_set() or (self.b is not None and self.b.is_set())

    def wait(self, timeout: float | None = None) -> bool:
        """Like ``threading.Event.wait``: until either is set (looked at every 20 ms)."""
        end = None if timeout is None else time.monotonic() + timeout
        while not self.is_set():
            left = 0.02 if end is None else min(0.02, end - time.monotonic())
            if left <= 0:
                return False
            self.a.wait(left)
        return True


@dataclass(eq=False)
class Thinking:
    """A computer seat's turn to choose, handed to a thread: it reads only its own copies."""

    seat: int
    kind: str
    count: int  # the action count it chooses for
    crew: object
    state: object  # a copy of the game's state
    legal: list
    seed: int
    stop: threading.Event = field(default_factory=threading.Event)

    def choose(self, cancel=None):
        """The crew's choice (call it from a thread). ``cancel`` (anything with
        ``is_set()``, e.g. a worker's cancelled event) or :meth:`Session.stop_thinking`
        makes a long search stop early."""
        return self.crew.choose(self.state, self.legal, self.seed, cancel=_Either(self.stop, cancel))


# ----- the session ----------------------------------------------------------------------------------


class Session:
    """One game being played: the seats, the computers, the save file, the undo policy.

    ``saves`` is the game's own file (locked) when it was loaded; a new game gets one at
    its first action, in ``data_dir``. ``think`` is the strong computer's seconds a move.
    A session made by :meth:`watching` follows another window's saves and writes nothing.
    """

    def __init__(self, game: Match, *, saves: persistence.GameFile | None = None,
                 data_dir=None, think: float = DEFAULT_THINK) -> None:
        self.game = game
        self.saves = saves
        self.data_dir = data_dir
        self.think = think
        self.seats = seats_of(game)
        self.save_failing: str | None = None  # why autosave fails, while it does
        self.paused = False  # the computers wait
        self.watch: Watch | None = None
        self.crews: dict[tuple[int, str, float], object] = {}
        self._thinking: Thinking | None = None
        self._legal: tuple[int, list] | None = None
        self._deciders: list[int] | None = None

    @classmethod
    def watching(cls, game: Match, path) -> Session:
        """A read-only session of a game another window plays and saves at ``path``."""
        session = cls(game)
        session.watch = Watch(Path(path))
        return session

    # ----- seats and who may act
    @property
    def practice(self) -> bool:
        return is_practice(self.game)

    @property
    def has_computers(self) -> bool:
        return any(kind != HUMAN for kind in self.seats)

    def kind_of(self, seat: int) -> str:
        """Who sits at ``seat`` (a seat of ``Match.seats()``: Archipelago's mode "2" plays
        crews 0 and 2, so a seat is looked up by its place among the seats)."""
        seats = self.game.seats()
        return self.seats[seats.index(seat) if seat in seats else seat]

    def is_human(self, seat: int) -> bool:
        return self.kind_of(seat) == HUMAN

    def seat_name(self, seat: int) -> str:
        """``Anne``; a seat without a name as the game's prompts call it (``player_name``,
        optional: the island games' "Black's player"), else ``Match.seat_name``."""
        return getattr(self.game, "player_name", self.game.seat_name)(seat)

    def seat_words(self, seat: int) -> str:
        """``Bart (Strong computer)``, ``Anne (human)``: a seat, who sits there."""
        return f"{self.seat_name(seat)} ({kind_words(self.kind_of(seat))})"

    def current_seat(self) -> int | None:
        """The seat that decides now (smoke: the next crew's player); None when over."""
        return self.game.current_seat()

    def computer_to_move(self) -> bool:
        seat = self.current_seat()
        return seat is not None and not self.is_human(seat)

    def human_to_move(self) -> bool:
        seat = self.current_seat()
        return seat is not None and self.is_human(seat)

    def may_act(self, seat: int) -> bool:
        """Whether ``seat`` may play now: its turn, a person, and this session plays."""
        return self.watch is None and seat == self.current_seat() and self.is_human(seat)

    def legal(self) -> list:
        """The legal actions now (the same list until the game changes)."""
        count = self.game.action_count
        if self._legal is None or self._legal[0] != count:
            self._legal = (count, list(self.game.legal_actions()))
        return self._legal[1]

    # ----- playing
    def play(self, action, seat: int | None = None) -> Changed:
        """Play a person's legal action and autosave; IllegalActionError says why not
        (nothing changes then). ``seat``: the seat that asks (a driver with one connection
        per seat names it; at one keyboard the person to move asks). A computer's turn is
        refused whoever asks: its moves come from its thinking (:meth:`play_computer`)."""
        if self.watch is not None:
            raise IllegalActionError("this game is played in another window: it is only watched here")
        now = self.current_seat()
        if now is not None and not self.is_human(now):
            raise IllegalActionError(f"a computer crew ({self.kind_of(now)}) is to move: "
                                     "it plays its own move")
        if seat is not None and seat != now:
            raise IllegalActionError(f"it is not seat {seat + 1}'s turn to decide")
        self.game.play(action)
        return self._changed(played=self.game.actions[-1])

    def _changed(self, **what) -> Changed:
        self._legal = None
        self._deciders = None
        return Changed(over=self.game.is_over(), save=self.autosave(), **what)

    # ----- computer seats
    def pause(self, paused: bool) -> None:
        self.paused = paused
        if paused:
            self.stop_thinking()

    def crew_for(self, seat: int, kind: str):
        """The crew playing ``seat``: the same one all game (made at its first move)."""
        key = (seat, kind, self.think)
        if key not in self.crews:
            from jackal_tui.ai import make_crew

            seconds = self.think if kind == "strong" else None
            self.crews[key] = make_crew(kind, seconds=seconds, game=ruleset_of(self.game))
        return self.crews[key]

    def think_next(self) -> Thinking | None:
        """A computer's turn to think, if a computer is to move, may (not paused, not
        watching) and is not thinking about this position already; else None."""
        if self.watch is not None or self.paused or not self.computer_to_move():
            return None
        count = self.game.action_count
        if self._thinking is not None and self._thinking.count == count:
            return None
        self.stop_thinking()
        seat = self.current_seat()
        kind = self.kind_of(seat)
        self._thinking = Thinking(seat, kind, count, self.crew_for(seat, kind),
                                  self.game.state.copy(), list(self.legal()),
                                  move_seed(self.game))
        return self._thinking

    def wanted(self, thinking: Thinking) -> bool:
        """Whether ``thinking`` is still about the position on the board."""
        return thinking is self._thinking and thinking.count == self.game.action_count

    def play_computer(self, thinking: Thinking, action) -> Changed | None:
        """Play what a computer chose; None (nothing played) when the position it chose
        for has gone (an undo, a pause). A choice that is not legal pauses the computers
        and raises :class:`CrewMistake`: a crew is never trusted with the rules."""
        if not self.wanted(thinking) or self.paused or not self.computer_to_move():
            return None
        self._thinking = None
        if action not in self.legal():
            self.paused = True
            raise CrewMistake(action)
        self.game.play(action)
        return self._changed(played=action)

    def computer_failed(self, thinking: Thinking) -> bool:
        """A crew raised instead of choosing: pause the computers (True) if it mattered."""
        if thinking is not self._thinking:
            return False
        self._thinking = None
        self.paused = True
        return True

    def stop_thinking(self) -> None:
        """Cancel the thinking under way (its thread sees the cancel and stops)."""
        if self._thinking is not None:
            self._thinking.stop.set()
            self._thinking = None

    # ----- saving
    @property
    def save_path(self) -> Path | None:
        """The game's own save file (None until its first action)."""
        return self.saves.path if self.saves is not None else None

    def autosave(self) -> str | None:
        """Write the game to its own file; from its first action on, every game has one.
        Returns :class:`SaveNews` (None: nothing new to say); ``save_failing`` says why
        while saving fails. A watched game is never written."""
        if self.watch is not None or (self.saves is None and self.game.action_count == 0):
            return None
        try:
            if self.saves is None:
                self.saves = persistence.GameFile.for_new_game(self.game, self.data_dir)
            self.saves.write(self.game)
        except persistence.SaveError as error:
            first = self.save_failing is None
            self.save_failing = str(error)
            return SaveNews.FAILED if first else None
        return self._saving_works()

    def _saving_works(self) -> str | None:
        if self.save_failing is None:
            return None
        self.save_failing = None
        return SaveNews.WORKS_AGAIN

    def name_game(self, name: str) -> str | None:
        """Give the game a name (its file stays the same; a game not saved yet gets its
        file now). Raises :class:`~jackal_tui.persistence.SaveError` when the file cannot
        be written (then :meth:`save_copy` is the way out)."""
        if self.saves is None:
            saves = persistence.GameFile.for_new_game(self.game, self.data_dir, name)
            try:
                saves.write(self.game)
            except persistence.SaveError:
                saves.close()
                raise
            self.saves = saves
        else:
            self.saves.rename(self.game, name)
        return self._saving_works()

    def save_copy(self, name: str) -> str | None:
        """Go on in a new file (a copy named ``name``), letting go of the old one."""
        copy = persistence.GameFile.copy_of(self.game, name, self.data_dir)
        if self.saves is not None:
            self.saves.close()
        self.saves = copy
        return self._saving_works()

    def close(self) -> None:
        """The game is left: stop the computers and let go of the game's lock (another
        window may open it now)."""
        self.stop_thinking()
        if self.saves is not None:
            self.saves.close()

    # ----- undo
    def undo_target(self) -> int | None:
        """How many actions to keep on undo: all but the last one; with computer seats, those
        before the last person's decision (so a person decides again). None: nothing to undo."""
        count = self.game.action_count
        if count == 0:
            return None
        if not self.has_computers:
            return count - 1
        if self._deciders is None:
            self._deciders = deciders(self.game)
        humans = [k for k, seat in enumerate(self._deciders) if self.is_human(seat)]
        return humans[-1] if humans else None

    def undo_shows_hidden(self, keep: int) -> tuple[bool, bool]:
        """Whether taking the game back to ``keep`` actions would undo (a tile turned over,
        a secret look): what a player has seen cannot be unseen."""
        gone = range(keep, self.game.action_count)
        return (any(self.game.action_reveals(k) for k in gone),
                any(looked_in_secret(self.game, k) for k in gone))

    def plan_undo(self) -> UndoPlan | str:
        """The undo to ask the players about, or why there is none (in words)."""
        if self.watch is not None:
            return "You are watching this game: it is played in another window."
        count = self.game.action_count
        if count == 0:
            return "Nothing to undo yet."
        keep = self.undo_target()
        if keep is None:
            return "No move of a human player to take back yet."
        revealed, peeked = self.undo_shows_hidden(keep)
        plan = UndoPlan(keep, count - keep, revealed, peeked,
                        computers_agree=(revealed or peeked) and self.has_computers)
        if plan.computers_agree and not self.practice:
            return _computers_refuse(plan, getattr(self.game, "reveal_words", REVEAL_WORDS),
                                     getattr(self.game, "peek_words", PEEK_WORDS))
        return plan

    def undo_refusal(self) -> str | None:
        """Why undo cannot be done now (None: it can, perhaps with everyone's agreement)."""
        plan = self.plan_undo()
        return plan if isinstance(plan, str) else None

    def undo(self, plan: UndoPlan) -> Changed:
        """Take the game back to ``plan.keep`` actions (the players have agreed where they
        had to) and autosave. The computers forget the line taken back. A plan made
        before the game moved on is refused (ValueError): ask again."""
        if self.game.action_count - plan.keep != plan.gone:
            raise ValueError("the game has moved on since this undo was asked for")
        self.stop_thinking()
        self.game.truncate(plan.keep)
        self.crews.clear()  # what they remembered belongs to the line taken back
        return self._changed(taken_back=plan.gone)

    # ----- watching
    def follow(self, game: Match) -> bool:
        """A watched game as its window saved it again: True when it changed."""
        if game.events == self.game.events:
            return False
        self.game = game
        self.seats = seats_of(game)
        self._legal = None
        self._deciders = None
        return True


# What a game says it showed, for the refusal (``Match.reveal_words``, optional: the
# island games say "the move that turned a tile over", "a tile was turned over in them").
REVEAL_WORDS = ("the move that showed what was hidden",
                "these moves: something hidden was shown in them")
# ... and for a secret look (``Match.peek_words``, optional: the island games' lighthouse).
PEEK_WORDS = ("a secret look", "these moves: something was looked at in secret in them")


def _computers_refuse(plan: UndoPlan, words=REVEAL_WORDS, peek_words=PEEK_WORDS) -> str:
    """Why the computers refuse an undo past what a player has seen. They never agree to
    take back a tile turned over or a secret look: else one person against computers
    could look under tiles and take it back. A practice game lets the person decide alone."""
    one = plan.gone == 1
    if plan.revealed:
        what = words[0] if one else words[1]
        seen = "everyone has seen it"
    else:
        what = peek_words[0] if one else peek_words[1]
        seen = "the player has seen it"
    return (f"The computers do not agree to take back {what} ({seen}). "
            "In a practice game they do: Practice on the new-game form, or --practice.")


# ----- watching a game another window plays ---------------------------------------------------------


def file_key(path: Path) -> tuple[int, int, int] | None:
    """The file's inode, size and time: it changed when this changed."""
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


class Watch:
    """Following the save file of a game another window plays.

    :meth:`look` is cheap (a stat and the lock file) and is called often; when it says the
    file changed, :meth:`read` (in a thread) loads it, and :meth:`Session.follow` takes it.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._key = file_key(path)
        self.let_go = False  # the other window has let go of the game

    def look(self) -> tuple[bool, bool]:
        """(the file changed since the last look, the other window let go just now)."""
        key = file_key(self.path)
        changed = key is not None and key != self._key
        if changed:
            self._key = key
        let_go_now = False
        if not self.let_go and holder_gone(self.path):
            self.let_go = let_go_now = True
        return changed, let_go_now

    def read(self) -> Match | None:
        """The game as the file holds it now; None while it cannot be read (a file being
        replaced is read at the next look)."""
        try:
            return persistence.load_game(self.path)
        except persistence.SaveError:
            return None
