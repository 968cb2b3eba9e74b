"""Screenshots at 80x24: the load list with a solved puzzle and a finished card game (each
says what was met, and who paid what), and the card game's help.

Update with ``--snapshot-update`` only after looking at the screens.
"""

from __future__ import annotations

import json
import os

from jackal_tui import persistence

from .test_cards_app import example
from .test_results_and_list_say_true import P1, P5, finished_card_game, solved_puzzle
from .test_snapshots import open_the_load_list

SIZE = (80, 24)


def keep(data_dir, game, stem: str, name: str, mtime: int) -> None:
    """A save with a fixed file name, date and time, so that the list looks the same."""
    saves = persistence.saves_dir(data_dir)
    saves.mkdir(parents=True, exist_ok=True)
    path = persistence.save_game(game, path=saves / f"{stem}.json", name=name,
                                 game_id=f"{mtime:08x}"[-8:])
    doc = json.loads(path.read_text())
    doc["saved_at"] = "2026-11-20T21:40:00+00:00"
    path.write_text(json.dumps(doc))
    os.utime(path, (mtime, mtime))


def test_load_list_with_a_solved_puzzle_and_a_finished_card_game(snap_compare, app_factory,
                                                                   data_dir):
    keep(data_dir, solved_puzzle(5, P5), "puzzle-5", "Puzzle five", 1_700_000_300)
    keep(data_dir, solved_puzzle(1, P1), "puzzle-1", "Puzzle one", 1_700_000_200)
    # the names a card game gets when none is typed
    keep(data_dir, finished_card_game(["Anne", "Bart"]), "cards", "Cards done", 1_700_000_400)
    assert snap_compare(app_factory(), run_before=open_the_load_list, terminal_size=SIZE)


def test_card_game_help(snap_compare, app_factory):
    async def help_(pilot):
        await pilot.press("enter", "question_mark")
        await pilot.pause()

    assert snap_compare(app_factory(game=example()), run_before=help_, terminal_size=SIZE)


def test_card_game_help_cards(snap_compare, app_factory):
    async def cards(pilot):
        await pilot.press("enter", "question_mark", "2")
        await pilot.pause()

    assert snap_compare(app_factory(game=example()), run_before=cards, terminal_size=SIZE)
