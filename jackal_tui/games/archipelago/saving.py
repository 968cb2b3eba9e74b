"""Archipelago's events as a save file holds them (docs/save-schema.json, ``$defs/event``).

A save's event items are whole numbers, short texts or lists of whole numbers. Every
Archipelago event is made of those but one: ``choice`` (a decision inside a move) carries
the move in progress as an object. It is written flat, in a fixed order::

    ["choice", kind, piece, cell, options, coin, prev, prev_step, visited, ways, steps, extra]

and, when the mover is a Strongman dragging two coins or Jonah, a 13th item: a text
``coins=2``, ``start=N`` (where Jonah's action began) or both, joined by a comma.

``options``: the cells (whole numbers) or, for the musket's ways and an arrow's new way, a
text of the words joined by commas; ``coin`` and ``extra``: a whole number, a list of them
(``extra``) or ``"none"``; ``visited``: the tiles passed that move a piece on, three whole
numbers each (cell, dx, dy), and ``ways`` how each was reached, joined by commas.
:func:`event_json` and :func:`event_from_json` turn one form into the other exactly.
"""

from __future__ import annotations

NONE = "none"


def _plain(value):
    return NONE if value is None else (list(value) if isinstance(value, (list, tuple)) else value)


def _unplain(value):
    return None if value == NONE else (list(value) if isinstance(value, (list, tuple)) else value)


def event_json(ev) -> list:
    """One event as the save writes it: a list of whole numbers, texts and number lists."""
    if ev[0] != "choice" or not isinstance(ev[1], dict):
        return [list(x) if isinstance(x, tuple) else x for x in ev]
    pd = ev[1]
    options = pd["options"]
    if any(isinstance(o, str) for o in options):
        options = ",".join(options)
    else:
        options = list(options)
    visited = sorted(pd["visited"])
    flat = [int(x) for v in visited for x in v[:3]]
    ways = ",".join(str(v[3]) for v in visited)
    out = ["choice", pd["kind"], pd["piece"], pd["cell"], options, _plain(pd["coin"]),
           pd["prev"], pd["prev_step"], flat, ways, pd["steps"], _plain(pd["extra"])]
    tail = ",".join(f"{k}={pd[k]}" for k in ("coins", "start") if k in pd)
    if tail:                # the Strongman's two coins; where Jonah's action began
        out.append(tail)
    return out


def event_from_json(ev) -> tuple:
    """An event read from a save, as the rules make it (tuples; a choice's object)."""
    if ev[0] != "choice" or len(ev) not in (12, 13):
        return tuple(tuple(x) if isinstance(x, list) else x for x in ev)
    _, kind, piece, cell, options, coin, prev, prev_step, flat, ways, steps, extra = ev[:12]
    options = options.split(",") if isinstance(options, str) else list(options)
    ways = ways.split(",") if ways else []
    if len(flat) != 3 * len(ways):
        raise ValueError("a choice's visited tiles do not match their ways")
    visited = [[flat[3 * k], flat[3 * k + 1], flat[3 * k + 2], way] for k, way in enumerate(ways)]
    pd = {"kind": kind, "piece": piece, "cell": cell, "options": options,
          "coin": _unplain(coin), "prev": prev, "prev_step": prev_step,
          "visited": visited, "steps": steps, "extra": _unplain(extra)}
    if len(ev) == 13:
        for item in ev[12].split(","):
            k, _, v = item.partition("=")
            if k not in ("coins", "start"):
                raise ValueError(f"a choice has no {k!r}")
            pd[k] = int(v)
    return ("choice", pd)
