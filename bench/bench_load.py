"""Benchmark of reading saves: a long real game, and hostile files refused.

    python bench/bench_load.py            # prints medians of several runs

Figures:
- a 5,000-action game (far longer than real games, which end in 300 to 2,000 actions):
  its size, ``read_save`` (bytes, JSON, declared schema), ``load_game`` (that, then every
  action played through the rules and every hash checked) and the load list's summary
  (the rules replay and the final hash only);
- a 20 MB file of 300,000 junk events (refused by its size, unread) and a file of junk
  events just under the size cap (refused at the first bad event): time and peak memory.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_engine import cpu_model  # noqa: E402
from jackal_tui.games.classic import Game  # noqa: E402
from jackal_tui.persistence import SaveError, load_game, read_save, save_game  # noqa: E402
from jackal_tui.persistence.document import MAX_SAVE_BYTES  # noqa: E402
from jackal_tui.persistence.store import _summarise  # noqa: E402

import platform  # noqa: E402
import os  # noqa: E402


def game_of_actions(actions: int = 5000) -> Game:
    """A legal game of exactly ``actions`` actions: no early end, no stall end, and mostly
    ship moves so that crews do not bank every coin or lose every pirate first."""
    for seed in range(1, 100):
        game = Game.new("4", seed=seed, early_end=False, stall_rounds=0)
        pick = random.Random(seed)
        while not game.state.over and game.action_count < actions:
            legal = game.legal_actions()
            ships = [a for a in legal if a.kind == "ship"]
            plain = [a for a in legal if not a.coin]
            game.play(pick.choice(ships if ships and pick.random() < 0.97 else (plain or legal)))
        if game.action_count == actions:
            return game
    raise RuntimeError("no seed gave a game that long")


def timed(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def refused(path: Path) -> None:
    try:
        load_game(path)
    except SaveError:
        return
    raise AssertionError(f"{path} was not refused")


def peak_memory(fn) -> float:
    """Peak Python memory (MB) while ``fn`` runs."""
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


def junk_file(path: Path, size: int) -> int:
    """A save header and junk events (the first already bad) up to ``size`` bytes."""
    head = (b'{"format": "jackal-tui-save", "schema_version": 2, "app_version": "0.1.0", '
            b'"saved_at": "2026-11-25T22:30:00+00:00", "name": "junk", "setup": {}, "events": [')
    entry = b'{"seq": 1, "event": ["junk", 1.5], "hash": "x"},'
    count = (size - len(head) - 2) // len(entry)
    path.write_bytes(head + (entry * count)[:-1] + b"]}")
    return count


def main() -> None:
    print(f"machine: {platform.machine()}, {cpu_model()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    game = game_of_actions()
    with tempfile.TemporaryDirectory() as tmp:
        path = save_game(game, path=Path(tmp) / "long.json", name="long")
        size = path.stat().st_size
        read = timed(lambda: read_save(path), 5)
        load = timed(lambda: load_game(path), 5)
        summary = timed(lambda: _summarise(path), 5)
        print(f"a {game.action_count:,}-action game ({len(game.events):,} events, {size / 1e6:.2f} MB): "
              f"read_save {read * 1000:.0f} ms, load_game {load * 1000:.0f} ms, "
              f"summary {summary * 1000:.0f} ms (medians of 5)")

        huge = Path(tmp) / "huge.json"
        count = junk_file(huge, 20 * 1000 * 1000)
        spent = timed(lambda: refused(huge), 5)
        memory = peak_memory(lambda: refused(huge))
        print(f"20 MB of {count:,} junk events: refused in {spent * 1000:.1f} ms, "
              f"peak {memory:.1f} MB (median of 5)")

        capped = Path(tmp) / "capped.json"
        count = junk_file(capped, MAX_SAVE_BYTES - 100)
        spent = timed(lambda: refused(capped), 5)
        memory = peak_memory(lambda: refused(capped))
        print(f"{MAX_SAVE_BYTES / 1e6:.1f} MB cap, {count:,} junk events under it: refused in "
              f"{spent * 1000:.0f} ms, peak {memory:.0f} MB (median of 5)")


if __name__ == "__main__":
    main()
