"""The one error the save layer lets out, and its internal helper."""

from __future__ import annotations

import json
import os
from os import PathLike
from pathlib import Path
from typing import Any


class SaveError(ValueError):
    """A save file could not be loaded or written.

    The message names the file and says what is wrong in plain words; ``path`` and
    ``problem`` keep the two parts apart for an interface that wants to lay them out.
    """

    def __init__(self, path: str | PathLike[str], problem: str, *, doing: str = "load") -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"Cannot {doing} save file {self.path}: {problem}")


class SaveProblem(ValueError):
    """What is wrong with a save document, before we know (or say) which file it is.

    Raised inside the schema and replay code; the public functions turn it into a
    :class:`SaveError` naming the file.
    """


def short_json(value: Any, limit: int = 60) -> str:
    """A value as compact JSON, cut to ``limit`` characters for a message."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def file_in_the_way(path: str | PathLike[str]) -> Path | None:
    """The file (not a folder) on the way to ``path``, if one is: with a data folder
    ``notes.txt``, ``notes.txt/saves/game.json`` cannot exist, and "the file does not
    exist" would not say why. None when every folder on the way is one, or is missing."""
    path = Path(path)
    for folder in reversed(path.parents):
        try:
            if not folder.is_dir():
                return folder if folder.exists() else None
        except OSError:  # a folder we may not look into: nothing more to tell
            return None
    return None


def missing_reason(path: str | PathLike[str], reason: str) -> str:
    """``reason`` for a file that could not be found, or, when a file stands where a
    folder on its way should be, ``<that file> is a file, not a folder``."""
    blocker = file_in_the_way(path)
    return f"{os.fspath(blocker)} is a file, not a folder" if blocker is not None else reason
