"""Writing a position (docs/notation.md): :func:`write_position` gives the text that
``read_position`` reads back to the same state, naming only what differs from a
position's defaults.
"""

from __future__ import annotations

import json

from jackal_tui.games.classic.actions import pirate_name
from jackal_tui.games.classic.board import CREW_LETTERS, ISLAND_CELLS, SHIP_START, cell_name
from jackal_tui.games.classic.state import (
    ABSENT, DEAD, EATEN, SEA, SHIP, SUNK, State,
)
from jackal_tui.games.classic.tiles import EMPTY


def write_position(s: State) -> str:
    """The position as text that ``read_position`` reads back to the same state."""
    out = [f"jackal {s.ruleset} {s.mode}", f"turn {CREW_LETTERS[s.turn]}"]
    if s.names:
        out.append("names " + _names_text(s.names))
    out.append(f"seed {s.seed}")
    out.append(f"options early_end={'yes' if s.options.get('early_end', True) else 'no'} "
               f"stall_rounds={s.options.get('stall_rounds', 50)} "
               f"stall_coin_moves={'yes' if s.options.get('stall_coin_moves', True) else 'no'} "
               f"rules_version={s.options.get('rules_version', 1)}")
    for crew in s.crews:
        if s.ship[crew] != SHIP_START[crew]:
            out.append(f"ship {CREW_LETTERS[crew]} {cell_name(s.ship[crew])}")
    for p in s.pieces:
        w = s.p_where[p]
        if w == ABSENT or (p < 12 and w == SHIP and s.p_ship[p] == p // 3 and not s.p_drunk[p]):
            continue
        if w == SHIP:
            where = "ship" if s.p_ship[p] == s.p_crew[p] else f"ship {CREW_LETTERS[s.p_ship[p]]}"
        elif w == DEAD:
            where = "dead"
        elif w == SEA:
            where = f"sea {cell_name(s.p_cell[p])}"
        else:
            where = cell_name(s.p_cell[p]) + (f":{s.p_step[p]}" if s.p_step[p] else "")
        flags = (" trapped" if s.p_trap[p] else "") + \
                {0: "", 1: " rum-now", 2: " rum"}[s.p_drunk[p]]
        if p >= 12:
            flags += f" {CREW_LETTERS[s.p_crew[p]]}"
        out.append(f"{pirate_name(p)} {where}{flags}")
    lost = sorted((s.p_lost[p], p) for p in s.pieces if s.p_lost[p])
    for rank, (_, p) in enumerate(lost, 1):  # the one lost first is freed first
        flag = f" lost={rank}" + {0: "", 1: "+coin", 2: "+galleon"}[s.p_lost_coin[p]]
        out = [ln + flag if ln.startswith(pirate_name(p) + " ") else ln for ln in out]
    for cell in ISLAND_CELLS:
        t = s.tiles[cell]
        if s.up[cell] and t.kind == EMPTY:
            continue
        out.append(f"{cell_name(cell)} {'' if s.up[cell] else '?'}{t.token()}")
    for place in sorted(s.coins):
        cell, step = divmod(place, 8)
        out.append(f"coins {cell_name(cell)}{':' + str(step) if step else ''} {s.coins[place]}")
    for crew in s.crews:
        banked = s.banked[crew] - (3 if s.galleon == -1 - crew else 0)
        if banked:
            out.append(f"bank {CREW_LETTERS[crew]} {banked}")
    gsunk = 3 if s.galleon == SUNK else 0
    geaten = 3 if s.galleon == EATEN else 0
    if s.ti:
        g = s.galleon
        if g >= 0:
            cell, step = divmod(g, 8)
            out.append(f"galleon {cell_name(cell)}{':' + str(step) if step else ''}")
        elif -4 <= g <= -1:
            out.append(f"galleon bank {CREW_LETTERS[-1 - g]}")
        elif g in (SUNK, EATEN):
            out.append(f"galleon {'sunk' if g == SUNK else 'eaten'}")
        for side, crews in enumerate(s.sides):
            if s.bottles[side]:
                out.append(f"bottles {CREW_LETTERS[crews[0]]} {s.bottles[side]}")
        if s.caves != sorted(s.caves, key=ISLAND_CELLS.index):
            # every face-up cave is open; the line is needed only for the order they
            # were opened in, when it is not the island's order (the state hash keeps it)
            out.append("caves " + ",".join(cell_name(c) for c in s.caves))
        for crew in s.crews:
            pl = s.player[crew]
            if s.known[pl] and crew == min(c for c in s.crews if s.player[c] == pl):
                out.append(f"known {CREW_LETTERS[crew]} " + ",".join(cell_name(c) for c in sorted(s.known[pl])))
        if s.converted:
            out.append("converted")  # the Missionary has read a message: a fighting pirate
        if s.smoke:
            out.append(f"smoke {s.smoke}")
        if s.smoky:
            out.append("smoky")
    if s.sunk - gsunk:
        out.append(f"sunk {s.sunk - gsunk}")
    if s.eaten - geaten:
        out.append(f"eaten {s.eaten - geaten}")
    if s.stall or s.progress:
        out.append(f"stall {s.stall}" + (" progress" if s.progress else ""))
    if s.turns:
        out.append(f"turns {s.turns}")
    if s.pending:
        pd = s.pending
        opts = ",".join(cell_name(c) for c in pd.options) or "-"
        line = f"pending {pirate_name(pd.pirate)} {pd.kind} {cell_name(pd.cell)} {opts}"
        if pd.coin:
            oc, ost = divmod(pd.origin, 8)
            loot = "coin" if pd.coin == 1 else "galleon"
            line += f" {loot}={cell_name(oc)}" + (f":{ost}" if ost else "")
        if pd.prev <= -1:
            line += f" prev=ship{CREW_LETTERS[-1 - pd.prev]}"
        else:
            line += f" prev={cell_name(pd.prev)}" + (f":{pd.prev_step}" if pd.prev_step else "")
        if pd.visited:
            line += " visited=" + ",".join(str(v) for v in sorted(pd.visited))
        if pd.extra:
            line += f" extra={pd.extra}"
        out.append(line)
    if s.over:
        out.append(f"over {s.end_reason}")
    return "\n".join(out) + "\n"


def _names_text(names: list[str]) -> str:
    """``Anne, Bart``; a JSON list when a name would not read back from that form."""
    if all(n and n == n.strip() and n.isprintable() and not set(n) & set(",#[")
           for n in names):
        return ", ".join(names)
    return json.dumps(names)
