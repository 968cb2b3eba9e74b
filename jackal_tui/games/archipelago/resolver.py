"""What happens: the Resolver turns an action into events (RULINGS-ARCHIPELAGO.md; classic
RULINGS.md where it says "as classic"): the dispatch, moves over land and water, the end of
a turn, bottles and the bear's step. The tiles' effects are :class:`Arrival`'s
(``arrival.py``).

The Resolver changes the state only through ``apply_event``. Chance (a tile's quarter
turn when opened, the crossroads die) is drawn from the state's seed and its count of
chance outcomes so far, and written into the event, so a replay never draws; a position
may pin an outcome (``State.opens``, ``State.next_rolls``), which is then taken instead.
"""

from __future__ import annotations

from jackal_tui.games.archipelago.actions import Action
from jackal_tui.games.archipelago.arrival import Arrival, Chain
from jackal_tui.games.archipelago.bear import bear_target
from jackal_tui.games.archipelago.campaign import CampaignFlow
from jackal_tui.games.archipelago.board import CREW_LETTERS
from jackal_tui.games.archipelago.reach import (
    CHAIN_LIMIT, STALL_END, boat_moves, fighters_of, foes_at, free_cells, labyrinth_steps,
    sea_problem, side_of,
)
from jackal_tui.games.archipelago.rules import can_act, coins_on_bank, solo_free, turn_end_actions
from jackal_tui.games.archipelago.solo import pirates_alive
from jackal_tui.games.archipelago.state import (
    BOAT, CARRIED, LAND, SEA, SUNK, State, apply_event, bank_place,
)


class Resolver(CampaignFlow, Arrival):
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
                self.finish("every player agreed to end the island")
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
        if k in ("pick", "pass"):
            self.draw(a)
            return
        if k == "done":
            self.end_turn()
            return
        if k == "bottle":
            self.use_bottle(a)
            return
        if k == "look":      # the Lookout's look: private, like a lighthouse look
            p = _piece(a.who)
            self.emit("used", p, "Lookout")
            self.emit("peek", s.p_crew[p], s.board.parse(a.to))
            if not turn_end_actions(s, s.turn):
                self.end_turn()
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
                        for _ in range(s.coins_on(c)):   # a Swimmer's coin is banked
                            self.emit("coin", c * 8, bank_place(s.p_crew[q]))
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
            if pend["kind"] == "ashore" and pend["extra"] is not None:
                if not s.pending:     # Jonah is ashore: the end of that turn goes on
                    self.pass_turn(pend["extra"])
                return
        self.after_action()

    def after_action(self) -> None:
        s = self.s
        if s.pending or s.over:
            return
        if s.solo:
            self.solo_after()
            return
        if s.phase == "act" and turn_end_actions(s, s.turn):
            self.emit("phase", "bottles")
            return
        self.end_turn()

    def end_turn(self) -> None:
        s = self.s
        crew = s.turn
        if s.bear >= 0 and s.bear_owner == crew:
            self.bear_step(crew)
            if s.pending:       # Jonah's crew first puts him ashore (then pass_turn)
                return
        self.pass_turn(crew)

    def pass_turn(self, crew: int) -> None:
        """The turn goes on from ``crew`` to the next crew that can act (a crew that
        cannot is skipped, and the bear it woke steps), or the island ends."""
        s = self.s
        if self.check_end():
            return
        order = s.crews
        i = order.index(crew)
        limit = s.options.get("stall_rounds", 50) * len(order)
        for k in range(1, len(order) + 1):
            n = order[(i + k) % len(order)]
            self.emit("turn", n)
            if limit and s.stall >= limit:
                self.finish(STALL_END)
                return
            if can_act(s, n):
                return
            self.emit("skip", n)
            if s.bear >= 0 and s.bear_owner == n:
                self.bear_step(n)
                if s.pending:
                    return
                if self.check_end():
                    return
        self.finish("no crew can act")

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
            self.finish("the island is explored and no coin is left on it")
            return True
        return False

    # ----- moves ------------------------------------------------------------------
    def move(self, a: Action) -> None:
        s = self.s
        p = _piece(a.who)
        frm, to = s.board.parse(a.frm), s.board.parse(a.to)
        where, step = s.p_where[p], s.p_step[p]
        if where == LAND and frm == to:        # on through a labyrinth
            for _ in range(int(a.coin)):
                self.emit("coin", frm * 8 + step, frm * 8 + step + 1)
            self.emit("piece", p, LAND, frm, step + 1, -1)
            self.strike_foes(p, frm, step + 1)
            return
        origin = None
        if a.coin:
            origin = frm * 8 + step
            for _ in range(int(a.coin)):      # one coin, or the Strongman's two
                self.emit("coin", origin, CARRIED)
        prev = -1 - s.p_boat[p] if where == BOAT else frm
        ch = Chain(p, origin, prev, step, n=max(1, int(a.coin)))
        if s.has(p, "Jonah"):       # where his action began (he may be put back there)
            ch.start = prev if where == BOAT else frm * 8 + step
        if where == SEA and to not in s.board.land:
            self.arrive_sea(ch, to)
            return
        if s.has(p, "Mountaineer") and to in s.board.land and not s.up[to] \
                and s.backs[to] == "M" and s.bear != to:
            # he looks at the mountain first (his crew sees it), then enters or declines
            if to not in s.known[s.p_crew[p]]:
                self.emit("peek", s.p_crew[p], to)
            self.decide(ch, "climb", to, [to, frm], frm)
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
                self.drop(ch, SUNK)
            self.die(ch, "drowned")
            return
        b = s.boat_at(cell)
        if b >= 0:
            if s.partners(b, s.p_crew[p]):
                self.board_boat(ch, b)
            else:
                if ch.coin is not None:
                    self.drop(ch, SUNK)
                self.die(ch, "enemy boat")
            return
        if sea_problem(s, p, cell):
            self.die(ch, "impossible move")
            return
        if ch.coin is not None and not s.has(p, "Swimmer"):
            self.drop(ch, SUNK)
        me = side_of(s, p)
        for q in s.swimmers(cell):
            if side_of(s, q) != me and not s.has(q, "Jonah"):
                for _ in range(s.coins_on(cell)):     # a struck Swimmer's coin sinks
                    self.emit("coin", cell * 8, SUNK)
                self.emit("die", q, "struck at sea")
        self.emit("piece", p, SEA, cell, 0, -1)
        if ch.coin is not None:     # the Swimmer's coin stays with him at sea
            self.drop(ch, cell * 8)

    def board_boat(self, ch: Chain, crew: int) -> None:
        s = self.s
        if s.has(ch.p, "Jonah"):
            self.jonah_ashore(ch, crew)
            return
        self.emit("piece", ch.p, BOAT, s.boats[crew], 0, crew)
        if ch.coin is not None:
            self.drop(ch, bank_place(s.p_crew[ch.p]))

    def jonah_ashore(self, ch: Chain, crew: int) -> None:
        """A move that would put Jonah aboard puts him on a free land cell next to the
        boat, of his choice (not the cell his action began on; his coin unbanked), or
        back where his action began if there is none."""
        s = self.s
        start = -1 if ch.start is None else ch.start
        free = free_cells(s, s.boats[crew], ch.coin is not None,
                          start // 8 if start >= 0 else -1)
        if free:
            self.decide(ch, "ashore", s.boats[crew], free)
            return
        if start < 0:
            own = -1 - start
            self.emit("piece", ch.p, BOAT, s.boats[own], 0, own)
        else:
            cell, step = divmod(start, 8)
            self.emit("piece", ch.p, LAND if cell in s.board.land else SEA, cell, step, -1)
        if ch.coin is not None:
            self.drop(ch, ch.coin)

    def drop(self, ch: Chain, place: int) -> None:
        """The coins he drags go to ``place`` together (the Strongman's two share their
        fate)."""
        for _ in range(ch.n):
            self.emit("coin", CARRIED, place)
        ch.coin = None

    def die(self, ch: Chain, why: str) -> None:
        """The mover dies (``why``: the move-log's words, as classic's); a coin he
        carried goes back where his move began (a Swimmer's, taken from the sea, sinks)."""
        if ch.coin is not None:
            self.drop(ch, ch.coin if ch.coin // 8 in self.s.board.land else SUNK)
        self.emit("die", ch.p, why)

    def maul(self, p: int, resume: int | None = None) -> None:
        if self.s.peaceful(p):
            self.emit("die", p, "the bear")
        else:
            self.send_home(p, resume)

    def send_home(self, p: int, resume: int | None = None) -> None:
        """Mauled or shot: back to his boat. Jonah goes instead to a free land cell next
        to it, chosen at once by his crew (``resume``: the crew whose end of turn goes on
        after that choice; None: the action goes on); with none, aboard."""
        s = self.s
        if not s.has(p, "Jonah"):
            self.emit("strike", p)
            return
        free = free_cells(s, s.boats[s.p_crew[p]], False)
        if not free:
            self.emit("strike", p)
        elif len(free) == 1:
            self.emit("piece", p, LAND, free[0], 1 if s.kind(free[0]) == "labyrinth" else 0, -1)
        else:
            self.emit("choice", {
                "kind": "ashore", "piece": p, "cell": s.boats[s.p_crew[p]], "options": free,
                "coin": None, "prev": s.p_cell[p], "prev_step": 0, "visited": [], "steps": 0,
                "extra": resume})

    def strike_foes(self, p: int, cell: int, step: int) -> None:
        s = self.s
        for q in foes_at(s, cell, step, p):
            if s.kind(cell) == "jungle" or s.peaceful(q) or s.has(q, "Jonah"):
                continue        # Jonah cannot be struck: he shares the tile
            self.emit("strike", q)

    def stand(self, ch: Chain, cell: int, step: int) -> None:
        self.strike_foes(ch.p, cell, step)
        if ch.coin is not None:
            self.drop(ch, cell * 8 + step)

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
            last = labyrinth_steps(s, cell, p)
            for _ in range(int(a.coin)):
                self.emit("coin", cell * 8 + step, cell * 8 + last)
            self.emit("piece", p, LAND, cell, last, -1)
            self.strike_foes(p, cell, last)
        if not turn_end_actions(s, crew):
            self.end_turn()

    def bear_step(self, crew: int | None = None) -> None:
        """The bear steps at the end of ``crew``'s turn (None: in solo)."""
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
                self.maul(q, crew)


def _piece(code: str) -> int:
    from jackal_tui.games.archipelago.actions import parse_piece
    return parse_piece(code)
