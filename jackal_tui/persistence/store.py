"""Reading, writing and listing save files.

One piece: writing, the one file per game, tidying, reading and listing share the file
keys, the forward check and the summary cache, and read as one layer, so the file is
longer than the house's 600 lines. (What a path holds is said by :mod:`.locations`.)

Writing is atomic: the document goes to a temporary file in the same folder, is flushed
and fsynced, then renamed over the target with ``os.replace``. If anything fails, the
previous save is untouched and the temporary file is removed.

Reading never writes, renames or touches a file, and raises nothing but
:class:`~jackal_tui.persistence.errors.SaveError`. It is one straight pipeline: the
file's bytes and JSON (:mod:`.document`), the declared schema (:mod:`.schema`), then a
replay through the rules (:mod:`.replay`).

Every game has a file of its own (:class:`GameFile`), made when its first action is
played and named from the date, the rules, the mode and the game's id; the id is kept in
the file, so a game loaded again goes on in the same file. A :class:`GameFile` holds the
game's lock (:mod:`.lock`) while it is open and never writes a save backwards: it
refuses to replace a file whose log is not the start of its own, unless the file is
exactly what it wrote last (so undo still works).

The "last game" is the readable save file modified most recently; no separate pointer
file is kept, so it can never point at a file that is gone. Summaries for the load list
are cached by file size, modification time and inode, so a folder of hundreds of saves
is read once.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import stat
import threading
import time
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jackal_tui

from jackal_tui.persistence.document import (
    MAX_SAVE_BYTES, _not_regular, decode_json, read_bytes,
)
from jackal_tui.persistence.errors import SaveError, SaveProblem, missing_reason
from jackal_tui.persistence.locations import (
    link_to_nothing, reason_for, through_links,
)
from jackal_tui.persistence.lock import GameInUse, GameLock, lock_path_for, remove_stale_locks
from jackal_tui.persistence.locations import DirLike, SAVE_SUFFIX, save_path_for, saves_dir
from jackal_tui.persistence.replay import prove, replay_checked, replay_final_check
from jackal_tui.persistence.schema import FORMAT_NAME, SCHEMA_VERSION, SaveFile, SavedEvent, parse_document

from jackal_tui import games

if TYPE_CHECKING:
    from jackal_tui.games import Match as Game  # any game's match (games.interface)

AUTOSAVE_NAME = "Autosave"

#: A temporary file of a save older than this is left over from a killed save: removed.
STALE_TEMP_SECONDS = 10 * 60
#: A temporary file younger than this is never removed, whoever wrote it.
FRESH_TEMP_SECONDS = 5.0


# --------------------------------------------------------------------------- writing


def encode_save(save: SaveFile) -> bytes:
    """The bytes of a save file: one header field per line, one event per line."""
    doc = save.to_json()
    lines = ["{"]
    for key, value in doc.items():
        if key == "events":
            continue
        lines.append(f"  {json.dumps(key)}: {_dumps(value)},")
    events = [f"    {_dumps(entry)}" for entry in doc["events"]]
    if events:
        lines.append('  "events": [')
        lines.append(",\n".join(events))
        lines.append("  ]")
    else:
        lines.append('  "events": []')
    lines.append("}")
    return ("\n".join(lines) + "\n").encode("utf-8")


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))


def write_atomically(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that readers see the old file or the new one, never half.

    The folder must exist. The new file keeps the old one's permissions (a new file gets
    the usual ones for the user's umask). On any failure the temporary file is removed
    and the exception propagates; the old file at ``path`` (if any) is unchanged. A
    symbolic link is written through: its target gets the data, the link stays a link.
    """
    path = through_links(path)
    temp, fd = _open_temp_beside(path)
    try:
        with open(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _copy_mode(path, temp)
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _open_temp_beside(path: Path) -> tuple[Path, int]:
    """Create a new hidden temporary file next to ``path``; return it and its open descriptor.

    Made with ``os.open`` (not :mod:`tempfile`) so the umask, not 0600, sets its mode.
    Named ``.<save>.<pid>-<random>.tmp``: the process id tells :func:`remove_stale_temp_files`
    whether its writer is still alive.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        temp = path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")
        try:
            return temp, os.open(temp, flags, 0o666)
        except FileExistsError:
            continue


def _copy_mode(source: Path, target: Path) -> None:
    """Give ``target`` the permission bits of ``source``, if ``source`` exists."""
    try:
        mode = stat.S_IMODE(source.stat().st_mode)
    except FileNotFoundError:
        return
    os.chmod(target, mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def snapshot(game: Game, name: str, game_id: str | None = None) -> SaveFile:
    """A save of ``game`` as it stands, with the state hash after every event.

    Refuses (``SaveProblem``) a game whose replay does not reach its current state,
    since such a file could never be loaded.
    """
    setup, events = game.setup, game.events_json()
    try:
        hashes = game.event_hashes()  # replays only what was not hashed before
    except Exception as exc:  # the engine cannot replay its own log: say so, do not crash
        raise SaveProblem(f"the game cannot be replayed, so it would not load again ({exc})") from exc
    if hashes and hashes[-1] != game.state_hash():
        raise SaveProblem("replaying the game does not reach its current position (a rules-core bug)")
    return SaveFile(
        path=None,
        schema_version=SCHEMA_VERSION,
        app_version=jackal_tui.__version__,
        saved_at=_now(),
        name=name,
        setup=setup,
        events=[SavedEvent(seq, event, digest) for seq, (event, digest) in enumerate(zip(events, hashes), 1)],
        game_id=game_id,
    )


def save_game(
    game: Game,
    path: DirLike | None = None,
    name: str | None = None,
    data_dir: DirLike | None = None,
    game_id: str | None = None,
) -> Path:
    """Write ``game`` to a save file and return its path.

    With no ``path`` the file is ``<data>/saves/<safe name>.json``; ``name`` is the
    game's display name (default: taken from the file name, or the date and time).
    Missing folders are created. Raises :class:`SaveError` if the file cannot be written;
    the previous file at that path is then left as it was. This writes whatever is asked,
    without a lock or the forward-only check: the app plays through :class:`GameFile`.
    """
    if name is None:
        name = Path(path).stem if path is not None else "Game " + datetime.now().strftime("%Y-%m-%d %H-%M")
    target = Path(path) if path is not None else save_path_for(name, data_dir)
    try:
        data = encode_save(snapshot(game, name, game_id))
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(target, data)
    except SaveProblem as exc:
        raise SaveError(target, str(exc), doing="write") from exc
    except OSError as exc:
        raise SaveError(target, reason_for(exc, target), doing="write") from exc
    except ValueError as exc:  # e.g. a NUL character in an explicit path
        raise SaveError(target, f"the file name is not valid ({exc})", doing="write") from exc
    return target


# --------------------------------------------------------------------------- one file per game

def new_game_id() -> str:
    """A new game's id: 8 random hex digits (kept in its save as ``game_id``)."""
    return secrets.token_hex(4)


def default_game_name(when: datetime | None = None) -> str:
    """The name a game gets until a player names it: ``Game 11-26 08:14`` (local time)."""
    return "Game " + (when or datetime.now()).strftime("%m-%d %H:%M")


def game_file_name(setup: dict[str, Any], game_id: str, when: datetime | None = None) -> str:
    """``2026-11-26_0814_classic_4-teams_3f9a1c2b.json``: when the game began, its rules
    and mode (readable), and its id (unique)."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d_%H%M")
    game = games.GAMES.get(setup.get("ruleset")) if isinstance(setup.get("ruleset"), str) else None
    rules = (game.short or game.name) if game is not None else "game"
    mode = setup.get("mode")
    mode = mode if isinstance(mode, str) and re.fullmatch(r"[0-9a-z-]{1,12}", mode) else "x"
    return f"{stamp}_{rules}_{mode}_{game_id}{SAVE_SUFFIX}"


def _same_json(a: Any, b: Any) -> bool:
    """Whether two values are equal as JSON (tuples and lists alike)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _file_key(st: os.stat_result) -> tuple[int, int, int]:
    return (st.st_ino, st.st_size, st.st_mtime_ns)


class GameFile:
    """One game's own save file, written forward only, while its lock is held.

    Made by :meth:`for_new_game` (a fresh file, at a game's first action), :meth:`open`
    (a save loaded to play on) or :meth:`copy_of` (a new file holding a copy). Every
    :meth:`write` first checks the file on disk: it must be what this object wrote last,
    or a save of the same game whose log is the start of the game's log now; otherwise
    the write is refused with a :class:`SaveError` and the file is left as it is.
    """

    def __init__(self, path: Path, *, game_id: str, name: str,
                 lock: GameLock | None = None) -> None:
        self.path = Path(path)
        self.game_id = game_id
        self.name = name
        self.lock = lock
        self._key: tuple[int, int, int] | None = None  # the file as this object last left it
        self._digest: bytes | None = None  # the bytes this object last wrote (or read)

    # ----- making one
    @classmethod
    def for_new_game(cls, game: Game, data_dir: DirLike | None = None,
                     name: str | None = None) -> GameFile:
        """A new file in ``<data>/saves`` for ``game``, locked; nothing is written yet."""
        folder = saves_dir(data_dir)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            now = datetime.now()
            while True:
                game_id = new_game_id()
                path = folder / game_file_name(game.setup, game_id, now)
                if not path.exists() and not lock_path_for(path).exists():
                    break
            lock = GameLock.acquire(path)
        except OSError as exc:
            raise SaveError(folder, reason_for(exc, folder / "game.json"), doing="write") from exc
        except GameInUse as exc:  # pragma: no cover - a new id is never in use
            raise SaveError(folder, str(exc), doing="write") from exc
        return cls(path, game_id=game_id, name=name or default_game_name(now), lock=lock)

    @classmethod
    def copy_of(cls, game: Game, name: str, data_dir: DirLike | None = None) -> GameFile:
        """A new file (new id, locked) for a copy of a game named ``name``, written at once."""
        copy = cls.for_new_game(game, data_dir, name=name)
        try:
            copy.write(game)
        except SaveError:
            copy.close()
            raise
        return copy

    @classmethod
    def open(cls, path: DirLike) -> tuple[GameFile, Game]:
        """Lock a save and load it to play on; the game goes on in this same file.

        Raises :class:`~.lock.GameInUse` when another process has it open, and
        :class:`SaveError` when it cannot be loaded (the lock is then let go). A save
        opened through a symbolic link is played in the link's target (its lock and
        every write are the target's), so two windows never play one game through two
        names.
        """
        path = Path(path)
        try:
            mode = path.stat().st_mode
        except OSError as exc:
            raise SaveError(path, reason_for(exc, path)) from exc
        except ValueError:  # a NUL in the name
            raise SaveError(path, "the file name is not valid") from None
        if not stat.S_ISREG(mode):  # and no lock file beside a pipe or a folder
            raise SaveError(path, "it is not a regular file (a folder, a pipe or a device), "
                                  "so not a save")
        path = through_links(path)
        try:
            lock = GameLock.acquire(path)
        except OSError:  # e.g. a read-only folder: the game can be played; saving will say why not
            lock = None
        try:
            data = read_bytes(path)  # read once: the proof and the forward check use the same bytes
            key = _file_key(path.stat())
            save, game = _prove_bytes(path, data)
        except SaveProblem as exc:
            _release(lock)
            raise SaveError(path, str(exc)) from exc
        except BaseException:
            _release(lock)
            raise
        opened = cls(path, game_id=save.game_id or new_game_id(), name=save.name, lock=lock)
        opened._key, opened._digest = key, hashlib.sha256(data).digest()
        return opened, game

    # ----- writing
    def write(self, game: Game) -> Path:
        """Write ``game`` to this file (atomically); refuse to make the save go backwards."""
        try:
            if self.lock is not None and not self.lock.still_held():
                # the lock file was removed or replaced (by hand, or by a program that
                # does not lock): another window may hold a new one; take it again or
                # say who has it
                self.lock.release()
                self.lock = None
            if self.lock is None:  # a file made for a game before it had one (or read-only)
                self.lock = GameLock.acquire(self.path)
            self._check_forward(game)
            data = encode_save(snapshot(game, self.name, self.game_id))
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, data)
            self._key = _file_key(self.path.stat())
            self._digest = hashlib.sha256(data).digest()
        except GameInUse as exc:
            raise SaveError(self.path, f"another window has this game open ({_who(exc)}); "
                                       "this window does not write over it", doing="write") from exc
        except SaveProblem as exc:
            raise SaveError(self.path, str(exc), doing="write") from exc
        except OSError as exc:
            raise SaveError(self.path, reason_for(exc, self.path), doing="write") from exc
        except ValueError as exc:
            raise SaveError(self.path, f"the game could not be written ({exc})",
                            doing="write") from exc
        return self.path

    def _check_forward(self, game: Game) -> None:
        """The file on disk must be ours as last left, or an earlier point of this game."""
        try:
            key = _file_key(self.path.stat())
        except FileNotFoundError:
            return  # not written yet, or removed: writing makes it anew
        if key == self._key:
            return  # untouched since this object wrote (or read) it
        data = _read_bytes(self.path)
        if (self._digest is not None and self._key is not None and key[0] == self._key[0]
                and hashlib.sha256(data).digest() == self._digest):
            return  # the same file, only touched (its time changed), with our bytes
        # Another file now (every save is a new file renamed over the old one): another
        # writer made it, even when its bytes are ours to the letter (two windows saving
        # the same move within the same second). It must be an earlier point of this
        # game: an undo here must not take back a move that window saved too.
        try:
            on_disk = parse_document(_decode_json(data), self.path)
        except SaveProblem as exc:
            raise SaveProblem(f"the file was changed by something else and is not a save this "
                              f"window can check ({exc}); it is left as it is") from None
        if on_disk.game_id is not None and on_disk.game_id != self.game_id:
            raise SaveProblem("the file now holds another game; it is left as it is")
        ours = game.events_json()
        theirs = on_disk.event_lists()
        if not _same_json(on_disk.setup, game.setup):
            raise SaveProblem("the file now holds another game; it is left as it is")
        if len(theirs) > len(ours) or not _same_json(theirs, ours[: len(theirs)]):
            raise SaveProblem(
                f"the file holds moves this window does not have ({len(theirs)} events "
                f"against {len(ours)} here): another window played on. It is left as it "
                "is; press s to keep this game as a copy")

    def rename(self, game: Game, name: str) -> Path:
        """Give the game a new name (written at once); the file stays where it is."""
        old, self.name = self.name, name
        try:
            return self.write(game)
        except SaveError:
            self.name = old
            raise

    def close(self) -> None:
        """Let go of the game's lock (the file stays)."""
        _release(self.lock)
        self.lock = None


def _who(busy: GameInUse) -> str:
    return busy.holder.words() if busy.holder else "someone else"


def _release(lock: GameLock | None) -> None:
    if lock is not None:
        lock.release()


def copy_name(name: str) -> str:
    """``Friday game (copy)`` (never ``(copy) (copy)``)."""
    base = re.sub(r" \(copy\)$", "", name)
    return f"{base} (copy)"


# --------------------------------------------------------------------------- the load list's keys


def rename_save(path: DirLike, name: str) -> None:
    """Rename a save that no window has open: its name inside; file and date stay.

    Raises :class:`SaveError` (the game is open elsewhere, or the file is damaged).
    """
    path = through_links(path)  # the game is its target's: lock and write that
    name = name.strip()
    if not name:
        raise SaveError(path, "a name cannot be empty", doing="write")
    try:
        with GameLock.acquire(path):
            save = read_save(path)
            before = path.stat()
            data = encode_save(replace(save, name=name, path=None))
            write_atomically(path, data)
            # the game keeps its place in the list (newest written first)
            os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    except GameInUse as exc:
        raise SaveError(path, f"it is open in another window ({_who(exc)})", doing="write") from exc
    except OSError as exc:
        raise SaveError(path, reason_for(exc, path), doing="write") from exc


def delete_save(path: DirLike) -> None:
    """Remove a save file (damaged ones too) that no window has open, with its lock file.

    Raises :class:`SaveError` when another process has it open or it cannot be removed.
    """
    path = Path(path)
    try:
        with GameLock.acquire(path):
            path.unlink()
    except GameInUse as exc:
        raise SaveError(path, f"it is open in another window ({_who(exc)})", doing="delete") from exc
    except OSError as exc:
        raise SaveError(path, reason_for(exc, path), doing="delete") from exc
    with _cache_lock:
        _summary_cache.pop(path, None)


# --------------------------------------------------------------------------- tidying


_TEMP_NAME = re.compile(r"\.(?P<save>.+)\.(?:(?P<pid>\d+)-)?[0-9a-f]{8}\.tmp")


def _pid_alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this machine (True when it cannot be told)."""
    if pid == os.getpid():
        return True
    if os.name != "posix":  # pragma: no cover - no safe check without ctypes there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def remove_stale_temp_files(data_dir: DirLike | None = None, *,
                            now: float | None = None) -> list[Path]:
    """Remove what killed saves left in ``<data>/saves``: temporary files and free locks.

    A temporary file ``.<save>.<pid>-<hex>.tmp`` goes when it is older than
    :data:`STALE_TEMP_SECONDS`, or older than :data:`FRESH_TEMP_SECONDS` and its writer
    (the process id in its name) is no longer running here. A younger one, or one whose
    writer runs, is never touched. Lock files nobody holds go too. Returns what was removed.
    """
    folder = saves_dir(data_dir)
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for path in entries:
        match = _TEMP_NAME.fullmatch(path.name)
        if match is None:
            continue
        try:
            st = path.lstat()
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        age = now - st.st_mtime
        pid = match.group("pid")
        dead_writer = pid is not None and not _pid_alive(int(pid))
        if age > STALE_TEMP_SECONDS or (dead_writer and age > FRESH_TEMP_SECONDS):
            try:
                path.unlink()
                removed.append(path)
            except OSError:
                pass
    removed.extend(remove_stale_locks(folder))
    return removed

# --------------------------------------------------------------------------- reading


#: The first two steps of reading, under the names this module had for them.
_read_bytes = read_bytes
_decode_json = decode_json


def read_save(path: DirLike) -> SaveFile:
    """Read and check a save file, and upgrade an older schema, without replaying it.

    The file must be a regular file of at most :data:`MAX_SAVE_BYTES`, hold one JSON
    document, and meet the declared schema (docs/save-schema.json) in every field. An
    older schema is upgraded in memory (a schema 1 file is replayed to compute its
    hashes); the file itself is never written. Raises only :class:`SaveError`.
    """
    path = Path(path)
    try:
        return parse_document(decode_json(read_bytes(path)), path)
    except SaveProblem as exc:
        raise SaveError(path, _unread(path, exc)) from None
    except Exception as exc:  # a bug of ours must not take the caller down with it
        raise SaveError(path, f"it could not be read ({type(exc).__name__}: {exc})") from exc


def load_game(path: DirLike) -> Game:
    """Load a save: read and check it, play every action through the rules again and
    require exactly the saved events, and prove every hash.

    Returns the rebuilt :class:`~jackal_tui.games.classic.Game`. Raises only :class:`SaveError`,
    whose message names the file and the problem; the file is never modified.
    """
    path = Path(path)
    try:
        data = read_bytes(path)
    except SaveProblem as exc:
        raise SaveError(path, _unread(path, exc)) from None
    return _prove_bytes(path, data)[1]


def _unread(path: Path, problem: SaveProblem) -> str:
    """Why the file at ``path`` could not be read: a missing one says whether it is a
    link to nothing, or a file stands where a folder should."""
    text = str(problem)
    if text == "the file does not exist":
        return link_to_nothing(path) or missing_reason(path, text)
    return text


def _prove_bytes(path: Path, data: bytes) -> tuple[SaveFile, Game]:
    """The save in ``data`` (read from ``path``), checked and proved by the rules."""
    try:
        save = parse_document(decode_json(data), path)
    except SaveProblem as exc:
        raise SaveError(path, str(exc)) from None
    except Exception as exc:  # a bug of ours must not take the caller down with it
        raise SaveError(path, f"it could not be read ({type(exc).__name__}: {exc})") from exc
    try:
        return save, prove(save)
    except SaveProblem as exc:
        raise SaveError(save.path or path, str(exc)) from None
    except Exception as exc:  # a bug of ours must not take the caller down with it
        raise SaveError(save.path or path,
                        f"it could not be replayed ({type(exc).__name__}: {exc})") from exc


# --------------------------------------------------------------------------- listing


@dataclass(frozen=True)
class SaveSummary:
    """What the load screen shows about one save file.

    For a damaged file only ``path`` is sure; ``error`` then says what is wrong, and
    the other fields hold what could still be read.
    """

    path: Path
    name: str
    saved_at: str | None = None
    ruleset: str | None = None
    mode: str | None = None
    players: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()  # the setup's seat kinds as saved ("human", "easy", ...)
    actions: int | None = None  # engine actions (a chain's choices count apart)
    turn: int | None = None  # the island games: the crew to act
    turn_number: int | None = None  # the turn as the game's header and log number it
    # a game played island by island (the card game): the island on the table (1 = the
    # first; None for a game from a hand-written position) and how many the game visits
    # (None: from a position, which says only how many are left: ``islands_left``)
    island_at: int | None = None
    islands: int | None = None
    islands_left: int | None = None
    over: bool = False
    scores: tuple[tuple[tuple[int, ...], int], ...] = ()  # the island games: crews, coins
    error: str | None = None
    to_play: str | None = None  # any game: the name of the seat that decides now
    seat_scores: tuple[tuple[str, int], ...] = ()  # any game: (seat name, score) by seat
    island: str | None = None  # Jackal Archipelago: 1..4, free, random, or a puzzle p1..p10
    # a puzzle (Archipelago's one-player cards): each goal in words with whether it was met
    # (RULINGS-ARCHIPELAGO, "Solo puzzles": "a card with two goals shows which were met"),
    # whether it was solved, and the turns played
    goals: tuple[tuple[str, bool], ...] = ()
    solved: bool = False
    turns_played: int | None = None
    # a campaign of Jackal Archipelago: the island in play (its number), how many the
    # campaign plays, and whether the ability draw after that island is on
    campaign: tuple[int, int, bool] | None = None
    # not a file at all (a pipe, a socket, a folder, a device, a link to nothing): listed
    # so that nothing in the folder goes unsaid, marked as not a game
    not_a_file: bool = False

    @property
    def ok(self) -> bool:
        """Whether the save can be loaded."""
        return self.error is None


def _summarise(path: Path) -> SaveSummary:
    """Read and replay one save for the list; a problem becomes ``error``, never an exception.

    The game is proved exactly as by :func:`load_game` (every action through the rules,
    the hash after every event), so a file listed as good is one that opens: a damaged
    hash in the middle of the log is found here, not when the game is opened.
    """
    try:
        save = read_save(path)
    except SaveError as exc:
        return SaveSummary(path=path, name=path.stem, error=exc.problem)
    setup = save.setup  # checked against the declared schema: the types are sure
    facts: dict[str, Any] = {
        "path": path,
        "name": save.name,
        "saved_at": save.saved_at,
        "ruleset": setup["ruleset"],
        "mode": setup["mode"],
        "players": tuple(setup.get("names", ())),
        "seats": tuple(setup.get("seats", ())),
    }
    options = setup.get("options")
    if isinstance(options, dict) and isinstance(options.get("island"), str):
        facts["island"] = options["island"]   # a game dealt from a named island (Archipelago)
    try:
        game = prove(save)
        over = game.is_over()
        facts.update(
            actions=game.action_count,
            over=over,
            to_play=None if over else game.seat_name(game.current_seat()),
            seat_scores=tuple((game.seat_name(seat), score)
                              for seat, score in game.scores().items()),
        )
        state = game.state
        turns = getattr(state, "turns", None)  # a game that numbers no turns leaves it None
        if isinstance(turns, int):  # the turn in play, or the last one played when over
            facts.update(turn_number=turns + 1)
        left = getattr(state, "islands", None)  # the card game's island deck, top first
        if isinstance(left, list) and hasattr(state, "island_no"):
            total = game.setup.get("islands")
            total = len(total) if isinstance(total, list) and "position" not in game.setup \
                else None
            facts.update(islands_left=len(left), islands=total,
                         island_at=None if total is None else total - len(left))
        if isinstance(facts.get("island"), str) and facts["ruleset"] == "archipelago":
            facts.update(_puzzle_facts(facts["island"], state, over))
        if facts["ruleset"] == "archipelago" and getattr(state, "campaign", False) is True:
            facts.update(island=str(state.island),   # the island in play, not the first
                         campaign=(state.island_no, state.islands, state.phase == "draw"))
        if hasattr(state, "side_scores"):  # the island games' crews, as the load list shows them
            facts.update(turn=state.turn, scores=tuple(
                (tuple(crews), score) for crews, score in state.side_scores()))
    except SaveProblem as exc:
        return SaveSummary(**facts, error=str(exc))
    except Exception as exc:  # the list must show every file, whatever the engine thinks of it
        return SaveSummary(**facts, error=f"it could not be summarised ({exc})")
    return SaveSummary(**facts)


def _puzzle_facts(island: str, state, over: bool) -> dict[str, Any]:
    """A puzzle card's goals, each met or not, whether it was solved and in how many turns
    (none for an island that is not a puzzle card)."""
    from jackal_tui.games.archipelago import solo

    card = solo.card_number(island)
    if card is None:
        return {}
    solved = over and str(getattr(state, "end_reason", "")).startswith("solved")
    turns = state.turns  # a turn ends with the bear's step: this many were played
    met = solo.goals_met(card, turns, solo.pirates_alive(state)) if solved else []
    return {"goals": tuple((solo.goal_words([goal]), tuple(goal) in met)
                           for goal in solo.CARDS[card][1]),
            "solved": solved, "turns_played": turns}


def _save_files(data_dir: DirLike | None) -> list[tuple[Path, float]]:
    """What in the saves folder is named like a save, with its modification time.

    Temporary, hidden and lock files are left out. Anything else named ``*.json`` is in,
    a regular file or not (a pipe, a socket, a folder, a link to nothing): the list marks
    those as not games rather than leave them unsaid."""
    folder = saves_dir(data_dir)
    try:
        candidates = list(folder.iterdir())
    except OSError:
        return []
    files = []
    for p in candidates:
        if p.suffix != SAVE_SUFFIX or p.name.startswith("."):
            continue
        try:
            st = p.stat()
        except OSError:
            try:
                st = p.lstat()  # a link to nothing is listed by the link's own time
            except OSError:
                continue  # gone since the folder was listed
        files.append((p, st.st_mtime))
    return files


def save_files(data_dir: DirLike | None = None) -> list[Path]:
    """The save files in ``<data>/saves``, newest first, unread (only the folder is listed)."""
    return [p for p, _ in sorted(_save_files(data_dir), key=lambda f: (-f[1], f[0].name))]


# A summary is kept with its file's key and SUMMARY_VERSION: when SaveSummary gains a
# field, the version goes up, and a summary kept from before (without the field) is read
# again instead of being shown.
SUMMARY_VERSION = 6  # 4: a summary is good only when every hash matches; 5: puzzles' goals;
# 6: a campaign's island and draw
_summary_cache: dict[Path, tuple[tuple[tuple[int, int, int], int], SaveSummary]] = {}
_cache_lock = threading.Lock()


def summary_of(path: DirLike) -> SaveSummary:
    """The load list's summary of one save, read once per version of the file.

    Cached by the file's size, modification time and inode: a file written again is read
    again, and so is a summary kept before SaveSummary last changed (``SUMMARY_VERSION``).
    Never raises: whatever goes wrong is the summary's ``error``.
    """
    path = Path(path)
    try:
        st = path.stat()
    except OSError as exc:
        link = link_to_nothing(path)
        return SaveSummary(path=path, name=path.stem, error=link or reason_for(exc, path),
                           not_a_file=link is not None)
    if not stat.S_ISREG(st.st_mode):  # never opened: a pipe could block the reader
        return SaveSummary(path=path, name=path.stem, error=_not_regular(st.st_mode),
                           not_a_file=True)
    key = (_file_key(st), SUMMARY_VERSION)
    with _cache_lock:
        hit = _summary_cache.get(path)
    if hit is not None and hit[0] == key:
        return hit[1]
    try:
        summary = _summarise(path)
    except Exception as exc:  # one bad file must never stop the list or --continue
        summary = SaveSummary(path=path, name=path.stem, error=f"it could not be read ({exc})")
    with _cache_lock:
        _summary_cache[path] = (key, summary)
    return summary


def list_saves(data_dir: DirLike | None = None) -> list[SaveSummary]:
    """Summaries of all saves in ``<data>/saves``, newest first.

    Each save is replayed once (to count actions and scores) and every hash checked, so
    one listed as good opens; a damaged file is listed with ``error`` set instead of
    stopping the list. Summaries
    are cached (:func:`summary_of`). This reads every file: call it from a worker.
    """
    return [summary_of(path) for path in save_files(data_dir)]


def last_game(data_dir: DirLike | None = None, *,
              passed_over: list[SaveSummary] | None = None) -> Path | None:
    """The most recently written save that can be loaded, or None if there is none.

    A damaged file is passed over, so it never hides the games behind it; the summaries
    of those passed over are added to ``passed_over`` when it is given (newest first), so
    that Continue can say so. Reads files (the newest first, usually one): call it from
    a worker.
    """
    for path in save_files(data_dir):
        summary = summary_of(path)
        if summary.ok:
            return path
        if passed_over is not None:
            passed_over.append(summary)
    return None


__all__ = [
    "FORMAT_NAME",
    "MAX_SAVE_BYTES",
    "GameFile",
    "SaveSummary",
    "default_game_name",
    "delete_save",
    "encode_save",
    "game_file_name",
    "last_game",
    "list_saves",
    "load_game",
    "new_game_id",
    "read_save",
    "remove_stale_temp_files",
    "rename_save",
    "save_files",
    "save_game",
    "snapshot",
    "summary_of",
    "write_atomically",
]
