"""The twelve ability cards of the campaign (RULINGS-ARCHIPELAGO.md, "End, score,
campaign" and "Abilities: finer points"): their names, boxes and what each does in a
line, and who holds which. Pure data and small questions; the rules that each ability
changes live where that rule is (reach, arrival, resolver).
"""

from __future__ import annotations

# (name, box, what it does), in the order the deck lists them.
CARDS: tuple[tuple[str, int, str], ...] = (
    ("Strongman", 2, "drags up to 2 coins from one tile; they share their fate"),
    ("Navigator", 2, "his boat moves 1 step more while he is aboard"),
    ("Lookout", 2, "once per island, at the end of his crew's turn, looks privately at one "
                   "face-down tile next to him"),
    ("Jonah", 3, "cannot be struck, and enemies share his tile; never goes aboard: a move "
                 "that would put him aboard puts him on a free land cell next to the boat"),
    ("Swimmer", 3, "steps between coast and water both ways; his coin does not sink at sea"),
    ("Brawler", 3, "may strike while dragging a coin"),
    ("Pathfinder", 4, "a labyrinth of N steps has N-1 for him; may drag a coin into jungle"),
    ("Cook", 4, "the cannibal does not kill him (it still eats a coin)"),
    ("Old Salt", 4, "barrels do not hold him; a bottle tile he opens gives one bottle more"),
    ("Gunner", 5, "picks the cannon's direction (N, E, S, W) on each entry; the musket "
                  "passes him by"),
    ("Mountaineer", 5, "may look at a face-down mountain he steps or lands onto, and "
                       "decline it"),
    ("Lucky", 5, "a crocodile is empty ground for him and a pit does not hold him"),
)
NAMES: tuple[str, ...] = tuple(name for name, _, _ in CARDS)
BOX = {name: box for name, box, _ in CARDS}
TEXT = {name: text for name, _, text in CARDS}
# A name as a word in an action or a position: "Old Salt" is written OldSalt there.
WORDS = {name: name.replace(" ", "") for name in NAMES}
_BY_WORD = {w.lower(): name for name, w in WORDS.items()}


def parse_ability(text: str) -> str:
    """The ability a word names (any case, with or without its space); ValueError else."""
    name = _BY_WORD.get(text.replace(" ", "").lower())
    if name is None:
        raise ValueError(f"{text!r} is not an ability: one of {', '.join(WORDS.values())}")
    return name


def deck_after(island_no: int, owned) -> list[str]:
    """The deck drawn from after island ``island_no`` of a campaign: the abilities of boxes
    2..k+1 not yet owned (after island 5 or later, all not yet owned), in card order."""
    top = min(island_no + 1, 5)
    return [n for n in NAMES if 2 <= BOX[n] <= top and n not in owned]
