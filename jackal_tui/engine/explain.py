"""Plain words for why an action is not legal now."""

from __future__ import annotations

from .actions import Action, pirate_name
from .board import CREW_LETTERS, CREW_NAMES, IS_ISLAND, NEIGHBOURS, cell_name
from .state import DEAD, LAND, SEA, SHIP, State
from .tiles import FORTRESS, NATIVE, SPIN


def held_by(s: State, p: int) -> str | None:
    """What keeps piece ``p`` from any move this turn, as words after his name ("is dead",
    "is caught in a trap until a friend comes", "is sleeping off the rum this turn"), or
    None."""
    if s.p_where[p] == DEAD:
        return "is dead"
    if s.p_trap[p]:
        return "is caught in a trap until a friend comes"
    if s.p_drunk[p] == 1:
        return "is sleeping off the rum this turn"
    return None


def why_illegal(s: State, a: Action, legal: list[Action]) -> str:
    text = str(a)
    if s.over:
        return f"{text}: the game is over ({s.end_reason})"
    crew = a.who if a.kind == "ship" else s.p_crew[a.who] if a.who < len(s.p_crew) else -1
    if crew < 0:
        return f"{text}: {pirate_name(a.who)} is not in play"
    if crew not in s.crews:
        return f"{text}: {CREW_NAMES[crew]} is not playing in this game"
    if s.pending is not None:
        pd = s.pending
        opts = ", ".join(cell_name(c) for c in pd.options) or "none"
        return (f"{text}: {pirate_name(pd.pirate)} must first decide where to go on from "
                f"{cell_name(pd.cell)} (choices: {opts})")
    if crew != s.turn:
        return f"{text}: it is {CREW_NAMES[s.turn]}'s turn, not {CREW_NAMES[crew]}'s"
    if a.kind in ("choose", "stay"):
        return f"{text}: there is no decision to make now"
    if a.kind == "ship":
        if s.ship[crew] != a.frm:
            return f"{text}: the ship is at {cell_name(s.ship[crew])}"
        if not any(s.p_where[p] == SHIP and s.p_ship[p] == crew for p in range(crew * 3, crew * 3 + 3)):
            return f"{text}: a ship moves only with one of its own crew aboard"
        return f"{text}: a ship moves one cell along its own side, never round a corner"
    p = a.who
    if a.kind == "revive":
        if s.p_where[p] != DEAD:
            return f"{text}: {pirate_name(p)} is not dead"
        return f"{text}: revival needs a living {CREW_LETTERS[crew]} pirate in the native girl's fortress"
    w = s.p_where[p]
    held = held_by(s, p)
    if held:
        return f"{text}: {pirate_name(p)} {held}"
    if s.p_cell[p] != a.frm:
        return f"{text}: {pirate_name(p)} is at {cell_name(s.p_cell[p])}, not {cell_name(a.frm)}"
    if a.coin and s.coins.get(a.frm * 8 + s.p_step[p], 0) == 0:
        return f"{text}: there is no coin here to drag"
    if w == SHIP:
        return f"{text}: from the ship a pirate goes ashore only onto the tile straight in front"
    if w == SEA:
        if IS_ISLAND[a.to]:
            return f"{text}: a swimmer cannot climb onto land"
        return f"{text}: a swimmer moves one cell at a time"
    t = s.tiles[a.frm]
    if w == LAND and t.kind == SPIN and s.p_step[p] < t.param and a.to != a.frm:
        return f"{text}: {pirate_name(p)} must first cross the {t.name()} (step {s.p_step[p]})"
    if a.to not in NEIGHBOURS[a.frm]:
        return f"{text}: a pirate steps only to one of the 8 neighbouring cells"
    if not IS_ISLAND[a.to]:
        if s.ship_at(a.to) < 0:
            return f"{text}: a pirate cannot jump into the sea from land"
        return f"{text}: a pirate with a coin never goes onto an enemy ship"
    if a.coin and not s.up[a.to]:
        return f"{text}: with a coin a pirate may step only onto open tiles"
    if s.up[a.to] and s.tiles[a.to].kind in (FORTRESS, NATIVE):
        if a.coin:
            return f"{text}: nobody enters a fortress with a coin"
        return f"{text}: an enemy holds that fortress"
    if a.coin:
        return f"{text}: a pirate carrying a coin cannot strike an enemy"
    return f"{text}: not a legal action now"
