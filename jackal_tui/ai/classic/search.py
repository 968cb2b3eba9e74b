"""The island games' ``SearchRules`` (classic and treasure-island): what the generic
determinized MCTS (:mod:`.search`) needs, built from the crews' own knowledge.

Nothing here is new thinking: ``bind`` hands the search, once per decision, the distance
maps of the root (``knowledge.Maps``), a pool of dealt worlds (``knowledge.Worlds``),
the root's margins (``evaluate.side_margins``) and the quick policy's opinion
(``policy.quick_scores``) as priors, so that the strong crew plays exactly as it did when
the search was written against this rules core alone. The unbound methods are the same
knowledge for one state at a time (for a caller without a decision to prepare).
"""

from __future__ import annotations

import math
import random

from jackal_tui.games.classic import view
from jackal_tui.games.classic.rules import legal_actions
from jackal_tui.games.classic.state import State
from jackal_tui.ai.classic.evaluate import decider_side, side_margins, side_values
from jackal_tui.ai.classic.knowledge import Maps, Worlds, play
from jackal_tui.ai.classic.policy import drop_idle, pick_quick, purposeful, quick_scores

__all__ = ["IslandSearch", "SEARCH"]


def softmax_priors(s: State, legal: list, maps: Maps, temp: float) -> dict:
    """The quick scores as a softmax at temperature ``temp``."""
    scores = quick_scores(s, legal, maps)
    top = max(scores)
    ex = [math.exp((v - top) / temp) for v in scores]
    total = sum(ex)
    return {a: e / total for a, e in zip(legal, ex)}


class IslandSearch:
    """SearchRules of the island games on a bare :class:`~jackal_tui.games.classic.State`."""

    def copy(self, s: State) -> State:
        return s.copy()

    def legal(self, s: State) -> list:
        return legal_actions(s)

    def play(self, s: State, action) -> list:
        return play(s, action)

    def to_move(self, s: State) -> int:
        return decider_side(s)   # in a smoky turn, not the moved crew's side

    def sides(self, s: State) -> int:
        return len(s.sides)

    def is_over(self, s: State) -> bool:
        return s.over

    def deal(self, s: State, seat: int, rng: random.Random) -> State:
        return view.deal(s, seat, rng)

    def values(self, s: State, root: State) -> list[float]:
        maps = Maps(root)
        return side_values(s, maps, side_margins(root, maps))

    def priors(self, s: State, legal: list) -> dict:
        return softmax_priors(s, legal, Maps(s), 1.0)

    def bind(self, root: State, seat: int, rng: random.Random, params) -> "IslandDecision":
        return IslandDecision(root, rng, params)


class IslandDecision(IslandSearch):
    """The rules as one decision's search sees them (made by ``IslandSearch.bind``).

    Worlds are dealt from the root as the seat sees it (``knowledge.Worlds``); plainly
    idle actions are left out at every node (``policy.drop_idle``) and at the root
    (``policy.purposeful``), so the search never counts on a move the crew will not make.
    """

    def __init__(self, root: State, rng: random.Random, params):
        self.maps = Maps(root)
        self.worlds = Worlds(root, rng)
        self.base = side_margins(root, self.maps)
        self.temp = params.prior_temp
        self.tau = params.tau

    def legal(self, s: State) -> list:
        return drop_idle(s, legal_actions(s))

    def play(self, s: State, action) -> list:
        return drop_idle(s, play(s, action))

    def deal(self, s: State, seat: int, rng: random.Random) -> State:
        return self.worlds.deal()   # from the root the decision was bound to

    def values(self, s: State, root: State) -> list[float]:
        return side_values(s, self.maps, self.base, self.tau)

    def priors(self, s: State, legal: list) -> dict:
        return softmax_priors(s, legal, self.maps, self.temp)

    def root_actions(self, root: State, legal: list) -> list:
        return purposeful(root, legal, self.worlds.base)

    def rollout_action(self, s: State, legal: list, rng: random.Random, epsilon: float):
        return pick_quick(s, legal, self.maps, rng, epsilon)


SEARCH = IslandSearch()
