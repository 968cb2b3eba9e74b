"""Determinized Monte Carlo tree search over the rules core (the ``strong`` crew).

Every iteration deals a fresh world (the face-down tiles redealt at random, see
``knowledge.Worlds``), walks down one shared tree choosing each action by PUCT (the
value an action earned so far for the side that makes it, plus an exploration term led
by the quick policy's opinion of it), adds one node, plays a few quick-policy actions
past it, and scores the end position with ``evaluate.side_values``. The tree is keyed by
actions only, so it cannot tell worlds apart: it learns what to do *not knowing* what
lies under the closed tiles ("open loop" / single-observer information-set MCTS), and
the chance of every tile is weighed as often as the worlds deal it.

Every side maximizes its own value (two sides: a zero-sum game; four crews each for
itself: each for itself). Chain decisions (``state.pending``) are nodes like any other.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..engine.actions import Action
from ..engine.state import State
from .evaluate import decider_side, side_margins, side_values
from .knowledge import Maps, Worlds, play
from .policy import drop_idle, pick_quick, purposeful, quick_scores


@dataclass
class SearchParams:
    c_puct: float = 1.2         # weight of the exploration term
    prior_temp: float = 1.0     # softmax temperature of the quick scores, as priors
    rollout: int = 0            # quick-policy actions played past a new node (0: none)
    fpu: float = 0.1            # an untried action starts this much under its parent
    rollout_epsilon: float = 0.1
    tau: float = 1.5            # coins gained (since the root) that make a value 0.73


class Node:
    __slots__ = ("children", "priors", "n", "w")

    def __init__(self, sides: int):
        self.children: dict[Action, Node] | None = None
        self.priors: dict[Action, float] = {}
        self.n = 0
        self.w = [0.0] * sides


@dataclass
class SearchInfo:
    iterations: int = 0
    seconds: float = 0.0
    value: float = 0.5           # the chosen action's mean value for the side to move
    visits: int = 0
    line: str = ""               # the most visited line, for a hint or a log
    ranked: list = field(default_factory=list)  # (action, visits, value), most visited first


def _priors(s: State, legal: list[Action], maps: Maps, temp: float) -> dict[Action, float]:
    scores = quick_scores(s, legal, maps)
    top = max(scores)
    ex = [math.exp((v - top) / temp) for v in scores]
    total = sum(ex)
    return {a: e / total for a, e in zip(legal, ex)}


def search(state: State, legal: list[Action], rng_seed: int, nodes: int | None = None,
           seconds: float | None = None, params: SearchParams | None = None,
           cancel=None) -> tuple[Action, SearchInfo]:
    """The action to play, after ``nodes`` iterations or ``seconds`` (whichever first).

    With ``nodes`` alone the result depends only on the position a seat sees and
    ``rng_seed``. ``cancel`` (an object with ``is_set()``, e.g. a threading.Event) stops
    the search early; the best action found so far is returned.
    """
    start = time.perf_counter()
    p = params or SearchParams()
    info = SearchInfo()
    if len(legal) == 1:
        return legal[0], info
    if nodes is None and seconds is None:
        seconds = 1.0
    deadline = None if seconds is None else start + max(0.0, seconds - _margin(seconds))
    rng = random.Random(rng_seed)
    maps = Maps(state)
    worlds = Worlds(state, rng)
    legal = purposeful(state, legal, worlds.base)
    if len(legal) == 1:
        return legal[0], info
    n_sides = len(state.sides)
    root = Node(n_sides)
    root.children = {}
    root.priors = _priors(state, legal, maps, p.prior_temp)
    base = side_margins(state, maps)
    limit = nodes if nodes is not None else 1 << 60
    it = 0
    while it < limit:
        if deadline is not None and time.perf_counter() >= deadline:
            break
        if cancel is not None and cancel.is_set():
            break
        _iterate(root, worlds.deal(), legal, maps, rng, p, base)
        it += 1
    info.iterations = it
    me = decider_side(state)  # in a smoky turn, not the moved crew's side
    best = _best(root, legal, me)
    ch = root.children.get(best)
    if ch is not None and ch.n:
        info.visits = ch.n
        info.value = ch.w[me] / ch.n
    info.line = _line(root, best)
    info.ranked = sorted(((a, ch.n, ch.w[me] / ch.n) for a, ch in root.children.items() if ch.n),
                         key=lambda r: (-r[1], -r[2]))
    info.seconds = time.perf_counter() - start
    return best, info


def _margin(seconds: float) -> float:
    # stop early enough that one more iteration and the answer fit in the time given
    return min(0.05, 0.1 * seconds)


def _iterate(root: Node, w: State, legal: list[Action], maps: Maps, rng: random.Random,
             p: SearchParams, base: list[float]) -> None:
    node = root
    path: list[Node] = [root]
    while True:
        mover = decider_side(w)
        legal = drop_idle(w, legal)
        if node.children is None:
            node.children = {}
            node.priors = _priors(w, legal, maps, p.prior_temp)
        priors = node.priors
        sqrt_n = math.sqrt(node.n + 1)
        fpu = (node.w[mover] / node.n - p.fpu) if node.n else 0.5
        children = node.children
        best_a, best_u = None, -1e18
        default_prior = None
        for a in legal:
            pr = priors.get(a)
            if pr is None:  # an action this node never saw (another world's tiles)
                if default_prior is None:
                    default_prior = 1.0 / len(legal)
                pr = default_prior
            ch = children.get(a)
            if ch is None or not ch.n:
                u = fpu + p.c_puct * pr * sqrt_n
            else:
                u = ch.w[mover] / ch.n + p.c_puct * pr * sqrt_n / (1 + ch.n)
            if u > best_u:
                best_a, best_u = a, u
        child = children.get(best_a)
        if child is None:
            child = children[best_a] = Node(len(node.w))
        legal = play(w, best_a)
        path.append(child)
        node = child
        if w.over or child.n == 0:
            break
    # a short play-out by the quick policy, then the evaluation
    for _ in range(p.rollout):
        if w.over or not legal:
            break
        legal = play(w, pick_quick(w, drop_idle(w, legal), maps, rng, p.rollout_epsilon))
    values = side_values(w, maps, base, p.tau)
    for nd in path:
        nd.n += 1
        ws = nd.w
        for i, v in enumerate(values):
            ws[i] += v


def _best(root: Node, legal: list[Action], side: int) -> Action:
    best, key = legal[0], (-1, -1.0)
    for a in legal:
        ch = root.children.get(a)
        if ch is None or not ch.n:
            continue
        k = (ch.n, ch.w[side] / ch.n)
        if k > key:
            best, key = a, k
    if key[0] < 0:  # no iteration ran: the quick policy's favourite
        best = max(legal, key=lambda a: root.priors.get(a, 0.0))
    return best


def _line(root: Node, first: Action, depth: int = 6) -> str:
    out = [str(first)]
    node = root.children.get(first)
    while node is not None and node.children and len(out) < depth:
        a, nd = max(node.children.items(), key=lambda kv: kv[1].n)
        if not nd.n:
            break
        out.append(str(a))
        node = nd
    return "; ".join(out)
