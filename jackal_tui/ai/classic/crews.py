"""The island games' crews (classic and treasure-island): random, easy and strong.

    crew = make_crew("strong", seconds=1.0)      # jackal_tui.ai.make_crew; nodes=400 to repeat
    action = crew.choose(game.state, game.legal_actions(), rng_seed=1234)
    game.play(action)

``choose`` reads only what the seat may know (see ``knowledge``), never changes the
state it is given, and always returns one of ``legal``. The same position as the seat
sees it, the same ``rng_seed`` and the same node budget give the same action.
"""

from __future__ import annotations

import random
import time

from jackal_tui.games.classic.actions import Action
from jackal_tui.games.classic import view
from jackal_tui.games.classic.state import LAND, State
from jackal_tui.ai.classic.evaluate import decider_side, many_sides, margin
from jackal_tui.ai.classic.knowledge import Maps, Worlds, play, position_key
from jackal_tui.ai.classic.policy import drop_idle, purposeful, quick_scores
from jackal_tui.ai.crews import LEVELS, Crew, RandomCrew
from jackal_tui.ai.search import SearchInfo, SearchParams, search

DEFAULT_SECONDS = 1.0
# chain decisions the easy crew follows to their end before judging an action (a look
# at closed tiles or an earthquake's swap is judged as it stands)
_LOOK_AHEAD = frozenset(("arrow", "horse", "fly", "airplane", "airplane1", "cave"))
REPEAT = 0.3   # coins the easy crew pays for each time it made a position before
STRIKE_REPEAT = 1.0   # ... for each time it struck into the same trap (``strike_key``)
WIDTH = 12   # chain decisions the easy crew looks at, at most
# beyond three chain decisions the easy crew follows a chain on while it offers few ways
# (arrows, a horse), up to DEEP decisions and DEEP_LEAVES positions judged for an action:
# cut at three, a carrier still on an arrow looked better than any finished move, as the
# coin and the anti-stall count stood as before the turn, and carried a coin round four
# arrows for 150 actions (treasure-island 3, island 75 of the arena)
DEEP = 12
DEEP_WAYS = 4
DEEP_LEAVES = 64


def repeat_crews(s: State) -> list[int] | None:
    """Whose pieces count in the positions the deciding crew's memory keeps
    (``position_key``): with three or more sides only the deciding side's crews (the
    coins and banks always count); the others move between its turns, and a whole-board
    key never came round again. In classic with three crews an easy crew far ahead landed
    a pirate on the crocodile before its ship (sent straight back aboard) for 50 rounds
    while the other crews' swimmers swam, and the anti-stall limit ended the game with 12
    coins left. With two sides, ``None``: the whole board, as before
    (``evaluate.many_sides``). One answer a decision: it depends on ``s`` alone."""
    return s.sides[decider_side(s)] if many_sides(s) else None


def strike_key(before: State, after: State, action: Action) -> tuple | None:
    """With three or more sides, a strike into a trap where a rival's pirate stands on
    coins (caught, or freed and not yet gone), by a step or at the end of a chain, as the
    crew's memory keeps it: ("strike", the striking side, the trap, the coins, the
    galleon, the banks), whatever else has moved. The striker falls in and lies caught on
    the coins in turn, and the next rival strikes him: in classic games of three easy
    crews 6 of the 7 anti-stall ends with coins to bank in 200 were such wars over a last
    coin in a trap (island 118: 23 strikes into F6 in the last 230 actions, each crew in
    turn), which the memory of whole positions never saw come round (the other pieces
    move between strikes). Each strike into the same trap costs the easy crew
    ``STRIKE_REPEAT`` more than the last (and its slack never picks one that is not its
    best), so the war stops: whoever lies in the trap is freed by a friend and carries the
    coin out, where a rival may still strike him without falling in. ``None`` for
    anything else, and always with two sides (``many_sides``: there the whole-board
    memory sees a war come round, and the strong crew's two-crew figures were measured
    without this key)."""
    if action.kind not in ("move", "choose") or not many_sides(before) \
            or after.p_where[action.who] != LAND or not after.p_trap[action.who]:
        return None
    cell = after.p_cell[action.who]
    place = cell * 8 + after.p_step[action.who]
    if not after.coins.get(place) and after.galleon != place:
        return None
    mine = before.side[before.p_crew[action.who]]
    if not any(before.p_where[q] == LAND and before.p_cell[q] == cell
               and before.p_crew[q] >= 0 and before.side[before.p_crew[q]] != mine
               for q in before.pieces):
        return None
    return ("strike", mine, cell, tuple(sorted(after.coins.items())), after.galleon,
            tuple(after.banked))


class IslandCrew(Crew):
    """An island game's crew: it remembers the positions its own actions led to, and
    how often, and avoids repeating itself, since coins carried to and fro would hold off
    the anti-stall end for ever (fresh crews, or one crew given the same history, choose
    alike)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: dict[tuple, int] = {}

    def _result_key(self, world: State, action: Action) -> tuple | None:
        """The position ``action`` leads to, if it opens nothing and ends the action."""
        w = world.copy()
        up = sum(w.up)
        play(w, action)
        if w.pending is not None or sum(w.up) != up:
            return None
        return strike_key(world, w, action) or position_key(w, repeat_crews(world))

    def _remember(self, key: tuple | None) -> None:
        if key is not None:
            self.seen[key] = self.seen.get(key, 0) + 1


class EasyCrew(IslandCrew):
    """Plays each legal action in a few dealt worlds and keeps the best-looking result.

    One ply: the position right after the action (after its own chain decisions too) is
    scored by ``evaluate.margin``: banked coins, coins dragged toward the ship, pirates
    alive, pirates near unopened tiles. An action that opens a tile is tried in
    ``samples`` worlds and averaged. It does not look at the enemy's reply, and with
    probability ``slack`` it picks any action within ``slack_coins`` of the best, but
    never a worse one that moves a coin or the ship or leaves coins behind.
    """

    name = "Easy"
    level = "easy"

    def __init__(self, samples: int = 4, slack: float = 0.12, slack_coins: float = 1.0,
                 noise: float = 0.02):
        super().__init__()
        self.samples = samples
        self.slack = slack
        self.slack_coins = slack_coins
        self.noise = noise

    def _choose(self, state, legal, rng_seed, cancel):
        start = time.perf_counter()
        rng = random.Random(rng_seed)
        pend = state.pending
        if pend is not None and pend.kind in ("peek", "quake", "quake2"):
            # a look or a swap among a hundred tiles: weighing each in dealt worlds takes
            # seconds and changes little for an easy crew, so it picks at random
            return rng.choice(legal)
        maps = Maps.of(state)
        worlds = Worlds(state, rng)
        side = decider_side(state)  # in a smoky turn, not the moved crew's side
        own = repeat_crews(state)
        legal = purposeful(state, legal, worlds.base)
        scored = []
        keys = {}
        wars = set()   # strikes into a trap a rival lies in on coins (``strike_key``)
        up = sum(worlds.base.up)
        for a in legal:
            w = worlds.deal()
            nxt = play(w, a)
            v = self._after(w, nxt, maps, side, worlds, 0, [DEEP_LEAVES])
            if w.pending is None and sum(w.up) == up:
                war = strike_key(state, w, a)
                if war:
                    wars.add(a)
                keys[a] = key = war or position_key(w, own)
                v -= (STRIKE_REPEAT if war else REPEAT) * self.seen.get(key, 0)
            if sum(w.up) != up:  # it opened a tile: average over several worlds
                for _ in range(self.samples - 1):
                    w = worlds.deal()
                    nxt = play(w, a)
                    v += self._after(w, nxt, maps, side, worlds, 0, [DEEP_LEAVES])
                v /= self.samples
            scored.append((v + self.noise * rng.random(), a))
        best_v = max(v for v, _ in scored)
        if rng.random() < self.slack:
            # the slack wanders with free pirates only: a coin carried back or a ship
            # sailed to and fro by it would undo the last action's work (and drag on)
            steady = bool(pend is not None and pend.coin)
            near = [a for v, a in scored if v >= best_v - self.slack_coins
                    and (v == best_v or not (steady or a.coin or a.kind == "ship"
                                             or _on_coins(state, a) or a in wars))]
            action = near[rng.randrange(len(near))]
        else:
            action = next(a for v, a in scored if v == best_v)
        self._remember(keys.get(action))
        self.last_info = SearchInfo(iterations=len(legal), seconds=time.perf_counter() - start,
                                    line=str(action))
        return action

    def _after(self, w: State, nxt: list[Action], maps: Maps, side: int, worlds: Worlds,
               depth: int, leaves: list[int]) -> float:
        """The margin after an action; a pending chain decision of ours takes its best.
        ``leaves``: how many more positions this action's look may judge beyond three
        decisions (``DEEP_LEAVES``), shared by its branches."""
        if w.pending is not None and not w.over and nxt and w.pending.kind in _LOOK_AHEAD:
            nxt = drop_idle(w, nxt)
            if depth < 3 or (depth < DEEP and len(nxt) <= DEEP_WAYS
                             and leaves[0] >= len(nxt)):
                if depth >= 3:
                    leaves[0] -= len(nxt)
                if len(nxt) > WIDTH:  # a flight offers every tile: the likeliest few
                    nxt = _likeliest(w, nxt, maps)
                best = -1e9
                for a in nxt:
                    c = w.copy()
                    v = self._after(c, play(c, a), maps, side, worlds, depth + 1, leaves)
                    best = max(best, v)
                return best
        return margin(w, maps, side)


def _on_coins(s: State, a: Action) -> bool:
    """Whether ``a`` moves a pirate who stands on coins (or the galleon)."""
    if a.kind != "move" or s.p_where[a.who] != LAND:
        return False
    place = s.p_cell[a.who] * 8 + s.p_step[a.who]
    return bool(s.coins.get(place)) or s.galleon == place


def _likeliest(w: State, options: list[Action], maps: Maps) -> list[Action]:
    """The flights worth a look: home, tiles with coins, and the quick policy's best."""
    scores = quick_scores(w, options, maps)
    ship = w.ship[w.turn]
    keep = {i for i, a in enumerate(options) if a.to == ship or w.coins_at(a.to)}
    for i in sorted(range(len(options)), key=lambda i: -scores[i]):
        if len(keep) >= WIDTH:
            break
        keep.add(i)
    return [options[i] for i in sorted(keep)]


class StrongCrew(IslandCrew):
    """Searches ahead: determinized Monte Carlo tree search (``search``)."""

    name = "Strong"
    level = "strong"

    def __init__(self, nodes: int | None = None, seconds: float | None = None,
                 params: SearchParams | None = None):
        super().__init__()
        if nodes is None and seconds is None:
            seconds = DEFAULT_SECONDS
        self.nodes = nodes
        self.seconds = seconds
        self.params = params or SearchParams()

    def _choose(self, state, legal, rng_seed, cancel):
        world = view.sample_view(state, random.Random(rng_seed))
        # a fixed budget stops once no iteration left could change the most visited
        # action; but when some action would make a position made twice already, the
        # answer may be a runner-up chosen by its visits (below), and every one counts
        settle = self.nodes is not None and not (
            any(n >= 2 for n in self.seen.values())
            and any(self.seen.get(self._result_key(world, a), 0) >= 2 for a in legal))
        action, info = search(state, legal, rng_seed, self.nodes, self.seconds, self.params,
                              cancel, settle=settle)
        self.last_info = info
        if not info.ranked:
            return action
        # a position this crew has already made twice: take a well-searched other action
        top = info.ranked[0][1]
        for a, visits, _ in info.ranked:
            if visits * 4 < top:
                break
            key = self._result_key(world, a)
            if self.seen.get(key, 0) < 2:
                self._remember(key)
                return a
        self._remember(self._result_key(world, action))
        return action


def island_crew(level: str, nodes: int | None = None, seconds: float | None = None,
                params: SearchParams | None = None) -> Crew:
    """A crew of classic or treasure-island (``make_crew`` dispatches here)."""
    if level == "random":
        return RandomCrew()
    if level == "easy":
        return EasyCrew()
    if level == "strong":
        return StrongCrew(nodes=nodes, seconds=seconds, params=params)
    raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
