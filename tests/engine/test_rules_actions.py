"""The actions: ship moves, going ashore, boarding, swimming, striking.

EN 'How to move' a-e, EN 'How to beat enemies' a, EN 'Die pirate, die!' a-b,
EN 'Playing in pairs', RULINGS 'Board and coordinates', 'A turn', 'Players',
'Fighting and death' and 'Finer points'.
"""

from __future__ import annotations

import pytest

from rules_helpers import (
    act, bank, cell, coins, game, illegal, legal, legal_of, loc, pirate, turn,
)


# ----- the ship -----------------------------------------------------------------------

def test_ship_moves_one_cell_along_its_side_with_its_crew():
    """EN 'How to move' a: a ship with a pirate aboard moves to the next tile along the
    coast; RULINGS 'Board': the crew aboard moves with it."""
    g = game("""
        jackal classic 4
    """)
    assert legal_of(g, "W ship") == ["W ship G1-F1", "W ship G1-H1"]
    act(g, "W ship G1-F1")
    assert g.state.ship_cell(0) == cell("F1")
    assert loc(g, "W1") == "ship F1" and loc(g, "W3") == "ship F1"
    assert turn(g) == "Y"


@pytest.mark.parametrize("crew, at, only", [
    ("W", "C1", "D1"), ("W", "K1", "J1"),
    ("Y", "A3", "A4"), ("Y", "A11", "A10"),
    ("B", "C13", "D13"), ("R", "M11", "M10"),
])
def test_ship_does_not_turn_round_a_corner(crew, at, only):
    """EN 'How to move' a: a ship drifts only along its side and cannot turn round the
    corner; RULINGS 'Board'."""
    g = game(f"""
        jackal classic 4
        turn {crew}
        ship {crew} {at}
    """)
    assert legal_of(g, f"{crew} ship") == [f"{crew} ship {at}-{only}"]


def test_ship_round_the_corner_is_illegal():
    """EN 'How to move' a."""
    g = game("""
        jackal classic 4
        ship W C1
    """)
    illegal(g, "W ship C1-B1")
    illegal(g, "W ship C1-E1")


def test_ship_without_own_crew_aboard_does_not_move():
    """EN 'How to move' a: with at least one pirate aboard; RULINGS 'Board': one of its
    crew."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 G4
        W3 G5
    """)
    assert legal_of(g, "W ship") == []
    illegal(g, "W ship G1-F1")


def test_ship_with_only_a_partner_aboard_does_not_move():
    """RULINGS 'Board': only with at least one of ITS crew aboard."""
    g = game("""
        jackal classic 4-teams
        W1 G3
        W2 G4
        W3 G5
        B1 ship W
    """)
    assert legal_of(g, "W ship") == []


def test_partner_aboard_moves_with_the_ship():
    """RULINGS 'Board': the crew aboard moves with it (a partner aboard too,
    EN 'Playing in pairs')."""
    g = game("""
        jackal classic 4-teams
        W1 G3
        B1 ship W
    """)
    act(g, "W ship G1-H1")
    assert loc(g, "B1") == "ship H1"
    assert pirate(g, "B1").ship == 0


def test_ship_picks_up_its_own_swimmer():
    """EN 'How to move' e and RULINGS 'Finer points': a ship moving onto its own swimmer
    takes him aboard."""
    g = game("""
        jackal classic 4
        W1 sea F1
    """)
    act(g, "W ship G1-F1")
    assert loc(g, "W1") == "ship F1"


def test_ship_picks_up_a_partner_swimmer():
    """RULINGS 'Finer points': a ship moving onto a partner's swimmer takes him aboard."""
    g = game("""
        jackal classic 4-teams
        B1 sea F1
    """)
    act(g, "W ship G1-F1")
    assert loc(g, "B1") == "ship F1"
    assert pirate(g, "B1").ship == 0


def test_ship_kills_an_enemy_swimmer():
    """EN 'Die pirate, die!' a: a pirate meeting an enemy ship on the same tile dies."""
    g = game("""
        jackal classic 4
        Y1 sea F1
    """)
    act(g, "W ship G1-F1")
    assert loc(g, "Y1") == "dead"


# ----- going ashore and boarding ------------------------------------------------------

def test_disembark_only_onto_the_tile_in_front():
    """EN 'How to move' b: ashore only onto the tile right in front of the ship."""
    g = game("""
        jackal classic 4
    """)
    assert legal_of(g, "W1") == ["W1 G1-G2"]
    illegal(g, "W1 G1-F2")
    illegal(g, "W1 G1-H2")
    act(g, "W1 G1-G2")
    assert loc(g, "W1") == "G2"


@pytest.mark.parametrize("crew, ship_at, front", [
    ("W", "F1", "F2"), ("Y", "A7", "B7"), ("B", "C13", "C12"), ("R", "M4", "L4")])
def test_disembark_in_front_on_every_side(crew, ship_at, front):
    """EN 'How to move' b; RULINGS 'Board' (ship sides)."""
    g = game(f"""
        jackal classic 4
        turn {crew}
        ship {crew} {ship_at}
    """)
    assert legal_of(g, f"{crew}1") == [f"{crew}1 {ship_at}-{front}"]


def test_disembark_from_a_partner_ship_in_front_of_it():
    """EN 'Playing in pairs': friendly ships may be used for any purpose; EN 'How to
    move' b."""
    g = game("""
        jackal classic 4-teams
        W1 ship B
    """)
    assert legal_of(g, "W1") == ["W1 G13-G12"]


@pytest.mark.parametrize("frm", ["G2", "F2", "H2"])
def test_board_own_ship_from_in_front_or_diagonally(frm):
    """EN 'How to move' c: aboard only from the tile in front of the ship or diagonal to
    it; RULINGS 'A turn'."""
    g = game(f"""
        jackal classic 4
        W1 {frm}
    """)
    act(g, f"W1 {frm}-G1")
    assert loc(g, "W1") == "ship G1"


def test_no_boarding_from_farther_and_no_stepping_into_the_empty_sea():
    """EN 'How to move' c and e: a pirate cannot jump into the sea from land."""
    g = game("""
        jackal classic 4
        W1 F2
        W2 G3
    """)
    assert "W2 G3-G1" not in legal(g)
    assert not any(m.endswith("-F1") or m.endswith("-E1") for m in legal_of(g, "W1"))
    illegal(g, "W1 F2-F1")
    illegal(g, "W2 G3-G1")


def test_board_partner_ship_in_teams():
    """EN 'Playing in pairs': friendly ships may be used as your own; EN 'How to move' c."""
    g = game("""
        jackal classic 4-teams
        W1 G12
    """)
    act(g, "W1 G12-G13")
    assert loc(g, "W1") == "ship G13"
    assert pirate(g, "W1").ship == 2


def test_board_partner_ship_with_two_crews_per_player():
    """RULINGS 'Players': one player's two crews are partners and board each other's
    ships."""
    g = game("""
        jackal classic 2
        W1 H12
    """)
    act(g, "W1 H12-G13")
    assert loc(g, "W1") == "ship G13"


# ----- swimming -----------------------------------------------------------------------

def test_swimmer_moves_one_cell_along_the_coast_and_never_onto_land():
    """EN 'How to move' e: one tile along the coast per move; no getting out onto land."""
    g = game("""
        jackal classic 4
        W1 sea A5
    """)
    assert legal_of(g, "W1") == ["W1 A5-A4", "W1 A5-A6"]
    illegal(g, "W1 A5-B5")
    act(g, "W1 A5-A4")
    assert loc(g, "W1") == "sea A4"


def test_swimmer_goes_round_the_corner():
    """EN 'How to move' e: he may swim around the island; RULINGS 'A turn': to a
    neighbouring sea cell, round corners too."""
    g = game("""
        jackal classic 4
        W1 sea A2
    """)
    assert legal_of(g, "W1") == sorted(["W1 A2-A1", "W1 A2-A3", "W1 A2-B1", "W1 A2-B2"])


def test_swimmer_boards_own_ship():
    """EN 'How to move' e: pirates can come aboard directly from the water."""
    g = game("""
        jackal classic 4
        W1 sea H1
    """)
    act(g, "W1 H1-G1")
    assert loc(g, "W1") == "ship G1"


def test_swimmer_boards_partner_ship():
    """RULINGS 'A turn': a swimmer boards its own or a partner's ship."""
    g = game("""
        jackal classic 4-teams
        W1 sea F13
    """)
    act(g, "W1 F13-G13")
    assert loc(g, "W1") == "ship G13"


def test_swimmer_meeting_an_enemy_ship_dies():
    """EN 'How to move' e: in contact with an enemy ship the swimmer dies;
    EN 'Die pirate, die!' a."""
    g = game("""
        jackal classic 4
        W1 sea A6
    """)
    act(g, "W1 A6-A7")
    assert loc(g, "W1") == "dead"


# ----- striking -----------------------------------------------------------------------

def test_moving_onto_an_enemy_strikes_him_back_to_his_ship():
    """EN 'How to beat enemies' a: he flies back to his ship, you play on from there."""
    g = game("""
        jackal classic 4
        W1 G3
        Y1 G4
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "Y1") == "ship A7"
    assert loc(g, "W1") == "G4"


def test_several_enemies_are_struck_at_once():
    """EN 'How to beat enemies' a: if there were several enemies they are all beaten."""
    g = game("""
        jackal classic 4
        W1 G3
        Y1 G4
        Y2 G4
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "Y1") == "ship A7" and loc(g, "Y2") == "ship A7"


def test_enemies_of_two_crews_are_struck_each_to_his_own_ship():
    """EN 'How to beat enemies' a; EN 'Playing in pairs' (partners share a tile; a struck
    pirate returns to his own ship)."""
    g = game("""
        jackal classic 4-teams
        W1 G3
        Y1 G4
        R1 G4
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "Y1") == "ship A7"
    assert loc(g, "R1") == "ship M7"


def test_struck_partner_goes_back_to_his_own_ship():
    """EN 'Playing in pairs': a struck pirate returns to his own ship."""
    g = game("""
        jackal classic 4-teams
        turn Y
        B1 G2
        Y1 G3
    """)
    act(g, "Y1 G3-G2")
    assert loc(g, "B1") == "ship G13"


def test_struck_pirate_leaves_his_coins_behind():
    """EN 'How to beat enemies' a and 'How to gain gold' d: the gold stays on the spot."""
    g = game("""
        jackal classic 4
        W1 G3
        Y1 G4
        coins G4 2
    """)
    act(g, "W1 G3-G4")
    assert coins(g, "G4") == 2


def test_partners_do_not_strike_each_other():
    """EN 'Playing in pairs': brothers in arms can stand together on one tile."""
    g = game("""
        jackal classic 4-teams
        W1 G3
        B1 G4
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "B1") == "G4" and loc(g, "W1") == "G4"


def test_white_strikes_black_when_each_plays_for_himself():
    """EN 'How to beat enemies' a (4 players each for himself, RULINGS 'Players')."""
    g = game("""
        jackal classic 4
        W1 G3
        B1 G4
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "B1") == "ship G13"


def test_going_ashore_onto_an_enemy_strikes_him():
    """EN 'How to move' b and 'How to beat enemies' a."""
    g = game("""
        jackal classic 4
        Y1 G2
    """)
    act(g, "W1 G1-G2")
    assert loc(g, "Y1") == "ship A7"
    assert loc(g, "W1") == "G2"


def test_striking_a_swimmer_at_sea_kills_him():
    """EN 'Die pirate, die!' b: a pirate hit by an enemy in the sea dies."""
    g = game("""
        jackal classic 4
        W1 sea A5
        Y1 sea A4
    """)
    act(g, "W1 A5-A4")
    assert loc(g, "Y1") == "dead"
    assert loc(g, "W1") == "sea A4"


def test_banking_is_for_the_carriers_crew_on_a_partner_ship():
    """RULINGS 'Finer points': a coin banked on a partner's ship is credited to the
    carrier's crew; partners add theirs (EN 'Playing in pairs')."""
    g = game("""
        jackal classic 4-teams
        W1 G12
        coins G12 1
    """)
    act(g, "W1 G12-G13 +coin")
    assert bank(g, "W") == 1 and bank(g, "B") == 0
    assert dict(g.state.side_scores())[(0, 2)] == 1
