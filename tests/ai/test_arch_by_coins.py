"""bench/arch_by_coins.py: an Archipelago arena record split by the coins each dealt
island holds (island 1 lays 24 of box 1's 33 tiles, RULINGS-ARCHIPELAGO "Islands", so
the nine set aside decide how many of the box's 10 coins are in play)."""

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("arch_by_coins",
                                               ROOT / "bench" / "arch_by_coins.py")
arch_by_coins = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(arch_by_coins)


def test_island_coins_counts_the_chests_of_the_deal():
    """Read by hand from the dealt faces of island 1: seed 21 holds a chest of 1 on F3
    and a chest of 2 on E5 (3 coins); seed 19 chests of 1 on E3 and B4 and of 2 on E5
    (4 coins)."""
    assert arch_by_coins.island_coins(21, "2", "1") == 3
    assert arch_by_coins.island_coins(19, "2", "1") == 4


def _record(path: Path, games: list[tuple[int, str]], ruleset: str = "archipelago",
            island: str | None = None) -> Path:
    run = {"a": "strong", "b": "easy", "mode": "2", "ruleset": ruleset, "seed": 1}
    if island is not None:          # the arena names the island only when asked for one
        run["island"] = island
    with path.open("w", encoding="utf-8") as f:
        for i, (seed, result) in enumerate(games):
            f.write(json.dumps({"game": {"index": i, "seed": seed, "a_side": i % 2,
                                         "result": result}, "run": run}) + "\n")
    return path


def test_the_table_splits_games_by_coins(tmp_path, capsys):
    path = _record(tmp_path / "r.jsonl", [(21, "a"), (21, "b"), (19, "draw"), (19, "a")])
    assert arch_by_coins.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "| 3 | 2 | 1 / 0 / 1 | 50.0%" in out
    assert "| 4 | 2 | 1 / 1 / 0 | 50.0%" in out
    assert "| 4 or fewer | 4 | 2 / 1 / 1 | 50.0%" in out
    assert "5 or more" not in out


def test_a_record_of_another_game_is_a_usage_error(tmp_path, capsys):
    path = _record(tmp_path / "c.jsonl", [(1, "a")], ruleset="classic")
    with pytest.raises(SystemExit) as got:
        arch_by_coins.main([str(path)])
    assert got.value.code == 2
    assert "not an Archipelago record" in capsys.readouterr().err


def test_the_island_is_the_one_the_record_names(tmp_path, capsys):
    """A record of the arena's ``--island 2`` is split by island 2's deals, not island
    1's (which it read before, whatever the record said). Island 2 lays boxes 1 and 2
    less nine tiles, so its deals are counted again here from the rules, not copied."""
    path = _record(tmp_path / "r2.jsonl", [(21, "a"), (21, "b")], island="2")
    want = arch_by_coins.island_coins(21, "2", "2")
    assert want != arch_by_coins.island_coins(21, "2", "1")      # the two deals differ
    assert arch_by_coins.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "2 games, island 2" in out
    assert f"| {want} | 2 | 1 / 0 / 1 | 50.0%" in out


def test_an_island_other_than_the_records_is_a_usage_error(tmp_path, capsys):
    path = _record(tmp_path / "r2.jsonl", [(21, "a")], island="2")
    with pytest.raises(SystemExit) as got:
        arch_by_coins.main([str(path), "--island", "1"])
    assert got.value.code == 2
    assert "was played on island 2, not 1" in capsys.readouterr().err
