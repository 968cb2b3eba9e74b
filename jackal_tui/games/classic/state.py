"""The game state and how each event changes it.

State is the fold of events over the initial setup: ``apply_event`` is the only code that
changes a State, and it draws no random number (a reveal event carries what it showed).
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

from jackal_tui.games.classic.board import CELLS, IS_ISLAND, SHIP_START
from jackal_tui.games.classic.tiles import AIRPLANE, CHEST, EMPTY, GALLEON, SPIN, Tile, parse_tile
from jackal_tui.games.island import CARRIED, EATEN, SUNK, place_coins, swap_known

# Where a pirate is.
ABSENT, SHIP, LAND, SEA, DEAD = range(5)
WHERE_NAMES = ("absent", "ship", "land", "sea", "dead")

# Coin places besides a tile (a tile place is cell * 8 + step, always >= 0): SUNK, EATEN,
# CARRIED, from jackal_tui.games.island, shared by the island games.


def bank_place(crew: int) -> int:
    return -1 - crew


MODES = {
    # mode: (crews in play, side of each crew in play, player of each crew)
    "4": ((0, 1, 2, 3), (0, 1, 2, 3), (0, 1, 2, 3)),
    "4-teams": ((0, 1, 2, 3), (0, 1, 0, 1), (0, 1, 2, 3)),
    "3": ((0, 1, 2), (0, 1, 2), (0, 1, 2)),
    "2": ((0, 1, 2, 3), (0, 1, 0, 1), (0, 1, 0, 1)),
    "2-light": ((0, 2), (0, 1), (0, 1)),
}
MODE_NAMES = {
    "4": "4 players, each for themselves",
    "4-teams": "4 players in two teams",
    "3": "3 players",
    "2": "2 players, two crews each",
    "2-light": "2 players, one crew each",
}


class TileView(NamedTuple):
    """What a player sees of an island tile. ``kind`` is None while it is face down."""

    kind: str | None
    face_up: bool
    dirs: tuple[str, ...]
    steps: int
    name: str
    token: str | None


class PirateView(NamedTuple):
    pid: int
    crew: int
    where: str
    cell: int
    step: int
    trapped: bool
    drunk: int  # 2: misses his crew's next turn; 1: misses this turn
    ship: int   # the crew whose ship he is aboard, or -1


class Pending(NamedTuple):
    """A chain paused for the mover's decision (which arrow, knight jump, flight)."""

    pirate: int
    kind: str          # "arrow", "horse", "fly" (ice after a flight), "airplane" (may stay)
    cell: int
    options: tuple[int, ...]
    coin: bool
    origin: int        # coin place where the action began, or -1
    prev: int          # cell came from (for a crocodile), or -1 - crew for a ship
    prev_step: int
    visited: frozenset
    extra: int = 0     # earthquake: the first tile picked; lighthouse: looks left


# The rules a game is played by, kept in its setup's options as ``rules_version`` so that a
# saved game replays by the rules it was played with. A setup without it (made before it
# existed) plays by version 1; new games and positions written by hand by RULES_VERSION.
# Version 2 (docs/rules.md "Rules versions"): the Missionary and Friday obey
# their limits on every step of a chain and at sea; bottles never make a turn; Friday
# frees a trapped crew-mate; a bottle may go to a character on the giver's own tile; a
# pirate who chose inside a chain is no longer held back by the Missionary he left; a
# lost turn to rum is forgotten once it has passed.
# Version 3: a side with no piece left (every pirate dead, no character) banks
# nothing more, so it cannot catch the leader: the early end counts it so.
RULES_VERSION = 3


def rules_version(s: "State") -> int:
    return s.options.get("rules_version", 1)


# Pieces: pirates 0..11 (crew * 3 + index); in the treasure-island edition also the
# island's own people, who join whichever crew finds (or captures) them.
BEN_GUNN, FRIDAY, MISSIONARY = 12, 13, 14
NOWHERE = -99  # the galleon treasure before its tile is opened

class State:
    """Mutable game state. Read it through the methods; change it only by events."""

    __slots__ = (
        "ruleset", "mode", "crews", "side", "player", "seed", "options",
        "tiles", "up", "coins", "ship", "p_where", "p_cell", "p_step", "p_ship",
        "p_trap", "p_drunk", "banked", "sunk", "eaten", "carried", "hidden_coins",
        "tile_coins", "turn", "pending", "over", "end_reason", "stall", "progress",
        "turns", "names", "_tiles_key", "_sides",
        # treasure-island
        "ti", "pieces", "p_crew", "converted", "p_lost", "p_lost_coin", "lost_seq",
        "galleon", "bottles", "caves", "known", "smoke", "smoky",
    )

    def __init__(self, ruleset: str = "classic", mode: str = "4"):
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: one of {', '.join(MODES)}")
        crews, sides, players = MODES[mode]
        self.ruleset = ruleset
        self.mode = mode
        self.crews = crews
        self.side = [-1] * 4
        self.player = [-1] * 4
        for c, s, p in zip(crews, sides, players):
            self.side[c] = s
            self.player[c] = p
        self._sides = [tuple(c for c in crews if self.side[c] == n) for n in range(max(sides) + 1)]
        self.seed = 0
        self.options = {"early_end": True, "stall_rounds": 50}
        self.names: list[str] = []
        self.tiles: list[Tile | None] = [Tile(EMPTY) if IS_ISLAND[c] else None for c in range(CELLS)]
        self.up = [IS_ISLAND[c] for c in range(CELLS)]
        self.coins: dict[int, int] = {}
        self.ship = [SHIP_START[c] if c in crews else -1 for c in range(4)]
        self.ti = ruleset == "treasure-island"
        n = 15 if self.ti else 12
        self.pieces = range(n)
        self.p_where = [ABSENT] * n
        self.p_cell = [-1] * n
        self.p_step = [0] * n
        self.p_ship = [-1] * n
        self.p_trap = [False] * n
        self.p_drunk = [0] * n
        self.p_crew = [p // 3 for p in range(12)] + [-1] * (n - 12)
        self.converted = False
        self.p_lost = [0] * n
        self.p_lost_coin = [0] * n
        self.lost_seq = 0
        self.galleon = NOWHERE
        self.bottles = [0, 0, 0, 0]
        self.caves: list[int] = []
        self.known: list[set] = [set(), set(), set(), set()]
        self.smoke = 0
        self.smoky = False
        for c in crews:
            for p in range(c * 3, c * 3 + 3):
                self.p_where[p], self.p_cell[p], self.p_ship[p] = SHIP, self.ship[c], c
        self.banked = [0, 0, 0, 0]
        self.sunk = 0
        self.eaten = 0
        self.carried = 0
        self.hidden_coins = 0
        self.tile_coins = 0
        self.turn = crews[0]
        self.pending: Pending | None = None
        self.over = False
        self.end_reason = ""
        self.stall = 0
        self.progress = False
        self.turns = 0
        self._tiles_key: str | None = None  # cached text of the tiles, for hashing

    # ----- reading -----------------------------------------------------------------
    def partners(self, a: int, b: int) -> bool:
        return self.side[a] == self.side[b]

    def side_of(self, crew: int) -> int:
        return self.side[crew]

    @property
    def sides(self) -> list[tuple[int, ...]]:
        """The crews of each side (a player, or a team), in seat order."""
        return self._sides

    def tile(self, cell: int) -> TileView | None:
        t = self.tiles[cell]
        if t is None:
            return None
        if not self.up[cell]:
            return TileView(None, False, (), 0, "face-down tile", None)
        return view_of(t, True)

    def secret_tiles(self, player: int) -> dict[int, TileView]:
        """The face-down tiles a player has looked at (lighthouse), for that player's
        eyes only. An arrow or cannon shows its kind, not its turn: that is drawn when it
        opens."""
        out = {}
        for cell in sorted(self.known[player]):
            t = self.tiles[cell]
            if t is None or self.up[cell]:
                continue
            out[cell] = view_of(t, False)
        return out

    def pirate(self, pid: int) -> PirateView:
        return PirateView(pid, self.p_crew[pid], WHERE_NAMES[self.p_where[pid]], self.p_cell[pid],
                          self.p_step[pid], self.p_trap[pid] or bool(self.p_lost[pid]),
                          self.p_drunk[pid], self.p_ship[pid])

    def pirates_at(self, cell: int) -> list[PirateView]:
        """Every piece on a cell: pirates, and Ben Gunn, Friday, the Missionary."""
        return [self.pirate(p) for p in self.pieces
                if self.p_cell[p] == cell and self.p_where[p] in (SHIP, LAND, SEA)]

    def deciding_player(self) -> int:
        """The player who decides now: in a smoky turn, whoever plays the next crew."""
        if self.smoky:
            i = self.crews.index(self.turn)
            return self.player[self.crews[(i + 1) % len(self.crews)]]
        return self.player[self.turn]

    def ship_cell(self, crew: int) -> int:
        return self.ship[crew]

    def ship_at(self, cell: int) -> int:
        for c in self.crews:
            if self.ship[c] == cell:
                return c
        return -1

    def coins_at(self, cell: int) -> int:
        base = cell * 8
        return sum(self.coins.get(base + s, 0) for s in range(8))

    def coins_on(self, cell: int, step: int = 0) -> int:
        return self.coins.get(cell * 8 + step, 0)

    @property
    def coins_in_play(self) -> int:
        """Coins not yet banked, sunk or eaten: on tiles, carried, or in closed chests.

        The galleon treasure counts as 3 wherever it is (RULINGS).
        """
        return self.tile_coins + self.carried + self.hidden_coins + (3 if self.galleon >= 0 else 0)

    @property
    def total_coins(self) -> int:
        return self.coins_in_play + sum(self.banked) + self.sunk + self.eaten

    def banked_by(self, crew: int) -> int:
        return self.banked[crew]

    def side_scores(self) -> list[tuple[tuple[int, ...], int]]:
        return [(crews, sum(self.banked[c] for c in crews)) for crews in self.sides]

    def winners(self) -> list[tuple[int, ...]]:
        """The side(s) with the most coins (equal scores share the win)."""
        scores = self.side_scores()
        best = max(s for _, s in scores)
        return [crews for crews, s in scores if s == best]

    def key(self) -> tuple:
        """Everything that makes the position, as plain values (for hashing)."""
        if self._tiles_key is None:
            self._tiles_key = ",".join(
                ("" if t is None else ("" if up else "?") + t.token())
                for t, up in zip(self.tiles, self.up))
        return (
            self.ruleset, self.mode, self.seed, tuple(sorted(self.options.items())),
            self._tiles_key, tuple(sorted(self.coins.items())), tuple(self.ship),
            tuple(self.p_where), tuple(self.p_cell), tuple(self.p_step), tuple(self.p_ship),
            tuple(self.p_trap), tuple(self.p_drunk), tuple(self.banked), self.sunk,
            self.eaten, self.carried, self.turn,
            self.pending and (*self.pending[:8], tuple(sorted(self.pending.visited))),
            self.over, self.stall,
            self.progress, self.turns,
        ) + ((tuple(self.p_crew), self.converted, self._lost_ranks(), tuple(self.p_lost_coin),
              self.galleon, tuple(self.bottles), tuple(self.caves),
              tuple(tuple(sorted(k)) for k in self.known), self.smoke, self.smoky)
             if self.ti else ())

    def _lost_ranks(self) -> tuple:
        """Who got lost in a cave first matters, not the counter behind it."""
        order = sorted((v, p) for p, v in enumerate(self.p_lost) if v)
        ranks = [0] * len(self.p_lost)
        for i, (_, p) in enumerate(order):
            ranks[p] = i + 1
        return tuple(ranks)

    @property
    def game(self) -> str:
        """The registered game this state is of (its ruleset: classic, treasure-island)."""
        return self.ruleset

    def state_hash(self) -> str:
        """A short digest of ``key()``; saves keep one per event (see HASH_VERSION)."""
        return hashlib.blake2b(repr(self.key()).encode(), digest_size=8).hexdigest()

    def copy(self) -> "State":
        """An independent copy: every list and dict of the state copied (the tiles, the
        pending decision and the other values are never changed in place, so they are
        shared). Written out slot by slot, not looped: the computer crews copy a state
        for every world they deal (tests/engine check that no slot is left out)."""
        s = State.__new__(State)
        s.ruleset = self.ruleset
        s.mode = self.mode
        s.crews = self.crews
        s.side = self.side[:]
        s.player = self.player[:]
        s.seed = self.seed
        s.options = self.options.copy()
        s.tiles = self.tiles[:]
        s.up = self.up[:]
        s.coins = self.coins.copy()
        s.ship = self.ship[:]
        s.p_where = self.p_where[:]
        s.p_cell = self.p_cell[:]
        s.p_step = self.p_step[:]
        s.p_ship = self.p_ship[:]
        s.p_trap = self.p_trap[:]
        s.p_drunk = self.p_drunk[:]
        s.banked = self.banked[:]
        s.sunk = self.sunk
        s.eaten = self.eaten
        s.carried = self.carried
        s.hidden_coins = self.hidden_coins
        s.tile_coins = self.tile_coins
        s.turn = self.turn
        s.pending = self.pending
        s.over = self.over
        s.end_reason = self.end_reason
        s.stall = self.stall
        s.progress = self.progress
        s.turns = self.turns
        s.names = self.names[:]
        s._tiles_key = self._tiles_key
        s._sides = self._sides[:]
        s.ti = self.ti
        s.pieces = self.pieces
        s.p_crew = self.p_crew[:]
        s.converted = self.converted
        s.p_lost = self.p_lost[:]
        s.p_lost_coin = self.p_lost_coin[:]
        s.lost_seq = self.lost_seq
        s.galleon = self.galleon
        s.bottles = self.bottles[:]
        s.caves = self.caves[:]
        s.known = [k.copy() for k in self.known]
        s.smoke = self.smoke
        s.smoky = self.smoky
        return s


FREE_NAMES = ("arrow, one way, straight", "arrow, one way, diagonal",
              "arrow, two ways, straight", "arrow, two ways, diagonal", "arrow, three ways",
              "arrow, four ways, straight", "arrow, four ways, diagonal")


def view_of(t: Tile, face_up: bool) -> TileView:
    """What a tile shows; an unturned arrow or cannon (seen in secret) shows only its kind."""
    from jackal_tui.games.classic.board import DIR_NAMES
    from jackal_tui.games.classic.tiles import ARROW, ARROW_KINDS, CANNON, KIND_NAMES, SPIN_NAMES
    if t.free:
        name = FREE_NAMES[ARROW_KINDS.index(t.param)] if t.kind == ARROW else "cannon"
        return TileView(KIND_NAMES[t.kind], face_up, (), 0, name, t.token())
    dirs: tuple[str, ...] = ()
    if t.kind == ARROW:
        dirs = tuple(DIR_NAMES[d] for d in t.param)
    elif t.kind == CANNON:
        dirs = (DIR_NAMES[t.param],)
    kind = SPIN_NAMES[t.param] if t.kind == SPIN else KIND_NAMES[t.kind]
    return TileView(kind, face_up, dirs, t.param if t.kind == SPIN else 0, t.name(), t.token())


# Bump when the hash after a given event log changes (key() itself, or how events fold
# into the state), so that saves made before are proved by the rules instead of by their
# hashes (persistence/schema.py). A rule change that only new games get belongs in the
# setup's options instead (as stall_coin_moves), which leaves old saves' hashes alone.
HASH_VERSION = 1


class ReplayError(ValueError):
    """An event that does not fit the state it is applied to."""


def _coin_progress(s: State, place: int) -> bool:
    """Whether a coin (or the galleon) put down at ``place`` is anti-stall progress.

    A coin leaving the island for good (banked on a ship, sunk or eaten) always is. A coin
    put down on the island is only under the ``stall_coin_moves`` option, which games made
    before it existed have (their setups lack the option); new games leave it off, since
    a coin carried to and fro would hold the end off for ever (docs/rules.md)."""
    if place == CARRIED:
        return False
    if place < 0 and place != NOWHERE:
        return True
    return bool(s.options.get("stall_coin_moves", True))


def apply_event(s: State, ev) -> None:
    """Change ``s`` by one event (a tuple or list starting with its type name)."""
    t = ev[0]
    if t == "pirate":
        _, p, where, cell, step, ship = ev
        s.p_where[p], s.p_cell[p], s.p_step[p], s.p_ship[p] = where, cell, step, ship
    elif t == "coin":
        if ev[1] != CARRIED or ev[2] != CARRIED:
            place_coins(s, ev[1], -1, ReplayError)
            place_coins(s, ev[2], 1, ReplayError)
            if _coin_progress(s, ev[2]):
                s.progress = True
    elif t == "act":
        s.pending = None
    elif t == "reveal":
        _, cell, token = ev
        tile = parse_tile(token)
        old = s.tiles[cell]
        if old is None or s.up[cell]:
            raise ReplayError(f"reveal of a cell that is not a face-down tile: {cell}")
        s.tiles[cell] = tile
        s.up[cell] = True
        s._tiles_key = None
        s.progress = True
        if old.kind == CHEST:
            s.hidden_coins -= old.param
        elif old.kind == GALLEON:
            s.hidden_coins -= 3
        if tile.kind == CHEST:
            place_coins(s, cell * 8, tile.param, ReplayError)
        elif tile.kind == GALLEON:
            s.galleon = cell * 8
    elif t == "strike":
        p = ev[1]
        crew = s.p_crew[p]
        s.p_where[p], s.p_cell[p], s.p_step[p], s.p_ship[p] = SHIP, s.ship[crew], 0, crew
        s.p_trap[p] = False
        s.p_drunk[p] = 0
        s.p_lost[p] = 0
        s.p_lost_coin[p] = 0
    elif t == "die":
        p = ev[1]
        s.p_where[p], s.p_cell[p], s.p_step[p], s.p_ship[p] = DEAD if p < 12 else ABSENT, -1, 0, -1
        s.p_trap[p] = False
        s.p_drunk[p] = 0
        s.p_lost[p] = 0
        s.p_lost_coin[p] = 0
        s.progress = True
    elif t == "ship":
        _, crew, cell = ev
        s.ship[crew] = cell
        for p in s.pieces:
            if s.p_where[p] == SHIP and s.p_ship[p] == crew:
                s.p_cell[p] = cell
    elif t == "trap":
        s.p_trap[ev[1]] = bool(ev[2])
    elif t == "drunk":
        s.p_drunk[ev[1]] = ev[2]
    elif t == "plane":
        if s.tiles[ev[1]] is None or s.tiles[ev[1]].kind != AIRPLANE:
            raise ReplayError("airplane used where there is none")
        s.tiles[ev[1]] = Tile(EMPTY)
        s._tiles_key = None
    elif t == "revive":
        _, p, cell = ev
        if s.p_where[p] != DEAD:
            raise ReplayError("revival of a pirate who is not dead")
        s.p_where[p], s.p_cell[p], s.p_step[p], s.p_ship[p] = LAND, cell, 0, -1
    elif t == "choice":
        _, p, kind, cell, options, coin, origin, prev, prev_step, visited, *extra = ev
        s.pending = Pending(p, kind, cell, tuple(options), coin, origin, prev,
                            prev_step, frozenset(visited), extra[0] if extra else 0)
    elif t == "turn":
        crew = ev[1]
        s.turn = crew
        s.turns += 1
        s.stall = 0 if s.progress else s.stall + 1
        s.progress = False
        forget = s.options.get("rules_version", 1) >= 2
        for p in s.pieces:
            d = s.p_drunk[p]
            if d:
                if s.p_crew[p] == crew:
                    s.p_drunk[p] = d - 1
                elif d == 1 and forget:
                    s.p_drunk[p] = 0  # the lost turn has passed (RULINGS, finer points: rum)
        if s.smoke:  # a smoky turn: the next crew's player decides (RULINGS, smoke)
            s.smoke -= 1
            s.smoky = True
        else:
            s.smoky = False
    elif t == "join":
        s.p_crew[ev[1]] = ev[2]
    elif t == "galleon":
        _, src, dst = ev
        if s.galleon != src:
            raise ReplayError("the galleon treasure is not where the event takes it from")
        if src == CARRIED:
            s.carried -= 3
        if dst == CARRIED:
            s.carried += 3
        elif dst == SUNK:
            s.sunk += 3
        elif dst == EATEN:
            s.eaten += 3
        elif -4 <= dst <= -1:
            s.banked[-1 - dst] += 3
        s.galleon = dst
        if _coin_progress(s, dst):
            s.progress = True
    elif t == "bottles":
        s.bottles[ev[1]] += ev[2]
        if s.bottles[ev[1]] < 0:
            raise ReplayError("more bottles used than the side holds")
    elif t == "swap":
        _, a, b = ev
        s.tiles[a], s.tiles[b] = s.tiles[b], s.tiles[a]
        s.up[a], s.up[b] = s.up[b], s.up[a]
        s.caves = [b if c == a else a if c == b else c for c in s.caves]  # open caves move too
        swap_known(s.known, a, b)
        s._tiles_key = None
    elif t == "peek":
        s.known[ev[1]].add(ev[2])
    elif t == "lost":
        _, p, seq, coin = ev
        s.p_lost[p] = seq
        s.p_lost_coin[p] = coin
        if seq:
            s.lost_seq = max(s.lost_seq, seq)
    elif t == "cave":
        s.caves.append(ev[1])
    elif t == "gone":
        p = ev[1]
        s.p_crew[p] = -1
        s.p_where[p], s.p_cell[p], s.p_step[p], s.p_ship[p] = ABSENT, -1, 0, -1
        s.p_lost[p] = 0
        s.p_lost_coin[p] = 0
        s.p_trap[p] = False
        if s.options.get("rules_version", 1) >= 2:
            s.p_drunk[p] = 0  # nobody is left to miss a turn
        s.progress = True
    elif t == "convert":
        s.converted = True
    elif t == "smoke":
        s.smoke = len(s.crews)
    elif t == "skip":
        pass
    elif t == "end":
        s.over = True
        s.end_reason = ev[1]
    else:
        raise ReplayError(f"unknown event type {t!r}")


def spin_steps(s: State, cell: int) -> int:
    t = s.tiles[cell]
    return t.param if t is not None and t.kind == SPIN and s.up[cell] else 0
