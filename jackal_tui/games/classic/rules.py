"""Jackal rules, both editions: the legal actions, and how an action turns into events.

References in comments name the rulebook files of ../shared/seeds: EN = 000_… (classic,
English), RU = 003_… (classic, Russian, with the FAQ), TI = 001_… (the newer
"treasure-island" edition), and RULINGS = ../shared/RULINGS.md. One engine serves both
rulesets: ``s.ti`` switches on what the newer edition adds or changes.
"""

from __future__ import annotations

from jackal_tui.games.classic.actions import Action
from jackal_tui.games.classic.board import (
    DIR_CODES, FLIGHT, IS_ISLAND, ISLAND_CELLS, KNIGHT, NEIGHBOURS, SEA_NEIGHBOURS, STEP,
    apply_disp, disp_between, disp_vector, edge_cell, front_of, ship_moves,
)
from jackal_tui.games.classic.state import (
    ABSENT, BEN_GUNN, CARRIED, DEAD, EATEN, FRIDAY, LAND, MISSIONARY, SEA, SHIP, SUNK, State,
    apply_event, bank_place, rules_version,
)
from jackal_tui.games.classic.tiles import (
    AIRPLANE, ARROW, BALLOON, BEN_GUNN as BEN_TILE, BOTTLES, CANNIBAL, CANNON, CAVE,
    CROCODILE, EARTHQUAKE, FORTRESS, FRIDAY as FRIDAY_TILE, HORSE, ICE, LIGHTHOUSE,
    MISSIONARY as MISSIONARY_TILE, MOVE_ON, NATIVE, RUM, SMOKE, SPIN, THICKET, TRAP,
)

FORTS = (FORTRESS, NATIVE)
COIN, GALLEON_LOOT = 1, 2  # what a pirate drags (Action.coin)


def _mix(seed: int, cell: int) -> int:
    """A deterministic draw from the game's seed (splitmix64), for a tile's turn."""
    z = (seed * 0x9E3779B97F4A7C15 + cell * 0xBF58476D1CE4E5B9 + 0x94D049BB133111EB) & (2**64 - 1)
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
    return z ^ (z >> 31)


# ----- questions about the position -------------------------------------------------

def enemies_at(s: State, cell: int, step: int, crew: int) -> list[int]:
    """Enemy pieces standing on a land cell at this step (or swimming in a sea cell)."""
    side = s.side[crew]
    out = []
    pc, pw, ps, pcrew, sides = s.p_cell, s.p_where, s.p_step, s.p_crew, s.side
    for p in s.pieces:
        if pc[p] == cell and ps[p] == step and pw[p] in (LAND, SEA) and sides[pcrew[p]] != side:
            out.append(p)
    return out


def friends_at(s: State, cell: int, crew: int, exclude: int = -1) -> list[int]:
    side = s.side[crew]
    return [p for p in s.pieces if p != exclude and s.p_cell[p] == cell
            and s.p_where[p] == LAND and s.side[s.p_crew[p]] == side]


def enemy_holds(s: State, cell: int, crew: int) -> bool:
    side = s.side[crew]
    for p in s.pieces:
        if s.p_cell[p] == cell and s.p_where[p] == LAND and s.side[s.p_crew[p]] != side:
            return True
    return False


def _enemies_anywhere(s: State, cell: int, crew: int) -> list[int]:
    side = s.side[crew]
    return [p for p in s.pieces if s.p_cell[p] == cell and s.p_where[p] == LAND
            and s.side[s.p_crew[p]] != side]


def peaceful(s: State, p: int) -> bool:
    """Friday, and the Missionary before a bottle arms him, never strike (TI)."""
    return p == FRIDAY or (p == MISSIONARY and not s.converted)


def disarmed(s: State, p: int) -> bool:
    """Who may not strike now: Friday, the peaceful Missionary, and a pirate standing
    with his own side's peaceful Missionary (TI, the Missionary)."""
    if p == FRIDAY or (p == MISSIONARY and not s.converted):
        return True
    m = MISSIONARY
    return (s.ti and not s.converted and s.p_where[m] == LAND and s.p_where[p] == LAND
            and s.p_cell[m] == s.p_cell[p] and s.side[s.p_crew[m]] == s.side[s.p_crew[p]])


def _peaceful_pair(p: int, others) -> bool:
    """Friday and the Missionary may meet (and then leave together): no fight there."""
    other = MISSIONARY if p == FRIDAY else FRIDAY if p == MISSIONARY else -1
    return all(e == other for e in others)


def _missionary_guards(s: State, cell: int, crew: int) -> bool:
    """An enemy's peaceful Missionary stands here: no enemy may join him (TI, Missionary)."""
    m = MISSIONARY
    return (s.ti and not s.converted and s.p_where[m] == LAND and s.p_cell[m] == cell
            and s.side[s.p_crew[m]] != s.side[crew])


def may_enter(s: State, cell: int, crew: int, coin: int, pid: int = -1,
              moving: bool = False) -> bool:
    """May a piece step (or be sent by choice) onto this island tile?

    With a coin only face-up tiles, never a fortress, never a fight (EN "How to gain
    gold" b, c; RULINGS "Coins"). Nobody enters a fortress an enemy holds (EN tiles).
    ``moving``: the piece is inside a chain and has left its tile, so a Missionary he
    stood with no longer holds him back (docs/rules.md).
    """
    if not s.up[cell]:
        return not coin
    k = s.tiles[cell].kind
    if s.ti:
        if _missionary_guards(s, cell, crew) and pid != FRIDAY:
            return False
        if pid >= 12 and peaceful(s, pid):
            if pid == MISSIONARY and (coin or any(
                    q != FRIDAY for q in _enemies_anywhere(s, cell, crew))):
                return False  # never beside an enemy, jungle included (RULINGS)
            if pid == FRIDAY and k == CANNIBAL:
                return not coin  # he ignores the ogre; a coin never lies with the ogre
        if k == THICKET:
            return not coin  # no coins into the dense jungle, and no fights there (TI)
    if k in FORTS:
        return not coin and not enemy_holds(s, cell, crew)
    if k in MOVE_ON:
        return True
    if coin or (pid >= 0 and s.ti and (peaceful(s, pid) if moving else disarmed(s, pid))):
        step = 1 if k == SPIN else 0
        enemies = enemies_at(s, cell, step, crew)
        if coin:
            return not enemies
        return _peaceful_pair(pid, enemies)  # the disarmed go only where no fight is
    return True


def peaceful_may_stand(s: State, cell: int, step: int, crew: int, pid: int) -> bool:
    """May Friday or the peaceful Missionary end a move here, on this step? (TI Friday and
    Missionary; RULINGS "Finer points": the Missionary never beside an enemy, jungle and
    other steps included; Friday only where no fight happens.) A cell of the sea counts
    as a tile: the swimmers there are who he would stand with (docs/rules.md)."""
    if IS_ISLAND[cell]:
        if pid == MISSIONARY:
            return all(q == FRIDAY for q in _enemies_anywhere(s, cell, crew))
        if s.tiles[cell].kind == THICKET:
            return True
    return _peaceful_pair(pid, enemies_at(s, cell, step, crew))


def may_swim(s: State, cell: int, crew: int, pid: int) -> bool:
    """May a piece come into this sea cell (not a ship) with the swimmers in it? (RULINGS
    "Finer points": the Missionary and Friday obey their limits at sea too; nobody joins
    an enemy's peaceful Missionary; docs/rules.md.)"""
    if not s.ti or rules_version(s) < 2:
        return True
    if peaceful(s, pid):
        return peaceful_may_stand(s, cell, 0, crew, pid)
    m = MISSIONARY
    return not (not s.converted and s.p_where[m] == SEA and s.p_cell[m] == cell
                and s.side[s.p_crew[m]] != s.side[crew])


def flight_targets(s: State, pid: int, here: int, coin: int, moving: bool = False) -> list[int]:
    """Where a flight may go (RULINGS): classic, any island tile it may enter or its own
    ship; treasure-island, only an open tile (TI, airplane)."""
    crew = s.p_crew[pid]
    if s.ti:
        return [c for c in ISLAND_CELLS
                if c != here and s.up[c] and may_enter(s, c, crew, coin, pid, moving)]
    out = [c for c in ISLAND_CELLS if c != here and may_enter(s, c, crew, coin, pid)]
    out.append(s.ship[crew])
    out.sort()
    return out


def cave_exits(s: State, here: int, crew: int) -> list[int]:
    """Open caves other than this one that no enemy holds (RULINGS, caves)."""
    return [c for c in s.caves if c != here and not enemy_holds(s, c, crew)]


def _is_excluded(s: State, p: int) -> bool:
    return s.p_trap[p] or s.p_drunk[p] == 1


def native_fortress(s: State, crew: int) -> int:
    """The native girl's fortress where a pirate of this crew stands, or -1."""
    for p in range(crew * 3, crew * 3 + 3):
        if s.p_where[p] == LAND and s.tiles[s.p_cell[p]].kind == NATIVE:
            return s.p_cell[p]
    return -1


def own_pieces(s: State, crew: int):
    """The pieces a crew moves: its pirates, and the island's people it controls."""
    if not s.ti:
        return range(crew * 3, crew * 3 + 3)
    return [p for p in s.pieces if s.p_crew[p] == crew]


# ----- legal actions -----------------------------------------------------------------

def legal_actions(s: State) -> list[Action]:
    """Every legal action for the crew to act, in a deterministic order."""
    if s.over:
        return []
    pend = s.pending
    if pend is not None:
        acts = [Action("choose", pend.pirate, -1, o) for o in pend.options]
        if pend.kind in ("airplane", "airplane1"):
            acts.append(Action("stay", pend.pirate))
        return acts
    return crew_actions(s, s.turn)


def _loot_here(s: State, c: int, st: int, p: int) -> tuple:
    """What the piece may drag from where it stands: (), (1,), (2,) or (1, 2)."""
    if p == MISSIONARY and not s.converted:
        return ()  # the Missionary drags no coin (TI)
    place = c * 8 + st
    out = (COIN,) if s.coins.get(place, 0) > 0 else ()
    if s.galleon == place:
        out += (GALLEON_LOOT,)
    return out


def crew_actions(s: State, crew: int) -> list[Action]:
    """Every legal action of a crew when it is its turn: its real actions, then bottles."""
    acts = _real_actions(s, crew)
    if s.ti and s.bottles[s.side[crew]] > 0:
        mine = own_pieces(s, crew)
        if rules_version(s) < 2:
            acts.extend(_bottle_actions(s, crew, mine))
        elif acts:
            # bottles never make a turn: a bottle only where a real action is still left
            # to take after it (RULINGS, finer points; docs/rules.md)
            # (judged against the real actions only: a bottle listed before is no action
            # left after this one, so the list is built apart and added at the end)
            real = acts
            acts = real + [b for b in _bottle_actions(s, crew, mine)
                           if _leaves_an_action(s, crew, b, real)]
        else:
            # nothing to do but bottles: only a bottle that opens a real action this turn
            # (a trapped last pirate climbing out); otherwise the crew is skipped and keeps
            # its bottles (RULINGS, finer points; docs/rules.md)
            acts = [b for b in _bottle_actions(s, crew, mine) if _after_bottle(s, crew, b)]
    return acts


def _real_actions(s: State, crew: int) -> list[Action]:
    """A crew's actions that make a turn: everything but the bottles."""
    acts: list[Action] = []
    side = s.side
    my_side = side[crew]
    where, pcell = s.p_where, s.p_cell
    sc = s.ship[crew]
    mine = own_pieces(s, crew)
    # a) the ship, with at least one of its own crew aboard (EN "How to move" a)
    for p in mine:
        if where[p] == SHIP and s.p_ship[p] == crew:
            for t in ship_moves(sc, crew):
                acts.append(Action("ship", crew, sc, t))
            break
    for p in mine:
        w = where[p]
        if w == DEAD or _is_excluded(s, p):
            continue
        c = pcell[p]
        if w == SHIP:
            # b) ashore only onto the tile straight in front of the ship
            ship_crew = s.p_ship[p]
            f = front_of(s.ship[ship_crew], ship_crew)
            if may_enter(s, f, crew, 0, p):
                acts.append(Action("move", p, c, f))
        elif w == SEA:
            # e) a swimmer moves one cell along the sea, or boards a friendly ship
            for n in SEA_NEIGHBOURS[c]:
                if s.ti and s.ship_at(n) < 0 and not may_swim(s, n, crew, p):
                    continue  # the Missionary's and Friday's limits hold at sea too
                acts.append(Action("move", p, c, n))
        elif w == LAND:
            st = s.p_step[p]
            loot = _loot_here(s, c, st, p)
            t = s.tiles[c]
            if s.ti and s.p_lost[p]:
                # lost in a cave: out through any open cave no enemy holds (RULINGS)
                for n in cave_exits(s, c, crew):
                    acts.append(Action("move", p, c, n))
                    for lt in loot:
                        acts.append(Action("move", p, c, n, lt))
                continue
            if t.kind == SPIN and st < t.param and p != FRIDAY:
                # a stepped tile: one step per action until the last (EN "spinning")
                enemies = enemies_at(s, c, st + 1, crew)
                if not enemies or not peaceful(s, p):
                    acts.append(Action("move", p, c, c))
                    if not enemies:
                        for lt in loot:
                            acts.append(Action("move", p, c, c, lt))
                continue
            if t.kind == AIRPLANE and not s.ti:
                # leaving an unused airplane is the flight (RULINGS, classic airplane)
                for n in flight_targets(s, p, c, 0):
                    acts.append(Action("move", p, c, n))
                for lt in loot:
                    for n in flight_targets(s, p, c, lt):
                        acts.append(Action("move", p, c, n, lt))
                continue
            for n in NEIGHBOURS[c]:
                if IS_ISLAND[n]:
                    if may_enter(s, n, crew, 0, p):
                        acts.append(Action("move", p, c, n))
                    for lt in loot:
                        if may_enter(s, n, crew, lt, p):
                            acts.append(Action("move", p, c, n, lt))
                else:
                    owner = s.ship_at(n)
                    if owner < 0:
                        continue  # no jumping into the sea from land (EN e)
                    acts.append(Action("move", p, c, n))  # an enemy ship kills (RU FAQ)
                    if side[owner] == my_side:
                        for lt in loot:
                            acts.append(Action("move", p, c, n, lt))
    # revival in the native girl's fortress (EN "Die pirate, die!" e); only pirates of
    # the crew's colour, and only by one of them (TI FAQ)
    dead = [p for p in range(crew * 3, crew * 3 + 3) if where[p] == DEAD]
    if dead:
        for p in range(crew * 3, crew * 3 + 3):
            if where[p] == LAND and s.tiles[pcell[p]].kind == NATIVE:
                acts.append(Action("revive", dead[0]))
                break
    return acts


def _leaves_an_action(s: State, crew: int, b: Action, acts: list[Action]) -> bool:
    """After bottle use ``b`` may the crew still take a real action this turn?

    Only two uses can take one away: Friday of this crew reading the bottle (he leaves),
    and the jump to a stepped tile's last step (the jumper may find no way off). Arming the
    Missionary or climbing out of a trap only adds actions.
    """
    if b.to < -1:
        if -b.to != FRIDAY or s.p_crew[FRIDAY] != crew:
            return True
        gone = FRIDAY
    elif s.p_trap[b.who]:
        return True
    else:
        gone = b.who
    if any(a.kind != "move" or a.who != gone for a in acts):
        return True
    return _after_bottle(s, crew, b)


def _after_bottle(s: State, crew: int, b: Action) -> bool:
    """Whether the crew has an action left after bottle use ``b`` (tried on a copy)."""
    t = s.copy()
    r = Resolver(t)
    r.use_bottle(b)
    r.meet()
    return bool(crew_actions(t, crew))


def _bottle_actions(s: State, crew: int, mine) -> list[Action]:
    """Free actions with a message bottle (TI, bottles; RULINGS)."""
    acts = []
    own_tile = rules_version(s) >= 2  # to the giver's own tile too (RULINGS, finer points)
    for p in mine:
        if s.p_where[p] != LAND or s.p_lost[p]:
            continue
        c = s.p_cell[p]
        t = s.tiles[c]
        if s.p_trap[p]:
            acts.append(Action("bottle", p))  # climb out of the trap
        elif t.kind == SPIN and s.p_step[p] < t.param and p != FRIDAY and s.p_drunk[p] != 1:
            acts.append(Action("bottle", p))  # to the last step at once
        for q in (FRIDAY, MISSIONARY):
            if q == MISSIONARY and s.converted:
                continue
            if s.p_where[q] in (LAND, SHIP, SEA) and (
                    s.p_cell[q] in NEIGHBOURS[c] or (own_tile and s.p_cell[q] == c and q != p)):
                acts.append(Action("bottle", p, -1, -q))  # hand it over
    return acts


# ----- playing an action --------------------------------------------------------------

class Chain:
    """The state of one piece of forced movement while it is being resolved."""

    __slots__ = ("pid", "crew", "coin", "origin", "prev", "prev_step", "visited")

    def __init__(self, s: State, pid, coin, origin, prev, prev_step, visited=()):
        self.pid = pid
        self.crew = s.p_crew[pid]
        self.coin = coin          # 0, COIN or GALLEON_LOOT
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

    def move_loot(self, ch: Chain, dst: int) -> None:
        if ch.coin == GALLEON_LOOT:
            self.emit("galleon", CARRIED, dst)
        elif ch.coin:
            self.emit("coin", CARRIED, dst)
        ch.coin = 0

    def board(self, ch: Chain, ship_crew: int) -> None:
        self.emit("pirate", ch.pid, SHIP, self.s.ship[ship_crew], 0, ship_crew)
        if ch.coin:
            # a coin brought to a friendly ship is the carrier's crew's (RULINGS)
            self.move_loot(ch, bank_place(ch.crew))

    def die(self, ch: Chain, why: str) -> None:
        if ch.coin:
            # a coin carried into an impossible end goes back where the action began (RU FAQ)
            self.move_loot(ch, EATEN if why == "cannibal" else ch.origin)
        if ch.pid >= 12:
            self.emit("gone", ch.pid, why)  # the island's people are gone for good (RULINGS)
        else:
            self.emit("die", ch.pid, why)

    def drop(self, ch: Chain, cell: int, step: int) -> None:
        if ch.coin:
            self.move_loot(ch, cell * 8 + step)

    def strike_all(self, cell: int, step: int, crew: int) -> None:
        s = self.s
        for e in enemies_at(s, cell, step, crew):
            if e == MISSIONARY and not s.converted:
                continue  # nobody strikes the Missionary; meeting Friday, both leave (TI)
            if e == FRIDAY:
                self.emit("join", e, crew)  # Friday surrenders to his attacker (TI)
            elif s.p_where[e] == SEA:
                self.die(Chain(s, e, 0, -1, -1, 0), "struck at sea")
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
            self.emit("revive", a.who, native_fortress(s, a.who // 3))
        elif k == "move":
            self.move_pirate(a)
        elif k == "choose":
            self.choose(a, pend)
        elif k == "stay":
            if pend.kind == "airplane1":
                self.emit("plane", pend.cell)  # not flown at once: lost (TI, airplane)
            ch = Chain(s, a.who, pend.coin, pend.origin, pend.prev, pend.prev_step)
            self.drop(ch, pend.cell, 0)
        elif k == "bottle":
            self.use_bottle(a)
        if s.ti:
            self.meet()
        if s.pending is None:
            if k == "bottle" and crew_actions(s, s.turn):
                return  # a bottle is a free action: the turn goes on (RULINGS)
            self.end_turn()

    def meet(self) -> None:
        """Friday and the Missionary leave together whenever they meet (RULINGS)."""
        s = self.s
        f, m = FRIDAY, MISSIONARY
        if s.p_where[f] in (LAND, SHIP, SEA) and s.p_where[m] in (LAND, SHIP, SEA) \
                and s.p_cell[f] == s.p_cell[m] and not s.converted:
            self.emit("gone", f, "leaves with the Missionary")
            self.emit("gone", m, "leaves with Friday")

    def use_bottle(self, a: Action) -> None:
        s = self.s
        p = a.who
        side = s.side[s.p_crew[p]]
        self.emit("bottles", side, -1)
        if a.to < -1:
            self.bottle_to(-a.to, side)
        elif s.p_trap[p]:
            self.emit("trap", p, 0)
        else:
            cell = s.p_cell[p]
            last = s.tiles[cell].param
            self.strike_all(cell, last, s.p_crew[p])
            self.place(p, cell, last)

    def bottle_to(self, q: int, side: int) -> None:
        """A bottle read by Friday takes him away; it arms the Missionary (TI)."""
        if q == FRIDAY:
            self.emit("gone", q, "reads a message")
        else:
            self.emit("convert", q)

    def move_ship(self, crew: int, to: int) -> None:
        s = self.s
        self.emit("ship", crew, to)
        for p in s.pieces:
            if s.p_where[p] == SEA and s.p_cell[p] == to:
                if s.side[s.p_crew[p]] == s.side[crew]:
                    self.emit("pirate", p, SHIP, to, 0, crew)  # picked up (RULINGS)
                else:
                    self.die(Chain(s, p, 0, -1, -1, 0), "enemy ship")  # EN "Die" a

    def move_pirate(self, a: Action) -> None:
        s = self.s
        p, frm, to = a.who, a.frm, a.to
        w = s.p_where[p]
        origin = -1
        step = s.p_step[p]
        if a.coin:
            origin = frm * 8 + step
            self.emit("galleon" if a.coin == GALLEON_LOOT else "coin", origin, CARRIED)
        if w == SHIP:
            ch = Chain(s, p, 0, -1, -1 - s.p_ship[p], 0)
            self.arrive(ch, to, disp_between(frm, to))
            return
        ch = Chain(s, p, a.coin, origin, frm, step)
        if w == SEA:
            self.arrive_sea(ch, to)
            return
        t = s.tiles[frm]
        if s.ti and s.p_lost[p]:
            self.emit("lost", p, 0, 0)
            self.place(p, to)
            self.drop(ch, to, 0)
            return
        if frm == to:  # one step further on a stepped tile
            self.strike_all(frm, step + 1, ch.crew)
            self.place(p, frm, step + 1)
            self.drop(ch, frm, step + 1)
            return
        if t.kind == AIRPLANE and not s.ti:
            self.emit("plane", frm)
            self.arrive(ch, to, FLIGHT)
            return
        self.arrive(ch, to, disp_between(frm, to))

    def choose(self, a: Action, pend) -> None:
        s = self.s
        ch = Chain(s, pend.pirate, pend.coin, pend.origin, pend.prev, pend.prev_step, pend.visited)
        here = pend.cell
        kind = pend.kind
        if kind == "quake":
            self.pause(ch, "quake2", here, [c for c in pend.options if c != a.to], a.to)
            return
        if kind == "quake2":
            self.emit("swap", pend.extra, a.to)  # TI, earthquake
            return
        if kind == "peek":
            self.emit("peek", s.deciding_player(), a.to)  # a private look (TI, lighthouse)
            left = pend.extra - 1
            opts = [c for c in pend.options if c != a.to]
            if left > 0 and opts:
                self.pause(ch, "peek", here, opts, left)
            return
        if kind == "cave":
            self.place(ch.pid, a.to)
            self.drop(ch, a.to, 0)
            return
        ch.prev, ch.prev_step = here, 0
        if kind in ("fly", "airplane", "airplane1"):
            if kind != "fly":
                self.emit("plane", here)
            self.arrive(ch, a.to, FLIGHT)
        else:
            self.arrive(ch, a.to, disp_between(here, a.to))

    def pause(self, ch: Chain, kind: str, cell: int, options: list[int], extra: int = 0) -> None:
        """Stop the chain for the mover's decision; with no allowed choice he dies."""
        if not options and kind not in ("airplane", "airplane1"):
            self.die(ch, "no way on")
            return
        self.place(ch.pid, cell, 0)
        ev = ("choice", ch.pid, kind, cell, tuple(sorted(options)), ch.coin, ch.origin,
              ch.prev, ch.prev_step, tuple(sorted(ch.visited)))
        self.emit(*(ev + (extra,) if extra else ev))

    def chain_ok(self, ch: Chain, cell: int) -> bool:
        """Choices inside a chain offer only what the pirate may do (RULINGS, finer points)."""
        if cell < 0:
            return False
        s = self.s
        if not IS_ISLAND[cell]:
            return s.ship_at(cell) >= 0 or may_swim(s, cell, ch.crew, ch.pid)
        return may_enter(s, cell, ch.crew, ch.coin, ch.pid, rules_version(s) >= 2)

    def flights(self, ch: Chain, cell: int) -> list[int]:
        s = self.s
        return flight_targets(s, ch.pid, cell, ch.coin, rules_version(s) >= 2)

    def arrive_sea(self, ch: Chain, cell: int) -> None:
        s = self.s
        owner = s.ship_at(cell)
        if owner >= 0:
            if s.side[owner] == s.side[ch.crew]:
                self.board(ch, owner)
                return
            if ch.coin:
                self.move_loot(ch, SUNK)
            self.die(ch, "enemy ship")
            return
        if ch.coin:
            self.move_loot(ch, SUNK)  # a coin that enters the sea sinks (EN gold e)
        if s.ti and not may_swim(s, cell, ch.crew, ch.pid):
            # the Missionary's and Friday's limits hold at sea too: an impossible end
            self.die(ch, "impossible move")
            return
        if not peaceful(s, ch.pid):
            self.strike_all(cell, 0, ch.crew)  # a struck swimmer dies (EN "Die" b)
        self.emit("pirate", ch.pid, SEA, cell, 0, -1)

    def arrive(self, ch: Chain, cell: int, disp: int) -> None:
        """Resolve a piece arriving on ``cell`` by displacement ``disp``, to its end."""
        s = self.s
        ti = s.ti
        while True:
            if cell < 0:
                self.die(ch, "impossible move")
                return
            if not IS_ISLAND[cell]:
                self.arrive_sea(ch, cell)
                return
            fresh = not s.up[cell]
            if fresh:
                if ch.coin:
                    # with a coin only onto open tiles; an impossible end kills (RU FAQ)
                    self.die(ch, "impossible move")
                    return
                self.reveal(cell)
            # a flight is told apart by where it came from, so that choosing anew after a
            # crocodile's return by air is no cycle (RULINGS, forced movement; docs/rules.md)
            key = cell * 32 + disp if disp != FLIGHT else 10_000 + (ch.prev + 200) * 200 + cell
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
                    self.pause(ch, "fly", cell, self.flights(ch, cell))
                    return
                dc, dr = disp_vector(disp)
                if ti and {abs(dc), abs(dr)} == {1, 2}:
                    # after a knight's jump, any knight's jump (TI, ice)
                    self.pause(ch, "horse", cell, [n for n in KNIGHT[cell] if self.chain_ok(ch, n)])
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
                if s.tiles[prev].kind in MOVE_ON:
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
                if ch.pid != FRIDAY:
                    self.die(ch, "cannibal")  # the ogre eats a carried coin too (RULINGS)
                    return
                if ch.coin:  # Friday ignores the ogre, but no coin may lie beside it
                    self.die(ch, "impossible move")
                    return
            # a tile to stand on
            step = 1 if k == SPIN else 0
            if ti and _missionary_guards(s, cell, ch.crew) and ch.pid != FRIDAY:
                self.die(ch, "impossible move")
                return
            if (ti and ch.pid in (FRIDAY, MISSIONARY) and peaceful(s, ch.pid)
                    and rules_version(s) >= 2 and not peaceful_may_stand(s, cell, step, ch.crew, ch.pid)):
                # their limits hold on every step of a chain: an impossible end (RULINGS)
                self.die(ch, "impossible move")
                return
            enemies = enemies_at(s, cell, step, ch.crew)
            if k in FORTS and (ch.coin or enemies):
                self.die(ch, "impossible move")
                return
            if k == AIRPLANE:
                # striking a pirate who waits on the plane takes his place (RULINGS)
                if enemies:
                    if ch.coin or peaceful(s, ch.pid):
                        self.die(ch, "impossible move")
                        return
                    self.strike_all(cell, 0, ch.crew)
                kind = "airplane1" if ti else "airplane"
                self.pause(ch, kind, cell, self.flights(ch, cell))
                return
            if ti and k == THICKET and ch.coin:
                self.die(ch, "impossible move")  # no coin into the dense jungle (TI)
                return
            if enemies and not (ti and k == THICKET):
                if ch.coin or (peaceful(s, ch.pid) and not _peaceful_pair(ch.pid, enemies)):
                    self.die(ch, "impossible move")
                    return
                self.strike_all(cell, step, ch.crew)
            if ti and k == CAVE:
                self.enter_cave(ch, cell, fresh)
                return
            friends = friends_at(s, cell, ch.crew, ch.pid) if k == TRAP else ()
            self.place(ch.pid, cell, step)
            self.drop(ch, cell, step)
            if k == TRAP and ch.pid != FRIDAY:
                trapped = [f for f in friends if s.p_trap[f]]
                for f in trapped:
                    self.emit("trap", f, 0)  # a friend's arrival frees him (EN tiles, trap)
                if not friends:
                    self.emit("trap", ch.pid, 1)
            elif k == TRAP and rules_version(s) >= 2:
                # Friday never falls in, and frees a trapped crew-mate as any piece of
                # the crew does (RULINGS, finer points)
                for f in friends:
                    if s.p_trap[f]:
                        self.emit("trap", f, 0)
            elif k == RUM:
                self.emit("drunk", ch.pid, 2)
            elif fresh and ti:
                self.opened(ch, cell, k, t)
            return

    def opened(self, ch: Chain, cell: int, k: int, t) -> None:
        """What the newer edition's tiles do when first opened (TI, tiles explanation)."""
        s = self.s
        p = ch.pid
        side = s.side[ch.crew]
        if k == BOTTLES:
            n = t.param
            if peaceful(s, p) and p in (FRIDAY, MISSIONARY):
                n -= 1  # one is read at once (TI FAQ)
                self.bottle_to(p, side)
            if n:
                self.emit("bottles", side, n)
        elif k in (BEN_TILE, FRIDAY_TILE, MISSIONARY_TILE):
            q = {BEN_TILE: BEN_GUNN, FRIDAY_TILE: FRIDAY, MISSIONARY_TILE: MISSIONARY}[k]
            self.emit("join", q, ch.crew)
            self.place(q, cell)
        elif k == SMOKE:
            self.emit("smoke")
        elif k == EARTHQUAKE:
            quiet = [c for c in ISLAND_CELLS if not s.coins_at(c) and s.galleon // 8 != c
                     and not any(s.p_cell[q] == c and s.p_where[q] == LAND for q in s.pieces)]
            if len(quiet) >= 2:
                self.pause(ch, "quake", cell, quiet)
        elif k == LIGHTHOUSE:
            hidden = [c for c in ISLAND_CELLS if not s.up[c]]
            if hidden:
                self.pause(ch, "peek", cell, hidden, min(4, len(hidden)))

    def enter_cave(self, ch: Chain, cell: int, fresh: bool) -> None:
        """Caves (TI; RULINGS): through to another open cave, or lost until one opens."""
        s = self.s
        if fresh:
            self.emit("cave", cell)
            lost = sorted((s.p_lost[q], q) for q in s.pieces if s.p_lost[q])
            if lost:
                q = lost[0][1]
                old = s.p_cell[q]
                carried = s.p_lost_coin[q]
                self.emit("lost", q, 0, 0)
                self.place(q, cell)
                if carried == GALLEON_LOOT and s.galleon == old * 8:
                    self.emit("galleon", old * 8, cell * 8)
                elif carried == COIN and s.coins.get(old * 8, 0):
                    self.emit("coin", old * 8, cell * 8)
                m = MISSIONARY
                if (ch.pid != FRIDAY and s.p_lost[m] and s.p_cell[m] == old and not s.converted
                        and s.side[s.p_crew[m]] != s.side[ch.crew]):
                    # nobody may join an enemy's Missionary: he comes out too (docs/rules.md)
                    self.emit("lost", m, 0, 0)
                    self.place(m, cell)
                if (peaceful(s, ch.pid) and rules_version(s) >= 2
                        and not peaceful_may_stand(s, old, 0, ch.crew, ch.pid)):
                    # sent among enemies still lost there, whom he may not strike (RULINGS)
                    self.die(ch, "impossible move")
                    return
                self.strike_all(old, 0, ch.crew)
                self.place(ch.pid, old)
                self.drop(ch, old, 0)
                return
        exits = cave_exits(s, cell, ch.crew)
        if len(exits) > 1:
            self.pause(ch, "cave", cell, exits)
        elif exits:
            self.place(ch.pid, exits[0])
            self.drop(ch, exits[0], 0)
        else:
            carried = ch.coin
            self.place(ch.pid, cell)
            self.drop(ch, cell, 0)
            self.emit("lost", ch.pid, s.lost_seq + 1, carried)

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


# The words every anti-stall end reason holds (the arena counts those ends by them: a
# game package's STALL_END, jackal_tui.ai.arena).
STALL_END = "rounds with no tile opened"


def _has_pieces(s: State, crews) -> bool:
    """Whether a pirate or a character of these crews is still in the game (on land,
    aboard, at sea, trapped or lost in a cave: anything but dead or gone)."""
    return any(s.p_crew[p] in crews and s.p_where[p] not in (DEAD, ABSENT) for p in s.pieces)


def end_reason(s: State) -> str:
    """Why the game ends now, or "" (RULINGS, "End of the game")."""
    left = s.coins_in_play
    if left == 0:
        return "every coin is banked, sunk or eaten"
    if s.options.get("early_end", True):
        banked = s.banked
        sides = s.sides
        totals = [sum(banked[c] for c in crews) for crews in sides]
        lead = max(totals)
        if len(totals) > 1 and totals.count(lead) == 1:
            # caught up with if some other side could bank every coin left and reach the
            # lead; from rules version 3 a side with no piece left banks nothing more
            # (RULINGS, "End of the game": the leader can no longer be caught by it)
            pieces_count = rules_version(s) >= 3
            for t, crews in zip(totals, sides):
                if t != lead and t + left >= lead \
                        and (not pieces_count or _has_pieces(s, crews)):
                    break
            else:
                return "the leader can no longer be caught"
    limit = s.options.get("stall_rounds", 50)
    if limit and s.stall + (0 if s.progress else 1) >= limit * len(s.crews):
        coins = "moved" if s.options.get("stall_coin_moves", True) else "banked, sunk or eaten"
        return f"{limit} {STALL_END}, no coin {coins} and no pirate lost"
    return ""
