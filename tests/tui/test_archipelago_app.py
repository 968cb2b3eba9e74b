"""Jackal Archipelago in the app: the game screen driven by the
session, played with the keys: the boats' set-up on the map, a move, a refusal with the
rule's reason, a bottle from the panel, undo against computers, saves, the results.

The positions are in tests/tui/archipelago_positions.py (docs/notation.md, "Archipelago").
"""

from __future__ import annotations

from contextlib import asynccontextmanager

from jackal_tui import persistence
from jackal_tui.games.archipelago.board import ISLANDS
from jackal_tui.session import Session
from jackal_tui.tui.screens.actions import ActionListScreen
from jackal_tui.tui.archipelago.screen import ArchipelagoScreen
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.archipelago.map import ArchipelagoMap

from .archipelago_positions import IN_THE_PIT, MIDGAME, PROPOSED, island, position
from .waiting import until

SIZE = (80, 24)


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


def table(app) -> ArchipelagoScreen:
    return next(s for s in app.screen_stack if isinstance(s, ArchipelagoScreen))


async def settle(pilot, until=lambda: False, rounds: int = 60) -> None:
    for _ in range(rounds):
        await pilot.pause()
        if until():
            return


@asynccontextmanager
async def at_table(app_factory, game, **options):
    """The app at 80x24 opened on ``game``, once it has drawn: (app, pilot)."""
    app = app_factory(game=game, **options)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        yield app, pilot


async def put_cursor(pilot, screen: ArchipelagoScreen, name: str) -> None:
    """Walk the cursor to a cell with the arrow keys (as a player does)."""
    s = screen.game.state
    want = s.board.parse(name)
    tx, ty = s.board.xy(want)
    x, y = s.board.xy(screen.map.cursor)
    keys = (["right"] * (tx - x) + ["left"] * (x - tx) + ["up"] * (ty - y)
            + ["down"] * (y - ty))
    if keys:
        await pilot.press(*keys)
    await pilot.pause()
    assert screen.map.cursor == want


async def enter_on(pilot, screen: ArchipelagoScreen, name: str, *more: str) -> None:
    """⏎ on a cell (the cursor walked there), then the ``more`` keys; let it settle."""
    await put_cursor(pilot, screen, name)
    await pilot.press("enter", *more)
    await pilot.pause()


# ----- starting and the set-up -------------------------------------------------------------


async def test_start_game_routes_an_archipelago_match_to_its_own_screen(app_factory):
    app = app_factory(game=island())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ArchipelagoScreen)
        assert isinstance(app.screen.session, Session)


async def test_the_boats_are_set_up_on_the_map_recommended_place_first(app_factory):
    """RULINGS-ARCHIPELAGO (set-up): each crew in turn puts its boat in the water next to a
    beach, touching no other boat; the recommended places are offered (the cursor starts
    on one, marked *), any legal place may be chosen instead."""
    game = island(boats="choose")
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        s = game.state
        recommended = s.board.parse(ISLANDS["1"][1][0])          # White's: E7
        assert screen.map.cursor == recommended
        assert recommended in screen.map.recommended
        assert recommended in screen.map.targets
        await pilot.press("enter")
        await pilot.pause()
        assert str(game.actions[-1]) == "W boat E7"
        # Black's turn: D3 is land, no place for a boat: refused with the rule's words
        await enter_on(pilot, screen, "D3")
        assert any("next to a beach" in n for n in notes(app))
        assert game.action_count == 1
        # a free choice: A4, not Black's recommended G2
        await enter_on(pilot, screen, "A4")
        assert str(game.actions[-1]) == "B boat A4"
        assert s.boats[2] == s.board.parse("A4")


# ----- moving ----------------------------------------------------------------------------


async def test_a_pirate_lands_by_the_keys(app_factory):
    """⏎ on the boat chooses its first pirate, the cells he can go to are bracketed, ⏎ on
    one goes: W1 lands on E6 and opens it."""
    game = island()
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        s = game.state
        assert screen.map.cursor == s.boats[0]                      # E7
        await pilot.press("enter")
        await pilot.pause()
        assert screen.chosen == "W1"
        assert screen.map.targets == {s.board.parse(n) for n in ("D6", "E6", "F6")}
        await pilot.press("down", "enter")
        await pilot.pause()
        assert str(game.actions[0]) == "W1 E7-E6"
        assert s.up[s.board.parse("E6")]                           # opened
        assert screen.chosen is None
        log = screen.query_one("#arch-log").render()
        assert "1. W1 E7-E6: opens E6" in str(log)              # turn 1, as the header


def test_the_log_numbers_turns_as_the_header_and_the_replay_do():
    """One numbering, as classic's: the move log numbers turns, like the header's
    "turn N" and the replay; a choice inside a turn (an arrow's, a vote's answer) goes
    unnumbered under it. 300 random actions on island 2 hold such turns."""
    import random

    from jackal_tui.tui.archipelago.screen import turn_labels
    from jackal_tui.tui.screens.replay import Steps
    from jackal_tui.tui.views import view_for

    game = island(island="2", seed=3)
    rng = random.Random(5)
    while game.action_count < 300 and not game.is_over():
        game.play(rng.choice(game.legal_actions()))
    labels = turn_labels(game)
    assert len(labels) == game.action_count
    assert labels == Steps(game, view_for(game)).numbers
    numbered = [int(n[:-1]) for n in labels if n]
    assert numbered[0] == 1 and numbered == sorted(set(numbered))
    assert len(numbered) < game.action_count                 # some turns hold two actions
    # the last action's turn is the header's ("turn N" is state.turns + 1 while it goes on)
    last_turn = numbered[-1]
    assert last_turn <= game.state.turns + 1
    assert last_turn >= game.state.turns or game.is_over()


async def test_a_refused_move_says_the_rules_reason(app_factory):
    """A pirate goes into the water only onto his own or a partner's boat (RULINGS: sea):
    W1 chosen, ⏎ on open water is refused with that reason and nothing is played."""
    game = position(MIDGAME)
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        await enter_on(pilot, screen, "E6")
        assert screen.chosen == "W1"
        await enter_on(pilot, screen, "G7")
        assert game.action_count == 0
        assert any("into the water only onto his own or a partner's boat" in n
                   for n in notes(app))


async def test_enter_where_nothing_of_the_crew_stands_says_what_to_do(app_factory):
    """⏎ on a cell with none of the crew's pieces (open sea far from the boat) chooses
    nothing, plays nothing, and says so in the words classic uses ("Nothing of White's"),
    with the way out: Tab to a piece, or a for the list."""
    game = island()
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        await enter_on(pilot, screen, "A1")
        assert screen.chosen is None
        assert game.action_count == 0
        said = [n for n in notes(app) if n.startswith("Nothing of")]
        assert said and said[-1].startswith("Nothing of White's can act from A1")
        assert "Tab" in said[-1] and "a for the list" in said[-1]


async def test_a_coin_is_dragged_with_c(app_factory):
    game = position(MIDGAME)
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        await enter_on(pilot, screen, "C5", "c")
        assert screen.with_coin
        await enter_on(pilot, screen, "D4")
        assert str(game.actions[0]) == "W2 C5-D4 +coin"


async def test_a_bottle_gets_a_pirate_out_of_the_pit_from_the_panel(app_factory):
    """RULINGS-ARCHIPELAGO (bottles): at the end of its turn a crew may use a bottle to
    take a pirate out of a pit. b lists the bottles' uses and done; ⏎ plays one."""
    game = position(IN_THE_PIT)
    async with at_table(app_factory, game) as (app, pilot):
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, ActionListScreen)
        assert [str(a) for a in app.screen.actions] == ["W2 bottle", "W done"]
        await pilot.press("enter")
        await pilot.pause()
        assert str(game.actions[0]) == "W2 bottle"
        s = game.state
        assert not s.p_trap[1] and s.bottles[0] == 0


async def test_no_bottle_before_the_action_says_why(app_factory):
    game = position(MIDGAME)
    async with at_table(app_factory, game) as (app, pilot):
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, ArchipelagoScreen)
        assert any("bottles are used after the crew's action" in n for n in notes(app))


# ----- computers, undo --------------------------------------------------------------------


async def test_computers_answer_and_refuse_to_undo_a_tile_opened(app_factory):
    """As classic: a move that opened a tile is taken back only with
    everyone's agreement, and computers do not agree outside a practice game. Black is an
    easy crew: it plays its own move in a worker, then u is refused with the reason."""
    game = island(seats=["human", "easy"])
    async with at_table(app_factory, game, pace=0.0) as (app, pilot):
        await pilot.press("enter", "down", "enter")        # W1 E7-E6 opens E6
        await settle(pilot, lambda: game.current_seat() == 0 and game.action_count >= 2)
        assert game.current_seat() == 0
        assert any(str(a).startswith("B") for a in game.actions[1:])   # Black moved
        count = game.action_count
        await pilot.press("u")
        await pilot.pause()
        assert game.action_count == count
        assert any("The computers do not agree to take back" in n for n in notes(app))


async def test_an_undo_between_people_asks_and_takes_back(app_factory):
    from jackal_tui.tui.screens.dialogs import ConfirmScreen

    game = island()
    async with at_table(app_factory, game) as (app, pilot):
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        assert game.action_count == 1
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert game.action_count == 0
        assert not game.state.up[game.state.board.parse("E6")]
        # the status line says what went, in words ("1 action(s)" before)
        assert app.screen.last_words == "The last action taken back"


def test_a_two_player_game_plays_crews_white_and_black_through_the_session(data_dir):
    """Mode 2 plays crews 0 and 2 (White, Black): the session finds Black's seat kind by
    its place among the seats (it looked up seat 2 in a list of two and failed)."""
    game = island(seats=["human", "easy"])
    session = Session(game, data_dir=data_dir)
    session.play("W1 E7-E6")
    assert session.current_seat() == 2
    assert not session.is_human(2) and session.kind_of(2) == "easy"
    thinking = session.think_next()
    assert thinking is not None and thinking.kind == "easy"
    session.play_computer(thinking, thinking.choose())
    assert session.current_seat() == 0


# ----- saves, results --------------------------------------------------------------------


async def test_an_archipelago_game_is_autosaved_and_opens_again_in_its_screen(app_factory,
                                                                                data_dir):
    game = island()
    async with at_table(app_factory, game) as (app, pilot):
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        path = table(app).session.save_path
        await pilot.press("escape")  # Esc never leaves a game (it threw players out)
        await pilot.pause()
        assert isinstance(app.screen, ArchipelagoScreen)
        await pilot.press("q")
        await pilot.pause()
        assert not any(isinstance(s, ArchipelagoScreen) for s in app.screen_stack)
    assert path is not None and path.exists()
    loaded = persistence.load_game(path)
    assert [str(a) for a in loaded.actions] == ["W1 E7-E6"]
    assert loaded.state_hash() == game.state_hash()
    again = app_factory(load_path=path)
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot, lambda: any(isinstance(s, ArchipelagoScreen)
                                        for s in again.screen_stack))
        screen = table(again)
        assert [str(a) for a in screen.game.actions] == ["W1 E7-E6"]
        assert screen.game.current_seat() == 2


async def test_agreeing_to_end_shows_the_results_with_the_final_island(app_factory):
    """RULINGS-ARCHIPELAGO (the end): the island ends when every other crew agrees to a
    proposal; the most coins banked wins (White 3, Black 1)."""
    game = position(PROPOSED)
    async with at_table(app_factory, game) as (app, pilot):
        await pilot.press("y")
        await pilot.pause()
        assert game.is_over() and game.winners() == [0]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        assert app.screen.query(ArchipelagoMap)
        text = str(app.screen.summary())
        assert "Anne wins with 3 coins banked" in text


async def test_the_results_count_one_coin_as_one_coin(app_factory):
    """The results speak English at 1 as well: "wins with 1 coin banked", "1 coin left on
    the island" (they read "1 coins")."""
    text = PROPOSED.replace("bank W 3\nbank B 1\n", "bank W 1\ncoins E6 1\n")
    game = position(text)
    async with at_table(app_factory, game) as (app, pilot):
        await pilot.press("y")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        summary = str(app.screen.summary())
        assert "Anne wins with 1 coin banked." in summary
        assert "1 coin left on the island" in summary
        assert " 0 coins" in summary                       # Bart, none banked
        assert "1 coins" not in summary


async def test_a_finished_game_opens_on_its_results(app_factory):
    game = position(PROPOSED)
    game.play("B agrees")
    async with at_table(app_factory, game) as (app, pilot):
        assert isinstance(app.screen, ResultsScreen)


async def test_question_mark_opens_help_for_the_archipelago_state(app_factory):
    from jackal_tui.tui.screens.help import HelpScreen

    game = position(MIDGAME)
    async with at_table(app_factory, game) as (app, pilot):
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.state is game.state
        assert app.screen.cell == table(app).map.cursor


async def test_the_panel_counts_unfound_coins_as_anyone_at_the_table_may_know(app_factory):
    """RULINGS-ARCHIPELAGO (islands): island 1 sets tiles aside unseen, so how many coins
    lie under the face-down tiles is secret. The panel says the most they can hold (the
    richest unseen chests of each back, one a face-down tile), never the real count:
    here a mountain chest of 3 and a forest chest of 2 were set aside."""
    game = position(MIDGAME.replace("seed 3", "removed M:chest3 F:chest2 B:empty\nseed 3"))
    s = game.state
    most, real = s.most_unfound(), s.hidden_coins
    assert most > real         # the position is one where the two differ
    async with at_table(app_factory, game) as (app, pilot):
        panel = table(app).crews_text().plain
        assert f"up to {most} unfound" in panel
        assert f" {real} unfound" not in panel


# ----- the map's size ------------------------------------------------------------------------


def test_every_shipped_island_fits_80x24_with_the_panel_and_the_log():
    """At 80x24 the map, the panel (34 columns) and at least 4 lines of log fit for every
    island 1-4, the free one and random ones; a larger terminal gets larger cells."""
    from jackal_tui.tui.archipelago.screen import MIN_LOG, PANEL_WIDTH

    for name in ("1", "2", "3", "4", "free", "random"):
        for seed in range(1, 4 if name != "random" else 60):
            m = island(mode="4", island=name, seed=seed)
            widget = ArchipelagoMap(m.state)
            widget.fit(80 - PANEL_WIDTH - 1, 24 - 1 - MIN_LOG)
            w, h = widget.map_size()
            assert w <= 80 - PANEL_WIDTH - 1 and h <= 24 - 1 - MIN_LOG, (name, w, h)
    big = ArchipelagoMap(island().state)
    big.fit(200 - PANEL_WIDTH - 1, 60 - 1 - MIN_LOG)
    assert big.cell_size > (3, 1)


# ----- decisions inside a move --------------------------------------------------------------


async def test_an_arrow_to_follow_is_chosen_on_the_map(app_factory):
    """An arrow with several ways asks which one (RULINGS-ARCHIPELAGO, tiles: arrows): the
    cells it points to are bracketed at once and ⏎ on one follows it. D5 opens as arrow
    N+SE+W (its quarter turn is drawn from the position's seed)."""
    game = position(MIDGAME)
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        await enter_on(pilot, screen, "C5")
        await enter_on(pilot, screen, "D5")
        s = game.state
        assert s.pending and s.pending["kind"] == "arrow"
        assert screen.map.targets == {s.board.parse(n) for n in ("E4", "C5", "D6")}
        await enter_on(pilot, screen, "D6")
        assert str(game.actions[-1]) == "W2 > D6"


async def test_the_muskets_way_is_chosen_from_the_list(app_factory):
    """The musket fires one of 8 ways, which are no cell: ⏎ opens the list of them."""
    game = position(MIDGAME.replace("D5 ?arrow-E+S+NW", "D5 ?musket"))
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        await enter_on(pilot, screen, "C5")
        await enter_on(pilot, screen, "D5")
        assert game.state.pending["kind"] == "musket"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ActionListScreen)
        assert len(app.screen.actions) == 8
        await pilot.press("enter")              # the first: E
        await pilot.pause()
        assert str(game.actions[-1]) == "W2 > E"


def test_a_game_waiting_for_a_decision_inside_a_move_saves_and_loads(data_dir):
    """A save's event items are numbers, short texts and number lists (docs/save-schema.json):
    Archipelago's ``choice`` event (an arrow to follow, the move in progress with it) is
    written flat and read back exactly. Before, such a save was written but refused on
    loading ("found an object"), and the load list passed the game over."""
    game = position(MIDGAME)
    session = Session(game, data_dir=data_dir)
    session.play("W2 C5-D5")                                  # which arrow to follow?
    assert game.state.pending and game.state.pending["kind"] == "arrow"
    path = session.save_path
    session.close()
    assert persistence.summary_of(path).ok
    loaded = persistence.load_game(path)
    assert loaded.state.pending == game.state.pending
    assert loaded.state_hash() == game.state_hash()
    assert loaded.legal_actions() == game.legal_actions()
    loaded.play("W2 > D6")
    assert str(loaded.actions[-1]) == "W2 > D6"


async def test_in_smoke_the_next_crews_player_moves_the_crew_by_the_keys(app_factory):
    """Smoke (RULINGS-ARCHIPELAGO, tiles): for a round each crew is moved by the player of
    the next crew. White's turn is smoky: Bart (Black) decides, and moves W1 on the map."""
    game = position(MIDGAME.replace("seed 3", "smoky\nsmoke 1\nseed 3"))
    async with at_table(app_factory, game) as (app, pilot):
        screen = table(app)
        assert game.current_seat() == 2 and game.state.turn == 0
        assert "Smoke: Bart moves White's crew" in str(screen.prompt_text())
        await enter_on(pilot, screen, "E6", "left")
        await pilot.press("enter")
        await pilot.pause()
        assert str(game.actions[0]) == "W1 E6-D6"


async def test_the_header_names_the_island_as_the_load_list_does(app_factory):
    """The header named a hand-written position "a drawn island island" and puzzle card 3
    "puzzle p3": it now says what the load list and the replay say."""
    own = position(MIDGAME.replace("island 1\n", "", 1))
    async with at_table(app_factory, own) as (app, pilot):
        assert table(app).crews_text().plain.startswith("Archipelago, own island, turn ")
    async with at_table(app_factory, island(mode="1", island="p3")) as (app, pilot):
        assert table(app).crews_text().plain.startswith("Archipelago, puzzle 3, turn 1")
    async with at_table(app_factory, island(island="2")) as (app, pilot):
        assert table(app).crews_text().plain.startswith("Archipelago, island 2, turn 1")


PUZZLE_6_NEAR_THE_END = """\
jackal archipelago 1
island p6
layout FFFFFF/FFFFFF/FFFFFF/FFFFFF
turn W
turns {done}
W1 D3
W2 {w2}
W3 C3
F2 pit
C3 bank
E3 chest1
coins D3 1
bear G5 W
mover W1
"""


def _solve_puzzle_6(done: int, w2: str = "C3"):
    """Puzzle card 6 with its last coin next to the bank: W1 banks it and the others
    step, so the card is solved at the end of turn ``done + 1``."""
    game = position(PUZZLE_6_NEAR_THE_END.format(done=done, w2=w2), seats=("human",))
    for action in ("W1 D3-C3 +coin", *(["W2 C3-B3"] if w2 == "C3" else []), "W3 C3-B4"):
        game.play(action)
    assert game.state.over and game.winners() == [0]
    return game


def test_a_puzzle_shows_its_goal_and_the_results_say_which_goals_were_met(app_factory):
    """RULINGS-ARCHIPELAGO, "Solo puzzles": a goal "T turns, A alive" is met when every
    coin is on the bank at the end of turn T with at least A pirates alive; "a card with
    two goals shows which were met". Card 6: 4 turns with 2 alive, or 5 with all."""
    in_4 = _solve_puzzle_6(done=3)                       # turn 4, all 3 alive: both met
    summary = ResultsScreen(in_4).summary().plain
    assert "Solved!" in summary
    assert "Goal 4 turns, 2 alive: met." in summary
    assert "Goal 5 turns, all alive: met." in summary
    in_5 = _solve_puzzle_6(done=4)                       # turn 5, all alive: the second
    summary = ResultsScreen(in_5).summary().plain
    assert "Goal 4 turns, 2 alive: not met." in summary
    assert "Goal 5 turns, all alive: met." in summary
    two_alive = _solve_puzzle_6(done=4, w2="dead")       # turn 5 with 2: solved, no goal
    summary = ResultsScreen(two_alive).summary().plain
    assert "Solved!" in summary and summary.count(": not met.") == 2
    # the coin is on the bank tile, not "left on the island" beside "0 coins"
    assert "W White         1 coin on the bank" in summary
    assert "0 coins left on the island" in summary


def test_rulings_solo_puzzles_the_panel_says_which_goals_are_out_of_reach():
    """RULINGS-ARCHIPELAGO, "Solo puzzles": a goal "T turns, A alive" needs every coin on
    the bank at the end of turn T with A alive, and the dead stay dead, so once turn T is
    over, or too many have died, that goal can no longer be met: the panel says so and
    why, while the card can still be solved. Card 6: 4 turns with 2 alive, or 5 with all."""
    from jackal_tui.tui.archipelago.view import puzzle_words

    def words(done: int, w2: str = "C3") -> str:
        state = position(PUZZLE_6_NEAR_THE_END.format(done=done, w2=w2),
                         seats=("human",)).state
        assert not state.over and state.turns == done
        return puzzle_words(state)

    assert "Missed" not in words(3)               # turn 4 to come, all alive: both open
    assert "Goal: every coin on the bank in 4 turns with 2 alive, or 5 with all." in words(3)
    after_4 = words(4)                            # turn 4 is over: only 5 with all left
    assert "Goal: every coin on the bank in 5 turns, all alive.\n" in after_4
    assert "Missed: 4 turns, 2 alive (turn 4 is over).\n" in after_4
    one_dead = words(3, w2="dead")                # a pirate dead: only 4 with 2 left
    assert "Goal: every coin on the bank in 4 turns, 2 alive.\n" in one_dead
    assert "Missed: 5 turns, all alive (a pirate has died).\n" in one_dead
    after_5 = words(5)                            # both over: the card is still solvable
    assert "Goal out of reach; every coin on the bank still solves the card.\n" in after_5
    assert after_5.count("Missed: ") == 2 and "Goal: every" not in after_5


async def test_a_puzzle_panel_says_the_goal_and_the_pirates_alive(app_factory):
    """A puzzle has no boats and no bottles: the panel says the pirates alive, the coins
    to bring and on the bank, and the card's goal, where it said "$0 δ0 aboard 0"."""
    async with at_table(app_factory, island(mode="1", island="p6")) as (app, pilot):
        panel = " ".join(table(app).crews_text().plain.split())
        assert "White pirates alive 3" in panel and "aboard" not in panel
        assert "Coins: 1 to bring, 0 on the bank." in panel
        assert "Goal: every coin on the bank in 4 turns with 2 alive, or 5 with all." in panel
    game = position(PUZZLE_6_NEAR_THE_END.format(done=3, w2="C3"), seats=("human",))
    game.play("W1 D3-C3 +coin")
    game.play("W2 C3-B3")
    async with at_table(app_factory, game) as (app, pilot):
        assert table(app).crews_text().plain.startswith("Archipelago, puzzle 6, turn 4\n")
        await put_cursor(pilot, table(app), "B4")       # W3 C3-B4 solves it in turn 4
        await pilot.press("enter")
        await settle(pilot, until=lambda: game.state.over)
        assert game.state.over and game.state.turns == 4
        # the header says the turn it was solved in, not the turn to come; the bear
        # hunts nobody any more
        panel = table(app).crews_text().plain
        assert panel.startswith("Archipelago, puzzle 6, turn 4\n")
        assert "Bear @ at " in panel and "hunts" not in panel
        assert "»" not in panel and "▶" not in panel        # nobody's turn any more


async def test_two_on_two_shows_the_teams_and_their_coins_as_classic_does(app_factory):
    """RULINGS-ARCHIPELAGO: in 2 on 2, White and Black play against Yellow and Red and add
    their coins. The panel said nothing of the teams; it now says "Teams: W+B $0 · Y+R $0"
    as classic's four-in-teams panel does, and a game of one crew a side does not."""
    async with at_table(app_factory, island(mode="2v2")) as (app, pilot):
        assert "Teams: W+B $0 · Y+R $0" in table(app).crews_text().plain
    async with at_table(app_factory, island(mode="4")) as (app, pilot):
        assert "Teams" not in table(app).crews_text().plain


async def test_a_terminal_too_small_for_the_island_says_what_size_it_needs(app_factory):
    """Bad input never loses data: at 40x12 the table was drawn cut off (a 4-column panel);
    now it says the size needed (island 4 at the smallest cells: a 35-column map, 1 space
    and a 24-column panel; the panel's 14 lines above the footer) and plays nothing it
    cannot show, until the window is large enough again."""
    game = island(island="4", seed=3)
    app = app_factory(game=game)
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        screen = table(app)
        notice = screen.query_one("#arch-too-small")
        assert notice.display and not screen.query_one("#arch-body").display
        words = str(notice.render())
        assert "60x15" in words and "40x12" in words
        # nothing is played on a table that cannot be seen; leaving and saving still work
        assert screen.check_action("enter", ()) is False
        assert screen.check_action("quit_to_title", ()) is not False
        assert screen.check_action("save", ()) is not False
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not notice.display, "the notice to go")
        assert screen.query_one("#arch-body").display
        await pilot.press("enter")                     # the boat: choose it, then land
        await pilot.press("down", "enter")
        await settle(pilot, until=lambda: game.action_count == 1)
        assert game.action_count == 1
