"""bench/arena_campaign.py: Archipelago campaigns between two crews, the island after the
draw measured seed by seed."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))      # it imports first_move's sign test
_spec = importlib.util.spec_from_file_location("arena_campaign",
                                               ROOT / "bench" / "arena_campaign.py")
arena_campaign = importlib.util.module_from_spec(_spec)
sys.modules["arena_campaign"] = arena_campaign     # its dataclass looks itself up there
_spec.loader.exec_module(arena_campaign)
Campaign = arena_campaign.Campaign


def campaign(index, seed, a_side, last, picks=None):
    first = {"number": 1, "island": "1", "banked": [3, 3], "end": "",
             "picks": picks if picks is not None else {"0": "Strongman W1"}}
    return Campaign(index, seed, a_side, [first, {"number": 2, "island": "2",
                                                  "banked": last, "picks": {}, "end": ""}],
                    actions=10, seconds={"a": 1.0, "b": 1.0})


def test_the_margin_is_averaged_seed_by_seed():
    """Seed 1: A (White) banks 4 to 2, then A (Black) 3 to 3: margins +2 and 0, mean +1.
    Seed 2: A (White) 1 to 2, then A (Black) 5 to 2: -1 and +3, mean +1. The seeds' means
    are both +1: the margin is +1.00 with no spread; A won 2, drew 1, lost 1; both seeds
    better for A (sign test of 2 against 0: p = 0.5)."""
    got = [campaign(0, 1, 0, [4, 2]), campaign(1, 1, 1, [3, 3]),
           campaign(2, 2, 0, [1, 2]), campaign(3, 2, 1, [2, 5])]
    assert [r.margin() for r in got] == [2, 0, -1, 3]
    text = "\n".join(arena_campaign.figures(got, "all"))
    assert "A won 2, drew 1, lost 1" in text
    assert "A less B +1.00 a campaign (95% CI +1.00 .. +1.00" in text
    assert "better / worse: 2 / 0 (two-sided sign test p = 0.50)" in text


def test_the_picks_of_each_crew_are_read_by_its_side():
    """In game 1 of a seed A plays Black (side 1): its pick is side 1's."""
    r = campaign(1, 1, 1, [3, 3], picks={"0": "Navigator W2", "1": "pass"})
    assert r.picks("a") == ["pass"] and r.picks("b") == ["Navigator W2"]
    assert campaign(0, 1, 0, [1, 1], picks={}).picks("b") == [None]


@pytest.mark.timeout(300)
def test_both_games_of_a_seed_play_island_one_alike():
    """Crews that differ only in their picks play island 1 alike from both seats (the
    same decision seeds), so a seed's two campaigns differ only from the draw on."""
    a = arena_campaign.play_campaign("easy", "easy:picks=random", 0, 2, 2)
    b = arena_campaign.play_campaign("easy", "easy:picks=random", 1, 2, 2)
    assert (a.a_side, b.a_side) == (0, 1)
    assert a.islands[0]["banked"] == b.islands[0]["banked"]
    assert a.islands[0]["end"] == b.islands[0]["end"]
    assert [x["number"] for x in a.islands] == [1, 2]
