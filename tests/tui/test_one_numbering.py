"""One numbering: the load list, the replay viewer
and the game's own header and move log all speak of turns (one crew's move), numbered
alike; an arrow's, a horse's or the ice's choice is an action inside the turn, never a
turn of its own. And on a slow tile, where the only underlined cell is the pirate's own,
the prompt says that ⏎ there is his next step."""

from __future__ import annotations

from textual.widgets import DataTable

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.replay import MARK, ReplayLog, ReplayScreen
from jackal_tui.tui.classic.panel import CrewPanel, PromptPanel

from .test_cli_and_saves import settle
from .test_load_screen import cell_lines
from .test_play import game_screen, move_cursor_to

# White's W1 on G3 steps onto the two-way arrow at G4 and must choose F4 or H4: two
# actions in turn 1. Two coins on E5 keep the game going (docs/notation.md).
ARROW_AHEAD = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 G3
G4 arrow-E+W
W2 E5
coins E5 2
ship B I13
"""

# W1 stands on the first of a desert's three steps (RULINGS / the rulebook's "spinning"
# tiles: one step per move until the last).
ON_THE_DESERT = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 D6:1
D6 desert
coins E5 2
E5 empty
"""


def three_actions_two_turns() -> Game:
    """W1 G3-G4 and W1 > F4 (White's turn 1), then Black's ship moves (turn 2)."""
    game = Game.from_position(ARROW_AHEAD)
    game.play("W1 G3-G4")
    game.play("W1 > F4")
    game.play(next(a for a in game.legal_actions() if a.kind == "ship"))
    return game


async def test_the_load_list_says_the_turn_the_game_shows(app_factory, data_dir):
    game = Game.from_position(ARROW_AHEAD)
    game.play("W1 G3-G4")
    game.play("W1 > F4")  # 2 actions, one turn: Black is to play in turn 2
    persistence.save_game(game, name="arrow", data_dir=data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        row = cell_lines(app.screen.query_one(DataTable), 0)
        assert row[2] == "B to play / turn 2"
        await pilot.press("enter")  # and the game, loaded, says the same turn
        await pilot.pause()
        game_screen(app)
        assert str(app.screen.query_one(CrewPanel).render()).startswith("Turn 2: Dampier")


def log_rows(screen) -> list[tuple[bool, str, str]]:
    """The replay log's entries: (marked, its number or "", the words' start)."""
    rows = []
    for line in str(screen.query_one(ReplayLog).render()).splitlines():
        marked = line.startswith(MARK)
        number, _, words = line[1:].strip().partition(" ")
        if not number.endswith("."):  # an unnumbered entry: the words start at once
            number, words = "", line[1:].strip()
        rows.append((marked, number, words))
    return rows


def title(screen) -> str:
    return str(screen.query_one("#replay-title").render())


async def test_the_replay_numbers_turns_as_the_games_log(app_factory):
    """Checked by hand against three actions: W1 G3-G4 and W1 > F4 are White's turn 1 (the
    number on the first only, as in the game's log), Black's ship is turn 2."""
    game = three_actions_two_turns()
    app = app_factory(game=Game.new(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplayScreen(game, at=0))
        await pilot.pause()
        screen = app.screen
        assert "Start: 2 turns (3 actions) to come" in title(screen)
        await pilot.press("right")
        assert "Turn 1 · action 1 of 3" in title(screen)
        assert "Anne (White)" in title(screen)
        rows = log_rows(screen)
        assert rows[0][:2] == (True, "1.") and rows[0][2].startswith("W1 G3-G4")
        await pilot.press("right")
        assert "Turn 1 · action 2 of 3" in title(screen)
        rows = log_rows(screen)
        assert [r[:2] for r in rows if r[2].startswith("W1")] == [(False, "1."), (True, "")]
        assert rows[-1][2].startswith("W1 > F4")
        await pilot.press("right")
        assert "Turn 2 · action 3 of 3" in title(screen)
        assert "Dampier (Black)" in title(screen)
        rows = log_rows(screen)
        assert rows[-1][:2] == (True, "2.") and rows[-1][2].startswith("B ship")
        entries = [r[:2] for r in rows if r[2].startswith(("W1", "B "))]  # not a wrapped line
        assert entries == [(False, "1."), (False, ""), (True, "2.")]
        # the panel below says whose turn comes next, in the same numbering
        assert str(screen.query_one(CrewPanel).render()).startswith("Turn 3: Anne")


async def test_on_a_slow_tile_the_prompt_says_enter_on_his_own_cell(app_factory):
    app = app_factory(game=Game.from_position(ON_THE_DESERT))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "D6")
        await pilot.press("enter")
        assert screen.selected == ("pirate", 0)
        assert set(screen.targets()) == {screen.piece_cell(screen.selected)}  # his own cell only
        prompt = str(screen.query_one(PromptPanel).render())
        assert "⏎ on his own cell D6: the next step across the desert (step 2 of 3)" in prompt
        assert "underlined" not in prompt
        await pilot.press("enter")  # the cursor is on his cell: the step is taken
        assert str(screen.game.actions[-1]) == "W1 D6-D6"
        assert screen.game.state.pirate(0).step == 2
