"""Every island arena mode in turn, a game each round, for the anti-stall figures.

    python bench/arena_modes.py --rounds 10 --out arena-modes.jsonl
    python bench/arena_modes.py --report arena-modes.jsonl

Round r plays game r of every (pairing, ruleset, mode), exactly as ``bench/arena.py``
plays it (``jackal_tui.ai.arena.play_game``: the same islands, seats and decision seeds),
so stopping the run at any time leaves every mode with about the same count. Each game is
appended to ``--out`` as one JSON line at once; ``--report`` prints, per mode and for all
modes together: games, A's wins (95% Wilson), actions per game (median, 90th percentile),
anti-stall ends, and those with coins a crew could bank (95% Wilson), with the games.
Classic 4-teams is left out: with computer crews its games are those of classic mode 2
(the same crews, sides and seats; only who names the players differs, and in classic no
rule asks who the player is). One process; ``--start`` skips rounds already played;
``--easy-easy-every K`` plays easy against easy only every K-th round (game r // K).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai.arena import percentile, play_game, seats, wilson  # noqa: E402

PAIRINGS = (("easy", "random"), ("easy", "easy"))
MODES = {"classic": ("2-light", "2", "3", "4"),
         "treasure-island": ("2-light", "2", "3", "4", "4-teams")}


def jobs(r: int, every: dict[tuple[str, str], int]):
    """Round ``r``'s games: each pairing's, in the rounds its ``every`` allows."""
    for a, b in PAIRINGS:
        if r % every.get((a, b), 1):
            continue
        for ruleset, modes in MODES.items():
            for mode in modes:
                yield a, b, ruleset, mode


def play(args) -> None:
    with open(args.out, "a") as out:
        every = {("easy", "easy"): args.easy_easy_every}
        for r in range(args.start, args.rounds):
            for a, b, ruleset, mode in jobs(r, every):
                once = seats(a, b, mode, ruleset) == 1
                i = r // every.get((a, b), 1)
                t = time.perf_counter()
                g = play_game(a, b, mode, i, 1, None, None, ruleset, once)
                row = dict(a=a, b=b, ruleset=ruleset, mode=mode, index=i, seed=g.seed,
                           a_side=g.a_side, result=g.result, scores=g.scores,
                           actions=g.actions, ended=g.ended, stalled=g.stalled,
                           bankable=g.bankable, bankable_a=g.bankable_a,
                           seconds=round(time.perf_counter() - t, 1))
                out.write(json.dumps(row) + "\n")
                out.flush()
                print(json.dumps(row), file=sys.stderr, flush=True)


def report(path: str) -> str:
    rows = [json.loads(line) for line in open(path)]
    groups: dict[tuple, list] = {}
    for r in rows:
        groups.setdefault((r["a"], r["b"], r["ruleset"], r["mode"]), []).append(r)
    lines = ["| A vs B | ruleset | mode | games | A won / drew / lost (95% Wilson) | actions: "
             "median, 90th pct | anti-stall ends | ... with coins a crew could bank (95% "
             "Wilson) | ... that an easy crew could bank (95% Wilson) | those games (island seed, A's "
             "side; * an easy crew could bank) |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]

    def line(name, ruleset, mode, rs):
        n = len(rs)
        w = sum(r["result"] == "a" for r in rs)
        d = sum(r["result"] == "draw" for r in rs)
        lo, hi = wilson(w, n)
        acts = [r["actions"] for r in rs]
        st = [r for r in rs if r["stalled"]]
        bk = [r for r in st if r["bankable"]]
        # A is the easy crew; against itself every crew is one (bankable_a is side 0's)
        ba = [r for r in bk if r["bankable_a"] or r["b"] == "easy"]
        alo, ahi = wilson(len(ba), n)
        blo, bhi = wilson(len(bk), n)
        won = "-" if name.endswith("easy vs easy") or name.startswith("all") and "random" not in name \
            else f"{w} / {d} / {n - w - d} ({w / n:.1%}, {lo:.1%}..{hi:.1%})"
        which = ", ".join(f"{r['ruleset'][0]}{r['mode']} {r['seed']}/{r['a_side']}"
                          + ("*" if r in ba else "") for r in bk)
        return (f"| {name} | {ruleset} | {mode} | {n} | {won} | {statistics.median(acts):.0f}, "
                f"{percentile(acts, 0.9):.0f} | {len(st)} | {len(bk)} ({len(bk) / n:.1%}, "
                f"{blo:.1%}..{bhi:.1%}) | {len(ba)} ({len(ba) / n:.1%}, {alo:.1%}..{ahi:.1%}) | "
                f"{which or '-'} |")
    for (a, b, ruleset, mode), rs in groups.items():
        lines.append(line(f"{a} vs {b}", ruleset, mode, rs))
    for a, b in PAIRINGS:
        rs = [r for r in rows if (r["a"], r["b"]) == (a, b)]
        if rs:
            lines.append(line(f"all: {a} vs {b}", "both", "all", rs))
    lines.append(line("all", "both", "all", rows))
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--out", default="arena-modes.jsonl")
    parser.add_argument("--easy-easy-every", type=int, default=1, metavar="K",
                        help="easy against easy only every K-th round (its games are the "
                        "longer ones: two thinking crews)")
    parser.add_argument("--report", metavar="JSONL")
    args = parser.parse_args()
    if args.report:
        print(report(args.report))
        print(f"machine: {platform.machine()}, {os.cpu_count()} cores, "
              f"Python {platform.python_version()}")
        return 0
    play(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
