"""Where saves live: the user data folder, the saves folder, and safe file names; and
what a path in it holds (a link, a link to nothing, a file where a folder should be),
said in plain words."""

from __future__ import annotations

import os
import re
import unicodedata
from os import PathLike
from pathlib import Path

import platformdirs

from jackal_tui.persistence.document import _not_regular, _os_reason
from jackal_tui.persistence.errors import missing_reason

APP_NAME = "jackal-tui"
DATA_DIR_ENV = "JACKAL_DATA_DIR"
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"
AUTOSAVE_STEM = "autosave"

#: Longest stem a user-typed name turns into (well under every file system's limit).
MAX_STEM_LENGTH = 64

# Names Windows will not open as ordinary files, whatever the extension.
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul"} | {
    f"{dev}{n}" for dev in ("com", "lpt") for n in range(1, 10)
}
_UNSAFE = re.compile(r"[^\w\- ]+")
_RUNS = re.compile(r"[\s_]+")

DirLike = str | PathLike[str]


def data_dir(override: DirLike | None = None) -> Path:
    """The user data folder.

    The first that is given wins: ``override`` (the ``--data-dir`` option), the
    ``JACKAL_DATA_DIR`` environment variable, then the platform's user data folder.
    The folder is not created here.
    """
    if override is not None and str(override).strip():
        return Path(override).expanduser()
    from_env = os.environ.get(DATA_DIR_ENV, "").strip()
    if from_env:
        return Path(from_env).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


_data_dir = data_dir  # the public functions below take a ``data_dir`` argument


def saves_dir(data_dir: DirLike | None = None) -> Path:
    """The folder holding the saves: ``<data>/saves``."""
    return _data_dir(data_dir) / SAVES_FOLDER


def autosave_path(data_dir: DirLike | None = None) -> Path:
    """The autosave file: ``<data>/saves/autosave.json``."""
    return saves_dir(data_dir) / (AUTOSAVE_STEM + SAVE_SUFFIX)


def safe_stem(name: str) -> str:
    """Turn a user-typed game name into a file-name stem that stays inside the saves folder.

    Keeps letters of any alphabet, digits, ``-`` and ``_``; everything else (slashes,
    dots, colons, control characters) becomes ``_``. Never empty, never the autosave's
    name, never a name Windows reserves.
    """
    text = unicodedata.normalize("NFKC", name)
    text = _UNSAFE.sub("_", text)
    text = _RUNS.sub("_", text).strip("_-")
    text = text[:MAX_STEM_LENGTH].rstrip("_-")
    if not text:
        return "game"
    if text.lower() == AUTOSAVE_STEM or text.lower() in _WINDOWS_RESERVED:
        return f"{text}_game"
    return text


def save_path_for(name: str, data_dir: DirLike | None = None) -> Path:
    """The save file a game named ``name`` is written to by default."""
    return saves_dir(data_dir) / (safe_stem(name) + SAVE_SUFFIX)


def through_links(path: DirLike) -> Path:
    """The file a symbolic link at ``path`` names (through every link), else ``path``.

    A save opened through a link is played in its target: the target gets every move
    and holds the lock, and the link stays as it was (replacing the link with a file
    would leave the target with the old game)."""
    path = Path(path)
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def link_to_nothing(path: Path) -> str | None:
    """Why ``path`` cannot be read when it is a link to nothing, else None."""
    try:
        if not os.path.islink(path) or path.exists():
            return None
        return f"it is a link to {os.readlink(path)}, which does not exist"
    except (OSError, ValueError):
        return None


def not_a_save_file(path: DirLike) -> str | None:
    """Why ``path`` cannot be a save, found without opening it (missing, a link to
    nothing, under a file, not a regular file), or None when it is a file to read."""
    path = Path(path)
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        return reason_for(exc, path)
    except ValueError:  # a NUL in the name
        return "the file name is not valid"
    return _not_regular(mode)


def reason_for(exc: OSError, path: Path) -> str:
    """An OS error about ``path`` in plain words: a link to nothing, or a file where a
    folder on the way should be, says so (not "the file does not exist")."""
    if isinstance(exc, (FileNotFoundError, NotADirectoryError, FileExistsError)):
        return link_to_nothing(path) or missing_reason(path, _os_reason(exc))
    return _os_reason(exc)
