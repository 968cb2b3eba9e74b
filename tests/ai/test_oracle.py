"""bench/oracle.py: the strong crew made to see every face-down tile, to read which lost
games a fair crew could have won (a ceiling for the record's figures)."""

import importlib.util
import json
import random
from pathlib import Path

import pytest

from jackal_tui.ai.classic import search as island_search
from jackal_tui.ai.arena import append_record, play_game, run_settings
from jackal_tui.ai.classic.knowledge import Worlds
from jackal_tui.ai.search import SearchParams
from jackal_tui.games.classic import ISLAND_CELLS, new_match

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("oracle", ROOT / "bench" / "oracle.py")
oracle = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(oracle)


def _hidden(s):
    return {c: s.tiles[c] for c in ISLAND_CELLS if not s.up[c]}


def test_a_fair_search_deals_other_tiles_the_oracle_the_real_ones(monkeypatch):
    s = new_match("classic", "2", seed=7).state
    fair = island_search.IslandSearch().bind(s, 0, random.Random(1), SearchParams())
    worlds = [fair.deal(s, 0, None) for _ in range(4)]
    assert any(_hidden(w) != _hidden(s) for w in worlds)   # the fair crew guesses
    monkeypatch.setattr(island_search, "Worlds", Worlds)   # undone after the test
    oracle.see_everything()
    seeing = island_search.IslandSearch().bind(s, 0, random.Random(1), SearchParams())
    for _ in range(3):
        w = seeing.deal(s, 0, None)
        assert _hidden(w) == _hidden(s) and w.seed == s.seed
        w.tiles[ISLAND_CELLS[0]] = "changed"    # a world is the searcher's own copy
    assert seeing.deal(s, 0, None).tiles[ISLAND_CELLS[0]] == s.tiles[ISLAND_CELLS[0]]


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("rec") / "r.jsonl"
    settings = run_settings("strong", "easy", "2-light", "classic", 4, None, 3)
    for index in (0, 1):
        append_record(path, settings, play_game("strong", "easy", "2-light", index, 3, 4,
                                                None, "classic"))
    return path


@pytest.mark.thorough   # whole strong-crew games played twice; the quick tier checks the oracle's deal and refusals
def test_the_chosen_games_are_played_again_by_the_oracle(record, tmp_path, capsys):
    out = tmp_path / "o.jsonl"
    assert oracle.main([str(record), "0", "1", "--out", str(out)]) == 0
    assert island_search.Worlds is Worlds   # this process's strong crew plays fair again
    text = capsys.readouterr().out
    recorded = [json.loads(line)["game"] for line in record.read_text().splitlines()]
    for g in recorded:
        assert f"game {g['index']:3} (island {g['seed']}, A side {g['a_side']}): " \
               f"record {g['result']:>4} {g['scores']}" in text
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["game"]["index"] for r in rows] == [0, 1]
    assert all(r["run"]["oracle"] and r["run"]["nodes"] == 4 for r in rows)
    assert all(r["game"]["result"] in ("a", "b", "draw") for r in rows)
    won = sum(r["game"]["result"] == "a" for r in rows)
    assert f"oracle over 2 games: won {won}," in text


def test_records_it_cannot_read_are_usage_errors(tmp_path, capsys):
    timed = tmp_path / "t.jsonl"
    row = {"game": {"index": 0, "result": "b"},
           "run": {"a": "strong", "b": "easy", "mode": "2-light", "ruleset": "classic",
                   "nodes": None, "seconds": 1.0}}
    timed.write_text(json.dumps(row) + "\n")
    assert oracle.main([str(timed)]) == 2
    row["run"].update(nodes=10, a="easy")
    timed.write_text(json.dumps(row) + "\n")
    assert oracle.main([str(timed)]) == 2
    row["run"].update(a="strong")
    timed.write_text(json.dumps(row) + "\n")
    assert oracle.main([str(timed), "5"]) == 2
    err = capsys.readouterr().err
    assert "time budget" in err and "strong crew" in err and "no game 5" in err


@pytest.mark.thorough   # whole strong-crew games played twice; the quick tier checks the oracle's deal and refusals
def test_the_control_plays_fair_on_other_seeds(record, tmp_path, capsys):
    """The control (``--fair --salt N``): the same islands, sides, crews and budget, A
    playing fair, every decision seed drawn again; the arena's own seeds come back."""
    from jackal_tui.ai import arena
    own = arena.decision_seed
    assert oracle.salted(0) is own
    assert [oracle.salted(1)(3, k) for k in range(5)] != [own(3, k) for k in range(5)]
    refused = tmp_path / "refused.jsonl"
    assert oracle.main([str(record), "1", "--fair", "--out", str(refused)]) == 2
    assert not refused.exists()   # the record itself, played again: refused, nothing written
    out = tmp_path / "c.jsonl"
    assert oracle.main([str(record), "1", "--fair", "--salt", "1", "--out", str(out)]) == 0
    assert arena.decision_seed is own and island_search.Worlds is Worlds
    text = capsys.readouterr().out
    assert "fair over 1 games: won " in text and "give --salt N" not in text
    (row,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert row["run"]["salt"] == 1 and "oracle" not in row["run"]
    assert row["game"]["seed"] == 3 and row["game"]["a_side"] == 1   # island 3, as Black


def test_a_missing_or_foreign_file_is_a_usage_error(tmp_path, capsys):
    for path, text in ((tmp_path / "none.jsonl", None), (tmp_path / "x.jsonl", "not json\n"),
                       (tmp_path / "e.jsonl", "\n")):
        if text is not None:
            path.write_text(text)
        with pytest.raises(SystemExit) as stop:
            oracle.main([str(path)])
        assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "cannot read" in err and "not an arena record line" in err and "holds no games" in err
