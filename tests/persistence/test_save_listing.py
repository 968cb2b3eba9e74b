"""The list of saves for the load screen, and the last game for --continue."""

from __future__ import annotations

import json
import os

from jackal_tui.games.classic import Game
from jackal_tui.persistence import autosave_path, last_game, list_saves, save_game, saves_dir
from persistence_helpers import file_fingerprint, new_game, played, write_json


def age(path, seconds_ago: float) -> None:
    """Set a file's modification time ``seconds_ago`` into the past."""
    when = path.stat().st_mtime - seconds_ago
    os.utime(path, (when, when))


def test_no_saves_folder_yet(data):
    assert list_saves(data) == []
    assert last_game(data) is None
    assert not saves_dir(data).exists()


def test_summary_describes_the_game(data):
    game = Game.new(mode="2", seed=5, names=["Anna", "Boris"])
    played(game, 14, seed=1)
    save_game(game, name="Evening", data_dir=data)
    (summary,) = list_saves(data)
    assert summary.ok and summary.error is None
    assert summary.name == "Evening"
    assert summary.mode == "2" and summary.ruleset == "classic"
    assert summary.players == ("Anna", "Boris")
    assert summary.actions == 14
    assert summary.turn == game.state.turn
    assert summary.over is False
    assert summary.scores == tuple((tuple(crews), score) for crews, score in game.state.side_scores())
    assert summary.saved_at


def test_summary_names_the_seat_kinds_the_setup_holds(data):
    """Computer seats are kept in the setup (see tui/seats.py); the list shows them as saved,
    and a game with no "seats" (all human) lists none."""
    game = Game.new(mode="2", seed=5)
    game.setup["seats"] = ["human", "strong"]
    save_game(game, name="Against the computer", data_dir=data)
    save_game(Game.new(mode="2", seed=6), name="Friends", data_dir=data)
    seats = {summary.name: summary.seats for summary in list_saves(data)}
    assert seats == {"Against the computer": ("human", "strong"), "Friends": ()}


def test_newest_first(data):
    old = save_game(new_game(actions=1), name="old", data_dir=data)
    mid = save_game(new_game(actions=2), name="mid", data_dir=data)
    new = save_game(new_game(actions=3), path=autosave_path(data), name="Autosave")  # an old slot
    age(old, 300)
    age(mid, 200)
    age(new, 100)
    assert [s.path for s in list_saves(data)] == [new, mid, old]
    assert last_game(data) == new

    age(mid, -1000)  # played again later
    assert last_game(data) == mid
    assert list_saves(data)[0].path == mid


def test_damaged_files_are_listed_with_the_reason(data):
    good = save_game(new_game(actions=5), name="good", data_dir=data)
    folder = good.parent
    (folder / "empty.json").write_bytes(b"")
    (folder / "future.json").write_text(json.dumps({"format": "jackal-tui-save", "schema_version": 99}))
    doc = json.loads(good.read_text())
    doc["events"][-1]["hash"] = "0" * 16
    tampered = write_json(folder / "tampered.json", doc)
    refused = dict(doc, events=[{"seq": 1, "event": ["teleport"], "hash": "0" * 16}])
    del refused["actions"]
    write_json(folder / "refused.json", refused)

    summaries = {s.path.name: s for s in list_saves(data)}
    assert set(summaries) == {"good.json", "empty.json", "future.json", "tampered.json", "refused.json"}
    assert summaries["good.json"].ok
    assert "empty" in summaries["empty.json"].error
    assert "newer jackal-tui" in summaries["future.json"].error
    assert "does not match" in summaries["tampered.json"].error
    assert summaries["tampered.json"].name == "good"  # what could be read is still shown
    assert "teleport" in summaries["refused.json"].error
    assert not any(s.ok for name, s in summaries.items() if name != "good.json")
    assert file_fingerprint(tampered)[0] == json.dumps(doc).encode()


def test_temporary_hidden_and_other_files_are_not_saves(data):
    save = save_game(new_game(), name="real", data_dir=data)
    folder = save.parent
    (folder / ".real.json.abc123.tmp").write_text("{half")
    (folder / ".hidden.json").write_text("{}")
    (folder / "notes.txt").write_text("hello")
    (folder / "a-folder.json").mkdir()
    listed = {s.path.name: s for s in list_saves(data)}
    # a folder named like a save is listed as not a game (docs/saves.md, "The load list")
    assert set(listed) == {"real.json", "a-folder.json"}
    assert listed["a-folder.json"].not_a_file and not listed["a-folder.json"].ok
    assert last_game(data) == save


def test_listing_does_not_touch_the_files(data):
    path = save_game(new_game(actions=3), name="x", data_dir=data)
    before = file_fingerprint(path)
    list_saves(data)
    last_game(data)
    assert file_fingerprint(path) == before


def test_a_finished_game_is_summarised_as_over(data):
    game = played(new_game(mode="2-light", seed=2), 5000, seed=3)
    assert game.state.over
    save_game(game, name="done", data_dir=data)
    (summary,) = list_saves(data)
    assert summary.over
    assert summary.scores == tuple((tuple(c), s) for c, s in game.state.side_scores())
