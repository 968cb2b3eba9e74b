"""The single-player variant: Captain Jackal's pirate puzzles (mode "1").

RULINGS-ARCHIPELAGO.md, "Solo puzzles (1 player)": the tiles lie face up, the chests hold
their coins from the start, the three pirates start on the bank (which holds any number
in solo) and the bear on its den. A turn: W1 (the white pirate), W2 (yellow) and W3 (red)
each step, in that order, if free (even into death); then the bear steps, and in solo it
kills. Win: every coin on the bank.
"""

from __future__ import annotations

from jackal_tui.games.archipelago.board import Board
from jackal_tui.games.archipelago.state import DEAD

# The ten cards: rows north to south, and their goals as (turns, pirates alive); a card
# with two goals lists both. RULINGS' table.
CARDS: dict[int, tuple[tuple[str, ...], tuple[tuple[int, int], ...]]] = {
    1: (("B . c1 . . .", ". . . . . .", ". . . . . D"), ((3, 3),)),
    2: (("D . . . .", ". . . ↓ B", ". ↘ . . .", ". ↗ . c1 ."), ((3, 3),)),
    3: (("c2 → → O . .", ". . . . . .", "B . . . . D"), ((3, 3),)),
    4: (("B . . c2 O ~", ". . . . . .", "~ . . . . D"), ((4, 3),)),
    5: (("D ↑ . . .", ". . . . ~", "c1 . . ~ c1", "↘ . B ← ."), ((4, 3),)),
    6: ((". . . . . D", ". . . . . .", ". B . c1 . .", ". . . . P ."), ((4, 2), (5, 3))),
    7: (("D . . . .", "↖ ← B . .", "~ . . . ~", "c1 . . . c1"), ((4, 2),)),
    8: (("B . . T . c2", ". . . . . .", "~ . D . . ~"), ((6, 2),)),
    9: (("B . c1 . c1", ". ↖ . ↖ .", ". . . . .", ". . D . ."), ((6, 2),)),
    10: (("c1 I . . B", ". . ~ . .", "D . . . c1"), ((10, 2), (8, 1))),
}
SYMBOLS = {"B": "bank", "D": "empty", ".": "empty", "I": "ice", "K": "crocodile",
           "P": "pit", "T": "trampoline", "O": "balloon", "↑": "arrow-N", "→": "arrow-E",
           "↓": "arrow-S", "←": "arrow-W", "↗": "arrow-NE", "↘": "arrow-SE",
           "↖": "arrow-NW", "↙": "arrow-SW"}
TURN_LIMIT = 30   # a puzzle not solved by then is lost


def card_deal(n: int) -> dict:
    """A puzzle card as a setup's facts: layout, face-up tiles, the den, the goals."""
    if n not in CARDS:
        raise ValueError(f"there are puzzle cards 1 to 10, not {n}")
    rows, goals = CARDS[n]
    grid = [r.split() for r in rows]
    layout = tuple("".join("~" if t == "~" else "F" for t in row) for row in grid)
    board = Board(layout)
    tiles, den = {}, None
    for r, row in enumerate(grid):
        y = board.height - 2 - r
        for x, t in enumerate(row):
            if t == "~":
                continue
            name = board.name(y * board.width + x + 1)
            tiles[name] = f"chest{t[1:]}" if t.startswith("c") else SYMBOLS[t]
            if t == "D":
                den = name
    return {"island": f"p{n}", "layout": list(board.layout), "tiles": tiles, "removed": [],
            "boats": [], "faceup": True, "den": den, "goals": [list(g) for g in goals]}


def card_number(island: str | None) -> int | None:
    """The puzzle card an island names (``"p3"`` -> 3); None for any other island."""
    if isinstance(island, str) and island.startswith("p") and island[1:].isdigit() \
            and int(island[1:]) in CARDS:
        return int(island[1:])
    return None


def goal_words(goals) -> str:
    """A card's goals as RULINGS' table writes them: ``3 turns, all alive``; two goals
    ``4 turns with 2 alive, or 5 with all``."""
    def alive(a: int) -> str:
        return "all" if a == 3 else str(a)
    goals = [tuple(g) for g in goals]
    if len(goals) == 1:
        t, a = goals[0]
        return f"{t} turns, {alive(a)} alive"
    (t1, a1), *rest = goals
    return f"{t1} turns with {alive(a1)} alive, " + ", ".join(
        f"or {t} with {alive(a)}" for t, a in rest)


def goals_met(card: int, turns: int, alive: int) -> list[tuple[int, int]]:
    """The card's goals met by a solution in ``turns`` turns with ``alive`` pirates."""
    return [g for g in CARDS[card][1] if turns <= g[0] and alive >= g[1]]


def pirates_alive(s) -> int:
    """A puzzle's pirates alive (W1, W2 and W3; the dead stay dead)."""
    return sum(1 for p in range(3) if s.p_where[p] != DEAD)


def goals_missed(card: int, turns: int, alive: int) -> list[tuple[tuple[int, int], str]]:
    """The card's goals that an unsolved puzzle can no longer meet after ``turns`` turns
    played with ``alive`` pirates alive, each with why: its turn is over (a goal "T
    turns" needs every coin on the bank at the end of turn T), or too many pirates have
    died (the dead stay dead in a puzzle). RULINGS-ARCHIPELAGO, "Solo puzzles"."""
    out = []
    for t, a in CARDS[card][1]:
        if turns >= t:
            out.append(((t, a), f"turn {t} is over"))
        elif alive < a:
            dead = 3 - alive
            out.append(((t, a), "a pirate has died" if dead == 1 else
                        f"{dead} pirates have died"))
    return out
