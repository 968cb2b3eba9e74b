"""A screenshot of Jackal Archipelago's replay viewer at 80x24: island 2 in
the middle of a game, the map as it was at action 40 (face-down tiles by their backs,
the tiles turned up by then, boats, swimmers, a coin), the log ending at that action.

Update with ``--snapshot-update`` only after looking at the screen (in tmux at 80x24).
"""

from __future__ import annotations

from .test_archipelago_view import played_game

SIZE = (80, 24)


def test_archipelago_replay_mid_game(snap_compare, app_factory):
    game = played_game(80)

    async def open_replay(pilot) -> None:
        from jackal_tui.tui.screens.replay import ReplayScreen

        pilot.app.push_screen(ReplayScreen(game, at=40, title="Replay: Reef"))
        await pilot.pause()

    assert snap_compare(app_factory(game=game), run_before=open_replay, terminal_size=SIZE)
