"""The bear's step (RULINGS-ARCHIPELAGO.md, "The bear"): whom it hunts and where it goes."""

from __future__ import annotations

import math

from jackal_tui.games.archipelago.state import LAND, PIECES, State
from jackal_tui.games.archipelago.tiles import DIR_ORDER, DIRS


def land_distances(s: State, start: int) -> dict[int, int]:
    """King steps over land from ``start`` to every land cell (kept with the board)."""
    if len(_DISTANCES) > 32 and s.board.layout not in _DISTANCES:
        _DISTANCES.clear()
    cache = _DISTANCES.setdefault(s.board.layout, {})
    got = cache.get(start)
    if got is not None:
        return got
    dist = {start: 0}
    todo = [start]
    nb = s.board.land_neighbours
    for c in todo:
        for n in nb[c]:
            if n not in dist:
                dist[n] = dist[c] + 1
                todo.append(n)
    cache[start] = dist
    return dist


_DISTANCES: dict[tuple, dict[int, dict[int, int]]] = {}


def bear_target(s: State) -> tuple[int, int] | None:
    """(quarry piece, next cell) of the bear's step, or None when it sits."""
    b = s.bear
    quarries = [p for p in range(PIECES) if s.p_where[p] == LAND and s.fighter(p)
                and s.p_crew[p] >= 0]
    if b < 0 or not quarries:
        return None
    dist = land_distances(s, b)
    bx, by = s.board.xy(b)

    def angle(p):
        qx, qy = s.board.xy(s.p_cell[p])
        return math.atan2(qx - bx, qy - by) % (2 * math.pi)

    quarries = [p for p in quarries if s.p_cell[p] in dist]
    if not quarries:
        return None
    q = min(quarries, key=lambda p: (dist[s.p_cell[p]], round(angle(p), 9), p))
    qc = s.p_cell[q]
    d = dist[qc]
    dq = land_distances(s, qc)
    qx, qy = s.board.xy(qc)
    cands = [n for n in s.board.land_neighbours[b] if dq.get(n) == d - 1]

    def rank(n):
        nx, ny = s.board.xy(n)
        dx, dy = nx - bx, ny - by
        compass = DIR_ORDER.index(next(k for k, v in DIRS.items() if v == (dx, dy)))
        diagonal = dx != 0 and dy != 0
        if d == 2:
            orth = abs(nx - qx) + abs(ny - qy) == 1
            return (not orth, not diagonal, compass)
        return (not diagonal, compass)

    return q, min(cands, key=rank)
