"""A game of Archipelago: the setup, the event log, and the state that is their fold.

The Match follows the common game interface (docs/engine-api.md).
"""

from __future__ import annotations

import random
import re

from jackal_tui.games.archipelago.abilities import deck_after
from jackal_tui.games.archipelago.actions import Action, IllegalActionError, parse_piece, piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES, board_of, deal_from_codes, deal_island
from jackal_tui.games.archipelago.log_words import describe
from jackal_tui.games.archipelago.notation import read_position, write_position
from jackal_tui.games.archipelago.resolver import Resolver
from jackal_tui.games.archipelago.rules import entry_problem, legal_actions
from jackal_tui.games.archipelago.saving import event_from_json, event_json
from jackal_tui.games.archipelago.state import (
    BOAT, LAND, MISSIONARY, MODES, PIECES, ReplayError, State, apply_event, lay_out,
)
from jackal_tui.games.archipelago.tiles import kind_of, number_of
from jackal_tui.games.logged import LoggedMatch
from jackal_tui.games.setups import SEED, Choice, Count, Flag, ListOf, Names, SetupForm, Shape, Text, TextMap

GAME = "archipelago"
ISLAND_CHOICES = ("1", "2", "3", "4", "free", "random")
PUZZLES = tuple(f"p{n}" for n in range(1, 11))
# The longest campaign a setup may ask for (RULINGS: islands 1-4, then free islands).
MAX_ISLANDS = 12


def _setup_shape(puzzle: bool) -> Shape:
    """A setup dealt from a seed: an island (``puzzle``: a solo puzzle card, whose tiles
    lie face up and whose bear sleeps in its den)."""
    facts = {"island": Choice(PUZZLES if puzzle else ISLAND_CHOICES),
             "layout": ListOf(Text(1, 20), 1, 20, "rows"),
             "tiles": TextMap(120, "tiles"),
             "removed": ListOf(Text(1, 40), 0, 120, "tiles"),
             "boats": ListOf(Text(1, 8), 0, 4, "cells")}
    if puzzle:
        facts.update(faceup=Flag(), den=Text(1, 8),
                     goals=ListOf(ListOf(Count(0, 99), 0, 12, "numbers"), 0, 12, "goals"))
    return Shape(
        required={"ruleset": Choice((GAME,)), "mode": Choice(tuple(MODES)), "seed": SEED,
                  "names": Names(), "options": None, **facts},
        options={"island": Choice(PUZZLES if puzzle else ISLAND_CHOICES),
                 **({} if puzzle else {"campaign": Flag(),
                                       "islands": Count(1, MAX_ISLANDS, " (islands to play)")}),
                 "boats": Choice(("recommended",) if puzzle else ("recommended", "choose")),
                 "stall_rounds": Count(0, 0, " (a puzzle has no anti-stall limit)") if puzzle
                 else Count(0, 1000, " (0: no limit)")})


#: The form of an Archipelago setup (docs/save-format.md): an island dealt from a seed, a
#: solo puzzle card (mode 1), or a written position.
SETUP_FORM = SetupForm(
    title="Jackal Archipelago",
    seats={"1": 1, "2": 2, "3": 3, "4": 4, "2v2": 4},
    shapes={"seeded": _setup_shape(False), "puzzle": _setup_shape(True),
            "position": Shape(required={"position": Text(1, 20000, lines=True),
                                        "ruleset": Choice((GAME,)),
                                        "mode": Choice(tuple(MODES))})},
    kind_of=lambda setup: ("position" if "position" in setup
                           else "puzzle" if setup.get("mode") == "1" else "seeded"))


def new_setup(mode: str = "4", seed: int | None = None, names: list[str] | None = None,
              options: dict | None = None) -> dict:
    """A fresh setup: the island dealt from the seed, every tile written down as a fact."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}: one of {', '.join(MODES)}")
    opts = {"island": "1", "boats": "recommended", "stall_rounds": 50}
    opts.update(options or {})
    if mode != "1" and str(opts["island"]) not in ISLAND_CHOICES:
        raise ValueError(f"unknown island {opts['island']!r}: one of {', '.join(ISLAND_CHOICES)}")
    if opts["boats"] not in ("recommended", "choose"):
        raise ValueError("boats: 'recommended' or 'choose'")
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    if mode == "1":
        from jackal_tui.games.archipelago.solo import CARDS, card_deal
        card = str(opts.get("island", "p1"))
        card = card if card.startswith("p") else "p1"
        if card[1:] not in {str(n) for n in CARDS}:
            raise ValueError(f"unknown puzzle card {card!r}: p1 to p10")
        opts.update(island=card, boats="recommended", stall_rounds=0)
        return {"ruleset": GAME, "mode": mode, "seed": int(seed), "names": list(names or []),
                "options": opts, **card_deal(int(card[1:]))}
    opts["island"] = str(opts["island"])
    if opts.get("campaign"):     # a campaign starts on island 1 (RULINGS: islands)
        if opts["island"] != "1":
            raise ValueError("a campaign starts on island 1")
        opts["campaign"] = True
        opts["islands"] = int(opts.get("islands", 4))
        if not 1 <= opts["islands"] <= MAX_ISLANDS:
            raise ValueError(f"islands: a campaign plays 1 to {MAX_ISLANDS} islands")
    else:
        opts.pop("campaign", None)
        opts.pop("islands", None)
    deal = deal_island(opts["island"], int(seed))
    return {"ruleset": GAME, "mode": mode, "seed": int(seed), "names": list(names or []),
            "options": opts, **deal}


def initial_state(setup: dict) -> State:
    if "position" in setup:
        return read_position(setup["position"])
    board = board_of(tuple(setup["layout"]))
    s = State(board, setup["mode"])
    s.island = setup.get("island", "custom")
    s.seed = int(setup.get("seed", 0))
    s.names = list(setup.get("names", []))
    s.options.update({k: v for k, v in setup.get("options", {}).items()
                      if k in ("stall_rounds", "boats", "island", "campaign", "islands")})
    if s.options.get("campaign") is False:
        del s.options["campaign"]
        s.options.pop("islands", None)
    faceup = bool(setup.get("faceup"))
    if not faceup:
        tiles = {board.parse(name): token for name, token in setup["tiles"].items()}
        boats = None if setup.get("options", {}).get("boats") == "choose" else \
            [board.parse(c) for c in setup["boats"]] + [-1] * (4 - len(setup["boats"]))
        lay_out(s, tiles, list(setup.get("removed", [])), boats)
        return s
    for name, token in setup["tiles"].items():
        c = board.parse(name)
        if c not in board.land:
            raise ReplayError(f"a tile on water: {name}")
        s.tiles[c] = token
        s.up[c] = faceup
        if kind_of(token) == "chest":
            if faceup:
                s.coins[c * 8] = number_of(token)
                s.tile_coins += number_of(token)
            else:
                s.hidden_coins += number_of(token)
    if faceup:    # the solo puzzles: pirates on the bank, the bear on its den
        bank = next(c for c in sorted(board.land) if kind_of(s.tiles[c]) == "bank")
        for p in range(3):
            s.p_where[p], s.p_cell[p], s.p_boat[p] = LAND, bank, -1
        s.bear, s.bear_owner = board.parse(setup["den"]), 0
        s.mover = 0
        return s


class Match(LoggedMatch):
    """One game of Archipelago: ``legal_actions()``, ``play()``, ``undo()``, ``log()``.

    The log, replay, undo and hashes are the shared :class:`LoggedMatch`."""

    game = GAME
    initial_state = staticmethod(initial_state)
    apply_event = staticmethod(apply_event)
    list_legal = staticmethod(legal_actions)
    write_position = staticmethod(write_position)
    replay_error = ReplayError
    # a tile opened, the die rolled, or a face-down tile shown in secret
    # (a campaign: the cards shown for the draw, the next island dealt)
    revealing = frozenset(("reveal", "roll", "peek", "shown", "deal"))
    setup_form = SETUP_FORM
    # a choice inside a move is written flat in a save (archipelago/saving.py)
    event_json = staticmethod(event_json)
    event_from_json = staticmethod(event_from_json)

    def replay_action(self, text: str) -> Action:
        return Action.parse(text)

    # ----- playing ----------------------------------------------------------------
    def current_seat(self) -> int | None:
        return self.state.decider()

    def seats(self) -> tuple[int, ...]:
        return tuple(self.state.crews)

    def seat_name(self, seat: int) -> str:
        names = self.state.names
        i = self.state.crews.index(seat)
        return names[i] if i < len(names) and names[i] else CREW_NAMES[seat]

    def parse_action(self, text: str) -> Action:
        try:
            a = Action.parse(text)
        except ValueError as e:
            raise IllegalActionError(str(e)) from None
        for name in (a.frm, a.to if a.kind != "pick" else "", *a.via):
            if name:
                try:
                    self.state.board.parse(name)
                except ValueError as e:
                    raise IllegalActionError(f"{text}: {e}") from None
        if a.kind == "move" and ":" in text:     # W2 D4:1-D4:2: the steps must be his
            steps = [int(x) for x in re.findall(r":(\d)", text)]
            p = parse_piece(a.who)
            here = self.state.p_step[p]
            if (":" in text.split("-")[0] and steps[0] != here) or \
                    (a.frm == a.to and text.split("-")[-1].count(":") and steps[-1] != here + 1):
                raise IllegalActionError(f"{text}: {a.who} is on step {here}; a move through "
                                         f"a labyrinth goes to step {here + 1}")
        return a

    def check_action(self, action) -> Action:
        """The legal action meant (or its text); IllegalActionError says why not."""
        if isinstance(action, str):
            action = self.parse_action(action)
        elif not isinstance(action, Action):
            raise TypeError(f"play an Action or its text, not {type(action).__name__}")
        if not self.is_legal(action):
            raise IllegalActionError(why_not(self.state, action, self.legal_actions()))
        return action

    def resolve(self, action: Action) -> list[tuple]:
        r = Resolver(self.state)
        r.play(action)
        return r.events

    def is_over(self) -> bool:
        return self.state.over

    def scores(self) -> dict[int, int]:
        if self.state.solo:
            from jackal_tui.games.archipelago.rules import coins_on_bank
            return {0: coins_on_bank(self.state)}
        # a seat scores what its side banked (2 on 2: the team's coins), as in classic
        return {c: v for crews, v in self.state.side_scores() for c in crews}

    def winners(self) -> list[int]:
        return self.state.winners()

    def teams(self) -> list[tuple[int, ...]]:
        """The seats grouped by the side they play for, in side order, as classic's
        ``teams``: 2 on 2 is White+Black against Yellow+Red (RULINGS-ARCHIPELAGO), every
        other mode a seat a side (a puzzle: its one seat)."""
        return [tuple(sorted(crews)) for crews in self.state.sides]

    def log(self, start: int = 0) -> list[str]:
        """The move log from action ``start`` on. Each line is told the faces up before
        its action (``describe``: what an arrow, ice or a crocodile did to the mover), as
        classic's log is."""
        s0 = initial_state(self.setup)
        faces = {c: s0.tiles[c] for c in s0.board.land if s0.up[c] and s0.tiles[c]}
        board = s0.board       # a campaign's log runs over several islands' maps
        lines = []
        for k in range(len(self.actions)):
            events = self.action_events(k)
            if k >= start:
                lines.append(describe(events, board, faces))
            for ev in events:
                if ev[0] == "deal":
                    board = deal_from_codes(*ev[2:])[0]
                    faces = {}
                elif ev[0] in ("reveal", "face"):
                    faces[ev[1]] = ev[2]
                elif ev[0] == "spent":
                    faces[ev[1]] = "empty"
                elif ev[0] == "swap":
                    a, b = ev[1], ev[2]
                    fa, fb = faces.pop(a, None), faces.pop(b, None)
                    if fb is not None:
                        faces[a] = fb
                    if fa is not None:
                        faces[b] = fa
        return lines

    # ----- reading ----------------------------------------------------------------
    def public_view(self) -> dict:
        return view(self.state, None)

    def view(self, seat: int) -> dict:
        return view(self.state, seat)

    def event_view(self, event, seat: int | None) -> tuple | None:
        """Events hide nothing but the tiles a campaign's next island is dealt (every
        seat sees its map and boats, none its face-down tiles), and a look's face,
        which is never in the event: everyone sees which tile was looked at, as at the
        table."""
        if event[0] == "deal":
            return ("deal", event[1], tuple(event[2]), (), (), tuple(event[5]))
        return tuple(event)


def view(s: State, seat: int | None) -> dict:
    """What a seat (None: a spectator) may know, as JSON-able values."""
    b = s.board
    tiles = {}
    for c in sorted(b.land):
        if s.up[c]:
            tiles[b.name(c)] = {"back": s.backs[c], "face": s.tiles[c]}
        else:
            entry = {"back": s.backs[c], "face": None}
            if seat is not None and c in s.known[seat]:
                entry["looked"] = s.tiles[c]
            tiles[b.name(c)] = entry
    pieces = {}
    for p in range(PIECES):
        if p // 3 in s.crews or (p == MISSIONARY and s.p_crew[p] >= 0):
            pieces[piece_name(p)] = {
                "where": ("absent", "boat", "land", "sea", "dead")[s.p_where[p]],
                "cell": b.name(s.p_cell[p]) if s.p_cell[p] >= 0 else None,
                "step": s.p_step[p], "trapped": s.p_trap[p], "drunk": s.p_drunk[p]}
    return {
        "game": GAME, "mode": s.mode, "island": s.island, "layout": list(b.layout),
        "tiles": tiles, "pieces": pieces,
        "boats": {CREW_LETTERS[c]: (b.name(s.boats[c]) if s.boats[c] >= 0 else None)
                  for c in s.crews},
        "coins": {f"{b.name(pl // 8)}" + (f":{pl % 8}" if pl % 8 else ""): n
                  for pl, n in sorted(s.coins.items())},
        "banked": {CREW_LETTERS[c]: s.banked[c] for c in s.crews},
        "bottles": {CREW_LETTERS[c]: s.bottles[c] for c in s.crews}, "supply": s.supply,
        "bear": b.name(s.bear) if s.bear >= 0 else None,
        "missionary_converted": s.converted,
        "turn": CREW_LETTERS[s.turn], "phase": s.phase, "smoky": s.smoky,
        "last_roll": [b.name(s.last_roll[0]), s.last_roll[1]] if s.last_roll else None,
        "over": s.over, "end_reason": s.end_reason,
        "abilities": {piece_name(p): list(s.abilities[p]) for p in range(12)
                      if p // 3 in s.crews and s.abilities[p]},
        "campaign": campaign_view(s),
    }


def campaign_view(s: State) -> dict | None:
    """A campaign's state for every seat (the ability cards lie face up): None outside a
    campaign. ``phase`` is ``playing``, ``drawing`` or ``over``; ``picker`` the crew to
    pick now; ``results`` each island played (coins banked by crew, what each crew took:
    ``"Strongman W2"``, ``"pass"``)."""
    if not s.campaign:
        return None
    phase = "over" if s.over else "drawing" if s.phase == "draw" else "playing"
    results = []
    for r in s.results:
        picks = {}
        for crew, got in sorted(r["picks"].items()):
            picks[CREW_LETTERS[int(crew)]] = f"{got[0]} {piece_name(got[1])}" if got else "pass"
        results.append({"number": r["number"], "island": r["island"],
                        "banked": {CREW_LETTERS[c]: r["banked"][c] for c in s.crews},
                        "picks": picks})
    return {"island_no": s.island_no, "islands": s.islands, "phase": phase,
            "shown": list(s.shown),
            "picker": CREW_LETTERS[s.turn] if phase == "drawing" else None,
            "pickers": [CREW_LETTERS[c] for c in s.pickers] if phase == "drawing" else [],
            "deck": len(deck_after(s.island_no, s.owned())), "results": results}


def _reading_order(name: str) -> tuple:
    """A cell's name in the order a player reads a list of them: by column, then row."""
    cell, _, step = name.partition(":")
    col = cell.rstrip("0123456789")
    return col, int(cell[len(col):] or 0), step


def _targets(legal: list[Action], who: str, coin: bool) -> str:
    """Where ``who`` can go now (with a coin or not), in words: "E8, F8 or G8"."""
    cells = []
    for x in legal:
        if x.kind == "move" and x.who == who and bool(x.coin) == bool(coin) \
                and x.to not in cells:
            cells.append(x.to)
    cells.sort(key=_reading_order)
    if len(cells) < 2:
        return "".join(cells)
    return ", ".join(cells[:-1]) + " or " + cells[-1]


def why_not(s: State, a: Action, legal: list[Action]) -> str:
    """The rule's reason an action is refused now."""
    text = str(a)
    if s.over:
        return f"{text}: the island has ended ({s.end_reason})"
    if s.vote:
        return f"{text}: {CREW_NAMES[s.vote[1][0]]} must first answer the proposal to end"
    if s.pending:
        pd = s.pending
        return (f"{text}: {piece_name(pd['piece'])} must first decide ({pd['kind']}): one of "
                + ", ".join(str(x) for x in legal))
    if s.phase == "draw":
        if a.kind not in ("pick", "pass"):
            return (f"{text}: the island is over and {CREW_NAMES[s.turn]} picks an ability "
                    f"(e.g. '{CREW_LETTERS[s.turn]} picks {s.shown[0].replace(' ', '')} "
                    f"{CREW_LETTERS[s.turn]}1') or passes")
        if a.who != CREW_LETTERS[s.turn]:
            return f"{text}: {CREW_NAMES[s.turn]} picks now"
        return (f"{text}: the cards shown are " + ", ".join(s.shown)
                + f"; an ability goes on {a.who}1, {a.who}2 or {a.who}3")
    if a.kind in ("pick", "pass"):
        return f"{text}: abilities are drawn after an island of a campaign"
    if s.phase == "setup":
        return (f"{text}: the boats are being set up; {CREW_NAMES[s.turn]} puts its boat next "
                "to a beach, not touching another boat")
    if s.phase == "bottles":
        return (f"{text}: {CREW_NAMES[s.turn]} may only use bottles (or its Lookout's look) "
                "now, or say it is done")
    if a.kind in ("move", "bottle", "revive"):
        try:
            p = parse_piece(a.who)
        except ValueError:
            return f"{text}: no such piece"
        crew = s.p_crew[p]
        if crew != s.turn:
            return f"{text}: it is {CREW_NAMES[s.turn]}'s turn"
        if a.kind == "bottle":
            return f"{text}: bottles are used after the crew's action"
        if a.kind == "move":
            if s.p_trap[p]:
                return f"{text}: {a.who} is in a pit until a friend comes (or a bottle)"
            if s.p_drunk[p]:
                return f"{text}: {a.who} is with the rum barrel this turn"
            try:
                to = s.board.parse(a.to)
            except ValueError as e:
                return f"{text}: {e}"
            if to in s.board.land:
                why = entry_problem(s, p, to, a.coin, (s.p_cell[p], s.p_step[p]))
                if why:
                    return f"{text}: {why}"
                reach = _targets(legal, a.who, a.coin)
                if reach:   # the tile would take him, but he cannot get there from here
                    if s.p_where[p] == BOAT:
                        return (f"{text}: from the boat a pirate lands on a cell next to it: "
                                f"{a.who} can go to {reach}")
                    return f"{text}: {a.who} can go to {reach} from {a.frm}"
            else:
                return f"{text}: a pirate goes into the water only onto his own or a partner's boat"
    if a.kind in ("boat", "place", "done", "propose", "agree", "refuse"):
        if a.who != CREW_LETTERS[s.turn]:
            return f"{text}: it is {CREW_NAMES[s.turn]}'s turn"
    if a.kind == "boat":
        return (f"{text}: a boat sails up to one cell per own pirate aboard (+1 for a spyglass), "
                "over water, never onto a boat or an enemy swimmer")
    return f"{text}: not possible now"
