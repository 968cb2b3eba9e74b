"""Hostile files: not regular files, huge junk, cut files, and one bad file among good.

No blocking and tidy failure: reading refuses anything that is not a
regular file before opening it (a FIFO must not hang the reader), refuses a huge file
unread and junk events at the first bad one, and a truncated file says it was cut short.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import threading

import pytest

from jackal_tui.persistence import SaveError, list_saves, load_game, read_save, save_game, saves_dir
from jackal_tui.persistence import document, schema
from jackal_tui.persistence.errors import SaveProblem
from persistence_helpers import FIXTURES, file_fingerprint, new_game

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and sockets are POSIX files")


@contextlib.contextmanager
def fifo_with_a_writer(fifo):
    """A FIFO at ``fifo`` with a writer waiting to open it.

    Before: ``open`` of a FIFO waits for a writer for ever. The waiting writer here lets
    such a reader go on (it then reads an empty file), so old code fails a test instead
    of hanging it; a reader that refuses the FIFO unopened leaves the writer waiting,
    and it is let go on the way out.
    """
    os.mkfifo(fifo)

    def writer():
        with open(fifo, "wb"):  # blocks until someone opens the FIFO to read
            pass

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        yield fifo
    finally:
        reading = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # lets the writer's open return
        thread.join()
        os.close(reading)


@posix_only
@pytest.mark.parametrize("reader", [read_save, load_game], ids=["read_save", "load_game"])
def test_a_fifo_is_refused_without_being_opened(tmp_path, reader):
    with fifo_with_a_writer(tmp_path / "pipe.json") as fifo:
        with pytest.raises(SaveError) as caught:
            reader(fifo)
    assert caught.value.problem == "it is a named pipe (FIFO), not a regular file, so not a save"


@posix_only
def test_a_fifo_in_the_saves_folder_does_not_stop_the_list(data):
    good = save_game(new_game(actions=2), name="good", data_dir=data)
    with fifo_with_a_writer(saves_dir(data) / "pipe.json") as fifo:
        listed = {s.path: s for s in list_saves(data)}  # listed, never opened
        assert set(listed) == {good, fifo}
        assert listed[good].ok and listed[fifo].not_a_file
        assert "named pipe" in listed[fifo].error
        with pytest.raises(SaveError, match="named pipe"):
            load_game(fifo)


@posix_only
def test_a_device_is_refused():
    with pytest.raises(SaveError) as caught:
        read_save("/dev/null")
    assert caught.value.problem == "it is a character device, not a regular file, so not a save"


@posix_only
def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s.json"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(SaveError, match="it is a socket, not a regular file"):
            read_save(path)
    finally:
        server.close()


@posix_only
def test_a_link_to_a_regular_save_is_read(tmp_path):
    link = tmp_path / "link.json"
    link.symlink_to(FIXTURES / "save-v2.json")
    assert load_game(link).action_count == 20


def test_a_missing_folder_on_the_way(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveError) as caught:
        read_save(blocker / "save.json")
    assert caught.value.problem == f"{blocker} is a file, not a folder"  # not "does not exist"


def test_a_file_over_the_cap_is_refused_unread(tmp_path, monkeypatch):
    """A 20 MB file of 300,000 junk events is refused by its size alone: it is never opened."""
    path = tmp_path / "huge.json"
    junk = b'{"seq": 1, "event": ["junk"], "hash": "x"},' * 300_000
    path.write_bytes(b'{"format": "jackal-tui-save", "schema_version": 2, "events": [' + junk[:-1] + b"]}")
    assert path.stat().st_size > 12 * 1024 * 1024

    def never(*args, **kwargs):
        raise AssertionError("a file over the size cap was opened")

    monkeypatch.setattr(os, "open", never)
    with pytest.raises(SaveError, match=r"larger than 6 MB, too large to be a save"):
        read_save(path)


def test_the_cap_leaves_room_for_the_longest_real_games():
    """A 5,000-action game (far longer than real ones) is about 1.5 MB: the cap is 4 times that."""
    assert document.MAX_SAVE_BYTES >= 4 * 1_500_000


def test_junk_events_are_refused_at_the_first_bad_one(tmp_path, monkeypatch):
    """Only one entry is looked at when the first is bad, however many follow."""
    doc = json.loads((FIXTURES / "save-v2.json").read_text(encoding="utf-8"))
    doc["events"] = [{"seq": 1, "event": ["junk", 1.5], "hash": "0" * 16}] * 20_000
    path = tmp_path / "junk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    checked = []
    real = schema.entry_fits
    monkeypatch.setattr(schema, "entry_fits", lambda entry: checked.append(1) or real(entry))
    with pytest.raises(SaveError, match=r'event 1, item 2 of field "event"'):
        read_save(path)
    assert len(checked) == 1


def test_every_cut_of_a_save_says_it_was_cut_short():
    """Before, 18 of 41 cuts said "Unterminated string" or some other JSON error. Every
    offset in the header, setup and first events, and in the last events (the middle
    repeats the same shapes)."""
    data = (FIXTURES / "save-v2.json").read_bytes()
    end = len(data.rstrip())
    cuts = [*range(1, 2500), *range(end - 400, end)]
    said = {}
    for cut in cuts:
        try:
            document.decode_json(data[:cut])
        except SaveProblem as exc:
            said[cut] = str(exc)
    assert len(said) == len(cuts)  # every cut was refused
    wrong = {cut: (data[max(0, cut - 20):cut], text) for cut, text in said.items() if "cut short" not in text}
    assert not wrong


@pytest.mark.parametrize("share", range(1, 42))
def test_a_cut_file_is_reported_as_cut_short(tmp_path, share):
    data = (FIXTURES / "save-v2.json").read_bytes()
    path = tmp_path / "cut.json"
    path.write_bytes(data[: len(data) * share // 42])
    before = file_fingerprint(path)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert caught.value.problem.startswith("the file is cut short")
    assert file_fingerprint(path) == before


def test_a_file_that_is_not_cut_but_wrong_says_so():
    for text in (b'{"a": 1} 2', b'{"a": 1 x}', b"[1, trux]", b"this is not a save {"):
        with pytest.raises(SaveProblem) as caught:
            document.decode_json(text)
        assert "not valid JSON" in str(caught.value)


@pytest.mark.parametrize("content", [
    b"[" + b"9" * 5000 + b"]",
    b'{"format": "jackal-tui-save", "schema_version": 2, "name": ["\\ud800"]}',
    b'{"format": "jackal-tui-save", "schema_version": 2, "saved_at": "9999-12-31T23:59:59-14:00"}',
], ids=["huge number", "lone surrogate", "far future"])
def test_one_bad_file_never_disables_the_list(data, content):
    good = save_game(new_game(actions=3), name="good", data_dir=data)
    bad = saves_dir(data) / "bad.json"
    bad.write_bytes(content)
    summaries = {s.path: s for s in list_saves(data)}
    assert summaries[good].ok
    assert not summaries[bad].ok and summaries[bad].error
