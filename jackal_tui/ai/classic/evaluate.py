"""How good a position looks for each side, in coins, from what a seat may know.

A side's worth is its banked coins; plus each coin on the island by how many actions it
still needs to be banked (``coin_value``: a pirate standing on coins carries one home
along ``Maps.home``; other coins are handed out to whichever pirate would bank them
soonest, one coin per pirate per trip); plus its living pirates (worth more while many
coins are still in play; a swimmer or a trapped pirate less, unless he lies on coins a
free friend can come to free him for); plus a little for pirates
close to face-down tiles (hidden chests, and ways for carriers, are found by whoever
explores). Only open tiles are read. A search compares margins: a side's worth minus the
best other side's; a finished game counts its score and a large bonus for the winner.
"""

from __future__ import annotations

import math
from operator import itemgetter

from jackal_tui.games.classic.board import IS_ISLAND, NEIGHBOURS
from jackal_tui.games.classic.state import LAND, SEA, SHIP, State
from jackal_tui.games.classic.tiles import SPIN, TRAP
from jackal_tui.ai.classic.knowledge import (
    ABOARD, CHEB, INF, SHIP_INDEX, Maps, frontier_of_ship, home_of, stall_weight, swim_dist,
)

GAMMA = 0.9          # discount per step: a swimmer from his ship, a pirate from closed tiles
ALPHA0 = 0.5         # a living pirate, once every coin is gone ...
ALPHA1 = 2.0         # ... plus this much while all coins are still in play
RHO_MIN = 0.1        # what a closed tile is worth to open even when no chest is left
SLOPE = 0.025        # what a coin loses for each action its banking still needs ...
STALL_SLOPE = 3.0    # ... times up to 1 + this, as the anti-stall end draws near
FAR = 0.3            # ... down to this; beyond, it fades by 7% an action
FRONTIER = 1.5       # weight of being next to face-down tiles (times coins per tile)
FRONTIER_CAP = 0.5   # ... at most this much a hidden coin (found, it is worth more) ...
FRONTIER_BASE = 0.3  # ... plus this (tiles hiding no coin still open ways)
ISLAND_COIN = 0.8    # a coin on the island next to the ship, against a banked one
MAX_UNITS = 16       # coins looked at per side (the farther ones hardly count)
TAU = 1.5            # coins gained that make a side's value 0.73 (logistic scale)
GALLEON = 3.0        # the galleon treasure: one load, worth 3 coins (RULINGS)
CLINCH = 4.0         # the coins that end the game won, beyond their own worth ...
CLINCH_MAX = 3       # ... when the leader needs at most this many more
STALL_LOSS = 2.0     # a side behind at the anti-stall end (3+ sides): its loss, in coins
WIN_BONUS = 100.0    # a finished game: won beats anything still in play, lost is worst
TRAP_WAIT = 6        # actions a pirate who fetches coins from a trap waits to be freed
PENNED = 12          # actions more for a coin no way over the open tiles leads to
SWIMMER = ("sea",)   # marks a swimmer among the pirates who may fetch coins
_ABOUT = frozenset((LAND, SHIP, SEA))   # where a pirate is in the game and may act
_first = itemgetter(0)


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


def _trap_refuges(s: State, maps: Maps) -> dict[int, tuple[int, float]]:
    """The places on a trap where a pirate stands on coins, free or caught while a free
    friend can come for him: by place, his side and how many actions until he can carry
    them off (0 for a free one; for a caught one, his nearest free friend's way to the
    trap). Such a side banks those coins only by carrying them off the trap."""
    out: dict[int, tuple[int, float]] = {}
    coins = s.coins
    where, cell, step, trap, tiles = s.p_where, s.p_cell, s.p_step, s.p_trap, s.tiles
    for side, crews in enumerate(s.sides):
        held = []
        for c in crews:
            for p in range(c * 3, c * 3 + 3):
                if where[p] == LAND and tiles[cell[p]].kind == TRAP:
                    place = cell[p] * 8 + step[p]
                    if coins.get(place):
                        held.append((place, p))
        if not held:
            continue
        friends = None
        for place, p in held:
            if not trap[p]:
                when = 0.0
            else:
                if friends is None:
                    friends = _free_spots(s, crews)
                when = min(_reach_of(maps, cell[p], friends), default=INF)
                if when >= INF:
                    continue   # caught for ever: nobody will carry these off
            if place not in out or when < out[place][1]:
                out[place] = (side, when)
    return out


def _free_spots(s: State, crews) -> list[tuple]:
    """A side's free pieces as ``_reach_of``'s spots: its pirates in play and not
    caught, and its characters."""
    out = [spot for c in crews for p in range(c * 3, c * 3 + 3)
           if not s.p_trap[p] and (spot := _spot(s, p)) is not None]
    if len(s.pieces) > 12:
        out += _free_characters(s, crews)
    return out


def _spot(s: State, q: int) -> tuple | None:
    """Piece ``q`` as one of ``_reach_of``'s spots (cell, extra actions, None on land,
    the ship's (crew, index) aboard, ``SWIMMER`` in the sea); None out of play."""
    w = s.p_where[q]
    if w == LAND:
        return (s.p_cell[q], 1 if s.p_drunk[q] else 0, None)
    if w == SHIP:
        k = s.p_ship[q]
        return (s.p_cell[q], 0, (k, SHIP_INDEX[k][s.ship[k]]))
    if w == SEA:
        return (s.p_cell[q], 2, SWIMMER)
    return None


def _reach_of(maps: Maps, cell: int, spots) -> list[float]:
    """Actions each pirate of ``spots`` (cell, extra actions, where: None on land, the
    ship's (crew, index) aboard, ``SWIMMER``) needs to step onto ``cell``: walking over
    the open tiles (``Maps.walk_to``; one penned in goes round by his ship), from aboard
    by sailing and landing, a swimmer as the crow flies."""
    walk = maps.walk_to(cell)
    base = cell * 169
    out = []
    for pc, extra, where in spots:
        if where is None:
            w = walk[pc]
            out.append((w if w < INF else CHEB[base + pc] + PENNED) + extra)
        elif where is SWIMMER:
            out.append(CHEB[base + pc] + extra)
        else:
            w = maps.aboard_to(cell, *where)
            out.append(w if w < INF else ABOARD[where[0]][where[1]][cell] + PENNED)
    return out


def _free_characters(s: State, crews) -> list[tuple]:
    """The characters (Ben Gunn, Friday, the Missionary) a side controls that could walk
    into a trap to free a caught crew-mate: as ``_reach_of``'s spots (cell, extra
    actions, None on land, the ship's (crew, index) aboard, ``SWIMMER`` in the sea). They
    are not carriers here: only the friends a caught pirate waits for."""
    crew_of = s.p_crew
    return [spot for q in s.pieces[12:]
            if crew_of[q] in crews and not s.p_trap[q] and (spot := _spot(s, q)) is not None]


def _freed_when(maps: Maps, movers: list[tuple], caught: list[int],
                helpers=()) -> None:
    """A pirate caught in a trap is free once a free friend steps in (RULINGS, trap): his
    extra actions are the nearest free friend's way to the trap, not a fixed 8. With a
    fixed wait his friend's steps toward the trap gained nothing until the last, and the
    friend wandered: in classic games of four easy crews, 17 of the 21 anti-stall ends
    with coins to bank in 300 games were coins in traps, most under a caught pirate.

    With any number of sides: with two, the fixed wait and half a pirate for one caught
    on coins made stepping into a trap for them look worse than standing beside it, and
    all 7 anti-stall ends with coins to bank in 300 classic games of two easy crews were
    last coins on traps. ``helpers``: the side's free characters (``_free_characters``),
    friends who free him too (RULINGS, "Finer points")."""
    free = [(pc, extra, hm) for j, (pc, extra, _, _, hm, _) in enumerate(movers)
            if j not in caught]
    free += helpers
    for i in caught:
        best = min(_reach_of(maps, movers[i][0], free), default=INF)
        if best < INF:
            m = movers[i]
            movers[i] = (m[0], best, m[2], m[3], m[4], m[5])


def _frontier_worth(s: State, near: list[float], rho: float, facedown: int) -> float:
    """Pirates close to face-down tiles: one pirate per tile counts (three pirates round
    the last tile find no more than one), and never more than the hidden coins are worth
    once found (so that opening the last tiles is worth it, not standing by them)."""
    near.sort(reverse=True)
    v = FRONTIER * rho * sum(near[:facedown])
    return min(v, FRONTIER_CAP * s.hidden_coins + FRONTIER_BASE)


def _galleon_carriers(s: State, maps: Maps) -> list[tuple[int, float]]:
    """The pirates standing on the galleon, free to carry it: each one's side and the
    actions the galleon needs, in his hands, to reach his ship."""
    out: list[tuple[int, float]] = []
    if s.galleon < 0:
        return out
    for side, crews in enumerate(s.sides):
        for c in crews:
            for p in range(c * 3, c * 3 + 3):
                if s.p_where[p] == LAND and not s.p_trap[p] \
                        and s.p_cell[p] * 8 + s.p_step[p] == s.galleon:
                    out.append((side, home_of(s, maps, c)[s.p_cell[p]]))
    return out


def _coin_carriers(s: State, maps: Maps) -> dict[int, list[tuple[int, float]]]:
    """The pirates standing on coins (not the galleon), free to carry one: by place, each
    one's side and the actions his coin needs, in his hands, to reach his ship."""
    out: dict[int, list[tuple[int, float]]] = {}
    coins = s.coins
    if not coins:
        return out
    for side, crews in enumerate(s.sides):
        for c in crews:
            home = None
            for p in range(c * 3, c * 3 + 3):
                if s.p_where[p] == LAND and not s.p_trap[p]:
                    place = s.p_cell[p] * 8 + s.p_step[p]
                    if coins.get(place):
                        if home is None:
                            home = home_of(s, maps, c)
                        out.setdefault(place, []).append((side, home[s.p_cell[p]]))
    return out


COINS_MEMO = 20_000   # ``_coins_worth`` results a decision's maps keep, at most


def _coins_worth_cached(s: State, maps: Maps, crews, movers, piles, pend, free_n: int,
                        rival: float | None, races: dict, race: float,
                        held_off: tuple = (), rival_fetch: bool = False
                        ) -> list[tuple[float, float]]:
    """``_coins_worth``, remembered on ``maps`` (one decision's, whose open tiles it
    reads) under everything else it reads: a search scores thousands of positions in
    which one side's pirates and coins stand as they stood in another (the other side
    moved). The key holds every input: the side's pirates and coins, its ships, the
    galleon, the pending chain's coin, the races, and the stepped tiles under coins (a
    dealt world may have opened them)."""
    spins = tuple(s.tiles[place >> 3].param for place, _, _ in piles
                  if place >= 0 and place & 7)
    key = (crews, tuple(movers), tuple(piles), tuple(s.ship[k] for k in crews), s.galleon,
           (pend.cell, pend.pirate) if pend is not None and pend.coin else None, free_n,
           rival, tuple(sorted(races.items())) if races else None, race, spins, held_off,
           rival_fetch)
    memo = maps.coins_memo
    units = memo.get(key)
    if units is None:
        if len(memo) >= COINS_MEMO:
            memo.clear()
        units = memo[key] = _coins_worth(s, maps, crews, movers, piles, pend, free_n, rival,
                                         races, race, held_off, rival_fetch)
    return units


def _coins_worth(s: State, maps: Maps, crews, movers, piles, pend,
                 free_n: int = 3, rival: float | None = None,
                 races: dict | None = None, race: float = 0.0,
                 held_off: tuple = (), rival_fetch: bool = False
                 ) -> list[tuple[float, float]]:
    """The coins on the island, each with when the side's pirates can bank it: (worth of
    one, actions); ``coin_value`` discounts it by those actions.

    A pirate standing on coins carries one of them home: it is banked in the walk home
    (``Maps.home``), and carrying it a step closer always gains. The other coins are
    handed out, soonest first, to the pirate who would bank them soonest: a free pirate
    walks to one and home; a busy one first banks his coin, then goes out from his ship
    and home again. A pirate carries one coin at a time, so a crowd of coins round one
    pirate is worth less than the same coins round three.

    ``rival``: a rival's pirate stands on the galleon and can carry it to his ship in
    that many actions. Unless one of this side's pirates can come to strike him sooner,
    the galleon is not this side's to count. Counted from wherever it lay, the galleon
    carried toward its carrier's ship often came nearer this side too, and the carrier's
    margin fell by more (three coins' worth) than his step home gained: in a
    treasure-island game of three crews the leader's carrier dragged it to and fro until
    the anti-stall end.

    ``races``: the coins a rival's pirates stand on, by place: how many of them and the
    fewest actions one needs to bank his. Unless this side can come to strike him sooner,
    those coins count ``1 - race`` of their worth (``race``: the anti-stall pressure, so
    only near the end, and nothing at the limit). Counted whole, a coin carried toward a
    balloon anyone may use came nearer the rival's bank too: in a classic game of three
    crews the leader's carrier stepped off his pile and back for 50 rounds. Counted less
    at any time, standing on a coin denied it to the rivals, and a pirate left a coin next
    to his ship to open a tile (``test_a_coin_next_to_the_ship_is_banked``).

    ``held_off``: (place, actions) for the coins a rival's pirate holds on a trap, free
    or caught with a free friend who can come (``_trap_refuges``), and when he can carry
    them off. He banks them only by carrying them off the trap, so this side reaches
    them as it reaches him then, not by stepping into the trap; ``rival_fetch``: some
    rival has two free pieces, so coins lying alone on a trap will be fetched and
    carried off it, and a lone pirate of this side meets them after the trap's wait,
    not never. Counted as never, a coin on a trap was worth nothing to a lone enemy and
    his reach the moment it left: a crew held the last coin on a trap, level, until the
    anti-stall end (classic 2-light island 27: 18 : 18).
    """
    homes = [home_of(s, maps, k) for k in crews]
    # from the ship back out to a cell (after banking, a pirate starts from his ship)
    ships = [(k, SHIP_INDEX[k][s.ship[k]]) for k in crews]
    one_home = homes[0] if len(homes) == 1 else None
    spots = [(pc, extra, hm) for pc, extra, _, _, hm, _ in movers]

    def out_to(cell: int) -> float:
        """From the ship back out to ``cell`` (after banking, a pirate starts aboard)."""
        if len(ships) == 1:
            k, i = ships[0]
            w = maps.aboard_to(cell, k, i)
            return w if w < INF else ABOARD[k][i][cell] + PENNED
        w = min(maps.aboard_to(cell, k, i) for k, i in ships)
        return w if w < INF else min(ABOARD[k][i][cell] for k, i in ships) + PENNED
    n_movers = len(movers)
    clocks = [-1.0] * n_movers   # when each pirate is free again (-1: free now)
    worth: list[tuple[float, float]] = []
    counted = 0
    todo = []   # coins nobody carries yet: (home distance, round trip, reach, coins)
    for place, n, weight in piles:
        if place < 0:  # the coin a pirate carries while his chain waits for a decision
            cell = pend.cell
            h = min(min((hm[x] for x in NEIGHBOURS[cell] if IS_ISLAND[x]), default=INF)
                    for hm in homes) + 1
            if h >= INF:
                continue
            base = cell * 169
            reach = [0 if pid == pend.pirate else CHEB[base + pc] + extra + 1
                     for pc, extra, _, pid, _, _ in movers]
        else:
            cell = place >> 3
            step = place & 7
            h = one_home[cell] if one_home is not None else min(hm[cell] for hm in homes)
            if h >= INF:  # no way known yet: as the crow flies, and slowly
                h = 10 + 2 * min(CHEB[cell * 169 + s.ship[k]] for k in crews)
            if step:
                t = s.tiles[cell]  # coins lie only on open tiles
                if t.kind == SPIN:
                    h += t.param - step
            base = cell * 169
            reach = _reach_of(maps, cell, spots)
            if step > 1:
                # whoever comes onto a stepped tile lands on its first step and walks
                # up to the coin's, one action a step: entering is not yet reaching it
                reach = [r + step - 1 for r in reach]
            if maps.kinds[cell] == TRAP:
                off = None
                for q, when in held_off:
                    if q == place:
                        off = when
                if off is not None:
                    reach = [r if r > off else off for r in reach]
                else:
                    # whoever steps onto a trap for its coins is caught until a free friend
                    # comes for him: alone, he would wait there for ever
                    wait = TRAP_WAIT if free_n >= 2 or rival_fetch else INF
                    reach = [r + wait for r in reach]
            for j, (pc, extra, pst, _, _, spin) in enumerate(movers):
                if pc == cell:
                    reach[j] = extra - spin + (step - pst if step >= pst else 6)
            if rival is not None and place == s.galleon and min(reach) >= rival:
                continue   # in a rival's hands, home before we can strike him
            held = races.get(place) if races else None
            if held is not None and min(reach) >= held[1]:
                k = min(n, held[0])
                todo.append((h, h + out_to(cell), reach, k, weight * (1.0 - race)))
                n -= k
        for j in range(n_movers):  # the pirates standing on it carry one each
            if n and reach[j] == 0 and clocks[j] < 0:
                clocks[j] = h
                worth.append((weight, h))
                counted += 1
                n -= 1
        if n:
            todo.append((h, h + out_to(cell), reach, n, weight))
    if not todo or counted >= MAX_UNITS:
        return worth
    # the k-th coin of a pile waits for k round trips shared among the pirates: hand the
    # coins out in that order, so that one big pile does not hide a coin elsewhere
    spread = float(max(1, n_movers))
    units = []
    for h, trip, reach, n, weight in todo:
        first = math.inf
        for j, clock in enumerate(clocks):
            f = reach[j] + h if clock < 0 else clock + trip
            if f < first:
                first = f
        for k in range(min(n, MAX_UNITS)):
            units.append((first + k * trip / spread - weight, trip, h, reach, weight))
    units.sort(key=_first)
    for _, trip, h, reach, weight in units[:MAX_UNITS - counted]:
        best, best_j = INF, 0
        for j, clock in enumerate(clocks):
            f = reach[j] + h if clock < 0 else clock + trip
            if f < best:
                best, best_j = f, j
        clocks[best_j] = best
        worth.append((weight, best))
    return worth


def _clinch_needs(s: State) -> list[int]:
    """For each side, how many more coins end the game won for it (the early end: no
    other side could catch it were they to bank every coin left), if it leads the banked
    coins and needs at most ``CLINCH_MAX``; else 0. Without this, a leader one coin from
    the end weighed that coin as any other: in a treasure-island game of two crews White,
    19 to 13 with 7 coins left, kept its pirates on two piles by a balloon for 300
    actions, as every step home with a coin also brought it nearer Black's one pirate, and
    the game ended by the anti-stall limit."""
    out = [0] * len(s.sides)
    if not s.options.get("early_end", True) or len(s.sides) < 2:
        return out
    left = s.coins_in_play
    banked = [sum(s.banked[c] for c in crews) for crews in s.sides]
    for i, b in enumerate(banked):
        best = max(x for j, x in enumerate(banked) if j != i)
        if b > best:
            # banking k: b + k > best + left - k
            k = (best + left - b) // 2 + 1
            if k <= CLINCH_MAX:
                out[i] = k
    return out


def _clinch_time(units: list[tuple[float, float]], need: int) -> float:
    """When the side's coins on the island (``_coins_worth``) bank ``need`` coins: the
    actions the last of the soonest of them needs (INF: not enough of them)."""
    got = 0.0
    for weight, f in sorted(units, key=lambda u: u[1]):
        got += weight
        if got >= need:
            return f
    return INF


def coin_value(f: float, slope: float = 0.025) -> float:
    """A coin on the island that can be banked in ``f`` actions (a banked coin is 1).
    ``slope``: what each action still needed costs, while it stays above ``FAR``."""
    knee = (ISLAND_COIN - FAR) / slope
    return ISLAND_COIN - slope * f if f <= knee else FAR * 0.93 ** (f - knee)


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
