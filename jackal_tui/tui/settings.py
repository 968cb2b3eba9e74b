"""The new-game form's last choices, remembered between games, and the end settings' words.

The form writes what it started a game with to ``<data>/new-game.json`` (atomically: a
reader sees the old file or the new one) and reads it back the next time it opens. The
file is a convenience, never a reason to fail: a missing, damaged, odd or foreign file is
read field by field, and whatever does not fit is left at its default.

The seed is not remembered: every new game gets a new island unless the player types one.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import asdict, dataclass, field
from pathlib import Path

from jackal_tui import persistence
from jackal_tui.games.classic import MODES
from jackal_tui.games.classic.game import RULESETS as ISLAND_RULESETS
from jackal_tui.tui.choices import (ARCH_BOATS, ARCH_ISLANDS, ARCH_MODES, CAMPAIGN_ISLANDS,
                                   DEFAULT_NAMES, PUZZLE_CARDS)
from jackal_tui.tui.seats import HUMAN, KINDS

SETTINGS_FILE = "new-game.json"
FORMAT = "jackal-tui new-game form"
MAX_BYTES = 64 * 1024  # far above any real file: a bigger one is not ours
MAX_NAME = 20  # the form's name fields take this many characters
MAX_STALL_ROUNDS = 999
RULESETS = ISLAND_RULESETS + ("archipelago", "card-game")
# The engine's defaults (Game.new): RULINGS asks for the two end settings "with sensible
# defaults"; tests/tui/test_end_settings.py checks these match.
DEFAULT_EARLY_END = True
DEFAULT_STALL_ROUNDS = 50


def read_stall_rounds(text: str) -> int:
    """The anti-stall limit as typed: a number of rounds (1 to 999), or ``off`` / ``0`` /
    nothing for no limit (0). ValueError, with the words to show, for anything else."""
    word = text.strip().lower()
    if word in ("", "off", "no", "none", "never", "0"):
        return 0
    try:
        value = int(word)
    except ValueError:
        raise ValueError(f"{text.strip()!r} is not a number of rounds (or off)") from None
    if not 1 <= value <= MAX_STALL_ROUNDS:
        raise ValueError(f"{text.strip()!r}: give 1 to {MAX_STALL_ROUNDS} rounds, or off")
    return value


def stall_words(rounds: int) -> str:
    """``50`` or ``off``, as the form shows the limit."""
    return str(rounds) if rounds else "off"


@dataclass
class FormChoices:
    """What the form shows when it opens: the last game's choices, or the defaults."""

    ruleset: str = "classic"
    mode: str = "4"
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    seats: list[str] = field(default_factory=lambda: [HUMAN] * 4)
    early_end: bool = DEFAULT_EARLY_END
    stall_rounds: int = DEFAULT_STALL_ROUNDS
    practice: bool = False
    first_game: bool = False  # the card game: 4 islands
    # Archipelago: its own players' choice (its "2" and "4" are not classic's), the island,
    # the puzzle card of a one-player game, and where the boats start
    arch_mode: str = "4"
    island: str = "1"
    puzzle: str = "p1"
    boats: str = "recommended"
    campaign: int = 0   # a campaign's islands (0: one island)

    @classmethod
    def from_json(cls, doc) -> "FormChoices":
        """Take from ``doc`` every field that is sound; keep the default for the rest."""
        out = cls()
        if not isinstance(doc, dict):
            return out
        if doc.get("ruleset") in RULESETS:
            out.ruleset = doc["ruleset"]
        if doc.get("mode") in MODES:
            out.mode = doc["mode"]
        for name, allowed in (("arch_mode", ARCH_MODES), ("island", ARCH_ISLANDS),
                              ("puzzle", PUZZLE_CARDS), ("boats", ARCH_BOATS)):
            if isinstance(doc.get(name), str) and doc[name] in allowed:
                setattr(out, name, doc[name])
        names = doc.get("names")
        if isinstance(names, list):
            for i, name in enumerate(names[:4]):
                if isinstance(name, str) and name.strip() and name.isprintable():
                    out.names[i] = name.strip()[:MAX_NAME]
        seats = doc.get("seats")
        if isinstance(seats, list):
            for i, kind in enumerate(seats[:4]):
                if isinstance(kind, str) and kind in KINDS:
                    out.seats[i] = kind
        for name in ("early_end", "practice", "first_game"):
            if isinstance(doc.get(name), bool):
                setattr(out, name, doc[name])
        if type(doc.get("campaign")) is int and doc["campaign"] in (0, *CAMPAIGN_ISLANDS):
            out.campaign = doc["campaign"]
        rounds = doc.get("stall_rounds")
        if type(rounds) is int and (rounds == 0 or 1 <= rounds <= MAX_STALL_ROUNDS):
            out.stall_rounds = rounds
        return out

    def to_json(self) -> dict:
        return {"format": FORMAT, **asdict(self)}


def settings_path(data_dir=None) -> Path:
    return persistence.data_dir(data_dir) / SETTINGS_FILE


def load_choices(data_dir=None) -> FormChoices:
    """The choices last saved, or the defaults if there are none or the file is not sound."""
    path = settings_path(data_dir)
    try:
        # only a regular file, and only so much of it (a FIFO or a huge file is not ours)
        if not stat.S_ISREG(os.stat(path).st_mode):
            return FormChoices()
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            return FormChoices()
        return FormChoices.from_json(json.loads(data.decode("utf-8")))
    except (OSError, ValueError, RecursionError):  # missing, unreadable, not JSON, not UTF-8
        return FormChoices()


def save_choices(choices: FormChoices, data_dir=None) -> None:
    """Remember the choices for the next new game (atomically). OSError if it cannot."""
    from jackal_tui.persistence.store import write_atomically

    path = settings_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(choices.to_json(), indent=2, ensure_ascii=False) + "\n"
    write_atomically(path, data.encode("utf-8"))

