"""The actions list (a) at every table: it fits the terminal, keeps the highlighted row
in view, and narrows as the player types.

The position: a treasure-island game of four, seed 1, at turn 25 with 20 legal actions
(each action the (11k + 3)-th legal one, k from 0: a fixed walk, not a strategy).
"""

from __future__ import annotations

from jackal_tui.games.classic import Game
from jackal_tui.tui.screens.actions import ActionListScreen, matches

SIZE = (80, 24)


def turn_25() -> Game:
    game = Game.new(mode="4", seed=1, ruleset="treasure-island")
    for k in range(28):
        legal = game.legal_actions()
        game.play(legal[(k * 11 + 3) % len(legal)])
    assert game.state.turns == 24 and len(game.legal_actions()) == 20
    return game


async def open_list(app, pilot):
    for _ in range(5):
        await pilot.pause()
    await pilot.press("a")
    for _ in range(5):
        await pilot.pause()
    assert isinstance(app.screen, ActionListScreen)
    return app.screen


def row_in_view(screen) -> bool:
    """The highlighted row is inside the list's visible part, and the list inside the
    terminal."""
    options = screen.option_list
    k = options.highlighted
    region = options.content_region
    top = options.scroll_offset.y
    return (k is not None and top <= k < top + region.height
            and region.y >= 0 and region.bottom <= screen.app.size.height)


def test_the_actions_list_with_20_actions_at_80x24(snap_compare, app_factory):
    """All 20 rows are on the screen with the title above them (before: the first two
    were off the top and the 20th below the edge)."""
    assert snap_compare(app_factory(game=turn_25()), press=["a"], terminal_size=SIZE)


async def test_the_list_fits_and_end_keeps_the_highlight_in_view(app_factory):
    app = app_factory(game=turn_25())
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(app, pilot)
        dialog = screen.query_one("#action-dialog")
        assert dialog.region.y >= 0 and dialog.region.bottom <= 24
        assert row_in_view(screen) and screen.option_list.highlighted == 0
        await pilot.press("end")
        await pilot.pause()
        assert screen.option_list.highlighted == 19 and row_in_view(screen)
    async with app_factory(game=turn_25()).run_test(size=(73, 19)) as pilot:
        screen = await open_list(pilot.app, pilot)
        await pilot.press("end")
        await pilot.pause()
        await pilot.pause()
        assert screen.option_list.highlighted == 19 and row_in_view(screen)
        await pilot.press("home")
        await pilot.pause()
        assert screen.option_list.highlighted == 0 and row_in_view(screen)


async def test_typing_narrows_backspace_widens_enter_plays_esc_closes(app_factory):
    game = turn_25()
    app = app_factory(game=game)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen
        screen = await open_list(app, pilot)
        words = [str(a) for a in screen.actions]
        want = next(w for w in words if "ship" in w.lower() or "-" in w)
        typed = want.split()[-1][:3]
        await pilot.press(*typed)
        await pilot.pause()
        narrowed = [words[i] for i in screen.shown]
        assert narrowed == [w for w in words if matches(w, typed)]
        assert 0 < len(narrowed) < 20 and screen.typed == typed
        await pilot.press("backspace", "backspace", "backspace")
        await pilot.pause()
        assert len(screen.shown) == 20 and screen.typed == ""
        await pilot.press("x", "x", "q")
        await pilot.pause()
        assert screen.shown == [] and app.screen is screen  # q types here: it closes nothing
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table and game.action_count == 28
        screen = await open_list(app, pilot)
        await pilot.press(*typed, "down")
        await pilot.pause()
        chosen = screen.actions[screen.highlighted_index()]
        await pilot.press("enter")
        for _ in range(5):
            await pilot.pause()
        assert game.action_count == 29 and game.actions[-1] == chosen


def test_matches_needs_every_word_typed():
    assert matches("W1 G2-G3 with a coin", "g3 coin")
    assert not matches("W1 G2-G3", "g3 coin")
    assert matches("anything", "")


async def test_the_highlighted_row_is_marked_without_colour(app_factory):
    """The highlighted row carries ▶ (NO_COLOR keeps no background); typing after End,
    which narrows the list under the highlight, moves the mark and breaks nothing."""
    app = app_factory(game=turn_25())
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(app, pilot)
        rows = lambda: [str(screen.option_list.get_option_at_index(k).prompt)  # noqa: E731
                        for k in range(screen.option_list.option_count)]
        assert rows()[0].startswith("▶ ") and all(r.startswith("  ") for r in rows()[1:])
        await pilot.press("end")
        await pilot.pause()
        assert rows()[-1].startswith("▶ ") and sum(r.startswith("▶") for r in rows()) == 1
        last = str(screen.actions[-1])
        await pilot.press(*last.split()[0].lower())
        await pilot.pause()
        assert app.screen is screen and sum(r.startswith("▶") for r in rows()) == 1
        assert rows()[screen.option_list.highlighted].startswith("▶ ")
