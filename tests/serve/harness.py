"""A ``jackal serve`` on loopback, and SSH clients (asyncssh) with a terminal each, for
the tests: every wait has a timeout, and each client keeps every byte it received."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import asyncssh
import pyte

from jackal_tui.serve.server import JackalServer

WAIT = 30.0  # seconds any one thing may take on a loaded machine

KEYS = {"enter": "\r", "escape": "\x1b", "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C",
        "left": "\x1b[D", "tab": "\t", "ctrl+s": "\x13", "ctrl+t": "\x14", "space": " "}


def make_key():
    return asyncssh.generate_private_key("ssh-ed25519")


def authorize(path: Path, *keys) -> None:
    path.write_text("".join(k.export_public_key().decode() for k in keys))


class Player:
    """One SSH login with a terminal: what it received, and the screen it draws."""

    def __init__(self, conn, process, width: int, height: int) -> None:
        self.conn = conn
        self.process = process
        self.received = bytearray()
        self.screens: list[str] = []  # every screen it was shown, one per chunk received
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.ByteStream(self.screen)
        self.reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def login(cls, port: int, user: str, *, key=None, password=None,
                    width: int = 100, height: int = 32, env: dict | None = None) -> Player:
        options = dict(known_hosts=None, username=user, agent_path=None,
                       client_keys=[key] if key else [], password=password,
                       preferred_auth=("publickey" if key else "password"))
        conn = await asyncio.wait_for(asyncssh.connect("127.0.0.1", port, **options), WAIT)
        process = await asyncio.wait_for(conn.create_process(
            term_type="xterm-256color", term_size=(width, height), encoding=None,
            env=env or {}), WAIT)
        return cls(conn, process, width, height)

    async def _read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.received += data
            self.stream.feed(data)
            self.screens.append(self.text())

    def text(self) -> str:
        return "\n".join(self.screen.display)

    async def see(self, words: str, timeout: float = WAIT) -> str:
        """Wait until the screen shows ``words``; the screen's text."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if words in self.text():
                return self.text()
            await asyncio.sleep(0.05)
        raise AssertionError(f"{words!r} not on the screen:\n{self.text()}")

    async def press(self, *keys: str, gap: float = 0.15) -> None:
        for key in keys:
            self.process.stdin.write(KEYS.get(key, key).encode())
            await asyncio.sleep(gap)

    def resize(self, width: int, height: int) -> None:
        self.screen.resize(height, width)
        self.process.change_terminal_size(width, height)

    async def close(self) -> None:
        self.conn.close()
        try:
            await asyncio.wait_for(self.conn.wait_closed(), WAIT)
        except asyncio.TimeoutError:
            pass
        self.reader.cancel()


async def start_server(data: Path, keys: Path, **kwargs) -> JackalServer:
    server = JackalServer(data, listen="127.0.0.1", port=0, authorized_keys=keys,
                          pace=kwargs.pop("pace", 0.0), **kwargs)
    await asyncio.wait_for(server.start(), WAIT)
    return server


async def until(check, timeout: float = WAIT, what: str = "") -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what or check}")


def everything(player: Player) -> str:
    """Every screen a player was shown, and the bytes as text: what a search for a secret
    looks through."""
    return "\n".join(player.screens) + "\n" + player.received.decode("utf-8", "replace")


async def lobby_join(player: Player, seat_line: int) -> None:
    """From the lobby: the first game, the seat on line ``seat_line`` of the seat list."""
    await player.see("jackal serve")
    await player.press("enter")
    await player.see("Which seat")
    await player.press(*(["down"] * seat_line), "enter")


def run(coro, timeout: float = 120.0):
    return asyncio.run(asyncio.wait_for(coro, timeout))
