"""Damaged or foreign files are refused with a SaveError naming the file and the problem.

These cases are caught before any replay, so the documents are written by hand. Every
case also proves that reading left the file exactly as it was.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from jackal_tui.persistence import SCHEMA_VERSION, SaveError, read_save

from persistence_helpers import file_fingerprint, folder_listing

GOOD = {
    "format": "jackal-tui-save",
    "schema_version": 2,
    "app_version": "0.1.0",
    "saved_at": "2026-11-25T22:30:00+00:00",
    "name": "Hand made",
    "setup": {"mode": "2"},
    "events": [
        {"seq": 1, "event": ["ship", 0, 6, 19], "hash": "aaaa"},
        {"seq": 2, "event": ["ship", 2, 162, 149], "hash": "bbbb"},
    ],
}


def changed(edit) -> bytes:
    """The good document after ``edit(doc)``, as file bytes."""
    doc = copy.deepcopy(GOOD)
    edit(doc)
    return json.dumps(doc).encode()


def drop(key):
    return lambda doc: doc.pop(key)


def put(key, value):
    return lambda doc: doc.__setitem__(key, value)


def on_event(index, key, value=...):
    def edit(doc):
        if value is ...:
            del doc["events"][index][key]
        else:
            doc["events"][index][key] = value

    return edit


GOOD_BYTES = json.dumps(GOOD).encode()

CASES = {
    "empty": (b"", "empty"),
    "only whitespace": (b"  \n\t\n", "empty"),
    "truncated": (GOOD_BYTES[: len(GOOD_BYTES) // 2], "cut short"),
    "not json": (b"this is not a save {", "not valid JSON"),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "not a text file"),
    "json list": (b"[1, 2, 3]", "not a jackal-tui save"),
    "json string": (b'"hello"', "not a jackal-tui save"),
    "deeply nested": (b"[" * 100_000 + b"]" * 100_000, "not a"),
    "no format": (changed(drop("format")), "not a jackal-tui save"),
    "wrong format": (changed(put("format", "chess-save")), "not a jackal-tui save"),
    "no version": (changed(drop("schema_version")), "schema_version"),
    "version is text": (changed(put("schema_version", "2")), "whole number"),
    "version is true": (changed(put("schema_version", True)), "whole number"),
    "version zero": (changed(put("schema_version", 0)), "unknown"),
    "no setup": (changed(drop("setup")), '"setup" field is missing'),
    "setup is a list": (changed(put("setup", [1, 2])), '"setup" field should be an object'),
    "name is a number": (changed(put("name", 7)), '"name" field should be text'),
    "no app version": (changed(drop("app_version")), '"app_version" field is missing'),
    "saved_at not a date": (changed(put("saved_at", "yesterday")), "not a date"),
    "events not a list": (changed(put("events", {"1": []})), '"events" field should be a list'),
    "event entry not an object": (changed(put("events", [["ship", 0, 6, 19]])), "should be an object"),
    "seq gap": (changed(on_event(1, "seq", 3)), "expected event 2, found event 3"),
    "seq starts at zero": (changed(on_event(0, "seq", 0)), "expected event 1, found event 0"),
    "seq is text": (changed(on_event(0, "seq", "1")), "not a whole number"),
    "seq missing": (changed(on_event(1, "seq")), 'no "seq"'),
    "event missing": (changed(on_event(0, "event")), 'no "event"'),
    "event not a list": (changed(on_event(0, "event", "ship 0 6 19")), "should be a list"),
    "event without type": (changed(on_event(0, "event", [1, 2])), "type name"),
    "empty event": (changed(on_event(0, "event", [])), "type name"),
    "hash missing": (changed(on_event(1, "hash")), 'no "hash"'),
    "hash empty": (changed(on_event(1, "hash", "")), "no state hash"),
    "hash is a number": (changed(on_event(1, "hash", 12)), "no state hash"),
}


@pytest.mark.parametrize("content, problem", CASES.values(), ids=CASES.keys())
def test_damaged_file_is_refused_and_left_alone(tmp_path, content, problem):
    path = tmp_path / "damaged.json"
    path.write_bytes(content)
    before = file_fingerprint(path)

    with pytest.raises(SaveError) as caught:
        read_save(path)

    message = str(caught.value)
    assert str(path) in message
    assert problem in message
    assert caught.value.path == path
    assert file_fingerprint(path) == before
    assert folder_listing(tmp_path) == ["damaged.json"]


def test_the_good_document_itself_reads(tmp_path):
    path = tmp_path / "good.json"
    path.write_bytes(GOOD_BYTES)
    save = read_save(path)
    assert save.name == "Hand made"
    assert [e.seq for e in save.events] == [1, 2]
    assert save.event_lists() == [["ship", 0, 6, 19], ["ship", 2, 162, 149]]
    assert not save.migrated


def test_missing_file(tmp_path):
    path = tmp_path / "nothing-here.json"
    with pytest.raises(SaveError, match="does not exist") as caught:
        read_save(path)
    assert str(path) in str(caught.value)
    assert not path.exists()


def test_folder_instead_of_file(tmp_path):
    with pytest.raises(SaveError, match="folder"):
        read_save(tmp_path)


def test_unreadable_file(tmp_path, monkeypatch):
    path = tmp_path / "locked.json"
    path.write_bytes(GOOD_BYTES)

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("builtins.open", refuse)
    with pytest.raises(SaveError, match="permission denied") as caught:
        read_save(path)
    assert str(path) in str(caught.value)


def test_newer_schema_says_so_and_names_the_app_version(tmp_path):
    path = tmp_path / "future.json"
    path.write_bytes(changed(lambda d: d.update(schema_version=SCHEMA_VERSION + 1, app_version="9.0.0")))
    before = file_fingerprint(path)
    with pytest.raises(SaveError) as caught:
        read_save(path)
    message = str(caught.value)
    assert "made by a newer jackal-tui" in message
    assert "9.0.0" in message
    assert file_fingerprint(path) == before


def test_save_error_is_a_value_error(tmp_path):
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    with pytest.raises(ValueError):
        read_save(path)


def test_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD_BYTES)
    assert read_save(path).name == "Hand made"


def test_unknown_extra_fields_are_ignored(tmp_path):
    path = tmp_path / "extra.json"
    path.write_bytes(changed(put("comment", "from a plugin")))
    assert read_save(path).name == "Hand made"


def test_accepts_a_path_given_as_text(tmp_path):
    path = tmp_path / "good.json"
    path.write_bytes(GOOD_BYTES)
    assert read_save(str(path)).path == Path(path)


def test_impossible_file_name(tmp_path):
    with pytest.raises(SaveError, match="file name is not valid"):
        read_save(str(tmp_path / "bad\x00name.json"))
