"""Move-log lines: :func:`describe` says in words what one action's events did (the
line ``Game.log()`` shows), naming the island's people by their names
(:func:`said_name`). docs/notation.md ("Move-log lines") shows them.
"""

from __future__ import annotations

from jackal_tui.games.classic.actions import pirate_name
from jackal_tui.games.classic.board import CREW_LETTERS, cell_name
from jackal_tui.games.classic.state import LAND, SEA, SHIP
from jackal_tui.games.classic.tiles import parse_tile

CHOICE_WORDS = {
    "arrow": "chooses which arrow to follow",
    "horse": "chooses a knight's jump",
    "fly": "slides on the ice: flies again, choosing where",
    "airplane": "may fly anywhere now, or wait on the plane",
    "airplane1": "may fly now to an open tile, or lose the plane",
    "cave": "chooses a cave to come out of",
    "quake": "shakes the island: picks two tiles to swap",
    "quake2": "picks the second tile to swap",
    "peek": "climbs the lighthouse: picks tiles to look at in secret",
}


def said_name(pid: int) -> str:
    """A piece as the move log's words name it: ``W2``, and Ben Gunn, Friday and the
    Missionary by their names (their codes ``BEN``, ``FRI``, ``MIS`` are the notation's,
    in front of the colon)."""
    return CHARACTER_WORDS[pid - 12] if pid >= 12 else pirate_name(pid)


CHARACTER_WORDS = ("Ben Gunn", "Friday", "the Missionary")


def describe(events, tiles=None) -> str:
    """One move-log line from the events of one action (the first is its 'act').

    ``tiles`` (cell: Tile) are the face-up tiles before the action, if known: with them
    the line says why a pirate ended elsewhere than he went (a crocodile, a cave) and how
    far across a slow tile he is. Every line says where the mover ended when that is not
    the cell his action named.
    """
    from jackal_tui.games.classic.actions import Action
    from jackal_tui.games.classic.tiles import KIND_NAMES, SPIN

    text = events[0][1] if events and events[0][0] == "act" else ""
    try:
        action = Action.parse(text) if text else None
    except ValueError:
        action = None
    tiles = dict(tiles or {})
    mover = action.who if action is not None and action.kind in ("move", "choose", "stay") else -1
    # where the mover's action left him: his last "pirate" event, unless a decision stops
    # him on the way (then the decision says where he waits)
    last_place = None
    for ev in events:
        if ev[0] == "pirate" and ev[1] == mover:
            last_place = ev
        elif ev[0] in ("die", "gone", "choice") and ev[1] == mover:
            last_place = None
        elif ev[0] == "reveal":
            tiles[ev[1]] = parse_tile(ev[2])
    target = action.to if action is not None else -1

    def kind_at(cell: int) -> str:
        tile = tiles.get(cell)
        return KIND_NAMES[tile.kind] if tile is not None else ""

    end_words = ""
    if last_place is not None and last_place[2] == LAND and action.kind in ("move", "choose"):
        end = last_place[3]
        if end == target == action.frm and last_place[4]:
            tile = tiles.get(end)
            of = f" of {tile.param}" if tile is not None and tile.kind == SPIN else ""
            end_words = f"one step on across {cell_name(end)}, to step {last_place[4]}{of}"
        elif end != target and target >= 0 and end != next(
                (ev[1] for ev in reversed(events) if ev[0] == "reveal"), -1):
            # (a tile he opened last is where he is: "opens H3" says so already)
            name = said_name(mover)
            kind = kind_at(target)
            if kind == "crocodile":
                end_words = f"the crocodile sends {name} back to {cell_name(end)}"
            elif kind == "cave" or any(ev[0] == "cave" for ev in events):
                end_words = f"{name} comes out of the cave at {cell_name(end)}"
            elif kind == "arrow":
                end_words = f"the arrow sends {name} on to {cell_name(end)}"
            elif kind == "ice":
                end_words = f"{name} slides on to {cell_name(end)}"
            else:
                end_words = f"{name} ends at {cell_name(end)}"
    parts: list[str] = []
    closing: list[str] = []

    def say_end() -> None:
        nonlocal end_words
        if end_words:
            parts.append(end_words)
            end_words = ""

    for i, ev in enumerate(events[1:], 1):
        t = ev[0]
        if t == "reveal":
            parts.append(f"opens {cell_name(ev[1])}: {parse_tile(ev[2]).name()}")
        elif t == "strike":
            say_end()  # a strike happens where the mover ends
            parts.append(f"strikes {said_name(ev[1])} back to its ship")
        elif t == "die":
            parts.append(f"{said_name(ev[1])} dies ({ev[2]})")
        elif t == "coin":
            src, dst = ev[1], ev[2]
            if -4 <= dst <= -1:
                parts.append(f"banks a coin for {CREW_LETTERS[-1 - dst]}")
            elif dst == -10:
                parts.append("the coin sinks")
            elif dst == -11:
                parts.append("the coin is eaten")
        elif t == "trap":
            parts.append(f"{said_name(ev[1])} {'is caught in a trap' if ev[2] else 'is freed'}")
        elif t == "drunk":
            parts.append(f"{said_name(ev[1])} finds rum")
        elif t == "plane":
            parts.append("flies")
        elif t == "revive":
            parts.append(f"{said_name(ev[1])} is revived at {cell_name(ev[2])}")
        elif t == "choice":
            who, kind, cell = said_name(ev[1]), ev[2], ev[3]
            left = ev[10] if len(ev) > 10 else 0
            if kind == "peek" and action is not None and action.kind == "choose":
                parts.append(f"{left} more to look at")  # the lighthouse goes on
            elif kind == "peek":
                parts.append(f"{who} climbs the lighthouse: picks {left} "
                             f"tile{'s' if left != 1 else ''} to look at in secret")
            else:
                # where a moving pirate waits to choose, when not where his move went
                moving = kind not in ("quake", "quake2", "peek")
                at = f" at {cell_name(cell)}" if moving and cell != target and cell >= 0 else ""
                parts.append(f"{who}{at} {CHOICE_WORDS.get(kind, 'chooses where next')}")
        elif t == "galleon" and -4 <= ev[2] <= -1:
            parts.append(f"banks the galleon treasure (3) for {CREW_LETTERS[-1 - ev[2]]}")
        elif t == "galleon" and ev[2] in (-10, -11):
            parts.append("the galleon treasure is lost")
        elif t == "join":
            parts.append(f"{said_name(ev[1])} joins {CREW_LETTERS[ev[2]]}")
        elif t == "gone":
            parts.append(f"{said_name(ev[1])} leaves the game ({ev[2]})" if len(ev) > 2
                         else f"{said_name(ev[1])} leaves the game")
        elif t == "convert":
            parts.append("the Missionary takes up his cutlass")
        elif t == "bottles":
            parts.append(f"{'finds' if ev[2] > 0 else 'uses'} {abs(ev[2])} bottle{'s' if abs(ev[2]) > 1 else ''}")
        elif t == "swap":
            parts.append(f"the earthquake swaps {cell_name(ev[1])} and {cell_name(ev[2])}")
        elif t == "peek":
            parts.append(f"looks at {cell_name(ev[2])} in secret")
        elif t == "lost":
            if ev[2]:
                parts.append(f"{said_name(ev[1])} is lost in the cave")
            else:
                # where he comes out: his next move in these events
                out = next((e[3] for e in events[i + 1:] if e[0] == "pirate" and e[1] == ev[1]), -1)
                parts.append(f"{said_name(ev[1])} finds the way out"
                             + (f" at {cell_name(out)}" if out >= 0 else ""))
        elif t == "smoke":
            parts.append("smoke: for a round each crew is moved by the next player")
        elif t == "skip":
            closing.append(f"{CREW_LETTERS[ev[1]]} cannot move")
        elif t == "end":
            say_end()
            closing.append(f"game over: {ev[1]}")
        elif t == "pirate" and ev[2] == SEA:
            parts.append(f"{said_name(ev[1])} swims at {cell_name(ev[3])}")
        elif t == "pirate" and ev[2] == SHIP and len(events) > 2:
            parts.append(f"{said_name(ev[1])} aboard")
    say_end()
    parts += closing
    return text + (": " + "; ".join(parts) if parts else "")
