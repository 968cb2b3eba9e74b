"""A real jackal app in a child process playing a card game, for the card-watching test.

``python cards_app_in_child.py DATA`` starts a new two-player card game (Anne and Bart,
seed 3, both at the keyboard) on the data folder ``DATA`` (headless, through Textual's
test driver) and plays through its table screen (``CardsScreen.play``: the session plays
and autosaves, as for a key) two actions, prints ``played <count> <save path>``, waits
for a line on stdin, plays one more and prints ``played <count> <save path>`` again, then
waits for a last line, quits to the title (letting go of the game), prints ``done`` and
waits for a line before it ends.
"""

from __future__ import annotations

import asyncio
import sys


async def main(data: str) -> None:
    from jackal_tui.tui import NewGame, make_app
    from jackal_tui.tui.screens.cards import CardsScreen

    app = make_app(data_dir=data, new_game=NewGame(ruleset="card-game", mode="2", seed=3,
                                                   names=("Anne", "Bart")),
                   theme="textual-dark", blink=False, pace=0)
    loop = asyncio.get_running_loop()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, CardsScreen))
        for count in (2, 1):
            for _ in range(count):
                table.play(table.game.legal_actions()[0])
                await pilot.pause()
            print("played", table.game.action_count, table.session.save_path, flush=True)
            await loop.run_in_executor(None, sys.stdin.readline)
        table.action_leave()
        await pilot.pause()
        print("done", flush=True)
        await loop.run_in_executor(None, sys.stdin.readline)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
