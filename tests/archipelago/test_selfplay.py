"""Seeded random Archipelago games, checked after every event.

A run plays 1,000 games in the thorough tier, 100 in the quick tier (JACKAL_SELFPLAY_GAMES
sets it in either), spread over the five modes, the six islands and the ten puzzle cards. A failure names the mode, island and seed.
"""

import random

import pytest

from jackal_tui.games.archipelago import match_from_position, match_from_setup, new_match
from jackal_tui.games.archipelago.game import initial_state
from jackal_tui.games.archipelago.state import apply_event

from tiers import budget

from .invariants import check

MODES = ("1", "2", "3", "4", "2v2")
ISLANDS = ("1", "2", "3", "4", "free", "random")
GAMES = budget(quick=100, thorough=1000, env="JACKAL_SELFPLAY_GAMES")
ACTION_CAP = 4000
# Random play ends mostly by the anti-stall rule; a short limit keeps a run quick while
# every rule is still met (the limit itself is tested in test_rules_end_and_modes.py).
STALL = 6


def play_random(mode: str, seed: int, island: str):
    boats = "choose" if seed % 2 else "recommended"
    if mode == "1":
        island = f"p{seed % 10 + 1}"
    m = new_match(mode=mode, seed=seed, options={"island": island, "boats": boats,
                                                 "stall_rounds": STALL})
    shadow = initial_state(m.setup)
    total = shadow.total_coins
    # every island's deal accounts for the coins of its boxes (set-aside chests
    # included): 10, 13, 15, 18 for islands 1-4, all 19 for the free and random ones; a
    # puzzle card holds its own
    assert total == {"1": 10, "2": 13, "3": 15, "4": 18, "free": 19, "random": 19}.get(
        island, shadow.tile_coins)
    rng = random.Random(seed)
    played = []
    while not m.is_over() and m.action_count < ACTION_CAP:
        acts = m.legal_actions()
        assert acts, "a game that is not over has a legal action"
        a = rng.choice(acts)
        if a.kind == "propose" and rng.random() < 0.9:
            a = rng.choice(acts)
        if a.kind == "agree" and rng.random() < 0.5:
            a = acts[-1]   # refuse half the time
        played.append(str(a))
        events = m.play(a)
        try:
            for i, ev in enumerate(events):
                apply_event(shadow, ev)
                check(shadow, total, i < len(events) - 1)
        except AssertionError as e:
            pytest.fail(f"{e}\nmode {mode} island {island} seed {seed}; last: {played[-5:]}")
    assert m.is_over(), f"mode {mode} island {island} seed {seed} did not end"
    assert shadow.state_hash() == m.state_hash(), "replay differs from play"
    return m


@pytest.mark.parametrize("mode", MODES)
def test_random_games_keep_every_invariant(mode):
    n = max(1, GAMES // len(MODES))
    for seed in range(n):
        play_random(mode, seed, ISLANDS[seed % len(ISLANDS)])


@pytest.mark.parametrize("mode", MODES)
def test_replay_and_positions_round_trip(mode):
    """A saved log replays to the same hashes; the position written after every action
    reads back to the same state and the same legal actions."""
    for seed in range(max(1, min(8, GAMES // 100))):
        m = play_random(mode, 10_000 + seed, ISLANDS[seed % len(ISLANDS)])
        again = match_from_setup(m.setup, m.events_json())
        assert again.event_hashes() == m.event_hashes()
        replay = match_from_setup(m.setup, [])
        for k in range(m.action_count):
            for ev in m.action_events(k):
                replay.apply(ev)
            text = replay.to_position()
            back = match_from_position(text)
            assert back.state_hash() == replay.state_hash(), text
            assert back.to_position() == text
            assert [str(a) for a in back.legal_actions()] == \
                [str(a) for a in replay.legal_actions()], text
