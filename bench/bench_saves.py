"""Measure a data folder with many saves: listing, summaries, and the load list in the app.

    python bench/bench_saves.py [--files 400] [--actions 150] [--runs 5]

Makes ``--files`` saves of one real game of ``--actions`` actions (each file its own name and
time) in a temporary data folder, then quotes medians over ``--runs``:

- ``folder``: listing the saves folder newest first (``save_files``);
- ``cold``: every summary read and replayed (``list_saves`` with an empty cache);
- ``warm``: the same again, from the cache (files unchanged);
- ``rows``: in the app (headless), from ``l`` on the title to the list's rows on screen;
- ``all read``: from ``l`` to the last summary shown;
- ``stall``: the longest gap, and the 95th percentile, between ticks of a 10 ms timer on the
  interface thread while the list is read: how long the screen could not answer a key
  (the title once froze for 9 s).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jackal_tui import persistence  # noqa: E402
from jackal_tui.games.classic import Game  # noqa: E402
from jackal_tui.persistence import store  # noqa: E402


def make_folder(data: Path, files: int, actions: int) -> None:
    game = Game.new(mode="4", seed=7)
    for _ in range(actions):
        if game.state.over:
            break
        game.play(game.legal_actions()[len(game.events) % len(game.legal_actions())])
    first = persistence.save_game(game, name="Bench", data_dir=data)
    data_bytes = first.read_bytes()
    first.unlink()
    folder = persistence.saves_dir(data)
    for i in range(files):
        path = folder / f"2026-01-01_0000_classic_4_{i:08x}.json"
        path.write_bytes(data_bytes)
        os.utime(path, (1_700_000_000 + i, 1_700_000_000 + i))


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


async def in_app(data: Path) -> tuple[float, float, float, float]:
    """(l to rows, l to all read, longest gap, 95th-percentile gap) of a 10 ms ticker
    on the interface thread while the list is read: how long the screen could not answer."""
    from textual.widgets import DataTable

    from jackal_tui.tui import make_app
    from jackal_tui.tui.screens.load import LoadScreen

    store._summary_cache.clear()
    app = make_app(data_dir=data, theme="textual-dark", blink=False)
    ticks: list[float] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        app.set_interval(0.01, lambda: ticks.append(time.perf_counter()))
        start = time.perf_counter()
        app.screen.action_load()  # as the l key does, without the test driver's waiting
        rows = None
        while True:
            await asyncio.sleep(0.002)
            screen = app.screen
            if rows is None and isinstance(screen, LoadScreen) and screen.is_mounted \
                    and screen.query_one(DataTable).row_count > 0:
                rows = time.perf_counter() - start
            if rows is not None and not screen.reading:
                break
        done = time.perf_counter() - start
    gaps = sorted(b - a for a, b in zip(ticks, ticks[1:]))
    return rows, done, gaps[-1], gaps[int(len(gaps) * 0.95)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=400)
    parser.add_argument("--actions", type=int, default=150)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        make_folder(data, args.files, args.actions)
        folder, cold, warm, rows, done, longest, p95 = [], [], [], [], [], [], []
        for _ in range(args.runs):
            folder.append(timed(lambda: persistence.save_files(data)))
            store._summary_cache.clear()
            cold.append(timed(lambda: persistence.list_saves(data)))
            warm.append(timed(lambda: persistence.list_saves(data)))
            r, d, g, p = asyncio.run(in_app(data))
            rows.append(r)
            done.append(d)
            longest.append(g)
            p95.append(p)
    med = statistics.median
    print(f"{args.files} saves of {args.actions} actions, medians of {args.runs} runs "
          f"({os.cpu_count()} cores):")
    print(f"  folder listed:      {med(folder) * 1000:8.1f} ms")
    print(f"  all summaries cold: {med(cold) * 1000:8.1f} ms")
    print(f"  all summaries warm: {med(warm) * 1000:8.1f} ms")
    print(f"  app: l to rows:     {med(rows) * 1000:8.1f} ms")
    print(f"  app: l to all read: {med(done) * 1000:8.1f} ms")
    print(f"  app: longest stall: {med(longest) * 1000:8.1f} ms (interface thread, while reading)")
    print(f"  app: 95% of ticks:  {med(p95) * 1000:8.1f} ms apart (a 10 ms ticker)")


if __name__ == "__main__":
    main()
