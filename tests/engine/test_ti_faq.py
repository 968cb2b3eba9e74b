"""Every question of the treasure-island FAQ ('FAQ' and 'Question-answer' at the end of
seeds/001_92edf0084611a63a.txt), in its order, one or more tests each.
"""

from __future__ import annotations

import pytest

from rules_helpers import (
    act, bank, coins, legal, legal_of, loc, pirate, ship_moves_until, turn,
)
from ti_helpers import bottles, choices, controller, pend_kind, ti


# Q1 "What happens if all my pirates are dead?" - You are out of the game.

def test_faq_all_my_pirates_dead_out_of_the_game():
    """TI FAQ (all my pirates are dead: out of the game); RULINGS 'A turn': a crew with
    no legal action is skipped - White is passed over, round after round."""
    g = ti("""
        turn R
        W1 dead
        W2 dead
        W3 dead
    """)
    act(g, "R ship M7-M6")
    assert turn(g) == "Y"
    act(g, "Y ship A7-A6")
    act(g, "B ship G13-F13")
    act(g, "R ship M6-M7")
    assert turn(g) == "Y"


# Q2 "Two of my pirates are dead and the last one is stuck in the trap" - only an enemy
# pirate can save him, beating him at the same time.

def test_faq_last_pirate_in_a_trap_only_an_enemy_frees_him():
    """TI FAQ (last pirate in a trap): meanwhile White cannot act and is skipped; the
    enemy Y1 entering the trap beats W1 back to his ship (and falls in himself); then W1
    plays again."""
    g = ti("""
        turn R
        W1 G4 trapped
        W2 dead
        W3 dead
        Y1 G3
        G4 trap
    """)
    act(g, "R ship M7-M6")
    assert turn(g) == "Y"
    act(g, "Y1 G3-G4")
    assert loc(g, "W1") == "ship G1" and not pirate(g, "W1").trapped
    assert pirate(g, "Y1").trapped
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == ["W1 G1-G2"]


def test_faq_last_pirate_in_a_trap_with_a_bottle_climbs_out():
    """TI trap and bottles (a bottle lets him climb out on his own): with a bottle the
    last pirate is not stuck."""
    g = ti("""
        W1 G4 trapped
        W2 dead
        W3 dead
        G4 trap
        bottles W 1
    """)
    act(g, "W1 bottle")
    assert not pirate(g, "W1").trapped and turn(g) == "W"


# Q3 "Can I attack an enemy one space behind me on a difficult terrain tile?" - No: only
# an enemy on the space numbered one higher.

def test_faq_no_attack_backwards_on_difficult_terrain():
    """TI FAQ (on space 3 of the mountains, the enemy on 2: no attack); W1 only goes on."""
    g = ti("""
        W1 G5:3
        Y1 G5:2
        G5 mountains
    """)
    assert legal_of(g, "W1") == ["W1 G5-G5"]
    act(g, "W1 G5-G5")
    assert loc(g, "W1") == "G5:4" and loc(g, "Y1") == "G5:2"


def test_faq_attack_on_difficult_terrain_from_one_space_behind():
    """TI FAQ / 'Fighting Enemies' e: only the enemy on the space numbered one higher."""
    g = ti("""
        W1 G5:2
        Y1 G5:3
        G5 mountains
    """)
    act(g, "W1 G5-G5")
    assert loc(g, "W1") == "G5:3" and loc(g, "Y1") == "ship A7"


# Q4 "I have three pirates and the Missionary. One pirate died. Can I revive him?" - Yes:
# the Missionary is not a pirate.

def test_faq_three_pirates_and_the_missionary_revive_the_dead_one():
    """TI FAQ: yes, the Missionary is not a pirate (W1 in the native girl's fortress)."""
    g = ti("""
        W1 G4
        W2 G6
        W3 dead
        MIS G8 W
        G4 native
    """)
    assert "W3 revives" in legal(g)
    act(g, "W3 revives")
    assert loc(g, "W3") == "G4" and turn(g) == "Y"


# Q5 "Can I give Friday a message bottle when he is on the ship?" - Yes, from the
# neighbouring tile.

def test_faq_bottle_to_friday_on_the_ship_from_the_neighbouring_tile():
    """TI FAQ: yes, from the neighbouring tile (H2 touches the ship at G1)."""
    g = ti("""
        W1 H2
        FRI ship W
        bottles W 1
    """)
    assert loc(g, "FRI") == "ship G1"
    assert "W1 bottle FRI" in legal_of(g, "W1")
    act(g, "W1 bottle FRI")
    assert loc(g, "FRI") == "absent" and bottles(g, "W") == 0


# Q6 "What if Friday or the missionary finds one or more bottles?" - one bottle is used:
# Friday leaves, the Missionary becomes a pirate; the rest are kept.

@pytest.mark.parametrize("n", [1, 2, 3])
def test_faq_friday_finds_bottles_reads_one_and_leaves(n):
    """TI FAQ: one bottle disappears and Friday is removed; TI Friday: you keep the rest."""
    g = ti(f"""
        FRI G3 W
        G4 ?bottles{n}
    """)
    act(g, "FRI G3-G4")
    assert loc(g, "FRI") == "absent" and controller(g, "FRI") is None
    assert bottles(g, "W") == n - 1


@pytest.mark.parametrize("n", [1, 2, 3])
def test_faq_missionary_finds_bottles_becomes_a_pirate(n):
    """TI FAQ: one bottle disappears and the Missionary becomes a pirate; TI Missionary:
    you keep the rest."""
    g = ti(f"""
        MIS G3 W
        G4 ?bottles{n}
    """)
    act(g, "MIS G3-G4")
    assert g.state.converted
    assert loc(g, "MIS") == "G4" and controller(g, "MIS") == "W"
    assert bottles(g, "W") == n - 1


# Q7 "My pirate drags a coin through the ice right to an enemy occupied fortress" - he
# is killed; the coin goes back to the tile where he was; so for any impossible move.

def test_faq_coin_over_ice_into_an_enemy_fortress_kills_coin_goes_back():
    """TI FAQ: the pirate is killed, the coin returns to the original tile."""
    g = ti("""
        W1 G3
        Y1 G5
        G4 ice
        G5 fortress
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "dead"
    assert coins(g, "G3") == 1 and coins(g, "G5") == 0
    assert loc(g, "Y1") == "G5"


# Q8 "Can I leave the coin on ice, arrows, balloon and such tiles?" - No: the tile is
# resolved at once, with the coin.

@pytest.mark.parametrize("tile,where,on", [
    ("ice", "G5", "G5"), ("arrow-N", "G5", "G5"), ("balloon", "ship G1", None)])
def test_faq_no_coin_left_on_ice_arrows_balloon(tile, where, on):
    """TI FAQ: moving onto such a tile resolves it at once, taking the coin along: the ice
    and the arrow N at G4 carry W1 and the coin on to G5; the balloon takes both to the
    ship, where the coin is banked."""
    g = ti(f"""
        W1 G3
        G4 {tile}
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == where
    assert coins(g, "G4") == 0 and coins(g, "G3") == 0
    if on:
        assert coins(g, on) == 1
    else:
        assert bank(g, "W") == 1


# Q9 "Can a pirate voluntarily jump into the sea to drown a coin?" - Not from the coast;
# but a tile (arrow, cannon) that moves him into the sea is allowed.

def test_faq_no_jump_from_the_coast_into_the_sea():
    """TI FAQ: you cannot move into a sea space from the coast (B5's sea neighbours A4,
    A5, A6 hold no ship)."""
    g = ti("""
        W1 B5
        coins B5 1
    """)
    moves = legal_of(g, "W1")
    assert "W1 B5-B6 +coin" in moves
    assert not [m for m in moves if m.split()[1].split("-")[1][0] == "A"]


def test_faq_an_arrow_into_the_sea_drowns_the_coin():
    """TI FAQ: moving onto a tile (an arrow) that sends him into the sea is allowed; TI
    'Getting gold' d: the coin sinks, the pirate swims."""
    g = ti("""
        W1 B5
        B6 arrow-W
        coins B5 1
    """)
    act(g, "W1 B5-B6 +coin")
    assert loc(g, "W1") == "sea A6"
    assert g.state.sunk == 1 and coins(g, "B5") == 0


def test_faq_a_cannon_into_the_sea_drowns_the_coin():
    """TI FAQ (an arrow or a cannon into the sea is allowed); TI cannon: shot to the sea
    at the edge in the barrel's direction (C5 cannon W: A5), the coin sinks."""
    g = ti("""
        W1 D5
        C5 cannon-W
        coins D5 1
    """)
    act(g, "W1 D5-C5 +coin")
    assert loc(g, "W1") == "sea A5"
    assert g.state.sunk == 1


# Q10 "The Missionary stands in the fortress. Can I give him a bottle over the fence?" -
# Yes.

def test_faq_bottle_to_the_missionary_over_the_fortress_fence():
    """TI FAQ: yes you can."""
    g = ti("""
        W1 G3
        MIS G4 W
        G4 fortress
        bottles W 1
    """)
    assert "W1 bottle MIS" in legal_of(g, "W1")
    act(g, "W1 bottle MIS")
    assert g.state.converted and loc(g, "MIS") == "G4"


# Q11 "Can the Missionary, Ben Gunn or Friday revive a pirate from the dead when he is
# with the native girl?" - No.

@pytest.mark.parametrize("who", ["MIS", "BEN", "FRI"])
def test_faq_the_islands_people_cannot_revive(who):
    """TI FAQ: no; RULINGS 'Fighting and death' (revival needs a living pirate of that
    colour in the fortress)."""
    g = ti(f"""
        W3 dead
        {who} G4 W
        G4 native
    """)
    assert not [a for a in legal(g) if "revives" in a]


# Q12 "How exactly should I perform a knight's move? Which direction can I choose?" -
# Any direction, turning left or right, as in chess.

def test_faq_knights_move_any_of_the_eight_directions():
    """TI FAQ: any direction, as in chess: from the horse at G3 all eight L-shaped jumps,
    the sea cells F1 and H1 included (TI arrows/horse: a move into the sea makes him
    swim)."""
    g = ti("""
        W1 G2
        G3 horse
    """)
    act(g, "W1 G2-G3")
    assert pend_kind(g) == "horse"
    assert choices(g) == ["E2", "E4", "F1", "F5", "H1", "H5", "I2", "I4"]
    act(g, "W1 > E4")
    assert loc(g, "W1") == "E4"


# Q13 "Friday rests with the Ogre; an enemy pirate tries to attack him. Does he convert
# Friday before the Ogre eats him?" - No, no time.

def test_faq_friday_with_the_ogre_the_attacker_is_eaten_first():
    """TI FAQ: no time - the attacker is eaten (TI ogre) and Friday stays White's."""
    g = ti("""
        turn Y
        FRI G4 W
        Y1 G3
        G4 cannibal
    """)
    act(g, "Y1 G3-G4")
    assert loc(g, "Y1") == "dead"
    assert loc(g, "FRI") == "G4" and controller(g, "FRI") == "W"
