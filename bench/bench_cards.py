"""Benchmark of the card game's rules core (jackal_tui/games/cards).

    python bench/bench_cards.py            # prints medians of 5 runs
    python bench/bench_cards.py --think 1.0 --games 1   # the strong player's thinking

Reports, for 2, 3 and 4 players: random-play actions per second through the Match
(listing legal actions plus playing one, events recorded), whole random games per
second, and the time to replay a whole game's log (match_from_setup). With ``--think
SECONDS`` it instead plays seeded two-player games, the strong player (that time budget,
as in the app) against easy, and prints the median wall time and worlds of the strong
player's decisions that weighed more than one option.
"""

from __future__ import annotations

import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.games.cards import match_from_setup, new_match, random_action  # noqa: E402

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


def think(seconds: float, games: int) -> None:
    from jackal_tui.ai.arena import decision_seed
    from jackal_tui.ai.cards.crews import EasyCardCrew, StrongCardCrew
    walls, worlds = [], []
    for seed in range(1, games + 1):
        m = new_match("card-game", "2", seed=seed)
        crews = [StrongCardCrew(seconds=seconds), EasyCardCrew()]
        while not m.is_over():
            seat = m.current_seat()
            t = time.perf_counter()
            a = crews[seat].choose(m.state.copy(), m.legal_actions(),
                                   decision_seed(seed, m.action_count))
            if seat == 0 and crews[0].last_info.iterations:
                walls.append(time.perf_counter() - t)
                worlds.append(crews[0].last_info.iterations)
            m.play(a)
    print(f"python {platform.python_version()} on {platform.machine()}; strong with "
          f"{seconds} s against easy, {games} game(s): {len(walls)} decisions weighed, "
          f"median {statistics.median(walls) * 1000:.0f} ms (max {max(walls) * 1000:.0f} ms),"
          f" median {statistics.median(worlds):.0f} worlds (min {min(worlds)})")


def main() -> None:
    if "--think" in sys.argv:
        i = sys.argv.index("--think")
        games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 1
        think(float(sys.argv[i + 1]), games)
        return
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
