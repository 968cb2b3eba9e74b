"""Rules that mutation testing found no test for.

Each test here fails when its rule is broken in the engine (checked by breaking it by
hand): the enemy's Missionary lost in a cave coming out with the pirate a new cave frees;
flying later from a classic airplane one waited on; the replay refusing a coin taken from
where there is none.
"""

from __future__ import annotations

import pytest

from jackal_tui.games.classic import Game, ReplayError, State, new_setup, parse_cell
from jackal_tui.games.classic.state import CARRIED, apply_event

from rules_helpers import (
    act, bank, coins, game, legal_of, loc, pending, pirate, ship_moves_until, turn,
)
from ti_helpers import controller, lost, ti


# ----- caves -------------------------------------------------------------------------------

def test_enemys_missionary_lost_in_the_old_cave_comes_out_with_the_freed_pirate():
    """RULINGS 'Finer points' (caves: a newly opened cave frees the pirate lost longest
    onto it and puts the finder on his old one; the Missionary never stands beside an
    enemy) and docs/rules.md 'Caves': Y1 (lost first) and Yellow's peaceful Missionary
    wait lost in G5. White's W1 opens H7: Y1 comes out there, and the Missionary, who
    may not stay beside W1 on G5, comes out with him."""
    g = ti("""
        W1 H6
        Y1 G5 lost=1
        MIS G5 Y lost=2
        G5 cave
        caves G5
        H7 ?cave
    """)
    act(g, "W1 H6-H7")
    assert loc(g, "W1") == "G5" and not lost(g, "W1")
    assert loc(g, "Y1") == "H7" and not lost(g, "Y1")
    assert loc(g, "MIS") == "H7" and not lost(g, "MIS") and controller(g, "MIS") == "Y"


# ----- the classic airplane, waited on ---------------------------------------------------

AIRPLANE_WAITED_ON = """
    jackal classic 4
    W1 G3
    G4 airplane
    L11 ?chest1
    K8 fortress
    Y1 J8
    coins G3 1
"""


def test_classic_airplane_waited_on_flies_later_to_face_down_tiles_and_onto_enemies():
    """RULINGS 'Tiles: classic' (airplane: a pirate may wait and fly when he leaves the
    tile, to any island tile or his own ship, face-down targets only without a coin) and
    'Fighting and death' (stepping onto enemies strikes them): W1 lands on the plane,
    waits, and in his next turn may fly to the face-down L11, to his ship, or onto Y1
    on J8, whom he strikes home."""
    g = game(AIRPLANE_WAITED_ON)
    act(g, "W1 G3-G4")
    act(g, "W1 stays")
    ship_moves_until(g, "W")
    moves = legal_of(g, "W1")
    assert "W1 G4-L11" in moves and "W1 G4-J8" in moves and "W1 G4-G1" in moves
    act(g, "W1 G4-J8")
    assert loc(g, "W1") == "J8"
    assert pirate(g, "Y1").where == "ship" and pirate(g, "Y1").ship == 1  # struck home
    assert turn(g) == "Y"


def test_classic_airplane_waited_on_with_a_coin_flies_later_only_where_a_carrier_may_go():
    """RULINGS 'Tiles: classic' (airplane: face-down targets only without a coin),
    'Coins' (with a coin only face-up tiles, never a fortress, never a fight; reaching
    the own ship banks it): W1 drags a coin onto the plane and waits. Later the flights
    with the coin are offered: not to the face-down L11, the fortress K8 or onto Y1;
    to his ship G1, where it is banked."""
    g = game(AIRPLANE_WAITED_ON)
    act(g, "W1 G3-G4 +coin")
    act(g, "W1 stays")
    assert coins(g, "G4") == 1
    ship_moves_until(g, "W")
    with_coin = [m for m in legal_of(g, "W1") if m.endswith("+coin")]
    assert "W1 G4-G1 +coin" in with_coin and "W1 G4-C10 +coin" in with_coin
    for target in ("L11", "K8", "J8"):
        assert f"W1 G4-{target} +coin" not in with_coin
    act(g, "W1 G4-G1 +coin")
    assert loc(g, "W1") == "ship G1" and bank(g, "W") == 1
    assert pending(g) is None and kind_of(g, "G4") == "empty"


def kind_of(g: Game, name: str):
    return g.state.tile(parse_cell(name)).kind


# ----- the replay refuses coins from nowhere -------------------------------------------------

def _setup_and_first_action() -> tuple[dict, list]:
    setup = new_setup("4", seed=7)
    g = Game(setup)
    g.play(g.legal_actions()[0])
    return setup, [list(ev) for ev in g.events]


def test_replay_refuses_a_coin_taken_from_a_tile_with_none():
    """docs/engine-api.md (``Game.from_setup`` raises ReplayError on an event that does
    not fit): an event taking a coin from G5, where none lies, is refused with a
    ReplayError, and the count of coins on tiles does not go below zero."""
    s = State("classic", "4")
    with pytest.raises(ReplayError, match="no coin"):
        apply_event(s, ("coin", parse_cell("G5") * 8, CARRIED))
    assert s.tile_coins == 0 and s.carried == 0 and not s.coins
    setup, events = _setup_and_first_action()
    bad = events + [["coin", parse_cell("G5") * 8, CARRIED]]
    with pytest.raises(ReplayError, match=f"event {len(bad)}"):
        Game.from_setup(setup, bad)


@pytest.mark.parametrize("src", [CARRIED, -10, -11, -1], ids=["carried", "sunk", "eaten", "bank"])
def test_replay_refuses_a_coin_from_nowhere(src):
    """docs/engine-api.md (ReplayError on an event that does not fit): a coin put down that nobody carries,
    or brought back from the sea, the ogre or a ship's bank, is refused; no count of
    coins goes below zero."""
    s = State("classic", "4")
    with pytest.raises(ReplayError):
        apply_event(s, ("coin", src, parse_cell("G5") * 8))
    assert s.carried >= 0 and s.sunk >= 0 and s.eaten >= 0 and min(s.banked) >= 0
