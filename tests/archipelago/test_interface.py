"""Archipelago on the common game interface (docs/engine-api.md): the Match, SEARCH, purity."""

import ast
import json
import random
from pathlib import Path

import pytest

from jackal_tui.games import archipelago
from jackal_tui.games.archipelago import (
    SEARCH, ReplayError, match_from_position, match_from_setup, new_match,
)

PACKAGE = Path(archipelago.__file__).parent


def played(seed=4, n=60, mode="4"):
    m = new_match(mode=mode, seed=seed, options={"island": "2"})
    rng = random.Random(seed)
    while not m.is_over() and m.action_count < n:
        acts = [a for a in m.legal_actions() if a.kind != "propose"] or m.legal_actions()
        m.play(rng.choice(acts))
    return m


def test_the_package_is_pure_no_textual_rich_or_io():
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) \
                    else [node.module or ""]
                for name in names:
                    assert not name.split(".")[0] in ("textual", "rich", "os", "pathlib",
                                                      "io", "socket"), (path.name, name)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "open":
                pytest.fail(f"{path.name} opens a file")


def test_new_match_writes_the_setup_as_facts_and_replay_draws_no_number(monkeypatch):
    m = played()
    setup = json.loads(json.dumps(m.setup))
    assert setup["ruleset"] == "archipelago" and setup["mode"] == "4"
    events = json.loads(json.dumps(m.events_json()))
    monkeypatch.setattr(random.Random, "random", lambda self: pytest.fail("drew a number"))
    monkeypatch.setattr(random.Random, "randrange",
                        lambda self, *a: pytest.fail("drew a number"))
    again = match_from_setup(setup, events)
    assert again.state_hash() == m.state_hash() and again.event_hashes() == m.event_hashes()


def test_replay_refuses_an_event_that_does_not_fit_naming_it():
    m = played(n=10)
    events = m.events_json()
    events[3] = ["reveal", 0, "chest1"]      # cell 0 is water
    with pytest.raises(ReplayError, match="event 4"):
        match_from_setup(m.setup, events)


def test_undo_is_a_replay_of_the_shorter_log_and_reveals_are_known():
    m = played(n=40)
    hashes = []
    replay = match_from_setup(m.setup, [])
    for k in range(m.action_count):
        for ev in m.action_events(k):
            replay.apply(ev)
        hashes.append(replay.state_hash())
    m.event_hashes()
    m.undo(5)
    assert m.state_hash() == hashes[-6] == m.event_hashes()[-1]
    assert any(m.action_reveals(k) for k in range(m.action_count))
    assert len(m.log()) == m.action_count


def test_seats_names_scores_and_views_are_json():
    m = new_match(mode="2v2", seed=2, names=["Ann", "Bo"])
    assert m.seats() == (0, 1, 2, 3) and m.seat_name(0) == "Ann" and m.seat_name(3) == "Red"
    assert m.scores() == {0: 0, 1: 0, 2: 0, 3: 0} and m.winners() == []
    json.dumps(m.view(0))
    json.dumps(m.public_view())
    v = m.public_view()
    assert all(t["face"] is None for t in v["tiles"].values())
    assert {t["back"] for t in v["tiles"].values()} == {"B", "F", "M"}


def test_search_plays_on_a_copy_and_values_lie_in_0_1():
    m = played(n=30)
    s = m.state
    c = SEARCH.copy(s)
    legal = SEARCH.legal(c)
    SEARCH.play(c, legal[0])
    assert s.state_hash() == m.state_hash() and c.state_hash() != s.state_hash()
    assert SEARCH.sides(s) == 4 and 0 <= SEARCH.to_move(s) < 4
    vals = SEARCH.values(c, s)
    assert len(vals) == 4 and all(0.0 <= v <= 1.0 for v in vals)
    assert set(SEARCH.priors(s, legal)) == set(legal)


def test_search_deal_keeps_every_back_and_what_the_seat_has_looked_at():
    m = played(n=30)
    s = m.state
    land = sorted(s.board.land)
    down = [c for c in land if not s.up[c]]
    s.known[0].add(down[0])
    before = sorted([s.tiles[c] for c in down] + [r.split(":")[1] for r in s.removed])
    changed = False
    for seed in range(10):
        d = SEARCH.deal(s, 0, random.Random(seed))
        assert d.tiles[down[0]] == s.tiles[down[0]]           # looked at: kept
        assert [d.backs[c] for c in land] == [s.backs[c] for c in land]
        assert all(d.tiles[c] == s.tiles[c] for c in land if s.up[c])
        after = sorted([d.tiles[c] for c in down] + [r.split(":")[1] for r in d.removed])
        assert after == before                                 # the same tiles, dealt again
        assert d.total_coins == s.total_coins
        changed |= any(d.tiles[c] != s.tiles[c] for c in down)
        for c in down:   # each tile still shows the back it had
            from jackal_tui.games.archipelago.tiles import box_tiles
            assert (d.backs[c], d.tiles[c]) in set(box_tiles())
    assert changed


def test_positions_round_trip_through_the_interface():
    m = played(n=50)
    back = match_from_position(m.to_position())
    assert back.state_hash() == m.state_hash()


def test_search_values_of_a_solo_puzzle():
    m = new_match(mode="1", options={"island": "p1"}, seed=0)
    assert SEARCH.sides(m.state) == 1 and SEARCH.values(m.state, m.state) == [0.0]
