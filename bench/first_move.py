"""Is a crew's weaker seat its colour or the first move? Classic, two crews (2-light).

    python bench/first_move.py --islands 60 --nodes 100 --out first-move.jsonl
    python bench/first_move.py --report first-move.jsonl

White always moves first in a new game, so an arena record's "as White" mixes two things:
the colour (the ship's side of the island, and any code that treats White and Black
unlike) and the first move. Here every island is played four ways: crew A as White and as
Black, each with White moving first (the game as dealt) and with Black moving first (the
same island, written as a position with ``turn B``). Crew B is the other seat. The
decision seeds are the arena's (``arena.decision_seed``), so the four games differ only
in who sits where and who starts.

Prints A's wins split by colour and by first move, with 95% Wilson intervals, and the
paired count on the same island and colour (A won moving second where it lost moving
first, and the other way round) with a two-sided sign test. ``--out`` appends one JSON
line a game; a run stopped and started again with the same ``--out`` skips the games
already in it.
"""

from __future__ import annotations

import argparse
import json
import sys
from math import comb
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai.arena import MAX_ACTIONS, crew_from_spec, decision_seed, wilson  # noqa: E402
from jackal_tui.games.classic.game import Game  # noqa: E402

WAYS = ((0, "W"), (0, "B"), (1, "W"), (1, "B"))   # (A's side, who moves first)


def first_game(seed: int, first: str) -> Game:
    """Island ``seed`` of classic 2-light, White (``"W"``) or Black (``"B"``) to move."""
    text = Game.new(mode="2-light", seed=seed).to_position()
    if first == "B":
        text = text.replace("turn W\n", "turn B\n", 1)
    return Game.from_position(text)


def play(seed: int, a_side: int, first: str, a: str = "strong", b: str = "easy",
         nodes: int | None = 100) -> dict:
    """One game: crew ``a`` on side ``a_side`` (0 White, 1 Black), ``first`` to move."""
    game = first_game(seed, first)
    crews = {a_side: crew_from_spec(a, nodes), 1 - a_side: crew_from_spec(b, nodes)}
    while not game.is_over() and game.action_count < MAX_ACTIONS:
        seat = game.current_seat()
        game.play(crews[seat].choose(game.state.copy(), game.legal_actions(),
                                     decision_seed(seed, game.action_count)))
    scores = game.scores()
    mine, theirs = scores[a_side], scores[1 - a_side]
    return {"seed": seed, "a_side": a_side, "first": first, "scores": [scores[0], scores[1]],
            "result": "a" if mine > theirs else ("draw" if mine == theirs else "b"),
            "actions": game.action_count, "over": game.is_over(),
            "run": {"a": a, "b": b, "nodes": nodes}}


def a_first(row: dict) -> bool:
    """Whether crew A made the game's first move."""
    return (row["a_side"] == 0) == (row["first"] == "W")


def sign_test(x: int, y: int) -> float:
    """Two-sided exact sign test of ``x`` against ``y`` discordant pairs."""
    n = x + y
    if not n:
        return 1.0
    k = min(x, y)
    return min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)


def report(rows: list[dict]) -> str:
    def line(name: str, games: list[dict]) -> str:
        if not games:
            return f"{name:<16}    0 games"
        won = sum(r["result"] == "a" for r in games)
        drew = sum(r["result"] == "draw" for r in games)
        lo, hi = wilson(won, len(games))
        rate = won / len(games)
        return (f"{name:<16} {len(games):>4} games  {won} / {drew} / {len(games) - won - drew}"
                f"  {rate:.1%} ({lo:.1%}..{hi:.1%})")
    out = [f"A won / drew / lost ({rows[0]['run']['a']} against {rows[0]['run']['b']}, "
           f"nodes {rows[0]['run']['nodes']}, {len({r['seed'] for r in rows})} islands)"
           if rows else "no games"]
    out.append(line("A as White", [r for r in rows if r["a_side"] == 0]))
    out.append(line("A as Black", [r for r in rows if r["a_side"] == 1]))
    out.append(line("A moves first", [r for r in rows if a_first(r)]))
    out.append(line("A moves second", [r for r in rows if not a_first(r)]))
    won = {(r["seed"], r["a_side"], a_first(r)): r["result"] == "a" for r in rows}
    second = first = 0
    for (seed, side, went_first), w in won.items():
        other = won.get((seed, side, True))
        if went_first or other is None:
            continue
        second += w and not other
        first += other and not w
    out.append(f"same island and colour: A won moving second where it lost moving first "
               f"{second}, the other way round {first} (sign test p = "
               f"{sign_test(second, first):.3f})")
    return "\n".join(out)


def read(path: Path) -> list[dict]:
    rows = []
    for line in path.read_text().splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue     # a line cut short by a stopped run
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/first_move.py", description=__doc__.split("\n")[0])
    ap.add_argument("--islands", type=int, default=60, help="island seeds (4 games each)")
    ap.add_argument("--seed", type=int, default=2001, help="first island seed")
    ap.add_argument("--a", default="strong", help="crew A (default strong)")
    ap.add_argument("--b", default="easy", help="crew B (default easy)")
    ap.add_argument("--nodes", type=int, default=100, help="strong crews' iterations")
    ap.add_argument("--out", type=Path, help="append the games here (and skip those in it)")
    ap.add_argument("--report", type=Path, metavar="FILE", help="only report FILE's games")
    args = ap.parse_args(argv)
    if args.report is not None:
        if not args.report.is_file():
            ap.error(f"{args.report}: no such file")
        print(report(read(args.report)))
        return 0
    try:
        crew_from_spec(args.a, args.nodes), crew_from_spec(args.b, args.nodes)
    except ValueError as e:
        ap.error(str(e))
    done = read(args.out) if args.out is not None and args.out.is_file() else []
    run = {"a": args.a, "b": args.b, "nodes": args.nodes}
    if any(r.get("run") != run for r in done):
        ap.error(f"{args.out} holds games of other crews or budgets: choose another --out")
    if args.out is not None and args.out.is_file():
        text = args.out.read_text()
        if text and not text.endswith("\n"):
            with args.out.open("a") as f:
                f.write("\n")       # a line cut short stays on its own, skipped
    have = {(r["seed"], r["a_side"], r["first"]) for r in done}
    rows = list(done)
    for seed in range(args.seed, args.seed + args.islands):
        for a_side, first in WAYS:
            if (seed, a_side, first) in have:
                continue
            row = play(seed, a_side, first, args.a, args.b, args.nodes)
            rows.append(row)
            if args.out is not None:
                with args.out.open("a") as f:
                    f.write(json.dumps(row) + "\n")
            print(f"island {seed} A as {'WB'[a_side]}, {first} first: {row['result']} "
                  f"{row['scores']} in {row['actions']} actions", flush=True)
    print(report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
