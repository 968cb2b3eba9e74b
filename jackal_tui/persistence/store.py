"""Reading, writing and listing save files.

Writing is atomic: the document goes to a temporary file in the same folder, is flushed
and fsynced, then renamed over the target with ``os.replace``. If anything fails, the
previous save is untouched and the temporary file is removed.

Reading never writes, renames or touches a file, and raises nothing but
:class:`~jackal_tui.persistence.errors.SaveError`. It is one straight pipeline: the
file's bytes and JSON (:mod:`.document`), the declared schema (:mod:`.schema`), then a
replay through the rules (:mod:`.replay`).

The "last game" is the save file (autosave included) modified most recently; no
separate pointer file is kept, so it can never point at a file that is gone.
"""

from __future__ import annotations

import json
import os
import secrets
import stat
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jackal_tui

from .document import MAX_SAVE_BYTES, decode_json, read_bytes
from .errors import SaveError, SaveProblem
from .locations import DirLike, SAVE_SUFFIX, autosave_path, save_path_for, saves_dir
from .replay import prove
from .schema import FORMAT_NAME, SCHEMA_VERSION, SaveFile, SavedEvent, parse_document

if TYPE_CHECKING:
    from jackal_tui.engine import Game

AUTOSAVE_NAME = "Autosave"


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
    and the exception propagates; the old file at ``path`` (if any) is unchanged.
    """
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
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        temp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
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


def snapshot(game: Game, name: str) -> SaveFile:
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
    )


def save_game(
    game: Game,
    path: DirLike | None = None,
    name: str | None = None,
    data_dir: DirLike | None = None,
) -> Path:
    """Write ``game`` to a save file and return its path.

    With no ``path`` the file is ``<data>/saves/<safe name>.json``; ``name`` is the
    game's display name (default: taken from the file name, or the date and time).
    Missing folders are created. Raises :class:`SaveError` if the file cannot be written;
    the previous file at that path is then left as it was.
    """
    if name is None:
        name = Path(path).stem if path is not None else "Game " + datetime.now().strftime("%Y-%m-%d %H-%M")
    target = Path(path) if path is not None else save_path_for(name, data_dir)
    try:
        data = encode_save(snapshot(game, name))
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(target, data)
    except SaveProblem as exc:
        raise SaveError(target, str(exc), doing="write") from exc
    except OSError as exc:
        raise SaveError(target, _os_reason(exc), doing="write") from exc
    except ValueError as exc:  # e.g. a NUL character in an explicit path
        raise SaveError(target, f"the file name is not valid ({exc})", doing="write") from exc
    return target


def autosave(game: Game, data_dir: DirLike | None = None) -> Path:
    """Write ``game`` over ``<data>/saves/autosave.json``; return that path."""
    return save_game(game, path=autosave_path(data_dir), name=AUTOSAVE_NAME)


# --------------------------------------------------------------------------- reading


def _os_reason(exc: OSError) -> str:
    """An OS error in plain words, without repeating the file name."""
    if isinstance(exc, FileNotFoundError):
        return "the file does not exist"
    if isinstance(exc, IsADirectoryError):
        return "it is a folder, not a file"
    if isinstance(exc, PermissionError):
        return "permission denied"
    return exc.strerror or str(exc) or type(exc).__name__


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
        raise SaveError(path, str(exc)) from None
    except Exception as exc:  # a bug of ours must not take the caller down with it
        raise SaveError(path, f"it could not be read ({type(exc).__name__}: {exc})") from exc


def load_game(path: DirLike) -> Game:
    """Load a save: read and check it, play every action through the rules again and
    require exactly the saved events, and prove every hash.

    Returns the rebuilt :class:`~jackal_tui.engine.Game`. Raises only :class:`SaveError`,
    whose message names the file and the problem; the file is never modified.
    """
    save = read_save(path)
    try:
        return prove(save)
    except SaveProblem as exc:
        raise SaveError(save.path or Path(path), str(exc)) from None
    except Exception as exc:  # a bug of ours must not take the caller down with it
        raise SaveError(save.path or Path(path),
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
    actions: int | None = None
    turn: int | None = None  # the crew to act
    over: bool = False
    scores: tuple[tuple[tuple[int, ...], int], ...] = ()
    error: str | None = None

    @property
    def ok(self) -> bool:
        """Whether the save can be loaded."""
        return self.error is None


def _summarise(path: Path) -> SaveSummary:
    """Read and replay one save for the list; a problem becomes ``error``, never an exception.

    The game is proved as by :func:`load_game` (every action through the rules), but only
    its final hash is compared, so a file listed as good is a legal game.
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
    try:
        game = prove(save, every_hash=False)
        state = game.state
        facts.update(
            actions=game.action_count,
            turn=state.turn,
            over=bool(state.over),
            scores=tuple((tuple(crews), score) for crews, score in state.side_scores()),
        )
    except SaveProblem as exc:
        return SaveSummary(**facts, error=str(exc))
    except Exception as exc:  # the list must show every file, whatever the engine thinks of it
        return SaveSummary(**facts, error=f"it could not be summarised ({exc})")
    return SaveSummary(**facts)


def _save_files(data_dir: DirLike | None) -> list[Path]:
    """The save files in the saves folder (temporary and hidden files excluded)."""
    folder = saves_dir(data_dir)
    try:
        candidates = list(folder.iterdir())
    except OSError:
        return []
    return [
        p for p in candidates
        if p.suffix == SAVE_SUFFIX and not p.name.startswith(".") and p.is_file()
    ]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return float("-inf")


def list_saves(data_dir: DirLike | None = None) -> list[SaveSummary]:
    """Summaries of all saves in ``<data>/saves``, newest first.

    Each save is replayed once (to count actions and scores) and its final hash checked;
    a damaged file is listed with ``error`` set instead of stopping the list.
    """
    files = sorted(_save_files(data_dir), key=lambda p: (-_mtime(p), p.name))
    return [_summarise(path) for path in files]


def last_game(data_dir: DirLike | None = None) -> Path | None:
    """The most recently written save (autosave included), or None if there is none."""
    files = _save_files(data_dir)
    if not files:
        return None
    return max(files, key=lambda p: (_mtime(p), p.name))


__all__ = [
    "FORMAT_NAME",
    "MAX_SAVE_BYTES",
    "SaveSummary",
    "autosave",
    "encode_save",
    "last_game",
    "list_saves",
    "load_game",
    "read_save",
    "save_game",
    "snapshot",
    "write_atomically",
]
