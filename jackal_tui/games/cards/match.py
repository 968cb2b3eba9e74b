"""A game of the card game being played: setup, event log, and the state they fold to.

The common game interface (docs/engine-api.md): ``Match`` is what
the app, saves and computer players hold. Simultaneous planning is a sequence of hidden
decisions: from the first player clockwise, each sailor lays his row card by card
(``lay <card>`` ... ``done``); another seat sees only that a card was laid (the count is
public in the printed game too: hand sizes are public), never which, until the
``reveal`` event shows every row at once.
"""

from __future__ import annotations

import random
from typing import Iterable

from jackal_tui.games.cards.actions import CardAction, IllegalActionError
from jackal_tui.games.cards.deck import HAND_START, NAMES, full_deck, parse_card
from jackal_tui.games.cards.islands import ISLANDS, cell_name, island_text
from jackal_tui.games.cards.notation import describe, read_position, write_position
from jackal_tui.games.cards.rules import legal, play as rules_play, proceed, why_illegal
from jackal_tui.games.cards.state import CardState, ReplayError, apply_event
from jackal_tui.games.logged import LoggedMatch
from jackal_tui.games.setups import SEED, Choice, Count, Flag, ListOf, Names, SetupForm, Shape, Text, check_given

GAME = "card-game"
MODES = ("2", "3", "4")
ISLANDS_FULL, ISLANDS_FIRST_GAME = 10, 4
# Events that show hidden information or a chance outcome (undo past them needs
# everyone's agreement).
REVEALING = frozenset(("draw", "shuffle", "island", "reveal"))

#: The form of a card-game setup (docs/save-format.md): dealt from a seed, or a written
#: position. Every seat has a name or none has.
SETUP_FORM = SetupForm(
    title="card game",
    seats={mode: int(mode) for mode in MODES},
    shapes={
        "seeded": Shape(
            required={"ruleset": Choice((GAME,)), "mode": Choice(MODES), "seed": SEED,
                      "names": Names(every=True), "options": None,
                      "islands": ListOf(Count(1, len(ISLANDS)), 1, len(ISLANDS), "island cards"),
                      "deck": ListOf(Text(1, 20), len(full_deck()), len(full_deck()), "action cards"),
                      "first": Count(0, lambda seats: seats - 1, " (a seat)")},
            options={"islands": Count(1, len(ISLANDS))}),
        "position": Shape(
            required={"position": Text(1, 20000, lines=True), "ruleset": Choice((GAME,)),
                      "mode": Choice(MODES)},
            optional={"seed": SEED, "names": Names(every=True)},
            options={}),
    },
    kind_of=lambda setup: "position" if "position" in setup else "seeded")

#: The options a new game may be given (``first_game``: the short first game of the
#: rulebook, 4 islands).
NEW_OPTIONS = {"first_game": Flag(), "islands": Count(1, len(ISLANDS))}


def new_setup(mode: str = "3", seed: int | None = None, names: list[str] | None = None,
              options: dict | None = None) -> dict:
    """A fresh setup: islands, deck order and first player drawn from the seed as facts."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}: the card game is for 2, 3 or 4 players")
    n = int(mode)
    options = dict(options or {})
    check_given(options, NEW_OPTIONS, SETUP_FORM.title)
    if options.pop("first_game", False):
        options.setdefault("islands", ISLANDS_FIRST_GAME)
    count = int(options.get("islands", ISLANDS_FULL))
    if not 1 <= count <= len(ISLANDS):
        raise ValueError(f"a game visits 1 to {len(ISLANDS)} islands, not {count}")
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    rng = random.Random(f"card-game/setup/{int(seed)}")
    islands = rng.sample(range(1, len(ISLANDS) + 1), count)
    deck = full_deck()
    rng.shuffle(deck)
    # names given for fewer seats are filled in; more names than seats are refused
    names = list(names or [])
    if len(names) > n:
        raise ValueError(f"{len(names)} names for a game of {n} players")
    if names:
        names += [f"Player {k + 1}" for k in range(len(names), n)]
    for name in names:
        if not name.strip() or any(ch in name for ch in ",#\n"):
            raise ValueError(f"a player's name cannot be empty or hold ',', '#' or a line "
                             f"break (the position text lists names with commas): {name!r}")
    return {"ruleset": GAME, "mode": mode, "seed": int(seed), "names": names,
            "options": {"islands": count}, "islands": islands,
            "deck": [NAMES[c] for c in deck], "first": rng.randrange(n)}


def initial_state(setup: dict) -> CardState:
    """The position before the first event: hands dealt, the first island turned up and
    play run on to the first decision (all a function of the setup's facts)."""
    if "position" in setup:
        return read_position(setup["position"])
    n = int(setup["mode"])
    s = CardState(n)
    if setup.get("names"):
        s.names = list(setup["names"])
    s.seed = int(setup["seed"])
    s.first = int(setup["first"])
    s.deck = [parse_card(c) for c in setup["deck"]]
    if sorted(s.deck) != full_deck():
        raise ReplayError("the setup's deck is not the 60 action cards")
    s.islands = [int(k) for k in setup["islands"]]
    if not s.islands or any(not 1 <= k <= len(ISLANDS) for k in s.islands):
        raise ReplayError("the setup's island deck names cards outside 1-40")
    emit = lambda ev: apply_event(s, ev)  # noqa: E731 - the setup is not logged
    for p in s.order():
        emit(("draw", p, tuple(s.deck[:HAND_START])))
    no = s.islands[0]
    emit(("island", no, ISLANDS[no - 1]))
    proceed(s, emit)
    return s


class Match(LoggedMatch):
    """One game of the card game (the common Match interface; the log, replay, undo
    and hashes are the shared :class:`LoggedMatch`)."""

    initial_state = staticmethod(initial_state)
    apply_event = staticmethod(apply_event)
    list_legal = staticmethod(legal)
    write_position = staticmethod(write_position)
    replay_error = ReplayError
    revealing = REVEALING
    setup_words = "the setup does not fit the card game"
    setup_form = SETUP_FORM

    # ----- making -------------------------------------------------------------------
    @classmethod
    def from_position(cls, text: str) -> "Match":
        s = read_position(text)  # a PositionError names the line
        return cls({"ruleset": GAME, "mode": str(s.n), "seed": s.seed, "names": s.names,
                    "options": {}, "position": text})

    def replay_action(self, text: str) -> CardAction:
        """The action of an ``act`` event, which must be legal where it stands."""
        action = self.parse_action(text)
        if not self.is_legal(action):
            raise ReplayError(f"{text!r} is not legal here: {why_illegal(self.state, action)}")
        return action

    # ----- playing ------------------------------------------------------------------
    def current_seat(self) -> int | None:
        return None if self.state.over else self.state.decider

    def seats(self) -> tuple[int, ...]:
        return tuple(range(self.state.n))

    def seat_name(self, seat: int) -> str:
        return self.state.names[seat]

    def parse_action(self, text: str) -> CardAction:
        try:
            return CardAction.parse(text)
        except ValueError as e:
            raise IllegalActionError(str(e)) from None

    def check_action(self, action: CardAction | str) -> CardAction:
        """The deciding seat's legal action meant (or its text)."""
        if isinstance(action, str):
            action = self.parse_action(action)
        elif not isinstance(action, CardAction):
            raise TypeError(f"play a CardAction or its text, not {type(action).__name__}")
        if not self.is_legal(action):
            raise IllegalActionError(why_illegal(self.state, action))
        return action

    def resolve(self, action: CardAction) -> list[tuple]:
        out: list[tuple] = [("act", str(action))]

        def emit(ev: tuple) -> None:
            apply_event(self.state, ev)
            out.append(ev)
        rules_play(self.state, action, emit)
        return out

    # ----- the end --------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.over

    def scores(self) -> dict[int, int]:
        return dict(enumerate(self.state.coins))

    def winners(self) -> list[int]:
        """Most coins wins; equal top scores share the win (End of the Game)."""
        if not self.state.over:
            return []
        top = max(self.state.coins)
        return [p for p, c in enumerate(self.state.coins) if c == top]

    def log(self, start: int = 0) -> list[str]:
        """One line per action, in the game's words; what a seat laid is never told."""
        names = self.state.names
        s = initial_state(self.setup)
        lines = []
        for k in range(len(self.actions)):
            who = s.decider
            events = self.action_events(k)
            act = self.actions[k]
            head = f"{names[who]}: " + ("lays a card" if act.kind == "lay" else str(act))
            rest = describe(events, s)
            if k >= start:
                lines.append(head + (f"; {rest}" if rest else ""))
        return lines

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may know (None: a spectator): its own hand and row, and what is
        public (RULINGS-CARDS.md: hand sizes, coins, islands left, the discard)."""
        s = self.state
        rows = []
        for p in range(s.n):
            if s.revealed or p == seat:
                rows.append([NAMES[c] for c in s.row[p]])
            else:
                rows.append(["?"] * len(s.row[p]))
        return {
            "game": GAME, "seat": seat, "names": list(s.names),
            "island": island_text(s.island), "island_no": s.island_no,
            "islands_left": len(s.islands), "first": s.first,
            "phase": s.phase, "decider": s.decider,
            "pending": None if s.pending is None else cell_name(s.pending),
            "coins": list(s.coins), "hand_sizes": [len(h) for h in s.hand],
            "hand": None if seat is None else [NAMES[c] for c in s.hand[seat]],
            "rows": rows, "deck_size": len(s.deck),
            "discard": [NAMES[c] for c in s.discard],
            "played": [NAMES[c] for c in s.played],
            "sail": list(s.sail), "planned": list(s.planned),
            "pirates": [{"at": None if s.pos[p] is None else cell_name(s.pos[p]),
                         "steps": s.steps[p], "card": s.next[p], "doubled": s.doubled[p],
                         "status": s.status[p]} for p in range(s.n)],
            "over": s.over, "winners": self.winners(),
        }

    def public_view(self) -> dict:
        return self.view(None)

    def event_view(self, ev: tuple, seat: int | None) -> tuple | None:
        """The event as ``seat`` may see it: another seat's draw and laid card, a lay's
        action text, and every shuffle's order are replaced by "?"."""
        k = ev[0]
        if k == "act" and ev[1].startswith("lay "):
            return ("act", "lay ?")
        if k == "lay" and ev[1] != seat:
            return ("lay", ev[1], "?")
        if k == "draw" and ev[1] != seat:
            return ("draw", ev[1], ("?",) * len(ev[2]))
        if k == "shuffle":
            return ("shuffle", ("?",) * len(ev[1]))
        return ev


def new_match(name: str = GAME, mode: str = "3", seed: int | None = None,
              names: list[str] | None = None, options: dict | None = None) -> Match:
    if name != GAME:
        raise ValueError(f"this package plays {GAME!r}, not {name!r}")
    return Match(new_setup(mode, seed, names, options))


def match_from_setup(setup: dict, events: Iterable = ()) -> Match:
    return Match.from_setup(setup, events)


def match_from_position(text: str) -> Match:
    return Match.from_position(text)
