"""A tiny game that is not Jackal, to prove the conformance harness: a coin race.

Two seats race their coin along a track of ``GOAL`` squares. On its turn a seat either
``step``s one square or ``roll``s the die and moves that many (1 to 3). The dice are
dealt from the seed at the start, as facts in the setup; the seat to move has peeked
under the cup, so it knows its next roll and nobody else does. A roll is a chance
outcome: its value is in the event, so a replay draws nothing. The first seat to reach
the goal wins.

It is the example of docs/engine-api.md, written out in full. ``package(name, Match)``
makes a game package (a module) out of a Match class, so that tests may register
deliberately broken variants of it and see the harness refuse them.
"""

from __future__ import annotations

import hashlib
import random
import sys
import types
from dataclasses import dataclass
from typing import Iterable

from jackal_tui.games import GameType
from jackal_tui.games.logged import LoggedMatch

GOAL = 8
DICE = 2 * GOAL   # more rolls than a game can use: every action moves a coin at least 1


class IllegalActionError(ValueError):
    pass


class ReplayError(ValueError):
    pass


class PositionError(ValueError):
    pass


@dataclass(frozen=True, order=True)
class Move:
    word: str   # "roll" or "step"

    def __str__(self) -> str:
        return self.word


class RaceState:
    __slots__ = ("name", "pos", "turn", "dice", "next", "over")

    def __init__(self, name: str, dice: list[int]):
        self.name, self.pos, self.turn, self.dice, self.next, self.over = name, [0, 0], 0, list(dice), 0, False

    def copy(self) -> "RaceState":
        c = RaceState(self.name, self.dice)
        c.pos, c.turn, c.next, c.over = list(self.pos), self.turn, self.next, self.over
        return c

    def key(self) -> tuple:
        # the rolls still to come, not how many went: a written position starts afresh
        return (self.name, tuple(self.pos), self.turn, tuple(self.dice[self.next:]), self.over)

    def state_hash(self) -> str:
        return hashlib.blake2b(repr(self.key()).encode(), digest_size=8).hexdigest()


def legal(s: RaceState) -> list[Move]:
    return [] if s.over else [Move("roll"), Move("step")]


def events_of(s: RaceState, move: Move) -> list[tuple]:
    """The events of a move (computed, not applied)."""
    out: list[tuple] = [("act", str(move))]
    n = s.dice[s.next] if move.word == "roll" else 1
    out.append(("roll", s.turn, n) if move.word == "roll" else ("step", s.turn))
    if s.pos[s.turn] + n >= GOAL:
        out.append(("end",))
    else:
        out.append(("turn", 1 - s.turn))
    return out


def apply_event(s: RaceState, ev: tuple) -> None:
    kind = ev[0]
    if kind == "act":
        if ev[1] not in ("roll", "step") or s.over:
            raise ReplayError(f"no move {ev[1]!r} now")
    elif kind == "roll":
        if ev[2] != s.dice[s.next]:
            raise ReplayError(f"the die shows {s.dice[s.next]}, not {ev[2]}")
        s.pos[ev[1]] += ev[2]
        s.next += 1
    elif kind == "step":
        s.pos[ev[1]] += 1
    elif kind == "turn":
        s.turn = ev[1]
    elif kind == "end":
        s.over = True
    else:
        raise ReplayError(f"unknown event {kind!r}")


class RaceMatch:
    """The Match of the coin race (jackal_tui.games.interface.Match)."""

    def __init__(self, setup: dict):
        self.setup = setup
        if "position" in setup:
            self.state = read_position(setup["position"])
        else:
            self.state = RaceState(setup["ruleset"], setup["dice"])
        self.events: list[tuple] = []
        self.actions: list[Move] = []
        self._starts: list[int] = []

    @property
    def action_count(self) -> int:
        return len(self.actions)

    def current_seat(self):
        return None if self.state.over else self.state.turn

    def seats(self):
        return (0, 1)

    def seat_name(self, seat: int) -> str:
        names = self.setup.get("names") or []
        return names[seat] if seat < len(names) and names[seat] else ("Gold", "Silver")[seat]

    def legal_actions(self) -> list:
        return legal(self.state)

    def parse_action(self, text: str) -> Move:
        if text not in ("roll", "step"):
            raise IllegalActionError(f"{text!r}: a move is roll or step")
        return Move(text)

    def play(self, action) -> list[tuple]:
        move = self.parse_action(action) if isinstance(action, str) else action
        if move not in self.legal_actions():
            raise IllegalActionError(f"{move}: the race is over")
        evs = events_of(self.state, move)
        for ev in evs:
            self.apply(ev)
        return evs

    def apply(self, event: Iterable) -> None:
        ev = tuple(event)
        if ev[0] == "act":
            self._starts.append(len(self.events))
            self.actions.append(self.parse_action(ev[1]))
        apply_event(self.state, ev)
        self.events.append(ev)

    def is_over(self) -> bool:
        return self.state.over

    def scores(self) -> dict[int, int]:
        return {0: self.state.pos[0], 1: self.state.pos[1]}

    def winners(self) -> list[int]:
        return [seat for seat in (0, 1) if self.state.pos[seat] >= GOAL] if self.state.over else []

    def public_view(self) -> dict:
        s = self.state
        return {"pos": list(s.pos), "turn": s.turn, "rolls": s.next, "over": s.over}

    def view(self, seat: int) -> dict:
        out = self.public_view()
        if seat == self.state.turn and not self.state.over:
            out["my_next_roll"] = self.state.dice[self.state.next]   # peeked under the cup
        return out

    def event_view(self, event, seat):
        return tuple(event)   # a roll is shown to all as it happens

    def to_position(self) -> str:
        return write_position(self.state)

    def log(self, start: int = 0) -> list[str]:
        out = []
        for k in range(start, len(self.actions)):
            ev = self.events[self._starts[k] + 1]
            who = self.seat_name(ev[1])
            out.append(f"{who} rolls {ev[2]}" if ev[0] == "roll" else f"{who} steps")
        return out

    def action_reveals(self, k: int) -> bool:
        return self.actions[k].word == "roll"

    def truncate(self, k: int) -> None:
        keep = self.events[: self._starts[k]] if k < len(self.actions) else self.events
        fresh = type(self)(self.setup)
        for ev in keep:
            fresh.apply(ev)
        self.__dict__.update(fresh.__dict__)

    def undo(self, n: int = 1) -> None:
        self.truncate(max(0, len(self.actions) - n))

    def state_hash(self) -> str:
        return self.state.state_hash()

    def event_hashes(self) -> list[str]:
        shadow = type(self)(self.setup)
        out = []
        for ev in self.events:
            apply_event(shadow.state, ev)
            out.append(shadow.state_hash())
        return out

    def events_json(self) -> list[list]:
        return [list(ev) for ev in self.events]


def write_position(s: RaceState) -> str:
    return (f"{s.name}\npositions {s.pos[0]} {s.pos[1]}\nturn {s.turn}\n"
            f"dice {' '.join(map(str, s.dice[s.next:]))}\n" + ("over\n" if s.over else ""))


def initial_state(setup: dict) -> RaceState:
    if "position" in setup:
        return read_position(setup["position"])
    return RaceState(setup["ruleset"], setup["dice"])


class LoggedRace(LoggedMatch, RaceMatch):
    """The coin race on the shared base (docs/engine-api.md, "A new game"): the log,
    replay, undo, hashes and position come from LoggedMatch; seats, scores, views and
    log words from RaceMatch (LoggedMatch comes first, so its bookkeeping wins)."""

    initial_state = staticmethod(initial_state)
    apply_event = staticmethod(apply_event)
    list_legal = staticmethod(legal)
    write_position = staticmethod(write_position)
    replay_error = ReplayError
    revealing = frozenset(("roll",))

    def check_action(self, move) -> Move:
        move = self.parse_action(move) if isinstance(move, str) else move
        if not self.is_legal(move):
            raise IllegalActionError(f"{move}: the race is over")
        return move

    def resolve(self, move: Move) -> list[tuple]:
        events = events_of(self.state, move)
        for ev in events:
            apply_event(self.state, ev)
        return events


def read_position(text: str) -> RaceState:
    lines = [line.split() for line in text.splitlines() if line.strip()]
    if not lines or len(lines[0]) != 1:
        raise PositionError("line 1: the game's name")
    facts = {w[0]: w[1:] for w in lines[1:]}
    try:
        s = RaceState(lines[0][0], [int(x) for x in facts["dice"]])
        s.pos = [int(x) for x in facts["positions"]]
        s.turn = int(facts["turn"][0])
    except (KeyError, ValueError, IndexError) as e:
        raise PositionError(f"a position needs positions, turn and dice lines ({e})") from None
    s.over = "over" in facts
    return s


class RaceSearch:
    """SearchRules of the coin race: the seat to move knows its next roll only."""

    def copy(self, s):
        return s.copy()

    def legal(self, s):
        return legal(s)

    def play(self, s, action):
        for ev in events_of(s, action):
            apply_event(s, ev)

    def to_move(self, s):
        return s.turn

    def sides(self, s):
        return 2

    def is_over(self, s):
        return s.over

    def deal(self, s, seat, rng):
        c = s.copy()
        known = s.next + 1 if seat == s.turn and not s.over else s.next
        c.dice[known:] = [rng.randint(1, 3) for _ in c.dice[known:]]
        return c

    def values(self, s, root):
        a, b = s.pos
        if s.over:
            return [1.0, 0.0] if a >= GOAL else [0.0, 1.0]
        lead = (a - b) / GOAL
        return [0.5 + lead / 2, 0.5 - lead / 2]

    def priors(self, s, legal):
        return {a: 1.0 / len(legal) for a in legal}


def package(name: str, match_class: type = RaceMatch, search: object | None = None) -> tuple[GameType, types.ModuleType]:
    """A game package for ``match_class`` under game name ``name`` (kept in sys.modules,
    so that ``rules_of`` finds it), and its GameType."""
    module = types.ModuleType(f"tests.games._race_{name.replace('-', '_')}")

    def new_match(game: str, mode: str, seed: int | None = None, names=None, options=None):
        if mode != "2":
            raise ValueError("the coin race is for 2")
        seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
        rng = random.Random(seed)
        return match_class({"ruleset": game, "mode": mode, "seed": seed,
                            "names": list(names or []), "options": dict(options or {}),
                            "dice": [rng.randint(1, 3) for _ in range(DICE)]})

    def match_from_setup(setup: dict, events: Iterable = ()):
        m = match_class(setup)
        for i, ev in enumerate(events):
            try:
                m.apply(ev)
            except (ValueError, IndexError, KeyError) as e:
                raise ReplayError(f"event {i + 1}: {e}") from None
        return m

    def match_from_position(text: str):
        s = read_position(text)
        return match_class({"position": text, "ruleset": s.name, "mode": "2"})

    module.new_match = new_match
    module.match_from_setup = match_from_setup
    module.match_from_position = match_from_position
    module.SEARCH = search or RaceSearch()
    sys.modules[module.__name__] = module
    game = GameType(name=name, title="Coin race", package=module.__name__, modes=("2",),
                    perfect_information=False, chance=True, rulebook="(none: a test game)")
    return game, module
