"""A real jackal app in a child process, for the two-window test.

``python app_in_child.py DATA`` starts a new two-player game on the data folder ``DATA``
(headless, through Textual's test driver), plays three actions, prints
``played <count> <save path>``, waits for a line on stdin, plays three more, prints
``played <count> <save path>`` again, quits to the title (letting go of the game) and
prints ``done``; it then waits for a last line before it ends.
"""

from __future__ import annotations

import asyncio
import sys


async def main(data: str) -> None:
    from jackal_tui.tui import NewGame, make_app

    app = make_app(data_dir=data, new_game=NewGame(mode="2-light", seed=5), theme="textual-dark",
                   blink=False, pace=0)
    loop = asyncio.get_running_loop()
    async with app.run_test(size=(80, 24)) as pilot:
        for _round in range(2):
            for _ in range(3):
                await pilot.press("a", "enter")
            screen = app.screen
            print("played", screen.game.action_count, screen.save_path, flush=True)
            await loop.run_in_executor(None, sys.stdin.readline)
        await pilot.press("q")
        await pilot.pause()
        print("done", flush=True)
        await loop.run_in_executor(None, sys.stdin.readline)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
