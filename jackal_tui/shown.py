"""Text from files made safe to show: no control character reaches the terminal raw.

File names, save names, player names and the words of a lock file come from files that
anyone who can write to the saves folder can make. Written to a terminal as they are, an
escape sequence in one (``ESC ] 0 ; … BEL`` sets the window's title, ``ESC [ 2 J`` clears
the screen) is obeyed, not shown. Everything such text passes through on its way to the
screen, or to a message on the command line, goes through :func:`printable` here:

- control characters (C0, DEL, C1), line and paragraph separators and the marks that
  reorder text (bidirectional overrides) are shown as escapes: ``\\x1b``, ``\\x07``,
  ``\\u202e``;
- a byte of a file name that is not UTF-8 (Python keeps it as a lone surrogate) is shown
  as the byte it was: ``\\xff``.

:func:`markup_escaped` also keeps Textual's content markup from reading ``[bold]`` in
a name as a style; :func:`cut` and :func:`cut_words` shorten what a message quotes so
that its reason still shows. Pure: no import of Textual or Rich.
"""

from __future__ import annotations

import os
import unicodedata

#: The marks that reorder the text around them (bidirectional controls): shown escaped,
#: so that a name cannot make the text after it read backwards.
_REORDERING = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                        "\u2066\u2067\u2068\u2069")

ELLIPSIS = "…"


def _escape(char: str) -> str:
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def _unsafe(char: str) -> bool:
    if char in _REORDERING:
        return True
    return unicodedata.category(char) in ("Cc", "Zl", "Zp", "Cs")


def printable(text: object, *, keep_newlines: bool = False) -> str:
    """``text`` (a str or a path) with every control character shown as an escape.

    With ``keep_newlines``, ``\\n`` stays a line break (for a message of several lines
    made by the program); every other control character is still escaped.
    """
    if isinstance(text, os.PathLike):
        text = os.fspath(text)
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    text = str(text)
    if text.isprintable():  # the usual case, at C speed
        return text
    return "".join(_escape(ch) if _unsafe(ch) and not (keep_newlines and ch == "\n") else ch
                   for ch in text)


def markup_escaped(text: object, *, keep_newlines: bool = False) -> str:
    """:func:`printable`, and safe to put into Textual content markup: ``[`` is escaped,
    so a name like ``[bold]`` shows as typed."""
    return printable(text, keep_newlines=keep_newlines).replace("[", "\\[")


def cut(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters: a longer one keeps its start and end with
    "…" between (the end of a file name or a number says as much as its start)."""
    if len(text) <= limit:
        return text
    if limit <= 1:
        return ELLIPSIS[:limit]
    head = (limit - 1) // 2 + (limit - 1) % 2
    tail = limit - 1 - head
    return text[:head] + ELLIPSIS + (text[-tail:] if tail else "")


def cut_words(text: str, limit: int) -> str:
    """Every word (run without spaces) of ``text`` longer than ``limit`` cut by :func:`cut`:
    a message keeps its own words whole and quotes a 5,000-digit number in a few."""
    if len(text) <= limit:
        return text
    lines = []
    for line in text.split("\n"):
        lines.append(" ".join(cut(word, limit) for word in line.split(" ")))
    return "\n".join(lines)


def _lines_taken(text: str, width: int) -> int:
    """How many lines of ``width`` characters ``text`` takes, wrapped at spaces."""
    taken = 0
    for line in text.split("\n"):
        used, count = 0, 1
        for word in line.split(" "):
            size = len(word)
            if used and used + 1 + size > width:
                count, used = count + 1, 0
            used += (1 if used else 0) + size
            while used > width:  # a word longer than a line runs on to the next
                count, used = count + 1, used - width
        taken += count
    return taken


def fit(text: str, width: int, lines: int) -> str:
    """``text`` in at most ``lines`` lines of ``width`` characters: words longer than two
    lines cut first (:func:`cut_words`), then, if it is still too long, its middle."""
    text = cut_words(text, 2 * width)
    if _lines_taken(text, width) <= lines:
        return text
    limit = width * lines
    while limit > 1:
        shorter = cut(" ".join(text.split("\n")), limit)
        if _lines_taken(shorter, width) <= lines:
            return shorter
        limit -= max(1, width // 4)
    return ELLIPSIS


__all__ = ["ELLIPSIS", "cut", "cut_words", "fit", "markup_escaped", "printable"]
