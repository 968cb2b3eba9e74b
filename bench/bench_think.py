"""How far the strong crew searches in its thinking time (the app's --think).

    python bench/bench_think.py [--seconds 1.0] [--seeds 3 4]

Plays the first moves of seeded 2-light games, the strong crew (with a time budget) for
White against the easy crew, with random moves in between to reach varied positions; for
every White decision with more than one legal action it records the search iterations
and the wall time, and prints the medians. The arena's node budgets (bench/arena.py
--nodes) can be compared with this to know how strong the app's default crew is.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from jackal_tui.ai import make_crew
from jackal_tui.ai.arena import decision_seed
from jackal_tui.engine import Game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seeds", type=int, nargs="+", default=[3, 4])
    parser.add_argument("--decisions", type=int, default=14, help="timed decisions per game")
    args = parser.parse_args()
    iterations, spent = [], []
    for seed in args.seeds:
        game = Game.new(mode="2-light", seed=seed)
        strong, easy = make_crew("strong", seconds=args.seconds), make_crew("easy")
        timed = 0
        while not game.state.over and timed < args.decisions:
            state, legal = game.state, game.legal_actions()
            if state.deciding_player() == 0:
                start = time.perf_counter()
                action = strong.choose(state.copy(), legal, decision_seed(seed, game.action_count))
                if len(legal) > 1:
                    spent.append(time.perf_counter() - start)
                    iterations.append(strong.last_info.iterations)
                    timed += 1
            else:
                action = easy.choose(state.copy(), legal, decision_seed(seed, game.action_count))
            game.play(action)
            pick = random.Random(game.action_count)
            for _ in range(30):  # move on to a later, different position
                if game.state.over:
                    break
                game.play(pick.choice(game.legal_actions()))
    print(f"strong crew, {args.seconds} s a move, {len(iterations)} decisions: "
          f"median {statistics.median(iterations):.0f} iterations "
          f"(min {min(iterations)}, max {max(iterations)}); "
          f"wall time median {statistics.median(spent) * 1000:.0f} ms, max {max(spent) * 1000:.0f} ms")
    print(f"machine: {platform.machine()}, Python {platform.python_version()}")


if __name__ == "__main__":
    main()
