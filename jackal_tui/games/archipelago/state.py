"""The Archipelago game state and how each event changes it.

``apply_event`` is the only code that changes a State; it draws no random number (a
reveal carries the face it showed, a roll the die's number).

Chance may be pinned, as a classic position pins an arrow's turn: ``opens`` holds the
face a face-down arrow or cannon will show when opened (by cell), ``next_rolls`` the
die's next results in order. The rules take a pinned outcome instead of drawing one,
and the event that carries it uses the pin up (a reveal or roll that does not match it
does not fit the state). Both are empty in a dealt game.
"""

from __future__ import annotations

import hashlib
import json

from jackal_tui.games.archipelago.board import Board, board_of
from jackal_tui.games.archipelago.tiles import BOTTLES_IN_ALL, kind_of, number_of
from jackal_tui.games.island import CARRIED, EATEN, SUNK, place_coins, swap_known

# Where a piece is.
ABSENT, BOAT, LAND, SEA, DEAD = range(5)
WHERE_NAMES = ("absent", "boat", "land", "sea", "dead")
# Coin places besides a tile (a tile place is cell * 8 + step, always >= 0): SUNK, EATEN,
# CARRIED, from jackal_tui.games.island, shared by the island games.
MISSIONARY = 12
PIECES = 13

# mode: (crews in play, side of each of them). RULINGS-ARCHIPELAGO: players, turns.
MODES = {
    "1": ((0,), (0,)),     # the solo puzzles: W1, W2, W3 are the white, yellow, red pirates
    "2": ((0, 2), (0, 1)),
    "3": ((0, 1, 2), (0, 1, 2)),
    "4": ((0, 1, 2, 3), (0, 1, 2, 3)),
    "2v2": ((0, 1, 2, 3), (0, 1, 0, 1)),
}
MODE_NAMES = {"1": "1 player: a pirate puzzle", "2": "2 players", "3": "3 players", "4": "4 players, each for themselves",
              "2v2": "2 on 2 (White and Black against Yellow and Red)"}
PHASES = ("setup", "act", "bottles", "vote", "draw")


def bank_place(crew: int) -> int:
    return -1 - crew


class ReplayError(ValueError):
    """An event that does not fit the state it is applied to."""


class State:
    """Mutable game state. Read it through the methods; change it only by events."""

    __slots__ = (
        "board", "island", "mode", "crews", "side", "seed", "options", "names",
        "tiles", "backs", "up", "removed", "coins", "banked", "sunk", "eaten", "carried",
        "hidden_coins", "tile_coins", "p_where", "p_cell", "p_step", "p_boat", "p_trap",
        "p_drunk", "p_crew", "converted", "boats", "supply", "bottles", "bear",
        "bear_owner", "known", "turn", "phase", "pending", "vote", "vote_turn", "smoke",
        "smoky", "stall", "progress", "turns", "draws", "over", "end_reason", "last_roll",
        "mover", "opens", "next_rolls", "_key_cache",
        # the campaign (RULINGS-ARCHIPELAGO: "End, score, campaign"); abilities are by
        # pirate and may be written in any position
        "island_no", "abilities", "used", "shown", "pickers", "results",
    )
    game = "archipelago"   # the registered game this state is of

    def __init__(self, board: Board, mode: str = "4"):
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: one of {', '.join(MODES)}")
        crews, sides = MODES[mode]
        self.board = board
        self.island = "custom"
        self.mode = mode
        self.crews = crews
        self.side = [-1] * 4
        for c, sd in zip(crews, sides):
            self.side[c] = sd
        self.seed = 0
        self.options: dict = {"stall_rounds": 50}
        self.names: list[str] = []
        n = board.cells
        self.tiles: list[str | None] = [("empty" if c in board.land else None) for c in range(n)]
        self.backs: list[str | None] = list(board.back)
        self.up = [c in board.land for c in range(n)]
        self.removed: list[str] = []   # "B:token", the tiles set aside unseen
        self.coins: dict[int, int] = {}
        self.banked = [0, 0, 0, 0]
        self.sunk = self.eaten = self.carried = 0
        self.hidden_coins = 0          # in face-down chests on the island
        self.tile_coins = 0
        self.p_where = [ABSENT] * PIECES
        self.p_cell = [-1] * PIECES
        self.p_step = [0] * PIECES
        self.p_boat = [-1] * PIECES
        self.p_trap = [False] * PIECES
        self.p_drunk = [0] * PIECES
        self.p_crew = [p // 3 for p in range(12)] + [-1]
        self.converted = False
        self.boats = [-1, -1, -1, -1]
        for c in crews:
            for p in range(c * 3, c * 3 + 3):
                self.p_where[p], self.p_boat[p] = BOAT, c
        self.supply = BOTTLES_IN_ALL
        self.bottles = [0, 0, 0, 0]
        self.bear = -1
        self.bear_owner = -1
        self.known: list[set[int]] = [set(), set(), set(), set()]
        self.turn = crews[0]
        self.phase = "act"
        self.pending: dict | None = None
        self.vote: tuple | None = None     # (proposer, voters still to answer)
        self.vote_turn = -1                # the turn in which the last proposal was made
        self.smoke = 0
        self.smoky = False
        self.stall = 0
        self.progress = False
        self.turns = 0
        self.draws = 0                     # chance outcomes so far (picks the next draw)
        self.over = False
        self.end_reason = ""
        self.last_roll: tuple | None = None
        self.mover = -1                    # solo: the pirate whose step is due
        self.opens: dict[int, str] = {}    # pinned: the face a face-down tile opens with
        self.next_rolls: tuple[int, ...] = ()   # pinned: the die's next results
        self._key_cache = None
        self.island_no = 1                 # the island's number in a campaign
        self.abilities: list[tuple[str, ...]] = [()] * 12   # by pirate, in the order taken
        self.used: set[tuple[str, int]] = set()   # (ability, pirate) spent on this island
        self.shown: tuple[str, ...] = ()   # the draw: the cards shown and not yet taken
        self.pickers: tuple[int, ...] = () # the draw: crews still to pick, in order
        self.results: list[dict] = []      # a campaign's islands played (see island_result)

    # ----- reading -----------------------------------------------------------------
    def name(self, cell: int) -> str:
        return self.board.names[cell]

    def kind(self, cell: int) -> str | None:
        """The kind of the face-up tile on a cell (None for water or a face-down tile)."""
        t = self.tiles[cell]
        return kind_of(t) if t is not None and self.up[cell] else None

    @property
    def campaign(self) -> bool:
        """Is this island one of a campaign (``options.campaign``)?"""
        return bool(self.options.get("campaign"))

    @property
    def islands(self) -> int:
        """How many islands the campaign plays (1 outside a campaign)."""
        return int(self.options.get("islands", 4)) if self.campaign else 1

    def has(self, p: int, ability: str) -> bool:
        """Does pirate ``p`` hold ``ability``? (The Missionary never holds one.)"""
        return p < 12 and ability in self.abilities[p]

    def owned(self) -> set[str]:
        """The abilities some pirate holds."""
        return {a for held in self.abilities for a in held}

    def partners(self, a: int, b: int) -> bool:
        return self.side[a] == self.side[b]

    @property
    def solo(self) -> bool:
        return self.mode == "1"

    @property
    def sides(self) -> list[tuple[int, ...]]:
        n = max(self.side[c] for c in self.crews) + 1
        return [tuple(c for c in self.crews if self.side[c] == k) for k in range(n)]

    def fighter(self, p: int) -> bool:
        return p < 12 or self.converted

    def peaceful(self, p: int) -> bool:
        return p == MISSIONARY and not self.converted

    def on_land(self, cell: int, step: int | None = None):
        """Pieces standing on a land cell (on that step of a labyrinth, if given)."""
        return [p for p in range(PIECES) if self.p_where[p] == LAND and self.p_cell[p] == cell
                and (step is None or self.p_step[p] == step)]

    def swimmers(self, cell: int):
        return [p for p in range(PIECES) if self.p_where[p] == SEA and self.p_cell[p] == cell]

    def boat_at(self, cell: int) -> int:
        for c in self.crews:
            if self.boats[c] == cell:
                return c
        return -1

    def coins_on(self, cell: int, step: int = 0) -> int:
        return self.coins.get(cell * 8 + step, 0)

    def coins_at(self, cell: int) -> int:
        return sum(self.coins.get(cell * 8 + k, 0) for k in range(8))

    def unseen_by_back(self) -> tuple[dict[str, list[str]], dict[str, int]]:
        """The tiles nobody has seen (face down or set aside unseen), by back, and how many
        of each back lie face down. Public as a whole: the box less the open tiles
        (which of them lies where, or was set aside, is not)."""
        pool: dict[str, list[str]] = {}
        down: dict[str, int] = {}
        for c in self.board.land:
            if not self.up[c]:
                back = self.backs[c]
                down[back] = down.get(back, 0) + 1
                pool.setdefault(back, []).append(self.tiles[c])
        for r in self.removed:
            back, tok = r.split(":", 1)
            pool.setdefault(back, []).append(tok)
        return pool, down

    def most_unfound(self) -> int:
        """The most coins the face-down tiles can hold, from what every player knows. The
        tiles nobody has seen (face down or set aside unseen) are the box less the open
        ones, so which chests are among them is public; which of them lie on the island,
        and where, is not. Each face-down tile may hold one of the richest unseen chests
        of its back. (``hidden_coins``, the coins really under them, is secret: on island
        1 nine tiles are set aside unseen, RULINGS-ARCHIPELAGO.)"""
        pool, down = self.unseen_by_back()
        out = 0
        for back, k in down.items():
            chests = sorted((number_of(tok) for tok in pool[back] if kind_of(tok) == "chest"),
                            reverse=True)
            out += sum(chests[:k])
        return out

    def removed_coins(self) -> int:
        return sum(number_of(t.split(":", 1)[1]) for t in self.removed
                   if kind_of(t.split(":", 1)[1]) == "chest")

    @property
    def coins_in_play(self) -> int:
        return self.tile_coins + self.carried + self.hidden_coins

    @property
    def total_coins(self) -> int:
        return (self.coins_in_play + sum(self.banked) + self.sunk + self.eaten
                + self.removed_coins())

    def side_scores(self) -> list[tuple[tuple[int, ...], int]]:
        return [(crews, sum(self.banked[c] for c in crews)) for crews in self.sides]

    def winners(self) -> list[int]:
        if not self.over:
            return []
        if self.solo:
            return [0] if self.end_reason.startswith("solved") else []
        scores = self.side_scores()
        best = max(v for _, v in scores)
        return sorted(c for crews, v in scores if v == best for c in crews)

    def decider(self) -> int | None:
        """The crew (seat) that decides now: a voter, or in a smoky turn the next crew."""
        if self.over:
            return None
        if self.pending and self.pending["kind"] == "ashore":   # Jonah's crew puts him
            return self.p_crew[self.pending["piece"]]
        if self.vote:
            return self.vote[1][0]
        if self.smoky and self.phase == "act" and not self.solo:
            i = self.crews.index(self.turn)
            return self.crews[(i + 1) % len(self.crews)]
        return self.turn

    def key(self) -> tuple:
        if self._key_cache is None:
            self._key_cache = (tuple(self.board.layout), tuple(self.tiles), tuple(self.backs),
                               tuple(self.up), tuple(sorted(self.removed)))
        return self._key_cache + (
            self.mode, self.seed, tuple(sorted(self.options.items())),
            tuple(sorted(self.coins.items())), tuple(self.banked), self.sunk, self.eaten,
            self.carried, tuple(self.p_where), tuple(self.p_cell), tuple(self.p_step),
            tuple(self.p_boat), tuple(self.p_trap), tuple(self.p_drunk), tuple(self.p_crew),
            self.converted, tuple(self.boats), self.supply, tuple(self.bottles), self.bear,
            self.bear_owner, tuple(tuple(sorted(k)) for k in self.known), self.turn,
            self.phase, json.dumps(self.pending, sort_keys=True), repr(self.vote),
            self.vote_turn, self.smoke, self.smoky, self.stall, self.progress, self.turns,
            self.draws, self.over, self.end_reason, self.mover) + self._pins() \
            + self._campaign_key()

    def _pins(self) -> tuple:
        """Pinned chance, in the key only when there is some (so that the hash of every
        position without it stays what it was)."""
        if not self.opens and not self.next_rolls:
            return ()
        return (("pins", tuple(sorted(self.opens.items())), self.next_rolls),)

    def _campaign_key(self) -> tuple:
        """The campaign and abilities, in the key only when there are some (so that the
        hash of every position without them stays what it was)."""
        if not (self.campaign or any(self.abilities) or self.used or self.shown
                or self.pickers or self.results):
            return ()
        return (("campaign", self.island_no, tuple(self.abilities), tuple(sorted(self.used)),
                 self.shown, self.pickers, json.dumps(self.results, sort_keys=True)),)

    def state_hash(self) -> str:
        return hashlib.blake2b(repr(self.key()).encode(), digest_size=8).hexdigest()

    def copy(self) -> "State":
        s = State.__new__(State)
        for name in _SHARED:
            setattr(s, name, getattr(self, name))
        for name in _LISTS:
            setattr(s, name, getattr(self, name).copy())
        s.known = [k.copy() for k in self.known]
        s.results = [dict(r, picks=dict(r["picks"])) for r in self.results]
        return s


_LISTS = ("options", "tiles", "backs", "up", "removed", "coins", "banked", "p_where",
          "p_cell", "p_step", "p_boat", "p_trap", "p_drunk", "p_crew", "boats", "bottles",
          "names", "side", "opens", "abilities", "used")
_SHARED = tuple(n for n in State.__slots__ if n not in _LISTS and n not in ("known", "results"))


def new_state(layout, mode: str) -> State:
    return State(board_of(tuple(layout)), mode)


def _place_coins(s: State, place: int, n: int) -> None:
    """Coins put at (or taken from) a place, as in classic; a coin that leaves the
    island for good (banked, sunk, eaten) is progress against the anti-stall end."""
    if place_coins(s, place, n, ReplayError, "boat"):
        s.progress = True


def _put(s: State, p: int, where: int, cell: int, step: int, boat: int) -> None:
    s.p_where[p], s.p_cell[p], s.p_step[p], s.p_boat[p] = where, cell, step, boat


def _home(s: State, p: int) -> None:
    """A piece goes back aboard its crew's boat (struck, mauled, shot)."""
    crew = s.p_crew[p]
    _put(s, p, BOAT, s.boats[crew], 0, crew)
    s.p_trap[p] = False
    s.p_drunk[p] = 0


def apply_event(s: State, ev) -> None:
    """Change ``s`` by one event (a tuple or list starting with its type name)."""
    t = ev[0]
    if t == "piece":
        _, p, where, cell, step, boat = ev
        _put(s, p, where, cell, step, boat)
    elif t == "coin":
        _place_coins(s, ev[1], -1)
        _place_coins(s, ev[2], 1)
    elif t == "act":
        s.pending = None
    elif t == "reveal":
        _, cell, token = ev
        if s.tiles[cell] is None or s.up[cell]:
            raise ReplayError(f"reveal of a cell that is not a face-down tile: {cell}")
        pinned = s.opens.pop(cell, None)
        if pinned is not None and pinned != token:
            raise ReplayError(f"reveal of {token} where the position pins {pinned}")
        old = s.tiles[cell]
        if kind_of(old) == "chest":
            s.hidden_coins -= number_of(old)
        s.tiles[cell] = token
        s.up[cell] = True
        s._key_cache = None
        s.progress = True
        s.draws += 1
        if kind_of(token) == "chest":
            _place_coins(s, cell * 8, number_of(token))
    elif t == "spent":
        s.tiles[ev[1]] = "empty"
        s._key_cache = None
    elif t == "face":    # the earthquake turned a face-up arrow it moved
        s.tiles[ev[1]] = ev[2]
        s._key_cache = None
    elif t == "strike":  # struck, mauled or shot: back aboard his crew's boat
        _home(s, ev[1])
    elif t == "die":
        p = ev[1]
        _put(s, p, DEAD if p < 12 else ABSENT, -1, 0, -1)
        if p == MISSIONARY:
            s.p_crew[p] = -1
        s.p_trap[p] = False
        s.p_drunk[p] = 0
        s.progress = True
    elif t == "boat":
        _, crew, cell = ev
        s.boats[crew] = cell
        for p in range(PIECES):
            if s.p_where[p] == BOAT and s.p_boat[p] == crew:
                s.p_cell[p] = cell
    elif t == "trap":
        s.p_trap[ev[1]] = bool(ev[2])
    elif t == "drunk":
        s.p_drunk[ev[1]] = ev[2]
    elif t == "revive":
        _, p, cell = ev
        if s.p_where[p] != DEAD:
            raise ReplayError("revival of a pirate who is not dead")
        _put(s, p, LAND, cell, 0, -1)
        s.progress = True
    elif t == "choice":
        s.pending = dict(ev[1])
    elif t == "turn":
        crew = ev[1]
        s.turn = crew
        s.turns += 1
        s.stall = 0 if s.progress else s.stall + 1
        s.progress = False
        s.phase = "act"
        for p in range(PIECES):
            d = s.p_drunk[p]
            if d:
                if s.p_crew[p] == crew:
                    s.p_drunk[p] = d - 1
                elif d == 1:
                    s.p_drunk[p] = 0
        if s.smoke:
            s.smoke -= 1
            s.smoky = True
        else:
            s.smoky = False
    elif t == "phase":     # ("phase", name) or ("phase", name, crew to decide)
        s.phase = ev[1]
        if len(ev) > 2:
            s.turn = ev[2]
    elif t == "join":
        s.p_crew[ev[1]] = ev[2]
    elif t == "convert":
        s.converted = True
    elif t == "bottles":   # bottles between the supply and a crew
        _, crew, n = ev
        s.bottles[crew] += n
        s.supply -= n
        if s.bottles[crew] < 0 or s.supply < 0:
            raise ReplayError("more bottles than there are")
    elif t == "swap":
        _, a, b = ev
        s.tiles[a], s.tiles[b] = s.tiles[b], s.tiles[a]
        s.backs[a], s.backs[b] = s.backs[b], s.backs[a]
        s.up[a], s.up[b] = s.up[b], s.up[a]
        swap_known(s.known, a, b)
        if a in s.opens or b in s.opens:    # a pinned face moves with its tile
            pa, pb = s.opens.pop(a, None), s.opens.pop(b, None)
            if pb is not None:
                s.opens[a] = pb
            if pa is not None:
                s.opens[b] = pa
        s._key_cache = None
    elif t == "peek":
        s.known[ev[1]].add(ev[2])
    elif t == "bear":
        s.bear, s.bear_owner = ev[1], ev[2]
    elif t == "roll":
        if s.next_rolls:
            if ev[2] != s.next_rolls[0]:
                raise ReplayError(f"a roll of {ev[2]} where the position pins "
                                  f"{s.next_rolls[0]}")
            s.next_rolls = s.next_rolls[1:]
        s.last_roll = (ev[1], ev[2])
        s.draws += 1
    elif t == "smoke":
        s.smoke = len(s.crews)
    elif t == "propose":
        crew = ev[1]
        i = s.crews.index(crew)
        s.vote = (crew, tuple(s.crews[(i + k) % len(s.crews)] for k in range(1, len(s.crews))))
        s.vote_turn = s.turns
    elif t == "agree":
        if not s.vote or s.vote[1][0] != ev[1]:
            raise ReplayError("an answer from a crew that was not asked")
        s.vote = (s.vote[0], s.vote[1][1:]) if len(s.vote[1]) > 1 else None
    elif t == "refuse":
        s.vote = None
    elif t == "mover":
        s.mover = ev[1]
    elif t in ("skip", "curse", "sits", "mauled"):
        pass
    elif t == "end":
        s.end_reason = ev[1]
        s.vote = None
        s.pending = None
        if s.campaign:          # the island's result is kept; the draw or the next follows
            s.results.append(island_result(s))
        s.over = s.island_no >= s.islands
    elif t == "shown":     # the draw: the cards shown (a chance outcome)
        s.shown = tuple(ev[1:])
        s.draws += 1
    elif t == "pickers":   # the draw: the crews still to pick, in order (first: now)
        s.pickers = tuple(ev[1])
        s.phase = "draw"
        if s.pickers:
            s.turn = s.pickers[0]
    elif t == "ability":   # ("ability", pirate, name): he takes the card for good
        _, p, name = ev
        if name not in s.shown or not 0 <= p < 12 or s.p_crew[p] != s.turn:
            raise ReplayError(f"{name} is not a card shown to the crew of that pirate")
        s.abilities[p] = s.abilities[p] + (name,)
        s.shown = tuple(x for x in s.shown if x != name)
        s.results[-1]["picks"][str(s.turn)] = [name, p]
    elif t == "pass":
        s.results[-1]["picks"][str(ev[1])] = []
    elif t == "used":      # ("used", pirate, name): a once-per-island ability is spent
        s.used.add((ev[2], ev[1]))
    elif t == "deal":      # the campaign's next island (a chance outcome)
        deal_next(s, ev)
    else:
        raise ReplayError(f"unknown event type {t!r}")


def island_result(s: State) -> dict:
    """What a campaign keeps of an island: its number and name, each crew's banked coins
    (by crew, 0 for one not in play) and the draw that followed (``picks``: by crew as a
    text, ``[ability, pirate]`` or ``[]`` for a pass)."""
    return {"number": s.island_no, "island": s.island, "banked": list(s.banked),
            "picks": {}}


def lay_out(s: State, tiles: dict[int, str], removed: list[str], boats: list[int] | None) -> None:
    """Lay an island's face-down tiles and the boats (None: the crews set them up)."""
    for c, token in tiles.items():
        if c not in s.board.land:
            raise ReplayError(f"a tile on water: {s.board.name(c)}")
        s.tiles[c] = token
        s.up[c] = False
        if kind_of(token) == "chest":
            s.hidden_coins += number_of(token)
    if any(s.up[c] for c in s.board.land):
        raise ReplayError("the setup leaves a land cell without a tile")
    s.removed = list(removed)
    if boats is None:
        s.phase = "setup"
        s.turn = s.crews[0]
        return
    for c in s.crews:
        cell = boats[c]
        if cell in s.board.land or not 0 <= cell < s.board.cells:
            raise ReplayError("a boat on land")
        s.boats[c] = cell
        for p in range(c * 3, c * 3 + 3):
            s.p_cell[p] = cell


# What a campaign carries from one island to the next; everything else starts afresh.
_CARRIED_OVER = ("seed", "options", "names", "draws", "abilities", "results", "island")


def deal_next(s: State, ev) -> None:
    """``("deal", island, layout, tiles, removed, boats)``: the next island of the campaign,
    every pirate aboard (the dead too) with his abilities; coins, bottles, looks and the
    bear start afresh (board.py: ``deal_codes`` writes the numbers)."""
    from jackal_tui.games.archipelago.board import deal_from_codes
    _, island, layout, tiles, removed, boats = ev
    if not s.campaign or s.over:
        raise ReplayError("a new island is dealt only between the islands of a campaign")
    board, faces, gone, places = deal_from_codes(layout, tiles, removed, boats)
    fresh = State(board, s.mode)
    for name in _CARRIED_OVER:
        setattr(fresh, name, getattr(s, name))
    fresh.island = island
    fresh.island_no = s.island_no + 1
    lay_out(fresh, faces, gone, None if s.options.get("boats") == "choose" else places)
    fresh.draws += 1
    for name in State.__slots__:
        setattr(s, name, getattr(fresh, name))
    s._key_cache = None
