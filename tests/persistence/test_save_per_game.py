"""One file per game, one writer per game, saves that never go backwards, tidy failure:
never lose a game."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from jackal_tui.games.classic import Game
from jackal_tui.persistence import (
    GameFile,
    GameInUse,
    GameLock,
    SaveError,
    autosave_path,
    delete_save,
    last_game,
    list_saves,
    load_game,
    read_save,
    remove_stale_temp_files,
    rename_save,
    save_files,
    save_game,
    summary_of,
)
from jackal_tui.persistence import store
from jackal_tui.persistence.lock import lock_path_for, read_holder
from lock_holder import hold_lock
from persistence_helpers import file_fingerprint, folder_listing, new_game, played


def first_moves(game: Game, count: int) -> Game:
    return played(game, count)


# ----- one file per game ----------------------------------------------------------------------


def test_a_new_game_gets_a_file_of_its_own_named_by_date_rules_mode_and_id(data):
    game = first_moves(Game.new(mode="4-teams", seed=3), 1)
    saves = GameFile.for_new_game(game, data)
    try:
        path = saves.write(game)
    finally:
        saves.close()
    assert path.parent == data / "saves"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d_\d{4}_classic_4-teams_[0-9a-f]{8}\.json", path.name)
    assert path.stem.endswith(saves.game_id)
    assert read_save(path).game_id == saves.game_id  # the id is kept in the save
    assert read_save(path).name.startswith("Game ")


def test_two_new_games_never_share_a_file(data):
    """The issue's loss: a new game's first move replaced the 42-move game's save."""
    old_game = first_moves(Game.new(mode="4", seed=1), 42)
    old = GameFile.for_new_game(old_game, data)
    old_path = old.write(old_game)
    old.close()
    before = file_fingerprint(old_path)

    new_game_ = first_moves(Game.new(mode="4", seed=1), 1)  # even with the same island
    new = GameFile.for_new_game(new_game_, data)
    new_path = new.write(new_game_)
    new.close()
    assert new_path != old_path
    assert file_fingerprint(old_path) == before
    assert load_game(old_path).action_count == 42
    assert sorted(save_files(data)) == sorted([old_path, new_path])


def test_a_loaded_game_goes_on_in_its_own_file_under_its_id(data):
    game = first_moves(new_game(), 3)
    first = GameFile.for_new_game(game, data, name="Harbour")
    path = first.write(game)
    first.close()

    again, loaded = GameFile.open(path)
    try:
        assert (again.path, again.game_id, again.name) == (path, first.game_id, "Harbour")
        loaded.play(loaded.legal_actions()[0])
        assert again.write(loaded) == path
    finally:
        again.close()
    assert folder_listing(path.parent) == [path.name]  # no second file, and the lock is gone
    assert load_game(path).action_count == 4


def test_naming_a_game_labels_its_file_and_forks_nothing(data):
    game = first_moves(new_game(), 2)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    saves.rename(game, "Evening at the fort")
    saves.close()
    assert save_files(data) == [path]
    assert read_save(path).name == "Evening at the fort"


def test_an_old_autosave_loads_and_keeps_its_file(data):
    """Files from before game ids (the single autosave.json) load, are listed, and go on
    in the same file, which then gets an id."""
    game = first_moves(new_game(), 2)
    old = save_game(game, path=autosave_path(data), name="Autosave")
    assert read_save(old).game_id is None
    assert [s.path for s in list_saves(data)] == [old]
    saves, loaded = GameFile.open(old)
    loaded.play(loaded.legal_actions()[0])
    saves.write(loaded)
    saves.close()
    assert read_save(old).game_id == saves.game_id and load_game(old).action_count == 3


def test_a_copy_is_a_new_game_with_a_new_id(data):
    game = first_moves(new_game(), 2)
    original = GameFile.for_new_game(game, data, name="Friday")
    path = original.write(game)
    original.close()
    copy = GameFile.copy_of(game, store.copy_name("Friday"), data)
    copy.close()
    assert copy.path != path and copy.game_id != original.game_id
    assert read_save(copy.path).name == "Friday (copy)"
    assert store.copy_name("Friday (copy)") == "Friday (copy)"
    assert load_game(copy.path).events == load_game(path).events


# ----- a save never goes backwards ----------------------------------------------------------------


def _other_window_plays_on(path, game_id: str, extra: int) -> Game:
    """What a second window without the lock (an older jackal-tui) would do."""
    other = load_game(path)
    played(other, extra)
    save_game(other, path=path, name="Other", game_id=game_id)
    return other


def test_a_save_is_never_replaced_by_a_shorter_log(data):
    game = first_moves(new_game(), 3)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    other = _other_window_plays_on(path, saves.game_id, 5)
    before = file_fingerprint(path)
    game.play(game.legal_actions()[0])
    with pytest.raises(SaveError, match="does not have .*another window played on"):
        saves.write(game)
    saves.close()
    assert file_fingerprint(path) == before
    assert load_game(path).action_count == other.action_count == 8


def test_undo_writes_over_what_this_window_wrote_last(data):
    game = first_moves(new_game(), 4)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    game.truncate(3)
    saves.write(game)
    saves.close()
    assert load_game(path).action_count == 3


def test_undo_writes_over_its_own_last_save_even_when_the_file_was_touched(data):
    """A backup tool or a copy may change a file's time but not its bytes: still ours."""
    game = first_moves(new_game(), 4)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    _aged(path, 30)
    game.truncate(3)
    saves.write(game)
    saves.close()
    assert load_game(path).action_count == 3


def test_undo_right_after_loading_writes_over_the_file_it_read(data):
    game = first_moves(new_game(), 4)
    first = GameFile.for_new_game(game, data)
    path = first.write(game)
    first.close()
    saves, loaded = GameFile.open(path)
    loaded.truncate(2)
    saves.write(loaded)
    saves.close()
    assert load_game(path).action_count == 2


def test_a_longer_log_of_the_same_game_may_follow_a_shorter_one(data):
    """A file another writer left at an earlier point of this very game is only behind."""
    game = first_moves(new_game(), 5)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    behind = load_game(path)
    behind.truncate(2)
    save_game(behind, path=path, name="x", game_id=saves.game_id)
    saves.write(game)
    saves.close()
    assert load_game(path).action_count == 5


def test_a_file_holding_another_game_is_not_replaced(data):
    game = first_moves(new_game(seed=1), 2)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    save_game(first_moves(new_game(seed=2), 1), path=path, name="another")  # no id: setup differs
    before = file_fingerprint(path)
    with pytest.raises(SaveError, match="another game"):
        saves.write(game)
    assert file_fingerprint(path) == before
    save_game(game, path=path, name="same moves, other id", game_id="abcdef12")
    with pytest.raises(SaveError, match="another game"):
        saves.write(game)
    saves.close()
    assert read_save(path).name == "same moves, other id"


def test_a_damaged_file_is_not_replaced_unasked(data):
    game = first_moves(new_game(), 2)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    path.write_text('{"format": "jackal-tui-save", "events": [')
    with pytest.raises(SaveError, match="left as it is"):
        saves.write(game)
    saves.close()
    assert path.read_text() == '{"format": "jackal-tui-save", "events": ['


# ----- the lock ---------------------------------------------------------------------------------------


def test_a_game_open_in_this_process_is_in_use_for_a_second_opener(data):
    game = first_moves(new_game(), 1)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    with pytest.raises(GameInUse) as refused:
        GameFile.open(path)
    holder = refused.value.holder
    assert holder.pid == os.getpid() and holder.host and holder.started
    assert f"process {os.getpid()}" in str(refused.value)
    saves.close()
    assert not lock_path_for(path).exists()
    again, _ = GameFile.open(path)  # free again
    again.close()


def test_a_lock_held_by_another_process_names_it(data):
    path = save_game(first_moves(new_game(), 1), name="x", data_dir=data)
    with hold_lock(path) as child:
        with pytest.raises(GameInUse) as refused:
            GameFile.open(path)
        assert refused.value.holder.pid == child.pid
        assert read_holder(path).pid == child.pid
        with pytest.raises(SaveError, match="open in another window"):
            delete_save(path)
        with pytest.raises(SaveError, match="open in another window"):
            rename_save(path, "new name")
    assert path.exists() and read_save(path).name == "x"
    saves, _ = GameFile.open(path)  # the child let go
    saves.close()


@pytest.mark.skipif(os.name != "posix", reason="kill -9 is POSIX")
def test_a_killed_holder_leaves_the_game_free(data):
    path = save_game(first_moves(new_game(), 1), name="x", data_dir=data)
    with hold_lock(path) as child:
        with pytest.raises(GameInUse):
            GameLock.acquire(path)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)
        assert lock_path_for(path).exists()  # left behind, but nobody holds it
        lock = GameLock.acquire(path)
        lock.release()
    assert not lock_path_for(path).exists()


# ----- the load list's keys ----------------------------------------------------------------------


def test_rename_keeps_the_file_its_date_and_its_place_in_the_list(data):
    older = save_game(first_moves(new_game(), 1), name="older", data_dir=data)
    newer = save_game(first_moves(new_game(), 2), name="newer", data_dir=data)
    os.utime(older, (time.time() - 500, time.time() - 500))
    saved_at = read_save(older).saved_at
    mtime = older.stat().st_mtime_ns
    rename_save(older, "  The old one  ")
    assert read_save(older).name == "The old one" and read_save(older).saved_at == saved_at
    assert older.stat().st_mtime_ns == mtime
    assert save_files(data) == [newer, older]
    assert load_game(older).action_count == 1


def test_delete_removes_the_file_and_its_lock_file(data):
    path = save_game(first_moves(new_game(), 1), name="x", data_dir=data)
    damaged = path.with_name("damaged.json")
    damaged.write_text("{")
    delete_save(path)
    delete_save(damaged)  # a damaged save can be deleted too
    assert folder_listing(path.parent) == []


# ----- listing: cached, and one bad file never stops the others ---------------------------------


def test_summaries_are_read_once_per_version_of_a_file(data, monkeypatch):
    path = save_game(first_moves(new_game(), 2), name="x", data_dir=data)
    reads = []
    real = store._summarise
    monkeypatch.setattr(store, "_summarise", lambda p: (reads.append(p), real(p))[1])
    assert summary_of(path).actions == 2
    assert summary_of(path).actions == 2
    list_saves(data)
    assert reads == [path]
    save_game(first_moves(new_game(), 3), path=path, name="x")
    assert summary_of(path).actions == 3
    assert reads == [path, path]


def test_a_file_that_breaks_the_reader_is_listed_and_skipped_by_continue(data, monkeypatch):
    good = save_game(first_moves(new_game(), 2), name="good", data_dir=data)
    bad = save_game(first_moves(new_game(), 3), name="bad", data_dir=data)
    os.utime(good, (time.time() - 100, time.time() - 100))
    real = store._summarise

    def breaks_on_bad(path):
        if path == bad:
            raise RecursionError("the reader itself failed")
        return real(path)

    monkeypatch.setattr(store, "_summarise", breaks_on_bad)
    summaries = list_saves(data)
    assert [s.path for s in summaries] == [bad, good]
    assert not summaries[0].ok and "could not be read" in summaries[0].error
    assert summaries[1].ok
    assert last_game(data) == good  # the newest loadable game


def test_continue_passes_over_a_damaged_newest_file(data):
    good = save_game(first_moves(new_game(), 2), name="good", data_dir=data)
    os.utime(good, (time.time() - 100, time.time() - 100))
    (good.parent / "cut.json").write_text('{"format": "jackal-tui-save"')
    assert last_game(data) == good


# ----- tidying what killed saves left ------------------------------------------------------------


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait(timeout=60)
    return child.pid


def _aged(path, seconds: float):
    when = time.time() - seconds
    os.utime(path, (when, when))
    return path


def test_stale_temporary_files_are_removed_and_live_ones_kept(data):
    folder = data / "saves"
    folder.mkdir()
    dead = _dead_pid()
    gone_writer = folder / f".g.json.{dead}-0a1b2c3d.tmp"
    gone_writer.write_bytes(b"half a save")
    _aged(gone_writer, 60)
    ancient = folder / ".autosave.json.0a1b2c3d.tmp"  # named by an older version: no pid
    ancient.write_bytes(b"x")
    _aged(ancient, store.STALE_TEMP_SECONDS + 60)
    recent_old_style = folder / ".autosave.json.1a1b2c3d.tmp"
    recent_old_style.write_bytes(b"x")
    _aged(recent_old_style, 60)
    mine = folder / f".g.json.{os.getpid()}-2a1b2c3d.tmp"  # a live writer's
    mine.write_bytes(b"x")
    _aged(mine, 60)
    just_now = folder / f".g.json.{dead}-3a1b2c3d.tmp"  # too young to judge
    just_now.write_bytes(b"x")
    save = folder / "g.json"
    save.write_text("{}")
    other = folder / "notes.tmp"
    other.write_text("not ours")

    removed = remove_stale_temp_files(data)
    assert sorted(removed) == sorted([gone_writer, ancient])
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        p.name for p in (recent_old_style, mine, just_now, save, other))


def test_a_live_writers_temporary_file_is_kept_even_when_old(data):
    folder = data / "saves"
    folder.mkdir()
    with hold_lock(folder / "g.json") as child:
        live = folder / f".g.json.{child.pid}-4a1b2c3d.tmp"
        live.write_bytes(b"x")
        _aged(live, 120)
        assert remove_stale_temp_files(data) == []
        assert live.exists() and lock_path_for(folder / "g.json").exists()
    assert not lock_path_for(folder / "g.json").exists()


def test_free_lock_files_are_removed_at_start(data):
    folder = data / "saves"
    folder.mkdir()
    stale = folder / "g.json.lock"
    stale.write_text(json.dumps({"pid": _dead_pid(), "host": "x"}))
    assert remove_stale_temp_files(data) == [stale]
    assert not stale.exists()


# ----- the folder is synced after the rename ---------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="folders are fsynced on POSIX only")
def test_the_folder_is_fsynced_after_the_rename(tmp_path, monkeypatch):
    """Without it a power cut after the rename may bring back the old save (the
    folder's fsync went untested before this)."""
    order = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        import stat as stat_module

        kind = "folder" if stat_module.S_ISDIR(os.fstat(fd).st_mode) else "file"
        order.append((kind, os.fstat(fd).st_ino))
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", lambda a, b: (order.append(("replace", 0)), real_replace(a, b))[1])
    store.write_atomically(tmp_path / "game.json", b"{}\n")
    kinds = [kind for kind, _ in order]
    assert kinds == ["file", "replace", "folder"]
    assert order[-1][1] == tmp_path.stat().st_ino  # the save's own folder


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_opening_a_pipe_or_a_folder_is_refused_without_a_lock_file(data):
    pipe = data / "pipe.json"
    os.mkfifo(pipe)
    folder = data / "x.json"
    folder.mkdir()
    for path in (pipe, folder):
        with pytest.raises(SaveError, match="not a regular file"):
            GameFile.open(path)
    with pytest.raises(SaveError, match="does not exist"):
        GameFile.open(data / "missing.json")
    assert folder_listing(data) == ["pipe.json", "x.json"]
