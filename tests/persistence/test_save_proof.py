"""A save that loads is a legal game.

Loading plays every saved action through the rules from the setup and requires exactly
the saved events. Most cases below are *deliberate* edits: the hashes are recomputed
after the edit (as someone who knows the format could), so they show what the rules
replay proves beyond the hashes. Each loaded before this check existed.
"""

from __future__ import annotations

import json

import pytest

from jackal_tui.games.classic import Game, new_setup, replay_hashes
from jackal_tui.persistence import SaveError, list_saves, load_game, read_save, save_game
from persistence_helpers import file_fingerprint, folder_listing, new_game, played, write_json


@pytest.fixture
def saved(data):
    """A real 4-player game 30 actions in, saved; returns (path, document)."""
    path = save_game(new_game(actions=30, pick_seed=2), name="Real", data_dir=data)
    return path, json.loads(path.read_text(encoding="utf-8"))


def rehashed(doc: dict, *, count: bool = True) -> dict:
    """``doc`` with seq, hashes, ``actions`` and ``final_hash`` made anew for its events,
    as a person who rewrites a save and recomputes its checks would do."""
    events = [entry["event"] for entry in doc["events"]]
    hashes = replay_hashes(doc["setup"], events)
    doc["events"] = [{"seq": seq, "event": event, "hash": digest}
                     for seq, (event, digest) in enumerate(zip(events, hashes), start=1)]
    if count:
        doc["actions"] = sum(1 for event in events if event[0] == "act")
        doc["final_hash"] = hashes[-1] if hashes else Game.from_setup(doc["setup"]).state_hash()
    return doc


def refused(path, *phrases) -> str:
    """Load ``path`` expecting a SaveError naming it; the file and folder stay unchanged."""
    before = file_fingerprint(path)
    listing = folder_listing(path.parent)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    assert str(path) in message
    for phrase in phrases:
        assert phrase in message, message
    assert file_fingerprint(path) == before
    assert folder_listing(path.parent) == listing
    (summary,) = [s for s in list_saves(path.parent.parent) if s.path == path]
    assert not summary.ok  # the load list says the same
    return message


def action_starts(doc) -> list[int]:
    return [i for i, entry in enumerate(doc["events"]) if entry["event"][0] == "act"]


def test_a_save_records_how_many_actions_and_the_final_hash(saved):
    path, doc = saved
    game = load_game(path)
    assert doc["actions"] == 30 == game.action_count
    assert doc["final_hash"] == game.state_hash() == doc["events"][-1]["hash"]


def test_an_emptied_log(saved):
    path, doc = saved
    doc["events"] = []
    write_json(path, doc)
    refused(path, "says its game has 30 actions but its log holds 0")


def test_a_log_cut_at_an_action_boundary(saved):
    path, doc = saved
    doc["events"] = doc["events"][: action_starts(doc)[25]]
    write_json(path, doc)
    refused(path, "says its game has 30 actions but its log holds 25")


def test_a_log_cut_at_an_action_boundary_with_its_final_hash_made_anew(saved):
    """Only the count is left as it was: the final hash is of the shorter game."""
    path, doc = saved
    doc["events"] = doc["events"][: action_starts(doc)[25]]
    rehashed(doc, count=False)
    doc["final_hash"] = doc["events"][-1]["hash"]
    write_json(path, doc)
    refused(path, "30 actions but its log holds 25")


def test_a_log_cut_inside_an_action(saved):
    path, doc = saved
    last = action_starts(doc)[-1]
    assert len(doc["events"]) - last >= 2
    doc["events"] = doc["events"][:-1]
    write_json(path, rehashed(doc))
    refused(path, "the log ends in the middle of action 30")


def test_two_actions_merged_into_one(saved):
    path, doc = saved
    second = action_starts(doc)[5]
    del doc["events"][second]  # action 6's "act": its events now follow action 5's
    write_json(path, rehashed(doc))
    refused(path, f"event {second + 1} should start an action")


def test_an_extra_item_in_an_event(saved):
    """A "turn" event with a third item hashes as without it (the engine ignores it)."""
    path, doc = saved
    entry = next(e for e in doc["events"] if e["event"][0] == "turn")
    entry["event"].append(0)
    write_json(path, rehashed(doc))
    refused(path, f"event {entry['seq']} ", '"turn"', "is not what action")


def test_an_action_written_differently_from_the_rules(saved):
    """Action text is compared as the rules write it: a lower-case copy is an edit."""
    path, doc = saved
    entry = doc["events"][action_starts(doc)[3]]
    entry["event"][1] = entry["event"][1].lower()
    write_json(path, rehashed(doc))
    refused(path, f"event {entry['seq']} ", "is not what action 4")


def test_a_changed_seed_with_recomputed_hashes(saved):
    path, doc = saved
    doc["setup"]["seed"] = 4243
    write_json(path, rehashed(doc))
    refused(path, "the island is not the one seed 4243 lays out")


def test_a_changed_seed_and_its_island_with_recomputed_hashes(saved):
    """A seed and the island it lays out, both swapped: the saved reveals are not the
    new island's tiles, so the actions do not make the saved events."""
    path, doc = saved
    doc["setup"]["layout"] = new_setup("4", seed=4243)["layout"]
    doc["setup"]["seed"] = 4243
    reveal = next(e for e in doc["events"] if e["event"][0] == "reveal")
    write_json(path, rehashed(doc))  # the event replay accepts it: reveals are facts
    refused(path, f"event {reveal['seq']} ", "is not what action")


def test_an_illegal_action_with_recomputed_hashes(saved):
    """The events of an impossible move, written by hand, hash without complaint."""
    path, doc = saved
    act = action_starts(doc)[29]
    events = [e["event"] for e in doc["events"]][:act]
    events += [["act", "W1 A1-A2"], ["turn", 1]]
    doc["events"] = [{"event": e} for e in events]
    write_json(path, rehashed(doc))
    refused(path, "action 30 (W1 A1-A2)")


def test_actions_after_the_end_of_the_game(data):
    game = played(new_game(mode="2-light", seed=2), 5000, seed=3)
    assert game.state.over
    path = save_game(game, name="done", data_dir=data)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["events"].append({"event": ["act", "W ship G1-H1"]})
    write_json(path, rehashed(doc))
    refused(path, f"action {game.action_count + 1} (W ship G1-H1) comes after the game ended")


def test_a_final_hash_that_does_not_match(saved):
    path, doc = saved
    doc["final_hash"] = "0" * 16
    write_json(path, doc)
    refused(path, 'does not match the file\'s "final_hash"')


def test_a_save_of_no_moves_is_a_legal_game_and_proves_its_setup(data):
    """A game saved before its first move loads; its final hash is the start's, so an
    edited option (which the seed does not cover) is caught."""
    path = save_game(Game.new(mode="3", seed=11), name="fresh", data_dir=data)
    assert load_game(path).action_count == 0
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"]["options"]["stall_rounds"] = 7
    write_json(path, doc)
    refused(path, '"final_hash"')


def test_an_older_save_without_the_count_still_loads(saved):
    """Files written before ``actions`` and ``final_hash`` existed load as before."""
    path, doc = saved
    del doc["actions"], doc["final_hash"]
    write_json(path, doc)
    assert load_game(path).action_count == 30


def test_a_game_from_a_written_position_round_trips(data):
    text = "jackal classic 2-light\nturn W\nW1 G2\nG3 ?chest3\nH4 arrow-N\ncoins G2 1\n"
    game = Game.from_position(text)
    for _ in range(6):
        game.play(game.legal_actions()[0])
    path = save_game(game, name="from a position", data_dir=data)
    loaded = load_game(path)
    assert loaded.to_position() == game.to_position()
    assert loaded.events_json() == game.events_json()


def test_a_position_setup_whose_mode_disagrees_with_its_text(data):
    game = Game.from_position("jackal classic 2-light\nW1 G2\n")
    path = save_game(game, name="from a position", data_dir=data)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"]["mode"] = "4"
    write_json(path, doc)
    refused(path, "the setup says a classic game in mode 4 but its position is a classic game in mode 2-light")


@pytest.mark.parametrize("ruleset", ["classic", "treasure-island"])
def test_long_games_of_both_rulesets_load_as_played(data, ruleset):
    game = played(Game.new(mode="4", seed=31, ruleset=ruleset), 400, seed=7)
    path = save_game(game, name=ruleset, data_dir=data)
    loaded = load_game(path)
    assert loaded.events_json() == game.events_json()
    assert loaded.state_hash() == game.state_hash()
    assert read_save(path).final_hash == game.state_hash()


def test_the_setup_keys_the_app_keeps_load(data):
    """The app keeps its own facts in the setup (tui/seats.py): seat kinds and practice."""
    game = new_game(mode="2", seed=4, actions=3)
    game.setup["seats"] = ["human", "strong"]
    game.setup["practice"] = True
    path = save_game(game, name="practice", data_dir=data)
    assert load_game(path).setup == game.setup
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"]["practice"] = "yes"
    write_json(path, doc)
    refused(path, 'field "setup.practice": expected true or false')
