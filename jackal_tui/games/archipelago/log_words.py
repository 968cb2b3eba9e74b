"""Archipelago's move-log words: one line per action, the action and what happened, in
the table's words (docs/notation.md, "Archipelago": "A move-log line")."""

from __future__ import annotations

import re

from jackal_tui.games.archipelago.actions import parse_piece, piece_name
from jackal_tui.games.archipelago.board import CREW_NAMES
from jackal_tui.games.archipelago.notation_campaign import CAMPAIGN_WORDS
from jackal_tui.games.archipelago.state import BOAT, LAND, SEA
from jackal_tui.games.archipelago.tiles import kind_of, tile_name


CHOICE_WORDS = {
    "arrow": "which arrow to follow", "horse": "a knight's jump",
    "trampoline": "where the trampoline throws him", "die": "which way the die sends him",
    "fly": "where to fly", "peek": "a face-down tile to look at",
    "musket": "which way the musket fires", "cannon": "which way the cannon fires him",
    "climb": "whether to climb the mountain he looked at (or stay where he is)",
    "ashore": "the free land cell next to the boat he goes to", "quake": "the first tile the earthquake moves",
    "quake2": "the tile it swaps with", "quaketurn": "which way the moved arrow points",
}
ROLL_WORDS = {1: "north", 2: "east", 3: "south", 4: "west", 5: "a diagonal of his choice",
              6: "any way he chooses"}
_STEP_ON = re.compile(r"^\S+ ([A-Za-z]+\d+)(?::\d+)?-([A-Za-z]+\d+)(?::\d+)?(?: \+coin)?$")
# a piece's move or chain choice: the piece and the cell it names as its goal
_GOES_TO = re.compile(r"^(\S+) (?:> |[A-Za-z]+\d+(?::\d+)?-)([A-Za-z]+\d+)")


# what carried a mover on past the cell his action named, by that cell's tile
_SENT_BY = {"arrow": "the arrow sends {p} on to {c}", "ice": "{p} slides on to {c}",
            "crocodile": "the crocodile sends {p} back to {c}",
            "die": "the die sends {p} on to {c}", "trampoline": "the trampoline throws {p} to {c}",
            "cannon": "the cannon fires {p} to {c}"}


def _carried_on(events: list, board, faces: dict | None) -> tuple[int, str]:
    """Where an action's mover was carried on to, past the cell his action names (by an
    arrow, ice, a crocodile, the die, a balloon...): the index in ``events`` of his last
    move and the words for it, as classic's log says them ("the arrow sends W1 on to
    D4", "W1 aboard", "W1 swims at A4"); (-1, "") if he stopped where he meant to, or
    where the last tile he opened lies ("opens D4" says so already). ``faces``: the
    tiles face up before the action, by cell (None: words that name no tile)."""
    goes = _GOES_TO.match(events[0][1])
    if not goes:
        return -1, ""
    try:
        p, to = parse_piece(goes.group(1)), board.parse(goes.group(2))
    except ValueError:
        return -1, ""
    last = max((i for i, ev in enumerate(events) if ev[0] == "piece" and ev[1] == p),
               default=-1)
    if last < 0 or events[last][3] == to or any(ev[0] == "die" and ev[1] == p for ev in events):
        return -1, ""   # where he meant to go, or dead ("dies (cycle)" says enough)
    where, cell = events[last][2], events[last][3]
    who = piece_name(p)
    if where == BOAT:
        return last, f"{who} aboard"
    if where == SEA:
        return last, f"{who} swims at {board.name(cell)}"
    opened = [ev[1] for ev in events if ev[0] == "reveal"]
    if where != LAND or (opened and opened[-1] == cell):
        return -1, ""
    face = next((ev[2] for ev in events if ev[0] == "reveal" and ev[1] == to),
                (faces or {}).get(to))
    words = _SENT_BY.get(kind_of(face) if face else "", "{p} ends at {c}")
    return last, words.format(p=who, c=board.name(cell))


def describe(events: list, s_before_names, faces: dict | None = None) -> str:
    """One move-log line: the action, then what happened, in the table's words.

    ``s_before_names`` is the board (for cell names); ``faces`` the tiles face up before
    the action, by cell (what sent the mover on: ``Match.log`` keeps them)."""
    board = s_before_names
    name = board.name
    head = events[0][1]
    said = []
    if head.endswith(" done"):                   # the end of a turn's bottle phase
        said.append("no more bottles this turn")
    on = _STEP_ON.match(head)
    if on and on.group(1) == on.group(2):        # on through a labyrinth (as classic's
        here = board.parse(on.group(1))          # "one step on across")
        steps = [ev[4] for ev in events if ev[0] == "piece" and ev[2] == LAND
                 and ev[3] == here and ev[4]]
        if steps:
            said.append(f"one step on through the labyrinth at {name(here)}, "
                        f"to step {steps[0]}")
    carried, carried_words = _carried_on(events, board, faces)
    for i, ev in enumerate(events[1:], 1):
        t = ev[0]
        if i == carried:
            said.append(carried_words)
        if t == "reveal":
            said.append(f"opens {name(ev[1])}: {tile_name(ev[2])}")
        elif t == "roll":
            said.append(f"the die at {name(ev[1])} rolls {ev[2]} ({ROLL_WORDS[ev[2]]})")
        elif t == "strike":
            said.append(f"{piece_name(ev[1])} goes back to the boat")
        elif t == "die":
            # why (as classic's words); saves written before it was kept say only "dies"
            why = f" ({ev[2]})" if len(ev) > 2 else ""
            said.append(f"{piece_name(ev[1])} dies{why}" if ev[1] < 12
                        else f"the Missionary is gone{why}")
        elif t == "coin" and ev[2] < 0 and ev[2] >= -4:
            said.append(f"a coin is banked for {CREW_NAMES[-1 - ev[2]]}")
        elif t == "coin" and ev[2] == -10:
            said.append("a coin sinks")
        elif t == "coin" and ev[2] == -11:
            said.append("the cannibal eats a coin")
        elif t == "bear":
            said.append(f"the bear steps to {name(ev[1])}")
        elif t == "sits":
            said.append("the bear sits and sucks its paw")
        elif t == "trap":
            said.append(f"{piece_name(ev[1])} {'falls into the pit' if ev[2] else 'is out of the pit'}")
        elif t == "drunk" and ev[2] == 2:
            said.append(f"{piece_name(ev[1])} stays with the rum barrel")
        elif t == "bottles" and ev[2] > 0:
            said.append(f"{CREW_NAMES[ev[1]]} takes {ev[2]} bottle{'s' if ev[2] > 1 else ''}")
        elif t == "convert":
            said.append("the Missionary reads the bottle and takes up the sword")
        elif t == "join":
            said.append(f"the Missionary joins {CREW_NAMES[ev[2]]}")
        elif t == "smoke":
            said.append("smoke: every player moves the next crew for a round")
        elif t == "peek":
            said.append(f"{CREW_NAMES[ev[1]]} looks at a face-down tile")
        elif t == "swap":
            said.append(f"the earthquake swaps {name(ev[1])} and {name(ev[2])}")
        elif t == "curse":
            said.append(f"{piece_name(ev[1])} curses: caramba!")
        elif t == "revive":
            said.append(f"{piece_name(ev[1])} is revived in the shrine")
        elif t == "choice":
            said.append(f"{piece_name(ev[1]['piece'])} chooses {CHOICE_WORDS[ev[1]['kind']]}")
        elif t == "skip":
            said.append(f"{CREW_NAMES[ev[1]]} cannot act and is skipped")
        elif t == "end":
            said.append(f"the island ends: {ev[1]}")
        elif t in CAMPAIGN_WORDS:
            said.append(CAMPAIGN_WORDS[t](ev))
    return head + (": " + "; ".join(said) if said else "")
