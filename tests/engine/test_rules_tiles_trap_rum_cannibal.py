"""Trap, rum barrel and cannibal.

EN 'Meaning of playing field tiles' (trap: wait for a fellow; in pairs a partner may
rescue; rum: misses a turn, other pirates play; ogre: the pirate dies), RULINGS 'Tiles:
classic' (trap: the arriving friend does not fall in, an enemy strikes the trapped pirate
and falls in itself; rum: the crew's next turn), RULINGS 'Finer points' (rum forgotten when
struck home; a cannibal eats a carried coin), RULINGS 'Fighting and death'.
"""

from __future__ import annotations

from rules_helpers import (
    act, cell, coins, game, kind, legal, legal_of, loc, pirate, ship_moves_until, turn,
)

NEIGHBOURS_OF_G4 = ["F3", "G3", "H3", "F4", "H4", "F5", "G5", "H5"]


def trapped(g, name):
    return pirate(g, name).trapped


def drunk(g, name):
    return pirate(g, name).drunk


def test_pirate_stepping_on_a_trap_is_caught():
    """EN 'Meaning of playing field tiles', trap: the pirate waits for a fellow."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 ?trap
    """)
    act(g, "W1 G3-G4")
    assert kind(g, "G4") == "trap"
    assert loc(g, "W1") == "G4" and trapped(g, "W1")
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == []


def test_crew_mate_frees_the_trapped_pirate_and_does_not_fall_in():
    """EN 'Meaning of playing field tiles', trap: only when a fellow comes may he leave;
    RULINGS 'Tiles: classic', trap: the arriving friend does not fall in."""
    g = game("""
        jackal classic 4
        W1 G4 trapped
        W2 G3
        G4 trap
    """)
    act(g, "W2 G3-G4")
    assert not trapped(g, "W1") and not trapped(g, "W2")
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == sorted(f"W1 G4-{c}" for c in NEIGHBOURS_OF_G4)
    assert legal_of(g, "W2") == sorted(f"W2 G4-{c}" for c in NEIGHBOURS_OF_G4)


def test_partner_frees_the_trapped_pirate_in_teams():
    """EN 'Meaning of playing field tiles', trap: when playing in pairs a sailor of the
    friendly team can also rescue; RULINGS 'Tiles: classic'."""
    g = game("""
        jackal classic 4-teams
        turn B
        W1 G4 trapped
        B1 G3
        G4 trap
    """)
    act(g, "B1 G3-G4")
    assert not trapped(g, "W1") and not trapped(g, "B1")
    assert loc(g, "W1") == "G4" and loc(g, "B1") == "G4"


def test_enemy_strikes_the_trapped_pirate_and_falls_in_itself():
    """RULINGS 'Tiles: classic', trap: an enemy entering strikes the trapped pirate and
    falls in itself; EN 'How to beat enemies' a."""
    g = game("""
        jackal classic 4
        turn Y
        W1 G4 trapped
        Y1 G3
        G4 trap
    """)
    act(g, "Y1 G3-G4")
    assert loc(g, "W1") == "ship G1" and not trapped(g, "W1")
    assert loc(g, "Y1") == "G4" and trapped(g, "Y1")


def test_trapped_pirate_freed_by_a_strike_can_go_ashore_again():
    """RULINGS 'Tiles: classic' (trap) and 'Fighting and death': struck home, he plays on
    from the ship (EN 'Die pirate, die!': he continues the game from there)."""
    g = game("""
        jackal classic 4
        turn Y
        W1 G4 trapped
        Y1 G3
        G4 trap
    """)
    act(g, "Y1 G3-G4")
    ship_moves_until(g, "W")
    assert "W1 G1-G2" in legal_of(g, "W1")


def test_rum_misses_exactly_the_crews_next_turn():
    """EN 'Meaning of playing field tiles', rum: he misses a turn, the crew plays other
    pirates meanwhile; RULINGS 'Tiles: classic': the pirate cannot be moved in its crew's
    next turn."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 ?rum
    """)
    act(g, "W1 G3-G4")
    assert kind(g, "G4") == "rum"
    assert loc(g, "W1") == "G4"
    assert turn(g) == "Y"
    ship_moves_until(g, "W")
    # W's next turn: W1 sleeps, the rest of the crew plays
    assert legal_of(g, "W1") == []
    assert "W2 G1-G2" in legal(g) and "W ship G1-F1" in legal(g)
    act(g, "W ship G1-F1")
    ship_moves_until(g, "W")
    # the turn after: W1 moves again
    assert legal_of(g, "W1") == sorted(f"W1 G4-{c}" for c in NEIGHBOURS_OF_G4)


def test_rum_now_flag_means_no_move_in_this_turn():
    """Position format flag rum-now; EN 'Meaning of playing field tiles', rum."""
    g = game("""
        jackal classic 4
        W1 G4 rum-now
        G4 rum
    """)
    assert legal_of(g, "W1") == []
    act(g, "W ship G1-F1")
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") != []


def test_rum_is_forgotten_when_the_pirate_is_struck_home():
    """RULINGS 'Finer points': the lost turn is forgotten if the pirate is struck home."""
    g = game("""
        jackal classic 4
        turn Y
        W1 G4 rum
        Y1 G3
        G4 rum
    """)
    act(g, "Y1 G3-G4")
    assert loc(g, "W1") == "ship G1"
    assert drunk(g, "W1") == 0
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == ["W1 G1-G2"]


def test_cannibal_kills_the_pirate():
    """EN 'Meaning of playing field tiles' (ogre) and 'Die pirate, die!' c."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 ?cannibal
    """)
    act(g, "W1 G3-G4")
    assert kind(g, "G4") == "cannibal"
    assert loc(g, "W1") == "dead"
    assert g.state.pirates_at(cell("G4")) == []


def test_cannibal_eats_the_carried_coin():
    """RULINGS 'Fighting and death' and 'Finer points': a carried coin is eaten too."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 cannibal
        coins G3 2
    """, reserve=False)
    assert g.state.coins_in_play == 2
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "dead"
    assert g.state.eaten == 1
    assert coins(g, "G3") == 1 and coins(g, "G4") == 0
    assert g.state.coins_in_play == 1
