"""An Archipelago arena record split by how many coins the dealt island holds.

    python bench/arch_by_coins.py bench/results/arch-strong-easy-2-12-b895fb3.jsonl

(bench/results holds the arena records docs/computer-crews.md cites, "How strong they are
now"; a new record comes from the arena's ``--record FILE``, the command in that table.)

Island 1 lays 24 of box 1's 33 tiles (RULINGS-ARCHIPELAGO, "Islands"): the nine set
aside at random may hold chests, so an island holds from 0 to 10 of the box's 10 coins.
With two crews, an island of 2 coins is drawn unless one crew takes both, and one of 4
is drawn 2 : 2 more often than not, whoever plays it: this table tells how much of a
win rate is the deal. The coins are read from the deal of each game's seed (the arena
plays island seed SEED + i // 2), the faces nobody sees included: a reading of the
record, not of anything a crew knew. The island is the one the record names (the arena's
``--island``); a record that names none was played on island 1, the game's default.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai.arena import wilson  # noqa: E402
from jackal_tui.games.archipelago import new_match  # noqa: E402


def island_coins(seed: int, mode: str, island: str) -> int:
    """The coins the island of ``seed`` holds at the start, face down or not."""
    match = new_match("archipelago", mode, seed=seed, options={"island": island})
    return match.state.coins_in_play


def line(label: str, c: Counter) -> str:
    n = sum(c.values())
    lo, hi = wilson(c["a"], n)
    return (f"| {label} | {n} | {c['a']} / {c['draw']} / {c['b']} | "
            f"{100 * c['a'] / n:.1f}% ({100 * lo:.1f}%..{100 * hi:.1f}%) |")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/arch_by_coins.py",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("record", type=Path, help="an Archipelago arena record (JSON lines)")
    ap.add_argument("--island", help="the island the record was played on (default: the "
                    "one the record names, else 1); it must agree with the record")
    args = ap.parse_args(argv)
    rows = []
    for text in args.record.read_text(encoding="utf-8").splitlines():
        if text.strip():
            got = json.loads(text)
            if got["run"].get("ruleset") != "archipelago":
                ap.error(f"{args.record}: not an Archipelago record")
            rows.append((got["game"], got["run"]))
    if not rows:
        ap.error(f"{args.record}: no games")
    named = {str(run.get("island", "1")) for _, run in rows}
    if len(named) > 1:
        ap.error(f"{args.record}: games of several islands ({', '.join(sorted(named))})")
    island = named.pop()
    if args.island is not None and args.island != island:
        ap.error(f"{args.record} was played on island {island}, not {args.island}")
    coins: dict[int, int] = {}
    by: dict[int, Counter] = defaultdict(Counter)
    for game, run in rows:
        seed = game["seed"]
        if seed not in coins:
            coins[seed] = island_coins(seed, run["mode"], island)
        by[coins[seed]][game["result"]] += 1
    print(f"{args.record}: {len(rows)} games, island {island}")
    print("| coins on the island | games | A won / drew / lost | A's win rate (95% Wilson) |")
    print("| --- | --- | --- | --- |")
    for k in sorted(by):
        print(line(str(k), by[k]))
    for label, keep in (("4 or fewer", lambda k: k <= 4), ("5 or more", lambda k: k >= 5),
                        ("all", lambda k: True)):
        total = Counter()
        for k in by:
            if keep(k):
                total.update(by[k])
        if total:
            print(line(label, total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
