"""Text forms: positions a person can write by hand, and move-log lines.

A position is a few lines; only what matters needs naming (docs/notation.md)::

    jackal classic 4        # ruleset and mode
    turn Y                  # the crew to act (default: the first crew)
    W1 G2                   # a pirate on land; G5:2 is step 2 of a stepped tile
    W2 G4 trapped           # flags: trapped, rum (misses his crew's next turn),
                            #        rum-now (misses the turn now being played)
    W3 dead                 # or: ship (aboard own ship: the default), ship B (aboard B's)
    Y1 sea A5               # a swimmer
    ship W F1               # a ship (default: the middle of its side)
    G3 arrow-NE+SW          # a face-up tile (unnamed island tiles are face-up empty)
    H4 ?chest3              # a face-down tile: ?arrow1 and ?cannon draw their turn
                            # when opened, ?arrow-N and ?cannon-E show exactly that
    coins G2 2              # coins on a tile (G5:2 for a step)
    bank W 5                # coins banked by a crew; also: sunk N, eaten N
    seed 7                  # draws the turn of ?arrow1-style tiles (default 0)
    options early_end=yes stall_rounds=50
"""

from __future__ import annotations

from .actions import pirate_name
from .board import (
    CREW_LETTERS, IS_ISLAND, ISLAND_CELLS, SHIP_START, cell_name, parse_cell,
)
from .state import ABSENT, DEAD, LAND, MODES, SEA, SHIP, Pending, State
from .tiles import CHEST, EMPTY, SPIN, Tile, parse_tile


class PositionError(ValueError):
    """A position text that cannot be read; the message names the line."""


def _crew(letter: str, line_no: int) -> int:
    i = "WYBR".find(letter.upper())
    if len(letter) != 1 or i < 0:
        raise PositionError(f"line {line_no}: {letter!r} is not a crew letter (W, Y, B, R)")
    return i


def _cell_step(text: str, line_no: int) -> tuple[int, int]:
    try:
        if ":" in text:
            c, st = text.split(":", 1)
            return parse_cell(c), int(st)
        return parse_cell(text), 0
    except ValueError as e:
        raise PositionError(f"line {line_no}: {e}") from None


def read_position(text: str) -> State:
    """Build a State from a position text (see the module docstring)."""
    lines = [(i + 1, ln.split("#", 1)[0].strip()) for i, ln in enumerate(text.splitlines())]
    lines = [(i, ln) for i, ln in lines if ln]
    if not lines or not lines[0][1].startswith("jackal"):
        raise PositionError("line 1: a position starts with 'jackal <ruleset> <mode>', e.g. 'jackal classic 4'")
    head = lines[0][1].split()
    if len(head) != 3 or head[1] != "classic" or head[2] not in MODES:
        raise PositionError(
            f"line {lines[0][0]}: expected 'jackal classic <mode>' with a mode of {', '.join(MODES)}")
    s = State(head[1], head[2])
    placed: set[int] = set()
    pending_line = None
    for no, ln in lines[1:]:
        w = ln.split()
        key = w[0].lower()
        try:
            if key == "turn":
                s.turn = _crew(w[1], no)
                if s.turn not in s.crews:
                    raise PositionError(f"line {no}: crew {w[1]} is not in a '{s.mode}' game")
            elif key == "ship":
                crew = _crew(w[1], no)
                s.ship[crew] = parse_cell(w[2])
                from .board import SHIP_SIDES
                if s.ship[crew] not in SHIP_SIDES[crew]:
                    raise PositionError(f"line {no}: {w[2]} is not on {CREW_LETTERS[crew]}'s side")
            elif key == "coins":
                cell, step = _cell_step(w[1], no)
                n = int(w[2])
                if n:
                    s.coins[cell * 8 + step] = n
                    s.tile_coins += n
            elif key == "bank":
                s.banked[_crew(w[1], no)] = int(w[2])
            elif key == "sunk":
                s.sunk = int(w[1])
            elif key == "eaten":
                s.eaten = int(w[1])
            elif key == "seed":
                s.seed = int(w[1])
            elif key == "stall":
                s.stall = int(w[1])
            elif key == "turns":
                s.turns = int(w[1])
            elif key == "names":
                s.names = [n.strip() for n in ln.split(None, 1)[1].split(",")]
            elif key == "over":
                s.over = True
                s.end_reason = ln.split(None, 1)[1] if len(w) > 1 else "over"
            elif key == "options":
                for opt in w[1:]:
                    k, _, v = opt.partition("=")
                    if k == "early_end":
                        s.options["early_end"] = v.lower() in ("yes", "1", "true", "on")
                    elif k == "stall_rounds":
                        s.options["stall_rounds"] = int(v)
                    else:
                        raise PositionError(f"line {no}: unknown option {k!r}")
            elif key == "pending":
                pending_line = (no, w)
            elif len(key) == 2 and key[0] in "wybr" and key[1] in "123":
                _read_pirate(s, w, no)
                placed.add("WYBR".index(key[0].upper()) * 3 + int(key[1]) - 1)
            else:
                cell = parse_cell(w[0])
                if not IS_ISLAND[cell]:
                    raise PositionError(f"line {no}: {w[0]} is sea, not an island tile")
                tok = w[1]
                face_up = not tok.startswith("?")
                tile = parse_tile(tok.lstrip("?"))
                if face_up and tile.free:
                    raise PositionError(f"line {no}: an open tile shows its directions, e.g. arrow-N or cannon-E")
                s.tiles[cell] = tile
                s.up[cell] = face_up
                if not face_up and tile.kind == CHEST:
                    s.hidden_coins += tile.param
        except (IndexError, ValueError) as e:
            if isinstance(e, PositionError):
                raise
            raise PositionError(f"line {no}: cannot read {ln!r}: {e}") from None
    for p in range(12):
        if p // 3 in s.crews and s.p_where[p] == SHIP:
            s.p_cell[p] = s.ship[s.p_ship[p]]
    if pending_line:
        _read_pending(s, *pending_line)
    s._tiles_key = None
    return s


def _read_pirate(s: State, w: list[str], no: int) -> None:
    p = "WYBR".index(w[0][0].upper()) * 3 + int(w[0][1]) - 1
    crew = p // 3
    if crew not in s.crews:
        raise PositionError(f"line {no}: crew {w[0][0]} is not in a '{s.mode}' game")
    if len(w) < 2:
        raise PositionError(f"line {no}: say where {w[0]} is: a cell, 'sea A5', 'ship', 'ship B' or 'dead'")
    where = w[1].lower()
    rest = w[2:]
    s.p_trap[p], s.p_drunk[p], s.p_step[p], s.p_ship[p] = False, 0, 0, -1
    if where == "dead":
        s.p_where[p], s.p_cell[p] = DEAD, -1
    elif where == "ship":
        ship = crew
        if rest and rest[0].upper() in CREW_LETTERS:
            ship = _crew(rest.pop(0), no)
            if s.side[ship] != s.side[crew]:
                raise PositionError(f"line {no}: {w[0]} cannot be aboard an enemy ship")
        s.p_where[p], s.p_ship[p], s.p_cell[p] = SHIP, ship, s.ship[ship]
    elif where == "sea":
        cell = parse_cell(rest.pop(0))
        if IS_ISLAND[cell]:
            raise PositionError(f"line {no}: {cell_name(cell)} is land, not sea")
        s.p_where[p], s.p_cell[p] = SEA, cell
    else:
        cell, step = _cell_step(where, no)
        if not IS_ISLAND[cell]:
            raise PositionError(f"line {no}: {cell_name(cell)} is sea: write 'sea {cell_name(cell)}'")
        s.p_where[p], s.p_cell[p], s.p_step[p] = LAND, cell, step
    for flag in rest:
        f = flag.lower()
        if f == "trapped":
            s.p_trap[p] = True
        elif f == "rum":
            s.p_drunk[p] = 2
        elif f == "rum-now":
            s.p_drunk[p] = 1
        else:
            raise PositionError(f"line {no}: unknown flag {flag!r} (trapped, rum, rum-now)")


def _read_pending(s: State, no: int, w: list[str]) -> None:
    # pending W2 arrow G5 H6,I7 coin=G2:0 prev=G4:0 visited=...
    try:
        p = "WYBR".index(w[1][0].upper()) * 3 + int(w[1][1]) - 1
        kind = w[2]
        cell = parse_cell(w[3])
        options = tuple(sorted(parse_cell(c) for c in w[4].split(",") if c and c != "-"))
        fields = dict(x.split("=", 1) for x in w[5:])
        coin = "coin" in fields
        origin = -1
        if coin:
            oc, ost = _cell_step(fields["coin"], no)
            origin = oc * 8 + ost
        prev, prev_step = -1, 0
        if "prev" in fields:
            if fields["prev"].startswith("ship"):
                prev = -1 - _crew(fields["prev"][4:], no)
            else:
                prev, prev_step = _cell_step(fields["prev"], no)
        visited = frozenset(int(x) for x in fields.get("visited", "").split(",") if x)
    except (IndexError, ValueError, KeyError) as e:
        raise PositionError(f"line {no}: cannot read the pending decision: {e}") from None
    s.pending = Pending(p, kind, cell, options, coin, origin, prev, prev_step, visited)
    if coin:
        s.carried = 1


def write_position(s: State) -> str:
    """The position as text that ``read_position`` reads back to the same state."""
    out = [f"jackal {s.ruleset} {s.mode}", f"turn {CREW_LETTERS[s.turn]}"]
    if s.names:
        out.append("names " + ", ".join(s.names))
    out.append(f"seed {s.seed}")
    out.append(f"options early_end={'yes' if s.options.get('early_end', True) else 'no'} "
               f"stall_rounds={s.options.get('stall_rounds', 50)}")
    for crew in s.crews:
        if s.ship[crew] != SHIP_START[crew]:
            out.append(f"ship {CREW_LETTERS[crew]} {cell_name(s.ship[crew])}")
    for p in range(12):
        w = s.p_where[p]
        if w == ABSENT or (w == SHIP and s.p_ship[p] == p // 3 and not s.p_drunk[p]):
            continue
        if w == SHIP:
            where = "ship" if s.p_ship[p] == p // 3 else f"ship {CREW_LETTERS[s.p_ship[p]]}"
        elif w == DEAD:
            where = "dead"
        elif w == SEA:
            where = f"sea {cell_name(s.p_cell[p])}"
        else:
            where = cell_name(s.p_cell[p]) + (f":{s.p_step[p]}" if s.p_step[p] else "")
        flags = (" trapped" if s.p_trap[p] else "") + \
                {0: "", 1: " rum-now", 2: " rum"}[s.p_drunk[p]]
        out.append(f"{pirate_name(p)} {where}{flags}")
    for cell in ISLAND_CELLS:
        t = s.tiles[cell]
        if s.up[cell] and t.kind == EMPTY:
            continue
        out.append(f"{cell_name(cell)} {'' if s.up[cell] else '?'}{t.token()}")
    for place in sorted(s.coins):
        cell, step = divmod(place, 8)
        out.append(f"coins {cell_name(cell)}{':' + str(step) if step else ''} {s.coins[place]}")
    for crew in s.crews:
        if s.banked[crew]:
            out.append(f"bank {CREW_LETTERS[crew]} {s.banked[crew]}")
    if s.sunk:
        out.append(f"sunk {s.sunk}")
    if s.eaten:
        out.append(f"eaten {s.eaten}")
    if s.stall:
        out.append(f"stall {s.stall}")
    if s.turns:
        out.append(f"turns {s.turns}")
    if s.pending:
        pd = s.pending
        opts = ",".join(cell_name(c) for c in pd.options) or "-"
        line = f"pending {pirate_name(pd.pirate)} {pd.kind} {cell_name(pd.cell)} {opts}"
        if pd.coin:
            oc, ost = divmod(pd.origin, 8)
            line += f" coin={cell_name(oc)}:{ost}"
        if pd.prev <= -1:
            line += f" prev=ship{CREW_LETTERS[-1 - pd.prev]}"
        else:
            line += f" prev={cell_name(pd.prev)}:{pd.prev_step}"
        if pd.visited:
            line += " visited=" + ",".join(str(v) for v in sorted(pd.visited))
        out.append(line)
    if s.over:
        out.append(f"over {s.end_reason}")
    return "\n".join(out) + "\n"


# ----- move-log lines ------------------------------------------------------------------

def describe(events, state_before_names=None) -> str:
    """One move-log line from the events of one action (the first is its 'act')."""
    text = events[0][1] if events and events[0][0] == "act" else ""
    parts: list[str] = []
    for ev in events[1:]:
        t = ev[0]
        if t == "reveal":
            parts.append(f"opens {cell_name(ev[1])}: {parse_tile(ev[2]).name()}")
        elif t == "strike":
            parts.append(f"strikes {pirate_name(ev[1])} back to its ship")
        elif t == "die":
            parts.append(f"{pirate_name(ev[1])} dies ({ev[2]})")
        elif t == "coin":
            src, dst = ev[1], ev[2]
            if -4 <= dst <= -1:
                parts.append(f"banks a coin for {CREW_LETTERS[-1 - dst]}")
            elif dst == -10:
                parts.append("the coin sinks")
            elif dst == -11:
                parts.append("the coin is eaten")
        elif t == "trap":
            parts.append(f"{pirate_name(ev[1])} {'is caught in a trap' if ev[2] else 'is freed'}")
        elif t == "drunk":
            parts.append(f"{pirate_name(ev[1])} finds rum")
        elif t == "plane":
            parts.append("flies")
        elif t == "revive":
            parts.append(f"{pirate_name(ev[1])} is revived at {cell_name(ev[2])}")
        elif t == "choice":
            parts.append(f"{pirate_name(ev[1])} chooses where next ({ev[2]})")
        elif t == "skip":
            parts.append(f"{CREW_LETTERS[ev[1]]} cannot move")
        elif t == "end":
            parts.append(f"game over: {ev[1]}")
        elif t == "pirate" and ev[2] == SEA:
            parts.append(f"{pirate_name(ev[1])} swims at {cell_name(ev[3])}")
        elif t == "pirate" and ev[2] == SHIP and len(events) > 2:
            parts.append(f"{pirate_name(ev[1])} aboard")
    return text + (": " + "; ".join(parts) if parts else "")
