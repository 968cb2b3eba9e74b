"""The puzzles' best results: one small JSON file in the data folder, ``puzzles.json``.

Kept beside the saves (``<data>/puzzles.json``, the folder :func:`.locations.data_dir`
names), so it outlives a reinstall. For each puzzle card it holds the results no other
kept result beats: a result (turns, pirates alive) is beaten by one with no more turns
and no fewer pirates alive (the same turns and pirates with fewer hints used beat it
too). So the best for each count of pirates alive (the fewest turns) is always there,
and a result is "a new best" when no kept result beats or equals it.

Written atomically (the saves' :func:`.store.write_atomically`). Read suspiciously: a
file that is not one, a newer version's, or one edited by hand into nonsense is never
trusted in part; the reason is said, the file is left as it is, and before it is
replaced by a new record it is kept aside (``puzzles.unreadable-<time>.json``), so that
nothing is ever overwritten with less. Nothing here raises for a bad file or folder.

Two windows may finish puzzles at once: a result is kept by reading the file, adding to it
and writing it back, all while holding a lock on ``puzzles.lock`` beside it (the file itself
is replaced by each write, so it cannot hold the lock), so neither writes over the other's
new best. The lock is held for milliseconds; a window waits for it (a second at most,
then it writes anyway, as it did with no lock at all).
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from jackal_tui.persistence.document import decode_json, read_bytes
from jackal_tui.persistence.errors import SaveProblem
from jackal_tui.persistence.locations import DirLike, data_dir

RECORDS_NAME = "puzzles.json"
LOCK_NAME = "puzzles.lock"
LOCK_WAIT = 1.0     # seconds a window waits for another to finish writing its result
FORMAT = "jackal-tui puzzle records"
VERSION = 1
CARD_COUNT = 10     # the puzzle cards 1 to 10
MOST_TURNS = 30     # a puzzle not solved by then is lost (games.archipelago.solo)
MOST_HINTS = 100_000


@dataclass(frozen=True)
class Best:
    """One kept result of a card."""

    turns: int
    alive: int
    hints: int = 0
    at: str = ""      # when it was made (ISO 8601, UTC)

    def beats_or_equals(self, other: "Best") -> bool:
        """No more turns and no fewer pirates alive (the same of both: no more hints)."""
        if (self.turns, self.alive) == (other.turns, other.alive):
            return self.hints <= other.hints
        return self.turns <= other.turns and self.alive >= other.alive

    def to_json(self) -> dict:
        return {"turns": self.turns, "alive": self.alive, "hints": self.hints,
                **({"at": self.at} if self.at else {})}


@dataclass
class Records:
    """What the file holds (``cards``: card -> its kept results), or why it could not
    be read (``problem``; then ``cards`` is empty)."""

    path: Path
    cards: dict[int, list[Best]] = field(default_factory=dict)
    problem: str | None = None

    def goals_met(self, card: int) -> list[tuple[int, int]]:
        """The card's goals some kept result met, in the card's order."""
        from jackal_tui.games.archipelago.solo import CARDS, goals_met

        met: set[tuple[int, int]] = set()
        for b in self.cards.get(card, []):
            met.update(goals_met(card, b.turns, b.alive))
        return [tuple(g) for g in CARDS[card][1] if tuple(g) in met]

    def best(self, card: int) -> Best | None:
        """The card's best kept result: the most goals met, then the fewest turns, then
        the most pirates alive, then the fewest hints."""
        from jackal_tui.games.archipelago.solo import goals_met

        kept = self.cards.get(card, [])
        if not kept:
            return None
        return min(kept, key=lambda b: (-len(goals_met(card, b.turns, b.alive)), b.turns,
                                        -b.alive, b.hints))


@dataclass
class Outcome:
    """What recording a result did."""

    new_best: bool = False
    records: Records | None = None
    kept_aside: Path | None = None   # the unreadable file, kept under this name
    error: str | None = None         # the record could not be written: why

    def message(self) -> str:
        """What to tell the player beyond "new best" (an empty string: nothing)."""
        words = []
        if self.kept_aside is not None:
            words.append(f"The puzzle records file could not be read, so it was kept as "
                         f"{self.kept_aside.name} and a new one started.")
        if self.error:
            words.append(f"The result could not be kept: {self.error}.")
        return " ".join(words)


def records_path(folder: DirLike | None = None) -> Path:
    """``<data>/puzzles.json``."""
    return data_dir(folder) / RECORDS_NAME


def read_records(folder: DirLike | None = None) -> Records:
    """The records in the data folder; a file that is missing holds none, one that
    cannot be read says why in ``problem``."""
    path = records_path(folder)
    try:
        if not path.exists() and not path.is_symlink():
            return Records(path)
        doc = decode_json(read_bytes(path))
        return Records(path, _cards(doc))
    except SaveProblem as problem:
        return Records(path, problem=_not_a_save(str(problem)))
    except (OSError, ValueError) as error:
        return Records(path, problem=str(error) or type(error).__name__)


def _not_a_save(words: str) -> str:
    # the saves' reader speaks of saves; this file is the puzzle records
    return words.replace("to be a save", "to be puzzle records").replace(
        "so not a save", "so not puzzle records").replace("it is not a save", "it is not "
                                                          "puzzle records")


def _cards(doc) -> dict[int, list[Best]]:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError(f"it is not a puzzle records file (its \"format\" is not "
                         f"\"{FORMAT}\")")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError("its \"version\" is not a whole number")
    if version > VERSION:
        raise ValueError(f"it was written by a newer version of jackal-tui (records "
                         f"version {version}; this one reads {VERSION})")
    cards = doc.get("cards")
    if not isinstance(cards, dict):
        raise ValueError("its \"cards\" are not a table of puzzle cards")
    out: dict[int, list[Best]] = {}
    for name, kept in cards.items():
        if not (name.isdigit() and 1 <= int(name) <= CARD_COUNT):
            raise ValueError(f"card {name[:20]!r} is not a puzzle card (1 to {CARD_COUNT})")
        if not isinstance(kept, list):
            raise ValueError(f"card {name}'s results are not a list")
        out[int(name)] = [_best(int(name), entry) for entry in kept]
    return out


def _best(card: int, entry) -> Best:
    if not isinstance(entry, dict):
        raise ValueError(f"a result of card {card} is not a table")
    values = {}
    for key, low, high in (("turns", 1, MOST_TURNS), ("alive", 1, 3),
                           ("hints", 0, MOST_HINTS)):
        value = entry.get(key, 0 if key == "hints" else None)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise ValueError(f"a result of card {card} has {key} {str(value)[:20]!r}, not "
                             f"a whole number from {low} to {high}")
        values[key] = value
    at = entry.get("at", "")
    if not isinstance(at, str) or len(at) > 40 or not at.isprintable():
        raise ValueError(f"a result of card {card} has a date that is not one")
    return Best(values["turns"], values["alive"], values["hints"], at)


@contextmanager
def _writing(folder: DirLike | None):
    """Hold the records' lock (waiting up to :data:`LOCK_WAIT` for another window)."""
    from jackal_tui.persistence.lock import _try_lock, _unlock

    fd = None
    try:
        path = data_dir(folder) / LOCK_NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        deadline = time.monotonic() + LOCK_WAIT
        while not _try_lock(fd) and time.monotonic() < deadline:
            time.sleep(0.02)
    except OSError:
        pass  # a folder that cannot hold the lock says why when the records are written
    try:
        yield
    finally:
        if fd is not None:
            try:
                _unlock(fd)
            except OSError:
                pass
            os.close(fd)


def record_result(folder: DirLike | None, card: int, *, turns: int, alive: int,
                  hints: int = 0) -> Outcome:
    """Keep a solved puzzle's result if no kept result beats or equals it; say whether
    it is a new best. A file that could not be read is kept aside first."""
    with _writing(folder):
        return _record(folder, card, turns=turns, alive=alive, hints=hints)


def _record(folder: DirLike | None, card: int, *, turns: int, alive: int,
            hints: int) -> Outcome:
    from jackal_tui.persistence.store import write_atomically

    current = read_records(folder)
    path = current.path
    new = Best(turns, alive, hints, datetime.now(timezone.utc).isoformat(timespec="seconds"))
    kept = current.cards.get(card, [])
    if any(b.beats_or_equals(new) for b in kept):
        return Outcome(False, current)
    outcome = Outcome(True)
    cards = dict(current.cards)
    cards[card] = sorted([b for b in kept if not new.beats_or_equals(b)] + [new],
                         key=lambda b: (b.turns, -b.alive, b.hints))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if current.problem is not None and (path.exists() or path.is_symlink()):
            if not path.is_file():
                raise OSError(f"{path.name} in the data folder is not a file")
            aside = path.with_name(f"puzzles.unreadable-"
                                   f"{datetime.now().strftime('%Y%m%d-%H%M%S')}.json")
            n = 1
            while aside.exists():
                n += 1
                aside = aside.with_name(aside.stem.split("~")[0] + f"~{n}.json")
            path.rename(aside)
            outcome.kept_aside = aside
        write_atomically(path, _encode(cards))
    except OSError as error:
        outcome.new_best = False
        outcome.error = error.strerror or str(error)
        if outcome.kept_aside is not None and not path.exists():
            try:   # put the unreadable file back where it was
                outcome.kept_aside.rename(path)
                outcome.kept_aside = None
            except OSError:
                pass
        outcome.records = current
        return outcome
    outcome.records = Records(path, cards)
    return outcome


def _encode(cards: dict[int, list[Best]]) -> bytes:
    import json

    doc = {"format": FORMAT, "version": VERSION,
           "cards": {str(c): [b.to_json() for b in cards[c]] for c in sorted(cards)}}
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
