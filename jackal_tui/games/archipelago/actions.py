"""Actions: every decision of an Archipelago game, as a small hashable value with a text form.

==============================  ==================================================
``W boat E7``                   set-up: White puts its boat on E7
``W boat E7-G7``                White's boat sails to G7 (``via F7`` when it takes
                                own or partner swimmers aboard on its way)
``W2 E7-E6``                    pirate W2 moves: lands, steps, swims, boards
``W2 E6-E5 +coin``              the same, dragging one coin (``+2coins``: the
                                Strongman's two)
``W2 D4-D4``                    one step on through a labyrinth
``W2 > H5``                     a decision inside a move: which arrow, knight jump,
                                trampoline jump, flight, die diagonal, tile to look at,
                                tile for the earthquake
``W2 > NE``                     which way the musket fires
``W2 > F4 arrow-E``             which way an arrow the earthquake moved now points
``W3 revives``                  dead pirate W3 comes back in the shrine
``W2 bottle``                   a bottle: out of a pit, or to a labyrinth's last step
                                (``+coin``: dragging a coin there)
``W2 bottle MIS``               hand a bottle to the Missionary (he converts)
``W done``                      no more bottles this turn
``W proposes end``              propose to end the island now
``Y agrees``, ``Y refuses``     the answer to that proposal
``W picks Strongman W2``        the campaign's draw: White puts a shown card on W2
``W passes``                    the draw: White takes no card this time
``W2 looks C4``                 the Lookout looks at a face-down tile at the turn's end
==============================  ==================================================
"""

from __future__ import annotations

import re
from typing import NamedTuple

from jackal_tui.games.interface import IllegalActionError  # noqa: F401 (exported)
from jackal_tui.games.archipelago.board import CREW_LETTERS
from jackal_tui.games.archipelago.tiles import DIRS, check_token

KINDS = ("place", "boat", "move", "choose", "revive", "bottle", "done", "propose", "agree",
         "refuse", "pick", "pass", "look")
CELL = r"[A-Za-z][0-9]{1,2}"


def piece_name(p: int) -> str:
    return "MIS" if p == 12 else f"{CREW_LETTERS[p // 3]}{p % 3 + 1}"


def parse_piece(text: str) -> int:
    t = text.strip().upper()
    if t == "MIS":
        return 12
    if len(t) != 2 or t[0] not in CREW_LETTERS or t[1] not in "123":
        raise ValueError(f"{text!r} is not a piece: write a crew letter W, Y, B or R and "
                         "1-3 (e.g. W2), or MIS for the Missionary")
    return CREW_LETTERS.index(t[0]) * 3 + int(t[1]) - 1


def parse_crew(text: str) -> int:
    t = text.strip().upper()
    if len(t) != 1 or t not in CREW_LETTERS:
        raise ValueError(f"{text!r} is not a crew: W, Y, B or R")
    return CREW_LETTERS.index(t)




class Action(NamedTuple):
    """One decision. ``who`` is a crew letter or a piece code; cells are names (``E7``)."""

    kind: str
    who: str
    frm: str = ""
    to: str = ""
    coin: bool = False
    word: str = ""
    via: tuple[str, ...] = ()

    def __str__(self) -> str:
        k, who = self.kind, self.who
        c = " +2coins" if self.coin == 2 else " +coin" if self.coin else ""
        if k == "place":
            return f"{who} boat {self.to}"
        if k == "boat":
            return f"{who} boat {self.frm}-{self.to}" + (
                f" via {','.join(self.via)}" if self.via else "")
        if k == "move":
            return f"{who} {self.frm}-{self.to}{c}"
        if k == "choose":
            return f"{who} > " + " ".join(x for x in (self.to, self.word) if x)
        if k == "revive":
            return f"{who} revives"
        if k == "bottle":
            return f"{who} bottle" + (f" {self.word}" if self.word else "") + c
        if k == "done":
            return f"{who} done"
        if k == "propose":
            return f"{who} proposes end"
        if k == "look":
            return f"{who} looks {self.to}"
        if k == "pick":
            return f"{who} picks {self.word} {self.to}"
        if k == "pass":
            return f"{who} passes"
        return f"{who} {'agrees' if k == 'agree' else 'refuses'}"

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read an action's text; ValueError with a hint for anything that is not one."""
        if not isinstance(text, str):
            raise ValueError(f"an action is text, not {type(text).__name__}")
        w = text.replace("->", ">").split()
        hint = ("write e.g. 'W2 E7-E6', 'W2 E6-E5 +coin', 'W boat E7-G7', 'W2 > H5', "
                "'W3 revives', 'W2 bottle', 'W done'")
        if not w:
            raise ValueError(f"an empty action: {hint}")
        head = w[0].upper()
        if len(head) == 1:
            crew = CREW_LETTERS[parse_crew(head)]
            rest = [x.lower() for x in w[1:]]
            if rest == ["done"]:
                return cls("done", crew)
            if rest == ["proposes", "end"]:
                return cls("propose", crew)
            if rest in (["agrees"], ["refuses"]):
                return cls("agree" if rest[0] == "agrees" else "refuse", crew)
            if rest in (["passes"], ["pass"]):
                return cls("pass", crew)
            if rest and rest[0] in ("picks", "pick"):
                return cls._pick(text, crew, w[2:])
            if len(w) >= 3 and rest[0] == "boat":
                m = re.fullmatch(rf"({CELL})(?:-({CELL}))?", w[2])
                if not m:
                    raise ValueError(f"{text!r}: write the boat's cells, e.g. 'W boat E7-G7'")
                if m.group(2) is None:
                    if len(w) != 3:
                        raise ValueError(f"{text!r}: a boat is set up with 'W boat E7'")
                    return cls("place", crew, to=m.group(1).upper())
                via: tuple[str, ...] = ()
                if len(w) == 5 and w[3].lower() == "via":
                    cells = w[4].split(",")
                    if not all(re.fullmatch(CELL, x) for x in cells):
                        raise ValueError(f"{text!r}: 'via' names cells, e.g. via F7,G7")
                    via = tuple(x.upper() for x in cells)
                elif len(w) != 3:
                    raise ValueError(f"{text!r}: write 'W boat E7-G7' or 'W boat E7-G7 via F7'")
                return cls("boat", crew, m.group(1).upper(), m.group(2).upper(), via=via)
            raise ValueError(f"{text!r} is not an action: {hint}")
        p = parse_piece(head)
        who = "MIS" if p == 12 else head
        rest = w[1:]
        low = [x.lower() for x in rest]
        if low == ["revives"]:
            return cls("revive", who)
        if len(low) == 2 and low[0] in ("looks", "look") and re.fullmatch(CELL, rest[1]):
            return cls("look", who, to=rest[1].upper())
        if low and low[0] == "bottle":
            coin = 2 if "+2coins" in low[1:] else "+coin" in low[1:]
            others = [x for x in rest[1:] if x.lower() not in ("+coin", "+2coins")]
            if len(others) > 1 or (others and others[0].upper() != "MIS") or \
                    len(rest[1:]) - len(others) > 1:
                raise ValueError(f"{text!r}: write '{who} bottle', '{who} bottle +coin' or "
                                 f"'{who} bottle MIS'")
            if coin and others:
                raise ValueError(f"{text!r}: a bottle for the Missionary drags no coin")
            return cls("bottle", who, coin=coin, word="MIS" if others else "")
        if low and low[0] == ">":
            args = rest[1:]
            if len(args) == 1 and args[0].upper() in DIRS:
                return cls("choose", who, word=args[0].upper())
            if len(args) == 1 and re.fullmatch(CELL, args[0]):
                return cls("choose", who, to=args[0].upper())
            if len(args) == 2 and re.fullmatch(CELL, args[0]):
                return cls("choose", who, to=args[0].upper(), word=check_token(args[1]))
            raise ValueError(f"{text!r}: after '>' write a cell (H5), a direction (NE) or a "
                             "cell and an arrow (F4 arrow-E)")
        if rest:
            m = re.fullmatch(rf"({CELL})(?::\d)?-({CELL})(?::\d)?", rest[0])
            if m:
                extra = [x.lower() for x in rest[1:]]
                if extra not in ([], ["+coin"], ["+2coins"]):
                    raise ValueError(f"{text!r}: after a move only '+coin' (or the "
                                     "Strongman's '+2coins') may follow")
                return cls("move", who, m.group(1).upper(), m.group(2).upper(),
                           2 if extra == ["+2coins"] else bool(extra))
        raise ValueError(f"{text!r} is not an action: {hint}")


    @classmethod
    def _pick(cls, text: str, crew: str, words: list[str]) -> "Action":
        """``W picks Strongman W2``: the ability (``Old Salt`` may keep its space), then
        one of the crew's pirates."""
        from jackal_tui.games.archipelago.abilities import WORDS, parse_ability
        if len(words) < 2:
            raise ValueError(f"{text!r}: write '{crew} picks ABILITY PIRATE', e.g. "
                             f"'{crew} picks Strongman {crew}2'")
        name = parse_ability(" ".join(words[:-1]))
        p = parse_piece(words[-1])
        if p == 12 or CREW_LETTERS[p // 3] != crew:
            raise ValueError(f"{text!r}: an ability goes on one of {crew}1, {crew}2, {crew}3 "
                             "(never the Missionary)")
        return cls("pick", crew, to=piece_name(p), word=WORDS[name])
