"""Captain Jackal's puzzles solved: the fewest turns that meet a card's goals.

A breadth-first search over every decision from the card's start (``solve``), kept apart
from the cards themselves (:mod:`.solo`) because it plays the rules and the match, which
read the cards.
"""

from __future__ import annotations

import json

from jackal_tui.games.archipelago.game import Match, new_setup
from jackal_tui.games.archipelago.resolver import Resolver
from jackal_tui.games.archipelago.rules import legal_actions
from jackal_tui.games.archipelago.solo import CARDS, pirates_alive


def _key(s) -> tuple:
    return (tuple(s.p_where[:3]), tuple(s.p_cell[:3]), tuple(s.p_step[:3]),
            tuple(s.p_trap[:3]), tuple(sorted(s.coins.items())), s.bear, s.mover,
            s.sunk + s.eaten, s.over, s.end_reason,
            json.dumps(s.pending, sort_keys=True) if s.pending else "")


def solve(card: int, max_turns: int | None = None) -> dict[int, int]:
    """The fewest turns that solve the card with at least 1, 2 and 3 pirates alive
    (an alive count missing: not solvable within ``max_turns``). A breadth-first search
    over every decision, positions merged when equal."""
    goals = CARDS[card][1]
    need = min(a for _, a in goals)
    limit = max_turns or max(t for t, _ in goals)
    start = Match(new_setup("1", 0, options={"island": f"p{card}"})).state
    best: dict[int, int] = {}
    frontier = {_key(start): start}
    for turn in range(1, limit + 1):
        nxt = {}
        layer = frontier
        while layer:
            following = {}
            for s in layer.values():
                for a in legal_actions(s):
                    t = s.copy()
                    Resolver(t).play(a)
                    alive = pirates_alive(t)
                    if alive < need:
                        continue
                    if t.over:
                        if t.end_reason.startswith("solved"):
                            for k in range(1, alive + 1):
                                best.setdefault(k, t.turns)
                        continue
                    k = _key(t)
                    if t.turns >= turn:
                        nxt.setdefault(k, t)
                    else:
                        following.setdefault(k, t)
            layer = following
        frontier = nxt
        if all(k in best for k in range(need, 4)) or not frontier:
            break
    return best
