"""``jackal``: the command line.

With no option the title screen opens. ``--new`` starts a game at once, ``--load`` opens a
save, ``--continue`` the last game; ``--data-dir`` (or ``$JACKAL_DATA_DIR``) says where
saves live. ``--ruleset archipelago`` plays Jackal Archipelago, on ``--island`` 1 to 4,
free or random (one player: a puzzle card p1 to p10), or ``--campaign [N]``: N
islands in a row (default 4) with the ability draw after each. ``--seats`` puts computer crews in seats; ``--think`` and ``--pace`` set how
long they think and how fast their moves follow each other. A bad option is a usage
error (exit code 2), and so is running without a terminal (``ssh host jackal`` without
``-t``, or a pipe): the game needs one to draw on and read keys from.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys

MODES = ("4", "4-teams", "3", "2", "2-light")
RULESETS = ("classic", "treasure-island", "archipelago", "card-game")
SEAT_COUNTS = {"4": 4, "4-teams": 4, "3": 3, "2": 2, "2-light": 2}
CARD_MODES = ("2", "3", "4")  # the card game: 2 to 4 players
# Jackal Archipelago: its player modes (one seat per crew; 2v2: 2 on 2), its islands, and
# the one-player puzzle cards (jackal_tui/games/archipelago: MODES, ISLAND_CHOICES, solo.CARDS)
ARCH_MODES = ("1", "2", "3", "4", "2v2")
ARCH_SEAT_COUNTS = {"1": 1, "2": 2, "3": 3, "4": 4, "2v2": 4}
ARCH_ISLANDS = ("1", "2", "3", "4", "free", "random")
PUZZLE_CARDS = tuple(f"p{n}" for n in range(1, 11))
ARCH_BOATS = ("recommended", "choose")
ALL_MODES = tuple(dict.fromkeys(MODES + CARD_MODES + ARCH_MODES))
SEAT_KINDS = ("human", "easy", "strong", "random")
# A campaign plays 2 to 12 islands (the rules core's limit); the rulebook's, 4.
CAMPAIGN_MIN, CAMPAIGN_MAX, CAMPAIGN_DEFAULT = 2, 12, 4


def islands_count(text: str) -> int:
    """A campaign's length: a number of islands, 2 to 12."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of islands") from None
    if value == 1:
        raise argparse.ArgumentTypeError(
            "a campaign of one island is one island: leave --campaign out")
    if not CAMPAIGN_MIN <= value <= CAMPAIGN_MAX:
        raise argparse.ArgumentTypeError(
            f"{text!r}: a campaign plays {CAMPAIGN_MIN} to {CAMPAIGN_MAX} islands")
    return value


def seconds(text: str) -> float:
    """A time in seconds: a number, not negative."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value < 3600:
        raise argparse.ArgumentTypeError(f"{text!r}: give 0 to 3600 seconds")
    return value


def stall_rounds(text: str) -> int:
    """The anti-stall limit: a number of rounds, or ``off`` (also 0)."""
    from jackal_tui.tui.settings import read_stall_rounds  # the form reads it the same way

    try:
        return read_stall_rounds(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="jackal",
        description="Jackal, the pirate board game, for 2 to 4 players at one terminal.",
        epilog="Keys in the game: ? shows them all; p pauses the computers, + and - change "
               "their pace. Example: jackal --new --players 2-light --seats human,strong "
               "(you against the strong computer); --seats strong,strong,easy,easy to watch. "
               "Jackal Archipelago: jackal --new --ruleset archipelago --island 2 --players 3; "
               "a puzzle: jackal --new --ruleset archipelago --players 1 --island p4; "
               "a campaign: jackal --new --ruleset archipelago --players 2 --campaign 3. "
               "Friends at their own terminals: jackal serve --help.",
    )
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--new", action="store_true", help="start a new game at once")
    start.add_argument("--load", metavar="PATH", help="open a saved game")
    start.add_argument("--continue", dest="continue_last", action="store_true",
                       help="continue the last game played")
    parser.add_argument("--players", metavar="MODE", choices=ALL_MODES, default="4",
                        help="with --new: 4, 4-teams, 3, 2 (two crews each) or 2-light "
                             "(default: 4); Archipelago: 1 (a puzzle), 2, 3, 4 or 2v2 (2 on 2); "
                             "the card game: 2, 3 or 4")
    parser.add_argument("--seed", type=int, metavar="N",
                        help="with --new: the island's seed (default: random)")
    parser.add_argument("--ruleset", choices=RULESETS, default="classic",
                        help="with --new: the rules: classic, treasure-island (the newer edition "
                             "with Ben Gunn, Friday, caves, bottles...), archipelago (Jackal "
                             "Archipelago: islands laid from boxes of tiles, boats at sea, the "
                             "bear, the die; --island) or card-game (the card game: secret "
                             "rows of action cards, 2-4 players; --players 2, 3 or 4); "
                             "default: classic")
    parser.add_argument("--island", metavar="ISLAND",
                        choices=ARCH_ISLANDS + PUZZLE_CARDS,
                        help="with --new --ruleset archipelago: the island: 1, 2, 3 or 4 (24 "
                             "to 48 tiles from boxes 1 to 4), free (all 66 tiles on a shipped "
                             "island) or random (all 66 on an island drawn from the seed); "
                             "default: 1. With --players 1: the puzzle card, p1 to p10 "
                             "(default: p1)")
    parser.add_argument("--campaign", type=islands_count, nargs="?", const=CAMPAIGN_DEFAULT,
                        metavar="N",
                        help="with --new --ruleset archipelago: a campaign of N islands in a "
                             "row (islands 1, 2, 3, 4, then free and random ones), the same "
                             "players throughout; after each island the crews that banked 3 "
                             "coins draw abilities for their pirates (N: 2 to 12, default 4)")
    parser.add_argument("--boats", choices=ARCH_BOATS,
                        help="with --new --ruleset archipelago: the boats start on their "
                             "recommended places (the default), or choose: each player puts "
                             "the boat next to a beach on the board")
    parser.add_argument("--first-game", action="store_true",
                        help="with --new --ruleset card-game: a first game, 4 islands "
                             "instead of 10")
    parser.add_argument("--names", metavar="A,B,...",
                        help="with --new: the players' names, comma-separated, in seat order")
    parser.add_argument("--seats", metavar="KIND,...",
                        help="with --new: who plays each seat, in seat order: human, easy, "
                             "strong (computer crews) or random (for testing); h, e, s, r for "
                             "short (default: all human)")
    parser.add_argument("--early-end", action=argparse.BooleanOptionalAction, default=None,
                        help="with --new: end the game once the leader can no longer be "
                             "caught (default: on; --no-early-end plays every coin out)")
    parser.add_argument("--stall-rounds", type=stall_rounds, metavar="N",
                        help="with --new: end the game after N rounds with no tile opened, "
                             "no coin banked, sunk or eaten and no pirate lost; off for never "
                             "(default: 50)")
    parser.add_argument("--practice", action="store_true",
                        help="with --new: a practice game: the computers agree to take back "
                             "a move that turned a tile over (the results say it was practice)")
    parser.add_argument("--think", type=seconds, metavar="SECONDS", default=1.0,
                        help="how long the strong computer thinks about a move (default: 1.0)")
    parser.add_argument("--pace", type=seconds, metavar="SECONDS", default=0.8,
                        help="least time between two computer moves, to follow them "
                             "(default: 0.8; + and - in the game)")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="folder for saves (default: $JACKAL_DATA_DIR or the user data folder)")
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not args.new:
        for option, value in (("--players", args.players != "4"), ("--seed", args.seed is not None),
                              ("--names", args.names is not None),
                              ("--seats", args.seats is not None),
                              ("--ruleset", args.ruleset != "classic"),
                              ("--early-end/--no-early-end", args.early_end is not None),
                              ("--stall-rounds", args.stall_rounds is not None),
                              ("--practice", args.practice),
                              ("--first-game", args.first_game),
                              ("--island", args.island is not None),
                              ("--campaign", args.campaign is not None),
                              ("--boats", args.boats is not None)):
            if value:
                parser.error(f"{option} only goes with --new")
    if args.ruleset != "archipelago":
        for option, value in (("--island", args.island is not None),
                              ("--campaign", args.campaign is not None),
                              ("--boats", args.boats is not None)):
            if value:
                parser.error(f"{option} goes with --ruleset archipelago (Jackal Archipelago)")
    if args.ruleset == "archipelago":
        if args.players not in ARCH_MODES:
            parser.error(f"--players: Jackal Archipelago is played by 1 (a puzzle), 2, 3, 4 "
                         f"or 2v2 (2 on 2), not {args.players!r}")
        if args.early_end is not None:
            parser.error("--early-end/--no-early-end: Jackal Archipelago has no early end "
                         "(its anti-stall limit is --stall-rounds)")
        if args.players == "1":
            if args.island is None:
                args.island = "p1"
            elif args.island not in PUZZLE_CARDS:
                parser.error(f"--island: a one-player game plays a puzzle card, p1 to p10, "
                             f"not island {args.island!r}")
            if args.stall_rounds is not None:
                parser.error("--stall-rounds: a puzzle ends after 30 turns; it has no "
                             "anti-stall limit")
            if args.boats is not None:
                parser.error("--boats: a puzzle has no boats (the pirates start on the bank)")
            if args.campaign is not None:
                parser.error("--campaign: a campaign is played by 2, 3, 4 or 2v2 players; "
                             "a puzzle card (--players 1) is played alone")
        elif args.campaign is not None and args.island not in (None, "1"):
            parser.error(f"--campaign: a campaign starts on island 1 and plays the islands "
                         f"in a row; leave out --island {args.island}")
        elif args.island in PUZZLE_CARDS:
            parser.error(f"--island {args.island}: the puzzle cards are for --players 1; "
                         f"islands are 1, 2, 3, 4, free or random")
    elif args.ruleset != "card-game" and args.players not in MODES:
        parser.error(f"--players: {args.ruleset} is played by 4, 4-teams, 3, 2 or 2-light, "
                     f"not {args.players!r}")
    if args.ruleset == "card-game":
        if args.players not in CARD_MODES:
            parser.error(f"--players: the card game is for 2, 3 or 4 players, not {args.players!r}")
        for option, value in (("--early-end/--no-early-end", args.early_end is not None),
                              ("--stall-rounds", args.stall_rounds is not None)):
            if value:
                parser.error(f"{option} is a rule of the island games, not of the card game")
    elif args.first_game:
        parser.error("--first-game goes with --ruleset card-game (a game of 4 islands)")
    # a game's save must load again: the seed and names go no further than the save's
    # schema allows (persistence/save-schema.json)
    from jackal_tui.persistence.schema import name_problem, seed_problem
    if args.seed is not None and (problem := seed_problem(args.seed)):
        parser.error(f"--seed: {problem}")
    if args.names is not None:
        names = tuple(n.strip() for n in args.names.split(","))
        seats = seat_count(args)
        if args.ruleset == "card-game" and any(ch in n for n in names for ch in "#"):
            parser.error("--names: a card game's name cannot hold '#'")
        if len(names) != seats or not all(names):
            parser.error(f"--names: mode {args.players} needs {seats} names, comma-separated")
        for name in names:
            if problem := name_problem(name):
                parser.error(f"--names: {problem}")
        args.names = names
    if args.seats is not None:
        kinds = []
        for word in args.seats.split(","):
            word = word.strip().lower()
            kind = next((k for k in SEAT_KINDS if k == word or k[0] == word), None)
            if kind is None:
                parser.error(f"--seats: {word!r} is not one of {', '.join(SEAT_KINDS)}")
            kinds.append(kind)
        seats = seat_count(args)
        if len(kinds) != seats:
            parser.error(f"--seats: mode {args.players} has {seats} seats, comma-separated")
        args.seats = tuple(kinds)
    return args


def seat_count(args: argparse.Namespace) -> int:
    """How many seats (names, kinds) the game asked for has."""
    if args.ruleset == "archipelago":
        return ARCH_SEAT_COUNTS[args.players]
    return SEAT_COUNTS[args.players]


def app_from_args(args: argparse.Namespace):
    """The app the options ask for (also used by tests)."""
    from jackal_tui.tui import NewGame, make_app

    new_game = None
    if args.new:
        extra = {"seed": args.seed} if args.seed is not None else {}
        if args.early_end is not None:
            extra["early_end"] = args.early_end
        if args.stall_rounds is not None:
            extra["stall_rounds"] = args.stall_rounds
        if args.ruleset == "archipelago":
            extra["island"] = args.island or "1"
            extra["boats"] = args.boats or "recommended"
            if args.campaign is not None:
                extra["campaign"] = args.campaign
        new_game = NewGame(mode=args.players, names=args.names or (), ruleset=args.ruleset,
                           seats=args.seats or (), practice=args.practice,
                           first_game=args.first_game, **extra)
    return make_app(
        data_dir=args.data_dir,
        think=args.think,
        pace=args.pace,
        new_game=new_game,
        load_path=args.load,
        continue_last=args.continue_last,
    )


NO_TERMINAL = ("jackal: needs a terminal to play in; run it in one (over SSH: ssh -t host "
               "jackal); jackal --help lists the options")


def has_terminal(*streams) -> bool:
    """Whether standard input, output and error are all a terminal.

    Keys come from stdin; Textual draws on stderr; stdout is where a person at a terminal
    expects the game. Any of them being a pipe, a file or /dev/null (``ssh host jackal``
    without -t, ``jackal </dev/null``, ``jackal 2>log``) leaves a game nobody can play or
    see, that waits for keys forever.
    """
    streams = streams or (sys.stdin, sys.stdout, sys.stderr)
    try:
        return all(stream is not None and stream.isatty() for stream in streams)
    except (AttributeError, ValueError):  # a closed or odd stream
        return False


def data_dir_problem(data_dir: str | None) -> str | None:
    """Why the data folder cannot hold saves, said before the game takes the terminal:
    a path that is a file, or lies under one. None when it is a folder or can be made.
    Names are shown escaped (:func:`jackal_tui.shown.printable`): they come from the
    command line or the environment, and are printed to the terminal."""
    from jackal_tui.persistence.errors import file_in_the_way
    from jackal_tui.persistence.locations import DATA_DIR_ENV, data_dir as find_data_dir
    from jackal_tui.shown import printable

    folder = find_data_dir(data_dir)
    where = "--data-dir" if data_dir is not None and str(data_dir).strip() else (
        f"${DATA_DIR_ENV}" if os.environ.get(DATA_DIR_ENV, "").strip()
        else "the data folder")
    blocker = folder if folder.exists() and not folder.is_dir() else file_in_the_way(folder)
    if blocker is None:
        return None
    return (f"jackal: {where} {printable(folder)}: {printable(blocker)} is a file, not a "
            "folder, so no game can be saved there")


def load_problem(path: str | None) -> str | None:
    """Why ``jackal --load PATH`` cannot open PATH, found without reading it (it does
    not exist, it is a folder or a pipe...), with PATH escaped; None to go on (a file that
    turns out damaged is said in the game, as the load list says it)."""
    if path is None:
        return None
    from jackal_tui.persistence.locations import not_a_save_file
    from jackal_tui.shown import printable

    reason = not_a_save_file(path)
    return f"jackal: --load {printable(path)}: {printable(reason)}" if reason else None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:  # friends at their own terminals, over SSH
        from jackal_tui.serve.command import main as serve

        return serve(argv[1:])
    args = parse_args(argv)  # --help and usage errors work without a terminal
    if problem := data_dir_problem(args.data_dir) or load_problem(args.load):
        print(problem, file=sys.stderr)
        return 2
    if not has_terminal():
        # Without one the app would wait for keys that never come, and spin doing it.
        print(NO_TERMINAL, file=sys.stderr)
        return 2
    app = app_from_args(args)
    # What the imports made (Textual, the rules, the screens' tables) lives as long as the
    # program: keep it out of the cyclic garbage collector's passes, which otherwise went
    # over all of it again and again while the first screen was built (a third of the
    # time from mounting the game screen to its first frame).
    gc.freeze()
    app.run()
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
