"""The side panel says who is winning, and the move log counts turns as the panel does,
so a person can follow it."""

from __future__ import annotations

from jackal_tui.games.classic import Game
from jackal_tui.tui.widgets.move_log import MoveLog
from jackal_tui.tui.classic.panel import CrewPanel, score_lines

from .positions import SHOWCASE
from .test_play import game_screen, move_cursor_to


def words(state, width: int = 33) -> list[str]:
    return [line.plain for line in score_lines(state, width)]


def test_teams_show_each_sides_total_and_the_lead():
    """4-teams: W+B against Y+R. W 5 + B 3 = 8 against Y 2 + R 1 = 3; a chest of 5 and
    3 coins on the island are still in play (8), so W+B lead by 5; a lead of 9 would end
    the game early (RULINGS: strictly more than all coins in play), 4 more: not near."""
    game = Game.from_position("jackal classic 4-teams\nH4 ?chest5\nG5 empty\ncoins G5 3\n"
                              "bank W 5\nbank B 3\nbank Y 2\nbank R 1\n")
    assert words(game.state) == [
        "W+B $8 · Y+R $3",
        "$8 in play · W+B leads by 5",
    ]


def test_two_crews_a_player_show_the_players_totals():
    game = Game.from_position("jackal classic 2\nnames Anne, Bart\nH4 ?chest5\n"
                              "bank W 4\nbank Y 1\nbank B 2\n")
    assert words(game.state)[:2] == ["Anne $6 · Bart $1", "$5 in play · Anne leads by 5"]


def test_early_end_near_is_said():
    """Lead 4 with 5 coins in play: a lead of 6 ends the game, 2 more (RULINGS). The line
    names the lead that ends it ("lead 4 of 6" read like a score to a new player)."""
    game = Game.from_position("jackal classic 2-light\nH4 ?chest5\nbank W 4\n")
    assert words(game.state) == ["$5 in play · W leads by 4", "Early end near: at a lead of 6"]


def test_no_early_end_line_when_the_option_is_off_and_a_quiet_game_is_counted():
    game = Game.from_position("jackal classic 2-light\nH4 ?chest5\nstall 60\n"
                              "options early_end=no stall_rounds=40\n")
    # 60 turns of two crews with nothing happening: 30 of 40 quiet rounds
    assert words(game.state) == ["$5 in play · nobody leads", "Quiet 30 rounds: the end at 40"]


def test_a_single_game_shows_no_side_line():
    game = Game.new(mode="4", seed=1)
    lines = words(game.state)
    assert lines[0].startswith("$") and "in play" in lines[0]


async def test_the_panel_fits_80x24_with_scores(app_factory):
    app = app_factory(game=Game.from_position(
        "jackal classic 4-teams\nH4 ?chest5\nbank W 5\nbank B 3\n"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(CrewPanel)
        text = str(panel.render())
        assert "W+B $8 · Y+R $0" in text
        assert all(len(line) <= panel.size.width for line in text.splitlines())
        prompt = app.screen.query_one("#prompt")
        assert prompt.region.bottom <= 23  # above the footer


def log_lines(app) -> list[str]:
    log = app.screen.query_one(MoveLog)
    return [strip.text.rstrip() for strip in log.lines]


async def test_log_numbers_turns_as_the_panel_does(app_factory):
    """W1 steps onto the two-way arrow (turn 1) and chooses F4 (still turn 1: no number);
    Black's next move is turn 2, the number the panel shows while Black is to play."""
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "G4")
        await pilot.press("enter")
        await pilot.press("left", "enter")  # W1 > F4
        panel = str(app.screen.query_one(CrewPanel).render())
        assert panel.startswith("Turn 2:")
        lines = log_lines(app)
        assert lines[0].startswith("  1. W1 G3-G4")
        assert lines[-1].startswith("     W1 > F4")  # the same turn: under it, unnumbered
        screen.play(next(a for a in screen.legal() if a.kind == "ship"))
        await pilot.pause()
        assert log_lines(app)[-1].startswith("  2. B ship")
        assert str(app.screen.query_one(CrewPanel).render()).startswith("Turn 3:")


async def test_wrapped_log_lines_are_indented(app_factory):
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "G4")
        await pilot.press("enter")  # "W1 G3-G4: W1 chooses which arrow to follow" wraps
        lines = log_lines(app)
        assert len(lines) >= 2
        assert lines[0].startswith("  1. W1 G3-G4")
        assert all(line.startswith("     ") for line in lines[1:]), lines
