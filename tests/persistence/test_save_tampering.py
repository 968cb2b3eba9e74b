"""A save whose events or hashes were changed is refused when it is loaded.

Each case edits a real save the way a person or a broken disk might, and checks that
loading names the file and the problem and leaves the file exactly as it was.
"""

from __future__ import annotations

import json

import pytest

from jackal_tui.persistence import SaveError, load_game, read_save, save_game
from persistence_helpers import file_fingerprint, folder_listing, new_game, write_json


@pytest.fixture
def saved(data):
    """A real 4-player game 30 actions in, saved; returns (path, document)."""
    path = save_game(new_game(actions=30, pick_seed=2), name="Real", data_dir=data)
    return path, json.loads(path.read_text(encoding="utf-8"))


def refused(path, *phrases) -> str:
    """Load ``path`` expecting a SaveError that names it; the file must stay unchanged."""
    before = file_fingerprint(path)
    listing = folder_listing(path.parent)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    assert str(path) in message
    for phrase in phrases:
        assert phrase in message
    assert file_fingerprint(path) == before
    assert folder_listing(path.parent) == listing
    return message


def first_event(doc, kind) -> dict:
    return next(entry for entry in doc["events"] if entry["event"][0] == kind)


def test_the_untouched_save_loads(saved):
    path, _ = saved
    assert load_game(path).action_count == 30


def test_edited_hash(saved):
    path, doc = saved
    doc["events"][9]["hash"] = "0" * 16
    write_json(path, doc)
    refused(path, "after event 10 does not match", "edited or damaged")


def test_pirate_moved_by_hand_is_caught_at_that_event(saved):
    path, doc = saved
    entry = first_event(doc, "pirate")
    entry["event"][3] += 1  # the cell he stands on
    write_json(path, doc)
    refused(path, f"event {entry['seq']} ", "is not what action", "makes under the rules")


def test_coins_granted_by_hand_are_caught(saved):
    path, doc = saved
    entry = doc["events"][-1]
    doc["events"].append({"seq": entry["seq"] + 1, "event": ["coin", 200, -1], "hash": entry["hash"]})
    write_json(path, doc)
    refused(path)


def test_unknown_event_is_refused_with_its_number(saved):
    path, doc = saved
    doc["events"][4]["event"] = ["teleport", 0, 84]
    write_json(path, doc)
    refused(path, "event 5", "teleport", "is not what action")


def test_event_with_missing_parts_is_refused(saved):
    path, doc = saved
    entry = first_event(doc, "pirate")
    entry["event"] = entry["event"][:2]
    write_json(path, doc)
    refused(path, f"event {entry['seq']} ", "is not what action")


def test_reveal_of_an_open_tile_is_refused(saved):
    path, doc = saved
    reveal = first_event(doc, "reveal")
    doc["events"][-1]["event"] = list(reveal["event"])  # the same tile again, at the end
    write_json(path, doc)
    refused(path, f"event {doc['events'][-1]['seq']}")


def test_swapped_tiles_in_the_setup(saved):
    path, doc = saved
    layout = doc["setup"]["layout"]
    first_other = next(i for i, token in enumerate(layout) if token != layout[0])
    layout[0], layout[first_other] = layout[first_other], layout[0]
    write_json(path, doc)
    refused(path, "the island is not the one seed 1 lays out")


@pytest.mark.parametrize(
    "edit, problem",
    [
        (lambda setup: setup.update(mode="9"), 'field "setup.mode": expected one of'),
        (lambda setup: setup.update(layout=setup["layout"][:-1]), "exactly 117 tile names, found a list of 116"),
        (lambda setup: setup.pop("layout"), 'field "setup.layout" is missing'),
        (lambda setup: setup.update(layout=42), 'field "setup.layout": expected a list'),
        (lambda setup: setup.update(mode=4), 'field "setup.mode": expected one of'),
        (lambda setup: setup["layout"].__setitem__(0, "dragon"), "not the classic set of tiles"),
    ],
    ids=["unknown mode", "short layout", "no layout", "layout not a list", "mode a number", "unknown tile"],
)
def test_broken_setup(saved, edit, problem):
    path, doc = saved
    edit(doc["setup"])
    write_json(path, doc)
    refused(path, problem)


def test_other_setup_edits_are_caught_by_the_hashes(saved):
    path, doc = saved
    doc["setup"]["ruleset"] = ["classic"]
    write_json(path, doc)
    refused(path)


def test_events_renumbered_after_a_deletion(saved):
    path, doc = saved
    del doc["events"][5]
    for seq, entry in enumerate(doc["events"], start=1):
        entry["seq"] = seq
    write_json(path, doc)
    refused(path)


def test_deleted_event_leaves_a_gap(saved):
    path, doc = saved
    del doc["events"][5]
    write_json(path, doc)
    refused(path, "expected event 6, found event 7")


def test_read_save_does_not_replay(saved):
    """read_save checks the structure only; the hash check is load_game's job."""
    path, doc = saved
    doc["events"][3]["hash"] = "f" * 16
    write_json(path, doc)
    assert read_save(path).events[3].hash == "f" * 16
