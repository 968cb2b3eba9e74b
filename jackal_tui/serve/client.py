"""One connection's game process (``python -m jackal_tui.serve.client``), started by
``jackal serve`` on a pseudo-terminal for each SSH login. It finds the server by
``$JACKAL_SERVE_SOCKET`` and shows it ``$JACKAL_SERVE_TICKET``; it keeps no file of
its own but the new-game form's choices, in a folder of the server's."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from jackal_tui.serve.wire import Line


def main() -> int:
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
