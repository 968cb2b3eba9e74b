"""Reading a written position (docs/notation.md): :func:`read_position` turns the text
into a State, line by line, derives what the rules derive (every face-up cave is open),
and has the whole checked (:mod:`.position_checks`) before it is handed out; a text it
cannot read, or a position no game could reach, is refused with a PositionError naming
the line at fault.
"""

from __future__ import annotations

from jackal_tui.games.classic.actions import parse_pirate, pirate_name
from jackal_tui.games.classic.board import (
    CREW_LETTERS, IS_ISLAND, ISLAND_CELLS, SHIP_SIDES, cell_name, parse_cell,
)
from jackal_tui.games.classic.position_checks import PositionChecks, PositionError
from jackal_tui.games.classic.state import (
    CARRIED, DEAD, EATEN, LAND, MISSIONARY, MODES, NOWHERE, SEA, RULES_VERSION, SHIP, SUNK,
    Pending, State,
)
from jackal_tui.games.classic.tiles import CANNON, CAVE, CHEST, GALLEON, parse_tile

RULESETS = ("classic", "treasure-island")
# Lines only the treasure-island edition has.
TI_LINES = ("ben", "fri", "mis", "galleon", "bottles", "caves", "known", "smoke",
            "converted", "smoky")
# The decisions a chain can wait for, by ruleset (docs/engine-api.md, state.pending).
PENDING_KINDS = {
    "classic": ("arrow", "horse", "fly", "airplane"),
    "treasure-island": ("arrow", "horse", "fly", "airplane1", "cave", "quake", "quake2",
                        "peek"),
}
YES = {"yes": True, "on": True, "true": True, "1": True,
       "no": False, "off": False, "false": False, "0": False}
MAX_STEPS = 5  # the mountains, the longest stepped tile


def read_position(text: str) -> State:
    """Build a State from a position text (docs/notation.md).

    Refuses, with a PositionError naming the line, a text it cannot read and a position
    that contradicts itself or the rules. What the rules can derive is derived: every
    face-up cave is an open cave.
    """
    return _Reader(text).read()


class _Reader(PositionChecks):
    """Reads a position line by line, then checks the whole for contradictions."""

    # ----- small readers ------------------------------------------------------------
    def words(self, w: list[str], counts: tuple[int, ...], form: str) -> None:
        if len(w) not in counts:
            raise self.err(f"write '{form}'")

    def crew(self, letter: str) -> int:
        """A crew letter of a crew that plays in this game."""
        i = "WYBR".find(letter.upper())
        if len(letter) != 1 or i < 0:
            raise self.err(f"{letter!r} is not a crew letter (W, Y, B, R)")
        if i not in self.s.crews:
            raise self.err(f"crew {CREW_LETTERS[i]} does not play in a '{self.s.mode}' game")
        return i

    def cell(self, text: str) -> int:
        return self.parsed(parse_cell, text)

    def island(self, text: str) -> int:
        c = self.cell(text)
        if not IS_ISLAND[c]:
            raise self.err(f"{cell_name(c)} is sea, not an island tile")
        return c

    def place(self, text: str) -> tuple[int, int]:
        """An island cell with an optional step: ``G5`` or ``G5:2``."""
        c, colon, st = text.partition(":")
        cell = self.island(c)
        if not colon:
            return cell, 0
        if not (st.isascii() and st.isdigit()) or not 1 <= int(st) <= MAX_STEPS:
            raise self.err(f"{text!r}: a step is a number from 1 to {MAX_STEPS}, e.g. G5:2")
        return cell, int(st)

    # ----- the whole text -----------------------------------------------------------
    def read(self) -> State:
        if not self.lines:
            raise self.err("a position starts with 'jackal <ruleset> <mode>', e.g. "
                           "'jackal classic 4'")
        self.no, body, _ = self.lines[0]
        head = body.split()
        if head[0].lower() != "jackal":
            raise self.err("a position starts with 'jackal <ruleset> <mode>', e.g. "
                           "'jackal classic 4'")
        if len(head) != 3:
            raise self.err("write 'jackal <ruleset> <mode>', e.g. 'jackal classic 4'")
        if head[1] not in RULESETS:
            raise self.err(f"{head[1]!r} is not a ruleset: {' or '.join(RULESETS)}")
        if head[2] not in MODES:
            raise self.err(f"{head[2]!r} is not a mode: one of {', '.join(MODES)}")
        s = self.s = State(head[1], head[2])
        s.options["stall_coin_moves"] = False  # the rule of new games (docs/rules.md)
        s.options["rules_version"] = RULES_VERSION  # the rules of new games (docs/rules.md)
        for body, raw in self.read_lines():
            try:
                self.line(body.split(), raw)
            except PositionError:
                raise
            except (IndexError, ValueError, KeyError) as e:
                raise self.err(f"cannot read {body!r}: {e}") from None
        for p in s.pieces:  # aboard: where the ship is, whichever line came first
            if s.p_where[p] == SHIP:
                s.p_cell[p] = s.ship[s.p_ship[p]]
        self.derive_caves()
        if self.pending:
            self.read_pending(*self.pending)
        self.check()
        if not s.over and not s.pending:
            from jackal_tui.games.classic.rules import crew_actions
            if not crew_actions(s, s.turn):
                raise self.err(
                    f"{CREW_LETTERS[s.turn]} is to act but has no legal action: name a crew "
                    "that can move on the 'turn' line, or end the game with an 'over' line",
                    self.seen.get("turn", 1))
        s._tiles_key = None
        return s

    def line(self, w: list[str], raw: str) -> None:
        s = self.s
        key = w[0].lower()
        if key[0] in "acdefghijklm" and key[1:].isdigit():
            self.tile(w)  # most lines of a written position: no keyword starts so
        elif key == "turn":
            self.words(w, (2,), "turn W")
            self.once("turn", "the crew to act")
            s.turn = self.crew(w[1])
        elif key == "ship":
            self.words(w, (3,), "ship W F1")
            crew = self.crew(w[1])
            self.once(("ship", crew), f"{CREW_LETTERS[crew]}'s ship")
            s.ship[crew] = self.cell(w[2])
            if s.ship[crew] not in SHIP_SIDES[crew]:
                sides = SHIP_SIDES[crew]
                raise self.err(f"{w[2]} is not on {CREW_LETTERS[crew]}'s side: a ship sails "
                               f"{cell_name(sides[0])}..{cell_name(sides[-1])}")
        elif key == "coins":
            self.words(w, (3,), "coins G2 2")
            cell, step = self.place(w[1])
            place = cell * 8 + step
            self.once(("coins", place), f"the coins on {w[1]}")
            n = self.number(w[2], "a number of coins", 1)
            s.coins[place] = n
            s.tile_coins += n
            self.coin_line[place] = self.no
        elif key == "bank":
            self.words(w, (3,), "bank W 5")
            crew = self.crew(w[1])
            self.once(("bank", crew), f"{CREW_LETTERS[crew]}'s bank")
            s.banked[crew] += self.number(w[2], "a number of coins")
        elif key in ("sunk", "eaten"):
            self.words(w, (2,), f"{key} 2")
            self.once(key, f"the coins {key}")
            setattr(s, key, getattr(s, key) + self.number(w[1], "a number of coins"))
        elif key == "seed":
            self.words(w, (2,), "seed 7")
            self.once("seed", "the seed")
            s.seed = self.seed(w[1])
        elif key == "stall":
            self.words(w, (2, 3), "stall 12 or stall 12 progress")
            self.once("stall", "the anti-stall count")
            s.stall = self.number(w[1], "the anti-stall count")
            if len(w) == 3 and w[2] != "progress":
                raise self.err(f"unexpected {w[2]!r}: write 'stall 12' or 'stall 12 progress'")
            s.progress = len(w) == 3
        elif key == "turns":
            self.words(w, (2,), "turns 40")
            self.once("turns", "the number of turns")
            s.turns = self.number(w[1], "the number of turns")
        elif key == "names":
            self.once("names", "the names")
            s.names = self.names(raw)
        elif key == "over":
            self.once("over", "the end")
            s.over = True
            s.end_reason = " ".join(w[1:]) or "over"
        elif key == "options":
            self.once("options", "the options")
            self.options(w[1:])
        elif key == "pending":
            self.once("pending", "a pending decision")
            self.pending = (self.no, w)
        elif key in TI_LINES and not s.ti:
            raise self.err(f"'{w[0]}' belongs to the treasure-island edition "
                           "(jackal treasure-island ...)")
        elif key in ("ben", "fri", "mis"):
            self.character(w)
        elif key == "galleon":
            self.once("galleon", "the galleon treasure")
            self.galleon(w)
        elif key == "bottles":
            self.words(w, (3,), "bottles W 2")
            crew = self.crew(w[1])
            self.once(("bottles", s.side[crew]), f"the bottles of {CREW_LETTERS[crew]}'s side")
            s.bottles[s.side[crew]] = self.number(w[2], "a number of bottles")
        elif key == "caves":
            self.words(w, (1, 2), "caves G3,K6")
            self.once("caves", "the open caves")
            self.caves = [self.island(c) for c in w[1].split(",") if c] if len(w) == 2 else []
        elif key == "known":
            self.words(w, (2, 3), "known W G5,H7")
            crew = self.crew(w[1])
            pl = s.player[crew]
            self.once(("known", pl), f"the tiles {CREW_LETTERS[crew]}'s player has seen")
            cells = [self.island(c) for c in w[2].split(",") if c] if len(w) == 3 else []
            if len(set(cells)) != len(cells):
                raise self.err("a tile is named twice")
            s.known[pl] = set(cells)
        elif key == "smoke":
            self.words(w, (2,), "smoke 3")
            self.once("smoke", "the smoke")
            s.smoke = self.number(w[1], "the smoky turns left", 0, len(s.crews))
        elif key in ("converted", "smoky"):
            self.words(w, (1,), key)
            self.once(key, f"'{key}'")
            setattr(s, key, True)
        elif len(key) == 2 and key[0] in "wybr" and key[1] in "123" and not _is_tile_token(w):
            self.pirate(w)  # "B3 G5" is pirate B3; "B3 ice" is the tile at B3
        else:
            self.tile(w)

    def options(self, opts: list[str]) -> None:
        s = self.s
        for opt, k, v in self.key_values(opts):
            if k in ("early_end", "stall_coin_moves"):
                if v.lower() not in YES:
                    raise self.err(f"{opt!r}: write {k}=yes or {k}=no")
                s.options[k] = YES[v.lower()]
            elif k == "stall_rounds":
                s.options[k] = self.number(v, "stall_rounds", 0, 1000)
            elif k == "rules_version":
                s.options[k] = self.number(v, "rules_version", 1, RULES_VERSION)
            else:
                raise self.err(f"unknown option {k!r} (early_end, stall_rounds, "
                               "stall_coin_moves, rules_version)")

    def tile(self, w: list[str]) -> None:
        s = self.s
        self.words(w, (2,), "G3 arrow-N (a tile), W1 G2 (a pirate) or coins G2 1")
        cell = self.island(w[0])
        self.once(("tile", cell), f"the tile {cell_name(cell)}")
        tok = w[1]
        face_up = not tok.startswith("?")
        try:
            tile = parse_tile(tok if face_up else tok[1:])
        except ValueError as e:
            raise self.err(str(e)) from None
        if tile.kind > CANNON and not s.ti:
            raise self.err(f"{tok} belongs to the treasure-island edition")
        if face_up and tile.free:
            raise self.err("an open tile shows its directions, e.g. arrow-N or cannon-E")
        s.tiles[cell] = tile
        s.up[cell] = face_up
        if not face_up and tile.kind == CHEST:
            s.hidden_coins += tile.param
        if not face_up and tile.kind == GALLEON:
            s.hidden_coins += 3
        self.tile_line[cell] = self.no

    def galleon(self, w: list[str]) -> None:
        # galleon G5 | galleon G5:2 | galleon bank W | galleon sunk | galleon eaten
        s = self.s
        where = w[1].lower() if len(w) > 1 else ""
        if where == "bank":
            self.words(w, (3,), "galleon bank W")
            crew = self.crew(w[2])
            s.galleon = -1 - crew
            s.banked[crew] += 3
        elif where in ("sunk", "eaten"):
            self.words(w, (2,), f"galleon {where}")
            s.galleon = SUNK if where == "sunk" else EATEN
            if where == "sunk":
                s.sunk += 3
            else:
                s.eaten += 3
        else:
            self.words(w, (2,), "galleon G5, galleon bank W, galleon sunk or galleon eaten")
            cell, step = self.place(w[1])
            s.galleon = cell * 8 + step

    def character(self, w: list[str]) -> None:
        # BEN G5 W    FRI sea A4 Y    MIS G7 B converted    (the crew letter: who controls him)
        s = self.s
        p = parse_pirate(w[0])
        rest = w[1:]
        letters = [i for i, x in enumerate(rest) if len(x) == 1 and x.upper() in CREW_LETTERS]
        if not letters:
            raise self.err(f"say which crew controls {w[0]}, e.g. '{w[0]} G5 W'")
        s.p_crew[p] = self.crew(rest.pop(letters[-1]))
        if "converted" in rest:
            if p != MISSIONARY:
                raise self.err("only the Missionary is converted (by a message bottle)")
            s.converted = True
            rest.remove("converted")
        self.pirate([w[0]] + rest)

    def pirate(self, w: list[str]) -> None:
        s = self.s
        p = parse_pirate(w[0])
        name = pirate_name(p)
        crew = s.p_crew[p]
        if crew not in s.crews:
            raise self.err(f"crew {w[0][0].upper()} does not play in a '{s.mode}' game")
        self.once(("piece", p), name)
        self.piece_line[p] = self.no
        if len(w) < 2:
            raise self.err(f"say where {name} is: a cell, 'sea A5', 'ship', 'ship B' or 'dead'")
        where = w[1].lower()
        rest = w[2:]
        s.p_trap[p], s.p_drunk[p], s.p_step[p], s.p_ship[p] = False, 0, 0, -1
        if where == "dead":
            if p >= 12:
                raise self.err(f"{name} never lies dead: a character who dies leaves the game "
                               "(leave his line out)")
            s.p_where[p], s.p_cell[p] = DEAD, -1
        elif where == "ship":
            ship = crew
            if rest and len(rest[0]) == 1 and rest[0].upper() in CREW_LETTERS:
                ship = self.crew(rest.pop(0))
                if s.side[ship] != s.side[crew]:
                    raise self.err(f"{name} cannot be aboard an enemy ship")
            s.p_where[p], s.p_ship[p], s.p_cell[p] = SHIP, ship, s.ship[ship]
        elif where == "sea":
            if not rest:
                raise self.err(f"say where {name} swims, e.g. '{name} sea A5'")
            cell = self.cell(rest.pop(0))
            if IS_ISLAND[cell]:
                raise self.err(f"{cell_name(cell)} is land, not sea")
            s.p_where[p], s.p_cell[p] = SEA, cell
        else:
            c = self.cell(where.partition(":")[0])
            if not IS_ISLAND[c]:
                raise self.err(f"{cell_name(c)} is sea: write '{name} sea {cell_name(c)}'")
            cell, step = self.place(where)
            s.p_where[p], s.p_cell[p], s.p_step[p] = LAND, cell, step
        for flag in rest:
            f = flag.lower()
            if f == "trapped":
                s.p_trap[p] = True
            elif f.startswith("lost") and s.ti:
                # lost, lost+coin, lost=2, lost=2+galleon: "=N" orders those lost (1 first)
                f, _, loot = f.partition("+")
                if loot not in ("", "coin", "galleon") or not (
                        f == "lost" or f.startswith("lost=")):
                    raise self.err(f"{flag!r}: write lost, lost=2, lost+coin or lost=2+galleon")
                rank = self.number(f[5:], "the order of the lost", 1) if f != "lost" \
                    else s.lost_seq + 1
                s.p_lost[p] = rank
                s.lost_seq = max(s.lost_seq, rank)
                s.p_lost_coin[p] = {"": 0, "coin": 1, "galleon": 2}[loot]
            elif f in ("rum", "rum-now"):
                if s.p_drunk[p]:
                    raise self.err("a pirate is either 'rum' or 'rum-now', not both")
                s.p_drunk[p] = 2 if f == "rum" else 1
            else:
                known = "trapped, rum, rum-now" + (", lost" if s.ti else "")
                raise self.err(f"unknown flag {flag!r} ({known})")

    # ----- what the rules derive ----------------------------------------------------
    def derive_caves(self) -> None:
        """Every face-up cave is open (RULINGS, finer points). A ``caves`` line may still
        give the order they were opened in; it must name exactly those caves."""
        s = self.s
        if not s.ti:
            return
        open_caves = [c for c in ISLAND_CELLS if s.up[c] and s.tiles[c].kind == CAVE]
        if self.caves is None:
            s.caves = open_caves
            return
        no = self.seen["caves"]
        listed = self.caves
        for c in listed:
            if c not in open_caves:
                raise self.err(f"{cell_name(c)} is not a face-up cave: the 'caves' line names "
                               "the open caves, which are the face-up ones", no)
        if len(set(listed)) != len(listed):
            raise self.err("a cave is named twice", no)
        missing = [cell_name(c) for c in open_caves if c not in listed]
        if missing:
            raise self.err(f"{', '.join(missing)} is face up, so it is an open cave: name it "
                           "here too, or leave the 'caves' line out", no)
        s.caves = listed

    def read_pending(self, no: int, w: list[str]) -> None:
        # pending W2 arrow G5 H6,I7 coin=G2 prev=G4 visited=... extra=...
        s = self.s
        self.no = no
        if len(w) < 5:
            raise self.err("write 'pending <piece> <kind> <cell> <choices> [coin=..] prev=..'")
        try:
            p = parse_pirate(w[1])
        except ValueError as e:
            raise self.err(str(e)) from None
        if p not in s.pieces:
            raise self.err(f"there is no {w[1]} in a {s.ruleset} game")
        kind = w[2]
        if kind not in PENDING_KINDS[s.ruleset]:
            raise self.err(f"{kind!r} is not a decision of the {s.ruleset} rules: "
                           f"{', '.join(PENDING_KINDS[s.ruleset])}")
        cell = self.island(w[3])
        options = tuple(sorted(self.cell(c) for c in w[4].split(",") if c and c != "-"))
        if len(set(options)) != len(options):
            raise self.err("a choice is named twice")
        fields = {}
        for x in w[5:]:
            k, eq, v = x.partition("=")
            if not eq or k not in ("coin", "galleon", "prev", "visited", "extra") or k in fields:
                raise self.err(f"unexpected {x!r}: the fields are coin=, galleon=, prev=, "
                               "visited= and extra=, each once")
            fields[k] = v
        if "coin" in fields and "galleon" in fields:
            raise self.err("a piece drags one thing: coin= or galleon=, not both")
        coin = 1 if "coin" in fields else 2 if "galleon" in fields else 0
        origin = -1
        if coin:
            oc, ost = self.place(fields["coin" if coin == 1 else "galleon"].removesuffix(":0"))
            origin = oc * 8 + ost
        if "prev" not in fields:
            raise self.err("say where the piece came from: prev=G4 (a tile) or prev=shipW")
        prev, prev_step = -1, 0
        if fields["prev"].lower().startswith("ship"):
            prev = -1 - self.crew(fields["prev"][4:])
        else:
            pc, _, pst = fields["prev"].partition(":")
            prev = self.island(pc)
            prev_step = self.number(pst or "0", "the step came from", 0, MAX_STEPS)
        visited = frozenset(self.number(x, "a visited mark") for x in
                            fields.get("visited", "").split(",") if x)
        extra = self.number(fields.get("extra", "0"), "extra")
        s.pending = Pending(p, kind, cell, options, coin, origin, prev, prev_step, visited, extra)
        if coin == 1:
            s.carried = 1
        elif coin == 2:
            if s.galleon != NOWHERE:
                raise self.err(f"the galleon treasure is dragged here, so the 'galleon' line "
                               f"(line {self.seen['galleon']}) contradicts it")
            s.carried += 3
            s.galleon = CARRIED


def _is_tile_token(w: list[str]) -> bool:
    if len(w) < 2:
        return False
    try:
        parse_tile(w[1].lstrip("?"))
        return True
    except ValueError:
        return False

