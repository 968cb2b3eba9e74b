"""Hand-written positions for the interface tests (engine position text, docs/notation)."""

# White to move in a 2-player light game, with one tile of nearly every kind face up
# around the pirates, so one snapshot shows most glyphs. W1 on G3 steps onto the
# two-way arrow at G4 and must then choose F4 or H4: a chain decision.
SHOWCASE = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 G3
W2 E5
coins E5 2
G4 arrow-E+W
F5 chest2
coins F5 2
E6 horse
H4 ?chest3
I6 ice
C8 arrow-N+E+S+W
D8 arrow-NE+SE+SW+NW
E8 arrow-NW+E+S
J9 swamp
K9 mountains
I10 fortress
H10 native
D10 cannon-N
E10 rum
F10 crocodile
G10 trap
J4 balloon
K5 airplane
F7 cannibal
C6 jungle
D6 desert
ship B I13
B1 sea H13
bank W 3
"""

# Nearly over: White carries the last coin next to its ship.
ENDGAME = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 G2
coins G2 1
bank W 20
bank B 16
"""
