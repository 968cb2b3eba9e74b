"""A seat's decisions in the card game, as small hashable values with a text form.

=================  ==============================================================
``sail``           phase 1: sail to this island
``tortuga 2``      phase 1: visit Tortuga paying 1, 2 or 3 coins (2, 3 or 5 cards)
``lay horse``      phase 2: lay that card face down at the right end of the row
``done``           phase 2: the row is finished (with no arrow, horse or flag in
                   hand: lay nothing)
``rum``            phase 3: play Rum on the sailor about to resolve (``rum 2``: two)
``no rum``         phase 3: decline
``to b3``          phase 3: where a card with a choice (or a Doubling of it) moves
``lost``           phase 3: turn that choice off the card or into water on purpose
``weapon``         phase 3: attach a Weapon to enter the bandit (``no weapon``: stop)
``friday``         phase 3: attach Man Friday entering difficult terrain
``double``         phase 3: attach a Doubling to the card just resolved
=================  ==============================================================

The seat is never written: the action is always the deciding seat's (``current_seat``).
"""

from __future__ import annotations

from typing import NamedTuple

from jackal_tui.games.interface import IllegalActionError  # noqa: F401 (exported)
from jackal_tui.games.cards.deck import NAMES, parse_card
from jackal_tui.games.cards.islands import cell_name, parse_cell

KINDS = ("done", "double", "friday", "lay", "lost", "rum", "sail", "to", "tortuga", "weapon")
YES_NO = ("double", "friday", "weapon")




class CardAction(NamedTuple):
    """One decision. ``arg``: coins (tortuga), a card (lay), a count of Rum cards (rum,
    0 to decline), a space (to), 1/0 for yes/no (double, friday, weapon)."""

    kind: str
    arg: int = 0

    def __str__(self) -> str:
        k, a = self.kind, self.arg
        if k in ("sail", "done", "lost"):
            return k
        if k == "tortuga":
            return f"tortuga {a}"
        if k == "lay":
            return f"lay {NAMES[a]}"
        if k == "rum":
            return "no rum" if a == 0 else "rum" if a == 1 else f"rum {a}"
        if k == "to":
            return f"to {cell_name(a)}"
        return k if a else f"no {k}"

    @classmethod
    def parse(cls, text: str) -> "CardAction":
        """Read an action's text; ValueError with a hint if it is not one."""
        if not isinstance(text, str):
            raise ValueError(f"an action is text, not {type(text).__name__}")
        w = text.lower().split()
        try:
            if len(w) == 1 and w[0] in ("sail", "done", "lost"):
                return cls(w[0])
            if len(w) == 1 and w[0] in YES_NO:
                return cls(w[0], 1)
            if len(w) == 2 and w[0] == "no" and w[1] in YES_NO + ("rum",):
                return cls(w[1], 0)
            if w == ["rum"]:
                return cls("rum", 1)
            if len(w) == 2 and w[0] == "rum":
                if not (w[1].isdigit() and 1 <= int(w[1]) <= 4):
                    raise ValueError("write how many Rum cards, 1 to 4")
                return cls("rum", int(w[1]))
            if len(w) == 2 and w[0] == "tortuga":
                if w[1] not in ("1", "2", "3"):
                    raise ValueError("Tortuga sells 2 cards for 1 coin, 3 for 2, 5 for 3: "
                                     "write the coins, e.g. 'tortuga 2'")
                return cls("tortuga", int(w[1]))
            if len(w) == 2 and w[0] == "lay":
                return cls("lay", parse_card(w[1]))
            if len(w) == 2 and w[0] == "to":
                return cls("to", parse_cell(w[1]))
        except ValueError as e:
            raise ValueError(f"cannot read action {text!r}: {e}") from None
        raise ValueError(f"cannot read action {text!r}: expected e.g. 'sail', 'tortuga 1', "
                         "'lay up-down', 'done', 'rum', 'no rum', 'to b3', 'lost', "
                         "'weapon', 'no friday', 'double'")
