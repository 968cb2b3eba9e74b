"""Chains: cycles and impossible ends.

EN 'Die pirate, die!' d (a cycle kills), RU 'Смерть пирату!' г (a cycle: e.g. two arrows
facing each other), RU FAQ (an impossible action kills; the coin stays where the move
began), RULINGS 'Forced movement (chains)' and 'Finer points'.
"""

from __future__ import annotations

from rules_helpers import (
    act, coins, face_up, game, legal, loc, pending, turn,
)


def test_two_arrows_facing_each_other_kill():
    """RU 'Смерть пирату!' г / EN 'Die pirate, die!' d: two arrows looking at each other
    make a cycle; RULINGS 'Forced movement': the same cell reached again with the same
    incoming step kills."""
    g = game("""
        jackal classic 4
        W1 F3
        G3 arrow-N
        G4 arrow-S
    """)
    act(g, "W1 F3-G3")
    assert loc(g, "W1") == "dead"
    assert turn(g) == "Y"


def test_cycle_returns_the_coin_to_where_the_action_began():
    """RULINGS 'Finer points': a coin carried by a pirate who dies in a cycle goes back to
    the tile where the action began."""
    g = game("""
        jackal classic 4
        W1 F3
        G3 arrow-N
        G4 arrow-S
        coins F3 1
    """)
    before = g.state.coins_in_play
    act(g, "W1 F3-G3 +coin")
    assert loc(g, "W1") == "dead"
    assert coins(g, "F3") == 1
    assert coins(g, "G3") == 0 and coins(g, "G4") == 0
    assert g.state.coins_in_play == before
    assert g.state.sunk == 0 and g.state.eaten == 0


def test_coin_onto_a_face_down_tile_in_a_chain_kills_and_leaves_it_closed():
    """RULINGS 'Forced movement': with a coin onto a face-down tile is an impossible end:
    the pirate dies, the coin goes back; 'Finer points': a chain that dies before a
    face-down tile leaves it face down. EN 'How to gain gold' b."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-N
        G5 ?chest2
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "dead"
    assert not face_up(g, "G5")
    assert coins(g, "G3") == 1
    assert coins(g, "G5") == 0


def test_coin_onto_an_enemy_in_a_chain_kills_and_spares_the_enemy():
    """RULINGS 'Forced movement': onto an enemy while carrying is an impossible end;
    EN 'How to gain gold' c."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-N
        Y1 G5
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "dead"
    assert loc(g, "Y1") == "G5"
    assert coins(g, "G3") == 1


def test_no_allowed_choice_left_kills_and_returns_the_coin():
    """RULINGS 'Finer points': if no choice remains the pirate dies; the coin goes back to
    where the action began."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-N+E
        G5 ?empty
        H4 fortress
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "dead"
    assert pending(g) is None
    assert coins(g, "G3") == 1
    assert not face_up(g, "G5")
    assert turn(g) == "Y"


def test_chain_coin_comes_back_to_the_step_it_started_on():
    """RULINGS 'Finer points' (coin back to where the action began) with RULINGS
    'Fighting and death' (coins stay on their step)."""
    g = game("""
        jackal classic 4
        W1 G5:2
        G5 jungle
        G6 arrow-N
        G7 arrow-S
        coins G5:2 1
    """)
    act(g, "W1 G5-G6 +coin")
    assert loc(g, "W1") == "dead"
    assert coins(g, "G5:2") == 1


def test_whole_chain_is_one_action_and_the_turn_passes_after_it():
    """RULINGS 'Forced movement': resolved at once in one action; a decision inside it is
    part of the same action (RULINGS 'A turn')."""
    g = game("""
        jackal classic 4
        W1 G2
        G3 arrow-N
        G4 ice
        G6 horse
    """)
    act(g, "W1 G2-G3")  # G3 -> G4 (ice, north) -> G5 (empty)
    assert loc(g, "W1") == "G5"
    assert turn(g) == "Y"
    assert legal(g) and all(m.startswith("Y") for m in legal(g))
