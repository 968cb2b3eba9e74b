"""What the treasure-island edition changes from classic.

RULINGS 'Tiles: treasure-island' (all from 001_...): the plane flies only at once and only
to a face-up tile, or is lost; the trap takes a bottle to leave alone; ice after a horse
allows any knight jump. TI 'Tiles explanation': airplane (the first pirate on it may at
once fly to any already revealed tile; if not used at once, the chance is lost), trap
(wait for a friend; an enemy strikes and falls in; a bottle climbs out), ice (after a
knight's move another knight's move, not necessarily in the same direction; after a plane,
the plane once more), crocodile (back to the ship after disembarking, otherwise back to
the tile just left; an arrow sending him back kills), ogre (a carried coin is eaten too).
"""

from __future__ import annotations

from jackal_tui.games.classic import ISLAND_CELLS, cell_name
from rules_helpers import (
    act, bank, coins, kind, legal, legal_of, loc, pirate, ship_moves_until, turn,
)
from ti_helpers import choices, pend_kind, ti

NEIGHBOURS_OF_G3 = ["F2", "G2", "H2", "F3", "H3", "F4", "G4", "H4"]


def all_open_but(*names):
    return sorted(cell_name(c) for c in ISLAND_CELLS if cell_name(c) not in names)


# ----- airplane ------------------------------------------------------------------------

def test_airplane_flies_at_once_only_to_open_tiles():
    """TI airplane: the first pirate may at once fly to any other already revealed tile:
    every open island tile but the plane's own; not the face-down K10, not a ship."""
    g = ti("""
        W1 G2
        G3 ?airplane
        K10 ?chest1
    """)
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "airplane"
    assert pend_kind(g) == "airplane1"
    assert choices(g) == all_open_but("G3", "K10")
    assert "W1 stays" in legal(g)
    act(g, "W1 > K9")
    assert loc(g, "W1") == "K9"
    assert kind(g, "G3") == "empty"
    assert turn(g) == "Y"


def test_airplane_not_used_at_once_is_lost():
    """TI airplane: if not used immediately the opportunity is lost: after 'stays' the
    tile is plain ground and W1 only steps to its neighbours."""
    g = ti("""
        W1 G2
        G3 ?airplane
    """)
    act(g, "W1 G2-G3")
    act(g, "W1 stays")
    assert loc(g, "W1") == "G3" and kind(g, "G3") == "empty"
    assert turn(g) == "Y"
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == sorted(f"W1 G3-{c}" for c in NEIGHBOURS_OF_G3)


def test_airplane_takes_the_pirate_with_his_coin():
    """TI airplane: it takes a pirate 'with all his goods'; TI 'Getting gold' b: with a
    coin only to face-up tiles (and RULINGS 'Coins': never a fortress: not K4)."""
    g = ti("""
        W1 G2
        G3 airplane
        K4 fortress
        K10 ?chest1
        coins G2 1
    """)
    act(g, "W1 G2-G3 +coin")
    assert pend_kind(g) == "airplane1"
    assert choices(g) == all_open_but("G3", "K10", "K4")
    act(g, "W1 > K9")
    assert loc(g, "W1") == "K9" and coins(g, "K9") == 1 and coins(g, "G2") == 0


def test_ice_after_a_flight_flies_again_to_an_open_tile():
    """TI ice: 'if you came to this tile by plane you can use it once more'; the plane
    goes only to revealed tiles (TI airplane). The used plane's tile G3 is open ground."""
    g = ti("""
        W1 G2
        G3 airplane
        K9 ice
        K10 ?chest1
    """)
    act(g, "W1 G2-G3")
    act(g, "W1 > K9")
    assert pend_kind(g) == "fly"
    assert choices(g) == all_open_but("K9", "K10")
    act(g, "W1 > D4")
    assert loc(g, "W1") == "D4"


# ----- trap ----------------------------------------------------------------------------

def test_trap_without_a_bottle_he_cannot_leave_alone():
    """TI trap: the pirate may not move until a friend comes; RULINGS: the trap takes a
    bottle to leave alone - with none, W1 has no action."""
    g = ti("""
        W1 G4 trapped
        G4 trap
    """)
    assert legal_of(g, "W1") == []


def test_trap_with_a_bottle_he_climbs_out_alone():
    """TI trap: discarding a message bottle, a pirate climbs out on his own."""
    g = ti("""
        W1 G4 trapped
        G4 trap
        bottles W 1
    """)
    assert legal_of(g, "W1") == ["W1 bottle"]
    act(g, "W1 bottle")
    assert not pirate(g, "W1").trapped


def test_trap_a_friend_still_frees_him():
    """TI trap: the second pirate does not fall in and helps the other out."""
    g = ti("""
        W1 G4 trapped
        W2 G3
        G4 trap
    """)
    act(g, "W2 G3-G4")
    assert not pirate(g, "W1").trapped and not pirate(g, "W2").trapped


def test_trap_an_enemy_strikes_the_trapped_pirate_and_falls_in():
    """TI trap: an enemy moving onto the tile falls in, attacking the trapped pirate, who
    goes back to his ship."""
    g = ti("""
        turn Y
        W1 G4 trapped
        Y1 G3
        G4 trap
    """)
    act(g, "Y1 G3-G4")
    assert loc(g, "W1") == "ship G1" and not pirate(g, "W1").trapped
    assert loc(g, "Y1") == "G4" and pirate(g, "Y1").trapped


# ----- ice after a horse -----------------------------------------------------------------

def test_ice_after_a_knight_jump_allows_any_knight_jump():
    """TI ice: after a knight's move make another knight's move, not necessarily in the
    same direction (RULINGS: any knight jump). W1 jumps from the horse G3 to the ice H5
    (+1,+2); from H5 all eight L-shaped jumps are offered, the horse G3 included."""
    g = ti("""
        W1 G2
        G3 horse
        H5 ice
    """)
    act(g, "W1 G2-G3")
    assert pend_kind(g) == "horse"
    act(g, "W1 > H5")
    assert pend_kind(g) == "horse"
    assert choices(g) == ["F4", "F6", "G3", "G7", "I3", "I7", "J4", "J6"]
    act(g, "W1 > F4")
    assert loc(g, "W1") == "F4" and turn(g) == "Y"


def test_ice_after_a_knight_jump_offers_only_what_a_carrier_may_enter():
    """TI ice + RULINGS 'Finer points' (choices offer only what the pirate may do with his
    coin): no face-down tile (F6), no fortress (J4), no dense jungle (G7)."""
    g = ti("""
        W1 G2
        G3 horse
        H5 ice
        F6 ?chest1
        J4 fortress
        G7 thicket
        coins G2 1
    """)
    act(g, "W1 G2-G3 +coin")
    act(g, "W1 > H5")
    assert choices(g) == ["F4", "G3", "I3", "I7", "J6"]


# ----- crocodile -------------------------------------------------------------------------

def test_crocodile_after_disembarking_returns_to_the_ship():
    """TI crocodile: met right after disembarking, the pirate returns to the ship."""
    g = ti("""
        G2 crocodile
    """)
    act(g, "W1 G1-G2")
    assert loc(g, "W1") == "ship G1"
    assert turn(g) == "Y"


def test_crocodile_otherwise_back_to_the_tile_just_left():
    """TI crocodile: otherwise return to the tile you just left."""
    g = ti("""
        W1 G3
        G4 crocodile
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "G3"


def test_crocodile_back_onto_an_arrow_pointing_at_it_kills():
    """TI crocodile: if the tile left has an arrow sending the pirate back to the
    crocodile, he is killed (the arrow N at G3, the crocodile at G4)."""
    g = ti("""
        W1 G2
        G3 arrow-N
        G4 crocodile
    """)
    act(g, "W1 G2-G3")
    assert loc(g, "W1") == "dead"


# ----- ogre ------------------------------------------------------------------------------

def test_ogre_eats_the_pirate_and_his_coin():
    """TI ogre: the pirate is killed; entering with a coin, the ogre eats the coin as well
    (RULINGS 'Finer points': in both editions)."""
    g = ti("""
        W1 G3
        G4 cannibal
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "dead"
    assert g.state.eaten == 1 and coins(g, "G3") == 0 and coins(g, "G4") == 0
    assert bank(g, "W") == 0
