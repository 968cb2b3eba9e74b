"""Every notice fits the screen: its title and reason show, what it quotes is cut.

A refusal that quotes 5,000 digits was a wall of 9s taller than the screen, its title
above the top edge and its reason below the bottom one.
"""

from __future__ import annotations

from textual.widgets import Input
from textual.widgets._toast import Toast

from jackal_tui.tui.screens.new_game import NewGameScreen
from jackal_tui.tui.screens.title import TitleScreen

from .test_cli_and_saves import settle


def toasts_on_screen(app) -> list[tuple[object, str]]:
    """Each notice shown: its region on the screen and its text (title first)."""
    return [(toast.region, toast.render().plain) for toast in app.screen.query(Toast)]


def assert_fits(app, title: str, reason: str) -> None:
    shown = toasts_on_screen(app)
    assert shown, "no notice shown"
    screen = app.screen.region
    for region, text in shown:
        assert screen.contains_region(region), f"a notice of {region} leaves {screen}"
    texts = [text for _, text in shown]
    assert any(text.startswith(title) and reason in text for text in texts), texts


async def test_a_5000_digit_path_refused_by_load_fits_80x24(app_factory, tmp_path):
    folder = tmp_path.joinpath(*(["9" * 200] * 25))
    app = app_factory(load_path=folder / "game.json")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, TitleScreen)
        assert_fits(app, "Cannot load that save", "name too long")  # ENAMETOOLONG
        (_, text), = toasts_on_screen(app)
        assert "game.json" in text  # the file's name, at the end of the path, still shows
        assert "…" in text


async def test_a_5000_digit_refusal_in_the_form_fits_80x24(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        app.screen.query_one("#stall", Input).value = "9" * 5000
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert_fits(app, "", "not a number of rounds")
        (_, text), = toasts_on_screen(app)
        assert text.startswith("Anti-stall limit: '999") and "…" in text


async def test_a_long_title_and_message_fit_a_small_screen(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.notify("What: " + "x" * 3000 + " " + "word " * 400 + "the reason.",
                   title="A title " + "t" * 300, severity="error")
        await pilot.pause()
        assert_fits(app, "A title ttt", "the reason.")
