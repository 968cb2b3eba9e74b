"""The hint: the next action of a best solution from the position on the board.

RULINGS-ARCHIPELAGO.md, "Solo puzzles (1 player)": a goal "T turns, A alive" is met when
every coin is on the bank at the end of turn T with at least A pirates alive. The hint
is checked by behaviour: playing the hinted action again and again solves the card
within its goal.
"""

from __future__ import annotations

import pytest

from jackal_tui.games.archipelago.actions import Action
from jackal_tui.games.archipelago.resolver import Resolver
from jackal_tui.games.archipelago.rules import legal_actions
from jackal_tui.games.archipelago.solo import CARDS, goals_met, pirates_alive
from jackal_tui.games.archipelago.solver import (BEST_LINES, _search, card_start, hint,
                                                 line_hint)


def follow_hints(s, limit: int = 200):
    """Play the hinted action until the card ends (or no hint is given)."""
    hints = 0
    while not s.over and hints < limit:
        h = hint(s)
        if h is None:
            break
        assert h.actions[0] in legal_actions(s)
        Resolver(s).play(h.actions[0])
        hints += 1
    return s


def test_rulings_solo_the_hint_from_p1s_start_is_a_3_turn_all_alive_line():
    """From puzzle 1's start the hint is the first action of a 3-turn line with every
    pirate alive: played again and again, the hints solve the card within its goal."""
    s = card_start(1)
    first = hint(s)
    assert first is not None
    assert (first.turns, first.alive) == (3, 3)
    assert first.goals == ((3, 3),)
    s = follow_hints(s)
    assert s.over and s.end_reason.startswith("solved")
    assert s.turns == 3 and pirates_alive(s) == 3
    assert goals_met(1, s.turns, pirates_alive(s)) == [(3, 3)]


@pytest.mark.thorough   # a fresh search of minutes' worth on a loaded machine; tests/tui/test_puzzles.py checks an off-line hint quickly
def test_rulings_solo_the_hint_follows_from_a_position_off_the_kept_line():
    """A player who went another way (W1 east first, where the kept line does not go)
    gets a hint found by the search, and it still meets the card's goal."""
    s = card_start(1)
    other = Action.parse("W1 B4-C4")
    assert other in legal_actions(s) and other != hint(s).actions[0]
    Resolver(s).play(other)
    assert line_hint(s) is None
    h = hint(s)
    assert h is not None and (h.turns, h.alive) == (3, 3)
    s = follow_hints(s)
    assert s.over and s.end_reason.startswith("solved")
    assert (s.turns, pirates_alive(s)) == (3, 3)


def test_the_search_can_be_stopped_between_turns():
    s = card_start(1)
    Resolver(s).play(Action.parse("W1 B4-C4"))
    told = []
    assert hint(s, progress=lambda turn, last: told.append((turn, last)) is not None) is None
    assert told == [(1, 3)]


def test_rulings_solo_no_hint_when_no_goal_can_be_met():
    """Puzzle 1 with a pirate dead: its one goal (all alive) is out of reach, and the
    hint says so (None) rather than pointing anywhere."""
    s = card_start(1)
    while pirates_alive(s) == 3:   # walk W1 off the layout or onto the water
        deadly = [a for a in legal_actions(s) if _kills(s, a)]
        Resolver(s).play(deadly[0] if deadly else legal_actions(s)[0])
    assert not s.over
    assert hint(s) is None


def _kills(s, a) -> bool:
    t = s.copy()
    Resolver(t).play(a)
    return pirates_alive(t) < pirates_alive(s)


def test_no_hint_once_the_card_is_over():
    s = card_start(1)
    s = follow_hints(s)
    assert s.over
    assert hint(s) is None


@pytest.mark.parametrize("card", sorted(CARDS))
def test_rulings_solo_each_cards_kept_best_line_solves_it_within_its_goals(card):
    """The best line kept for each card (so that a hint from the start is instant)
    is legal move by move and solves the card meeting the goals the solver proves."""
    s = card_start(card)
    for a in BEST_LINES[card]:
        assert a in legal_actions(s), (card, a)
        Resolver(s).play(a)
    assert s.over and s.end_reason.startswith("solved")
    met = goals_met(card, s.turns, pirates_alive(s))
    assert met, (card, s.turns, pirates_alive(s))
    # in the fewest turns any goal of the card allows (RULINGS' table: the pars)
    assert s.turns == min(t for t, _ in CARDS[card][1])


@pytest.mark.thorough
@pytest.mark.parametrize("card", sorted(CARDS))
def test_the_kept_lines_are_what_the_search_finds(card):
    """The kept lines are reproducible: the search from each card's start finds them
    (minutes for the longest cards)."""
    found = _search(card, card_start(card), None)
    assert found.actions == BEST_LINES[card]


@pytest.mark.parametrize("card", sorted(CARDS))
def test_the_kept_line_answers_at_once_from_every_position_along_it(card):
    s = card_start(card)
    line = BEST_LINES[card]
    for k, a in enumerate(line):
        h = line_hint(s)
        assert h is not None and h.actions == tuple(line[k:]), (card, k)
        Resolver(s).play(a)


def test_the_search_stops_inside_a_turn_when_asked():
    s = card_start(1)
    Resolver(s).play(Action.parse("W1 B4-C4"))
    asked = []
    assert hint(s, stop=lambda: asked.append(1) is None) is None
    assert len(asked) == 1
