"""Rum: the lost turn is forgotten once it has passed.

EN / TI rum barrel (the pirate may not move in his crew's next turn), RULINGS 'Finer
points' (Rum: the lost turn is the crew's next turn; it is forgotten if the pirate is
struck home) and 'Tiles: classic' (rum barrel). docs/notation.md: ``rum`` misses his
crew's next turn, ``rum-now`` misses the turn now being played - so once that turn is
over, nothing of the rum is left in the position.
"""

from __future__ import annotations

from rules_helpers import act, game, legal_of, pirate, ship_moves_until, turn
from ti_helpers import position_line


def test_rum_is_forgotten_once_the_lost_turn_has_passed():
    """W1 finds rum in White's turn; in White's next turn he may not move (rum-now) and
    W2 plays; from Yellow's turn on W1 is sober again, in the state and in the written
    position, and in White's turn after that he moves."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 C3
        G4 rum
    """)
    act(g, "W1 G3-G4")
    assert pirate(g, "W1").drunk == 2
    assert position_line(g, "W1 ") == "W1 G4 rum"
    ship_moves_until(g, "W")
    assert pirate(g, "W1").drunk == 1 and legal_of(g, "W1") == []
    assert position_line(g, "W1 ") == "W1 G4 rum-now"
    act(g, "W2 C3-C4")
    assert turn(g) == "Y"
    assert pirate(g, "W1").drunk == 0
    assert position_line(g, "W1 ") == "W1 G4"
    ship_moves_until(g, "W")
    assert "W1 G4-G5" in legal_of(g, "W1")


def test_rum_is_forgotten_when_the_lost_turn_is_skipped():
    """RULINGS 'A turn' (a crew with no legal action is skipped) and docs/rules.md 'Rum'
    (the lost turn is used up even when the crew is skipped): W1 is White's last pirate
    and drunk; White is skipped, and in Yellow's turn W1 is sober."""
    g = game("""
        jackal classic 4
        turn R
        W1 G4 rum
        W2 dead
        W3 dead
        G4 rum
    """)
    act(g, "R ship M7-M6")
    assert turn(g) == "Y" and ("skip", 0) in g.events
    assert pirate(g, "W1").drunk == 0
    assert position_line(g, "W1 ") == "W1 G4"
