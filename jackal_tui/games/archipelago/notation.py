"""The Archipelago position text (docs/notation.md, "Archipelago"). The move-log words are
``log_words.py``'s (named here too for the modules that read them from this one)."""

from __future__ import annotations

import json

from jackal_tui.games.archipelago.actions import parse_crew, parse_piece, piece_name
from jackal_tui.games.archipelago.pending import pending_problem
from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES, ISLANDS, Board, board_of, recommended_boats
from jackal_tui.games.archipelago.state import (
    ABSENT, BOAT, DEAD, LAND, MISSIONARY, MODES, PHASES, PIECES, SEA, State,
)
from jackal_tui.games.archipelago.tiles import (
    BOTTLES_IN_ALL, COINS_IN_ALL, MOVE_ON, NO_COIN, check_token, faces_of, kind_of, number_of,
)
from jackal_tui.games.archipelago.log_words import CHOICE_WORDS, ROLL_WORDS, describe  # noqa: F401
from jackal_tui.games.archipelago.notation_campaign import (
    CAMPAIGN_LINES, MAX_ISLANDS, campaign_lines, check_campaign, read_campaign_line,
)
from jackal_tui.games.archipelago.reach import stays_on
from jackal_tui.games.text import LineReader, ShortMessage, position_lines

HEADER = "jackal archipelago"
# Pinned chance: at most this many die results in a ``next_rolls`` line.
MAX_NEXT_ROLLS = 64


class PositionError(ShortMessage):
    """A position text that cannot be read or that no game could reach; names the line."""


def default_boats(board: Board, island: str) -> list[int]:
    """The recommended places of the layout's four colours."""
    for k, (rows, boats, _) in ISLANDS.items():
        if board_of(tuple(rows)).layout == board.layout:
            return [board.parse(c) for c in boats]
    got = recommended_boats(board)
    return got + [-1] * (4 - len(got))


def read_position(text: str) -> State:
    lines = position_lines(text, PositionError)
    if not lines:
        raise PositionError("an empty position: start with 'jackal archipelago 4'")
    no, first, _ = lines[0]
    w = first.split()
    if len(w) != 3 or " ".join(w[:2]).lower() != HEADER or w[2] not in MODES:
        raise PositionError(f"line {no}: the first line is 'jackal archipelago MODE' with "
                            f"MODE one of {', '.join(MODES)}")
    mode = w[2]
    layout = None
    island = "custom"
    for no, line, _ in lines[1:]:
        ww = line.split()
        if ww[0].lower() == "layout":
            if len(ww) != 2:
                raise PositionError(f"line {no}: write 'layout ~BBBB~/BFMMFB/...' (rows north "
                                    "to south, no spaces)")
            layout = tuple(ww[1].split("/"))
        elif ww[0].lower() == "island" and len(ww) == 2:
            island = ww[1]
    if layout is None:
        raise PositionError("a position needs a 'layout' line")
    try:
        board = board_of(layout)
    except ValueError as e:
        raise PositionError(f"the layout line: {e}") from None
    s = State(board, mode)
    s.island = island
    r = _Reader(s, lines[1:])
    r.read()
    return s


class _Reader(LineReader):
    def __init__(self, s: State, lines):
        super().__init__(lines, PositionError)
        self.s = s
        self.no = 0

    def cell(self, text: str) -> int:
        return self.parsed(self.s.board.parse, text)

    def crew(self, text: str) -> int:
        c = self.parsed(parse_crew, text)
        if c not in self.s.crews:
            raise self.err(f"{CREW_NAMES[c]} does not play in mode {self.s.mode}")
        return c

    def read(self) -> None:
        s = self.s
        boats_named = {}
        pieces: dict[int, list[str]] = {}
        supply = None
        for line, raw in self.read_lines(0):
            w = line.split()
            key = w[0].lower()
            if key in ("layout", "island"):
                continue
            if key == "turn" and len(w) == 2:
                self.once("turn", "the turn")
                s.turn = self.crew(w[1])
            elif key == "phase" and len(w) == 2 and w[1] in PHASES[:3] + ("draw",):
                self.once("phase", "the phase")
                s.phase = w[1]
            elif key == "boat" and len(w) == 3:
                c = self.crew(w[1])
                self.once(("boat", c), f"{CREW_NAMES[c]}'s boat")
                cell = self.cell(w[2])
                if cell in s.board.land:
                    raise self.err("a boat is on water")
                boats_named[c] = cell
            elif key == "removed":
                for tok in w[1:]:
                    back, _, t = tok.partition(":")
                    if back not in ("B", "F", "M") or not t:
                        raise self.err("write removed tiles as B:empty F:horse ...")
                    s.removed.append(back + ":" + self.token(t))
            elif key == "coins" and len(w) == 3:
                c, _, st = w[1].partition(":")
                cell = self.cell(c)
                step = self.number(st, "a step", 1) if st else 0
                self.once(("coins", cell, step), "coins on that place")
                s.coins[cell * 8 + step] = self.number(w[2], "coins", 1)
            elif key in ("bank", "bottles") and len(w) == 3:   # a crew's count
                c = self.crew(w[1])
                self.once((key, c), f"{CREW_NAMES[c]}'s {key}")
                (s.banked if key == "bank" else s.bottles)[c] = self.number(
                    w[2], key, 0, COINS_IN_ALL if key == "bank" else BOTTLES_IN_ALL)
            elif key in ("sunk", "eaten", "stall", "turns", "draws", "seed", "smoke",
                         "supply", "proposed") and len(w) in (2, 3):
                self.once(key, key)
                if key == "stall" and len(w) == 3:
                    if w[2] != "progress":
                        raise self.err("write 'stall N' or 'stall N progress'")
                    s.progress = True
                elif len(w) == 3:
                    raise self.err(f"write '{key} N'")
                v = self.seed(w[1]) if key == "seed" else self.number(
                    w[1], key, -1 if key == "proposed" else 0,
                    BOTTLES_IN_ALL if key == "supply" else COINS_IN_ALL if key in ("sunk", "eaten")
                    else None)
                if key == "supply":
                    supply = v
                elif key == "proposed":
                    s.vote_turn = v
                else:
                    setattr(s, key, v)
            elif key == "smoky" and len(w) == 1:
                s.smoky = True
            elif key == "bear" and len(w) == 3:
                self.once("bear", "the bear")
                s.bear, s.bear_owner = self.cell(w[1]), self.crew(w[2])
                if s.bear not in s.board.land:
                    raise self.err("the bear walks on land only")
            elif key == "known" and len(w) == 3:
                c = self.crew(w[1])
                self.once(("known", c), "those known tiles")
                s.known[c] = {self.cell(x) for x in w[2].split(",")}
            elif key == "vote" and len(w) == 3:
                self.once("vote", "the vote")
                s.vote = (self.crew(w[1]), tuple(self.crew(x) for x in w[2].split(",")))
            elif key == "mover" and len(w) == 2:
                self.once("mover", "the mover")
                p = parse_piece(w[1]) if _is_piece(w[1]) else -1
                if s.mode != "1" or not 0 <= p < 3:
                    raise self.err("'mover W1' (W2, W3) is for the solo puzzles only")
                s.mover = p
            elif key == "last_roll" and len(w) == 3:
                s.last_roll = (self.cell(w[1]), self.number(w[2], "the roll", 1, 6))
            elif key == "next_rolls":
                self.once("next_rolls", "the die's next results")
                if not 2 <= len(w) <= MAX_NEXT_ROLLS + 1:
                    raise self.err(f"write 'next_rolls 5' or 'next_rolls 5 2 ...': 1 to "
                                   f"{MAX_NEXT_ROLLS} results of the die, each 1-6")
                s.next_rolls = tuple(self.number(x, "a roll of the die", 1, 6) for x in w[1:])
            elif key == "options":
                for kv, k, v in self.key_values(w[1:]):
                    if k == "stall_rounds":
                        s.options[k] = self.number(v, k, 0, 1000)
                    elif k == "boats" and v in ("recommended", "choose"):
                        s.options[k] = v
                    elif k == "island":
                        s.options[k] = v
                    elif k == "campaign" and v in ("true", "false"):
                        if v == "true":
                            s.options[k] = True
                    elif k == "islands":
                        s.options[k] = self.number(v, k, 1, MAX_ISLANDS)
                    else:
                        raise self.err(f"unknown option {kv!r} (stall_rounds=N, "
                                       "boats=recommended|choose, campaign=true, islands=N)")
            elif key in CAMPAIGN_LINES:
                read_campaign_line(self, key, w)
            elif key == "names":
                s.names = self.names(raw)
            elif key == "over":
                s.over = True
                s.end_reason = line.split(None, 1)[1] if len(w) > 1 else "over"
            elif key == "pending":
                try:
                    s.pending = json.loads(line.split(None, 1)[1])
                except (IndexError, ValueError, RecursionError):
                    raise self.err("pending: copy the engine's JSON") from None
                if not isinstance(s.pending, dict):
                    raise self.err("pending: copy the engine's JSON (an object)")
            elif key == "converted" and len(w) == 1:
                s.converted = True
            elif _is_piece(w[0]) and not (len(w) in (2, 3) and _is_tile(w[1])):
                p = parse_piece(w[0])
                self.once(("piece", p), f"piece {w[0]}")
                pieces[p] = (self.no, w[1:])
            elif len(w) in (2, 3) and _cellish(w[0]):
                cell = self.cell(w[0])
                if cell not in s.board.land:
                    raise self.err(f"{w[0]} is water in this layout")
                self.once(("tile", cell), f"tile {w[0]}")
                tok = w[1]
                up = not tok.startswith("?")
                tok = tok.lstrip("?")
                back = None
                if len(tok) > 2 and tok[1] == ":" and tok[0] in "BFM":
                    back, tok = tok[0], tok[2:]
                s.tiles[cell] = self.token(tok)
                s.up[cell] = up
                if back:
                    s.backs[cell] = back
                if len(w) == 3:
                    s.opens[cell] = self.pinned_face(s.tiles[cell], up, w[2])
            else:
                raise self.err(f"cannot read {line!r} (see docs/notation.md, Archipelago)")
        # boats
        defaults = default_boats(s.board, s.island)
        for c in s.crews:
            if c in boats_named:
                s.boats[c] = boats_named[c]
            elif s.phase != "setup" and not s.solo:
                s.boats[c] = defaults[c]
                if s.boats[c] < 0:
                    raise PositionError(f"{CREW_NAMES[c]}'s boat has no place on this layout: "
                                        f"write 'boat {CREW_LETTERS[c]} CELL'")
        for c in s.crews:
            for o in s.crews:
                if c < o and s.boats[c] >= 0 and s.boats[c] == s.boats[o]:
                    raise PositionError("two boats on one cell")
        banks = [c for c in sorted(s.board.land) if s.kind(c) == "bank"]
        if s.solo and (boats_named or not banks):
            raise PositionError("a solo puzzle has a bank and no boats")
        for p in range(PIECES):
            if p < 12 and p // 3 in s.crews:
                s.p_where[p], s.p_cell[p], s.p_boat[p] = BOAT, s.boats[p // 3], p // 3
                if s.solo:   # solo: pirates not named stand on the bank
                    s.p_where[p], s.p_cell[p], s.p_boat[p] = LAND, banks[0], -1
        if s.solo and s.mover < 0 and not s.over:
            from jackal_tui.games.archipelago.rules import solo_free
            s.mover = solo_free(s, 0)
        for p, (no, w) in sorted(pieces.items()):
            self.no = no
            self.piece(p, w)
        if supply is None:
            supply = BOTTLES_IN_ALL - sum(s.bottles)
        s.supply = supply
        if s.supply + sum(s.bottles) != BOTTLES_IN_ALL:
            raise PositionError(f"the bottles held and the supply make {s.supply + sum(s.bottles)}, "
                                f"not the {BOTTLES_IN_ALL} there are")
        s.hidden_coins = sum(number_of(s.tiles[c]) for c in s.board.land
                             if not s.up[c] and kind_of(s.tiles[c]) == "chest")
        s.tile_coins = sum(s.coins.values())
        if s.pending:
            for k in ("kind", "piece", "cell", "options", "coin", "prev", "prev_step",
                      "visited", "steps", "extra"):
                if k not in s.pending:
                    raise PositionError(f"the pending decision lacks {k!r}")
            problem = pending_problem(s, s.pending, CHOICE_WORDS)
            if problem:
                raise PositionError(problem)
            s.carried = s.pending.get("coins", 1) if s.pending["coin"] is not None else 0
        self.check()

    def token(self, t: str) -> str:
        return self.parsed(check_token, t)

    def pinned_face(self, printed: str, up: bool, word: str) -> str:
        """``opens=arrow-E`` after a face-down arrow or cannon: the face it will show."""
        key, eq, face = word.partition("=")
        if key.lower() != "opens" or not eq:
            raise self.err(f"after a tile only 'opens=FACE' may follow, not {word!r}")
        if up or kind_of(printed) not in ("arrow", "cannon"):
            raise self.err("'opens=' pins the face of a face-down arrow or cannon only")
        face = self.token(face)
        faces = faces_of(printed)
        if face not in faces:
            raise self.err(f"{printed} opens as {' or '.join(faces)} (a quarter turn of "
                           f"what is printed on it), not {face}")
        return face

    def piece(self, p: int, w: list[str]) -> None:
        s = self.s
        flags = [x for x in w if x in ("trapped", "converted") or x.startswith("drunk=")]
        rest = [x for x in w if x not in flags]
        if p == MISSIONARY:
            if not rest:
                raise self.err("the Missionary's line ends with the crew that controls him")
            s.p_crew[p] = self.crew(rest[-1])
            rest = rest[:-1]
        elif p // 3 not in s.crews:
            raise self.err(f"{CREW_NAMES[p // 3]} does not play in mode {s.mode}")
        crew = s.p_crew[p]
        if rest == ["dead"] and p < 12:
            s.p_where[p], s.p_cell[p], s.p_boat[p] = DEAD, -1, -1
        elif rest and rest[0] == "boat" and len(rest) <= 2:
            b = self.crew(rest[1]) if len(rest) == 2 else crew
            if not s.partners(b, crew):
                raise self.err("a piece rides only in his own or a partner's boat")
            s.p_where[p], s.p_cell[p], s.p_boat[p] = BOAT, s.boats[b], b
        elif rest and rest[0] == "sea" and len(rest) == 2:
            cell = self.cell(rest[1])
            if cell in s.board.land or s.boat_at(cell) >= 0:
                raise self.err("a swimmer is in water where no boat is")
            s.p_where[p], s.p_cell[p], s.p_boat[p] = SEA, cell, -1
        elif len(rest) == 1:
            c, _, st = rest[0].partition(":")
            cell = self.cell(c)
            if cell not in s.board.land:
                raise self.err(f"{c} is water: write '{piece_name(p)} sea {c}'")
            if not s.up[cell]:
                raise self.err("a piece stands only on a face-up tile")
            step = self.number(st, "a step", 1) if st else 0
            if not _step_fits(s, cell, step):
                raise self.err("a step is given on a labyrinth only, from 1 to its length")
            s.p_where[p], s.p_cell[p], s.p_step[p], s.p_boat[p] = LAND, cell, step, -1
        else:
            raise self.err("write a place: a cell (C6, D4:2), 'sea A5', 'boat', 'boat Y' or "
                           "'dead'")
        for f in flags:
            if f == "trapped":
                if s.p_where[p] != LAND or s.kind(s.p_cell[p]) != "pit":
                    raise self.err("'trapped' only in a pit")
                s.p_trap[p] = True
            elif f == "converted":
                if p != MISSIONARY:
                    raise self.err("only the Missionary converts")
                s.converted = True
            else:
                v = self.number(f.split("=", 1)[1], "drunk", 1)
                if v > 2 or s.p_where[p] != LAND or s.kind(s.p_cell[p]) != "barrel":
                    raise self.err("'drunk=1' or 'drunk=2' only on a rum barrel")
                s.p_drunk[p] = v

    def check(self) -> None:
        s = self.s
        self.no = 0
        if s.total_coins > COINS_IN_ALL:
            raise PositionError(f"the position counts {s.total_coins} coins (on tiles, under "
                                f"them, carried, banked, sunk or eaten): there are {COINS_IN_ALL}")
        if s.solo and not s.over and not s.pending:
            from jackal_tui.games.archipelago.rules import solo_free
            if s.mover < 0 or solo_free(s, s.mover) != s.mover:   # RULINGS-ARCHIPELAGO
                raise PositionError("no pirate of the puzzle can step now, so it is over: "
                                    "write 'over every pirate is dead' or name the mover")
        for place, n in s.coins.items():
            cell, step = divmod(place, 8)
            k = s.kind(cell)
            if cell not in s.board.land and step == 0 and n <= swimmer_holds(s, cell):
                continue        # a Swimmer's coin at sea, on his water cell
            if cell not in s.board.land or not s.up[cell]:
                raise PositionError(f"coins on {s.name(cell)}: coins lie only on face-up tiles"
                                    " (or at sea with a Swimmer)")
            # a coin Lucky left on a crocodile, or the Pathfinder brought into jungle
            if (k in MOVE_ON and k != "crocodile") or (k in NO_COIN and k != "jungle"):
                raise PositionError(f"coins on {s.name(cell)}: no coin lies on a {k}")
            if not _step_fits(s, cell, step):
                raise PositionError(f"coins on {s.name(cell)}: a step only on a labyrinth")
        for p in range(PIECES):
            if s.p_where[p] != LAND:
                continue
            cell, step = s.p_cell[p], s.p_step[p]
            pend = s.pending and s.pending.get("piece") == p
            if s.kind(cell) in MOVE_ON and not pend and not stays_on(s, p, s.kind(cell)):
                raise PositionError(f"{piece_name(p)} stands on a {s.kind(cell)}: nobody stays "
                                    "there")
            if s.bear == cell:
                raise PositionError(f"{piece_name(p)} stands with the bear (it would maul him)")
            for q in range(p + 1, PIECES):
                if s.p_where[q] == LAND and s.p_cell[q] == cell and s.p_step[q] == step \
                        and s.side[s.p_crew[q]] != s.side[s.p_crew[p]] \
                        and s.kind(cell) != "jungle" and not s.has(p, "Jonah") \
                        and not s.has(q, "Jonah"):
                    raise PositionError(f"{piece_name(p)} and {piece_name(q)} are enemies on "
                                        f"one tile ({s.name(cell)})")
        check_campaign(s, PositionError)
        if s.bear >= 0 and s.bear_owner < 0:
            raise PositionError("the bear needs the crew that woke it")
        if s.turn not in s.crews:
            raise PositionError("the crew to act does not play")


def swimmer_holds(s: State, cell: int) -> int:
    """How many coins may be at sea on ``cell``: a Swimmer swimming there holds one (two
    if he is the Strongman too)."""
    for p in s.swimmers(cell):
        if s.has(p, "Swimmer"):
            return 2 if s.has(p, "Strongman") else 1
    return 0


def _step_fits(s: State, cell: int, step: int) -> bool:
    """A step (``D4:2``) is written on a labyrinth only, from 1 to its length; elsewhere
    none is."""
    n = number_of(s.tiles[cell]) if kind_of(s.tiles[cell]) == "labyrinth" else 0
    return 1 <= step <= n if n else not step


def _reads_as(parse, word: str) -> bool:
    """Does ``parse`` take ``word`` (no ValueError)?"""
    try:
        parse(word)
        return True
    except ValueError:
        return False


def _is_piece(word: str) -> bool:
    return _reads_as(parse_piece, word)


def _is_tile(word: str) -> bool:
    t = word.lstrip("?")
    if len(t) > 2 and t[1] == ":":
        t = t[2:]
    return _reads_as(check_token, t)


def _cellish(word: str) -> bool:
    return len(word) >= 2 and word[0].isalpha() and word[1:].isdigit()


def write_position(s: State) -> str:
    L = CREW_LETTERS
    out = [f"{HEADER} {s.mode}"]
    if s.island != "custom":
        out.append(f"island {s.island}")
    out.append("layout " + "/".join(s.board.layout))
    out.append(f"turn {L[s.turn]}")
    if s.phase != "act" and s.phase != "vote":
        out.append(f"phase {s.phase}")
    for c in s.crews:
        if s.boats[c] >= 0:
            out.append(f"boat {L[c]} {s.name(s.boats[c])}")
    for p in range(PIECES):
        where = s.p_where[p]
        if p == MISSIONARY:
            if where == ABSENT:
                continue
        elif where == BOAT and s.p_boat[p] == p // 3 or p // 3 not in s.crews:
            continue
        name = piece_name(p)
        if where == DEAD:
            place = "dead"
        elif where == BOAT:
            place = "boat" + (f" {L[s.p_boat[p]]}" if s.p_boat[p] != s.p_crew[p] else "")
        elif where == SEA:
            place = f"sea {s.name(s.p_cell[p])}"
        else:
            place = s.name(s.p_cell[p]) + (f":{s.p_step[p]}" if s.p_step[p] else "")
        flags = ""
        if p == MISSIONARY:
            flags += f" {L[s.p_crew[p]]}"
        if s.p_trap[p]:
            flags += " trapped"
        if s.p_drunk[p]:
            flags += f" drunk={s.p_drunk[p]}"
        out.append(f"{name} {place}{flags}")
    if s.converted:
        out.append("converted")
    for c in sorted(s.board.land):
        t = s.tiles[c]
        back = s.backs[c]
        prefix = "" if back == s.board.back[c] else back + ":"
        if s.up[c] and t == "empty" and not prefix:
            continue
        pin = f" opens={s.opens[c]}" if c in s.opens else ""
        out.append(f"{s.name(c)} {'' if s.up[c] else '?'}{prefix}{t}{pin}")
    if s.removed:
        out.append("removed " + " ".join(sorted(s.removed)))
    for place, n in sorted(s.coins.items()):
        cell, step = divmod(place, 8)
        out.append(f"coins {s.name(cell)}{':' + str(step) if step else ''} {n}")
    for c in s.crews:
        if s.banked[c]:
            out.append(f"bank {L[c]} {s.banked[c]}")
        if s.bottles[c]:
            out.append(f"bottles {L[c]} {s.bottles[c]}")
    if s.supply != BOTTLES_IN_ALL - sum(s.bottles):
        out.append(f"supply {s.supply}")
    for k in ("sunk", "eaten", "smoke", "turns", "draws"):
        if getattr(s, k):
            out.append(f"{k} {getattr(s, k)}")
    if s.stall or s.progress:
        out.append(f"stall {s.stall}" + (" progress" if s.progress else ""))
    if s.smoky:
        out.append("smoky")
    if s.bear >= 0:
        out.append(f"bear {s.name(s.bear)} {L[s.bear_owner]}")
    for c in s.crews:
        if s.known[c]:
            out.append(f"known {L[c]} " + ",".join(s.name(x) for x in sorted(s.known[c])))
    if s.vote:
        out.append(f"vote {L[s.vote[0]]} " + ",".join(L[c] for c in s.vote[1]))
    if s.vote_turn != -1:
        out.append(f"proposed {s.vote_turn}")
    if s.solo and s.mover >= 0:
        out.append(f"mover {piece_name(s.mover)}")
    if s.last_roll:
        out.append(f"last_roll {s.name(s.last_roll[0])} {s.last_roll[1]}")
    if s.next_rolls:
        out.append("next_rolls " + " ".join(map(str, s.next_rolls)))
    out.append(f"seed {s.seed}")
    out.extend(campaign_lines(s))
    opts = " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                    for k, v in sorted(s.options.items()))
    out.append(f"options {opts}")
    if s.names:
        out.append("names " + json.dumps(s.names))
    if s.pending:
        out.append("pending " + json.dumps(s.pending, sort_keys=True))
    if s.over:
        out.append(f"over {s.end_reason}")
    return "\n".join(out) + "\n"
