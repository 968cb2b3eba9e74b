"""Jackal rules, both editions: the legal actions, and how an action turns into events.

References in comments name the rulebook files of ../shared/seeds: EN = 000_… (classic,
English), RU = 003_… (classic, Russian, with the FAQ), TI = 001_… (the newer
"treasure-island" edition), and RULINGS = ../shared/RULINGS.md. One engine serves both
rulesets: ``s.ti`` switches on what the newer edition adds or changes.

The legal actions are here, and :class:`Resolver`, which plays one action and passes the
turn on; the questions they ask of a position are :mod:`.questions`, the movement an
action sets off :mod:`.movement` (both also read from here, as they always were).
"""

from __future__ import annotations

from jackal_tui.games.classic.actions import Action
from jackal_tui.games.classic.board import (
    IS_ISLAND, NEIGHBOURS, SEA_NEIGHBOURS, front_of, ship_moves,
)
from jackal_tui.games.classic.state import (
    DEAD, FRIDAY, LAND, MISSIONARY, SEA, SHIP, State, rules_version,
)
from jackal_tui.games.classic.tiles import AIRPLANE, NATIVE, SPIN
from jackal_tui.games.classic.movement import Chain, Movement
from jackal_tui.games.classic.questions import (
    COIN, FORTS, GALLEON_LOOT, STALL_END, cave_exits, disarmed, end_reason, enemies_at,
    enemy_holds, flight_targets, friends_at, may_enter, may_swim, missionary_guards,
    native_fortress, own_pieces, peaceful, peaceful_may_stand, peaceful_pair,
)

__all__ = ["COIN", "FORTS", "GALLEON_LOOT", "STALL_END", "Chain", "Movement", "Resolver",
           "cave_exits", "crew_actions", "disarmed", "end_reason", "enemies_at",
           "enemy_holds", "flight_targets", "friends_at", "legal_actions", "may_enter",
           "may_swim", "missionary_guards", "native_fortress", "own_pieces", "peaceful",
           "peaceful_may_stand", "peaceful_pair"]


# ----- legal actions -----------------------------------------------------------------

def _is_excluded(s: State, p: int) -> bool:
    return s.p_trap[p] or s.p_drunk[p] == 1


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

class Resolver(Movement):
    """Turns one legal action into events, applying each as it is made: the movement it
    sets off (:class:`~.movement.Movement`), then the turn passing on."""

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
