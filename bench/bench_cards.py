"""Benchmark of the card game's rules core (jackal_tui/cards).

    python bench/bench_cards.py            # prints medians of 5 runs

Reports, for 2, 3 and 4 players: random-play actions per second through the Match
(listing legal actions plus playing one, events recorded), whole random games per
second, and the time to replay a whole game's log (match_from_setup).
"""

from __future__ import annotations

import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.cards import match_from_setup, new_match, random_action  # noqa: E402

RUNS = 5


def random_games(players: int, games: int = 100) -> tuple[float, float, object]:
    """(actions per second, games per second, the last game) over seeded random games."""
    actions, start, m = 0, time.perf_counter(), None
    for seed in range(games):
        m = new_match("card-game", str(players), seed=seed)
        rng = random.Random(seed)
        while not m.is_over():
            m.legal_actions()
            m.play(random_action(m.state, rng, seed % 2 == 0))
            actions += 1
    took = time.perf_counter() - start
    return actions / took, games / took, m


def replay_ms(m) -> float:
    start = time.perf_counter()
    match_from_setup(m.setup, m.events_json())
    return (time.perf_counter() - start) * 1000


def main() -> None:
    print(f"python {platform.python_version()} on {platform.machine()}, "
          f"{platform.processor() or platform.platform()}; medians of {RUNS} runs")
    for players in (2, 3, 4):
        runs = [random_games(players) for _ in range(RUNS)]
        aps = statistics.median(r[0] for r in runs)
        gps = statistics.median(r[1] for r in runs)
        last = runs[-1][2]
        rep = statistics.median(replay_ms(last) for _ in range(RUNS))
        print(f"{players} players: {aps:,.0f} actions/s, {gps:,.1f} random games/s, "
              f"replay of a {len(last.events)}-event game {rep:.1f} ms")


if __name__ == "__main__":
    main()
