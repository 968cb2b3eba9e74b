"""The 13x13 board: cells, names, neighbours, ship sides and the sea ring.

A cell is an int ``row * 13 + col``; col 0..12 is A..M (west to east), row 0..12 is
rows 1..13 (south to north), so A1 is the south-west corner (RULINGS.md, "Board").
"""

from __future__ import annotations

SIZE = 13
CELLS = SIZE * SIZE
COLUMNS = "ABCDEFGHIJKLM"

# Crews in seat order (clockwise seen from above): White south, Yellow west,
# Black north, Red east. White moves first.
WHITE, YELLOW, BLACK, RED = 0, 1, 2, 3
CREW_LETTERS = ("W", "Y", "B", "R")
CREW_NAMES = ("White", "Yellow", "Black", "Red")

# Eight directions, clockwise from north, as (dcol, drow).
DIR_NAMES = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
DIR_VECTORS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
KNIGHT_VECTORS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def col_of(cell: int) -> int:
    return cell % SIZE


def row_of(cell: int) -> int:
    return cell // SIZE


def make_cell(col: int, row: int) -> int:
    return row * SIZE + col


def on_board(col: int, row: int) -> bool:
    return 0 <= col < SIZE and 0 <= row < SIZE


def cell_name(cell: int) -> str:
    """``cell_name(make_cell(6, 1)) == "G2"``."""
    return f"{COLUMNS[cell % SIZE]}{cell // SIZE + 1}"


def parse_cell(text: str) -> int:
    """Read a cell name such as ``G2`` (case-insensitive); ValueError if it is none."""
    t = text.strip().upper()
    if len(t) < 2 or t[0] not in COLUMNS or not t[1:].isdigit():
        raise ValueError(f"{text!r} is not a cell: write a column A-M and a row 1-13, e.g. G2")
    row = int(t[1:])
    if not 1 <= row <= SIZE:
        raise ValueError(f"{text!r} is not a cell: rows run from 1 to 13")
    return make_cell(COLUMNS.index(t[0]), row - 1)


def _is_island(cell: int) -> bool:
    c, r = cell % SIZE, cell // SIZE
    if not (1 <= c <= 11 and 1 <= r <= 11):
        return False
    return (c, r) not in ((1, 1), (11, 1), (1, 11), (11, 11))


IS_ISLAND = tuple(_is_island(c) for c in range(CELLS))
ISLAND_CELLS = tuple(c for c in range(CELLS) if IS_ISLAND[c])  # save/layout order
SEA_CELLS = tuple(c for c in range(CELLS) if not IS_ISLAND[c])
assert len(ISLAND_CELLS) == 117 and len(SEA_CELLS) == 52


def is_island(cell: int) -> bool:
    return IS_ISLAND[cell]


def _step(cell: int, vec: tuple[int, int]) -> int:
    c, r = cell % SIZE + vec[0], cell // SIZE + vec[1]
    return make_cell(c, r) if on_board(c, r) else -1


# STEP[cell][dir] -> neighbour cell or -1 off the board.
STEP = tuple(tuple(_step(c, v) for v in DIR_VECTORS) for c in range(CELLS))
NEIGHBOURS = tuple(tuple(n for n in STEP[c] if n >= 0) for c in range(CELLS))
SEA_NEIGHBOURS = tuple(tuple(n for n in NEIGHBOURS[c] if not IS_ISLAND[n]) for c in range(CELLS))
KNIGHT = tuple(tuple(_step(c, v) for v in KNIGHT_VECTORS) for c in range(CELLS))

# Ship sides: the nine sea cells in front of the nine land tiles of each side.
SHIP_SIDES = (
    tuple(make_cell(c, 0) for c in range(2, 11)),   # White: south C1..K1
    tuple(make_cell(0, r) for r in range(2, 11)),   # Yellow: west A3..A11
    tuple(make_cell(c, 12) for c in range(2, 11)),  # Black: north C13..K13
    tuple(make_cell(12, r) for r in range(2, 11)),  # Red: east M3..M11
)
SHIP_START = tuple(side[4] for side in SHIP_SIDES)  # G1, A7, G13, M7
INWARD = ((0, 1), (1, 0), (0, -1), (-1, 0))  # from each side's ship towards the island


def front_of(ship_cell: int, side: int) -> int:
    """The land tile straight in front of a ship on ``side``."""
    return _step(ship_cell, INWARD[side])


def ship_moves(ship_cell: int, side: int) -> tuple[int, ...]:
    cells = SHIP_SIDES[side]
    i = cells.index(ship_cell)
    return tuple(cells[j] for j in (i - 1, i + 1) if 0 <= j < len(cells))


def side_of_ship_cell(cell: int) -> int:
    for side, cells in enumerate(SHIP_SIDES):
        if cell in cells:
            return side
    return -1


def edge_cell(cell: int, d: int) -> int:
    """The sea cell at the board's edge reached by flying from ``cell`` in direction d."""
    dc, dr = DIR_VECTORS[d]
    c, r = cell % SIZE, cell // SIZE
    while on_board(c + dc, r + dr):
        c, r = c + dc, r + dr
    return make_cell(c, r)


# A displacement (one step, a knight jump, or the arrival from a ship) is coded as an
# int 0..24 from (dcol, drow) in -2..2; FLIGHT marks an airplane flight (ice repeats it).
FLIGHT = 25
NO_DISP = -1


def disp_code(dc: int, dr: int) -> int:
    return (dc + 2) * 5 + (dr + 2)


def disp_vector(code: int) -> tuple[int, int]:
    return code // 5 - 2, code % 5 - 2


def disp_between(a: int, b: int) -> int:
    """The displacement from a to b; farther than a knight's jump counts as a flight."""
    dc, dr = b % SIZE - a % SIZE, b // SIZE - a // SIZE
    if -2 <= dc <= 2 and -2 <= dr <= 2:
        return (dc + 2) * 5 + (dr + 2)
    return FLIGHT


def apply_disp(cell: int, code: int) -> int:
    dc, dr = disp_vector(code)
    return _step(cell, (dc, dr))


DIR_CODES = tuple(disp_code(*v) for v in DIR_VECTORS)
