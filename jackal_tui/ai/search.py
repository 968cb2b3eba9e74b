"""Determinized Monte Carlo tree search on any game's ``SearchRules`` (the ``strong`` crew).

Every iteration deals a fresh world (what the seat may not know dealt again at random:
``rules.deal``), walks down one shared tree choosing each action by PUCT (the value an
action earned so far for the side that makes it, plus an exploration term led by the
game's priors for it), adds one node, plays a few play-out actions past it, and scores
the end position with ``rules.values``. The tree is keyed by actions only, so it cannot
tell worlds apart: it learns what to do *not knowing* what is hidden ("open loop" /
single-observer information-set MCTS), and every chance outcome is weighed as often as
the worlds deal it.

Every side maximizes its own value (two sides: a zero-sum game; four crews each for
itself: each for itself). Decisions inside a chain are nodes like any other.

The search knows no game: it reads the rules through ``jackal_tui.games.SearchRules``,
given, or else those the registry names for the state's game (``state.game``:
``jackal_tui.games.search_rules``; the island games' are
:mod:`jackal_tui.ai.classic.search`). A game may ``bind`` its rules
to one decision (work done once from the root), offer ``root_actions`` (the root's
actions worth searching) and a ``rollout_action`` policy.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from typing import Any, Hashable

from jackal_tui.games import search_rules
from jackal_tui.games.interface import SearchRules

Action = Hashable   # any game's action: a small hashable value


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


def search(state: Any, legal: list, rng_seed: int, nodes: int | None = None,
           seconds: float | None = None, params: SearchParams | None = None,
           cancel=None, rules: SearchRules | None = None,
           seat: int | None = None, settle: bool = False) -> tuple[Any, SearchInfo]:
    """The action to play, after ``nodes`` iterations or ``seconds`` (whichever first).

    ``rules`` is the game's ``SearchRules`` (default: those the registry names for the
    game the state names, ``state.game``: ``games.search_rules``); ``seat`` the
    seat that decides, whose knowledge the dealt worlds keep (default: the side to move,
    which is the seat in a game where every seat is a side). With ``nodes`` alone the
    result depends only on the position a seat sees and ``rng_seed``. ``cancel`` (an
    object with ``is_set()``, e.g. a threading.Event) stops the search early; the best
    action found so far is returned. ``settle`` (with ``nodes``): stop as soon as the most
    visited action is ahead of every other by more than the iterations left, so that no
    iteration left could change the answer (the same action as the whole budget gives,
    sooner; ``SearchInfo.iterations`` says how many ran).
    """
    start = time.perf_counter()
    p = params or SearchParams()
    info = SearchInfo()
    if len(legal) == 1:
        return legal[0], info
    if rules is None:
        rules = rules_for(state)
    if nodes is None and seconds is None:
        seconds = 1.0
    deadline = None if seconds is None else start + max(0.0, seconds - _margin(seconds))
    rng = random.Random(rng_seed)
    if seat is None:
        seat = rules.to_move(state)
    bind = getattr(rules, "bind", None)
    if bind is not None:
        rules = bind(state, seat, rng, p)
    root_actions = getattr(rules, "root_actions", None)
    if root_actions is not None:
        legal = root_actions(state, legal)
    if len(legal) == 1:
        return legal[0], info
    rollout_action = getattr(rules, "rollout_action", None) or _rollout_by_priors(rules)
    root = Node(rules.sides(state))
    root.children = {}
    root.priors = _tempered(rules.priors(state, legal), p.prior_temp, bind is not None)
    limit = nodes if nodes is not None else 1 << 60
    it = 0
    while it < limit:
        if deadline is not None and time.perf_counter() >= deadline:
            break
        if cancel is not None and cancel.is_set():
            break
        _iterate(rules, state, root, rules.deal(state, seat, rng), legal, rng, p,
                 rollout_action, bind is not None)
        it += 1
        if settle and nodes is not None and not it % SETTLE_EVERY \
                and _settled(root, limit - it):
            break
    info.iterations = it
    me = rules.to_move(state)  # the decider's side (in a smoky turn, not the moved crew's)
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


SETTLE_EVERY = 16   # iterations between two looks at whether the answer is settled


def _settled(root: Node, left: int) -> bool:
    """Whether the most visited action leads every other by more than ``left`` visits:
    the answer (the most visited action) can no longer change."""
    first = second = 0
    for ch in root.children.values():
        n = ch.n
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > left


def _tempered(priors: dict, temp: float, bound: bool) -> dict:
    """Priors at the search's temperature. Bound rules were given ``params`` and temper
    their own; otherwise a prior p becomes p ** (1 / temp), normalized (which is the
    softmax at ``temp`` of a softmax at 1)."""
    if bound or temp == 1.0 or not priors:
        return priors
    raised = {a: pr ** (1.0 / temp) for a, pr in priors.items()}
    total = sum(raised.values()) or 1.0
    return {a: v / total for a, v in raised.items()}


def rules_for(state: Any) -> SearchRules:
    """The ``SearchRules`` of the game ``state`` is of (``state.game``, a registered
    game's name), from the registry."""
    name = getattr(state, "game", None)
    if name is None:
        raise TypeError(f"a {type(state).__name__} does not name its game (state.game): "
                        "give the search its rules")
    return search_rules(name)



def _rollout_by_priors(rules: SearchRules):
    def pick(s: Any, legal: list, rng: random.Random, epsilon: float):
        if len(legal) == 1:
            return legal[0]
        if rng.random() < epsilon:
            return legal[rng.randrange(len(legal))]
        priors = rules.priors(s, legal)
        return max(legal, key=lambda a: priors.get(a, 0.0))
    return pick


def _margin(seconds: float) -> float:
    # stop early enough that one more iteration and the answer fit in the time given
    return min(0.05, 0.1 * seconds)


def _iterate(rules: SearchRules, root_state: Any, root: Node, w: Any, legal: list,
             rng: random.Random, p: SearchParams, rollout_action, bound: bool) -> None:
    node = root
    path: list[Node] = [root]
    while True:
        mover = rules.to_move(w)
        if node.children is None:
            node.children = {}
            node.priors = _tempered(rules.priors(w, legal), p.prior_temp, bound)
        priors = node.priors
        sqrt_n = math.sqrt(node.n + 1)
        fpu = (node.w[mover] / node.n - p.fpu) if node.n else 0.5
        children = node.children
        best_a, best_u = None, -1e18
        default_prior = None
        for a in legal:
            pr = priors.get(a)
            if pr is None:  # an action this node never saw (another world's hidden things)
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
        nxt = rules.play(w, best_a)
        legal = nxt if nxt is not None else rules.legal(w)
        path.append(child)
        node = child
        if rules.is_over(w) or child.n == 0:
            break
    # a short play-out, then the evaluation
    for _ in range(p.rollout):
        if rules.is_over(w) or not legal:
            break
        nxt = rules.play(w, rollout_action(w, legal, rng, p.rollout_epsilon))
        legal = nxt if nxt is not None else rules.legal(w)
    values = rules.values(w, root_state)
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
