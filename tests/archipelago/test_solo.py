"""The single-player variant: pirate puzzles (mode "1").

Rulebook: seeds/002_33657f023733c27a.txt, "Single Player Variant (pirate puzzles)";
RULINGS-ARCHIPELAGO.md, "Solo puzzles (1 player)" (which asks a solver to prove each
card's par). Cards 1-5 are solved on every run; JACKAL_SOLVE_ALL=1 solves all ten (the
long ones take minutes).
"""

import os

import pytest

from jackal_tui.games.archipelago import match_from_position, new_match
from jackal_tui.games.archipelago.solo import CARDS, card_number, goal_words, goals_met
from jackal_tui.games.archipelago.solver import solve

from .helpers import legal, where

SOLO = "jackal archipelago 1\nlayout FFFFF/FFFFF/FFFFF\n"


def solo(*lines):
    return match_from_position(SOLO + "\n".join(lines) + "\n")


def test_rulings_solo_start_pirates_on_the_bank_bear_on_its_den_tiles_face_up():
    m = new_match(mode="1", options={"island": "p1"}, seed=0)
    s = m.state
    assert [where(m, p) for p in ("W1", "W2", "W3")] == ["B4", "B4", "B4"]
    assert s.name(s.bear) == "G2" and all(s.up[c] for c in s.board.land)
    assert s.coins_on(s.board.parse("D4")) == 1 and m.scores() == {0: 0}
    assert all(a.startswith("W1 ") for a in legal(m))


def test_rulings_solo_each_pirate_steps_in_order_then_the_bear():
    m = solo("B4 bank", "D2 chest1", "coins D2 1", "bear F2 W")
    m.play("W1 B4-C4")
    assert all(a.startswith("W2 ") for a in legal(m))
    m.play("W2 B4-B3")
    m.play("W3 B4-C3")
    assert m.state.turns == 1 and m.state.name(m.state.bear) != "F2"
    assert all(a.startswith("W1 ") for a in legal(m))


def test_rulings_solo_a_pirate_must_step_even_into_the_water_and_dies_there():
    m = solo("B4 bank", "D2 chest1", "coins D2 1", "bear F2 W")
    assert "W1 B4-A4" in legal(m)
    m.play("W1 B4-A4")
    assert where(m, "W1") == "dead"


def test_rulings_solo_the_bear_kills():
    m = solo("B4 bank", "D2 chest1", "coins D2 1", "bear E2 W", "W1 B4", "W2 B4", "W3 C2",
             "mover W3")
    m.play("W3 C2-D3")                      # next to the bear: it steps onto him
    assert where(m, "W3") == "dead"


def test_rulings_solo_a_later_pirate_drags_a_coin_an_earlier_one_left():
    m = solo("B4 bank", "C4 chest1", "coins C4 1", "bear F2 W", "W1 C4", "W2 C3", "W3 B4")
    m.play("W1 C4-C3 +coin")                # W1 leaves the coin on C3, where W2 stands
    assert "W2 C3-B4 +coin" in legal(m)
    m.play("W2 C3-B4 +coin")                # and W2 takes it on to the bank, same turn
    assert m.scores() == {0: 1}


def test_rulings_solo_a_pirate_freed_from_a_pit_steps_later_in_the_same_turn():
    m = solo("B4 bank", "C3 pit", "W1 B3", "W2 B4", "W3 C3 trapped", "F2 chest1",
             "coins F2 1", "bear F4 W")
    m.play("W1 B3-C3")                      # W1 frees W3 (and stays free himself)
    m.play("W2 B4-B3")
    assert all(a.startswith("W3 ") for a in legal(m))


def test_rulings_solo_the_balloon_takes_him_to_the_bank():
    m = solo("B4 bank", "C3 balloon", "D3 chest1", "coins D3 1", "W1 D3", "bear F2 W")
    m.play("W1 D3-C3 +coin")
    assert where(m, "W1") == "B4" and m.scores() == {0: 1}


def test_rulings_solo_solved_when_every_coin_is_on_the_bank_after_the_bears_step():
    m = solo("B4 bank", "C4 chest1", "coins C4 1", "bear F2 W", "W1 C4", "W2 B4", "W3 B4")
    m.play("W1 C4-B4 +coin")
    assert not m.is_over()                  # the turn is not over yet
    m.play("W2 B4-B3")
    m.play("W3 B4-B5")
    assert m.is_over() and m.winners() == [0] and "after turn 1" in m.state.end_reason
    assert goals_met(1, 1, 3) == [(3, 3)]


@pytest.mark.parametrize("card", [1, 2, 3, 4, 5] + (
    [6, 7, 8, 9, 10] if os.environ.get("JACKAL_SOLVE_ALL") else []))
def test_rulings_solo_the_solver_proves_each_cards_par(card):
    """Each goal (T turns, A alive) is reached in exactly T turns: not fewer (the par is
    not beaten) and not unreachable (RULINGS: solo puzzles)."""
    best = solve(card)
    for turns, alive in CARDS[card][1]:
        assert best.get(alive) == turns, (card, best)


def test_rulings_solo_a_coin_lost_in_the_water_is_not_a_solution():
    """Every coin must reach the bank: one carried into the water is lost, and with it
    the puzzle, even if every coin left lies on the bank."""
    m = solo("B4 bank", "coins B4 1", "C2 chest1", "coins C2 1", "bear F4 W", "W1 C2",
              "W2 B4", "W3 B4")
    m.play("W1 C2-C1 +coin")               # into the water: he dies, the coin sinks
    m.play("W2 B4-B3")
    m.play("W3 B4-B5")
    assert m.is_over() and m.winners() == [] and "lost" in m.state.end_reason


def test_rulings_solo_each_cards_goal_reads_as_the_table_writes_it():
    """RULINGS-ARCHIPELAGO, "Solo puzzles", the table's goal column, row by row (the app
    shows these words in the new-game form, the panel, the help and the results)."""
    table = {1: "3 turns, all alive", 2: "3 turns, all alive", 3: "3 turns, all alive",
             4: "4 turns, all alive", 5: "4 turns, all alive",
             6: "4 turns with 2 alive, or 5 with all", 7: "4 turns, 2 alive",
             8: "6 turns, 2 alive", 9: "6 turns, 2 alive",
             10: "10 turns with 2 alive, or 8 with 1"}
    assert {n: goal_words(goals) for n, (_, goals) in CARDS.items()} == table
    assert card_number("p6") == 6 and card_number("p11") is None
    assert card_number("2") is None and card_number(None) is None
