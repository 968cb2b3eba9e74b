"""A save is replaced whole or not at all: a failure mid-write leaves the old file intact."""

from __future__ import annotations

import os

import pytest

from jackal_tui.persistence.store import write_atomically
from persistence_helpers import folder_listing

OLD = b'{"old": "save"}\n'
NEW = b'{"new": "save", "longer": true}\n'


def test_writes_a_new_file(tmp_path):
    target = tmp_path / "game.json"
    write_atomically(target, NEW)
    assert target.read_bytes() == NEW
    assert folder_listing(tmp_path) == ["game.json"]


def test_replaces_an_existing_file(tmp_path):
    target = tmp_path / "game.json"
    target.write_bytes(OLD)
    write_atomically(target, NEW)
    assert target.read_bytes() == NEW
    assert folder_listing(tmp_path) == ["game.json"]


def test_data_is_fsynced_before_the_rename(tmp_path, monkeypatch):
    order = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (order.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (order.append("replace"), real_replace(a, b))[1])
    write_atomically(tmp_path / "game.json", NEW)
    assert order.index("fsync") < order.index("replace")


def _fail(*args, **kwargs):
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_failure_keeps_the_old_file_and_removes_the_temp_file(tmp_path, monkeypatch, step):
    target = tmp_path / "game.json"
    target.write_bytes(OLD)
    monkeypatch.setattr(os, step, _fail)
    with pytest.raises(OSError):
        write_atomically(target, NEW)
    assert target.read_bytes() == OLD
    assert folder_listing(tmp_path) == ["game.json"]


def test_interrupt_mid_write_also_cleans_up(tmp_path, monkeypatch):
    target = tmp_path / "game.json"
    target.write_bytes(OLD)

    def interrupted(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomically(target, NEW)
    assert target.read_bytes() == OLD
    assert folder_listing(tmp_path) == ["game.json"]


def test_temp_file_is_in_the_same_folder(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (seen.append(a), real_replace(a, b))[1])
    write_atomically(tmp_path / "game.json", NEW)
    (temp,) = seen
    assert os.path.dirname(temp) == str(tmp_path)
    assert os.path.basename(temp).startswith(".")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_new_file_gets_the_usual_permissions(tmp_path):
    umask = os.umask(0o022)
    try:
        write_atomically(tmp_path / "game.json", NEW)
    finally:
        os.umask(umask)
    assert (tmp_path / "game.json").stat().st_mode & 0o777 == 0o644


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_replacing_keeps_the_old_permissions(tmp_path):
    target = tmp_path / "game.json"
    target.write_bytes(OLD)
    target.chmod(0o600)
    write_atomically(target, NEW)
    assert target.stat().st_mode & 0o777 == 0o600
