"""How good a position looks for each side, in coins, from what a seat may know.

A side's worth is its banked coins; plus each coin on the island by how many actions it
still needs to be banked (``coin_value``: a pirate standing on coins carries one home
along ``Maps.home``; other coins are handed out to whichever pirate would bank them
soonest, one coin per pirate per trip); plus its living pirates (worth more while many
coins are still in play; a swimmer or a trapped pirate less, unless he lies on coins a
free friend can come to free him for); plus a little for pirates
close to face-down tiles (hidden chests, and ways for carriers, are found by whoever
explores). Only open tiles are read. Who can fetch which coins, and when, is
:mod:`.coins`, which also holds the weights both modules use. A search compares margins: a side's worth minus the
best other side's; a finished game counts its score and a large bonus for the winner.
"""

from __future__ import annotations

import math

from jackal_tui.games.classic.state import LAND, SEA, SHIP, State
from jackal_tui.games.classic.tiles import SPIN, TRAP
from jackal_tui.ai.classic.knowledge import (INF, SHIP_INDEX, Maps, frontier_of_ship, stall_weight,
                                           swim_dist)
from jackal_tui.ai.classic.coins import (
    ALPHA0, ALPHA1, CLINCH, FAR, GALLEON, GAMMA, ISLAND_COIN, RHO_MIN, SLOPE, STALL_LOSS,
    STALL_SLOPE, SWIMMER, TAU, WIN_BONUS, _ABOUT, _clinch_needs, _clinch_time, _coin_carriers,
    _coins_worth_cached, _free_characters, _freed_when, _frontier_worth, _galleon_carriers,
    _trap_refuges, coin_value,
)


def many_sides(s: State) -> bool:
    """Three or more sides. Some finishing rules of the crews hold there only: a side
    behind at the anti-stall end (``STALL_LOSS``), a crew's memory of its own positions
    (``crews.repeat_crews``) and of its strikes into traps (``crews.strike_key``). With
    two sides those stay as they were: the strong crew's two-crew record at the app's
    second (docs/computer-crews.md) was measured without them, and what they would do
    there is not measured. (A caught pirate's wait, ``_freed_when``, and a caught carrier
    holds with any number of sides since 2026-11-30.)"""
    return len(s.sides) >= 3


def decider_side(s: State) -> int:
    """The side of the player who decides now. In a smoky turn (treasure-island) that
    player moves another side's crew, and plays it for their own side."""
    player = s.deciding_player()
    for crew in s.crews:
        if s.player[crew] == player:
            return s.side[crew]
    return s.side[s.turn]


def side_worth(s: State, maps: Maps, stall: bool = True) -> list[float]:
    """Worth of each side (``s.sides`` order), in coins. ``stall``: coins on the island
    lose more for each action they still need as the anti-stall end draws near
    (``stall_weight``); without it, they lose what they lose any time."""
    slope = SLOPE * (1.0 + STALL_SLOPE * stall_pressure(s, maps)) if stall else SLOPE
    return _worths(s, maps, (slope,))[0]


def _worths(s: State, maps: Maps, slopes: tuple[float, ...],
            coins_only: list[float] | None = None, race: float = 0.0) -> list[list[float]]:
    """``side_worth`` for each of ``slopes`` (what a coin loses for each action it still
    needs), worked out in one pass. ``coins_only``: filled with each side's banked coins
    plus its coins on the island at the first slope (no pirates, no unknown)."""
    where, pcell, pstep = s.p_where, s.p_cell, s.p_step
    total = s.total_coins or 1
    alpha = ALPHA0 + ALPHA1 * s.coins_in_play / total
    facedown = maps.facedown
    # coins a closed tile holds on average; opening tiles also clears carriers' paths
    rho = max(s.hidden_coins / facedown, RHO_MIN) if facedown else 0.0
    frontier = maps.frontier
    pend = s.pending
    # (place, coins, worth of one): the galleon treasure is one load worth 3 (RULINGS)
    # the galleon first: a pirate standing on it and on coins carries the galleon (he
    # banks 3 in one trip), not a coin that leaves the galleon waiting for a round trip
    piles = [(s.galleon, 1, GALLEON)] if s.galleon >= 0 else []
    piles += [(place, n, 1.0) for place, n in s.coins.items()]
    if pend is not None and pend.coin:
        piles.append((-1, 1, GALLEON if pend.coin == 2 else 1.0))
    carried = _galleon_carriers(s, maps)
    held = _coin_carriers(s, maps) if race > 0.0 else {}
    needs = _clinch_needs(s)
    out = [[] for _ in slopes]
    knees = [(ISLAND_COIN - FAR) / slope for slope in slopes]   # as in ``coin_value``
    trap = s.p_trap
    n_pieces = len(s.pieces)
    kinds = maps.kinds
    # each side's free pieces: a trapped pirate waits for one of them to free him; with
    # none left free, for ever. Any piece the side controls frees him (RULINGS, "Finer
    # points"): Ben Gunn, Friday and the Missionary count as friends as well as pirates
    helpers_of = [_free_characters(s, crews) if n_pieces > 12 else () for crews in s.sides]
    free_ns = []
    for crews, helpers in zip(s.sides, helpers_of):
        free_n = len(helpers)
        for c in crews:
            for p in range(c * 3, c * 3 + 3):
                if where[p] in _ABOUT and not trap[p]:
                    free_n += 1
        free_ns.append(free_n)
    if any(kinds[place >> 3] == TRAP for place in s.coins):
        refuges = _trap_refuges(s, maps)
        # sides with two free pieces or more: each can fetch coins from a trap (one is
        # caught there, another frees him) and carry them off it
        fetchers = {i for i, n in enumerate(free_ns) if n >= 2}
    else:
        refuges, fetchers = {}, ()
    for side, crews in enumerate(s.sides):
        worth = 0.0
        near: list[float] = []     # how close each pirate is to face-down tiles
        movers: list[tuple] = []   # cell, extra actions, step, pirate, home map if aboard
        free_n, helpers = free_ns[side], helpers_of[side]
        free = free_n > 0
        caught: list[int] = []     # movers caught in a trap, a free friend on his way
        for c in crews:
            worth += s.banked[c]
            for p in range(c * 3, c * 3 + 3):
                w = where[p]
                if w == LAND:
                    cell = pcell[p]
                    if s.p_trap[p]:
                        if free:
                            # one caught on coins is their carrier, a whole pirate: his
                            # wait for a friend is already the coins' (``_freed_when``).
                            # At half, stepping into a trap for coins always looked worse
                            # than standing beside it, and crews walked round the last
                            # coins until the anti-stall end
                            place = cell * 8 + pstep[p]
                            worth += alpha if (s.coins.get(place)
                                               or s.galleon == place) \
                                else alpha * 0.5
                            caught.append(len(movers))
                            movers.append((cell, 8, pstep[p], p, None, 0))
                        else:
                            worth += alpha * 0.1
                        continue
                    worth += alpha
                    t = s.tiles[cell]
                    # on a stepped tile he must walk its steps before he can go elsewhere
                    spin = t.param - pstep[p] if t.kind == SPIN else 0
                    movers.append((cell, (1 if s.p_drunk[p] else 0) + spin, pstep[p], p, None,
                                   spin))
                    f = frontier[cell] + spin
                elif w == SHIP:
                    worth += alpha
                    k = s.p_ship[p]
                    movers.append((pcell[p], 0, 0, p, (k, SHIP_INDEX[k][s.ship[k]]), 0))
                    f = frontier_of_ship(maps, s, s.p_ship[p])
                elif w == SEA:
                    # a swimmer is worth something once a friendly ship picks him up
                    cell = pcell[p]
                    d = min(swim_dist(s, s.side[c], cell, s.ship[k]) for k in crews)
                    worth += alpha * (0.2 + 0.6 * GAMMA ** d)
                    movers.append((cell, d + 2, 0, p, SWIMMER, 0))
                    continue
                else:
                    continue
                if rho and f < 40:
                    near.append(GAMMA ** f)
        if caught:
            _freed_when(maps, movers, caught, helpers)
        if near:
            worth += _frontier_worth(s, near, rho, facedown)
        rival = min((h for i, h in carried if i != side), default=None)
        races = {}
        for place, hands in held.items():
            theirs = [h for i, h in hands if i != side]
            if theirs:
                races[place] = (len(theirs), min(theirs))
        # coins a rival's pirate holds on a trap: he must carry them off it to bank them,
        # and this side's pirates meet him there, not in the trap
        held_off = tuple(sorted((place, when) for place, (i, when) in refuges.items()
                                if i != side)) if refuges else ()
        rival_fetch = any(i != side for i in fetchers)
        units = _coins_worth_cached(s, maps, crews, movers, piles, pend, free_n, rival,
                                    races, race, held_off, rival_fetch) \
            if piles and movers else ()
        clinch = _clinch_time(units, needs[side]) if needs[side] else INF
        # the coins on the island at each slope: coin_value(f, slope) written out, as
        # this is the search's inner loop
        on_island = [sum([weight * (ISLAND_COIN - slope * f if f <= knee
                                    else FAR * 0.93 ** (f - knee))
                          for weight, f in units])
                     for slope, knee in zip(slopes, knees)]
        for o, slope, coins in zip(out, slopes, on_island):
            o.append(worth + coins
                     + (CLINCH * coin_value(clinch, slope) if clinch < INF else 0.0))
        if coins_only is not None:
            coins_only.append(sum(s.banked[c] for c in crews) + on_island[0])
    return out


def side_margins(s: State, maps: Maps) -> list[float]:
    """Each side's worth minus the best other side's, in coins. A finished game counts
    its banked coins, plus ``WIN_BONUS`` for the winner (minus for the losers)."""
    if s.over:
        scores = [float(sc) for _, sc in s.side_scores()]
        best = max(scores)
        top = scores.count(best)
        out = []
        for i, sc in enumerate(scores):
            others = max((x for j, x in enumerate(scores) if j != i), default=0.0)
            bonus = WIN_BONUS if sc == best and top == 1 else (0.0 if sc == best else -WIN_BONUS)
            out.append(sc - others + bonus)
        return out
    p = stall_pressure(s, maps)
    # near the anti-stall end a side counts its own coins on the island for less, not its
    # rivals': were the rivals' coins cut too, a leader would gain by letting the count
    # run on (the rivals lose more, having more coins far out) and would shuffle instead
    # of banking, which starts the count again
    coins: list[float] = []
    if p:
        # (and a coin in a rival's hands, home before we can strike him, counts less)
        totals, rivals = _worths(s, maps, (SLOPE * (1.0 + STALL_SLOPE * p), SLOPE), coins, p)
    else:
        totals = rivals = _worths(s, maps, (SLOPE,), coins)[0]
    out = [t - max((x for j, x in enumerate(rivals) if j != i), default=0.0)
           for i, t in enumerate(totals)]
    if p:
        # the anti-stall end draws near: what is not banked may never be. Only a side
        # that does not lead the banked coins weighs it, and only where it hurts (one
        # that liked it would shuffle to the end). A leader plays its full margin: leaned
        # toward a lead it already holds, every step toward a coin shrank by 1 - p, below
        # the cost of a position made before, and its last pirate wandered to the limit
        banked = [float(sum(s.banked[c] for c in crews)) for crews in s.sides]
        lead = [b - max((x for j, x in enumerate(banked) if j != i), default=0.0)
                for i, b in enumerate(banked)]
        # with three or more sides, a side behind in banked coins counts that end as the
        # loss it is (``STALL_LOSS`` more): leaned toward its banked lead alone, the end
        # looked no worse than banking, which starts the count again and gives the
        # leader's coins their worth back (the rivals' coins it stands on no longer count
        # less): three crews stood on coins beside their ships until the limit (two
        # sides count as before: ``many_sides``)
        behind = STALL_LOSS if many_sides(s) else 0.0
        out = [m if bl > 0 else min(m, (1 - p) * m + p * (bl - (behind if bl < 0 else 0.0)))
               for m, bl in zip(out, lead)]
    return _sure_losses(s, out, coins)


def _sure_losses(s: State, out: list[float], coins: list[float]) -> list[float]:
    """A side that can no longer reach the best other side's banked coins, whatever is
    left, has lost: its margin counts the loss (``WIN_BONUS``) and only coins, as a
    finished game does. Before, the game's end (a loss) looked worse to it than any
    position still in play (its pirates still counted), so with three or four crews a
    trailing crew held the last coin beside its ship until the anti-stall limit."""
    left = s.coins_in_play
    banked = [sum(s.banked[c] for c in crews) for crews in s.sides]
    for i, b in enumerate(banked):
        best = max(x for j, x in enumerate(banked) if j != i)
        if b + left < best:
            out[i] = coins[i] - best - WIN_BONUS
    return out


def stall_pressure(s: State, maps: Maps) -> float:
    """``stall_weight`` as the judge of a decision weighs it: a tile opened or a coin
    banked since the decision began (``Maps``) starts the count again, as it does in the
    rules; anything else that does so in the rules (a pirate lost, a coin sunk) does not
    here, or a trailing crew that saw the pressure lift that way would throw its pirates
    onto enemy ships."""
    if sum(s.banked) > maps.root_banked or sum(s.up) > maps.root_up:
        return stall_weight(s)
    return max(maps.stall_p, stall_weight(s))


def margin(s: State, maps: Maps, side: int) -> float:
    """The side's margin (for one-ply choices)."""
    return side_margins(s, maps)[side]


def side_values(s: State, maps: Maps, base: list[float] | None = None,
                tau: float = TAU) -> list[float]:
    """Each side's value in 0..1, from its margin against ``base`` (the margins where the
    search began: a search asks what gains, so a far lead still leaves room to see it)."""
    d = side_margins(s, maps)
    if base is None:
        return [_logistic(x / tau) for x in d]
    return [_logistic((x - b) / tau) for x, b in zip(d, base)]


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


__all__ = ["side_worth", "side_margins", "side_values", "margin", "GAMMA"]
