"""What the saves folder can hold besides good saves, and what a full disk does.

docs/saves.md: a full disk before a game's first save leaves no lock files behind and
the next start clears what is left even while the disk is full; a save opened through a
symbolic link is written through the link (its target gets the game); pipes, sockets,
folders and dangling links in the folder are listed as not games, not left out; a data
folder path that is a file says so; two windows whose lock was removed by hand never
make a move vanish.
"""

from __future__ import annotations

import errno
import os
import socket

import pytest

from jackal_tui import persistence
from jackal_tui.persistence import GameFile, SaveError, list_saves, saves_dir
from jackal_tui.persistence import store
from jackal_tui.persistence.lock import GameLock, lock_path_for, remove_stale_locks
from jackal_tui.session import Session
from persistence_helpers import new_game

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX files and links")


def disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def lock_files(data) -> list:
    return sorted(p.name for p in saves_dir(data).glob("*.lock"))


# ----- a full disk -----------------------------------------------------------------------


def test_a_full_disk_before_the_first_save_leaves_no_pile_of_lock_files(data, monkeypatch):
    session = Session(new_game(mode="2-light", seed=3), data_dir=data)
    saves_dir(data).mkdir(parents=True)
    monkeypatch.setattr(os, "write", disk_full)  # the lock file's text
    monkeypatch.setattr(os, "replace", disk_full)  # the save itself
    for _ in range(12):
        session.play(session.legal()[0])
    assert session.save_failing is not None and "No space left" in session.save_failing
    assert len(lock_files(data)) <= 1  # the game's own lock, at most: not one per move
    session.close()
    assert lock_files(data) == []


def test_the_next_start_clears_free_lock_files_while_the_disk_is_full(data, monkeypatch):
    folder = saves_dir(data)
    folder.mkdir(parents=True)
    for n in range(5):  # what a killed program left: empty lock files nobody holds
        lock_path_for(folder / f"game{n}.json").write_bytes(b"")
    monkeypatch.setattr(os, "write", disk_full)
    removed = remove_stale_locks(folder)
    assert len(removed) == 5
    assert lock_files(data) == []


def test_a_lock_whose_text_cannot_be_written_is_still_a_lock(tmp_path, monkeypatch):
    save = tmp_path / "game.json"
    monkeypatch.setattr(os, "write", disk_full)
    lock = GameLock.acquire(save)
    try:
        with pytest.raises(persistence.GameInUse):
            GameLock.acquire(save)
    finally:
        lock.release()
    assert not lock_path_for(save).exists()


# ----- symbolic links --------------------------------------------------------------------


@posix_only
def test_a_save_opened_through_a_link_is_written_to_its_target(data, tmp_path):
    elsewhere = tmp_path / "kept"
    elsewhere.mkdir()
    target = persistence.save_game(new_game(mode="2-light", actions=1), path=elsewhere / "t.json")
    saves_dir(data).mkdir(parents=True)
    link = saves_dir(data) / "link.json"
    os.symlink(target, link)
    saves, game = GameFile.open(link)
    try:
        game.play(game.legal_actions()[0])
        saves.write(game)
    finally:
        saves.close()
    assert link.is_symlink() and os.readlink(link) == str(target)  # still the link
    assert persistence.load_game(target).action_count == 2  # the target has the move
    assert not lock_path_for(link).exists()


@posix_only
def test_a_game_open_through_its_target_is_in_use_through_a_link(data, tmp_path):
    target = persistence.save_game(new_game(mode="2-light", actions=1), path=tmp_path / "t.json")
    link = tmp_path / "link.json"
    os.symlink(target, link)
    saves, _ = GameFile.open(target)
    try:
        with pytest.raises(persistence.GameInUse):
            GameFile.open(link)
    finally:
        saves.close()


@posix_only
def test_renaming_a_save_through_a_link_keeps_the_link(tmp_path):
    target = persistence.save_game(new_game(mode="2-light", actions=1), path=tmp_path / "t.json")
    link = tmp_path / "link.json"
    os.symlink(target, link)
    persistence.rename_save(link, "Renamed")
    assert link.is_symlink()
    assert persistence.read_save(target).name == "Renamed"


# ----- what is not a game ----------------------------------------------------------------


@posix_only
def test_pipes_sockets_folders_and_dangling_links_are_listed_as_not_games(data):
    good = persistence.save_game(new_game(actions=2), name="good", data_dir=data)
    folder = saves_dir(data)
    os.mkfifo(folder / "pipe.json")
    (folder / "folder.json").mkdir()
    os.symlink(folder / "gone.json", folder / "dangling.json")
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(folder / "sock.json"))
        listed = {s.path.name: s for s in list_saves(data)}
    finally:
        server.close()
    assert listed["good.json"].ok
    assert set(listed) == {"good.json", "pipe.json", "folder.json", "dangling.json",
                           "sock.json"}
    assert listed["pipe.json"].error == "it is a named pipe (FIFO), not a regular file, so not a save"
    assert listed["sock.json"].error == "it is a socket, not a regular file, so not a save"
    assert listed["folder.json"].error == "it is a folder, not a file"
    assert listed["dangling.json"].error.startswith("it is a link to ")
    assert "which does not exist" in listed["dangling.json"].error
    for name in ("pipe.json", "sock.json", "folder.json", "dangling.json"):
        assert listed[name].not_a_file
    assert not listed["good.json"].not_a_file
    assert persistence.last_game(data) == good


# ----- a data folder that is a file ------------------------------------------------------


def test_a_data_folder_path_that_is_a_file_says_so(tmp_path):
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("hello")
    game = new_game(mode="2-light", actions=1)
    with pytest.raises(SaveError) as caught:
        GameFile.for_new_game(game, not_a_folder)
    assert "the file does not exist" not in caught.value.problem
    assert f"{not_a_folder} is a file, not a folder" in caught.value.problem
    with pytest.raises(SaveError) as caught:
        persistence.load_game(not_a_folder / "saves" / "game.json")
    assert f"{not_a_folder} is a file, not a folder" in caught.value.problem


# ----- two writers without a lock --------------------------------------------------------


def shared_game(data):
    """A game with its own file (and id), written once and let go."""
    game = new_game(mode="2-light", seed=3, actions=2)
    made = GameFile.for_new_game(game, data, name="Shared")
    path = made.write(game)
    made.close()
    return path


def test_an_undo_never_takes_back_a_move_another_window_saved_too(data, monkeypatch):
    """On a file system whose locks do not lock (docs/saves.md, "Limits"), two windows
    save the same move within a second (the same bytes), then one undoes: its write must
    be refused, the move kept."""
    from jackal_tui.persistence import lock

    monkeypatch.setattr(store, "_now", lambda: "2026-12-01T10:00:00+00:00")
    monkeypatch.setattr(lock, "_try_lock", lambda fd: True)
    path = shared_game(data)
    first, game_a = GameFile.open(path)
    second, game_b = GameFile.open(path)
    try:
        move = game_a.legal_actions()[0]
        game_a.play(move)
        first.write(game_a)
        written = path.read_bytes()
        game_b.play(move)
        second.write(game_b)
        assert path.read_bytes() == written  # to the letter
        game_a.undo()
        with pytest.raises(SaveError, match="another window played on"):
            first.write(game_a)
        assert persistence.load_game(path).action_count == 3  # the move is still there
        game_b.play(game_b.legal_actions()[0])
        second.write(game_b)  # the other window goes on as before
    finally:
        first.close()
        second.close()


def test_a_window_whose_lock_was_removed_by_hand_does_not_write_over_the_new_holder(data):
    path = shared_game(data)
    first, game_a = GameFile.open(path)
    lock_path_for(path).unlink()  # by hand
    second, game_b = GameFile.open(path)  # takes a new lock
    try:
        game_b.play(game_b.legal_actions()[0])
        second.write(game_b)
        game_a.play(game_a.legal_actions()[0])
        with pytest.raises(SaveError, match="another window has this game open"):
            first.write(game_a)
        game_b.undo()
        second.write(game_b)  # the holder's undo is its own to make
        assert persistence.load_game(path).action_count == 2
    finally:
        first.close()
        second.close()
    assert not lock_path_for(path).exists()


def test_who_holds_a_lock_is_read_with_its_control_characters_escaped(tmp_path):
    from jackal_tui.persistence.lock import LockHolder

    holder = LockHolder.from_bytes(b'{"pid": 7, "user": "anne\\u001b]0;PWNED\\u0007", '
                                   b'"host": "\\u009b2Jharbour", "started": ""}')
    assert holder.words() == "process 7 of anne\\x1b]0;PWNED\\x07 on \\x9b2Jharbour"
