"""``jackal serve``: its options, and the server run until Ctrl-C (or SIGTERM)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path


def seconds(text: str) -> float:
    """A time in seconds: 0 to 3600 (as ``jackal --think``)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value < 3600:
        raise argparse.ArgumentTypeError(f"{text!r}: give 0 to 3600 seconds")
    return value


def folder_problem(folder: Path) -> str | None:
    """Why the data folder cannot hold saves (a file is in the way), escaped; None if it can."""
    from jackal_tui.persistence.errors import file_in_the_way
    from jackal_tui.shown import printable

    blocker = folder if folder.exists() and not folder.is_dir() else file_in_the_way(folder)
    if blocker is None:
        return None
    return (f"jackal serve: the data folder {printable(folder)}: {printable(blocker)} is a "
            "file, not a folder, so no game can be saved there")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="jackal serve",
        description="Host games for friends who play from their own terminals over SSH: "
                    "each sees only what their own seat may see.",
        epilog="A friend logs in with ssh -t -p PORT NAME@HOST using a key listed in the "
               "authorized-keys file, or a name and password a key's owner set in the "
               "lobby (p). Games are the normal saves of the data folder, saved after "
               "every move, and come back when the server starts again.")
    parser.add_argument("--listen", metavar="ADDRESS", default="127.0.0.1",
                        help="the address to listen on (default: 127.0.0.1, this machine "
                             "only; 0.0.0.0 for every address)")
    parser.add_argument("--port", type=int, default=2222, metavar="N",
                        help="the SSH port (default: 2222; 0 picks a free one)")
    parser.add_argument("--authorized-keys", metavar="FILE",
                        help="the players' public keys, one a line as in ~/.ssh/"
                             "authorized_keys (default: DATA/serve/authorized_keys; read "
                             "again at every login)")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="folder for saves and the server's files (default: "
                             "$JACKAL_DATA_DIR or the user data folder)")
    parser.add_argument("--think", type=seconds, default=1.0, metavar="SECONDS",
                        help="how long the strong computer thinks about a move (default: 1.0)")
    parser.add_argument("--pace", type=seconds, default=0.8, metavar="SECONDS",
                        help="least time between two computer moves (default: 0.8)")
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if not 0 <= args.port <= 65535:
        build_parser().error("--port: 0 to 65535")
    from jackal_tui.persistence.locations import data_dir

    folder = data_dir(args.data_dir)
    if problem := folder_problem(folder):
        print(problem, file=sys.stderr)
        return 2
    import warnings

    # asyncssh names DSA keys (never used here), which cryptography warns about on import
    warnings.filterwarnings("ignore", message=".*DSA.*")
    try:
        import asyncssh  # noqa: F401
    except ImportError:
        print("jackal serve needs asyncssh: pip install asyncssh", file=sys.stderr)
        return 2
    from jackal_tui.serve.server import JackalServer, serve_forever, setup_logging

    setup_logging(folder / "serve")
    keys = Path(args.authorized_keys) if args.authorized_keys else folder / "serve" / "authorized_keys"
    server = JackalServer(folder, listen=args.listen, port=args.port, authorized_keys=keys,
                          think=args.think, pace=args.pace)
    try:
        asyncio.run(serve_forever(server))
    except OSError as error:
        print(f"jackal serve: {error}", file=sys.stderr)
        return 1
    return 0
