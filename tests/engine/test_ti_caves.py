"""Caves (treasure-island).

TI 'Tiles explanation', cave (x4): the first cave found is the entrance, a pirate entering
it is lost; an enemy entering strikes the lost pirate and gets lost himself; when a
second cave is found the lost pirate comes out on it and the finder is put on the
entrance; then a pirate entering a cave comes out at once on the other; a pirate standing
on one cave blocks the way through for enemies. RULINGS 'Tiles: treasure-island' (with
more than two caves open, the exit is the mover's choice among the open caves not held by
an enemy) and 'Finer points' (caves: frees the lost one onto the new cave, finder on his
old one; waits lost when no exit; a lost pirate leaves as an action once there is an exit;
a new cave frees the pirate lost longest; coins may be dragged through caves, a lost
carrier's coin goes with him).
"""

from __future__ import annotations

from rules_helpers import act, coins, kind, legal_of, loc, pirate, ship_moves_until, turn
from ti_helpers import caves, choices, galleon, lost, pend_kind, ti


def test_first_cave_found_the_pirate_is_lost():
    """TI cave: the first cave discovered is the entrance; the pirate moving onto it is
    lost (laid down) and cannot move until an exit is found."""
    g = ti("""
        W1 G2
        G3 ?cave
    """)
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "cave"
    assert caves(g) == ["G3"]
    assert loc(g, "W1") == "G3"
    assert lost(g, "W1") and pirate(g, "W1").trapped
    assert turn(g) == "Y"
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == []


def test_enemy_entering_the_entrance_strikes_the_lost_pirate_and_gets_lost():
    """TI cave (the red/blue example): an enemy entering the first cave attacks the lost
    pirate, who goes back to his ship, and then is lost himself."""
    g = ti("""
        turn Y
        W1 G3 lost=1
        Y1 G4
        G3 cave
        caves G3
    """)
    act(g, "Y1 G4-G3")
    assert loc(g, "W1") == "ship G1" and not lost(g, "W1")
    assert loc(g, "Y1") == "G3" and lost(g, "Y1")


def test_second_cave_frees_the_lost_pirate_and_puts_the_finder_on_the_entrance():
    """TI cave (the example: a white pirate finds another cave, the lost blue pirate is
    put on that exit and the white pirate on the entrance); RULINGS 'Finer points'."""
    g = ti("""
        turn B
        Y1 G3 lost=1
        B1 K5
        G3 cave
        K6 ?cave
        caves G3
    """)
    act(g, "B1 K5-K6")
    assert kind(g, "K6") == "cave"
    assert caves(g) == ["G3", "K6"]
    assert loc(g, "Y1") == "K6" and not lost(g, "Y1")
    assert loc(g, "B1") == "G3" and not lost(g, "B1")
    assert pend_kind(g) is None and turn(g) == "R"


def test_second_cave_with_nobody_lost_takes_the_finder_through():
    """TI cave: once entrance and exit are found, a pirate moving onto a cave goes at once
    to the other one; RULINGS 'Finer points' (otherwise a pirate entering a cave comes
    out on another open cave)."""
    g = ti("""
        W1 K5
        G3 cave
        K6 ?cave
        caves G3
    """)
    act(g, "W1 K5-K6")
    assert caves(g) == ["G3", "K6"]
    assert loc(g, "W1") == "G3" and not lost(g, "W1")


def test_entering_an_open_cave_comes_out_on_the_other_at_once():
    """TI cave: 'when you move onto a cave, you must immediately move your pirate to the
    other cave'."""
    g = ti("""
        W1 G2
        G3 cave
        K6 cave
        caves G3,K6
    """)
    act(g, "W1 G2-G3")
    assert loc(g, "W1") == "K6" and not lost(g, "W1")
    assert turn(g) == "Y"


def test_several_open_caves_the_mover_chooses_among_those_no_enemy_holds():
    """RULINGS 'Tiles: treasure-island': with more than two caves open the pirate chooses
    the exit among the open caves not held by an enemy (Y1 holds C9)."""
    g = ti("""
        W1 G2
        Y1 C9
        G3 cave
        K6 cave
        C9 cave
        E10 cave
        caves G3,K6,C9,E10
    """)
    act(g, "W1 G2-G3")
    assert pend_kind(g) == "cave"
    assert choices(g) == ["E10", "K6"]
    act(g, "W1 > K6")
    assert loc(g, "W1") == "K6"
    assert loc(g, "Y1") == "C9"
    assert turn(g) == "Y"


def test_a_pirate_on_the_other_cave_blocks_the_way_through():
    """TI cave: a pirate standing on one cave blocks the way; an enemy may move onto the
    other cave but not pass through until the first has moved; RULINGS 'Finer points':
    with no exit he waits lost."""
    g = ti("""
        turn Y
        W1 K6
        Y1 G4
        G3 cave
        K6 cave
        caves G3,K6
    """)
    act(g, "Y1 G4-G3")
    assert loc(g, "Y1") == "G3" and lost(g, "Y1")
    assert loc(g, "W1") == "K6"
    ship_moves_until(g, "Y")
    assert legal_of(g, "Y1") == []


def test_lost_pirate_leaves_as_an_action_once_the_blocker_has_moved():
    """RULINGS 'Finer points': a pirate waiting lost leaves, as his crew's action,
    through any open cave no enemy holds, once there is one; TI cave: blocked only
    'until the first pirate has moved'."""
    g = ti("""
        W1 K6
        Y1 G3 lost=1
        G3 cave
        K6 cave
        caves G3,K6
    """)
    act(g, "W1 K6-K7")
    ship_moves_until(g, "Y")
    assert legal_of(g, "Y1") == ["Y1 G3-K6"]
    act(g, "Y1 G3-K6")
    assert loc(g, "Y1") == "K6" and not lost(g, "Y1")
    assert turn(g) == "B"


def test_new_cave_frees_the_pirate_lost_longest():
    """RULINGS 'Finer points': a newly opened cave frees the pirate lost longest (Y1,
    lost first); the finder goes to Y1's old cave; W1 stays lost."""
    g = ti("""
        turn R
        Y1 G3 lost=1
        W1 K6 lost=2
        R1 C8
        G3 cave
        K6 cave
        C9 ?cave
        caves G3,K6
    """)
    act(g, "R1 C8-C9")
    assert loc(g, "Y1") == "C9" and not lost(g, "Y1")
    assert loc(g, "R1") == "G3" and not lost(g, "R1")
    assert loc(g, "W1") == "K6" and lost(g, "W1")


def test_coin_dragged_through_the_caves():
    """RULINGS 'Finer points': coins may be dragged through caves (TI 'Getting gold':
    the coin goes where its pirate goes)."""
    g = ti("""
        W1 G2
        G3 cave
        K6 cave
        caves G3,K6
        coins G2 1
    """)
    act(g, "W1 G2-G3 +coin")
    assert loc(g, "W1") == "K6"
    assert coins(g, "K6") == 1 and coins(g, "G2") == 0 and coins(g, "G3") == 0


def test_coin_dragged_through_the_caves_to_the_chosen_exit():
    """RULINGS 'Tiles: treasure-island' (the mover chooses the exit) and 'Finer points'
    (coins through caves)."""
    g = ti("""
        W1 G2
        G3 cave
        K6 cave
        C9 cave
        caves G3,K6,C9
        coins G2 1
    """)
    act(g, "W1 G2-G3 +coin")
    assert pend_kind(g) == "cave" and choices(g) == ["C9", "K6"]
    act(g, "W1 > C9")
    assert loc(g, "W1") == "C9"
    assert coins(g, "C9") == 1 and coins(g, "G2") == 0 and coins(g, "K6") == 0


def test_galleon_dragged_through_the_caves():
    """TI 'Getting gold' (the galleon's chest is dragged like a coin) and RULINGS
    'Finer points' (coins through caves)."""
    g = ti("""
        W1 G2
        G3 cave
        K6 cave
        caves G3,K6
        galleon G2
    """)
    act(g, "W1 G2-G3 +galleon")
    assert loc(g, "W1") == "K6" and galleon(g) == "K6"


def test_lost_carrier_coin_goes_with_him_to_the_new_cave():
    """RULINGS 'Finer points': a lost carrier's coin goes with him when a new cave
    frees him."""
    g = ti("""
        turn Y
        W1 G3 lost=1+coin
        Y1 K5
        G3 cave
        K6 ?cave
        caves G3
        coins G3 1
    """)
    act(g, "Y1 K5-K6")
    assert loc(g, "W1") == "K6" and loc(g, "Y1") == "G3"
    assert coins(g, "K6") == 1 and coins(g, "G3") == 0


def test_lost_carrier_leaves_with_his_coin_as_an_action():
    """RULINGS 'Finer points': a lost pirate leaves through an open cave no enemy holds;
    his coin may go with him."""
    g = ti("""
        W1 G3 lost=1+coin
        G3 cave
        K6 cave
        caves G3,K6
        coins G3 1
    """)
    assert legal_of(g, "W1") == ["W1 G3-K6", "W1 G3-K6 +coin"]
    act(g, "W1 G3-K6 +coin")
    assert loc(g, "W1") == "K6" and not lost(g, "W1")
    assert coins(g, "K6") == 1 and coins(g, "G3") == 0
