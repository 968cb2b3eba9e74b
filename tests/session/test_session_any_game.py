"""The session plays any registered game through the Match interface (the
card game is the first game it serves that has no crews): seat counts come from the
game's GameType, who decided each action from the game's own replay, the undo rule from
``Match.action_reveals``. Nothing in session.py is written for one game.

The card game's positions are the rulebook's worked example (seeds/004_0e3c1b021a2b813a.txt,
"Example of Play"), as tests/cards/test_worked_example.py plays it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jackal_tui.games.cards import match_from_position
from jackal_tui.games.classic import Game
from jackal_tui.session import (
    Session, UndoPlan, deciders, kinds_for_mode, seat_count, seats_of, set_seats,
)



def example():
    from tests.cards.test_worked_example import EXAMPLE as TEXT

    return match_from_position(TEXT.format(islands=""))


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


def test_seat_counts_come_from_each_games_type():
    assert seat_count("2") == 2 and seat_count("4-teams") == 4          # the island game
    assert seat_count("3", "card-game") == 3 and seat_count("4", "card-game") == 4
    with pytest.raises(ValueError, match="no mode '2-light'"):
        seat_count("2-light", "card-game")
    assert kinds_for_mode(["random"], "3", "card-game") == ["random", "human", "human"]


def test_deciders_of_a_card_game_are_its_own_current_seats():
    from tests.cards.test_worked_example import PLANS, RESOLUTION

    game = example()
    expected = []
    for text in PLANS + RESOLUTION:
        expected.append(game.current_seat())
        game.play(text)
    # Victor plans, then Susan, then Paul; Susan and Paul are asked about Rum on Victor...
    assert expected[:10] == [0, 0, 0, 1, 1, 1, 1, 2, 2, 2]
    assert deciders(game) == expected


def test_a_card_game_seat_is_named_by_its_player():
    session = Session(example())
    assert [session.seat_words(s) for s in range(3)] == [
        "Victor (human)", "Susan (human)", "Paul (human)"]
    assert seats_of(session.game) == ["human"] * 3


def test_a_card_games_computer_seat_plays_a_legal_action(data_dir):
    game = example()
    set_seats(game, ["random", "human", "human"])
    session = Session(game, data_dir=data_dir)
    thinking = session.think_next()
    assert thinking is not None and thinking.seat == 0
    action = thinking.choose()
    assert action in game.legal_actions()
    assert session.play_computer(thinking, action) is not None
    assert game.action_count == 1
    session.close()


def test_a_game_without_computer_players_at_a_level_says_so():
    from jackal_tui.ai import make_crew

    with pytest.raises(ValueError, match="no easy computer plays 'coin-race' yet"):
        make_crew("easy", game="coin-race")
    assert make_crew("random", game="coin-race") is not None


def test_a_laid_card_is_taken_back_alone_but_the_reveal_needs_everyone(data_dir):
    """Undo rule: a lay shows nothing (taken back by the one who laid it);
    the last row's ``done`` revealed every row, so it needs every seat's agreement."""
    from tests.cards.test_worked_example import PLANS

    session = Session(example(), data_dir=data_dir)
    session.play(PLANS[0])
    plan = session.plan_undo()
    assert isinstance(plan, UndoPlan) and not plan.needs_agreement
    for text in PLANS[1:]:
        session.play(text)
    assert session.game.state.revealed
    plan = session.plan_undo()
    assert isinstance(plan, UndoPlan) and plan.revealed and plan.needs_agreement
    session.undo(plan)
    assert not session.game.state.revealed and session.game.action_count == len(PLANS) - 1
    session.close()


def test_the_island_games_words_for_a_reveal_stay_theirs(data_dir):
    game = Game.new(mode="2-light", seed=4)
    set_seats(game, ["human", "easy"])
    session = Session(game, data_dir=data_dir)
    session.play("W1 G1-G2")  # seed 4: G2 is turned over
    assert "the move that turned a tile over" in session.plan_undo()
    session.close()


def test_session_source_has_no_game_of_its_own():
    """``git grep`` finds no game-specific branch in session.py."""
    source = (Path(__file__).parents[2] / "jackal_tui" / "session.py").read_text()
    for word in ("treasure-island", "classic", "engine.", "card-game", "state.mode"):
        assert word not in source, word
