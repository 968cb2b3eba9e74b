"""Randomized self-play: seeded random games, checked after every event: 1,000 per ruleset
in the thorough tier (200 a mode), 50 in the quick tier (10 a mode: the events of 100
games of both rulesets, about 6 s of one core); JACKAL_SELFPLAY_GAMES sets the games a
mode in either.

A failure names the mode and seed; replay it with
``python -m jackal_tui.bench replay-random MODE SEED`` or the snippet in the message.
"""

import random

import pytest

from jackal_tui.games.classic import Game
from jackal_tui.games.classic.state import State, apply_event
from jackal_tui.games.classic.game import initial_state
from jackal_tui.persistence import load_game, save_game

from tiers import budget

from .invariants import check

MODES = ("4", "4-teams", "3", "2", "2-light")
RULESETS = {"classic": 37, "treasure-island": 40}  # coins in play, the galleon counting 3
GAMES_PER_MODE = budget(quick=10, thorough=200, env="JACKAL_SELFPLAY_GAMES")
# Random games end by the anti-stall rule, but one that keeps opening a tile now and then
# may run long: treasure-island 2-player seed 96 ends at 2,469 actions (rules version 2).
ACTION_CAP = 3000


def play_random(mode: str, seed: int, ruleset: str = "classic"):
    game = Game.new(mode, seed=seed, ruleset=ruleset)
    shadow = initial_state(game.setup)
    rng = random.Random(seed)
    played = []
    while not game.state.over and game.action_count < ACTION_CAP:
        action = rng.choice(game.legal_actions())
        played.append(str(action))
        events = game.play(action)
        try:
            for i, ev in enumerate(events):
                apply_event(shadow, ev)
                check(shadow, RULESETS[ruleset], i < len(events) - 1, ev)
        except AssertionError as e:
            pytest.fail(f"{e}\n{ruleset} mode {mode} seed {seed}, last actions: {played[-5:]}\n"
                        f"replay: g = Game.new({mode!r}, seed={seed}, ruleset={ruleset!r}); "
                        f"r = random.Random({seed}); then g.play(r.choice(g.legal_actions())) "
                        f"{len(played)} times")
    assert shadow.state_hash() == game.state_hash(), f"replay differs from play: {mode} {seed}"
    return game


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("mode", MODES)
def test_random_games_keep_every_invariant(mode, ruleset, tmp_path):
    ended = 0
    for seed in range(GAMES_PER_MODE):
        game = play_random(mode, seed, ruleset)
        ended += game.state.over
        # saving, loading and replaying gives the same state hash
        if seed % 10 == 0:
            path = save_game(game, path=tmp_path / f"{mode}-{seed}.json")
            assert load_game(path).state_hash() == game.state_hash(), f"seed {seed}"
        else:
            again = Game.from_setup(game.setup, game.events_json())
            assert again.state_hash() == game.state_hash(), f"seed {seed}"
    assert ended == GAMES_PER_MODE, "some random games hit the action cap without ending"
