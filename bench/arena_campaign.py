"""Archipelago campaigns between two computer crews: how the island after the draw went.

    python bench/arena_campaign.py --games 200 --a easy --b easy:picks=random --record FILE

Each game is a whole campaign of ``--islands`` islands (2 by default) in the 2-player
mode. Game ``i`` is the campaign of seed ``SEED + i // 2`` with crew A as White (side 0)
when ``i`` is even and as Black when it is odd, with the same decision seeds: when A and
B play alike on the islands (``easy`` against ``easy:picks=random`` differ only in the
draw), both games of a seed play island 1 move for move alike, and the next island is
dealt alike (the deal is drawn from the campaign's seed, not from the picks), so the pair
differs only by the picks and what follows from them.

It prints, for the LAST island (the one after the last draw): A's wins, draws and losses
with a 95% Wilson interval; A's coins banked less B's, averaged, with a 95% interval over
the seeds (each seed's two games averaged first, as they are not independent) and the
two-sided exact sign test of the seeds A did better and worse on; the same over the
seeds where the two crews' picks differed; and what each crew picked. ``--record FILE``
keeps each campaign as one JSON line as it ends; the same command run again plays only
the campaigns not yet in it (a record of other settings or code is refused).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from first_move import sign_test  # noqa: E402
from jackal_tui import games  # noqa: E402
from jackal_tui.ai.arena import (MAX_ACTIONS, append_record, code_fingerprint,  # noqa: E402
                                 crew_from_spec, decision_seed, wilson)
from jackal_tui.games.archipelago.actions import piece_name  # noqa: E402

RULESET, MODE = "archipelago", "2"
SEATS = (0, 2)          # the crews of the 2-player mode: White is side 0, Black side 1


@dataclass
class Campaign:
    index: int
    seed: int
    a_side: int
    islands: list = field(default_factory=list)   # each: banked [side 0, side 1], picks, end
    actions: int = 0
    seconds: dict = field(default_factory=dict)   # thinking time per crew: "a", "b"

    def last(self) -> dict:
        return self.islands[-1]

    def margin(self) -> int:
        """A's coins banked less B's on the last island."""
        banked = self.last()["banked"]
        return banked[self.a_side] - banked[1 - self.a_side]

    def picks(self, who: str) -> list:
        """What crew ``who`` (a or b) took in each draw: "Card W1", "pass", or None when
        it could not pick (it banked too few coins, or no card was left)."""
        side = self.a_side if who == "a" else 1 - self.a_side
        return [isl["picks"].get(str(side)) for isl in self.islands[:-1]]


def play_campaign(a: str, b: str, index: int, seed0: int, islands: int,
                  nodes: int | None = None) -> Campaign:
    seed = seed0 + index // 2
    a_side = index % 2
    crew_a = crew_from_spec(a, nodes, None, RULESET)
    crew_b = crew_from_spec(b, nodes, None, RULESET)
    game = games.rules_of(RULESET).new_match(RULESET, MODE, seed=seed,
                                              options={"campaign": True, "islands": islands})
    spent = {"a": 0.0, "b": 0.0}
    while not game.is_over() and game.action_count < MAX_ACTIONS * islands:
        seat = game.current_seat()
        who = "a" if SEATS.index(seat) == a_side else "b"
        crew = crew_a if who == "a" else crew_b
        t = time.perf_counter()
        action = crew.choose(game.state.copy(), game.legal_actions(),
                             decision_seed(seed, game.action_count))
        spent[who] += time.perf_counter() - t
        game.play(action)
    s = game.state
    out = Campaign(index, seed, a_side, actions=game.action_count, seconds=spent)
    reasons = [ev[1] for ev in game.events if ev[0] == "end"]
    for k, r in enumerate(s.results):
        picks = {}
        for crew, got in r["picks"].items():
            picks[str(SEATS.index(int(crew)))] = f"{got[0]} {piece_name(got[1])}" if got \
                else "pass"
        out.islands.append({"number": r["number"], "island": r["island"],
                            "banked": [r["banked"][c] for c in SEATS], "picks": picks,
                            "end": reasons[k] if k < len(reasons) else ""})
    if not game.is_over():
        out.islands.append({"number": s.island_no, "island": s.island, "end": "not ended",
                            "banked": [s.banked[c] for c in SEATS], "picks": {}})
    return out


def _run_one(job):
    return play_campaign(*job)


def settings_of(args) -> dict:
    return dict(a=args.a, b=args.b, mode=MODE, ruleset=RULESET, islands=args.islands,
                nodes=args.nodes, seed=args.seed, code=code_fingerprint(RULESET))


def read_campaigns(path: Path, settings: dict) -> list[Campaign]:
    """The campaigns of a record played with ``settings``; a line of other settings or
    code is refused (ValueError), a line cut short is skipped."""
    if not path.exists():
        return []
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            row = json.loads(line)
            run, game = row["run"], Campaign(**row["game"])
        except (ValueError, KeyError, TypeError):
            continue
        if run != settings:
            theirs = ", ".join(f"{k}={v}" for k, v in run.items() if settings.get(k) != v)
            raise ValueError(f"{path}, line {n}: a campaign of another run or other code "
                             f"({theirs}); give this run a record of its own")
        out.append(game)
    return out


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal, from the sample's spread)."""
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, -math.inf, math.inf
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def figures(results: list[Campaign], title: str) -> list[str]:
    n = len(results)
    if not n:
        return [f"{title}: no campaigns"]
    won = sum(r.margin() > 0 for r in results)
    drew = sum(r.margin() == 0 for r in results)
    lo, hi = wilson(won, n)
    by_seed: dict[int, list[int]] = {}
    for r in results:
        by_seed.setdefault(r.seed, []).append(r.margin())
    pairs = [statistics.fmean(v) for v in by_seed.values()]
    m, mlo, mhi = mean_interval(pairs)
    better = sum(v > 0 for v in pairs)
    worse = sum(v < 0 for v in pairs)
    last = results[0].last()
    a_coins = statistics.fmean(r.last()["banked"][r.a_side] for r in results)
    b_coins = statistics.fmean(r.last()["banked"][1 - r.a_side] for r in results)
    return [
        f"{title}: {n} campaigns ({len(pairs)} seeds), island {last['number']} "
        f"({last['island']})",
        f"  A won {won}, drew {drew}, lost {n - won - drew}: {won / n:.1%} (95% Wilson CI "
        f"{lo:.1%} .. {hi:.1%}); draws as half: {(won + drew / 2) / n:.1%}",
        f"  coins banked: A {a_coins:.2f}, B {b_coins:.2f}; A less B {m:+.2f} a campaign "
        f"(95% CI {mlo:+.2f} .. {mhi:+.2f}, over the seeds' means)",
        f"  seeds where A did better / worse: {better} / {worse} (two-sided sign test "
        f"p = {sign_test(better, worse):.2f})",
    ]


def summary(results: list[Campaign], a: str, b: str, islands: int) -> str:
    lines = [f"A = {a}  vs  B = {b}   archipelago, 2 players, campaigns of {islands} "
             f"islands; figures of the last island"]
    lines += figures(results, "all")
    # the seeds whose two games had other picks seat by seat: on the others the crews
    # played the same campaign from both seats, and A's two margins cancel
    by_seed: dict[int, set[str]] = {}
    for r in results:
        by_seed.setdefault(r.seed, set()).add(
            json.dumps([isl["picks"] for isl in r.islands[:-1]], sort_keys=True))
    differ = {seed for seed, picks in by_seed.items() if len(picks) > 1}
    lines += figures([r for r in results if r.seed in differ],
                     "seeds where some pick differed")
    for who in ("a", "b"):
        counts: dict[str, int] = {}
        for r in results:
            for got in r.picks(who):
                key = "could not pick" if got is None else got.split()[0]
                counts[key] = counts.get(key, 0) + 1
        lines.append(f"{who.upper()}'s draws: " + ", ".join(
            f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])))
    # the last island's margin of each crew that took a card (or passed) in the last draw,
    # whichever crew it was: a hint at what each card was worth (the crews that could
    # pick banked 3 on the island before, so they are not a fair sample of all crews)
    took: dict[str, list[int]] = {}
    for r in results:
        banked = r.last()["banked"]
        for side, got in r.islands[-2]["picks"].items():
            card = got.split()[0]
            took.setdefault(card, []).append(banked[int(side)] - banked[1 - int(side)])
    lines.append("last island's margin of the crews that took each card: " + "; ".join(
        f"{card} {statistics.fmean(v):+.2f} (n={len(v)})"
        for card, v in sorted(took.items(), key=lambda kv: -len(kv[1]))))
    first = [r.islands[0]["banked"] for r in results]
    lines.append(f"island 1: coins banked {statistics.fmean(sum(x) for x in first):.2f} a "
                 f"game; games in which no crew could pick: "
                 f"{sum(not r.islands[0]['picks'] for r in results)}")
    ends: dict[str, int] = {}
    for r in results:
        ends[r.last()["end"]] = ends.get(r.last()["end"], 0) + 1
    lines.append("last island's ends: " + "; ".join(
        f"{k}: {v}" for k, v in sorted(ends.items(), key=lambda kv: -kv[1])))
    t = {k: sum(r.seconds[k] for r in results) / len(results) for k in ("a", "b")}
    lines.append(f"thinking a campaign: A {t['a']:.1f} s, B {t['b']:.1f} s; actions a "
                 f"campaign {statistics.fmean(r.actions for r in results):.0f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="bench/arena_campaign.py",
        description="Archipelago campaigns between two crews: the island after the draw.")
    parser.add_argument("--games", type=int, default=200, help="campaigns (two a seed)")
    parser.add_argument("--a", default="easy", help="crew A (default easy)")
    parser.add_argument("--b", default="easy:picks=random",
                        help="crew B (default easy:picks=random)")
    parser.add_argument("--islands", type=int, default=2, help="islands a campaign plays")
    parser.add_argument("--nodes", type=int, help="strong crews: looks per decision")
    parser.add_argument("--seed", type=int, default=1, help="first campaign seed")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--record", type=Path, metavar="FILE")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.islands < 2:
        parser.error("--islands: a campaign with a draw plays at least 2")
    crew_from_spec(args.a, args.nodes, None, RULESET)
    crew_from_spec(args.b, args.nodes, None, RULESET)
    settings = settings_of(args)
    done: list[Campaign] = []
    if args.record is not None:
        try:
            done = read_campaigns(args.record, settings)
        except (ValueError, OSError) as e:
            parser.error(f"--record: {e}")
    have = {r.index for r in done}
    jobs = [(args.a, args.b, i, args.seed, args.islands, args.nodes)
            for i in range(args.games) if i not in have]
    results = [r for r in done if r.index < args.games]
    start = time.perf_counter()

    def progress(r: Campaign) -> None:
        results.append(r)
        if args.record is not None:
            append_record(args.record, settings, r)
        if not args.quiet:
            print(f"[{len(results)}/{args.games}] campaign {r.index} seed {r.seed} A on side "
                  f"{r.a_side}: " + "; ".join(
                      f"island {x['number']} {x['banked']}"
                      + (f" picks {x['picks']}" if x["picks"] else "") for x in r.islands)
                  + f" ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)

    if args.workers <= 1:
        for job in jobs:
            progress(_run_one(job))
    else:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(args.workers) as pool:
            for r in pool.imap_unordered(_run_one, jobs):
                progress(r)
    results.sort(key=lambda r: r.index)
    print(summary(results, args.a, args.b, args.islands))
    print(f"campaign seeds {args.seed}..{args.seed + (args.games - 1) // 2}; {args.workers} "
          f"workers; wall time {time.perf_counter() - start:.0f} s"
          + (f" ({len(done)} campaigns from earlier runs)" if done else "")
          + f"; code {settings['code']}")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    return 0 if all(r.last()["end"] != "not ended" for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
