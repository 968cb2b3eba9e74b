"""Illegal actions raise IllegalActionError with a message and change nothing.

docs/engine-api.md (game.play: IllegalActionError if not legal), RULINGS 'A turn' (one
action moves one piece; every decision is an action in the legal list; no passing),
EN 'How to move'.
"""

from __future__ import annotations

import pytest

from jackal_tui.games.classic import IllegalActionError
from rules_helpers import act, game, illegal, legal, pending


def base():
    return game("""
        jackal classic 4
        W1 G3
        W2 G4 trapped
        W3 dead
        G4 trap
        Y1 sea A5
        G6 arrow-E+W
    """)


@pytest.mark.parametrize("text, why", [
    ("Y ship A7-A6", "not Yellow's turn (EN 'How to move': turns in order)"),
    ("Y1 A5-A4", "not Yellow's turn"),
    ("W1 G3-G5", "two cells away (EN 'How to move' d: one tile)"),
    ("W1 G3-A3", "far away"),
    ("W2 G4-G5", "trapped (EN tiles, trap)"),
    ("W3 G1-G2", "dead"),
    ("W ship G1-E1", "a ship moves one cell (EN 'How to move' a)"),
    ("W1 > G4", "no decision is pending"),
    ("W1 stays", "not on an airplane"),
    ("W3 revives", "no native girl's fortress held"),
    ("W1 G3-G4 +coin", "no coin to drag"),
    ("W1 G2-G3", "W1 is not at G2"),
])
def test_illegal_action_raises_with_a_message_and_changes_nothing(text, why):
    """docs/engine-api.md: IllegalActionError if not legal; the game is unchanged."""
    g = base()
    assert text not in legal(g), why
    illegal(g, text)


@pytest.mark.parametrize("text", ["", "hello", "W1", "W9 G3-G4", "W1 G3-Z9", "X ship G1-F1",
                                  "W1 G3-G4 +gold"])
def test_unreadable_action_text_raises_illegal_action_error(text):
    """docs/engine-api.md: game.play(text) raises IllegalActionError (a ValueError) with
    a hint when the text is not an action."""
    g = base()
    msg = illegal(g, text)
    assert msg


def test_illegal_action_error_is_a_value_error():
    """docs/engine-api.md / actions.py: IllegalActionError says why; it is a ValueError."""
    assert issubclass(IllegalActionError, ValueError)


def test_other_actions_are_illegal_while_a_decision_is_pending():
    """RULINGS 'A turn': the decision inside a chain is part of the same action, so
    nothing else may be played before it."""
    g = game("""
        jackal classic 4
        W1 G5
        G6 arrow-E+W
    """)
    act(g, "W1 G5-G6")
    assert pending(g) == "W1"
    for text in ("W ship G1-F1", "W2 G1-G2", "Y ship A7-A6", "W1 G6-G7", "W1 > G7"):
        illegal(g, text)
    act(g, "W1 > H6")
    assert pending(g) is None


def test_no_pass_action_exists():
    """EN 'How to move': you can't miss a turn; RULINGS 'A turn': passing is not
    allowed."""
    g = base()
    assert all(" " in m for m in legal(g))
    assert not any("pass" in m for m in legal(g))


def test_every_action_is_illegal_once_the_game_is_over():
    """RULINGS 'End of the game'."""
    g = game("""
        jackal classic 4
        W1 G2
        coins G2 1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.over
    assert legal(g) == []
    illegal(g, "Y ship A7-A6")
    illegal(g, "W ship G1-F1")
