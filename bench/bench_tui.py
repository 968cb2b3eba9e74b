"""Measure the app on a real pseudo-terminal: time to first frame, bytes per cursor move.

    python bench/bench_tui.py [--runs 5] [--moves 20] [--size 80x24]

Start-up: fork a pty, run ``python -m jackal_tui --new --seed 1`` in it, and time until
the board's frame and the footer have both been written (median of several runs;
target < 0.5 s). Cursor: after the screen settles, walk the cursor round the board with hjkl and
count the bytes written until the terminal is quiet again (median; target < 1 KB).
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

FIRST_FRAME_MARKS = (b"\xe2\x94\x98", b"Quit")  # the board's "┘" corner and the footer


def spawn(size: tuple[int, int], data_dir: str) -> tuple[int, int, float]:
    """Start the app in a new pty; return (pid, fd, start time)."""
    cols, rows = size
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: the app, as a user would start it
        env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor",
                   JACKAL_DATA_DIR=data_dir)
        env.pop("NO_COLOR", None)
        os.execve(sys.executable, [sys.executable, "-m", "jackal_tui", "--new", "--seed", "1",
                                   "--names", "Anne,Bart,Calico,Dampier"], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd, start


def read_until(fd: int, done, timeout: float) -> bytes:
    """Read from the pty until ``done(buffer)`` or the timeout."""
    buffer = b""
    end = time.perf_counter() + timeout
    while time.perf_counter() < end and not done(buffer):
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                buffer += os.read(fd, 65536)
            except OSError:
                break
    return buffer


def read_quiet(fd: int, quiet: float = 0.25, timeout: float = 3.0) -> bytes:
    """Read until nothing has come for ``quiet`` seconds."""
    buffer = b""
    end = time.perf_counter() + timeout
    last = time.perf_counter()
    while time.perf_counter() < end:
        ready, _, _ = select.select([fd], [], [], 0.02)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            buffer += chunk
            last = time.perf_counter()
        elif time.perf_counter() - last > quiet:
            break
    return buffer


def stop(pid: int, fd: int) -> None:
    try:
        os.write(fd, b"q")  # back to the title
        time.sleep(0.2)
        os.write(fd, b"q")  # quit
        for _ in range(20):
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            time.sleep(0.05)
        else:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
    except (OSError, ChildProcessError):
        pass
    finally:
        os.close(fd)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--moves", type=int, default=42)
    parser.add_argument("--size", default="80x24")
    args = parser.parse_args()
    size = tuple(int(n) for n in args.size.lower().split("x"))

    startups: list[float] = []
    per_move: list[int] = []
    with tempfile.TemporaryDirectory() as data_dir:
        for run in range(args.runs):
            pid, fd, start = spawn(size, data_dir)
            output = read_until(fd, lambda b: all(m in b for m in FIRST_FRAME_MARKS), 10.0)
            if not all(m in output for m in FIRST_FRAME_MARKS):
                print("no first frame within 10 s", file=sys.stderr)
                stop(pid, fd)
                return 1
            startups.append(time.perf_counter() - start)
            if run == 0:  # cursor moves once is enough: they do not depend on the start
                read_quiet(fd, quiet=0.5)
                # A walk round the board from White's ship: east, north, west, south.
                walk = (b"l" * 5 + b"k" * 11 + b"h" * 10 + b"j" * 11 + b"l" * 5) * 2
                for i in range(args.moves):
                    os.write(fd, walk[i % len(walk):i % len(walk) + 1])
                    per_move.append(len(read_quiet(fd)))
            stop(pid, fd)

    print(f"terminal {size[0]}x{size[1]}, {args.runs} runs, {args.moves} cursor moves")
    print(f"start-up to first frame: median {statistics.median(startups) * 1000:.0f} ms "
          f"(min {min(startups) * 1000:.0f}, max {max(startups) * 1000:.0f}; target < 500 ms)")
    print(f"bytes per cursor move:   median {statistics.median(per_move):.0f} B "
          f"(min {min(per_move)}, max {max(per_move)}; target < 1024 B)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
