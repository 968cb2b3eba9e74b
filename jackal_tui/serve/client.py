"""One connection's game process (``python -m jackal_tui.serve.client``), started by
``jackal serve`` on a pseudo-terminal for each SSH login. It finds the server by
``$JACKAL_SERVE_SOCKET`` and shows it ``$JACKAL_SERVE_TICKET``; it keeps no file of
its own but the new-game form's choices, in a folder of the server's."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from jackal_tui.serve.wire import Line


def take_the_terminal() -> None:
    """Make the pty on standard input this process's controlling terminal (the server
    starts it as the leader of a session of its own), so that a window resized reaches it
    as SIGWINCH and a dropped line as a hang-up."""
    if not sys.platform.startswith("win") and os.isatty(0):
        import fcntl
        import termios

        try:
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        except OSError:
            pass  # started by hand, in a terminal of its own already


def main() -> int:
    take_the_terminal()
    path = os.environ.get("JACKAL_SERVE_SOCKET", "")
    ticket = os.environ.pop("JACKAL_SERVE_TICKET", "")
    try:
        link = Line(path)
        if not link.ask({"op": "hello", "ticket": ticket}).get("ok"):
            raise ConnectionError("the server does not know this connection")
        feed = Line(path, timeout=None)
        if not feed.ask({"op": "feed", "ticket": ticket}).get("ok"):
            raise ConnectionError("the server does not know this connection")
    except (OSError, ConnectionError, ValueError) as error:
        print(f"jackal serve: cannot reach the game server ({error})", file=sys.stderr)
        return 1
    from jackal_tui.serve.app import ServedApp

    forms = Path(path).parent / "forms"
    app = ServedApp(link, feed, data_dir=forms)
    app.run()
    link.close()
    feed.close()
    if app.return_value:
        print(app.return_value)
    return 0


if __name__ == "__main__":
    sys.exit(main())
