"""What one seat may know: its view, and worlds dealt for computer crews that must not
cheat.

``seat_view(state, seat)`` is the view the common game interface gives a seat
(``Game.view``): every open tile and piece, and of the face-down tiles only the ones that
seat's player looked at (treasure-island lighthouse), by kind; never the layout or the
seed that turns arrows and cannons. ``deal(state, seat, rng)`` is the other side of the
same line: a copy in which everything the view leaves out is dealt again.

A seat sees every open tile and every piece, and knows which tiles the box holds, but
not where the face-down ones lie, nor how a face-down arrow or cannon will turn.
``sample_view`` gives a copy of the state in which the face-down tiles are dealt again
at random among the face-down cells and turns are drawn from a fresh seed: a world that
agrees with everything the seat has seen.
"""

from __future__ import annotations

import random

from jackal_tui.games.classic.actions import Action
from jackal_tui.games.classic.board import CELLS, cell_name
from jackal_tui.games.classic.rules import Resolver, legal_actions
from jackal_tui.games.classic.state import State


def hidden_tiles(s: State) -> list[str]:
    """The face-down tiles as a sorted list of tokens: which, but not where."""
    return sorted(s.tiles[c].token() for c in range(len(s.tiles))
                  if s.tiles[c] is not None and not s.up[c])


def sample_view(s: State, rng: random.Random) -> State:
    """A copy of ``s`` with the unknown redrawn (the pieces, open tiles and coins kept)."""
    v = s.copy()
    cells = [c for c in range(len(s.tiles)) if s.tiles[c] is not None and not s.up[c]]
    bag = sorted((s.tiles[c] for c in cells), key=lambda t: t.token())
    rng.shuffle(bag)
    for c, t in zip(cells, bag):
        v.tiles[c] = t
    v.seed = rng.randrange(1 << 62)
    # hidden_coins stays: the same tiles lie face down, only their cells change. (It was
    # summed again over the chests alone, leaving out a face-down galleon's 3 coins: in
    # treasure-island every dealt world then saw the leader already out of reach and the
    # game won, whatever the leader did, so a leader near the anti-stall end wandered.)
    v._tiles_key = None
    return v


def apply_action(s: State, action: Action) -> list:
    """Play a legal action on a bare State (no log, no checks): for search."""
    r = Resolver(s)
    r.play(action)
    return r.events


def deal(s: State, seat: int, rng: random.Random) -> State:
    """A copy of ``s`` with all that player ``seat`` may not know dealt again: the
    face-down tiles it has not looked at, shuffled among their cells, and a fresh seed
    for the turns of arrows and cannons. The tiles it looked at stay where they lie."""
    v = s.copy()
    known = s.known[seat] if 0 <= seat < len(s.known) else set()
    cells = [c for c in range(len(s.tiles))
             if s.tiles[c] is not None and not s.up[c] and c not in known]
    bag = sorted((s.tiles[c] for c in cells), key=lambda t: t.token())
    rng.shuffle(bag)
    for c, t in zip(cells, bag):
        v.tiles[c] = t
    v.seed = rng.randrange(1 << 62)   # hidden_coins stays: the same tiles lie face down
    v._tiles_key = None
    return v


def seat_view(s: State, seat: int | None) -> dict:
    """JSON-able: what player ``seat`` (None: a spectator) may know of ``s``.

    Tiles are keyed by cell name (island cells only); a face-down tile is ``"?"``.
    ``secret`` holds the face-down tiles this seat looked at, by kind (an unturned arrow
    shows no direction). Which cells each player looked at is public (``looked_at``):
    the look is made in sight of the table, and the move log names the cell."""
    tiles = {}
    for c in range(CELLS):
        t = s.tiles[c]
        if t is not None:
            tiles[cell_name(c)] = t.token() if s.up[c] else "?"
    secret = {}
    if seat is not None:
        secret = {cell_name(c): tv.token for c, tv in s.secret_tiles(seat).items()}
    pend = s.pending
    view = {
        "ruleset": s.ruleset, "mode": s.mode, "names": list(s.names),
        "options": dict(sorted(s.options.items())),
        "seat": seat, "turn": s.turn, "turns": s.turns, "smoky": s.smoky, "smoke": s.smoke,
        "over": s.over, "end_reason": s.end_reason, "stall": s.stall, "progress": s.progress,
        "tiles": tiles, "secret": secret,
        "ships": [s.ship[c] for c in range(4)],
        "pieces": [[s.p_crew[p], s.p_where[p], s.p_cell[p], s.p_step[p], s.p_ship[p],
                    int(s.p_trap[p]), s.p_drunk[p], s.p_lost_coin[p]] for p in s.pieces],
        "lost": list(s._lost_ranks()),
        "coins": [[place, n] for place, n in sorted(s.coins.items())],  # place: cell * 8 + step
        "banked": list(s.banked), "sunk": s.sunk, "eaten": s.eaten, "carried": s.carried,
        "hidden_coins": s.hidden_coins, "galleon": s.galleon, "bottles": list(s.bottles),
        "caves": list(s.caves), "converted": s.converted,
        "looked_at": [sorted(cell_name(c) for c in k) for k in s.known],
        "pending": None if pend is None else {
            "pirate": pend.pirate, "kind": pend.kind, "cell": pend.cell,
            "options": list(pend.options), "coin": int(pend.coin), "origin": pend.origin,
            "prev": pend.prev, "prev_step": pend.prev_step,
            "visited": sorted(pend.visited), "extra": pend.extra},
    }
    return view


__all__ = ["hidden_tiles", "sample_view", "deal", "seat_view", "apply_action", "legal_actions"]
