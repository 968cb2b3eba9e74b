"""Bottles never make a turn; where a bottle may be handed; Friday frees a trapped
crew-mate (treasure-island).

RULINGS "Finer points" (the last lines): bottles never make a turn: a crew whose only
legal actions are bottle uses is skipped, and keeps its bottles; a bottle may be handed to
a character on the giver's own tile or on a neighbouring one; any piece a crew controls
frees that crew's trapped pirate by entering the trap, Friday alike. RULINGS
"Tiles: treasure-island": using a bottle is a free action that does not end the turn.
TI "Tiles explanation" (bottles; Friday reads a bottle and leaves; the Missionary reads
one and becomes a pirate; trap: a bottle lets a pirate climb out on his own).

docs/rules.md "Treasure-island, bottles" holds what the project decided where RULINGS is
silent: a bottle is offered only while the crew still has a real action to take after it
(so a turn never ends on a bottle), and a bottle that opens a real action in the same turn
(the last pirate climbing out of a trap) counts as a way to take one.
"""

from __future__ import annotations

from rules_helpers import act, illegal, legal, legal_of, loc, pirate, turn
from ti_helpers import bottles, controller, ti

SURROUNDED = """
    W1 G5:1
    W2 dead
    W3 dead
    G5 mountains
    {fortresses}
    Y1 F4
    Y2 F5
    Y3 F6
    B1 G4
    B2 G6
    B3 H4
    R1 H5
    R2 {r2}
    bottles W 1
"""


def test_a_crew_with_only_a_bottle_to_use_is_skipped_and_keeps_it():
    """RULINGS 'Finer points' (bottles never make a turn; such a crew is skipped and keeps
    its bottles), the position that found it: W1 is drunk (TI rum: he may not move in his
    crew's next turn), W2 and W3 are dead, and White's one bottle could only go to Black's
    Missionary beside W1. White is skipped: the bottle stays White's and the Missionary
    stays peaceful."""
    g = ti("""
        turn R
        F5 rum
        W1 F5 rum
        W2 dead
        W3 dead
        MIS F6 B
        bottles W 1
    """)
    act(g, "R ship M7-M6")
    assert turn(g) == "Y"
    assert ("skip", 0) in g.events
    assert bottles(g, "W") == 1
    assert not g.state.converted and controller(g, "MIS") == "B"


def test_a_bottle_that_would_leave_no_action_is_not_offered():
    """RULINGS 'Finer points' (bottles never make a turn) and docs/rules.md: White's
    only real actions are Friday's; handing him the bottle would take him away (TI
    Friday reads it and leaves) and end the turn on a bottle, so it is not offered."""
    g = ti("""
        G5 rum
        W1 G5 rum-now
        W2 dead
        W3 dead
        FRI G6 W
        bottles W 1
    """)
    assert legal_of(g, "FRI")
    assert "W1 bottle FRI" not in legal(g)
    illegal(g, "W1 bottle FRI")


def test_a_bottle_that_leaves_another_action_is_a_free_action():
    """RULINGS 'Tiles: treasure-island' (a bottle is a free action, the turn goes on):
    with W2 able to move, W1 hands Friday the bottle, Friday leaves, and White still
    plays its turn."""
    g = ti("""
        G5 rum
        W1 G5 rum-now
        W2 C3
        W3 dead
        FRI G6 W
        bottles W 1
    """)
    act(g, "W1 bottle FRI")
    assert loc(g, "FRI") == "absent" and bottles(g, "W") == 0
    assert turn(g) == "W" and legal_of(g, "W2")


def test_a_jump_to_the_last_step_with_no_way_off_is_not_offered():
    """RULINGS 'Finer points' (bottles never make a turn) and docs/rules.md: W1 is on
    step 1 of the mountains; every tile around them is a fortress held by an enemy (EN
    and TI fortress: nobody enters one an enemy holds). On the last step W1 could not
    leave, so the bottle jump would end the turn on a bottle: only the step on is
    offered. With one neighbour free (H6 empty ground) the jump is offered."""
    forts = "\n    ".join(f"{c} fortress" for c in ("F4", "F5", "F6", "G4", "G6", "H4", "H5", "H6"))
    g = ti(SURROUNDED.format(fortresses=forts, r2="H6"))
    assert legal(g) == ["W1 G5-G5"]
    forts = "\n    ".join(f"{c} fortress" for c in ("F4", "F5", "F6", "G4", "G6", "H4", "H5"))
    g = ti(SURROUNDED.format(fortresses=forts, r2="C3"))
    assert sorted(legal(g)) == ["W1 G5-G5", "W1 bottle"]
    act(g, "W1 bottle")
    assert loc(g, "W1") == "G5:5" and turn(g) == "W"
    assert legal_of(g, "W1") == ["W1 G5-H6"]


def test_the_last_pirate_climbing_out_of_a_trap_makes_a_turn():
    """TI trap (with a bottle a pirate climbs out on his own) and docs/rules.md: the
    bottle opens a real action in the same turn, so White is not skipped; climbing out
    does not end the turn (RULINGS: a free action), and W1 then moves."""
    g = ti("""
        turn R
        W1 G4 trapped
        W2 dead
        W3 dead
        G4 trap
        bottles W 1
    """)
    act(g, "R ship M7-M6")
    assert turn(g) == "W" and legal(g) == ["W1 bottle"]
    act(g, "W1 bottle")
    assert turn(g) == "W" and not pirate(g, "W1").trapped
    act(g, "W1 G4-G5")
    assert turn(g) == "Y"


# ----- whom a bottle may be handed to ------------------------------------------------------

def test_a_bottle_handed_to_the_missionary_on_the_givers_own_tile():
    """RULINGS 'Finer points' (a bottle may be handed to a character on the giver's own
    tile) and TI Missionary (passed a bottle he becomes an ordinary pirate)."""
    g = ti("""
        W1 G4
        MIS G4 W
        bottles W 1
    """)
    assert "W1 bottle MIS" in legal_of(g, "W1")
    act(g, "W1 bottle MIS")
    assert g.state.converted and controller(g, "MIS") == "W"
    assert bottles(g, "W") == 0 and turn(g) == "W"


def test_a_bottle_handed_to_an_enemy_friday_in_the_dense_jungle():
    """RULINGS 'Finer points' (to the giver's own tile; to any Friday; Friday may stand
    with enemies in the dense jungle) and TI Friday (he reads it and leaves)."""
    g = ti("""
        W1 G4
        FRI G4 Y
        G4 thicket
        bottles W 1
    """)
    act(g, "W1 bottle FRI")
    assert loc(g, "FRI") == "absent" and controller(g, "FRI") is None


def test_a_character_is_not_handed_his_own_bottle():
    """TI bottles ('if you have a pirate on a tile next to Friday or the missionary, you
    can pass them a bottle'): a bottle is passed by another piece, so the Missionary
    does not hand one to himself."""
    g = ti("""
        MIS G4 W
        bottles W 1
    """)
    assert not [a for a in legal(g) if "bottle" in a]


def test_a_bottle_handed_over_from_its_text():
    """docs/notation.md ('W2 bottle FRI' hands a bottle to Friday) and TI Friday (he reads
    it and leaves): the action played from its text, not from the legal list."""
    g = ti("""
        W1 G3
        FRI G4 Y
        bottles W 1
    """)
    events = g.play("W1 bottle FRI")
    assert events[0] == ("act", "W1 bottle FRI")
    assert ("gone", 13, "reads a message") in events
    assert loc(g, "FRI") == "absent" and bottles(g, "W") == 0


# ----- Friday frees a trapped crew-mate ------------------------------------------------------

def test_friday_frees_a_trapped_crew_mate():
    """RULINGS 'Finer points' (any piece a crew controls frees that crew's trapped pirate
    by entering the trap: Ben Gunn, a Missionary and Friday alike) and TI Friday (he
    does not fall into traps)."""
    g = ti("""
        W1 G4 trapped
        FRI G3 W
        G4 trap
    """)
    act(g, "FRI G3-G4")
    assert not pirate(g, "W1").trapped and not pirate(g, "FRI").trapped


def test_friday_frees_a_trapped_partner():
    """RULINGS 'Players' (partners share tiles) and 'Tiles: classic' (trap: a crew-mate
    or partner frees him), with 'Finer points' (Friday frees like any piece of his crew):
    in teams White's Friday frees Black's B1."""
    g = ti("""
        B1 G4 trapped
        FRI G3 W
        G4 trap
    """, mode="4-teams")
    act(g, "FRI G3-G4")
    assert not pirate(g, "B1").trapped


def test_friday_does_not_free_an_enemy():
    """TI Friday (he cannot attack) and RULINGS 'Finer points': Yellow's trapped pirate is
    an enemy of White's Friday, who may not step onto him at all."""
    g = ti("""
        Y1 G4 trapped
        FRI G3 W
        G4 trap
    """)
    assert "FRI G3-G4" not in legal_of(g, "FRI")
