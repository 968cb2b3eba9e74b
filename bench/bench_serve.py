"""``jackal serve`` under load: simultaneous SSH players in several games, moving the
cursor and playing, on loopback.

Starts ``jackal serve`` as a process of its own (a throwaway data folder, a free port),
seats ``--games`` classic four-player games with four key logins each, then for
``--seconds`` each player presses an arrow key every ``--gap`` seconds and, on its turn,
plays the first legal action from the action list. Key-to-screen time is the time from
a key sent to the first bytes of the screen coming back. Prints the median and the worst,
the moves played, and the memory of the server and its game processes (resident, summed).

    nice -n 10 python bench/bench_serve.py --games 5 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    import asyncssh

WAIT = 60.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_kb(pid: int) -> int:
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    found = re.search(r"VmRSS:\s+(\d+)", text)
    return int(found.group(1)) if found else 0


def children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                out.append(int(entry.name))
    return out


class Seat:
    def __init__(self, conn, process) -> None:
        self.conn, self.process = conn, process
        self.last = time.monotonic()
        self.got = asyncio.Event()
        self.reader = asyncio.get_running_loop().create_task(self.read())
        self.text = b""

    async def read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.text = (self.text + data)[-20000:]
            self.got.set()

    def send(self, keys: str) -> None:
        """Send keys without waiting (the setting up: not measured)."""
        self.process.stdin.write(keys.encode())

    async def key(self, keys: str) -> float:
        """Send keys; seconds until the screen's first bytes come back."""
        self.got.clear()
        start = time.monotonic()
        self.process.stdin.write(keys.encode())
        await asyncio.wait_for(self.got.wait(), WAIT)
        return time.monotonic() - start


async def main(args) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    keys = [asyncssh.generate_private_key("ssh-ed25519") for _ in range(args.games * 4)]
    (folder / "keys").write_text("".join(k.export_public_key().decode() for k in keys))
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "jackal_tui", "serve", "--port", str(port), "--data-dir",
         str(folder / "data"), "--authorized-keys", str(folder / "keys")],
        stderr=subprocess.PIPE, text=True)
    try:
        line = await asyncio.wait_for(asyncio.to_thread(server.stderr.readline), WAIT)
        while "listening" not in line:
            line = await asyncio.wait_for(asyncio.to_thread(server.stderr.readline), WAIT)
        await run_players(args, port, keys, server.pid)
        from jackal_tui import persistence

        counts = [persistence.load_game(path).action_count
                  for path in persistence.save_files(folder / "data")]
        print(f"actions in the saved games: {counts}")
        import json

        tables = json.loads((folder / "data" / "serve" / "tables.json").read_text())
        print(f"seats taken: {sum(len(t['owners']) for t in tables.values())} "
              f"in {len(tables)} games")
    finally:
        server.terminate()
        server.wait(timeout=WAIT)


async def run_players(args, port: int, keys: list, server_pid: int) -> None:
    seats: list[Seat] = []
    for n, key in enumerate(keys):
        conn = await asyncio.wait_for(asyncssh.connect(
            "127.0.0.1", port, known_hosts=None, username=f"p{n}", agent_path=None,
            client_keys=[key]), WAIT)
        process = await conn.create_process(term_type="xterm-256color", term_size=(100, 32),
                                            encoding=None)
        seats.append(Seat(conn, process))
    await asyncio.sleep(3)
    # the first player of each four makes a game (the form's classic, four people) ...
    for g in range(args.games):
        maker = seats[g * 4]
        maker.send("n")
        await asyncio.sleep(2.0)
        maker.send("\x13")  # Ctrl+S: start
        await asyncio.sleep(1.5)
        maker.send("\r")  # no timer
        await asyncio.sleep(2.5)
    # ... and the three others take seats 2 to 4 of it (the lobby lists games in order)
    for g in range(args.games):
        for k in range(1, 4):
            seat = seats[g * 4 + k]
            seat.send("r" + "\x1b[B" * g)
            await asyncio.sleep(0.5)
            seat.send("\r")
            await asyncio.sleep(1.0)
            seat.send("\x1b[B" * (k - 1) + "\r")  # the maker's seat is not offered
            await asyncio.sleep(1.0)
    await asyncio.sleep(2)
    times: list[float] = []
    end = time.monotonic() + args.seconds
    played = [0]

    async def player(n: int, seat: Seat) -> None:
        arrows = ("\x1b[A", "\x1b[C", "\x1b[B", "\x1b[D")
        k = n
        while time.monotonic() < end:
            try:
                times.append(await seat.key(arrows[k % 4]))
            except asyncio.TimeoutError:
                times.append(WAIT)
            k += 1
            if k % 5 == 0 and b"is thinking" not in seat.text[-4000:]:
                await seat.key("a")
                await asyncio.sleep(0.2)
                await seat.key("\r")
                played[0] += 1
            await asyncio.sleep(args.gap)

    await asyncio.gather(*(player(n, s) for n, s in enumerate(seats)))
    memory = rss_kb(server_pid) + sum(rss_kb(c) for c in children(server_pid))
    per_game = sorted(rss_kb(c) for c in children(server_pid))
    print(f"{len(seats)} SSH connections in {args.games} games, {args.seconds:g} s, "
          f"a key every {args.gap:g} s each")
    print(f"key-to-screen: median {statistics.median(times) * 1000:.0f} ms, "
          f"95th {sorted(times)[int(len(times) * 0.95)] * 1000:.0f} ms, "
          f"worst {max(times) * 1000:.0f} ms over {len(times)} keys")
    print(f"action-list plays tried: {played[0]} (refused when not the seat's turn)")
    print(f"memory: server {rss_kb(server_pid) / 1024:.0f} MB; with its {len(per_game)} game "
          f"processes {memory / 1024:.0f} MB (each {per_game[len(per_game) // 2] / 1024:.0f} MB "
          f"median)" if per_game else "memory: no game process found")
    for seat in seats:
        seat.conn.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--gap", type=float, default=0.5)
    asyncio.run(main(parser.parse_args()))
