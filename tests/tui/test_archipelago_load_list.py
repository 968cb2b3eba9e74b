"""The load list's line for a Jackal Archipelago save: its island, the turn in
play, each crew's coins, and its players with their crews' letters."""

from __future__ import annotations

from textual.widgets import DataTable, Static

from jackal_tui import persistence
from jackal_tui.games.archipelago import new_match
from jackal_tui.tui.screens.load import LoadScreen, island_words
from jackal_tui.tui.seats import set_seats

from .test_cli_and_saves import settle
from .test_load_screen import cell_lines


def banked_game():
    """A 2-on-2 game on island 2, six actions in, with two computer seats."""
    game = new_match("archipelago", "2v2", seed=5, names=["Ann", "Bo", "Cy", "Di"],
                     options={"island": "2"})
    set_seats(game, ["human", "easy", "human", "strong"])
    for _ in range(6):
        game.play(game.legal_actions()[0])
    return game


def test_island_words():
    assert island_words("2") == "island 2" and island_words("free") == "free island"
    assert island_words("random", short=True) == "random isl."
    assert island_words("p7") == "puzzle 7" and island_words(None) == "own island"


def test_the_summary_names_the_island(data_dir):
    path = persistence.save_game(banked_game(), name="Reef", data_dir=data_dir)
    summary = persistence.summary_of(path)
    assert summary.island == "2" and summary.turn_number == 7
    assert summary.scores == (((0, 2), 0), ((1, 3), 0))


async def test_the_load_list_line_of_an_archipelago_save(app_factory, data_dir):
    game = banked_game()
    persistence.save_game(game, name="Reef", data_dir=data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        table = app.screen.query_one(DataTable)
        name, rules, turn, score, players = cell_lines(table, 0)
        assert name.startswith("Reef")
        assert rules == "Archipel. / island 2"
        # Black (Cy) is to play in turn 7, as the game's own numbering says
        assert turn == f"B to play / turn {game.state.turns + 1}" == "B to play / turn 7"
        assert score == "W+B 0 / Y+R 0"  # the teams' coins, by crew letters
        assert players == "Ann, Bo (easy), Cy, Di (strong)"  # in seat order
        detail = " ".join(str(app.screen.query_one("#load-detail", Static).content).split())
        assert ("Reef: Jackal Archipelago, island 2, 2 on 2: W Ann, Y Bo (easy), B Cy, "
                "R Di (strong)") in detail
