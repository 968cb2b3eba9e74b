"""Never lose a game and one writer per game, through the app.

Every game has its own save from its first action; a loaded save goes on in its own file;
the load list shows every game, renames and deletes; a game another window plays is
watched or copied, never overwritten; autosave failures are said once and marked.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from textual.widgets import DataTable, Static
from textual.worker import WorkerCancelled
from tiers import budget

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.persistence import store
from jackal_tui.tui import NewGame
from jackal_tui.tui.screens.dialogs import ConfirmScreen, SaveDialog
from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.new_game import NewGameScreen
from jackal_tui.tui.screens.opening import InUseScreen
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.screens.watch import WatchScreen
from jackal_tui.tui.classic.panel import CrewPanel

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("lock_holder", HERE.parent / "persistence" / "lock_holder.py")
lock_holder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lock_holder)
hold_lock = lock_holder.hold_lock


async def settle(app, pilot) -> None:
    """Let the workers (reading saves) finish and their results reach the screen."""
    for _ in range(3):
        try:
            await app.workers.wait_for_complete()
        except WorkerCancelled:  # a search made again (the title, back on top) cancels the first
            pass
        await pilot.pause()


async def wait_for(pilot, condition, what: str, seconds: float = 120.0) -> None:
    """Run the app until ``condition()`` holds. ``seconds`` only stops a hung test; it is
    far above what a loaded machine needs."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"never happened: {what}"
        await pilot.pause(0.1)


def played(game: Game, count: int) -> Game:
    for _ in range(count):
        game.play(game.legal_actions()[0])
    return game


def game_file(data_dir, game: Game, name: str, mtime: float | None = None) -> Path:
    saves = persistence.GameFile.for_new_game(game, data_dir, name=name)
    path = saves.write(game)
    saves.close()
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def notes(app) -> list:
    return list(app._notifications)


# ----- a file per game -----------------------------------------------------------------------------


async def test_a_new_game_never_replaces_the_last_one(app_factory, data_dir):
    """42 moves, quit, `jackal --new`, one move: the 42-move game was gone. (The quick
    tier plays 6 moves, the thorough tier the 42.)"""
    moves = budget(quick=6, thorough=42)
    app = app_factory(new_game=NewGame(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(moves):
            await pilot.press("a", "enter")
        first = app.screen.save_path
        assert app.screen.game.action_count == moves
        await pilot.press("q")
    before = fingerprint(first)

    app = app_factory(new_game=NewGame(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert persistence.save_files(data_dir) == [first]  # no file before a first action
        await pilot.press("a", "enter")
        second = app.screen.save_path
        await pilot.press("q")
    assert second != first
    assert fingerprint(first) == before
    assert persistence.load_game(first).action_count == moves
    assert persistence.load_game(second).action_count == 1


async def test_a_loaded_save_goes_on_in_its_own_file(app_factory, data_dir):
    older = game_file(data_dir, played(Game.new(mode="3", seed=2), 2), "Older", 1_700_000_000)
    loaded = game_file(data_dir, played(Game.new(mode="3", seed=3), 4), "Loaded")
    older_before = fingerprint(older)
    app = app_factory(load_path=loaded)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.save_path == loaded
        await pilot.press("a", "enter")
        await pilot.press("s")
        await pilot.press("ctrl+u", *"Renamed", "enter")  # naming labels the same file
        await pilot.press("q")
    assert sorted(persistence.save_files(data_dir)) == sorted([older, loaded])
    assert persistence.load_game(loaded).action_count == 5
    assert persistence.read_save(loaded).name == "Renamed"
    assert fingerprint(older) == older_before


# ----- the load list ---------------------------------------------------------------------------------


def several_games(data_dir) -> list[Path]:
    """Four games, newest first: two in progress, a finished one, an old autosave."""
    finished = Game.new(mode="2-light", seed=11, stall_rounds=10)
    while not finished.state.over:
        finished.play(finished.legal_actions()[0])
    paths = [
        game_file(data_dir, played(Game.new(mode="4", seed=1, names=["Anne", "Bart", "Cy", "Dee"]), 3),
                  "Evening", 1_700_000_400),
        game_file(data_dir, finished, "Done and dusted", 1_700_000_300),
        game_file(data_dir, played(Game.new(mode="3", seed=4), 1), "Harbour", 1_700_000_200),
    ]
    old = persistence.save_game(played(Game.new(mode="2", seed=5), 2),
                                path=persistence.autosave_path(data_dir), name="Autosave")
    os.utime(old, (1_700_000_100, 1_700_000_100))
    return paths + [old]


async def test_the_list_shows_every_game_newest_first(app_factory, data_dir):
    paths = several_games(data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        assert [s.path for s in screen.summaries] == paths
        assert [s.name for s in screen.summaries] == ["Evening", "Done and dusted", "Harbour",
                                                      "Autosave"]
        table = screen.query_one(DataTable)
        assert table.row_count == 4 and table.max_scroll_x == 0
        assert str(table.get_row_at(1)[2]).startswith("over")  # finished games are listed
        await pilot.press("down", "enter")  # a finished game opens on its results
        await settle(app, pilot)
        from jackal_tui.tui.screens.results import ResultsScreen

        assert isinstance(app.screen, ResultsScreen)
        assert not persistence.lock.lock_path_for(paths[1]).exists()  # nothing held


async def test_delete_asks_first_and_removes_the_game(app_factory, data_dir):
    paths = several_games(data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        await pilot.press("down", "down", "d")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Harbour" in str(app.screen.query_one(".dialog-title").render())
        await pilot.press("n")  # No is the default answer: nothing happens
        assert paths[2].exists()
        await pilot.press("d", "y")
        await pilot.pause()
        assert not paths[2].exists()
        screen = app.screen
        assert [s.name for s in screen.summaries] == ["Evening", "Done and dusted", "Autosave"]
        assert screen.query_one(DataTable).row_count == 3
    assert sorted(persistence.save_files(data_dir)) == sorted(paths[:2] + paths[3:])


async def test_rename_in_the_list_changes_the_name_not_the_file(app_factory, data_dir):
    paths = several_games(data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        await pilot.press("r")
        assert isinstance(app.screen, SaveDialog)
        await pilot.press("ctrl+u", *"Long evening", "enter")
        assert isinstance(app.screen, LoadScreen)
        assert app.screen.summaries[0].name == "Long evening"
        assert str(app.screen.query_one(DataTable).get_row_at(0)[0]).startswith("Long evening")
    assert persistence.save_files(data_dir) == paths  # same files, same order
    assert persistence.read_save(paths[0]).name == "Long evening"


async def test_a_game_in_use_can_be_neither_deleted_nor_renamed(app_factory, data_dir):
    paths = several_games(data_dir)
    app = app_factory()
    with hold_lock(paths[0]) as child:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.press("l")
            await settle(app, pilot)
            await pilot.press("d", "y")
            await pilot.press("r", "ctrl+u", *"Stolen", "enter")
            # both refusals, each once its worker is done (one pause was too short under load)
            await wait_for(pilot, lambda: sum(f"process {child.pid}" in n.message
                                              for n in notes(app)) >= 2, "both refusals")
            await settle(app, pilot)
            said = [n.message for n in notes(app)]
    assert sum(f"process {child.pid}" in text for text in said) == 2, said
    assert paths[0].exists() and persistence.read_save(paths[0]).name == "Evening"


async def test_the_list_and_the_title_answer_keys_while_saves_are_read(app_factory, data_dir,
                                                                       monkeypatch):
    """400 files froze the title for 9 s. Reading is in workers now: here every
    read waits until the test lets it go, and the screens still answer keys."""
    paths = several_games(data_dir)
    gate = threading.Event()
    real_summary = persistence.summary_of

    def slow_summary(path):
        gate.wait()
        return real_summary(path)

    monkeypatch.setattr(persistence, "summary_of", slow_summary)
    monkeypatch.setattr(store, "summary_of", slow_summary)  # last_game reads through it
    app = app_factory()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen) and app.screen.searching
            await pilot.press("n")  # the title answers while Continue is still looked for
            assert isinstance(app.screen, NewGameScreen)
            await pilot.press("escape")
            await pilot.press("l")
            await wait_for(pilot, lambda: isinstance(app.screen, LoadScreen)
                           and app.screen.query_one(DataTable).row_count == 4, "rows listed")
            screen = app.screen
            assert screen.summaries == [None] * 4 and screen.paths == paths
            assert "reading…" in str(screen.query_one(DataTable).get_row_at(0)[1])
            await pilot.press("down")
            assert screen.query_one(DataTable).cursor_row == 1
            assert "reading…" in str(screen.query_one("#load-detail", Static).render())
            gate.set()
            await settle(app, pilot)
            assert [s.name for s in screen.summaries] == ["Evening", "Done and dusted",
                                                          "Harbour", "Autosave"]
    finally:
        gate.set()


async def test_one_bad_file_never_stops_the_list_or_continue(app_factory, data_dir, monkeypatch):
    paths = several_games(data_dir)
    real = store._summarise

    def breaks(path):
        if path == paths[0]:
            raise ValueError("Exceeds the limit (4300 digits) for integer string conversion")
        return real(path)

    monkeypatch.setattr(store, "_summarise", breaks)
    store._summary_cache.clear()
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.last_game == paths[1]  # the newest that loads (finished or not)
        await pilot.press("l")
        await settle(app, pilot)
        summaries = app.screen.summaries
        assert not summaries[0].ok and "could not be read" in summaries[0].error
        assert all(s.ok for s in summaries[1:])
    store._summary_cache.clear()


# ----- one writer per game -------------------------------------------------------------------------


async def test_a_game_in_use_says_who_and_plays_on_in_a_copy(app_factory, data_dir):
    path = game_file(data_dir, played(Game.new(mode="2-light", seed=8), 3), "Friday")
    before = fingerprint(path)
    app = app_factory(load_path=path)
    with hold_lock(path) as child:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            assert isinstance(app.screen, InUseScreen)
            text = " ".join(str(w.render()) for w in app.screen.query(Static))
            assert f"process {child.pid}" in text and "Friday" in text
            await pilot.press("c")
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.save_path != path
            assert screen.saves.name == "Friday (copy)"
            await pilot.press("a", "enter")
            copy = screen.save_path
            await pilot.press("q")
    assert fingerprint(path) == before  # the game in use is untouched
    assert persistence.load_game(copy).action_count == 4
    assert persistence.read_save(copy).game_id != persistence.read_save(path).game_id


async def test_watching_follows_the_file_and_plays_nothing(app_factory, data_dir):
    game = played(Game.new(mode="2-light", seed=8), 3)
    path = game_file(data_dir, game, "Friday")
    app = app_factory(load_path=path)
    with hold_lock(path):
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await settle(app, pilot)
            await pilot.press("w")
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, WatchScreen)
            assert "WATCHING" in str(screen.query_one("#watch-status").render())
            await pilot.press("a", "u", "s")
            assert screen.game.action_count == 3 and isinstance(app.screen, WatchScreen)
            assert any("You are watching" in n.message for n in notes(app))
            # the holder plays on and saves: the board follows
            persistence.save_game(played(game, 2), path=path, name="Friday",
                                  game_id=persistence.read_save(path).game_id)
            await wait_for(pilot, lambda: screen.game.action_count == 5, "the board follows")
            assert not screen.let_go
    assert persistence.load_game(path).action_count == 5  # the watcher wrote nothing


async def test_two_app_processes_on_one_data_folder(app_factory, data_dir, other_app):
    """Two windows on one data folder. The second is told the game is in use,
    watches it, and takes it over only once the first has let go; no move is ever lost."""
    child = other_app("app_in_child.py")
    word, count, save = child.says()
    assert (word, count) == ("played", "3")
    save = Path(save)
    app = app_factory(continue_last=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, InUseScreen)
        text = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert f"process {child.pid}" in text
        await pilot.press("w")
        await settle(app, pilot)
        watch = app.screen
        assert isinstance(watch, WatchScreen) and watch.game.action_count == 3
        await pilot.press("a", "enter")  # refused: nothing is written from here
        child.go()
        assert child.says()[:2] == ["played", "6"]
        await wait_for(pilot, lambda: watch.game.action_count == 6, "the board follows")
        assert persistence.load_game(save).action_count == 6
        child.go()
        assert child.says() == ["done"]  # the child quit to its title: it let go
        await wait_for(pilot, lambda: watch.let_go, "the watcher sees the game free")
        await pilot.press("t")
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and not isinstance(screen, WatchScreen)
        assert screen.save_path == save and screen.game.action_count == 6
        await pilot.press("a", "enter")
        await pilot.press("q")
    child.go()
    assert child.process.wait(timeout=120) == 0
    assert persistence.load_game(save).action_count == 7
    assert persistence.save_files(data_dir) == [save]


# ----- tidy failure ---------------------------------------------------------------------------------


async def test_autosave_failing_is_said_once_and_marked_until_it_works(app_factory, data_dir,
                                                                      monkeypatch):
    real_write = store.write_atomically

    def disk_full(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "write_atomically", disk_full)
    app = app_factory(new_game=NewGame(mode="2-light", seed=3))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = app.screen
        for _ in range(3):
            await pilot.press("a", "enter")
        await wait_for(pilot, lambda: any(n.title == "Autosave failed" for n in notes(app)),
                       "the autosave failure said")
        await settle(app, pilot)
        failed = [n for n in notes(app) if n.title == "Autosave failed"]
        assert len(failed) == 1 and "No space left on device" in failed[0].message
        assert "NOT SAVED" in str(screen.query_one(CrewPanel).render())
        await pilot.press("q")  # leaving an unsaved game asks first
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert app.screen is screen
        monkeypatch.setattr(store, "write_atomically", real_write)
        await pilot.press("a", "enter")
        await wait_for(pilot, lambda: any("saved again" in n.message for n in notes(app)),
                       "saved again")
        await settle(app, pilot)
        assert "NOT SAVED" not in str(screen.query_one(CrewPanel).render())
        assert len([n for n in notes(app) if n.title == "Autosave failed"]) == 1
        path = screen.save_path
        await pilot.press("q")
        assert isinstance(app.screen, TitleScreen)
    assert persistence.load_game(path).action_count == 4


async def test_stale_temporary_files_are_removed_at_start(app_factory, data_dir):
    folder = persistence.saves_dir(data_dir)
    folder.mkdir(parents=True)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait(timeout=60)
    stale = folder / f".game.json.{dead.pid}-0a1b2c3d.tmp"
    stale.write_bytes(b"half")
    os.utime(stale, (time.time() - 60, time.time() - 60))
    live = folder / f".game.json.{os.getpid()}-1a1b2c3d.tmp"  # this process writes it
    live.write_bytes(b"half")
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
    assert not stale.exists() and live.exists()


@pytest.mark.skipif(os.name != "posix", reason="kill -9 is POSIX")
def test_killed_app_leaves_its_game_free(other_app):
    """A window killed with kill -9 holds nothing: the next one opens the game."""
    child = other_app("app_in_child.py")
    word, count, save = child.says()
    with pytest.raises(persistence.GameInUse):
        persistence.GameFile.open(save)
    child.process.kill()
    child.process.wait(timeout=60)
    saves, game = persistence.GameFile.open(save)
    saves.close()
    assert game.action_count == int(count) == 3
    assert json.loads(Path(save).read_text())["game_id"] == saves.game_id


async def test_a_lock_file_left_by_a_killed_window_does_not_hold_the_game(app_factory, data_dir):
    """After kill -9 the lock file stays, held by nobody: Continue opens the game (and the
    start's tidying, which tries that very lock, never makes it look in use)."""
    path = game_file(data_dir, played(Game.new(mode="2-light", seed=8), 2), "Left")
    lock_file = persistence.lock.lock_path_for(path)
    lock_file.write_text(json.dumps({"pid": 999_999_999, "host": "gone", "user": "x",
                                     "started": "2026-11-20T20:15:00+00:00"}))
    app = app_factory(continue_last=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.save_path == path
        await pilot.press("q")
    assert not lock_file.exists()


async def test_a_save_opens_only_after_the_start_tidying(app_factory, data_dir, monkeypatch):
    """The start's tidying takes each free lock for a moment; a save opened meanwhile
    would look in use by this very window. Here the tidying holds the game's lock a while:
    the opening waits for it instead of reporting the game in use."""
    path = game_file(data_dir, played(Game.new(mode="2-light", seed=8), 2), "Tidy")
    real = persistence.remove_stale_temp_files

    def slow_tidying(data):
        with persistence.GameLock.acquire(path):
            time.sleep(0.5)
        return real(data)

    monkeypatch.setattr(persistence, "remove_stale_temp_files", slow_tidying)
    app = app_factory(load_path=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.save_path == path
