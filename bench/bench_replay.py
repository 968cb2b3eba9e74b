"""How quickly the replay viewer opens a game and steps through it.

    python bench/bench_replay.py [--save saves/example-4p-finished.json] [--repeat 15]

Opening folds the game's events once (``Steps``, through the game's Match); a step builds the position from
the nearest kept copy. Prints medians for: opening the example finished game (649 moves),
one step forward and one step back at every move, a jump to the start and to the end,
and, to compare, the engine replaying the whole game (what a step back would cost
without the kept copies). No interface is drawn: this is the viewer's own work per key.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from pathlib import Path

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.tui.screens.replay import Steps
from jackal_tui.tui.views import view_for


def median_ms(run, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--save", default=str(Path(__file__).parents[1] / "saves"
                                              / "example-4p-finished.json"))
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    game = persistence.load_game(args.save)
    view = view_for(game)
    steps = Steps(game, view)
    count = steps.count
    print(f"{Path(args.save).name}: {count} moves, {len(game.events)} events; "
          f"{platform.python_implementation()} {platform.python_version()} on "
          f"{platform.machine()}, {platform.processor() or platform.system()}")
    rows = [
        ("open (fold every event once)", median_ms(lambda: Steps(game, view), args.repeat)),
        ("whole-game engine replay, for comparison",
         median_ms(lambda: Game.from_setup(game.setup, game.events), args.repeat)),
        ("jump to the start", median_ms(lambda: steps.state_at(0), args.repeat * 10)),
        ("jump to the end", median_ms(lambda: steps.state_at(count), args.repeat * 10)),
    ]
    per_step = []
    for k in range(count + 1):
        start = time.perf_counter()
        steps.state_at(k)
        per_step.append((time.perf_counter() - start) * 1000)
    rows.append(("a step to any move (median over all moves)", statistics.median(per_step)))
    rows.append(("a step to any move (slowest)", max(per_step)))
    for name, value in rows:
        print(f"  {name:<45} {value:8.2f} ms")


if __name__ == "__main__":
    main()
