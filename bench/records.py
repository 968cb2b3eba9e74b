"""Arena records read back, whatever code played them, and two records compared game for game.

    python bench/records.py bench/results/strong-easy-5049.jsonl
    python bench/records.py --against BASE.jsonl[,MORE.jsonl] NEW.jsonl

A record (``bench/arena.py --record FILE``) can only be taken up by the code that began it,
so once the crews change, running its command again refuses it. This reads any record as it
is and prints the arena's figures for its games (``arena.summary``) with the fingerprints of
the code that played them.

``--against`` pairs the games of NEW with the games of the base records played on the same
island from the same seat (the same decision seeds: the pair differs only by the crew or code
that NEW changed). It prints both figures over the paired games, how many games NEW did
better in and worse in (a win is better than a draw, a draw better than a loss), the
two-sided exact sign test of those, and which games moved. This is how a change to a crew is
screened: against the record of main on the same games, not against a figure of other
islands (docs/computer-crews.md: one island set moved main by six points).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from first_move import sign_test  # noqa: E402
from jackal_tui.ai.arena import GameResult, summary  # noqa: E402

RANK = {"a": 2, "draw": 1, "b": 0}


def read(paths: list[Path]) -> tuple[dict, dict[tuple[int, int], GameResult], int]:
    """The first run's settings, the games by (island seed, A's side), and how many lines
    were skipped (unreadable: a line cut short when a run was stopped). Every run's code
    fingerprint is kept in ``settings["codes"]``."""
    settings: dict = {}
    codes: list[str] = []
    games: dict[tuple[int, int], GameResult] = {}
    skipped = 0
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                run, game = row["run"], GameResult(**row["game"])
            except (ValueError, KeyError, TypeError):
                skipped += 1
                continue
            settings = settings or dict(run)
            if run.get("code") not in codes:
                codes.append(run.get("code"))
            games[(game.seed, game.a_side)] = game
    settings["codes"] = codes
    return settings, games, skipped


def report(paths: list[Path]) -> str:
    settings, games, skipped = read(paths)
    if not games:
        return f"{', '.join(map(str, paths))}: no games"
    results = sorted(games.values(), key=lambda g: (g.seed, g.a_side))
    text = summary(results, settings.get("a", "?"), settings.get("b", "?"),
                   settings.get("mode", "?"), settings.get("ruleset", "classic"),
                   settings.get("island"))
    budget = (f"nodes {settings['nodes']}" if settings.get("nodes")
              else f"seconds {settings.get('seconds')}")
    tail = f"\n{budget}; code {', '.join(map(str, settings['codes']))}"
    if skipped:
        tail += f"; {skipped} unreadable lines skipped"
    return text + tail


def compare(base: dict[tuple[int, int], GameResult],
            new: dict[tuple[int, int], GameResult]) -> dict:
    """The paired games' figures: A's wins and draws in each, the games NEW did better and
    worse in, the sign test's p, and the moved games ("better", "worse": lists of (island
    seed, A's side, base result, new result))."""
    keys = sorted(k for k in new if k in base)
    better = [k for k in keys if RANK[new[k].result] > RANK[base[k].result]]
    worse = [k for k in keys if RANK[new[k].result] < RANK[base[k].result]]
    return {
        "games": len(keys),
        "base": (sum(base[k].result == "a" for k in keys),
                 sum(base[k].result == "draw" for k in keys)),
        "new": (sum(new[k].result == "a" for k in keys),
                sum(new[k].result == "draw" for k in keys)),
        "better": len(better), "worse": len(worse),
        "p": sign_test(len(better), len(worse)),
        "moved": {"better": [(k[0], k[1], base[k].result, new[k].result) for k in better],
                  "worse": [(k[0], k[1], base[k].result, new[k].result) for k in worse]},
    }


def comparison(base_paths: list[Path], new_path: Path) -> str:
    _, base, _ = read(base_paths)
    settings, new, _ = read([new_path])
    c = compare(base, new)
    if not c["games"]:
        return "no game of the new record was played in the base records (other islands?)"
    n = c["games"]

    def line(name: str, won: int, drew: int) -> str:
        return f"{name}: won {won}, drew {drew}, lost {n - won - drew} ({won / n:.1%})"
    out = [f"{n} games played in both (A = {settings.get('a')} against {settings.get('b')})",
           line("base", *c["base"]), line("new ", *c["new"]),
           f"game for game the new record did better in {c['better']} and worse in "
           f"{c['worse']} (two-sided sign test p = {c['p']:.2f})"]
    for way, moved in c["moved"].items():
        if moved:
            out.append(f"{way}: " + ", ".join(
                f"island {seed} side {side} ({b} -> {a})" for seed, side, b, a in moved))
    left = len(new) - n
    if left:
        out.append(f"({left} games of the new record have no pair in the base records)")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/records.py",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("records", nargs="+", type=Path,
                        help="records to report (read together); with --against, the new one")
    parser.add_argument("--against", metavar="BASE[,BASE...]",
                        help="compare the record given against these, game for game")
    args = parser.parse_args(argv)
    bases = [Path(p) for p in (args.against or "").split(",") if p]
    missing = [p for p in args.records + bases if not p.is_file()]
    if missing:
        parser.error(f"no such record: {', '.join(map(str, missing))}")
    if bases and len(args.records) != 1:
        parser.error("--against compares one record (the new one) against the base records")
    try:
        print(comparison(bases, args.records[0]) if bases else report(args.records))
    except (OSError, UnicodeDecodeError) as e:   # unreadable, or not text: not a record
        parser.error(f"cannot read a record: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
