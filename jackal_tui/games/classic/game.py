"""A game: the setup, the event log, and the state that is their fold."""

from __future__ import annotations

import random
from typing import Iterable

from jackal_tui.games.classic.actions import KINDS, Action, IllegalActionError, pirate_name, written_steps
from jackal_tui.games.classic.board import CREW_NAMES, ISLAND_CELLS
from jackal_tui.games.classic.explain import why_illegal
from jackal_tui.games.classic.notation import describe, read_position, write_position
from jackal_tui.games.classic.rules import Resolver, legal_actions
from jackal_tui.games.classic.state import MODES, RULES_VERSION, ReplayError, State, apply_event
from jackal_tui.games.classic.tiles import CHEST, GALLEON, GALLEON_VALUE, parse_tile, tile_tokens
from jackal_tui.games.classic.view import seat_view
from jackal_tui.games.logged import LoggedMatch, as_event
from jackal_tui.games.setups import SEED, Choice, Count, Flag, ListOf, Names, SetupForm, Shape, Text

RULESETS = ("classic", "treasure-island")

#: The form of a setup of either island game (docs/save-format.md; the save schema's
#: ``$defs/island_game`` says the same for a save): dealt from a seed, or a written position.
SETUP_FORM = SetupForm(
    title="Jackal island game",
    seats={"4": 4, "4-teams": 4, "3": 3, "2": 2, "2-light": 2},
    shapes={
        "seeded": Shape(
            required={"ruleset": Choice(RULESETS), "mode": Choice(tuple(MODES)), "seed": SEED,
                      "names": Names(), "options": None,
                      "layout": ListOf(Text(1, 24), len(ISLAND_CELLS), len(ISLAND_CELLS),
                                       "tile names")},
            options={"early_end": Flag(), "stall_rounds": Count(0, 1000, " (0: no limit)"),
                     "stall_coin_moves": Flag(), "rules_version": Count(1, 1000)},
            options_required=("early_end", "stall_rounds")),
        "position": Shape(
            required={"position": Text(1, 20000, lines=True), "ruleset": Choice(RULESETS),
                      "mode": Choice(tuple(MODES))}),
    },
    kind_of=lambda setup: "position" if "position" in setup else "seeded")


def new_setup(mode: str = "4", seed: int | None = None, names: list[str] | None = None,
              ruleset: str = "classic", early_end: bool = True, stall_rounds: int = 50) -> dict:
    """A fresh setup: the ruleset's 117 tiles shuffled face down from the seed (RULINGS)."""
    if ruleset not in RULESETS:
        raise ValueError(f"unknown ruleset {ruleset!r}: one of {', '.join(RULESETS)}")
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}: one of {', '.join(MODES)}")
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    layout = tile_tokens(ruleset)
    random.Random(seed).shuffle(layout)
    return {
        "ruleset": ruleset, "mode": mode, "seed": int(seed),
        "names": list(names or []),
        # stall_coin_moves, rules_version: a setup without them (a save from before)
        # keeps the old rules (docs/rules.md)
        "options": {"early_end": bool(early_end), "stall_rounds": int(stall_rounds),
                    "stall_coin_moves": False, "rules_version": RULES_VERSION},
        "layout": layout,
    }


def initial_state(setup: dict) -> State:
    """The position before the first event."""
    if "position" in setup:
        s = read_position(setup["position"])
        return s
    s = State(setup.get("ruleset", "classic"), setup["mode"])
    s.seed = int(setup.get("seed", 0))
    s.names = list(setup.get("names", []))
    s.options.update(setup.get("options", {}))
    layout = setup["layout"]
    if len(layout) != len(ISLAND_CELLS):
        raise ReplayError(f"the layout has {len(layout)} tiles, not {len(ISLAND_CELLS)}")
    for cell, token in zip(ISLAND_CELLS, layout):
        tile = parse_tile(token)
        s.tiles[cell] = tile
        s.up[cell] = False
        if tile.kind == CHEST:
            s.hidden_coins += tile.param
        elif tile.kind == GALLEON:
            s.hidden_coins += GALLEON_VALUE
    s._tiles_key = None
    return s


class Game(LoggedMatch):
    """One game of Jackal: ``legal_actions()``, ``play()``, ``undo()``, ``log()``.

    The log, replay, undo and hashes are the shared :class:`LoggedMatch`; this class
    adds the island rules."""

    initial_state = staticmethod(initial_state)
    apply_event = staticmethod(apply_event)
    list_legal = staticmethod(legal_actions)
    write_position = staticmethod(write_position)
    replay_error = ReplayError
    revealing = frozenset(("reveal",))
    setup_words = "the setup is incomplete"
    setup_form = SETUP_FORM

    # ----- making games ---------------------------------------------------------------
    @classmethod
    def new(cls, mode: str = "4", seed: int | None = None, **kw) -> "Game":
        return cls(new_setup(mode, seed, **kw))

    @classmethod
    def from_position(cls, text: str) -> "Game":
        s = read_position(text)  # fail early with a PositionError naming the line
        return cls({"position": text, "ruleset": s.ruleset, "mode": s.mode})

    def replay_action(self, text: str) -> Action:
        return Action.parse(text)

    # ----- playing ----------------------------------------------------------------------
    def check_action(self, action: Action | str) -> Action:
        """The legal action meant by ``action`` (or its text); IllegalActionError says
        why not."""
        if isinstance(action, str):
            text = action
            try:
                action = Action.parse(text)
            except ValueError as e:
                raise IllegalActionError(str(e)) from None
            _check_who(self.state, action, text)
            _check_steps(self.state, action, text)
        elif not isinstance(action, Action):
            raise TypeError(f"play an Action or its text, not {type(action).__name__}")
        else:
            _check_who(self.state, action, str(action) if _named(action) else repr(action))
        if not self.is_legal(action):
            raise IllegalActionError(why_illegal(self.state, action, self._legal))
        return action

    def resolve(self, action: Action) -> list[tuple]:
        r = Resolver(self.state)
        r.play(action)
        self._legal = r.next_legal   # the rules worked out the next legal actions
        return r.events

    #: The session's words for what ``action_reveals`` counts (an optional addition).
    reveal_words = ("the move that turned a tile over",
                    "these moves: a tile was turned over in them")
    peek_words = ("a secret look from the lighthouse",
                  "these moves: a tile was looked at from the lighthouse in them")

    def action_peeks(self, k: int) -> bool:
        """Did action k show one seat a face-down tile in secret (the lighthouse)? An
        optional addition to the interface (the session's undo words tell it apart from a
        tile turned over for all to see); a game without it has no secret looks."""
        return any(ev[0] == "peek" for ev in self.action_events(k))

    def log(self, start: int = 0) -> list[str]:
        """The move log: one line per action (from action ``start`` on), in the engine's
        notation and words. Each line is told the tiles face up before its action, so that
        it can say what a crocodile or a cave did (``describe``)."""
        s0 = initial_state(self.setup)
        tiles = {c: s0.tiles[c] for c in ISLAND_CELLS if s0.up[c]}
        lines = []
        for k in range(len(self.actions)):
            events = self.action_events(k)
            if k >= start:
                lines.append(describe(events, tiles))
            for ev in events:
                if ev[0] == "reveal":
                    tiles[ev[1]] = parse_tile(ev[2])
                elif ev[0] == "swap":  # the earthquake (TI)
                    a, b = tiles.pop(ev[1], None), tiles.pop(ev[2], None)
                    if b is not None:
                        tiles[ev[1]] = b
                    if a is not None:
                        tiles[ev[2]] = a
        return lines

    # ----- the common game interface (jackal_tui.games.interface.Match) ----------------
    # A seat is a player (``state.player[crew]``): in mode "2" one seat commands two
    # crews. A seat's score is its side's (a team counts its crews' coins together).

    def current_seat(self) -> int | None:
        """The player who decides now (in a smoky turn, the next crew's player)."""
        return None if self.state.over else self.state.deciding_player()

    def seats(self) -> tuple[int, ...]:
        return tuple(range(max(MODES[self.state.mode][2]) + 1))

    def player_name(self, seat: int) -> str:
        """The seat as the app's prompts call it (an optional addition the session uses):
        its name, or ``Black's player`` so that "Black's player moves Yellow" reads right."""
        s = self.state
        if 0 <= seat < len(s.names) and s.names[seat]:
            return s.names[seat]
        crews = [c for c in s.crews if s.player[c] == seat]
        return ("+".join(CREW_NAMES[c] for c in crews) + "'s player") if crews \
            else f"player {seat + 1}"

    def seat_name(self, seat: int) -> str:
        """The player's name, or the crews they command ("White", "White and Black")."""
        s = self.state
        if 0 <= seat < len(s.names) and s.names[seat]:
            return s.names[seat]
        crews = [c for c in s.crews if s.player[c] == seat]
        if not crews:
            raise ValueError(f"there is no seat {seat} in mode {s.mode}")
        return " and ".join(CREW_NAMES[c] for c in crews)

    def parse_action(self, text: str) -> Action:
        try:
            return Action.parse(text)
        except ValueError as e:
            raise IllegalActionError(str(e)) from None

    def is_over(self) -> bool:
        return self.state.over

    def scores(self) -> dict[int, int]:
        """Seat -> the coins its side has banked."""
        s = self.state
        side_score = [score for _, score in s.side_scores()]
        return {seat: side_score[s.side[self._crews_of(seat)[0]]] for seat in self.seats()}

    def winners(self) -> list[int]:
        """The seats of the side(s) with the most coins, once the game is over."""
        s = self.state
        if not s.over:
            return []
        won = {c for crews in s.winners() for c in crews}
        return [seat for seat in self.seats() if set(self._crews_of(seat)) & won]

    def teams(self) -> list[tuple[int, ...]]:
        """The seats grouped by the side they play for, in side order (an addition to the
        interface: "4-teams" has two teams of two seats; mode "2" two seats of two crews)."""
        s = self.state
        return [tuple(sorted({s.player[c] for c in crews})) for crews in s.sides]

    def _crews_of(self, seat: int) -> list[int]:
        return [c for c in self.state.crews if self.state.player[c] == seat]

    def view(self, seat: int) -> dict:
        """What ``seat`` may know: the public view plus the face-down tiles that player
        has looked at (treasure-island lighthouse), by kind. See engine.view."""
        if seat not in self.seats():
            raise ValueError(f"there is no seat {seat} in mode {self.state.mode}")
        return seat_view(self.state, seat)

    def public_view(self) -> dict:
        """What a spectator may know: no face-down tile, no chance seed."""
        return seat_view(self.state, None)

    def event_view(self, event, seat: int | None) -> tuple | None:
        """Every island event is public: a reveal shows the tile to the whole table, and a
        lighthouse look (``peek``) says which tile was looked at, not what it is."""
        return as_event(event)


def _named(a: Action) -> bool:
    """Can ``str(a)`` be written at all (an Action made by hand may hold anything)?"""
    try:
        str(a)
        return True
    except (IndexError, KeyError, TypeError, ValueError):
        return False


def _check_who(s: State, action: Action, text: str) -> None:
    """The crew or piece an action names must exist in this game, so that the rules and
    the words for a refusal never look up a piece the game has not got."""
    if action.kind not in KINDS or not all(type(x) is int for x in action[1:]) \
            or not all(-16 <= x < 169 for x in (action.frm, action.to)) \
            or action.coin not in (0, 1, 2):
        # an Action made by hand may hold anything: cells of the 13 by 13 board (a
        # negative number: none, or the one a bottle is handed to), and nothing, a coin
        # or the galleon treasure dragged
        raise IllegalActionError(f"{text}: not an action of this game")
    if action.kind == "ship":
        if action.who not in s.crews:
            name = CREW_NAMES[action.who] if 0 <= action.who < 4 else "that crew"
            raise IllegalActionError(f"{text}: {name} does not play in this game")
    elif not 0 <= action.who < len(s.pieces):
        who = f"{pirate_name(action.who)} " if 0 <= action.who < 15 else "that piece "
        raise IllegalActionError(f"{text}: there is no {who}in a {s.ruleset} game")
    elif action.kind == "bottle" and not s.ti:
        raise IllegalActionError(f"{text}: message bottles belong to the treasure-island "
                                 "edition")


def _check_steps(s: State, action: Action, text: str) -> None:
    """Steps written in a move (``W1 G5:2-G5:3``) must be where the pirate is and one on."""
    if action.kind != "move" or ":" not in text:
        return
    steps = written_steps(text)
    here = s.p_step[action.who]
    if steps[0] is not None and steps[0] != here:
        raise IllegalActionError(f"{text}: the pirate is on step {here}, not {steps[0]}")
    if action.frm == action.to and steps[1] is not None and steps[1] != here + 1:
        raise IllegalActionError(f"{text}: on a stepped tile a pirate goes one step forward, "
                                 f"to step {here + 1}")


def replay_hashes(setup: dict, events: Iterable) -> list[str]:
    """The state hash after each event, replaying once (for save files)."""
    return Game.replay_hashes(setup, events)
