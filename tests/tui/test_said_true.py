"""What the table says is true, and said where it belongs.

- q goes back to the title screen (the game is saved) at every table: the footer names it
  so in every game (before, the island games' and the others' footers said "Quit", which
  is what q does on the title screen: leave the program).
- On a hand-over page q means the same (before, the card game's planning hand-over said
  "q Back" and went to the title, and the look-at-hand and lighthouse pages said "q Back"
  and went back to the table); Esc is what goes back to the table, where there is one to go
  back to.
- A message of the table stands in its message area under the board, never as a toast
  over a dialog (before, a message still showing when a dialog opened, or raised while it
  was open, floated over the dialog). A message raised while a dialog covers the table
  waits, and shows when the dialog closes; a hand-over page's own notice is on the page.
"""

from __future__ import annotations

import pytest
from textual.widgets._toast import Toast

from jackal_tui.games.cards import match_from_position
from jackal_tui.games.classic import Game
from jackal_tui.tui.cards.hand_over import HandScreen
from jackal_tui.tui.cards.screen import CardsScreen, HandOverScreen
from jackal_tui.tui.screens.dialogs import SaveDialog
from jackal_tui.tui.screens.help import HelpScreen
from jackal_tui.tui.screens.secret import SecretLookScreen
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.table_keys import NOTHING_TO_CANCEL
from jackal_tui.tui.widgets.messages import MessageArea

from .test_cards_hand_over import POSITION as THREE_AT_THE_KEYBOARD, Table
from .test_messages import screen_lines
from .test_table_keys import GAMES, settle
from .waiting import until

SIZE = (80, 24)


def footer_line(app) -> str:
    return screen_lines(app)[-1]


def toasts(app) -> list[str]:
    """The toasts shown on the screen on top (there should be none at a table)."""
    return [str(t.render()) for t in app.screen.query(Toast)]


async def to_the_table(app, pilot):
    await settle(pilot)
    if isinstance(app.screen, HandOverScreen):  # the card game's first planner
        await pilot.press("enter")
        await settle(pilot)
    return app.screen


@pytest.mark.parametrize("game", list(GAMES))
async def test_the_footer_names_q_as_it_goes_back_to_the_title(app_factory, game):
    app = app_factory(new_game=GAMES[game])
    async with app.run_test(size=SIZE) as pilot:
        table = await to_the_table(app, pilot)
        assert table.active_bindings["q"].binding.description == "Title"
        line = footer_line(app)
        assert "q Title" in line and "Quit" not in line, line
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)


async def test_q_on_the_planning_hand_over_reads_title_and_goes_there(app_factory):
    app = app_factory(new_game=GAMES["card-game"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandOverScreen)
        line = footer_line(app)
        assert "q Title" in line and "Back" not in line, line
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)


async def test_q_on_the_look_at_hand_page_goes_to_the_title_and_esc_to_the_table(app_factory):
    """The look-at-hand hand-over (h): q as everywhere (the title; the game is saved), Esc
    back to the table with nothing answered."""
    app = app_factory(game=match_from_position(THREE_AT_THE_KEYBOARD))
    async with app.run_test(size=SIZE) as pilot:
        t = Table(pilot)
        await t.hand_over("Victor")
        await t.press("enter", "c")
        await t.hand_over("Susan")
        await t.press("right", "enter", "left", "enter", "c")
        await t.hand_over("Paul")
        await t.press("enter", "c")
        await t.steps()
        table = t.cards()
        assert table.game.state.phase == "rum"
        await t.press("h")
        assert isinstance(app.screen, HandScreen) and not app.screen.shown
        await until(pilot, lambda: footer_line(app).strip(), "the page's footer")
        line = footer_line(app)
        assert "q Title" in line and "Back" not in line, line
        assert "Esc: back to the table" in " ".join(screen_lines(app))
        await t.press("escape")
        assert app.screen is table and table.game.state.phase == "rum"
        path = table.session.save_path
        await t.press("h")
        assert isinstance(app.screen, HandScreen)
        await t.press("q")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert not any(isinstance(s, CardsScreen) for s in app.screen_stack)
        assert path is not None and path.exists()


async def test_q_on_the_lighthouse_page_goes_to_the_title_and_esc_to_the_table(app_factory):
    from .test_play import game_screen, move_cursor_to
    from .test_treasure_island import TI_LIGHTHOUSE, go

    app = app_factory(game=Game.from_position(TI_LIGHTHOUSE))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await go(pilot, "G2", "G3")
        for name in ("C4", "D10", "J9", "K3"):
            await move_cursor_to(pilot, name)
            await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SecretLookScreen) and not app.screen.shown
        line = footer_line(app)
        assert "q Title" in line and "Back" not in line, line
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, SecretLookScreen)
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_message_showing_when_a_dialog_opens_stays_under_the_board(app_factory, game):
    app = app_factory(new_game=GAMES[game])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        table = await to_the_table(app, pilot)
        await pilot.press("escape")              # "Nothing to cancel...": a message
        await settle(pilot)
        area = table.query_one(MessageArea)
        assert "Nothing to cancel" in area.words
        await pilot.press("s")                   # the save dialog opens over the table
        await settle(pilot)
        assert isinstance(app.screen, SaveDialog)
        assert toasts(app) == []
        assert not any("Nothing to cancel" in line for line in screen_lines(app))
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table and "Nothing to cancel" in area.words


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_message_raised_under_a_dialog_shows_when_it_closes(app_factory, game):
    """A message the table raises while the help covers it (a computer that failed, an
    autosave) is not a toast over the help: it is in the message area once the help
    closes, even after its time would have run out."""
    app = app_factory(new_game=GAMES[game])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        table = await to_the_table(app, pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        table.notify("The computers are paused.", title="Computer crew", severity="error",
                     timeout=1.5)
        await settle(pilot)
        await pilot.pause(1.8)                   # longer than the message's own time
        assert toasts(app) == []
        assert not any("computers are paused" in line for line in screen_lines(app))
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table
        area = table.query_one(MessageArea)
        assert "Computer crew: The computers are paused." in area.words


async def test_the_hand_overs_own_notice_is_on_its_page(app_factory):
    """Esc on the planning hand-over says which key leaves, on the page itself (a toast
    there would float over the page's words)."""
    app = app_factory(new_game=GAMES["card-game"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        page = app.screen
        assert isinstance(page, HandOverScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is page and toasts(app) == []
        shown = " ".join(screen_lines(app))
        assert "⏎ when only" in shown and "q: back to the title" in shown


def test_the_key_words_say_q_as_the_footer_does():
    """The help's Keys page and the footer agree: q is the title, not quitting."""
    from jackal_tui.tui.table_keys import TABLE_KEY_WORDS, TABLE_KEYS

    q = next(b for b in TABLE_KEYS if b.key == "q")
    assert q.description == "Title"
    assert dict(TABLE_KEY_WORDS)["q"].startswith("back to the title screen")
    assert NOTHING_TO_CANCEL.startswith("Nothing to cancel. q goes back to the title")


async def test_the_save_dialog_says_its_refusal_in_itself(app_factory):
    """An empty name is refused in the dialog's own words, under its field (a toast would
    float over the dialog; the table's area is under it)."""
    app = app_factory(new_game=GAMES["classic"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        table = await to_the_table(app, pilot)
        await pilot.press("s")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, SaveDialog)
        dialog.query_one("#save-name").value = ""
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is dialog and toasts(app) == []
        assert any("Type a name first" in line for line in screen_lines(app))
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table
        assert "Type a name first" not in table.query_one(MessageArea).words
