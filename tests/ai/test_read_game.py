"""bench/read_game.py: one game of an arena record played again move for move, with
what crew A thought, checked against the record."""

import importlib.util
import json
from pathlib import Path

import pytest

from jackal_tui import games
from jackal_tui.ai.arena import append_record, play_game, run_settings

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("read_game", ROOT / "bench" / "read_game.py")
read_game = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(read_game)

# short games: Archipelago, island 1, two crews; the strong crew on 3 looks a decision.
# Island seed 10 deals two short ones (117 and 85 actions): the record is played once and
# game 1 once again, so the test's cost is the games' length
RUN = dict(a="strong", b="easy", mode="2", ruleset="archipelago", nodes=3, seconds=None,
           seed0=10)


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> tuple[Path, object]:
    path = tmp_path_factory.mktemp("rec") / "r.jsonl"
    settings = run_settings(RUN["a"], RUN["b"], RUN["mode"], RUN["ruleset"], RUN["nodes"],
                            RUN["seconds"], RUN["seed0"])
    results = []
    for index in (0, 1):
        result = play_game(RUN["a"], RUN["b"], RUN["mode"], index, RUN["seed0"], RUN["nodes"],
                           None, RUN["ruleset"])
        append_record(path, settings, result)
        results.append(result)
    return path, results


def test_a_recorded_game_is_played_again_as_recorded(record, capsys):
    path, results = record
    assert read_game.main([str(path), "1"]) == 0
    out = capsys.readouterr().out
    r = results[1]
    assert f"end after {r.actions} actions, scores {r.scores}: as recorded" in out
    # one line per action, each saying whose crew made it (game 1: A on side 1, Black)
    moves = [line for line in out.splitlines() if line[:5].strip().isdigit()]
    assert len(moves) == r.actions
    assert all(line.split()[1] in ("A", "B") for line in moves)
    assert any(line.split()[1:3] == ["A", "Black"] for line in moves)
    assert not any(line.split()[1:3] == ["A", "White"] for line in moves)
    # and, under A's decisions of more than one action, its look's best actions
    assert "best: " in out


def test_the_position_before_an_action_reads_back(record, capsys):
    path, results = record
    assert read_game.main([str(path), "0", "--at", "7"]) == 0
    out = capsys.readouterr().out
    text = out.split("before action 7:\n", 1)[1].split("\nlegal: ", 1)[0]
    match = games.rules_of("archipelago").match_from_position(text)
    legal = out.split("\nlegal: ", 1)[1].strip().split(", ")
    assert [str(a) for a in match.legal_actions()] == legal
    moves = [line for line in out.splitlines() if line[:5].strip().isdigit()]
    assert len(moves) == 7


@pytest.mark.thorough   # a whole game played again; the quick tier plays one back as recorded
def test_the_game_is_saved_for_the_app(record, tmp_path, capsys):
    from jackal_tui.persistence import load_game
    path, results = record
    save = tmp_path / "g.json"
    assert read_game.main([str(path), "0", "--save", str(save)]) == 0
    game = load_game(save)
    assert game.action_count == results[0].actions
    assert [game.scores()[seat] for seat in sorted(game.scores())] == results[0].scores


@pytest.mark.thorough   # a whole game played again; the quick tier plays one back as recorded
def test_a_game_that_goes_otherwise_is_said_to(record, tmp_path, capsys):
    path, results = record
    row = json.loads(path.read_text().splitlines()[0])
    row["game"]["scores"] = [s + 1 for s in row["game"]["scores"]]
    changed = tmp_path / "changed.jsonl"
    changed.write_text(json.dumps(row) + "\n")
    assert read_game.main([str(changed), "0"]) == 1
    assert "NOT as recorded" in capsys.readouterr().out


def test_a_time_budget_or_a_missing_game_is_a_usage_error(record, tmp_path, capsys):
    path, results = record
    row = json.loads(path.read_text().splitlines()[0])
    row["run"]["nodes"], row["run"]["seconds"] = None, 1.0
    timed = tmp_path / "timed.jsonl"
    timed.write_text(json.dumps(row) + "\n")
    assert read_game.main([str(timed), "0"]) == 2
    assert "time budget" in capsys.readouterr().err
    with pytest.raises(SystemExit) as got:
        read_game.main([str(path), "5"])
    assert got.value.code == 2
    assert "holds no game 5" in capsys.readouterr().err


def test_crews_without_a_search_replay_whatever_the_budget(tmp_path, capsys):
    """Easy and random crews use no clock: a record of theirs made with no node count
    (as the arena writes it for them) still plays again as recorded."""
    settings = run_settings("easy", "random", "2", "archipelago", None, None, 4)
    result = play_game("easy", "random", "2", 0, 4, None, None, "archipelago")
    path = tmp_path / "easy.jsonl"
    append_record(path, settings, result)
    assert read_game.main([str(path), "0"]) == 0
    assert (f"end after {result.actions} actions, scores {result.scores}: as recorded"
            in capsys.readouterr().out)
