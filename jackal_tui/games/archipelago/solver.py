"""Captain Jackal's puzzles solved: the fewest turns that meet a card's goals.

A breadth-first search over every decision from the card's start (``solve``), kept apart
from the cards themselves (:mod:`.solo`) because it plays the rules and the match, which
read the cards. ``hint`` finds a best line from any position of a puzzle (the play
screen's hint); a best line from each card's start is kept (:data:`BEST_LINES`, made by
``hint`` itself and checked by the tests), so that a hint along it is instant where the
search from the start of the longest cards takes minutes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable

from jackal_tui.games.archipelago.actions import Action
from jackal_tui.games.archipelago.game import Match, new_setup
from jackal_tui.games.archipelago.resolver import Resolver
from jackal_tui.games.archipelago.rules import legal_actions
from jackal_tui.games.archipelago.solo import CARDS, card_number, goals_met, pirates_alive


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


# ----- the hint: the next action of a best solution from any position of a puzzle


@dataclass(frozen=True)
class Hint:
    """A best solving line from a position: its actions (the first is the hint), the turn
    the card is solved in, the pirates alive then, and the card's goals it meets."""

    actions: tuple[Action, ...]
    turns: int
    alive: int
    goals: tuple[tuple[int, int], ...]


def card_start(card: int):
    """The position a puzzle card starts from (a fresh state)."""
    return Match(new_setup("1", 0, options={"island": f"p{card}"})).state


def _open_goals(card: int, s) -> list[tuple[int, int]]:
    """The card's goals a solution from ``s`` can still meet (its turn not over, enough
    pirates alive)."""
    alive = pirates_alive(s)
    return [(t, a) for t, a in CARDS[card][1] if s.turns < t and alive >= a]


def _better(card: int, found: tuple[int, int], than: tuple[int, int] | None) -> bool:
    """Is a solution in ``found`` = (turns, alive) better than ``than``: more of the
    card's goals met, then fewer turns, then more pirates alive."""
    if than is None:
        return True
    def rank(r):
        return (-len(goals_met(card, *r)), r[0], -r[1])
    return rank(found) < rank(than)


def hint(s, progress: Callable[[int, int], bool] | None = None,
         stop: Callable[[], bool] | None = None) -> Hint | None:
    """A shortest line from the puzzle position ``s`` that meets the most of its card's
    goals still open (then the fewest turns, then the most pirates alive); None when
    no goal can be met any more (the card is over, too many pirates have died, a goal's
    turn has passed, or no line gets there in time).

    A position along the card's kept best line (:data:`BEST_LINES`) is answered at once;
    any other by a breadth-first search, turn by turn, positions merged when equal.
    ``progress(turn, last)`` is told each turn searched (``last``: the latest turn a
    goal allows) and stops the search by returning False; ``stop()`` is asked every few
    thousand positions and stops it by returning True (a search stopped gives None).
    Pure: ``s`` is not changed."""
    card = card_number(s.island)
    if card is None or s.over or not _open_goals(card, s):
        return None
    kept = line_hint(s)
    if kept is not None:
        return kept
    return _search(card, s, progress, stop)


def position_key(s) -> tuple:
    """What makes two puzzle positions the same for the hint (the turn counted too)."""
    return (_key(s), s.turns)


def along(s, found: Hint) -> list[tuple[tuple, Hint]]:
    """Each position the line ``found`` passes from ``s`` (before its last action), as
    :func:`position_key`, with the rest of the line from there: a player who follows a
    hint gets the next one at once."""
    out = []
    t = s.copy()
    for k, a in enumerate(found.actions):
        out.append((position_key(t), Hint(found.actions[k:], found.turns, found.alive,
                                          found.goals)))
        Resolver(t).play(a)
    return out


def line_hint(s) -> Hint | None:
    """The rest of the card's kept best line when ``s`` is a position along it."""
    card = card_number(s.island)
    if card is None or card not in BEST_LINES or s.over:
        return None
    want = (_key(s), s.turns)
    t = card_start(card)
    line = BEST_LINES[card]
    for k, a in enumerate(line):
        if (_key(t), t.turns) == want:
            rest = tuple(line[k:])
            end = s.copy()
            for b in rest:
                Resolver(end).play(b)
            alive = pirates_alive(end)
            return Hint(rest, end.turns, alive, tuple(goals_met(card, end.turns, alive)))
        Resolver(t).play(a)
    return None


STOP_EVERY = 2000   # positions searched between two looks at ``stop``


def _search(card: int, start, progress, stop=None) -> Hint | None:
    goals = _open_goals(card, start)
    need = min(a for _, a in goals)
    limit = max(t for t, _ in goals)
    came: dict[tuple, tuple[tuple | None, Action | None]] = {}
    root = (_key(start), start.turns)
    came[root] = (None, None)
    best: tuple[int, int] | None = None
    best_end: tuple | None = None
    frontier = {root: start}
    searched = 0
    for turn in range(start.turns + 1, limit + 1):
        if progress is not None and progress(turn, limit) is False:
            return None
        nxt: dict = {}
        layer = frontier
        while layer:
            following: dict = {}
            for k0, s in layer.items():
                searched += 1
                if stop is not None and searched % STOP_EVERY == 0 and stop():
                    return None
                for a in legal_actions(s):
                    t = s.copy()
                    Resolver(t).play(a)
                    alive = pirates_alive(t)
                    if alive < need:
                        continue
                    k = (_key(t), t.turns)
                    if t.over:
                        if t.end_reason.startswith("solved") and goals_met(card, t.turns, alive) \
                                and _better(card, (t.turns, alive), best):
                            best, best_end = (t.turns, alive), k
                            came[k] = (k0, a)
                        continue
                    if k in came:
                        continue
                    came[k] = (k0, a)
                    (nxt if t.turns >= turn else following)[k] = t
            layer = following
        frontier = nxt
        if best is not None:
            # a later solution meets only goals of later turns: go on only if those
            # could be more than the goals met now, and with more pirates alive
            later = [g for g in goals if g[0] > best[0]]
            if len(later) <= len(goals_met(card, *best)):
                break
            need = best[1] + 1
        if not frontier:
            break
    if best is None:
        return None
    line: list[Action] = []
    k = best_end
    while came[k][0] is not None:
        k, a = came[k]
        line.append(a)
    line.reverse()
    return Hint(tuple(line), best[0], best[1], tuple(goals_met(card, *best)))


# A best line from each card's start, as ``_search`` finds it (reproducible: the search
# is deterministic; the tests check each line solves its card and meets its goals).
_KEPT: dict[int, str] = {
    1: ("W1 B4-B3, W2 B4-C3, W3 B4-B3, W1 B3-B2, W2 C3-D4, W3 B3-C3, W1 B2-C2, W2 D4-C3 "
         "+coin, W3 C3-B4 +coin"),
    2: ("W1 F4-E3, W2 F4-E3, W3 F4-E3, W1 E3-E2, W2 E3-E2, W3 E3-F3, W1 E2-F2, W2 E2-F3 "
         "+coin, W3 F3-F4 +coin"),
    3: ("W1 B2-C2, W2 B2-B3, W3 B2-B3, W1 C2-B2, W2 B3-B4, W3 B3-B4, W1 B2-C2, W2 B4-C4 "
         "+coin, W3 B4-C4 +coin"),
    4: ("W1 B4-C3, W2 B4-C3, W3 B4-C3, W1 C3-D2, W2 C3-D3, W3 C3-D3, W1 D2-C2, W2 D3-E4, "
         "W3 D3-E4, W1 C2-B3, W2 E4-F4 +coin, W3 E4-F4 +coin"),
    5: ("W1 D2-E2, W2 D2-C2, W3 D2-D3, W1 D2-C2, W2 C2-D2, W3 D3-E4, W1 C2-B3, W2 D2-C2, "
         "W3 E4-F3, W1 B3-C2 +coin, W2 C2-D2 +coin, W3 F3-E2 +coin"),
    6: ("W1 C3-C2, W2 C3-B2, W3 C3-D4, W1 C2-D2, W2 B2-C2, W3 D4-E5, W1 D2-E3, W2 C2-D2, "
         "W1 E3-D2 +coin, W2 D2-C3 +coin"),
    7: ("W1 D4-C3, W2 D4-E3, W3 D4-E4, W1 C3-B2, W2 E3-F2, W3 E4-E5, W1 B2-C3 +coin, W2 "
         "F2-E3 +coin, W3 E5-F4, W1 C3-D4 +coin, W2 E3-D4 +coin, W3 F4-E3"),
    8: ("W1 B4-B3, W2 B4-C4, W3 B4-C4, W1 B3-C4, W2 C4-D3, W3 C4-D3, W2 D3-E4, W2 > G4, "
         "W3 D3-E4, W3 > G4, W2 G4-F3 +coin, W3 G4-F3 +coin, W2 F3-E4 +coin, W2 > C4, W3 "
         "F3-E4 +coin, W3 > C4, W2 C4-B4 +coin, W3 C4-B4 +coin"),
    9: ("W1 B5-B4, W2 B5-B4, W3 B5-C5, W1 B4-B3, W2 B4-C5, W3 C5-D5, W2 C5-D4, W3 D5-E5, "
         "W2 D4-E3, W3 E5-F5, W2 E3-E4, W3 F5-E4 +coin, W2 D5-C4 +coin, W3 D5-C4 +coin"),
    10: ("W1 F4-E3, W2 F4-E3, W3 F4-F3, W1 E3-F2, W2 E3-F3, W3 F3-E3, W1 F2-F3 +coin, W2 "
         "F3-F4 +coin, W3 E3-D2, W1 F3-E2, W2 F4-F3, W3 D2-C3, W1 E2-D2, W3 C3-B4, W1 "
         "D2-C2, W3 B4-C4 +coin, W1 C2-C3, W3 D4-E4 +coin, W3 E4-F4 +coin"),
}
BEST_LINES: dict[int, tuple[Action, ...]] = {
    card: tuple(Action.parse(a.strip()) for a in text.split(","))
    for card, text in _KEPT.items()}
