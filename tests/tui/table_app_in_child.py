"""A real jackal app in a child process playing the card game or Jackal Archipelago, for
the tests that watch a table another app plays.

``python table_app_in_child.py DATA RULESET`` (``card-game`` or ``archipelago``) starts a
new two-player game (Anne and Bart, seed 3, both at the keyboard; Archipelago on island
2) on the data folder ``DATA`` (headless, through Textual's test driver) and plays through
its table screen (``table.play``: the session plays and autosaves, as for a key) two
actions (Archipelago: each the first legal move of a pirate or boat), prints
``played <count> <save path>``, waits for a line on stdin, plays one more and prints
``played <count> <save path>`` again, then waits for a last line, quits to the title
(letting go of the game), prints ``done`` and waits for a line before it ends.
"""

from __future__ import annotations

import asyncio
import sys


def first_move(legal: list):
    """The first move of a pirate or a boat, else the first legal action."""
    return next((a for a in legal if getattr(a, "kind", None) == "move"), legal[0])


async def main(data: str, ruleset: str) -> None:
    from jackal_tui.tui import NewGame, make_app
    from jackal_tui.tui.archipelago.screen import ArchipelagoScreen
    from jackal_tui.tui.cards.screen import CardsScreen

    if ruleset == "archipelago":
        new_game = NewGame(ruleset="archipelago", mode="2", seed=3, island="2",
                           names=("Anne", "Bart"))
        screen, choose = ArchipelagoScreen, first_move
    else:
        new_game = NewGame(ruleset="card-game", mode="2", seed=3, names=("Anne", "Bart"))
        screen, choose = CardsScreen, (lambda legal: legal[0])
    app = make_app(data_dir=data, new_game=new_game, theme="textual-dark", blink=False,
                   pace=0)
    loop = asyncio.get_running_loop()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, screen))
        for count in (2, 1):
            for _ in range(count):
                table.play(choose(table.game.legal_actions()))
                await pilot.pause()
            print("played", table.game.action_count, table.session.save_path, flush=True)
            await loop.run_in_executor(None, sys.stdin.readline)
        table.action_quit_to_title()
        await pilot.pause()
        print("done", flush=True)
        await loop.run_in_executor(None, sys.stdin.readline)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
