"""The computer crews' search reads any game through its SearchRules (issue 12).

The strong crew's choices are pinned: each figure below was recorded on main at 144839f,
before the search was made generic, by the same calls (a seeded random game, then
``search(state, legal, rng_seed, nodes=...)``). They must be the same after, and why
they are is the same code path: ``IslandSearch.bind`` builds, in the same order and from
the same generator, what the old search built (``Maps``, ``Worlds`` - whose dealing is
the only use of the generator before the loop - and ``side_margins``); the root's
actions are ``purposeful`` as before; every node's list goes through ``drop_idle`` (the
old loop did so at the top of each step; it is the same filter applied once per list,
and applying it to an already filtered list changes nothing); priors are the softmax of
``quick_scores`` over the root's maps at ``prior_temp``; values ``side_values`` against
the root's margins at ``tau``; play-outs ``pick_quick``. So every random draw and every
float is the one it was, and so is the tree.
"""

from __future__ import annotations

import random

import pytest

from jackal_tui import games
from jackal_tui.ai.search import SearchParams, search
from jackal_tui.engine import Game

from . import coin_race

# ruleset, mode, seed, random actions, rng seed, nodes, rollout -> choice, top visits
PINNED = [
    ("classic", "2-light", 3, 12, 1234, 150, 0, "W2 F1-F2", [122, 17, 11]),
    ("classic", "4", 11, 40, 1234, 150, 0, "W3 H2-H2", [53, 49, 48]),
    ("treasure-island", "4", 5, 30, 1234, 150, 0, "B2 F13-F12", [53, 38, 28]),
    ("treasure-island", "2", 8, 60, 1234, 150, 0, "Y3 A10-B10", [34, 24, 23]),
    ("classic", "4-teams", 21, 90, 1234, 150, 0, "W2 A2-B1", [41, 31, 22]),
    ("classic", "2-light", 3, 12, 99, 100, 3, "W2 F1-F2", [77, 16, 7]),
    ("classic", "4", 11, 40, 99, 100, 3, "W2 H2-H2", [41, 35, 24]),
    ("treasure-island", "4", 5, 30, 99, 100, 3, "B2 F13-F12", [31, 25, 21]),
]


@pytest.mark.parametrize("ruleset,mode,seed,k,rng_seed,nodes,rollout,choice,visits", PINNED)
def test_the_strong_crew_chooses_as_before(ruleset, mode, seed, k, rng_seed, nodes, rollout,
                                           choice, visits):
    g = Game.new(mode, seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    for _ in range(k):
        g.play(rng.choice(g.legal_actions()))
    action, info = search(g.state.copy(), g.legal_actions(), rng_seed, nodes=nodes,
                          params=SearchParams(rollout=rollout))
    assert str(action) == choice
    assert [n for _, n, _ in info.ranked[:3]] == visits


def test_the_search_plays_a_game_that_is_not_jackal(monkeypatch):
    """The coin race: at 5 of 8, with the opponent one step from the goal, the seat to
    move knows its next roll is a 3 (it peeked under the cup): only rolling wins now."""
    game, module = coin_race.package("coin-race")
    monkeypatch.setitem(games.GAMES, "coin-race", game)
    m = module.match_from_position("coin-race\npositions 5 7\nturn 0\ndice 3 1 1 1 1 1 1 1\n")
    assert m.view(0)["my_next_roll"] == 3 and "my_next_roll" not in m.view(1)
    action, info = search(m.state, m.legal_actions(), 7, nodes=60, rules=module.SEARCH, seat=0)
    assert str(action) == "roll"
    assert info.value > 0.9   # every world keeps the 3 the seat saw
