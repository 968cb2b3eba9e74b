"""The words between the server and a connection's game process: one JSON object per
line over a private unix socket. A line is at most ``LIMIT`` bytes; anything longer,
or not a JSON object, ends the connection."""

from __future__ import annotations

import json
import socket

LIMIT = 4 * 1024 * 1024  # a long game's events fit many times over


def encode(message: dict) -> bytes:
    return json.dumps(message, separators=(",", ":")).encode() + b"\n"


def decode(line: bytes) -> dict:
    message = json.loads(line)
    if not isinstance(message, dict):
        raise ValueError("not a JSON object")
    return message


class Line:
    """A blocking connection to the server: :meth:`ask` sends one request and returns its
    answer; :meth:`next` reads one pushed message. Every wait has a timeout."""

    def __init__(self, path: str, timeout: float = 20.0) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        self.sock.connect(path)
        self.buffer = b""

    def send(self, message: dict) -> None:
        self.sock.sendall(encode(message))

    def next(self) -> dict:
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            self.buffer += chunk
            if len(self.buffer) > LIMIT:
                raise ConnectionError("a message from the server is too long")
        line, self.buffer = self.buffer.split(b"\n", 1)
        return decode(line)

    def ask(self, message: dict) -> dict:
        self.send(message)
        return self.next()

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass
