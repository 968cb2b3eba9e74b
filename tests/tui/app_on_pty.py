"""The real ``jackal`` command on a pseudo-terminal, and every byte it writes there.

Textual's test driver draws nothing; what a terminal would be sent (and obey) is only
seen on a terminal. :func:`run_on_pty` starts ``python -m jackal_tui ARGS`` on a new
80x24 pseudo-terminal, sends keys once the screen says something, waits for a piece of
text, and returns all the bytes the program wrote.
"""

from __future__ import annotations

import fcntl
import os
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class Terminal:
    """The program on a pseudo-terminal: :meth:`wait_for` reads until a text shows."""

    def __init__(self, args: list[str], data_dir: Path, size: tuple[int, int] = (80, 24)) -> None:
        self.master, slave = os.openpty()
        columns, rows = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = {key: value for key, value in os.environ.items()
               if key not in ("NO_COLOR", "TEXTUAL_THEME", "TEXTUAL")}
        env.update(TERM="xterm-256color", JACKAL_DATA_DIR=str(data_dir), COLUMNS=str(columns),
                   LINES=str(rows))
        self.process = subprocess.Popen([sys.executable, "-m", "jackal_tui", *args],
                                        stdin=slave, stdout=slave, stderr=slave, cwd=ROOT,
                                        env=env, start_new_session=True, close_fds=True)
        os.close(slave)
        self.output = bytearray()

    def _read(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([self.master], [], [], min(left, 0.1))
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the program ended
                    return
                if not chunk:
                    return
                self.output.extend(chunk)

    def wait_for(self, text: bytes, *, count: int = 1, timeout: float = 30.0) -> bool:
        """Read until ``text`` was written ``count`` times (or ``timeout`` seconds)."""
        end = time.monotonic() + timeout
        while self.output.count(text) < count and time.monotonic() < end:
            self._read(0.2)
        return self.output.count(text) >= count

    def settle(self, seconds: float = 1.0) -> None:
        self._read(seconds)

    def press(self, keys: bytes) -> None:
        os.write(self.master, keys)

    def close(self) -> bytes:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        if self.master is not None:
            os.close(self.master)
            self.master = None
        return bytes(self.output)

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
