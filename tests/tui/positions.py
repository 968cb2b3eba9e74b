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

# ----- the treasure-island edition ---------------------------------------------------------

# White to move with a bit of everything the newer edition adds: W1 trapped and W2 on a
# desert with 2 bottles in hand, W3 between Yellow's Friday and Black's Missionary, White's
# Ben Gunn, Y1 lost in the only open cave, the galleon treasure with a coin on K5, and one
# opened tile of each new kind.
TI_SHOWCASE = """\
jackal treasure-island 4
turn W
names Anne, Bart, Calico, Dampier
W1 G3 trapped
G3 trap
W2 E5:1
E5 desert
W3 H5
FRI I6 Y
MIS H6 B
BEN C7 W
Y1 D9 lost
D9 cave
caves D9
bottles W 2
bottles B 1
galleon K5
coins K5 1
K6 galleon
C5 caramba
E9 earthquake
F10 lighthouse
I9 thicket
Y2 I9
B1 I9
J8 smoke
G8 bottles2
C8 bengunn
J7 friday
H7 missionary
H9 ?chest3
I4 ?cave
J4 ?horse
D4 ?empty
F4 ?trap
"""

# Three caves open: W1 steps into F4 and picks where to come out (C9 or K10).
TI_CAVES = """\
jackal treasure-island 2-light
turn W
names Anne, Dampier
W1 F3
F4 cave
C9 cave
K10 cave
caves F4,C9,K10
G5 ?chest2
"""

# W1 opens the earthquake on G3 and swaps two tiles.
TI_EARTHQUAKE = """\
jackal treasure-island 2-light
turn W
names Anne, Dampier
W1 G2
G3 ?earthquake
C10 ?chest5
K4 cannibal
H8 ?trap
"""

# W1 opens the lighthouse on G3: five tiles are still face down, he looks at four.
TI_LIGHTHOUSE = """\
jackal treasure-island 2-light
turn W
names Anne, Dampier
W1 G2
G3 ?lighthouse
C4 ?chest5
D10 ?cannibal
J9 ?arrow3
K3 ?rum
F11 ?chest1
"""

# W1 opens smoke on G3: in the next round each crew is moved by the next crew's player.
TI_SMOKE = """\
jackal treasure-island 4
turn W
names Anne, Bart, Calico, Dampier
W1 G2
G3 ?smoke
H9 ?chest2
"""

# W1 lands on the old plane on G3: fly at once to an open tile, or stay and lose it.
TI_AIRPLANE = """\
jackal treasure-island 2-light
turn W
names Anne, Dampier
W1 G2
G3 ?airplane
C4 ?chest5
"""

# W1 is caught in a trap and W2 sleeps off the rum: neither can move this turn.
STUCK = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 G3 trapped
G3 trap
W2 E5 rum-now
E5 rum
W3 F5
"""
