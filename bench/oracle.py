"""Play games of an arena record again with crew A seeing everything: a ceiling, not a crew.

    python bench/oracle.py bench/results/strong-easy-5049.jsonl            # A's non-wins
    python bench/oracle.py RECORD 17 37 --workers 2 --out oracle.jsonl

For the classic and treasure-island games' ``strong`` crew only. Its search deals, for
every iteration, a world where the seat's hidden things are dealt again at random
(``knowledge.Worlds``: the face-down tiles shuffled among their cells, a fresh seed for the
turns of arrows and cannons). Here every iteration is handed the real position instead:
the crew knows which tile lies under every face-down cell and how each arrow and cannon
will turn. Everything else is the record's: the island, A's side, crew B, the budget and
the decision seeds.

What it is for: a game the record's crew A lost that the all-seeing crew also loses was
decided by the island and crew B's play, which no fair crew can see past; a game the
all-seeing crew wins was lost to what A did not know (a cannibal opened, a cannon's
turn), where a better guess might have saved it. So the share of A's non-wins the oracle
turns into wins bounds what weighing the hidden tiles better could gain on those games.

A game played again goes another way from the first choice that differs, so some lost
games turn into wins by chance alone. ``--fair --salt N`` measures that: crew A plays
fair (as in the record), but every decision seed of the game (both crews') is drawn
again from ``N``. The oracle's count means something only beside that control's.

Prints one line per game (the record's result and the new one, with scores and lengths)
and a count; ``--out`` adds the games to a file as arena record lines (``arena.append_record``;
their ``run`` says ``oracle`` or ``salt``).
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai import arena
from jackal_tui.ai.classic import search as island_search  # noqa: E402
from jackal_tui.ai.arena import (  # noqa: E402
    GameResult, append_record, code_fingerprint, play_game,
)
from jackal_tui.games.classic.state import State  # noqa: E402


class OracleWorlds:
    """``knowledge.Worlds`` that deals the real position every time (and keeps ``base``,
    the sample the strong crew's root filter reads, as that real position)."""

    def __init__(self, s: State, rng):
        self.base = s.copy()

    def deal(self) -> State:
        return self.base.copy()


def see_everything() -> type:
    """Make the island games' strong crew, in this process, an oracle; returns what
    it dealt worlds with before (``island_search.Worlds = ...`` undoes it)."""
    before, island_search.Worlds = island_search.Worlds, OracleWorlds
    return before


def _usage(message: str) -> SystemExit:
    print(f"oracle: {message}", file=sys.stderr)
    return SystemExit(2)


def read_record(path: Path) -> tuple[dict, list[dict]]:
    """The record's run settings and its games (a usage error if it cannot be read)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise _usage(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}")
    run, rows = None, []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            rows.append(row["game"])
            run = run or row["run"]
        except (ValueError, KeyError, TypeError):
            raise _usage(f"{path}, line {n}: not an arena record line")
    if run is None:
        raise _usage(f"{path} holds no games")
    return run, rows


def salted(salt: int):
    """``arena.decision_seed`` drawn again from ``salt`` (0: the arena's own)."""
    fair = arena.decision_seed
    if not salt:
        return fair
    return lambda game_seed, k: fair(game_seed + salt * 1_000_000_007, k)


def _play(job: tuple) -> GameResult:
    run, index, fair, salt = job
    worlds, seeds = island_search.Worlds, arena.decision_seed
    if not fair:
        see_everything()
    arena.decision_seed = salted(salt)
    try:
        r = play_game(run["a"], run["b"], run["mode"], index, seed0=run.get("seed", 1),
                      nodes=run["nodes"], ruleset=run["ruleset"])
    finally:
        island_search.Worlds, arena.decision_seed = worlds, seeds
    return r


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="oracle", description=__doc__.split("\n\n")[0])
    parser.add_argument("record", type=Path, help="an arena record (.jsonl) of strong as A")
    parser.add_argument("games", type=int, nargs="*",
                        help="game indices (default: every game A did not win)")
    parser.add_argument("--fair", action="store_true",
                        help="A plays fair: the control (with --salt)")
    parser.add_argument("--salt", type=int, default=0, metavar="N",
                        help="draw every decision seed again from N (0: the record's)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None, help="write the games here")
    args = parser.parse_args(argv)
    if args.fair and not args.salt:
        print("oracle: --fair with the record's own seeds plays the record again; "
              "give --salt N", file=sys.stderr)
        return 2
    run, rows = read_record(args.record)
    if run["a"].split(":")[0] != "strong" or run["ruleset"] not in ("classic",
                                                                    "treasure-island"):
        print("oracle: only a record of the island games' strong crew as A", file=sys.stderr)
        return 2
    if run.get("nodes") is None:
        print("oracle: the record was played on a time budget; give one with nodes",
              file=sys.stderr)
        return 2
    if run["mode"] not in ("2", "2-light"):
        print("oracle: two-crew modes only", file=sys.stderr)
        return 2
    by_index = {g["index"]: g for g in rows}
    wanted = args.games or [g["index"] for g in rows if g["result"] != "a"]
    missing = [i for i in wanted if i not in by_index]
    if missing:
        print(f"oracle: the record holds no game {missing[0]}", file=sys.stderr)
        return 2
    code = code_fingerprint(run["ruleset"])
    if run.get("code") and run["code"] != code:
        print(f"note: the record was made by code {run['code']}, this is {code}",
              file=sys.stderr)
    turned = {"a": 0, "draw": 0, "b": 0}
    who = "fair" if args.fair else "oracle"
    jobs = [(run, i, args.fair, args.salt) for i in wanted]
    tag = {"salt": args.salt} if args.fair else {"oracle": True, "salt": args.salt}
    pool = ProcessPoolExecutor(max_workers=args.workers) if args.workers > 1 else None
    for g in (pool.map(_play, jobs) if pool else map(_play, jobs)):
        was = by_index[g.index]
        turned[g.result] += 1
        print(f"game {g.index:3} (island {g.seed}, A side {g.a_side}): "
              f"record {was['result']:>4} {was['scores']} in {was['actions']}, "
              f"{who} {g.result:>4} {g.scores} in {g.actions}", flush=True)
        if args.out is not None:
            append_record(args.out, {**run, **tag}, g)
    if pool is not None:
        pool.shutdown()
    n = len(wanted)
    print(f"{who} over {n} games: won {turned['a']}, drew {turned['draw']}, "
          f"lost {turned['b']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
