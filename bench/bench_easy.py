"""How long the easy crew thinks: its decision time on the same positions, any code.

    python bench/bench_easy.py [--ruleset treasure-island] [--mode 3] [--seeds 1 2 3 4]
    python bench/bench_easy.py --positions 40 --repeat 5

Reaches ``--positions`` positions in each seeded game by random moves (``--gap`` of them
between two positions, the same moves on any code, as they depend only on the seed),
and times the easy crew's choice at each one with more than one legal action,
``--repeat`` times; it prints the median and 90th percentile of each position's best
time, the total, and a digest of the actions chosen (the same digest: the same play;
a change meant only to make the crew faster must leave it as it was). The arena's
"thinking per decision" is an average over games that differ once the play does; this
compares two versions of the crew on the very same positions.
"""

from __future__ import annotations

import argparse
import hashlib
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai import make_crew  # noqa: E402
from jackal_tui.ai.arena import decision_seed  # noqa: E402
from jackal_tui.games.classic import Game  # noqa: E402


def measure(ruleset: str, mode: str, seeds, positions: int, gap: int,
            repeat: int) -> tuple[list[float], list[str]]:
    """Each timed position's best time (seconds) and the action the crew chose there."""
    best, chosen = [], []
    for seed in seeds:
        game = Game.new(mode=mode, seed=seed, ruleset=ruleset)
        pick = random.Random(seed)
        for _ in range(positions):
            for _ in range(gap):
                if game.state.over:
                    break
                game.play(pick.choice(game.legal_actions()))
            if game.state.over:
                break
            state, legal = game.state, game.legal_actions()
            if len(legal) < 2:
                continue
            times = []
            for _ in range(repeat):
                crew = make_crew("easy")
                start = time.perf_counter()
                action = crew.choose(state.copy(), legal, decision_seed(seed, game.action_count))
                times.append(time.perf_counter() - start)
            best.append(min(times))
            chosen.append(str(action))
    return best, chosen


def main() -> None:
    parser = argparse.ArgumentParser(prog="bench_easy", description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", default="treasure-island",
                        choices=("classic", "treasure-island"))
    parser.add_argument("--mode", default="3")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4])
    parser.add_argument("--positions", type=int, default=30, help="positions per game")
    parser.add_argument("--gap", type=int, default=12, help="random moves between two")
    parser.add_argument("--repeat", type=int, default=3, help="timings of each position")
    args = parser.parse_args()
    best, chosen = measure(args.ruleset, args.mode, args.seeds, args.positions, args.gap,
                           args.repeat)
    digest = hashlib.sha1("|".join(chosen).encode()).hexdigest()[:12]
    cut = statistics.quantiles(best, n=10)[-1] if len(best) > 1 else best[0]
    print(f"easy crew, {len(best)} positions ({args.ruleset} {args.mode}, seeds "
          f"{' '.join(map(str, args.seeds))}, best of {args.repeat}): median "
          f"{statistics.median(best) * 1000:.2f} ms, 90th pct {cut * 1000:.2f} ms, "
          f"total {sum(best):.2f} s; choices digest {digest}")
    print(f"machine: {platform.machine()}, Python {platform.python_version()}")


if __name__ == "__main__":
    main()
