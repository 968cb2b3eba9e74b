"""Computer crews against each other: win rate of A with a 95% confidence interval.

    python bench/arena.py --games 200 --a easy --b random --mode 2-light
    python bench/arena.py --games 200 --a strong --b easy --nodes 300

Game i is played on the island of seed SEED + i // sides with A on side i % sides, so
every island is played from both seats. ``--nodes`` (repeatable results) or ``--seconds``
set the strong crew's thinking budget per decision; a crew may carry settings, e.g.
``--a strong:nodes=600,rollout=2``. Games run in ``--workers`` processes (default 2).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai.arena import run, summary  # noqa: E402
from jackal_tui.engine.state import MODES  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arena", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--a", default="easy", help="crew A: random, easy, strong[:settings]")
    parser.add_argument("--b", default="random", help="crew B")
    parser.add_argument("--mode", default="2-light", choices=tuple(MODES))
    parser.add_argument("--nodes", type=int, help="strong crews: search iterations per decision")
    parser.add_argument("--seconds", type=float,
                        help="strong crews: seconds per decision (default 1 without --nodes)")
    parser.add_argument("--seed", type=int, default=1, help="first island seed (default 1)")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    args = parser.parse_args(argv)

    start = time.perf_counter()

    def progress(done: int, r) -> None:
        if not args.quiet:
            print(f"[{done}/{args.games}] game {r.index} seed {r.seed} A on side {r.a_side}: "
                  f"{r.result:4s} scores {r.scores} in {r.actions} actions "
                  f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)

    results = run(args.games, args.a, args.b, args.mode, args.seed, args.nodes, args.seconds,
                  args.workers, progress)
    print(summary(results, args.a, args.b, args.mode))
    budget = (f"nodes={args.nodes}" if args.nodes else "") + \
        (f" seconds={args.seconds}" if args.seconds else "")
    print(f"budget: {budget.strip() or 'defaults'}; seeds {args.seed}..{args.seed + (args.games - 1) // 2}; "
          f"{args.workers} workers; wall time {time.perf_counter() - start:.0f} s")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    return 0 if all(r.ended for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
