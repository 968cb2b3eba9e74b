"""The example games shipped in saves/ load, replay and say what they claim."""

from __future__ import annotations

from pathlib import Path

from jackal_tui.persistence import SCHEMA_VERSION, load_game, read_save

SAVES = Path(__file__).resolve().parents[2] / "saves"
FINISHED = SAVES / "example-4p-finished.json"
IN_PROGRESS = SAVES / "example-2p-in-progress.json"


def test_finished_four_player_game_is_over_with_winners():
    game = load_game(FINISHED)
    state = game.state
    assert game.setup["mode"] == "4"
    assert state.over and state.end_reason
    assert state.winners()
    best = max(score for _, score in state.side_scores())
    assert all(score == best for crews, score in state.side_scores() if crews in state.winners())


def test_two_player_game_is_in_progress_and_playable():
    game = load_game(IN_PROGRESS)
    assert game.setup["mode"] == "2"
    assert not game.state.over
    assert game.action_count == 60
    game.play(game.legal_actions()[0])
    assert game.action_count == 61


def test_examples_are_in_the_current_schema():
    for path in (FINISHED, IN_PROGRESS):
        save = read_save(path)
        assert save.schema_version == SCHEMA_VERSION
        assert save.name.startswith("Example")
