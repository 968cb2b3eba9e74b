"""A real jackal app in a child process playing Jackal Archipelago, for the watching test.

``python archipelago_app_in_child.py DATA`` starts a new two-player Archipelago game on
island 2 (Anne and Bart, seed 3, both at the keyboard) on the data folder ``DATA``
(headless, through Textual's test driver) and plays through its table screen
(``ArchipelagoScreen.play``: the session plays and autosaves, as for a key) two moves
(each the first legal move of a pirate or boat), prints ``played <count> <save path>``, waits
for a line on stdin, plays one more and prints ``played <count> <save path>`` again, then
waits for a last line, quits to the title (letting go of the game), prints ``done`` and
waits for a line before it ends.
"""

from __future__ import annotations

import asyncio
import sys


async def main(data: str) -> None:
    from jackal_tui.tui import NewGame, make_app
    from jackal_tui.tui.screens.archipelago import ArchipelagoScreen

    app = make_app(data_dir=data, new_game=NewGame(ruleset="archipelago", mode="2", seed=3,
                                                   island="2", names=("Anne", "Bart")),
                   theme="textual-dark", blink=False, pace=0)
    loop = asyncio.get_running_loop()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, ArchipelagoScreen))
        for count in (2, 1):
            for _ in range(count):
                legal = table.game.legal_actions()
                table.play(next((a for a in legal if a.kind == "move"), legal[0]))
                await pilot.pause()
            print("played", table.game.action_count, table.session.save_path, flush=True)
            await loop.run_in_executor(None, sys.stdin.readline)
        table.action_leave()
        await pilot.pause()
        print("done", flush=True)
        await loop.run_in_executor(None, sys.stdin.readline)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
