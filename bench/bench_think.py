"""How far the strong crew searches in its thinking time (the app's --think).

    python bench/bench_think.py [--seconds 1.0] [--seeds 3 4] [--mode 2-light]
    python bench/bench_think.py --nodes 400 --seeds 3 4 5 --decisions 10

Plays the first moves of seeded games (2-light unless ``--mode``/``--ruleset``), the
strong crew (with a time budget) for White against the easy crew, with random moves in
between to reach varied positions; for every White decision with more than one legal
action it records the search iterations and the wall time, and prints the medians. The
arena's node budgets (bench/arena.py --nodes) can be compared with this to know how
strong the app's default crew is.

With ``--nodes`` the crew searches a fixed number of iterations instead (stopping once
the answer is settled, as in the arena): the games are then the same on any machine, and
it prints the iterations per second and a digest of the moves chosen. A change meant
only to make the search faster must leave the digest as it was.
"""

from __future__ import annotations

import argparse
import hashlib
import platform
import random
import statistics
import time

from jackal_tui.ai import make_crew
from jackal_tui.ai.arena import decision_seed
from jackal_tui.games.classic import Game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seeds", type=int, nargs="+", default=[3, 4])
    parser.add_argument("--decisions", type=int, default=14, help="timed decisions per game")
    parser.add_argument("--nodes", type=int, default=None,
                        help="a fixed number of iterations instead of --seconds")
    parser.add_argument("--mode", default="2-light")
    parser.add_argument("--ruleset", default="classic", choices=("classic", "treasure-island"))
    args = parser.parse_args()
    iterations, spent, chosen = [], [], []
    for seed in args.seeds:
        game = Game.new(mode=args.mode, seed=seed, ruleset=args.ruleset)
        strong = (make_crew("strong", nodes=args.nodes) if args.nodes
                  else make_crew("strong", seconds=args.seconds))
        easy = make_crew("easy")
        timed = 0
        while not game.state.over and timed < args.decisions:
            state, legal = game.state, game.legal_actions()
            if state.deciding_player() == 0:
                start = time.perf_counter()
                action = strong.choose(state.copy(), legal, decision_seed(seed, game.action_count))
                if len(legal) > 1:
                    spent.append(time.perf_counter() - start)
                    iterations.append(strong.last_info.iterations)
                    chosen.append(str(action))
                    timed += 1
            else:
                action = easy.choose(state.copy(), legal, decision_seed(seed, game.action_count))
            game.play(action)
            pick = random.Random(game.action_count)
            for _ in range(30):  # move on to a later, different position
                if game.state.over:
                    break
                game.play(pick.choice(game.legal_actions()))
    if args.nodes:
        digest = hashlib.sha1("|".join(chosen).encode()).hexdigest()[:12]
        print(f"strong crew, {args.nodes} iterations a move, {len(chosen)} decisions "
              f"({args.ruleset} {args.mode}, seeds {' '.join(map(str, args.seeds))}): "
              f"{sum(iterations) / sum(spent):.0f} iterations/s over {sum(iterations)} "
              f"in {sum(spent):.2f} s; moves digest {digest}")
    else:
        print(f"strong crew, {args.seconds} s a move, {len(iterations)} decisions: "
              f"median {statistics.median(iterations):.0f} iterations "
              f"(min {min(iterations)}, max {max(iterations)}); "
              f"wall time median {statistics.median(spent) * 1000:.0f} ms, "
              f"max {max(spent) * 1000:.0f} ms")
    print(f"machine: {platform.machine()}, Python {platform.python_version()}")


if __name__ == "__main__":
    main()
