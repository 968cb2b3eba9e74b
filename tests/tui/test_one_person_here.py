"""One person at this keyboard: a secret needs no page asking the others to look away,
and a seat played at another terminal (a served game) is spoken of as a person, not a
computer whose pace can be set."""

from jackal_tui.games.classic import Game
from jackal_tui.seats import ELSEWHERE
from jackal_tui.session import set_seats
from jackal_tui.tui.classic.panel import PromptPanel
from jackal_tui.tui.screens.secret import SecretLookScreen

from .positions import TI_LIGHTHOUSE
from .test_play import game_screen, move_cursor_to
from .test_treasure_island import go, shown

SIZE = (100, 32)


async def _look(pilot) -> None:
    await go(pilot, "G2", "G3")
    for name in ("C4", "D10", "J9", "K3"):
        await move_cursor_to(pilot, name)
        await pilot.press("enter")
    await pilot.pause()


async def test_alone_against_a_computer_the_lighthouse_look_shows_at_once(app_factory):
    """The only person at the keyboard looked: the tiles show with no hand-over page;
    any key hides them, and the shared board never drew them."""
    game = Game.from_position(TI_LIGHTHOUSE)
    set_seats(game, ["human", "easy"])
    app = app_factory(game=game)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await _look(pilot)
        look = app.screen
        assert isinstance(look, SecretLookScreen)
        assert look.shown
        assert "chest of 5 coins" in shown(look.query_one("#secret-list"))
        await pilot.press("x")
        await pilot.pause()
        assert app.screen is screen


async def test_two_people_at_the_keyboard_still_get_the_hand_over_page(app_factory):
    game = Game.from_position(TI_LIGHTHOUSE)
    set_seats(game, ["human", "human"])
    app = app_factory(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await _look(pilot)
        look = app.screen
        assert isinstance(look, SecretLookScreen) and not look.shown
        assert "Pass the keyboard to Anne" in shown(look.query_one("#handover"))


async def test_a_seat_at_another_terminal_is_a_person_deciding_with_no_pace_keys(app_factory):
    """Black is played at another terminal: the prompt says Black is deciding, offers no
    pause or pace keys, and a move key says to wait for their move."""
    game = Game.from_position(TI_LIGHTHOUSE.replace("turn W", "turn B"))
    set_seats(game, ["human", "human"])
    app = app_factory(game=game)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        screen.session.seats[1] = ELSEWHERE     # as a served game's connection has it
        screen.redraw()
        await pilot.pause()
        words = shown(screen.query_one(PromptPanel))
        assert "is deciding" in words
        assert "pause" not in words and "faster" not in words
        # no computer plays here: p and +/- are off, and the footer does not offer them
        assert screen.check_action("pause", ()) is False
        assert screen.check_action("pace", (1,)) is False
        assert screen.why_not("select") == (f"{screen.computer_name()} decides at another "
                                            "terminal: wait for their move.")
