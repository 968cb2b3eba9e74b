"""What a card-game seat knows and how the easy player plans a row with it.

:func:`seat_world` deals again everything the seat has not seen; :class:`RoutePlanner`
finds the best route a hand can make on an island card; the easy player's row, its
questions while resolving and its Tortuga visits follow from them (:func:`easy_action`).
The strong player (:mod:`.crews`) plans with the same pieces."""

from __future__ import annotations

import random

from jackal_tui.games.cards.actions import CardAction
from jackal_tui.games.cards.deck import (COUNTS, DOUBLING, FLAGS, FRIDAY, MOVERS, MOVES, ROW_CARDS,
                                        WEAPON)
from jackal_tui.games.cards.islands import ISLANDS, is_land, shift
from jackal_tui.games.cards.search import SEARCH
from jackal_tui.games.cards.state import GOLD, WAITING, CardState


STEP = 0.3        # what a step costs a route (easy): a quicker pirate digs first
CARD = 0.1        # a row card spent
ATTACH = 0.2      # a Weapon, Friday or Doubling spent
# strong: what a card kept for later islands is worth, in coins, by kind (card list order:
# the four fixed diagonals, left-right, up-down, diagonal, straight, horse, red, blue,
# weapon, friday, doubling, rum). A card that cannot be laid also holds a place in the
# hand that the top-up to four would fill with a fresh card.
CARD_VALUES = (0.28, 0.28, 0.06, 0.06, 0.25, 0.31, 0.52, 0.42, 0.85, 0.22, 0.22, 0.05,
               0.02, 0.25, 0.05)
# what a card drawn at random from a full deck is worth, by CARD_VALUES
FRESH = sum(v * n for v, n in zip(CARD_VALUES, COUNTS)) / sum(COUNTS)


# ----- what the seat knows ---------------------------------------------------------------
def seat_world(s: CardState, seat: int, rng: random.Random) -> CardState:
    """A copy of ``s`` with all that ``seat`` has not seen dealt again at random.

    The hidden cards (the deck, the other hands, face-down rows) are first put into one
    sorted pool, so the deal depends on what the seat knows and on ``rng`` only; then
    ``SEARCH.deal`` deals them (keeping hand sizes, row lengths, the deck's size). The
    island deck is dealt too: its size is public, the order of the cards is not.
    """
    t = s.copy()
    hidden_rows = [p for p in range(t.n) if p != seat and not t.revealed and t.row[p]]
    others = [p for p in range(t.n) if p != seat]
    pool = list(t.deck) + [c for p in others for c in t.hand[p]] \
        + [c for p in hidden_rows for c in t.row[p]]
    pool.sort()
    k = len(t.deck)
    t.deck, pool = pool[:k], pool[k:]
    for p in others:
        k = len(t.hand[p])
        t.hand[p], pool = pool[:k], pool[k:]
    for p in hidden_rows:
        k = len(t.row[p])
        t.row[p], pool = pool[:k], pool[k:]
    t.seed = 0
    w = SEARCH.deal(t, seat, rng)
    unseen = [no for no in range(1, len(ISLANDS) + 1) if no != s.island_no]
    w.islands = rng.sample(unseen, len(s.islands))
    return w


# ----- routes ----------------------------------------------------------------------------
class RoutePlanner:
    """The best route on one island card, by depth-first search with memory.

    A route is scored ``value - step x steps - CARD x cards laid - ATTACH x cards
    attached`` (a route that ends on no treasure has value 0). ``values`` maps a treasure
    space to what reaching it is worth (default: its coins).
    """

    def __init__(self, grid: str, step: float = STEP, values: dict[int, float] | None = None,
                 attach: float = ATTACH, double: float | None = None):
        self.grid = grid
        self.step = step
        self.attach = attach                           # a Weapon or Friday attached
        self.double = attach if double is None else double   # a Doubling attached
        self.values = values if values is not None else \
            {i: float(ch) for i, ch in enumerate(grid) if ch in "123"}
        self.memo: dict[tuple, tuple] = {}
        self.rows: dict[tuple, tuple] = {}   # easy_row's answers by hand
        # a kept hand's best short route here, by its row cards and attachments
        self.hand_worths: dict[tuple, tuple[float, int, int]] = {}
        self.moves: dict[tuple[int, int], tuple[int, ...]] = {}

    def targets(self, card: int, pos: int) -> tuple[int, ...]:
        """Where ``card`` can take a pirate from ``pos`` (-1: the move is lost)."""
        key = (card, pos)
        out = self.moves.get(key)
        if out is None:
            got = set()
            for dr, dc in MOVES[card]:
                to = shift(pos, dr, dc)
                got.add(to if to is not None and is_land(self.grid, to) else -1)
            out = self.moves[key] = tuple(sorted(got))
        return out

    # A result: (score from here on, hand cards laid from here on, end space, steps).
    def best(self, pos: int, fixed: tuple, hand: tuple | None, w: int, f: int, d: int,
             dbl: int | None, first: bool, room: int = 99) -> tuple:
        """The best way on from ``pos``: ``fixed`` row cards still to resolve, then (at
        plan time) cards from ``hand`` (sorted row cards; None: nothing more can be
        laid) up to ``room`` more; ``w``/``f``/``d`` Weapons, Fridays, Doublings held;
        ``dbl`` the card just moved that may be doubled; ``first``: no card yet."""
        if hand is None:
            room = 0
        elif room > len(hand):
            room = len(hand)      # the same search: more would not fit in the hand
        key = (pos, fixed, hand, w, f, d, dbl, first, room)
        got = self.memo.get(key)
        if got is not None:
            return got
        options = []
        if dbl is not None and d > 0:
            r = self.card(dbl, pos, fixed, hand, w, f, d - 1, None, room)
            options.append((r[0] - self.double,) + r[1:])
        if fixed:
            options.append(self.card(fixed[0], pos, fixed[1:], hand, w, f, d, first, room))
        else:
            options.append((-0.0, (), -1, 0))   # the row ends here: no treasure
            if hand and room > 0:
                for i, c in enumerate(hand):
                    if i and hand[i - 1] == c:
                        continue
                    if c in FLAGS and not first:
                        continue
                    rest = hand[:i] + hand[i + 1:]
                    r = self.card(c, pos, (), rest, w, f, d, first, room - 1)
                    options.append((r[0] - CARD, (c,) + r[1], r[2], r[3]))
        res = options[0]
        for r in options:         # the best score, then the fewest cards; first on ties
            if r[0] > res[0] or (r[0] == res[0] and len(r[1]) < len(res[1])):
                res = r
        self.memo[key] = res
        return res

    def card(self, c: int, pos: int, fixed: tuple, hand, w, f, d, first, room,
             doubled: bool = False) -> tuple:
        """Resolve card ``c`` from ``pos`` (its doubled move if ``first is None``)."""
        if c in FLAGS:
            cell = self.grid.find(FLAGS[c]) if first else -1
            if cell < 0:
                return (0.0, (), -1, 0)          # a flag the island has not got
            return self.best(cell, fixed, hand, w, f, d, None, False, room)
        may_double = c if first is not None else None
        out = None
        for to in self.targets(c, pos):
            r = self.enter(to, pos, c, may_double, fixed, hand, w, f, d, room)
            if out is None or r[0] > out[0]:
                out = r
        return out

    def enter(self, to: int, pos: int, c: int, may_double, fixed, hand, w, f, d,
              room) -> tuple:
        """The best result of a move of card ``c`` ending on ``to`` (-1: lost)."""
        if to < 0:
            return self.after(pos, 1, may_double, fixed, hand, w, f, d, room)
        mark = self.grid[to]
        if mark in "123":
            v = self.values.get(to, 0.0)
            return (v - self.step, (), to, 1)
        if mark == "D":
            r = self.after(to, 2, may_double, fixed, hand, w, f, d, room)
            if f > 0:
                r2 = self.after(to, 1, may_double, fixed, hand, w, f - 1, d, room)
                r2 = (r2[0] - self.attach,) + r2[1:]
                r = max(r, r2, key=lambda x: x[0])
            return r
        if mark == "X":
            if w > 0:
                r = self.after(to, 1, may_double, fixed, hand, w - 1, f, d, room)
                return max((r[0] - self.attach,) + r[1:], (-self.step, (), -1, 1),
                           key=lambda x: x[0])
            return (-self.step, (), -1, 1)     # the turn ends at the bandit
        return self.after(to, 1, may_double, fixed, hand, w, f, d, room)

    def after(self, pos, cost, may_double, fixed, hand, w, f, d, room) -> tuple:
        r = self.best(pos, fixed, hand, w, f, d, may_double, False, room)
        return (r[0] - self.step * cost, r[1], r[2], r[3] + cost)


def _counts(hand: list[int]) -> tuple[int, int, int]:
    """Weapons, Fridays and Doublings held, three at most of each (no route on a 4 x 4
    card uses more)."""
    return min(3, hand.count(WEAPON)), min(3, hand.count(FRIDAY)), min(3, hand.count(DOUBLING))


def _row_hand(hand: list[int]) -> tuple:
    return tuple(sorted(c for c in hand if c in ROW_CARDS))


def plan_row(s: CardState, seat: int, planner: RoutePlanner | None = None,
             room: int = 99) -> tuple[float, list[int], int, int]:
    """The best row for ``seat`` from its hand, after the cards already laid: (score,
    the cards still to lay in order, the treasure space it ends on or -1, steps)."""
    p = planner or RoutePlanner(s.island)
    w, f, d = _counts(s.hand[seat])
    start = s.island.find("W")
    row = tuple(s.row[seat])
    u, cards, end, steps = p.best(start, row, _row_hand(s.hand[seat]), w, f, d, None,
                                  True, room)
    return u, list(cards), end, steps


def resolving_value(s: CardState, seat: int, action: CardAction,
                    planner: RoutePlanner) -> float:
    """The best score of the rest of ``seat``'s turn after ``action`` (a question asked
    while his own row resolves), from his position, row and hand."""
    hand = s.hand[seat]
    w, f, d = _counts(hand)
    row = tuple(s.row[seat])
    i, doubled, pos = s.next[seat], s.doubled[seat], s.pos[seat]
    card = row[i]
    rest = row[i + 1:]
    may_double = None if doubled else card
    ph = s.phase
    if ph == "move":
        to = action.arg if action.kind == "to" else -1
        return planner.enter(to, pos, card, may_double, rest, None, w, f, d, 0)[0]
    if ph == "friday":
        if action.arg:
            return planner.after(s.pending, 1, may_double, rest, None, w, f - 1, d, 0)[0] \
                - planner.attach
        return planner.after(s.pending, 2, may_double, rest, None, w, f, d, 0)[0]
    if ph == "weapon":
        if action.arg:
            return planner.after(s.pending, 1, may_double, rest, None, w - 1, f, d, 0)[0] \
                - planner.attach
        return -planner.step
    if ph == "double":
        if action.arg:
            return planner.card(card, pos, rest, None, w, f, d - 1, None, 0)[0] - planner.double
        return planner.best(pos, rest, None, w, f, d, None, False, 0)[0]
    raise ValueError(f"not a question of the resolution: {ph}")


def easy_row(s: CardState, seat: int, hand: list[int], planner: RoutePlanner) -> list[int]:
    """The whole row the easy player lays from ``hand`` on this island (card by card, as
    :func:`easy_action` does: the best route, or a card given up and then what follows
    it best)."""
    key = tuple(sorted(hand))
    known = planner.rows.get(key)
    if known is not None:
        return list(known)
    hand = list(hand)
    w, f, d = _counts(hand)
    start = s.island.find("W")
    row: list[int] = []
    while True:
        u, cards, end, steps = planner.best(start, tuple(row), _row_hand(hand), w, f, d,
                                            None, True, 99)
        if cards:
            c = cards[0]
        elif row or not any(c in ROW_CARDS for c in hand):
            planner.rows[key] = tuple(row)
            return row
        else:
            c = _junk_card(hand)
        hand.remove(c)
        row.append(c)


def easy_visits(s: CardState, seat: int, hand: list[int], planner: RoutePlanner) -> bool:
    """Whether the easy player holding ``hand`` goes to Tortuga (see easy_action)."""
    movers = sum(1 for c in hand if c in ROW_CARDS)
    if movers > 2 or not s.islands:     # no search needed: easy sails
        return False
    w, f, d = _counts(hand)
    u, cards, end, steps = planner.best(s.island.find("W"), (), _row_hand(hand), w, f, d,
                                        None, True, 99)
    return end < 0


def _junk_card(hand: list[int]) -> int:
    """The card a row that reaches nothing gives up: the most common plain arrow."""
    movers = [c for c in hand if c in MOVERS]
    if not movers:
        return min(c for c in hand if c in FLAGS)
    return max(set(movers), key=lambda c: (movers.count(c), c < 4, c != 8, -c))


def _threat(s: CardState, giver: int, target: int, planners: dict) -> bool:
    """Whether ``target``'s revealed row could take ``giver``'s treasure (or first
    place on it) if he is not slowed: reasoning from his row only (his hand is secret)."""
    mine = _my_goal(s, giver, planners)
    if mine is None:
        return False
    cell, my_steps = mine
    values = {cell: 10.0}
    planner = planners.setdefault(("only", cell), RoutePlanner(s.island, 0.01, values))
    u, _, end, steps = planner.best(s.island.find("W"), tuple(s.row[target]), None, 0, 0, 0,
                                    None, True, 0)
    if end != cell:
        return False
    return s.steps[target] + steps <= my_steps + 1


def _my_goal(s: CardState, seat: int, planners: dict):
    """The treasure space ``seat`` has reached or is going for, and in how many steps."""
    if s.status[seat] == GOLD:
        return s.pos[seat], s.steps[seat]
    if s.status[seat] == WAITING and s.row[seat] and s.sail[seat]:
        planner = planners.setdefault("plain", RoutePlanner(s.island))
        w, f, d = _counts(s.hand[seat])
        u, _, end, steps = planner.best(s.island.find("W"), tuple(s.row[seat]), None, w, f,
                                        d, None, True, 0)
        if end >= 0:
            return end, s.steps[seat] + steps
    return None


def easy_action(s: CardState, seat: int, legal: list[CardAction], rng: random.Random,
                planners: dict | None = None) -> CardAction:
    """The easy player's choice in ``s`` (which must hold only what ``seat`` may know, or
    be a world dealt for it)."""
    if len(legal) == 1:
        return legal[0]
    planners = {} if planners is None else planners
    plain = planners.setdefault("plain", RoutePlanner(s.island))
    ph = s.phase
    if ph == "tortuga":
        u, cards, end, steps = plan_row(s, seat, plain)
        movers = sum(1 for c in s.hand[seat] if c in ROW_CARDS)
        t1 = CardAction("tortuga", 1)
        if end < 0 and movers <= 2 and s.islands and t1 in legal:
            return t1
        return CardAction("sail")
    if ph == "plan":
        u, cards, end, steps = plan_row(s, seat, plain)
        if cards:
            return CardAction("lay", cards[0])
        if CardAction("done") in legal:
            return CardAction("done")
        return CardAction("lay", _junk_card(s.hand[seat]))
    if ph == "rum":
        if s.cur is not None and _threat(s, seat, s.cur, planners):
            return CardAction("rum", 1)
        return CardAction("rum", 0)
    scored = [(resolving_value(s, seat, a, plain), -i, a) for i, a in enumerate(legal)]
    return max(scored)[2]


# ----- the players -----------------------------------------------------------------------
