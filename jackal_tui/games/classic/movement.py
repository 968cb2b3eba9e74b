"""How an action's movement turns into events, both editions: a piece steps, is carried
on by arrows, ice, a crocodile or a cave, opens a tile, strikes, dies, drags a coin.
:class:`Movement` emits each event and applies it as it is made; the rules'
``Resolver`` (:mod:`.rules`) adds the action as a whole (which movement it starts) and
the turn passing on.

References in comments name the rulebook files of ../shared/seeds: EN = 000_… (classic,
English), RU = 003_… (classic, Russian, with the FAQ), TI = 001_… (the newer
"treasure-island" edition), and RULINGS = ../shared/RULINGS.md. One engine serves both
rulesets: ``s.ti`` switches on what the newer edition adds or changes.
"""

from __future__ import annotations

from jackal_tui.games.classic.actions import Action
from jackal_tui.games.classic.board import (
    DIR_CODES, FLIGHT, IS_ISLAND, ISLAND_CELLS, KNIGHT, STEP, apply_disp, disp_between,
    disp_vector, edge_cell,
)
from jackal_tui.games.classic.state import (
    BEN_GUNN, CARRIED, EATEN, FRIDAY, LAND, MISSIONARY, SEA, SHIP, SUNK, State, apply_event,
    bank_place, rules_version,
)
from jackal_tui.games.classic.questions import (
    COIN, FORTS, GALLEON_LOOT, cave_exits, enemies_at, flight_targets, friends_at,
    may_enter, may_swim, missionary_guards, peaceful, peaceful_may_stand, peaceful_pair,
)
from jackal_tui.games.classic.tiles import (
    AIRPLANE, ARROW, BALLOON, BEN_GUNN as BEN_TILE, BOTTLES, CANNIBAL, CANNON, CAVE,
    CROCODILE, EARTHQUAKE, FRIDAY as FRIDAY_TILE, HORSE, ICE, LIGHTHOUSE,
    MISSIONARY as MISSIONARY_TILE, MOVE_ON, RUM, SMOKE, SPIN, THICKET, TRAP,
)


def _mix(seed: int, cell: int) -> int:
    """A deterministic draw from the game's seed (splitmix64), for a tile's turn."""
    z = (seed * 0x9E3779B97F4A7C15 + cell * 0xBF58476D1CE4E5B9 + 0x94D049BB133111EB) & (2**64 - 1)
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
    return z ^ (z >> 31)


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


class Movement:
    """Turns one legal action's movement into events, applying each as it is made."""

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
            if ti and missionary_guards(s, cell, ch.crew) and ch.pid != FRIDAY:
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
                if ch.coin or (peaceful(s, ch.pid) and not peaceful_pair(ch.pid, enemies)):
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
