"""The puzzles' best results, kept in the data folder (``puzzles.json``): written
atomically, read suspiciously, never overwritten with less."""

from __future__ import annotations

import json
import os

import pytest

from jackal_tui.persistence import records
from jackal_tui.persistence.records import (RECORDS_NAME, read_records, record_result,
                                            records_path)


def test_a_result_is_kept_and_read_back(tmp_path):
    assert read_records(tmp_path).cards == {}
    outcome = record_result(tmp_path, 1, turns=3, alive=3, hints=1)
    assert outcome.new_best and outcome.error is None
    again = read_records(tmp_path)
    assert again.problem is None
    (best,) = again.cards[1]
    assert (best.turns, best.alive, best.hints) == (3, 3, 1)
    assert records_path(tmp_path) == tmp_path / RECORDS_NAME
    assert json.loads((tmp_path / RECORDS_NAME).read_text())["cards"]["1"][0]["turns"] == 3


def test_the_best_only_improves(tmp_path):
    """Fewest turns per pirates alive: a worse result is not kept and is no new best; a
    result beaten on every count (turns, alive, hints) by one kept is not kept."""
    record_result(tmp_path, 6, turns=5, alive=3, hints=0)
    assert not record_result(tmp_path, 6, turns=6, alive=3, hints=0).new_best
    assert not record_result(tmp_path, 6, turns=5, alive=2, hints=0).new_best
    assert not record_result(tmp_path, 6, turns=5, alive=3, hints=0).new_best  # the same
    better = record_result(tmp_path, 6, turns=4, alive=2, hints=0)  # fewer turns, 2 alive
    assert better.new_best
    kept = sorted((b.turns, b.alive) for b in read_records(tmp_path).cards[6])
    assert kept == [(4, 2), (5, 3)]
    assert record_result(tmp_path, 6, turns=4, alive=3, hints=2).new_best  # beats both
    kept = read_records(tmp_path).cards[6]
    assert [(b.turns, b.alive, b.hints) for b in kept] == [(4, 3, 2)]
    # the same turns and alive without a hint is better
    assert record_result(tmp_path, 6, turns=4, alive=3, hints=0).new_best
    assert [(b.turns, b.alive, b.hints) for b in read_records(tmp_path).cards[6]] == [(4, 3, 0)]


def test_best_of_a_card_and_its_goals_met(tmp_path):
    record_result(tmp_path, 10, turns=10, alive=2, hints=0)
    record_result(tmp_path, 10, turns=8, alive=1, hints=0)
    r = read_records(tmp_path)
    assert r.goals_met(10) == [(10, 2), (8, 1)]
    assert r.goals_met(3) == []
    assert (r.best(10).turns, r.best(10).alive) == (8, 1)   # as many goals, fewer turns


@pytest.mark.parametrize("text, words", [
    (b"{not json", "not valid JSON"),
    (b"", "empty"),
    (json.dumps({"format": "jackal-tui puzzle records", "version": 1,
                 "cards": {"1": [{"turns": "three", "alive": 3, "hints": 0}]}}).encode(),
     "turns"),
    (json.dumps({"format": "something else", "version": 1, "cards": {}}).encode(),
     "not a puzzle records file"),
    (json.dumps({"format": "jackal-tui puzzle records", "version": 99,
                 "cards": {}}).encode(), "newer"),
    (json.dumps({"format": "jackal-tui puzzle records", "version": 1,
                 "cards": {"11": [{"turns": 3, "alive": 3, "hints": 0}]}}).encode(),
     "11"),
])
def test_a_file_that_cannot_be_read_is_said_and_kept_aside_before_it_is_replaced(
        tmp_path, text, words):
    path = tmp_path / RECORDS_NAME
    path.write_bytes(text)
    r = read_records(tmp_path)
    assert r.cards == {} and r.problem is not None and words in r.problem
    assert path.read_bytes() == text   # reading never touches it
    outcome = record_result(tmp_path, 1, turns=3, alive=3, hints=0)
    assert outcome.kept_aside is not None and outcome.kept_aside.read_bytes() == text
    assert outcome.kept_aside.parent == tmp_path
    assert str(outcome.kept_aside.name) in outcome.message()
    assert read_records(tmp_path).cards[1][0].turns == 3


def test_a_folder_in_the_way_is_said_and_nothing_crashes(tmp_path):
    (tmp_path / RECORDS_NAME).mkdir()
    r = read_records(tmp_path)
    assert r.problem
    outcome = record_result(tmp_path, 1, turns=3, alive=3, hints=0)
    assert outcome.error and not outcome.new_best
    assert (tmp_path / RECORDS_NAME).is_dir()


def test_the_file_is_written_atomically(tmp_path, monkeypatch):
    """A write that fails half-way leaves the old file whole (the persistence module's
    atomic write: a temporary file replaced in one step)."""
    record_result(tmp_path, 1, turns=3, alive=3, hints=0)
    before = (tmp_path / RECORDS_NAME).read_bytes()

    def fails(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fails)
    outcome = record_result(tmp_path, 2, turns=3, alive=3, hints=0)
    assert outcome.error and "No space left" in outcome.error
    assert (tmp_path / RECORDS_NAME).read_bytes() == before
    # no temporary left (the lock file stays: it holds nothing)
    assert sorted(p.name for p in tmp_path.iterdir()) == [RECORDS_NAME, records.LOCK_NAME]


def test_the_data_folder_is_made_when_missing(tmp_path):
    folder = tmp_path / "new" / "data"
    assert record_result(folder, 1, turns=3, alive=3, hints=0).new_best
    assert (folder / RECORDS_NAME).is_file()


def test_the_records_live_where_the_saves_do(tmp_path, monkeypatch):
    monkeypatch.setenv("JACKAL_DATA_DIR", str(tmp_path))
    assert records_path(None) == tmp_path / RECORDS_NAME
    assert records.records_path(tmp_path / "x") == tmp_path / "x" / RECORDS_NAME


def test_two_windows_keeping_results_at_once_lose_neither(tmp_path):
    """One window is writing its best for card 2 (it has read the records and holds their
    lock) when another finishes card 5: the second waits, then adds its best to the file
    the first wrote, so both bests are kept (without the lock the first wrote over the
    second's)."""
    import threading
    import time

    from jackal_tui.persistence.lock import _try_lock, _unlock

    tmp_path.mkdir(exist_ok=True)
    fd = os.open(tmp_path / records.LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        assert _try_lock(fd)                       # the first window: lock, read
        first_read = read_records(tmp_path)
        second = threading.Thread(
            target=record_result, args=(tmp_path, 5), kwargs={"turns": 4, "alive": 3})
        second.start()
        time.sleep(0.3)                            # the second window finishes meanwhile
        cards = dict(first_read.cards)
        cards[2] = [records.Best(6, 2, 0, "2026-12-06T12:00:00+00:00")]
        from jackal_tui.persistence.store import write_atomically

        write_atomically(records_path(tmp_path), records._encode(cards))
        _unlock(fd)                                # the first window is done
        second.join(timeout=10)
    finally:
        os.close(fd)
    kept = read_records(tmp_path)
    assert kept.problem is None
    assert sorted(kept.cards) == [2, 5]
    assert kept.best(5).turns == 4 and kept.best(2).turns == 6
