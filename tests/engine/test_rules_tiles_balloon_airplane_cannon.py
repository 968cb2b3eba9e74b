"""Balloon, airplane and cannon.

EN 'Meaning of playing field tiles' (balloon: to your ship with the coin, in pairs to the
own and not the friendly ship; airplane: any tile at once, once per game, may wait, the
enemy may strike you off it; cannon: flies to the sea in the barrel's direction, own or
friendly ship rescues, gold sinks, enemy ship kills), RU 'Значение клеток поля' (ice after
a plane: fly again), RULINGS 'Tiles: classic' (airplane, balloon), 'Forced movement'
(cannon) and 'Finer points' (classic airplane, struck swimmer dies, sunk coin).
"""

from __future__ import annotations

import pytest

from rules_helpers import (
    act, bank, coins, game, kind, legal, legal_of, loc, pending, pirate,
    ship_moves_until, tile, turn,
)


# ----- balloon ------------------------------------------------------------------------

def test_balloon_takes_the_pirate_to_his_ship():
    """EN 'Meaning of playing field tiles', balloon."""
    g = game("""
        jackal classic 4
        W1 H8
        H9 ?balloon
    """)
    act(g, "W1 H8-H9")
    assert kind(g, "H9") == "balloon"
    assert loc(g, "W1") == "ship G1"
    assert turn(g) == "Y"


def test_balloon_banks_the_carried_coin():
    """EN 'Meaning of playing field tiles', balloon: with the coin; RULINGS 'Tiles:
    classic', balloon: coin banked."""
    g = game("""
        jackal classic 4
        W1 H8
        H9 balloon
        coins H8 1
    """)
    act(g, "W1 H8-H9 +coin")
    assert loc(g, "W1") == "ship G1"
    assert bank(g, "W") == 1
    assert coins(g, "H8") == 0 and coins(g, "H9") == 0


def test_balloon_in_teams_goes_to_the_own_not_the_partner_ship():
    """EN 'Meaning of playing field tiles', balloon: in pairs to his own, not the friendly
    ship; RULINGS 'Players'."""
    g = game("""
        jackal classic 4-teams
        W1 G11
        G12 balloon
        coins G11 1
    """)
    act(g, "W1 G11-G12 +coin")  # the partner's ship G13 is next door; his own is G1
    assert loc(g, "W1") == "ship G1"
    assert pirate(g, "W1").ship == 0
    assert bank(g, "W") == 1 and bank(g, "B") == 0


def test_balloon_from_the_partner_ship_goes_to_the_own_ship():
    """EN 'Meaning of playing field tiles', balloon (in pairs: own ship)."""
    g = game("""
        jackal classic 4-teams
        W1 ship B
        G12 balloon
    """)
    act(g, "W1 G13-G12")
    assert loc(g, "W1") == "ship G1"
    assert pirate(g, "W1").ship == 0


# ----- airplane -----------------------------------------------------------------------

def test_airplane_flies_at_once_anywhere():
    """EN 'Meaning of playing field tiles', airplane: to any tile immediately; RULINGS
    'Tiles: classic': any island tile or its own ship."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 ?airplane
    """)
    act(g, "W1 G3-G4")
    assert kind(g, "G4") == "airplane"
    assert pending(g) == "W1"
    moves = legal(g)
    assert all(m.startswith("W1 ") for m in moves)
    assert "W1 stays" in moves
    for far in ("L11", "B3", "C12", "K2", "G5"):
        assert f"W1 > {far}" in moves
    assert "W1 > G1" in moves       # own ship
    assert "W1 > A7" not in moves   # not an enemy ship
    assert "W1 > A5" not in moves   # not the open sea
    act(g, "W1 > L11")
    assert loc(g, "W1") == "L11"
    assert kind(g, "G4") == "empty"  # used once, then a plain tile
    assert turn(g) == "Y"


def test_flight_onto_a_face_down_tile_opens_it():
    """RULINGS 'Tiles: classic', airplane: face-down targets only without a coin."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
        L11 ?chest4
    """)
    act(g, "W1 G3-G4")
    act(g, "W1 > L11")
    assert loc(g, "W1") == "L11"
    assert coins(g, "L11") == 4


def test_flight_with_a_coin_to_the_own_ship_banks_it_and_avoids_closed_tiles_and_forts():
    """EN 'Meaning of playing field tiles', airplane: with all his belongings; RULINGS
    'Tiles: classic': face-down targets only without a coin; RULINGS 'Coins'."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
        L11 ?empty
        K11 fortress
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    moves = legal(g)
    assert "W1 > L11" not in moves and "W1 > K11" not in moves
    assert "W1 > K10" in moves
    act(g, "W1 > G1")
    assert loc(g, "W1") == "ship G1"
    assert bank(g, "W") == 1


def test_airplane_wait_then_fly_later():
    """EN 'Meaning of playing field tiles', airplane: stay and wait for the right moment;
    leaving the tile means using the plane. RULINGS 'Finer points', classic airplane."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
    """)
    act(g, "W1 G3-G4")
    act(g, "W1 stays")
    assert loc(g, "W1") == "G4"
    assert pending(g) is None
    assert turn(g) == "Y"
    assert kind(g, "G4") == "airplane"
    ship_moves_until(g, "W")
    assert "W1 G4-L11" in legal_of(g, "W1")
    assert "W1 G4-G1" in legal_of(g, "W1")
    act(g, "W1 G4-L11")
    assert loc(g, "W1") == "L11"
    assert kind(g, "G4") == "empty"


def test_leaving_a_waiting_airplane_by_a_short_step_uses_it_up():
    """EN 'Meaning of playing field tiles', airplane: leaving the tile means using the
    plane; RULINGS 'Finer points': leaving by any action is the flight."""
    g = game("""
        jackal classic 4
        W1 G4
        G4 airplane
    """)
    act(g, "W1 G4-G5")
    assert loc(g, "W1") == "G5"
    assert kind(g, "G4") == "empty"


def test_waiting_on_the_airplane_keeps_the_coin_on_its_tile():
    """RULINGS 'Coins': a coin stays where a pirate can stand (the airplane tile)."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    act(g, "W1 stays")
    assert coins(g, "G4") == 1 and coins(g, "G3") == 0


def test_airplane_is_used_only_once():
    """EN 'Meaning of playing field tiles', airplane: once per game, then a phoney."""
    g = game("""
        jackal classic 4
        W2 G4
        W1 G3
        G4 airplane
    """)
    act(g, "W2 G4-L11")
    assert kind(g, "G4") == "empty"
    ship_moves_until(g, "W")
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "G4"
    assert pending(g) is None
    assert turn(g) == "Y"
    ship_moves_until(g, "W")
    assert "W1 G4-L11" not in legal_of(g, "W1")


def test_ice_after_a_flight_is_another_flight():
    """RU 'Значение клеток поля', ice: came by plane, you may fly again anywhere on the
    island; RULINGS 'Forced movement': after a flight, another flight."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
        C10 ice
    """)
    act(g, "W1 G3-G4")
    act(g, "W1 > C10")
    assert pending(g) == "W1"
    moves = legal(g)
    assert "W1 stays" not in moves  # nobody stands on ice
    assert "W1 > L11" in moves and "W1 > K2" in moves and "W1 > G1" in moves
    act(g, "W1 > K2")
    assert loc(g, "W1") == "K2"
    assert kind(g, "G4") == "empty"
    assert turn(g) == "Y"


def test_striking_the_pirate_waiting_on_the_airplane_keeps_it_unused():
    """EN 'Meaning of playing field tiles', airplane: an enemy may use the plane by
    beating you to the ship; RULINGS 'Tiles: classic': struck while waiting, the plane
    stays unused; 'Finer points': the striker may fly at once or wait."""
    g = game("""
        jackal classic 4
        turn Y
        W1 G4
        Y1 G3
        G4 airplane
    """)
    act(g, "Y1 G3-G4")
    assert loc(g, "W1") == "ship G1"
    assert kind(g, "G4") == "airplane"
    assert pending(g) == "Y1"
    assert "Y1 stays" in legal(g) and "Y1 > L11" in legal(g)
    act(g, "Y1 stays")
    assert loc(g, "Y1") == "G4"
    assert kind(g, "G4") == "airplane"
    assert turn(g) == "B"


# ----- cannon -------------------------------------------------------------------------

def test_cannon_fires_the_pirate_to_the_sea():
    """EN 'Meaning of playing field tiles', cannon: the pirate flies to the sea as the
    barrel points; RULINGS 'Forced movement': to the sea cell at the board's edge."""
    g = game("""
        jackal classic 4
        W1 E5
        D5 ?cannon-W
    """)
    act(g, "W1 E5-D5")
    assert kind(g, "D5") == "cannon"
    assert loc(g, "W1") == "sea A5"


def test_cannon_sinks_the_carried_coin():
    """EN 'Meaning of playing field tiles', cannon: the gold sinks; RULINGS 'Coins'."""
    g = game("""
        jackal classic 4
        W1 J5
        K5 cannon-E
        coins J5 1
    """)
    act(g, "W1 J5-K5 +coin")
    assert loc(g, "W1") == "sea M5"
    assert g.state.sunk == 1
    assert coins(g, "J5") == 0


def test_cannon_onto_own_ship_boards_and_banks():
    """RU 'Значение клеток поля', cannon: the own ship rescues; experienced pirates use
    the cannon to bring coins aboard; RULINGS 'Forced movement': aboard, coin banked."""
    g = game("""
        jackal classic 4
        W1 G5
        G4 cannon-S
        coins G5 1
    """)
    act(g, "W1 G5-G4 +coin")
    assert loc(g, "W1") == "ship G1"
    assert bank(g, "W") == 1
    assert g.state.sunk == 0


def test_cannon_onto_partner_ship_boards_and_banks_for_the_carrier():
    """EN 'Meaning of playing field tiles', cannon: his or a friendly ship rescues him;
    RULINGS 'Finer points': a coin banked on a partner's ship counts for the carrier."""
    g = game("""
        jackal classic 4-teams
        W1 G9
        G10 cannon-N
        coins G9 1
    """)
    act(g, "W1 G9-G10 +coin")
    assert loc(g, "W1") == "ship G13"
    assert pirate(g, "W1").ship == 2
    assert bank(g, "W") == 1 and bank(g, "B") == 0


def test_cannon_onto_an_enemy_ship_kills_and_the_coin_sinks():
    """EN 'Meaning of playing field tiles', cannon: under an enemy ship the pirate dies;
    RULINGS 'Finer points': a coin that entered the sea has sunk for good even if the
    pirate then dies on an enemy ship."""
    g = game("""
        jackal classic 4
        W1 D7
        C7 cannon-W
        coins D7 1
    """)
    act(g, "W1 D7-C7 +coin")
    assert loc(g, "W1") == "dead"
    assert g.state.sunk == 1
    assert coins(g, "D7") == 0


def test_cannon_shot_onto_an_enemy_swimmer_kills_it():
    """RULINGS 'Finer points': a pirate thrown into a sea cell holding an enemy swimmer
    strikes it and the swimmer dies; EN 'Die pirate, die!' b."""
    g = game("""
        jackal classic 4
        W1 E5
        D5 cannon-W
        Y1 sea A5
    """)
    act(g, "W1 E5-D5")
    assert loc(g, "Y1") == "dead"
    assert loc(g, "W1") == "sea A5"


@pytest.mark.parametrize("seed", range(6))
def test_face_down_cannon_opens_turned_at_random(seed):
    """RULINGS 'Forced movement': a cannon's orientation is drawn when opened; the pirate
    then flies that way (N: Black's ship, kills; E/W: the sea; S: his own ship)."""
    g = game(f"""
        jackal classic 4
        seed {seed}
        W1 G5
        G6 ?cannon
    """)
    act(g, "W1 G5-G6")
    t = tile(g, "G6")
    assert t.kind == "cannon" and len(t.dirs) == 1 and t.dirs[0] in ("N", "E", "S", "W")
    expected = {"N": "dead", "E": "sea M6", "S": "ship G1", "W": "sea A6"}[t.dirs[0]]
    assert loc(g, "W1") == expected
