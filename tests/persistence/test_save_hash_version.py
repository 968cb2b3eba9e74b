"""Saves say which state-hash version made their hashes, so a later rules core that hashes
positions differently still opens them (proved by playing every action through the rules
again) instead of calling every old save damaged.

The "later rules core" is simulated by raising ``HASH_VERSION`` and changing how a state
is hashed for the length of one test.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from jackal_tui.games.classic import Game, HASH_VERSION, State
from jackal_tui.games.classic import state as engine_state
from jackal_tui.persistence import SaveError, list_saves, load_game, read_save, save_game
from persistence_helpers import file_fingerprint, new_game, write_json


@pytest.fixture
def old_save(data):
    """A real 4-player game 40 actions in, saved by today's engine: (path, game)."""
    game = new_game(actions=40, pick_seed=5)
    return save_game(game, name="Before", data_dir=data), game


@pytest.fixture
def later_engine(monkeypatch):
    """An engine one hash version on, whose hashes differ from today's for every state."""
    def state_hash(self) -> str:
        return hashlib.sha256(b"v2" + repr(self.key()).encode()).hexdigest()[:16]

    monkeypatch.setattr(engine_state, "HASH_VERSION", HASH_VERSION + 1)
    monkeypatch.setattr(State, "state_hash", state_hash)
    return HASH_VERSION + 1


def refused(path, *phrases) -> str:
    before = file_fingerprint(path)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    for phrase in phrases:
        assert phrase in message, message
    assert file_fingerprint(path) == before
    return message


def test_a_new_save_records_the_engines_hash_version(old_save):
    path, _ = old_save
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["hash_version"] == HASH_VERSION
    assert read_save(path).hash_version == HASH_VERSION


def test_a_file_from_before_the_field_means_version_1_and_is_still_checked(old_save):
    """Files written before ``hash_version`` existed were all made with version 1."""
    path, _ = old_save
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["hash_version"]
    doc["events"][5]["hash"] = "0" * 16
    write_json(path, doc)
    assert read_save(path).hash_version == 1
    refused(path, "after event 6 does not match")


def test_a_later_engine_opens_an_older_save_by_the_rules(old_save, later_engine, data):
    path, game = old_save
    before = file_fingerprint(path)
    save = read_save(path)
    assert save.hash_version == HASH_VERSION and not save.hashes_checkable
    loaded = load_game(path)
    assert [str(a) for a in loaded.actions] == [str(a) for a in game.actions]
    assert loaded.events_json() == game.events_json()
    assert loaded.to_position() == game.to_position()
    assert file_fingerprint(path) == before  # loading never writes
    [summary] = list_saves(data)
    assert summary.ok and summary.actions == 40


def test_saving_again_writes_the_later_version_and_its_hashes(old_save, later_engine, data):
    path, _ = old_save
    loaded = load_game(path)
    again = save_game(loaded, name="After", data_dir=data)
    doc = json.loads(again.read_text(encoding="utf-8"))
    assert doc["hash_version"] == later_engine
    replay = Game.from_setup(doc["setup"], [])
    for entry in doc["events"]:
        replay._apply(tuple(tuple(x) if isinstance(x, list) else x for x in entry["event"]))
        assert entry["hash"] == replay.state_hash()  # the later engine's hash, after each event
    assert load_game(again).to_position() == loaded.to_position()


def test_a_later_engine_still_catches_an_edited_reveal(old_save, later_engine):
    """Without usable hashes, the reveal is checked against the one the seed makes."""
    path, _ = old_save
    doc = json.loads(path.read_text(encoding="utf-8"))
    entry = next(e for e in doc["events"] if e["event"][0] == "reveal")
    entry["event"][2] = "rum" if entry["event"][2] != "rum" else "fortress"
    write_json(path, doc)
    refused(path, f"event {entry['seq']} ", "is not what action", "edited or damaged")


def test_a_later_engine_still_catches_an_illegal_action(old_save, later_engine):
    path, _ = old_save
    doc = json.loads(path.read_text(encoding="utf-8"))
    acts = [e for e in doc["events"] if e["event"][0] == "act"]
    acts[3]["event"][1] = "W1 A1-A2"  # not a move anyone can make there
    write_json(path, doc)
    refused(path, "action 4 (W1 A1-A2)")


def test_hashes_from_a_newer_engine_ask_for_an_update(old_save):
    path, _ = old_save
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["hash_version"] = HASH_VERSION + 1
    write_json(path, doc)
    refused(path, "made by a newer jackal-tui", "Update jackal-tui to open it")


@pytest.mark.parametrize("value", ["1", 0, -3, 1.5, None, True])
def test_a_hash_version_that_is_not_a_version_is_refused(old_save, value):
    path, _ = old_save
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["hash_version"] = value
    write_json(path, doc)
    refused(path, 'field "hash_version": expected a whole number from 1 up')
