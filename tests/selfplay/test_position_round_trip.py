"""A position reads back as written, after every action of seeded random games.

docs/notation.md: the engine writes every position (``Game.to_position()``) in the
hand-writable form and reads it back to the same state. Fuzzing once found two
treasure-island games where it did not (Friday leaving with rum in him); this plays the same kind of
random games (the choices of ``play_random`` in test_random_games.py) in every mode of
both rulesets and checks every position between actions and inside chains:
``read_position(write_position(s))`` has the same state hash and the same legal actions,
and writing it again gives the same text.

Games per mode and ruleset: 1 in the quick tier, 4 in the thorough (about 24,000
positions in all); ``JACKAL_ROUNDTRIP_GAMES`` sets them in either.
"""

import random

import pytest

from jackal_tui.games.classic import Game, read_position, write_position
from jackal_tui.games.classic.rules import legal_actions

from tiers import budget

from .invariants import check

MODES = ("4", "4-teams", "3", "2", "2-light")
RULESETS = ("classic", "treasure-island")
GAMES = budget(quick=1, thorough=4, env="JACKAL_ROUNDTRIP_GAMES")
ACTION_CAP = 2000


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("mode", MODES)
def test_every_position_of_random_games_reads_back(mode, ruleset):
    positions = pending = 0
    for seed in range(1000, 1000 + GAMES):
        game = Game.new(mode, seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        while not game.state.over and game.action_count < ACTION_CAP:
            game.play(rng.choice(game.legal_actions()))
            text = write_position(game.state)
            back = read_position(text)
            where = f"{ruleset} mode {mode} seed {seed} after action {game.action_count}"
            assert back.state_hash() == game.state_hash(), f"{where}:\n{text}"
            assert legal_actions(back) == game.legal_actions(), where
            assert write_position(back) == text, where
            check(back, back.total_coins, False, ("reveal",))  # recount the closed chests
            positions += 1
            pending += game.state.pending is not None
    assert positions > 100 * GAMES
    assert pending > 0, "no position inside a chain was tried"
