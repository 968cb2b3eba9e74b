"""Who may stand where, and what a move may reach: the rules' questions about a state
that every part of Archipelago asks (RULINGS-ARCHIPELAGO.md: the map, boats and swimmers,
the tiles). Also the one source of chance, drawn from the seed and the count of chance
outcomes so far.
"""

from __future__ import annotations

import random

from jackal_tui.games.archipelago.state import ABSENT, BOAT, DEAD, LAND, MISSIONARY, PIECES, SEA, State
from jackal_tui.games.archipelago.tiles import DIRS, MOVE_ON, NO_COIN, kind_of, number_of

KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
DIAGONALS = ("NE", "SE", "SW", "NW")
CHAIN_LIMIT = 400   # steps in one action: only a cycle could make more
# The end reason of the anti-stall limit (the arena counts those ends by it: a game
# package's STALL_END, jackal_tui.ai.arena).
STALL_END = "nothing has happened for too long (anti-stall)"
SINGLE = ("lighthouse", "musket", "airplane", "smoke", "missionary", "earthquake",
          "bottles", "den")


def chance(s: State) -> random.Random:
    """The generator for the next chance outcome: from the seed and the draws so far."""
    return random.Random((s.seed * 1_000_003 + s.draws * 7919 + 17) & 0xFFFFFFFFFFFF)


# ----- who may stand where ------------------------------------------------------------
def side_of(s: State, p: int) -> int:
    c = s.p_crew[p]
    return s.side[c] if c >= 0 else -1


def foes_at(s: State, cell: int, step: int, p: int) -> list[int]:
    """Pieces of other sides standing on (cell, step)."""
    me = side_of(s, p)
    return [q for q in s.on_land(cell, step) if q != p and side_of(s, q) != me]


def labyrinth_steps(s: State, cell: int, p: int = -1) -> int:
    """The steps of the face-up labyrinth on ``cell`` (0: none) for piece ``p``: the
    Pathfinder has one fewer (steps 1 to N-1)."""
    t = s.tiles[cell]
    n = number_of(t) if s.up[cell] and t is not None and kind_of(t) == "labyrinth" else 0
    return n - 1 if n and p >= 0 and s.has(p, "Pathfinder") else n


def entry_problem(s: State, p: int, cell: int, coin: bool, frm: tuple | None = None,
                  step: int | None = None) -> str | None:
    """Why piece ``p`` may not enter land ``cell`` (with a coin if ``coin``), or None.

    ``frm`` is the (cell, step) of a plain move: a pirate there with his own side's
    peaceful Missionary may not step onto enemies. ``step`` is the labyrinth step entered
    (1 when he comes in from outside)."""
    if coin and (not s.up[cell] or s.kind(cell) in NO_COIN) and not (
            s.up[cell] and s.kind(cell) == "jungle" and s.has(p, "Pathfinder")):
        return ("a pirate dragging a coin goes only onto face-up tiles" if not s.up[cell]
                else f"no coin may enter the {s.kind(cell)}")
    if coin and s.peaceful(p):
        return "the Missionary carries nothing"
    if s.bear == cell or not s.up[cell]:
        return None
    k = s.kind(cell)
    if k == "crocodile" and not s.has(p, "Lucky"):
        return None     # he is sent back before he meets Lucky standing there
    if step is None:
        step = 1 if k == "labyrinth" else 0
    here = [q for q in s.on_land(cell, step) if q != p]
    enemies = [q for q in here if side_of(s, q) != side_of(s, p)]
    if enemies and s.peaceful(p):
        return "the Missionary never goes where enemies stand"
    # Jonah is never struck: an enemy shares his tile (but a bank, a fortress or a
    # shrine he holds keeps its own rule)
    foes = [q for q in enemies if not s.has(q, "Jonah")]
    if k == "bank" and here and not foes and not s.solo:
        return "only one piece may be on the bank"
    if enemies and not foes and k in ("fortress", "shrine"):
        return f"an enemy holds the {k}"
    if not foes:
        return None
    if MISSIONARY in foes and s.peaceful(MISSIONARY):
        return "nobody goes onto the Missionary's tile as his enemy"
    if k == "jungle":
        return None
    if k == "fortress":
        return "an enemy holds the fortress"
    if k == "shrine":
        return "an enemy holds the shrine"
    if k == "bank" and (len(here) > 1 or s.coins_on(cell)):
        return "the bank holds one piece, and a pirate with a coin there cannot be struck"
    if coin and not s.has(p, "Brawler"):     # the Brawler strikes with his coin
        return "a pirate dragging a coin cannot strike"
    if frm is not None and s.peaceful(MISSIONARY) and MISSIONARY in s.on_land(*frm) \
            and side_of(s, MISSIONARY) == side_of(s, p):
        return "nobody on the Missionary's tile strikes"
    return None


def sea_problem(s: State, p: int, cell: int) -> str | None:
    """Why ``p`` may not come into water ``cell`` (swimming or thrown), or None."""
    b = s.boat_at(cell)
    if b >= 0:
        return None if s.partners(b, s.p_crew[p]) else "an enemy boat is there"
    me = side_of(s, p)
    foes = [q for q in s.swimmers(cell) if side_of(s, q) != me]
    if foes and (s.peaceful(p) or (MISSIONARY in foes and s.peaceful(MISSIONARY))):
        return "the Missionary never meets enemies"
    return None


def fighters_of(s: State, crew: int) -> list[int]:
    out = [p for p in range(crew * 3, crew * 3 + 3) if s.p_where[p] != DEAD]
    if s.converted and s.p_crew[MISSIONARY] == crew and s.p_where[MISSIONARY] != ABSENT:
        out.append(MISSIONARY)
    return out


def own_pieces(s: State, crew: int) -> list[int]:
    out = list(range(crew * 3, crew * 3 + 3))
    if s.p_crew[MISSIONARY] == crew and s.p_where[MISSIONARY] != ABSENT:
        out.append(MISSIONARY)
    return out


def boat_speed(s: State, crew: int) -> int:
    aboard = sum(1 for p in fighters_of(s, crew)
                 if s.p_where[p] == BOAT and s.p_boat[p] == crew)
    if not aboard:
        return 0
    glass = any(s.p_where[p] == LAND and s.kind(s.p_cell[p]) == "spyglass"
                for p in fighters_of(s, crew))
    # a Navigator of the crew aboard its own boat (a partner's adds nothing)
    navigator = any(s.has(p, "Navigator") and s.p_where[p] == BOAT and s.p_boat[p] == crew
                    for p in range(crew * 3, crew * 3 + 3))
    return aboard + (1 if glass else 0) + (1 if navigator else 0)


def boat_moves(s: State, crew: int) -> dict[tuple[int, frozenset], list[int]]:
    """Every (end cell, swimmers' cells picked up) the boat can reach, with one path."""
    start = s.boats[crew]
    speed = boat_speed(s, crew)
    if start < 0 or not speed:
        return {}
    b = s.board
    me = s.side[crew]
    other_boats = {s.boats[c] for c in s.crews if c != crew and s.boats[c] >= 0}

    at_sea: dict[int, list[int]] = {}
    for q in range(PIECES):
        if s.p_where[q] == SEA:
            at_sea.setdefault(s.p_cell[q], []).append(q)

    def swimmers_of(cell, mine):
        return [q for q in at_sea.get(cell, ()) if (side_of(s, q) == me) == mine]

    # no boat enters a cell where Jonah swims, and none takes him aboard
    jonah = {s.p_cell[q] for q in range(12) if s.p_where[q] == SEA and s.has(q, "Jonah")}

    out: dict = {}
    frontier = {(start, frozenset()): [start]}
    for _ in range(speed):
        nxt = {}
        for (cell, picked), path in frontier.items():
            for d in DIRS.values():
                n = b.step(cell, d)
                if n < 0 or n in b.land:
                    continue
                while n in other_boats:
                    n = b.step(n, d)
                    if n < 0 or n in b.land:
                        break
                if n < 0 or n in b.land or n in other_boats:
                    continue
                if swimmers_of(n, False) or n in jonah:
                    continue
                got = picked | ({n} if swimmers_of(n, True) else set())
                key = (n, frozenset(got))
                if key not in out and key not in nxt and key not in frontier:
                    nxt[key] = path + [n]
        for key, path in nxt.items():
            if key[0] != start:
                out.setdefault(key, path)
        frontier = nxt
    return out


def flight_targets(s: State, here: int, coin: bool) -> list[int]:
    """Face-up land tiles other than ``here`` with no piece and no bear on them."""
    taken = {s.p_cell[q] for q in range(PIECES) if s.p_where[q] == LAND}
    return [c for c in sorted(s.board.land) if c != here and s.up[c] and c not in taken
            and c != s.bear and not (coin and s.kind(c) in NO_COIN)]


def quake_cells(s: State) -> list[int]:
    taken = {s.p_cell[q] for q in range(PIECES) if s.p_where[q] == LAND}
    return [c for c in sorted(s.board.land)
            if c not in taken and c != s.bear and not s.coins_at(c)]


def stays_on(s: State, p: int, kind: str | None) -> bool:
    """May ``p`` stand on a tile that moves everyone else on: Lucky on a crocodile, the
    Cook on the cannibal (RULINGS-ARCHIPELAGO, "Abilities: finer points")."""
    return (kind == "crocodile" and s.has(p, "Lucky")) or (kind == "cannibal"
                                                          and s.has(p, "Cook"))


def free_cells(s: State, boat: int, coin: bool, exclude: int = -1) -> list[int]:
    """Jonah's free land cells next to the boat on ``boat``: face-up land among its 8
    neighbours with no piece and no bear, where a piece can stop, and with a coin where a
    coin may lie; ``exclude`` (the cell his action began on) never counts."""
    if boat < 0:
        return []
    taken = {s.p_cell[q] for q in range(PIECES) if s.p_where[q] == LAND}
    return [c for c in s.board.land_neighbours[boat]
            if s.up[c] and c not in taken and c != s.bear and c != exclude
            and s.kind(c) not in MOVE_ON and not (coin and s.kind(c) in NO_COIN)]
