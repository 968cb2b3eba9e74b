"""The save-file format, how it is checked, and how older versions are upgraded.

Schema version 2 (current)::

    {
      "format": "jackal-tui-save",
      "schema_version": 2,
      "app_version": "0.1.0",
      "saved_at": "2026-11-25T22:30:00+00:00",
      "name": "Friday game",
      "game_id": "3f9a1c2b",                # the game's own id (optional; see store.py)
      "hash_version": 1,                    # how the hashes below were made (optional)
      "setup": {...},                       # Game.setup, as the engine gives it
      "events": [                           # Game.events, one entry per event
        {"seq": 1, "event": ["...", ...], "hash": "..."},
        ...
      ]
    }

``seq`` counts from 1 without gaps; ``hash`` is ``state_hash()`` of the game after that
event, so a replay can prove the file was not edited.

``hash_version`` is the engine's :data:`~jackal_tui.engine.HASH_VERSION` when the file was
written (files from before the field existed say nothing and mean 1). When a later engine
hashes states differently, the stored hashes cannot be compared with its own: such a file
is still loaded, every event replayed through the rules as always, and its hashes made
anew; the file on disk is not changed until the game is saved again. A file whose hashes
come from a newer engine than this one is refused with a message to update.

Schema version 1 (jackal-tui before per-event hashes) had ``"version": 1`` instead of
``"schema_version"`` and ``events`` as the bare engine event lists, with no seq or hash.
:data:`MIGRATIONS` upgrades a document one version at a time.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from jackal_tui.engine import replay_hashes
from jackal_tui.engine import state as engine_state

from .errors import SaveProblem, short_json as _short
from .replay import explain_replay_failure

FORMAT_NAME = "jackal-tui-save"
_GAME_ID = re.compile(r"[0-9a-f]{4,32}")
SCHEMA_VERSION = 2


def current_hash_version() -> int:
    """The rules core's state-hash version (read when asked, so a test may change it)."""
    return engine_state.HASH_VERSION


@dataclass(frozen=True)
class SavedEvent:
    """One event of the game log as stored: its place, the engine event, the hash after it."""

    seq: int
    event: list[Any]
    hash: str

    def to_json(self) -> dict[str, Any]:
        """The event as it is written in a schema 2 file."""
        return {"seq": self.seq, "event": self.event, "hash": self.hash}


@dataclass(frozen=True)
class SaveFile:
    """A parsed, checked and upgraded save, not yet replayed.

    ``schema_version`` is the version the file was written in (it may be older than
    :data:`SCHEMA_VERSION`; the other fields are always in the current shape).
    """

    path: Path | None
    schema_version: int
    app_version: str
    saved_at: str
    name: str
    setup: dict[str, Any]
    events: list[SavedEvent] = field(default_factory=list)
    hash_version: int = field(default_factory=current_hash_version)
    game_id: str | None = None  # which game this is, so it is always written to one file

    @property
    def migrated(self) -> bool:
        """Whether the file was written in an older schema and upgraded on reading."""
        return self.schema_version < SCHEMA_VERSION

    @property
    def hashes_checkable(self) -> bool:
        """Whether this engine makes its state hashes as the file's were made.

        When not (an older engine wrote the file), loading replays every event through
        the rules but cannot compare hashes; the next save writes this engine's."""
        return self.hash_version == current_hash_version()

    def event_lists(self) -> list[list[Any]]:
        """The engine events, in order, ready for ``Game.from_setup``."""
        return [saved.event for saved in self.events]

    def to_json(self) -> dict[str, Any]:
        """The document as a current-schema file holds it."""
        return {
            "format": FORMAT_NAME,
            "schema_version": SCHEMA_VERSION,
            "app_version": self.app_version,
            "saved_at": self.saved_at,
            "name": self.name,
            **({"game_id": self.game_id} if self.game_id is not None else {}),
            "hash_version": self.hash_version,
            "setup": self.setup,
            "events": [saved.to_json() for saved in self.events],
        }


# --------------------------------------------------------------------------- checks


def _describe(value: Any) -> str:
    """A short plain-words name for a JSON value's type, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_KINDS: dict[type, str] = {str: "text", dict: "an object", list: "a list"}


def _field(doc: dict[str, Any], key: str, kind: type) -> Any:
    """``doc[key]``, which must be present and of JSON type ``kind``."""
    if key not in doc:
        raise SaveProblem(f'the "{key}" field is missing')
    value = doc[key]
    if not isinstance(value, kind):
        raise SaveProblem(f'the "{key}" field should be {_KINDS[kind]} but is {_describe(value)}')
    return value


def _check_header(doc: dict[str, Any]) -> None:
    """The fields every schema version shares: who wrote it, when, under what name."""
    _field(doc, "app_version", str)
    saved_at = _field(doc, "saved_at", str)
    try:
        datetime.fromisoformat(saved_at)
    except ValueError:
        raise SaveProblem(f'the "saved_at" field is not a date and time: {saved_at!r}') from None
    _field(doc, "name", str)
    _field(doc, "setup", dict)


def _check_engine_event(event: Any, where: str) -> list[Any]:
    """An engine event is a non-empty list starting with its type name."""
    if not isinstance(event, list):
        raise SaveProblem(f"{where} should be a list but is {_describe(event)}")
    if not event or not isinstance(event[0], str):
        raise SaveProblem(f"{where} does not start with an event type name")
    return event


def format_version(doc: Any) -> int:
    """Check that ``doc`` is a jackal-tui save this program can read; return its schema version."""
    if not isinstance(doc, dict):
        raise SaveProblem(f"it is not a jackal-tui save (the file holds {_describe(doc)}, not an object)")
    if "format" not in doc:
        raise SaveProblem('it is not a jackal-tui save (there is no "format" field)')
    if doc["format"] != FORMAT_NAME:
        raise SaveProblem(
            f"it is not a jackal-tui save (its format is {_short(doc['format'])}, "
            f'not "{FORMAT_NAME}")'
        )
    key = "schema_version" if "schema_version" in doc else "version"
    if key not in doc:
        raise SaveProblem('the "schema_version" field is missing')
    version = doc[key]
    if not _is_int(version):
        raise SaveProblem(f'the "{key}" field should be a whole number but is {_describe(version)}')
    if version > SCHEMA_VERSION:
        made_by = doc.get("app_version")
        by = f" {made_by}" if isinstance(made_by, str) else ""
        raise SaveProblem(
            f"it was made by a newer jackal-tui{by} (save schema version {version}); "
            f"this jackal-tui reads schema versions up to {SCHEMA_VERSION}. "
            "Update jackal-tui to open it."
        )
    if version != SCHEMA_VERSION and version not in MIGRATIONS:
        raise SaveProblem(f"its schema version {version} is unknown to this jackal-tui")
    return version


def _hash_version(doc: dict[str, Any]) -> int:
    """The file's ``hash_version`` (1 when absent); refused if newer than this engine's."""
    version = doc.get("hash_version", 1)
    if not _is_int(version) or version < 1:
        raise SaveProblem(f'the "hash_version" field should be a whole number from 1 up '
                          f"but is {_short(version)}")
    if version > current_hash_version():
        made_by = doc.get("app_version")
        by = f" {made_by}" if isinstance(made_by, str) else ""
        raise SaveProblem(
            f"it was made by a newer jackal-tui{by}, which checks saved games in a way "
            f"this one does not know (state hash version {version}; this jackal-tui knows "
            f"up to {current_hash_version()}). Update jackal-tui to open it."
        )
    return version


def _parse_current(doc: dict[str, Any], path: Path | None, written_in: int) -> SaveFile:
    """Check every field of a schema 2 document and build the :class:`SaveFile`."""
    _check_header(doc)
    hash_version = _hash_version(doc)
    events = _field(doc, "events", list)
    saved: list[SavedEvent] = []
    for index, entry in enumerate(events):
        expected = index + 1
        where = f"entry {expected} of the event list"
        if not isinstance(entry, dict):
            raise SaveProblem(f"{where} should be an object but is {_describe(entry)}")
        for key in ("seq", "event", "hash"):
            if key not in entry:
                raise SaveProblem(f'{where} has no "{key}"')
        seq = entry["seq"]
        if not _is_int(seq):
            raise SaveProblem(f'{where} has a "seq" that is {_describe(seq)}, not a whole number')
        if seq != expected:
            raise SaveProblem(
                f"the events are out of order or some are missing: "
                f"expected event {expected}, found event {seq}"
            )
        event = _check_engine_event(entry["event"], f"event {seq}")
        digest = entry["hash"]
        if not isinstance(digest, str) or not digest:
            raise SaveProblem(f"event {seq} has no state hash")
        saved.append(SavedEvent(seq, event, digest))
    game_id = doc.get("game_id")
    if game_id is not None and not (isinstance(game_id, str) and _GAME_ID.fullmatch(game_id)):
        raise SaveProblem(f'the "game_id" field should be 4 to 32 letters a-f and digits '
                          f"but is {_short(game_id)}")
    return SaveFile(
        path=path,
        schema_version=written_in,
        app_version=doc["app_version"],
        saved_at=doc["saved_at"],
        name=doc["name"],
        setup=doc["setup"],
        events=saved,
        hash_version=hash_version,
        game_id=game_id,
    )


# --------------------------------------------------------------------------- migrations


def migrate_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 -> 2: rename ``version``, number the events and add the hash after each.

    Version 1 stored no hashes, so they are computed by replaying the game; an event the
    rules refuse stops the upgrade with a :class:`SaveProblem`. ``doc`` is not changed.
    """
    _check_header(doc)
    events = _field(doc, "events", list)
    for index, event in enumerate(events):
        _check_engine_event(event, f"event {index + 1}")
    try:
        hashes = replay_hashes(doc["setup"], events)
    except Exception as exc:  # a damaged file may upset the engine in any way
        raise SaveProblem(explain_replay_failure(doc["setup"], events, exc)) from exc
    upgraded = {key: value for key, value in doc.items() if key != "version"}
    upgraded["schema_version"] = 2
    upgraded["events"] = [
        {"seq": seq, "event": event, "hash": digest}
        for seq, (event, digest) in enumerate(zip(events, hashes), start=1)
    ]
    return upgraded


#: ``MIGRATIONS[v]`` turns a schema ``v`` document into a schema ``v + 1`` one.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: migrate_1_to_2}


def upgrade(doc: dict[str, Any], version: int) -> dict[str, Any]:
    """Apply the migrations one step at a time from ``version`` up to the current schema."""
    while version < SCHEMA_VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1
        if doc.get("schema_version") != version:  # a migration that forgot its own job
            raise RuntimeError(f"migration from schema {version - 1} did not produce schema {version}")
    return doc


def parse_document(doc: Any, path: Path | None = None) -> SaveFile:
    """Check a decoded JSON document, upgrade it to the current schema, and parse it.

    Raises :class:`SaveProblem` saying what is wrong. No replay happens for a current
    document; an older one may be replayed by its migration.
    """
    version = format_version(doc)
    return _parse_current(upgrade(doc, version), path, written_in=version)
