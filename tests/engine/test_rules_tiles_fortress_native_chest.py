"""Fortress, fortress with the native girl (revival), and chests.

EN 'Meaning of playing field tiles' (fortress: safe, no gold, any number of own or
friendly pirates; native girl: revive dead mates one per turn, no enemy enters while you
are in, no gold; in pairs only own colour; chests: put the shown coins on the tile),
EN 'Die pirate, die!' e (revival, at most three of a colour), EN 'How to beat enemies' c,
RULINGS 'Fighting and death' (revival) and 'Forced movement' (impossible ends).
"""

from __future__ import annotations

import pytest

from rules_helpers import (
    act, coins, game, illegal, kind, legal, legal_of, loc, pirate, ship_moves_until, turn,
)


@pytest.mark.parametrize("fort", ["fortress", "native"])
def test_pirate_may_enter_an_empty_fortress(fort):
    """EN 'Meaning of playing field tiles', fortress / native girl."""
    g = game(f"""
        jackal classic 4
        W1 G3
        G4 ?{fort}
    """)
    act(g, "W1 G3-G4")
    assert kind(g, "G4") == fort
    assert loc(g, "W1") == "G4"


@pytest.mark.parametrize("fort", ["fortress", "native"])
def test_enemy_in_a_fortress_cannot_be_struck_nor_joined(fort):
    """EN 'How to beat enemies' c: an enemy in a fortress cannot be struck;
    EN 'Meaning of playing field tiles', native girl: no enemy pokes his nose in while you
    are there; RULINGS 'Fighting and death'."""
    g = game(f"""
        jackal classic 4
        W1 G3
        Y1 G4
        G4 {fort}
    """)
    assert "W1 G3-G4" not in legal_of(g, "W1")
    illegal(g, "W1 G3-G4")
    assert loc(g, "Y1") == "G4"


def test_crew_mates_share_a_fortress():
    """EN 'Meaning of playing field tiles', fortress: as many pirates of the same crew as
    you like."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 G4
        G4 fortress
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "G4" and loc(g, "W2") == "G4"


def test_partners_share_a_fortress_in_teams():
    """EN 'Meaning of playing field tiles', fortress: pirates of a friendly crew too."""
    g = game("""
        jackal classic 4-teams
        W1 G3
        B1 G4
        G4 fortress
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "G4" and loc(g, "B1") == "G4"


@pytest.mark.parametrize("fort", ["fortress", "native"])
def test_no_coin_into_a_fortress(fort):
    """EN 'Meaning of playing field tiles', fortress and native girl: no entrance with
    gold; RULINGS 'Coins'."""
    g = game(f"""
        jackal classic 4
        W1 G3
        G4 {fort}
        coins G3 1
    """)
    assert "W1 G3-G4" in legal_of(g, "W1")
    assert "W1 G3-G4 +coin" not in legal_of(g, "W1")
    illegal(g, "W1 G3-G4 +coin")


def test_no_disembarking_into_a_fortress_held_by_an_enemy():
    """EN 'How to move' b and 'How to beat enemies' c."""
    g = game("""
        jackal classic 4
        Y1 G2
        G2 fortress
    """)
    assert legal_of(g, "W1") == []
    assert legal_of(g, "W ship") == ["W ship G1-F1", "W ship G1-H1"]


def test_chain_into_a_fortress_held_by_an_enemy_kills():
    """RULINGS 'Forced movement': an impossible end of a chain (into a fortress held by
    an enemy) kills the pirate; EN 'How to beat enemies' c: the enemy is safe."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-N
        Y1 G5
        G5 fortress
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "dead"
    assert loc(g, "Y1") == "G5"


def test_revival_in_the_native_girls_fortress():
    """EN 'Die pirate, die!' e: entering the fortress with the native girl revives a dead
    mate; one turn per revival; the new pirate starts from the fortress.
    RULINGS 'Fighting and death', revival."""
    g = game("""
        jackal classic 4
        W1 G4
        W2 dead
        G4 native
    """)
    assert "W2 revives" in legal(g)
    act(g, "W2 revives")
    assert loc(g, "W2") == "G4"
    assert turn(g) == "Y"
    ship_moves_until(g, "W")
    assert not any(a.endswith("revives") for a in legal(g))  # three alive: no more
    assert "W2 G4-G5" in legal_of(g, "W2")
    act(g, "W2 G4-G5")
    assert loc(g, "W2") == "G5"


def test_revival_is_one_pirate_per_turn():
    """EN 'Meaning of playing field tiles', native girl: revive dead mates one at a turn."""
    g = game("""
        jackal classic 4
        W1 G4
        W2 dead
        W3 dead
        G4 native
    """)
    revivals = [a for a in legal(g) if a.endswith("revives")]
    assert len(revivals) >= 1
    act(g, revivals[0])
    assert turn(g) == "Y"
    assert [loc(g, "W2"), loc(g, "W3")].count("dead") == 1
    ship_moves_until(g, "W")
    revivals = [a for a in legal(g) if a.endswith("revives")]
    assert len(revivals) >= 1
    act(g, revivals[0])
    assert loc(g, "W2") == "G4" and loc(g, "W3") == "G4"


def test_no_revival_with_three_pirates_alive():
    """EN 'Die pirate, die!' e: never more than three pirates of a colour."""
    g = game("""
        jackal classic 4
        W1 G4
        G4 native
    """)
    assert not any(a.endswith("revives") for a in legal(g))


def test_no_revival_without_an_own_pirate_in_the_native_fortress():
    """EN 'Die pirate, die!' e: revival needs entering the native girl's fortress;
    RULINGS: with a living pirate of its colour there."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 dead
        G4 native
    """)
    assert not any(a.endswith("revives") for a in legal(g))


@pytest.mark.parametrize("mode", ["4-teams", "2"])
def test_partner_in_the_native_fortress_cannot_revive_another_colour(mode):
    """EN 'Meaning of playing field tiles', native girl: in pairs a pirate revives only
    pirates of his own colour; RULINGS 'Fighting and death': only that colour (also with
    one player commanding both crews)."""
    g = game(f"""
        jackal classic {mode}
        B1 G4
        W2 dead
        G4 native
    """)
    assert turn(g) == "W"
    assert not any(a.endswith("revives") for a in legal(g))
    ship_moves_until(g, "B")
    assert not any(a.endswith("revives") for a in legal(g))


def test_revived_pirate_stands_in_the_fortress_where_enemies_cannot_come():
    """EN 'Meaning of playing field tiles', native girl: no enemy enters while you are
    in."""
    g = game("""
        jackal classic 4
        W1 G4
        W2 dead
        Y1 G5
        G4 native
    """)
    act(g, "W2 revives")
    assert turn(g) == "Y"
    assert "Y1 G5-G4" not in legal_of(g, "Y1")


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_chest_puts_its_coins_on_the_tile_when_opened(n):
    """EN 'How to gain gold' and 'Meaning of playing field tiles', chests: on opening put
    as many coins on the tile as shown (chests of 1..5)."""
    g = game(f"""
        jackal classic 4
        G2 ?chest{n}
    """, reserve=False)
    assert g.state.coins_in_play == n  # hidden coins count as in play
    assert coins(g, "G2") == 0
    act(g, "W1 G1-G2")
    assert kind(g, "G2") == "chest"
    assert loc(g, "W1") == "G2"
    assert coins(g, "G2") == n
    assert g.state.coins_in_play == n
    assert not g.state.over


def test_chest_coins_are_dragged_one_by_one():
    """EN 'Meaning of playing field tiles', chests: drag them one by one;
    EN 'How to gain gold' a."""
    g = game("""
        jackal classic 4
        W1 G3
        G3 chest3
        coins G3 3
    """)
    act(g, "W1 G3-G2 +coin")
    assert coins(g, "G3") == 2 and coins(g, "G2") == 1
    assert pirate(g, "W1").where == "land"
