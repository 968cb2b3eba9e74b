"""Property test: a mutated real save either loads as a game that replays to
the same state and can be saved again, or is refused with a SaveError; never anything
else, and the file is never touched.

The mutations are those a disk, a crash or a curious player makes: type swaps,
deletions, truncations, duplicated and reordered events, huge numbers, odd unicode,
flipped bytes. 60 examples in the quick tier, 1,000 in the thorough (no deadline);
JACKAL_SAVE_FUZZ_EXAMPLES sets them in either, for a longer search.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings, strategies as st

from jackal_tui.games.classic import Game
from jackal_tui.persistence import SaveError, load_game, read_save
from jackal_tui.persistence.store import _summarise, encode_save, snapshot
from persistence_helpers import FIXTURES, file_fingerprint, folder_listing, played
from tiers import budget


def _real_saves() -> dict[str, bytes]:
    """Small real saves of every kind the reader knows."""
    from jackal_tui.persistence.store import snapshot as make

    games = {
        "classic 2": played(Game.new(mode="2", seed=5, names=["Anna", "Boris"]), 14, seed=1),
        "treasure-island 3": played(Game.new(mode="3", seed=8, ruleset="treasure-island"), 12, seed=2),
        "from a position": played(Game.from_position("jackal classic 2-light\nW1 G2\nG3 ?chest3\n"), 6, seed=3),
    }
    saves = {name: encode_save(make(game, name)) for name, game in games.items()}
    saves["schema 2 fixture"] = (FIXTURES / "save-v2.json").read_bytes()
    saves["schema 1 fixture"] = (FIXTURES / "save-v1.json").read_bytes()
    return saves


REAL = _real_saves()
HUGE = "HUGE-NUMBER-PLACEHOLDER"

ODD_VALUES = st.one_of(
    st.sampled_from([None, True, False, 0, -1, 1, 4242.5, 4242.0, "4242", "", [], {}, [None, 5],
                     [["Anna"]], "\ud800x", "x\udfff", "\u202eevil", "😀", "x" * 300, 10**30, -(2**63) - 1,
                     "act", ["act"], {"seq": 1}, HUGE]),
    st.text(max_size=12),
    st.integers(),
)


def _paths(value, here=()):
    """Every path into a JSON value (dict keys and list indexes)."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*here, index))


def _parent(doc, path):
    for step in path[:-1]:
        doc = doc[step]
    return doc


def _some_path(draw, doc):
    """A path into ``doc``: in its header, its setup or its events, each as likely (a
    uniform pick among all paths would nearly always land in the events)."""
    if not isinstance(doc, dict) or not doc:
        return None
    area = draw(st.sampled_from(["header", "setup", "events"]))
    if area in ("setup", "events") and isinstance(doc.get(area), (dict, list)) and doc[area]:
        paths = [p for p in _paths(doc[area], (area,)) if len(p) > 1]
    else:
        paths = [(key,) for key in doc]
    return draw(st.sampled_from(paths))


@st.composite
def mutated_saves(draw) -> bytes:
    name = draw(st.sampled_from(sorted(REAL)))
    data = REAL[name]
    doc = json.loads(data)
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["swap", "delete", "duplicate", "reorder", "unicode", "insert key",
                                     "huge number", "lone surrogate"]))
        events = doc.get("events") if isinstance(doc, dict) else None
        if kind in ("duplicate", "reorder") and isinstance(events, list) and len(events) >= 2:
            i = draw(st.integers(0, len(events) - 1))
            j = draw(st.integers(0, len(events) - 1))
            if kind == "duplicate":
                events.insert(j, json.loads(json.dumps(events[i])))
            else:
                events[i], events[j] = events[j], events[i]
            continue
        path = _some_path(draw, doc)
        if path is None:
            continue
        parent = _parent(doc, path)
        if kind == "delete":
            del parent[path[-1]]
        elif kind == "unicode":
            parent[path[-1]] = draw(st.text(min_size=1, max_size=8))
        elif kind == "huge number":
            parent[path[-1]] = HUGE
        elif kind == "lone surrogate":
            parent[path[-1]] = draw(st.sampled_from(["\ud800x", "A\udfff", "\udbff"]))
        elif kind == "insert key" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "seq", "event", "names", "seed"]))] = draw(ODD_VALUES)
        else:
            parent[path[-1]] = draw(ODD_VALUES)
    text = json.dumps(doc, ensure_ascii=draw(st.booleans()))
    out = text.replace(json.dumps(HUGE), "9" * draw(st.sampled_from([25, 4301, 5000]))).encode("utf-8", "surrogatepass")
    ending = draw(st.sampled_from(["whole", "cut", "flip"]))
    if ending == "cut":
        out = out[: draw(st.integers(0, len(out) - 1))]
    elif ending == "flip" and out:
        at = draw(st.integers(0, len(out) - 1))
        out = out[:at] + bytes([out[at] ^ (1 << draw(st.integers(0, 7)))]) + out[at + 1:]
    return out


def _load_or_refuse(path: Path) -> None:
    """The property: SaveError, or a game that replays to itself and can be saved again."""
    before = file_fingerprint(path)
    listing = folder_listing(path.parent)
    try:
        game = load_game(path)
    except SaveError as exc:
        assert exc.path == path and str(path) in str(exc)
        game = None
    event("loaded" if game is not None else "refused")
    if game is not None:
        again = Game.from_setup(game.setup, game.events_json())
        assert again.state_hash() == game.state_hash()
        assert again.events_json() == game.events_json()
        encode_save(snapshot(game, read_save(path).name))  # it can be autosaved
    summary = _summarise(path)  # never raises; a save that loads is listed as good
    if game is not None:
        assert summary.ok, summary.error
    assert file_fingerprint(path) == before
    assert folder_listing(path.parent) == listing


#: Raise it for a longer search: JACKAL_SAVE_FUZZ_EXAMPLES=5000 pytest tests/persistence/test_save_fuzz.py
EXAMPLES = budget(quick=60, thorough=1000, env="JACKAL_SAVE_FUZZ_EXAMPLES")


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_saves())
def test_a_mutated_real_save_loads_or_is_refused_cleanly(content):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.json"
        path.write_bytes(content)
        _load_or_refuse(path)


def test_the_unmutated_saves_all_load():
    """The property above is not met by refusing everything."""
    with tempfile.TemporaryDirectory() as folder:
        for name, data in REAL.items():
            path = Path(folder) / "real.json"
            path.write_bytes(data)
            assert load_game(path).action_count > 0, name
            assert _summarise(path).ok
            os.remove(path)
