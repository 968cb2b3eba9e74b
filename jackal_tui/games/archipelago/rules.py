"""What may be done, and what happens: the legal actions and the Resolver that turns an
action into events (RULINGS-ARCHIPELAGO.md; classic RULINGS.md where it says "as classic").

The Resolver changes the state only through ``apply_event``. Chance (a tile's quarter
turn when opened, the crossroads die) is drawn from the state's seed and its count of
chance outcomes so far, and written into the event, so a replay never draws; a position
may pin an outcome (``State.opens``, ``State.next_rolls``), which is then taken instead.
"""

from __future__ import annotations

import math
import random

from jackal_tui.games.archipelago.actions import Action, piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS
from jackal_tui.games.archipelago.solo import pirates_alive
from jackal_tui.games.archipelago.state import (
    ABSENT, BOAT, CARRIED, DEAD, EATEN, LAND, MISSIONARY, PIECES, SEA, SUNK, State,
    apply_event, bank_place,
)
from jackal_tui.games.archipelago.tiles import DIR_ORDER, DIRS, MOVE_ON, NO_COIN, dirs_of, kind_of, number_of, turned

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


def labyrinth_steps(s: State, cell: int) -> int:
    t = s.tiles[cell]
    return number_of(t) if s.up[cell] and t is not None and kind_of(t) == "labyrinth" else 0


def entry_problem(s: State, p: int, cell: int, coin: bool, frm: tuple | None = None,
                  step: int | None = None) -> str | None:
    """Why piece ``p`` may not enter land ``cell`` (with a coin if ``coin``), or None.

    ``frm`` is the (cell, step) of a plain move: a pirate there with his own side's
    peaceful Missionary may not step onto enemies. ``step`` is the labyrinth step entered
    (1 when he comes in from outside)."""
    if coin and (not s.up[cell] or s.kind(cell) in NO_COIN):
        return ("a pirate dragging a coin goes only onto face-up tiles" if not s.up[cell]
                else f"no coin may enter the {s.kind(cell)}")
    if coin and s.peaceful(p):
        return "the Missionary carries nothing"
    if s.bear == cell or not s.up[cell]:
        return None
    k = s.kind(cell)
    if step is None:
        step = 1 if k == "labyrinth" else 0
    here = [q for q in s.on_land(cell, step) if q != p]
    foes = [q for q in here if side_of(s, q) != side_of(s, p)]
    if k == "bank" and here and not foes and not s.solo:
        return "only one piece may be on the bank"
    if not foes:
        return None
    if s.peaceful(p):
        return "the Missionary never goes where enemies stand"
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
    if coin:
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
    return aboard + (1 if glass else 0)


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
                if swimmers_of(n, False):
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


# ----- legal actions ------------------------------------------------------------------
def _cell_key(s: State, name: str) -> int:
    return s.board.parse(name) if name else -1


def sort_actions(s: State, acts: list[Action]) -> list[Action]:
    from jackal_tui.games.archipelago.actions import KINDS
    return sorted(set(acts), key=lambda a: (KINDS.index(a.kind), a.who, _cell_key(s, a.frm),
                                            _cell_key(s, a.to), a.coin, a.word, a.via))


def legal_actions(s: State) -> list[Action]:
    if s.over:
        return []
    L = CREW_LETTERS
    if s.vote:
        v = L[s.vote[1][0]]
        return [Action("agree", v), Action("refuse", v)]
    if s.pending:
        return sort_actions(s, pending_actions(s))
    if s.solo:
        return sort_actions(s, solo_moves(s, s.mover))
    if s.phase == "setup":
        return sort_actions(s, [Action("place", L[s.turn], to=s.name(c))
                                for c in setup_places(s)])
    if s.phase == "bottles":
        return sort_actions(s, bottle_actions(s, s.turn) + [Action("done", L[s.turn])])
    acts = crew_actions(s, s.turn)
    if acts and not s.smoky and s.vote_turn != s.turns:
        acts.append(Action("propose", L[s.turn]))
    return sort_actions(s, acts)


def setup_places(s: State) -> list[int]:
    """Water orthogonally next to a beach, touching no boat; on a layout too small for
    that, any water cell next to land with no boat on it."""
    placed = [s.boats[c] for c in s.crews if s.boats[c] >= 0]
    out = [c for c in s.board.boat_places()
           if all(c != o and o not in s.board.neighbours[c] for o in placed)]
    return out or [c for c in sorted(s.board.water) if c not in placed
                   and s.board.land_neighbours[c]]


def pending_actions(s: State) -> list[Action]:
    pd = s.pending
    who = piece_name(pd["piece"])
    if pd["kind"] == "musket":
        return [Action("choose", who, word=d) for d in pd["options"]]
    if pd["kind"] == "quaketurn":
        cell = s.name(pd["extra"][0])
        return [Action("choose", who, to=cell, word=t) for t in pd["options"]]
    return [Action("choose", who, to=s.name(c)) for c in pd["options"]]


def piece_moves(s: State, p: int) -> list[Action]:
    where, cell, step = s.p_where[p], s.p_cell[p], s.p_step[p]
    b = s.board
    who = piece_name(p)
    out = []
    me = s.p_crew[p]
    if where == BOAT:
        for n in b.land_neighbours[cell]:
            if entry_problem(s, p, n, False) is None:
                out.append(Action("move", who, s.name(cell), s.name(n)))
    elif where == SEA:
        for n in b.neighbours[cell]:
            if n in b.land:
                continue
            if sea_problem(s, p, n) is None:
                out.append(Action("move", who, s.name(cell), s.name(n)))
    elif where == LAND:
        if s.p_trap[p] or s.p_drunk[p]:
            return out
        coins = s.coins_on(cell, step) > 0 and not s.peaceful(p)
        lab = labyrinth_steps(s, cell)
        if lab and step < lab:
            for c in ((False, True) if coins else (False,)):
                if entry_problem(s, p, cell, c, (cell, step), step + 1) is None:
                    out.append(Action("move", who, s.name(cell), s.name(cell), c))
            return out
        for n in b.neighbours[cell]:
            for c in ((False, True) if coins else (False,)):
                if n in b.land:
                    ok = entry_problem(s, p, n, c, (cell, step)) is None
                else:
                    bt = s.boat_at(n)
                    ok = bt >= 0 and s.partners(bt, me)
                if ok:
                    out.append(Action("move", who, s.name(cell), s.name(n), c))
    return out


def solo_moves(s: State, p: int) -> list[Action]:
    """Solo: the pirate whose step is due steps to any of his 8 neighbours, into the
    water or onto the bear too (he dies there), dragging a coin if he likes."""
    if p < 0 or s.p_where[p] != LAND or s.p_trap[p]:
        return []
    cell, step = s.p_cell[p], s.p_step[p]
    coins = s.coins_on(cell, step) > 0
    out = []
    for n in s.board.neighbours[cell]:
        for c in ((False, True) if coins else (False,)):
            if n not in s.board.land or entry_problem(s, p, n, c) is None:
                out.append(Action("move", piece_name(p), s.name(cell), s.name(n), c))
    return out


def solo_free(s: State, start: int) -> int:
    """The first pirate from ``start`` on (W1, W2, W3 order) who is alive and free."""
    for q in range(start, 3):
        if s.p_where[q] == LAND and not s.p_trap[q]:
            return q
    return -1


def coins_on_bank(s: State) -> int:
    return sum(s.coins_at(c) for c in s.board.land if s.kind(c) == "bank")


def crew_actions(s: State, crew: int) -> list[Action]:
    """The crew's possible actions of its turn (no bottles, no proposal)."""
    out = []
    L = CREW_LETTERS[crew]
    for (to, picked), path in boat_moves(s, crew).items():
        out.append(Action("boat", L, s.name(path[0]), s.name(to),
                          via=tuple(s.name(c) for c in sorted(picked))))
    for p in own_pieces(s, crew):
        out.extend(piece_moves(s, p))
    fighters = fighters_of(s, crew)
    if len(fighters) < 3 and any(
            s.p_where[p] == LAND and s.kind(s.p_cell[p]) == "shrine" for p in fighters):
        for p in range(crew * 3, crew * 3 + 3):
            if s.p_where[p] == DEAD:
                out.append(Action("revive", piece_name(p)))
    return out


def bottle_actions(s: State, crew: int) -> list[Action]:
    """The bottle uses open to the crew at the end of its turn (RULINGS: bottles)."""
    if s.bottles[crew] <= 0 or s.smoky:
        return []
    out = []
    for p in fighters_of(s, crew):
        if s.p_where[p] != LAND:
            continue
        cell, step = s.p_cell[p], s.p_step[p]
        who = piece_name(p)
        if s.p_trap[p]:
            out.append(Action("bottle", who))
        lab = labyrinth_steps(s, cell)
        if lab and step < lab:
            foes = foes_at(s, cell, lab, p)
            guarded = s.peaceful(MISSIONARY) and MISSIONARY in s.on_land(cell, lab)
            if not guarded:
                out.append(Action("bottle", who))
                if s.coins_on(cell, step) and not foes:
                    out.append(Action("bottle", who, coin=True))
    m = MISSIONARY
    if s.peaceful(m) and s.p_where[m] in (LAND, SEA, BOAT):
        near = {s.p_cell[m], *s.board.neighbours[s.p_cell[m]]}
        for p in range(crew * 3, crew * 3 + 3):
            if s.p_where[p] in (LAND, SEA, BOAT) and s.p_cell[p] in near:
                out.append(Action("bottle", piece_name(p), word="MIS"))
    return out


def can_act(s: State, crew: int) -> bool:
    return bool(crew_actions(s, crew))


# ----- the bear -----------------------------------------------------------------------
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


# ----- the Resolver -------------------------------------------------------------------
class Chain:
    """A piece's move in progress: what it drags, where it came from, what it has seen."""

    __slots__ = ("p", "coin", "prev", "prev_step", "visited", "steps", "returning")

    def __init__(self, p, coin=None, prev=-1, prev_step=0, visited=(), steps=0):
        self.p, self.coin, self.prev, self.prev_step = p, coin, prev, prev_step
        self.visited = set(tuple(v) for v in visited)
        self.steps = steps
        self.returning = False


class Resolver:
    """Plays one action on a state, recording the events it makes."""

    def __init__(self, s: State):
        self.s = s
        self.events: list[tuple] = []

    def emit(self, *ev) -> None:
        apply_event(self.s, ev)
        self.events.append(ev)

    # ----- dispatch ---------------------------------------------------------------
    def play(self, a: Action) -> None:
        s = self.s
        pend = s.pending
        self.emit("act", str(a))
        k = a.kind
        if k in ("agree", "refuse"):
            crew = CREW_LETTERS.index(a.who)
            self.emit(k, crew)
            if k == "agree" and not s.vote:
                self.emit("end", "every player agreed to end the island")
            return
        if k == "propose":
            self.emit("propose", s.turn)
            return
        if k == "place":
            self.emit("boat", s.turn, s.board.parse(a.to))
            rest = [c for c in s.crews if s.boats[c] < 0]
            if rest:
                self.emit("phase", "setup", rest[0])
            else:
                self.emit("phase", "act", s.crews[0])
            return
        if k == "done":
            self.end_turn()
            return
        if k == "bottle":
            self.use_bottle(a)
            return
        if k == "boat":
            crew = CREW_LETTERS.index(a.who)
            to = s.board.parse(a.to)
            picked = frozenset(s.board.parse(c) for c in a.via)
            path = boat_moves(s, crew)[(to, picked)]
            for c in path[1:]:
                self.emit("boat", crew, c)
                for q in s.swimmers(c):
                    if side_of(s, q) == s.side[crew]:
                        self.emit("piece", q, BOAT, c, 0, crew)
        elif k == "revive":
            p = _piece(a.who)
            crew = p // 3
            shrine = next(s.p_cell[q] for q in fighters_of(s, crew)
                          if s.p_where[q] == LAND and s.kind(s.p_cell[q]) == "shrine")
            self.emit("revive", p, shrine)
        elif k == "move":
            self.move(a)
        elif k == "choose":
            self.choose(a, pend)
        self.after_action()

    def after_action(self) -> None:
        s = self.s
        if s.pending or s.over:
            return
        if s.solo:
            self.solo_after()
            return
        if s.phase == "act" and bottle_actions(s, s.turn):
            self.emit("phase", "bottles")
            return
        self.end_turn()

    def end_turn(self) -> None:
        s = self.s
        crew = s.turn
        if s.bear >= 0 and s.bear_owner == crew:
            self.bear_step()
        if self.check_end():
            return
        order = s.crews
        i = order.index(crew)
        limit = s.options.get("stall_rounds", 50) * len(order)
        for k in range(1, len(order) + 1):
            n = order[(i + k) % len(order)]
            self.emit("turn", n)
            if limit and s.stall >= limit:
                self.emit("end", STALL_END)
                return
            if can_act(s, n):
                return
            self.emit("skip", n)
            if s.bear >= 0 and s.bear_owner == n:
                self.bear_step()
                if self.check_end():
                    return
        self.emit("end", "no crew can act")

    def solo_after(self) -> None:
        """Solo: the next free pirate steps; after the last, the bear, then a new turn."""
        from jackal_tui.games.archipelago.solo import TURN_LIMIT
        s = self.s
        q = solo_free(s, s.mover + 1)
        if q >= 0:
            self.emit("mover", q)
            return
        self.bear_step()
        self.emit("turn", 0)
        alive = pirates_alive(s)
        if s.sunk or s.eaten:
            self.emit("end", "a coin is lost: the puzzle cannot be solved")
        elif s.carried == 0 and s.hidden_coins == 0 and coins_on_bank(s) == s.tile_coins:
            self.emit("end", f"solved: every coin is on the bank after turn {s.turns} "
                             f"with {alive} pirate{'s' if alive != 1 else ''} alive")
        elif not alive:
            self.emit("end", "every pirate is dead")
        elif s.turns >= TURN_LIMIT:
            self.emit("end", f"not solved in {TURN_LIMIT} turns")
        else:
            q = solo_free(s, 0)
            if q < 0:
                self.emit("end", "no pirate can step")
            else:
                self.emit("mover", q)

    def check_end(self) -> bool:
        s = self.s
        if s.over:
            return True
        if s.carried == 0 and s.tile_coins == 0 and all(s.up[c] for c in s.board.land):
            self.emit("end", "the island is explored and no coin is left on it")
            return True
        return False

    # ----- moves ------------------------------------------------------------------
    def move(self, a: Action) -> None:
        s = self.s
        p = _piece(a.who)
        frm, to = s.board.parse(a.frm), s.board.parse(a.to)
        where, step = s.p_where[p], s.p_step[p]
        if where == LAND and frm == to:        # on through a labyrinth
            if a.coin:
                self.emit("coin", frm * 8 + step, frm * 8 + step + 1)
            self.emit("piece", p, LAND, frm, step + 1, -1)
            self.strike_foes(p, frm, step + 1)
            return
        origin = None
        if a.coin:
            origin = frm * 8 + step
            self.emit("coin", origin, CARRIED)
        prev = -1 - s.p_boat[p] if where == BOAT else frm
        ch = Chain(p, origin, prev, step)
        if where == SEA:
            self.arrive_sea(ch, to)
            return
        fx, fy = s.board.xy(frm)
        tx, ty = s.board.xy(to)
        self.go(ch, to, (tx - fx, ty - fy, "step"))

    def go(self, ch: Chain, cell: int, disp) -> None:
        ch.steps += 1
        if cell < 0 or ch.steps > CHAIN_LIMIT:
            self.die(ch, "cycle" if cell >= 0 else "impossible move")
        elif cell in self.s.board.land:
            self.arrive(ch, cell, disp)
        else:
            self.arrive_sea(ch, cell)

    def arrive_sea(self, ch: Chain, cell: int) -> None:
        s = self.s
        p = ch.p
        if s.solo:      # solo: the water kills, and a coin he carries is lost
            if ch.coin is not None:
                self.emit("coin", CARRIED, SUNK)
                ch.coin = None
            self.die(ch, "drowned")
            return
        b = s.boat_at(cell)
        if b >= 0:
            if s.partners(b, s.p_crew[p]):
                self.board_boat(ch, b)
            else:
                if ch.coin is not None:
                    self.emit("coin", CARRIED, SUNK)
                    ch.coin = None
                self.die(ch, "enemy boat")
            return
        if sea_problem(s, p, cell):
            self.die(ch, "impossible move")
            return
        if ch.coin is not None:
            self.emit("coin", CARRIED, SUNK)
            ch.coin = None
        me = side_of(s, p)
        for q in s.swimmers(cell):
            if side_of(s, q) != me:
                self.emit("die", q, "struck at sea")
        self.emit("piece", p, SEA, cell, 0, -1)

    def board_boat(self, ch: Chain, crew: int) -> None:
        s = self.s
        self.emit("piece", ch.p, BOAT, s.boats[crew], 0, crew)
        if ch.coin is not None:
            self.emit("coin", CARRIED, bank_place(s.p_crew[ch.p]))
            ch.coin = None

    def die(self, ch: Chain, why: str) -> None:
        """The mover dies (``why``: the move-log's words, as classic's); a coin he
        carried goes back where his move began."""
        if ch.coin is not None:
            self.emit("coin", CARRIED, ch.coin)
            ch.coin = None
        self.emit("die", ch.p, why)

    def maul(self, p: int) -> None:
        if self.s.peaceful(p):
            self.emit("die", p, "the bear")
        else:
            self.emit("strike", p)

    def strike_foes(self, p: int, cell: int, step: int) -> None:
        s = self.s
        for q in foes_at(s, cell, step, p):
            if s.kind(cell) == "jungle" or s.peaceful(q):
                continue
            self.emit("strike", q)

    def stand(self, ch: Chain, cell: int, step: int) -> None:
        self.strike_foes(ch.p, cell, step)
        if ch.coin is not None:
            self.emit("coin", CARRIED, cell * 8 + step)
            ch.coin = None

    def arrive(self, ch: Chain, cell: int, disp) -> None:
        s = self.s
        p = ch.p
        if s.bear == cell:
            if ch.coin is not None and not s.up[cell]:
                self.die(ch, "impossible move")
                return
            if ch.coin is not None:
                k = s.kind(cell)
                place = cell * 8 + (1 if k == "labyrinth" else 0)
                self.emit("coin", CARRIED, place if k not in MOVE_ON and k not in NO_COIN
                          else ch.coin)
                ch.coin = None
            self.emit("mauled", p, cell)
            if s.solo:
                self.emit("die", p, "the bear")
            else:
                self.maul(p)
            return
        fresh = not s.up[cell]
        if fresh:
            if ch.coin is not None:
                self.die(ch, "impossible move")
                return
            self.reveal(cell)
        k = s.kind(cell)
        step = (ch.prev_step if ch.returning else 1) if k == "labyrinth" else 0
        if entry_problem(s, p, cell, ch.coin is not None, None, step):
            self.die(ch, "impossible move")
            return
        if k in MOVE_ON and k != "cannibal" and disp[2] != "die":
            key = (cell, disp[0], disp[1], disp[2])
            if key in ch.visited:
                self.die(ch, "cycle")
                return
            ch.visited.add(key)
        came_from, came_step = ch.prev, ch.prev_step
        ch.prev, ch.prev_step = cell, step
        self.emit("piece", p, LAND, cell, step, -1)
        t = s.tiles[cell]
        if fresh and k in SINGLE:
            self.opened(ch, cell, k, t)
            return
        returning, ch.returning = ch.returning, False
        b = s.board
        if k == "arrow":
            targets = [b.step(cell, DIRS[d]) for d in dirs_of(t)]
            if len(targets) == 1:
                d = DIRS[dirs_of(t)[0]]
                self.go(ch, targets[0], (d[0], d[1], "step"))
            else:
                self.decide(ch, "arrow", cell, [c for c in targets if self.choice_ok(ch, c)])
        elif k == "horse":
            self.decide(ch, "horse", cell, self.knights(ch, cell))
        elif k == "ice":
            dx, dy, how = disp
            if how == "knight":
                self.decide(ch, "horse", cell, self.knights(ch, cell))
            elif how == "flight":
                self.decide(ch, "fly", cell, flight_targets(s, cell, ch.coin is not None))
            else:
                nxt = b.step(cell, (dx, dy)) if abs(dx) < 3 and abs(dy) < 3 else -1
                self.go(ch, nxt, (dx, dy, "jump" if how == "jump" else "step"))
        elif k == "crocodile":
            if came_from < 0:
                crew = -1 - came_from
                ch.prev = cell
                self.board_boat(ch, crew)
            else:
                ch.returning = True
                ch.prev_step = came_step
                cx, cy = b.xy(cell)
                fx, fy = b.xy(came_from)
                self.go(ch, came_from, (fx - cx, fy - cy, disp[2]))
        elif k == "balloon":
            if s.solo:      # solo: the balloon takes him to the bank
                bank = next(c for c in sorted(b.land) if s.kind(c) == "bank")
                self.emit("piece", p, LAND, bank, 0, -1)
                self.stand(ch, bank, 0)
            else:
                self.board_boat(ch, s.p_crew[p])
        elif k == "cannibal":
            if ch.coin is not None:
                self.emit("coin", CARRIED, EATEN)
                ch.coin = None
            self.emit("die", p, "cannibal")
        elif k == "cannon":
            d = DIRS[dirs_of(t)[0]]
            n = 1
            while b.step(cell, d, n) in b.land:
                n += 1
            self.arrive_sea(ch, b.step(cell, d, n))
        elif k == "trampoline":
            options = []
            for d in DIR_ORDER:
                c = b.step(cell, DIRS[d], 2)
                if c >= 0 and self.choice_ok(ch, c):
                    options.append(c)
            self.decide(ch, "trampoline", cell, options)
        elif k == "die":
            roll = s.next_rolls[0] if s.next_rolls else chance(s).randint(1, 6)
            self.emit("roll", cell, roll)
            if roll <= 4:
                d = DIRS["NESW"[roll - 1]]
                self.go(ch, b.step(cell, d), (d[0], d[1], "die"))
            else:
                ds = DIAGONALS if roll == 5 else DIR_ORDER
                targets = [b.step(cell, DIRS[d]) for d in ds]
                self.decide(ch, "die", cell, [c for c in targets if self.choice_ok(ch, c)])
        elif k == "pit":
            friends = [q for q in s.on_land(cell, 0) if q != p and s.p_trap[q]
                       and side_of(s, q) == side_of(s, p)]
            self.stand(ch, cell, 0)
            if friends:
                for q in friends:
                    self.emit("trap", q, 0)
            elif not returning:
                self.emit("trap", p, 1)
        elif k == "barrel":
            self.stand(ch, cell, 0)
            if not returning:
                self.emit("drunk", p, 2)
        else:   # empty ground, chests, labyrinths, bank, jungle, fortress, shrine, spyglass
            if k == "caramba":
                self.emit("curse", p)
            self.stand(ch, cell, step)

    def choice_ok(self, ch: Chain, cell: int) -> bool:
        """May the mover pick ``cell`` inside a chain (with what he carries)?"""
        s = self.s
        if cell < 0:
            return False
        if cell in s.board.land:
            return entry_problem(s, ch.p, cell, ch.coin is not None) is None
        return sea_problem(s, ch.p, cell) is None

    def knights(self, ch: Chain, cell: int) -> list[int]:
        out = []
        for d in KNIGHT:
            c = self.s.board.step(cell, d)
            if c >= 0 and self.choice_ok(ch, c):
                out.append(c)
        return out

    def decide(self, ch: Chain, kind: str, cell: int, options: list, extra=None) -> None:
        s = self.s
        if not options:
            if kind in ("peek", "quake", "quake2", "quaketurn"):
                return
            self.die(ch, "no way on")
            return
        if len(options) == 1 and kind not in ("musket",):
            self.chosen(ch, kind, cell, options[0], extra)
            return
        self.emit("choice", {
            "kind": kind, "piece": ch.p, "cell": cell, "options": list(options),
            "coin": ch.coin, "prev": ch.prev, "prev_step": ch.prev_step,
            "visited": sorted(list(v) for v in ch.visited), "steps": ch.steps,
            "extra": extra})

    def choose(self, a: Action, pd: dict) -> None:
        s = self.s
        ch = Chain(pd["piece"], pd["coin"], pd["prev"], pd["prev_step"], pd["visited"],
                   pd["steps"])
        kind = pd["kind"]
        if kind == "musket":
            opt = a.word
        elif kind == "quaketurn":
            opt = a.word
        else:
            opt = s.board.parse(a.to)
        self.chosen(ch, kind, pd["cell"], opt, pd["extra"])

    def chosen(self, ch: Chain, kind: str, cell: int, opt, extra) -> None:
        s = self.s
        b = s.board
        crew = s.p_crew[ch.p]
        if kind in ("arrow", "horse", "trampoline", "die", "fly"):
            x, y = b.xy(cell)
            tx, ty = b.xy(opt)
            how = {"arrow": "step", "horse": "knight", "trampoline": "jump", "die": "die",
                   "fly": "flight"}[kind]
            self.go(ch, opt, (tx - x, ty - y, how) if how != "flight" else (0, 0, how))
        elif kind == "peek":
            self.emit("peek", crew, opt)
            left = extra - 1
            if left > 0:
                self.decide(ch, "peek", cell, [c for c in self.peekable(crew) if c != opt],
                            left)
        elif kind == "musket":
            self.fire(cell, opt)
        elif kind == "quake":
            self.decide(ch, "quake2", cell, [c for c in quake_cells(s) if c != opt], opt)
        elif kind == "quake2":
            self.emit("swap", extra, opt)
            turn = [c for c in (extra, opt) if s.up[c] and s.kind(c) == "arrow"]
            self.quake_turns(ch, cell, turn)
        elif kind == "quaketurn":
            self.emit("face", extra[0], opt)
            self.quake_turns(ch, cell, extra[1:])

    def quake_turns(self, ch: Chain, cell: int, cells: list[int]) -> None:
        if not cells:
            return
        t = self.s.tiles[cells[0]]
        options = sorted({turned(t, q) for q in range(4)})
        self.decide(ch, "quaketurn", cell, options, list(cells))

    def peekable(self, crew: int) -> list[int]:
        s = self.s
        return [c for c in sorted(s.board.land) if not s.up[c] and c not in s.known[crew]]

    def opened(self, ch: Chain, cell: int, k: str, t: str) -> None:
        """A single-use tile acts, once, as it is opened; then it is empty ground."""
        s = self.s
        p = ch.p
        crew = s.p_crew[p]
        self.emit("spent", cell)
        if k == "den":
            self.emit("bear", cell, crew)
            self.maul(p)
            return
        if k == "missionary":
            self.emit("join", MISSIONARY, crew)
            self.emit("piece", MISSIONARY, LAND, cell, 0, -1)
        elif k == "bottles":
            n = number_of(t)
            if s.peaceful(p):
                if s.supply:
                    self.emit("convert")
                    n -= 1
                else:
                    n = 0
            n = min(n, s.supply)
            if n:
                self.emit("bottles", crew, n)
        elif k == "smoke":
            self.emit("smoke")
        self.stand(ch, cell, 0)
        if k == "lighthouse":
            looks = self.peekable(crew)
            self.decide(ch, "peek", cell, looks, min(4, len(looks)))
        elif k == "musket" and not s.peaceful(p):
            self.decide(ch, "musket", cell, list(DIR_ORDER))
        elif k == "airplane":
            targets = flight_targets(s, cell, False)
            if targets:
                self.decide(ch, "fly", cell, targets)
        elif k == "earthquake":
            cells = quake_cells(s)
            if len(cells) >= 2:
                self.decide(ch, "quake", cell, cells)

    def fire(self, cell: int, d: str) -> None:
        s = self.s
        b = s.board
        n = 1
        while True:
            c = b.step(cell, DIRS[d], n)
            if c < 0:
                return
            n += 1
            if c not in b.land or not s.up[c]:
                continue
            k = s.kind(c)
            if k in ("jungle", "fortress"):
                continue
            for q in sorted(s.on_land(c)):
                if not s.fighter(q) or s.p_crew[q] < 0:
                    continue
                if s.peaceful(MISSIONARY) and MISSIONARY in s.on_land(c, s.p_step[q]):
                    continue
                if k == "bank" and s.coins_on(c):
                    continue
                self.emit("strike", q)
                return

    def reveal(self, cell: int) -> None:
        s = self.s
        t = s.tiles[cell]
        if cell in s.opens:          # a face the position pinned
            t = s.opens[cell]
        elif kind_of(t) in ("arrow", "cannon"):
            t = turned(t, chance(s).randrange(4))
        self.emit("reveal", cell, t)

    # ----- bottles ----------------------------------------------------------------
    def use_bottle(self, a: Action) -> None:
        s = self.s
        crew = s.turn
        p = _piece(a.who)
        self.emit("bottles", crew, -1)
        if a.word == "MIS":
            self.emit("convert")
        elif s.p_trap[p]:
            self.emit("trap", p, 0)
        else:
            cell, step = s.p_cell[p], s.p_step[p]
            last = labyrinth_steps(s, cell)
            if a.coin:
                self.emit("coin", cell * 8 + step, cell * 8 + last)
            self.emit("piece", p, LAND, cell, last, -1)
            self.strike_foes(p, cell, last)
        if not bottle_actions(s, crew):
            self.end_turn()

    def bear_step(self) -> None:
        s = self.s
        got = bear_target(s)
        if got is None:
            self.emit("sits", s.bear)
            return
        _, to = got
        self.emit("bear", to, s.bear_owner)
        for q in sorted(s.on_land(to)):
            if s.solo:
                self.emit("die", q, "the bear")   # in solo the bear kills
            else:
                self.maul(q)


def _piece(code: str) -> int:
    from jackal_tui.games.archipelago.actions import parse_piece
    return parse_piece(code)
