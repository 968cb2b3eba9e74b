"""Reading a position text line by line: what every game's notation does the same way.

Every game of jackal-tui has a position text a person can write by hand
(docs/notation.md): one fact a line, ``#`` starts a comment, blank lines are skipped, and
a text that cannot be read or that no game could reach is refused with the game's
PositionError naming the line at fault (``line 7: ...``). The words of each line are the
game's own; this module holds the reading around them:

- :func:`position_lines`: the numbered lines with something on them;
- :class:`LineReader`: the line being read (``no``), ``err`` naming it, ``once`` for a
  fact given twice, ``number``, ``parsed`` (a game's parser, its ValueError told on the
  line), ``names`` (a ``names`` line) and ``key_values`` (``key=value`` words);
- :func:`names_from_line`: ``names Anne, Bart`` or ``names ["Anne #1", "Bart, the cook"]``.

Pure: no Textual, no Rich, no I/O.
"""

from __future__ import annotations

import json
from typing import Callable, Iterator, TypeVar

__all__ = ["LineReader", "names_from_line", "position_lines"]

T = TypeVar("T")


def position_lines(text, error: type[Exception]) -> list[tuple[int, str, str]]:
    """``(number, body, raw)`` for every line with something on it: ``body`` without its
    comment and the space around, ``raw`` the line as written (a ``names`` line may hold
    a ``#`` inside a JSON list). ``error`` (the game's PositionError) if ``text`` is not
    text."""
    if not isinstance(text, str):
        raise error(f"line 1: a position is text, not {type(text).__name__}")
    lines = []
    for no, raw in enumerate(text.splitlines(), 1):
        body = raw.split("#", 1)[0].strip()
        if body:
            lines.append((no, body, raw))
    return lines


def names_from_line(raw: str) -> list[str]:
    """The names of a ``names`` line as written (its first word is ``names``):
    ``names Anne, Bart`` or, for names holding a comma or '#', a JSON list:
    ``names ["Anne #1", "Bart, the cook"]``. ValueError saying what is wrong."""
    parts = raw.strip().split(None, 1)
    rest = parts[1].strip() if len(parts) > 1 else ""
    if rest.startswith("["):
        try:
            names, end = json.JSONDecoder().raw_decode(rest)
        except ValueError as e:
            raise ValueError(f"the names: {e}") from None
        tail = rest[end:].strip()
        if tail and not tail.startswith("#"):
            raise ValueError(f"unexpected {tail!r} after the names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError('write the names as a list of texts, e.g. ["Anne", "Bart"]')
        return names
    return [n.strip() for n in rest.split("#", 1)[0].split(",")]


class LineReader:
    """Reads the lines of one position text; ``no`` is the line being read.

    ``error`` is the game's PositionError: every refusal is ``error("line N: ...")``.
    """

    def __init__(self, lines: list[tuple[int, str, str]], error: type[Exception]):
        self.lines = lines
        self.error = error
        self.no = lines[0][0] if lines else 1
        self.seen: dict = {}             # what was given once: key -> line number

    def err(self, msg: str, no: int | None = None) -> Exception:
        """The game's PositionError naming line ``no`` (default: the line being read)."""
        return self.error(f"line {self.no if no is None else no}: {msg}")

    def read_lines(self, start: int = 1) -> Iterator[tuple[str, str]]:
        """``(body, raw)`` of each line from ``lines[start]`` on, with ``no`` set to it."""
        for self.no, body, raw in self.lines[start:]:
            yield body, raw

    def once(self, key, what: str) -> None:
        """Refuse a fact given on two lines (``what`` says which)."""
        if key in self.seen:
            raise self.err(f"{what} is given twice (lines {self.seen[key]} and {self.no})")
        self.seen[key] = self.no

    def number(self, text: str, what: str, low: int | None = 0, high: int | None = None) -> int:
        """A whole number from ``low`` to ``high`` (None: no bound)."""
        try:
            n = int(text)
        except ValueError:
            raise self.err(f"{what} is a whole number, not {text!r}") from None
        if low is not None and n < low:
            raise self.err(f"{what} cannot be less than {low} (it is {n})")
        if high is not None and n > high:
            raise self.err(f"{what} cannot be more than {high} (it is {n})")
        return n

    def parsed(self, parse: Callable[[str], T], text: str) -> T:
        """``parse(text)``, its ValueError told on this line."""
        try:
            return parse(text)
        except ValueError as e:
            raise self.err(str(e)) from None

    def names(self, raw: str) -> list[str]:
        """The names of a ``names`` line (:func:`names_from_line`)."""
        return self.parsed(names_from_line, raw)

    def key_values(self, words: list[str]) -> Iterator[tuple[str, str, str]]:
        """``(word, key, value)`` of each ``key=value`` word; a key given twice is
        refused."""
        given = set()
        for word in words:
            k, _, v = word.partition("=")
            if k in given:
                raise self.err(f"option {k!r} is given twice")
            given.add(k)
            yield word, k, v
