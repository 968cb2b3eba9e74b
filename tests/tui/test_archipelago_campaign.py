"""A campaign of Jackal Archipelago at the table (RULINGS-ARCHIPELAGO, "End, score,
campaign"): chosen on the form and by ``--campaign``; the ability draw on its own screen
after an island (a human's pick by keys, a computer's through the session); the campaign's
table between islands and by ``C``; abilities on the map and in the panel; saved and
resumed between islands and mid-island; the load list's row; the results; the help.
"""

from __future__ import annotations

import pytest
from textual.widgets import DataTable, Select, Static

from jackal_tui import persistence
from jackal_tui.__main__ import parse_args
from jackal_tui.games.archipelago import match_from_position
from jackal_tui.tui.archipelago.campaign import CampaignTableScreen, DrawScreen
from jackal_tui.tui.archipelago.screen import ArchipelagoScreen
from jackal_tui.tui.choices import NewGame
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.seats import set_seats

from .test_archipelago_form import catch_start, open_form
from .test_cli_and_saves import settle
from .test_load_screen import cell_lines

SIZE = (80, 24)
LAYOUT = "layout ~BBBB~/BFMMFB/BFMMFB/BFMMFB/~~FF~~"

# Island 1 of a campaign of 2, at its end: White (Anne, 4 banked) proposed to end, Black
# (Bart, 3 banked) answers. Both banked 3, so both draw, White first (more coins).
ENDING = f"""\
jackal archipelago 2
island 1
names Anne, Bart
{LAYOUT}
options campaign=true islands=2
turn W
boat W E7
boat B G2
W1 E6
E6 empty
bank W 4
bank B 3
vote W B
proposed 0
seed 3
"""

# Island 2 of the campaign, some way in: W2 (Strongman) on C5 with a coin, B1 (Navigator)
# on F3; island 1's result with the picks.
ISLAND_2 = f"""\
jackal archipelago 2
island 2
names Anne, Bart
{LAYOUT}
options campaign=true islands=2
campaign 2
turn W
boat W E7
boat B G2
W1 E6
W2 C5
B1 F3
E6 empty
C5 empty
F3 empty
coins C5 1
abilities W2 Strongman
abilities B1 Navigator
result 1 island=1 banked=W:4,B:3 picks=W:Strongman:W2,B:Navigator:B1
bank W 3
bank B 1
seed 3
"""


def position(text: str, seats=("human", "easy")):
    m = match_from_position(text)
    set_seats(m, list(seats))
    return m


def words(widget) -> str:
    return " ".join(str(widget.render()).split())


def screen_text(app) -> str:
    return " ".join(" ".join(str(w.render()) for w in app.screen.query(Static)).split())


async def until(pilot, test, rounds: int = 200) -> None:
    for _ in range(rounds):
        await pilot.pause(0.02)
        if test():
            return
    raise AssertionError("it did not happen")


# ----- starting a campaign -----------------------------------------------------------------


@pytest.mark.parametrize("argv, why", [
    (["--new", "--campaign"], "--campaign goes with --ruleset archipelago"),
    (["--new", "--ruleset", "archipelago", "--players", "1", "--campaign"],
     "a puzzle card (--players 1) is played alone"),
    (["--new", "--ruleset", "archipelago", "--campaign", "3", "--island", "2"],
     "a campaign starts on island 1"),
    (["--new", "--ruleset", "archipelago", "--campaign", "1"], "leave --campaign out"),
    (["--new", "--ruleset", "archipelago", "--campaign", "13"], "2 to 12 islands"),
    (["--campaign"], "--campaign only goes with --new"),
])
def test_campaign_refusals_are_usage_errors_that_say_why(argv, why, capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2
    assert why in capsys.readouterr().err


def test_campaign_option_starts_a_campaign_with_the_same_seats():
    args = parse_args(["--new", "--ruleset", "archipelago", "--players", "2", "--campaign",
                       "--seats", "human,easy"])
    assert args.campaign == 4     # the rulebook's four islands by default
    assert parse_args(["--new", "--ruleset", "archipelago", "--campaign", "3"]).campaign == 3
    game = NewGame(ruleset="archipelago", mode="2", campaign=3,
                   seats=("human", "easy")).start()
    s = game.state
    assert s.campaign and s.islands == 3 and s.island == "1"
    assert game.setup["seats"] == ["human", "easy"]


async def test_the_form_chooses_a_campaign(app_factory):
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        handed = catch_start(app)
        form.query_one("#ruleset").query("MarkedChoice")[2].value = True   # Archipelago
        await pilot.pause()
        assert form.query_one("#campaign-row").display
        form.query_one("#campaign", Select).value = 2
        await pilot.pause()
        # a campaign starts on island 1: the island choice goes, the campaign's words come
        assert not form.query_one("#island-row").display
        assert form.query_one("#campaign-hint").display
        await pilot.press("ctrl+s")
        await pilot.pause()
        game = handed[0][0]
        assert game.state.campaign and game.state.islands == 2


# ----- the draw, the table, the next island, saved and resumed ----------------------------


async def test_a_two_island_campaign_through_the_draw_saved_and_resumed(app_factory,
                                                                        data_dir):
    """Black (a computer) agrees to end island 1; the draw opens on its own screen; White
    (human) picks Navigator for W2 by keys; Black picks through the session; the table
    shows between islands, then island 2's map. Quit and reopened (Continue) in the draw,
    and again mid-island 2: the campaign goes on where it was."""
    app = app_factory(game=position(ENDING), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, DrawScreen))
        draw = app.screen
        text = screen_text(app)
        assert "Island 1 is over: W Anne $4, B Bart $3." in text
        assert "in order of score: W ($4), B ($3)" in text
        assert "Strongman (box 2): drags up to 2 coins" in text
        assert "White (Anne) picks now" in text
        assert draw.session.game.state.phase == "draw"
        await pilot.press("q")    # leave in the draw: the game is saved
        await until(pilot, lambda: not any(isinstance(x, (DrawScreen, ArchipelagoScreen))
                                           for x in app.screen_stack))
    app = app_factory(continue_last=True, pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, DrawScreen))
        await pilot.press("down", "right", "enter")   # Navigator, for W2
        await until(pilot, lambda: isinstance(app.screen, CampaignTableScreen))
        game = app.screen_stack[-2].session.game
        assert game.state.island_no == 2 and game.state.abilities[1] == ("Navigator",)
        assert any(game.state.abilities[p] for p in (6, 7, 8))   # Black took one too
        text = screen_text(app)
        assert "Island 1 is over: island 2 of 2 begins" in text
        assert "took Navigator for W2" in text
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ArchipelagoScreen))
        table = app.screen
        assert table.map.state.board is game.state.board      # the new island's map
        assert "W2 Nav" in words(table.query_one("#arch-crews"))
        await pilot.press("a")
        await pilot.pause()
        await pilot.press("enter")     # White's first action on island 2
        await pilot.pause()
        count = game.action_count
        await pilot.press("q")
        await until(pilot, lambda: not any(isinstance(x, ArchipelagoScreen)
                                           for x in app.screen_stack))
    app = app_factory(continue_last=True, pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ArchipelagoScreen))
        await pilot.pause()
        game = app.screen.session.game
        assert game.state.island_no == 2 and game.action_count >= count
        assert game.state.abilities[1] == ("Navigator",)


async def test_the_campaign_key_shows_the_table(app_factory):
    app = app_factory(game=position(ISLAND_2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("C")
        await pilot.pause()
        assert isinstance(app.screen, CampaignTableScreen)
        text = screen_text(app)
        assert "took Strongman for W2" in text and "took Navigator for B1" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ArchipelagoScreen)


async def test_abilities_in_the_panel_and_the_cell(app_factory):
    app = app_factory(game=position(ISLAND_2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        crews = words(screen.query_one("#arch-crews"))
        assert "W2 Str" in crews and "B1 Nav" in crews
        screen.map.put_cursor(screen.state.board.parse("C5"))
        screen.redraw_panel()
        assert "W2 (Strongman)" in words(screen.query_one("#arch-cell"))


def test_the_map_marks_a_pirate_with_an_ability():
    from jackal_tui.tui.archipelago.map import occupants

    s = position(ISLAND_2).state
    assert occupants(s, s.board.parse("C5")) == ["W°", "$"]
    assert occupants(s, s.board.parse("E6")) == ["W"]      # W1 holds none
    assert occupants(s, s.board.parse("F3")) == ["B°"]


async def test_the_campaign_end_shows_the_campaign_table(app_factory):
    ending = ISLAND_2.replace("turn W\n", "turn W\nvote W B\nproposed 0\n")
    app = app_factory(game=position(ending), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.session.game.is_over()
                    if isinstance(app.screen, ArchipelagoScreen) else False)
        await pilot.pause()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ResultsScreen))
        text = screen_text(app)
        assert "The campaign has ended: island 2 of 2" in text
        assert "took Strongman for W2" in text and "Island 2" in text


def test_the_campaign_results_count_the_last_islands_actions_and_the_campaigns():
    """The turns start again on each island, so the results give the last island's actions
    with its turns, and the campaign's actions apart (they said "15 actions, 6 turns" for
    an island of 12 actions)."""
    import random

    from jackal_tui.tui.views import view_for

    game = position(ENDING)
    for action in ("B agrees", "W passes", "B passes"):  # island 1 ends; nobody draws
        game.play(action)
    assert game.state.island_no == 2
    pick, played = random.Random(1), 0
    while not game.is_over():
        actions = [str(a) for a in game.legal_actions()]
        ending = [a for a in actions if a.endswith(("proposes end", "agrees"))]
        game.play(ending[0] if ending else pick.choice(actions))
        played += 1
    words = view_for(game).results_words().plain
    assert (f"Island 2: {played} actions, {game.state.turns} turns; the campaign: "
            f"{played + 3} actions.") in words


# ----- the load list, the replay, the help -------------------------------------------------


async def test_the_load_list_row_of_a_campaign(app_factory, data_dir):
    game = position(ENDING)
    game.play("B agrees")            # the island ends: the draw, White to pick
    persistence.save_game(game, name="Voyage", data_dir=data_dir)
    summary = persistence.summary_of(persistence.save_files(data_dir)[0])
    assert summary.campaign == (1, 2, True)
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        name, rules, turn, score, players = cell_lines(app.screen.query_one(DataTable), 0)
        assert rules == "Archipel. / campaign 1/2"
        assert turn == "W to pick / draw"
        detail = " ".join(str(app.screen.query_one("#load-detail", Static).content).split())
        assert "a campaign: island 1 of 2 (island 1), the ability draw after it" in detail


def test_the_replay_names_the_draw():
    from jackal_tui.tui.archipelago.view import ArchipelagoView
    from jackal_tui.tui.screens.replay import Steps

    game = position(ENDING)
    game.play("B agrees")
    game.play("W picks Strongman W2")
    view = ArchipelagoView(game)
    steps = Steps(game, view)
    assert view.log_numbers(steps.facts)[1] == "draw"
    assert str(view.step_words(game.state, 2, steps)).startswith("The draw after island 1")


def test_the_help_has_the_campaign_and_every_ability():
    from jackal_tui.games.archipelago.abilities import NAMES
    from jackal_tui.tui.archipelago.help import how_to_play

    s = position(ISLAND_2).state
    headings = [h for h, _ in how_to_play(s)]
    assert headings[1:3] == ["A campaign", "The ability draw"]   # first in a campaign
    for name in NAMES:
        assert any(h.startswith(f"Ability: {name} ") for h in headings)
    text = dict(how_to_play(s))
    assert "Str Strongman" in text["Abilities on the map"]


# ----- screenshots at 80x24 ----------------------------------------------------------------


def test_snapshot_the_ability_draw(snap_compare, app_factory):
    app = app_factory(game=position(ENDING, ("human", "human")), pace=0)
    # Black (human) agrees; the draw opens, White to pick; ↓ → : Navigator for W2
    assert snap_compare(app, press=["y", "down", "right"], terminal_size=SIZE)


def test_snapshot_the_campaign_table(snap_compare, app_factory):
    assert snap_compare(app_factory(game=position(ISLAND_2)), press=["C"],
                        terminal_size=SIZE)


def test_snapshot_a_map_with_abilities_no_color(snap_compare, app_factory, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(app_factory(game=position(ISLAND_2)), terminal_size=SIZE)


async def test_the_lookouts_look_is_shown_to_its_own_seat_only(app_factory):
    """RULINGS-ARCHIPELAGO, "Abilities: finer points" (Lookout): the look is private to
    his crew, like a lighthouse look: White's human seat sees the face at once; the
    panel never writes it for Black."""
    from jackal_tui.tui.archipelago.campaign import LookScreen

    text = ISLAND_2.replace("abilities W2 Strongman", "abilities W2 Lookout").replace(
        "picks=W:Strongman:W2", "picks=W:Lookout:W2").replace("coins C5 1\n", "D5 ?chest2\n")
    app = app_factory(game=position(text, ("human", "human")))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        table.play(table.game.parse_action("W1 E6-F6"))
        await pilot.pause()
        table.play(table.game.parse_action("W2 looks D5"))
        await pilot.pause()
        assert isinstance(app.screen, LookScreen)
        assert "White only: W2 looked at D5: chest" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is table and table.session.current_seat() == 2
        assert "chest" not in words(table.query_one("#arch-prompt"))


async def test_with_nobody_to_draw_the_table_shows_between_islands(app_factory):
    """RULINGS-ARCHIPELAGO, "End, score, campaign": only a crew that banked 3 itself draws;
    with none, the next island is dealt at once, and the table still shows between."""
    nobody = ENDING.replace("bank W 4", "bank W 2").replace("bank B 3", "bank B 1")
    app = app_factory(game=position(nobody), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CampaignTableScreen))
        assert "no draw (banked fewer than 3)" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ArchipelagoScreen)
        assert app.screen.state.island_no == 2


async def test_undo_at_the_draw_takes_the_pick_back(app_factory):
    app = app_factory(game=position(ENDING, ("human", "human")), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")       # Black agrees: the draw
        await until(pilot, lambda: isinstance(app.screen, DrawScreen))
        await pilot.press("enter")   # White: Strongman for W1
        await pilot.pause()
        game = app.screen.session.game
        assert game.state.abilities[0] == ("Strongman",) and game.state.turn == 2
        await pilot.press("u")       # a pick shows nothing new: no agreement asked
        await pilot.pause()
        assert isinstance(app.screen, DrawScreen)
        assert game.state.abilities[0] == () and game.state.turn == 0
        await pilot.press("n")       # White passes; Black picks Navigator (↓) for B1
        await pilot.pause()
        await pilot.press("down", "enter")
        await until(pilot, lambda: isinstance(app.screen, CampaignTableScreen))
        assert game.state.abilities[6] == ("Navigator",)
        assert "passed" in screen_text(app)


async def test_the_mountaineers_look_is_in_his_own_seats_prompt_only(app_factory):
    """RULINGS-ARCHIPELAGO, "Abilities: finer points" (Mountaineer): his crew sees the
    mountain's face privately, then enters or declines; the next seat is not shown it."""
    text = ISLAND_2.replace("abilities W2 Strongman", "abilities W2 Mountaineer").replace(
        "picks=W:Strongman:W2", "picks=W:Mountaineer:W2").replace("coins C5 1\n", "D4 ?chest2\n")
    app = app_factory(game=position(text, ("human", "human")))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        table.play(table.game.parse_action("W2 C5-D4"))
        await pilot.pause()
        assert "You looked at D4: chest of 2 coins (only White sees it)" in words(
            table.query_one("#arch-prompt"))
        table.play(table.game.parse_action("W2 > C5"))     # he declines
        await pilot.pause()
        assert table.session.current_seat() == 2
        assert "chest" not in words(table.query_one("#arch-prompt"))


def test_the_form_remembers_a_campaign_and_refuses_an_odd_one():
    from jackal_tui.tui.settings import FormChoices

    assert FormChoices.from_json({"campaign": 4}).campaign == 4
    assert FormChoices.from_json({"campaign": 7}).campaign == 0      # not offered
    assert FormChoices.from_json({"campaign": True}).campaign == 0   # not a number
    assert FormChoices().to_json()["campaign"] == 0
