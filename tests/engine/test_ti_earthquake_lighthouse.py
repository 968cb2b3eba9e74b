"""Earthquake and lighthouse (treasure-island).

TI 'Tiles explanation', earthquake: when opened, swap any two tiles with no pirate and no
coin on them. RULINGS 'Finer points', earthquake: any two island tiles, face-down ones
included, with no piece and no coin; each keeps its face and orientation; the tile then
acts as empty. TI 'Tiles explanation', lighthouse: the finder peeks at 4 face-down tiles
without showing the other players, they stay face down, the lighthouse then collapses.
RULINGS 'Finer points': four, or all of them if fewer remain. docs/engine-api.md:
``state.known[player]`` holds what a player has looked at, for that player only.
"""

from __future__ import annotations

from jackal_tui.games.classic import ISLAND_CELLS, cell_name
from rules_helpers import act, kind, loc, tile, turn
from ti_helpers import caves, choices, known, pend_kind, position_line, ti, total_coins


def quake_game():
    return ti("""
        W1 G2
        Y1 D4
        BEN E5 W
        G3 ?earthquake
        H5 ?chest3
        J9 arrow-NE
        coins K5 2
        galleon K7
    """)


def test_earthquake_offers_every_tile_with_no_piece_and_no_coin():
    """TI earthquake (no pirate, no coin on the tiles) and RULINGS 'Finer points'
    (face-down tiles included; any piece counts, Ben Gunn too): not G3 (W1 stands on
    it), D4 (Y1), E5 (Ben Gunn), K5 (coins), K7 (the galleon), C12 (the reserve coins);
    all 111 other island tiles, face-down H5 and face-up J9 among them."""
    g = quake_game()
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "earthquake"
    assert pend_kind(g) == "quake"
    excluded = {"G3", "D4", "E5", "K5", "K7", "C12"}
    expected = sorted(cell_name(c) for c in ISLAND_CELLS if cell_name(c) not in excluded)
    assert len(expected) == 111
    assert choices(g) == expected
    assert turn(g) == "W"


def test_earthquake_swaps_two_tiles_keeping_face_and_turn():
    """RULINGS 'Finer points', earthquake: each tile keeps its face and orientation:
    the face-down chest goes face down to J9, the open arrow NE stays open and NE at H5."""
    g = quake_game()
    before = total_coins(g)
    act(g, "W1 G2-G3")
    act(g, "W1 > H5")
    assert pend_kind(g) == "quake2"
    assert "H5" not in choices(g) and "J9" in choices(g)
    act(g, "W1 > J9")
    assert pend_kind(g) is None and turn(g) == "Y"
    assert tile(g, "H5").face_up and tile(g, "H5").kind == "arrow"
    assert tile(g, "H5").dirs == ("NE",)
    assert not tile(g, "J9").face_up
    assert position_line(g, "J9 ") == "J9 ?chest3"
    assert position_line(g, "H5 ") == "H5 arrow-NE"
    assert total_coins(g) == before
    assert loc(g, "W1") == "G3"


def test_earthquake_may_swap_two_face_down_tiles():
    """RULINGS 'Finer points': face-down tiles included; both stay face down."""
    g = ti("""
        W1 G2
        G3 ?earthquake
        H5 ?chest3
        J9 ?trap
    """)
    act(g, "W1 G2-G3")
    act(g, "W1 > H5")
    act(g, "W1 > J9")
    assert position_line(g, "H5 ") == "H5 ?trap"
    assert position_line(g, "J9 ") == "J9 ?chest3"


def test_earthquake_moves_an_open_cave_with_its_tile():
    """RULINGS 'Finer points' (the tiles swap, each as it is): an open cave swapped
    elsewhere is an open cave there."""
    g = ti("""
        W1 G2
        G3 ?earthquake
        K8 cave
        E8 cave
        caves K8,E8
    """)
    act(g, "W1 G2-G3")
    act(g, "W1 > K8")
    act(g, "W1 > D9")
    assert kind(g, "D9") == "cave" and kind(g, "K8") == "empty"
    assert sorted(caves(g)) == ["D9", "E8"]


def test_earthquake_tile_then_acts_as_empty():
    """RULINGS 'Tiles: treasure-island' (acts as empty once opened): W1 on the old
    earthquake steps on without a second quake."""
    g = ti("""
        W1 G3
        G3 earthquake
    """)
    act(g, "W1 G3-G4")
    assert pend_kind(g) is None and turn(g) == "Y"
    act(g, "Y ship A7-A6")
    act(g, "B ship G13-F13")
    act(g, "R ship M7-M6")
    act(g, "W1 G4-G3")
    assert pend_kind(g) is None and loc(g, "W1") == "G3" and turn(g) == "Y"


LIGHTHOUSE = """
    W1 G2
    G3 ?lighthouse
    H5 ?chest3
    J9 ?trap
    D4 ?ice
    E6 ?rum
    K10 ?cave
"""


def test_lighthouse_four_private_looks():
    """TI lighthouse: peek at any 4 face-down tiles; RULINGS 'Finer points'. The choices
    are the face-down tiles; each look removes one; after the fourth the turn passes."""
    g = ti(LIGHTHOUSE)
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "lighthouse"
    assert pend_kind(g) == "peek"
    assert choices(g) == ["D4", "E6", "H5", "J9", "K10"]
    act(g, "W1 > H5")
    act(g, "W1 > J9")
    act(g, "W1 > D4")
    assert pend_kind(g) == "peek" and choices(g) == ["E6", "K10"]
    assert turn(g) == "W"
    act(g, "W1 > E6")
    assert pend_kind(g) is None and turn(g) == "Y"


def test_lighthouse_knowledge_is_the_finders_only_and_tiles_stay_face_down():
    """TI lighthouse: look but do not show the other players, then put them back face
    down; docs/engine-api.md: state.known[player] of that player only."""
    g = ti(LIGHTHOUSE)
    act(g, "W1 G2-G3")
    for c in ("H5", "J9", "D4", "E6"):
        act(g, f"W1 > {c}")
    assert known(g, "W") == ["D4", "E6", "H5", "J9"]
    assert known(g, "Y") == [] and known(g, "B") == [] and known(g, "R") == []
    for c in ("H5", "J9", "D4", "E6", "K10"):
        assert not tile(g, c).face_up and tile(g, c).kind is None


def test_lighthouse_is_not_shown_to_a_team_partner():
    """TI lighthouse: 'do not show the other players' - a partner in a 4-player team game
    is another player (docs/engine-api.md: known is kept per player)."""
    g = ti(LIGHTHOUSE, mode="4-teams")
    act(g, "W1 G2-G3")
    for c in ("H5", "J9", "D4", "E6"):
        act(g, f"W1 > {c}")
    assert known(g, "W") == ["D4", "E6", "H5", "J9"]
    assert known(g, "B") == []


def test_lighthouse_with_fewer_than_four_face_down_looks_at_all():
    """RULINGS 'Finer points', lighthouse: all of them if fewer than four remain."""
    g = ti("""
        W1 G2
        G3 ?lighthouse
        H5 ?chest3
        J9 ?trap
    """)
    act(g, "W1 G2-G3")
    assert choices(g) == ["H5", "J9"]
    act(g, "W1 > J9")
    assert choices(g) == ["H5"]
    act(g, "W1 > H5")
    assert pend_kind(g) is None and turn(g) == "Y"
    assert known(g, "W") == ["H5", "J9"]


def test_lighthouse_with_no_face_down_tile_left_does_nothing():
    """RULINGS 'Finer points': all of them if fewer remain - here none: no decision."""
    g = ti("""
        W1 G2
        G3 ?lighthouse
    """)
    act(g, "W1 G2-G3")
    assert pend_kind(g) is None and turn(g) == "Y"


def test_lighthouse_knowledge_is_written_in_the_position():
    """docs/notation.md: 'known W G5'; the position read back gives the same state."""
    g = ti(LIGHTHOUSE)
    act(g, "W1 G2-G3")
    for c in ("H5", "J9", "D4", "E6"):
        act(g, f"W1 > {c}")
    line = position_line(g, "known ")
    assert line.split()[:2] == ["known", "W"]
    assert sorted(line.split()[2].split(",")) == ["D4", "E6", "H5", "J9"]
    from jackal_tui.games.classic import Game
    assert Game.from_position(g.to_position()).state_hash() == g.state_hash()


def test_earthquake_carries_a_players_knowledge_with_the_tile():
    """TI lighthouse + earthquake: the player who looked at a tile knows it wherever the
    quake puts it (both happen in plain sight)."""
    g = ti("""
        W1 G2
        G3 ?earthquake
        H5 ?chest3
        known W H5
    """)
    act(g, "W1 G2-G3")
    act(g, "W1 > H5")
    act(g, "W1 > J9")
    assert known(g, "W") == ["J9"]
