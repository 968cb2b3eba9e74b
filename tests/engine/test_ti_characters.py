"""The island's people: Ben Gunn, Friday and the Missionary (treasure-island).

TI 'Tiles explanation': Ben Gunn (joins the first team he meets; controlled as another
pirate), Friday (joins the finder, moved like a pirate; harmless, cannot attack; when
attacked he surrenders and is controlled by the attacker; a bottle found or passed makes
him read it and leave; leaves with the Missionary when they meet; ignores the ogre and
traps; leaves a difficult-terrain tile from space I), the Missionary (joins the finder;
cannot attack nor be attacked; a pirate on his tile cannot be attacked and cannot attack
either; cannot drag coins; cannot stand on a tile with an enemy; leaves with Friday; a
bottle makes him an ordinary pirate). TI 'Player Turns' (moving one of the extra
characters is an action). RULINGS 'Finer points' (Friday cannot step onto enemies, may go
where enemies stand only where no fight happens; his coins count for his controller; the
Missionary never enters a tile holding enemies, jungle included, other tiles act on him as
on a pirate; Ben Gunn and a converted Missionary fight and carry like pirates of their
crew, go back to its ship when struck, never count toward the three pirates of the revival
rule, and are gone for good when they die; Friday and the Missionary leave together
whenever they meet, whoever controls them). RULINGS 'Fighting and death' (revival: never
Ben Gunn, Friday or the Missionary).
"""

from __future__ import annotations

import pytest

from rules_helpers import (
    act, bank, coins, illegal, kind, legal, legal_of, loc, pirate, ship_moves_until, turn,
)
from ti_helpers import controller, ti


# ----- finding them ----------------------------------------------------------------------

@pytest.mark.parametrize("token,name", [("bengunn", "BEN"), ("friday", "FRI"),
                                        ("missionary", "MIS")])
def test_character_joins_the_finder(token, name):
    """TI Ben Gunn / Friday / Missionary: when the tile is revealed the character is put
    on it and the finder's crew controls him; the tile is then empty ground."""
    g = ti(f"""
        turn Y
        Y1 C6
        C7 ?{token}
    """)
    act(g, "Y1 C6-C7")
    assert kind(g, "C7") == token
    assert loc(g, name) == "C7" and controller(g, name) == "Y"
    assert loc(g, "Y1") == "C7"
    ship_moves_until(g, "Y")
    assert f"{name} C7-C8" in legal_of(g, name)


def test_characters_are_written_with_their_controlling_crew():
    """docs/notation.md: 'BEN G5 W', 'FRI G6 Y', 'MIS G7 B'; read back to the same state."""
    from jackal_tui.games.classic import Game
    g = ti("""
        BEN G5 W
        FRI G6 Y
        MIS K9 B
    """)
    assert (controller(g, "BEN"), controller(g, "FRI"), controller(g, "MIS")) == ("W", "Y", "B")
    text = g.to_position()
    assert "BEN G5 W" in text and "FRI G6 Y" in text and "MIS K9 B" in text
    assert Game.from_position(text).state_hash() == g.state_hash()


# ----- Ben Gunn -----------------------------------------------------------------------

def test_ben_gunn_fights():
    """TI Ben Gunn: he kept his sabre sharp; RULINGS: fights like a pirate of his crew."""
    g = ti("""
        BEN G3 W
        Y1 G4
    """)
    act(g, "BEN G3-G4")
    assert loc(g, "BEN") == "G4" and loc(g, "Y1") == "ship A7"


def test_ben_gunn_carries_coins_for_his_crew():
    """TI Ben Gunn (controlled as another pirate) and RULINGS: carries like a pirate."""
    g = ti("""
        BEN G2 W
        coins G2 1
    """)
    act(g, "BEN G2-G1 +coin")
    assert loc(g, "BEN") == "ship G1" and bank(g, "W") == 1


def test_ben_gunn_struck_goes_to_his_crews_ship():
    """RULINGS 'Finer points': Ben Gunn struck goes back to the ship of the crew that
    controls him (White's, moved to F1), and still belongs to it."""
    g = ti("""
        turn Y
        ship W F1
        BEN G4 W
        Y1 G5
    """)
    act(g, "Y1 G5-G4")
    assert loc(g, "BEN") == "ship F1" and controller(g, "BEN") == "W"


def test_ben_gunn_gone_for_good_when_he_dies_and_never_revived():
    """RULINGS 'Finer points' (gone for good when he dies) and 'Fighting and death'
    (revival never brings back Ben Gunn): eaten by the ogre he is out of the game; with
    W1 in the native girl's fortress White may revive W3, never Ben Gunn."""
    g = ti("""
        W1 K4
        W3 dead
        BEN G3 W
        K4 native
        G4 cannibal
    """)
    act(g, "BEN G3-G4")
    assert loc(g, "BEN") == "absent" and controller(g, "BEN") is None
    ship_moves_until(g, "W")
    assert [a for a in legal(g) if "revives" in a] == ["W3 revives"]
    assert not [a for a in legal(g) if a.startswith("BEN")]


def test_ben_gunn_frees_a_trapped_crew_mate():
    """TI Ben Gunn (controlled as another pirate) and TI trap (another pirate moved onto
    the tile helps the trapped one out, and does not fall in)."""
    g = ti("""
        W1 G4 trapped
        BEN G3 W
        G4 trap
    """)
    act(g, "BEN G3-G4")
    assert not pirate(g, "W1").trapped and not pirate(g, "BEN").trapped


def test_ben_gunn_struck_at_sea_is_gone_for_good():
    """TI 'Player Turns' d (a swimmer moving onto an enemy swimmer kills him) and RULINGS 'Finer
    points' (Ben Gunn is gone for good when he dies)."""
    g = ti("""
        turn Y
        BEN sea A5 W
        Y1 sea A4
    """)
    act(g, "Y1 A4-A5")
    assert loc(g, "BEN") == "absent" and controller(g, "BEN") is None
    assert loc(g, "Y1") == "sea A5"


def test_ben_gunn_does_not_count_for_revival():
    """RULINGS 'Finer points': Ben Gunn never counts toward the three pirates: with W1,
    W2 and Ben Gunn alive, dead W3 may be revived."""
    g = ti("""
        W1 G4
        W2 G6
        W3 dead
        BEN G8 W
        G4 native
    """)
    assert "W3 revives" in legal(g)
    act(g, "W3 revives")
    assert loc(g, "W3") == "G4"


# ----- Friday -------------------------------------------------------------------------

def test_friday_cannot_attack():
    """TI Friday: harmless, he cannot attack anyone; RULINGS: he cannot step onto
    enemies."""
    g = ti("""
        FRI G3 W
        Y1 G4
    """)
    assert "FRI G3-G4" not in legal_of(g, "FRI")
    assert "FRI G3-H4" in legal_of(g, "FRI")


def test_friday_surrenders_to_his_attacker():
    """TI Friday: attacked, he surrenders and is now controlled by the attacking player;
    he is not sent anywhere. W1 beside him is struck home as usual."""
    g = ti("""
        turn Y
        FRI G3 W
        W1 G3
        Y1 G4
    """)
    act(g, "Y1 G4-G3")
    assert loc(g, "W1") == "ship G1"
    assert loc(g, "FRI") == "G3" and controller(g, "FRI") == "Y"
    assert loc(g, "Y1") == "G3"
    ship_moves_until(g, "Y")
    assert "FRI G3-G4" in legal_of(g, "FRI")


def test_friday_ignores_the_ogre():
    """TI Friday: he is not afraid of the Ogre and ignores the tile."""
    g = ti("""
        FRI G3 W
        G4 cannibal
    """)
    act(g, "FRI G3-G4")
    assert loc(g, "FRI") == "G4" and controller(g, "FRI") == "W"
    ship_moves_until(g, "W")
    assert "FRI G4-G5" in legal_of(g, "FRI")


def test_friday_ignores_traps():
    """TI Friday: he does not fall into traps."""
    g = ti("""
        FRI G3 W
        G4 trap
    """)
    act(g, "FRI G3-G4")
    assert loc(g, "FRI") == "G4" and not pirate(g, "FRI").trapped
    ship_moves_until(g, "W")
    assert "FRI G4-G5" in legal_of(g, "FRI")


def test_friday_leaves_a_stepped_tile_from_step_one():
    """TI Friday: on difficult terrain he is put on space I and may move away without
    going through the numbered spaces."""
    g = ti("""
        FRI G4 W
        G5 mountains
    """)
    act(g, "FRI G4-G5")
    assert loc(g, "FRI") == "G5:1"
    ship_moves_until(g, "W")
    moves = legal_of(g, "FRI")
    assert "FRI G5-G6" in moves and "FRI G5-G4" in moves
    assert "FRI G5-G5" not in moves


def test_friday_meeting_the_enemy_missionary_both_leave():
    """TI Friday / Missionary: if they meet they disappear together; RULINGS 'Finer
    points': whenever they meet, whoever controls them (Friday White's, the Missionary
    Yellow's). Friday steps onto the Missionary's tile."""
    g = ti("""
        FRI G3 W
        MIS G4 Y
    """)
    act(g, "FRI G3-G4")
    assert loc(g, "FRI") == "absent" and loc(g, "MIS") == "absent"
    assert controller(g, "FRI") is None and controller(g, "MIS") is None


def test_missionary_meeting_the_enemy_friday_both_leave():
    """TI Missionary ('if the missionary meets Friday, they disappear together') and
    RULINGS 'Finer points' (whenever they meet, whoever controls them): Yellow's
    Missionary steps onto White's Friday; no fight happens (neither can attack)."""
    g = ti("""
        turn Y
        FRI G3 W
        MIS G4 Y
    """)
    assert "MIS G4-G3" in legal_of(g, "MIS")
    act(g, "MIS G4-G3")
    assert loc(g, "FRI") == "absent" and loc(g, "MIS") == "absent"


def test_friday_and_the_missionary_of_one_crew_leave_together_too():
    """RULINGS 'Finer points': they leave together whenever they meet."""
    g = ti("""
        FRI G3 W
        MIS G4 W
    """)
    act(g, "MIS G4-G3")
    assert loc(g, "FRI") == "absent" and loc(g, "MIS") == "absent"


def test_fridays_coins_count_for_his_controller():
    """RULINGS 'Finer points': coins Friday drags count for the crew controlling him (TI:
    he can drag coins): Yellow controls him here, so onto Yellow's ship."""
    g = ti("""
        turn Y
        FRI B7 Y
        coins B7 1
    """)
    act(g, "FRI B7-A7 +coin")
    assert bank(g, "Y") == 1 and bank(g, "W") == 0


def test_friday_may_join_an_enemy_in_the_dense_jungle():
    """RULINGS 'Finer points': Friday may go where enemies stand only where no fight
    happens - the dense jungle."""
    g = ti("""
        FRI G3 W
        Y1 G4
        G4 thicket
    """)
    act(g, "FRI G3-G4")
    assert loc(g, "FRI") == "G4" and controller(g, "FRI") == "W"
    assert loc(g, "Y1") == "G4"


def test_friday_enters_a_stepped_tile_only_if_step_one_is_free_of_enemies():
    """RULINGS 'Finer points': another step of a stepped tile is no fight (Y1 on step 3
    of G5: Friday may enter on step 1), step 1 is (Y2 on step 1 of I5: he may not)."""
    g = ti("""
        FRI H4 W
        Y1 G5:3
        Y2 I5:1
        G5 mountains
        I5 mountains
    """)
    moves = legal_of(g, "FRI")
    assert "FRI H4-G5" in moves
    assert "FRI H4-I5" not in moves
    act(g, "FRI H4-G5")
    assert loc(g, "FRI") == "G5:1" and loc(g, "Y1") == "G5:3"


# ----- the Missionary ------------------------------------------------------------------

def test_missionary_cannot_attack():
    """TI Missionary: he cannot attack an enemy."""
    g = ti("""
        MIS G3 W
        Y1 G4
    """)
    assert "MIS G3-G4" not in legal_of(g, "MIS")
    assert "MIS G3-H4" in legal_of(g, "MIS")


def test_missionary_cannot_be_attacked():
    """TI Missionary: he cannot be attacked (nor stand with an enemy)."""
    g = ti("""
        turn Y
        MIS G3 W
        Y1 G4
    """)
    assert "Y1 G4-G3" not in legal_of(g, "Y1")
    illegal(g, "Y1 G4-G3")  # refused with a message, nothing changed


def test_missionary_protects_the_pirates_on_his_tile():
    """TI Missionary: a pirate on the same tile as the Missionary cannot be attacked."""
    g = ti("""
        turn Y
        MIS G3 W
        W1 G3
        Y1 G4
    """)
    assert "Y1 G4-G3" not in legal_of(g, "Y1")


def test_pirate_with_the_missionary_cannot_attack():
    """TI Missionary: a pirate on the same tile as the Missionary 'cannot be attacked and
    cannot attack' himself: W1 beside his Missionary may not step onto Y1."""
    g = ti("""
        MIS G3 W
        W1 G3
        Y1 G4
    """)
    assert "W1 G3-G4" not in legal_of(g, "W1")


def test_missionary_cannot_drag_coins():
    """TI Missionary: he cannot drag coins."""
    g = ti("""
        MIS G2 W
        coins G2 1
    """)
    assert legal_of(g, "MIS") and not [m for m in legal_of(g, "MIS") if "+" in m]


def test_missionary_never_enters_a_tile_with_enemies_dense_jungle_included():
    """TI Missionary: cannot stand on the same tile as an enemy; RULINGS 'Finer points':
    never enters a tile holding enemies, jungle included (G4), nor a stepped tile with an
    enemy on another step (H4)."""
    g = ti("""
        MIS G3 W
        Y1 G4
        Y2 H4:3
        G4 thicket
        H4 desert
    """)
    moves = legal_of(g, "MIS")
    assert "MIS G3-G4" not in moves and "MIS G3-H4" not in moves
    assert "MIS G3-F4" in moves


def test_missionary_joins_his_own_crew():
    """TI Missionary: only enemies keep him away."""
    g = ti("""
        MIS G3 W
        W1 G4
    """)
    act(g, "MIS G3-G4")
    assert loc(g, "MIS") == "G4" and loc(g, "W1") == "G4"


def test_missionary_eaten_by_the_ogre_is_gone():
    """RULINGS 'Finer points': other tiles act on him as on a pirate (TI ogre: killed);
    the island's people are gone for good when they die."""
    g = ti("""
        MIS G3 W
        G4 cannibal
    """)
    act(g, "MIS G3-G4")
    assert loc(g, "MIS") == "absent" and controller(g, "MIS") is None


def test_missionary_falls_into_a_trap():
    """RULINGS 'Finer points': other tiles act on the Missionary as on a pirate (TI trap)."""
    g = ti("""
        MIS G3 W
        G4 trap
    """)
    act(g, "MIS G3-G4")
    assert loc(g, "MIS") == "G4" and pirate(g, "MIS").trapped


@pytest.mark.parametrize("text", ["FRI G3-G4", "MIS K3-K4", "BEN C3-C5"])
def test_illegal_move_of_a_character_is_refused_with_a_message(text):
    """docs/engine-api.md: game.play raises IllegalActionError for an action that is not
    legal (TI Friday cannot attack Y1; the Missionary cannot attack Y2; Ben Gunn moves one
    tile at a time); the game is unchanged."""
    g = ti("""
        FRI G3 W
        MIS K3 W
        BEN C3 W
        Y1 G4
        Y2 K4
    """)
    illegal(g, text)
