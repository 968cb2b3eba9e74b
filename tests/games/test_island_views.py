"""What each seat of an island game may know, through the common interface.

TI rulebook (001_...), 'Tiles explanation', lighthouse: the finder looks at four
face-down tiles and does not show the other players; RULINGS 'Finer points': a team
partner is another player. docs/engine-api.md: a seat's view holds the face-down tiles
that seat looked at, by kind, and no other face-down tile; the layout and the seed that
turns arrows are in no view.
"""

from __future__ import annotations

import json
import random

import pytest

from jackal_tui import games
from jackal_tui.games.classic import Game, game as engine_game, parse_cell

from .test_conformance import check_views

LIGHTHOUSE = """jackal treasure-island 4-teams
W1 G2
G3 ?lighthouse
H5 ?chest3
J9 ?trap
D4 ?ice
E6 ?rum
K10 ?cave
coins C12 5
"""


def looked() -> Game:
    g = Game.from_position(LIGHTHOUSE)
    g.play("W1 G2-G3")
    for cell in ("H5", "J9", "D4", "E6"):
        g.play(f"W1 > {cell}")
    return g


def test_the_finder_sees_the_tiles_he_looked_at_and_nobody_else_does():
    """TI lighthouse: look, do not show; the partner (Black, seat 2) is another player."""
    g = looked()
    mine = g.view(0)
    assert mine["secret"] == {"H5": "chest3", "J9": "trap", "D4": "ice", "E6": "rum"}
    assert all(mine["tiles"][c] == "?" for c in ("H5", "J9", "D4", "E6", "K10"))
    for seat in (1, 2, 3):
        other = g.view(seat)
        assert other["secret"] == {}
        assert not {"chest3", "trap", "ice", "rum", "cave"} & set(other["tiles"].values())
    assert g.public_view()["secret"] == {}


def test_no_view_holds_the_layout_or_the_seed():
    """A view is what a seat may know: no face-down tile by name, no chance seed."""
    g = Game.new("4", seed=12, ruleset="treasure-island")
    face_down = {t.token() for t in g.state.tiles if t is not None}
    for seat in g.seats():
        v = g.view(seat)
        assert "seed" not in v and "layout" not in v
        assert set(v["tiles"].values()) == {"?"}
        assert not face_down & set(strings(v)), "a face-down tile is named in a view"
        json.dumps(v)


def strings(value) -> list[str]:
    """Every text value inside a JSON value (not the keys: "galleon" names a field)."""
    if isinstance(value, dict):
        return [x for v in value.values() for x in strings(v)]
    if isinstance(value, list):
        return [x for v in value for x in strings(v)]
    return [value] if isinstance(value, str) else []


def test_a_deal_keeps_what_the_seat_looked_at_and_redeals_the_rest():
    """SEARCH.deal for the finder leaves his four tiles where they lie; for another seat
    it may move them (it does, for some generator seed)."""
    g = looked()
    cells = [parse_cell(c) for c in ("H5", "J9", "D4", "E6")]
    search = games.search_rules("treasure-island")
    moved_for_other = False
    for seed in range(20):
        mine = search.deal(g.state, 0, random.Random(seed))
        assert [mine.tiles[c] for c in cells] == [g.state.tiles[c] for c in cells]
        other = search.deal(g.state, 1, random.Random(seed))
        moved_for_other |= [other.tiles[c] for c in cells] != [g.state.tiles[c] for c in cells]
    assert moved_for_other


def test_the_conformance_check_catches_a_view_that_shows_the_island(monkeypatch):
    """The generic view check, run on the real rules core with a view that leaks the
    face-down tiles, fails: it is not blind to the island games."""
    real = engine_game.seat_view

    def leaky(state, seat):
        out = real(state, seat)
        out["tiles"] = {str(c): t.token() for c, t in enumerate(state.tiles) if t is not None}
        return out

    monkeypatch.setattr(engine_game, "seat_view", leaky)
    with pytest.raises(AssertionError, match="view changes"):
        check_views("classic", "4", 3)
