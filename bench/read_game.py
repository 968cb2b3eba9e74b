"""Read one game of an arena record: played again move for move, with what crew A thought.

    python bench/read_game.py bench/results/strong-easy-5049.jsonl 37
    python bench/read_game.py RECORD 37 --at 124          # stop before action 124
    python bench/read_game.py RECORD 37 --save game37.json  # a save the app loads

The arena (``jackal_tui.ai.arena``) plays game GAME of a record on island seed ``seed``
(the record's first seed + GAME // sides) with crew A on side ``a_side``, and hands each
decision the seed ``decision_seed(seed, action index)``. With a fixed budget (``nodes``)
a crew's choice depends only on what its seat sees and that seed, so the same code plays
the same game again: this script does, and prints every action in the game's move-log
words, who made it (A or B), the scores when they change, and, for each of A's
decisions, what it weighed (``thought``: its best three actions with their values, a
search's from 0 to 1 for A's side or an Archipelago look's in standing points, how often
each was tried, and the line a search expected). It then checks the game against the record (its length and scores) and says so
if they differ: the code changed since the record was made (the record's ``code``
fingerprint against this code's), or the record was played on a time budget, which no
replay repeats (refused).

``--at N`` stops before action N and prints the position there (the game's position
text, which ``match_from_position`` reads back) and the legal actions. ``--save FILE``
writes the game as far as it was played to a save file: the app's Load screen opens it
(and ``v`` replays it move by move). Reading games this way is how the lost games in
docs/computer-crews.md were read.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui import games  # noqa: E402
from jackal_tui.ai.arena import (  # noqa: E402
    MAX_ACTIONS, code_fingerprint, crew_from_spec, decision_seed, teams_of,
)


def read_row(path: Path, index: int) -> tuple[dict, dict]:
    """The record's run settings and game ``index``'s row (a usage error if absent)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SystemExit(_usage(f"cannot read {path}: {exc.strerror or exc}"))
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            game, run = row["game"], row["run"]
            found = game["index"] == index
        except (ValueError, KeyError, TypeError):
            raise SystemExit(_usage(f"{path}, line {n}: not an arena record line"))
        if found:
            return run, game
    raise SystemExit(_usage(f"{path} holds no game {index}"))


def _usage(message: str) -> int:
    print(f"read_game: {message}", file=sys.stderr)
    return 2


def thought(info) -> str:
    """What a crew's last search said, in one line: its best few actions with their
    value (a search's, 0 to 1 for the side; an Archipelago look's, in standing points)
    and how often each was tried, and the line a search expected. Empty for a crew
    that weighs nothing ahead (easy, random) or a decision with one action."""
    if info is None or not info.ranked:
        return ""
    best = "; ".join(f"{a} {v:.3f} ({n})" for a, n, v in info.ranked[:3])
    line = f" | line: {info.line}" if ";" in info.line else ""
    return f"best: {best}{line}"


def replay(run: dict, game: dict, at: int | None = None, out=None):
    """Play the record's game again, printing it to ``out`` (default: standard output);
    returns the match (stopped before action ``at``)."""
    out = sys.stdout if out is None else out
    ruleset, mode = run["ruleset"], run["mode"]
    nodes, seconds = run.get("nodes"), run.get("seconds")
    island = run.get("island")
    seed, a_side = game["seed"], game["a_side"]
    crew_a = crew_from_spec(run["a"], nodes, seconds, ruleset)
    crew_b = crew_from_spec(run["b"], nodes, seconds, ruleset)
    extra = {} if island is None else {"options": {"island": island}}
    match = games.rules_of(ruleset).new_match(ruleset, mode, seed=seed, **extra)
    side_of = {seat: i for i, team in enumerate(teams_of(match)) for seat in team}
    scores = dict(match.scores())
    print(f"game {game['index']}: {ruleset} {mode}, island seed {seed}, "
          f"A = {run['a']} on side {a_side}, B = {run['b']}, "
          f"budget {nodes} nodes", file=out)
    while not match.is_over() and match.action_count < MAX_ACTIONS:
        k = match.action_count
        if at is not None and k >= at:
            break
        seat = match.current_seat()
        who = "A" if side_of[seat] == a_side else "B"
        crew = crew_a if who == "A" else crew_b
        if hasattr(crew, "last_info"):
            crew.last_info = None   # a choice that searches nothing leaves none
        action = crew.choose(match.state.copy(), match.legal_actions(), decision_seed(seed, k))
        match.play(action)
        words = " / ".join(match.log(k))
        print(f"{k:5} {who} {match.seat_name(seat):<7} {words}", file=out)
        if who == "A":
            said = thought(getattr(crew, "last_info", None))
            if said:
                print(f"{'':15}{said}", file=out)
        now = dict(match.scores())
        if now != scores:
            scores = now
            print(f"{'':15}score " + ", ".join(f"{match.seat_name(s)} {v}"
                                                 for s, v in sorted(now.items())), file=out)
    return match


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="read_game", description=__doc__.split("\n\n")[0])
    parser.add_argument("record", type=Path, help="an arena record (.jsonl)")
    parser.add_argument("game", type=int, help="the game's index in the record (from 0)")
    parser.add_argument("--at", type=int, default=None, metavar="N",
                        help="stop before action N and print the position there")
    parser.add_argument("--save", type=Path, default=None, metavar="FILE",
                        help="write the game, as far as it was played, to a save file")
    args = parser.parse_args(argv)
    if hasattr(signal, "SIGPIPE"):   # read through head or less: stop quietly when it does
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    run, game = read_row(args.record, args.game)
    searchers = [spec for spec in (run.get("a", ""), run.get("b", ""))
                 if str(spec).startswith("strong")]
    if run.get("nodes") is None and searchers:
        # a search on a time budget stops where the clock says; easy and random crews
        # use no clock, so their games replay as played whatever the budget
        return _usage("the record was played on a time budget (no nodes): "
                      "no replay repeats its games")
    if args.at is not None and args.at < 0:
        return _usage("--at takes an action index, 0 or more")
    code = code_fingerprint(run["ruleset"])
    if run.get("code") and run["code"] != code:
        print(f"note: the record was made by code {run['code']}, this is {code}: "
              "the game may go otherwise", file=sys.stderr)
    match = replay(run, game, args.at)
    status = 0
    if args.at is not None and match.action_count == args.at:
        print(f"\nbefore action {args.at}:\n{match.to_position()}")
        print("legal: " + ", ".join(str(a) for a in match.legal_actions()))
    else:
        by_seat = match.scores()
        scores = [by_seat[team[0]] for team in teams_of(match)]
        same = scores == game.get("scores") and match.action_count == game.get("actions")
        print(f"\nend after {match.action_count} actions, scores {scores}: "
              + ("as recorded" if same else
                 f"NOT as recorded ({game.get('actions')} actions, {game.get('scores')})"))
        status = 0 if same else 1
    if args.save is not None:
        from jackal_tui.persistence import SaveError, save_game
        name = f"{args.record.stem} game {args.game}"
        try:
            path = save_game(match, path=args.save, name=name)
        except SaveError as exc:
            print(f"read_game: {exc}", file=sys.stderr)
            return 1
        print(f"saved as {path}")
    return status


if __name__ == "__main__":
    sys.exit(main())
