"""Actions: a player's decisions, as small hashable values with a text form.

Notation (docs/notation.md):

====================  =============================================
``W ship G1-F1``      White's ship moves one cell along its side
``W2 G1-G2``          pirate W2 moves (disembark, board, step, swim, flight)
``W2 G2-H3 +coin``    the same, dragging one coin from where it stands
``W2 G5:1-G5:2``      a step forward on a stepped tile (jungle, desert...)
``W2 > H5``           a decision inside a chain: which arrow, knight jump, flight
``W2 stays``          stay on the airplane instead of flying at once
``W3 revives``        revive dead pirate W3 in the native girl's fortress
``W2 G2-H3 +galleon`` drag the galleon treasure (treasure-island)
``W2 bottle``         spend a message bottle: out of a trap, or to a stepped
                      tile's last step (treasure-island; a free action)
``W2 bottle FRI``     hand a bottle to Friday (or ``MIS``, the Missionary)
====================  =============================================
"""

from __future__ import annotations

from typing import NamedTuple

from jackal_tui.games.interface import IllegalActionError  # noqa: F401 (exported)
from jackal_tui.games.classic.board import CREW_LETTERS, cell_name, parse_cell

KINDS = ("ship", "move", "choose", "stay", "revive", "bottle")
# The island's own people (treasure-island): Ben Gunn, Friday, the Missionary.
CHARACTER_CODES = ("BEN", "FRI", "MIS")
LOOT_WORDS = {1: "+coin", 2: "+galleon"}


def pirate_name(pid: int) -> str:
    if pid >= 12:
        return CHARACTER_CODES[pid - 12]
    return f"{CREW_LETTERS[pid // 3]}{pid % 3 + 1}"


def parse_pirate(text: str) -> int:
    t = text.strip().upper()
    if t in CHARACTER_CODES:
        return 12 + CHARACTER_CODES.index(t)
    if len(t) != 2 or t[0] not in CREW_LETTERS or t[1] not in "123":
        raise ValueError(f"{text!r} is not a pirate: write a crew letter W, Y, B or R and 1-3, "
                         "e.g. W2 (or BEN, FRI, MIS)")
    return CREW_LETTERS.index(t[0]) * 3 + int(t[1]) - 1


class Action(NamedTuple):
    """One decision. ``who`` is a crew (ship) or a pirate id; cells are ints."""

    kind: str
    who: int
    frm: int = -1
    to: int = -1
    coin: int = 0  # what is dragged: 0 nothing, 1 a coin, 2 the galleon treasure

    def __str__(self) -> str:
        k = self.kind
        if k == "ship":
            return f"{CREW_LETTERS[self.who]} ship {cell_name(self.frm)}-{cell_name(self.to)}"
        p = pirate_name(self.who)
        if k == "move":
            return f"{p} {cell_name(self.frm)}-{cell_name(self.to)}" + (
                " " + LOOT_WORDS[self.coin] if self.coin else "")
        if k == "choose":
            return f"{p} > {cell_name(self.to)}"
        if k == "stay":
            return f"{p} stays"
        if k == "bottle":
            return f"{p} bottle" + (f" {pirate_name(-self.to)}" if self.to < -1 else "")
        return f"{p} revives"

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read an action's text form; ValueError with a hint if it is not one.

        Any text gives an Action or that ValueError, never another error; whether the
        action is legal is ``Game.play``'s question (IllegalActionError)."""
        if not isinstance(text, str):
            raise ValueError(f"an action is text, not {type(text).__name__}")
        words = text.replace("->", ">").split()
        if not words:
            raise ValueError("empty action")
        try:
            if len(words) == 3 and words[1].lower() == "ship":
                crew = "WYBR".find(words[0].upper())
                if crew < 0 or len(words[0]) != 1:
                    raise ValueError(f"{words[0]!r} is not a crew letter (W, Y, B, R)")
                frm, to = _two_cells(words[2], steps=False)
                return cls("ship", crew, frm, to)
            pid = parse_pirate(words[0])
            rest = [w.lower() for w in words[1:]]
            if rest == ["stays"]:
                return cls("stay", pid)
            if rest == ["revives"]:
                return cls("revive", pid)
            if rest == ["bottle"]:
                return cls("bottle", pid)
            if len(rest) == 2 and rest[0] == "bottle":
                q = parse_pirate(rest[1])
                if q not in (13, 14):
                    raise ValueError("a bottle is handed only to Friday (FRI) or the Missionary (MIS)")
                return cls("bottle", pid, -1, -q)
            if len(rest) == 2 and rest[0] == ">":
                return cls("choose", pid, -1, parse_cell(rest[1]))
            if len(rest) == 1 and rest[0].startswith(">"):
                return cls("choose", pid, -1, parse_cell(rest[0][1:]))
            if len(rest) in (1, 2) and "-" in rest[0]:
                coin = 0
                if len(rest) == 2:
                    coin = {"+coin": 1, "$": 1, "+galleon": 2}.get(rest[1], -1)
                    if coin < 0:
                        raise ValueError(f"unexpected {words[2]!r}: only '+coin' or '+galleon' may follow a move")
                frm, to = _two_cells(words[1])
                return cls("move", pid, frm, to, coin)
        except ValueError as e:
            raise ValueError(f"cannot read action {text!r}: {e}") from None
        raise ValueError(
            f"cannot read action {text!r}: expected e.g. 'W2 G1-G2', 'W2 G2-H3 +coin', "
            "'W ship G1-F1', 'W2 > H5', 'W2 stays' or 'W3 revives'")


def _two_cells(text: str, steps: bool = True) -> tuple[int, int]:
    parts = text.split("-")
    if len(parts) != 2:
        raise ValueError(f"{text!r}: write two cells joined by '-', e.g. G1-G2")
    return _cell(parts[0], steps), _cell(parts[1], steps)


MAX_STEP = 5  # the mountains, the longest stepped tile


def _cell(text: str, steps: bool) -> int:
    """A cell, with a step of a stepped tile after a colon where ``steps`` allows it."""
    cell, colon, step = text.partition(":")
    if colon and not steps:
        raise ValueError(f"{text!r}: a ship sails the sea, which has no steps")
    if colon and not (step.isascii() and step.isdigit() and 1 <= int(step) <= MAX_STEP):
        raise ValueError(f"{text!r}: after the colon comes a step from 1 to {MAX_STEP}, e.g. G5:2")
    return parse_cell(cell)


def written_steps(text: str) -> tuple[int | None, int | None]:
    """The steps a move's text names (``W1 G5:1-G5:2`` -> (1, 2)), None where it names
    none; the text must be one ``Action.parse`` reads as a move."""
    cells = text.split()[1].split("-")
    return tuple(int(c.partition(":")[2]) if ":" in c else None for c in cells)


