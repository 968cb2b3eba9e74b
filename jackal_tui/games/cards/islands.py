"""The 40 island cards, and the checker that holds them to RULINGS-CARDS.md.

An island card is a 4 x 4 grid read upright: row 1 at the top, row 4 at the bottom
(nearest the ships), columns a..d from the left. Each space is one character:

``.`` land, ``~`` water, ``o`` a hole (water and holes behave alike), and on land one
mark: ``W`` the white flag, ``R`` the red flag, ``L`` the blue flag, ``D`` difficult
terrain, ``X`` a bandit, ``1`` ``2`` ``3`` a treasure of that many coins.

A card is written as its four rows joined by `` / ``, e.g. the rulebook's worked example,
card 1::

    R D . ~ / . 3 . . / . 1 X . / ~ W . L

Card 1 is the worked example's card; cards 2 to 40 were designed for this project to the
mix RULINGS-CARDS.md asks for. ``check_card`` and ``check_deck`` (run by the tests, and by
``python -m jackal_tui.games.cards.islands``) say what a card or the deck breaks.
"""

from __future__ import annotations

import heapq
from typing import NamedTuple

SIZE = 4
CELLS = tuple(range(SIZE * SIZE))
LAND_MARKS = ".WRLDX123"
SPACE_CHARS = LAND_MARKS + "~o"
# The single steps and the knight's jumps, as (rows down, columns right).
KING = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))
KNIGHT = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))


def cell_name(cell: int) -> str:
    """``a1`` is the top-left space, ``d4`` the bottom-right."""
    return "abcd"[cell % SIZE] + str(cell // SIZE + 1)


def parse_cell(text: str) -> int:
    t = text.strip().lower()
    if len(t) != 2 or t[0] not in "abcd" or t[1] not in "1234":
        raise ValueError(f"{text!r} is not a space of the island card: a column a-d and a "
                         "row 1-4, e.g. b3")
    return (int(t[1]) - 1) * SIZE + "abcd".index(t[0])


def shift(cell: int, dr: int, dc: int) -> int | None:
    """The space ``dr`` rows down and ``dc`` columns right, or None off the card."""
    r, c = divmod(cell, SIZE)
    r, c = r + dr, c + dc
    if 0 <= r < SIZE and 0 <= c < SIZE:
        return r * SIZE + c
    return None


ISLANDS_TEXT = (
    # 1: the rulebook's worked example (Victor, Susan and Paul)
    "R D . ~ / . 3 . . / . 1 X . / ~ W . L",
    # 2-40: designed for this project (RULINGS-CARDS.md's mix)
    "L . ~ . / o 3 D 1 / . . . D / 2 . ~ W",
    ". 2 . 3 / D X . . / . . 1 . / W D . .",
    "D 3 . . / 1 . X . / . D X . / D . o W",
    ". . . ~ / . . 2 . / . D . o / ~ 1 W D",
    "1 . . D / L 2 . X / . . . ~ / . D D W",
    "o 3 . 2 / . . ~ . / . . 1 . / . . . W",
    ". 2 . ~ / . . . 3 / . X 1 . / W X . .",
    ". . 3 . / . 1 . R / . . . X / . D W .",
    "R . . 3 / . . . o / . . D . / 2 . . W",
    "X 3 . . / . D . X / . ~ 1 R / W . . 2",
    "3 . . . / . o . D / . . o L / 2 . . W",
    ". . . . / o . 2 D / L . X . / 1 . W .",
    "3 2 . . / D D . 1 / . D . X / . . W .",
    "3 . L . / . . X . / . . 1 R / W . o .",
    ". 3 . 2 / . D D D / 1 . . L / . W . .",
    "o D . X / . . 1 R / D ~ . 2 / W D ~ .",
    ". L . . / . o . 3 / ~ . . . / D W X 2",
    ". X 3 . / L . 1 . / . . . . / D . W .",
    "L . 1 2 / . . . . / . . . . / ~ . . W",
    "D . X . / D 1 . . / . D . . / 2 . X W",
    "X D L D / 3 2 . X / . . ~ 1 / ~ . . W",
    "R . . . / . . . . / . . ~ 2 / W 1 . D",
    ". D 3 . / ~ . o . / R X . L / W ~ 1 .",
    ". . . 3 / . 1 . . / o . ~ . / W X . .",
    ". . . . / D . D 3 / . X 1 D / W . . .",
    "1 R ~ . / D . . L / ~ . . . / . W ~ 2",
    ". o ~ . / . . . ~ / 1 . X R / W . . 2",
    "1 2 L ~ / . . . . / R . X ~ / D o W X",
    ". 1 3 . / R . . . / . . . D / . . . W",
    ". 1 o 3 / . D D . / L . X R / . W . .",
    ". . . . / 3 ~ ~ D / . ~ D . / 2 . D W",
    "2 . . X / . 3 . R / ~ . . L / . o D W",
    ". L . 3 / . 2 ~ . / D ~ . R / . W 1 D",
    "3 R D . / X . 2 . / . X . . / . . W .",
    ". . 1 . / 2 X . o / . . . X / 3 L . W",
    ". L 3 . / R . D . / . 1 . X / . ~ W .",
    "o . . R / L 1 . . / X . . . / 3 o D W",
    "1 . 3 . / X . . . / . . . R / . W o .",
    ". . 1 . / . . . . / X D . . / 3 . R W",
)


def parse_island(text: str) -> str:
    """A card's 16 characters (row 1 first) from its written form; ValueError says why."""
    rows = [r.split() for r in text.split("/")]
    if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
        raise ValueError(f"an island card is 4 rows of 4 spaces joined by ' / ', "
                         f"e.g. '{ISLANDS_TEXT[0]}'")
    grid = "".join(ch for r in rows for ch in r)
    if len(grid) != SIZE * SIZE:
        raise ValueError("each space is one character, e.g. '.', '~', 'W', '3'")
    bad = sorted({ch for ch in grid if ch not in SPACE_CHARS})
    if bad:
        raise ValueError(f"unknown space {bad[0]!r}: use . ~ o W R L D X 1 2 3")
    return grid


def island_text(grid: str) -> str:
    return " / ".join(" ".join(grid[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))


def is_land(grid: str, cell: int) -> bool:
    return grid[cell] in LAND_MARKS


def find(grid: str, mark: str) -> int | None:
    i = grid.find(mark)
    return None if i < 0 else i


def treasures(grid: str) -> dict[int, int]:
    """Treasure value -> its space."""
    return {int(ch): i for i, ch in enumerate(grid) if ch in "123"}


def distance(grid: str, start: int, goal: int, forbid: str = "") -> float:
    """The fewest steps from ``start`` to ``goal`` (RULINGS-CARDS.md, island cards): single
    steps and knight's jumps onto land, difficult terrain costing 2, bandits passable,
    never moving on from another treasure; spaces marked in ``forbid`` cannot be entered.
    ``inf`` when it cannot be reached."""
    best = {start: 0}
    todo = [(0, start)]
    while todo:
        d, cell = heapq.heappop(todo)
        if cell == goal:
            return d
        if d > best.get(cell, 99) or (cell != start and grid[cell] in "123"):
            continue
        for dr, dc in KING + KNIGHT:
            to = shift(cell, dr, dc)
            if to is None or not is_land(grid, to) or grid[to] in forbid:
                continue
            nd = d + (2 if grid[to] == "D" else 1)
            if nd < best.get(to, 99):
                best[to] = nd
                heapq.heappush(todo, (nd, to))
    return float("inf")


def on_edge(cell: int) -> bool:
    r, c = divmod(cell, SIZE)
    return r in (0, SIZE - 1) or c in (0, SIZE - 1)


def check_card(grid: str) -> list[str]:
    """What a card breaks of RULINGS-CARDS.md's island-card rules (empty if none)."""
    faults = []
    if len(grid) != SIZE * SIZE or any(ch not in SPACE_CHARS for ch in grid):
        return ["not 16 spaces of . ~ o W R L D X 1 2 3"]
    whites = [i for i, ch in enumerate(grid) if ch == "W"]
    if len(whites) != 1:
        faults.append(f"{len(whites)} white flags, not exactly one")
    elif whites[0] // SIZE != SIZE - 1:
        faults.append("the white flag is not in the bottom row")
    for mark, name in (("R", "red"), ("L", "blue")):
        spots = [i for i, ch in enumerate(grid) if ch == mark]
        if len(spots) > 1:
            faults.append(f"{len(spots)} {name} flags")
        elif spots and not on_edge(spots[0]):
            faults.append(f"the {name} flag is not on the card's edge")
    for v in "123":
        if grid.count(v) > 1:
            faults.append(f"{grid.count(v)} treasures of {v}")
    tr = treasures(grid)
    if not 2 <= len(tr) <= 3:
        faults.append(f"{len(tr)} treasures, not two or three")
    if faults or not whites:
        return faults
    w = whites[0]
    flags = [i for i, ch in enumerate(grid) if ch in "RL"]
    for v, cell in sorted(tr.items()):
        d = distance(grid, w, cell)
        if d == float("inf"):
            faults.append(f"the {v}-treasure cannot be reached from W")
            continue
        if v == 1 and not 1 <= d <= 2:
            faults.append(f"the 1-treasure is {d} from W, not 1-2")
        if v in (2, 3) and d < 2:
            faults.append(f"the {v}-treasure is {d} from W, not at least 2")
        if v == 3 and d >= 2:
            near_flag = any(distance(grid, f, cell) <= 2 for f in flags)
            guarded = distance(grid, w, cell, forbid="XD") > d
            if not (d >= 3 or near_flag or guarded):
                faults.append("the 3-treasure is 2 from W with no flag within 2 and no "
                              "bandit or difficult terrain on its short way")
    return faults


def features(grid: str) -> dict[str, str]:
    """The mix classes RULINGS-CARDS.md counts over the deck."""
    water = sum(grid.count(ch) for ch in "~o")
    diff = grid.count("D")
    flags = ("R" in grid, "L" in grid)
    return {
        "treasures": "{" + ",".join(sorted(ch for ch in grid if ch in "123")) + "}",
        "flags": {(True, False): "red only", (False, True): "blue only",
                  (True, True): "both", (False, False): "neither"}[flags],
        "bandits": str(grid.count("X")),
        "difficult": "0" if diff == 0 else "1" if diff == 1 else "2-3" if diff <= 3 else "4+",
        "water": "0" if water == 0 else "1-2" if water <= 2 else "3" if water == 3 else "4+",
    }


# RULINGS-CARDS.md, island cards: how many of the 40 cards fall in each class.
MIX = {
    "treasures": {"{1,3}": 14, "{1,2}": 10, "{2,3}": 6, "{1,2,3}": 10},
    "flags": {"red only": 10, "blue only": 10, "both": 10, "neither": 10},
    "bandits": {"0": 12, "1": 20, "2": 8},
    "difficult": {"0": 8, "1": 18, "2-3": 14},
    "water": {"0": 10, "1-2": 22, "3": 8},
}


def check_deck(texts=None) -> list[str]:
    """Every fault of the 40 cards: each card's own, and the deck's mix."""
    texts = ISLANDS_TEXT if texts is None else texts
    faults = []
    if len(texts) != 40:
        faults.append(f"{len(texts)} island cards, not 40")
    grids = []
    for no, text in enumerate(texts, 1):
        try:
            grid = parse_island(text)
        except ValueError as e:
            faults.append(f"card {no}: {e}")
            continue
        grids.append(grid)
        faults += [f"card {no}: {f}" for f in check_card(grid)]
    if len(set(grids)) != len(grids):
        faults.append("two cards are the same")
    for key, want in MIX.items():
        got: dict[str, int] = {}
        for g in grids:
            k = features(g)[key]
            got[k] = got.get(k, 0) + 1
        if got != want:
            faults.append(f"{key}: {dict(sorted(got.items()))}, wanted {want}")
    return faults


ISLANDS = tuple(parse_island(t) for t in ISLANDS_TEXT)


class IslandCard(NamedTuple):
    """One island card: ``number`` 1-40 (a position's ``island N``, an ``island`` event's
    NO), ``text`` its written form (rows top first joined by `` / ``, what a position's
    ``island`` line also takes), ``grid`` its 16 spaces row by row from a1 (an ``island``
    event's GRID; space k of an event is ``grid[k]``)."""

    number: int
    text: str
    grid: str


def island_cards() -> tuple[IslandCard, ...]:
    """The 40 island cards of the game, card 1 first."""
    return tuple(IslandCard(k, t, g) for k, (t, g) in enumerate(zip(ISLANDS_TEXT, ISLANDS), 1))


if __name__ == "__main__":  # pragma: no cover - the tests call check_deck()
    problems = check_deck()
    print("\n".join(problems) if problems else "40 island cards, all as RULINGS-CARDS.md asks")
    raise SystemExit(1 if problems else 0)
