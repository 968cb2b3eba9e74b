"""Measure the app on a real pseudo-terminal against trivial Textual apps in the same run.

    python bench/bench_tui.py [--runs 5] [--moves 40] [--size 80x24]

Every figure is a median, and each is quoted as a ratio to a trivial Textual app measured
in the same run, because the machine's load moves absolute times a lot:

* start-up: fork a pty, run ``python -m jackal_tui --new --seed 1`` in it, and time until
  the board's frame and the footer are written; the trivial app is a Label and a Footer
  (target: within 1.5x of it).
* Tab: after the screen settles, press Tab (select the next piece) and time until the
  last byte of the answer, and count its bytes (targets: < 30 ms, < 1 KB).
* arrow: walk the cursor round the board with hjkl, time and bytes per move, against a
  trivial 13x13 grid widget whose arrow keys move a reversed cursor cell (target < 15 ms).

The apps run with TERM=xterm-256color and no NO_COLOR, as a user starts them, and with
their modules' bytecode compiled, as an installed package has it: each app is started
once, untimed, with bytecode written to a temporary folder (``PYTHONPYCACHEPREFIX``),
before the timed runs. Without that, a shell with ``PYTHONDONTWRITEBYTECODE=1`` and an
editable install made jackal compile its own modules from source at every start while
Textual loaded its installed bytecode, which is not what a player's start-up costs.
``--as-is`` keeps the environment's bytecode settings (no warm-up) to see that cost.
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



def frame_marks(which: str) -> tuple[bytes, bytes]:
    """What shows the first frame is drawn: a "┘" corner and the footer's word for q
    ("Title" at a game's table, "Quit" in the trivial apps)."""
    return b"\xe2\x94\x98", b"Title" if which == "jackal" else b"Quit"

HERE = os.path.abspath(__file__)
CHILD_ENV: dict[str, str] = {}  # set by main(): the bytecode settings of the children


# ----- the trivial apps (run in the child with --trivial-start or --trivial-grid) -------------

def trivial_start() -> None:
    from textual.app import App
    from textual.binding import Binding
    from textual.widgets import Footer, Label

    class Trivial(App):
        BINDINGS = [Binding("q", "quit", "Quit")]

        def compose(self):
            yield Label("┌─ a trivial Textual app ─┘")
            yield Footer()

    Trivial().run()


def trivial_grid() -> None:
    from rich.segment import Segment
    from rich.style import Style
    from textual.app import App
    from textual.binding import Binding
    from textual.geometry import Region
    from textual.reactive import var
    from textual.strip import Strip
    from textual.widget import Widget
    from textual.widgets import Footer

    class Grid(Widget, can_focus=True):
        """13x13 cells of 3 characters with a reversed cursor: the least a board does."""

        BINDINGS = [Binding("left", "go(-1,0)"), Binding("right", "go(1,0)"),
                    Binding("up", "go(0,-1)"), Binding("down", "go(0,1)")]
        DEFAULT_CSS = "Grid { width: 41; height: 15; }"
        cursor: var[tuple[int, int]] = var((6, 12))

        def render_line(self, y: int) -> Strip:
            if y in (0, 14):
                return Strip([Segment("┌" + "─" * 39 + "┘")])
            segments = [Segment("│")]
            for x in range(13):
                reverse = (x, y - 1) == self.cursor
                segments.append(Segment(" ~ ", Style(bgcolor="#1b4a7a", reverse=reverse)))
            segments.append(Segment("│"))
            return Strip(segments)

        def watch_cursor(self, old, new) -> None:
            for x, y in (old, new):
                self.refresh(Region(1 + 3 * x, 1 + y, 3, 1))

        def action_go(self, dx: int, dy: int) -> None:
            x, y = self.cursor
            self.cursor = (min(12, max(0, x + dx)), min(12, max(0, y + dy)))

    class TrivialGrid(App):
        BINDINGS = [Binding("q", "quit", "Quit")]

        def compose(self):
            yield Grid()
            yield Footer()

        def on_mount(self) -> None:
            self.query_one(Grid).focus()

    TrivialGrid().run()


# ----- the pty ------------------------------------------------------------------------------

def spawn(size: tuple[int, int], data_dir: str, which: str) -> tuple[int, int, float]:
    """Start ``which`` (jackal, trivial-start, trivial-grid) in a new pty: (pid, fd, start)."""
    cols, rows = size
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child, as a user would start it
        env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor",
                   JACKAL_DATA_DIR=data_dir, **CHILD_ENV)
        env.pop("NO_COLOR", None)
        if "PYTHONPYCACHEPREFIX" in CHILD_ENV:  # bytecode written and read there
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        if which == "jackal":
            argv = [sys.executable, "-m", "jackal_tui", "--new", "--seed", "1",
                    "--names", "Anne,Bart,Calico,Dampier"]
        else:
            argv = [sys.executable, HERE, f"--{which}"]
        os.execve(sys.executable, argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd, start


def read_until(fd: int, done, timeout: float) -> bytes:
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


def answer(fd: int, key: bytes, quiet: float = 0.3, timeout: float = 3.0) -> tuple[float, int]:
    """Write a key; return (seconds until the last byte of the answer, bytes).

    The answer ends ``quiet`` seconds after its last byte; its first byte is awaited up
    to ``timeout`` (on a loaded machine an app may take longer than ``quiet`` to start
    answering: counting that as no answer made a median of zero and let the late bytes
    count for the next key)."""
    sent = time.perf_counter()
    os.write(fd, key)
    size, last = 0, None
    end = sent + timeout
    while time.perf_counter() < end:
        ready, _, _ = select.select([fd], [], [], 0.01)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            size += len(chunk)
            last = time.perf_counter()
        elif last is not None and time.perf_counter() - last > quiet:
            break
    return (last if last is not None else sent) - sent, size


def settle(fd: int, quiet: float = 0.5) -> None:
    last = time.perf_counter()
    while time.perf_counter() - last < quiet:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                if os.read(fd, 65536):
                    last = time.perf_counter()
            except OSError:
                return


def stop(pid: int, fd: int, quits: bytes = b"qq") -> None:
    try:
        for q in quits:
            os.write(fd, bytes([q]))
            time.sleep(0.2)
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


def first_frame(size, data_dir, which) -> tuple[int, int, float] | None:
    pid, fd, start = spawn(size, data_dir, which)
    marks = frame_marks(which)
    output = read_until(fd, lambda b: all(m in b for m in marks), 15.0)
    if not all(m in output for m in marks):
        stop(pid, fd)
        return None
    return pid, fd, time.perf_counter() - start


RIGHT, LEFT, UP, DOWN = b"\x1b[C", b"\x1b[D", b"\x1b[A", b"\x1b[B"
WALK = ([RIGHT] * 5 + [UP] * 11 + [LEFT] * 10 + [DOWN] * 11 + [RIGHT] * 5) * 2  # round the board


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--size", default="80x24")
    parser.add_argument("--as-is", action="store_true",
                        help="keep the environment's bytecode settings, no untimed warm-up")
    parser.add_argument("--trivial-start", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--trivial-grid", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.trivial_start:
        trivial_start()
        return 0
    if args.trivial_grid:
        trivial_grid()
        return 0
    size = tuple(int(n) for n in args.size.lower().split("x"))

    start = {"jackal": [], "trivial-start": []}
    tab_ms, tab_bytes = [], []
    arrow = {"jackal": ([], []), "trivial-grid": ([], [])}
    with tempfile.TemporaryDirectory() as data_dir, tempfile.TemporaryDirectory() as pyc:
        if not args.as_is:
            CHILD_ENV["PYTHONPYCACHEPREFIX"] = pyc
            for which in ("trivial-start", "jackal", "trivial-grid"):  # untimed: compile
                got = first_frame(size, data_dir, which)
                if got is None:
                    print(f"{which}: no first frame within 15 s", file=sys.stderr)
                    return 1
                stop(got[0], got[1], b"qq" if which == "jackal" else b"q")
        for run in range(args.runs):
            for which in ("trivial-start", "jackal"):  # in turn, so load hits both alike
                got = first_frame(size, data_dir, which)
                if got is None:
                    print(f"{which}: no first frame within 15 s", file=sys.stderr)
                    return 1
                pid, fd, seconds = got
                start[which].append(seconds)
                if which == "jackal":
                    settle(fd)
                    for _ in range(3):  # Tab, Tab, Tab: three pieces in turn
                        took, size_b = answer(fd, b"\t")
                        tab_ms.append(took * 1000)
                        tab_bytes.append(size_b)
                    os.write(fd, b"\x1b")  # Esc: nothing selected for the walk
                    settle(fd, 0.3)
                    times, sizes = arrow["jackal"]
                    for i in range(args.moves // args.runs + 1):
                        # each run starts a new app, its cursor where the game puts it:
                        # the walk starts again too (an offset walked it off the board,
                        # where a key draws nothing and timed as a zero)
                        key = WALK[i % len(WALK)]
                        took, size_b = answer(fd, key)
                        times.append(took * 1000)
                        sizes.append(size_b)
                    stop(pid, fd)
                else:
                    stop(pid, fd, b"q")
            got = first_frame(size, data_dir, "trivial-grid")
            if got is None:
                print("trivial grid: no first frame", file=sys.stderr)
                return 1
            pid, fd, _ = got
            settle(fd)
            times, sizes = arrow["trivial-grid"]
            for i in range(args.moves // args.runs + 1):
                key = WALK[i % len(WALK)]
                took, size_b = answer(fd, key)
                times.append(took * 1000)
                sizes.append(size_b)
            stop(pid, fd, b"q")

    med = statistics.median
    jack, triv = med(start["jackal"]) * 1000, med(start["trivial-start"]) * 1000
    # each run starts the trivial app and then jackal: the ratio within a run follows the
    # load of that moment, so its median is quoted too
    pairs = [j / t for j, t in zip(start["jackal"], start["trivial-start"])]
    a_ms, a_b = med(arrow["jackal"][0]), med(arrow["jackal"][1])
    g_ms, g_b = med(arrow["trivial-grid"][0]), med(arrow["trivial-grid"][1])
    print(f"terminal {size[0]}x{size[1]}, {args.runs} runs; medians; ratio = jackal / trivial app "
          f"in the same run; bytecode "
          + ("as the environment has it (--as-is)" if args.as_is else "compiled before timing"))
    print(f"start-up to first frame: jackal {jack:.0f} ms, trivial app {triv:.0f} ms, "
          f"ratio {jack / triv:.2f} (target <= 1.5); run by run: median {med(pairs):.2f}, "
          f"{min(pairs):.2f} to {max(pairs):.2f}")
    print(f"Tab (select a piece):    {med(tab_ms):.0f} ms, {med(tab_bytes):.0f} B "
          f"(ratio to a trivial grid's arrow {med(tab_ms) / max(g_ms, 1e-3):.2f}; "
          f"targets < 30 ms, < 1024 B)")
    print(f"arrow (cursor move):     jackal {a_ms:.1f} ms {a_b:.0f} B, trivial grid {g_ms:.1f} ms "
          f"{g_b:.0f} B, ratio {a_ms / max(g_ms, 1e-3):.2f} (target < 15 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
