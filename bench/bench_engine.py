"""Benchmark of the rules core and save files.

    python bench/bench_engine.py            # prints medians of several runs

Reports random-play actions per second (listing legal actions plus applying one),
the time to replay a 5,000-event save, and save and load times of that save.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.games.classic import Game  # noqa: E402
from jackal_tui.persistence import load_game, save_game  # noqa: E402


def random_play(seconds: float = 2.0, mode: str = "4", ruleset: str = "classic") -> float:
    """Actions per second over whole seeded random games."""
    actions, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game, rng = Game.new(mode, seed=seed, ruleset=ruleset), random.Random(seed)
        while not game.state.over and game.action_count < 3000:
            game.play(rng.choice(game.legal_actions()))
            actions += 1
        seed += 1
    return actions / (time.perf_counter() - start)


def long_game(events: int = 5000, ruleset: str = "classic") -> Game:
    """A seeded random game with at least ``events`` events (no early end, no stall end)."""
    seed = 0
    while True:
        game = Game.new("4", seed=seed, early_end=False, stall_rounds=0, ruleset=ruleset)
        rng = random.Random(seed)
        while not game.state.over and len(game.events) < events:
            game.play(rng.choice(game.legal_actions()))
        if len(game.events) >= events:
            return game
        seed += 1


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def timed(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    print(f"machine: {platform.machine()}, {cpu_model()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    for ruleset in ("classic", "treasure-island"):
        print(f"-- {ruleset}")
        rates = [random_play(2.0, mode, ruleset) for mode in ("4", "4", "4", "2", "2-light")]
        print(f"random play: {statistics.median(rates):,.0f} actions/s (median of 5 runs of 2 s)")
        game = long_game(ruleset=ruleset)
        n = len(game.events)
        events = game.events_json()
        replay = timed(lambda: Game.from_setup(game.setup, events), 7)
        print(f"replay of a {n}-event game: {replay * 1000:.1f} ms (median of 7)")
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "long.json"
            save = timed(lambda: save_game(Game.from_setup(game.setup, events), path=path), 5)
            load = timed(lambda: load_game(path), 5)
            size = path.stat().st_size
        print(f"save with a state hash per event: {save * 1000:.1f} ms; "
              f"load with every hash checked: {load * 1000:.1f} ms "
              f"(medians of 5; {size / 1024:.0f} KiB)")


def archipelago_figures(seconds: float = 2.0) -> None:
    """Archipelago: random-play actions per second on each island, and the
    replay of a long game. Prints its own lines; classic's figures above are untouched."""
    from jackal_tui.games.archipelago import match_from_setup, new_match

    def rate(island: str, mode: str) -> float:
        actions, seed, start = 0, 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            m = new_match(mode=mode, seed=seed, options={"island": island})
            rng = random.Random(seed)
            while not m.is_over() and m.action_count < 3000:
                acts = [a for a in m.legal_actions() if a.kind != "propose"] or m.legal_actions()
                m.play(rng.choice(acts))
                actions += 1
            seed += 1
        return actions / (time.perf_counter() - start)

    print("-- archipelago")
    for island in ("1", "4", "free"):
        rates = [rate(island, mode) for mode in ("4", "4", "2v2", "2", "3")]
        print(f"random play, island {island}: {statistics.median(rates):,.0f} actions/s "
              f"(median of 5 runs of {seconds:g} s)")
    m, seed = None, 0
    while m is None or len(m.events) < 5000:
        m = new_match(mode="4", seed=seed, options={"island": "free", "stall_rounds": 0})
        rng = random.Random(seed)
        while not m.is_over() and len(m.events) < 5000:
            acts = [a for a in m.legal_actions() if a.kind != "propose"] or m.legal_actions()
            m.play(rng.choice(acts))
        seed += 1
    events = m.events_json()
    replay = timed(lambda: match_from_setup(m.setup, events), 7)
    print(f"replay of a {len(events)}-event game: {replay * 1000:.1f} ms (median of 7)")


if __name__ == "__main__":
    main()
    archipelago_figures()
