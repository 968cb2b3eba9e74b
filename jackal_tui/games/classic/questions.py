"""The questions the rules ask about a position, both editions: who stands where, who
may enter a tile or swim into a sea cell, where a flight or a cave may lead, and why the
game ends now (:func:`end_reason`). Pure reads: nothing here changes a state.

References in comments name the rulebook files of ../shared/seeds: EN = 000_… (classic,
English), RU = 003_… (classic, Russian, with the FAQ), TI = 001_… (the newer
"treasure-island" edition), and RULINGS = ../shared/RULINGS.md. One engine serves both
rulesets: ``s.ti`` switches on what the newer edition adds or changes.
"""

from __future__ import annotations

from jackal_tui.games.classic.board import IS_ISLAND, ISLAND_CELLS
from jackal_tui.games.classic.state import (
    ABSENT, DEAD, FRIDAY, LAND, MISSIONARY, SEA, State, rules_version,
)
from jackal_tui.games.classic.tiles import (
    CANNIBAL, FORTRESS, MOVE_ON, NATIVE, SPIN, THICKET,
)

FORTS = (FORTRESS, NATIVE)
COIN, GALLEON_LOOT = 1, 2  # what a pirate drags (Action.coin)


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


def peaceful_pair(p: int, others) -> bool:
    """Friday and the Missionary may meet (and then leave together): no fight there."""
    other = MISSIONARY if p == FRIDAY else FRIDAY if p == MISSIONARY else -1
    return all(e == other for e in others)


def missionary_guards(s: State, cell: int, crew: int) -> bool:
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
        if missionary_guards(s, cell, crew) and pid != FRIDAY:
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
        return peaceful_pair(pid, enemies)  # the disarmed go only where no fight is
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
    return peaceful_pair(pid, enemies_at(s, cell, step, crew))


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
