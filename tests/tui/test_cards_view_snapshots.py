"""Screenshots at 80x24 of the card game beside and after play: the watch
screen of a game another window plays (mid-resolution: rows revealed, a pirate going,
no hand), and the replay viewer in the middle of a game (island 2, a resolution, the
hands of the finished game as they were).

Update with ``--snapshot-update`` only after looking at the screens (in tmux at 80x24 and
at the SVGs).
"""

from __future__ import annotations

from jackal_tui import persistence
from jackal_tui.session import Session
from jackal_tui.tui.screens.watch import WatchScreen

from .test_cards_view import played_game

SIZE = (80, 24)
WATCHED = 36  # actions: island 2, Anne's pirate going after a Doubling question


def test_cards_watch_screen(snap_compare, app_factory, data_dir):
    game = played_game(WATCHED)
    saves = persistence.GameFile.for_new_game(game, data_dir, name="watched")
    path = saves.write(game)  # held by this process: the "other window" has not let go

    async def watch(pilot):
        pilot.app.push_screen(WatchScreen(Session.watching(played_game(WATCHED), path)))
        await pilot.pause()

    try:
        assert snap_compare(app_factory(), run_before=watch, terminal_size=SIZE)
    finally:
        saves.close()


def test_cards_replay_mid_game(snap_compare, app_factory):
    # from the results: the replay from the start (r), the next island, then into its
    # resolution
    press = ["r", "pagedown", *["right"] * 10]
    assert snap_compare(app_factory(game=played_game()), press=press, terminal_size=SIZE)
