"""Which cells the last action touched, read from the game's actions and events.

The board marks them so that a player sees what just happened (a computer's move, a
friend's turn at the same screen) without reading the log. Nothing here knows the rules:
the start comes from the action that began the move, the end from the mover's last
``pirate`` event (the engine's own record of where he went).
"""

from __future__ import annotations

from jackal_tui.games.classic import Action

# Actions that carry on the chain the action before them paused (arrows, horse, flight,
# cave, lighthouse, earthquake): the move they belong to began there.
CHAIN_STEPS = ("choose", "stay")


def last_action_cells(game) -> tuple[int, ...]:
    """The cells of the last action: (start, end) of the piece that moved (a ship, or a
    pirate from the start of his chain to where it ended), one cell when they are the same
    (a slow tile's next step, a revival), the two tiles an earthquake swapped, or () for a
    bottle and before the first action."""
    k = game.action_count - 1
    if k < 0:
        return ()
    action: Action = game.actions[k]
    events = game.action_events(k)
    if action.kind == "ship":
        return _cells(action.frm, action.to)
    if action.kind == "revive":
        return _cells(*(ev[2] for ev in events if ev[0] == "revive"))
    if action.kind not in ("move", *CHAIN_STEPS):
        return ()  # a bottle: nobody goes anywhere
    swaps = [ev for ev in events if ev[0] == "swap"]
    if swaps:
        return _cells(swaps[-1][1], swaps[-1][2])
    first = k
    while first > 0 and game.actions[first].kind in CHAIN_STEPS:
        first -= 1
    begin = game.actions[first]
    if begin.kind != "move" or begin.who != action.who:
        first, begin = k, action  # a position that starts inside a chain: no start known
    end = -1
    for j in range(first, k + 1):
        for ev in game.action_events(j):
            if ev[0] == "pirate" and ev[1] == action.who:
                end = ev[3]
            elif ev[0] in ("die", "gone") and ev[1] == action.who:
                end = -1  # died on the way: where he was sent is the best we know
    if end < 0:
        end = next((a.to for a in reversed(game.actions[first:k + 1]) if a.to >= 0), -1)
    return _cells(begin.frm, end)


def _cells(*cells: int) -> tuple[int, ...]:
    """The cells that exist, each once, in order."""
    out: list[int] = []
    for cell in cells:
        if cell >= 0 and cell not in out:
            out.append(cell)
    return tuple(out)
