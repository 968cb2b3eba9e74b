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
import re
from typing import Callable, Iterator, TypeVar

__all__ = ["NAME_MAX", "NUMBER_MAX", "SEED_MAX", "SEED_MIN", "LineReader", "ShortMessage", "check_names", "cut",
           "names_from_line", "position_lines", "whole_number"]

T = TypeVar("T")

#: The largest count a position text may hold: the largest whole number a save's events
#: may hold (docs/save-schema.json, ``$defs/event_item``). A seed may be any whole number
#: that fits in 64 bits, as in a save.
NUMBER_MAX = 2**31 - 1
SEED_MIN, SEED_MAX = -2**63, 2**63 - 1
_DIGITS_MAX = 20          # no number within those bounds is written with more digits

#: How much of a refused text a message quotes.
QUOTE_MAX = 60
_LONG_WORD = re.compile(r"\S{%d,}" % (QUOTE_MAX + 1))
MESSAGE_MAX = 400


def cut(text: str, limit: int = QUOTE_MAX) -> str:
    """``text`` as a message quotes it: its repr, cut to about ``limit`` characters with
    an ellipsis, so a refusal never becomes a wall of digits."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 2] + "…" + shown[-1]


def _shorten(message: str, most: int = MESSAGE_MAX) -> str:
    """A message with every run of more than :data:`QUOTE_MAX` characters without a space
    cut short, and the whole cut to ``most`` characters."""
    message = _LONG_WORD.sub(lambda m: m.group()[: QUOTE_MAX - 1] + "…", message)
    return message if len(message) <= most else message[: most - 1] + "…"


class ShortMessage(ValueError):
    """A ValueError whose message quotes what it refuses cut short (a position text may
    hold a line of thousands of characters: the message shows its start)."""

    message_max = MESSAGE_MAX

    def __init__(self, message: object = "", *args: object):
        super().__init__(_shorten(str(message), self.message_max), *args)


def whole_number(text: str, what: str, low: int | None = 0, high: int | None = NUMBER_MAX) -> int:
    """The whole number ``text`` writes, from ``low`` to ``high`` (None: the bound of any
    count, ±:data:`NUMBER_MAX`); ValueError saying ``what`` it is and the bounds. Only
    ASCII digits with an optional sign are read (not "1_0", "+2" or other scripts'
    digits), and a text of more than 20 digits is refused before it is read as a number."""
    low = -NUMBER_MAX if low is None else low
    high = NUMBER_MAX if high is None else high
    digits = text[1:] if text[:1] == "-" else text
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"{what} is a whole number, not {cut(text)}")
    if len(digits.lstrip("0")) > _DIGITS_MAX:
        raise ValueError(f"{what} cannot be more than {high} (it has {len(digits):,} digits)"
                         if text[:1] != "-" else
                         f"{what} cannot be less than {low} (it has {len(digits):,} digits)")
    n = int(text)
    if n < low:
        raise ValueError(f"{what} cannot be less than {low} (it is {n})")
    if n > high:
        raise ValueError(f"{what} cannot be more than {high} (it is {n})")
    return n


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
        except RecursionError:   # "[[[[..." nested deeper than any list of names
            raise ValueError("the names: write a list of texts, not lists inside lists") from None
        tail = rest[end:].strip()
        if tail and not tail.startswith("#"):
            raise ValueError(f"unexpected {tail!r} after the names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError('write the names as a list of texts, e.g. ["Anne", "Bart"]')
        return check_names(names)
    return check_names([n.strip() for n in rest.split("#", 1)[0].split(",")])


#: A player's name as a save keeps it (docs/save-schema.json, ``$defs/player_name``).
NAME_MAX = 64
_CONTROL = re.compile("[\u0000-\u001f\u007f-\u009f]")


def check_names(names: list[str]) -> list[str]:
    """``names`` if each is a name a save can keep: at most :data:`NAME_MAX` characters,
    no control characters; ValueError saying which is not."""
    if len(names) > 8:
        raise ValueError(f"a game has at most 8 names, not {len(names):,}")
    for name in names:
        if len(name) > NAME_MAX:
            raise ValueError(f"a name has at most {NAME_MAX} characters: {cut(name)}")
        if _CONTROL.search(name):
            raise ValueError(f"a name holds no control characters: {cut(name)}")
    return names


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
        """A whole number from ``low`` to ``high`` (None: the bound of any count,
        ±:data:`NUMBER_MAX`; see :func:`whole_number`)."""
        return self.parsed(lambda t: whole_number(t, what, low, high), text)

    def seed(self, text: str) -> int:
        """A seed: a whole number that fits in 64 bits."""
        return self.number(text, "the seed", SEED_MIN, SEED_MAX)

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
