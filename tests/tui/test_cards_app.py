"""The card game in the app: the new-game form and the command
line start it; the hand-over hides each hand; a row is picked and reordered with the
keyboard; the questions come when they apply; each resolution goes step by step; the
treasure table after the island; the results; saves and resuming.

Most tests play the rulebook's worked example (seeds/004_0e3c1b021a2b813a.txt, "Example
of Play"; tests/cards/test_worked_example.py plays the same actions on the rules core)
through the keys: Victor, Susan and Paul on island card 1, the last island, ending with
Victor 1, Susan 3 and Paul 2 coins.
"""

from __future__ import annotations

import pytest

from jackal_tui import persistence
from jackal_tui.__main__ import app_from_args, parse_args
from jackal_tui.games.cards import match_from_position
from jackal_tui.session import Session
from jackal_tui.tui import NewGame
from jackal_tui.tui.cards.screen import (
    CardsHelpScreen, CardsScreen, HandOverScreen, TreasureTableScreen,
)
from jackal_tui.tui.screens.results import ResultsScreen
from .waiting import until

EXAMPLE = """\
card-game 3
names Victor, Susan, Paul
island 1
islands
first 1
phase plan 1
player 1 coins 0 hand left-right up-left rum horse sails
player 2 coins 0 hand red left-right up-down straight sails
player 3 coins 0 hand up-right up-left weapon up-down sails
"""

# The keys that lay each row of the example (hands are shown sorted: up-left, up-right,
# ..., horse, flags, then weapon, friday, doubling, rum).
VICTOR = ["enter", "enter", "down", "right", "less_than_sign", "c"]  # reordered to lr, ul
SUSAN = ["left", "enter", "right", "enter", "enter", "c"]            # red, lr, ud
PAUL = ["right", "enter", "left", "enter", "c"]                     # ur, ul


# The keys of the example's resolution: Victor to the 1, Susan to the 3, then Paul: Victor
# plays his Rum on him and Paul his Weapon, each behind a hand-over (r or y passes the
# keyboard, ⏎ shows the hand, r or y answers there).
RESOLUTION = ("n", "n", "2", "n",
              "n", "n", "2", "n", "n", "2",
              "r", "enter", "r", "n", "y", "enter", "y", "n")


def example():
    return match_from_position(EXAMPLE)


async def show_all_steps(pilot) -> None:
    """Press End until every step is shown (a treasure table stops it)."""
    for _ in range(50):
        screen = pilot.app.screen
        if not isinstance(screen, CardsScreen) or not screen.stepping:
            return
        await pilot.press("end")
        await pilot.pause()


async def plan_all(pilot) -> None:
    for keys in (VICTOR, SUSAN, PAUL):
        for _ in range(10):
            if isinstance(pilot.app.screen, HandOverScreen):
                break
            await pilot.pause()
        assert isinstance(pilot.app.screen, HandOverScreen)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press(*keys)
        await pilot.pause()
        await show_all_steps(pilot)


def cards_screen(app) -> CardsScreen:
    return next(s for s in app.screen_stack if isinstance(s, CardsScreen))


# ----- starting ----------------------------------------------------------------------------


async def test_new_game_form_starts_a_card_game_of_four_islands(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        buttons = list(form.query("#ruleset MarkedChoice"))
        assert [b.name for b in buttons][-1] == "card-game"
        buttons[-1].value = True           # the card game
        await pilot.pause()
        assert form.query_one("#card-mode-row").display
        assert not form.query_one("#mode-row").display   # the island modes are hidden
        assert not form.query_one("#end-row").display
        three = [b for b in form.query("#card-mode MarkedChoice") if b.name == "3"]
        three[0].value = True
        form.query_one("#first-game").value = True
        await pilot.pause()
        assert [form.query_one(f"#seat-{i}").display for i in range(4)] == [True] * 3 + [False]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        game = cards_screen(app).game
        assert game.setup["ruleset"] == "card-game"
        assert game.setup["mode"] == "3" and game.setup["options"]["islands"] == 4


async def test_new_game_form_seats_a_strong_card_player(app_factory):
    """The card game has easy and strong computer players (jackal_tui/ai/cards/): the form seats one."""
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        list(form.query("#ruleset MarkedChoice"))[-1].value = True
        await pilot.pause()
        form.query_one("#kind-1").value = "strong"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is not form
        game = cards_screen(app).game
        assert game.setup["ruleset"] == "card-game"
        assert game.setup["seats"][1] == "strong"


def test_command_line_starts_a_card_game():
    args = parse_args(["--new", "--ruleset", "card-game", "--players", "2", "--first-game",
                       "--names", "Anne,Bart", "--seats", "h,s", "--seed", "7"])
    app = app_from_args(args)
    game = app._start_new.start()
    assert game.setup["ruleset"] == "card-game" and game.setup["options"]["islands"] == 4
    assert game.seat_name(1) == "Bart" and game.setup["seats"] == ["human", "strong"]


@pytest.mark.parametrize("argv, words", [
    (["--new", "--ruleset", "card-game", "--players", "2-light"], "2, 3 or 4 players"),
    (["--new", "--first-game"], "--first-game goes with --ruleset card-game"),
    (["--new", "--ruleset", "card-game", "--stall-rounds", "5"], "not of the card game"),
])
def test_command_line_refuses_what_the_card_game_has_not_got(argv, words, capsys):
    with pytest.raises(SystemExit) as exit_:
        parse_args(argv)
    assert exit_.value.code == 2
    assert words in capsys.readouterr().err


# ----- hot-seat planning ---------------------------------------------------------------------


async def test_hand_over_hides_the_hand_until_the_planner_is_there(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        assert "Pass the keyboard to Victor" in str(app.screen.query_one("#handover").render())
        table = cards_screen(app)
        assert "Hand" not in table.area_text().plain and "horse" not in table.area_text().plain
        await pilot.press("enter")
        await pilot.pause()
        shown = table.area_text().plain
        assert "Victor, lay your secret row" in shown and "horse" in shown
        await pilot.press(*VICTOR)
        await pilot.pause()
        # Victor's row is laid: Susan is next, and nothing of Victor's hand is on screen
        assert isinstance(app.screen, HandOverScreen)
        assert "Susan" in str(app.screen.query_one("#handover").render())
        assert "horse" not in table.area_text().plain


async def test_a_row_is_picked_and_reordered_before_it_is_laid(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        table = cards_screen(app)
        await pilot.press("enter", "enter")      # up-left, then left-right
        assert [table.rest, table.row] == [[8, 14], [0, 4]]
        await pilot.press("down", "right", "less_than_sign")
        assert table.row == [4, 0]               # left-right moved before up-left
        assert table.game.action_count == 0      # nothing laid until the row is committed
        await pilot.press("c")
        await pilot.pause()
        assert [str(a) for a in table.game.actions] == ["lay left-right", "lay up-left", "done"]


async def test_a_card_kept_for_the_resolution_is_not_laid_and_the_screen_says_why(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        table = cards_screen(app)
        await pilot.press("left", "enter")       # Rum, the last card of Victor's hand
        await pilot.pause()
        assert table.row == []
        said = [n.message for n in app._notifications]
        assert any("rum stays in the hand" in m for m in said), said
        await pilot.press("c")                   # an empty row, holding arrows
        await pilot.pause()
        assert table.game.action_count == 0
        assert any("Lay at least 1 card" in n.message for n in app._notifications)


# ----- the resolution ------------------------------------------------------------------------


async def test_each_step_of_the_resolution_is_shown_on_the_island_card(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        for keys in (VICTOR, SUSAN):
            await pilot.press("enter", *keys)
            await pilot.pause()
        await pilot.press("enter", *PAUL)
        await pilot.pause()
        table = cards_screen(app)
        # Paul's commit revealed the rows and started Victor's resolution: shown a step
        # at a time, the game itself already waits for the first Rum question
        assert table.stepping and table.game.state.phase == "rum"
        assert "the rows are revealed" in table.step_words
        assert not table.shown.revealed or table.steps_shown == 1
        await pilot.press("space")
        await pilot.pause()
        assert table.step_words == "Victor lands at b4"
        card = table.query_one("#island-card").render()
        assert "»V" in str(card)                 # Victor's pirate on the white flag


async def test_questions_come_when_they_apply_and_the_path_is_counted(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await plan_all(pilot)
        table = cards_screen(app)
        # Victor is about to go: Susan is asked about Rum on him, then Paul
        assert table.mode() == "ask" and table.game.state.decider == 1
        assert "Susan: play Rum on Victor?" in table.area_text().plain
        await pilot.press("y")                   # not a Rum question's answer
        await pilot.pause()
        assert table.game.state.phase == "rum" and table.game.state.decider == 1
        await pilot.press("n", "n")
        await pilot.pause()
        await show_all_steps(pilot)
        # left-right from b4: left is water, so the choice is "lost" or c4
        assert "1: lost" in table.area_text().plain and "2: to c4" in table.area_text().plain
        await pilot.press("2")
        await pilot.pause()
        await show_all_steps(pilot)
        assert table.game.state.phase == "double"     # after the card's own move
        assert "Doubling" in table.area_text().plain
        assert table.paths[0][-1] == (14, 1)          # c4 after 1 step, drawn as ·V1
        assert "·V1" in str(table.query_one("#island-card").render())


async def test_treasure_table_and_results_after_the_last_island(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await plan_all(pilot)
        for key in RESOLUTION:
            await pilot.press(key)
            await pilot.pause()
            await show_all_steps(pilot)
        assert isinstance(app.screen, TreasureTableScreen)
        rows = app.screen.rows
        assert rows == [("3 at b2", "Susan", "3", "3"), ("3 at b2", "Paul", "3", "2"),
                        ("1 at b3", "Victor", "2", "1")]
        await pilot.press("enter")
        await pilot.pause()
        await show_all_steps(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        summary = app.screen.summary().plain
        assert "Susan wins with 3 coins." in summary
        assert "Paul" in summary and "Victor" in summary


async def test_help_tells_the_card_game(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "question_mark")
        await pilot.pause()
        assert isinstance(app.screen, CardsHelpScreen)


# ----- saves -----------------------------------------------------------------------------------


async def test_a_card_game_is_autosaved_and_opens_again_in_its_screen(app_factory, data_dir):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", *VICTOR)
        await pilot.pause()
        path = cards_screen(app).session.save_path
        await pilot.press("escape")             # the hand-over stays: Esc never leaves
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("q")                  # from the hand-over: back to the title
        await pilot.pause()
        assert not any(isinstance(s, CardsScreen) for s in app.screen_stack)
    assert path is not None and path.exists()
    listed = [s for s in persistence.list_saves(data_dir) if s.path == path]
    assert listed and listed[0].ruleset == "card-game"
    again = app_factory(load_path=path)
    async with again.run_test(size=(80, 24)) as pilot:
        for _ in range(50):   # the save opens in a worker; the hand-over follows the table
            await pilot.pause()
            if isinstance(again.screen, HandOverScreen):
                break
        table = cards_screen(again)
        assert [str(a) for a in table.game.actions] == ["lay left-right", "lay up-left", "done"]
        assert isinstance(again.screen, HandOverScreen)   # Susan plans next, hand hidden


def test_the_session_refuses_an_undo_of_a_reveal_without_agreement_from_computers(data_dir):
    """The undo rule: an action that showed hidden cards (the reveal) is taken
    back only with every seat's agreement; a computer seat does not agree outside practice."""
    game = example()
    game.setup["seats"] = ["human", "human", "random"]
    session = Session(game, data_dir=data_dir)
    for text in ["lay left-right", "lay up-left", "done", "lay red", "lay left-right",
                 "lay up-down", "done"]:
        session.play(text)
    thinking = session.think_next()
    session.play_computer(thinking, thinking.choose())      # Paul: random lays a card
    while session.computer_to_move():
        thinking = session.think_next()
        session.play_computer(thinking, thinking.choose())
    assert game.state.revealed
    refusal = session.plan_undo()
    assert isinstance(refusal, str) and "do not agree" in refusal
    session.close()


# ----- computer seats --------------------------------------------------------------------------


async def test_computer_seats_play_in_a_worker_and_one_person_needs_no_hand_over(app_factory):
    new = NewGame(mode="3", seed=3, names=("Anne", "Bart", "Calico"), ruleset="card-game",
                  seats=("human", "random", "random"), first_game=True)
    app = app_factory(new_game=new, pace=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = None
        for _ in range(200):   # the computers lay their rows, in a worker, until Anne is asked
            await pilot.pause()
            if not any(isinstance(s, CardsScreen) for s in app.screen_stack):
                continue
            table = cards_screen(app)
            assert not isinstance(app.screen, HandOverScreen)   # one person: no hand-over
            if table.stepping:
                await pilot.press("end")
            elif table.mode() in ("plan", "ask"):
                break
        assert table is not None and table.session.current_seat() == 0
        # Anne's hand is on screen, the computers' hands never are
        if table.mode() == "plan":
            shown = table.area_text().plain
            assert "Anne, lay your secret row" in shown
        decided = deciders_of(table)
        # the seats before Anne in this round's order (from the first player) laid theirs
        before = table.game.state.order()[:table.game.state.order().index(0)]
        assert set(before) <= set(decided)


def deciders_of(table) -> list[int]:
    from jackal_tui.session import deciders

    return deciders(table.game)


async def test_undo_of_a_row_gives_the_keyboard_back_to_its_planner(app_factory):
    """A laid row showed nothing: it is taken back without asking anyone, and the hand-over
    comes again before Victor sees his hand."""
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", *VICTOR)
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)       # Susan's turn to plan
        await pilot.press("enter", "u")
        await pilot.pause()
        table = cards_screen(app)
        assert [str(a) for a in table.game.actions] == ["lay left-right", "lay up-left"]
        assert table.step_words == "The last action taken back"   # "1 action(s)" before
        assert isinstance(app.screen, HandOverScreen)
        assert "Victor" in str(app.screen.query_one("#handover").render())


async def test_the_load_list_shows_a_card_game_and_opens_its_replay(app_factory, data_dir):
    """The load list's card-game line, v opens its replay (it had none once;
    tests/tui/test_cards_view.py has the viewer), ⏎ loads it."""
    from jackal_tui.tui.screens.replay import ReplayScreen

    game = example()
    for text in ("lay left-right", "lay up-left", "done"):
        game.play(text)
    saves = persistence.GameFile.for_new_game(game, data_dir)
    saves.write(game)
    saves.close()
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        for _ in range(20):
            await pilot.pause()
            if app.screen.summaries and app.screen.summaries[0] is not None:
                break
        row = app.screen._row(0)
        assert row[1] == ["Cards", "3 players"]
        assert row[2][0] == "S to play" and row[3] == ["V 0  S 0", "P 0"]
        await pilot.press("v")
        for _ in range(30):
            await pilot.pause()
            if isinstance(app.screen, ReplayScreen):
                break
        assert isinstance(app.screen, ReplayScreen) and app.screen.steps.count == 3
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("enter")
        for _ in range(30):
            await pilot.pause()
            if any(isinstance(s, CardsScreen) for s in app.screen_stack):
                break
        assert cards_screen(app).game.action_count == 3


async def test_an_answer_before_the_steps_are_shown_is_refused_with_the_reason(app_factory):
    app = app_factory(game=example())
    async with app.run_test(size=(80, 24)) as pilot:
        for keys in (VICTOR, SUSAN, PAUL):
            await pilot.press("enter", *keys)
            await pilot.pause()
        table = cards_screen(app)
        assert table.stepping and table.game.state.phase == "rum"
        await pilot.press("n")
        await pilot.pause()
        assert table.game.action_count == 10          # Susan's "no rum" waits for the steps
        assert any("First the steps" in n.message for n in app._notifications)


def test_a_one_coin_winner_reads_1_coin():
    """The results say "wins with 1 coin.", not "1 coins" (a finished game written as a
    position: RULINGS-CARDS, "Setup and end": most coins wins)."""
    game = match_from_position("card-game 2\nisland 1\nislands\nphase over\n"
                               "player 1 coins 1\nplayer 2 coins 0\n")
    assert game.winners() == [0]
    summary = ResultsScreen(game).summary().plain
    assert "Player 1 wins with 1 coin." in summary


async def test_a_terminal_too_small_for_the_card_table_says_what_size_it_needs(app_factory):
    """At 40x12 the island card was cut off and the hand unreadable: the table now says
    the size it needs (the island card's 34 columns, a space and a 24-column panel; its 17
    lines, 2 of log and the footer: 59x20), plays nothing, and comes back when the window
    is larger."""
    game = example()
    app = app_factory(game=game)
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, CardsScreen))
        notice = screen.query_one("#cards-too-small")
        assert notice.display and not screen.query_one("#cards-body").display
        words = str(notice.render())
        assert "The card table needs a terminal of at least 59x20" in words
        assert "40x12" in words
        # nothing is played on a table that cannot be seen; leaving and saving still work
        assert screen.check_action("enter", ()) is False
        assert screen.check_action("quit_to_title", ()) is not False
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not notice.display, "the notice to go")
        assert screen.query_one("#cards-body").display
        assert screen.check_action("enter", ()) is not False


async def test_the_card_replay_too_small_says_what_size_it_needs(app_factory):
    """The replay draws the same table: at 40x12 it says so instead of a cut-off card."""
    from jackal_tui.tui.screens.replay import ReplayScreen

    game = example()
    for text in ("lay left-right", "lay up-left", "done"):
        game.play(text)
    app = app_factory()
    async with app.run_test(size=(40, 12)) as pilot:
        replay = ReplayScreen(game)
        app.push_screen(replay)
        await pilot.pause()
        notice = replay.query_one("#table-too-small")
        assert notice.display and "59x20" in str(notice.render())
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not notice.display, "the notice to go")
        assert replay.query_one("#table-body").display
