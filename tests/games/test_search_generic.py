"""The computer crews' search reads any game through its SearchRules.

When the search was made generic, the strong crew's seeded choices were pinned to the
figures the game-specific search gave before (the same choices and visit counts, by the
same code path). The crews' evaluation then changed on purpose, so those figures no
longer hold; what stays true, and is checked here, is that the island games' search is
repeatable (the same seed: the same choice and the same visits, so a computer game can
be replayed), that the search rules the registry names for the game
(``games.search_rules(ruleset)``) are the default, and that it plays a game that is not
Jackal.
"""

from __future__ import annotations

import random

import pytest

from jackal_tui import games
from jackal_tui.ai.search import SearchParams, search
from jackal_tui.games.classic import Game

from . import coin_race

# ruleset, mode, seed, random actions, rng seed, nodes, rollout
POSITIONS = [
    ("classic", "2-light", 3, 12, 1234, 150, 0),
    ("classic", "4", 11, 40, 1234, 150, 0),
    ("treasure-island", "4", 5, 30, 99, 100, 3),
    ("treasure-island", "2", 8, 60, 1234, 150, 0),
]


@pytest.mark.parametrize("ruleset,mode,seed,k,rng_seed,nodes,rollout", POSITIONS)
def test_the_strong_crew_is_repeatable_and_the_island_rules_are_the_default(
        ruleset, mode, seed, k, rng_seed, nodes, rollout):
    g = Game.new(mode, seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    for _ in range(k):
        g.play(rng.choice(g.legal_actions()))
    params = SearchParams(rollout=rollout)
    runs = [search(g.state.copy(), g.legal_actions(), rng_seed, nodes=nodes, params=params),
            search(g.state.copy(), g.legal_actions(), rng_seed, nodes=nodes, params=params),
            search(g.state.copy(), g.legal_actions(), rng_seed, nodes=nodes, params=params,
                   rules=games.search_rules(ruleset), seat=g.current_seat())]
    first, info = runs[0]
    assert first in g.legal_actions()
    assert sum(n for _, n, _ in info.ranked) == nodes     # every iteration lands in the tree
    for action, other in runs[1:]:
        assert action == first
        assert [(str(a), n) for a, n, _ in other.ranked] == \
            [(str(a), n) for a, n, _ in info.ranked]


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
