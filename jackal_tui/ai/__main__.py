"""``python -m jackal_tui.ai``: ask a computer crew for a move, or run the arena.

    python -m jackal_tui.ai move --level strong --mode 2-light --seed 7 --play "W1 G1-G2"
    python -m jackal_tui.ai move --level easy --position puzzle.txt
    python -m jackal_tui.ai arena --games 200 --a easy --b random --mode 2-light
"""

from __future__ import annotations

import argparse
import sys

from jackal_tui.games.classic import Game
from jackal_tui.games.classic.state import MODES
from jackal_tui.ai import LEVELS, make_crew


def move(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m jackal_tui.ai move",
                                     description="The move a computer crew would play.")
    parser.add_argument("--level", choices=LEVELS, default="strong")
    src = parser.add_mutually_exclusive_group()
    src.add_argument("--position", metavar="FILE", help="a position file (docs/notation.md)")
    src.add_argument("--mode", choices=tuple(MODES), default="2-light",
                     help="with --seed: a new game (default 2-light)")
    parser.add_argument("--seed", type=int, default=1, help="the island's seed (default 1)")
    parser.add_argument("--play", default="",
                        help="actions to play first, separated by ';' (e.g. 'W1 G1-G2; B1 G13-G12')")
    parser.add_argument("--nodes", type=int, help="strong: search iterations (repeatable)")
    parser.add_argument("--seconds", type=float, help="strong: seconds to think (default 1)")
    parser.add_argument("--rng", type=int, default=0, help="the crew's rng seed (default 0)")
    args = parser.parse_args(argv)
    if args.position:
        with open(args.position, encoding="utf-8") as f:
            game = Game.from_position(f.read())
    else:
        game = Game.new(args.mode, seed=args.seed)
    for text in filter(None, (t.strip() for t in args.play.split(";"))):
        game.play(text)
    if game.state.over:
        print(f"the game is over: {game.state.end_reason}")
        return 1
    crew = make_crew(args.level, nodes=args.nodes, seconds=args.seconds)
    action = crew.choose(game.state, game.legal_actions(), args.rng)
    print(action)
    info = crew.last_info
    if info is not None and info.iterations:
        print(f"# {info.iterations} iterations in {info.seconds:.2f} s; value {info.value:.3f}; "
              f"line: {info.line}", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in ("move", "arena"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    if argv[0] == "arena":
        from jackal_tui.ai.arena import main as arena_main
        return arena_main(argv[1:], prog="python -m jackal_tui.ai arena")
    return move(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
