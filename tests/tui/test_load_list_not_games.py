"""The load list shows everything in the saves folder named like a save: a pipe, a
folder or a link to nothing is marked NOT A GAME with the reason, never left unsaid."""

from __future__ import annotations

import os

import pytest
from textual.widgets import DataTable, Static

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.tui.screens.load import LoadScreen

from .test_cli_and_saves import settle
from .test_load_screen import cell_lines


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and links")
async def test_pipes_folders_and_dangling_links_are_marked_not_games(app_factory, data_dir):
    game = Game.new(mode="2-light", seed=3)
    game.play(game.legal_actions()[0])
    good = persistence.save_game(game, name="Good", data_dir=data_dir)
    folder = persistence.saves_dir(data_dir)
    os.mkfifo(folder / "pipe.json")
    (folder / "folder.json").mkdir()
    os.symlink(folder / "gone.json", folder / "dangling.json")
    for when, name in enumerate(("pipe.json", "folder.json", "dangling.json", good.name)):
        os.utime(folder / name, (1_700_000_000 + when,) * 2, follow_symlinks=False)
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        table = app.screen.query_one(DataTable)
        rows = [cell_lines(table, row) for row in range(table.row_count)]
        assert [row[0].split(" / ")[0] for row in rows] == ["Good", "dangling", "folder", "pipe"]
        assert [row[2] for row in rows[1:]] == ["NOT A GAME"] * 3
        await pilot.press("down")
        detail = str(app.screen.query_one("#load-detail", Static).render())
        assert "This is not a game: it is a link to " in detail
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert any(n.title == "Not a game" and "named pipe" in n.message
                   for n in app._notifications)
