"""The coins on the island, as the island crews weigh them: who can fetch each coin and in
how many actions (free pirates, a pirate caught on a trap whose friend can come, the
island's characters), what a coin is worth by the actions its banking still needs
(:func:`coin_value`), and how many coins end the game won (:func:`_clinch_needs`). The
weights of the whole evaluation live here, at the top, so that :mod:`.evaluate` and this
module read the same numbers."""

from __future__ import annotations

import math
from operator import itemgetter

from jackal_tui.games.classic.board import IS_ISLAND, NEIGHBOURS
from jackal_tui.games.classic.state import LAND, SEA, SHIP, State
from jackal_tui.games.classic.tiles import SPIN, TRAP
from jackal_tui.ai.classic.knowledge import ABOARD, CHEB, INF, SHIP_INDEX, Maps, home_of


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
