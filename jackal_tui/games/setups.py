"""The form of a game's setup, declared once per game and checked the same way for all.

A setup (``Match.setup``) is what a save keeps of a game besides its events: the game's
name, mode, seed, player names, options and the facts its seed dealt. Each game's package
declares the form its setups take as a :class:`SetupForm` (``SETUP_FORM``): which fields
a setup has, of which kind and range, which options, and (a game may have several kinds
of setup: dealt from a seed, from a written position, a solo puzzle) which kind a given
setup is. The checks are plain data:

- :class:`Count`: a whole number from ``low`` to ``high`` (``True`` is not a number here,
  though Python counts it as 1); ``high`` may depend on the number of seats;
- :class:`Flag`: true or false; :class:`Choice`: one of a few texts;
- :class:`Text`: a text of bounded length without control characters;
- :class:`Names`: the player names, as many as the mode has seats (or none);
- :class:`ListOf` and :class:`TextMap`: a dealt fact's shape (what it must be, item by
  item, is the game's own check when it builds the state).

:meth:`SetupForm.check` raises :class:`SetupError` (a ValueError) naming the first field at
fault and why, in the words the save checks use (``field "setup.options.stall_rounds":
expected a whole number from 0 to 1000, found "50"``). Every Match checks its setup when it
is made (:class:`~jackal_tui.games.logged.LoggedMatch`), and loading a save checks it
before anything is replayed, so a setup no game could have made is refused before a rule
reads it. Unknown fields and options are refused.

Pure: no Textual, no Rich, no I/O.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable

__all__ = ["APP_FIELDS", "Choice", "Count", "Flag", "ListOf", "Names", "SEED", "SetupError",
           "SetupForm", "Shape", "Text", "TextMap", "check_given", "found", "quoted"]

#: The longest a player name may be, and the characters it may not hold (as a save's
#: ``$defs/player_name`` says).
NAME_MAX = 64
_CONTROL = re.compile("[\u0000-\u001f\u007f-\u009f]")


class SetupError(ValueError):
    """A setup that is not in the form its game declares; the message names the field."""


def quoted(text: str, limit: int = 60) -> str:
    """``text`` as a message quotes it: in quotes, cut to about ``limit`` characters with
    an ellipsis, so that a refusal never becomes a wall of digits."""
    shown = json.dumps(text, ensure_ascii=False)
    return shown if len(shown) <= limit else shown[: limit - 2] + "…\""


def found(value: Any) -> str:
    """A value as a refusal shows what it found: short, in JSON's words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return quoted(value) if value else "empty text"
    if isinstance(value, int):
        text = str(value) if value.bit_length() < 200 else None
        return text if text and len(text) <= 40 else "a number of more than 40 digits"
    if isinstance(value, float):
        return repr(value)[:40]
    if isinstance(value, (list, tuple)):
        if not value:
            return "an empty list"
        return "a list of 1 item" if len(value) == 1 else f"a list of {len(value)} items"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _count_word(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# ----- the kinds of field ----------------------------------------------------------------


class Kind:
    """One field's check: ``problem(value, seats)`` is what is expected when ``value`` does
    not fit (None when it fits)."""

    def problem(self, value: Any, seats: int) -> str | None:  # pragma: no cover
        raise NotImplementedError


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Count(Kind):
    """A whole number from ``low`` to ``high``; ``high`` may be ``f(seats)``."""

    low: int
    high: int | Callable[[int], int]
    note: str = ""

    def problem(self, value: Any, seats: int) -> str | None:
        high = self.high(seats) if callable(self.high) else self.high
        if _whole(value) and self.low <= value <= high:
            return None
        return f"a whole number from {self.low} to {high}{self.note}"


#: A seed: a whole number that fits in 64 bits (as a save's ``seed`` is).
SEED = Count(-2**63, 2**63 - 1, " (it must fit in 64 bits)")


@dataclass(frozen=True)
class Flag(Kind):
    """true or false (not 0, 1 or "yes")."""

    def problem(self, value: Any, seats: int) -> str | None:
        return None if isinstance(value, bool) else "true or false"


@dataclass(frozen=True)
class Choice(Kind):
    """One of a few texts."""

    values: tuple[str, ...]

    def problem(self, value: Any, seats: int) -> str | None:
        if isinstance(value, str) and value in self.values:
            return None
        return "one of " + ", ".join(json.dumps(v) for v in self.values)


@dataclass(frozen=True)
class Text(Kind):
    """Text of ``low`` to ``high`` characters; control characters are refused unless
    ``lines`` (a position text holds line breaks and tabs)."""

    low: int = 0
    high: int = 200
    lines: bool = False

    def problem(self, value: Any, seats: int) -> str | None:
        said = f"text of {self.low} to {self.high:,} characters"
        if not isinstance(value, str) or not self.low <= len(value) <= self.high:
            return said
        if not self.lines and _CONTROL.search(value):
            return said + " without control characters"
        return None


@dataclass(frozen=True)
class Names(Kind):
    """The player names, one per seat in seat order: none at all, or (``every``) exactly
    as many as the mode has seats, or (not ``every``) at most that many (a seat without a
    name is called by its colours)."""

    every: bool = False

    def problem(self, value: Any, seats: int) -> str | None:
        count = (f"none or exactly {seats} (one per seat)" if self.every
                 else f"at most {seats} (one per seat)")
        said = f"a list of player names, {count}, each of at most {NAME_MAX} characters " \
               "without control characters"
        if not isinstance(value, list):
            return said
        if value and (len(value) != seats if self.every else len(value) > seats):
            return said
        for name in value:
            if not isinstance(name, str) or len(name) > NAME_MAX or _CONTROL.search(name):
                return said
        return None


@dataclass(frozen=True)
class ListOf(Kind):
    """A list of ``low`` to ``high`` items, each meeting ``item``."""

    item: Kind
    low: int = 0
    high: int = 200
    what: str = "items"

    def problem(self, value: Any, seats: int) -> str | None:
        inner = _item_words(self.item, seats)
        count = f"exactly {self.low}" if self.low == self.high else f"{self.low} to {self.high}"
        said = f"a list of {count} {self.what} ({inner})"
        if not isinstance(value, list) or not self.low <= len(value) <= self.high:
            return said
        if any(self.item.problem(v, seats) for v in value):
            return said
        return None


@dataclass(frozen=True)
class TextMap(Kind):
    """An object of at most ``high`` entries, each key and value short text."""

    high: int = 200
    what: str = "entries"

    def problem(self, value: Any, seats: int) -> str | None:
        said = f"an object of at most {self.high} {self.what} (short texts)"
        if not isinstance(value, dict) or len(value) > self.high:
            return said
        for k, v in value.items():
            if not isinstance(k, str) or not isinstance(v, str) or len(k) > 40 or len(v) > 40:
                return said
        return None


def _item_words(kind: Kind, seats: int) -> str:
    """What one item must be, in words (from the kind's own refusal of a non-item)."""
    return kind.problem(object(), seats) or "any value"


#: The fields the app keeps in any game's setup (docs/save-format.md): the seat kinds
#: ("human", "strong", ...) and whether the game is a practice game.
APP_FIELDS: dict[str, Kind] = {
    "seats": ListOf(Text(1, 20), 0, 4, "seat kinds"),
    "practice": Flag(),
}


# ----- a setup's shape, and a game's form --------------------------------------------------


@dataclass(frozen=True)
class Shape:
    """One kind of setup: its fields (``required`` ones first), each with its check, and
    the ``options`` object's fields (None: a setup of this kind has no options).
    Every field not named here (or in :data:`APP_FIELDS`) is refused."""

    required: dict[str, Kind]
    optional: dict[str, Kind] = field(default_factory=dict)
    options: dict[str, Kind] | None = None
    options_required: tuple[str, ...] = ()


@dataclass(frozen=True)
class SetupForm:
    """A game's setup form: its ``modes`` with their seat counts, its kinds of setup by
    name, and ``kind_of(setup)`` saying which kind a setup is (e.g. ``"position"`` when it
    holds one)."""

    title: str
    seats: dict[str, int]
    shapes: dict[str, Shape]
    kind_of: Callable[[dict], str]

    def check(self, setup: Any) -> None:
        """Refuse a setup not in this form: :class:`SetupError` naming the field and why."""
        if not isinstance(setup, dict):
            raise SetupError(f"the setup: expected an object, found {found(setup)}")
        mode = setup.get("mode")
        if "mode" not in setup:
            raise SetupError('field "setup.mode" is missing')
        if not isinstance(mode, str) or mode not in self.seats:
            raise SetupError(f'field "setup.mode": expected one of '
                             f'{", ".join(json.dumps(m) for m in self.seats)}, found {found(mode)}')
        seats = self.seats[mode]
        shape = self.shapes[self.kind_of(setup)]
        known = {**shape.required, **shape.optional, **APP_FIELDS}
        if shape.options is not None:
            known.setdefault("options", None)
        _check_fields(setup, known, shape.required, seats, "setup", self.title)
        if shape.options is not None and "options" in setup:
            options = setup["options"]
            if not isinstance(options, dict):
                raise SetupError(f'field "setup.options": expected an object, found {found(options)}')
            self.check_options(options, shape, seats)

    def check_options(self, options: dict, shape: Shape | None = None, seats: int = 4) -> None:
        """Refuse options not in this form (``shape``: the kind of setup they belong to;
        default the first declared, a game dealt from a seed)."""
        shape = shape or next(iter(self.shapes.values()))
        given = shape.options or {}
        required = {k: given[k] for k in shape.options_required}
        _check_fields(options, given, required, seats, "setup.options", self.title, "option")


def check_given(options: Any, kinds: dict[str, Kind], title: str, seats: int = 4) -> None:
    """Refuse options given to a new game that are not among ``kinds`` or do not fit
    them (:class:`SetupError` naming the option)."""
    if not isinstance(options, dict):
        raise SetupError(f"the options: expected an object, found {found(options)}")
    _check_fields(options, kinds, {}, seats, "options", title, "option")


def _check_fields(obj: dict, known: dict[str, Kind | None], required: dict[str, Kind],
                  seats: int, where: str, title: str, word: str = "field") -> None:
    for key in obj:
        if key not in known:
            shown = key if isinstance(key, str) and len(key) <= 40 else "…"
            raise SetupError(f'field "{where}.{shown}" is not part of a {title} setup '
                             f"(an unknown {word})")
    for key in required:
        if key not in obj:
            raise SetupError(f'field "{where}.{key}" is missing')
    for key, kind in known.items():
        if kind is None or key not in obj:
            continue
        expected = kind.problem(obj[key], seats)
        if expected is not None:
            raise SetupError(f'field "{where}.{key}": expected {expected}, '
                             f"found {found(obj[key])}")
