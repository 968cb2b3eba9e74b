"""What the load list and the results say is true: a solved puzzle says it was solved and
which goals were met (RULINGS-ARCHIPELAGO, "Solo puzzles": "a card with two goals shows
which were met"); the card game's results row adds up, Tortuga's coins included
(RULINGS-CARDS, "A round": "coins paid in Tortuga leave the game"); the card game's
default names read apart in the game and in the list.
"""

from __future__ import annotations

import re

from textual.widgets import DataTable, Static

from jackal_tui import persistence
from jackal_tui.__main__ import app_from_args, parse_args
from jackal_tui.games import rules_of
from jackal_tui.tui.cards.island_card import player_letters
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.screens.load import LoadScreen, _fit_seats
from jackal_tui.tui.seats import set_seats

from .test_cli_and_saves import settle
from .test_load_screen import cell_lines

# Puzzle 5 (RULINGS' table: "4 turns, all alive") solved in 4 turns, and puzzle 1 ("3 turns,
# all alive") in 3: found by a breadth-first search like the one the solver proves pars with.
P5 = ["W1 D2-E2", "W2 D2-C2", "W3 D2-D3", "W1 D2-C2", "W2 C2-D2", "W3 D3-E4", "W1 C2-B3",
      "W2 D2-C2", "W3 E4-F3", "W1 B3-C2 +coin", "W2 C2-D2 +coin", "W3 F3-E2 +coin"]
P1 = ["W1 B4-B3", "W2 B4-C3", "W3 B4-B3", "W1 B3-B2", "W2 C3-D4", "W3 B3-C3", "W1 B2-C2",
      "W2 D4-C3 +coin", "W3 C3-B4 +coin"]


def solved_puzzle(card: int, moves: list[str]):
    game = rules_of("archipelago").new_match("archipelago", "1", seed=0,
                                             options={"island": f"p{card}"})
    for move in moves:
        game.play(game.parse_action(move))
    assert game.is_over() and game.state.end_reason.startswith("solved")
    return game


def finished_card_game(names=None, seed: int = 1):
    """A first game (4 islands) against the strong computer, played to its end, in which
    Anne pays a coin in Tortuga: whoever can visits, rows are laid as long as they can."""
    game = rules_of("card-game").new_match("card-game", "2", seed=seed, names=names,
                                           options={"first_game": True})
    set_seats(game, ["human", "strong"])
    while not game.is_over():
        acts = game.legal_actions()
        visit = [a for a in acts if a.kind == "tortuga"]
        game.play(visit[-1] if visit else acts[-1] if game.state.phase == "plan" else acts[0])
    return game


def saves_to_list(data_dir) -> None:
    persistence.save_game(solved_puzzle(5, P5), name="Puzzle five", data_dir=data_dir)
    persistence.save_game(solved_puzzle(1, P1), name="Puzzle one", data_dir=data_dir)
    persistence.save_game(finished_card_game(["Anne", "Bart"]), name="Cards done",
                          data_dir=data_dir)


def test_a_solved_puzzles_summary_says_what_was_met(data_dir):
    path = persistence.save_game(solved_puzzle(5, P5), name="Reef", data_dir=data_dir)
    summary = persistence.summary_of(path)
    assert summary.solved and summary.turns_played == 4
    assert summary.goals == (("4 turns, all alive", True),)


async def test_the_load_list_says_a_puzzle_was_solved_and_its_goal_met(app_factory, data_dir):
    saves_to_list(data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        table = app.screen.query_one(DataTable)
        rows = {cell_lines(table, k)[0].split(" / ")[0]: cell_lines(table, k)
                for k in range(table.row_count)}
        _, rules, turn, score, _ = rows["Puzzle five"]
        assert rules == "Archipel. / puzzle 5"
        assert turn == "solved / 4 turns"          # not "over / turn 5"
        assert score == "goal met / 2 coins banked"  # not "W 0"
        _, _, turn, score, _ = rows["Puzzle one"]
        assert turn == "solved / 3 turns" and score == "goal met / 1 coin banked"
        _, _, turn, score, players = rows["Cards done"]
        assert score.replace(" / ", "  ").split("  ")[0][:1] == "A"  # Anne's letter
        table.move_cursor(row=[k for k in range(table.row_count)
                               if cell_lines(table, k)[0].startswith("Puzzle five")][0])
        await pilot.pause()
        detail = " ".join(str(app.screen.query_one("#load-detail", Static).content).split())
        assert "Solved in 4 turns. Goal 4 turns, all alive: met." in detail


def results_rows(text: str) -> list[tuple[int, list[int], int]]:
    """(coins, coins by island, Tortuga) of each player's row of the results."""
    rows = []
    for line in text.splitlines():
        m = re.match(r"^[★ ]\d\. .{12}\s*(\d+)  ([\d ]+?)\s+(-\d+)?\s*(\(.*\))?$", line)
        if m:
            rows.append((int(m.group(1)), [int(x) for x in m.group(2).split()],
                         int(m.group(3) or 0)))
    return rows


def test_the_card_results_row_adds_up_with_the_coins_paid_in_tortuga():
    game = finished_card_game(["Anne", "Bart"])
    text = ResultsScreen(game).summary().plain
    rows = results_rows(text)
    assert len(rows) == 2, text
    for coins, islands, tortuga in rows:
        assert sum(islands) + tortuga == coins, text
    assert any(tortuga for _, _, tortuga in rows), text   # Anne's visit is shown
    assert "Tortuga" in text.splitlines()[3]


def test_a_card_game_started_without_names_gets_names_that_read_apart():
    args = parse_args(["--new", "--ruleset", "card-game", "--players", "3"])
    game = app_from_args(args)._start_new.start()
    names = [game.seat_name(p) for p in range(3)]
    assert names == ["Anne", "Bart", "Calico"]
    assert player_letters(names) == ["A", "B", "C"]


def test_names_that_start_alike_are_cut_apart_in_the_load_list():
    """A save from before (its players "Player 1" and "Player 2") still reads apart."""
    assert _fit_seats([("Player 1", ""), ("Player 2", "strong")], 10) == [
        "Play…1,", "Play…2 (S)"]
    lines = _fit_seats([("Player 1", ""), ("Player 2", "strong"), ("Player 3", "easy"),
                        ("Player 4", "")], 20)
    assert "Playe…" not in " ".join(lines)
    assert all(f"…{k}" in " ".join(lines) or f"Player {k}" in " ".join(lines)
               for k in range(1, 5))
