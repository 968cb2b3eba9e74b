"""The checks a written position passes before it becomes a State: is it a position a
game can reach? (docs/notation.md, "A position must be possible".)

:class:`PositionChecks` is the half of the position reader (``position_reader._Reader``)
that judges the whole once every line is read: where coins may lie, where a piece may
stand and with whom, which tiles are still hidden, whether a pending decision fits its
tile. It keeps the line each piece, tile and coin came from, so a refusal names the line
at fault (:class:`PositionError`).
"""

from __future__ import annotations

from jackal_tui.games.classic.actions import pirate_name
from jackal_tui.games.classic.board import (
    CREW_LETTERS, IS_ISLAND, ISLAND_CELLS, KNIGHT, STEP, cell_name,
)
from jackal_tui.games.classic.state import BEN_GUNN, FRIDAY, LAND, MISSIONARY, NOWHERE, SEA, SHIP
from jackal_tui.games.text import LineReader, ShortMessage, position_lines
from jackal_tui.games.classic.tiles import (
    AIRPLANE, ARROW, BEN_GUNN as BEN_TILE, CANNIBAL, CAVE, EARTHQUAKE, FORTRESS,
    FRIDAY as FRIDAY_TILE, GALLEON, HORSE, ICE, KIND_NAMES, LIGHTHOUSE,
    MISSIONARY as MISSIONARY_TILE, MOVE_ON, NATIVE, RUM, SPIN, THICKET, TRAP,
)

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


class PositionChecks(LineReader):
    """Reads nothing itself: notes the line each piece, tile and coin is read from (the
    reader fills ``s``, the State, and these notes), then checks the whole."""

    def __init__(self, text: str):
        super().__init__(position_lines(text, PositionError), PositionError)
        self.no = 1
        self.piece_line: dict[int, int] = {}
        self.tile_line: dict[int, int] = {}
        self.coin_line: dict[int, int] = {}
        self.caves: list[int] | None = None
        self.pending: tuple[int, list[str]] | None = None

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

