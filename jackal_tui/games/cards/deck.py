"""The 60 action cards (RULINGS-CARDS.md, action cards), by kind.

A card in a hand, the deck or a row is its kind's number (0-14); its name is the word
the notation uses. Cards of one kind are alike, so a hand is kept as a sorted list.
"""

from __future__ import annotations

# name, count, the moves it allows as (rows down, columns right) — up is toward row 1
UP_LEFT, UP_RIGHT, DOWN_RIGHT, DOWN_LEFT, LEFT_RIGHT, UP_DOWN, DIAGONAL, STRAIGHT, \
    HORSE, RED, BLUE, WEAPON, FRIDAY, DOUBLING, RUM = range(15)

NAMES = ("up-left", "up-right", "down-right", "down-left", "left-right", "up-down",
         "diagonal", "straight", "horse", "red", "blue", "weapon", "friday", "doubling",
         "rum")
COUNTS = (3, 3, 3, 3, 6, 6, 3, 4, 6, 4, 4, 4, 3, 4, 4)
MOVES = (
    ((-1, -1),), ((-1, 1),), ((1, 1),), ((1, -1),),
    ((0, -1), (0, 1)), ((-1, 0), (1, 0)),
    ((-1, -1), (-1, 1), (1, -1), (1, 1)),
    ((-1, 0), (0, -1), (0, 1), (1, 0)),
    ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)),
)
MOVERS = frozenset(range(HORSE + 1))        # arrows and the Wild Horse
FLAGS = {RED: "R", BLUE: "L"}               # the flag card -> its mark on an island
ROW_CARDS = MOVERS | frozenset(FLAGS)        # what may be laid face down
# Kept in the hand and played during the resolution (never in a row).
IN_HAND = frozenset((WEAPON, FRIDAY, DOUBLING, RUM))
# Tortuga: coins paid -> cards drawn (rulebook, Visiting Tortuga).
TORTUGA = {1: 2, 2: 3, 3: 5}
HAND_START = 5   # Setting up, step 3
HAND_FLOOR = 4   # Phase 5: nobody sails on with fewer than four

assert sum(COUNTS) == 60 and len(NAMES) == len(COUNTS) == 15


def full_deck() -> list[int]:
    """The 60 cards in kind order (the order a shuffle starts from)."""
    return [k for k, n in enumerate(COUNTS) for _ in range(n)]


def card_name(card: int) -> str:
    return NAMES[card]


def parse_card(text: str) -> int:
    t = text.strip().lower()
    if t in NAMES:
        return NAMES.index(t)
    raise ValueError(f"{text!r} is not an action card: one of {', '.join(NAMES)}")
