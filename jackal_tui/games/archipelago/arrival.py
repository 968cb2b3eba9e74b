"""What a tile does to the piece that comes onto it: the Resolver's half that opens tiles
and makes them act (RULINGS-ARCHIPELAGO.md, "What each tile does"), and the decisions
inside a move (which arrow, knight jump, flight, tile to look at ...).

:class:`Arrival` is mixed into :class:`~jackal_tui.games.archipelago.resolver.Resolver`,
which gives it ``emit``, ``go``, ``die``, ``stand``, ``board_boat``, ``arrive_sea`` and
``maul``.
"""

from __future__ import annotations

from jackal_tui.games.archipelago.actions import Action
from jackal_tui.games.archipelago.reach import (
    DIAGONALS, KNIGHT, SINGLE, chance, entry_problem, flight_targets, quake_cells, sea_problem,
    side_of,
)
from jackal_tui.games.archipelago.state import EATEN, LAND, MISSIONARY, CARRIED, State
from jackal_tui.games.archipelago.tiles import (
    DIR_ORDER, DIRS, MOVE_ON, NO_COIN, dirs_of, kind_of, number_of, turned,
)


class Chain:
    """A piece's move in progress: what it drags, where it came from, what it has seen."""

    __slots__ = ("p", "coin", "prev", "prev_step", "visited", "steps", "returning", "n",
                 "start")

    def __init__(self, p, coin=None, prev=-1, prev_step=0, visited=(), steps=0, n=1,
                 start=None):
        self.p, self.coin, self.prev, self.prev_step = p, coin, prev, prev_step
        self.n = n          # coins dragged from ``coin`` (2: the Strongman's pair)
        self.start = start  # Jonah: where his action began (cell * 8 + step; -1 - crew aboard)
        self.visited = set(tuple(v) for v in visited)
        self.steps = steps
        self.returning = False


class Arrival:
    """The tiles' effects, for the Resolver (see the module's doc)."""

    s: State

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
                self.drop(ch, place if k not in MOVE_ON and k not in NO_COIN else ch.coin)
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
        elif k == "crocodile" and s.has(p, "Lucky"):   # empty ground for him
            self.stand(ch, cell, 0)
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
            # a Cook stands there: an enemy entering strikes him first
            for q in s.on_land(cell):
                if q != p and side_of(s, q) != side_of(s, p):
                    self.emit("strike", q)
            if ch.coin is not None:
                self.drop(ch, EATEN)
            if not s.has(p, "Cook"):    # the cannibal does not kill the Cook
                self.emit("die", p, "cannibal")
        elif k == "cannon" and s.has(p, "Gunner"):     # he aims his own flight
            crew = s.p_crew[p]
            ways = [d for d in "NESW" if (lambda bt: bt < 0 or s.partners(bt, crew))(
                s.boat_at(self.cannon_end(cell, d)))]
            self.decide(ch, "cannon", cell, ways)
        elif k == "cannon":
            self.arrive_sea(ch, self.cannon_end(cell, dirs_of(t)[0]))
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
            elif not returning and not s.has(p, "Lucky"):    # a pit does not hold him
                self.emit("trap", p, 1)
        elif k == "barrel":
            self.stand(ch, cell, 0)
            if not returning and not s.has(p, "Old Salt"):    # barrels do not hold him
                self.emit("drunk", p, 2)
        else:   # empty ground, chests, labyrinths, bank, jungle, fortress, shrine, spyglass
            if k == "caramba":
                self.emit("curse", p)
            self.stand(ch, cell, step)

    def cannon_end(self, cell: int, way: str) -> int:
        """The first water cell on the cannon's line that way."""
        b = self.s.board
        n = 1
        while b.step(cell, DIRS[way], n) in b.land:
            n += 1
        return b.step(cell, DIRS[way], n)

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
            "extra": extra, **({"coins": ch.n} if ch.coin is not None and ch.n > 1 else {}),
            **({"start": ch.start} if ch.start is not None else {})})

    def choose(self, a: Action, pd: dict) -> None:
        s = self.s
        ch = Chain(pd["piece"], pd["coin"], pd["prev"], pd["prev_step"], pd["visited"],
                   pd["steps"], pd.get("coins", 1), pd.get("start"))
        kind = pd["kind"]
        if kind in ("musket", "cannon"):
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
        elif kind == "cannon":
            self.arrive_sea(ch, self.cannon_end(cell, opt))
        elif kind == "ashore":      # Jonah put on a free land cell: the tile does not act
            step = 1 if s.kind(opt) == "labyrinth" else 0
            self.emit("piece", ch.p, LAND, opt, step, -1)
            if ch.coin is not None:
                self.drop(ch, opt * 8 + step)
        elif kind == "climb" and opt == cell:     # the Mountaineer enters the mountain
            x, y = b.xy(extra)
            tx, ty = b.xy(cell)
            self.go(ch, cell, (tx - x, ty - y, "step"))
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
            n = number_of(t) + (1 if s.has(p, "Old Salt") else 0)   # one more, if any left
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
                if not s.fighter(q) or s.p_crew[q] < 0 or s.has(q, "Gunner"):
                    continue        # the musket passes the Gunner by
                if s.peaceful(MISSIONARY) and MISSIONARY in s.on_land(c, s.p_step[q]):
                    continue
                if k == "bank" and s.coins_on(c):
                    continue
                self.send_home(q)
                return

    def reveal(self, cell: int) -> None:
        s = self.s
        t = s.tiles[cell]
        if cell in s.opens:          # a face the position pinned
            t = s.opens[cell]
        elif kind_of(t) in ("arrow", "cannon"):
            t = turned(t, chance(s).randrange(4))
        self.emit("reveal", cell, t)
