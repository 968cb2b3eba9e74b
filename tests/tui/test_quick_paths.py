"""What makes start-up, Tab and the cursor quick must not change what the player sees
(bench/bench_tui.py measures the speed itself, never a test)."""

from __future__ import annotations

from textual.widgets import OptionList

from jackal_tui.games.classic import Game
from jackal_tui.tui import NewGame
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.widgets.footer import KeysFooter
from jackal_tui.tui.classic.panel import TileInfoPanel

from .test_play import game_screen


async def test_tab_keeps_the_footer_when_its_keys_do_not_change(app_factory, monkeypatch):
    """Tab from pirate to pirate: the footer's keys stay the same, so it is not rebuilt;
    the Coin key lights up when a coin carrier is selected, so then it is."""
    rebuilt = []
    original = KeysFooter.recompose

    async def counting(self):
        rebuilt.append(self)
        return await original(self)

    monkeypatch.setattr(KeysFooter, "recompose", counting)
    app = app_factory(new_game=NewGame(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("tab")  # the first selection may change the keys (Esc, c...)
        await pilot.pause()
        rebuilt.clear()
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert rebuilt == []
        footer = app.screen.query_one(KeysFooter)
        assert any(key.description == "Ship" for key in footer.query("FooterKey"))


async def test_the_panel_follows_the_cursor(app_factory):
    app = app_factory(new_game=NewGame(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("up")  # from the ship on G1 to the face-down tile on G2
        panel = game_screen(app).query_one(TileInfoPanel)
        title = str(panel.query_one("#tile-title").render())
        assert title.startswith("G2 ")


async def test_a_game_from_the_command_line_leaves_to_a_working_title(app_factory):
    """Started straight into a game, the title is built only when the game is left, and
    then it is the whole title: its menu, its keys."""
    app = app_factory(game=Game.new(mode="2-light", seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, TitleScreen)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        menu = app.screen.query_one("#menu", OptionList)
        assert menu.option_count == 6 and menu.has_focus   # the pirate puzzles are one
        await pilot.press("n")
        assert type(app.screen).__name__ == "NewGameScreen"
