"""The evaluation remembers what it worked out for one side's coins on the decision's maps
(``coins._coins_worth_cached``). A remembered answer must be the answer: positions
met in a search (dealt worlds of one root, played on, with tiles opened, coins carried,
ships sailed and chains pending) score exactly the same with a memo that has seen
thousands of other positions as with a fresh one."""

from __future__ import annotations

import random

import pytest

from jackal_tui.ai.classic.evaluate import side_margins
from jackal_tui.ai.classic.knowledge import Maps, Worlds, play
from jackal_tui.games.classic import Game
from jackal_tui.games.classic.board import parse_cell
from jackal_tui.games.classic.rules import legal_actions


def _root(ruleset: str, mode: str, seed: int):
    g = Game.new(mode=mode, seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    for _ in range(90):
        if g.state.over:
            break
        g.play(rng.choice(g.legal_actions()))
    return g.state


@pytest.mark.parametrize("ruleset,mode,seed", [("classic", "2-light", 3), ("classic", "4", 5),
                                               ("treasure-island", "4", 6),
                                               ("treasure-island", "2", 8)])
def test_a_warm_memo_scores_as_a_cold_one(ruleset, mode, seed):
    root = _root(ruleset, mode, seed)
    rng = random.Random(seed)
    warm = Maps(root)
    worlds = Worlds(root, rng)
    seen = 0
    for _ in range(60):
        w = worlds.deal()
        for _ in range(rng.randrange(1, 7)):
            if w.over:
                break
            acts = legal_actions(w)
            play(w, acts[rng.randrange(len(acts))])
            cold = Maps(root)
            assert side_margins(w, warm) == side_margins(w, cold)
            seen += 1
    assert len(warm.coins_memo) > 0 and seen > 100


def _margins_warm_and_cold(first, second, root):
    """``second`` scored with maps that have just scored ``first``, and with fresh ones."""
    warm = Maps(root)
    side_margins(first, warm)
    return side_margins(second, warm), side_margins(second, Maps(root))


def test_a_ship_moved_with_nobody_aboard_is_not_taken_for_where_it_was():
    """The pirates and coins stand alike, nobody aboard: only White's ship has sailed from
    G1 to C1 (its pirates then landed). A coin's way home is longer to C1, and a
    remembered answer for the ship at G1 must not be given for it."""
    text = ("jackal classic 2\nturn W\nW1 F3\nW2 H3\nW3 dead\ncoins G4 3\nG3 trap\n"
            "{ship}")
    at_g1 = Game.from_position(text.format(ship="")).state
    at_c1 = Game.from_position(text.format(ship="ship W C1")).state
    warm, cold = _margins_warm_and_cold(at_g1, at_c1, at_g1)
    assert warm == cold
    assert cold != side_margins(at_g1, Maps(at_g1))   # the ship's place matters


def test_a_stepped_tile_a_dealt_world_opened_is_read_as_dealt():
    """In a search the maps are the root's, where E5 is face down; two dealt worlds opened
    it, one as a swamp (4 steps) and one as a desert (3 steps), and W1 stands with a coin
    on its step 2. The steps the coin still needs differ, and so must the scores."""
    text = "jackal classic 2\nturn W\nW1 E5:2\nE5 {tile}\ncoins E5:2 1\nW2 F3\n"
    swamp = Game.from_position(text.format(tile="swamp")).state
    desert = Game.from_position(text.format(tile="desert")).state
    root = swamp.copy()       # the root as the seat saw it: E5 face down, W1 beside it
    e5 = parse_cell("E5")
    root.up[e5] = False
    root.p_cell[0], root.p_step[0] = parse_cell("E4"), 0
    root.coins = {}
    warm, cold = _margins_warm_and_cold(swamp, desert, root)
    assert warm == cold
    assert cold != side_margins(swamp, Maps(root))   # the tile's steps matter
