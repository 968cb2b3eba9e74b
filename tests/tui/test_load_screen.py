"""The load screen fits 80 columns and says who plays each save (computer seats named)."""

from __future__ import annotations

import os

import pytest
from textual.widgets import DataTable, Static

from jackal_tui.games.classic import Game
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.seats import set_seats

from .test_cli_and_saves import settle
from .test_snapshots import _fixed_save, saves_for_the_load_screen
from .waiting import until


def cell_lines(table: DataTable, row: int) -> list[str]:
    """A row's cells, each as its text (lines joined by " / ")."""
    return [str(cell).replace("\n", " / ") for cell in table.get_row_at(row)]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_list_fits_and_names_the_seats(app_factory, data_dir, size):
    saves_for_the_load_screen(data_dir)
    app = app_factory()
    async with app.run_test(size=size) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        table = app.screen.query_one(DataTable)
        assert table.max_scroll_x == 0  # nothing to scroll sideways to: every column shows
        assert table.virtual_size.width <= table.scrollable_content_region.width

        friday, quick, broken = (cell_lines(table, row) for row in range(3))
        assert friday[:4] == ["Friday game / 11-20 20:15", "Classic / 4 teams",
                              "Y to play / turn 2", "W+B 0 / Y+R 0"]
        players = friday[4].replace(" / ", " ")
        assert players == "Anne, Bart (easy), Calico, Dampier (strong)"
        assert quick[4] == "Anne, Dampier"  # no seats saved: both human
        assert broken[2] == "DAMAGED"
        assert broken[4].replace(" / ", " ").startswith("the file is cut short")

        detail = str(app.screen.query_one("#load-detail", Static).render())
        assert "W Anne, Y Bart (easy), B Calico, R Dampier (strong)" in detail
        await pilot.press("down", "down")
        detail = str(app.screen.query_one("#load-detail", Static).render())
        assert "This save is damaged: the file is cut short" in detail


async def test_unnamed_players_are_called_by_their_crews(app_factory, data_dir):
    # as `jackal --new --players 2-light --seats human,easy` leaves it: no names
    game = Game.new(mode="2-light", seed=7)
    set_seats(game, ["human", "easy"])
    game.play("W1 G1-G2")
    _fixed_save(data_dir, game, "autosave", "2026-11-20T20:15:00+00:00", 1_700_000_000)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        table = app.screen.query_one(DataTable)
        assert cell_lines(table, 0)[4] == "White, Black (easy)"


async def test_many_long_saves_still_fit_80_columns(app_factory, data_dir):
    names = ["Long-Named Captain Number " + str(i) for i in range(4)]
    for i in range(12):
        seats = 2 if i % 2 else 4   # a name per seat at most
        game = Game.new(mode="2" if i % 2 else "4", seed=i, names=names[:seats] if i % 3 else [],
                        ruleset="treasure-island" if i % 4 == 0 else "classic")
        set_seats(game, ["random", "strong", "easy", "strong"][: 2 if i % 2 else 4])
        _fixed_save(data_dir, game, f"An evening at the harbour {i}",
                    "2026-11-20T20:15:00+00:00", 1_700_000_000 + i)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        table = app.screen.query_one(DataTable)
        assert table.row_count == 12
        assert table.max_scroll_x == 0
        first = cell_lines(table, 0)  # the newest: number 11, two named players
        assert first[0] == "An evening at t… / 11-20 20:15"
        assert first[1] == "Classic / 2×2 crews"
        # too long for two lines: the names are shortened, the computer seats still show
        assert "…" in first[4] and "(random)" in first[4] and "(strong)" in first[4]
        unnamed = cell_lines(table, 2)  # number 9: two players without names
        assert unnamed[4] == "White+Black (random), / Yellow+Red (strong)"
        assert cell_lines(table, 3)[1] == "T. Island / 4 players"
        # number 10: four long names, four computers: the kinds in one letter, none lost,
        # and names that start alike keep what tells them apart
        assert cell_lines(table, 1)[4] == "Long…0 (R), Long…1 (S), / Long…2 (E), Long…3 (S)"
        await pilot.resize_terminal(120, 40)
        await until(pilot, lambda: "(random)" in cell_lines(table, 1)[4], "the wider list")
        assert table.max_scroll_x == 0
        wider = cell_lines(table, 1)[4]
        assert [wider.count(kind) for kind in ("(random)", "(strong)", "(easy)")] == [1, 2, 1]


async def test_v_replays_the_highlighted_game_and_refuses_a_damaged_one(app_factory, data_dir):
    """The replay viewer opens from the load list at the game's
    first move; a damaged save opens nothing and says why."""
    from jackal_tui.tui.screens.replay import ReplayScreen

    saves_for_the_load_screen(data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        await pilot.press("v")
        await settle(app, pilot)
        for _ in range(50):  # the save is proved in a worker: wait for the screen
            if isinstance(app.screen, ReplayScreen):
                break
            await pilot.pause(0.1)
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.at == 0
        await pilot.press("escape")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("down", "down", "v")  # the third save is cut short
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        assert any("Cannot replay" in str(n.message) for n in app._notifications)


async def test_home_and_end_go_to_the_first_and_the_last_save(app_factory, data_dir):
    """End did nothing in the load list (the table's own End scrolls sideways)."""
    saves_for_the_load_screen(data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        table = app.screen.query_one(DataTable)
        assert table.row_count == 3 and table.cursor_row == 0
        await pilot.press("end")
        await pilot.pause()
        assert table.cursor_row == 2
        detail = str(app.screen.query_one("#load-detail", Static).render())
        assert "This save is damaged" in detail
        await pilot.press("home")
        await pilot.pause()
        assert table.cursor_row == 0
