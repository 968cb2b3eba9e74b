"""What one seat may know, for computer crews that must not cheat.

A seat sees every open tile and every piece, and knows which tiles the box holds, but
not where the face-down ones lie, nor how a face-down arrow or cannon will turn.
``sample_view`` gives a copy of the state in which the face-down tiles are dealt again
at random among the face-down cells and turns are drawn from a fresh seed: a world that
agrees with everything the seat has seen.
"""

from __future__ import annotations

import random

from .actions import Action
from .rules import Resolver, legal_actions
from .state import State
from .tiles import CHEST


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
    v.hidden_coins = sum(t.param for t in bag if t.kind == CHEST)
    v._tiles_key = None
    return v


def apply_action(s: State, action: Action) -> list:
    """Play a legal action on a bare State (no log, no checks): for search."""
    r = Resolver(s)
    r.play(action)
    return r.events


__all__ = ["hidden_tiles", "sample_view", "apply_action", "legal_actions"]
