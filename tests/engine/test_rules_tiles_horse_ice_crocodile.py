"""Horse, ice and crocodile: tiles that move the pirate on.

EN 'Meaning of playing field tiles' (horse: a knight's move; ice: repeat the previous
move; crocodile: back to the previous tile), RU 'Значение клеток поля' (horse: only the
landing tile is opened), RU FAQ (horse in any direction), RULINGS 'Forced movement
(chains)' and 'Finer points'.
"""

from __future__ import annotations

from rules_helpers import (
    act, bank, coins, face_up, game, kind, legal, legal_of, loc, pending, turn,
)

KNIGHT_FROM_G6 = ["E5", "E7", "F4", "F8", "H4", "H8", "I5", "I7"]


def test_horse_offers_all_eight_knight_jumps():
    """EN 'Meaning of playing field tiles', horse: a knight's move as in chess;
    RU FAQ (horse): any direction, turning either way."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 horse
    """)
    act(g, "W1 G5-G6")
    assert pending(g) == "W1"
    assert sorted(legal(g)) == sorted(f"W1 > {c}" for c in KNIGHT_FROM_G6)
    act(g, "W1 > E5")
    assert loc(g, "W1") == "E5"
    assert turn(g) == "Y"


def test_horse_opens_only_the_tile_it_lands_on():
    """RU 'Значение клеток поля', horse: only the tile the pirate lands on is opened;
    RULINGS 'Forced movement'."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 horse
        G7 ?empty
        H7 ?empty
        G8 ?empty
        H8 ?rum
    """)
    act(g, "W1 G5-G6")
    act(g, "W1 > H8")
    assert loc(g, "W1") == "H8"
    assert kind(g, "H8") == "rum"
    assert not face_up(g, "G7") and not face_up(g, "H7") and not face_up(g, "G8")


def test_horse_jump_into_the_sea_swims_and_sinks_the_coin():
    """RULINGS 'Forced movement' (horse), 'Coins': a coin that enters the sea sinks and
    the pirate swims on; EN 'How to gain gold' e."""
    g = game("""
        jackal classic 4
        W1 C4
        C3 horse
        coins C4 1
    """)
    act(g, "W1 C4-C3 +coin")
    # from C3: D5 E4 E2 on land, D1 B1 A2 A4 in the sea (no ship there)
    assert sorted(legal(g)) == sorted(
        f"W1 > {c}" for c in ("D5", "E4", "E2", "D1", "B1", "A2", "A4", "B5"))
    act(g, "W1 > A4")
    assert loc(g, "W1") == "sea A4"
    assert g.state.sunk == 1
    assert coins(g, "C4") == 0


def test_horse_jump_onto_own_ship_boards_and_banks():
    """EN 'How to move' c: the knight tile may take a pirate back aboard; a coin brought
    to the own ship is banked (EN 'How to gain gold')."""
    g = game("""
        jackal classic 4
        W1 F4
        F3 horse
        coins F4 1
    """)
    act(g, "W1 F4-F3 +coin")
    assert "W1 > G1" in legal(g)
    act(g, "W1 > G1")
    assert loc(g, "W1") == "ship G1"
    assert bank(g, "W") == 1
    assert coins(g, "F4") == 0


def test_horse_choices_with_a_coin_exclude_face_down_tiles():
    """RULINGS 'Finer points': with a coin, no face-down target in a chain;
    EN 'How to gain gold' b."""
    g = game("""
        jackal classic 4
        W1 F4
        F3 horse
        D4 ?empty
        coins F4 1
    """)
    act(g, "W1 F4-F3 +coin")
    assert "W1 > D4" not in legal(g)
    assert "W1 > H4" in legal(g)


def test_ice_after_a_plain_step_repeats_it():
    """EN 'Meaning of playing field tiles', ice: came from the left, go on to the right
    (here a diagonal step NE is repeated)."""
    g = game("""
        jackal classic 4
        W1 F3
        G4 ice
    """)
    act(g, "W1 F3-G4")
    assert loc(g, "W1") == "H5"
    assert turn(g) == "Y"


def test_ice_after_landing_from_the_ship_repeats_the_landing_step():
    """RULINGS 'Finer points': ice repeats the displacement of the step that brought the
    pirate onto it, a landing from the ship included."""
    g = game("""
        jackal classic 4
        G2 ice
    """)
    act(g, "W1 G1-G2")
    assert loc(g, "W1") == "G3"


def test_ice_after_an_arrow_goes_on_in_the_arrows_direction():
    """EN 'Meaning of playing field tiles', ice: came by an arrow, go on the same way."""
    g = game("""
        jackal classic 4
        W1 F3
        G3 arrow-N
        G4 ice
    """)
    act(g, "W1 F3-G3")
    assert loc(g, "W1") == "G5"


def test_ice_after_a_horse_repeats_the_same_jump():
    """EN 'Meaning of playing field tiles', ice: after a knight's move, make it again;
    RULINGS 'Forced movement': the same jump (classic)."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 horse
        H8 ice
    """)
    act(g, "W1 G5-G6")
    act(g, "W1 > H8")
    assert loc(g, "W1") == "I10"
    assert pending(g) is None


def test_ice_after_ice_slides_on():
    """EN 'Meaning of playing field tiles', ice; RULINGS 'Forced movement'."""
    g = game("""
        jackal classic 4
        W1 G2
        G3 ice
        G4 ?ice
    """)
    act(g, "W1 G2-G3")
    assert loc(g, "W1") == "G5"
    assert kind(g, "G4") == "ice"


def test_ice_towards_the_sea_makes_the_pirate_swim():
    """EN 'Meaning of playing field tiles', ice; RULINGS 'A turn': the sea is reached
    through tile effects (ice)."""
    g = game("""
        jackal classic 4
        W1 C5
        B5 ice
    """)
    act(g, "W1 C5-B5")
    assert loc(g, "W1") == "sea A5"


def test_crocodile_sends_the_pirate_back_to_the_previous_tile():
    """EN 'Meaning of playing field tiles', crocodile: move back to where you came from."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 ?crocodile
    """)
    act(g, "W1 G3-G4")
    assert kind(g, "G4") == "crocodile"
    assert loc(g, "W1") == "G3"
    assert turn(g) == "Y"


def test_crocodile_with_a_coin_brings_it_back_too():
    """EN 'Meaning of playing field tiles', crocodile; RULINGS 'Coins': a coin is never
    left on a crocodile."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 crocodile
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "G3"
    assert coins(g, "G3") == 1
    assert coins(g, "G4") == 0


def test_crocodile_right_in_front_of_the_ship_sends_back_aboard():
    """RULINGS 'Forced movement': crocodile: back to the ship if the pirate came straight
    from it."""
    g = game("""
        jackal classic 4
        G2 ?crocodile
    """)
    act(g, "W1 G1-G2")
    assert loc(g, "W1") == "ship G1"
    assert kind(g, "G2") == "crocodile"


def test_crocodile_sends_back_to_the_partner_ship_it_came_from():
    """RULINGS 'Forced movement': back to the ship the pirate came straight from (here a
    partner's ship, EN 'Playing in pairs')."""
    g = game("""
        jackal classic 4-teams
        W1 ship B
        G12 crocodile
    """)
    act(g, "W1 G13-G12")
    p = g.state.pirate(0)
    assert p.where == "ship" and p.ship == 2


def test_crocodile_back_onto_a_multi_way_arrow_asks_again():
    """RULINGS 'Forced movement': the crocodile's return applies the tile again if it
    moves pirates on (here an arrow with two ways: a new choice)."""
    g = game("""
        jackal classic 4
        W1 F3
        G3 arrow-N+E
        G4 crocodile
    """)
    act(g, "W1 F3-G3")
    assert sorted(legal(g)) == ["W1 > G4", "W1 > H3"]
    act(g, "W1 > G4")
    assert pending(g) == "W1"
    assert loc(g, "W1") == "G3"
    assert sorted(legal(g)) == ["W1 > G4", "W1 > H3"]
    act(g, "W1 > H3")
    assert loc(g, "W1") == "H3"
    assert turn(g) == "Y"


def test_crocodile_back_onto_a_one_way_arrow_pointing_at_it_is_a_cycle():
    """RULINGS 'Forced movement': back onto an arrow that applies again and sends the
    pirate onto the crocodile with the same step: a cycle, which kills
    (EN 'Die pirate, die!' d)."""
    g = game("""
        jackal classic 4
        W1 E3
        F3 arrow-E
        G3 crocodile
    """)
    act(g, "W1 E3-F3")
    assert loc(g, "W1") == "dead"


def test_crocodile_back_onto_ice_repeats_the_return_step():
    """RULINGS 'Finer points': ice repeats the displacement that brought the pirate onto
    it, a crocodile's return included: G2 -> ice G3 -> crocodile G4 -> back to G3 moving
    south -> ice repeats south -> G2."""
    g = game("""
        jackal classic 4
        W1 G2
        G3 ice
        G4 crocodile
    """)
    act(g, "W1 G2-G3")
    assert loc(g, "W1") == "G2"
    assert pending(g) is None


def test_crocodile_after_a_knight_jump_sends_back_onto_the_horse():
    """RULINGS 'Forced movement': back to the cell the pirate came from (the horse), which
    applies again: a new knight's move to choose."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 horse
        H8 crocodile
    """)
    act(g, "W1 G5-G6")
    act(g, "W1 > H8")
    assert pending(g) == "W1"
    assert loc(g, "W1") == "G6"
    assert sorted(legal(g)) == sorted(f"W1 > {c}" for c in KNIGHT_FROM_G6)
    act(g, "W1 > E7")
    assert loc(g, "W1") == "E7"


def test_crocodile_after_a_flight_sends_back_to_the_used_airplane_tile():
    """EN 'Meaning of playing field tiles', crocodile (back to the previous tile) and
    airplane (used once, then a phoney)."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
        L11 crocodile
    """)
    act(g, "W1 G3-G4")
    act(g, "W1 > L11")
    assert loc(g, "W1") == "G4"
    assert kind(g, "G4") == "empty"
    assert pending(g) is None


def test_ice_with_a_coin_carries_it_to_the_end_of_the_slide():
    """EN 'Meaning of playing field tiles', ice; RULINGS 'Coins' (never left on ice)."""
    g = game("""
        jackal classic 4
        W1 G2
        G3 ice
        G4 ice
        coins G2 1
    """)
    act(g, "W1 G2-G3 +coin")
    assert loc(g, "W1") == "G5"
    assert coins(g, "G5") == 1 and coins(g, "G3") == 0 and coins(g, "G4") == 0
