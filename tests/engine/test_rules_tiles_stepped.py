"""The four stepped ("spinning") tiles: jungle 2, desert 3, swamp 4, mountains 5.

EN 'Meaning of playing field tiles' (spinning tiles passed in several moves),
EN 'How to beat enemies' d (strike only from one step behind), RU 'Как бить врагов' г,
RULINGS 'Fighting and death' (enter on step 1, one action per further step, leave only
from the last; enemies on different steps ignore each other; coins stay on their step).
"""

from __future__ import annotations

import pytest

from rules_helpers import (
    act, coins, game, legal_of, loc, ship_moves_until, tile, turn,
)

NEIGHBOURS_OF_G5 = ["F4", "G4", "H4", "F5", "H5", "F6", "G6", "H6"]


@pytest.mark.parametrize("name, steps", [
    ("jungle", 2), ("desert", 3), ("swamp", 4), ("mountains", 5)])
def test_stepped_tile_is_crossed_one_step_per_action(name, steps):
    """EN 'Meaning of playing field tiles', spinning tiles (jungle 2, desert 3, swamp 4,
    hills 5 moves); RULINGS 'Fighting and death': enter on step 1, one action per further
    step, leave only from the last step."""
    g = game(f"""
        jackal classic 4
        W1 G4
        G5 ?{name}
    """)
    act(g, "W1 G4-G5")
    assert tile(g, "G5").kind == name and tile(g, "G5").steps == steps
    assert loc(g, "W1") == "G5:1"
    for st in range(2, steps + 1):
        ship_moves_until(g, "W")
        assert legal_of(g, "W1") == ["W1 G5-G5"], f"on step {st - 1} only forward"
        act(g, "W1 G5-G5")
        assert loc(g, "W1") == f"G5:{st}"
        assert turn(g) == "Y"
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") == sorted(f"W1 G5-{c}" for c in NEIGHBOURS_OF_G5)
    act(g, "W1 G5-G6")
    assert loc(g, "W1") == "G6"


def test_step_written_with_step_numbers_is_the_same_action():
    """Action notation 'W2 G5:1-G5:2' (actions.py docstring); EN spinning tiles."""
    g = game("""
        jackal classic 4
        W1 G5:1
        G5 desert
    """)
    g.play("W1 G5:1-G5:2")
    assert loc(g, "W1") == "G5:2"


def test_entering_a_stepped_tile_strikes_an_enemy_on_step_one():
    """EN 'How to beat enemies' d; RULINGS 'Fighting and death': moving onto a step
    holding enemies strikes them."""
    g = game("""
        jackal classic 4
        W1 G4
        Y1 G5:1
        G5 jungle
    """)
    act(g, "W1 G4-G5")
    assert loc(g, "W1") == "G5:1"
    assert loc(g, "Y1") == "ship A7"


def test_entering_a_stepped_tile_ignores_an_enemy_on_another_step():
    """EN 'How to beat enemies' (a spinning tile is the one tile where enemies may stand
    together); RULINGS: enemies on different steps ignore each other."""
    g = game("""
        jackal classic 4
        W1 G4
        Y1 G5:2
        G5 jungle
    """)
    act(g, "W1 G4-G5")
    assert loc(g, "W1") == "G5:1"
    assert loc(g, "Y1") == "G5:2"


def test_step_onto_the_enemys_step_from_one_behind_strikes():
    """EN 'How to beat enemies' d: you may hit him only from one move behind (he on III,
    you on II)."""
    g = game("""
        jackal classic 4
        W1 G5:2
        Y1 G5:3
        G5 desert
    """)
    act(g, "W1 G5-G5")
    assert loc(g, "W1") == "G5:3"
    assert loc(g, "Y1") == "ship A7"


def test_two_steps_behind_cannot_strike():
    """EN 'How to beat enemies' d: only from exactly one step behind."""
    g = game("""
        jackal classic 4
        W1 G5:1
        Y1 G5:3
        G5 desert
    """)
    act(g, "W1 G5-G5")
    assert loc(g, "W1") == "G5:2"
    assert loc(g, "Y1") == "G5:3"


def test_coin_moves_with_the_pirate_from_step_to_step_and_off():
    """RULINGS 'Fighting and death': coins stay on the step where they were dropped;
    RULINGS 'Coins': a pirate that moves may drag one coin."""
    g = game("""
        jackal classic 4
        W1 G4
        G5 jungle
        coins G4 1
    """)
    act(g, "W1 G4-G5 +coin")
    assert coins(g, "G5:1") == 1
    ship_moves_until(g, "W")
    act(g, "W1 G5-G5 +coin")
    assert coins(g, "G5:1") == 0 and coins(g, "G5:2") == 1
    ship_moves_until(g, "W")
    act(g, "W1 G5-G6 +coin")
    assert coins(g, "G5") == 0 and coins(g, "G6") == 1


def test_coin_left_behind_stays_on_its_step():
    """RULINGS 'Fighting and death': coins stay on the step where they were dropped."""
    g = game("""
        jackal classic 4
        W1 G5:1
        G5 swamp
        coins G5:1 2
    """)
    act(g, "W1 G5-G5")
    assert loc(g, "W1") == "G5:2"
    assert coins(g, "G5:1") == 2
    assert coins(g, "G5:2") == 0


def test_struck_pirate_leaves_the_coin_on_his_step():
    """EN 'How to beat enemies' a / 'How to gain gold' d: the struck pirate's coin stays;
    RULINGS: coins stay on their step."""
    g = game("""
        jackal classic 4
        turn Y
        W1 G5:2
        Y1 G5:1
        G5 desert
        coins G5:2 1
    """)
    act(g, "Y1 G5-G5")
    assert loc(g, "W1") == "ship G1"
    assert coins(g, "G5:2") == 1


def test_no_step_with_a_coin_onto_an_enemy():
    """EN 'How to gain gold' c / 'How to beat enemies' b: no striking with a coin; the
    coin can be left on its step and the enemy struck."""
    g = game("""
        jackal classic 4
        W1 G5:1
        Y1 G5:2
        G5 jungle
        coins G5:1 1
    """)
    assert legal_of(g, "W1") == ["W1 G5-G5"]
    act(g, "W1 G5-G5")
    assert loc(g, "Y1") == "ship A7"
    assert coins(g, "G5:1") == 1


def test_entering_with_a_coin_onto_an_enemy_on_step_one_is_not_allowed():
    """EN 'How to gain gold' c: no striking with a coin in hand."""
    g = game("""
        jackal classic 4
        W1 G4
        Y1 G5:1
        G5 jungle
        coins G4 1
    """)
    assert "W1 G4-G5" in legal_of(g, "W1")
    assert "W1 G4-G5 +coin" not in legal_of(g, "W1")


def test_entering_with_a_coin_beside_an_enemy_on_another_step_is_allowed():
    """RULINGS 'Fighting and death': enemies on different steps ignore each other."""
    g = game("""
        jackal classic 4
        W1 G4
        Y1 G5:2
        G5 jungle
        coins G4 1
    """)
    act(g, "W1 G4-G5 +coin")
    assert coins(g, "G5:1") == 1
    assert loc(g, "Y1") == "G5:2"
