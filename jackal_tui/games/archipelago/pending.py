"""An Archipelago position's pending decision (a choice inside a move, written ``pending
{...}`` in the position text: docs/notation.md) checked field by field before the rules
read it. Pure: no Textual, no Rich, no I/O."""

from __future__ import annotations

from jackal_tui.games.archipelago.state import PIECES, State
from jackal_tui.games.text import cut


def pending_problem(s: State, pd: dict, kinds) -> str | None:
    """Why a pending decision (``pending {...}``, every field present) is not in the form
    the engine writes it (each field of its kind and range; ``kind`` one of ``kinds``), or
    None. The rules never meet a field they cannot read."""
    cells = len(s.board.names)

    def whole(v, low, high) -> bool:
        return type(v) is int and low <= v <= high

    def cell(v) -> bool:
        return whole(v, 0, cells - 1)

    opts = pd["options"]
    fits = {
        "kind": isinstance(pd["kind"], str) and pd["kind"] in kinds,
        "piece": whole(pd["piece"], 0, PIECES - 1),
        "cell": cell(pd["cell"]),
        "options": isinstance(opts, list) and 0 < len(opts) <= 64
        and (all(cell(o) for o in opts)
             or all(isinstance(o, str) and 0 < len(o) <= 8 for o in opts)),
        "coin": pd["coin"] is None or whole(pd["coin"], 0, cells * 8 - 1),
        "prev": whole(pd["prev"], -4, cells - 1),
        "prev_step": whole(pd["prev_step"], 0, 7),
        "visited": isinstance(pd["visited"], list) and len(pd["visited"]) <= 200
        and all(isinstance(v, list) and len(v) == 4 and cell(v[0]) and whole(v[1], -8, 8)
                and whole(v[2], -8, 8) and isinstance(v[3], str) and len(v[3]) <= 20
                for v in pd["visited"]),
        "steps": whole(pd["steps"], 0, 999),
        "extra": pd["extra"] is None or cell(pd["extra"])
        or isinstance(pd["extra"], list) and 0 < len(pd["extra"]) <= 8
        and all(cell(x) for x in pd["extra"]),
    }
    if "coins" in pd:      # the Strongman's two coins
        fits["coins"] = pd["coins"] == 2 and type(pd["coins"]) is int and pd["coin"] is not None
    if "start" in pd:      # Jonah: where his action began
        fits["start"] = whole(pd["start"], -4, cells * 8 - 1)
    unknown = sorted(k for k in pd if k not in fits)
    if unknown:
        return f"the pending decision has no field {cut(str(unknown[0]))}"
    wrong = next((k for k, ok in fits.items() if not ok), None)
    if wrong:
        return f"the pending decision's {wrong!r} is not one the engine makes"
    return None
