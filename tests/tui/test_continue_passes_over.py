"""Continue opens a game it can open: a newer damaged save is passed over, and said.

docs/saves.md, "One file per game": Continue opens the most recently written save that
loads; a damaged newer file is passed over. A save whose log is legal but one of whose
middle hashes was changed was listed as good (only the final hash was compared) and
picked by Continue, which then said "Cannot load that save" although an older good game
was there.
"""

from __future__ import annotations

import json
import os

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.tui.classic.screen import GameScreen

from .test_cli_and_saves import settle


def two_games(data_dir):
    """An older good game, and a newer one with one hex digit changed in a middle hash."""
    older = Game.new(mode="2-light", seed=4)
    for _ in range(3):
        older.play(older.legal_actions()[0])
    good = persistence.save_game(older, name="Older good", data_dir=data_dir)
    newer = Game.new(mode="2-light", seed=5)
    for _ in range(4):
        newer.play(newer.legal_actions()[0])
    bad = persistence.save_game(newer, name="Newer bad", data_dir=data_dir)
    doc = json.loads(bad.read_text())
    middle = doc["events"][len(doc["events"]) // 2]
    digit = middle["hash"][3]
    middle["hash"] = middle["hash"][:3] + ("0" if digit != "0" else "1") + middle["hash"][4:]
    bad.write_text(json.dumps(doc))
    os.utime(good, (1_700_000_000, 1_700_000_000))
    os.utime(bad, (1_700_000_100, 1_700_000_100))
    return good, bad, middle["seq"]


def test_the_list_marks_a_save_with_a_bad_middle_hash_as_damaged(data_dir):
    good, bad, seq = two_games(data_dir)
    listed = {s.path: s for s in persistence.list_saves(data_dir)}
    assert listed[good].ok
    assert not listed[bad].ok
    assert f"after event {seq} does not match" in listed[bad].error
    assert persistence.last_game(data_dir) == good
    passed = []
    assert persistence.last_game(data_dir, passed_over=passed) == good
    assert [s.path for s in passed] == [bad]


async def test_continue_passes_over_a_newer_save_with_a_bad_middle_hash(app_factory, data_dir):
    good, bad, _ = two_games(data_dir)
    app = app_factory(continue_last=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.save_path == good
        assert app.screen.game.action_count == 3
        said = [n for n in app._notifications if n.title == "A newer save was passed over"]
        assert said, [(n.title, n.message) for n in app._notifications]
        assert bad.name in said[0].message and "Continuing Older good" in said[0].message
        assert not any("Cannot load" in (n.title or "") for n in app._notifications)


async def test_continue_says_so_when_no_save_opens(app_factory, data_dir):
    good, bad, _ = two_games(data_dir)
    good.unlink()
    app = app_factory(continue_last=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(app, pilot)
        said = [n for n in app._notifications if n.title == "A newer save was passed over"]
        assert said and "No saved game opens" in said[0].message
