"""Coins: dragging, where they may go, striking, sinking, banking.

EN 'How to gain gold' a-e, EN 'How to beat enemies' b, EN 'Meaning of playing field
tiles' (fortress: no gold), RULINGS 'Coins' and 'Finer points'.
"""

from __future__ import annotations

from rules_helpers import (
    act, bank, coins, game, illegal, legal_of, loc, turn,
)


def test_a_pirate_drags_one_coin():
    """EN 'How to gain gold' a: a pirate drags only one coin; RULINGS 'Coins': a flag on
    the move."""
    g = game("""
        jackal classic 4
        W1 G3
        coins G3 3
    """)
    assert "W1 G3-G4 +coin" in legal_of(g, "W1")
    act(g, "W1 G3-G4 +coin")
    assert coins(g, "G3") == 2 and coins(g, "G4") == 1
    assert loc(g, "W1") == "G4"


def test_dragging_is_the_movers_choice():
    """RULINGS 'Coins': the pirate MAY drag one."""
    g = game("""
        jackal classic 4
        W1 G3
        coins G3 3
    """)
    act(g, "W1 G3-G4")
    assert coins(g, "G3") == 3 and coins(g, "G4") == 0


def test_coin_only_onto_face_up_tiles():
    """EN 'How to gain gold' b and 'How to move' d: with a coin only along open tiles."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 ?empty
        coins G3 1
    """)
    assert "W1 G3-G4" in legal_of(g, "W1")
    assert "W1 G3-G4 +coin" not in legal_of(g, "W1")
    illegal(g, "W1 G3-G4 +coin")


def test_coin_never_into_a_fortress():
    """EN 'Meaning of playing field tiles', fortress: cannot enter with gold;
    RULINGS 'Coins'."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 fortress
        H4 native
        coins G3 1
    """)
    assert "W1 G3-G4 +coin" not in legal_of(g, "W1")
    assert "W1 G3-H4 +coin" not in legal_of(g, "W1")


def test_cannot_strike_with_a_coin_but_may_leave_it_and_strike():
    """EN 'How to gain gold' c and 'How to beat enemies' b: no striking with gold in
    hand, but leave it and off you go."""
    g = game("""
        jackal classic 4
        W1 G3
        Y1 G4
        coins G3 1
    """)
    assert "W1 G3-G4 +coin" not in legal_of(g, "W1")
    illegal(g, "W1 G3-G4 +coin")
    act(g, "W1 G3-G4")
    assert loc(g, "Y1") == "ship A7"
    assert coins(g, "G3") == 1 and coins(g, "G4") == 0


def test_coin_carrier_never_steps_onto_an_enemy_ship():
    """RULINGS 'Finer points': a coin carrier steps from land only onto face-up island
    tiles or its own or a partner's ship."""
    g = game("""
        jackal classic 4
        W1 B7
        coins B7 1
    """)
    assert "W1 B7-A7" in legal_of(g, "W1")
    assert "W1 B7-A7 +coin" not in legal_of(g, "W1")


def test_coin_banked_on_own_ship():
    """EN 'How to gain gold': the gold is yours once on your ship (the piggy bank)."""
    g = game("""
        jackal classic 4
        W1 H2
        coins H2 2
    """)
    act(g, "W1 H2-G1 +coin")
    assert loc(g, "W1") == "ship G1"
    assert bank(g, "W") == 1
    assert coins(g, "H2") == 1
    assert g.state.coins_in_play == 1 + 5  # H2, and the reserve on C12


def test_coin_in_the_sea_sinks_and_the_pirate_swims():
    """EN 'How to gain gold' e: into the water with gold, it sinks (out of the game), the
    pirate stays afloat."""
    g = game("""
        jackal classic 4
        W1 C5
        B5 arrow-W
        coins C5 1
    """)
    before = g.state.coins_in_play
    act(g, "W1 C5-B5 +coin")
    assert loc(g, "W1") == "sea A5"
    assert g.state.sunk == 1
    assert g.state.coins_in_play == before - 1


def test_swimmer_has_no_coin_to_drag():
    """EN 'How to gain gold' e: a pirate cannot swim with a coin."""
    g = game("""
        jackal classic 4
        W1 sea A5
    """)
    assert not any(m.endswith("+coin") for m in legal_of(g, "W1"))


def test_each_pirate_drags_his_own_coin():
    """EN 'How to gain gold' a: one coin per pirate (two pirates, two coins)."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 G3
        coins G3 2
    """)
    act(g, "W1 G3-G4 +coin")
    assert turn(g) == "Y"
    from rules_helpers import ship_moves_until
    ship_moves_until(g, "W")
    act(g, "W2 G3-G4 +coin")
    assert coins(g, "G3") == 0 and coins(g, "G4") == 2
