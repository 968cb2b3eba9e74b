"""The card game's state, and how each event changes it.

``apply_event`` is the only code that changes a CardState and it draws no random number:
a shuffle, a draw and a turned-up island carry what they showed. docs/rules-cards.md
lists the events.
"""

from __future__ import annotations

import bisect
import hashlib

from jackal_tui.games.cards.deck import RUM
from jackal_tui.games.cards.islands import find

# What a seat is asked (state.phase; "over" when the game has ended).
PHASES = ("tortuga", "plan", "rum", "move", "friday", "weapon", "double", "over")
# What became of a sailor's pirate this round (state.status).
WAITING, GOING, GOLD, OUT = "", "going", "gold", "out"


class ReplayError(ValueError):
    """An event that does not fit the game (replay never guesses)."""


class CardState:
    """Everything about one game of the card game, secrets included.

    Per seat: ``coins``, ``hand`` (sorted card kinds), ``sail`` (None: not yet said,
    True: sails this round, False: in Tortuga), ``planned``, ``row`` (the cards laid, left
    to right), ``pos`` (the pirate's space, None before his resolution), ``steps``,
    ``next`` (the row card being resolved, or the next to resolve), ``doubled`` (the
    card's doubled move is the one being made), ``status`` (WAITING, GOING, GOLD, OUT).
    """

    __slots__ = ("n", "names", "seed", "shuffles", "islands", "island", "island_no",
                 "first", "deck", "discard", "played", "revealed", "phase", "decider",
                 "cur", "pending", "coins", "hand", "sail", "planned", "row", "pos",
                 "steps", "next", "doubled", "status")
    game = "card-game"   # the registered game this state is of

    def __init__(self, n: int):
        self.n = n
        self.names = [f"Player {i + 1}" for i in range(n)]
        self.seed = 0
        self.shuffles = 0
        self.islands: list[int] = []     # the island deck, top first (card numbers 1-40)
        self.island = ""                 # the 16 spaces of the card on the table
        self.island_no = 0               # its number, 0 for one written out by hand
        self.first = 0
        self.deck: list[int] = []        # top first
        self.discard: list[int] = []     # sorted: its order never matters
        self.played: list[int] = []      # attached and Rum cards of this round, sorted
        self.revealed = False
        self.phase = "plan"
        self.decider: int | None = None
        self.cur: int | None = None      # the sailor being resolved
        self.pending: int | None = None  # the space a Friday or Weapon question is about
        self.coins = [0] * n
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.new_round()

    def new_round(self) -> None:
        n = self.n
        self.sail: list[bool | None] = [None] * n
        self.planned = [False] * n
        self.row: list[list[int]] = [[] for _ in range(n)]
        self.pos: list[int | None] = [None] * n
        self.steps = [0] * n
        self.next = [0] * n
        self.doubled = [False] * n
        self.status = [WAITING] * n
        self.revealed = False
        self.played = []
        self.cur = None
        self.pending = None

    # ----- reading --------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    def order(self) -> list[int]:
        """The seats from this round's first player clockwise."""
        return [(self.first + k) % self.n for k in range(self.n)]

    def key(self) -> tuple:
        return (self.n, tuple(self.names), self.seed, self.shuffles, tuple(self.islands),
                self.island, self.island_no, self.first,
                tuple(self.deck), tuple(self.discard), tuple(self.played), self.revealed,
                self.phase, self.decider, self.cur, self.pending, tuple(self.coins),
                tuple(map(tuple, self.hand)), tuple(self.sail), tuple(self.planned),
                tuple(map(tuple, self.row)), tuple(self.pos), tuple(self.steps),
                tuple(self.next), tuple(self.doubled), tuple(self.status))

    def state_hash(self) -> str:
        return hashlib.blake2b(repr(self.key()).encode(), digest_size=8).hexdigest()

    def __eq__(self, other) -> bool:
        return isinstance(other, CardState) and self.key() == other.key()

    __hash__ = None  # mutable

    def copy(self) -> "CardState":
        s = CardState.__new__(CardState)
        for name in CardState.__slots__:
            v = getattr(self, name)
            if isinstance(v, list):
                v = [x.copy() if isinstance(x, list) else x for x in v]
            setattr(s, name, v)
        return s

    def cards_in_play(self) -> int:
        """Deck, hands, rows, this round's played cards and the discard (always 60)."""
        return (len(self.deck) + len(self.discard) + len(self.played)
                + sum(map(len, self.hand)) + sum(map(len, self.row)))


def _take(hand: list[int], card: int, seat: int) -> None:
    try:
        hand.remove(card)
    except ValueError:
        raise ReplayError(f"seat {seat} plays a card he does not hold ({card})") from None


def apply_event(s: CardState, ev: tuple) -> None:
    """Change ``s`` by one event (docs/rules-cards.md, Events)."""
    kind = ev[0]
    if kind == "act":
        return
    if kind == "island":
        no, grid = ev[1], ev[2]
        if no:
            if not s.islands or s.islands[0] != no:
                raise ReplayError(f"island card {no} is not the top of the island deck")
            s.islands.pop(0)
        s.island, s.island_no = grid, no
        s.new_round()
    elif kind == "sail":
        s.sail[ev[1]] = True
    elif kind == "tortuga":
        seat, paid = ev[1], ev[2]
        if s.coins[seat] < paid:
            raise ReplayError(f"seat {seat} cannot pay {paid} coins")
        s.sail[seat] = False
        s.coins[seat] -= paid
    elif kind == "draw":
        seat, cards = ev[1], ev[2]
        for c in cards:
            if not s.deck or s.deck[0] != c:
                raise ReplayError("the drawn card is not the top of the deck")
            s.deck.pop(0)
            bisect.insort(s.hand[seat], c)
    elif kind == "shuffle":
        order = list(ev[1])
        if s.deck or sorted(order) != s.discard:
            raise ReplayError("a shuffle must turn the whole discard into an empty deck")
        s.deck, s.discard = order, []
        s.shuffles += 1
    elif kind == "lay":
        _take(s.hand[ev[1]], ev[2], ev[1])
        s.row[ev[1]].append(ev[2])
    elif kind == "planned":
        s.planned[ev[1]] = True
    elif kind == "reveal":
        if [list(r) for r in ev[1:]] != s.row:
            raise ReplayError("the revealed rows are not the rows laid")
        s.revealed = True
    elif kind == "rum":
        giver, taker, k = ev[1], ev[2], ev[3]
        for _ in range(k):
            _take(s.hand[giver], RUM, giver)
            bisect.insort(s.played, RUM)
        s.steps[taker] += k
    elif kind == "start":
        seat = ev[1]
        s.cur = seat
        s.pos[seat] = find(s.island, "W")
        s.status[seat] = GOING
        s.next[seat], s.doubled[seat] = 0, False
    elif kind == "goto":
        seat, cell, cost = ev[1], ev[2], ev[3]
        s.pos[seat] = cell
        s.steps[seat] += cost
    elif kind == "attach":
        _take(s.hand[ev[1]], ev[2], ev[1])
        bisect.insort(s.played, ev[2])
    elif kind == "card":
        s.next[ev[1]], s.doubled[ev[1]] = ev[2], bool(ev[3])
    elif kind == "end":
        s.status[ev[1]] = ev[2]
        s.cur = None
    elif kind == "ask":
        s.phase, s.decider = ev[2], ev[1]
        s.pending = ev[3] if len(ev) > 3 else None
        return
    elif kind == "coins":
        s.coins[ev[1]] += ev[2]
    elif kind == "discard":
        for r in s.row:
            s.discard.extend(r)
            r.clear()
        s.discard.extend(s.played)
        s.played = []
        s.discard.sort()
    elif kind == "token":
        s.first = ev[1]
    elif kind == "over":
        s.phase, s.decider, s.pending = "over", None, None
        return
    else:
        raise ReplayError(f"unknown event {kind!r}")
