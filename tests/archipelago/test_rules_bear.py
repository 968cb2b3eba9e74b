"""The bear: its exact path and its ties, each as a position test.

Rulebook: seeds/002_33657f023733c27a.txt, "Bear's den"; RULINGS-ARCHIPELAGO.md, "The bear"
(distance in king steps over land; ties by the smallest clockwise angle from due north;
two steps away it prefers a cell orthogonally next to its quarry, otherwise a diagonal
step; remaining ties N, NE, E, SE, S, SW, W, NW).
"""

from .helpers import game, where

WAIT = "W boat E1-F1"   # White's action; the bear it woke steps at the end of its turn


def bear_after(*lines, action=WAIT, **kw):
    m = game(*lines, **kw)
    m.play(action)
    return m, m.state.name(m.state.bear)


def test_rulings_bear_prefers_a_diagonal_step_on_a_shortest_path():
    # quarry F4 three steps away: D2, D3 and D4 all start a shortest path; D4 (NE) and
    # D2 (SE) are diagonal; the compass order takes NE first
    _, b = bear_after("bear C3 W", "B1 F4")
    assert b == "D4"


def test_rulings_bear_two_steps_away_prefers_a_cell_orthogonally_next_to_its_quarry():
    # quarry E3 two steps east: D2, D3, D4 are one step from it; only D3 is orthogonally
    # next to E3, though D4 and D2 would be diagonal steps
    _, b = bear_after("bear C3 W", "B1 E3")
    assert b == "D3"


def test_rulings_bear_equal_distance_takes_the_smallest_clockwise_angle_from_north():
    # E6 (due north) and G4 (due east) are both two steps away: north wins
    _, b = bear_after("bear E4 W", "B1 E6", "B2 G4")
    assert b == "E5"
    # C4 (west, 270 degrees) and E2 (south, 180 degrees): south wins
    _, b = bear_after("bear E4 W", "B1 C4", "B2 E2")
    assert b == "E3"


def test_rulings_bear_distance_is_counted_over_land_not_over_water():
    layout = "BBB~BBB/BBB~BBB/BBBBBBB"
    # F4 is two columns east across water (four steps by land); B2 is two steps by land
    m, b = bear_after("bear D4 W", "B1 F4", "B2 B2", "H2 ?empty", layout=layout,
                      boats=("W E5", "B E1"), action="W boat E5-F5")
    assert b == "C3"


def test_rulebook_bear_mauls_everyone_on_the_cell_it_enters_coins_stay():
    m, b = bear_after("bear D4 W", "B1 D5", "coins D5 1")
    assert b == "D5" and where(m, "B1") == "boat"
    assert m.state.coins_on(m.state.board.parse("D5")) == 1


def test_rulings_bear_hunts_any_crew_even_the_one_that_woke_it():
    m = game("bear D4 W", "W1 D6", "B1 H6", turn="W")
    m.play("W2 E1-E2")       # W2 at E2 is two steps from D4 as is W1 at D6: north first
    assert m.state.name(m.state.bear) == "D5"


def test_rulebook_bear_sits_when_no_pirate_is_on_land():
    m, b = bear_after("bear D4 W", "B1 sea A4")
    assert b == "D4"
    assert "sucks its paw" in m.log()[-1]


def test_rulings_bear_crosses_face_down_tiles_without_opening_them():
    m, b = bear_after("bear D4 W", "B1 D6", "D5 ?chest2")
    assert b == "D5" and not m.state.up[m.state.board.parse("D5")]


def test_rulings_a_pirate_stepping_onto_the_bear_is_mauled_and_the_tile_stays_shut():
    m = game("bear D3 B", "D3 ?chest1", "W1 D2")
    ev = m.play("W1 D2-D3")
    assert where(m, "W1") == "boat" and not m.state.up[m.state.board.parse("D3")]
    assert not [e for e in ev if e[0] == "reveal"]


def test_rulings_bear_kills_a_peaceful_missionary():
    m, b = bear_after("bear D4 W", "MIS E5 B", "B1 F6")
    assert b == "E5" and m.state.p_crew[12] == -1 and where(m, "MIS") == "boat"


def test_rulings_bear_steps_only_at_the_end_of_the_waking_crews_turns():
    m = game("bear D4 W", "B1 H6", turn="B")
    m.play("B1 H6-H5")
    assert m.state.name(m.state.bear) == "D4"       # Black's turn: it stays
    m.play(WAIT)
    assert m.state.name(m.state.bear) == "E5"


def test_rulings_den_wakes_the_bear_sends_the_opener_home_and_it_steps_that_turn():
    m = game("W1 D3", "D4 ?den", "B1 F6")
    ev = m.play("W1 D3-D4")
    assert ("bear", m.state.board.parse("D4"), 0) in ev
    assert where(m, "W1") == "boat"
    assert m.state.name(m.state.bear) == "E5"       # one step toward B1 at F6
    assert m.state.tiles[m.state.board.parse("D4")] == "empty"


def test_rulings_bear_steps_even_when_its_crew_is_skipped():
    # White has no action at all (every pirate dead); the bear still steps on its turn
    m = game("bear D4 W", "W1 dead", "W2 dead", "W3 dead", "B1 H6", turn="B")
    m.play("B1 H6-H5")
    assert m.state.turn == 2 and m.state.name(m.state.bear) == "E5"
