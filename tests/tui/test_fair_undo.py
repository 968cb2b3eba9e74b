"""Fair undo against computers: a computer never agrees to take back a move that
turned a tile over (or a secret look), so one human cannot look under tiles and take it
back; a practice game lets the human decide alone, and says so in the results and save."""

from __future__ import annotations

import json

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.tui import NewGame
from jackal_tui.tui.screens.dialogs import ConfirmScreen
from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.seats import set_practice, set_seats

from .positions import ENDGAME
from .test_computers import notices, slow_strong, until
from .test_play import game_screen, move_cursor_to


async def go_ashore(pilot, game) -> None:
    """White's first pirate goes ashore from the ship and opens G2 (seed 4)."""
    await pilot.press("enter", "up", "enter")
    while game.state.pending is not None:  # finish any chain with the first option
        await pilot.press("a", "enter")


async def test_the_computer_never_agrees_to_take_back_a_tile_turned_over(app_factory,
                                                                         monkeypatch):
    slow_strong(monkeypatch)  # the computer only thinks: nothing of its own to take back
    app = app_factory(new_game=NewGame(mode="2-light", seed=4, seats=("human", "strong")))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        game = screen.game
        await go_ashore(pilot, game)
        count = game.action_count
        assert game.action_reveals(0)
        await pilot.press("u")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmScreen)  # the bug: the human said yes alone
        assert game.action_count == count
        assert any("do not agree to take back the move that turned a tile over" in m
                   for m in notices(app))
        assert screen.check_action("undo", ()) is None  # shown as not available now


async def test_nor_a_tile_a_computer_turned_over_after_the_human_move(app_factory):
    """The human's move opened nothing; the easy computer's answer opened a tile (seed 4):
    undoing back to the human's move would take that tile back too."""
    app = app_factory(new_game=NewGame(mode="2-light", seed=4, seats=("human", "easy")),
                      pace=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        game = screen.game
        await pilot.press("tab", "tab", "tab", "tab", "right", "enter")  # White's ship sails
        assert not game.action_reveals(0)
        await until(pilot, lambda: game.action_count >= 2 and not screen.computer_to_move())
        assert any(game.action_reveals(k) for k in range(1, game.action_count))
        count = game.action_count
        await pilot.press("u")
        await pilot.pause()
        assert game.action_count == count and not isinstance(app.screen, ConfirmScreen)
        assert any("a tile was turned over in them" in m for m in notices(app))


async def test_a_move_that_opened_nothing_is_still_taken_back(app_factory, monkeypatch):
    slow_strong(monkeypatch)
    app = app_factory(new_game=NewGame(mode="2-light", seed=4, seats=("human", "strong")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await pilot.press("tab", "tab", "tab", "tab", "right", "enter")  # White's ship sails
        assert screen.game.action_count == 1
        await pilot.press("u")
        assert screen.game.action_count == 0
        assert isinstance(app.screen, GameScreen)


async def test_in_practice_the_one_human_answers_for_everyone(app_factory, monkeypatch):
    slow_strong(monkeypatch)
    app = app_factory(new_game=NewGame(mode="2-light", seed=4, seats=("human", "strong"),
                                       practice=True))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        game = screen.game
        await go_ashore(pilot, game)
        count = game.action_count
        await pilot.press("u")
        assert isinstance(app.screen, ConfirmScreen)
        assert "practice game" in app.screen.detail
        await pilot.press("y")
        assert game.action_count == count - 1


async def test_players_at_one_keyboard_still_agree_among_themselves(app_factory):
    """Without computers nothing changes: everyone at the keyboard agrees or not."""
    app = app_factory(new_game=NewGame(mode="2-light", seed=4))
    async with app.run_test(size=(80, 24)) as pilot:
        game = game_screen(app).game
        await go_ashore(pilot, game)
        await pilot.press("u")
        assert isinstance(app.screen, ConfirmScreen)
        assert "practice" not in app.screen.detail


async def test_the_results_and_the_save_say_a_game_was_practice(app_factory, data_dir):
    game = Game.from_position(ENDGAME)
    set_seats(game, ["easy", "human"])  # the easy computer banks the last coin
    set_practice(game, True)
    app = app_factory(game=game, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ResultsScreen), seconds=300)
        text = str(app.screen.query_one("#results-text").render())
        assert "practice game" in text.lower()
    saved = json.loads(persistence.last_game(data_dir).read_text())  # the game's own file
    assert saved["setup"]["practice"] is True


async def test_a_game_for_real_does_not_say_practice(app_factory):
    game = Game.from_position(ENDGAME)
    set_seats(game, ["easy", "human"])  # the easy computer banks the last coin
    app = app_factory(game=game, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ResultsScreen), seconds=300)
        assert "practice" not in str(app.screen.query_one("#results-text").render()).lower()


async def test_nor_a_secret_look_from_the_lighthouse(app_factory, monkeypatch):
    """The look at C4 turned nothing over for the others, but the looker has seen it."""
    from jackal_tui.games.classic import parse_cell

    from .positions import TI_LIGHTHOUSE
    from .test_treasure_island import go

    slow_strong(monkeypatch)
    game = Game.from_position(TI_LIGHTHOUSE)
    set_seats(game, ["human", "strong"])
    app = app_factory(game=game)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await go(pilot, "G2", "G3")  # opens the lighthouse: four tiles to look at
        await move_cursor_to(pilot, "C4")
        await pilot.press("enter")
        assert game.state.pending is not None and game.state.pending.kind == "peek"
        assert not game.action_reveals(game.action_count - 1)
        assert not game.state.tile(parse_cell("C4")).face_up
        count = game.action_count
        await pilot.press("u")
        await pilot.pause()
        assert game.action_count == count and not isinstance(app.screen, ConfirmScreen)
        assert any("a secret look from the lighthouse" in m for m in notices(app))
