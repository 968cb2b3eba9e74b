"""Damaged or foreign files are refused with a SaveError naming the file and the problem.

These cases are caught before any replay (by the bytes, the JSON or the declared schema,
docs/save-schema.json), so the documents are written by hand around a real setup. Every
case also proves that reading left the file exactly as it was.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from jackal_tui.games.classic import new_setup
from jackal_tui.persistence import SCHEMA_VERSION, SaveError, read_save

from persistence_helpers import file_fingerprint, folder_listing

GOOD = {
    "format": "jackal-tui-save",
    "schema_version": 2,
    "app_version": "0.1.0",
    "saved_at": "2026-11-25T22:30:00+00:00",
    "name": "Hand made",
    "setup": new_setup("2", seed=5, names=["Anna", "Boris"]),
    "events": [
        {"seq": 1, "event": ["ship", 0, 6, 19], "hash": "aaaaaaaaaaaaaaaa"},
        {"seq": 2, "event": ["ship", 2, 162, 149], "hash": "bbbbbbbbbbbbbbbb"},
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


def in_setup(*keys, value=...):
    """Set (or, with no value, delete) ``setup[keys[0]][keys[1]]...``."""
    def edit(doc):
        place = doc["setup"]
        for key in keys[:-1]:
            place = place[key]
        if value is ...:
            del place[keys[-1]]
        else:
            place[keys[-1]] = value

    return edit


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
    "no setup": (changed(drop("setup")), 'field "setup" is missing'),
    "setup is a list": (changed(put("setup", [1, 2])), 'field "setup": expected an object'),
    "name is a number": (changed(put("name", 7)), 'field "name": expected text'),
    "no app version": (changed(drop("app_version")), 'field "app_version" is missing'),
    "saved_at not a date": (changed(put("saved_at", "yesterday")), 'field "saved_at": expected a date and time'),
    "events not a list": (changed(put("events", {"1": []})), 'field "events": expected a list'),
    "event entry not an object": (changed(put("events", [["ship", 0, 6, 19]])), "event 1: expected an object"),
    "seq gap": (changed(on_event(1, "seq", 3)), "expected event 2, found event 3"),
    "seq starts at zero": (changed(on_event(0, "seq", 0)), 'event 1, field "seq": expected a whole number counting'),
    "seq is text": (changed(on_event(0, "seq", "1")), 'event 1, field "seq": expected a whole number'),
    "seq missing": (changed(on_event(1, "seq")), 'event 2, field "seq" is missing'),
    "event missing": (changed(on_event(0, "event")), 'event 1, field "event" is missing'),
    "event not a list": (changed(on_event(0, "event", "ship 0 6 19")), 'event 1, field "event": expected a list'),
    "event without type": (changed(on_event(0, "event", [1, 2])), 'event 1, item 1 of field "event": expected an event type name'),
    "empty event": (changed(on_event(0, "event", [])), "found an empty list"),
    "hash missing": (changed(on_event(1, "hash")), 'event 2, field "hash" is missing'),
    "hash empty": (changed(on_event(1, "hash", "")), 'event 2, field "hash": expected a state hash'),
    "hash is a number": (changed(on_event(1, "hash", 12)), 'event 2, field "hash": expected a state hash'),
    # The load path contains every error: each of these once broke the app.
    "a 5000-digit number in a save": (
        GOOD_BYTES[:-1] + b', "junk": ' + b"7" * 5000 + b"}", "a number of 5,000 digits"),
    "a 5000-digit number in a file that is no save": (b"[" + b"1" * 5000 + b"]", "a number of 5,000 digits"),
    "NaN": (GOOD_BYTES[:-1] + b', "junk": NaN}', "NaN is not a JSON number"),
    "a field twice": (GOOD_BYTES[:-1] + b', "name": "Other"}', 'the field "name" appears twice'),
    "names null and 5": (changed(in_setup("names", value=[None, 5])),
                         'item 1 of field "setup.names": expected text of at most 64 characters'),
    "names nested lists": (changed(in_setup("names", value=[["Anna"], ["Boris"]])),
                           "found a list of 1 item"),
    "too many names": (changed(in_setup("names", value=list("ABCDE"))), "at most 4 player names"),
    "stall_rounds text": (changed(in_setup("options", "stall_rounds", value="abc")),
                          'field "setup.options.stall_rounds": expected a whole number from 0'),
    "stall_rounds negative": (changed(in_setup("options", "stall_rounds", value=-1)), "found -1"),
    "stall_rounds null": (changed(in_setup("options", "stall_rounds", value=None)), "found null"),
    "stall_rounds a million": (changed(in_setup("options", "stall_rounds", value=10**6)), "to 1000"),
    "early_end text": (changed(in_setup("options", "early_end", value="no")),
                       'field "setup.options.early_end": expected true or false, found "no"'),
    "no stall_rounds": (changed(in_setup("options", "stall_rounds")), 'field "setup.options.stall_rounds" is missing'),
    "unknown option": (changed(in_setup("options", "colour", value="red")),
                       'field "setup.options.colour" is not part of a save'),
    "unknown setup field": (changed(in_setup("cheat", value=1)), 'field "setup.cheat" is not part of a save'),
    "seed with a fraction": (changed(in_setup("seed", value=4242.5)), 'field "setup.seed": expected a whole number'),
    "seed 4242.0": (changed(in_setup("seed", value=4242.0)), "found 4242.0"),
    "seed as text": (changed(in_setup("seed", value="4242")), 'found "4242"'),
    "seed true": (changed(in_setup("seed", value=True)), "found true"),
    "seed over 64 bits": (changed(in_setup("seed", value=2**64)), "fits in 64 bits"),
    "ruleset unknown": (changed(in_setup("ruleset", value="chess")), 'field "setup.ruleset": expected "classic"'),
    "tile name not text": (changed(in_setup("layout", 3, value=7)), 'item 4 of field "setup.layout"'),
    "seats not a list": (changed(in_setup("seats", value="human")), 'field "setup.seats": expected a list'),
    "saved_at at the end of year 9999 west of UTC": (
        changed(put("saved_at", "9999-12-31T23:59:59-14:00")), "between the years 1970 and 9998"),
    "saved_at in year 1": (changed(put("saved_at", "0001-01-01T00:00:00+14:00")), "between the years 1970"),
    "saved_at without a time zone": (changed(put("saved_at", "2026-11-25T22:30:00")), 'field "saved_at"'),
    "saved_at month 13": (changed(put("saved_at", "2026-13-25T22:30:00+00:00")), 'field "saved_at"'),
    "name with a lone surrogate": (changed(put("name", "\ud800x")), "not valid Unicode"),
    "player name with a lone surrogate": (changed(in_setup("names", value=["\udfffA"])), "not valid Unicode"),
    "name ending in a new line": (changed(put("name", "Bad\n")), "without control characters"),
    "name too long": (changed(put("name", "x" * 256)), "at most 255 characters"),
    "an extra field in an event entry": (changed(on_event(0, "note", "hi")),
                                         'event 1, field "note" is not part of a save'),
    "a fraction inside an event": (changed(on_event(0, "event", ["ship", 0, 6.5, 19])),
                                   'event 1, item 3 of field "event": expected a whole number, a short text'),
    "true inside an event": (changed(on_event(0, "event", ["ship", True, 6, 19])), "found true"),
    "null inside an event": (changed(on_event(0, "event", ["ship", None, 6, 19])), "found null"),
    "hash not hexadecimal": (changed(on_event(0, "hash", "not a hash at all")), "hexadecimal"),
    "actions count that is text": (changed(put("actions", "2")), 'field "actions": expected the number of actions'),
    "final_hash not a hash": (changed(put("final_hash", 5)), 'field "final_hash": expected a state hash'),
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
    with pytest.raises(SaveError) as caught:
        read_save(tmp_path)
    assert caught.value.problem == "it is a folder, not a file"


def test_folder_named_like_a_save(tmp_path):
    """A folder "x.json" was called an invalid file name (a SaveProblem caught
    as a ValueError); the test above passed only because its path holds "folder"."""
    folder = tmp_path / "x.json"
    folder.mkdir()
    with pytest.raises(SaveError) as caught:
        read_save(folder)
    assert caught.value.problem == "it is a folder, not a file"
    assert caught.value.path == folder


def test_unreadable_file(tmp_path, monkeypatch):
    path = tmp_path / "locked.json"
    path.write_bytes(GOOD_BYTES)

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("os.open", refuse)
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


def test_a_game_id_is_kept_and_checked(tmp_path):
    path = tmp_path / "id.json"
    path.write_bytes(changed(put("game_id", "3f9a1c2b")))
    assert read_save(path).game_id == "3f9a1c2b"
    path.write_bytes(changed(put("game_id", "not an id")))
    with pytest.raises(SaveError, match='field "game_id": expected the game\'s id'):
        read_save(path)


def test_rules_newer_than_this_jackal_tui_ask_for_an_update(tmp_path, monkeypatch):
    """A game played by rules this rules core does not know cannot be proved: say so."""
    from jackal_tui.persistence import schema

    monkeypatch.setattr(schema, "current_rules_version", lambda ruleset: 2)
    path = tmp_path / "rules.json"
    path.write_bytes(changed(lambda doc: doc["setup"]["options"].update(rules_version=2)))
    assert read_save(path).setup["options"]["rules_version"] == 2
    path.write_bytes(changed(lambda doc: (doc["setup"]["options"].update(rules_version=3),
                                          doc.update(app_version="0.3"))))
    with pytest.raises(SaveError, match="newer jackal-tui 0.3, whose rules .*rules version 3; "
                                        "this jackal-tui plays up to 2"):
        read_save(path)
