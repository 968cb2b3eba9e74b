"""A saved game loads back to the very same game."""

from __future__ import annotations

import json

import pytest

import jackal_tui
from jackal_tui.persistence import (
    FORMAT_NAME,
    SCHEMA_VERSION,
    GameFile,
    SaveError,
    load_game,
    read_save,
    save_game,
)
from jackal_tui.persistence import store
from persistence_helpers import file_fingerprint, folder_listing, new_game


def same_game(a, b) -> bool:
    return (
        a.state_hash() == b.state_hash()
        and a.events_json() == b.events_json()
        and a.log() == b.log()
        and [str(x) for x in a.actions] == [str(x) for x in b.actions]
        and a.setup == b.setup
    )


@pytest.mark.parametrize("mode", ["4", "4-teams", "3", "2", "2-light"])
def test_round_trip_restores_the_game(data, mode):
    game = new_game(mode=mode, seed=3, actions=25, pick_seed=5)
    path = save_game(game, name="Round trip", data_dir=data)
    loaded = load_game(path)
    assert same_game(loaded, game)
    assert loaded.legal_actions() == game.legal_actions()


def test_loaded_game_plays_on_like_the_original(data):
    game = new_game(actions=10)
    loaded = load_game(save_game(game, name="x", data_dir=data))
    for g in (game, loaded):
        g.play(g.legal_actions()[-1])
    assert same_game(loaded, game)


def test_a_game_with_no_moves_yet_round_trips(data):
    game = new_game(mode="2")
    loaded = load_game(save_game(game, name="fresh", data_dir=data))
    assert same_game(loaded, game)
    assert loaded.action_count == 0


def test_file_has_the_documented_shape(data):
    game = new_game(actions=8)
    path = save_game(game, name="Shape", data_dir=data)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == FORMAT_NAME
    assert doc["schema_version"] == SCHEMA_VERSION == 2
    assert doc["app_version"] == jackal_tui.__version__
    assert doc["name"] == "Shape"
    assert doc["setup"] == game.setup
    assert [e["event"] for e in doc["events"]] == game.events_json()
    assert [e["seq"] for e in doc["events"]] == list(range(1, len(game.events) + 1))
    assert doc["events"][-1]["hash"] == game.state_hash()
    assert len({e["hash"] for e in doc["events"]}) > 1


def test_default_location_is_the_saves_folder_under_a_safe_name(data):
    path = save_game(new_game(), name="../Evening: game", data_dir=data)
    assert path.parent == data / "saves"
    assert read_save(path).name == "../Evening: game"


def test_explicit_path_wins_and_names_the_game_after_the_file(tmp_path):
    target = tmp_path / "deep" / "folder" / "my-game.json"
    assert save_game(new_game(), path=target) == target
    assert read_save(target).name == "my-game"


def test_saving_again_replaces_the_file_and_leaves_no_temp_files(data):
    game = new_game(actions=4)
    path = save_game(game, name="again", data_dir=data)
    game.play(game.legal_actions()[0])
    assert save_game(game, name="again", data_dir=data) == path
    assert load_game(path).action_count == 5
    assert folder_listing(path.parent) == [path.name]


def test_a_game_file_loads_back_to_the_same_game(data):
    game = new_game(actions=3)
    saves = GameFile.for_new_game(game, data)
    path = saves.write(game)
    saves.close()
    assert path.parent == data / "saves"
    assert same_game(load_game(path), game)


def test_saving_uses_the_environment_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("JACKAL_DATA_DIR", str(tmp_path / "env-data"))
    saves = GameFile.for_new_game(new_game())
    path = saves.write(new_game())
    saves.close()
    assert path.parent == tmp_path / "env-data" / "saves"


def test_loading_does_not_touch_the_file(data):
    path = save_game(new_game(actions=6), name="x", data_dir=data)
    before = file_fingerprint(path)
    load_game(path)
    read_save(path)
    assert file_fingerprint(path) == before
    assert folder_listing(path.parent) == [path.name]


def test_undone_moves_are_not_saved(data):
    game = new_game(actions=6)
    game.undo(2)
    loaded = load_game(save_game(game, name="undo", data_dir=data))
    assert loaded.action_count == 4
    assert same_game(loaded, game)


# ----- a failed save ----------------------------------------------------------------


def test_failed_rename_keeps_the_previous_save(data, monkeypatch):
    game = new_game(actions=4)
    path = save_game(game, name="safe", data_dir=data)
    before = path.read_bytes()
    game.play(game.legal_actions()[0])

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store.os, "replace", disk_full)
    with pytest.raises(SaveError) as caught:
        save_game(game, name="safe", data_dir=data)
    assert str(path) in str(caught.value)
    assert "No space left" in str(caught.value)
    assert path.read_bytes() == before
    assert folder_listing(path.parent) == [path.name]
    monkeypatch.undo()
    assert load_game(path).action_count == 4


def test_failed_encoding_writes_nothing(data, monkeypatch):
    game = new_game(actions=4)
    path = save_game(game, name="safe", data_dir=data)
    before = path.read_bytes()

    def broken(value):
        raise TypeError("not JSON-able")

    monkeypatch.setattr(store, "_dumps", broken)
    with pytest.raises(TypeError):
        save_game(game, name="safe", data_dir=data)
    assert path.read_bytes() == before
    assert folder_listing(path.parent) == [path.name]


def test_unwritable_folder_is_a_save_error(tmp_path):
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(SaveError, match="Cannot write"):
        save_game(new_game(), path=blocker / "x.json")
    assert blocker.read_text() == "a file where the folder should be"


def test_a_game_whose_replay_drifts_is_not_saved(data, monkeypatch):
    game = new_game(actions=4)
    monkeypatch.setattr(type(game), "state_hash", lambda self: "not-the-replayed-hash")
    with pytest.raises(SaveError, match="does not reach its current position"):
        save_game(game, name="drift", data_dir=data)
    assert not (data / "saves" / "drift.json").exists()


def test_a_game_the_engine_cannot_replay_is_not_saved(data, monkeypatch):
    def refuse(self):
        raise ValueError("event 3: nonsense")

    game = new_game(actions=4)
    monkeypatch.setattr(type(game), "event_hashes", refuse)
    with pytest.raises(SaveError, match="cannot be replayed"):
        save_game(game, name="broken", data_dir=data)
    assert not (data / "saves").exists() or folder_listing(data / "saves") == []


def test_impossible_path_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="not valid"):
        save_game(new_game(), path=tmp_path / "bad\x00name.json")


def test_kept_hashes_match_a_full_replay_after_undo_and_more_play():
    """Autosave hashes only new events; after an undo they must still be a true replay."""
    from jackal_tui.games.classic import replay_hashes

    game = new_game(actions=30)
    game.event_hashes()
    game.undo(5)
    for _ in range(7):
        game.play(game.legal_actions()[-1])
    assert game.event_hashes() == replay_hashes(game.setup, game.events_json())
