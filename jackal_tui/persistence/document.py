"""The first two steps of reading a save: the file's bytes, then its JSON document.

Nothing here knows what a save holds (that is :mod:`.schema`); this module only makes
sure that what reaches the schema is a plain JSON document of bounded size, read from a
regular file without blocking and without changing it. Every problem is a
:class:`~.errors.SaveProblem` in plain words.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from jackal_tui.persistence.errors import SaveProblem

#: A save bigger than this is refused unread. A 5,000-action game (far longer than any
#: real one, which ends in 300 to 2,000 actions) is about 1.5 MB, so this leaves four
#: times that; a junk file of many megabytes is refused before a byte of it is read.
MAX_SAVE_BYTES = 6 * 1024 * 1024

#: The longest whole number a save may hold, in digits (a seed fits in 19).
MAX_DIGITS = 20

_KINDS = (
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


def _os_reason(exc: OSError) -> str:
    """An OS error in plain words, without repeating the file name."""
    if isinstance(exc, (FileNotFoundError, NotADirectoryError)):
        return "the file does not exist"
    if isinstance(exc, IsADirectoryError):
        return "it is a folder, not a file"
    if isinstance(exc, PermissionError):
        return "permission denied"
    return exc.strerror or str(exc) or type(exc).__name__


def _not_regular(mode: int) -> str | None:
    """Why a file of this ``st_mode`` cannot be a save, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
    return f"it is {kind}, not a regular file, so not a save"


def read_bytes(path: Path) -> bytes:
    """The bytes of the save at ``path``, read-only, refusing anything but a regular file.

    The file's kind and size are checked before it is opened (a FIFO is never opened,
    so it cannot hang the reader), and again on the open descriptor in case the name
    was swapped in between; it is opened non-blocking for the same reason.
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise SaveProblem(_os_reason(exc)) from None
    except ValueError:  # a NUL character in the name
        raise SaveProblem("the file name is not valid (it holds a NUL character)") from None
    _check_kind_and_size(info)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise SaveProblem(_os_reason(exc)) from None
    try:
        _check_kind_and_size(os.fstat(fd))
        chunks, size = [], 0
        while size <= MAX_SAVE_BYTES:
            chunk = os.read(fd, MAX_SAVE_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise SaveProblem(_os_reason(exc)) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > MAX_SAVE_BYTES:  # it grew while we read it
        raise SaveProblem(_too_large())
    return data


def _check_kind_and_size(info: os.stat_result) -> None:
    reason = _not_regular(info.st_mode)
    if reason:
        raise SaveProblem(reason)
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveProblem(_too_large())


def _too_large() -> str:
    return f"it is larger than {MAX_SAVE_BYTES // (1024 * 1024)} MB, too large to be a save"


# --------------------------------------------------------------------------- decoding


def _whole_number(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise SaveProblem(f"it holds a number of {digits:,} digits, far too long for a save")
    return int(text)


def _not_a_number(text: str) -> Any:
    raise SaveProblem(f"it is not valid JSON ({text} is not a JSON number)")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    doc = dict(pairs)
    if len(doc) != len(pairs):
        seen: set[str] = set()
        twice = next(key for key, _ in pairs if key in seen or seen.add(key))
        raise SaveProblem(f'the field "{twice}" appears twice in one object, so it is ambiguous')
    return doc


#: An escaped UTF-16 surrogate (``\\ud800``): the only way JSON text can hold a lone one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def decode_json(data: bytes) -> Any:
    """Parse the file's bytes as one JSON document, naming the problem in plain words.

    Refused: text that is not UTF-8, an empty file, invalid or truncated JSON (a cut
    file says so), numbers of more than :data:`MAX_DIGITS` digits, NaN and Infinity,
    an object with the same field twice, and text holding a lone UTF-16 surrogate
    (which could be read but never written back).
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveProblem("it is not a text file (not UTF-8), so not a save") from None
    if not text.strip():
        raise SaveProblem("the file is empty")
    try:
        doc = json.loads(text, parse_int=_whole_number, parse_constant=_not_a_number,
                         object_pairs_hook=_object)
    except json.JSONDecodeError as exc:
        if _cut_short(text, exc):
            raise SaveProblem("the file is cut short (truncated JSON); it was probably not "
                              "written completely") from None
        raise SaveProblem(f"it is not valid JSON ({exc.msg} at line {exc.lineno}, "
                          f"column {exc.colno})") from None
    except RecursionError:
        raise SaveProblem("it is not a save (its JSON is nested too deeply)") from None
    if _SURROGATE_ESCAPE.search(text):
        _refuse_lone_surrogates(doc)
    return doc


_PARTIAL_NUMBER = re.compile(r"-?(\d+(\.\d*)?([eE][+-]?\d*)?)?")
_NUMBER_TAIL = re.compile(r"\.\d*([eE][+-]?\d*)?|[eE][+-]?\d*")
_PARTIAL_ESCAPE = re.compile(r'\\u[0-9a-fA-F]{0,3}')


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the parser failed only because the text stops early (a prefix of JSON)."""
    if exc.msg.startswith("Extra data"):  # a whole document, then more
        return False
    end = len(text.rstrip())
    if exc.pos >= end or exc.msg.startswith("Unterminated string"):
        return True
    rest = text[exc.pos:end]
    if any(word.startswith(rest) for word in ("true", "false", "null")):
        return True
    if _PARTIAL_NUMBER.fullmatch(rest):
        return True
    if text[exc.pos - 1:exc.pos].isdigit() and _NUMBER_TAIL.fullmatch(rest):  # "1." or "1e"
        return True
    # a \\uXXXX escape cut inside a string: the error points at the escape
    return bool(exc.msg.startswith("Invalid \\uXXXX escape") and _PARTIAL_ESCAPE.fullmatch(text[exc.pos - 1:end]))


def _refuse_lone_surrogates(doc: Any) -> None:
    """Walk the document (without recursion) for text that is not valid Unicode."""
    stack = [doc]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise SaveProblem(
                    "it holds text that is not valid Unicode (a lone surrogate such as "
                    "\\ud800), which could never be saved again"
                ) from None
