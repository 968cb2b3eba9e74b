"""The arena's bookkeeping: seats, results, the confidence interval, the summary."""

import pytest

from jackal_tui.ai import EasyCrew, RandomCrew, StrongCrew
from jackal_tui.ai.arena import crew_from_spec, play_game, run, summary, wilson


def test_wilson_interval():
    lo, hi = wilson(190, 200)
    assert 0.909 < lo < 0.911 and 0.972 < hi < 0.974
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    lo, hi = wilson(50, 100)
    assert abs((lo + hi) / 2 - 0.5) < 1e-9


def test_crew_specs():
    assert isinstance(crew_from_spec("random"), RandomCrew)
    assert isinstance(crew_from_spec("easy:slack=0"), EasyCrew)
    c = crew_from_spec("strong:nodes=50,c_puct=2", seconds=3)
    assert isinstance(c, StrongCrew) and c.nodes == 50 and c.seconds == 3
    assert c.params.c_puct == 2.0
    assert crew_from_spec("strong", nodes=7).nodes == 7
    with pytest.raises(ValueError):
        crew_from_spec("strong:depth=3")
    with pytest.raises(ValueError):
        crew_from_spec("grandmaster")


def test_games_alternate_seats_on_the_same_island():
    a = play_game("random", "random", "2-light", 0, seed0=5)
    b = play_game("random", "random", "2-light", 1, seed0=5)
    assert (a.seed, a.a_side) == (5, 0) and (b.seed, b.a_side) == (5, 1)
    assert a.ended and a.result in ("a", "b", "draw")
    assert len(a.scores) == 2 and a.actions > 0


def test_four_sides_rotate_a_through_every_seat():
    sides = [play_game("random", "random", "4", i, seed0=2).a_side for i in range(4)]
    assert sides == [0, 1, 2, 3]


def test_run_and_summary():
    results = run(4, "easy", "random", "2-light", seed0=3, workers=1)
    text = summary(results, "easy", "random", "2-light")
    assert [r.index for r in results] == [0, 1, 2, 3]
    assert "4 games" in text and "Wilson" in text and "games that ended: 4/4" in text
    assert all(r.ended for r in results)
