"""The easy and strong Archipelago crews play their pirates' abilities
(jackal_tui/ai/archipelago/: standing.py, looks.py, crews.py): the Strongman's two coins,
the Lookout's look, the Mountaineer's climb or decline, the Gunner's aim.

RULINGS-ARCHIPELAGO.md, "End, score, campaign" (the abilities) and "Abilities: finer
points".
"""

import random

import pytest

from jackal_tui.ai.archipelago.crews import EasyArchipelagoCrew, StrongArchipelagoCrew
from jackal_tui.games.archipelago.search import SEARCH

from tests.archipelago.helpers import game, legal

CREWS = {"easy": EasyArchipelagoCrew, "strong": lambda: StrongArchipelagoCrew(nodes=12)}
# the plain island with one mountain, E5 (forest and beach elsewhere)
MOUNTAIN = "BBBBBBB/BFFMFFB/BFFFFFB/BFFFFFB/BBBBBBB"


def choices(level, m, seeds=range(4)) -> set[str]:
    return {str(CREWS[level]().choose(m.state, m.legal_actions(), rng_seed=s)) for s in seeds}


def test_rulings_strongman_easy_crew_carries_both_coins_of_a_pile():
    """RULINGS-ARCHIPELAGO "Abilities": the Strongman drags up to 2 coins from one tile.
    W1, the Strongman, stands alone on 2 coins on E5, three steps from White's boat on
    E1; the other pirates are aboard. Counting one coin of the pile as his, the easy crew
    landed another pirate instead; it now takes both coins toward the boat."""
    m = game("W1 E5", "coins E5 2", "abilities W1 Strongman")
    assert "W1 E5-E4 +2coins" in legal(m)
    got = choices("easy", m, range(5))
    assert got <= {"W1 E5-E4 +2coins", "W1 E5-D4 +2coins", "W1 E5-F4 +2coins"}, got


@pytest.mark.parametrize("level", CREWS)
def test_rulings_lookout_the_crew_looks_at_the_tile_that_matters(level):
    """RULINGS-ARCHIPELAGO "Abilities: finer points", Lookout: once per island, at the end
    of his crew's turn, he looks at one face-down tile next to him; it costs nothing. W1
    steps to E4, next to the face-down mountain E5 and forest D3 (and G6's forest is
    farther); of the tiles nobody has seen, the mountain ones hold 3 coins on average and
    the forest ones none, and W2 on F4 stands next to E5 too. The crew looks, at E5,
    rather than end its turn."""
    m = game("W1 D4", "W2 F4", "E5 ?chest3", "D3 ?pit", "abilities W1 Lookout",
             "coins C3 1", layout=MOUNTAIN)
    m.play("W1 D4-E4")
    assert set(legal(m)) == {"W done", "W1 looks E5", "W1 looks D3"}
    assert choices(level, m) == {"W1 looks E5"}


def test_rulings_lookout_a_look_is_known_to_the_looking_crew_only():
    """RULINGS-ARCHIPELAGO "Abilities: finer points": the tile stays known to his crew
    like a lighthouse look. White's dealt worlds keep E5's face; Black's deal it again
    (from E5's chest and the mountain tile set aside)."""
    m = game("W1 D4", "E5 ?chest3", "D3 ?pit", "abilities W1 Lookout", "removed M:pit",
             layout=MOUNTAIN)
    m.play("W1 D4-E4")
    m.play("W1 looks E5")
    e5 = m.state.board.parse("E5")
    rng = random.Random(3)
    assert {SEARCH.deal(m.state, 0, rng).tiles[e5] for _ in range(30)} == {"chest3"}
    assert len({SEARCH.deal(m.state, 2, rng).tiles[e5] for _ in range(30)}) > 1


@pytest.mark.parametrize("level", CREWS)
@pytest.mark.parametrize("face,climbs", [("cannibal", False), ("pit", False),
                                         ("cannon-N", False), ("chest3", True),
                                         ("empty", True), ("musket", True)])
def test_rulings_mountaineer_declines_a_bad_face_once_seen(level, face, climbs):
    """RULINGS-ARCHIPELAGO "Abilities: finer points", Mountaineer: stepping onto a
    face-down mountain his crew sees it first, then he enters or declines (staying where
    he was). Seen, a cannibal (death), a pit (held) or a cannon (fired into the sea) is
    declined; a chest is climbed, and so is a face that harms nobody (empty ground, a
    musket with no enemy on its lines): declining would spend the crew's action for
    nothing."""
    m = game("W1 E4", f"E5 ?{face}", "abilities W1 Mountaineer", "coins C3 1",
             layout=MOUNTAIN)
    m.play("W1 E4-E5")
    assert set(legal(m)) == {"W1 > E4", "W1 > E5"}
    assert choices(level, m, range(3)) == {"W1 > E5" if climbs else "W1 > E4"}


@pytest.mark.parametrize("level", CREWS)
def test_rulings_gunner_aims_the_cannon_at_his_own_boat(level):
    """RULINGS-ARCHIPELAGO "Abilities: finer points", Gunner: he picks the cannon's
    direction on each entry. W1 carries a coin onto the cannon on E3; fired south he
    lands in White's boat on E1 (the coin is banked), any other way in the sea."""
    m = game("W1 E4", "E3 cannon-N", "abilities W1 Gunner", "coins E4 1")
    m.play("W1 E4-E3 +coin")
    assert set(legal(m)) == {"W1 > E", "W1 > S", "W1 > W"}
    assert choices(level, m, range(3)) == {"W1 > S"}


@pytest.mark.parametrize("carry", [False, True])
def test_rulings_swimmer_a_coin_at_sea_is_his_on_his_way_home(carry):
    """RULINGS-ARCHIPELAGO "Abilities: finer points", Swimmer: at sea his coin goes with
    his every move and is banked when he boards. W1 swims on A3, next to White's boat on
    A2, with a coin: the crew's standing counts it as a coin in hand one step from home
    (8 points, as on the land next to the boat), not as a coin lying loose (at most 2)."""
    from jackal_tui.ai.archipelago.standing import CARRY, CARRY_STEP, standing
    swim = ("W1 sea A3", "abilities W1 Swimmer")
    with_coin = game(*swim, "coins A3 1", boats=("W A2", "B E7")).state
    without = game(*swim, boats=("W A2", "B E7")).state
    # (and the boat's pirates aboard are nearer a coin: 0.1 a step, 5 steps nearer)
    assert standing(with_coin, 0, carry) - standing(without, 0, carry) == \
        pytest.approx(CARRY - CARRY_STEP + 0.5)


@pytest.mark.parametrize("carry", [False, True])
def test_rulings_jonah_a_coin_in_his_hand_is_not_on_its_way_home(carry):
    """RULINGS-ARCHIPELAGO "Abilities": Jonah never goes aboard (a move that would put him
    aboard puts him on a free land cell next to the boat, his coin unbanked), so a coin
    he stands on next to the boat is no coin in hand: it waits for a crewmate. The same
    pirate without Jonah's card holds it 8 points' worth; Jonah far less."""
    from jackal_tui.ai.archipelago.standing import standing
    plain = game("W1 E2", "coins E2 1").state
    jonah = game("W1 E2", "coins E2 1", "abilities W1 Jonah").state
    assert standing(plain, 0, carry) - standing(jonah, 0, carry) >= 6.0
