"""Computer crews for Jackal Archipelago: random, easy and strong.

They read only what the deciding seat may know. Every look ahead happens in a *dealt*
world (``SEARCH.deal``: each face-down tile the seat has not looked at in its lighthouse
is dealt again from the tiles it cannot have seen), so a face-down tile's face, or the
tile another crew saw from its lighthouse, never changes a choice.

- ``random``: any legal action.
- ``easy``: one ply. Each action is played in a few dealt worlds (and a chain decision it
  leads to is followed to its best end) and the result is scored by :func:`standing`:
  banked coins, coins dragged toward the own boat, pirates alive, pirates near face-down
  tiles, and none on the bear's next cell or next to it.
- ``strong``: the easy crew's six best actions, each played in the same few dealt worlds
  and answered by the other side's best strike or coin move, scored by :func:`relative`
  (a two-ply "best reply" look); with 2 players, when its turn comes round again it also
  tries its own three best next actions, each answered in the same way, and keeps the
  best (four plies, :meth:`StrongArchipelagoCrew.follow_up`). A lighthouse look or an
  earthquake's swap, which change no standing, go to the generic determinized MCTS
  (``ai/search.py``) over :class:`StrongSearch`. With its whole crew aboard it first
  sails to its :func:`anchorage`, where its boat lies nearest the most coins it may
  find; later the look weighs a boat move toward it too, and counts the loose coins near
  each boat (:func:`piles_near`). It counts a coin's way home over the tiles a carrier
  can cross (:func:`_carry_home`), not king steps, and a swimmer's way to his boat in
  steps of water (:func:`swim_home`). Its anchorage counts nothing under the bear or
  next to it (:func:`territory`), and of two ways to the same end it takes the sooner
  (``SOONER``). Once the anti-stall count passes a fifth of its limit, a side not ahead
  in banked coins hurries (:func:`urgency`): the look scores opening a tile or banking a
  coin, and the actions its nearest pirate needs to reach a tile or coin left, walked
  over the tiles as the rules move him (:func:`to_progress`, :func:`walk_steps`); and
  the look weighs the best opening of a tile even where the one-ply ranking left it out.
"""

from __future__ import annotations

import heapq
import math
import random
import time

from jackal_tui.games.archipelago.rules import KNIGHT, bear_target, boat_speed, land_distances
from jackal_tui.games.archipelago.search import ArchipelagoSearch
from jackal_tui.games.archipelago.state import BOAT, DEAD, LAND, MISSIONARY, SEA, State
from jackal_tui.games.archipelago.tiles import (DIR_ORDER, DIRS, MOVE_ON, NO_COIN, dirs_of, kind_of,
                                 number_of)
from jackal_tui.ai.search import SearchInfo, SearchParams, search

BANK = 10.0        # a banked coin
ALIVE = 3.0        # a pirate not dead
BEAR_NEXT = 6.0    # a pirate on the cell the bear steps onto next (he is struck home)
BEAR_NEAR = 1.5    # a pirate next to that cell
STRUCK = 4.0       # the easy crew's cost of a pirate of its own struck home by its action
ON_LAND = 1.5      # a pirate on land while face-down tiles are left
CARRY = 10.0       # a coin in a pirate's hand next to his boat is worth CARRY - CARRY_STEP
CARRY_STEP = 2.0   # ... and CARRY_STEP less a step of land farther, up to 3 (then 0.5)
NEAR_STEP = 0.2    # a coin lying loose loses this much for each step to the nearest pirate
LOOK_AHEAD = 3     # chain decisions followed to their end
WIDTH = 12         # at most this many options of a chain decision are looked at
REPEAT = 3.0       # points the easy crew pays for each time it made a position before
TAU = 8.0          # standing points that make a search value 0.73


def board_key(s: State, crew: int) -> tuple:
    """Where ``crew``'s pirates and boat and every coin are (no tile, no other crew: an
    enemy's moves must not hide that this crew goes round in circles)."""
    mine = range(crew * 3, crew * 3 + 3)
    return (tuple((s.p_where[p], s.p_cell[p], s.p_step[p]) for p in mine), s.boats[crew],
            tuple(sorted(s.coins.items())), tuple(s.banked))


def is_archipelago(state) -> bool:
    return isinstance(state, State)


_HOME: dict[tuple, dict[int, int]] = {}


def _to_boat(s: State, crew: int) -> dict[int, int]:
    """King steps over land from each land cell to a cell next to ``crew``'s boat, + 1."""
    boat = s.boats[crew]
    if boat < 0:
        return {}
    key = (s.board.layout, boat)
    got = _HOME.get(key)
    if got is not None:
        return got
    if len(_HOME) > 512:
        _HOME.clear()
    out: dict[int, int] = _HOME.setdefault(key, {})
    for n in s.board.neighbours[boat]:
        if n in s.board.land:
            for c, d in land_distances(s, n).items():
                if d + 1 < out.get(c, 1 << 20):
                    out[c] = d + 1
    return out


_CARRY: dict[tuple, dict[int, int]] = {}
# what entering a face-up tile costs a pirate dragging a coin home, in actions: tiles
# that move him on (arrow, horse, ...) and those no coin may enter are closed to him
CARRY_COST = {"pit": 3, "barrel": 2}
FACE_DOWN = 3     # a face-down tile on the way: somebody opens it first (no coin may)


def _carry_home(s: State, crew: int) -> dict[int, int]:
    """Actions a pirate dragging a coin needs from each land cell to ``crew``'s boat,
    over the tiles he may really cross: not through an arrow, horse, ice or other tile
    that moves him on, nor a fortress, jungle or shrine (no coin), a labyrinth N taking
    N actions and a face-down tile FACE_DOWN (it must be opened first). The strong
    crew's measure; ``_to_boat`` (king steps) made a pile behind a field of arrows look
    two steps from home, and its pirates carried coins onto it for ever. Reads which
    tiles are face up and what they show only, never a face-down face."""
    boat = s.boats[crew]
    if boat < 0:
        return {}
    b = s.board
    land = b.land
    key = (b.layout, boat, tuple(s.tiles[c] if s.up[c] else None for c in sorted(land)))
    got = _CARRY.get(key)
    if got is not None:
        return got
    if len(_CARRY) > 4096:
        _CARRY.clear()

    def enter(c: int) -> int | None:
        if not s.up[c]:
            return FACE_DOWN
        k = kind_of(s.tiles[c])
        if k in MOVE_ON or k in NO_COIN:
            return None
        if k == "labyrinth":
            return number_of(s.tiles[c])
        return CARRY_COST.get(k, 1)

    dist: dict[int, int] = {}
    heap = []
    for n in b.neighbours[boat]:
        if n in land:
            heapq.heappush(heap, (1, n))
    while heap:
        d, c = heapq.heappop(heap)
        if c in dist:
            continue
        dist[c] = d
        cost = enter(c)
        if cost is None:       # he may stand here (the pile) but not pass through
            continue
        for n in b.land_neighbours[c]:
            if n not in dist:
                heapq.heappush(heap, (d + cost, n))
    _CARRY[key] = dist
    return dist


def standing(s: State, crew: int, carry: bool = False) -> float:
    """How well ``crew`` stands, in points (10 a banked coin), from what lies on the board.
    ``carry`` (the strong crew): a coin's way home counted by :func:`_carry_home`.

    Reads face-up tiles, pieces, coins, boats and the bear only, never a face-down face."""
    v = BANK * s.banked[crew]
    mine = [p for p in range(crew * 3, crew * 3 + 3)]
    if s.p_crew[12] == crew:
        mine.append(12)
    home = _carry_home(s, crew) if carry else _to_boat(s, crew)
    land_pirates = [p for p in mine if s.p_where[p] == LAND]
    xy = s.board.xy
    boat = s.boats[crew]
    swimmers = [p for p in mine if s.p_where[p] == SEA]
    for p in mine:
        if s.p_where[p] != DEAD:
            v += ALIVE
        if s.p_where[p] == SEA:     # a swimmer heads for his boat (or it for him)
            if boat < 0:
                v -= 0.5
            else:
                d = swim_home(s, crew, s.p_cell[p]) if carry else \
                    _king(xy(s.p_cell[p]), xy(boat))
                v -= 0.5 + 0.3 * d
        if s.p_trap[p]:
            v -= 1.0
    targets = [c for c in s.board.land if not s.up[c]] + \
        [pl // 8 for pl, n in s.coins.items() if pl >= 0 and n]
    if boat >= 0 and targets and any(s.p_where[p] == BOAT for p in mine):
        # a boat with pirates aboard sails toward coins and tiles to open
        v -= 0.1 * min(_king(xy(boat), xy(c)) for c in targets)
    # coins: carried toward the boat, or within reach of a pirate of the crew. A pirate
    # drags one coin, so of a pile only as many coins as pirates stand on it count as
    # carried; the rest count as lying next to a pirate. (Counting the whole pile as
    # carried made standing on a chest of 3 worth more than taking one coin home, and the
    # crews sat on piles striking each other until the anti-stall end.)
    for place, n in s.coins.items():
        if place < 0 or not n:
            continue
        cell = place // 8
        d_home = home.get(cell, 12)
        here = sum(1 for p in land_pirates if s.p_cell[p] == cell)
        held = min(n, here)
        # a coin in hand gains CARRY_STEP a step nearer home, and stays below BANK
        v += held * (_carried(d_home) + 0.4 * (place % 8))
        if n <= held:
            continue
        if carry and boat >= 0:
            # the strong crew: a swimmer never steps onto land, so he reaches a coin by
            # his boat (water to it, then the landing); a pirate aboard from the boat.
            # (Counted from the water, a swimmer by a pile swam to and fro beside his
            # boat rather than board it: boarding cost him the coin's nearness.)
            dist = land_distances(s, cell)
            reach = _to_boat(s, crew).get(cell, 12)
            near = min([dist.get(s.p_cell[p], 12) for p in land_pirates] +
                       [swim_home(s, crew, s.p_cell[p]) + reach for p in swimmers] +
                       [reach for p in mine if s.p_where[p] == BOAT and s.p_boat[p] == crew],
                       default=12)
        elif land_pirates or swimmers:
            dist = land_distances(s, cell)
            near = min([dist.get(s.p_cell[p], 12) for p in land_pirates] +
                       [1 + _king(xy(s.p_cell[p]), xy(cell)) for p in swimmers])
        else:
            continue
        v += (n - held) * max(0.0, 2.0 - NEAR_STEP * near - 0.05 * d_home)
    # exploring: pirates on land near face-down tiles (which tile it is, is not read)
    down = [c for c in s.board.land if not s.up[c]]
    if down:
        # a pirate holding a coin is at work taking it home, not exploring: boarding
        # with it must not cost him the on-land points
        loaded = {pl // 8 for pl, n in s.coins.items() if pl >= 0 and n}
        free = [p for p in land_pirates if s.p_cell[p] not in loaded]
        for p in free:
            dist = land_distances(s, s.p_cell[p])
            v -= 0.15 * min((dist.get(c, 12) for c in down), default=12)
        v += ON_LAND * len(free)   # at work on the island, not struck home
    # the bear: its next cell, and the cells around it. It steps before the crew acts
    # again unless the crew woke it and its turn is over (then the crew moves first).
    if s.bear >= 0 and land_pirates:
        got = bear_target(s)
        nxt = got[1] if got else s.bear
        dist = land_distances(s, nxt)
        soon = 1.0 if (s.bear_owner != crew or s.turn == crew) else 0.25
        for p in land_pirates:
            d = dist.get(s.p_cell[p], 99)
            if d == 0:
                v -= BEAR_NEXT * soon
            elif d == 1:
                v -= BEAR_NEAR * soon
    return v


def _carried(d_home: int) -> float:
    """A coin in a pirate's hand ``d_home`` steps from the own boat (12: no way home)."""
    if d_home <= 3:
        return CARRY - CARRY_STEP * d_home
    return max(0.5, CARRY - CARRY_STEP * 3 - 0.5 * (d_home - 3))


def _king(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


_SWIM: dict[tuple, dict[int, int]] = {}


def swim_home(s: State, crew: int, cell: int) -> int:
    """Steps of water between a swimmer on ``cell`` and ``crew``'s boat (the strong
    crew's measure). A swimmer never steps onto land (RULINGS-ARCHIPELAGO "Boats and
    swimmers"), so behind a headland he is farther from his boat than king steps say:
    counted that way, swimmers of a crew whose boat lay across the island went round it
    for the rest of the game. No way by water (other boats in it): king steps + 4."""
    boat = s.boats[crew]
    key = (s.board.layout, tuple(s.boats), boat)
    got = _SWIM.get(key)
    if got is None:
        if len(_SWIM) > 1024:
            _SWIM.clear()
        got = _SWIM[key] = _sea_steps(s, boat)
    d = got.get(cell)
    if d is None:
        xy = s.board.xy
        return _king(xy(cell), xy(boat)) + 4
    return d


def relative(s: State, seat: int, carry: bool = False) -> float:
    """The deciding seat's side's standing less the best other side's."""
    mine = s.side[seat]
    per_side: dict[int, float] = {}
    for c in s.crews:
        per_side[s.side[c]] = per_side.get(s.side[c], 0.0) + standing(s, c, carry)
    others = [v for k, v in per_side.items() if k != mine]
    v = per_side[mine] - (max(others) if others else 0.0)
    if s.over:
        scores = dict((s.side[crews[0]], sc) for crews, sc in s.side_scores())
        best = max(scores.values())
        if scores[mine] == best:
            v += 500.0 if list(scores.values()).count(best) == 1 else 0.0
        else:
            v -= 500.0
    return v


TERRITORY = 4.0   # the strong crew: an expected coin under a face-down tile next to its boat


def unseen_coins(s: State) -> dict[str, float]:
    """Coins a face-down tile of each back holds on average: the coins of the chests among
    the tiles nobody has opened (face down or set aside, :meth:`State.unseen_by_back`), by
    back. The box less what was opened, so public; a deal only moves these tiles among
    cells of their back."""
    pool, _ = s.unseen_by_back()
    out = {"B": 0.0, "F": 0.0, "M": 0.0}
    for back, toks in pool.items():
        if toks:
            out[back] = sum(number_of(t) for t in toks if kind_of(t) == "chest") / len(toks)
    return out


def territory(s: State, crew: int, per_back: dict[str, float] | None = None) -> float:
    """The coins within reach of ``crew``'s boat: each face-down tile's average coins (by
    its back) and each loose coin, TERRITORY points a coin next to the boat and half that
    a land step farther (none beyond). Says where a boat should lie. The bear guards its
    cell and the land next to it (a pirate landing there is mauled at its next step):
    those count nothing. (Counted, a chest of 2 under the bear by a lone crew's boat held
    its anchorage there, among arrows, ice and a crocodile, until the anti-stall end.)"""
    home = _to_boat(s, crew)
    if not home:
        return 0.0
    per_back = unseen_coins(s) if per_back is None else per_back
    guard = {c for c, d in land_distances(s, s.bear).items() if d <= 1} \
        if s.bear >= 0 else set()
    v = 0.0
    for c, d in home.items():
        if d < 3 and not s.up[c] and c not in guard:
            v += per_back[s.backs[c]] * (3 - d)
    for place, n in s.coins.items():
        if place >= 0 and n and place // 8 not in guard:
            v += n * max(0, 3 - home.get(place // 8, 12))
    return 0.5 * TERRITORY * v


def _struck_home(before: State, after: State, a) -> int:
    """The deciding crew's pirates on land sent back aboard by ``a`` (by the bear, a
    strike or a musket), not counting the one who chose to board his own boat."""
    crew = before.p_crew[_piece(a.who)] if a.kind in ("move", "choose") else -1
    seat = _decider(before)
    n = 0
    for p in range(seat * 3, seat * 3 + 3):
        if before.p_where[p] == LAND and after.p_where[p] == BOAT:
            if crew == seat and p == _piece(a.who) and a.to and \
                    before.board.parse(a.to) == before.boats[seat]:
                continue
            n += 1
    return n


def _piece(code: str) -> int:
    from jackal_tui.games.archipelago.actions import parse_piece
    try:
        return parse_piece(code)
    except ValueError:
        return -1


class StrongSearch(ArchipelagoSearch):
    """``SEARCH`` with a leaf valued by the sides' standing, not the banked margin alone."""

    def values(self, s: State, root: State) -> list[float]:
        if s.solo or s.over:
            return super().values(s, root)
        per_side: dict[int, float] = {}
        for c in s.crews:
            per_side[s.side[c]] = per_side.get(s.side[c], 0.0) + standing(s, c, True)
        n = len(per_side)
        out = []
        for k in range(n):
            others = [per_side[j] for j in range(n) if j != k]
            x = (per_side[k] - max(others)) / TAU if others else 0.0
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
        return out


STRONG_SEARCH = StrongSearch()
# pending choices that change no standing (a lighthouse look, an earthquake's swap)
LOOKS_AND_SWAPS = frozenset(("peek", "quake", "quake2", "quaketurn"))
ROOT_WIDTH = 6        # actions the strong crew looks at (the easy crew's best)


def _decider(s: State) -> int:
    d = s.decider()
    return s.turn if d is None else d


class ArchipelagoCrew:
    """The Crew interface (``choose(state, legal, rng_seed, cancel)``) for Archipelago."""

    name = "crew"
    level = "?"

    def __init__(self) -> None:
        self.last_info: SearchInfo | None = None

    def choose(self, state: State, legal: list, rng_seed: int, cancel=None):
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_info = SearchInfo()
            return legal[0]
        action = self._choose(state, list(legal), int(rng_seed), cancel)
        return action if action in legal else legal[0]

    def _choose(self, state, legal, rng_seed, cancel):
        raise NotImplementedError


class RandomArchipelagoCrew(ArchipelagoCrew):
    name, level = "Random", "random"

    def _choose(self, state, legal, rng_seed, cancel):
        return random.Random(rng_seed).choice(legal)


def coins_left(s: State) -> int:
    """The most coins that may still be banked, from what every player knows: the coins on
    the island and in pirates' hands, and the most the face-down tiles can hold
    (:meth:`State.most_unfound`; a tile set aside never comes into play). (Counting every
    unseen chest, the easy crew refused to end an explored island at 5 : 0 for the coins
    of tiles set aside.)"""
    return s.tile_coins + s.carried + s.most_unfound()


def out_for_good(s: State, crew: int) -> bool:
    """Whether ``crew`` can never act again this island: none of its pirates alive (on
    land, aboard or swimming) and no Missionary under its control. Public. Only a pirate
    of the crew standing on the shrine revives one of it, and a skipped crew uses no
    bottle (RULINGS-ARCHIPELAGO: shrine; bottles), so nothing brings such a crew back."""
    if any(s.p_where[p] in (BOAT, LAND, SEA) for p in range(crew * 3, crew * 3 + 3)):
        return False
    return not (s.p_crew[MISSIONARY] == crew and s.p_where[MISSIONARY] in (BOAT, LAND, SEA))


def _margins(state: State, seat: int) -> list[int]:
    """The seat's side's banked coins less each other side's."""
    scores = {state.side[crews[0]]: sc for crews, sc in state.side_scores()}
    side = state.side[seat]
    return [scores[side] - v for k, v in scores.items() if k != side]


def _side_out(state: State, seat: int, rivals: bool) -> bool:
    """Whether every crew of the seat's side (``rivals``: of every other side, and there
    is one) is out for good."""
    side = state.side[seat]
    crews = [c for c in state.crews if (state.side[c] != side) == rivals]
    return bool(crews) and all(out_for_good(state, c) for c in crews)


def _settled(state: State, seat: int) -> bool:
    """Whether ending the island now gives the seat's side the best result it can still
    get: it leads and every other side is out for good (nobody can catch it); or it is
    out for good itself and does not lead (playing on, only the others can bank); or
    another side leads it by more than every coin still to bank (it cannot even draw)."""
    margins = _margins(state, seat)
    if all(m > 0 for m in margins):
        return _side_out(state, seat, rivals=True)
    return _side_out(state, seat, rivals=False) or \
        any(-m > coins_left(state) for m in margins)


def _decisive(state: State, seat: int) -> bool:
    """Whether the seat's side leads every other side by more than all the coins still to
    bank (:func:`coins_left`, public): no coin left can cost it the win."""
    left = coins_left(state)
    return all(m > left for m in _margins(state, seat))


def _vote(state: State, legal: list, seat: int):
    """Agree to end only when the end cannot cost the seat's side the win
    (:func:`_decisive`), or when it settles what playing on cannot better
    (:func:`_settled`); refuse otherwise. (Agreeing whenever it led ended 183 of 200
    games against the random crew at 1 coin to 0.)"""
    agree = _decisive(state, seat) or _settled(state, seat)
    for a in legal:
        if a.kind == ("agree" if agree else "refuse"):
            return a
    return None


PROPOSE_ROUNDS = 10   # rounds between a crew's proposals while it merely cannot lose


def _propose(state: State, legal: list, seat: int):
    """The proposal to end: every turn while the seat's side leads and every other side
    is out for good (nothing is left to play for), and once in PROPOSE_ROUNDS rounds
    while no coin left can cost it the win (:func:`_decisive`), so that a player who
    refuses is not asked every turn. (In 2 on 2 easy against random, a team whose rivals
    were all dead walked about for 320 actions until the anti-stall end.)"""
    alone = all(m > 0 for m in _margins(state, seat)) and _side_out(state, seat, rivals=True)
    spaced = state.vote_turn < 0 or \
        state.turns - state.vote_turn >= PROPOSE_ROUNDS * len(state.crews)
    if not (alone or (spaced and _decisive(state, seat))):
        return None
    for a in legal:
        if a.kind == "propose":
            return a
    return None


def _ending(state: State, legal: list, seat: int):
    """The easy and strong crews' answer to a vote, or their proposal to end, or None."""
    if state.vote:
        return _vote(state, legal, seat)
    return _propose(state, legal, seat)


class EasyArchipelagoCrew(ArchipelagoCrew):
    """One ply in a few dealt worlds, scored by :func:`relative` (see the module text)."""

    name, level = "Easy", "easy"

    def __init__(self, samples: int = 2, noise: float = 0.05, carry: bool = False):
        super().__init__()
        self.samples = samples
        self.noise = noise
        self.carry = carry    # the strong crew's ranking: coins' way home by _carry_home
        # positions this crew's actions made, and how often: pirates striking each
        # other home for ever, or a boat sailing to and fro, would only wait for the
        # anti-stall end
        self.seen: dict[tuple, int] = {}
        self.rules = ArchipelagoSearch()

    def _choose(self, state, legal, rng_seed, cancel):
        start = time.perf_counter()
        rng = random.Random(rng_seed)
        seat = _decider(state)
        got = _ending(state, legal, seat)
        if got is not None:
            return got
        pend = state.pending
        if pend is not None and pend.get("kind") in LOOKS_AND_SWAPS:
            return rng.choice(legal)   # a look or a swap: weighed at random by an easy crew
        options = [a for a in legal if a.kind != "propose"] or legal
        scored, keys = self.rank(state, options, rng, cancel)
        best = max(scored, key=lambda t: t[0])[1]
        if best in keys:
            self.seen[keys[best]] = self.seen.get(keys[best], 0) + 1
        self.last_info = SearchInfo(iterations=len(scored),
                                    seconds=time.perf_counter() - start, line=str(best))
        return best

    def rank(self, state: State, options: list, rng: random.Random, cancel=None):
        """(score, action) for each option, and the board each quiet option leads to."""
        seat = _decider(state)
        up = sum(state.up)
        scored = []
        keys = {}
        for a in options:
            total, runs = 0.0, 0
            while runs < self.samples:
                w = self.rules.deal(state, seat, rng)
                self.rules.play(w, a)
                total += self._after(w, seat, 0) - STRUCK * _struck_home(state, w, a)
                runs += 1
                if runs == 1 and sum(w.up) == up and w.pending is None:
                    keys[a] = board_key(w, seat)
                    break      # nothing opened: one world tells all
            scored.append((total / runs + self.noise * rng.random(), a))
            if cancel is not None and cancel.is_set():
                break
        return scored, keys

    def _after(self, w: State, seat: int, depth: int) -> float:
        pend = w.pending
        if pend is not None and not w.over and depth < LOOK_AHEAD \
                and _decider(w) == seat and pend.get("kind") not in LOOKS_AND_SWAPS:
            nxt = self.rules.legal(w)[:WIDTH]
            best = -1e9
            for a in nxt:
                c = w.copy()
                self.rules.play(c, a)
                best = max(best, self._after(c, seat, depth + 1))
            if nxt:
                return best
        # a position made before, also at the end of a chain (an arrow back and forth)
        again = self.seen.get(board_key(w, seat), 0) if w.pending is None else 0
        return relative(w, seat, self.carry) - REPEAT * again


class StrongArchipelagoCrew(ArchipelagoCrew):
    """The easy crew's best few actions, each played in the same dealt worlds and then
    answered by the other side's best strike or coin move (a two-ply "best reply" look):
    what the action leaves in an enemy's reach is seen before it is played. When the
    crew acts again after that reply (2 players), its own next action and the reply to
    it are looked at too (:meth:`follow_up`): a strike it can answer, a coin it can leave.

    ``nodes`` counts (action, world) looks; ``seconds`` bounds the time instead."""

    name, level = "Strong", "strong"

    def __init__(self, nodes: int | None = None, seconds: float | None = None,
                 params: SearchParams | None = None):
        super().__init__()
        if nodes is None and seconds is None:
            seconds = 1.0
        self.nodes, self.seconds = nodes, seconds
        self.params = params or SearchParams()
        self.easy = EasyArchipelagoCrew(carry=True)
        self.rules = ArchipelagoSearch()
        self.sailed = 0     # turns in a row it sailed toward its anchorage

    def _choose(self, state, legal, rng_seed, cancel):
        start = time.perf_counter()
        seat = _decider(state)
        got = _ending(state, legal, seat)
        if got is not None:
            return got
        legal = [a for a in legal if a.kind != "propose"] or legal
        pend = state.pending
        if pend is not None and pend.get("kind") in LOOKS_AND_SWAPS:
            # a look or a swap changes no standing: the generic search weighs it
            action, info = search(state, legal, rng_seed, self.nodes, self.seconds,
                                  self.params, cancel, rules=STRONG_SEARCH, seat=seat)
            self.last_info = info
            return action
        if pend is None and self.sailed < SAIL_TURNS:
            got = sail_to_anchorage(state, legal, seat)
            if got is not None:
                self.sailed += 1
                self.last_info = SearchInfo(seconds=time.perf_counter() - start,
                                            line=str(got))
                return got
        self.sailed = 0
        rng = random.Random(rng_seed ^ 0x5EED)
        scored, keys = self.easy.rank(state, legal, rng, cancel)
        scored.sort(key=lambda t: -t[0])
        top = [a for _, a in scored[:ROOT_WIDTH]]
        sail = sail_toward(state, legal, seat) if pend is None else None
        if sail is not None and sail not in top:
            top.append(sail)    # a boat move, weighed by the look with the piles near it
        if pend is None and urgency(state, seat):
            # a side that must hurry weighs opening a tile even where the one-ply ranking
            # (which knows no hurry) put every opening below its best few
            opening = next((a for _, a in scored if _opens(state, a)), None)
            if opening is not None and opening not in top:
                top.append(opening)
        action, info = self.look(state, top, seat, rng, start, cancel)
        info.seconds = time.perf_counter() - start
        self.last_info = info
        k = keys.get(action)
        if k is not None:   # remembered, as the easy crew does, so as not to go round
            self.easy.seen[k] = self.easy.seen.get(k, 0) + 1
        return action

    def look(self, state: State, top: list, seat: int, rng: random.Random, start: float,
             cancel=None) -> tuple:
        """The best of ``top`` after the other side's best reply, averaged over dealt
        worlds (each world serves every action: they are compared on the same deal)."""
        limit = self.nodes if self.nodes is not None else 1 << 60
        deadline = None if self.seconds is None else start + self.seconds
        total = {a: 0.0 for a in top}
        runs = {a: 0 for a in top}
        u = urgency(state, seat)    # the same for every look of this choice
        done = 0
        while done < limit:
            world = self.rules.deal(state, seat, rng)
            for a in top:
                if done >= limit or (cancel is not None and cancel.is_set()) or \
                        (deadline is not None and done and time.perf_counter() >= deadline):
                    limit = done
                    break
                total[a] += self.after_reply(state, world, a, seat, u)
                runs[a] += 1
                done += 1
        tried = [a for a in top if runs[a]]
        if not tried:
            return top[0], SearchInfo()
        best = max(tried, key=lambda a: total[a] / runs[a])
        info = SearchInfo(iterations=done, visits=runs[best], line=str(best),
                          ranked=sorted(((a, runs[a], total[a] / runs[a]) for a in tried),
                                        key=lambda r: -r[2]))
        return best, info

    def after_reply(self, state: State, world: State, a, seat: int,
                    u: float | None = None) -> float:
        """``a`` played in ``world`` (a chain it starts followed to its best end), then the
        other side's best reply, scored for ``seat``'s side (:func:`relative`); ``u``:
        the side's :func:`urgency` in ``state``, if already worked out."""
        w = world.copy()
        self.rules.play(w, a)
        struck = _struck_home(state, w, a)
        _, w = self._best_end(w, seat, 0)
        again = self.easy.seen.get(board_key(w, seat), 0) if w.pending is None else 0
        w = self.reply(w, seat)
        cost = STRUCK * struck + REPEAT * again
        if FOLLOW and not w.over and not w.vote and not w.solo and w.pending is None \
                and _decider(w) == seat:
            got = self.follow_up(w, seat, state, u)
            if got is not None:   # sooner is better: what the reply leaves counts a little
                return got + SOONER * _leaf(w, seat, state, u) - cost
        return _leaf(w, seat, state, u) - cost

    def follow_up(self, w: State, seat: int, root: State | None = None,
                  u: float | None = None) -> float | None:
        """``seat``'s best next action in ``w`` (of its FOLLOW best by the standing it
        leads to) after the other side's best reply to it: the third and fourth plies,
        scored as seen from ``root`` (:func:`_leaf`)."""
        ranked = []
        for b in self.rules.legal(w):
            if b.kind == "propose":
                continue
            c = w.copy()
            self.rules.play(c, b)
            struck = STRUCK * _struck_home(w, c, b)
            v, end = self._best_end(c, seat, 0)
            ranked.append((v - struck, end, struck))
        ranked.sort(key=lambda t: -t[0])     # stable: ties keep the legal list's order
        return max((_leaf(self.reply(end, seat), seat, root, u) - struck
                    for _, end, struck in ranked[:FOLLOW]), default=None)

    def _best_end(self, w: State, seat: int, depth: int) -> tuple[float, State]:
        """The end of ``seat``'s chain decisions in ``w`` best for ``seat`` (3 deep, 12
        wide, as the easy crew looks), and its :func:`relative` value."""
        pend = w.pending
        if pend is not None and not w.over and depth < LOOK_AHEAD \
                and _decider(w) == seat and pend.get("kind") not in LOOKS_AND_SWAPS:
            best = None
            for b in self.rules.legal(w)[:WIDTH]:
                c = w.copy()
                self.rules.play(c, b)
                got = self._best_end(c, seat, depth + 1)
                if best is None or got[0] > best[0]:
                    best = got
            if best is not None:
                return best
        return relative(w, seat, True), w

    def reply(self, w: State, seat: int) -> State:
        """``w`` after the best strike or coin move of the side that acts next, if that
        side is not ``seat``'s and such a move does it more good than a quiet one."""
        if w.over or w.vote or w.solo:
            return w
        mover = _decider(w)
        if w.side[mover] == w.side[seat] or (w.pending is not None and w.pending.get(
                "kind") in LOOKS_AND_SWAPS):
            return w
        best_v, best = relative(w, mover, True) + REPLY_MARGIN, w
        for b in self.rules.legal(w):
            if not _threatens(w, b, mover):
                continue
            c = w.copy()
            self.rules.play(c, b)
            v, end = self._best_end(c, mover, 0)
            if v > best_v:
                best_v, best = v, end
        return best


def _leaf(s: State, seat: int, root: State | None = None, u: float | None = None) -> float:
    """The strong crew's score of the end of a look: :func:`relative` with the coins'
    way home, and the loose coins near each side's boat (:func:`pile_margin`). Seen
    from ``root`` (the position the crew chooses in), a side that must hurry
    (:func:`urgency`; ``u``, when the caller worked it out once for the whole choice)
    also scores a look that opened a tile or banked a coin, and its nearest pirate's
    steps to a face-down tile or loose coin (:func:`to_progress`)."""
    v = relative(s, seat, True) + PILE * pile_margin(s, seat)
    if root is not None:
        if u is None:
            u = urgency(root, seat)
        if u:
            made = s.draws > root.draws or _side_banked(s, seat) > _side_banked(root, seat)
            v += u * (URGE_PROGRESS * made - URGE_STEP * to_progress(s, seat))
    return v


URGE_FROM = 0.2        # share of the anti-stall limit past which a side not ahead hurries
URGE_PROGRESS = 6.0    # a look that opens a tile or banks a coin, at full urgency
URGE_STEP = 1.0        # a step between the side's nearest pirate and a tile or coin to take
FAR = 12               # steps when there is no way


def urgency(s: State, seat: int) -> float:
    """How much ``seat``'s side must hurry toward the end of the island: 0 until the
    anti-stall count (rounds with no tile opened, coin banked or pirate lost or revived;
    RULINGS-ARCHIPELAGO "End") passes URGE_FROM of its limit, and 0 for a side that leads
    in banked coins (the limit ends the island with it ahead); else the share of the
    limit used, up to 1. Read in the arena's anti-stall ends: a side behind or level
    whose crew wandered (swimmers going round the island, a last pirate going to and
    fro) until the limit ended the island with coins in play. Public: the count is part
    of the position."""
    limit = s.options.get("stall_rounds", 50) * len(s.crews)
    if not limit or s.stall < URGE_FROM * limit:
        return 0.0
    by_side = _banked_by_side(s)
    mine = by_side.pop(s.side[seat])
    if by_side and mine > max(by_side.values()):
        return 0.0
    return min(1.0, s.stall / limit)


def _banked_by_side(s: State) -> dict[int, int]:
    """Banked coins of each side (partners add)."""
    got: dict[int, int] = {}
    for c in s.crews:
        got[s.side[c]] = got.get(s.side[c], 0) + s.banked[c]
    return got


def _side_banked(s: State, seat: int) -> int:
    return _banked_by_side(s)[s.side[seat]]


def to_progress(s: State, seat: int) -> int:
    """Steps between ``seat``'s side's nearest pirate and a face-down tile or a coin no
    pirate of the side stands on (opening the one, banking the other resets the
    anti-stall count): land steps
    for a pirate on land; for one aboard, from his boat; a swimmer adds his water steps to
    the boat (:func:`swim_home`). FAR when no pirate of the side can reach what is left;
    0 when nothing is left to take (opening the last face-down tile is progress, not a
    step away from it: counted FAR, it cost more than the opening gained, and a level
    crew on island 1 walked round a labyrinth beside the last tile until the limit)."""
    mine = s.side[seat]
    crews = [c for c in s.crews if s.side[c] == mine]
    pirates = [p for c in crews for p in range(c * 3, c * 3 + 3)
               if s.p_where[p] in (LAND, BOAT, SEA) and not s.p_trap[p]]
    held = {s.p_cell[p] for p in pirates if s.p_where[p] == LAND}
    targets = [c for c in s.board.land if not s.up[c]] + \
        [pl // 8 for pl, n in s.coins.items() if pl >= 0 and n and pl // 8 not in held]
    if not targets:
        return 0     # nothing left to open or fetch: nothing to hurry toward
    best = FAR
    for p in pirates:
        where, cell = s.p_where[p], s.p_cell[p]
        if where == LAND:
            tile = s.tiles[cell]
            left = number_of(tile) - s.p_step[p] if kind_of(tile) == "labyrinth" else 0
            dist = walk_steps(s, cell, max(0, left))
            d = min(dist.get(t, FAR) for t in targets)
        else:
            crew = s.p_crew[p]
            if s.boats[crew] < 0:
                continue
            home = walk_steps(s, s.boats[crew], aboard=True)
            d = min(home.get(t, FAR) for t in targets)
            if where == SEA:
                d += swim_home(s, crew, s.p_cell[p])
        best = min(best, d)
    return best


WALK_EXTRA = {"barrel": 2}      # actions a tile keeps a pirate who stands on it
CHAIN_DEPTH = 8                 # tiles a chain is followed through


def walk_steps(s: State, start: int, leave: int = 0, aboard: bool = False) -> dict[int, int]:
    """Actions a pirate without a coin needs from ``start`` (a land cell he stands on,
    ``leave`` actions more before he may step off it; or, ``aboard``, his boat's water
    cell) to stand on each land cell he can reach, or to open each face-down tile he can
    reach (he stops there). Over the face-up tiles as the rules move him: an arrow, a
    horse, the ice and a trampoline carry him on within the action (each way they offer);
    a crocodile, balloon, cannon, cannibal, crossroads die or pit ends the way there; a
    labyrinth N keeps him N - 1 actions more, a rum barrel WALK_EXTRA. King steps (which
    the hurry used) put a tile behind a field of arrows a step or two away, and a crew
    level near the anti-stall end walked to and fro beside tiles it could not reach that
    way. Reads which tiles are face up and what they show only, never a face-down face."""
    b = s.board
    land = b.land
    key = (b.layout, tuple(s.tiles[c] if s.up[c] else None for c in sorted(land)), start,
           leave, aboard)
    got = _WALK.get(key)
    if got is not None:
        return got
    if len(_WALK) > 4096:
        _WALK.clear()
    xy = b.xy

    def ends(cell: int, delta: tuple[int, int], depth: int, out: list) -> None:
        """Where an arrival on ``cell`` (moving by ``delta``) leaves him: (cell, actions
        before he may step off it, opened) for each end of the chain."""
        if cell < 0 or cell not in land or depth > CHAIN_DEPTH:
            return
        if not s.up[cell]:
            out.append((cell, 0, True))
            return
        t = s.tiles[cell]
        k = kind_of(t)
        if k == "arrow":
            for d in dirs_of(t):
                ends(b.step(cell, DIRS[d]), DIRS[d], depth + 1, out)
        elif k == "horse":
            for d in KNIGHT:
                ends(b.step(cell, d), d, depth + 1, out)
        elif k == "ice":
            if abs(delta[0]) < 3 and abs(delta[1]) < 3:
                ends(b.step(cell, delta), delta, depth + 1, out)
        elif k == "trampoline":
            for d in DIR_ORDER:
                dx, dy = DIRS[d]
                ends(b.step(cell, DIRS[d], 2), (2 * dx, 2 * dy), depth + 1, out)
        elif k in MOVE_ON or k == "pit":
            return
        elif k == "labyrinth":
            out.append((cell, number_of(t) - 1, False))
        else:
            out.append((cell, WALK_EXTRA.get(k, 0), False))

    dist: dict[int, int] = {}
    heap: list[tuple[int, int, int, bool]] = []

    def step_off(cell: int, d: int) -> None:
        x0, y0 = xy(cell)
        for n in b.neighbours[cell]:
            if n in land:
                x1, y1 = xy(n)
                arrivals: list = []
                ends(n, (x1 - x0, y1 - y0), 0, arrivals)
                for c, extra, opened in arrivals:
                    if c not in dist:
                        heapq.heappush(heap, (d + 1, c, extra, opened))

    if aboard:
        step_off(start, 0)
    else:
        heapq.heappush(heap, (0, start, leave, False))
    while heap:
        d, c, extra, opened = heapq.heappop(heap)
        if c in dist:
            continue
        dist[c] = d
        if not opened:
            step_off(c, d + extra)
    _WALK[key] = dist
    return dist


_WALK: dict[tuple, dict[int, int]] = {}


SAIL_TURN = 1.0     # territory points a turn of sailing must earn
SAIL_GAIN = 1.0     # ... and the anchorage must beat staying by this much
SAIL_TURNS = 3      # turns in a row the strong crew sails toward its anchorage, at most:
# two crews after one anchorage in 2 on 2 on island 3 blocked each other's way and
# sailed to and fro for 28 actions and more


def _sea_steps(s: State, start: int) -> dict[int, int]:
    """Boat steps over water from ``start`` to each water cell no other boat holds."""
    b = s.board
    others = {s.boats[c] for c in s.crews if s.boats[c] >= 0 and s.boats[c] != start}
    dist = {start: 0}
    todo = [start]
    for c in todo:
        for n in b.neighbours[c]:
            if n not in dist and n not in b.land and n not in others:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


def anchorage(s: State, crew: int) -> int:
    """The water cell where ``crew``'s boat lies nearest the most coins it may find
    (:func:`territory`), less SAIL_TURN a turn of sailing there at the boat's speed
    (its pirates aboard); the boat's own cell unless another beats it by SAIL_GAIN."""
    boat = s.boats[crew]
    speed = boat_speed(s, crew)
    if boat < 0 or not speed:
        return boat
    per_back = unseen_coins(s)
    t = s.copy()
    here = territory(s, crew, per_back)
    best, best_v = boat, here + SAIL_GAIN
    for cell, d in sorted(_sea_steps(s, boat).items()):
        if not d or not any(n in s.board.land for n in s.board.neighbours[cell]):
            continue
        t.boats[crew] = cell
        v = territory(t, crew, per_back) - SAIL_TURN * -(-d // speed)
        if v > best_v:
            best, best_v = cell, v
    return best


def sail_toward(s: State, legal: list, seat: int):
    """The boat move toward :func:`anchorage`, or None (no pirate aboard, or the boat
    lies there already)."""
    boats = [a for a in legal if a.kind == "boat"]
    if not boats or s.vote or s.boats[seat] < 0:
        return None
    goal = anchorage(s, seat)
    if goal == s.boats[seat]:
        return None
    steps = _sea_steps(s, goal)
    return min(boats, key=lambda a: (steps.get(s.board.parse(a.to), 99), str(a)))


PILE = 1.0     # the strong crew's look: a loose coin next to the own boat, a step farther half


def piles_near(s: State, crew: int) -> float:
    """Loose coins (more than the pirates standing on their pile hold) a carrier brings
    aboard ``crew``'s boat in one or two actions (:func:`_carry_home`): 2 a coin next to
    it, 1 a step farther."""
    home = _carry_home(s, crew)
    if not home:
        return 0.0
    v = 0
    for place, n in s.coins.items():
        if place < 0 or not n:
            continue
        cell = place // 8
        d = home.get(cell, 12)
        if d < 3:
            v += max(0, n - len(s.on_land(cell))) * (3 - d)
    return float(v)


def pile_margin(s: State, seat: int) -> float:
    """:func:`piles_near` of ``seat``'s side less the best other side's."""
    mine = s.side[seat]
    per_side: dict[int, float] = {}
    for c in s.crews:
        per_side[s.side[c]] = per_side.get(s.side[c], 0.0) + piles_near(s, c)
    others = [v for k, v in per_side.items() if k != mine]
    return per_side[mine] - (max(others) if others else 0.0)


def sail_to_anchorage(s: State, legal: list, seat: int):
    """With the whole crew aboard (the start, or all struck home), a boat move toward
    :func:`anchorage`, or None. A two-ply look sees
    no gain in three turns of sailing, but a boat on the coin-poor side of the island
    (White's E7 on island 1, all beaches around it, Black's boat next to the forests and
    mountains of the south) loses most islands before its crew lands."""
    if s.boats[seat] < 0:
        return None
    crew = range(seat * 3, seat * 3 + 3)
    if any(s.p_where[p] != BOAT or s.p_boat[p] != seat for p in crew):
        return None
    return sail_toward(s, legal, seat)


FOLLOW = 3           # the strong crew's own next actions looked at after the reply
SOONER = 0.1         # the weight of the look's second ply beside its fourth: of two ways
# to the same end, the sooner. (With the fourth ply alone, a swimmer next to his boat
# swam off, since he could board on his next turn as well as now, and did so for ever.)

REPLY_MARGIN = 0.5    # standing points a strike or coin move must gain over a quiet move


def _opens(s: State, a) -> bool:
    """Whether ``a`` steps onto a face-down tile (and so opens it)."""
    if a.kind != "move" or not a.to:
        return False
    try:
        cell = s.board.parse(a.to)
    except ValueError:
        return False
    return cell in s.board.land and not s.up[cell]


def _threatens(w: State, b, mover: int) -> bool:
    """Whether ``b`` (by ``mover``, the crew that acts in ``w``) may strike a pirate of
    another side, move a coin, or start a chain on a face-up tile that moves him on (which may
    end on one of them): the replies that can change the standing much."""
    if b.kind not in ("move", "choose") or not b.to:
        return False
    if b.coin:
        return True
    try:
        cell = w.board.parse(b.to)
    except ValueError:
        return False
    if cell in w.board.land and w.up[cell] and kind_of(w.tiles[cell]) in MOVE_ON:
        return True
    side = w.side[mover]
    return any(w.p_crew[p] >= 0 and w.side[w.p_crew[p]] != side for p in w.on_land(cell))


def make_archipelago_crew(level: str, nodes: int | None = None,
                          seconds: float | None = None, params: SearchParams | None = None):
    if level == "random":
        return RandomArchipelagoCrew()
    if level == "easy":
        return EasyArchipelagoCrew()
    if level == "strong":
        return StrongArchipelagoCrew(nodes=nodes, seconds=seconds, params=params)
    raise ValueError(f"unknown level {level!r}: random, easy or strong")
