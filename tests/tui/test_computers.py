"""Computer seats: they play in a thread while the screen stays usable, their
games end on the results screen, their seats come back with a save, and the human's
move keys wait for the human's turn."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest
from textual import events

from jackal_tui import persistence
from jackal_tui.__main__ import app_from_args, parse_args
from jackal_tui.ai.classic.crews import StrongCrew
from jackal_tui.games.classic import Game, parse_cell
from jackal_tui.tui import NewGame
from jackal_tui.tui.screens.dialogs import ConfirmScreen
from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.help import HelpScreen
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.seats import deciders, move_seed, seats_of, set_seats
from jackal_tui.tui.classic.panel import CrewPanel, PromptPanel

from .positions import ENDGAME, TI_SMOKE
from .test_play import game_screen, move_cursor_to

def with_seats(game: Game, *seats: str) -> Game:
    set_seats(game, seats)
    return game


async def until(pilot, condition, seconds: float = 120.0) -> None:
    """Let the app run until ``condition()`` holds (the computers play meanwhile).

    ``seconds`` only stops a test that would otherwise hang; it is far above what any of
    these games needs, so that a loaded machine does not fail them."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the computers took too long"
        await pilot.pause(0.02)
    await pilot.pause()  # let a screen just switched to finish mounting


def shown(widget) -> str:
    return str(widget.render())


def notices(app) -> list[str]:
    return [n.message for n in app._notifications]


def slow_strong(monkeypatch) -> None:
    """A strong crew that only waits for its cancel (no CPU, so Pilot's key presses, which
    wait for the process to go idle, stay quick)."""
    def choose(self, state, legal, rng_seed, cancel):
        cancel.wait(30)
        return legal[0]

    monkeypatch.setattr(StrongCrew, "_choose", choose)


async def key_until(app, key: str, character: str | None, condition, limit: float = 5.0) -> float:
    """Send a key as the terminal would and wait for ``condition()``; the seconds it took.

    The limit only has to prove the key was not held up by the search (which is given 30 s
    here), so it is generous enough for a loaded machine; how quick keys are is a benchmark
    question (bench/bench_tui.py), not a test's.

    (Not ``pilot.press``: it waits for the whole process to go idle, which a searching
    thread never lets happen.)"""
    start = time.monotonic()
    app.post_message(events.Key(key, character))
    while not condition():
        assert time.monotonic() - start < limit, f"{key} took longer than {limit} s"
        await asyncio.sleep(0.002)
    return time.monotonic() - start


def spy_on_strong(monkeypatch) -> threading.Event:
    """An event set when a strong crew's search returns (to prove no thread is left)."""
    finished = threading.Event()
    real = StrongCrew._choose

    def choose(self, *args):
        try:
            return real(self, *args)
        finally:
            finished.set()

    monkeypatch.setattr(StrongCrew, "_choose", choose)
    return finished


# ----- whole games -----------------------------------------------------------------------------


async def test_easy_computer_banks_the_last_coin(app_factory):
    """The computer moves by itself, the move goes to the log, the game ends on the results."""
    app = app_factory(game=with_seats(Game.from_position(ENDGAME), "easy", "human"), pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ResultsScreen))
        game = app.screen.game
        assert str(game.actions[0]) == "W1 G2-G1 +coin"
        assert game.state.banked_by(0) == 21
        text = shown(app.screen.query_one("#results-text"))
        assert "Anne (easy)" in text and "Anne wins" in text


async def test_four_computers_play_a_whole_game_to_watch(app_factory, data_dir):
    game = with_seats(Game.new(mode="4", seed=3, stall_rounds=3), "random", "random",
                      "random", "random")
    app = app_factory(game=game, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        # pause at once: a short game of four random crews can reach its end on a loaded
        # machine between a wait for its fifth move and the key (seen under a full load)
        await pilot.press("p")  # pause: no move while paused
        await pilot.pause(0.2)
        count = game.action_count
        await pilot.pause(0.3)
        assert game.action_count == count and screen.paused and not game.state.over
        assert "paused" in shown(screen.query_one(PromptPanel))
        await pilot.press("p")
        await until(pilot, lambda: game.action_count > count + 4)   # play goes on
        await until(pilot, lambda: isinstance(app.screen, ResultsScreen))
        assert game.state.over
        (path,) = persistence.save_files(data_dir)
        saved = json.loads(path.read_text())
        assert len(saved["events"]) == len(game.events)  # autosaved after every action
        assert saved["setup"]["seats"] == ["random"] * 4


async def test_each_computer_seat_keeps_its_crew_and_its_memory(app_factory):
    """A computer seat is played by one crew all game, so the crew's memory of the positions
    it made (which keeps it from shuffling to and fro for ever) lasts from move to move, as
    in the arena."""
    game = with_seats(Game.new(mode="2-light", seed=5), "easy", "easy")
    app = app_factory(game=game, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await until(pilot, lambda: game.action_count >= 12)
        await pilot.press("p")
        await pilot.pause(0.2)
        crews = dict(screen.session.crews)
        assert sorted(player for player, _, _ in crews) == [0, 1]
        await pilot.press("p")
        # by move 40 each crew has made positions without opening a tile, and remembers them
        await until(pilot, lambda: game.action_count >= 40)
        await pilot.press("p")
        await pilot.pause(0.2)
        for key, crew in crews.items():
            assert screen.session.crews[key] is crew  # the same crew went on playing
            assert sum(crew.seen.values()) >= 2


async def test_a_human_against_the_easy_computer(app_factory):
    """The human plays by keys; the computer answers each move; a seeded game repeats."""
    def play_game():
        return app_factory(new_game=NewGame(mode="2-light", seed=4, seats=("human", "easy")),
                           pace=0)

    logs = []
    for _ in range(2):
        app = play_game()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = game_screen(app)
            assert screen.seats == ["human", "easy"]
            for _ in range(4):
                await until(pilot, lambda: not screen.computer_to_move())
                await pilot.press("a", "enter")  # the human: first action of the list
            await until(pilot, lambda: not screen.computer_to_move())
            deciding = deciders(screen.game)
            assert 0 in deciding and 1 in deciding  # both seats have moved
            logs.append(screen.game.log())
            assert "(easy)" in shown(screen.query_one(CrewPanel))
    assert logs[0] == logs[1]  # same seed, same answers


# ----- the screen while a computer thinks ------------------------------------------------------


async def test_screen_stays_usable_while_the_strong_computer_thinks(app_factory, monkeypatch):
    finished = spy_on_strong(monkeypatch)
    game = with_seats(Game.new(mode="2-light", seed=4, names=["Anne", "Dampier"]),
                      "strong", "human")
    app = app_factory(game=game, think=30.0)  # far longer than the test
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await pilot.pause(0.2)
        assert "Anne (Strong computer) is thinking…" in shown(screen.query_one(PromptPanel))
        assert screen.workers and not finished.is_set()
        board = screen.board
        start = board.cursor
        assert start == parse_cell("G13")  # the human's ship, not the thinking computer's
        # the cursor moves at once while the search runs (in a terminal: a few ms)
        await key_until(app, "down", None, lambda: board.cursor == start - 13)
        await key_until(app, "right", None, lambda: board.cursor == start - 12)
        await key_until(app, "right", None, lambda: "I12" in shown(screen.query_one("#tile-title")))
        # the help opens and closes, the log scrolls
        await key_until(app, "question_mark", "?", lambda: isinstance(app.screen, HelpScreen))
        await key_until(app, "escape", None, lambda: app.screen is screen)
        await key_until(app, "pageup", None, lambda: True)
        assert not finished.is_set() and game.action_count == 0  # still thinking
        # leaving the game cancels the search: its thread ends at once
        started = time.monotonic()
        await key_until(app, "q", "q", lambda: isinstance(app.screen, TitleScreen))
        assert await asyncio.to_thread(finished.wait, 5)
        assert time.monotonic() - started < 5
        assert game.action_count == 0


async def test_human_keys_wait_for_the_human_turn(app_factory, monkeypatch):
    slow_strong(monkeypatch)
    game = with_seats(Game.new(mode="2-light", seed=4, names=["Anne", "Dampier"]),
                      "strong", "human")
    app = app_factory(game=game, think=30.0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await pilot.pause(0.1)
        before = game.state_hash()
        for key in ("enter", "tab", "a", "c", "space"):
            await pilot.press(key)
        await pilot.pause()
        assert game.state_hash() == before and game.action_count == 0
        assert screen.selected is None
        assert isinstance(app.screen, GameScreen)  # "a" opened no list
        messages = notices(app)
        assert messages and all("Anne (Strong computer) is thinking" in m for m in messages)
        assert screen.check_action("select", ()) is None  # greyed in the footer
        await pilot.press("p")  # paused: still not the human's turn
        await pilot.press("enter")
        await pilot.pause()
        assert "the computers are paused" in notices(app)[-1]
        assert game.action_count == 0


async def test_pace_keys(app_factory):
    app = app_factory(game=with_seats(Game.new(mode="2-light", seed=4), "human", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.pace == 0.8
        await pilot.press("minus")
        assert app.pace == 1.5
        await pilot.press("plus", "plus", "plus")
        assert app.pace == 0.2
        # only offered where a computer plays
    app = app_factory(game=Game.new(mode="2-light", seed=4))
    async with app.run_test(size=(80, 24)) as pilot:
        assert game_screen(app).check_action("pause", ()) is False


async def test_undo_goes_back_to_the_human_decision(app_factory):
    # practice: the computer's answer turns a tile over, which only a practice game takes
    # back (tests/tui/test_fair_undo.py)
    app = app_factory(new_game=NewGame(mode="2-light", seed=4, seats=("human", "easy"),
                                       practice=True), pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        game = screen.game
        await pilot.press("tab", "tab", "tab", "tab")  # White's ship: no tile turned over
        assert screen.selected == ("ship", 0)
        await pilot.press("right", "enter")
        await until(pilot, lambda: game.action_count >= 2 and not screen.computer_to_move())
        assert deciders(game) == [0] + [1] * (game.action_count - 1)
        assert screen.session.crews  # the computer's crew, kept for its next move
        await pilot.press("u")
        if isinstance(app.screen, ConfirmScreen):  # the computer turned a tile over
            await pilot.press("y")
        assert game.action_count == 0
        assert not screen.computer_to_move()
        assert not screen.session.crews  # what it remembered went with the line taken back


async def test_undo_with_only_computers_to_take_back_is_refused(app_factory):
    game = with_seats(Game.new(mode="2-light", seed=4), "easy", "human")
    app = app_factory(game=game, pace=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await until(pilot, lambda: game.action_count >= 1 and not screen.computer_to_move())
        count = game.action_count
        await pilot.press("u")
        await pilot.pause()
        assert game.action_count == count
        assert any("No move of a human player" in m for m in notices(app))


async def test_smoke_the_human_moves_the_crew_the_rules_give_him(app_factory):
    """Smoke: each crew is moved by the next crew's player, so Anne (White's player) moves
    Red, and a computer moves White."""
    game = with_seats(Game.from_position(TI_SMOKE), "human", "random", "random", "random")
    app = app_factory(game=game, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G2")
        await pilot.press("enter")
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        state = game.state
        await until(pilot, lambda: not screen.computer_to_move())
        assert state.smoky and state.turn == 3 and state.deciding_player() == 0
        await pilot.press("a", "enter")  # Anne moves Red
        assert game.actions[-1].who in (3, 9, 10, 11)


# ----- saves -----------------------------------------------------------------------------------


async def test_saved_computer_seats_come_back(app_factory, data_dir):
    app = app_factory(new_game=NewGame(mode="2-light", seed=4, seats=("human", "strong")),
                      pace=0, think=0.1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await pilot.press("a", "enter")
        await until(pilot, lambda: not screen.computer_to_move())
        count = screen.game.action_count
        await pilot.press("q")
    (path,) = persistence.save_files(data_dir)
    saved = json.loads(path.read_text())
    assert saved["setup"]["seats"] == ["human", "strong"]
    loaded = persistence.load_game(path)
    assert seats_of(loaded) == ["human", "strong"] and loaded.action_count == count

    app = app_factory(continue_last=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        screen = game_screen(app)
        assert screen.seats == ["human", "strong"]
        assert "(strong)" in shown(screen.query_one(CrewPanel))


def test_old_saves_without_seats_are_all_human():
    game = Game.new(mode="2", seed=1)
    assert seats_of(game) == ["human", "human"]
    game.setup["seats"] = ["strong", "chess-engine", "easy"]  # odd entries read as human
    assert seats_of(game) == ["strong", "human"]


def test_move_seeds_differ_by_move_and_repeat_by_game():
    a, b = Game.new(mode="2-light", seed=4), Game.new(mode="2-light", seed=4)
    first = move_seed(a)
    assert first == move_seed(b)
    a.play(a.legal_actions()[0])
    assert move_seed(a) != first
    assert move_seed(Game.from_position(ENDGAME)) == move_seed(Game.from_position(ENDGAME))


# ----- the new-game form and the command line ---------------------------------------------------


async def test_new_game_form_sets_computer_seats(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.press("down", "down", "down", "down", "enter")  # 2 players, one crew each
        await pilot.click("#kind-1")
        await pilot.press("down", "down", "enter")  # Human -> Easy -> Strong
        await pilot.press("ctrl+s")
        screen = game_screen(app)
        assert screen.seats == ["human", "strong"]
        assert screen.game.setup["seats"] == ["human", "strong"]


async def test_new_game_form_shortcut_for_computers(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n", "ctrl+o", "ctrl+o", "ctrl+s")
        screen = game_screen(app)
        assert screen.seats == ["human", "strong", "strong", "strong"]


def test_seats_on_the_command_line():
    args = parse_args(["--new", "--players", "2-light", "--seats", "human,s", "--think", "2.5",
                       "--pace", "0"])
    app = app_from_args(args)
    assert app._start_new.seats == ("human", "strong")
    assert app.think == 2.5 and app.pace == 0
    game = app._start_new.start()
    assert game.setup["seats"] == ["human", "strong"]
    assert "seats" not in NewGame(mode="2-light", seed=1).start().setup  # all human: no key


@pytest.mark.parametrize("argv", [
    ["--new", "--seats", "human,strong,easy"],          # mode 4 has four seats
    ["--new", "--players", "2", "--seats", "human,genius"],
    ["--seats", "h,h,h,h"],                             # only with --new
    ["--think", "-1"],
    ["--pace", "soon"],
])
def test_bad_seat_options_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2

