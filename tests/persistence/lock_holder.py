"""A second process for the lock tests: it locks a game and waits.

``python lock_holder.py SAVE`` takes the game's lock, prints ``locked <pid>`` and waits for
a line on stdin (or to be killed), then lets go. Run through :func:`hold_lock`.
"""

from __future__ import annotations

import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve()


@contextmanager
def hold_lock(save: Path):
    """A child process holding ``save``'s lock for the ``with`` block; yields the process."""
    child = subprocess.Popen([sys.executable, str(HERE), str(save)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        line = child.stdout.readline()
        assert line.startswith("locked "), line
        yield child
    finally:
        if child.poll() is None:
            try:
                child.stdin.write("\n")
                child.stdin.flush()
            except OSError:
                pass
            child.wait(timeout=60)
        child.stdin.close()
        child.stdout.close()


def main(save: str) -> None:
    import os

    from jackal_tui.persistence.lock import GameLock

    lock = GameLock.acquire(save)
    print(f"locked {os.getpid()}", flush=True)
    sys.stdin.readline()
    lock.release()


if __name__ == "__main__":
    main(sys.argv[1])
