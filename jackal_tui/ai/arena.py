"""Computer crews against each other: many seeded games, and how often A won.

``bench/arena.py`` and ``python -m jackal_tui.ai arena`` are its command lines. Game ``i``
is played on the island of seed ``seed + i // sides`` with crew A on side ``i % sides``,
so each island is played from every seat and each level plays each side equally.
A crew is a level name, optionally with settings: ``strong:nodes=400,rollout=4``.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import sys
import time
from dataclasses import dataclass, field

from ..engine import Game
from ..engine.state import MODES
from .crews import LEVELS, Crew, EasyCrew, make_crew, StrongCrew
from .search import SearchParams

MAX_ACTIONS = 6000   # far beyond any real game: the anti-stall end comes first


def crew_from_spec(spec: str, nodes: int | None = None, seconds: float | None = None) -> Crew:
    """``easy``, ``strong``, ``strong:nodes=400,seconds=0.5,rollout=2,c_puct=1.5`` ..."""
    level, _, opts = spec.partition(":")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
    kw: dict[str, str] = {}
    for item in filter(None, opts.split(",")):
        key, _, value = item.partition("=")
        kw[key.strip()] = value.strip()
    if level == "strong":
        n = int(kw.pop("nodes")) if "nodes" in kw else nodes
        sec = float(kw.pop("seconds")) if "seconds" in kw else seconds
        params = SearchParams()
        for key, value in kw.items():
            if not hasattr(params, key):
                raise ValueError(f"unknown search setting {key!r}")
            setattr(params, key, type(getattr(params, key))(value))
        return StrongCrew(nodes=n, seconds=sec, params=params)
    if level == "easy" and kw:
        return EasyCrew(**{k: (int(v) if k == "samples" else float(v)) for k, v in kw.items()})
    if kw:
        raise ValueError(f"{level} takes no settings")
    return make_crew(level)


def decision_seed(game_seed: int, action_index: int) -> int:
    """The rng_seed handed to a crew for one decision of one game."""
    return (game_seed * 1_000_003 + action_index * 7919 + 12345) % (1 << 62)


@dataclass
class GameResult:
    index: int
    seed: int
    a_side: int
    scores: list[int]            # per side
    result: str                  # "a", "b" or "draw" (a shared win)
    actions: int
    ended: bool
    end_reason: str
    seconds: dict = field(default_factory=dict)   # thinking time per crew: "a", "b"
    moves: dict = field(default_factory=dict)     # decisions per crew


def play_game(a: str, b: str, mode: str, index: int, seed0: int = 1,
              nodes: int | None = None, seconds: float | None = None) -> GameResult:
    sides = len(set(MODES[mode][1]))
    seed = seed0 + index // sides
    a_side = index % sides
    crew_a = crew_from_spec(a, nodes, seconds)
    crew_b = crew_from_spec(b, nodes, seconds)
    game = Game.new(mode, seed=seed)
    spent = {"a": 0.0, "b": 0.0}
    moves = {"a": 0, "b": 0}
    while not game.state.over and game.action_count < MAX_ACTIONS:
        s = game.state
        who = "a" if s.side[s.turn] == a_side else "b"
        crew = crew_a if who == "a" else crew_b
        t = time.perf_counter()
        action = crew.choose(s.copy(), game.legal_actions(), decision_seed(seed, game.action_count))
        spent[who] += time.perf_counter() - t
        moves[who] += 1
        game.play(action)   # raises IllegalActionError if a crew ever cheats the rules
    scores = [sc for _, sc in game.state.side_scores()]
    best = max(scores)
    top = [i for i, sc in enumerate(scores) if sc == best]
    if len(top) > 1 and a_side in top:
        result = "draw"
    else:
        result = "a" if top == [a_side] else "b"
    return GameResult(index, seed, a_side, scores, result, game.action_count, game.state.over,
                      game.state.end_reason, spent, moves)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(results: list[GameResult], a: str, b: str, mode: str) -> str:
    n = len(results)
    wins = sum(r.result == "a" for r in results)
    draws = sum(r.result == "draw" for r in results)
    losses = n - wins - draws
    lo, hi = wilson(wins, n)
    a_scores = [r.scores[r.a_side] for r in results]
    b_scores = [max(sc for i, sc in enumerate(r.scores) if i != r.a_side) for r in results]
    ended = sum(r.ended for r in results)
    length = sum(r.actions for r in results) / max(1, n)
    ms = {k: 1000 * sum(r.seconds[k] for r in results) / max(1, sum(r.moves[k] for r in results))
          for k in ("a", "b")}
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r.end_reason or "not ended"] = reasons.get(r.end_reason or "not ended", 0) + 1
    lines = [
        f"A = {a}  vs  B = {b}   mode {mode}, {n} games",
        f"A won {wins}, drew {draws}, lost {losses}: win rate {wins / max(1, n):.1%} "
        f"(95% Wilson CI {lo:.1%} .. {hi:.1%}); counting draws as half: "
        f"{(wins + draws / 2) / max(1, n):.1%}",
        f"average score: A {sum(a_scores) / max(1, n):.2f}, B {sum(b_scores) / max(1, n):.2f}"
        + ("" if len(set(MODES[mode][1])) == 2 else " (B: best other side)"),
        f"average game length: {length:.0f} actions; games that ended: {ended}/{n}"
        + (" (no stalls)" if ended == n else "  <-- SOME GAMES DID NOT END"),
        f"thinking per decision: A {ms['a']:.1f} ms, B {ms['b']:.1f} ms",
        "ends: " + "; ".join(f"{k}: {v}" for k, v in sorted(reasons.items(), key=lambda kv: -kv[1])),
    ]
    stuck = [r for r in results if not r.ended]
    if stuck:
        lines.append("did not end: " + ", ".join(
            f"game {r.index} (seed {r.seed}, A on side {r.a_side})" for r in stuck))
    by_side: dict[int, list[int]] = {}
    for r in results:
        by_side.setdefault(r.a_side, [0, 0])
        by_side[r.a_side][0] += r.result == "a"
        by_side[r.a_side][1] += 1
    lines.append("A's wins by A's side: " + ", ".join(
        f"side {s}: {w}/{k}" for s, (w, k) in sorted(by_side.items())))
    return "\n".join(lines)


def _run_one(job):
    return play_game(*job)


def run(games: int, a: str, b: str, mode: str = "2-light", seed0: int = 1,
        nodes: int | None = None, seconds: float | None = None, workers: int = 2,
        progress=None) -> list[GameResult]:
    """Play the games (in ``workers`` processes); ``progress(done, result)`` after each."""
    crew_from_spec(a, nodes, seconds)  # fail early on a bad spec
    crew_from_spec(b, nodes, seconds)
    jobs = [(a, b, mode, i, seed0, nodes, seconds) for i in range(games)]
    results: list[GameResult] = []
    if workers <= 1:
        for job in jobs:
            results.append(_run_one(job))
            if progress:
                progress(len(results), results[-1])
    else:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for r in pool.imap_unordered(_run_one, jobs):
                results.append(r)
                if progress:
                    progress(len(results), r)
    results.sort(key=lambda r: r.index)
    return results


def main(argv: list[str] | None = None, prog: str = "arena") -> int:
    """The arena's command line; exit status 1 if some game did not end."""
    parser = argparse.ArgumentParser(
        prog=prog, description="Computer crews against each other: win rate of A with a 95% "
        "confidence interval (Wilson), draws, scores, game length, stalls.")
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

    def progress(done: int, r: GameResult) -> None:
        if not args.quiet:
            print(f"[{done}/{args.games}] game {r.index} seed {r.seed} A on side {r.a_side}: "
                  f"{r.result:4s} scores {r.scores} in {r.actions} actions "
                  f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)

    results = run(args.games, args.a, args.b, args.mode, args.seed, args.nodes, args.seconds,
                  args.workers, progress)
    print(summary(results, args.a, args.b, args.mode))
    budget = " ".join(x for x in (f"nodes={args.nodes}" if args.nodes else "",
                                  f"seconds={args.seconds}" if args.seconds else "") if x)
    sides = len(set(MODES[args.mode][1]))
    print(f"budget: {budget or 'defaults'}; island seeds {args.seed}.."
          f"{args.seed + (args.games - 1) // sides}; {args.workers} workers; "
          f"wall time {time.perf_counter() - start:.0f} s")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    return 0 if all(r.ended for r in results) else 1
