"""Seeded random two-island campaigns, checked after every event, with abilities in play.

Each campaign starts from a dealt island 1 whose pirates are handed random abilities (a
position: the abilities of any pirate may be written), with some coins already banked so
that the draw comes round; then random legal actions play on, the draw's picks included,
into island 2. After every event the invariants hold (``invariants.check``); at the end
the log replays to the same state, and a few campaigns go through the game's saving and
loading and a position written after every action.

RULINGS-ARCHIPELAGO.md, "End, score, campaign" and "Abilities: finer points". A failure
names the mode and the seed. ``JACKAL_CAMPAIGNS`` sets how many a run plays.
"""

import json
import random

import pytest

from jackal_tui.games.archipelago import match_from_position, match_from_setup, new_match
from jackal_tui.games.archipelago.abilities import NAMES, WORDS
from jackal_tui.games.archipelago.game import initial_state
from jackal_tui.games.archipelago.state import apply_event

from tiers import budget

from .invariants import check

MODES = ("2", "3", "4", "2v2")
# 100 campaigns cost about 4 s of one core (measured on a shared 2-core machine)
CAMPAIGNS = budget(quick=100, thorough=1000, env="JACKAL_CAMPAIGNS")
ACTION_CAP = 4000
STALL = 6


def start(mode: str, seed: int):
    """Island 1 of a dealt campaign, with random abilities and some coins banked."""
    rng = random.Random(seed)
    m = new_match(mode=mode, seed=seed, options={"campaign": True, "islands": 2,
                                                 "stall_rounds": STALL})
    crews = m.state.crews
    lines = m.to_position().splitlines()
    pirates = [f"{'WYBR'[c]}{k}" for c in crews for k in (1, 2, 3)]
    held: dict[str, list[str]] = {}
    for name in NAMES:
        if rng.random() < 0.6:
            held.setdefault(rng.choice(pirates), []).append(WORDS[name])
    extra = [f"abilities {p} {','.join(a)}" for p, a in sorted(held.items())]
    for c in rng.sample(list(crews), min(2, len(crews))):    # 9 coins at most: 19 in all
        if rng.random() < 0.7:
            extra.append(f"bank {'WYBR'[c]} {rng.choice((2, 3, 4))}")
    return match_from_position("\n".join(lines[:-1] + extra + lines[-1:]) + "\n")


def choose(m, rng):
    """A random legal action, a little fond of dragging coins home and wary of ending."""
    acts = m.legal_actions()
    coins = [a for a in acts if a.kind == "move" and a.coin]
    if coins and rng.random() < 0.5:
        return rng.choice(coins)
    a = rng.choice(acts)
    if a.kind == "propose" and rng.random() < 0.9:
        a = rng.choice(acts)
    return a


def play_campaign(mode: str, seed: int, positions: bool = False):
    m = start(mode, seed)
    shadow = initial_state(m.setup)
    total = shadow.total_coins
    rng = random.Random(seed)
    played = []
    while not m.is_over() and m.action_count < ACTION_CAP:
        acts = m.legal_actions()
        assert acts, "a campaign that is not over has a legal action"
        a = choose(m, rng)
        played.append(str(a))
        events = m.play(a)
        try:
            for i, ev in enumerate(events):
                apply_event(shadow, ev)
                if ev[0] == "deal":          # a new island: its own coins
                    total = shadow.total_coins
                check(shadow, total, i < len(events) - 1)
        except AssertionError as e:
            pytest.fail(f"{e}\nmode {mode} seed {seed}; last: {played[-5:]}")
        if positions:
            text = m.to_position()
            back = match_from_position(text)
            assert back.state_hash() == m.state_hash(), text
            assert back.to_position() == text
            assert [str(x) for x in back.legal_actions()] == [str(x) for x in m.legal_actions()]
    assert m.is_over(), f"mode {mode} seed {seed}: the campaign did not end"
    assert shadow.state_hash() == m.state_hash(), "replay differs from play"
    assert len(m.state.results) == 2 and m.state.island_no == 2
    return m, played


@pytest.mark.parametrize("mode", MODES)
def test_random_campaigns_keep_every_invariant_and_replay(mode):
    n = max(1, CAMPAIGNS // len(MODES))
    picks = draws = 0
    for seed in range(n):
        m, played = play_campaign(mode, seed)
        draws += any(x.endswith(" passes") or " picks " in x for x in played)
        picks += sum(" picks " in x for x in played)
        if seed % 8 == 0:
            again = match_from_setup(m.setup, json.loads(json.dumps(m.events_json())))
            assert again.state_hash() == m.state_hash()
    assert draws and picks, "no campaign came to a draw"


def test_a_campaign_saved_loaded_and_replayed_keeps_its_abilities(tmp_path):
    """Abilities taken in a draw survive the game's saving, loading and replay."""
    from jackal_tui.persistence import load_game, save_game
    for seed in range(40):
        m, played = play_campaign("2", 1000 + seed, positions=seed < 2)
        if any(" picks " in x for x in played):
            break
    else:
        pytest.fail("no campaign with a pick in 40 seeds")
    assert m.state.results[0]["picks"]
    path = save_game(m, path=tmp_path / "campaign.json", name="campaign")
    back = load_game(path)
    assert back.state_hash() == m.state_hash()
    assert back.state.abilities == m.state.abilities and back.state.results == m.state.results
    assert back.view(0)["campaign"] == m.view(0)["campaign"]
    k = next(i for i, x in enumerate(played) if " picks " in x)
    back.truncate(k + 1)
    replay = match_from_setup(m.setup, m.events[:len(back.events)])
    assert replay.state.abilities == back.state.abilities and any(replay.state.abilities)
