"""The island's people on chains (treasure-island).

RULINGS "Finer points" (the last lines): the Missionary and Friday obey their limits on
every step of a chain, not only on the first; a chain that would carry either onto a tile
(or a step of a stepped tile) holding enemies is an impossible end, and the piece leaves
the game. Their limits (RULINGS "Finer points"; TI "Tiles explanation", Friday and the
Missionary): the Missionary never enters a tile holding enemies, jungle included; Friday
cannot strike, so he goes where enemies stand only where no fight happens (the dense
jungle, another step of a stepped tile); the two may meet (and leave together). Choices
inside a chain offer only what the piece may take; with none left it is an impossible
end (RULINGS "Finer points"). Ben Gunn and a converted Missionary fight like pirates.

docs/rules.md "Treasure-island" holds what this project decided where RULINGS is silent:
a cell of the sea counts as a tile for these limits (the Missionary never swims beside
an enemy, Friday never fights a swimmer, nobody joins the enemy's peaceful Missionary),
and a pirate who has left his Missionary's tile in a chain may strike where it ends.
"""

from __future__ import annotations

import pytest

from rules_helpers import act, legal_of, loc, pirate, turn
from ti_helpers import choices, controller, lost, pend_kind, ti


# ----- the Missionary -------------------------------------------------------------------

@pytest.mark.parametrize("push", ["arrow-E", "ice"])
def test_missionary_pushed_into_the_dense_jungle_beside_an_enemy_leaves_the_game(push):
    """RULINGS 'Finer points' (limits on every step of a chain; the Missionary never
    enters a tile holding enemies, jungle included): the position that found it. The
    Missionary steps E5-F5; the arrow (or the ice repeating his step east) carries him to G5, a
    dense jungle where Y1 stands: an impossible end, he leaves the game."""
    g = ti(f"""
        turn W
        MIS E5 W
        Y1 G5
        F5 {push}
        G5 thicket
    """)
    assert "MIS E5-G5" not in legal_of(g, "MIS")  # never by a plain step (not adjacent anyway)
    act(g, "MIS E5-F5")
    assert loc(g, "MIS") == "absent" and controller(g, "MIS") is None
    assert loc(g, "Y1") == "G5"
    assert turn(g) == "Y"
    assert "MIS" not in g.to_position()


def test_missionary_pushed_onto_a_stepped_tile_with_an_enemy_on_another_step_leaves():
    """RULINGS 'Finer points' (his limits on every step of a chain; 'never enters a tile
    holding enemies'): the second position that found it, a swamp with Y1 on step 2.
    Arriving on step 1 he would share the tile with Y1: he leaves the game."""
    g = ti("""
        turn W
        MIS E5 W
        Y1 G5:2
        F5 arrow-E
        G5 swamp
    """)
    act(g, "MIS E5-F5")
    assert loc(g, "MIS") == "absent"
    assert loc(g, "Y1") == "G5:2"


def test_missionary_pushed_onto_his_own_crew_stays():
    """RULINGS 'Finer points': only enemies keep the Missionary away: an arrow carries
    him onto W1 in the dense jungle and he stays there."""
    g = ti("""
        MIS E5 W
        W1 G5
        F5 arrow-E
        G5 thicket
    """)
    act(g, "MIS E5-F5")
    assert loc(g, "MIS") == "G5" and controller(g, "MIS") == "W"


def test_missionary_pushed_onto_an_enemy_friday_both_leave():
    """RULINGS 'Finer points': Friday and the Missionary leave together whenever they
    meet - at the end of a chain too (Yellow's Friday on G5)."""
    g = ti("""
        MIS E5 W
        FRI G5 Y
        F5 arrow-E
    """)
    act(g, "MIS E5-F5")
    assert loc(g, "MIS") == "absent" and loc(g, "FRI") == "absent"


def test_missionary_on_a_horse_is_offered_only_tiles_without_enemies():
    """RULINGS 'Finer points' (choices inside a chain offer only what the piece may do)
    and TI Missionary: from the horse on F5 he may not jump to H6 (Y1 in the dense
    jungle) nor G7 (Y2 on step 3 of a desert)."""
    g = ti("""
        MIS E4 W
        F5 horse
        Y1 H6
        H6 thicket
        Y2 G7:3
        G7 desert
    """)
    act(g, "MIS E4-F5")
    assert pend_kind(g) == "horse"
    assert choices(g) == ["D4", "D6", "E3", "E7", "G3", "H4"]


def test_missionary_with_no_allowed_way_off_an_arrow_leaves_the_game():
    """RULINGS 'Finer points' (a choice offers only what the piece may do; with none
    left, an impossible end) and docs/rules.md (the sea counts as a tile for his limits):
    the arrow on B5 points west to A5, where Y1 swims, and east to C5, a dense jungle
    holding Y2. He may take neither: he leaves the game, and nothing is asked."""
    g = ti("""
        MIS B4 W
        B5 arrow-E+W
        Y1 sea A5
        Y2 C5
        C5 thicket
    """)
    act(g, "MIS B4-B5")
    assert pend_kind(g) is None
    assert loc(g, "MIS") == "absent"
    assert loc(g, "Y1") == "sea A5" and loc(g, "Y2") == "C5"


def test_missionary_on_a_two_way_arrow_is_not_offered_the_enemy_swimmer():
    """docs/rules.md (the Missionary's limits hold in the sea too; RULINGS 'Finer
    points': choices offer only what the piece may do): of B5's arrows only the one to
    C5 is offered, not A5 where Y1 swims."""
    g = ti("""
        MIS B4 W
        B5 arrow-E+W
        Y1 sea A5
    """)
    act(g, "MIS B4-B5")
    assert choices(g) == ["C5"]


def test_missionary_shot_by_a_cannon_beside_an_enemy_swimmer_leaves_the_game():
    """TI cannon (shot into the sea in the barrel's direction), RULINGS 'Finer points'
    (his limits on every step of a chain) and docs/rules.md (the sea counts as a tile):
    the cannon on F5 shoots west to A5, where Y1 swims."""
    g = ti("""
        MIS E4 W
        F5 cannon-W
        Y1 sea A5
    """)
    act(g, "MIS E4-F5")
    assert loc(g, "MIS") == "absent"
    assert loc(g, "Y1") == "sea A5"


def test_missionary_never_swims_onto_an_enemy_and_no_enemy_swims_onto_him():
    """TI Missionary ('cannot stand on the same tile as an enemy', 'cannot be
    attacked') and docs/rules.md (the same at sea): he may not swim to A5 beside Y1, and
    Y1 may not swim onto him."""
    g = ti("""
        MIS sea A4 W
        Y1 sea A5
        W1 G2
    """)
    assert "MIS A4-A5" not in legal_of(g, "MIS") and "MIS A4-A3" in legal_of(g, "MIS")
    act(g, "W1 G2-G3")
    assert turn(g) == "Y"
    assert "Y1 A5-A4" not in legal_of(g, "Y1") and "Y1 A5-A6" in legal_of(g, "Y1")


def test_pirate_shot_onto_the_enemy_missionary_at_sea_dies():
    """TI Missionary (he cannot be attacked, and no enemy stands with him), RULINGS
    'Finer points' (an impossible end kills) and docs/rules.md (the sea counts as a
    tile): White's cannon shoots W1 to A5, where Yellow's peaceful Missionary swims."""
    g = ti("""
        W1 E4
        F5 cannon-W
        MIS sea A5 Y
    """)
    act(g, "W1 E4-F5")
    assert loc(g, "W1") == "dead"
    assert loc(g, "MIS") == "sea A5" and controller(g, "MIS") == "Y"


def test_missionary_finding_a_new_cave_sent_among_lost_enemies_leaves_the_game():
    """RULINGS 'Finer points' (caves: a new cave frees the pirate lost longest and puts
    the finder on his old cave; the Missionary's limits on every step of a chain): Y1 and
    Y2 are lost in G5. The Missionary opens H7: Y1 comes out there, and the Missionary,
    sent to G5 where Y2 still waits, may neither stand with him nor strike him: he
    leaves the game, and Y2 stays lost."""
    g = ti("""
        MIS H6 W
        Y1 G5 lost=1
        Y2 G5 lost=2
        G5 cave
        caves G5
        H7 ?cave
    """)
    act(g, "MIS H6-H7")
    assert loc(g, "Y1") == "H7" and not lost(g, "Y1")
    assert loc(g, "MIS") == "absent"
    assert loc(g, "Y2") == "G5" and lost(g, "Y2")


# ----- Friday ---------------------------------------------------------------------------

def test_friday_pushed_into_the_dense_jungle_beside_an_enemy_stays():
    """RULINGS 'Finer points': Friday may go where enemies stand where no fight happens,
    the dense jungle: the arrow carries him onto Y1 there, and both stay."""
    g = ti("""
        FRI E5 W
        Y1 G5
        F5 arrow-E
        G5 thicket
    """)
    act(g, "FRI E5-F5")
    assert loc(g, "FRI") == "G5" and controller(g, "FRI") == "W"
    assert loc(g, "Y1") == "G5"


def test_friday_pushed_onto_an_enemy_leaves_the_game():
    """RULINGS 'Finer points' (Friday cannot step onto enemies; a chain onto a tile
    holding enemies is an impossible end, and he leaves the game): Y1 stands on G5."""
    g = ti("""
        FRI E5 W
        Y1 G5
        F5 arrow-E
    """)
    act(g, "FRI E5-F5")
    assert loc(g, "FRI") == "absent" and controller(g, "FRI") is None
    assert loc(g, "Y1") == "G5"


def test_friday_pushed_onto_step_one_with_an_enemy_leaves_but_other_steps_are_no_fight():
    """RULINGS 'Finer points' (another step of a stepped tile is no fight; step 1 is):
    pushed onto G5 (Y1 on step 1) he leaves the game; onto G7 (Y2 on step 3) he stays
    on step 1 (two positions: there is one Friday)."""
    g1 = ti("""
        FRI E5 W
        F5 arrow-E
        Y1 G5:1
        G5 desert
    """)
    act(g1, "FRI E5-F5")
    assert loc(g1, "FRI") == "absent" and loc(g1, "Y1") == "G5:1"
    g2 = ti("""
        FRI E7 W
        F7 arrow-E
        Y2 G7:3
        G7 desert
    """)
    act(g2, "FRI E7-F7")
    assert loc(g2, "FRI") == "G7:1" and loc(g2, "Y2") == "G7:3"


def test_friday_shot_beside_an_enemy_swimmer_leaves_the_game():
    """TI Friday (harmless, he cannot attack anyone) and docs/rules.md (the sea counts
    as a tile: a swimmer thrown onto an enemy swimmer would strike him): Friday, shot to
    A5 where Y1 swims, leaves the game; Y1 swims on."""
    g = ti("""
        FRI E4 W
        F5 cannon-W
        Y1 sea A5
    """)
    act(g, "FRI E4-F5")
    assert loc(g, "FRI") == "absent"
    assert loc(g, "Y1") == "sea A5"


def test_friday_never_swims_onto_an_enemy_but_may_be_struck_at_sea():
    """TI Friday (he cannot attack; attacked, he surrenders to the attacker) and
    docs/rules.md (the same at sea): Friday may not swim onto Y1; Y1 may swim onto
    him, and Friday is then Yellow's."""
    g = ti("""
        FRI sea A4 W
        Y1 sea A5
        W1 G2
    """)
    assert "FRI A4-A5" not in legal_of(g, "FRI") and "FRI A4-A3" in legal_of(g, "FRI")
    act(g, "W1 G2-G3")
    act(g, "Y1 A5-A4")
    assert loc(g, "FRI") == "sea A4" and controller(g, "FRI") == "Y"


def test_friday_finding_a_new_cave_sent_among_lost_enemies_leaves_the_game():
    """RULINGS 'Finer points' (caves: the finder goes to the old cave; Friday cannot
    strike, and a chain onto enemies is an impossible end): Y1 comes out on the new cave
    H7, Friday would be sent to G5 where Y2 still waits lost: he leaves the game and Y2
    is not struck."""
    g = ti("""
        FRI H6 W
        Y1 G5 lost=1
        Y2 G5 lost=2
        G5 cave
        caves G5
        H7 ?cave
    """)
    act(g, "FRI H6-H7")
    assert loc(g, "Y1") == "H7"
    assert loc(g, "FRI") == "absent"
    assert loc(g, "Y2") == "G5" and lost(g, "Y2")


def test_friday_on_a_horse_is_offered_no_fight():
    """RULINGS 'Finer points' (choices offer only what the piece may do; Friday goes
    where enemies stand only without a fight): from the horse on F5 not H6 (Y1 on
    empty ground), but G7 (Y2 in the dense jungle) is offered."""
    g = ti("""
        FRI E4 W
        F5 horse
        Y1 H6
        Y2 G7
        G7 thicket
    """)
    act(g, "FRI E4-F5")
    assert "H6" not in choices(g) and "G7" in choices(g)


def test_friday_pushed_onto_a_trap_frees_his_trapped_crew_mate():
    """RULINGS 'Finer points' (any piece a crew controls frees that crew's trapped
    pirate by entering the trap, Friday alike; the limits of a chain's every step) and
    TI Friday (he does not fall into traps): the arrow carries White's Friday onto G5."""
    g = ti("""
        FRI E5 W
        W1 G5 trapped
        F5 arrow-E
        G5 trap
    """)
    act(g, "FRI E5-F5")
    assert loc(g, "FRI") == "G5" and not pirate(g, "FRI").trapped
    assert not pirate(g, "W1").trapped


# ----- Ben Gunn, the converted Missionary, and pirates beside the Missionary -------------

@pytest.mark.parametrize("piece,extra", [("BEN", ""), ("MIS", " converted")])
def test_ben_gunn_and_the_converted_missionary_strike_at_a_chains_end(piece, extra):
    """RULINGS 'Finer points' (Ben Gunn and a converted Missionary fight like pirates of
    the crew that controls them): carried onto Y1 by an arrow, they strike him home."""
    g = ti(f"""
        {piece} E5 W{extra}
        Y1 G5
        F5 arrow-E
    """)
    act(g, f"{piece} E5-F5")
    assert loc(g, piece) == "G5"
    assert loc(g, "Y1") == "ship A7"


def test_pirate_who_left_his_missionary_may_choose_a_fight_inside_a_chain():
    """TI Missionary (a pirate on the same tile as the Missionary cannot attack) and
    docs/rules.md: once W1 has stepped off the Missionary's tile onto the horse, he is
    no longer beside him, so the knight's jump onto Y1 is offered, and strikes."""
    g = ti("""
        MIS E4 W
        W1 E4
        F5 horse
        Y1 H6
    """)
    act(g, "W1 E4-F5")
    assert "H6" in choices(g)
    act(g, "W1 > H6")
    assert loc(g, "W1") == "H6" and loc(g, "Y1") == "ship A7"
