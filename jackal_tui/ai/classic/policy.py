"""A quick score for each legal action, read off the position without playing it.

Used to play out the search's simulations fast and to order the moves it tries first.
It likes banking, carrying coins toward a ship, opening tiles, striking enemies (more if
they stand on coins), and dislikes known deaths: an enemy ship, a cannibal, the sea with
a coin. Only open tiles are read.
"""

from __future__ import annotations

import random

from jackal_tui.games.classic.actions import Action
from jackal_tui.games.classic.board import IS_ISLAND
from jackal_tui.games.classic.state import LAND, SEA, SHIP, State
from jackal_tui.games.classic.tiles import (
    AIRPLANE, ARROW, BALLOON, CANNIBAL, CANNON, CROCODILE, HORSE, ICE, RUM, SPIN, TRAP,
)
from jackal_tui.ai.classic.knowledge import CHEB, INF, SHIP_INDEX, Maps, home_of, play, swim_dist

DEATH = -8.0


def _home(s: State, maps: Maps, crew: int) -> list[list[float]]:
    return [home_of(s, maps, k) for k in s.crews if s.side[k] == s.side[crew]]


def _hdist(homes, cell: int) -> float:
    return min(hm[cell] for hm in homes)


def quick_scores(s: State, legal: list[Action], maps: Maps) -> list[float]:
    crew = s.turn
    side = s.side
    my = side[crew]
    homes = _home(s, maps, crew)
    piles = [place // 8 for place in s.coins]
    if s.galleon >= 0:
        piles.append(s.galleon // 8)
    enemy_land = [s.p_cell[p] for p in range(12) if s.p_where[p] == LAND and side[p // 3] != my]
    spots = {s.p_cell[p] * 8 + s.p_step[p] for p in range(12)
             if side[p // 3] != my and (s.p_where[p] == LAND or s.p_where[p] == SEA)}
    enemy_land = (enemy_land, spots)
    pend = s.pending
    out = []
    for a in legal:
        k = a.kind
        if k == "move":
            out.append(_move_score(s, maps, a, crew, homes, piles, enemy_land))
        elif k == "choose":
            out.append(_land_score(s, a.to, pend.coin, crew, homes, piles, enemy_land,
                                   a.frm, True))
        elif k == "ship":
            out.append(_ship_score(s, maps, a, crew))
        elif k == "revive":
            out.append(3.0)
        else:  # stay on the airplane
            out.append(0.2)
    return out


def _ship_score(s: State, maps: Maps, a: Action, crew: int) -> float:
    side = s.side
    v = -0.2
    for p in range(12):
        if s.p_where[p] == SEA and s.p_cell[p] == a.to:
            v += 2.0 if side[p // 3] == side[crew] else 1.0
    # sail toward a pirate of the crew who stands on coins
    old = maps.home(crew, SHIP_INDEX[crew][a.frm])
    new = maps.home(crew, SHIP_INDEX[crew][a.to])
    for p in range(crew * 3, crew * 3 + 3):
        if s.p_where[p] == LAND:
            c = s.p_cell[p]
            if s.coins.get(c * 8 + s.p_step[p]):
                v += 0.4 * (old[c] - new[c])
    return v


def _sea_score(s: State, cell: int, coin: bool, crew: int) -> float:
    owner = s.ship_at(cell)
    if owner >= 0:
        if s.side[owner] != s.side[crew]:
            return DEATH
        return 6.0 if coin else -0.6
    return -4.0 if coin else -2.0


def _land_score(s: State, to: int, coin: bool, crew: int, homes, piles, enemy_land,
                frm: int, chain: bool) -> float:
    if to < 0:
        return DEATH
    if not IS_ISLAND[to]:
        return _sea_score(s, to, coin, crew)
    v = 0.0
    if not s.up[to]:
        v += 0.6  # open a tile: maybe a chest
    else:
        k = s.tiles[to].kind
        if k == CANNIBAL:
            return DEATH
        if k == TRAP:
            trapped_friend = any(s.p_trap[p] and s.p_cell[p] == to and s.side[p // 3] == s.side[crew]
                                 for p in range(12))
            v += 1.0 if trapped_friend else -1.5
        elif k == RUM:
            v -= 0.4
        elif k == CROCODILE:
            v -= 1.0
        elif k == BALLOON:
            v += 5.0 if coin else -0.5
        elif k == CANNON:
            v -= 2.5 if coin else 0.8
        elif k in (ARROW, ICE, HORSE, AIRPLANE):
            v -= 0.1
        elif k == SPIN:
            v -= 0.1 * s.tiles[to].param
    step = 1 if s.up[to] and s.tiles[to].kind == SPIN else 0
    if not coin and to * 8 + step in enemy_land[1]:
        v += 1.2
        if s.coins.get(to * 8 + step):
            v += 1.0
    if coin:
        h_from = _hdist(homes, frm) if frm >= 0 and IS_ISLAND[frm] else INF
        h_to = _hdist(homes, to)
        if h_to < INF and h_from < INF:
            v += (0.4 + 0.8 * (h_from - h_to)) * (3.0 if coin == 2 else 1.0)  # the galleon
        for e in enemy_land[0]:
            if CHEB[e * 169 + to] <= 1:
                v -= 0.3
                break
    elif piles and frm >= 0:
        before = min(CHEB[frm * 169 + c] for c in piles)
        after = min(CHEB[to * 169 + c] for c in piles)
        v += 0.25 * (before - after)
    return v


def _move_score(s: State, maps: Maps, a: Action, crew: int, homes, piles, enemy_land) -> float:
    p, frm, to = a.who, a.frm, a.to
    w = s.p_where[p]
    if w == SHIP:
        v = 0.3 + (0.4 if not s.up[to] else 0.0)
        return v + _land_score(s, to, False, crew, homes, piles, enemy_land, -1, False)
    if w == SEA:
        if IS_ISLAND[to]:
            return 0.0
        owner = s.ship_at(to)
        if owner >= 0:
            return DEATH if s.side[owner] != s.side[crew] else 2.0
        ship = s.ship[crew]
        before, after = swim_dist(s, s.side[crew], frm, ship), swim_dist(s, s.side[crew], to, ship)
        if before >= INF or after >= INF:
            return 0.5 if after < before else (-0.5 if after > before else 0.0)
        return 0.5 * (before - after)
    step = s.p_step[p]
    here_coins = s.coins.get(frm * 8 + step, 0) + (s.galleon == frm * 8 + step)
    if frm == to:  # one step further on a stepped tile
        return 0.3 + (0.4 if a.coin else 0.0)
    if s.tiles[frm].kind == AIRPLANE:  # a flight from a waiting airplane
        if to == s.ship[crew]:
            return 6.0 if a.coin else -0.5
        return _land_score(s, to, a.coin, crew, homes, piles, enemy_land, frm, True) - 0.2
    v = _land_score(s, to, a.coin, crew, homes, piles, enemy_land, frm, False)
    if here_coins and not a.coin:
        v -= 0.5  # leaves coins behind
        if not IS_ISLAND[to] and s.ship_at(to) >= 0:
            v -= 1.0
    return v


def pick_quick(s: State, legal: list[Action], maps: Maps, rng: random.Random,
               epsilon: float = 0.1, noise: float = 0.3) -> Action:
    """The rollout policy: the best quick score, with a little noise and some random moves."""
    if len(legal) == 1:
        return legal[0]
    if rng.random() < epsilon:
        return legal[rng.randrange(len(legal))]
    scores = quick_scores(s, legal, maps)
    best, best_v = legal[0], -1e9
    for a, v in zip(legal, scores):
        v += noise * rng.random()
        if v > best_v:
            best, best_v = a, v
    return best



def drop_idle(s: State, legal: list[Action]) -> list[Action]:
    """``legal`` without the plainly idle actions, unless nothing else is left: a chain
    decision that takes a carried coin back where the action began, or a coin carried
    onto an open crocodile (which sends it straight back). Searches use this at every
    node, so that they never count on a move the crew will not make."""
    pend = s.pending
    if pend is not None:
        if not pend.coin or pend.origin < 0 or pend.origin & 7:
            return legal
        back = pend.origin >> 3
        if not any(a.to == back for a in legal):
            return legal
        rest = [a for a in legal if a.to != back or a.kind != "choose"]
    else:
        rest = None
        for i, a in enumerate(legal):
            if a.coin and s.up[a.to] and s.tiles[a.to] is not None \
                    and s.tiles[a.to].kind == CROCODILE:
                rest = legal[:i] if rest is None else rest
            elif rest is not None:
                rest.append(a)
        if rest is None:
            return legal
    return rest or legal


def idle_actions(s: State, legal: list[Action], world: State) -> set[Action]:
    """Actions that would leave everything as it was when the crew's action began: a coin
    carried off and brought straight back (by a crocodile, or an arrow chosen back). The
    anti-stall end counts such a move as progress, so a crew that keeps making it could
    keep a game going for ever. ``world`` is a dealt copy of ``s`` to try them on."""
    pend = s.pending
    if pend is not None:
        if not pend.coin or pend.origin < 0:
            return set()
        o_cell, o_step = divmod(pend.origin, 8)
        expected = dict(s.coins)
        expected[pend.origin] = expected.get(pend.origin, 0) + 1
    up = sum(world.up)
    out = set()
    for a in legal:
        if pend is None and not (a.kind == "move" and a.coin):
            continue
        w = world.copy()
        play(w, a)
        if w.pending is not None or sum(w.up) != up:
            continue
        p = a.who
        if pend is None:
            same = (w.coins == s.coins and w.p_where[p] == s.p_where[p]
                    and w.p_cell[p] == s.p_cell[p] and w.p_step[p] == s.p_step[p])
        else:
            same = (w.coins == expected and w.p_where[p] == LAND and w.p_cell[p] == o_cell
                    and w.p_step[p] == o_step)
        if same:
            out.add(a)
    return out


def purposeful(s: State, legal: list[Action], world: State) -> list[Action]:
    """``legal`` without the idle actions (unless nothing else is left)."""
    legal = drop_idle(s, legal)
    idle = idle_actions(s, legal, world)
    if not idle:
        return legal
    rest = [a for a in legal if a not in idle]
    return rest or legal
