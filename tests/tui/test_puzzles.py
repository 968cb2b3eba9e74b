"""The pirate puzzles in the app: the list of the ten cards from the title, a puzzle
played by keys with a hint (H), its best result kept in the data folder and shown in the
list and the results (RULINGS-ARCHIPELAGO.md, "Solo puzzles (1 player)")."""

from __future__ import annotations

from jackal_tui.games.archipelago.actions import Action
from jackal_tui.games.archipelago.solver import BEST_LINES
from jackal_tui.persistence.records import RECORDS_NAME, read_records, record_result
from jackal_tui.tui.archipelago.puzzles import PuzzleListScreen
from jackal_tui.tui.archipelago.screen import ArchipelagoScreen
from jackal_tui.tui.screens.results import ResultsScreen

from .test_archipelago_app import SIZE, put_cursor, settle


def list_lines(app) -> list[str]:
    from textual.widgets import OptionList

    options = app.screen.query_one("#puzzles", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_puzzle_1_played_by_keys_with_one_hint_then_its_best_is_in_the_list(
        app_factory, data_dir):
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await settle(pilot, lambda: isinstance(app.screen, PuzzleListScreen))
        assert list_lines(app)[0].split()[:6] == ["1", "6×3", "·", "3", "turns,", "all"]
        assert "not solved yet" in list_lines(app)[0]
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, ArchipelagoScreen))
        screen = app.screen
        assert screen.state.island == "p1"
        # H: the hint chooses W1 and puts the cursor where the best line goes
        await pilot.press("H")
        await settle(pilot, lambda: screen.hint is not None, rounds=400)
        first = BEST_LINES[1][0]
        assert screen.hint.actions[0] == first
        assert screen.chosen == first.who
        assert screen.map.cursor == screen.state.board.parse(first.to)
        assert "Hint: W1 steps to B3" in screen.prompt_text().plain
        await pilot.press("enter")   # plays the hinted step
        await pilot.pause()
        assert screen.game.action_count == 1
        assert "Hint:" not in screen.prompt_text().plain   # the old hint is gone
        # the rest of a best line, by keys, without hints
        for a in BEST_LINES[1][1:]:
            await settle(pilot, lambda: screen.chosen == a.who)
            await put_cursor(pilot, screen, a.to)
            if a.coin:
                await pilot.press("c")
            await pilot.press("enter")
            await pilot.pause()
        assert screen.state.over and screen.game.winners() == [0]
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, ResultsScreen))
        summary = app.screen.summary().plain
        assert "New best for puzzle 1: 3 turns, all 3 alive, 1 hint." in summary, summary
        kept = read_records(data_dir).cards[1]
        assert [(b.turns, b.alive, b.hints) for b in kept] == [(3, 3, 1)]
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("p")
        await settle(pilot, lambda: isinstance(app.screen, PuzzleListScreen))
        line = list_lines(app)[0]
        assert line.split()[:3] == ["1", "6×3", "✓"]
        assert line.endswith("3 turns, all alive, 1 hint")
        card = str(app.screen.query_one("#puzzle-card").render())
        assert "Goal 3 turns, all alive: ✓ met." in card


async def test_the_same_result_again_is_no_new_best(app_factory, data_dir):
    """A result no better than the one kept: the results say the best kept."""
    record_result(data_dir, 1, turns=3, alive=3, hints=0)
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p", "enter")
        await settle(pilot, lambda: isinstance(app.screen, ArchipelagoScreen))
        screen = app.screen
        for a in BEST_LINES[1]:
            screen.play(a)
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, ResultsScreen))
        summary = app.screen.summary().plain
        assert "New best" not in summary
        assert "This result: 3 turns, all 3 alive, no hint. Best kept: 3 turns, " \
               "all 3 alive." in summary


async def test_no_hint_when_the_goal_is_out_of_reach(app_factory):
    """Puzzle 1 needs all three alive: with W1 walked off the layout, H says no goal can
    be met any more, and why, instead of pointing anywhere."""
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p", "enter")
        await settle(pilot, lambda: isinstance(app.screen, ArchipelagoScreen))
        screen = app.screen
        screen.play(Action.parse("W1 B4-A3"))     # A3 is water: he dies
        await pilot.pause()
        await pilot.press("H")
        await pilot.pause()
        assert screen.hint is None
        said = screen.prompt_text().plain
        assert "No hint: no goal of this card can be met any more" in said
        assert "a pirate has died" in said


async def test_a_hint_for_a_position_gone_is_dropped(app_factory):
    """The player moves on while the solver thinks: its answer is not shown."""
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p", "enter")
        await settle(pilot, lambda: isinstance(app.screen, ArchipelagoScreen))
        screen = app.screen
        asked = screen.position_now()
        screen.hint_for = asked
        screen.play(BEST_LINES[1][0])
        await pilot.pause()
        from jackal_tui.games.archipelago.solver import hint

        screen._hint_found(asked, hint(screen.state))   # an answer that comes late
        assert screen.hint is None and "Hint:" not in screen.prompt_text().plain


async def test_the_hint_key_is_not_offered_outside_puzzles(app_factory):
    from jackal_tui.tui.table_keys import SHARED_KEYS

    assert "H" not in SHARED_KEYS
    from jackal_tui.games import rules_of

    game = rules_of("archipelago").new_match("archipelago", "2", seed=3)
    app = app_factory(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.check_action("hint", ()) is False


async def test_an_unreadable_records_file_is_said_in_the_list(app_factory, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / RECORDS_NAME).write_text("{ not json", encoding="utf-8")
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await settle(pilot, lambda: isinstance(app.screen, PuzzleListScreen))
        note = str(app.screen.query_one("#puzzles-note").render())
        assert "cannot be read" in note and "not valid JSON" in note
        assert (data_dir / RECORDS_NAME).read_text(encoding="utf-8") == "{ not json"


def test_the_puzzle_list_80x24(snap_compare, app_factory, data_dir):
    """The ten cards at 80x24: puzzle 6 met one of its two goals, puzzle 1 its goal with
    a hint; the marks read without colour (✓ met, · not yet)."""
    record_result(data_dir, 1, turns=3, alive=3, hints=1)
    record_result(data_dir, 6, turns=4, alive=2, hints=0)
    assert snap_compare(app_factory(), press=["p", "down", "down", "down", "down", "down"],
                        terminal_size=(80, 24))


async def test_off_the_kept_line_the_hint_thinks_then_follows_its_line_at_once(app_factory):
    """A hint the search had to find says "thinking…" first; the player who follows it
    gets the next hints at once (the line found is remembered), and each is legal."""
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p", "enter")
        await settle(pilot, lambda: isinstance(app.screen, ArchipelagoScreen))
        screen = app.screen
        screen.play(Action.parse("W1 B4-C4"))    # not the kept line's first step
        await pilot.pause()
        await pilot.press("H")
        assert "Hint: thinking…" in screen.prompt_text().plain
        await settle(pilot, lambda: screen.hint is not None, rounds=2000)
        assert (screen.hint.turns, screen.hint.alive) == (3, 3)
        while not screen.state.over:
            if screen.hint is None:
                await pilot.press("H")
                await pilot.pause()
                assert screen.hint is not None     # at once: no thinking
            assert screen.hint.actions[0] in screen.session.legal()
            await pilot.press("enter")
            await pilot.pause()
        assert screen.game.winners() == [0] and screen.state.turns == 3
        assert screen.hints_used == 8
