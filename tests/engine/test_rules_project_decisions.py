"""The decisions docs/rules.md records where the rulebooks and RULINGS are silent, one test
each (docs/rules.md: "each with the test that holds it to it (under tests/engine/)"),
plus the RULINGS they refine.
"""

from __future__ import annotations

import pytest

from jackal_tui.games.classic import Game
from rules_helpers import (
    act, bank, coins, game, kind, legal, legal_of, loc, pending, pirate, ship_moves_until,
    tile, turn,
)


def test_turn_of_a_face_down_arrow_depends_only_on_seed_and_cell():
    """docs/rules.md 'Turn of arrows and cannons': drawn from the game's seed and the
    cell, written into the reveal event; a replay draws nothing."""
    def opened(seed, how):
        g = game(f"""
            jackal classic 4
            seed {seed}
            W1 G5
            W2 F5
            G6 ?arrow3
        """)
        act(g, how)
        return g
    for seed in range(6):
        a = opened(seed, "W1 G5-G6")
        b = opened(seed, "W2 F5-G6")  # another pirate, from another side
        assert tile(a, "G6").dirs == tile(b, "G6").dirs
        reveal = [ev for ev in a.events if ev[0] == "reveal"]
        assert reveal and reveal[0][2] == tile(a, "G6").token
        assert Game.from_setup(a.setup, a.events).state_hash() == a.state_hash()


def test_trap_with_a_free_friend_already_there_does_not_catch():
    """docs/rules.md 'Trap': a pirate entering falls in unless a pirate of his own side
    already stands there, trapped or not."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 G4
        G4 trap
    """)
    act(g, "W1 G3-G4")
    assert not pirate(g, "W1").trapped and not pirate(g, "W2").trapped


def test_trap_frees_every_trapped_friend_there():
    """docs/rules.md 'Trap': every trapped friend there is freed."""
    g = game("""
        jackal classic 4-teams
        W1 G4 trapped
        B1 G4 trapped
        W2 G3
        G4 trap
    """)
    act(g, "W2 G3-G4")
    assert not pirate(g, "W1").trapped and not pirate(g, "B1").trapped
    assert not pirate(g, "W2").trapped


def test_crocodile_back_onto_a_stepped_tile_stands_on_the_step_he_left():
    """docs/rules.md 'Crocodile': back onto a stepped tile, he stands on the step he
    left."""
    g = game("""
        jackal classic 4
        W1 G5:2
        G5 jungle
        G6 crocodile
    """)
    act(g, "W1 G5-G6")
    assert loc(g, "W1") == "G5:2"


def test_crocodile_back_onto_a_trap_or_rum_does_not_catch_again():
    """docs/rules.md 'Crocodile': back onto a trap or a rum barrel, it does not catch him
    again."""
    g = game("""
        jackal classic 4
        W1 G4
        W2 H4
        G4 trap
        H4 rum
        G5 crocodile
        H5 crocodile
    """)
    act(g, "W1 G4-G5")
    assert loc(g, "W1") == "G4" and not pirate(g, "W1").trapped
    ship_moves_until(g, "W")
    act(g, "W2 H4-H5")
    assert loc(g, "W2") == "H4" and pirate(g, "W2").drunk == 0
    ship_moves_until(g, "W")
    assert legal_of(g, "W2") != []


def test_crocodile_return_by_air_counts_as_a_flight_for_the_ice():
    """docs/rules.md 'Crocodile': a return longer than a knight's jump (he came by air)
    counts as a flight for a following ice; RU 'Значение клеток поля', ice: after a plane
    you may fly again; RULINGS 'Forced movement': a cycle needs the same cell with the
    SAME incoming step (from L11 is not the step that first brought him, from G4)."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
        C10 ice
        L11 crocodile
    """)
    act(g, "W1 G3-G4")
    act(g, "W1 > C10")   # ice after a flight: fly again
    assert pending(g) == "W1"
    act(g, "W1 > L11")   # onto the crocodile: back to the ice C10, by air
    assert loc(g, "W1") == "C10"
    assert pending(g) == "W1"
    assert "W1 > K2" in legal(g)
    act(g, "W1 > K2")
    assert loc(g, "W1") == "K2"


def test_ice_after_a_knight_jump_off_the_board_kills():
    """docs/rules.md 'Ice after a knight jump' that would leave the board kills the pirate
    (an impossible move)."""
    g = game("""
        jackal classic 4
        W1 D6
        D5 horse
        B4 ice
    """)
    act(g, "W1 D6-D5")
    act(g, "W1 > B4")  # (-2, -1) again from B4 is off the board
    assert loc(g, "W1") == "dead"


def test_chain_choices_offer_sea_cells_and_an_enemy_ship_kills():
    """docs/rules.md 'Choices inside a chain': every sea cell is offered (a carried coin
    sinks; an enemy ship kills)."""
    g = game("""
        jackal classic 4
        W1 C5
        C6 horse
        coins C5 1
    """)
    act(g, "W1 C5-C6 +coin")
    # knight jumps from C6 include A5 (open sea) and A7 (Yellow's ship)
    assert "W1 > A7" in legal(g) and "W1 > A5" in legal(g)
    act(g, "W1 > A7")
    assert loc(g, "W1") == "dead"
    assert g.state.sunk == 1
    assert coins(g, "C5") == 0


def test_chain_with_no_choice_left_kills_and_returns_the_coin():
    """docs/rules.md 'Choices inside a chain': with no choice left he dies, and a carried
    coin goes back where the action began."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 arrow-NE+SW
        H7 ?empty
        F5 fortress
        coins G5 1
    """)
    act(g, "W1 G5-G6 +coin")
    assert loc(g, "W1") == "dead"
    assert coins(g, "G5") == 1


def test_airplane_flies_neither_to_its_own_tile_nor_to_a_partner_ship():
    """docs/rules.md 'Airplane': any island tile other than the plane's own, or the own
    ship (not a partner's)."""
    g = game("""
        jackal classic 4-teams
        W1 G3
        G4 airplane
    """)
    act(g, "W1 G3-G4")
    moves = legal(g)
    assert "W1 > G4" not in moves
    assert "W1 > G13" not in moves
    assert "W1 > G1" in moves
    island = [m for m in moves if m.startswith("W1 > ") and m != "W1 > G1"]
    assert len(island) == 116  # every island tile but the plane's own


def test_airplane_with_a_coin_flies_only_where_the_coin_may_go():
    """docs/rules.md 'Airplane': with a coin only to an open tile he may enter with it."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
        K10 ?empty
        K11 fortress
        J10 native
        Y1 J11
        coins G3 1
    """)
    act(g, "W1 G3-G4 +coin")
    moves = legal(g)
    for bad in ("K10", "K11", "J10", "J11"):
        assert f"W1 > {bad}" not in moves
    assert "W1 > J9" in moves and "W1 > G1" in moves


def test_swimmer_may_swim_into_an_enemy_ship_and_die():
    """docs/rules.md 'Swimmers' (EN 'How to move' e)."""
    g = game("""
        jackal classic 4
        W1 sea A8
    """)
    assert "W1 A8-A7" in legal_of(g, "W1")
    act(g, "W1 A8-A7")
    assert loc(g, "W1") == "dead"


def test_rum_turn_is_used_up_even_when_the_crew_is_skipped():
    """docs/rules.md 'Rum': the lost turn is used up even when the crew is skipped."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 dead
        W3 dead
        G4 rum
    """)
    act(g, "W1 G3-G4")
    assert turn(g) == "Y"
    ship_moves_until(g, "R")
    act(g, "R ship M7-M6")
    assert turn(g) == "Y"  # White skipped: W1 sleeps, nobody else can act
    ship_moves_until(g, "W")
    assert legal_of(g, "W1") != []


def test_revival_brings_back_the_lowest_numbered_dead_pirate():
    """docs/rules.md 'Revival': the dead pirate with the lowest number."""
    g = game("""
        jackal classic 4
        W2 G4
        W1 dead
        W3 dead
        G4 native
    """)
    assert [m for m in legal(g) if m.endswith("revives")] == ["W1 revives"]


def test_anti_stall_zero_turns_it_off():
    """docs/rules.md 'Anti-stall': 0 turns it off."""
    g = game("""
        jackal classic 2-light
        options stall_rounds=0
    """)
    for _ in range(300):
        ships = [a for a in g.legal_actions() if a.kind == "ship"]
        g.play(ships[0])
    assert not g.state.over


def test_anti_stall_default_is_fifty_rounds():
    """RULINGS 'End of the game' (for example 50 rounds) and docs/rules.md 'Anti-stall':
    50 rounds means 50 x the number of crews."""
    g = game("""
        jackal classic 2-light
    """)
    for _ in range(99):
        ships = [a for a in g.legal_actions() if a.kind == "ship"]
        g.play(ships[0])
    assert not g.state.over
    ships = [a for a in g.legal_actions() if a.kind == "ship"]
    g.play(ships[0])
    assert g.state.over
    assert bank(g, "W") == 0 and kind(g, "G2") == "empty"
