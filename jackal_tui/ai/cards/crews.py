"""The card game's computer players: ``easy`` and ``strong``.

What a seat knows and the easy player's planning are :mod:`.plans`; this module holds the
players themselves.

Both speak the crews' interface (``choose(state, legal, rng_seed, cancel) -> action``,
:class:`.crews.Crew`) and read only what their seat knows. They never look at the state
they are handed directly: the first thing either does is :func:`seat_world`, which deals
again everything the seat has not seen (the other hands, the deck's order, face-down
rows, the island deck, later shuffles) from a canonical order, so two positions that
differ only in secrets give the very same world for the same seed.

**Easy** plans the best row its hand can make: a depth-first search with memory
(:class:`RoutePlanner`) over the cards it could lay, each card's choices, and the Weapon,
Man Friday and Doubling cards it could attach, scoring a route ``treasure - 0.3 x steps``
(less a little per card spent). It lays that row card by card, makes the same search
from where its pirate stands for every question while resolving, plays Rum on a sailor
whose revealed row threatens its own treasure, and visits Tortuga (the 2-card bundle)
when its hand reaches nothing on this island and holds few arrows, with islands to come.

**Strong** is a purpose-built planner, not the generic tree search (``ai/search.py``):
rows are laid at the same time and face down, and a tree keyed by actions would let the
seats that plan after it answer a row they cannot see; and the coins come only at the
end of a round, twenty or more decisions deep. So strong does determinized flat Monte
Carlo over whole plans: it lists candidate rows (the best route to each treasure, the
quickest route to each, and a one-card row that saves the hand), deals worlds from its
own knowledge, lets every other seat plan and resolve as the easy player would (their
likely plans), plays the round out for each candidate in the same worlds, and keeps the
candidate with the best average. The end of the round is scored as a chance to win the
game (on the last island: winning it): the lead in coins plus what each hand is worth
(the best route it makes on the next island card of that world, and half its card by
card worth for the islands after), against a spread that grows with the islands still
to play (:meth:`StrongCardCrew._chance`). Every other decision
(Tortuga, Rum, a move, Weapon, Friday, Doubling) is weighed the same way, action by
action. It stops after ``nodes`` worlds or ``seconds``, or at once when ``cancel`` is set.
Its worlds fit what the rivals did in the open (a face-down row's length, a sail when
Tortuga was affordable: :meth:`StrongCardCrew.world`); it lays its poor cards behind
its row to draw new ones (:func:`poor_cards`), and it spends Weapons and Fridays to
make room in a hand that never lays them (``UNCLOG``).
"""

from __future__ import annotations

import math
import random
import time

from jackal_tui.games.cards.actions import CardAction
from jackal_tui.games.cards.deck import FLAGS, HAND_FLOOR, MOVERS, ROW_CARDS
from jackal_tui.games.cards.rules import legal as rules_legal, play as rules_play
from jackal_tui.games.cards.state import CardState
from jackal_tui.ai.crews import Crew, RandomCrew
from jackal_tui.ai.search import SearchInfo
from jackal_tui.ai.cards.plans import (ATTACH, CARD_VALUES, FRESH, STEP, RoutePlanner, _counts,
                                       _junk_card, _row_hand, easy_action, easy_row, easy_visits,
                                       plan_row, seat_world)

# strong: a Weapon or Friday attached frees its place in the hand for a new card at the
# top-up (one held is worth about 0.03, a new card FRESH, 0.28): a route that spends one
# scores this much more, not ATTACH less.
UNCLOG = 0.2
HAND_FULL = 6     # the best this many cards count fully, the rest a third
CARD_SCALE = 1.0  # all of CARD_VALUES at once (the arena's tuning knob)
DEFAULT_SECONDS = 1.0
HORIZON = 0.5     # a hand after the round: its route on the next island, and this much of
                  # its card by card worth for the islands after that
SPREAD = 1.3      # how far apart two players' coins drift in one island (sd, coins)


class CardCrew(Crew):
    """A card-game player: :meth:`Crew.choose` checks what it is given; each player deals
    its seat's world and chooses."""


class EasyCardCrew(CardCrew):
    name = "Easy"
    level = "easy"

    def _choose(self, state, legal, rng_seed, cancel):
        start = time.perf_counter()
        rng = random.Random(rng_seed)
        seat = state.decider
        world = seat_world(state, seat, rng)
        action = easy_action(world, seat, legal, rng)
        self.last_info = SearchInfo(iterations=1, seconds=time.perf_counter() - start,
                                    line=str(action))
        return action


def _round_over(s: CardState, islands_left: int) -> bool:
    return s.over or len(s.islands) != islands_left


def _hand_worth(s: CardState, seat: int) -> float:
    if not s.islands:
        return 0.0
    weight = min(1.0, len(s.islands) / 3)
    vals = sorted((CARD_VALUES[c] for c in s.hand[seat]), reverse=True)
    return CARD_SCALE * weight * (sum(vals[:HAND_FULL]) + sum(vals[HAND_FULL:]) / 3)


def _score(s: CardState, root: CardState, seat: int, later=None) -> float:
    """How good the end of the round is for ``seat``: on the last island, the game's
    result; else its coins won less the best rival's, and the cards in hand (by
    ``later(s, p)`` when given, else card by card)."""
    if s.over:
        top = max(s.coins)
        win = 0.0 if s.coins[seat] < top else 1.0 / s.coins.count(top)
        margin = s.coins[seat] - max(c for p, c in enumerate(s.coins) if p != seat)
        return 10.0 * win + 0.1 * margin
    gain = [s.coins[p] - root.coins[p] for p in range(s.n)]
    if later is not None:
        rival = max(gain[p] + later(s, p) for p in range(s.n) if p != seat)
        return gain[seat] + later(s, seat) - rival
    rival = max(gain[p] + _hand_worth(s, p) - _hand_worth(root, p)
                for p in range(s.n) if p != seat)
    return gain[seat] + _hand_worth(s, seat) - _hand_worth(root, seat) - rival


class StrongCardCrew(CardCrew):
    """Determinized flat Monte Carlo over whole plans (see the module's doc)."""

    name = "Strong"
    level = "strong"

    def __init__(self, nodes: int | None = None, seconds: float | None = None,
                 consistent: bool = True, tries: int = 40, dump: bool = True,
                 unclog: bool = True, horizon: float | None = HORIZON,
                 endgame: bool = True):
        super().__init__()
        # a hand after the round: its route on the next island and ``horizon`` times its
        # card by card worth (None: card by card only)
        self.horizon = horizon
        self.endgame = endgame         # a round's end scored as a chance to win the game
        self.unclog = unclog           # spend Weapons and Fridays to make room
        self.dump = dump               # weigh rows that lay poor cards to draw new ones
        self.consistent = consistent   # deal worlds that fit what the rivals did openly
        self.tries = tries
        if nodes is None and seconds is None:
            seconds = DEFAULT_SECONDS
        self.nodes = nodes
        self.seconds = seconds
        self.plan: tuple | None = None   # (situation, row) chosen at the row's first card
        self._planners: tuple[str, dict] = ("", {})
        self._next_planners: dict[str, RoutePlanner] = {}

    # candidate rows ------------------------------------------------------------------
    def candidates(self, s: CardState, seat: int) -> list[tuple[int, ...]]:
        """Rows worth weighing: routes to each treasure (the best, the quickest, the
        cheapest), and every one-card row (giving up one card, keeping the rest)."""
        rows: list[tuple[int, ...]] = []
        prefix = tuple(s.row[seat])
        treasure_cells = [i for i, ch in enumerate(s.island) if ch in "123"]
        for cell in treasure_cells:
            values = {t: (float(s.island[t]) if t == cell else -5.0) for t in treasure_cells}
            for step in (0.05, STEP, 1.0):
                planner = RoutePlanner(s.island, step, values)
                for room in (1, 2, 3, 99):
                    u, cards, end, steps = plan_row(s, seat, planner, room)
                    if end >= 0:
                        row = prefix + tuple(cards)
                        if row not in rows:
                            rows.append(row)
        w, f, d = _counts(s.hand[seat])
        if self.unclog and (w or f):
            # routes that spend the Weapons and Fridays held (each frees a place in the
            # hand), to a treasure or, failing that, anywhere
            for cell in treasure_cells + [None]:
                values = {t: (float(s.island[t]) if cell in (t, None) else -5.0)
                          for t in treasure_cells}
                for step in (0.05, STEP):
                    planner = RoutePlanner(s.island, step, values, -UNCLOG, ATTACH)
                    for room in (2, 3, 99):
                        u, cards, end, steps = plan_row(s, seat, planner, room)
                        row = prefix + tuple(cards)
                        if cards and (end >= 0 or cell is None) and row not in rows:
                            rows.append(row)
        if not prefix:   # one card given up, keeping the rest: each kind it could be
            for c in sorted(set(s.hand[seat])):
                if (c in MOVERS or c in FLAGS) and (c,) not in rows:
                    rows.append((c,))
        elif prefix not in rows:
            rows.append(prefix)
        return rows

    def _choose(self, state, legal, rng_seed, cancel):
        start = time.perf_counter()
        rng = random.Random(rng_seed)
        seat = state.decider
        deadline = None if self.seconds is None else start + self.seconds * 0.95
        planning = state.phase == "plan"
        if planning and self.plan is not None and self.plan[0] == _situation(state, seat):
            action = self._next_of(state, seat, self.plan[1])   # the row chosen before
            self.last_info = SearchInfo(seconds=time.perf_counter() - start, line=str(action))
            return action
        if planning:
            options = self.candidates(seat_world(state, seat, random.Random(rng_seed)), seat)
        else:
            options = list(legal)
        totals = [0.0] * len(options)
        worlds = 0
        # one island all round long: routes found once serve every world and decision
        planners = self._planners_for(state.island)
        if len(options) > 1:
            limit = self.nodes if self.nodes is not None else 1 << 30
            while worlds < limit:
                if cancel is not None and cancel.is_set():
                    break
                if deadline is not None and worlds >= 1 and time.perf_counter() >= deadline:
                    break
                world = self.world(state, seat, rng, planners)
                self._weigh(world, seat, options, totals, rng, planners)
                worlds += 1
        best = options[max(range(len(options)), key=lambda i: (totals[i], -i))]
        if planning:
            rest = best[len(state.row[seat]):]
            if self.dump and not state.row[seat]:
                rest = rest + poor_cards(state.hand[seat], rest)
            action = self._next_of(state, seat, rest)
        else:
            action = best
        if action not in legal:    # cannot happen: rows are built from the hand
            action = easy_action(seat_world(state, seat, rng), seat, legal, rng)
        self.last_info = SearchInfo(
            iterations=worlds, seconds=time.perf_counter() - start, line=str(action),
            value=max(totals) / max(1, worlds),
            ranked=sorted(((_option_text(o), worlds, t / max(1, worlds))
                           for o, t in zip(options, totals)), key=lambda r: -r[2]))
        return action

    def _later_of(self):
        """How hands are valued at the end of a round (see _score), or None for card
        by card."""
        if self.horizon is not None:
            return self._later
        return None

    def _chance(self, s: CardState, seat: int) -> float:
        """The end of a round that is not the game's, scored as the game's result is
        (10 a win): the chance that ``seat`` ends with the most coins, guessed from its
        lead (coins and the hands' worth) against a spread that grows with the islands
        still to play (about SPREAD coins an island)."""
        later = self._later_of() or _hand_worth
        mine = s.coins[seat] + later(s, seat)
        rival = max(s.coins[p] + later(s, p) for p in range(s.n) if p != seat)
        spread = SPREAD * math.sqrt(len(s.islands) + 1)
        return 10.0 / (1.0 + math.exp(-1.7 * (mine - rival) / spread))

    def _later(self, s: CardState, p: int) -> float:
        """What ``p``'s hand is worth at the start of the next round (``s``, the next
        island card on the table): the best route it makes there, and card by card
        (``horizon`` of that) for the islands after it."""
        return self._route(s, p)[0] + self.horizon * _hand_worth(s, p)

    def _route(self, s: CardState, p: int) -> tuple[float, int, int]:
        """``p``'s best route on the island card of ``s`` from his hand, of at most three
        cards: (its score, at least 0; the treasure space or -1; steps)."""
        planner = self._next_planners.get(s.island)
        if planner is None:
            if len(self._next_planners) > 12:
                self._next_planners.clear()
            planner = self._next_planners[s.island] = RoutePlanner(s.island)
        w, f, d = _counts(s.hand[p])
        row = _row_hand(s.hand[p])
        key = (row, w, f, d)
        got = planner.hand_worths.get(key)
        if got is None:
            u, _, end, steps = planner.best(s.island.find("W"), (), row, w, f, d, None,
                                            True, 3)
            got = planner.hand_worths[key] = (u, end, steps) if u > 0 else (0.0, -1, 0)
        return got

    def _planners_for(self, island: str) -> dict:
        """The route planners (and easy rows found) of ``island``, kept while it lies on
        the table: they depend on the island card only, so later decisions reuse them."""
        if self._planners[0] != island:
            self._planners = (island, {})
        return self._planners[1]

    def _next_of(self, s: CardState, seat: int, rest: tuple) -> CardAction:
        """Lay the first of ``rest`` (remembering the others for the next question), or
        end the row."""
        self.plan = None
        if not rest:
            return CardAction("done")
        hand = list(s.hand[seat])
        hand.remove(rest[0])
        after = (s.island, len(s.islands), tuple(hand), tuple(s.coins),
                 tuple(s.row[seat]) + (rest[0],))
        self.plan = (after, tuple(rest[1:]))
        return CardAction("lay", rest[0])

    # playing out -----------------------------------------------------------------------
    def world(self, state: CardState, seat: int, rng: random.Random,
              planners: dict) -> CardState:
        """A world dealt from what ``seat`` knows, consistent with what the others did
        in the open this round, were they easy players: a rival who has laid his row
        face down laid as many cards as the easy row of the cards dealt to him (hand
        and row) has, and a rival who sailed when he could have paid for Tortuga does
        not hold a hand the easy player would have taken there. Worlds that do not fit
        are dealt again (at most ``tries`` times; then the rival's row is made to fit).
        In the kept world a face-down row is that easy row."""
        plain = planners.setdefault("plain", RoutePlanner(state.island))
        laid, sailed = [], []
        if not state.revealed and state.phase in ("tortuga", "plan"):
            for p in range(state.n):
                if p == seat or not state.sail[p]:
                    continue
                if state.planned[p]:
                    laid.append(p)
                if self.consistent and state.coins[p] >= 1 and state.islands:
                    sailed.append(p)
        tries = self.tries if self.consistent and (laid or sailed) else 1
        for _ in range(tries):
            w = seat_world(state, seat, rng)
            fits, rows = True, {}
            for p in sailed:
                if easy_visits(w, p, w.hand[p] + w.row[p], plain):
                    fits = False
                    break
            if fits and self.consistent:
                for p in laid:
                    row = easy_row(w, p, w.hand[p] + w.row[p], plain)
                    if len(row) != len(state.row[p]):
                        fits = False
                        break
                    rows[p] = row
            if fits and self.consistent:
                for p, row in rows.items():
                    hand = w.hand[p] + w.row[p]
                    for c in row:
                        hand.remove(c)
                    w.hand[p], w.row[p] = sorted(hand), row
                return w
        _replan_hidden_rows(w, seat, planners)
        return w

    def _weigh(self, world: CardState, seat: int, options: list, totals: list[float],
               rng: random.Random, planners: dict) -> None:
        """Add each option's score in ``world`` (one dealt world, shared by all)."""
        left = len(world.islands)
        rows: dict[int, list[int]] = {}
        for i, opt in enumerate(options):
            w = world.copy()
            if w.phase == "plan":
                row = list(opt[len(w.row[seat]):])
                for c in row:
                    rules_play(w, CardAction("lay", c))
                rules_play(w, CardAction("done"))
            else:
                rules_play(w, opt)
            self._play_out(w, left, seat, planners, rows, rng)
            if self.endgame and not w.over:
                totals[i] += self._chance(w, seat)
            else:
                totals[i] += _score(w, world, seat, self._later_of())

    def _play_out(self, w: CardState, left: int, seat: int, planners: dict,
                  rows: dict, rng: random.Random) -> None:
        """Play to the end of the round: every seat as the easy player would (each
        seat's plan is made once per world, so all options meet the same rivals), but
        the strong seat spends a Weapon or Friday whenever it can go on with it."""
        mine = planners.setdefault("mine", {})
        if self.unclog and "plain" not in mine:
            mine["plain"] = RoutePlanner(w.island, STEP, None, -UNCLOG, ATTACH)
        elif not self.unclog:
            mine = planners
        for _ in range(400):
            if _round_over(w, left):
                return
            p = w.decider
            acts = rules_legal(w)
            if w.phase == "plan" and not w.row[p]:
                row = rows.get(p)
                if row is None:
                    row = rows[p] = easy_row(w, p, w.hand[p], planners.setdefault(
                        "plain", RoutePlanner(w.island)))
                for c in row:
                    rules_play(w, CardAction("lay", c))
                rules_play(w, CardAction("done"))
                continue
            rules_play(w, easy_action(w, p, acts, rng, mine if p == seat else planners))


def _replan_hidden_rows(w: CardState, seat: int, planners: dict) -> None:
    """A rival's face-down row, dealt at random, becomes the row the easy player would
    have laid from those cards (as long as the one he laid: its length is public)."""
    if w.revealed:
        return
    for p in range(w.n):
        if p == seat or not w.row[p] or not w.planned[p]:
            continue
        k = len(w.row[p])
        w.hand[p] = sorted(w.hand[p] + w.row[p])
        w.row[p] = []
        u, cards, end, steps = plan_row(w, p, planners.setdefault(
            "plain", RoutePlanner(w.island)), room=k)
        if not cards:
            cards = [_junk_card(w.hand[p])]
        for c in cards:
            w.hand[p].remove(c)
        spare = [c for c in w.hand[p] if c in MOVERS]
        while len(cards) < k and spare:
            c = spare.pop()
            w.hand[p].remove(c)
            cards.append(c)
        w.row[p] = list(cards)
        # (a row that could not be filled keeps fewer cards: the hand had no more movers)


def poor_cards(hand: list[int], row: tuple) -> tuple:
    """Cards to lay behind ``row`` only to draw new ones: arrows worth less than a fresh
    card (FRESH), poorest first, while the hand after the round would still be topped up
    to four (then each one laid is replaced by a new card; beyond that it would only
    shrink the hand). Behind a route that ends on a treasure they are ignored (Phase 3)
    and discarded with the row (Phase 5)."""
    rest = list(hand)
    for c in row:
        rest.remove(c)
    out = []
    for c in sorted((c for c in rest if c in MOVERS and CARD_VALUES[c] < FRESH),
                    key=lambda c: (CARD_VALUES[c], c)):
        if len(rest) > HAND_FLOOR - 1:   # kept, it would make the hand bigger than 4
            break
        rest.remove(c)
        out.append(c)
    return tuple(out)


def _situation(s: CardState, seat: int) -> tuple:
    return (s.island, len(s.islands), tuple(s.hand[seat]), tuple(s.coins), tuple(s.row[seat]))


def _option_text(o) -> str:
    if isinstance(o, CardAction):
        return str(o)
    return " ".join(f"lay {c}" for c in o)


def holds_row_cards(s: CardState, seat: int) -> bool:
    return any(c in ROW_CARDS for c in s.hand[seat])


def make_card_crew(level: str, nodes: int | None = None,
                   seconds: float | None = None) -> Crew:
    """A card-game player of ``level``: random, easy or strong (``nodes``: worlds a
    decision, repeatable; ``seconds``: a time; default about one second)."""
    if level == "random":
        return RandomCrew()
    if level == "easy":
        return EasyCardCrew()
    if level == "strong":
        return StrongCardCrew(nodes=nodes, seconds=seconds)
    raise ValueError(f"unknown level {level!r}: one of random, easy, strong")
