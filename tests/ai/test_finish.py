"""Crews that finish games: they carry the galleon, open the last tiles instead
of guarding them, bank rather than shuffle as the anti-stall end draws near, and find
another way home when the straight one is barred."""

import random
from pathlib import Path

import pytest

from jackal_tui.ai import EasyCrew, make_crew
from jackal_tui.ai.arena import decision_seed, ended_by_stall
from jackal_tui.ai.classic.evaluate import margin
from jackal_tui.ai.classic.knowledge import stall_weight
from jackal_tui.ai.classic.knowledge import Maps, play
from jackal_tui.games.classic import Action, Game, view
from jackal_tui.games.classic.state import SHIP

from tiers import thorough

from .helpers import crew

GALLEON = """
jackal treasure-island 2-light
turn W
W1 G5
B1 G10
galleon G5
coins K11 1
"""


@pytest.mark.parametrize("level", ("easy", "strong"))
def test_a_pirate_on_the_galleon_carries_it_toward_his_ship(level):
    # the galleon treasure counts 3 (RULINGS, "Finer points"); carrying it a step home
    # is worth more than anything else W1 could do
    g = Game.from_position(GALLEON)
    for seed in range(3):
        a = crew(level).choose(g.state, g.legal_actions(), seed)
        assert a.coin == 2 and a.to in (Action.parse("W1 G5-G4").to,
                                        Action.parse("W1 G5-F4").to,
                                        Action.parse("W1 G5-H4").to), str(a)


def test_the_galleon_is_carried_home_in_a_game():
    # White alone moves the galleon; within 12 of its actions it is banked (3 coins)
    g = Game.from_position(GALLEON)
    white, black = make_crew("easy"), make_crew("random")
    for i in range(40):
        s = g.state
        if s.over or s.banked[0] >= 3:
            break
        c = white if s.turn == 0 else black
        g.play(c.choose(s.copy(), g.legal_actions(), i))
    assert g.state.banked[0] >= 3


BALLOON = """
jackal classic 2-light
turn W
W1 C5
W2 ship
B1 J10
coins C5 1
B5 balloon
D6 ?chest1
"""


LAST_TILE = """
jackal classic 2-light
turn W
W1 E5
W2 ship
W3 ship
B1 J10
D6 ?chest1
"""


@pytest.mark.parametrize("level", ("easy", "strong"))
def test_the_last_face_down_tile_is_opened_not_guarded(level):
    # one face-down tile is left, beside W1: opening it (it may hide a chest) beats
    # bringing more pirates to stand round it, which never finds a coin
    g = Game.from_position(LAST_TILE)
    for seed in range(3):
        assert crew(level).choose(g.state, g.legal_actions(), seed) == Action.parse("W1 E5-D6")


def test_near_the_anti_stall_end_a_banked_coin_gains_more():
    # RULINGS, "End of the game": the anti-stall limit ends the game, and coins still on
    # the island then count for nobody
    before = Game.from_position(BALLOON).state
    after = before.copy()
    after.coins = {}
    after.banked[0] += 1
    after.p_where[0] = before.p_where[1]   # W1 aboard, as the balloon leaves him
    after.p_cell[0] = before.ship[0]
    after.p_ship[0] = 0
    gains = []
    for stall in (0, 90):
        b, a = before.copy(), after.copy()
        b.stall = a.stall = stall
        gains.append(margin(a, Maps(a), 0) - margin(b, Maps(b), 0))
    assert stall_weight(before) == 0.0
    # far from the limit a coin beside the balloon is nearly as good as banked; near it
    # (10 of the 100 actions are left here) banking gains clearly more
    assert gains[1] > gains[0] + 0.05


STEPS = """
jackal classic 2-light
turn W
W1 E5:1
W2 dead
W3 dead
B1 J10
E5 mountains
coins E8 1
"""


def test_walking_a_stepped_tile_toward_a_coin_is_progress():
    # EN, tiles: the mountains take five actions to cross, one step each; a pirate on step
    # 1 is farther from the coin beyond them than one on step 2
    g = Game.from_position(STEPS)
    before = g.state.copy()
    g.play("W1 E5-E5")
    after = g.state
    assert after.p_step[0] == 2
    assert margin(after, Maps(after), 0) > margin(before, Maps(before), 0)


LOOP = """
jackal classic 2-light
turn W
W1 G4
W2 ship
W3 dead
B1 F12
coins G4 1
C3 arrow-N
D3 arrow-N
E3 arrow-N
F3 arrow-N
G3 arrow-E
H3 arrow-W
I3 arrow-N
J3 arrow-N
K3 arrow-N
"""


@pytest.mark.parametrize("level", ("easy", "strong"))
def test_a_carrier_barred_by_an_arrow_loop_goes_round_without_dithering(level):
    # G3 and H3 point at each other (EN, tiles: arrows; a loop kills, RULINGS), the rest
    # of row 3 points back: the coin must go round the end of the row. White banks it
    # within 16 of its actions and never puts it back where it already lay.
    g = Game.from_position(LOOP)
    white, black = crew(level), make_crew("random")
    places = [next(iter(g.state.coins))]
    for i in range(80):
        s = g.state
        if s.over or s.banked[0]:
            break
        c = white if s.turn == 0 else black
        g.play(c.choose(s.copy(), g.legal_actions(), i))
        if g.state.turn != 0 and g.state.coins and g.state.pending is None:
            here = next(iter(g.state.coins))
            if here != places[-1]:
                assert here not in places, "the coin went back to where it lay"
                places.append(here)
    assert g.state.banked[0] == 1
    assert len(places) <= 16


# Island 41 of the arena (easy against random), trimmed: Black leads 14 to 1 near the
# anti-stall end, B2 holds a coin beside a balloon and White's coins lie a few actions
# from White's pirates. Easy used to shuffle B2's coin to and fro: letting the count run
# on cut White's coins on the island more than Black's, so the leader liked the stall.
LEADER = """
jackal classic 2-light
turn B
B2 G10
I5 desert
K6 ?chest2
H10 balloon
K10 ?chest1
coins G3 2
coins H4 2
coins I4 2
coins I5:1 1
coins K7 1
coins D8 1
coins G8 1
coins G10 1
coins D12 1
bank W 1
bank B 14
stall 80
turns 378
"""


@pytest.mark.parametrize("seed", range(4))
def test_a_leader_near_the_anti_stall_end_banks_rather_than_shuffles(seed):
    # its best action banks (without the slack, which now and then takes a near one)
    g = Game.from_position(LEADER)
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    g.play(a)
    assert g.state.banked[2] == 15, str(a)


def test_near_the_anti_stall_end_only_a_sides_own_coins_lose_worth():
    # the count running on must never raise a side's margin: what it costs the rivals'
    # coins on the island is not counted for that side
    g = Game.from_position(LEADER)
    lo, hi = g.state.copy(), g.state.copy()
    lo.stall, hi.stall = 0, 90
    for side in range(2):
        assert margin(hi, Maps(hi), side) <= margin(lo, Maps(lo), side) + 1e-9


# Island 85 of the arena, trimmed: White's pirates stand by their ship penned in by two
# cannons, the cannibal, a balloon and an arrow that only leads back; the face-down tiles
# and the coins are beyond. Easy used to pass for ever (W1 C2-B3 > C2) because the
# unknown looked two king moves away; the way round is by ship (land at G2).
PENNED = """
jackal classic 2-light
turn W
ship W C1
W1 C2
W2 dead
W3 D2:3
B1 dead
B2 dead
B3 ship
D2 desert
B3 arrow-SE+NW
C3 cannon-S
D3 cannibal
E3 balloon
E2 cannon-S
F2 trap
B4 ?empty
D4 ?chest3
I2 ?empty
J2 ?chest1
coins D5 3
bank W 6
stall 30
"""


@pytest.mark.parametrize("seed", range(3))
def test_a_penned_in_crew_sails_round_and_opens_a_tile(seed):
    g = Game.from_position(PENNED)
    white = make_crew("easy")
    up = sum(g.state.up)
    turns = 0
    while turns < 12 and sum(g.state.up) == up and g.state.banked[0] == 6:
        s = g.state
        if s.turn == 0:
            turns += 1
            g.play(white.choose(s.copy(), g.legal_actions(), seed * 100 + turns))
        else:
            g.play(g.legal_actions()[0])   # Black only moves its empty ship
    assert sum(g.state.up) > up or g.state.banked[0] > 6, g.log()[-6:]
    assert all(g.state.p_where[p] != g.state.p_where[1] for p in (0, 2))  # nobody died


# Island 2 of the 3-crew arena, trimmed: the crew's last free pirate stands by a trap
# holding a coin (an enemy caught in it). Stepping in would catch him too, with no friend
# left to free him, so that coin is out of his reach; easy used to hover round the trap
# for ever instead of fetching the coin that he can carry home (G9).
TRAPPED_COIN = """
jackal classic 2-light
turn W
ship W C1
W1 C6
W2 dead
W3 dead
B1 C5 trapped
B2 dead
B3 ship
C5 trap
coins C5 1
coins G9 1
bank W 5
bank B 2
stall 30
options early_end=no
"""


@pytest.mark.parametrize("seed", range(3))
def test_a_lone_pirate_fetches_a_coin_he_can_carry_not_one_in_a_trap(seed):
    g = Game.from_position(TRAPPED_COIN)
    white = make_crew("easy")
    took = None
    for turn in range(12):
        while g.state.turn != 0:
            g.play(g.legal_actions()[0])   # Black only moves its empty ship
        a = white.choose(g.state.copy(), g.legal_actions(), seed * 100 + turn)
        g.play(a)
        assert not g.state.p_trap[0], g.log()[-6:]
        if a.coin:
            took = a
            break
    assert took is not None and took.frm == Action.parse("W1 G9-G8").frm, g.log()[-6:]


# Island 3 of the 4-crew arena, easy against easy, trimmed: it ran 5,313 actions because
# the trailing crews threw pirates onto enemy ships near the anti-stall end (a pirate lost
# starts the count again, lifting the pressure) and the native revived them. White trails
# 2 to 8 here with coins by its ship; W1 could step onto Black's ship and die.
THROWN_AWAY = """
jackal classic 2-light
turn W
W1 D12
W2 F4
W3 dead
ship B D13
B1 ship
B2 dead
B3 dead
E11 native
coins E2 3
coins G2 2
coins H3 2
coins F3 3
coins D3 3
bank W 2
bank B 8
stall 80
K10 ?chest5
K11 ?chest3
"""


@pytest.mark.parametrize("seed", range(3))
def test_a_trailing_crew_does_not_throw_a_pirate_away_to_restart_the_count(seed):
    g = Game.from_position(THROWN_AWAY)
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    g.play(a)
    assert g.state.pirate(0).where != "dead", str(a)


# Island 1 of the treasure-island 4-crew arena (easy against random), trimmed: White's last
# pirate stands on the galleon on step 2 of a desert, a coin lies on step 3 and the balloon
# beyond flies him home. The evaluation gave a pirate standing on the galleon and a coin
# the coin to carry (the galleon then waited for a round trip), so carrying the galleon
# onto the coin's step looked worse than leaving it: easy left it for 135 actions and the
# anti-stall limit ended the game with the galleon and 15 more coins it could bank.
GALLEON_AND_COIN = """
jackal treasure-island 2-light
turn W
options early_end=no
W1 I7:2
W2 dead
W3 dead
B1 C2
I7 desert
I8 balloon
galleon I7:2
coins I7:3 1
coins C8 3
bank W 12
stall 80
"""


@pytest.mark.parametrize("seed", range(4))
def test_a_pirate_on_the_galleon_takes_it_past_a_coin(seed):
    # the galleon is one load worth 3 (RULINGS, "Finer points"): the step that carries it
    # on is the best action, even where a single coin lies
    g = Game.from_position(GALLEON_AND_COIN)
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    assert a == Action.parse("W1 I7-I7 +galleon"), str(a)


def test_the_galleon_past_a_coin_is_banked_before_the_anti_stall_end():
    g = Game.from_position(GALLEON_AND_COIN)
    white, black = make_crew("easy"), make_crew("random")
    for i in range(12):
        s = g.state
        if s.over or s.banked[0] >= 15:
            break
        c = white if s.turn == 0 else black
        g.play(c.choose(s.copy(), g.legal_actions(), i))
    assert g.state.banked[0] >= 15, g.log()[-8:]


# Island 1 of the treasure-island 2-light arena (easy against random, easy as Black),
# trimmed: Black leads 20 to 2 and 18 coins are left, 3 of them in the face-down galleon.
# The worlds the crews deal (``view.sample_view``) counted the face-down coins again over
# the chests alone and lost the galleon's 3, so in every world the leader was already out
# of reach ("the leader can no longer be caught"): every action looked like the won game,
# and easy wandered with its carrier until the anti-stall limit ended the game.
LEADER_AND_GALLEON = """
jackal treasure-island 2-light
turn B
B1 G11
B2 dead
B3 dead
W1 C2
L7 ?galleon
K6 ?chest2
coins G11 1
coins C8 5
coins D8 5
coins E8 2
bank W 2
bank B 20
stall 80
"""


def test_a_dealt_world_keeps_the_face_down_galleon():
    # RULINGS, "Finer points": the galleon treasure counts 3 wherever it is; a dealt world
    # only moves the face-down tiles about, so as many coins are left in it
    s = Game.from_position(LEADER_AND_GALLEON).state
    assert not s.over and s.coins_in_play == 18
    for seed in range(3):
        w = view.sample_view(s, random.Random(seed))
        assert (w.coins_in_play, w.hidden_coins) == (18, s.hidden_coins)


@pytest.mark.parametrize("seed", range(4))
def test_a_leader_carries_its_coin_while_the_galleon_lies_face_down(seed):
    # the game is not won yet (20 - 2 is not more than the 18 coins left), so leaving the
    # coin is worse than taking it along; in the worlds without the galleon every action
    # won the game and easy chose among them by its noise
    g = Game.from_position(LEADER_AND_GALLEON)
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    assert a.coin == 1, str(a)



# Island 1 of the treasure-island 3-crew arena (easy against random), trimmed: Yellow's
# swimmers lay beside Black's ship, their own ship beyond it. The swimmer's way home was
# measured round the island as if no ship lay in it, so the short way led through the
# enemy ship (swimming onto it kills: EN, "Ships"), and the long way round looked worse
# with every stroke: they swam to and fro beside it until the anti-stall limit.
SWIMMER = """
jackal classic 2-light
turn W
ship B D13
W1 sea E13
W2 dead
W3 dead
B1 H8
B2 dead
B3 dead
coins F5 3
"""


@pytest.mark.parametrize("seed", range(2))
def test_a_swimmer_goes_round_an_enemy_ship_to_his_own(seed):
    g = Game.from_position(SWIMMER)
    white = make_crew("easy")
    strokes = []
    for i in range(80):
        s = g.state
        if s.turn == 0:
            a = white.choose(s.copy(), g.legal_actions(), seed * 1000 + i)
            strokes.append(str(a))
        else:   # Black keeps its ship where it lies
            a = next(x for x in g.legal_actions() if x.kind == "move")
        g.play(a)
        if g.state.pirate(0).where != "sea":
            break
    assert g.state.pirate(0).where == "ship", strokes
    assert "W1 F13-E13" not in strokes, strokes   # never back toward the enemy ship


# Island 1 of the 4-crew classic arena, easy against easy, trimmed: White and Red have 10
# each, Yellow 8, and the last coin lies under Y3 beside Yellow's ship. Banking it cannot
# make Yellow win (9 < 10) and ends the game, which the score counted as a loss (minus
# WIN_BONUS) while any position still in play was not: Yellow carried the coin to and fro
# beside its ship for 150 actions and the anti-stall limit ended the game (2,052 actions).
LAST_COIN = """
jackal classic 4
turn Y
ship Y A9
W1 dead
W2 dead
W3 dead
Y1 D7
Y2 dead
Y3 B9
B1 dead
B2 dead
B3 dead
R1 I5
R2 dead
R3 J9
B8 arrow-N+E+SW
C8 crocodile
C9 jungle
coins B9 1
bank W 10
bank Y 8
bank B 8
bank R 10
stall 182
"""


@pytest.mark.parametrize("seed", range(4))
def test_a_crew_that_can_no_longer_win_banks_the_last_coin(seed):
    # RULINGS, "End of the game": the game ends when every coin is banked; a crew that has
    # lost either way does better to end it with one coin more than to let the anti-stall
    # limit end it
    g = Game.from_position(LAST_COIN)
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    assert a == Action.parse("Y3 B9-A9 +coin"), str(a)


# Island 1 of the 4-crew classic arena, easy against easy, trimmed: the last coin lay on
# step 3 of a desert (I9) beside the fortress I8. Whoever stepped onto the desert's first
# step was scored as farther from the coin than one beside it (entering counted as
# reaching it; the two steps up to the coin were not counted), so no crew ever went in:
# White and Red, tied at 10, struck each other round the fortress until the anti-stall
# limit (1,558 actions).
DESERT_COIN = """
jackal classic 2-light
turn W
W1 H8
W2 dead
W3 dead
B1 C3
I9 desert
coins I9:3 1
"""


def test_stepping_onto_a_stepped_tile_toward_its_coin_is_progress():
    # EN, tiles: a pirate enters a stepped tile on its first step and walks one step an
    # action; the coin on step 3 is two actions nearer once he stands on step 1
    g = Game.from_position(DESERT_COIN)
    before = g.state.copy()
    g.play("W1 H8-I9")
    after = g.state
    assert after.p_step[0] == 1
    assert margin(after, Maps(after), 0) > margin(before, Maps(before), 0)


@pytest.mark.parametrize("seed", range(3))
def test_a_pirate_walks_into_a_desert_for_the_coin_on_its_last_step(seed):
    g = Game.from_position(DESERT_COIN)
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    assert a == Action.parse("W1 H8-I9"), str(a)


POSITIONS = Path(__file__).parent / "positions"


@pytest.mark.parametrize("seed", range(8))
def test_a_carrier_judges_an_arrow_chain_at_its_end_not_three_arrows_in(seed):
    """Island 75 of the arena's treasure-island games of three easy crews: White's W3
    carries a coin on K4; L5 lies one step from the balloon on K6 (RULINGS, "Tiles":
    the balloon takes a pirate and his coin straight to his ship), two actions to bank.
    K5 is an arrow W onto the arrow J5 (SE+NW), and the way on goes by the four-way
    arrow I6 to the chest on H5 (the coin set down farther from home) or to J7, whose
    arrow points only at the crocodile on I7, which sends him back to J7: a cycle, and
    he dies. Judged three arrows in (W3 still on J7's arrow), that chain looked better
    than any finished move, and W3 went round those arrows for 150 actions."""
    g = Game.from_position((POSITIONS / "carrier-round-the-arrows.txt").read_text())
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    assert a == Action.parse("W3 K4-L5 +coin"), str(a)


def play_out(position: str, crew_of, seed: int, limit: int = 2000):
    """Plays a position of tests/ai/positions to its end (or ``limit`` actions), each
    decision by ``crew_of(player)`` with the arena's decision seeds; the final state."""
    g = Game.from_position((POSITIONS / position).read_text())
    while not g.state.over and g.action_count < limit:
        s = g.state
        g.play(crew_of(s.deciding_player()).choose(s.copy(), g.legal_actions(),
                                                  decision_seed(seed, g.action_count)))
    return g.state


@pytest.mark.parametrize("seed", range(10))
def test_a_far_ahead_leader_near_the_anti_stall_end_still_walks_to_its_coins(seed):
    """RULINGS, "End of the game": the anti-stall limit ends a game with coins still on
    the island. Island 8 of the arena's treasure-island 2-light games (easy, Black,
    against random), 71 of the 100 actions of the count gone: Black leads 18 to 0, its
    coins and the galleon lie a few actions from its last free pirate, B3. Before, a
    leader's margin leaned toward its banked lead like everyone's, so every step toward
    a coin counted for a third of its worth, less than the cost of a position made before:
    B3 wandered round the arrows by J6 until the limit (7 of 20 seeds). A leader now
    plays its full margin (the steeper cost of an action near the limit still hurries it)
    and banks until nobody can catch it."""
    black, white = EasyCrew(), make_crew("random")
    end = play_out("leader-far-from-its-coins.txt",
                   lambda player: black if player == 1 else white, seed)
    assert not ended_by_stall("treasure-island", end.end_reason), end.end_reason
    assert end.banked[2] > 18


@pytest.mark.parametrize("seed", range(4))
def test_a_galleon_carrier_takes_it_toward_his_ship_though_a_rival_is_that_way(seed):
    """RULINGS, "Finer points": the galleon treasure counts 3 wherever it ends. Island 8
    of the arena's treasure-island games of three crews (easy against easy): Yellow leads
    11 to 7 and 4, Y2 stands on the galleon at H3, Yellow's ship lies at A8 (west) and
    Black's pirates are far off. Black counted the galleon as its own from wherever it
    lay, so each step west (toward Black too) lowered Yellow's margin by more than the
    step home gained: Y2 carried it to and fro round H2, I2 and J2 until the anti-stall
    end. Black cannot come to strike Y2 before he is home, so the galleon is not Black's
    to count, and Y2 carries it west (G3 or G4: one action nearer Yellow's ship)."""
    g = Game.from_position((POSITIONS / "leader-carries-the-galleon.txt").read_text())
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    assert a.coin == 2 and str(a) in ("Y2 H3-G3 +galleon", "Y2 H3-G4 +galleon"), str(a)


@pytest.mark.parametrize("seed", range(5))
def test_a_leader_one_coin_from_the_end_carries_that_coin_home(seed):
    """RULINGS, "End of the game": the game ends once the leader can no longer be caught.
    Island 4 of the arena's treasure-island 2-light games (easy against easy): White
    leads 19 to 13 (the galleon in Black's bank) with 7 coins left, so one coin more ends
    the game won for White (20 against at most 13 + 6). Two coins lie on B6 under W2 and
    W3, three actions from the balloon on E4 (which flies a carrier to his ship). White
    weighed that coin like any other, and each step toward the balloon also brought it
    nearer Black's one pirate, so its margin fell: the crew kept its pirates on B6 and B8
    and the game ended by the anti-stall limit (4 of these 5 seeds). The coins that end
    the game count for more, and White banks one and wins."""
    white, black = EasyCrew(), EasyCrew()
    end = play_out("leader-one-coin-from-the-end.txt",
                   lambda player: white if player == 0 else black, seed)
    assert end.end_reason == "the leader can no longer be caught", end.end_reason
    assert end.banked[0] >= 20


@pytest.mark.parametrize("seed", range(4))
def test_a_crew_sails_its_ship_to_where_an_arrow_lands_carriers_aboard(seed):
    """RULINGS, "End of the game": the anti-stall limit ends a game with coins still on
    the island. Island 16 of the arena's treasure-island 2-light games (easy White against
    random): White's ship at H1 has only an arrow (G2), a horse (H2) and a crocodile (I2)
    beside it, so no carrier steps aboard there; the arrow on F2 sends a pirate into the
    sea at G1, one cell along the coast. White counted that way home as if the ship would
    meet him there for half an action a cell, but a pirate sent on by an arrow cannot wait
    for it, and the ship never moved: W1 and W2 carried coins and the galleon round the
    arrows G3, G2, F2 and back, and the game ended by the anti-stall limit with no coin
    banked (all 4 seeds). Sailing a cell is an action of its own, counted whole for a way
    that ends in the sea; White sails to G1 first and banks through F2."""
    white, black = EasyCrew(), make_crew("random")
    end = play_out("ship-ringed-by-arrows.txt",
                   lambda player: white if player == 0 else black, seed)
    assert end.end_reason == "the leader can no longer be caught", end.end_reason
    assert end.banked[0] >= 20


@pytest.mark.parametrize("seed", range(6) if thorough() else (1, 4))
def test_a_coin_in_a_carriers_hands_is_not_the_rivals_near_the_anti_stall_end(seed):
    """RULINGS, "End of the game": the anti-stall limit ends a game with coins still on
    the island. Island 14 of the arena's classic games of three crews (easy Yellow against
    two random crews): Yellow leads 15 to 1 and 0, its pirates stand on 5 coins on G7 and
    2 on I7, two steps from the balloon on F9 (which flies a carrier to his own ship:
    anyone's). Black counted every coin Yellow held as its own, from wherever it lay, so
    each step toward the balloon brought the coin nearer Black's bank too and lowered
    Yellow's margin: Y1 stepped off G7 onto the arrow on H6 and back, for 50 rounds. Near
    the anti-stall end a coin in a carrier's hands that he banks before a rival can come
    to strike him counts less for that rival (nothing at the limit), and Yellow banks.
    Seeds 0 to 5 (the crews before this failed in 1 to 4); the quick tier plays 1 and 4,
    the two shortest games of those."""
    yellow, rest = EasyCrew(), make_crew("random")
    end = play_out("carrier-by-a-balloon-all-can-use.txt",
                   lambda player: yellow if player == 1 else rest, seed)
    assert end.end_reason == "the leader can no longer be caught", end.end_reason
    assert end.banked[1] >= 18


def play_easy(g: Game, players: int, seed: int, limit: int) -> None:
    """Plays ``g`` on with an easy crew for each of ``players`` players, with the arena's
    decision seeds, until it ends or ``limit`` actions have been played."""
    crews = [EasyCrew() for _ in range(players)]
    while not g.state.over and g.action_count < limit:
        s = g.state
        g.play(crews[s.deciding_player()].choose(s.copy(), g.legal_actions(),
                                                  decision_seed(seed, g.action_count)))


# Built on island 36 of the 4-crew classic arena (easy against easy): the last coin lies
# in the trap on G11, here with Black's B2 caught there; Black and Yellow have 10 each.
# RULINGS, "Tiles" (trap, classic): a pirate is stuck until a crew-mate or partner enters
# the tile, and the friend does not fall in. Black counted B2 as waiting a fixed 8
# actions, however far his friend, so B1's steps toward the trap gained nothing until the
# last one, and he wandered. In 300 arena games, 17 of the 21 anti-stall ends with coins
# to bank were coins in traps, 13 of them under a caught pirate.
CAUGHT_ON_THE_LAST_COIN = """
jackal classic 4
turn B
ship B E13
W1 dead
W2 dead
W3 dead
Y1 dead
Y2 dead
Y3 dead
B1 G6
B2 G11 trapped
B3 dead
R1 dead
R2 dead
R3 K6
G6 empty
G7 empty
G8 empty
G9 empty
G10 empty
G11 trap
F11 empty
F12 empty
G12 empty
coins G11 1
bank W 9
bank Y 10
bank B 10
bank R 7
stall %d
"""


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("stall", (0, 120))
def test_a_crew_frees_its_pirate_caught_on_the_last_coin_and_banks_it(seed, stall):
    """RULINGS, "End of the game": the game ends when every coin is banked. B1 walks the
    five steps to the trap, frees B2, and B2 carries the coin to the ship two steps away:
    about 8 of Black's actions (Red's one pirate between them)."""
    g = Game.from_position(CAUGHT_ON_THE_LAST_COIN % stall)
    play_easy(g, 4, seed, 40)
    assert g.state.end_reason == "every coin is banked, sunk or eaten", g.log()[-8:]
    assert g.state.banked[2] == 11


CAUGHT_ON_A_COIN = """
jackal classic 3
turn B
ship B E13
W1 ship
Y1 ship
B1 G11 trapped
B2 %s
B3 dead
G11 trap
G5 empty
G6 empty
G7 empty
G8 empty
G9 empty
G10 empty
coins G11 1
"""


def test_a_pirate_caught_on_a_coin_waits_for_his_nearest_free_friend():
    # RULINGS, trap (classic): a crew-mate entering frees him. With the friend three steps
    # from the trap the coin is three actions from moving; with him six, six: the nearer
    # friend is worth more (a fixed wait counted both alike)
    near = Game.from_position(CAUGHT_ON_A_COIN % "G8").state
    far = Game.from_position(CAUGHT_ON_A_COIN % "G5").state
    assert margin(near, Maps(near), 2) > margin(far, Maps(far), 2)


@pytest.mark.parametrize("seed", range(4))
def test_a_crew_behind_near_the_anti_stall_end_banks_the_coin_beside_its_ship(seed):
    """RULINGS, "End of the game": the anti-stall limit ends the game and the most coins
    win. Island 3 of the arena's treasure-island games of three easy crews, 147 of the
    150 turns of the count gone: White has 14 (the galleon among them), Yellow 11, Black
    8, and Y3 stands on a coin beside Yellow's ship. Banking it starts the count again,
    and with it the leader's coins (some of which Yellow's and Black's pirates stand on)
    count whole again, so Yellow's margin, leaned toward its banked lead of -3 by the
    near end, looked worse after banking than before: all three crews stood on coins until
    the limit ended the game, lost for Yellow. An end with Yellow behind is its loss."""
    g = Game.from_position((POSITIONS / "behind-on-a-coin-by-its-ship.txt").read_text())
    a = EasyCrew(slack=0).choose(g.state, g.legal_actions(), seed)
    assert a == Action.parse("Y3 B9-A9 +coin"), str(a)


@pytest.mark.parametrize("seed", range(8))
def test_a_crew_whose_landing_a_crocodile_sends_back_sails_on_while_others_swim(seed):
    """RULINGS, crocodile: a pirate stepping onto it goes back where he came from. Island
    12 of the arena's classic games of three crews (Black easy, White and Yellow random):
    Black leads 4 to 1 and 0 with its whole crew aboard at G13, the crocodile on G12 in
    front of the ship, and landing there leaves everything as it was. The rivals' only
    pirates are swimmers, so the board was never the same twice, and Black's memory of
    the positions it made (the whole board) never saw it repeat itself: it landed on the
    crocodile for 50 rounds and the anti-stall limit ended the game with 12 coins on the
    island. Counting its own pieces only, it sails along and banks."""
    g = Game.from_position((POSITIONS / "leader-ship-before-a-crocodile.txt").read_text())
    black, others = EasyCrew(), make_crew("random")
    crocodile = 0
    for _ in range(60):
        s = g.state
        ours = s.deciding_player() == 2
        a = (black if ours else others).choose(s.copy(), g.legal_actions(),
                                                decision_seed(seed, g.action_count))
        crocodile += ours and a.to == Action.parse("B1 G13-G12").to
        g.play(a)
    # its memory makes a position dearer each time it comes back to it: a landing or two
    # before it sails, not one in most of its 20 turns
    assert crocodile <= 3, g.log()
    assert g.state.banked[2] > 4, g.log()[-12:]


def _play_on(g: Game, seed: int, actions: int):
    """Easy crews, one for each seat as in the app, play ``g`` on for at most ``actions``
    actions (the arena's decision seeds); yields after each action."""
    crews: dict[int, EasyCrew] = {}
    for _ in range(actions):
        if g.state.over:
            return
        s = g.state
        me = crews.setdefault(s.deciding_player(), EasyCrew())
        g.play(me.choose(s.copy(), g.legal_actions(), decision_seed(seed, g.action_count)))
        yield


def _trap_strikes(text: str, seed: int, actions: int = 150) -> tuple[int, bool]:
    """Three easy crews play on from ``text``: strikes into F6, and whether the coin on F6
    ever left it."""
    g = Game.from_position(text)
    f6 = next(iter(g.state.coins))
    strikes, left = 0, False
    for _ in _play_on(g, seed, actions):
        words = g.log()[-1]
        strikes += "F6" in words and "strikes" in words and "caught in a trap" in words
        left = left or not g.state.coins.get(f6)
    return strikes, left


def test_a_crew_that_struck_into_a_trap_does_not_strike_again():
    """RULINGS, trap (classic): an enemy entering strikes the trapped pirate and falls in
    itself. Three crews, 13 : 12 : 11, the last coin on the trap at F6 under Yellow's
    Y3, caught there with no free friend near (Y1 dead, Y2 swimming off M6), White's W2
    on the arrow at E7 choosing F6 or D8. Striking sends Y3 home and leaves W2 in the
    trap on the coin, where the next rival strikes him: the first time it is White's
    best action, but a crew that has struck into this trap before, the coins and banks
    as they were, leaves it (each strike costs more than the last), so that a war of
    strikes ends. (With Y1 free beside Y3 on the trap, arrow-into-a-trap-rivals-hold.txt,
    White now waits to meet the carrier as he leaves it, and does not strike.)"""
    text = (POSITIONS / "arrow-into-a-trap-a-rival-is-caught-in.txt").read_text()
    for seed in range(6):
        g = Game.from_position(text)
        white = EasyCrew(slack=0)
        assert str(white.choose(g.state.copy(), g.legal_actions(), seed)) == "W2 > F6"
        # the war comes round: the same choice, the coins and banks as they were, with
        # White's W1 ashore on E2 now (not a position White made before)
        again = Game.from_position(text.replace("W2 E7\n", "W1 E2\nW2 E7\n"))
        assert str(white.choose(again.state.copy(), again.legal_actions(), seed)) == "W2 > D8"
        # a crew that has not struck here before strikes
        fresh = EasyCrew(slack=0)
        assert str(fresh.choose(again.state.copy(), again.legal_actions(), seed)) == "W2 > F6"


def test_a_strike_into_a_trap_is_remembered_by_side_and_only_with_three_crews():
    """The strike's memory (``strike_key``) names the striking side, the trap, the coins
    and the banks, not where the other pieces stand; with two sides there is none, and
    two-crew play stays as it was (a crew remembers whole positions there)."""
    from jackal_tui.ai.classic.crews import strike_key

    three = Game.from_position((POSITIONS / "arrow-into-a-trap-rivals-hold.txt").read_text())
    a = Action.parse("W2 > F6")
    w = three.state.copy()
    play(w, a)
    assert strike_key(three.state, w, a)[:3] == ("strike", 0, w.p_cell[a.who])
    d8 = three.state.copy()
    b = Action.parse("W2 > D8")
    play(d8, b)
    assert strike_key(three.state, d8, b) is None
    two = Game.from_position("""
jackal classic 2-light
turn W
W1 E5
B1 F6 trapped
F6 trap
E5 empty
coins F6 1
""")
    a = Action.parse("W1 E5-F6")
    w = two.state.copy()
    play(w, a)
    black1 = 6   # Black is crew 2: its pirates are 6, 7 and 8
    assert w.p_trap[a.who] and w.p_where[black1] == SHIP      # W1 caught, B1 struck home
    assert strike_key(two.state, w, a) is None


def test_three_crews_at_war_over_a_coin_in_a_trap_let_it_out():
    """RULINGS, trap (classic), and "End of the game": the anti-stall limit. Island 118
    of the arena's classic games of three easy crews, 13 : 12 : 11, the last coin on the
    trap at F6 under Yellow's caught Y3: every crew struck into F6 in turn (each strike
    sends the caught pirate home and leaves the striker caught on the coin), 23 strikes
    in the last 230 actions, and the anti-stall limit ended the game with the coin still
    there. From the position (the count set back to 0: 50 rounds ahead), in 4 of 8 seeds
    the crews of 2026-11-29 struck 6 to 13 times and the coin never left F6. A crew now
    pays more for each strike into the same trap, and counts coins a rival holds on a
    trap as met when he carries them off (not worth a strike into it), so the war stops
    and a freed pirate carries the coin out: over 24 seeds the coin stays on F6 or is
    struck more than 6 times in at most 3 games (2 now, with 1 to 4 strikes a game; 5
    on the code before coins held on a trap were counted as met, with 2 to 7). The quick
    tier plays seeds 12 to 23 and allows 2 (1 now; 4 on that code)."""
    text = (POSITIONS / "three-crews-at-war-over-a-trap.txt").read_text()
    seeds, allowed = (range(24), 3) if thorough() else (range(12, 24), 2)
    games = {seed: _trap_strikes(text, seed) for seed in seeds}
    stuck = [(seed, strikes) for seed, (strikes, left) in games.items()
             if not left or strikes > 6]
    assert len(stuck) <= allowed, stuck


def test_a_crew_beside_the_last_coin_in_a_trap_strikes_for_it_and_banks():
    """RULINGS, trap (classic): an enemy entering strikes the trapped pirate and falls in
    itself; a crew-mate entering frees him. Island 99 of the arena's classic games of four
    easy crews, White 11, Yellow 7, Black 11, Red 7: the last coin lies on the trap at K7
    under Yellow's Y2, caught there with the rest of his crew dead; Black's B1 stands
    beside it and B3 is free. Striking would put B1 on the coin, caught until B3 frees
    him, and Black would win 12 to 11; but a pirate caught in a trap counted half a
    pirate even standing on coins, while beside the trap the coin already counted as
    fetched after the wait, so the strike looked like a loss: Black walked round the trap
    for 50 rounds and the anti-stall limit ended the game. Now a pirate caught on coins
    with a free friend counts as their carrier, his friend's way
    to him as the wait (``evaluate._freed_when``). In 6 seeds the old crews banked it in
    none; now Black strikes and banks in 4 (in the other two the friend on his way died
    in an arrow cycle, and the game ended with no crew able to move)."""
    text = (POSITIONS / "last-coin-under-a-caught-rival.txt").read_text()
    won = 0
    for seed in range(6):
        g = Game.from_position(text)
        for _ in _play_on(g, seed, 150):
            pass
        won += g.state.banked[2] == 12
    assert won >= 3


@pytest.mark.parametrize("seed", range(6))
def test_two_crews_fetch_the_last_coins_from_traps(seed):
    """RULINGS, trap (classic): a pirate caught in a trap is stuck until a crew-mate
    enters the tile; "End of the game": the anti-stall limit. Island 17 of the arena's
    classic 2-light games of easy crews, 17 : 17: the last coins lie on the traps at L3
    and L5 beside White's ship at K1 and under White's W1 on L6. A pirate caught on coins
    counted half a pirate and waited a fixed 8 actions, while from beside the trap the
    coins counted as fetched after 6: stepping in always looked worse, White guarded the
    traps and struck Black's pirates as they came, and the anti-stall limit ended the
    game with two coins in the traps (all 7 such ends in 300 games of two easy crews were
    last coins on traps). From the position, in 4 of these 6 seeds the old crews played
    to the limit; now a pirate caught on coins with a free friend is their carrier,
    waiting for his friend's way to him, and the game ends with the coins banked."""
    g = Game.from_position((POSITIONS / "two-crews-last-coins-on-traps.txt").read_text())
    for _ in _play_on(g, seed, 200):
        pass
    assert g.state.over and not ended_by_stall("classic", g.state.end_reason), g.state.end_reason
    assert sum(g.state.banked) >= 36   # at least two of the three coins banked


# Built on island 121 of the treasure-island 2-light arena (easy against easy): White's W1
# lay caught on the last coin in a trap with W2 and W3 dead, while Ben Gunn and Friday,
# both White's, were free. RULINGS, "Finer points": any piece a crew controls frees that
# crew's trapped pirate by entering the trap (Ben Gunn, a Missionary and Friday alike).
# The crew counted only its pirates as friends, so W1 was caught for ever and the coin
# worth nothing, whatever the characters did: the anti-stall limit ended the game, 19 : 19.
CAUGHT_WITH_A_CHARACTER_FREE = """
jackal treasure-island 2-light
turn W
W1 G2 trapped
W2 dead
W3 dead
%s
B1 ship
B2 dead
B3 dead
G2 trap
G3 empty
G4 empty
G5 empty
G6 empty
G7 empty
G8 empty
G9 empty
coins G2 1
bank W 20
bank B 19
"""


@pytest.mark.parametrize("who", ("BEN", "FRI", "MIS"))
def test_rulings_a_character_is_the_friend_a_caught_pirate_waits_for(who):
    # RULINGS, "Finer points": the character entering the trap frees W1, so W1's coin is
    # nearer its ship the nearer the character stands (three steps from the trap against
    # six; with pirates only counted, both were "caught for ever" alike)
    near = Game.from_position(CAUGHT_WITH_A_CHARACTER_FREE % f"{who} G5 W").state
    far = Game.from_position(CAUGHT_WITH_A_CHARACTER_FREE % f"{who} G8 W").state
    assert margin(near, Maps(near), 0) > margin(far, Maps(far), 0)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("who", ("BEN", "FRI", "MIS"))
def test_rulings_a_character_frees_the_pirate_caught_on_the_last_coin_and_it_is_banked(
        who, seed):
    """RULINGS, "Finer points" (any piece a crew controls frees its trapped pirate) and
    "End of the game" (every coin banked ends it): White's character walks the seven
    steps from G9 to the trap on G2, frees W1, and the coin goes aboard the ship on G1
    beside it (Ben Gunn and Friday carry coins, the Missionary does not, so W1 does
    then): about 9 of White's actions. Before, the characters wandered: the coin was
    banked within these 30 actions in 1 of the 12 games (within 40, in 4)."""
    g = Game.from_position(CAUGHT_WITH_A_CHARACTER_FREE % f"{who} G9 W")
    play_easy(g, 2, seed, 30)
    assert g.state.end_reason == "every coin is banked, sunk or eaten", g.log()[-8:]
    assert g.state.banked[0] == 21


@pytest.mark.parametrize("seed", range(6))
def test_a_free_pirate_on_a_trap_carries_the_last_coin_off_it_and_it_is_banked(seed):
    """RULINGS, "Tiles: classic" (a trapped pirate is stuck until a crew-mate enters;
    an enemy entering strikes him and falls in itself) and "End of the game" (every
    coin banked ends it). Island 27 of the classic 2-light arena (easy against easy),
    action 1014: 18 : 18, the last coin on the trap J9 under Black's B2, freed there by
    B1; White has W3 alone, four steps off. A lone enemy cannot take a coin off a trap
    (he would be caught there for ever), so on the trap the coin counted nothing to
    White, and the moment B2 carried it off it counted W3's reach: standing looked 0.55
    coins better than carrying, B2 stood there for 45 rounds, and the game ended 18 : 18
    by the anti-stall limit. Coins held on a trap must come off it to be banked, so a
    rival counts them as met on the way. Before, the coin was banked within these 60
    actions in none of the 6 games (the first carried off after 38 to 89 actions)."""
    g = Game.from_position((POSITIONS / "last-coin-held-on-a-trap.txt").read_text())
    play_easy(g, 2, seed, 60)
    assert g.state.end_reason == "every coin is banked, sunk or eaten", g.log()[-8:]
    assert g.state.banked[2] == 19


@pytest.mark.parametrize("seed", range(6))
def test_a_friend_frees_the_pirate_caught_on_the_last_coin_and_it_leaves_the_trap(seed):
    """RULINGS, "Tiles: classic" (trap) and "End of the game": the position above with
    B2 caught on the trap J9 under the last coin, B3 dead and B1 free beside him on the
    swamp J10. B1 entering frees B2 (the friend does not fall in), and one of them
    carries the coin off toward the ship; White's lone W3 may meet the carrier, so the
    coin may end banked by either crew, or sunk. Before, freed on the trap, B2 counted
    as holding a coin White could not touch, so freeing him and carrying it off looked
    worse than waiting: the games ran 83 to 96 actions, 3 of 6 to the anti-stall limit,
    and none ended within these 80."""
    g = Game.from_position((POSITIONS / "last-coin-caught-on-a-trap.txt").read_text())
    play_easy(g, 2, seed, 80)
    assert g.state.end_reason == "every coin is banked, sunk or eaten", g.log()[-8:]
