"""Text forms: positions a person can write by hand, and move-log lines.

A position is a few lines; only what matters needs naming. docs/notation.md describes
every line, with an example each; in short::

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
    options early_end=yes stall_rounds=50 stall_coin_moves=no rules_version=2

The treasure-island edition adds the characters (``BEN G5 W``), ``galleon``,
``bottles``, ``caves``, ``known``, ``smoke``, ``smoky``, ``converted`` and the ``lost``
flag. A position must be possible: one that contradicts itself or the rules (a coin on a
face-down tile, ``trapped`` off a trap, enemies on one tile...) is refused with a
PositionError naming the line at fault.
"""

from __future__ import annotations

import json

from jackal_tui.games.classic.actions import parse_pirate, pirate_name
from jackal_tui.games.classic.board import (
    CREW_LETTERS, IS_ISLAND, ISLAND_CELLS, KNIGHT, SHIP_SIDES, SHIP_START, STEP, cell_name,
    parse_cell,
)
from jackal_tui.games.classic.state import (
    ABSENT, BEN_GUNN, CARRIED, DEAD, EATEN, FRIDAY, LAND, MISSIONARY, MODES, NOWHERE, SEA,
    RULES_VERSION, SHIP, SUNK, Pending, State,
)
from jackal_tui.games.text import LineReader, ShortMessage, position_lines
from jackal_tui.games.classic.tiles import (
    AIRPLANE, ARROW, BEN_GUNN as BEN_TILE, CANNIBAL, CANNON, CAVE, CHEST, EARTHQUAKE, EMPTY,
    FORTRESS, FRIDAY as FRIDAY_TILE, GALLEON, HORSE, ICE, KIND_NAMES, LIGHTHOUSE,
    MISSIONARY as MISSIONARY_TILE, MOVE_ON, NATIVE, RUM, SPIN, THICKET, TRAP, parse_tile,
)

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
# The tile a piece stands on while a chain waits for each kind of decision.
PENDING_TILES = {
    "arrow": (ARROW,), "horse": (HORSE,), "fly": (ICE,), "airplane": (AIRPLANE,),
    "airplane1": (AIRPLANE,), "cave": (CAVE,), "quake": (EARTHQUAKE,),
    "quake2": (EARTHQUAKE,), "peek": (LIGHTHOUSE,),
}


def _tile_words(kinds: tuple[int, ...]) -> str:
    return " or ".join(f"a{'n' if KIND_NAMES[k][0] in 'aeiou' else ''} {KIND_NAMES[k]}"
                       for k in kinds)


class PositionError(ShortMessage):
    """A position text that cannot be read, or that no game could reach; the message
    starts with the number of the line at fault."""


def read_position(text: str) -> State:
    """Build a State from a position text (docs/notation.md).

    Refuses, with a PositionError naming the line, a text it cannot read and a position
    that contradicts itself or the rules. What the rules can derive is derived: every
    face-up cave is an open cave.
    """
    return _Reader(text).read()


class _Reader(LineReader):
    """Reads a position line by line, then checks the whole for contradictions."""

    def __init__(self, text: str):
        super().__init__(position_lines(text, PositionError), PositionError)
        self.no = 1
        self.piece_line: dict[int, int] = {}
        self.tile_line: dict[int, int] = {}
        self.coin_line: dict[int, int] = {}
        self.caves: list[int] | None = None
        self.pending: tuple[int, list[str]] | None = None

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

    # ----- is it a position a game can reach? ----------------------------------------
    def check(self) -> None:
        s = self.s
        self.check_tiles()
        for place, no in self.coin_line.items():
            self.check_coin_place(place, no, "coins")
        if s.galleon >= 0:
            self.check_coin_place(s.galleon, self.seen["galleon"], "the galleon treasure")
        pend = s.pending.pirate if s.pending else -1
        for p, no in sorted(self.piece_line.items(), key=lambda x: x[1]):
            self.check_piece(p, no, pend)
        self.check_meetings()
        if s.pending:
            self.check_pending()

    def check_tiles(self) -> None:
        s = self.s
        galleons = [c for c in ISLAND_CELLS if s.tiles[c].kind == GALLEON and not s.up[c]]
        if len(galleons) > 1:
            raise self.err("there is one galleon treasure, but two face-down galleon tiles",
                           self.tile_line[galleons[1]])
        people = ((BEN_GUNN, BEN_TILE), (FRIDAY, FRIDAY_TILE), (MISSIONARY, MISSIONARY_TILE))
        for p, kind in people:
            closed = [c for c in ISLAND_CELLS if s.tiles[c].kind == kind and not s.up[c]]
            if s.ti and closed and p in self.piece_line:
                raise self.err(f"{pirate_name(p)} is on the board, so his tile has been opened; "
                               f"{cell_name(closed[0])} (line {self.tile_line[closed[0]]}) is "
                               "still face down", self.piece_line[p])
        if galleons and s.galleon != NOWHERE:
            no = self.seen.get("galleon", self.pending[0] if self.pending else 1)
            raise self.err(f"the galleon treasure is still hidden in {cell_name(galleons[0])} "
                           f"(line {self.tile_line[galleons[0]]}), so it cannot be found yet", no)

    def check_coin_place(self, place: int, no: int, what: str) -> None:
        """Coins (or the galleon) lie only where a game can leave them (RULINGS, coins)."""
        s = self.s
        cell, step = divmod(place, 8)
        t = s.tiles[cell]
        name = cell_name(cell)
        if not s.up[cell]:
            raise self.err(f"{what} on {name}, a face-down tile (line {self.tile_line[cell]}): "
                           "coins lie only on open tiles (a closed chest holds its own)", no)
        if t.kind in MOVE_ON:
            raise self.err(f"{what} on {name}, a {t.name()}: nobody can stand there, so no "
                           "coin is ever left there", no)
        if t.kind in (FORTRESS, NATIVE):
            raise self.err(f"{what} in the fortress {name}: nobody brings a coin into a "
                           "fortress", no)
        if s.ti and t.kind == THICKET:
            raise self.err(f"{what} in the dense jungle {name}: nobody brings a coin there", no)
        self.check_step(cell, step, no)

    def check_step(self, cell: int, step: int, no: int) -> None:
        t = self.s.tiles[cell]
        name = cell_name(cell)
        if t.kind == SPIN:
            if not 1 <= step <= t.param:
                raise self.err(f"{name} is a {t.name()}: say which step, {name}:1 to "
                               f"{name}:{t.param}", no)
        elif step:
            raise self.err(f"{name} is a {t.name()}, not a stepped tile: write {name} "
                           "without a step", no)

    def check_piece(self, p: int, no: int, pend: int) -> None:
        s = self.s
        name = pirate_name(p)
        w = s.p_where[p]
        t = s.tiles[s.p_cell[p]] if w == LAND else None
        if w == LAND:
            c = s.p_cell[p]
            if not s.up[c]:
                raise self.err(f"{name} stands on {cell_name(c)}, a face-down tile (line "
                               f"{self.tile_line[c]}): a piece stands only on an open tile", no)
            self.check_step(c, s.p_step[p], no)
            if t.kind in MOVE_ON and p != pend and not (p == FRIDAY and t.kind == CANNIBAL):
                raise self.err(f"{name} stands on a {t.name()}, which moves a piece on at once "
                               "(only a piece waiting for its own decision stands there, on "
                               "a 'pending' line)", no)
        if s.p_trap[p] and (t is None or t.kind != TRAP):
            raise self.err(f"{name} is 'trapped' but not on a trap tile", no)
        if s.p_drunk[p] and (t is None or t.kind != RUM):
            raise self.err(f"{name} has drunk rum but is not on a rum barrel", no)
        if s.p_lost[p] and (t is None or t.kind != CAVE):
            raise self.err(f"{name} is lost, but not in a cave", no)
        if w == SEA and s.ship_at(s.p_cell[p]) >= 0:
            raise self.err(f"{name} swims where a ship is: he is aboard it ('ship') or, an "
                           "enemy's, dead", no)

    def check_meetings(self) -> None:
        """Enemies never share a tile (the later one would have struck the other), but in
        the dense jungle or on different steps; Friday and the Missionary never meet."""
        s = self.s
        on_land = sorted((no, p) for p, no in self.piece_line.items() if s.p_where[p] == LAND)
        for i, (no, p) in enumerate(on_land):
            for _, q in on_land[:i]:
                c = s.p_cell[p]
                if s.p_cell[q] != c or s.side[s.p_crew[p]] == s.side[s.p_crew[q]]:
                    continue
                t = s.tiles[c]
                if (s.ti and t.kind == THICKET) or (t.kind == SPIN and s.p_step[p] != s.p_step[q]):
                    continue
                raise self.err(f"{pirate_name(p)} and {pirate_name(q)} are enemies on "
                               f"{cell_name(c)}: one would have struck the other (enemies "
                               "share only the dense jungle, or different steps)", no)
        f, m = FRIDAY, MISSIONARY
        if s.ti and not s.converted and s.p_where[f] in (LAND, SHIP, SEA) \
                and s.p_where[m] in (LAND, SHIP, SEA) and s.p_cell[f] == s.p_cell[m]:
            raise self.err("Friday and the Missionary are together: they leave the game "
                           "whenever they meet", max(self.piece_line[f], self.piece_line[m]))
        ranks: dict[int, int] = {}
        for no, p in sorted((no, p) for p, no in self.piece_line.items()):
            r = s.p_lost[p]
            if r and r in ranks:
                raise self.err(f"lost={r} is given twice: the number orders those lost, the "
                               f"one lost first being 1", no)
            ranks[r] = p

    def check_pending(self) -> None:
        s = self.s
        pd = s.pending
        no = self.pending[0]
        name = pirate_name(pd.pirate)
        if s.over:
            raise self.err("a finished game waits for no decision", no)
        if s.p_where[pd.pirate] != LAND or s.p_cell[pd.pirate] != pd.cell or s.p_step[pd.pirate]:
            raise self.err(f"{name} decides at {cell_name(pd.cell)}, so a line '{name} "
                           f"{cell_name(pd.cell)}' must put him there", no)
        if s.p_crew[pd.pirate] != s.turn:
            raise self.err(f"{name} is not of the crew to act ({CREW_LETTERS[s.turn]}): only "
                           "the mover decides", no)
        if not pd.options and pd.kind not in ("airplane", "airplane1"):
            raise self.err("a decision needs at least one choice", no)
        t = s.tiles[pd.cell]
        kinds = PENDING_TILES[pd.kind] + ((ICE,) if pd.kind == "horse" and s.ti else ())
        if not s.up[pd.cell] or t.kind not in kinds:
            raise self.err(f"a '{pd.kind}' decision is made on "
                           f"{_tile_words(kinds)}, and {cell_name(pd.cell)} is not one", no)
        reach = ([STEP[pd.cell][d] for d in t.param] if pd.kind == "arrow"
                 else KNIGHT[pd.cell] if pd.kind == "horse" else None)
        for c in pd.options:
            if reach is not None and c not in reach:
                raise self.err(f"{cell_name(c)} is not a choice a {pd.kind} on "
                               f"{cell_name(pd.cell)} gives", no)
        for c in pd.options:
            if pd.kind == "cave" and c not in s.caves:
                raise self.err(f"{cell_name(c)} is not an open cave", no)
            if pd.kind in ("quake", "quake2", "peek") and not IS_ISLAND[c]:
                raise self.err(f"{cell_name(c)} is not an island tile", no)
            if pd.kind == "peek" and s.up[c]:
                raise self.err(f"{cell_name(c)} is face up: there is nothing to look at", no)
        if pd.kind == "peek" and pd.extra < 1:
            raise self.err("say how many looks are left: extra=1 or more", no)
        if pd.kind == "quake2" and not (0 <= pd.extra < len(IS_ISLAND) and IS_ISLAND[pd.extra]):
            raise self.err("say which tile the earthquake picked first: extra=<cell number>", no)
        if pd.extra and pd.kind not in ("peek", "quake2"):
            raise self.err(f"a {pd.kind} decision has no extra=", no)
        if pd.coin:
            self.check_coin_place(pd.origin, no, "the carried coin's place")


def _is_tile_token(w: list[str]) -> bool:
    if len(w) < 2:
        return False
    try:
        parse_tile(w[1].lstrip("?"))
        return True
    except ValueError:
        return False


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


def said_name(pid: int) -> str:
    """A piece as the move log's words name it: ``W2``, and Ben Gunn, Friday and the
    Missionary by their names (their codes ``BEN``, ``FRI``, ``MIS`` are the notation's,
    in front of the colon)."""
    return CHARACTER_WORDS[pid - 12] if pid >= 12 else pirate_name(pid)


CHARACTER_WORDS = ("Ben Gunn", "Friday", "the Missionary")


def describe(events, tiles=None) -> str:
    """One move-log line from the events of one action (the first is its 'act').

    ``tiles`` (cell: Tile) are the face-up tiles before the action, if known: with them
    the line says why a pirate ended elsewhere than he went (a crocodile, a cave) and how
    far across a slow tile he is. Every line says where the mover ended when that is not
    the cell his action named.
    """
    from jackal_tui.games.classic.actions import Action
    from jackal_tui.games.classic.tiles import KIND_NAMES, SPIN

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
            name = said_name(mover)
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
            parts.append(f"strikes {said_name(ev[1])} back to its ship")
        elif t == "die":
            parts.append(f"{said_name(ev[1])} dies ({ev[2]})")
        elif t == "coin":
            src, dst = ev[1], ev[2]
            if -4 <= dst <= -1:
                parts.append(f"banks a coin for {CREW_LETTERS[-1 - dst]}")
            elif dst == -10:
                parts.append("the coin sinks")
            elif dst == -11:
                parts.append("the coin is eaten")
        elif t == "trap":
            parts.append(f"{said_name(ev[1])} {'is caught in a trap' if ev[2] else 'is freed'}")
        elif t == "drunk":
            parts.append(f"{said_name(ev[1])} finds rum")
        elif t == "plane":
            parts.append("flies")
        elif t == "revive":
            parts.append(f"{said_name(ev[1])} is revived at {cell_name(ev[2])}")
        elif t == "choice":
            who, kind, cell = said_name(ev[1]), ev[2], ev[3]
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
            parts.append(f"{said_name(ev[1])} joins {CREW_LETTERS[ev[2]]}")
        elif t == "gone":
            parts.append(f"{said_name(ev[1])} leaves the game ({ev[2]})" if len(ev) > 2
                         else f"{said_name(ev[1])} leaves the game")
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
                parts.append(f"{said_name(ev[1])} is lost in the cave")
            else:
                # where he comes out: his next move in these events
                out = next((e[3] for e in events[i + 1:] if e[0] == "pirate" and e[1] == ev[1]), -1)
                parts.append(f"{said_name(ev[1])} finds the way out"
                             + (f" at {cell_name(out)}" if out >= 0 else ""))
        elif t == "smoke":
            parts.append("smoke: for a round each crew is moved by the next player")
        elif t == "skip":
            closing.append(f"{CREW_LETTERS[ev[1]]} cannot move")
        elif t == "end":
            say_end()
            closing.append(f"game over: {ev[1]}")
        elif t == "pirate" and ev[2] == SEA:
            parts.append(f"{said_name(ev[1])} swims at {cell_name(ev[3])}")
        elif t == "pirate" and ev[2] == SHIP and len(events) > 2:
            parts.append(f"{said_name(ev[1])} aboard")
    say_end()
    parts += closing
    return text + (": " + "; ".join(parts) if parts else "")
