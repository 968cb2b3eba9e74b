"""Message bottles (treasure-island).

TI 'Tiles explanation', bottles (x3 with one, x2 with two, x1 with three): the finder takes
the bottles; any member of the team may use one at any time of his turn by discarding it:
to climb out of a trap alone (TI trap), to go to the last space of a difficult-terrain tile,
striking an enemy there as usual (TI difficult terrain), or handed from a neighbouring tile
to Friday (who reads it and leaves) or the Missionary (who takes up his cutlass: an ordinary
pirate who attacks, can be attacked and drags coins). RULINGS 'Tiles: treasure-island'
(using a bottle is a free action: it does not end the turn) and 'Finer points' (bottles may
be handed to any Friday or Missionary; the jump to the last step is for a pirate already on
that tile). docs/engine-api.md: state.bottles[side].
"""

from __future__ import annotations

from rules_helpers import act, coins, legal, legal_of, loc, pirate, turn
from ti_helpers import bottles, controller, position_line, ti

NEIGHBOURS_OF_G4 = ["F3", "G3", "H3", "F4", "H4", "F5", "G5", "H5"]


def test_bottles_found_go_to_the_finders_side():
    """TI bottles: the finder takes the depicted number of bottles."""
    g = ti("""
        W1 G2
        G3 ?bottles2
    """)
    act(g, "W1 G2-G3")
    assert bottles(g, "W") == 2
    assert bottles(g, "Y") == 0 and bottles(g, "B") == 0 and bottles(g, "R") == 0
    assert loc(g, "W1") == "G3" and turn(g) == "Y"
    assert position_line(g, "bottles ") == "bottles W 2"


def test_bottles_are_shared_by_a_team():
    """TI bottles: used by any member of your team; docs/engine-api.md: a stock per side.
    In a team game the bottle White found frees Black's trapped pirate."""
    g = ti("""
        turn B
        B1 G4 trapped
        G4 trap
        bottles W 1
    """, mode="4-teams")
    assert bottles(g, "B") == 1
    assert "B1 bottle" in legal(g)
    act(g, "B1 bottle")
    assert not pirate(g, "B1").trapped
    assert bottles(g, "W") == 0 and bottles(g, "B") == 0


def test_bottle_out_of_a_trap_is_a_free_action():
    """TI trap (with a bottle a pirate climbs out alone) and RULINGS (a free action: the
    turn goes on): W1 is freed, it is still White's turn and he may walk away at once."""
    g = ti("""
        W1 G4 trapped
        G4 trap
        bottles W 1
    """)
    assert legal_of(g, "W1") == ["W1 bottle"]
    act(g, "W1 bottle")
    assert not pirate(g, "W1").trapped
    assert bottles(g, "W") == 0
    assert turn(g) == "W"
    assert legal_of(g, "W1") == sorted(f"W1 G4-{c}" for c in NEIGHBOURS_OF_G4)
    act(g, "W1 G4-G5")
    assert loc(g, "W1") == "G5" and turn(g) == "Y"


def test_two_bottles_in_one_turn():
    """TI bottles: used at any time on your turn; RULINGS: free actions - both trapped
    pirates climb out in the same turn, then White still moves."""
    g = ti("""
        W1 G4 trapped
        W2 K4 trapped
        G4 trap
        K4 trap
        bottles W 2
    """)
    act(g, "W1 bottle")
    act(g, "W2 bottle")
    assert not pirate(g, "W1").trapped and not pirate(g, "W2").trapped
    assert bottles(g, "W") == 0 and turn(g) == "W"


def test_bottle_to_the_last_step_strikes_the_enemy_there():
    """TI difficult terrain: with a bottle the pirate goes to the last space, attacking as
    usual an enemy there: W1 from mountains step 1 to step 5, Y1 back to his ship; the
    turn goes on and W1 may leave the tile at once."""
    g = ti("""
        W1 G5:1
        Y1 G5:5
        G5 mountains
        bottles W 1
    """)
    act(g, "W1 bottle")
    assert loc(g, "W1") == "G5:5"
    assert loc(g, "Y1") == "ship A7"
    assert turn(g) == "W" and bottles(g, "W") == 0
    assert "W1 G5-G6" in legal_of(g, "W1")


def test_bottle_to_the_last_step_from_a_middle_step():
    """TI difficult terrain: to the last space from wherever the pirate stands on it."""
    g = ti("""
        W1 G5:2
        G5 desert
        bottles W 1
    """)
    act(g, "W1 bottle")
    assert loc(g, "W1") == "G5:3"


def test_no_bottle_jump_onto_a_stepped_tile_from_outside():
    """RULINGS 'Finer points': the bottle jump to the last step is for a pirate already
    standing on that tile; and none on the last step itself."""
    g = ti("""
        W1 G4
        W2 H5:5
        G5 mountains
        H5 mountains
        bottles W 1
    """)
    assert not [a for a in legal(g) if "bottle" in a]


def test_no_bottle_no_bottle_actions():
    """TI bottles: only by discarding a bottle (none held: no bottle action)."""
    g = ti("""
        W1 G4 trapped
        W2 G5:1
        G4 trap
        G5 mountains
    """)
    assert not [a for a in legal(g) if "bottle" in a]


def test_bottle_handed_to_friday_he_reads_it_and_leaves():
    """TI Friday: passed a bottle he reads it and is removed; TI bottles: from a pirate on
    a neighbouring tile; RULINGS 'Finer points': to any Friday (here Yellow's)."""
    g = ti("""
        W1 G3
        FRI G4 Y
        bottles W 1
    """)
    assert "W1 bottle FRI" in legal_of(g, "W1")
    act(g, "W1 bottle FRI")
    assert loc(g, "FRI") == "absent" and controller(g, "FRI") is None
    assert bottles(g, "W") == 0 and turn(g) == "W"


def test_bottle_only_to_a_neighbouring_tile():
    """TI bottles: 'if you have a pirate on a tile next to Friday or the missionary'."""
    g = ti("""
        W1 G2
        FRI G5 W
        MIS K8 W
        bottles W 1
    """)
    assert not [a for a in legal(g) if "bottle" in a]


def test_bottle_handed_to_the_missionary_converts_him():
    """TI Missionary: passed a bottle he becomes an ordinary pirate; still his crew's."""
    g = ti("""
        W1 G3
        MIS G4 W
        bottles W 1
    """)
    act(g, "W1 bottle MIS")
    assert g.state.converted
    assert controller(g, "MIS") == "W" and loc(g, "MIS") == "G4"
    assert turn(g) == "W"
    assert position_line(g, "converted") == "converted"
    assert "W1 bottle MIS" not in legal(g)


def test_converted_missionary_attacks():
    """TI Missionary: after a bottle 'he can attack'."""
    g = ti("""
        MIS G4 W converted
        Y1 G5
    """)
    act(g, "MIS G4-G5")
    assert loc(g, "MIS") == "G5" and loc(g, "Y1") == "ship A7"


def test_converted_missionary_drags_coins():
    """TI Missionary: after a bottle he drags coins; a coin on his crew's ship is banked."""
    g = ti("""
        MIS G2 W converted
        coins G2 1
    """)
    assert "MIS G2-G1 +coin" in legal_of(g, "MIS")
    act(g, "MIS G2-G1 +coin")
    assert g.state.banked_by(0) == 1 and coins(g, "G2") == 0


def test_converted_missionary_can_be_struck_back_to_his_crews_ship():
    """TI Missionary: after a bottle he 'can be attacked'; RULINGS 'Finer points': a
    converted Missionary goes back to the controlling crew's ship when struck."""
    g = ti("""
        turn Y
        MIS G4 W converted
        Y1 G5
    """)
    act(g, "Y1 G5-G4")
    assert loc(g, "MIS") == "ship G1" and loc(g, "Y1") == "G4"
    assert controller(g, "MIS") == "W"


def test_an_enemy_may_hand_the_missionary_a_bottle():
    """RULINGS 'Finer points': bottles may be handed to any Missionary; he stays with the
    crew that controls him (White), now a fighting pirate."""
    g = ti("""
        turn Y
        MIS G4 W
        Y1 G3
        bottles Y 1
    """)
    act(g, "Y1 bottle MIS")
    assert g.state.converted and controller(g, "MIS") == "W"
    assert bottles(g, "Y") == 0 and turn(g) == "Y"
