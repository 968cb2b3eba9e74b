"""Every question of the RU FAQ ('Часто задаваемые вопросы по правилам Шакала', the end of
seeds/003_ad4f50097a90016a.txt), one or more tests each, in the FAQ's order.
"""

from __future__ import annotations

import pytest

from rules_helpers import (
    act, coins, game, illegal, legal, legal_of, loc, pending, pirate, ship_moves_until,
    turn,
)


# Q1 "All pirates died and the last one is in a trap: what now?" - only an enemy can free
# him, by striking him.

def test_faq1_last_pirate_in_a_trap_crew_is_skipped():
    """RU FAQ Q1 (last pirate in a trap): the crew can do nothing; RULINGS 'A turn': a
    crew with no legal action is skipped."""
    g = game("""
        jackal classic 4
        turn R
        W1 G4 trapped
        W2 dead
        W3 dead
        G4 trap
    """)
    act(g, "R ship M7-M6")
    assert turn(g) == "Y"  # White is skipped


def test_faq1_only_an_enemy_frees_him_by_striking():
    """RU FAQ Q1: only the enemy can free your pirate, striking him on the way."""
    g = game("""
        jackal classic 4
        turn Y
        W1 G4 trapped
        W2 dead
        W3 dead
        Y1 G3
        G4 trap
    """)
    act(g, "Y1 G3-G4")
    assert loc(g, "W1") == "ship G1"
    assert not pirate(g, "W1").trapped
    assert pirate(g, "Y1").trapped
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == ["W1 G1-G2"]


# Q2 "I am on step 3 of a stepped tile, the enemy on 2: may I strike him?" - No, only
# forward. (And he can catch up and strike you.)

def test_faq2_no_striking_backwards_on_a_stepped_tile():
    """RU FAQ Q2 (striking on a stepped tile from ahead): no, move only forward."""
    g = game("""
        jackal classic 4
        W1 G5:3
        Y1 G5:2
        G5 swamp
    """)
    assert legal_of(g, "W1") == ["W1 G5-G5"]
    act(g, "W1 G5-G5")
    assert loc(g, "W1") == "G5:4"
    assert loc(g, "Y1") == "G5:2"


def test_faq2_backward_step_written_with_step_numbers_is_refused():
    """RU FAQ Q2: no step back to strike; the text form 'W2 G5:1-G5:2' names steps
    (actions.py docstring), so a step backwards written that way must be refused."""
    g = game("""
        jackal classic 4
        W1 G5:3
        Y1 G5:2
        G5 swamp
    """)
    illegal(g, "W1 G5:3-G5:2")
    assert loc(g, "W1") == "G5:3" and loc(g, "Y1") == "G5:2"


def test_faq2_the_enemy_behind_catches_up_and_strikes():
    """RU FAQ Q2: the one behind can catch up and strike (EN 'How to beat enemies' d)."""
    g = game("""
        jackal classic 4
        turn Y
        W1 G5:3
        Y1 G5:2
        G5 swamp
    """)
    act(g, "Y1 G5-G5")
    assert loc(g, "W1") == "ship G1"
    assert loc(g, "Y1") == "G5:3"


# Q3 "May I kill my pirate on purpose on someone else's ship?" - Yes.

def test_faq3_pirate_may_kill_himself_on_an_enemy_ship_on_purpose():
    """RU FAQ Q3 (killing oneself on an enemy ship on purpose): yes;
    RULINGS 'A turn'."""
    g = game("""
        jackal classic 4
        W1 B8
    """)
    assert "W1 B8-A7" in legal_of(g, "W1")
    act(g, "W1 B8-A7")
    assert loc(g, "W1") == "dead"
    assert turn(g) == "Y"


# Q4 "I run with a coin over ice into a fortress held by an enemy: what happens?" - The
# pirate dies (any impossible action kills); the coin stays where the pirate began.

def test_faq4_coin_over_ice_into_an_enemy_fortress():
    """RU FAQ Q4 (running with a coin over ice into a fortress held by an enemy): the
    pirate dies, the coin stays where the move began; RULINGS 'Forced movement'."""
    g = game("""
        jackal classic 4
        W1 E5
        F5 ice
        G5 fortress
        Y1 G5
        coins E5 1
    """)
    before = g.state.coins_in_play
    assert "W1 E5-F5 +coin" in legal_of(g, "W1")
    act(g, "W1 E5-F5 +coin")
    assert loc(g, "W1") == "dead"
    assert coins(g, "E5") == 1
    assert coins(g, "F5") == 0 and coins(g, "G5") == 0
    assert loc(g, "Y1") == "G5"
    assert g.state.coins_in_play == before and g.state.sunk == 0


# Q5 "May a coin be left on ice, an arrow, a horse, a balloon and the like?" - No, only
# on tiles where one can stop.

def test_faq5_coin_is_not_left_on_ice():
    """RU FAQ Q5 (leaving a coin on ice): no; it slides on with the pirate."""
    g = game("""
        jackal classic 4
        W1 F3
        G4 ice
        coins F3 1
    """)
    act(g, "W1 F3-G4 +coin")
    assert coins(g, "G4") == 0
    assert coins(g, "H5") == 1 and loc(g, "W1") == "H5"


def test_faq5_coin_is_not_left_on_an_arrow():
    """RU FAQ Q5 (leaving a coin on an arrow): no; the decision offers no stop."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-E+W
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert pending(g) == "W1"
    assert coins(g, "G4") == 0
    assert sorted(legal(g)) == ["W1 > F4", "W1 > H4"]  # no "stays"
    act(g, "W1 > F4")
    assert coins(g, "F4") == 1 and coins(g, "G4") == 0


def test_faq5_coin_is_not_left_on_a_horse():
    """RU FAQ Q5 (leaving a coin on a horse): no."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 horse
        coins G5 1
    """)
    act(g, "W1 G5-G6 +coin")
    assert coins(g, "G6") == 0
    assert "W1 stays" not in legal(g)
    act(g, "W1 > I7")
    assert coins(g, "I7") == 1 and coins(g, "G6") == 0


def test_faq5_coin_is_not_left_on_a_balloon():
    """RU FAQ Q5 (leaving a coin on a balloon): no; it flies aboard and is banked."""
    g = game("""
        jackal classic 4
        W1 H8
        H9 balloon
        coins H8 1
    """)
    act(g, "W1 H8-H9 +coin")
    assert coins(g, "H9") == 0
    assert g.state.banked_by(0) == 1


def test_faq5_coin_is_not_left_on_a_crocodile_or_cannon():
    """RU FAQ Q5 ('and the like'): RULINGS 'Coins': never on a crocodile or cannon."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 crocodile
        F3 cannon-W
        coins G3 2
    """)
    act(g, "W1 G3-G4 +coin")
    assert coins(g, "G4") == 0 and coins(g, "G3") == 2
    ship_moves_until(g, "W")
    act(g, "W1 G3-F3 +coin")
    assert coins(g, "F3") == 0 and g.state.sunk == 1


# Q6 "May a pirate jump into the sea on purpose and drown coins? Straight from the shore or
# via an arrow?" - From the shore: no. Via an arrow: yes.

def test_faq6_no_jumping_into_the_sea_from_the_shore():
    """RU FAQ Q6 (jumping into the sea with a coin from the shore): no."""
    g = game("""
        jackal classic 4
        W1 B5
        coins B5 1
    """)
    assert not any(m.split("-")[-1].split()[0] in ("A4", "A5", "A6")
                   for m in legal_of(g, "W1"))
    illegal(g, "W1 B5-A5 +coin")
    illegal(g, "W1 B5-A5")


def test_faq6_jumping_into_the_sea_via_an_arrow_drowns_the_coin():
    """RU FAQ Q6 (jumping into the sea with a coin via an arrow): yes; the coin sinks
    (EN 'How to gain gold' e)."""
    g = game("""
        jackal classic 4
        W1 C5
        B5 arrow-W
        coins C5 1
    """)
    act(g, "W1 C5-B5 +coin")
    assert loc(g, "W1") == "sea A5"
    assert g.state.sunk == 1
    assert coins(g, "C5") == 0


# Q7 "Is the horse move strictly an L turning right? In which direction?" - Any direction,
# turning either way, exactly like a chess knight.

def test_faq7_horse_moves_in_any_direction():
    """RU FAQ Q7 (horse moves in any direction, like a chess knight)."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 horse
    """)
    act(g, "W1 G5-G6")
    assert sorted(legal(g)) == sorted(
        f"W1 > {c}" for c in ("H8", "I7", "I5", "H4", "F4", "E5", "E7", "F8"))
    act(g, "W1 > F4")  # an L turned the other way, back towards where he came from
    assert loc(g, "W1") == "F4"
