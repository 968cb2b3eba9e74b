"""Games keep the rules they were played by (docs/rules.md "Rules versions").

Rules version 2 changed rules (the Missionary and Friday on chains and at sea, bottles
never make a turn, Friday frees a trapped crew-mate, bottles to the giver's own tile, rum forgotten).
A saved game is proved by playing its actions through the rules again, so a game played
before must still make exactly its saved events. A setup's ``rules_version`` option says
which rules a game plays by: new games and positions get the newest; a setup without it
(every save made before) keeps version 1, as ``stall_coin_moves`` does for the
anti-stall rule.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from jackal_tui.games.classic import RULES_VERSION, Game, IllegalActionError, PositionError, new_setup
from jackal_tui.persistence import load_game, read_save

from rules_helpers import act, loc, pirate, ship_moves_until
from ti_helpers import position_line

ROOT = Path(__file__).resolve().parents[2]
BEFORE = Path(__file__).with_name("fixtures") / "ti_games_before_rules_2.json"
SAVES = sorted((ROOT / "saves").glob("*.json")) + sorted(
    (ROOT / "tests" / "persistence" / "fixtures").glob("*.json"))


def replay_by_rules(setup: dict, events: list) -> tuple[int, list | None]:
    """Play each saved action through the rules from ``setup``; return the number of
    actions replayed and the first (saved, made) pair of event lists that differ (or
    None when every action makes exactly its saved events)."""
    g = Game.from_setup(setup, [])
    i = n = 0
    while i < len(events):
        made = json.loads(json.dumps(g.play(events[i][1])))
        saved = events[i:i + len(made)]
        if made != saved:
            return n, (saved, made)
        i += len(made)
        n += 1
    return n, None


def test_new_games_and_positions_play_by_the_newest_rules():
    assert RULES_VERSION == 3
    assert new_setup("4", seed=1)["options"]["rules_version"] == RULES_VERSION
    g = Game.from_position("jackal classic 4\ncoins C12 5\n")
    assert g.state.options["rules_version"] == RULES_VERSION
    assert position_line(g, "options") == (
        "options early_end=yes stall_rounds=50 stall_coin_moves=no rules_version=3")


def test_a_setup_without_the_option_plays_by_version_1():
    """A save made before the option existed: nothing is filled in, so version 1."""
    setup = new_setup("4", seed=1, ruleset="treasure-island")
    del setup["options"]["rules_version"]
    g = Game.from_setup(setup)
    assert "rules_version" not in g.state.options
    assert "rules_version=1" in position_line(g, "options")


def test_a_position_names_its_rules_version_and_reads_back():
    text = ("jackal treasure-island 4\noptions rules_version=1\nG4 rum\nW1 G4 rum-now\nW2 C3\n"
            "coins C12 5\n")
    g = Game.from_position(text)
    assert g.state.options["rules_version"] == 1
    assert Game.from_position(g.to_position()).state_hash() == g.state_hash()


@pytest.mark.parametrize("value", ["0", "4", "two", ""])
def test_a_position_with_an_unknown_rules_version_is_refused(value):
    with pytest.raises(PositionError, match="line 2: rules_version"):
        Game.from_position(f"jackal classic 4\noptions rules_version={value}\ncoins C12 5\n")


def test_version_1_keeps_the_missionary_pushed_beside_an_enemy():
    """The position that found version 2's rule, under version 1 (what games saved
    before played): the
    Missionary ends beside Y1 in the dense jungle, as he did; under version 2 he leaves
    the game (tests/engine/test_ti_chain_limits.py)."""
    g = Game.from_position("""jackal treasure-island 4
options rules_version=1
MIS E5 W
Y1 G5
F5 arrow-E
G5 thicket
coins K11 1
""")
    act(g, "MIS E5-F5")
    assert loc(g, "MIS") == "G5"


def test_version_1_keeps_rum_now_through_the_other_crews_turns():
    """Under version 1 a lost turn to rum stayed in the state (and its hash) until the
    crew's next turn, and old saves' hashes were made so."""
    g = Game.from_position("""jackal classic 4
options rules_version=1
W1 G3
W2 C3
G4 rum
coins C12 5
""")
    act(g, "W1 G3-G4")
    ship_moves_until(g, "W")
    act(g, "W2 C3-C4")
    assert pirate(g, "W1").drunk == 1


def test_treasure_island_games_played_before_replay_to_their_events():
    """The fixture holds treasure-island games played by the engine before rules
    version 2 (tests/engine/fixtures/make_before_rules_2.py). Each replays by the rules to
    exactly its saved events - and would not under version 2, so each tests the option."""
    games = json.loads(BEFORE.read_text())["games"]
    assert len(games) == 6
    for d in games:
        assert "rules_version" not in d["setup"]["options"]
        n, diff = replay_by_rules(d["setup"], d["events"])
        assert diff is None, f"seed {d['setup']['seed']}: action {n} differs"
        newer = copy.deepcopy(d["setup"])
        newer["options"]["rules_version"] = 2
        try:
            _, diff = replay_by_rules(newer, d["events"])
        except IllegalActionError:
            continue  # an action of the old game is not even legal under version 2
        assert diff is not None, f"seed {d['setup']['seed']}: the same under version 2"


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.name)
def test_saved_games_load_and_replay_by_the_rules_to_their_events(path):
    """saves/*.json and tests/persistence/fixtures: they load (hashes checked), and
    playing their actions through today's rules makes exactly their saved events."""
    loaded = load_game(path)
    save = read_save(path)
    events = save.event_lists()
    assert loaded.events == Game.from_setup(save.setup, events).events
    n, diff = replay_by_rules(save.setup, events)
    assert diff is None, f"{path.name}: action {n} differs"
    assert n == sum(1 for ev in events if ev[0] == "act")
