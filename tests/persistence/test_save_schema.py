"""The one declared schema of a save, and the straight reading pipeline around it.

The schema is published as docs/save-schema.json (JSON Schema, draft 2020-12) so that
other tools can check a save; the package ships the same file and checks every document
against it. Events are checked by a fast function that must accept exactly what the
declared schema accepts: a property test holds the two together.
"""

from __future__ import annotations

import ast
import copy
import functools
import json
import re
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from jackal_tui.persistence import SaveError, migrate_1_to_2, read_save, schema
from jackal_tui.persistence.errors import SaveProblem
from persistence_helpers import FIXTURES, write_json

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = ROOT / "docs" / "save-schema.json"
PACKAGE = ROOT / "jackal_tui" / "persistence"
EVERY_SAVE = [*sorted((ROOT / "saves").glob("*.json")), FIXTURES / "save-v2.json"]


@functools.cache
def plain_validator(definition: str | None = None):
    """The published schema as any JSON Schema tool would use it (no project code).

    Two things are told to it, as the JSON Schema specification means them: 4242.0 is
    not a whole number in a save, and a pattern's final "$" is the end of the text
    (ECMA-262), where Python's would also match before a final new line."""
    published = json.loads(PUBLISHED.read_text(encoding="utf-8"))
    target = published if definition is None else {"$ref": f"#/$defs/{definition}", "$defs": published["$defs"]}
    strict = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _, value: isinstance(value, int) and not isinstance(value, bool))

    def ecma_pattern(validator, pattern, instance, _schema):
        if isinstance(instance, str):
            found = re.search(pattern.removesuffix("$") + r"\Z" if pattern.endswith("$") else pattern, instance)
            if not found:
                yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")

    return jsonschema.validators.extend(jsonschema.Draft202012Validator, validators={"pattern": ecma_pattern},
                                        type_checker=strict)(target)


def test_the_published_schema_is_the_one_the_package_checks_with():
    assert json.loads(PUBLISHED.read_text(encoding="utf-8")) == schema.SAVE_SCHEMA
    jsonschema.Draft202012Validator.check_schema(schema.SAVE_SCHEMA)


@pytest.mark.parametrize("path", EVERY_SAVE, ids=lambda p: p.name)
def test_every_shipped_save_meets_the_published_schema(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert list(plain_validator().iter_errors(doc)) == []
    assert read_save(path).name == doc["name"]


def test_the_schema_1_fixture_meets_the_published_schema_1():
    doc = json.loads((FIXTURES / "save-v1.json").read_text(encoding="utf-8"))
    assert list(plain_validator("save1").iter_errors(doc)) == []


# ------------------------------------------------------------------ fast check == schema

_ints = st.one_of(st.integers(-5, 200), st.integers(-(2**40), 2**40), st.sampled_from([2**31 - 1, 2**31, -(2**31), -(2**31) - 1]))
_scalars = st.one_of(
    _ints, st.booleans(), st.none(), st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([1.0, 0.0, -3.0]), st.text(max_size=8),
    st.sampled_from(["act", "reveal", "W ship G1-H1", "x\n", "Act", "a" * 200, "a" * 201, "\x7f", "é"]),
)
_items = st.one_of(_scalars, st.lists(st.one_of(_ints, _scalars), max_size=4), st.sampled_from([[7] * 200, [7] * 201, [7] * 199 + [2**31]]))
_events = st.one_of(
    st.lists(_items, max_size=18),
    st.tuples(st.sampled_from(["act", "turn", "pirate", "reveal", "gone-by", "Act", "9x", "", "a" * 20, "a" * 21]),
              st.lists(st.one_of(_ints, st.text(max_size=6), st.lists(_ints, max_size=3)), max_size=16)
              ).map(lambda pair: [pair[0], *pair[1]]),
    _scalars,
)
_hashes = st.one_of(st.sampled_from(["0" * 16, "abcdef12", "a" * 64, "a" * 65, "ABCDEF12", "abc", "0" * 16 + "\n", ""]),
                    st.text("0123456789abcdefg", max_size=70), _scalars)
_entries = st.one_of(
    st.fixed_dictionaries({"seq": st.one_of(_ints, _scalars), "event": _events, "hash": _hashes}),
    st.fixed_dictionaries({"seq": st.integers(1, 10), "event": _events, "hash": _hashes},
                          optional={"note": _scalars}),
    st.dictionaries(st.sampled_from(["seq", "event", "hash", "x"]), _items, max_size=4),
    _items,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_entries)
def test_the_fast_entry_check_accepts_exactly_what_the_schema_accepts(entry):
    by_schema = not list(plain_validator("entry").iter_errors(entry))
    assert schema.entry_fits(entry) == by_schema


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_events)
def test_the_fast_event_check_accepts_exactly_what_the_schema_accepts(event):
    by_schema = not list(plain_validator("event").iter_errors(event))
    assert schema.event_fits(event) == by_schema


_BASE = {"seq": 3, "event": ["pirate", 0, 1, 19, 0, -1], "hash": "0123456789abcdef"}


def _with(**parts):
    entry = copy.deepcopy(_BASE)
    entry.update(parts)
    return entry


BOUNDARIES = {
    "the base entry": _BASE,
    "seq 1": _with(seq=1), "seq 0": _with(seq=0), "seq 100000": _with(seq=100_000), "seq 100001": _with(seq=100_001),
    "seq 3.0": _with(seq=3.0), "seq true": _with(seq=True),
    "hash of 8": _with(hash="a" * 8), "hash of 7": _with(hash="a" * 7),
    "hash of 64": _with(hash="a" * 64), "hash of 65": _with(hash="a" * 65), "hash in capitals": _with(hash="A" * 16),
    "hash then a new line": _with(hash="a" * 16 + "\n"),
    "event of 16": _with(event=["x"] + [1] * 15), "event of 17": _with(event=["x"] + [1] * 16),
    "event of 1": _with(event=["smoke"]), "event of 0": _with(event=[]),
    "type of 20": _with(event=["a" * 20]), "type of 21": _with(event=["a" * 21]),
    "type with a dash": _with(event=["a-b"]), "type with a capital": _with(event=["Act"]),
    "type starting with a dash": _with(event=["-a"]), "type then a new line": _with(event=["act\n"]),
    "largest whole number": _with(event=["x", 2**31 - 1]), "one more": _with(event=["x", 2**31]),
    "smallest whole number": _with(event=["x", -(2**31)]), "one less": _with(event=["x", -(2**31) - 1]),
    "text of 200": _with(event=["act", "a" * 200]), "text of 201": _with(event=["act", "a" * 201]),
    "text with a tab": _with(event=["act", "a\tb"]), "text with DEL": _with(event=["act", "\x7f"]),
    "text with a C1 control": _with(event=["act", "\x85"]), "text with a non-break space": _with(event=["act", "\xa0"]),
    "list of 200": _with(event=["x", [1] * 200]), "list of 201": _with(event=["x", [1] * 201]),
    "list with a big number": _with(event=["x", [1, 2**31]]), "list with text": _with(event=["x", [1, "a"]]),
    "list with true": _with(event=["x", [True]]), "list in a list": _with(event=["x", [[1]]]),
    "an object item": _with(event=["x", {}]), "a float item": _with(event=["x", 1.0]),
    "a true item": _with(event=["x", True]), "a null item": _with(event=["x", None]),
    "an extra key": _with(note=1), "no hash": {"seq": 1, "event": ["x"]},
}


@pytest.mark.parametrize("entry", BOUNDARIES.values(), ids=BOUNDARIES.keys())
def test_the_fast_check_and_the_schema_agree_at_every_limit(entry):
    assert schema.entry_fits(entry) == (not list(plain_validator("entry").iter_errors(entry)))


def test_the_fast_check_refuses_a_final_new_line_as_the_schema_means_it():
    """JSON Schema patterns are ECMA-262: "$" is the very end (Python's also matches
    before a final new line, which would let "Bad\\n" through)."""
    entry = {"seq": 1, "event": ["act", "W ship G1-H1\n"], "hash": "0" * 16}
    assert not schema.entry_fits(entry)
    assert list(schema._validators()["entry"].iter_errors(entry))


# ------------------------------------------------------------------ schema 1 without setup


def test_migrating_a_schema_1_document_without_a_setup_says_so():
    """Without its header check, migrate_1_to_2 ended in a
    KeyError. It must check the document itself, not trust its caller to."""
    doc = json.loads((FIXTURES / "save-v1.json").read_text(encoding="utf-8"))
    del doc["setup"]
    with pytest.raises(SaveProblem, match='field "setup" is missing'):
        migrate_1_to_2(copy.deepcopy(doc))


@pytest.mark.parametrize("field", ["setup", "name", "saved_at", "app_version", "events"])
def test_a_schema_1_file_missing_a_header_field_is_refused(tmp_path, field):
    doc = json.loads((FIXTURES / "save-v1.json").read_text(encoding="utf-8"))
    del doc[field]
    path = write_json(tmp_path / "old.json", doc)
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.problem == f'field "{field}" is missing'


def test_a_schema_1_file_with_a_bad_option_is_refused(tmp_path):
    doc = json.loads((FIXTURES / "save-v1.json").read_text(encoding="utf-8"))
    doc["setup"]["options"]["stall_rounds"] = "abc"
    path = write_json(tmp_path / "old.json", doc)
    with pytest.raises(SaveError, match='field "setup.options.stall_rounds": expected a whole number'):
        read_save(path)


# ------------------------------------------------------------------ one straight pipeline


def _imports(module: Path) -> set[str]:
    """The persistence modules ``module`` imports (any ``from .x import`` or absolute form)."""
    found = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            name = node.module or ""
            if node.level == 1:
                found.add(name.split(".")[0] if name else "")
                if not name:
                    found.update(alias.name for alias in node.names)
            elif name.startswith("jackal_tui.persistence."):
                found.add(name.split(".")[2])
        elif isinstance(node, ast.Import):
            found.update(a.name.split(".")[2] for a in node.names if a.name.startswith("jackal_tui.persistence."))
    return found - {""}


def test_the_persistence_modules_import_each_other_without_a_circle():
    """The modules schema.py and replay.py once imported each other. Reading is now one
    way: document (bytes, JSON) -> schema -> replay -> store."""
    graph = {path.stem: _imports(path) & {p.stem for p in PACKAGE.glob("*.py")}
             for path in PACKAGE.glob("*.py") if path.stem != "__init__"}
    assert "replay" not in graph["schema"] and "store" not in graph["schema"]
    assert "store" not in graph["replay"] and "document" not in graph["schema"]

    state: dict[str, str] = {}

    def visit(name, trail):
        if state.get(name) == "done":
            return
        assert state.get(name) != "open", f"import circle: {' -> '.join([*trail, name])}"
        state[name] = "open"
        for other in sorted(graph.get(name, ())):
            visit(other, [*trail, name])
        state[name] = "done"

    for name in sorted(graph):
        visit(name, [])
