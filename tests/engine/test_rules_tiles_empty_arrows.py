"""Empty tiles and the seven arrow kinds.

EN 'Meaning of playing field tiles' (empty tiles; arrows: follow any of the directions
given), RU 'Значение клеток поля' (arrows; an arrow pointing at the water makes the pirate
swim), RULINGS 'Tiles: classic' (the seven arrow kinds, each turned at random) and
RULINGS 'Forced movement (chains)'.
"""

from __future__ import annotations

import pytest

from jackal_tui.games.classic import Game
from rules_helpers import (
    act, coins, face_up, game, kind, legal, legal_of, loc, pending, tile, turn,
)


def test_empty_tile_step_to_any_of_eight_neighbours():
    """EN 'How to move' d: on land a pirate moves one tile straight or diagonally;
    EN 'Meaning of playing field tiles', empty tiles: nothing happens there."""
    g = game("""
        jackal classic 4
        W1 G3
    """)
    assert legal_of(g, "W1") == sorted(
        f"W1 G3-{c}" for c in ("F2", "G2", "H2", "F3", "H3", "F4", "G4", "H4"))
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "G4"
    assert pending(g) is None
    assert turn(g) == "Y"


def test_face_down_empty_tile_is_opened_by_the_pirate_stepping_on_it():
    """EN 'How to move' d: a closed tile is opened and the pirate does as it says;
    EN 'Meaning of playing field tiles', empty tile."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 ?empty
    """)
    assert kind(g, "G4") is None and not face_up(g, "G4")
    act(g, "W1 G3-G4")
    assert face_up(g, "G4") and kind(g, "G4") == "empty"
    assert loc(g, "W1") == "G4"


@pytest.mark.parametrize("token, dest", [
    ("arrow-N", "G5"),    # kind 1: one way, straight
    ("arrow-NE", "H5"),   # kind 2: one way, diagonal
    ("arrow-W", "F4"),
    ("arrow-SE", "H3"),
])
def test_single_arrow_moves_the_pirate_on_at_once(token, dest):
    """EN 'Meaning of playing field tiles', arrows; RULINGS 'Forced movement': a
    one-way arrow moves the pirate on in the same action, with no decision."""
    g = game(f"""
        jackal classic 4
        W1 G3
        G4 {token}
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == dest
    assert pending(g) is None
    assert turn(g) == "Y"


@pytest.mark.parametrize("token, options, choice", [
    ("arrow-E+W", ["F4", "H4"], "H4"),                 # kind 3
    ("arrow-NE+SW", ["F3", "H5"], "F3"),               # kind 4
    ("arrow-NW+E+S", ["F5", "G3", "H4"], "F5"),        # kind 5
    ("arrow-N+E+S+W", ["F4", "G3", "G5", "H4"], "G5"),  # kind 6
    ("arrow-NE+SE+SW+NW", ["F3", "F5", "H3", "H5"], "H3"),  # kind 7
])
def test_multi_way_arrow_lets_the_mover_choose(token, options, choice):
    """EN 'Meaning of playing field tiles', arrows: follow ANY of the directions given;
    RULINGS 'A turn': every choice is the mover's, an action in the legal list."""
    g = game(f"""
        jackal classic 4
        W1 G3
        G4 {token}
    """)
    act(g, "W1 G3-G4")
    assert pending(g) == "W1"
    assert turn(g) == "W"  # the action is not finished until the decision is made
    assert sorted(legal(g)) == sorted(f"W1 > {c}" for c in options)
    act(g, f"W1 > {choice}")
    assert loc(g, "W1") == choice
    assert pending(g) is None
    assert turn(g) == "Y"


DIR_CELL_FROM_G6 = {"N": "G7", "NE": "H7", "E": "H6", "SE": "H5",
                    "S": "G5", "SW": "F5", "W": "F6", "NW": "F7"}

ROTATIONS = {
    1: [{"N"}, {"E"}, {"S"}, {"W"}],
    2: [{"NE"}, {"SE"}, {"SW"}, {"NW"}],
    3: [{"E", "W"}, {"N", "S"}],
    4: [{"NE", "SW"}, {"NW", "SE"}],
    5: [{"NW", "E", "S"}, {"NE", "S", "W"}, {"SE", "W", "N"}, {"SW", "N", "E"}],
    6: [{"N", "E", "S", "W"}],
    7: [{"NE", "SE", "SW", "NW"}],
}


@pytest.mark.parametrize("arrow_kind", range(1, 8))
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_face_down_arrow_kind_opens_as_one_of_its_turns(arrow_kind, seed):
    """RULINGS 'Tiles: classic': 3 of each of the 7 kinds (N; NE; W+E; NE+SW; NW+E+S;
    N+E+S+W; four diagonals), each turned at random; RULINGS 'Forced movement': the
    orientation is drawn when the tile is opened. The pirate then follows it."""
    g = game(f"""
        jackal classic 4
        seed {seed}
        W1 G5
        G6 ?arrow{arrow_kind}
    """)
    act(g, "W1 G5-G6")
    t = tile(g, "G6")
    assert t.face_up and t.kind == "arrow"
    dirs = set(t.dirs)
    assert dirs in ROTATIONS[arrow_kind]
    cells = sorted(DIR_CELL_FROM_G6[d] for d in dirs)
    if len(dirs) == 1:
        assert loc(g, "W1") == cells[0]
        assert pending(g) is None
    else:
        assert pending(g) == "W1"
        assert sorted(legal(g)) == sorted(f"W1 > {c}" for c in cells)


def test_random_arrow_turns_differ_between_games_and_are_recorded():
    """RULINGS 'Forced movement': an arrow's orientation is drawn at random when opened,
    and recorded (a replay of the events shows the same arrow)."""
    seen = set()
    for seed in range(16):
        g = game(f"""
            jackal classic 4
            seed {seed}
            W1 G5
            G6 ?arrow1
        """)
        act(g, "W1 G5-G6")
        seen.add(tile(g, "G6").dirs)
        again = Game.from_setup(g.setup, g.events)
        assert again.state_hash() == g.state_hash()
    assert len(seen) >= 2


def test_face_down_arrow_with_a_fixed_turn_shows_exactly_that():
    """Position format (?arrow-N shows exactly N); EN 'Meaning of playing field tiles',
    arrows."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 ?arrow-N
    """)
    act(g, "W1 G5-G6")
    assert kind(g, "G6") == "arrow"
    assert loc(g, "W1") == "G7"


def test_arrow_pointing_at_the_water_makes_the_pirate_swim():
    """RU 'Значение клеток поля', arrows: an arrow pointing at the water makes the pirate
    swim; EN 'How to move' e."""
    g = game("""
        jackal classic 4
        W1 C5
        B5 arrow-W
    """)
    act(g, "W1 C5-B5")
    assert loc(g, "W1") == "sea A5"


def test_arrow_onto_own_ship_takes_the_pirate_aboard():
    """EN 'How to move' c: to return aboard a pirate may use arrows."""
    g = game("""
        jackal classic 4
        W1 G3
        G2 arrow-S
    """)
    act(g, "W1 G3-G2")
    assert loc(g, "W1") == "ship G1"


def test_arrow_onto_enemy_ship_kills():
    """EN 'How to move' c and 'Die pirate, die!' a: contact with an enemy ship kills."""
    g = game("""
        jackal classic 4
        W1 C7
        B7 arrow-W
    """)
    act(g, "W1 C7-B7")
    assert loc(g, "W1") == "dead"


def test_arrow_onto_face_down_tile_opens_it():
    """RULINGS 'Forced movement': each tile entered in a chain is opened and resolved;
    EN 'Meaning of playing field tiles', chest."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-N
        G5 ?chest2
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "G5"
    assert kind(g, "G5") == "chest"
    assert coins(g, "G5") == 2


def test_chain_of_face_down_arrows_opens_each_in_turn():
    """RULINGS 'Forced movement (chains)': each tile entered is opened and resolved in
    turn, all in one action."""
    g = game("""
        jackal classic 4
        W1 G2
        G3 ?arrow-N
        G4 ?arrow-NE
        H5 ?empty
    """)
    act(g, "W1 G2-G3")
    assert loc(g, "W1") == "H5"
    assert kind(g, "G3") == "arrow" and kind(g, "G4") == "arrow" and kind(g, "H5") == "empty"
    assert turn(g) == "Y"


def test_arrow_onto_an_enemy_strikes_it():
    """EN 'How to beat enemies' a: moving onto the enemy's tile strikes him (also at the
    end of an arrow)."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-N
        Y1 G5
    """)
    act(g, "W1 G3-G4")
    assert loc(g, "W1") == "G5"
    assert loc(g, "Y1") == "ship A7"


def test_multi_arrow_choices_with_a_coin_exclude_face_down_and_fortress():
    """RULINGS 'Finer points': choices inside a chain offer only what the pirate may do
    with what it carries (with a coin: no face-down target, no fortress)."""
    text = """
        jackal classic 4
        W1 G3
        G4 arrow-N+E+S+W
        G5 ?empty
        H4 fortress
        coins G3 1
    """
    g = game(text)
    act(g, "W1 G3-G4 +coin")
    assert sorted(legal(g)) == ["W1 > F4", "W1 > G3"]
    g = game(text)
    act(g, "W1 G3-G4")
    assert sorted(legal(g)) == ["W1 > F4", "W1 > G3", "W1 > G5", "W1 > H4"]


def test_arrow_onto_a_partner_ship_banks_for_the_carrier():
    """EN 'How to move' c (arrows to go aboard), EN 'Playing in pairs' (friendly ships
    store gold), RULINGS 'Finer points' (credited to the carrier's crew)."""
    g = game("""
        jackal classic 4-teams
        W1 G11
        G12 arrow-N
        coins G11 1
    """)
    act(g, "W1 G11-G12 +coin")
    assert loc(g, "W1") == "ship G13"
    assert g.state.banked_by(0) == 1 and g.state.banked_by(2) == 0


def test_arrow_with_a_coin_onto_a_trap_drops_the_coin_there():
    """RULINGS 'Coins' (a coin lies where a pirate can stand) and 'Tiles: classic',
    trap."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-N
        G5 trap
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    assert loc(g, "W1") == "G5"
    assert g.state.pirate(0).trapped
    assert coins(g, "G5") == 1
