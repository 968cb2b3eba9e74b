"""Hand-written Archipelago positions for the app's tests (docs/notation.md, "Archipelago")."""

from __future__ import annotations

from jackal_tui.games.archipelago import match_from_position, new_match
from jackal_tui.session import set_seats

LAYOUT_1 = "layout ~BBBB~/BFMMFB/BFMMFB/BFMMFB/~~FF~~"

# White (Anne) against Black (Bart) on island 1's map, some way in: the bear is awake at
# D4 and hunts W2, the die at F4 last rolled 5, coins lie on D3 and C5, White holds a bottle.
MIDGAME = f"""\
jackal archipelago 2
island 1
names Anne, Bart
{LAYOUT_1}
turn W
boat W E7
boat B G2
W1 E6
W2 C5
B1 F3
B2 G4
E6 empty
C5 empty
F3 empty
G4 empty
F4 die
D4 empty
D3 chest2
coins D3 1
coins C5 1
bank B 1
bottles W 1
bear D4 B
last_roll F4 5
D2 ?chest2
E2 ?arrow-NE+SW
B3 ?empty
C3 ?horse
E3 ?labyrinth3
G3 ?barrel
B4 ?chest1
C4 ?empty
E4 ?chest3
B5 ?empty
D5 ?arrow-E+S+NW
E5 ?cannon-N
F5 ?ice
G5 ?empty
C6 ?balloon
D6 ?arrow-N
F6 ?bottles1
seed 3
"""

# White's bottles after its action: W2 sits in the pit at D4 and holds one bottle.
IN_THE_PIT = f"""\
jackal archipelago 2
island 1
{LAYOUT_1}
turn W
phase bottles
boat W E7
boat B G2
W1 E6
W2 D4 trapped
E6 empty
D4 pit
bottles W 1
seed 3
"""

# Black is asked about White's proposal to end the island: agreeing ends it, White ahead.
PROPOSED = f"""\
jackal archipelago 2
island 1
names Anne, Bart
{LAYOUT_1}
turn W
boat W E7
boat B G2
W1 E6
E6 empty
bank W 3
bank B 1
vote W B
proposed 0
seed 3
"""


def position(text: str, seats=("human", "human")):
    m = match_from_position(text)
    set_seats(m, list(seats))
    return m


def island(mode: str = "2", island: str = "1", seats=None, boats: str = "recommended",
           seed: int = 7):
    """A fresh dealt game through the registry's package (every seat human by default)."""
    m = new_match(mode=mode, seed=seed, options={"island": island, "boats": boats})
    set_seats(m, list(seats or ["human"] * len(m.seats())))
    return m
