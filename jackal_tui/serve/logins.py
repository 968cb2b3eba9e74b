"""Who may log in to ``jackal serve``, and how hard a stranger has to wait.

Two ways in: a public key listed in the authorized-keys file (read again at every login,
so a key added to it works at once), or a name and password a player set for a friend
in the lobby. A password is never kept: only a salted hash (scrypt) and its salt, in
``logins.json`` in the server's folder (mode 0600). Failed logins are counted per
address; each one past the third doubles the wait before that address is answered
again (at most a minute), and a login that works clears the count.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

# scrypt's cost: about 30 ms and 16 MB a try on the project's machine
SCRYPT = {"n": 2 ** 14, "r": 8, "p": 1}
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
FREE_TRIES = 3  # failed logins from one address before its answers are slowed
LONGEST_WAIT = 60.0


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a login name (None: it can): 1 to 24 letters, digits, ``_-.``."""
    if not 1 <= len(name) <= 24:
        return "a login name is 1 to 24 characters"
    if not set(name) <= NAME_CHARS:
        return "a login name holds only letters, digits, '_', '-' and '.'"
    return None


def password_problem(password: str) -> str | None:
    if len(password) < 6:
        return "a password has at least 6 characters"
    if len(password) > 200:
        return "a password has at most 200 characters"
    return None


def hash_password(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(password.encode(), salt=salt, dklen=32, **SCRYPT)


def write_private(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` readable by this user only (0600), whole or not at all."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.fchmod(fd, 0o600)
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(temp, path)


@dataclass
class Logins:
    """The name-and-password logins (``logins.json``): name -> salt, hash, who set it."""

    path: Path
    entries: dict = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> Logins:
        try:
            entries = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            entries = {}
        except (OSError, ValueError):
            entries = {}  # unreadable: nobody logs in by password until it is set again
        if not isinstance(entries, dict):
            entries = {}
        return cls(path, entries)

    def set(self, name: str, password: str, by: str) -> None:
        """Give ``name`` the password (ValueError says why not)."""
        problem = name_problem(name) or password_problem(password)
        if problem:
            raise ValueError(problem)
        salt = secrets.token_bytes(16)
        self.entries[name] = {"salt": salt.hex(), "hash": hash_password(password, salt).hex(),
                              "set_by": by}
        write_private(self.path, json.dumps(self.entries, indent=1).encode())

    def check(self, name: str, password: str) -> bool:
        entry = self.entries.get(name)
        if not isinstance(entry, dict):
            hash_password(password, b"0" * 16)  # the same time for a name that is not there
            return False
        try:
            salt, want = bytes.fromhex(entry["salt"]), bytes.fromhex(entry["hash"])
        except (KeyError, TypeError, ValueError):
            return False
        return hmac.compare_digest(hash_password(password, salt), want)


def read_authorized_keys(path: Path | None) -> list:
    """The public keys of an OpenSSH ``authorized_keys`` file (options before a key are
    not honoured: such a line is skipped); none when there is no file."""
    import asyncssh

    if path is None:
        return []
    try:
        lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    keys = []
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            keys.append(asyncssh.import_public_key(line))
        except (asyncssh.KeyImportError, ValueError):
            continue
    return keys


def key_listed(key, path: Path | None) -> bool:
    data = key.public_data
    return any(known.public_data == data for known in read_authorized_keys(path))


class Backoff:
    """Failed logins per address, and how long that address waits before an answer."""

    def __init__(self, clock=time.monotonic) -> None:
        self.clock = clock
        self.failed: dict[str, tuple[int, float]] = {}  # address -> (count, last)

    def wait_for(self, address: str) -> float:
        count, last = self.failed.get(address, (0, 0.0))
        if count < FREE_TRIES:
            return 0.0
        if self.clock() - last > 15 * 60:  # a quarter of an hour quiet: forgiven
            self.failed.pop(address, None)
            return 0.0
        return min(LONGEST_WAIT, 2.0 ** (count - FREE_TRIES))

    def fail(self, address: str) -> int:
        count, _ = self.failed.get(address, (0, 0.0))
        self.failed[address] = (count + 1, self.clock())
        return count + 1

    def worked(self, address: str) -> None:
        self.failed.pop(address, None)
