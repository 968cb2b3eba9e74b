"""Screenshots of the card game's screens at 80x24: the hand-over, planning,
a resolution step, the treasure table and the results, on the rulebook's worked example
(the same keys as tests/tui/test_cards_app.py).

Update with ``--snapshot-update`` only after looking at the screens (in tmux at 80x24 and
at the SVGs).
"""

from __future__ import annotations

from .test_cards_app import RESOLUTION, VICTOR, example, plan_all, show_all_steps

SIZE = (80, 24)


def test_cards_hand_over(snap_compare, app_factory):
    assert snap_compare(app_factory(game=example()), terminal_size=SIZE)


def test_cards_planning(snap_compare, app_factory):
    # Victor's two cards in the row, the second moved before the first, not yet laid
    press = ["enter", *VICTOR[:-1]]
    assert snap_compare(app_factory(game=example()), press=press, terminal_size=SIZE)


def test_cards_resolution_step(snap_compare, app_factory):
    async def to_c4(pilot):
        await plan_all(pilot)
        for key in ("n", "n", "2"):          # no Rum on Victor; left-right to c4
            await show_all_steps(pilot)
            await pilot.press(key)
            await pilot.pause()

    assert snap_compare(app_factory(game=example()), run_before=to_c4, terminal_size=SIZE)


async def play_to_the_end(pilot) -> None:
    await plan_all(pilot)
    for key in RESOLUTION:
        await pilot.press(key)
        await pilot.pause()
        await show_all_steps(pilot)


def test_cards_treasure_table(snap_compare, app_factory):
    assert snap_compare(app_factory(game=example()), run_before=play_to_the_end,
                        terminal_size=SIZE)


def test_cards_results(snap_compare, app_factory):
    async def results(pilot):
        await play_to_the_end(pilot)
        await pilot.press("enter")
        await pilot.pause()
        await show_all_steps(pilot)
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(app_factory(game=example()), run_before=results, terminal_size=SIZE)
