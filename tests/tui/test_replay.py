"""After the game: the results show the final island, and a replay viewer steps
and jumps through any saved game, forward and back, with the move log in step and the last
move marked; it opens from the results screen and (``open_replay``) from a save file."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.tui.last_action import last_action_cells
from jackal_tui.tui.screens.replay import (
    CHECKPOINT, MARK, ReplayLog, ReplayScreen, Steps, open_replay,
)
from jackal_tui.tui.views import view_for
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.classic.board import IslandBoard
from jackal_tui.tui.classic.panel import CrewPanel
from jackal_tui.tui.classic.view import public_copy

from .positions import ENDGAME
from .test_play import move_cursor_to

EXAMPLE = Path(__file__).parents[2] / "saves" / "example-4p-finished.json"


def played(ruleset: str = "classic", mode: str = "4", seed: int = 3, moves: int = 120) -> Game:
    """A game of ``moves`` random legal moves (the same ones every run)."""
    game = Game.new(mode=mode, seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    while not game.state.over and game.action_count < moves:
        game.play(rng.choice(game.legal_actions()))
    return game


def replayed_to(game: Game, k: int) -> Game:
    """The game after its first ``k`` moves, by the engine's own replay (the reference)."""
    copy = Game.from_setup(game.setup, game.events)
    copy.truncate(k)
    return copy


@pytest.mark.parametrize("ruleset,mode", [("classic", "4"), ("treasure-island", "4-teams"),
                                          ("classic", "2")])
def test_every_step_is_the_position_after_that_many_moves(ruleset, mode):
    game = played(ruleset, mode, moves=3 * CHECKPOINT + 5)
    steps = Steps(game, view_for(game))
    assert steps.count == game.action_count
    # every step, in both directions, and across the kept positions
    order = list(range(steps.count + 1)) + list(range(steps.count, -1, -1))
    expected = {k: replayed_to(game, k).state_hash() for k in range(steps.count + 1)}
    for k in order:
        assert steps.state_at(k).state_hash() == expected[k], k
    assert steps.state_at(steps.count).state_hash() == game.state_hash()


def test_a_step_changes_nothing_in_the_game_it_shows():
    game = played(moves=40)
    before = (game.state_hash(), game.action_count, len(game.events))
    steps = Steps(game, view_for(game))
    for k in (40, 3, 17, 0, 40):
        state = steps.state_at(k)
        state.banked[0] += 5  # the caller's own copy
    assert steps.state_at(40).state_hash() == game.state_hash()
    assert (game.state_hash(), game.action_count, len(game.events)) == before


def test_turn_jumps_land_on_the_first_move_of_a_crews_turn():
    game = played(moves=80)
    steps = Steps(game, view_for(game))
    starts = steps.chapters
    assert starts[0] == 0 and len(starts) > 5
    for t in starts[1:]:
        if t < steps.count:  # the move before passed the turn on
            assert any(ev[0] == "turn" for ev in game.action_events(t - 1))
    for a, b in zip(starts, starts[1:]):
        assert len({steps.facts[k][0] for k in range(a, b)}) == 1  # one crew's turn
    assert steps.next_chapter(0) == starts[1]
    assert steps.next_chapter(starts[1]) == starts[2]
    assert steps.previous_chapter(starts[2]) == starts[1]
    assert steps.previous_chapter(starts[2] + 1 if starts[2] + 1 < starts[3] else starts[2]) \
        in (starts[1], starts[2])
    assert steps.previous_chapter(0) == 0 and steps.next_chapter(steps.count) == steps.count


def log_text(screen) -> str:
    return str(screen.query_one(ReplayLog).render())


def board_of(screen) -> IslandBoard:
    return screen.query_one(IslandBoard)


async def test_step_and_jump_forward_and_back_with_the_log_in_step(app_factory):
    game = played(moves=60)
    app = app_factory(game=Game.new(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplayScreen(game, at=0))
        await pilot.pause()
        screen = app.screen
        assert "before the first move" in log_text(screen)
        assert board_of(screen).last_action == frozenset()
        await pilot.press("right")
        assert screen.at == 1
        assert log_text(screen).startswith(f"{MARK} 1. {game.log()[0][:20]}")
        await pilot.press("right", "right", "right")
        assert screen.at == 4
        # numbered by turn, as the game's log: the 4th action is B3's choice of arrow in
        # turn 3 (checked by hand: W ship, Y3 A7-B7, B3 G13-G12 onto an arrow, B3 > G11),
        # shown unnumbered under B3's step, marked as the move shown
        assert [str(a) for a in game.actions[:4]] == ["W ship G1-H1", "Y3 A7-B7", "B3 G13-G12",
                                                      "B3 > G11"]
        text = log_text(screen)
        assert text.splitlines()[-1].startswith(f"{MARK}    B3 > G11")
        assert "  3. B3 G13-G12" in text and f"{MARK} 3." not in text
        assert " 4." not in text  # the log stops at the move shown (R1's turn 4 is next)
        assert "Turn 3 · action 4 of 60" in str(screen.query_one("#replay-title").render())
        assert board_of(screen).last_action == frozenset(
            last_action_cells(replayed_to(game, 4)))
        await pilot.press("left")
        assert screen.at == 3 and f"{MARK} 3. B3 G13-G12" in log_text(screen)
        await pilot.press("end")
        assert screen.at == game.action_count
        shown = screen.query_one(CrewPanel)._state  # what a spectator may know of it
        assert shown.state_hash() == public_copy(game.state).state_hash()
        await pilot.press("right")  # nothing after the end
        assert screen.at == game.action_count
        await pilot.press("home")
        assert screen.at == 0
        await pilot.press("left")  # nothing before the start
        assert screen.at == 0
        steps = screen.steps
        await pilot.press("pagedown")
        assert screen.at == steps.chapters[1]
        await pilot.press("pagedown", "pageup")
        assert screen.at == steps.chapters[1]
        assert screen.query_one(CrewPanel)._state.state_hash() == \
            public_copy(replayed_to(game, screen.at).state).state_hash()
        await pilot.press("escape")
        assert not isinstance(app.screen, ReplayScreen)


async def test_steps_that_lead_nowhere_are_shown_unavailable(app_factory):
    game = played(moves=10)
    app = app_factory(game=Game.new(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplayScreen(game, at=0))
        await pilot.pause()
        screen = app.screen
        assert screen.check_action("step", (-1,)) is None
        assert screen.check_action("jump", (0,)) is None
        assert screen.check_action("step", (1,)) is True
        await pilot.press("end")
        assert screen.check_action("step", (1,)) is None
        assert screen.check_action("turn", (1,)) is None
        assert screen.check_action("turn", (-1,)) is True


async def bank_last_coin(pilot):
    await move_cursor_to(pilot, "G2")
    await pilot.press("enter", "c")
    await move_cursor_to(pilot, "G1")
    await pilot.press("enter")


async def test_the_results_show_the_final_island_and_the_replay(app_factory):
    game = Game.from_position(ENDGAME)
    app = app_factory(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await bank_last_coin(pilot)
        assert isinstance(app.screen, ResultsScreen)
        results = app.screen
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.at == game.action_count == 1
        # the final island: the last move's ship and the coin banked
        shown = screen.query_one(CrewPanel)._state  # what a spectator may know of it
        assert shown.state_hash() == public_copy(game.state).state_hash()
        assert board_of(screen).last_action == frozenset(last_action_cells(game))
        assert "The final island" in str(screen.query_one("#replay-title").render())
        await pilot.press("escape")
        assert app.screen is results
        await pilot.press("r")
        assert isinstance(app.screen, ReplayScreen) and app.screen.at == 0
        await pilot.press("escape")
        assert app.screen is results


async def test_a_saved_game_opens_in_the_replay(app_factory, data_dir):
    game = played(moves=30)
    path = persistence.save_game(game, name="for the replay", data_dir=data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        assert open_replay(app, path)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.at == 0
        assert screen.steps.count == 30
        await pilot.press("end")
        shown = screen.query_one(CrewPanel)._state  # what a spectator may know of it
        assert shown.state_hash() == public_copy(game.state).state_hash()
        assert "As far as it was played" in str(screen.query_one("#replay-title").render())


async def test_a_damaged_save_opens_no_replay_and_says_why(app_factory, data_dir):
    game = played(moves=5)
    path = persistence.save_game(game, name="damaged", data_dir=data_dir)
    doc = json.loads(path.read_text())
    doc["events"] = doc["events"][:-1] + [["act", "W1 Z99-Z98"]]
    path.write_text(json.dumps(doc))
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        assert not open_replay(app, path)
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)
        assert any("replay" in (n.title or "").lower() for n in app._notifications)


def test_replay_from_a_setup_and_its_events():
    game = played(moves=12)
    screen = ReplayScreen.from_setup(game.setup, game.events_json(), at=5)
    assert screen.at == 5 and screen.steps.count == 12
    assert screen.steps.state_at(12).state_hash() == game.state_hash()


def test_snapshot_replay_viewer(snap_compare, app_factory):
    """The viewer at 80x24, 40 moves into the finished example game (649 moves)."""
    game = persistence.load_game(EXAMPLE)

    async def open_at_move_40(pilot):
        pilot.app.push_screen(ReplayScreen(game, at=40))
        await pilot.pause()

    app = app_factory(game=Game.new(mode="4", seed=1))
    assert snap_compare(app, run_before=open_at_move_40, terminal_size=(80, 24))


async def test_a_terminal_too_small_for_the_island_says_so(app_factory):
    game = played(moves=5)
    app = app_factory(game=Game.new(mode="4", seed=1))
    async with app.run_test(size=(60, 18)) as pilot:
        app.push_screen(ReplayScreen(game))
        await pilot.pause()
        screen = app.screen
        assert not screen.query_one("#table-body").display
        assert "needs a terminal of at least" in str(screen.query_one("#table-too-small").render())
        await pilot.press("escape")
        assert not isinstance(app.screen, ReplayScreen)
