"""bench/records.py: arena records read back whatever code played them, and a screen
compared with main's record game for game."""

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("records", ROOT / "bench" / "records.py")
records = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(records)


def line(seed, a_side, result, code="aaaaaaaaaaaa", a="strong", scores=(19, 10)):
    run = {"a": a, "b": "easy", "code": code, "mode": "2-light", "nodes": 400,
           "ruleset": "classic", "seconds": None, "seed": 1}
    game = {"index": 2 * (seed - 1) + a_side, "seed": seed, "a_side": a_side,
            "scores": list(scores), "result": result, "actions": 500, "ended": True,
            "end_reason": "the leader can no longer be caught",
            "seconds": {"a": 1.0, "b": 0.1}, "moves": {"a": 10, "b": 10}}
    return json.dumps({"run": run, "game": game}) + "\n"


def write(path, lines):
    path.write_text("".join(lines))
    return path


def test_a_record_of_other_code_is_reported_with_its_fingerprints(tmp_path):
    # the arena refuses to take up a record of other code; this reads it as it stands
    rec = write(tmp_path / "r.jsonl", [line(1, 0, "a", code="c0de00000001"),
                                       line(1, 1, "b", code="c0de00000002"),
                                       line(2, 0, "draw"), '{"cut short'])
    text = records.report([rec])
    assert "A won 1, drew 1, lost 1: win rate 33.3%" in text
    assert "counting draws as half: 50.0%" in text
    assert "code c0de00000001, c0de00000002, aaaaaaaaaaaa; 1 unreadable lines skipped" in text


def test_games_pair_by_island_and_seat_and_draws_rank_between(tmp_path):
    base = write(tmp_path / "base.jsonl", [line(1, 0, "a"), line(1, 1, "b"), line(2, 0, "draw"),
                                           line(2, 1, "a"), line(3, 0, "b")])
    new = write(tmp_path / "new.jsonl", [line(1, 0, "a"), line(1, 1, "a"), line(2, 0, "b"),
                                         line(2, 1, "draw"), line(3, 0, "draw"),
                                         line(9, 0, "a")])      # island 9: not in the base
    _, b, _ = records.read([base])
    _, n, _ = records.read([new])
    c = records.compare(b, n)
    assert c["games"] == 5
    assert c["base"] == (2, 1) and c["new"] == (2, 2)   # new: wins on 1/0 and 1/1, draws on 2/1 and 3/0
    # island 1 side 1 loss -> win and island 3 loss -> draw are better; island 2 side 0
    # draw -> loss and side 1 win -> draw are worse; island 1 side 0 is unchanged
    assert c["better"] == 2 and c["worse"] == 2
    assert c["moved"]["better"] == [(1, 1, "b", "a"), (3, 0, "b", "draw")]
    assert c["moved"]["worse"] == [(2, 0, "draw", "b"), (2, 1, "a", "draw")]
    assert c["p"] == 1.0
    text = records.comparison([base], new)
    assert "did better in 2 and worse in 2 (two-sided sign test p = 1.00)" in text
    assert "(1 games of the new record have no pair in the base records)" in text


def test_several_base_records_are_read_as_one(tmp_path):
    # two halves of main's record against one screen: 5 better, 0 worse, p = 2/32
    first = write(tmp_path / "b1.jsonl", [line(s, 0, "b") for s in (1, 2, 3)])
    second = write(tmp_path / "b2.jsonl", [line(s, 0, "b") for s in (4, 5)])
    new = write(tmp_path / "n.jsonl", [line(s, 0, "a", a="strong:qnorm=1") for s in range(1, 6)])
    _, b, _ = records.read([first, second])
    _, n, _ = records.read([new])
    c = records.compare(b, n)
    assert (c["games"], c["better"], c["worse"]) == (5, 5, 0)
    assert c["p"] == pytest.approx(2 / 32)
    assert records.main(["--against", f"{first},{second}", str(new)]) == 0


def test_a_missing_record_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as e:
        records.main([str(tmp_path / "none.jsonl")])
    assert e.value.code == 2
    assert "no such record" in capsys.readouterr().err


def test_a_file_that_is_no_text_is_a_usage_error_and_is_left_as_it_is(tmp_path, capsys):
    junk = tmp_path / "junk.jsonl"
    junk.write_bytes(b"\xff\xfe\x00 not a record")
    with pytest.raises(SystemExit) as e:
        records.main([str(junk)])
    assert e.value.code == 2
    assert "cannot read a record" in capsys.readouterr().err
    assert junk.read_bytes() == b"\xff\xfe\x00 not a record"
