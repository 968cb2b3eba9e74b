"""How far the strong Archipelago crew looks in its thinking time (the app's --think).

    python bench/bench_think_archipelago.py [--seconds 1.0] [--seeds 3 4]

Plays the first moves of seeded two-crew games on island 1, the strong crew (with a time
budget) for White against the easy crew, with random moves in between to reach varied
positions; for every White decision with more than one legal action that looked (not a
sail toward the anchorage, decided without a look) it records the looks
(``last_info.iterations``: one of the easy crew's best actions played in one dealt world
and answered) and the wall time, and prints the medians. The arena's ``--nodes`` for
Archipelago counts the same looks, so a node count at or below this median is no more
than the app's crew gets.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from jackal_tui.ai.archipelago.crews import make_archipelago_crew
from jackal_tui.ai.arena import decision_seed
from jackal_tui.games.archipelago import new_match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seeds", type=int, nargs="+", default=[3, 4])
    parser.add_argument("--decisions", type=int, default=14, help="timed decisions per game")
    args = parser.parse_args()
    looks, spent = [], []
    for seed in args.seeds:
        m = new_match(mode="2", seed=seed, options={"island": "1"})
        strong = make_archipelago_crew("strong", seconds=args.seconds)
        easy = make_archipelago_crew("easy")
        timed = 0
        while not m.is_over() and timed < args.decisions:
            legal = m.legal_actions()
            if m.current_seat() == 0:
                start = time.perf_counter()
                action = strong.choose(m.state.copy(), legal,
                                       decision_seed(seed, m.action_count))
                # a sail toward the anchorage, with the whole crew aboard, is decided
                # without a look: only the decisions that looked are counted
                if len(legal) > 1 and strong.last_info.iterations:
                    spent.append(time.perf_counter() - start)
                    looks.append(strong.last_info.iterations)
                    timed += 1
            else:
                action = easy.choose(m.state.copy(), legal, decision_seed(seed, m.action_count))
            m.play(action)
            pick = random.Random(m.action_count)
            for _ in range(6):   # move on to a later, different position
                if m.is_over():
                    break
                # never a proposal to end or an agreement: the island would end
                # before the strong crew, sailing while its crew is aboard, has looked
                legal = [a for a in m.legal_actions() if a.kind not in ("propose", "agree")]
                m.play(pick.choice(legal or m.legal_actions()))
    print(f"strong Archipelago crew, {args.seconds} s a move, {len(looks)} decisions: "
          f"median {statistics.median(looks):.0f} looks "
          f"(min {min(looks)}, max {max(looks)}); "
          f"wall time median {statistics.median(spent) * 1000:.0f} ms, "
          f"max {max(spent) * 1000:.0f} ms")
    print(f"machine: {platform.machine()}, Python {platform.python_version()}")


if __name__ == "__main__":
    main()
