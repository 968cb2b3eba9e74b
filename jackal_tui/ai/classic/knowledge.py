"""What a seat may know, turned into the maps the computer crews think with.

A seat sees the open tiles, the pieces and the coins; it knows which tiles are still in
the box but not where they lie. Everything in this package reads a tile only where
``state.up`` says it is open. Face-down cells are only ever seen through
``engine.view.sample_view`` (see ``Worlds``), which deals them again at random: a world
that agrees with all the seat has seen and says nothing about where the real tiles lie.
``state.seed`` (which draws the turn of arrows and cannons) is never read either: each
world gets a fresh one.
"""

from __future__ import annotations

import heapq
import random

from jackal_tui.games.classic import view
from jackal_tui.games.classic.actions import Action
from jackal_tui.games.classic.rules import Resolver, legal_actions
from jackal_tui.games.classic.board import (
    CELLS, IS_ISLAND, ISLAND_CELLS, KNIGHT, NEIGHBOURS, SHIP_SIDES, SIZE, STEP, front_of,
)
from jackal_tui.games.classic.state import SHIP, State
from jackal_tui.games.classic.tiles import (
    AIRPLANE, ARROW, BALLOON, BEN_GUNN, BOTTLES, CARAMBA, CHEST, EARTHQUAKE, EMPTY, FORTRESS,
    FRIDAY, GALLEON, HORSE, ICE, LIGHTHOUSE, MISSIONARY, NATIVE, RUM, SMOKE, SPIN, THICKET, TRAP,
)

INF = 10**6

# Chebyshev (king-move) distance between any two cells, flat: CHEB[a * CELLS + b].
CHEB = [max(abs(a % SIZE - b % SIZE), abs(a // SIZE - b // SIZE))
        for a in range(CELLS) for b in range(CELLS)]



def _sea_distances() -> dict[int, list[int]]:
    """Strokes between sea cells, swimming round the island (SEA_DIST[a][b])."""
    from jackal_tui.games.classic.board import SEA_CELLS, SEA_NEIGHBOURS
    out = {}
    for a in SEA_CELLS:
        dist = [INF] * CELLS
        dist[a] = 0
        queue = [a]
        for c in queue:
            for n in SEA_NEIGHBOURS[c]:
                if dist[n] == INF:
                    dist[n] = dist[c] + 1
                    queue.append(n)
        out[a] = dist
    return out


SEA_DIST = _sea_distances()
_SWIM: dict[tuple, list[int]] = {}


def swim_dist(s: State, side: int, frm: int, ship: int) -> int:
    """Strokes for a swimmer of ``side`` from sea cell ``frm`` to his ship at ``ship``,
    never through another side's ship (swimming onto one kills him). ``SEA_DIST`` goes
    straight past them: a swimmer with an enemy ship between him and his own saw no way
    round and swam to and fro beside it until the anti-stall limit."""
    blocked = tuple(sorted(s.ship[c] for c in s.crews if s.side[c] != side))
    key = (ship, blocked)
    dist = _SWIM.get(key)
    if dist is None:
        from jackal_tui.games.classic.board import SEA_NEIGHBOURS
        dist = [INF] * CELLS
        dist[ship] = 0
        queue = [ship]
        for c in queue:
            for n in SEA_NEIGHBOURS[c]:
                if dist[n] == INF and n not in blocked:
                    dist[n] = dist[c] + 1
                    queue.append(n)
        if len(_SWIM) > 4096:
            _SWIM.clear()
        _SWIM[key] = dist
    return dist[frm]

# SHIP_INDEX[crew][cell] -> position 0..8 of a ship cell along that crew's side.
SHIP_INDEX = [{c: i for i, c in enumerate(SHIP_SIDES[crew])} for crew in range(4)]


def _aboard() -> list[list[list[int]]]:
    """ABOARD[crew][i][cell]: actions for a pirate aboard that crew's ship, lying at
    position i of its side, to reach a cell: sail, land in front, walk."""
    out = []
    for crew in range(4):
        side = SHIP_SIDES[crew]
        fronts = [front_of(sc, crew) for sc in side]
        per = []
        for i in range(len(side)):
            per.append([min(abs(j - i) + 1 + CHEB[f * CELLS + c] for j, f in enumerate(fronts))
                        for c in range(CELLS)])
        out.append(per)
    return out


ABOARD = _aboard()


def position_key(s: State, crews=None) -> tuple:
    """What a seat sees of the pieces and coins (no tiles): to notice a repetition.
    ``crews``: only these crews' pieces and ships (the coins and banks all the same)."""
    if crews is None:
        return (tuple(sorted(s.coins.items())), tuple(s.p_where), tuple(s.p_cell),
                tuple(s.p_step), tuple(s.ship), tuple(s.banked), s.turn)
    pirates = [p for c in crews for p in range(c * 3, c * 3 + 3)]
    return (tuple(sorted(s.coins.items())), s.galleon,
            tuple((s.p_where[p], s.p_cell[p], s.p_step[p]) for p in pirates),
            tuple(s.ship[c] for c in crews), tuple(s.banked))


# treasure-island tiles that act once, when opened, and are empty ground after
_ONCE = frozenset((CARAMBA, EARTHQUAKE, LIGHTHOUSE, SMOKE, BOTTLES, GALLEON, BEN_GUNN, FRIDAY,
                   MISSIONARY))
_STAND = frozenset((EMPTY, CHEST, SPIN, RUM, TRAP)) | _ONCE   # a carrier may stop here
# ... and a pirate with empty hands (fortresses and the thicket take no coin)
_WALK = _STAND | {FORTRESS, NATIVE, THICKET}
_THROUGH = frozenset((ARROW, HORSE, BALLOON, AIRPLANE))  # he is sent on (or banks)
_ARRIVE_EXTRA = {RUM: 1, TRAP: 5}   # sent onto a rum barrel or a trap by an arrow


# What a coin carrier pays to step onto an open tile on the way to a ship (None: he
# cannot stand there with a coin, or the tile throws him somewhere else).
def _carrier_cost(kind: int | None, param) -> float | None:
    if kind is None:
        return 2.0          # face down: somebody must open it first, and it may be anything
    if kind in (EMPTY, CHEST) or kind in _ONCE:
        return 1.0
    if kind == SPIN:
        return float(param)  # one action per step, the last one to leave
    if kind == RUM:
        return 2.0
    if kind == TRAP:
        return 6.0
    return None             # fortress, arrow, ice, horse, crocodile, cannibal, cannon...


class Maps:
    """Distances worked out once per decision from the open tiles of the real position.

    ``home(crew, ship_index)``: for every island cell, about how many actions a coin
    there needs to reach that crew's ship (walking over open tiles, opening the closed
    ones, the ship moving along its side to meet it; a balloon or an unused airplane is a
    short cut). ``frontier[cell]``: actions from a cell to the nearest face-down tile.
    """

    _last: tuple | None = None   # (open tiles, maps) of the last ``of`` call

    @classmethod
    def of(cls, s: State) -> "Maps":
        """``Maps(s)``, or the maps last made if the open tiles are the same (they change
        only when a tile opens, so a crew's next decisions reuse them and all they have
        worked out; ``Maps`` reads nothing else of the position)."""
        key = tuple(s.tiles[c] if s.up[c] else None for c in ISLAND_CELLS)
        last = cls._last
        if last is not None and last[0] == key:
            last[1]._stall(s)
            return last[1]
        maps = cls(s)
        cls._last = (key, maps)
        return maps

    def _stall(self, s: State) -> None:
        """What ``evaluate.stall_pressure`` compares with: where the decision begins."""
        self.stall_p = stall_weight(s)
        self.root_banked = sum(s.banked)
        self.root_up = sum(s.up)

    def __init__(self, s: State):
        # how near the anti-stall end is where the decision begins (``evaluate``)
        self._stall(s)
        self.kinds: list = [None] * CELLS
        self.params: list = [None] * CELLS
        for c in ISLAND_CELLS:
            if s.up[c]:
                t = s.tiles[c]
                self.kinds[c], self.params[c] = t.kind, t.param
        self._home: dict[tuple[int, int, bool], list[float]] = {}
        self._ways()
        self._walks: dict[int, list[float]] = {}
        self.frontier = self._frontier()
        self._ship_frontier: dict[tuple[int, int], float] = {}
        self._walks: dict[int, list[float]] = {}
        self._aboard: dict[tuple[int, int, int], float] = {}
        # what ``evaluate`` has worked out with these maps (it reads no other tiles)
        self.coins_memo: dict[tuple, list] = {}
        self.facedown = sum(1 for c in ISLAND_CELLS if not s.up[c])

    def _frontier(self) -> list[float]:
        """Actions a pirate with empty hands on each cell needs to step onto a face-down
        tile (``_walk``). INF where no way is known: a pirate penned in by crocodiles,
        cannons, the cannibal or balloons must go round by his ship (``ship_frontier``)."""
        return self._walk([c for c in ISLAND_CELLS if self.kinds[c] is None], 0.0)

    def walk_to(self, cell: int) -> list[float]:
        """For every cell, the actions a pirate with empty hands there needs to step onto
        ``cell`` (a face-down tile on the way costs one more: it may be anything)."""
        m = self._walks.get(cell)
        if m is None:
            m = self._walks[cell] = self._walk([cell], 1.0)
        return m

    def _walk(self, goals: list[int], closed_extra: float) -> list[float]:
        """Dijkstra from ``goals`` outwards over the ways a pirate with empty hands may go:
        onto the open tiles he may stand on (and face-down ones, ``closed_extra`` more),
        arrows, horses and ice carrying him on; a crocodile, a cannon, the cannibal or a
        balloon bar the way, an unused airplane flies him anywhere."""
        kinds, params = self.kinds, self.params
        dist = [float(INF)] * CELLS
        heap: list[tuple[float, int]] = []
        for c in goals:
            dist[c] = 0.0
            heap.append((0.0, c))
        for c in ISLAND_CELLS:
            if kinds[c] == AIRPLANE and dist[c] > 1.0:
                dist[c] = 1.0
                heap.append((1.0, c))
        heapq.heapify(heap)
        ways_into, ice_from = self.ways_into, self.ice_from
        goal = set(goals)
        while heap:
            d, c = heapq.heappop(heap)
            if d > dist[c]:
                continue
            k = kinds[c]
            if k is None or k in _WALK:
                # what stepping onto c costs before he can go on from it
                if c in goal:
                    arrive = d
                elif k is None:
                    arrive = d + closed_extra
                else:
                    arrive = d + _ARRIVE_EXTRA.get(k, 0) + (params[c] - 1 if k == SPIN else 0)
                for a in ways_into.get(c, ()):   # an arrow or a horse sends him here
                    if arrive < dist[a]:
                        dist[a] = arrive
                        heapq.heappush(heap, (arrive, a))
                for x in ice_from.get(c, ()):    # ice slides him here
                    if arrive + 1 < dist[x]:
                        dist[x] = arrive + 1
                        heapq.heappush(heap, (arrive + 1, x))
            elif k in (ARROW, HORSE, AIRPLANE):
                arrive = d
            else:
                continue
            nd = arrive + 1
            for n in NEIGHBOURS[c]:
                if IS_ISLAND[n] and nd < dist[n] and (kinds[n] is None or kinds[n] in _WALK):
                    dist[n] = nd
                    heapq.heappush(heap, (nd, n))
        return dist

    def _from_ship(self, m: list[float], crew: int, index: int) -> float:
        """Actions from aboard ``crew``'s ship at ``index`` to where map ``m`` leads (``m``
        from ``_walk``): sail along the side, land in front, go on."""
        v = float(INF)
        kinds, params = self.kinds, self.params
        for j, sc in enumerate(SHIP_SIDES[crew]):
            f = front_of(sc, crew)
            k = kinds[f]
            if m[f] == 0.0 or k is None:
                arrive = m[f]
            elif k in _WALK:
                arrive = m[f] + _ARRIVE_EXTRA.get(k, 0) + (params[f] - 1 if k == SPIN else 0)
            elif k in (ARROW, HORSE, AIRPLANE):
                arrive = m[f]
            else:
                continue
            v = min(v, abs(j - index) + 1 + arrive)
        return v

    def aboard_to(self, cell: int, crew: int, index: int) -> float:
        """Actions from aboard ``crew``'s ship at ``index`` to step onto ``cell``."""
        key = (cell, crew, index)
        v = self._aboard.get(key)
        if v is None:
            v = self._aboard[key] = self._from_ship(self.walk_to(cell), crew, index)
        return v

    def ship_frontier(self, crew: int, index: int) -> float:
        """Actions a pirate aboard ``crew``'s ship, lying at ``index`` along its side, needs
        to step onto a face-down tile: sail, land in front, walk (``frontier``)."""
        key = (crew, index)
        v = self._ship_frontier.get(key)
        if v is None:
            v = self._ship_frontier[key] = self._from_ship(self.frontier, crew, index)
        return v

    def home(self, crew: int, index: int, sails: bool = True) -> list[float]:
        """``sails``: someone of the crew is aboard, so the ship can move to meet a coin."""
        key = (crew, index, sails)
        m = self._home.get(key)
        if m is None:
            m = self._home[key] = self._home_map(crew, index, sails)
        return m

    def _home_map(self, crew: int, index: int, sails: bool) -> list[float]:
        """Dijkstra from the ship outwards. For a cell a carrier can stand on, the value
        is the actions from there to the bank; for an arrow or a horse, the actions left
        once he has stepped onto it (he is sent on at once, choosing among its ways)."""
        kinds, params = self.kinds, self.params
        dist = [float(INF)] * CELLS
        heap: list[tuple[float, int]] = []
        side_index = SHIP_INDEX[crew]

        def ship_cost(cell: int, per_cell: float = 0.5) -> float:
            j = side_index.get(cell)
            if j is None or (not sails and j != index):
                return INF
            return per_cell * abs(j - index)  # the ship sails to meet him

        for j, sc in enumerate(SHIP_SIDES[crew]):
            start = 1.0 + ship_cost(sc)  # board
            if start >= INF:
                continue
            for n in NEIGHBOURS[sc]:  # only from a tile he can stand on (not an arrow...)
                if IS_ISLAND[n] and start < dist[n] and (kinds[n] is None or kinds[n] in _STAND):
                    dist[n] = start
        for c in ISLAND_CELLS:
            k = kinds[c]
            if k == BALLOON:
                dist[c] = 0.0
            elif k == AIRPLANE:
                dist[c] = 1.0
            elif k == ARROW or k == HORSE:
                # a way into the sea lands him aboard only if the ship is there first: a
                # pirate sent on cannot wait for it, so each cell it sails is an action of
                # its own (at half an action, a ship ringed by arrows, a horse and a
                # crocodile never moved and its carriers went round the arrows with their
                # coins until the anti-stall end)
                best = min((ship_cost(x, 1.0) for x in self.ways[c]
                            if x >= 0 and not IS_ISLAND[x]), default=INF)
                dist[c] = min(dist[c], best)
        for c in ISLAND_CELLS:
            if dist[c] < INF:
                heapq.heappush(heap, (dist[c], c))
        ways_into = self.ways_into
        ice_from = self.ice_from
        while heap:
            d, c = heapq.heappop(heap)
            if d > dist[c]:
                continue
            k = kinds[c]
            if k is None or k in _STAND:
                enter = _carrier_cost(k, params[c])
                if k is not None:
                    arrive = d + _ARRIVE_EXTRA.get(k, 0) + (params[c] - 1 if k == SPIN else 0)
                    for a in ways_into.get(c, ()):   # an arrow or a horse sends him here
                        if arrive < dist[a]:
                            dist[a] = arrive
                            heapq.heappush(heap, (arrive, a))
                    for x in ice_from.get(c, ()):    # ice slides him here
                        if arrive + 1 < dist[x]:
                            dist[x] = arrive + 1
                            heapq.heappush(heap, (arrive + 1, x))
            elif k in _THROUGH:
                enter = 1.0
                for a in ways_into.get(c, ()):
                    if d < dist[a]:
                        dist[a] = d
                        heapq.heappush(heap, (d, a))
            else:
                continue
            nd = d + enter
            for n in NEIGHBOURS[c]:
                if IS_ISLAND[n] and nd < dist[n] and (kinds[n] is None or kinds[n] in _STAND):
                    dist[n] = nd
                    heapq.heappush(heap, (nd, n))
        return dist

    def _ways(self) -> None:
        """Where each open arrow or horse may send a pirate, and the reverse; and for
        each cell, the cells from which a step over an open ice tile slides onto it."""
        kinds, params = self.kinds, self.params
        self.ways: dict[int, list[int]] = {}
        self.ways_into: dict[int, list[int]] = {}
        self.ice_from: dict[int, list[int]] = {}
        for c in ISLAND_CELLS:
            k = kinds[c]
            if k == ARROW:
                self.ways[c] = [STEP[c][d] for d in params[c]]
            elif k == HORSE:
                self.ways[c] = list(KNIGHT[c])
            elif k == ICE:
                for d in range(8):
                    x, t = STEP[c][(d + 4) % 8], STEP[c][d]
                    if x >= 0 and t >= 0 and IS_ISLAND[x] and IS_ISLAND[t] \
                            and (kinds[x] is None or kinds[x] in _STAND):
                        self.ice_from.setdefault(t, []).append(x)
        for a, targets in self.ways.items():
            for t in targets:
                if t >= 0 and IS_ISLAND[t]:
                    self.ways_into.setdefault(t, []).append(a)


def play(w: State, a: Action) -> list[Action]:
    """Play ``a`` on world ``w`` (a bare State, changed in place); the legal actions
    after it (the engine's resolver already lists them for the next crew)."""
    r = Resolver(w)
    r.play(a)
    nxt = r.next_legal
    return nxt if nxt is not None else legal_actions(w)


def home_of(s: State, maps: Maps, crew: int) -> list[float]:
    """``maps.home`` for the crew's ship where it is now."""
    sails = False
    for p in range(crew * 3, crew * 3 + 3):
        if s.p_where[p] == SHIP and s.p_ship[p] == crew:
            sails = True
            break
    return maps.home(crew, SHIP_INDEX[crew][s.ship[crew]], sails)


def frontier_of_ship(maps: Maps, s: State, crew: int) -> int:
    """Distance to the unknown for a pirate aboard ``crew``'s ship (``Maps.ship_frontier``)."""
    return maps.ship_frontier(crew, SHIP_INDEX[crew][s.ship[crew]])


class Worlds:
    """Deals worlds for a search: every one a fresh ``sample_view`` of the position.

    It starts from one ``view.sample_view``; each deal shuffles that sample's face-down
    tiles again among the same cells (the same multiset, which the seat knows) and draws
    a new seed for the turns of arrows and cannons. After ``POOL`` deals the layouts are
    used again, with fresh seeds (shuffling is the dear part). The real position's
    hidden tiles and seed are never read.
    """

    def __init__(self, s: State, rng: random.Random):
        self.rng = rng
        self.base = view.sample_view(s, rng)
        self.cells = [c for c in ISLAND_CELLS if not s.up[c]]
        self.bag = [self.base.tiles[c] for c in self.cells]
        self.pool: list[State] = []
        self.dealt = 0

    POOL = 48   # layouts dealt before they are used again (each with a fresh seed)

    def deal(self) -> State:
        pool = self.pool
        if len(pool) < self.POOL:
            w = self.base.copy()
            if self.cells:
                bag = self.bag[:]
                self.rng.shuffle(bag)
                tiles = w.tiles
                for c, t in zip(self.cells, bag):
                    tiles[c] = t
            w._tiles_key = None
            pool.append(w)
        else:
            w = pool[self.dealt % self.POOL]
        self.dealt += 1
        w = w.copy()
        w.seed = self.rng.getrandbits(62)
        return w


STALL_FROM = 0.3   # share of the anti-stall limit after which banking gains more


def stall_weight(s: State) -> float:
    """How near the anti-stall end is, 0..1: 0 until ``STALL_FROM`` of the limit has gone
    by with no tile opened, no coin banked, sunk or eaten and no pirate lost, then up to
    1 at the limit. A margin is weighed toward the banked coins by it, so a crew that can
    bank does so, and opening a tile or banking (which starts the count again) gains."""
    limit = s.options.get("stall_rounds", 50) * len(s.crews)
    if not limit or s.progress:
        return 0.0
    x = (s.stall / limit - STALL_FROM) / (1.0 - STALL_FROM)
    return min(1.0, x) if x > 0 else 0.0
