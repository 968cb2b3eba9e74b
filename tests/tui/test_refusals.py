"""A refused move says the rule's reason, in words that name no colour.

The reasons come from the rules core (jackal_tui/games/classic/explain.py); these tests
press the keys a player would and read the notice shown.
"""

from __future__ import annotations

from jackal_tui.games.classic import Game

from .test_play import game_screen, move_cursor_to

# White to move: W1 on G3 beside a face-down G4, an enemy-held fortress on H3, coins
# under W1; W2 far off on C8; the horse on E4 for a decision.
REFUSALS = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 G3
coins G3 1
G4 ?empty
H3 fortress
B1 H3
W2 D3
E4 horse
coins C12 5
"""

COLOURS = ("green", "orange", "purple", "red cell", "yellow cell")


def notices(app) -> list[str]:
    return [n.message for n in app._notifications]


async def test_carrier_onto_a_face_down_tile_says_why(app_factory):
    app = app_factory(game=Game.from_position(REFUSALS))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter", "c")
        assert screen.selected == ("pirate", 0) and screen.drag_coin == 1
        await move_cursor_to(pilot, "G4")
        await pilot.press("enter")
        await pilot.pause()
        last = notices(app)[-1]
        assert last.startswith("W1 cannot go to G4: W1 carries a coin: a carrier steps only "
                               "onto face-up tiles"), last
        assert "c leaves the coin" in last
        assert screen.game.action_count == 0
        assert not any(colour in last for colour in COLOURS)


async def test_fortress_held_by_an_enemy_and_a_cell_too_far(app_factory):
    app = app_factory(game=Game.from_position(REFUSALS))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "H3")
        await pilot.press("enter")
        await pilot.pause()
        assert "W1 cannot go to H3: an enemy holds the fortress on H3" in notices(app)[-1]
        await move_cursor_to(pilot, "G5")
        await pilot.press("enter")
        await pilot.pause()
        assert notices(app)[-1].startswith("W1 cannot go to G5: G5 is not next to W1")
        assert screen.game.action_count == 0


async def test_the_ship_says_why_it_cannot_sail_there(app_factory):
    app = app_factory(game=Game.from_position(REFUSALS))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G1")
        while screen.selected != ("ship", 0):
            await pilot.press("enter")
        await move_cursor_to(pilot, "D1")
        await pilot.press("enter")
        await pilot.pause()
        assert notices(app)[-1] == (
            "White's ship cannot go to D1: a ship moves one cell per action along its side, "
            "and D1 is 3 cells away.")


async def test_a_decision_says_why_a_cell_is_not_a_choice(app_factory):
    app = app_factory(game=Game.from_position(REFUSALS))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "D3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "E4")
        await pilot.press("enter")  # onto the horse: W2 must choose a knight's jump
        assert screen.game.state.pending is not None
        await move_cursor_to(pilot, "E5")
        await pilot.press("enter")
        await pilot.pause()
        last = notices(app)[-1]
        assert last == ("W2 cannot go to E5: E5 is not a knight's jump from E4. "
                        "Pick one of the marked cells.")
        assert screen.game.state.pending is not None
