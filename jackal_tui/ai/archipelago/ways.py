"""The ways an Archipelago crew counts: how far a side is from opening a tile or banking
a coin (:func:`to_progress`, walked over the tiles as the rules move a pirate,
:func:`walk_steps`), how much it must hurry near the anti-stall end (:func:`urgency`),
where its boat should lie (:func:`anchorage`, :func:`sail_toward`), and which replies
threaten it (:func:`_threatens`). Used by the strong crew's look (:mod:`.crews`)."""

from __future__ import annotations

import heapq

from jackal_tui.games.archipelago.rules import KNIGHT, boat_speed
from jackal_tui.games.archipelago.state import BOAT, LAND, SEA, State
from jackal_tui.games.archipelago.tiles import DIR_ORDER, DIRS, MOVE_ON, dirs_of, kind_of, number_of
from jackal_tui.ai.archipelago.standing import (_carry_home, _sea_steps, swim_home, territory,
                                              unseen_coins)


URGE_FROM = 0.2        # share of the anti-stall limit past which a side not ahead hurries
URGE_PROGRESS = 6.0    # a look that opens a tile or banks a coin, at full urgency
URGE_STEP = 1.0        # a step between the side's nearest pirate and a tile or coin to take
FAR = 12               # steps when there is no way


def urgency(s: State, seat: int) -> float:
    """How much ``seat``'s side must hurry toward the end of the island: 0 until the
    anti-stall count (rounds with no tile opened, coin banked or pirate lost or revived;
    RULINGS-ARCHIPELAGO "End") passes URGE_FROM of its limit, and 0 for a side that leads
    in banked coins (the limit ends the island with it ahead); else the share of the
    limit used, up to 1. Read in the arena's anti-stall ends: a side behind or level
    whose crew wandered (swimmers going round the island, a last pirate going to and
    fro) until the limit ended the island with coins in play. Public: the count is part
    of the position."""
    limit = s.options.get("stall_rounds", 50) * len(s.crews)
    if not limit or s.stall < URGE_FROM * limit:
        return 0.0
    by_side = _banked_by_side(s)
    mine = by_side.pop(s.side[seat])
    if by_side and mine > max(by_side.values()):
        return 0.0
    return min(1.0, s.stall / limit)


def _banked_by_side(s: State) -> dict[int, int]:
    """Banked coins of each side (partners add)."""
    got: dict[int, int] = {}
    for c in s.crews:
        got[s.side[c]] = got.get(s.side[c], 0) + s.banked[c]
    return got


def _side_banked(s: State, seat: int) -> int:
    return _banked_by_side(s)[s.side[seat]]


def to_progress(s: State, seat: int) -> int:
    """Steps between ``seat``'s side's nearest pirate and a face-down tile or a coin no
    pirate of the side stands on (opening the one, banking the other resets the
    anti-stall count): land steps
    for a pirate on land; for one aboard, from his boat; a swimmer adds his water steps to
    the boat (:func:`swim_home`). FAR when no pirate of the side can reach what is left;
    0 when nothing is left to take (opening the last face-down tile is progress, not a
    step away from it: counted FAR, it cost more than the opening gained, and a level
    crew on island 1 walked round a labyrinth beside the last tile until the limit)."""
    mine = s.side[seat]
    crews = [c for c in s.crews if s.side[c] == mine]
    pirates = [p for c in crews for p in range(c * 3, c * 3 + 3)
               if s.p_where[p] in (LAND, BOAT, SEA) and not s.p_trap[p]]
    held = {s.p_cell[p] for p in pirates if s.p_where[p] == LAND}
    targets = [c for c in s.board.land if not s.up[c]] + \
        [pl // 8 for pl, n in s.coins.items() if pl >= 0 and n and pl // 8 not in held]
    if not targets:
        return 0     # nothing left to open or fetch: nothing to hurry toward
    best = FAR
    for p in pirates:
        where, cell = s.p_where[p], s.p_cell[p]
        if where == LAND:
            tile = s.tiles[cell]
            left = number_of(tile) - s.p_step[p] if kind_of(tile) == "labyrinth" else 0
            dist = walk_steps(s, cell, max(0, left))
            d = min(dist.get(t, FAR) for t in targets)
        else:
            crew = s.p_crew[p]
            if s.boats[crew] < 0:
                continue
            home = walk_steps(s, s.boats[crew], aboard=True)
            d = min(home.get(t, FAR) for t in targets)
            if where == SEA:
                d += swim_home(s, crew, s.p_cell[p])
        best = min(best, d)
    return best


WALK_EXTRA = {"barrel": 2}      # actions a tile keeps a pirate who stands on it
CHAIN_DEPTH = 8                 # tiles a chain is followed through


def walk_steps(s: State, start: int, leave: int = 0, aboard: bool = False) -> dict[int, int]:
    """Actions a pirate without a coin needs from ``start`` (a land cell he stands on,
    ``leave`` actions more before he may step off it; or, ``aboard``, his boat's water
    cell) to stand on each land cell he can reach, or to open each face-down tile he can
    reach (he stops there). Over the face-up tiles as the rules move him: an arrow, a
    horse, the ice and a trampoline carry him on within the action (each way they offer);
    a crocodile, balloon, cannon, cannibal, crossroads die or pit ends the way there; a
    labyrinth N keeps him N - 1 actions more, a rum barrel WALK_EXTRA. King steps (which
    the hurry used) put a tile behind a field of arrows a step or two away, and a crew
    level near the anti-stall end walked to and fro beside tiles it could not reach that
    way. Reads which tiles are face up and what they show only, never a face-down face."""
    b = s.board
    land = b.land
    key = (b.layout, tuple(s.tiles[c] if s.up[c] else None for c in sorted(land)), start,
           leave, aboard)
    got = _WALK.get(key)
    if got is not None:
        return got
    if len(_WALK) > 4096:
        _WALK.clear()
    xy = b.xy

    def ends(cell: int, delta: tuple[int, int], depth: int, out: list) -> None:
        """Where an arrival on ``cell`` (moving by ``delta``) leaves him: (cell, actions
        before he may step off it, opened) for each end of the chain."""
        if cell < 0 or cell not in land or depth > CHAIN_DEPTH:
            return
        if not s.up[cell]:
            out.append((cell, 0, True))
            return
        t = s.tiles[cell]
        k = kind_of(t)
        if k == "arrow":
            for d in dirs_of(t):
                ends(b.step(cell, DIRS[d]), DIRS[d], depth + 1, out)
        elif k == "horse":
            for d in KNIGHT:
                ends(b.step(cell, d), d, depth + 1, out)
        elif k == "ice":
            if abs(delta[0]) < 3 and abs(delta[1]) < 3:
                ends(b.step(cell, delta), delta, depth + 1, out)
        elif k == "trampoline":
            for d in DIR_ORDER:
                dx, dy = DIRS[d]
                ends(b.step(cell, DIRS[d], 2), (2 * dx, 2 * dy), depth + 1, out)
        elif k in MOVE_ON or k == "pit":
            return
        elif k == "labyrinth":
            out.append((cell, number_of(t) - 1, False))
        else:
            out.append((cell, WALK_EXTRA.get(k, 0), False))

    dist: dict[int, int] = {}
    heap: list[tuple[int, int, int, bool]] = []

    def step_off(cell: int, d: int) -> None:
        x0, y0 = xy(cell)
        for n in b.neighbours[cell]:
            if n in land:
                x1, y1 = xy(n)
                arrivals: list = []
                ends(n, (x1 - x0, y1 - y0), 0, arrivals)
                for c, extra, opened in arrivals:
                    if c not in dist:
                        heapq.heappush(heap, (d + 1, c, extra, opened))

    if aboard:
        step_off(start, 0)
    else:
        heapq.heappush(heap, (0, start, leave, False))
    while heap:
        d, c, extra, opened = heapq.heappop(heap)
        if c in dist:
            continue
        dist[c] = d
        if not opened:
            step_off(c, d + extra)
    _WALK[key] = dist
    return dist


_WALK: dict[tuple, dict[int, int]] = {}


SAIL_TURN = 1.0     # territory points a turn of sailing must earn
SAIL_GAIN = 1.0     # ... and the anchorage must beat staying by this much
SAIL_TURNS = 3      # turns in a row the strong crew sails toward its anchorage, at most:
# two crews after one anchorage in 2 on 2 on island 3 blocked each other's way and
# sailed to and fro for 28 actions and more


def anchorage(s: State, crew: int) -> int:
    """The water cell where ``crew``'s boat lies nearest the most coins it may find
    (:func:`territory`), less SAIL_TURN a turn of sailing there at the boat's speed
    (its pirates aboard); the boat's own cell unless another beats it by SAIL_GAIN."""
    boat = s.boats[crew]
    speed = boat_speed(s, crew)
    if boat < 0 or not speed:
        return boat
    per_back = unseen_coins(s)
    t = s.copy()
    here = territory(s, crew, per_back)
    best, best_v = boat, here + SAIL_GAIN
    for cell, d in sorted(_sea_steps(s, boat).items()):
        if not d or not any(n in s.board.land for n in s.board.neighbours[cell]):
            continue
        t.boats[crew] = cell
        v = territory(t, crew, per_back) - SAIL_TURN * -(-d // speed)
        if v > best_v:
            best, best_v = cell, v
    return best


def sail_toward(s: State, legal: list, seat: int):
    """The boat move toward :func:`anchorage`, or None (no pirate aboard, or the boat
    lies there already)."""
    boats = [a for a in legal if a.kind == "boat"]
    if not boats or s.vote or s.boats[seat] < 0:
        return None
    goal = anchorage(s, seat)
    if goal == s.boats[seat]:
        return None
    steps = _sea_steps(s, goal)
    return min(boats, key=lambda a: (steps.get(s.board.parse(a.to), 99), str(a)))


PILE = 1.0     # the strong crew's look: a loose coin next to the own boat, a step farther half


def piles_near(s: State, crew: int) -> float:
    """Loose coins (more than the pirates standing on their pile hold) a carrier brings
    aboard ``crew``'s boat in one or two actions (:func:`_carry_home`): 2 a coin next to
    it, 1 a step farther."""
    home = _carry_home(s, crew)
    if not home:
        return 0.0
    v = 0
    for place, n in s.coins.items():
        if place < 0 or not n:
            continue
        cell = place // 8
        d = home.get(cell, 12)
        if d < 3:
            v += max(0, n - len(s.on_land(cell))) * (3 - d)
    return float(v)


def pile_margin(s: State, seat: int) -> float:
    """:func:`piles_near` of ``seat``'s side less the best other side's."""
    mine = s.side[seat]
    per_side: dict[int, float] = {}
    for c in s.crews:
        per_side[s.side[c]] = per_side.get(s.side[c], 0.0) + piles_near(s, c)
    others = [v for k, v in per_side.items() if k != mine]
    return per_side[mine] - (max(others) if others else 0.0)


def sail_to_anchorage(s: State, legal: list, seat: int):
    """With the whole crew aboard (the start, or all struck home), a boat move toward
    :func:`anchorage`, or None. A two-ply look sees
    no gain in three turns of sailing, but a boat on the coin-poor side of the island
    (White's E7 on island 1, all beaches around it, Black's boat next to the forests and
    mountains of the south) loses most islands before its crew lands."""
    if s.boats[seat] < 0:
        return None
    crew = range(seat * 3, seat * 3 + 3)
    if any(s.p_where[p] != BOAT or s.p_boat[p] != seat for p in crew):
        return None
    return sail_toward(s, legal, seat)


FOLLOW = 3           # the strong crew's own next actions looked at after the reply
SOONER = 0.1         # the weight of the look's second ply beside its fourth: of two ways
# to the same end, the sooner. (With the fourth ply alone, a swimmer next to his boat
# swam off, since he could board on his next turn as well as now, and did so for ever.)

REPLY_MARGIN = 0.5    # standing points a strike or coin move must gain over a quiet move


def _opens(s: State, a) -> bool:
    """Whether ``a`` steps onto a face-down tile (and so opens it)."""
    if a.kind != "move" or not a.to:
        return False
    try:
        cell = s.board.parse(a.to)
    except ValueError:
        return False
    return cell in s.board.land and not s.up[cell]


def _threatens(w: State, b, mover: int) -> bool:
    """Whether ``b`` (by ``mover``, the crew that acts in ``w``) may strike a pirate of
    another side, move a coin, or start a chain on a face-up tile that moves him on (which may
    end on one of them): the replies that can change the standing much."""
    if b.kind not in ("move", "choose") or not b.to:
        return False
    if b.coin:
        return True
    try:
        cell = w.board.parse(b.to)
    except ValueError:
        return False
    if cell in w.board.land and w.up[cell] and kind_of(w.tiles[cell]) in MOVE_ON:
        return True
    side = w.side[mover]
    return any(w.p_crew[p] >= 0 and w.side[w.p_crew[p]] != side for p in w.on_land(cell))
