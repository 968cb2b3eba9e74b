"""What may be done: the legal actions of an Archipelago state (RULINGS-ARCHIPELAGO.md;
classic RULINGS.md where it says "as classic").

What happens when an action is played is the Resolver's (``resolver.py``, with the tiles'
effects in ``arrival.py``); who may stand where is ``reach.py``, the bear ``bear.py``.
This module also names, for the modules outside the rules core, the helpers they read.
"""

from __future__ import annotations

from jackal_tui.games.archipelago.actions import Action, piece_name
from jackal_tui.games.archipelago.bear import bear_target, land_distances  # noqa: F401 (exported)
from jackal_tui.games.archipelago.board import CREW_LETTERS
from jackal_tui.games.archipelago.campaign import draw_actions
from jackal_tui.games.archipelago.reach import (  # noqa: F401 (exported)
    KNIGHT, STALL_END, boat_moves, boat_speed, chance, entry_problem, fighters_of, foes_at,
    free_cells, labyrinth_steps, own_pieces, sea_problem, side_of,
)
from jackal_tui.games.archipelago.state import BOAT, DEAD, LAND, MISSIONARY, SEA, State


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
    if s.phase == "draw":
        return draw_actions(s)
    if s.phase == "bottles":
        return sort_actions(s, turn_end_actions(s, s.turn) + [Action("done", L[s.turn])])
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
    if pd["kind"] in ("musket", "cannon"):
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
        swimmer = s.has(p, "Swimmer")
        # the Swimmer's coin at sea goes with his every move
        c = (2 if s.coins_on(cell) >= 2 and s.has(p, "Strongman") else True) \
            if swimmer and s.coins_on(cell) else False
        for n in b.neighbours[cell]:
            if n in b.land:     # the Swimmer climbs onto a coast cell
                ok = swimmer and n in b.coast and entry_problem(s, p, n, c) is None
            else:
                ok = sea_problem(s, p, n) is None and jonah_boards(s, p, n, c, cell)
            if ok:
                out.append(Action("move", who, s.name(cell), s.name(n), c))
    elif where == LAND:
        if s.p_trap[p] or s.p_drunk[p]:
            return out
        drags = dragging(s, p, cell, step)
        lab = labyrinth_steps(s, cell, p)
        if lab and step < lab:
            for c in drags:
                if entry_problem(s, p, cell, c, (cell, step), step + 1) is None:
                    out.append(Action("move", who, s.name(cell), s.name(cell), c))
            return out
        for n in b.neighbours[cell]:
            for c in drags:
                if n in b.land:
                    ok = entry_problem(s, p, n, c, (cell, step)) is None
                else:       # onto a boat; the Swimmer from a coast cell into the sea too
                    bt = s.boat_at(n)
                    ok = bt >= 0 and s.partners(bt, me) and jonah_boards(s, p, n, c, cell) \
                        or bt < 0 and cell in b.coast and s.has(p, "Swimmer") \
                        and sea_problem(s, p, n) is None
                if ok:
                    out.append(Action("move", who, s.name(cell), s.name(n), c))
    return out


def jonah_boards(s: State, p: int, cell: int, coin, here: int) -> bool:
    """May ``p`` step onto the boat on ``cell`` (True when none is there)? Jonah only
    when a free land cell next to it, other than the one he leaves, takes him instead."""
    if not s.has(p, "Jonah") or s.boat_at(cell) < 0:
        return True
    return bool(free_cells(s, cell, bool(coin), here))


def dragging(s: State, p: int, cell: int, step: int) -> tuple:
    """How many coins ``p`` may drag from where he stands: none (False), one (True), or
    for the Strongman two (2) when two lie there."""
    n = 0 if s.peaceful(p) else s.coins_on(cell, step)
    if not n:
        return (False,)
    return (False, True, 2) if n >= 2 and s.has(p, "Strongman") else (False, True)


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
        lab = labyrinth_steps(s, cell, p)
        if lab and step < lab:
            foes = foes_at(s, cell, lab, p)
            guarded = s.peaceful(MISSIONARY) and MISSIONARY in s.on_land(cell, lab)
            if not guarded:
                out.append(Action("bottle", who))
                if s.coins_on(cell, step) and (not foes or s.has(p, "Brawler")):
                    out.extend(Action("bottle", who, coin=c)
                               for c in dragging(s, p, cell, step) if c)
    m = MISSIONARY
    if s.peaceful(m) and s.p_where[m] in (LAND, SEA, BOAT):
        near = {s.p_cell[m], *s.board.neighbours[s.p_cell[m]]}
        for p in range(crew * 3, crew * 3 + 3):
            if s.p_where[p] in (LAND, SEA, BOAT) and s.p_cell[p] in near:
                out.append(Action("bottle", piece_name(p), word="MIS"))
    return out


def look_actions(s: State, crew: int) -> list[Action]:
    """The Lookout's look at the end of his crew's turn (once per island): one face-down
    tile among the 8 neighbours of where he is (land, water, or aboard: the boat's cell)
    that his crew has not seen yet; none in a smoky turn, none when he is dead."""
    if s.smoky:
        return []
    out = []
    for p in range(crew * 3, crew * 3 + 3):
        if not s.has(p, "Lookout") or ("Lookout", p) in s.used or \
                s.p_where[p] not in (LAND, SEA, BOAT):
            continue
        for n in s.board.neighbours[s.p_cell[p]]:
            if n in s.board.land and not s.up[n] and n not in s.known[crew]:
                out.append(Action("look", piece_name(p), to=s.name(n)))
    return out


def turn_end_actions(s: State, crew: int) -> list[Action]:
    """What the crew may do after its action, before the bear steps: bottles, and the
    Lookout's look."""
    return bottle_actions(s, crew) + look_actions(s, crew)


def can_act(s: State, crew: int) -> bool:
    return bool(crew_actions(s, crew))
