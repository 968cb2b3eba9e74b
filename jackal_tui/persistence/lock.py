"""One writer per game: a lock beside each save file.

A game open for play in one process holds ``<save>.lock`` (``game.json`` ->
``game.json.lock``). The lock is the operating system's, taken without waiting:
``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows. The system lets go
of it when the process ends in any way, ``kill -9`` and a power cut included, so a dead
process never keeps a game locked; what is left is a lock file nobody holds, which the
next process simply takes (and :func:`remove_stale_locks` tidies away).

The lock file holds who took it (process id, host, user, when), in JSON, so a second
process can say who has the game open. On Windows a locked byte range cannot be read by
others, so the lock is taken on one byte far past that text (:data:`LOCK_OFFSET`).
"""

from __future__ import annotations

import getpass
import json
import os
import socket
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from jackal_tui.shown import printable

LOCK_SUFFIX = ".lock"
LOCK_OFFSET = 1 << 20  # the byte locked on Windows: past any text the file holds
_HOLDER_BYTES = 4096  # the most of a lock file ever read

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt
else:
    import fcntl


def lock_path_for(save: str | os.PathLike[str]) -> Path:
    """The lock file of a save: ``<save>.lock`` in the same folder."""
    save = Path(save)
    return save.with_name(save.name + LOCK_SUFFIX)


@dataclass(frozen=True)
class LockHolder:
    """Who holds a game open, as its lock file says."""

    pid: int | None = None
    host: str = ""
    user: str = ""
    started: str = ""

    def words(self) -> str:
        """``process 4242 of anne on harbour, since 11-26 08:14`` (what is known of it)."""
        parts = []
        if self.pid is not None:
            parts.append(f"process {self.pid}")
        if self.user:
            parts.append(f"of {self.user}")
        if self.host:
            parts.append(f"on {self.host}")
        text = " ".join(parts) or "another window"
        when = _short_time(self.started)
        return f"{text}, since {when}" if when else text

    @classmethod
    def me(cls) -> LockHolder:
        """This process."""
        try:
            user = getpass.getuser()
        except Exception:  # no user name in the environment or the password database
            user = ""
        return cls(pid=os.getpid(), host=socket.gethostname(), user=user,
                   started=datetime.now(timezone.utc).isoformat(timespec="seconds"))

    def to_json(self) -> str:
        return json.dumps({"pid": self.pid, "host": self.host, "user": self.user,
                           "started": self.started}, ensure_ascii=False)

    @classmethod
    def from_bytes(cls, data: bytes) -> LockHolder | None:
        """Parse a lock file's text; None when it says nothing usable (being written, damaged)."""
        try:
            doc = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return None
        if not isinstance(doc, dict):
            return None
        pid = doc.get("pid")

        def text(key: str) -> str:
            # anyone who can write the folder writes this file: its words are shown
            # with their control characters escaped, whatever shows them
            value = doc.get(key)
            return printable(value[:80]) if isinstance(value, str) else ""

        return cls(pid=pid if isinstance(pid, int) and not isinstance(pid, bool) else None,
                   host=text("host"), user=text("user"), started=text("started"))


def _short_time(text: str) -> str:
    try:
        return datetime.fromisoformat(text).astimezone().strftime("%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):
        return ""


class GameInUse(Exception):
    """The game is held open by another process (or another window of this one)."""

    def __init__(self, save: Path, holder: LockHolder | None) -> None:
        self.save = save
        self.holder = holder
        who = holder.words() if holder else "another window"
        super().__init__(f"{save.name} is open in another window ({who})")


def _try_lock(fd: int) -> bool:
    """Take the lock on ``fd`` without waiting; False if someone else holds it."""
    if os.name == "nt":  # pragma: no cover
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        import errno

        if exc.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    if os.name == "nt":  # pragma: no cover
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
        return
    fcntl.flock(fd, fcntl.LOCK_UN)


def read_holder(save: str | os.PathLike[str]) -> LockHolder | None:
    """What the lock file of ``save`` says about its holder (None: no file or no text)."""
    try:
        with open(lock_path_for(save), "rb") as handle:
            return LockHolder.from_bytes(handle.read(_HOLDER_BYTES))
    except OSError:
        return None


class GameLock:
    """The lock on one game's save file, held from :meth:`acquire` until :meth:`release`."""

    def __init__(self, save: Path, fd: int) -> None:
        self.save = save
        self.path = lock_path_for(save)
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    @classmethod
    def acquire(cls, save: str | os.PathLike[str]) -> GameLock:
        """Lock ``save`` for this process, or raise :class:`GameInUse` saying who holds it.

        The folder must exist. Other failures (a read-only folder) raise ``OSError``.
        """
        save = Path(save)
        path = lock_path_for(save)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
        for _ in range(20):
            fd = os.open(path, flags, 0o644)
            try:
                if not _try_lock(fd):
                    os.lseek(fd, 0, os.SEEK_SET)
                    holder = LockHolder.from_bytes(os.read(fd, _HOLDER_BYTES))
                    raise GameInUse(save, holder)
                if os.name != "nt" and not _same_file(fd, path):
                    # the holder we waited on removed this file as it let go: take the new one
                    os.close(fd)
                    continue
                _write_holder(fd)
                return cls(save, fd)
            except BaseException:
                try:
                    os.close(fd)
                except OSError:
                    pass
                raise
        raise GameInUse(save, read_holder(save))  # pragma: no cover - a lock changing hands 20 times

    def still_held(self) -> bool:
        """Whether the lock file beside the save is still the one this lock holds: False
        once it was removed or replaced (by hand, or by a program that does not lock),
        when another process may have taken a new one. (Always True on Windows, where an
        open file cannot be removed.)"""
        if self._fd is None:
            return False
        return os.name == "nt" or _same_file(self._fd, self.path)

    def release(self) -> None:
        """Let go of the game and remove the lock file (safe to call twice)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            if os.name != "nt" and _same_file(fd, self.path):
                # removed while still held, so nobody can take the old file after us
                self.path.unlink(missing_ok=True)
            _unlock(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
        if os.name == "nt":  # pragma: no cover - an open file cannot be removed there
            try:
                self.path.unlink()
            except OSError:
                pass

    def __enter__(self) -> GameLock:
        return self

    def __exit__(self, *exc) -> None:
        self.release()

    def __del__(self) -> None:  # a lock dropped without release must not leak its descriptor
        if getattr(self, "_fd", None) is not None:
            self.release()


def _write_holder(fd: int) -> None:
    """Write who holds the lock into its file, as far as the disk allows.

    The words are only for another window to say who plays the game: the lock is the
    operating system's and holds without them. On a full disk (or any failure to write)
    the file stays empty and the lock is kept; failing here instead left one empty lock
    file per move before a game's first save, and stopped the next start from clearing
    free lock files while the disk was still full.
    """
    text = LockHolder.me().to_json().encode("utf-8")
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, text)
    except OSError:
        pass


def _same_file(fd: int, path: Path) -> bool:
    try:
        on_disk = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (on_disk.st_dev, on_disk.st_ino) == (mine.st_dev, mine.st_ino)


def remove_stale_locks(folder: Path) -> list[Path]:
    """Remove lock files in ``folder`` that nobody holds (left by a process that died).

    Returns the lock files removed. A lock held by a live process is never touched.
    """
    removed = []
    try:
        names = [p for p in folder.iterdir() if p.name.endswith(".json" + LOCK_SUFFIX)]
    except OSError:
        return removed
    for lock_file in names:
        save = lock_file.with_name(lock_file.name[: -len(LOCK_SUFFIX)])
        try:
            lock = GameLock.acquire(save)
        except (GameInUse, OSError):
            continue
        lock.release()  # removes the file
        if not lock_file.exists():
            removed.append(lock_file)
    return removed


__all__ = [
    "GameInUse",
    "GameLock",
    "LockHolder",
    "lock_path_for",
    "read_holder",
    "remove_stale_locks",
]
