"""Where saves live: the user data folder, the saves folder, and safe file names."""

from __future__ import annotations

import os
import re
import unicodedata
from os import PathLike
from pathlib import Path

import platformdirs

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
