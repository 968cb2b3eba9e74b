"""bench/first_move.py: the island played four ways (crew A's colour, who moves first), to
tell a weaker seat's colour from its first move."""

import importlib.util
import json
from pathlib import Path

import pytest

from jackal_tui.games.classic import ISLAND_CELLS

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("first_move", ROOT / "bench" / "first_move.py")
first_move = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(first_move)

RUN = {"a": "strong", "b": "easy", "nodes": 100}


def row(seed, a_side, first, result):
    return {"seed": seed, "a_side": a_side, "first": first, "scores": [0, 0],
            "result": result, "actions": 1, "run": RUN}


def test_black_first_is_the_same_island_with_black_to_move():
    white = first_move.first_game(7, "W")
    black = first_move.first_game(7, "B")
    assert white.current_seat() == 0 and black.current_seat() == 1
    assert [white.state.tiles[c] for c in ISLAND_CELLS] == \
        [black.state.tiles[c] for c in ISLAND_CELLS]
    assert black.action_count == 0 and not black.state.up[ISLAND_CELLS[0]]


def test_a_game_reports_its_result_from_crew_as_side():
    # island 2, an easy crew A as Black against a random one: a short game (306 actions)
    # that A wins 19 to 0, so a result read from the other side would be B's
    r = first_move.play(2, 1, "B", a="easy", b="random", nodes=None)
    mine, theirs = r["scores"][1], r["scores"][0]
    assert r["result"] == ("a" if mine > theirs else "draw" if mine == theirs else "b")
    assert r["over"] and first_move.a_first(r)            # A is Black, and Black began
    assert not first_move.a_first(dict(r, first="W"))


def test_the_report_splits_by_colour_and_first_move_and_pairs_the_islands():
    # island 1: A won both games moving second, lost both moving first;
    # island 2: A won all four
    rows = [row(1, 0, "W", "b"), row(1, 0, "B", "a"), row(1, 1, "W", "a"), row(1, 1, "B", "b"),
            row(2, 0, "W", "a"), row(2, 0, "B", "a"), row(2, 1, "W", "a"), row(2, 1, "B", "a")]
    text = first_move.report(rows)
    assert "A as White          4 games  3 / 0 / 1" in text
    assert "A as Black          4 games  3 / 0 / 1" in text
    assert "A moves first       4 games  2 / 0 / 2  50.0%" in text
    assert "A moves second      4 games  4 / 0 / 0  100.0%" in text
    # two discordant pairs, both for moving second: p = 2 * (1/4) = 0.5
    assert "moving first 2, the other way round 0 (sign test p = 0.500)" in text


def test_a_file_of_first_movers_only_reports_no_games_for_the_rest():
    text = first_move.report([row(1, 0, "W", "a"), row(2, 0, "W", "b")])
    assert "A moves first       2 games  1 / 0 / 1  50.0%" in text
    assert "A moves second      0 games\n" in text and "A as Black          0 games\n" in text


def test_sign_test_by_hand():
    assert first_move.sign_test(0, 0) == 1.0
    assert first_move.sign_test(5, 0) == pytest.approx(2 / 32)
    assert first_move.sign_test(18, 8) == pytest.approx(0.0755, abs=1e-4)


def test_a_stopped_run_goes_on_and_a_foreign_file_is_refused(tmp_path, capsys):
    out = tmp_path / "fm.jsonl"
    played = [row(5, s, f, "a") for s, f in first_move.WAYS]
    out.write_text("".join(json.dumps(r) + "\n" for r in played) + '{"cut sh')
    assert first_move.main(["--islands", "1", "--seed", "5", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "island 5" not in printed                  # nothing played again
    assert "A moves first       2 games  2 / 0 / 0" in printed
    assert out.read_text().endswith('{"cut sh\n')       # the next game starts a line of its own
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps(dict(row(5, 0, "W", "a"), run={**RUN, "nodes": 400})) + "\n")
    with pytest.raises(SystemExit) as e:
        first_move.main(["--islands", "1", "--seed", "5", "--out", str(other)])
    assert e.value.code == 2
    with pytest.raises(SystemExit):
        first_move.main(["--report", str(tmp_path / "missing.jsonl")])
