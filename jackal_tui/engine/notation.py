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
    options early_end=yes stall_rounds=50 stall_coin_moves=no
"""

from __future__ import annotations

from .actions import parse_pirate, pirate_name
from .board import (
    CREW_LETTERS, IS_ISLAND, ISLAND_CELLS, SHIP_START, cell_name, parse_cell,
)
from .state import (
    ABSENT, CARRIED, DEAD, EATEN, LAND, MISSIONARY, MODES, SEA, SHIP, SUNK, Pending, State,
)
from .tiles import CANNON, CHEST, EMPTY, GALLEON, parse_tile


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
    if len(head) != 3 or head[1] not in ("classic", "treasure-island") or head[2] not in MODES:
        raise PositionError(
            f"line {lines[0][0]}: expected 'jackal <ruleset> <mode>' with a ruleset of classic "
            f"or treasure-island and a mode of {', '.join(MODES)}")
    s = State(head[1], head[2])
    s.options["stall_coin_moves"] = False  # the rule of new games (docs/rules.md)
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
                s.banked[_crew(w[1], no)] += int(w[2])
            elif key == "sunk":
                s.sunk += int(w[1])
            elif key == "eaten":
                s.eaten += int(w[1])
            elif key == "seed":
                s.seed = int(w[1])
            elif key == "stall":
                s.stall = int(w[1])
                s.progress = "progress" in w[2:]
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
                    elif k == "stall_coin_moves":
                        s.options["stall_coin_moves"] = v.lower() in ("yes", "1", "true", "on")
                    else:
                        raise PositionError(f"line {no}: unknown option {k!r}")
            elif key == "pending":
                pending_line = (no, w)
            elif s.ti and key in ("ben", "fri", "mis"):
                _read_character(s, w, no)
            elif s.ti and key == "galleon":
                _read_galleon(s, w, no)
            elif s.ti and key == "bottles":
                s.bottles[s.side[_crew(w[1], no)]] = int(w[2])
            elif s.ti and key == "caves":
                s.caves = [parse_cell(c) for c in w[1].split(",") if c]
            elif s.ti and key == "known":
                s.known[s.player[_crew(w[1], no)]] = {parse_cell(c) for c in w[2].split(",") if c}
            elif s.ti and key == "smoke":
                s.smoke = int(w[1])
            elif s.ti and key == "converted":
                s.converted = True
            elif s.ti and key == "smoky":
                s.smoky = True
            elif len(key) == 2 and key[0] in "wybr" and key[1] in "123" and not _is_tile_token(w):
                _read_pirate(s, w, no)  # "B3 G5" is pirate B3; "B3 ice" is the tile at B3
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
                if not face_up and tile.kind == GALLEON:
                    s.hidden_coins += 3
                if tile.kind > CANNON and not s.ti:
                    raise PositionError(f"line {no}: {tok} belongs to the treasure-island edition")
        except (IndexError, ValueError) as e:
            if isinstance(e, PositionError):
                raise
            raise PositionError(f"line {no}: cannot read {ln!r}: {e}") from None
    for p in range(12):
        if p // 3 in s.crews and s.p_where[p] == SHIP:
            s.p_cell[p] = s.ship[s.p_ship[p]]
    if pending_line:
        _read_pending(s, *pending_line)
    elif not s.over:
        from .rules import crew_actions
        if not crew_actions(s, s.turn):
            raise PositionError(
                f"{CREW_LETTERS[s.turn]} is to act but has no legal action: name a crew that "
                "can move on the 'turn' line, or end the game with an 'over' line")
    s._tiles_key = None
    return s


def _is_tile_token(w: list[str]) -> bool:
    if len(w) < 2:
        return False
    try:
        parse_tile(w[1].lstrip("?"))
        return True
    except ValueError:
        return False


def _read_character(s: State, w: list[str], no: int) -> None:
    # BEN G5 W    FRI sea A4 Y    MIS G7 B converted    (the crew letter: who controls him)
    p = parse_pirate(w[0])
    rest = [x for x in w[1:]]
    crews = [x for x in rest if x.upper() in CREW_LETTERS and len(x) == 1]
    if not crews:
        raise PositionError(f"line {no}: say which crew controls {w[0]}, e.g. '{w[0]} G5 W'")
    s.p_crew[p] = _crew(crews[-1], no)
    rest.remove(crews[-1])
    if "converted" in rest:
        if p != MISSIONARY:
            raise PositionError(f"line {no}: only the Missionary is converted")
        s.converted = True
        rest.remove("converted")
    _read_pirate(s, [w[0]] + rest, no)


def _read_galleon(s: State, w: list[str], no: int) -> None:
    # galleon G5 | galleon G5:2 | galleon bank W | galleon sunk | galleon eaten
    where = w[1].lower()
    if where == "bank":
        crew = _crew(w[2], no)
        s.galleon = -1 - crew
        s.banked[crew] += 3
    elif where in ("sunk", "eaten"):
        s.galleon = SUNK if where == "sunk" else EATEN
        if where == "sunk":
            s.sunk += 3
        else:
            s.eaten += 3
    else:
        cell, step = _cell_step(w[1], no)
        s.galleon = cell * 8 + step


def _read_pirate(s: State, w: list[str], no: int) -> None:
    p = parse_pirate(w[0])
    crew = s.p_crew[p]
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
        elif f.startswith("lost") and s.ti:
            # lost, lost+coin, lost=2, lost=2+galleon: "=N" orders those lost (1 first)
            f, _, loot = f.partition("+")
            rank = int(f[5:]) if f.startswith("lost=") else s.lost_seq + 1
            s.p_lost[p] = rank
            s.lost_seq = max(s.lost_seq, rank)
            s.p_lost_coin[p] = {"": 0, "coin": 1, "galleon": 2}[loot]
        elif f == "rum":
            s.p_drunk[p] = 2
        elif f == "rum-now":
            s.p_drunk[p] = 1
        else:
            raise PositionError(f"line {no}: unknown flag {flag!r} (trapped, rum, rum-now)")


def _read_pending(s: State, no: int, w: list[str]) -> None:
    # pending W2 arrow G5 H6,I7 coin=G2:0 prev=G4:0 visited=...
    try:
        p = parse_pirate(w[1])
        kind = w[2]
        cell = parse_cell(w[3])
        options = tuple(sorted(parse_cell(c) for c in w[4].split(",") if c and c != "-"))
        fields = dict(x.split("=", 1) for x in w[5:])
        coin = 1 if "coin" in fields else 2 if "galleon" in fields else 0
        origin = -1
        if coin:
            oc, ost = _cell_step(fields["coin" if coin == 1 else "galleon"], no)
            origin = oc * 8 + ost
        prev, prev_step = -1, 0
        if "prev" in fields:
            if fields["prev"].startswith("ship"):
                prev = -1 - _crew(fields["prev"][4:], no)
            else:
                prev, prev_step = _cell_step(fields["prev"], no)
        visited = frozenset(int(x) for x in fields.get("visited", "").split(",") if x)
        extra = int(fields.get("extra", 0))
    except (IndexError, ValueError, KeyError) as e:
        raise PositionError(f"line {no}: cannot read the pending decision: {e}") from None
    s.pending = Pending(p, kind, cell, options, coin, origin, prev, prev_step, visited, extra)
    if coin == 1:
        s.carried = 1
    elif coin == 2:
        s.carried += 3
        s.galleon = CARRIED


def write_position(s: State) -> str:
    """The position as text that ``read_position`` reads back to the same state."""
    out = [f"jackal {s.ruleset} {s.mode}", f"turn {CREW_LETTERS[s.turn]}"]
    if s.names:
        out.append("names " + ", ".join(s.names))
    out.append(f"seed {s.seed}")
    out.append(f"options early_end={'yes' if s.options.get('early_end', True) else 'no'} "
               f"stall_rounds={s.options.get('stall_rounds', 50)} "
               f"stall_coin_moves={'yes' if s.options.get('stall_coin_moves', True) else 'no'}")
    for crew in s.crews:
        if s.ship[crew] != SHIP_START[crew]:
            out.append(f"ship {CREW_LETTERS[crew]} {cell_name(s.ship[crew])}")
    for p in s.pieces:
        w = s.p_where[p]
        if w == ABSENT or (p < 12 and w == SHIP and s.p_ship[p] == p // 3 and not s.p_drunk[p]):
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
        if s.caves:
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
            line += f" {'coin' if pd.coin == 1 else 'galleon'}={cell_name(oc)}:{ost}"
        if pd.prev <= -1:
            line += f" prev=ship{CREW_LETTERS[-1 - pd.prev]}"
        else:
            line += f" prev={cell_name(pd.prev)}:{pd.prev_step}"
        if pd.visited:
            line += " visited=" + ",".join(str(v) for v in sorted(pd.visited))
        if pd.extra:
            line += f" extra={pd.extra}"
        out.append(line)
    if s.over:
        out.append(f"over {s.end_reason}")
    return "\n".join(out) + "\n"


# ----- move-log lines ------------------------------------------------------------------

CHOICE_WORDS = {
    "arrow": "chooses which arrow to follow",
    "horse": "chooses a knight's jump",
    "fly": "slides on the ice: flies again, choosing where",
    "airplane": "may fly anywhere now, or wait on the plane",
    "airplane1": "may fly now to an open tile, or lose the plane",
    "cave": "chooses a cave to come out of",
    "quake": "shakes the island: picks two tiles to swap",
    "quake2": "picks the second tile to swap",
    "peek": "climbs the lighthouse: picks tiles to look at in secret",
}


def describe(events, tiles=None) -> str:
    """One move-log line from the events of one action (the first is its 'act').

    ``tiles`` (cell: Tile) are the face-up tiles before the action, if known: with them
    the line says why a pirate ended elsewhere than he went (a crocodile, a cave) and how
    far across a slow tile he is. Every line says where the mover ended when that is not
    the cell his action named.
    """
    from .actions import Action
    from .tiles import KIND_NAMES, SPIN

    text = events[0][1] if events and events[0][0] == "act" else ""
    try:
        action = Action.parse(text) if text else None
    except ValueError:
        action = None
    tiles = dict(tiles or {})
    mover = action.who if action is not None and action.kind in ("move", "choose", "stay") else -1
    # where the mover's action left him: his last "pirate" event, unless a decision stops
    # him on the way (then the decision says where he waits)
    last_place = None
    for ev in events:
        if ev[0] == "pirate" and ev[1] == mover:
            last_place = ev
        elif ev[0] in ("die", "gone", "choice") and ev[1] == mover:
            last_place = None
        elif ev[0] == "reveal":
            tiles[ev[1]] = parse_tile(ev[2])
    target = action.to if action is not None else -1

    def kind_at(cell: int) -> str:
        tile = tiles.get(cell)
        return KIND_NAMES[tile.kind] if tile is not None else ""

    end_words = ""
    if last_place is not None and last_place[2] == LAND and action.kind in ("move", "choose"):
        end = last_place[3]
        if end == target == action.frm and last_place[4]:
            tile = tiles.get(end)
            of = f" of {tile.param}" if tile is not None and tile.kind == SPIN else ""
            end_words = f"one step on across {cell_name(end)}, to step {last_place[4]}{of}"
        elif end != target and target >= 0 and end != next(
                (ev[1] for ev in reversed(events) if ev[0] == "reveal"), -1):
            # (a tile he opened last is where he is: "opens H3" says so already)
            name = pirate_name(mover)
            kind = kind_at(target)
            if kind == "crocodile":
                end_words = f"the crocodile sends {name} back to {cell_name(end)}"
            elif kind == "cave" or any(ev[0] == "cave" for ev in events):
                end_words = f"{name} comes out of the cave at {cell_name(end)}"
            elif kind == "arrow":
                end_words = f"the arrow sends {name} on to {cell_name(end)}"
            elif kind == "ice":
                end_words = f"{name} slides on to {cell_name(end)}"
            else:
                end_words = f"{name} ends at {cell_name(end)}"
    parts: list[str] = []
    closing: list[str] = []

    def say_end() -> None:
        nonlocal end_words
        if end_words:
            parts.append(end_words)
            end_words = ""

    for i, ev in enumerate(events[1:], 1):
        t = ev[0]
        if t == "reveal":
            parts.append(f"opens {cell_name(ev[1])}: {parse_tile(ev[2]).name()}")
        elif t == "strike":
            say_end()  # a strike happens where the mover ends
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
            who, kind, cell = pirate_name(ev[1]), ev[2], ev[3]
            left = ev[10] if len(ev) > 10 else 0
            if kind == "peek" and action is not None and action.kind == "choose":
                parts.append(f"{left} more to look at")  # the lighthouse goes on
            elif kind == "peek":
                parts.append(f"{who} climbs the lighthouse: picks {left} "
                             f"tile{'s' if left != 1 else ''} to look at in secret")
            else:
                # where a moving pirate waits to choose, when not where his move went
                moving = kind not in ("quake", "quake2", "peek")
                at = f" at {cell_name(cell)}" if moving and cell != target and cell >= 0 else ""
                parts.append(f"{who}{at} {CHOICE_WORDS.get(kind, 'chooses where next')}")
        elif t == "galleon" and -4 <= ev[2] <= -1:
            parts.append(f"banks the galleon treasure (3) for {CREW_LETTERS[-1 - ev[2]]}")
        elif t == "galleon" and ev[2] in (-10, -11):
            parts.append("the galleon treasure is lost")
        elif t == "join":
            parts.append(f"{pirate_name(ev[1])} joins {CREW_LETTERS[ev[2]]}")
        elif t == "gone":
            parts.append(f"{pirate_name(ev[1])} leaves the game ({ev[2]})" if len(ev) > 2
                         else f"{pirate_name(ev[1])} leaves the game")
        elif t == "convert":
            parts.append("the Missionary takes up his cutlass")
        elif t == "bottles":
            parts.append(f"{'finds' if ev[2] > 0 else 'uses'} {abs(ev[2])} bottle{'s' if abs(ev[2]) > 1 else ''}")
        elif t == "swap":
            parts.append(f"the earthquake swaps {cell_name(ev[1])} and {cell_name(ev[2])}")
        elif t == "peek":
            parts.append(f"looks at {cell_name(ev[2])} in secret")
        elif t == "lost":
            if ev[2]:
                parts.append(f"{pirate_name(ev[1])} is lost in the cave")
            else:
                # where he comes out: his next move in these events
                out = next((e[3] for e in events[i + 1:] if e[0] == "pirate" and e[1] == ev[1]), -1)
                parts.append(f"{pirate_name(ev[1])} finds the way out"
                             + (f" at {cell_name(out)}" if out >= 0 else ""))
        elif t == "smoke":
            parts.append("smoke: for a round each crew is moved by the next player")
        elif t == "skip":
            closing.append(f"{CREW_LETTERS[ev[1]]} cannot move")
        elif t == "end":
            say_end()
            closing.append(f"game over: {ev[1]}")
        elif t == "pirate" and ev[2] == SEA:
            parts.append(f"{pirate_name(ev[1])} swims at {cell_name(ev[3])}")
        elif t == "pirate" and ev[2] == SHIP and len(events) > 2:
            parts.append(f"{pirate_name(ev[1])} aboard")
    say_end()
    parts += closing
    return text + (": " + "; ".join(parts) if parts else "")
