"""Islands: a layout of beach, forest and mountain cells on a square grid, north up.

RULINGS-ARCHIPELAGO.md, "The map": the map is the bounding box of the land grown by one
ring of water; cells are named as in classic (letter = column from the west, A is the
west ring; number = row from the south, 1 is the south ring). A cell is the number
``y * width + x`` counted from 0 at the south-west corner.
"""

from __future__ import annotations

import random
from functools import lru_cache

from jackal_tui.games.archipelago.tiles import DIRS, TOKENS, box_tiles

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CREW_LETTERS = "WYBR"
CREW_NAMES = ("White", "Yellow", "Black", "Red")
MAX_LAND_COLUMNS = 24

# Islands 1..4: (layout rows north to south, recommended boats W, Y, B, R, boxes).
# Island 1 is the one RULINGS draws; 2..4 are this project's, to the counts RULINGS gives.
ISLANDS: dict[str, tuple[tuple[str, ...], tuple[str, str, str, str], tuple[int, ...]]] = {
    "1": (("~BBBB~",
           "BFMMFB",
           "BFMMFB",
           "BFMMFB",
           "~~FF~~"), ("E7", "H4", "G2", "A5"), (1,)),
    "2": (("~~BBBB~~",
           "~BFMMFB~",
           "BFMMMMFB",
           "BFFMMFFB",
           "~BFFFBB~"), ("E7", "J4", "G1", "A4"), (1, 2)),
    "3": (("~~BBBB~~",
           "~BFMMFFB",
           "BFMMMMFB",
           "BFMFMMFB",
           "BFFMMFFB",
           "~B~FFBB~"), ("E8", "J4", "G1", "A4"), (1, 2, 3)),
    "4": (("~~BBBBB~~",
           "~BFFMMFB~",
           "BFMMMMMFB",
           "BFMMMMMFB",
           "BFFMFMFFB",
           "~BFFFFFB~",
           "~~B~B~~~~"), ("F9", "K5", "F1", "A5"), (1, 2, 3, 4)),
}
# Tiles removed at random, unseen, from the boxes of islands 1..4 (RULINGS: islands).
REMOVED = {"B": 2, "F": 3, "M": 4}
# A few free islands for all 66 tiles (B 21, F 23, M 22).
FREE_ISLANDS: dict[str, tuple[str, ...]] = {
    "free": ("~~~BBFBB~~~",
             "~~BFFMMFB~~",
             "~BFMMMMMFB~",
             "BFFMMFMMFFB",
             "BFMMFMMMMFB",
             "BFFMFMMMFFB",
             "~~BFFMFFB~~",
             "~~B~BBB~B~~"),
}


class Board:
    """An island's map: which cells are land (and their printed backs), which are water."""

    __slots__ = ("layout", "width", "height", "cells", "land", "back", "coast", "water",
                 "neighbours", "land_neighbours", "names", "north", "index")

    def __init__(self, rows: tuple[str, ...] | list[str]):
        rows = [r.replace(" ", "") for r in rows]
        rows = [r for r in rows if r.strip("~")]
        if not rows:
            raise ValueError("a layout needs land")
        w = max(len(r) for r in rows)
        rows = [r.ljust(w, "~") for r in rows]
        keep = [x for x in range(w) if any(r[x] != "~" for r in rows)]
        rows = ["".join(r[x] for x in range(keep[0], keep[-1] + 1)) for r in rows]
        for r in rows:
            bad = set(r) - set("BFM~")
            if bad:
                raise ValueError(f"a layout is made of B, F, M and ~, not {''.join(sorted(bad))}")
        if len(rows[0]) > MAX_LAND_COLUMNS:
            raise ValueError(f"a layout fits in {MAX_LAND_COLUMNS} land columns")
        self.layout = tuple(rows)
        self.width = len(rows[0]) + 2
        self.height = len(rows) + 2
        self.cells = self.width * self.height
        self.back: list[str | None] = [None] * self.cells
        for r, row in enumerate(rows):
            y = self.height - 2 - r
            for i, ch in enumerate(row):
                if ch != "~":
                    self.back[y * self.width + i + 1] = ch
        self.land = frozenset(c for c in range(self.cells) if self.back[c])
        self.water = frozenset(c for c in range(self.cells) if not self.back[c])
        self.neighbours = [tuple(self.step(c, d) for d in DIRS.values() if self.step(c, d) >= 0)
                           for c in range(self.cells)]
        self.land_neighbours = [tuple(n for n in self.neighbours[c] if n in self.land)
                                for c in range(self.cells)]
        self.coast = frozenset(c for c in self.land if any(
            self.step(c, DIRS[d]) not in self.land for d in "NESW"))
        self.names = [f"{LETTERS[c % self.width]}{c // self.width + 1}" for c in range(self.cells)]
        self.north = self.height - 1
        self.index = {n: c for c, n in enumerate(self.names)}

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.width, cell // self.width

    def step(self, cell: int, d: tuple[int, int], k: int = 1) -> int:
        """The cell ``k`` steps from ``cell`` in direction ``d``; -1 off the map."""
        x, y = cell % self.width + d[0] * k, cell // self.width + d[1] * k
        if 0 <= x < self.width and 0 <= y < self.height:
            return y * self.width + x
        return -1

    def name(self, cell: int) -> str:
        return self.names[cell]

    def parse(self, text: str) -> int:
        c = self.index.get(text)
        if c is not None:
            return c
        t = text.strip().upper()
        if len(t) < 2 or t[0] not in LETTERS or not t[1:].isdigit():
            raise ValueError(f"{text!r} is not a cell: write a column letter and a row "
                             f"number, e.g. {self.names[self.width + 1]}")
        x, y = LETTERS.index(t[0]), int(t[1:]) - 1
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(f"{t} is off this island's map (A1 to "
                             f"{self.names[self.cells - 1]})")
        return y * self.width + x

    def counts(self) -> dict[str, int]:
        out = {"B": 0, "F": 0, "M": 0}
        for c in self.land:
            out[self.back[c]] += 1
        return out

    def boat_places(self) -> list[int]:
        """Water cells orthogonally next to a beach (where a boat may be set up)."""
        return sorted(c for c in self.water if any(
            self.back[n] == "B" for n in (self.step(c, DIRS[d]) for d in "NESW") if n >= 0))

    def problems(self) -> list[str]:
        """What breaks RULINGS' layout rules (empty when the layout is sound)."""
        out = []
        land = self.land
        start = min(land)
        seen, todo = {start}, [start]
        while todo:
            c = todo.pop()
            for n in self.land_neighbours[c]:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        if len(seen) != len(land):
            out.append("the land is not connected by king moves")
        edge = [c for c in self.water if c % self.width in (0, self.width - 1)
                or c // self.width in (0, self.height - 1)]
        seen, todo = set(edge), list(edge)
        while todo:
            c = todo.pop()
            for d in "NESW":
                n = self.step(c, DIRS[d])
                if n >= 0 and n in self.water and n not in seen:
                    seen.add(n)
                    todo.append(n)
        if len(seen) != len(self.water):
            out.append("the layout encloses water")
        for c in land:
            if self.back[c] == "B" and c not in self.coast:
                out.append(f"beach {self.name(c)} is not on the coast")
            if self.back[c] == "M" and c in self.coast:
                out.append(f"mountain {self.name(c)} stands on the coast")
        return out


@lru_cache(maxsize=64)
def board_of(layout: tuple[str, ...]) -> Board:
    return Board(layout)


def recommended_boats(board: Board, n: int = 4) -> list[int]:
    """Spread-out boat places for a layout with none given: the place nearest the middle
    of each side, in turn order north, east, south, west, none touching another."""
    places = board.boat_places()
    w, h = board.width, board.height
    targets = [((w - 1) / 2, h - 1), (w - 1, (h - 1) / 2), ((w - 1) / 2, 0), (0, (h - 1) / 2)]
    chosen: list[int] = []
    for tx, ty in targets[:n]:
        free = [c for c in places if c not in chosen and not any(
            o in board.neighbours[c] or o == c for o in chosen)]
        if not free:
            break
        chosen.append(min(free, key=lambda c: ((c % w - tx) ** 2 + (c // w - ty) ** 2, c)))
    return chosen


def deal_island(island: str, seed: int) -> dict:
    """The island's layout and its face-down tiles dealt from ``seed`` (a fact in the setup).

    Islands 1..4 take their boxes, remove 2 beach, 3 forest and 4 mountain tiles at
    random (kept, unseen, as ``removed``) and lay the rest on the layout's cells of the same
    back; ``free`` lays all 66 on the free layout; ``random`` draws a layout from the seed.
    """
    rng = random.Random(seed)
    if island in ISLANDS:
        rows, boats, boxes = ISLANDS[island]
        tiles = box_tiles(boxes)
    elif island == "random":
        rows, boats, tiles = random_layout(rng), (), box_tiles()
    elif island in FREE_ISLANDS:
        rows, boats, tiles = FREE_ISLANDS[island], (), box_tiles()
    else:
        raise ValueError(f"unknown island {island!r}: one of 1, 2, 3, 4, free, random")
    board = board_of(tuple(rows))
    pools: dict[str, list[str]] = {"B": [], "F": [], "M": []}
    for back, token in tiles:
        pools[back].append(token)
    removed = []
    for back in "BFM":
        rng.shuffle(pools[back])
        if island in ISLANDS:
            k = REMOVED[back]
            removed += [back + ":" + t for t in pools[back][:k]]
            pools[back] = pools[back][k:]
    layout = {}
    for c in sorted(board.land):
        layout[board.name(c)] = pools[board.back[c]].pop()
    if any(pools.values()):
        raise ValueError("the layout's backs do not match the tiles")
    if not boats:
        boats = tuple(board.name(c) for c in recommended_boats(board))
    return {"island": island, "layout": list(board.layout), "tiles": layout,
            "removed": sorted(removed), "boats": list(boats)}


def random_layout(rng: random.Random, counts=(21, 23, 22)) -> tuple[str, ...]:
    """A layout from the seed that keeps RULINGS' rules, for all 66 tiles: a blob grown
    at random, mountains inside, beaches on the coast, forests the rest."""
    nb, nf, nm = counts
    total = nb + nf + nm
    for _ in range(500):
        size = 14
        cells = {(size // 2, size // 2)}
        while len(cells) < total:
            x, y = rng.choice(sorted(cells))
            dx, dy = rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
            if 1 <= x + dx < size - 1 and 1 <= y + dy < size - 1:
                cells.add((x + dx, y + dy))
        rows = ["".join("L" if (x, y) in cells else "~" for x in range(size))
                for y in range(size - 1, -1, -1)]
        b = Board(tuple(r.replace("L", "F") for r in rows))
        if b.problems():
            continue
        inner = sorted(b.land - b.coast)
        coast = sorted(b.coast)
        if len(inner) < nm or len(coast) < nb:
            continue
        rng.shuffle(coast)
        back = {c: "F" for c in b.land}
        for c in coast[:nb]:
            back[c] = "B"
        for c in rng.sample(inner, nm):
            back[c] = "M"
        out = []
        for y in range(b.height - 2, 0, -1):
            out.append("".join(back.get(y * b.width + x, "~") for x in range(1, b.width - 1)))
        return tuple(out)
    raise ValueError("no random layout found")  # pragma: no cover - 500 tries always find one


# ----- a campaign's deal, as the numbers its event holds -------------------------------
_CELL_CODES = "~BFM"


def deal_codes(deal: dict) -> tuple:
    """A dealt island (``deal_island``'s dict) as the items of a campaign's ``deal`` event,
    all numbers: the layout ``(width, code per cell north to south)`` with ``~BFM`` as
    0-3; each land cell's tile (in cell order) as its index in ``tiles.TOKENS``; each
    tile set aside as ``back * 100 + index`` (backs B, F, M as 0-2); the four colours'
    recommended boat cells."""
    rows = deal["layout"]
    board = board_of(tuple(rows))
    layout = (len(rows[0]),) + tuple(_CELL_CODES.index(ch) for row in rows for ch in row)
    tiles = tuple(TOKENS.index(deal["tiles"][board.name(c)]) for c in sorted(board.land))
    removed = tuple("BFM".index(r[0]) * 100 + TOKENS.index(r[2:]) for r in deal["removed"])
    boats = tuple(board.parse(c) for c in deal["boats"])
    return deal["island"], layout, tiles, removed, boats


def deal_from_codes(layout, tiles, removed, boats) -> tuple:
    """The board, the tiles by cell, the tiles set aside and the boat cells a ``deal``
    event's numbers say (ValueError or IndexError for numbers no deal makes)."""
    width, codes = layout[0], layout[1:]
    if width < 1 or len(codes) % width or any(not 0 <= x < 4 for x in codes):
        raise ValueError("a deal's layout is not rows of ~, B, F and M")
    rows = tuple("".join(_CELL_CODES[x] for x in codes[k:k + width])
                 for k in range(0, len(codes), width))
    board = board_of(rows)
    land = sorted(board.land)
    if len(tiles) != len(land):
        raise ValueError("a deal's tiles do not fit its layout")
    faces = {c: TOKENS[x] for c, x in zip(land, tiles)}
    gone = ["BFM"[x // 100] + ":" + TOKENS[x % 100] for x in removed]
    if len(boats) != 4:
        raise ValueError("a deal names the four colours' boat places")
    return board, faces, gone, list(boats)
