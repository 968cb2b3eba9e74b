"""The save-file format: one declared schema, the checks it cannot say, and upgrades.

The format is declared once, as a JSON Schema (draft 2020-12) shipped beside this module
as ``save-schema.json`` and published as ``docs/save-schema.json``; docs/save-format.md
explains it field by field. Schema version 2 (current)::

    {
      "format": "jackal-tui-save",
      "schema_version": 2,
      "app_version": "0.1.0",
      "saved_at": "2026-11-25T22:30:00+00:00",
      "name": "Friday game",
      "game_id": "3f9a1c2b",                # the game's own id (optional)
      "hash_version": 1,                    # how the hashes below were made (optional)
      "actions": 30,                        # how many actions the log holds (optional)
      "final_hash": "...",                  # the state hash at the end of the log (optional)
      "setup": {...},                       # Game.setup, as the engine gives it
      "events": [                           # Game.events, one entry per event
        {"seq": 1, "event": ["...", ...], "hash": "..."},
        ...
      ]
    }

A document is checked against the declared schema (types, ranges, allowed fields), then
for what a schema cannot say: ``seq`` counts from 1 without gaps, ``actions`` matches the
log, ``saved_at`` is a real moment between the years 1970 and 9998, and the hashes are of
a version this engine knows. The first problem found is said in plain words ("field
"setup.seed": expected a whole number ..., found 4242.5"); checking stops there. Whether
the document is a legal *game* is the next step's job (:mod:`.replay`).

Schema version 1 (jackal-tui before per-event hashes) had ``"version": 1`` instead of
``"schema_version"`` and ``events`` as the bare engine event lists, with no seq or hash;
it is declared in the same schema (``$defs/save1``). :data:`MIGRATIONS` upgrades a
document one version at a time.

The setup's form is its game's: the registry of games (:mod:`jackal_tui.games`) says
which names a ``ruleset`` may hold and which ``$defs`` form each game's setup takes
(``GameType.save_setup``); the validators add that to the declared schema when they are
built. This module reaches a game's rules only through the registry (to compute the
hashes of a schema 1 file), never the replay step: reading goes bytes
(:mod:`.document`) -> this schema -> :mod:`.replay`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from jackal_tui import games

from jackal_tui.persistence.errors import SaveProblem, short_json as _short

if TYPE_CHECKING:
    from jsonschema import ValidationError

FORMAT_NAME = "jackal-tui-save"
SCHEMA_VERSION = 2

#: The declared schema (draft 2020-12), as shipped in the package.
#: Read beside this module (not through importlib.resources, whose import with zipfile cost
#: ``jackal --new --seed N`` 20 ms or more of start-up: the command line checks a seed and
#: the names against this schema's limits before the first frame).
SAVE_SCHEMA: dict[str, Any] = json.loads(
    Path(__file__).with_name("save-schema.json").read_text(encoding="utf-8")
)
_DEFS = SAVE_SCHEMA["$defs"]


def current_hash_version(ruleset: str) -> int:
    """The state-hash version of a game's rules (read when asked, so a test may change
    it); a game package without ``HASH_VERSION`` makes version 1."""
    return getattr(games.rules_of(ruleset), "HASH_VERSION", 1)


# --------------------------------------------------------------------------- the validator


def _is_integer(checker: Any, instance: Any) -> bool:
    """A JSON whole number only: not true/false, and not 4242.0 either."""
    return isinstance(instance, int) and not isinstance(instance, bool)


def _with_games(schema: dict[str, Any], game_types: tuple[games.GameType, ...]) -> dict[str, Any]:
    """The declared schema with the registry's facts: which names a ``ruleset`` may
    hold, and the form each game's setup takes."""
    defs = dict(schema["$defs"])
    names = [g.name for g in game_types]
    quoted = [json.dumps(name) for name in names]
    said = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
    defs["ruleset"] = dict(defs["ruleset"], enum=names, description=said)
    defs["setup"] = dict(defs["setup"], allOf=[
        {"if": {"properties": {"ruleset": {"const": g.name}}},
         "then": {"$ref": f"#/$defs/{g.save_setup}"}} for g in game_types])
    return dict(schema, **{"$defs": defs})


def _validators() -> dict[str, Any]:
    """The validators of the declared schema with the games registered now."""
    return _validators_for(tuple(games.GAMES.values()))


@cache
def _validators_for(game_types: tuple[games.GameType, ...]) -> dict[str, Any]:
    """The validators of the declared schema, built at the first check, not at import:
    importing jsonschema and building them costs start-up a tenth of a second or more,
    and a game started with --new reads no save. (The schema itself is checked against
    its meta-schema by the tests.) Built again if the registry changes."""
    from jsonschema import Draft202012Validator, ValidationError, validators

    def pattern(validator: Any, pattern: str, instance: Any,
                schema: dict[str, Any]) -> Iterator[ValidationError]:
        """``pattern`` as JSON Schema means it (ECMA-262): a final ``$`` is the end of the
        text, where Python's would also match before a final newline."""
        if not validator.is_type(instance, "string"):
            return
        found = re.search(pattern, instance)
        if found is None or (pattern.endswith("$") and found.end() != len(instance)):
            yield ValidationError(f"{instance!r} does not match {pattern!r}")

    checker = validators.extend(
        Draft202012Validator,
        validators={"pattern": pattern},
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_integer),
    )

    declared = _with_games(SAVE_SCHEMA, game_types)

    def validator_for(definition: str | None) -> Any:
        if definition is None:
            return checker(declared)
        return checker({"$ref": f"#/$defs/{definition}", "$defs": declared["$defs"]})

    return {"document": validator_for(None), "document1": validator_for("save1"),
            "entry": validator_for("entry"), "event": validator_for("event")}


# --------------------------------------------------------------------------- messages


def _found(value: Any) -> str:
    """A JSON value as a message shows what was found."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _short(value)
    if isinstance(value, str):
        return _short(value) if value else "empty text"
    if isinstance(value, list):
        if not value:
            return "an empty list"
        return "a list of 1 item" if len(value) == 1 else f"a list of {len(value)} items"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _where(path: list[Any]) -> str:
    """Where in the document a path points, in words: 'field "setup.seed"', 'event 4, ...'."""
    head = ""
    if len(path) >= 2 and path[0] == "events" and isinstance(path[1], int):
        head, path = f"event {path[1] + 1}", path[2:]
        if not path:
            return head
        head += ", "
    if not path:
        return head.rstrip(", ") or "the document"
    index = None
    if isinstance(path[-1], int):
        index, path = path[-1], path[:-1]
    dotted = ".".join(f"[{step + 1}]" if isinstance(step, int) else str(step) for step in path)
    text = f'field "{dotted.replace(".[", "[")}"' if path else "the document"
    if index is not None:
        text = f"item {index + 1} of {text}"
    return head + text


_EXPECTED = {"string": "text", "integer": "a whole number", "object": "an object",
             "array": "a list", "boolean": "true or false"}


def _problem(error: ValidationError, prefix: tuple[Any, ...] = ()) -> str:
    """A validator's error as a player reads it: 'field X: expected ..., found ...'."""
    path = [*prefix, *error.absolute_path]
    keyword, instance = error.validator, error.instance
    if keyword == "required" and isinstance(instance, dict):
        missing = next(key for key in error.validator_value if key not in instance)
        return f"{_where([*path, missing])} is missing"
    if keyword == "additionalProperties" and isinstance(instance, dict):
        known = error.schema.get("properties", {})
        extra = sorted(key for key in instance if key not in known)[0]
        return f"{_where([*path, extra])} is not part of a save"
    expected = error.schema.get("description")
    if expected is None:
        if keyword == "type":
            expected = _EXPECTED.get(error.validator_value, str(error.validator_value))
        else:
            expected = f"a value that meets {keyword} {_short(error.validator_value)}"
    return f"{_where(path)}: expected {expected}, found {_found(instance)}"


def _first_problem(validator: Any, doc: Any, prefix: tuple[Any, ...] = ()) -> str | None:
    error = next(validator.iter_errors(doc), None)
    return None if error is None else _problem(error, prefix)


# --------------------------------------------------------------------------- events, fast
#
# A long game holds 20,000 events and the general validator takes over a second for
# them, so each event entry is checked by the small function below, which reads its
# limits from the declared schema ($defs/entry and $defs/event). tests/persistence/
# test_save_schema.py checks that it accepts exactly what the declared schema accepts.
# Only when it refuses an entry is the validator run on that one entry, for the message.


def _anchored(pattern: str) -> re.Pattern[str]:
    """A schema pattern "^...$" for ``fullmatch`` (the same meaning as ECMA-262's)."""
    assert pattern.startswith("^") and pattern.endswith("$")
    return re.compile(pattern[1:-1])


_EVENT_DEF = _DEFS["event"]
_ITEM_INT, _ITEM_TEXT, _ITEM_LIST = _DEFS["event_item"]["anyOf"]
_ENTRY_SEQ = _DEFS["entry"]["properties"]["seq"]
_INT_LO, _INT_HI = _ITEM_INT["minimum"], _ITEM_INT["maximum"]
_LIST_INT = _ITEM_LIST["items"]
assert (_LIST_INT["minimum"], _LIST_INT["maximum"]) == (_INT_LO, _INT_HI)
_TEXT_MAX, _LIST_MAX = _ITEM_TEXT["maxLength"], _ITEM_LIST["maxItems"]
_CONTROL = re.compile(_ITEM_TEXT["not"]["pattern"])  # found anywhere: refused
_TYPE_NAME = _anchored(_EVENT_DEF["prefixItems"][0]["pattern"])
_HASH = _anchored(_DEFS["hash"]["pattern"])
_EVENT_MIN, _EVENT_MAX = _EVENT_DEF["minItems"], _EVENT_DEF["maxItems"]
_SEQ_LO, _SEQ_HI = _ENTRY_SEQ["minimum"], _ENTRY_SEQ["maximum"]
_ENTRY_KEYS = frozenset(_DEFS["entry"]["required"])
assert _ENTRY_KEYS == set(_DEFS["entry"]["properties"]) and not _DEFS["entry"]["additionalProperties"]


def event_fits(event: Any) -> bool:
    """Whether ``event`` meets the declared ``$defs/event`` (fast path)."""
    if type(event) is not list or not _EVENT_MIN <= len(event) <= _EVENT_MAX:
        return False
    kind = event[0]
    if type(kind) is not str or not _TYPE_NAME.fullmatch(kind):
        return False
    for item in event[1:]:
        kind = type(item)
        if kind is int:
            if not _INT_LO <= item <= _INT_HI:
                return False
        elif kind is str:
            if len(item) > _TEXT_MAX or _CONTROL.search(item):
                return False
        elif kind is list:
            if len(item) > _LIST_MAX:
                return False
            for number in item:
                if type(number) is not int or not _INT_LO <= number <= _INT_HI:
                    return False
        else:
            return False
    return True


def entry_fits(entry: Any) -> bool:
    """Whether ``entry`` meets the declared ``$defs/entry`` (fast path)."""
    if type(entry) is not dict or entry.keys() != _ENTRY_KEYS:
        return False
    seq, digest = entry["seq"], entry["hash"]
    return (type(seq) is int and _SEQ_LO <= seq <= _SEQ_HI
            and type(digest) is str and _HASH.fullmatch(digest) is not None
            and event_fits(entry["event"]))


# --------------------------------------------------------------------------- the save


class SavedEvent(NamedTuple):
    """One event of the game log as stored: its place, the engine event, the hash after it.

    A named tuple, not a dataclass: a long game makes 20,000 of them on every load."""

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
    ``final_hash`` is what the file says the state hash at the end of its log is (None
    in files written before the field existed).
    """

    path: Path | None
    schema_version: int
    app_version: str
    saved_at: str
    name: str
    setup: dict[str, Any]
    events: list[SavedEvent] = field(default_factory=list)
    hash_version: int | None = None  # None: this program's, for the setup's game
    final_hash: str | None = None
    game_id: str | None = None  # which game this is, so it is always written to one file

    def __post_init__(self) -> None:
        if self.hash_version is None:
            object.__setattr__(self, "hash_version", current_hash_version(self.setup["ruleset"]))

    @property
    def migrated(self) -> bool:
        """Whether the file was written in an older schema and upgraded on reading."""
        return self.schema_version < SCHEMA_VERSION

    @property
    def hashes_checkable(self) -> bool:
        """Whether this engine makes its state hashes as the file's were made.

        When not (an older engine wrote the file), loading replays every action through
        the rules but cannot compare hashes; the next save writes this engine's."""
        return self.hash_version == current_hash_version(self.setup["ruleset"])

    @property
    def action_count(self) -> int:
        """How many actions the log holds (each starts with an "act" event)."""
        return sum(1 for saved in self.events if saved.event[0] == "act")

    def event_lists(self) -> list[list[Any]]:
        """The engine events, in order, ready for ``Game.from_setup``."""
        return [saved.event for saved in self.events]

    def to_json(self) -> dict[str, Any]:
        """The document as a current-schema file holds it.

        ``actions`` and ``final_hash`` let a reader notice a log cut at an action
        boundary or emptied, which per-event hashes cannot (a shorter log of a legal
        game is still a legal game).
        """
        final = self.final_hash
        if final is None:
            final = self.events[-1].hash if self.events else _start_hash(self.setup)
        return {
            "format": FORMAT_NAME,
            "schema_version": SCHEMA_VERSION,
            "app_version": self.app_version,
            "saved_at": self.saved_at,
            "name": self.name,
            **({"game_id": self.game_id} if self.game_id is not None else {}),
            "hash_version": self.hash_version,
            "actions": self.action_count,
            "final_hash": final,
            "setup": self.setup,
            "events": [saved.to_json() for saved in self.events],
        }


def _start_hash(setup: dict[str, Any]) -> str:
    return games.rules_of(setup["ruleset"]).match_from_setup(setup, []).state_hash()


# --------------------------------------------------------------------------- checks


def format_version(doc: Any) -> int:
    """Check that ``doc`` is a jackal-tui save this program can read; return its schema version."""
    if not isinstance(doc, dict):
        raise SaveProblem(f"it is not a jackal-tui save (the file holds {_found(doc)}, not an object)")
    if "format" not in doc:
        raise SaveProblem('it is not a jackal-tui save (there is no "format" field)')
    if doc["format"] != FORMAT_NAME:
        raise SaveProblem(
            f"it is not a jackal-tui save (its format is {_short(doc['format'])}, "
            f'not "{FORMAT_NAME}")'
        )
    key = "schema_version" if "schema_version" in doc else "version"
    if key not in doc:
        raise SaveProblem('field "schema_version" is missing')
    version = doc[key]
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveProblem(f'field "{key}": expected a whole number, found {_found(version)}')
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


def _check_saved_at(text: str) -> None:
    """A real moment between the years 1970 and 9998, in any time zone (the pattern
    in the schema has already said it looks like one)."""
    try:
        when = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith("Z") else text)
        utc = when.astimezone(timezone.utc)
    except (ValueError, OverflowError):
        utc = None
    if utc is None or not 1970 <= utc.year <= 9998:
        raise SaveProblem(f'field "saved_at": expected {_DEFS["saved_at"]["description"]}, '
                          f"found {_found(text)}")


def _made_by(doc: dict[str, Any]) -> str:
    """The version that wrote the file, for a message (e.g. " 0.2.0"), or nothing."""
    made_by = doc.get("app_version")
    return f" {made_by}" if isinstance(made_by, str) else ""


def _check_hash_version(doc: dict[str, Any]) -> int:
    """The file's ``hash_version`` (1 when absent); refused if newer than this engine's."""
    version = doc.get("hash_version", 1)
    known = current_hash_version(doc["setup"]["ruleset"])
    if version > known:
        raise SaveProblem(
            f"it was made by a newer jackal-tui{_made_by(doc)}, which checks saved games in a way "
            f"this one does not know (state hash version {version}; this jackal-tui knows "
            f"up to {known}). Update jackal-tui to open it."
        )
    return version


def current_rules_version(ruleset: str) -> int:
    """The newest rules a game's package plays (``RULES_VERSION``; 1 for a package
    without rules versions)."""
    return getattr(games.rules_of(ruleset), "RULES_VERSION", 1)


def _check_rules_version(doc: dict[str, Any]) -> None:
    """A game played by newer rules than this rules core knows cannot be replayed."""
    options = doc["setup"].get("options", {})
    version = options.get("rules_version", 1) if isinstance(options, dict) else 1
    known = current_rules_version(doc["setup"]["ruleset"])
    if isinstance(version, int) and version > known:
        raise SaveProblem(
            f"it was made by a newer jackal-tui{_made_by(doc)}, whose rules this one does not know "
            f"(rules version {version}; this jackal-tui plays up to "
            f"{known}). Update jackal-tui to open it."
        )


def check_document(doc: dict[str, Any], version: int | None = None) -> None:
    """Check a decoded document of schema ``version`` (1, or None for the current one) against the declared
    schema and what it cannot say; raise :class:`SaveProblem` at the first problem.

    The header and setup go through the validator; the events through the fast
    per-entry check (the validator is asked about the first refused entry only, for
    its message), so a file of junk events is refused at the first one.
    """
    current = version != 1
    checks = _validators()
    validator, fits = ((checks["document"], entry_fits) if current
                       else (checks["document1"], event_fits))
    events = doc.get("events")
    if isinstance(events, list):
        head = dict(doc, events=[])
        limit = SAVE_SCHEMA["properties"]["events"]["maxItems"]
        if len(events) > limit:
            raise SaveProblem(f'field "events": expected a list of at most {limit:,} events, '
                              f"found {len(events):,}")
    else:
        head = doc
    problem = _first_problem(validator, head)
    if problem:
        raise SaveProblem(problem)
    _check_saved_at(doc["saved_at"])
    for index, entry in enumerate(events):
        if not fits(entry):
            single = checks["entry"] if current else checks["event"]
            raise SaveProblem(_first_problem(single, entry, ("events", index))
                              or f"event {index + 1} is not in the form a save's events take")
        if current and entry["seq"] != index + 1:
            raise SaveProblem(
                f"the events are out of order or some are missing: "
                f"expected event {index + 1}, found event {entry['seq']}"
            )
    _check_rules_version(doc)
    problem = games.setup_problem(doc["setup"])  # the exact form its game declares
    if problem:
        raise SaveProblem(problem)
    if current:
        _check_hash_version(doc)
        claimed = doc.get("actions")
        if claimed is not None:
            held = sum(1 for entry in events if entry["event"][0] == "act")
            if claimed != held:
                raise SaveProblem(
                    f"the file says its game has {claimed} actions but its log holds {held}, "
                    "so the log was cut, emptied or added to"
                )


# --------------------------------------------------------------------------- migrations


def migrate_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 -> 2: rename ``version``, number the events and add the hash after each.

    The document is first checked against the declared schema 1 (``$defs/save1``).
    Version 1 stored no hashes, so they are computed by replaying the events; an event
    the engine refuses stops the upgrade with a :class:`SaveProblem`. ``doc`` is not
    changed.
    """
    check_document(doc, version=1)
    events = doc["events"]
    rules = games.rules_of(doc["setup"]["ruleset"])  # a registered name: checked above
    try:
        hashes = rules.match_from_setup(doc["setup"], events).event_hashes()
    except ValueError as exc:  # ReplayError: the event that does not fit
        raise SaveProblem(f"the game cannot be replayed: {exc}") from None
    except Exception as exc:  # a damaged setup may upset the engine in any way
        raise SaveProblem(f"the game setup is not valid ({exc})") from None
    upgraded = {key: value for key, value in doc.items() if key != "version"}
    upgraded["schema_version"] = 2
    upgraded["hash_version"] = current_hash_version(doc["setup"]["ruleset"])
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

    Raises :class:`SaveProblem` saying what is wrong. No replay through the rules happens
    here (an older document may be replayed by its migration, to make its hashes).
    """
    version = format_version(doc)
    doc = upgrade(doc, version)
    check_document(doc)
    return SaveFile(
        path=path,
        schema_version=version,
        app_version=doc["app_version"],
        saved_at=doc["saved_at"],
        name=doc["name"],
        setup=doc["setup"],
        events=[SavedEvent(entry["seq"], entry["event"], entry["hash"]) for entry in doc["events"]],
        hash_version=doc.get("hash_version", 1),
        final_hash=doc.get("final_hash"),
        game_id=doc.get("game_id"),
    )


# ----- what a new game may be given, so that its save loads (the command line and the
# new-game form check these before a game starts) ------------------------------------
_SEED = SAVE_SCHEMA["$defs"]["island_setup"]["properties"]["seed"]
SEED_MIN: int = _SEED["minimum"]
SEED_MAX: int = _SEED["maximum"]
PLAYER_NAME_MAX: int = SAVE_SCHEMA["$defs"]["player_name"]["maxLength"]
_NAME_REFUSED = re.compile(SAVE_SCHEMA["$defs"]["player_name"]["not"]["pattern"])


def seed_problem(seed: int) -> str | None:
    """Why a save could not keep this seed (it must fit in 64 bits), or None."""
    if SEED_MIN <= seed <= SEED_MAX:
        return None
    return f"the seed must be a whole number from {SEED_MIN} to {SEED_MAX} (it must fit in 64 bits)"


def name_problem(name: str) -> str | None:
    """Why a save could not keep this player name, or None."""
    if len(name) > PLAYER_NAME_MAX:
        return f"a player name has at most {PLAYER_NAME_MAX} characters ({len(name)} given)"
    if _NAME_REFUSED.search(name):
        return "a player name may not hold control characters (tabs, line breaks...)"
    return None
