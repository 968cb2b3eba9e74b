"""Older saves are upgraded one schema step at a time and load as the same game."""

from __future__ import annotations

import copy
import json

import pytest

from jackal_tui.persistence import (
    MIGRATIONS,
    SCHEMA_VERSION,
    SaveError,
    load_game,
    migrate_1_to_2,
    read_save,
)
from jackal_tui.persistence import schema
from persistence_helpers import FIXTURES, file_fingerprint, folder_listing, write_json

V1 = FIXTURES / "save-v1.json"
V2 = FIXTURES / "save-v2.json"


def v1_doc() -> dict:
    return json.loads(V1.read_text(encoding="utf-8"))


def test_there_is_a_fixture_for_every_schema_version():
    versions = set(MIGRATIONS) | {SCHEMA_VERSION}
    assert versions == {1, 2}
    assert json.loads(V1.read_text())["version"] == 1
    assert json.loads(V2.read_text())["schema_version"] == 2


def test_v1_fixture_loads_as_the_same_game_as_v2():
    from_v1, from_v2 = load_game(V1), load_game(V2)
    assert from_v1.state_hash() == from_v2.state_hash()
    assert from_v1.events_json() == from_v2.events_json()
    assert from_v1.log() == from_v2.log()


def test_v1_read_is_upgraded_in_memory_only():
    before = file_fingerprint(V1)
    save = read_save(V1)
    assert save.schema_version == 1 and save.migrated
    assert [e.seq for e in save.events] == list(range(1, len(save.events) + 1))
    assert [e.hash for e in save.events] == [e.hash for e in read_save(V2).events]
    assert save.name == "Fixture game"
    assert file_fingerprint(V1) == before


def test_migration_does_not_change_its_input():
    doc = v1_doc()
    kept = copy.deepcopy(doc)
    upgraded = migrate_1_to_2(doc)
    assert doc == kept
    assert upgraded["schema_version"] == 2 and "version" not in upgraded
    assert [e["event"] for e in upgraded["events"]] == doc["events"]


def test_v1_with_an_event_the_rules_refuse(tmp_path):
    doc = v1_doc()
    doc["events"][3] = ["no-such-event", 1]
    path = write_json(tmp_path / "old.json", doc)
    before = file_fingerprint(path)
    with pytest.raises(SaveError, match="event 4") as caught:
        read_save(path)
    assert str(path) in str(caught.value)
    assert file_fingerprint(path) == before


def test_v1_with_ill_typed_events(tmp_path):
    doc = v1_doc()
    doc["events"][0] = {"seq": 1}
    path = write_json(tmp_path / "old.json", doc)
    with pytest.raises(SaveError, match='event 1: expected a list of 1 to 16 items'):
        read_save(path)


def test_v1_newer_than_known_is_still_recognised(tmp_path):
    doc = v1_doc()
    doc["version"] = SCHEMA_VERSION + 5
    path = write_json(tmp_path / "future.json", doc)
    with pytest.raises(SaveError, match="made by a newer jackal-tui"):
        read_save(path)


def test_migrations_run_one_step_at_a_time_in_order(tmp_path, monkeypatch):
    """With a made-up schema 3, a schema 1 file passes through 1->2 and then 2->3."""
    steps = []

    def record(step, migrate):
        def run(doc):
            steps.append(step)
            return migrate(doc)

        return run

    def migrate_2_to_3(doc):
        assert doc["schema_version"] == 2  # sees the output of the step before
        return {**doc, "schema_version": 3}

    check_document = schema.check_document

    def check_as_schema_2(doc, version=None):  # the made-up schema 3 holds what 2 does
        return check_document(dict(doc, schema_version=2) if doc.get("schema_version") == 3 else doc, version)

    monkeypatch.setattr(schema, "SCHEMA_VERSION", 3)
    monkeypatch.setattr(schema, "check_document", check_as_schema_2)
    monkeypatch.setitem(MIGRATIONS, 1, record("1->2", migrate_1_to_2))
    monkeypatch.setitem(MIGRATIONS, 2, record("2->3", migrate_2_to_3))
    save = read_save(V1)
    assert steps == ["1->2", "2->3"]
    assert save.schema_version == 1

    steps.clear()
    read_save(V2)
    assert steps == ["2->3"]


def test_reading_a_fixture_leaves_its_folder_clean():
    listing = folder_listing(FIXTURES)
    read_save(V1)
    load_game(V2)
    assert folder_listing(FIXTURES) == listing
