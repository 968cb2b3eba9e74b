"""Playing real moves by key presses and checking the rules core's state."""

from __future__ import annotations

import json

from textual.worker import WorkerCancelled

from jackal_tui import persistence
from jackal_tui.games.classic import Game, parse_cell
from jackal_tui.tui import NewGame
from jackal_tui.tui.screens.actions import ActionListScreen
from jackal_tui.tui.screens.dialogs import ConfirmScreen
from jackal_tui.tui.screens.new_game import NewGameScreen
from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.classic.board import IslandBoard

from .positions import ENDGAME, SHOWCASE, STUCK
from .waiting import until


def game_screen(app) -> GameScreen:
    assert isinstance(app.screen, GameScreen), type(app.screen).__name__
    return app.screen


async def move_cursor_to(pilot, name: str) -> None:
    board = pilot.app.screen.query_one(IslandBoard)
    target = parse_cell(name)
    while board.cursor % 13 != target % 13:
        await pilot.press("right" if board.cursor % 13 < target % 13 else "left")
    while board.cursor // 13 != target // 13:
        await pilot.press("up" if board.cursor // 13 < target // 13 else "down")


async def test_disembark_by_keys(app_factory, data_dir):
    app = app_factory(new_game=NewGame(mode="4", seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        assert screen.board.cursor == parse_cell("G1")  # starts on White's ship
        await pilot.press("enter")  # select W1 aboard
        assert screen.selected == ("pirate", 0)
        assert screen.board.targets == {parse_cell("G2")}
        await pilot.press("up", "enter")
        game = screen.game
        assert game.action_count == 1
        assert str(game.actions[0]) == "W1 G1-G2"
        assert game.state.pirate(0).where == "land" or game.state.pending is not None
        # Every action is autosaved, in the game's own file.
        (path,) = persistence.save_files(data_dir)
        assert persistence.load_game(path).action_count == 1


async def test_tab_cycles_pieces_and_ship_moves(app_factory):
    app = app_factory(new_game=NewGame(mode="2-light", seed=2))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        seen = []
        for _ in range(4):
            await pilot.press("tab")
            seen.append(screen.selected)
        assert seen == [("pirate", 0), ("pirate", 1), ("pirate", 2), ("ship", 0)]
        await pilot.press("left", "enter")  # the ship sails west one cell
        assert str(screen.game.actions[-1]) == "W ship G1-F1"
        assert screen.game.state.ship_cell(0) == parse_cell("F1")
        assert screen.game.state.pirate(0).cell == parse_cell("F1")  # the crew sails with it


async def test_chain_decision_is_asked_on_the_board(app_factory):
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "G4")
        await pilot.press("enter")
        state = screen.game.state
        assert state.pending is not None and state.pending.kind == "arrow"
        assert screen.board.targets == {parse_cell("F4"), parse_cell("H4")}
        await pilot.press("escape")  # cannot cancel a decision: nothing changes
        assert screen.selected == ("pirate", 0)
        await pilot.press("left", "enter")
        assert screen.game.state.pending is None
        assert str(screen.game.actions[-1]) == "W1 > F4"
        assert screen.game.state.pirate(0).cell == parse_cell("F4")


async def test_drag_a_coin_with_c(app_factory):
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "E5")
        await pilot.press("enter")
        assert screen.selected == ("pirate", 1)
        await pilot.press("c")
        assert screen.drag_coin
        await pilot.press("down", "enter")  # E4, face up and empty
        action = screen.game.actions[-1]
        assert action.coin and str(action) == "W2 E5-E4 +coin"
        assert screen.game.state.coins_at(parse_cell("E4")) == 1
        assert screen.game.state.coins_at(parse_cell("E5")) == 1


async def test_impossible_key_says_why_and_changes_nothing(app_factory):
    app = app_factory(new_game=NewGame(mode="4", seed=5))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        before = screen.game.state_hash()
        for key in ("r", "w", "c", "u", "escape", "x"):
            await pilot.press(key)
        await pilot.pause()
        assert screen.game.state_hash() == before
        messages = [n.message for n in app._notifications]
        assert any("Revival needs" in m for m in messages)
        assert any("Nothing to undo" in m for m in messages)
        # Greyed out in the footer: the binding is there but disabled; a rare key (revive)
        # is left out of the footer until it can be used, so that it fits 80 columns.
        assert screen.check_action("revive", ()) is False
        assert screen.check_action("undo", ()) is None
        # Enter on a cell with nothing to move explains too.
        await pilot.press("up", "up", "enter")
        await pilot.pause()
        assert any("Tab jumps" in n.message for n in app._notifications)


async def test_a_stuck_piece_says_why(app_factory):
    app = app_factory(game=Game.from_position(STUCK))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "E5")
        await pilot.press("enter")
        await move_cursor_to(pilot, "G13")  # the enemy's ship
        await pilot.press("enter")
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert any("W1 is caught in a trap until a friend comes" in m for m in messages)
        assert any("W2 is sleeping off the rum this turn" in m for m in messages)
        assert any("are Black's; it is White's turn" in m for m in messages)
        assert game_screen(app).selected is None


async def test_undo_of_a_reveal_needs_agreement(app_factory):
    app = app_factory(new_game=NewGame(mode="2-light", seed=4))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await pilot.press("enter", "up", "enter")  # W1 goes ashore and opens G2
        game = screen.game
        while game.state.pending is not None:  # finish any chain with the first option
            await pilot.press("a", "enter")
        count = game.action_count
        assert game.action_reveals(0)
        await pilot.press("u")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert game.action_count == count
        await pilot.press("u", "y")
        assert game.action_count == count - 1
        assert game.state.tile(parse_cell("G2")).face_up is False or count > 1


async def test_undo_without_reveal_needs_no_question(app_factory):
    app = app_factory(new_game=NewGame(mode="2-light", seed=4))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await pilot.press("tab", "tab", "tab", "tab")  # White's ship
        assert screen.selected == ("ship", 0)
        await pilot.press("right", "enter")
        assert screen.game.action_count == 1
        await pilot.press("u")
        assert screen.game.action_count == 0
        assert isinstance(app.screen, GameScreen)


async def test_action_list_fallback_plays_the_chosen_action(app_factory):
    app = app_factory(new_game=NewGame(mode="3", seed=8))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        legal = screen.game.legal_actions()
        await pilot.press("a")
        assert isinstance(app.screen, ActionListScreen)
        await pilot.press("down", "enter")
        assert screen.game.actions[-1] == legal[1]


async def bank_the_last_coin(pilot) -> None:
    """ENDGAME's last move by the keys: W1 on G2 carries the coin aboard at G1."""
    await move_cursor_to(pilot, "G2")
    await pilot.press("enter", "c")
    await move_cursor_to(pilot, "G1")
    await pilot.press("enter")
    await pilot.pause()


async def test_last_coin_ends_the_game_on_the_results_screen(app_factory):
    app = app_factory(game=Game.from_position(ENDGAME))
    async with app.run_test(size=(80, 24)) as pilot:
        await bank_the_last_coin(pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert app.screen.game.state.over
        assert app.screen.view.history[-1][0] == 21
        text = str(app.screen.query_one("#results-text").render())
        assert "Anne" in text and "wins" in text


async def test_the_results_say_one_coin_not_one_coins(app_factory):
    """A crew that banked a single coin reads "1 coin" in the results (it read "1 coins");
    the winner with 2 still reads "2 coins"."""
    last = ENDGAME.replace("bank W 20\nbank B 16\n", "bank W 1\nbank B 1\n")
    app = app_factory(game=Game.from_position(last))
    async with app.run_test(size=(80, 24)) as pilot:
        await bank_the_last_coin(pilot)
        assert isinstance(app.screen, ResultsScreen)
        text = str(app.screen.query_one("#results-text").render())
        assert "  2 coins" in text                       # Anne, who banked the last one
        assert "  1 coin\n" in text                      # Dampier
        assert "1 coins" not in text


async def test_whole_game_by_the_list_key_reaches_the_results(app_factory):
    """A seeded game played to its end only through keys (the action list, first entry)."""
    # A short anti-stall limit keeps the game (and the test) short: 20 actions.
    app = app_factory(game=Game.new(mode="2-light", seed=11, stall_rounds=10))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            if isinstance(app.screen, ResultsScreen):
                break
            await pilot.press("a", "enter")
        assert isinstance(app.screen, ResultsScreen)
        game = app.screen.game
        assert game.state.over and game.action_count > 0
        (path,) = persistence.save_files(app.data_dir)
        saved = json.loads(path.read_text())
        assert len(saved["events"]) == len(game.events)
        await pilot.press("t")
        assert not isinstance(app.screen, ResultsScreen)


async def test_title_new_game_form_starts_the_chosen_game(app_factory):
    from jackal_tui.tui.screens.title import TitleScreen

    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen)
                    and app.screen.query_one("#seed").region.height > 0, "the form")
        await pilot.press("down", "down", "down", "down", "enter")  # 2 players, one crew each
        await until(pilot, lambda: not app.screen.query_one("#seat-2").display, "names hidden")
        for _ in range(50):  # the form lays itself out again without the names: click where
            await pilot.click("#seed")  # the field is, once it is there
            if app.focused.id == "seed":
                break
            await pilot.pause(0.02)
        assert app.focused.id == "seed"
        await pilot.press("end")
        for _ in range(12):
            await pilot.press("backspace")
        await pilot.press(*"77", "ctrl+s")
        screen = game_screen(app)
        assert screen.game.setup["mode"] == "2-light" and screen.game.setup["seed"] == 77
        assert screen.game.state.crews == (0, 2)
        await pilot.press("a", "enter")  # its first action gives the game its own save
        await pilot.press("q")
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("c")  # continue: that game's own save
        for _ in range(3):
            try:
                await app.workers.wait_for_complete()
            except WorkerCancelled:
                pass
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.game.setup["seed"] == 77 and app.screen.game.action_count == 1


async def test_a_refusal_repeated_shows_once_and_leaves_the_rest(app_factory):
    """A key pressed again and again where it means nothing used to pile one toast per
    press over the panel (seen over SSH: four "Answer with the keys shown" covering the
    card game's question). The same message now shows once; a different one still shows."""
    app = app_factory(new_game=NewGame(mode="4", seed=5))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        for _ in range(4):
            await pilot.press("u")
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        undo = [m for m in messages if "Nothing to undo" in m]
        assert len(undo) == 1, messages
        await pilot.press("r")
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert any("Revival needs" in m for m in messages)
        assert sum("Nothing to undo" in m for m in messages) == 1
