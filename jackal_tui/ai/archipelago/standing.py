"""How a position stands for an Archipelago crew, in points (:func:`standing`,
:func:`relative`): banked coins, coins on their way home over the tiles a carrier can
cross, pirates alive and out of the bear's way, and the coins a crew may still find near
its boat (:func:`territory`). The easy and strong crews (:mod:`.crews`) score with it."""

from __future__ import annotations

import heapq

from jackal_tui.games.archipelago.rules import bear_target, land_distances
from jackal_tui.games.archipelago.state import BOAT, DEAD, LAND, SEA, State
from jackal_tui.games.archipelago.tiles import MOVE_ON, NO_COIN, kind_of, number_of


BANK = 10.0        # a banked coin
ALIVE = 3.0        # a pirate not dead
BEAR_NEXT = 6.0    # a pirate on the cell the bear steps onto next (he is struck home)
BEAR_NEAR = 1.5    # a pirate next to that cell
STRUCK = 4.0       # the easy crew's cost of a pirate of its own struck home by its action
ON_LAND = 1.5      # a pirate on land while face-down tiles are left
CARRY = 10.0       # a coin in a pirate's hand next to his boat is worth CARRY - CARRY_STEP
CARRY_STEP = 2.0   # ... and CARRY_STEP less a step of land farther, up to 3 (then 0.5)
NEAR_STEP = 0.2    # a coin lying loose loses this much for each step to the nearest pirate
LOOK_AHEAD = 3     # chain decisions followed to their end
WIDTH = 12         # at most this many options of a chain decision are looked at
REPEAT = 3.0       # points the easy crew pays for each time it made a position before
TAU = 8.0          # standing points that make a search value 0.73


def board_key(s: State, crew: int) -> tuple:
    """Where ``crew``'s pirates and boat and every coin are (no tile, no other crew: an
    enemy's moves must not hide that this crew goes round in circles)."""
    mine = range(crew * 3, crew * 3 + 3)
    return (tuple((s.p_where[p], s.p_cell[p], s.p_step[p]) for p in mine), s.boats[crew],
            tuple(sorted(s.coins.items())), tuple(s.banked))


def is_archipelago(state) -> bool:
    return isinstance(state, State)


_HOME: dict[tuple, dict[int, int]] = {}


def _to_boat(s: State, crew: int) -> dict[int, int]:
    """King steps over land from each land cell to a cell next to ``crew``'s boat, + 1."""
    boat = s.boats[crew]
    if boat < 0:
        return {}
    key = (s.board.layout, boat)
    got = _HOME.get(key)
    if got is not None:
        return got
    if len(_HOME) > 512:
        _HOME.clear()
    out: dict[int, int] = _HOME.setdefault(key, {})
    for n in s.board.neighbours[boat]:
        if n in s.board.land:
            for c, d in land_distances(s, n).items():
                if d + 1 < out.get(c, 1 << 20):
                    out[c] = d + 1
    return out


_CARRY: dict[tuple, dict[int, int]] = {}
# what entering a face-up tile costs a pirate dragging a coin home, in actions: tiles
# that move him on (arrow, horse, ...) and those no coin may enter are closed to him
CARRY_COST = {"pit": 3, "barrel": 2}
FACE_DOWN = 3     # a face-down tile on the way: somebody opens it first (no coin may)


def _carry_home(s: State, crew: int) -> dict[int, int]:
    """Actions a pirate dragging a coin needs from each land cell to ``crew``'s boat,
    over the tiles he may really cross: not through an arrow, horse, ice or other tile
    that moves him on, nor a fortress, jungle or shrine (no coin), a labyrinth N taking
    N actions and a face-down tile FACE_DOWN (it must be opened first). The strong
    crew's measure; ``_to_boat`` (king steps) made a pile behind a field of arrows look
    two steps from home, and its pirates carried coins onto it for ever. Reads which
    tiles are face up and what they show only, never a face-down face."""
    boat = s.boats[crew]
    if boat < 0:
        return {}
    b = s.board
    land = b.land
    key = (b.layout, boat, tuple(s.tiles[c] if s.up[c] else None for c in sorted(land)))
    got = _CARRY.get(key)
    if got is not None:
        return got
    if len(_CARRY) > 4096:
        _CARRY.clear()

    def enter(c: int) -> int | None:
        if not s.up[c]:
            return FACE_DOWN
        k = kind_of(s.tiles[c])
        if k in MOVE_ON or k in NO_COIN:
            return None
        if k == "labyrinth":
            return number_of(s.tiles[c])
        return CARRY_COST.get(k, 1)

    dist: dict[int, int] = {}
    heap = []
    for n in b.neighbours[boat]:
        if n in land:
            heapq.heappush(heap, (1, n))
    while heap:
        d, c = heapq.heappop(heap)
        if c in dist:
            continue
        dist[c] = d
        cost = enter(c)
        if cost is None:       # he may stand here (the pile) but not pass through
            continue
        for n in b.land_neighbours[c]:
            if n not in dist:
                heapq.heappush(heap, (d + cost, n))
    _CARRY[key] = dist
    return dist


def standing(s: State, crew: int, carry: bool = False) -> float:
    """How well ``crew`` stands, in points (10 a banked coin), from what lies on the board.
    ``carry`` (the strong crew): a coin's way home counted by :func:`_carry_home`.

    Reads face-up tiles, pieces, coins, boats and the bear only, never a face-down face."""
    v = BANK * s.banked[crew]
    mine = [p for p in range(crew * 3, crew * 3 + 3)]
    if s.p_crew[12] == crew:
        mine.append(12)
    home = _carry_home(s, crew) if carry else _to_boat(s, crew)
    land_pirates = [p for p in mine if s.p_where[p] == LAND]
    xy = s.board.xy
    boat = s.boats[crew]
    swimmers = [p for p in mine if s.p_where[p] == SEA]
    for p in mine:
        if s.p_where[p] != DEAD:
            v += ALIVE
        if s.p_where[p] == SEA:     # a swimmer heads for his boat (or it for him)
            if boat < 0:
                v -= 0.5
            else:
                d = swim_home(s, crew, s.p_cell[p]) if carry else \
                    _king(xy(s.p_cell[p]), xy(boat))
                v -= 0.5 + 0.3 * d
        if s.p_trap[p]:
            v -= 1.0
    if boat >= 0 and any(s.p_where[p] == BOAT for p in mine):
        # a boat with pirates aboard sails toward coins and tiles to open (king steps,
        # written out: this is the strong crew's inner loop)
        targets = [c for c in s.board.land if not s.up[c]] + \
            [pl // 8 for pl, n in s.coins.items() if pl >= 0 and n]
        if targets:
            bx, by = xy(boat)
            v -= 0.1 * min([max(abs(x - bx), abs(y - by)) for x, y in map(xy, targets)])
    # coins: carried toward the boat, or within reach of a pirate of the crew. A pirate
    # drags one coin (the Strongman two; Jonah none that counts, as he cannot bank it),
    # so of a pile only as many coins as those pirates drag count as carried; the rest
    # count as lying next to a pirate. (Counting the whole pile as
    # carried made standing on a chest of 3 worth more than taking one coin home, and the
    # crews sat on piles striking each other until the anti-stall end.)
    for place, n in s.coins.items():
        if place < 0 or not n:
            continue
        cell = place // 8
        if cell not in s.board.land:
            # the Swimmer's coin at sea goes with him: his on his way home by water
            # (a coin at sea lies nowhere else; another crew's swimmer counts it)
            held = min(n, sum(1 + s.has(p, "Strongman") for p in swimmers
                              if s.p_cell[p] == cell))
            if held and boat >= 0:
                d = swim_home(s, crew, cell) if carry else _king(xy(cell), xy(boat))
                v += held * _carried(d)
            continue
        d_home = home.get(cell, 12)
        # Jonah never goes aboard, so never banks: his coin waits for a crewmate
        here = sum(1 + s.has(p, "Strongman") for p in land_pirates
                   if s.p_cell[p] == cell and not s.has(p, "Jonah"))
        held = min(n, here)
        # a coin in hand gains CARRY_STEP a step nearer home, and stays below BANK
        v += held * (_carried(d_home) + 0.4 * (place % 8))
        if n <= held:
            continue
        if carry and boat >= 0:
            # the strong crew: a swimmer never steps onto land, so he reaches a coin by
            # his boat (water to it, then the landing); a pirate aboard from the boat.
            # (Counted from the water, a swimmer by a pile swam to and fro beside his
            # boat rather than board it: boarding cost him the coin's nearness.)
            dist = land_distances(s, cell)
            reach = _to_boat(s, crew).get(cell, 12)
            near = min([dist.get(s.p_cell[p], 12) for p in land_pirates] +
                       [swim_home(s, crew, s.p_cell[p]) + reach for p in swimmers] +
                       [reach for p in mine if s.p_where[p] == BOAT and s.p_boat[p] == crew],
                       default=12)
        elif land_pirates or swimmers:
            dist = land_distances(s, cell)
            near = min([dist.get(s.p_cell[p], 12) for p in land_pirates] +
                       [1 + _king(xy(s.p_cell[p]), xy(cell)) for p in swimmers])
        else:
            continue
        v += (n - held) * max(0.0, 2.0 - NEAR_STEP * near - 0.05 * d_home)
    # exploring: pirates on land near face-down tiles (which tile it is, is not read)
    down = [c for c in s.board.land if not s.up[c]]
    if down:
        # a pirate holding a coin is at work taking it home, not exploring: boarding
        # with it must not cost him the on-land points
        loaded = {pl // 8 for pl, n in s.coins.items() if pl >= 0 and n}
        free = [p for p in land_pirates if s.p_cell[p] not in loaded]
        for p in free:
            dist = land_distances(s, s.p_cell[p])
            v -= 0.15 * min((dist.get(c, 12) for c in down), default=12)
        v += ON_LAND * len(free)   # at work on the island, not struck home
    # the bear: its next cell, and the cells around it. It steps before the crew acts
    # again unless the crew woke it and its turn is over (then the crew moves first).
    if s.bear >= 0 and land_pirates:
        got = bear_target(s)
        nxt = got[1] if got else s.bear
        dist = land_distances(s, nxt)
        soon = 1.0 if (s.bear_owner != crew or s.turn == crew) else 0.25
        for p in land_pirates:
            d = dist.get(s.p_cell[p], 99)
            if d == 0:
                v -= BEAR_NEXT * soon
            elif d == 1:
                v -= BEAR_NEAR * soon
    return v


def _carried(d_home: int) -> float:
    """A coin in a pirate's hand ``d_home`` steps from the own boat (12: no way home)."""
    if d_home <= 3:
        return CARRY - CARRY_STEP * d_home
    return max(0.5, CARRY - CARRY_STEP * 3 - 0.5 * (d_home - 3))


def _king(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


_SWIM: dict[tuple, dict[int, int]] = {}


def swim_home(s: State, crew: int, cell: int) -> int:
    """Steps of water between a swimmer on ``cell`` and ``crew``'s boat (the strong
    crew's measure). A swimmer never steps onto land (RULINGS-ARCHIPELAGO "Boats and
    swimmers"), so behind a headland he is farther from his boat than king steps say:
    counted that way, swimmers of a crew whose boat lay across the island went round it
    for the rest of the game. No way by water (other boats in it): king steps + 4."""
    boat = s.boats[crew]
    key = (s.board.layout, tuple(s.boats), boat)
    got = _SWIM.get(key)
    if got is None:
        if len(_SWIM) > 1024:
            _SWIM.clear()
        got = _SWIM[key] = _sea_steps(s, boat)
    d = got.get(cell)
    if d is None:
        xy = s.board.xy
        return _king(xy(cell), xy(boat)) + 4
    return d


def relative(s: State, seat: int, carry: bool = False) -> float:
    """The deciding seat's side's standing less the best other side's."""
    mine = s.side[seat]
    per_side: dict[int, float] = {}
    for c in s.crews:
        per_side[s.side[c]] = per_side.get(s.side[c], 0.0) + standing(s, c, carry)
    others = [v for k, v in per_side.items() if k != mine]
    v = per_side[mine] - (max(others) if others else 0.0)
    if s.over:
        scores = dict((s.side[crews[0]], sc) for crews, sc in s.side_scores())
        best = max(scores.values())
        if scores[mine] == best:
            v += 500.0 if list(scores.values()).count(best) == 1 else 0.0
        else:
            v -= 500.0
    return v


TERRITORY = 4.0   # the strong crew: an expected coin under a face-down tile next to its boat


def unseen_coins(s: State) -> dict[str, float]:
    """Coins a face-down tile of each back holds on average: the coins of the chests among
    the tiles nobody has opened (face down or set aside, :meth:`State.unseen_by_back`), by
    back. The box less what was opened, so public; a deal only moves these tiles among
    cells of their back."""
    pool, _ = s.unseen_by_back()
    out = {"B": 0.0, "F": 0.0, "M": 0.0}
    for back, toks in pool.items():
        if toks:
            out[back] = sum(number_of(t) for t in toks if kind_of(t) == "chest") / len(toks)
    return out


def territory(s: State, crew: int, per_back: dict[str, float] | None = None) -> float:
    """The coins within reach of ``crew``'s boat: each face-down tile's average coins (by
    its back) and each loose coin, TERRITORY points a coin next to the boat and half that
    a land step farther (none beyond). Says where a boat should lie. The bear guards its
    cell and the land next to it (a pirate landing there is mauled at its next step):
    those count nothing. (Counted, a chest of 2 under the bear by a lone crew's boat held
    its anchorage there, among arrows, ice and a crocodile, until the anti-stall end.)"""
    home = _to_boat(s, crew)
    if not home:
        return 0.0
    per_back = unseen_coins(s) if per_back is None else per_back
    guard = {c for c, d in land_distances(s, s.bear).items() if d <= 1} \
        if s.bear >= 0 else set()
    v = 0.0
    for c, d in home.items():
        if d < 3 and not s.up[c] and c not in guard:
            v += per_back[s.backs[c]] * (3 - d)
    for place, n in s.coins.items():
        if place >= 0 and n and place // 8 not in guard:
            v += n * max(0, 3 - home.get(place // 8, 12))
    return 0.5 * TERRITORY * v


def _struck_home(before: State, after: State, a) -> int:
    """The deciding crew's pirates on land sent back aboard by ``a`` (by the bear, a
    strike or a musket), not counting the one who chose to board his own boat."""
    crew = before.p_crew[_piece(a.who)] if a.kind in ("move", "choose") else -1
    seat = _decider(before)
    n = 0
    for p in range(seat * 3, seat * 3 + 3):
        if before.p_where[p] == LAND and after.p_where[p] == BOAT:
            if crew == seat and p == _piece(a.who) and a.to and \
                    before.board.parse(a.to) == before.boats[seat]:
                continue
            n += 1
    return n


def _piece(code: str) -> int:
    from jackal_tui.games.archipelago.actions import parse_piece
    try:
        return parse_piece(code)
    except ValueError:
        return -1

def _decider(s: State) -> int:
    d = s.decider()
    return s.turn if d is None else d


def _sea_steps(s: State, start: int) -> dict[int, int]:
    """Boat steps over water from ``start`` to each water cell no other boat holds."""
    b = s.board
    others = {s.boats[c] for c in s.crews if s.boats[c] >= 0 and s.boats[c] != start}
    dist = {start: 0}
    todo = [start]
    for c in todo:
        for n in b.neighbours[c]:
            if n not in dist and n not in b.land and n not in others:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist
