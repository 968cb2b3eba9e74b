"""Classic Jackal rules: the legal actions, and how an action turns into events.

References in comments name the rulebook files of ../shared/seeds: EN = 000_… (classic,
English), RU = 003_… (classic, Russian, with the FAQ), and RULINGS = ../shared/RULINGS.md.
"""

from __future__ import annotations

from .actions import Action
from .board import (
    DIR_CODES, FLIGHT, IS_ISLAND, ISLAND_CELLS, KNIGHT, NEIGHBOURS, SEA_NEIGHBOURS, STEP,
    apply_disp, disp_between, disp_code, edge_cell, front_of, ship_moves,
)
from .state import (
    CARRIED, DEAD, EATEN, LAND, SEA, SHIP, SUNK, State, apply_event, bank_place,
)
from .tiles import (
    AIRPLANE, ARROW, BALLOON, CANNIBAL, CANNON, CROCODILE, FORTRESS, HORSE, ICE, MOVE_ON,
    NATIVE, RUM, SPIN, TRAP,
)

FORTS = (FORTRESS, NATIVE)


def _mix(seed: int, cell: int) -> int:
    """A deterministic draw from the game's seed (splitmix64), for a tile's turn."""
    z = (seed * 0x9E3779B97F4A7C15 + cell * 0xBF58476D1CE4E5B9 + 0x94D049BB133111EB) & (2**64 - 1)
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
    return z ^ (z >> 31)


# ----- questions about the position -------------------------------------------------

def enemies_at(s: State, cell: int, step: int, crew: int) -> list[int]:
    """Enemy pirates standing on a land cell at this step (or swimming in a sea cell)."""
    side = s.side[crew]
    out = []
    for p in range(12):
        if s.p_cell[p] == cell and s.p_where[p] in (LAND, SEA) and s.p_step[p] == step \
                and s.side[p // 3] != side:
            out.append(p)
    return out


def friends_at(s: State, cell: int, crew: int, exclude: int = -1) -> list[int]:
    side = s.side[crew]
    return [p for p in range(12) if p != exclude and s.p_cell[p] == cell
            and s.p_where[p] == LAND and s.side[p // 3] == side]


def enemy_holds(s: State, cell: int, crew: int) -> bool:
    side = s.side[crew]
    for p in range(12):
        if s.p_cell[p] == cell and s.p_where[p] == LAND and s.side[p // 3] != side:
            return True
    return False


def may_enter(s: State, cell: int, crew: int, coin: bool) -> bool:
    """May a pirate step (or be sent by choice) onto this island tile?

    With a coin only face-up tiles, never a fortress, never a fight (EN "How to gain
    gold" b, c; RULINGS "Coins"). Nobody enters a fortress an enemy holds (EN tiles).
    """
    if not s.up[cell]:
        return not coin
    t = s.tiles[cell]
    k = t.kind
    if k in FORTS:
        return not coin and not enemy_holds(s, cell, crew)
    if k in MOVE_ON:
        return True
    if coin:
        step = 1 if k == SPIN else 0
        return not enemies_at(s, cell, step, crew)
    return True


def plane_usable(s: State, cell: int) -> bool:
    t = s.tiles[cell]
    return t is not None and t.kind == AIRPLANE and s.up[cell]


def flight_targets(s: State, pid: int, here: int, coin: bool) -> list[int]:
    """Where a flight may go: any island tile it may enter, or its own ship (RULINGS)."""
    crew = pid // 3
    out = [c for c in ISLAND_CELLS if c != here and may_enter(s, c, crew, coin)]
    out.append(s.ship[crew])
    out.sort()
    return out


def _is_excluded(s: State, p: int) -> bool:
    return s.p_trap[p] or s.p_drunk[p] == 1


# ----- legal actions -----------------------------------------------------------------

def legal_actions(s: State) -> list[Action]:
    """Every legal action for the crew to act, in a deterministic order."""
    if s.over:
        return []
    pend = s.pending
    if pend is not None:
        acts = [Action("choose", pend.pirate, -1, o) for o in pend.options]
        if pend.kind == "airplane":
            acts.append(Action("stay", pend.pirate))
        return acts
    return crew_actions(s, s.turn)


def crew_actions(s: State, crew: int) -> list[Action]:
    acts: list[Action] = []
    side = s.side
    my_side = side[crew]
    where, pcell = s.p_where, s.p_cell
    sc = s.ship[crew]
    # a) the ship, with at least one of its own crew aboard (EN "How to move" a)
    for p in range(crew * 3, crew * 3 + 3):
        if where[p] == SHIP and s.p_ship[p] == crew:
            for t in ship_moves(sc, crew):
                acts.append(Action("ship", crew, sc, t))
            break
    for p in range(crew * 3, crew * 3 + 3):
        w = where[p]
        if w == DEAD or _is_excluded(s, p):
            continue
        c = pcell[p]
        if w == SHIP:
            # b) ashore only onto the tile straight in front of the ship
            ship_crew = s.p_ship[p]
            f = front_of(s.ship[ship_crew], ship_crew)
            if may_enter(s, f, crew, False):
                acts.append(Action("move", p, c, f))
        elif w == SEA:
            # e) a swimmer moves one cell along the sea, or boards a friendly ship
            for n in SEA_NEIGHBOURS[c]:
                acts.append(Action("move", p, c, n))
        elif w == LAND:
            st = s.p_step[p]
            has_coin = s.coins.get(c * 8 + st, 0) > 0
            t = s.tiles[c]
            if t.kind == SPIN and st < t.param:
                # a stepped tile: one step per action until the last (EN "spinning")
                enemies = enemies_at(s, c, st + 1, crew)
                acts.append(Action("move", p, c, c))
                if has_coin and not enemies:
                    acts.append(Action("move", p, c, c, True))
                continue
            if t.kind == AIRPLANE:
                # leaving an unused airplane is the flight (RULINGS, classic airplane)
                for n in flight_targets(s, p, c, False):
                    acts.append(Action("move", p, c, n))
                if has_coin:
                    for n in flight_targets(s, p, c, True):
                        acts.append(Action("move", p, c, n, True))
                continue
            for n in NEIGHBOURS[c]:
                if IS_ISLAND[n]:
                    if may_enter(s, n, crew, False):
                        acts.append(Action("move", p, c, n))
                    if has_coin and may_enter(s, n, crew, True):
                        acts.append(Action("move", p, c, n, True))
                else:
                    owner = s.ship_at(n)
                    if owner < 0:
                        continue  # no jumping into the sea from land (EN e)
                    acts.append(Action("move", p, c, n))  # an enemy ship kills (RU FAQ)
                    if has_coin and side[owner] == my_side:
                        acts.append(Action("move", p, c, n, True))
    # revival in the native girl's fortress (EN "Die pirate, die!" e)
    dead = [p for p in range(crew * 3, crew * 3 + 3) if where[p] == DEAD]
    if dead:
        for p in range(crew * 3, crew * 3 + 3):
            if where[p] == LAND and s.tiles[pcell[p]].kind == NATIVE:
                acts.append(Action("revive", dead[0], pcell[p], pcell[p]))
                break
    return acts


# ----- playing an action --------------------------------------------------------------

class Chain:
    """The state of one piece of forced movement while it is being resolved."""

    __slots__ = ("pid", "crew", "coin", "origin", "prev", "prev_step", "visited")

    def __init__(self, pid, coin, origin, prev, prev_step, visited=()):
        self.pid = pid
        self.crew = pid // 3
        self.coin = coin
        self.origin = origin
        self.prev = prev
        self.prev_step = prev_step
        self.visited = set(visited)


class Resolver:
    """Turns one legal action into events, applying each as it is made."""

    def __init__(self, s: State):
        self.s = s
        self.events: list = []
        self.next_legal: list[Action] | None = None  # the next crew's actions, if known

    def emit(self, *ev) -> None:
        self.events.append(ev)
        apply_event(self.s, ev)

    # -- pieces --
    def place(self, p: int, cell: int, step: int = 0) -> None:
        self.emit("pirate", p, LAND, cell, step, -1)

    def board(self, ch: Chain, ship_crew: int) -> None:
        self.emit("pirate", ch.pid, SHIP, self.s.ship[ship_crew], 0, ship_crew)
        if ch.coin:
            # a coin brought to a friendly ship is the carrier's crew's (RULINGS)
            self.emit("coin", CARRIED, bank_place(ch.crew))
            ch.coin = False

    def die(self, ch: Chain, why: str) -> None:
        if ch.coin:
            # a coin carried into an impossible end goes back where the action began (RU FAQ)
            self.emit("coin", CARRIED, ch.origin if why not in ("cannibal",) else EATEN)
            ch.coin = False
        self.emit("die", ch.pid, why)

    def drop(self, ch: Chain, cell: int, step: int) -> None:
        if ch.coin:
            self.emit("coin", CARRIED, cell * 8 + step)
            ch.coin = False

    def strike_all(self, cell: int, step: int, crew: int) -> None:
        for e in enemies_at(self.s, cell, step, crew):
            if self.s.p_where[e] == SEA:
                self.emit("die", e, "struck at sea")
            else:
                self.emit("strike", e)

    # -- actions --
    def play(self, a: Action) -> None:
        s = self.s
        pend = s.pending  # the "act" event clears it
        self.emit("act", str(a))
        k = a.kind
        if k == "ship":
            self.move_ship(a.who, a.to)
        elif k == "revive":
            self.emit("revive", a.who, a.to)
        elif k == "move":
            self.move_pirate(a)
        elif k == "choose":
            self.choose(a, pend)
        elif k == "stay":
            ch = Chain(a.who, pend.coin, pend.origin, pend.prev, pend.prev_step)
            self.drop(ch, pend.cell, 0)
        if s.pending is None:
            self.end_turn()

    def move_ship(self, crew: int, to: int) -> None:
        s = self.s
        self.emit("ship", crew, to)
        for p in range(12):
            if s.p_where[p] == SEA and s.p_cell[p] == to:
                if s.side[p // 3] == s.side[crew]:
                    self.emit("pirate", p, SHIP, to, 0, crew)  # picked up (RULINGS)
                else:
                    self.emit("die", p, "enemy ship")  # met an enemy ship (EN "Die" a)

    def move_pirate(self, a: Action) -> None:
        s = self.s
        p, frm, to = a.who, a.frm, a.to
        w = s.p_where[p]
        origin = -1
        step = s.p_step[p]
        if a.coin:
            origin = frm * 8 + step
            self.emit("coin", origin, CARRIED)
        if w == SHIP:
            ch = Chain(p, False, -1, -1 - s.p_ship[p], 0)
            self.arrive(ch, to, disp_between(frm, to))
            return
        ch = Chain(p, a.coin, origin, frm, step)
        if w == SEA:
            self.arrive_sea(ch, to)
            return
        t = s.tiles[frm]
        if frm == to:  # one step further on a stepped tile
            self.strike_all(frm, step + 1, p // 3)
            self.place(p, frm, step + 1)
            self.drop(ch, frm, step + 1)
            return
        if t.kind == AIRPLANE:
            self.emit("plane", frm)
            self.arrive(ch, to, FLIGHT)
            return
        self.arrive(ch, to, disp_between(frm, to))

    def choose(self, a: Action, pend) -> None:
        ch = Chain(pend.pirate, pend.coin, pend.origin, pend.prev, pend.prev_step, pend.visited)
        here = pend.cell
        ch.prev, ch.prev_step = here, 0
        if pend.kind in ("fly", "airplane"):
            if pend.kind == "airplane":
                self.emit("plane", here)
            self.arrive(ch, a.to, FLIGHT)
        else:
            self.arrive(ch, a.to, disp_between(here, a.to))

    def pause(self, ch: Chain, kind: str, cell: int, options: list[int]) -> None:
        """Stop the chain for the mover's decision; with no allowed choice he dies."""
        if not options and kind != "airplane":
            self.die(ch, "no way on")
            return
        self.place(ch.pid, cell, 0)
        self.emit("choice", ch.pid, kind, cell, tuple(sorted(options)), int(ch.coin), ch.origin,
                  ch.prev, ch.prev_step, tuple(sorted(ch.visited)))

    def chain_ok(self, ch: Chain, cell: int) -> bool:
        """Choices inside a chain offer only what the pirate may do (RULINGS, finer points)."""
        if cell < 0:
            return False
        if not IS_ISLAND[cell]:
            return True
        return may_enter(self.s, cell, ch.crew, ch.coin)

    def arrive_sea(self, ch: Chain, cell: int) -> None:
        s = self.s
        owner = s.ship_at(cell)
        if owner >= 0:
            if s.side[owner] == s.side[ch.crew]:
                self.board(ch, owner)
                return
            if ch.coin:
                self.emit("coin", CARRIED, SUNK)
                ch.coin = False
            self.die(ch, "enemy ship")
            return
        if ch.coin:
            # a coin that enters the sea sinks (EN "How to gain gold" e)
            self.emit("coin", CARRIED, SUNK)
            ch.coin = False
        self.strike_all(cell, 0, ch.crew)  # a struck swimmer dies (EN "Die" b)
        self.emit("pirate", ch.pid, SEA, cell, 0, -1)

    def arrive(self, ch: Chain, cell: int, disp: int) -> None:
        """Resolve a pirate arriving on ``cell`` by displacement ``disp``, to its end."""
        s = self.s
        while True:
            if cell < 0:
                self.die(ch, "impossible move")
                return
            if not IS_ISLAND[cell]:
                self.arrive_sea(ch, cell)
                return
            if not s.up[cell]:
                if ch.coin:
                    # with a coin only onto open tiles; an impossible end kills (RU FAQ)
                    self.die(ch, "impossible move")
                    return
                self.reveal(cell)
            key = cell * 32 + disp
            if key in ch.visited:
                self.die(ch, "cycle")  # EN "Die pirate, die!" d
                return
            ch.visited.add(key)
            t = s.tiles[cell]
            k = t.kind
            if k == ARROW:
                if len(t.param) == 1:
                    d = t.param[0]
                    ch.prev, ch.prev_step = cell, 0
                    cell, disp = STEP[cell][d], DIR_CODES[d]
                    continue
                opts = [STEP[cell][d] for d in t.param if self.chain_ok(ch, STEP[cell][d])]
                self.pause(ch, "arrow", cell, opts)
                return
            if k == ICE:
                # ice repeats the step that brought the pirate here (EN tiles, ice)
                if disp == FLIGHT:
                    self.pause(ch, "fly", cell, flight_targets(s, ch.pid, cell, ch.coin))
                    return
                ch.prev, ch.prev_step = cell, 0
                cell = apply_disp(cell, disp)
                continue
            if k == HORSE:
                opts = [n for n in KNIGHT[cell] if self.chain_ok(ch, n)]
                self.pause(ch, "horse", cell, opts)
                return
            if k == CROCODILE:
                # back where the pirate came from (EN tiles, crocodile; RULINGS)
                prev = ch.prev
                if prev < 0:
                    self.board(ch, -1 - prev)
                    return
                pt = s.tiles[prev]
                if pt.kind in MOVE_ON:
                    disp = disp_between(cell, prev)
                    ch.prev, ch.prev_step = cell, 0
                    cell = prev
                    continue
                self.place(ch.pid, prev, ch.prev_step)
                self.drop(ch, prev, ch.prev_step)
                return
            if k == BALLOON:
                self.board(ch, ch.crew)  # to the pirate's own ship (EN tiles, balloon)
                return
            if k == CANNON:
                self.arrive_sea(ch, edge_cell(cell, t.param))
                return
            if k == CANNIBAL:
                self.die(ch, "cannibal")
                return
            if k == AIRPLANE:
                # striking a pirate who waits on the plane takes his place (RULINGS)
                if enemies_at(s, cell, 0, ch.crew):
                    if ch.coin:
                        self.die(ch, "impossible move")
                        return
                    self.strike_all(cell, 0, ch.crew)
                self.pause(ch, "airplane", cell, flight_targets(s, ch.pid, cell, ch.coin))
                return
            # a tile to stand on
            step = 1 if k == SPIN else 0
            enemies = enemies_at(s, cell, step, ch.crew)
            if k in FORTS and (ch.coin or enemies):
                self.die(ch, "impossible move")
                return
            if enemies:
                if ch.coin:
                    self.die(ch, "impossible move")
                    return
                self.strike_all(cell, step, ch.crew)
            friends = friends_at(s, cell, ch.crew, ch.pid) if k == TRAP else ()
            self.place(ch.pid, cell, step)
            self.drop(ch, cell, step)
            if k == TRAP:
                trapped = [f for f in friends if s.p_trap[f]]
                for f in trapped:
                    self.emit("trap", f, 0)  # a friend's arrival frees him (EN tiles, trap)
                if not friends:
                    self.emit("trap", ch.pid, 1)
            elif k == RUM:
                self.emit("drunk", ch.pid, 2)
            return

    def reveal(self, cell: int) -> None:
        s = self.s
        tile = s.tiles[cell]
        if tile.free:
            tile = tile.turned(_mix(s.seed, cell) % 4)
        self.emit("reveal", cell, tile.token())

    # -- turn order and the end ---------------------------------------------------------
    def end_turn(self) -> None:
        s = self.s
        reason = end_reason(s)
        if reason:
            self.emit("end", reason)
            return
        crews = s.crews
        i = crews.index(s.turn)
        for j in range(1, len(crews) + 1):
            crew = crews[(i + j) % len(crews)]
            self.emit("turn", crew)
            acts = crew_actions(s, crew)
            if acts:
                self.next_legal = acts
                return
            self.emit("skip", crew)  # a crew with no legal action is skipped (RULINGS)
        self.emit("end", "no crew can move")


def end_reason(s: State) -> str:
    """Why the game ends now, or "" (RULINGS, "End of the game")."""
    left = s.coins_in_play
    if left == 0:
        return "every coin is banked, sunk or eaten"
    if s.options.get("early_end", True):
        banked = s.banked
        scores = sorted((sum(banked[c] for c in crews) for crews in s.sides), reverse=True)
        if len(scores) > 1 and scores[0] - scores[1] > left:
            return "the leader can no longer be caught"
    limit = s.options.get("stall_rounds", 50)
    if limit and s.stall + (0 if s.progress else 1) >= limit * len(s.crews):
        return f"{limit} rounds with no tile opened, no coin moved and no pirate lost"
    return ""
