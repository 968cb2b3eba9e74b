"""The Archipelago crews (jackal_tui/ai/archipelago/crews.py): legal actions only, no peeking at
a face-down tile or at another crew's lighthouse look, an obvious coin banked, a step
away from the bear, and a strong crew that stops when told.

Rulebook: seeds/002_33657f023733c27a.txt; RULINGS-ARCHIPELAGO.md decides its gaps.
"""

import threading

import pytest

from jackal_tui.ai.archipelago.crews import (EasyArchipelagoCrew, RandomArchipelagoCrew,
                                       StrongArchipelagoCrew, coins_left)
from jackal_tui.ai.crews import make_crew
from jackal_tui.games.archipelago import match_from_position, new_match

from tests.archipelago.helpers import game, where
from tiers import budget


# fresh crews: a crew remembers the positions its own actions made (and avoids making
# them again), so one crew given two positions in a row may rightly choose apart
CREWS = {"random": RandomArchipelagoCrew, "easy": EasyArchipelagoCrew,
         "strong": lambda: StrongArchipelagoCrew(nodes=40)}


@pytest.mark.parametrize("level", ["random", "easy", "strong"])
def test_every_level_of_make_crew_plays_only_legal_actions_in_an_archipelago_game(level):
    # the strong crew on 6 looks a decision: one for each of the actions it weighs
    # (ROOT_WIDTH), every path of its choice taken, and legal at any budget
    crew = make_crew(level, nodes=6, game="archipelago")
    for seed in (3, 8):
        m = new_match(mode="2", seed=seed, options={"island": "1"})
        for k in range(budget(quick=20, thorough=40)):
            if m.is_over():
                break
            legal = m.legal_actions()
            before = m.to_position()
            a = crew.choose(m.state, legal, rng_seed=seed * 100 + k)
            assert a in legal
            assert m.to_position() == before     # the state handed over is not changed
            m.play(a)


# Two positions that differ only in what White cannot know. C5 and D5 are face down;
# White's pirate W1 on C4 may step onto either. The set-aside tile is written too, so
# that the tiles nobody has seen are the same in both positions (only where they lie
# differs), as at the table.
SEEN_ALIKE = ("W1 C4", "W2 D2", "C5 ?{c5}", "D5 ?{d5}", "coins D2 1", "removed F:{gone}")


def _position(c5, d5, gone, *extra):
    return game(*[x.format(c5=c5, d5=d5, gone=gone) for x in SEEN_ALIKE], *extra)


@pytest.mark.parametrize("level", CREWS)
def test_a_face_down_tiles_face_does_not_change_the_choice(level):
    positions = [_position("chest3", "crocodile", "empty"),
                 _position("crocodile", "chest3", "empty"),
                 _position("empty", "crocodile", "chest3")]
    for seed in (1, 2, 3):
        picks = {str(CREWS[level]().choose(m.state, m.legal_actions(), rng_seed=seed))
                 for m in positions}
        assert len(picks) == 1, picks


@pytest.mark.parametrize("level", CREWS)
def test_another_crews_lighthouse_look_does_not_change_the_choice(level):
    plain = _position("chest3", "crocodile", "empty")
    looked = _position("chest3", "crocodile", "empty", "known B C5,D5")
    assert looked.state.known[2]        # Black did look (RULINGS: the lighthouse, private)
    for seed in (1, 2, 3):
        assert str(CREWS[level]().choose(plain.state, plain.legal_actions(), rng_seed=seed)) \
            == str(CREWS[level]().choose(looked.state, looked.legal_actions(), rng_seed=seed))


def test_rulings_boats_easy_crew_brings_a_coin_next_to_its_boat_aboard():
    """RULINGS-ARCHIPELAGO "Boats and swimmers": a coin brought aboard the own boat is
    banked. W1 stands on E2, next to White's boat on E1, with a coin: 'W1 E2-E1 +coin'
    banks it; every tile is face-up empty ground, so nothing else earns a coin now."""
    m = game("W1 E2", "W2 C4", "coins E2 1")
    assert "W1 E2-E1 +coin" in [str(a) for a in m.legal_actions()]
    for seed in range(5):
        a = EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == "W1 E2-E1 +coin"
    m.play("W1 E2-E1 +coin")
    assert m.state.banked[0] == 1


def test_rulings_bear_easy_crew_takes_its_pirate_off_the_bears_next_cell():
    """RULINGS-ARCHIPELAGO "The bear": the crew that woke it sees it step at the end of
    its turn toward the nearest pirate on land, and a pirate on the cell it enters is
    sent back to his boat. White woke the bear on F4; W1 on E4 is next to it, the only
    pirate on land: if White lands W2 from the boat (E2 is 2 steps from F4), sails,
    or moves W1 to another cell next to F4, the bear steps onto W1. The easy crew takes
    W1 two steps away from it (to column D), where the bear's step cannot reach him."""
    m = game("W1 E4", "bear F4 W")
    for seed in range(5):
        a = EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a).startswith("W1 E4-D"), a
        t = game("W1 E4", "bear F4 W")
        t.play(a)
        assert where(t, "W1").startswith("D")       # not struck home by the bear
        assert t.state.name(t.state.bear).startswith("E")   # the bear did step


def test_by_contrast_staying_next_to_the_bear_gets_the_pirate_struck_home():
    """The check above can fail: landing W2 instead leaves W1 next to the bear, which
    steps onto him and sends him back to the boat (RULINGS "The bear")."""
    m = game("W1 E4", "bear F4 W")
    m.play("W2 E1-E2")
    assert where(m, "W1") == "boat"


def test_the_strong_crew_stops_when_cancelled_and_answers_a_legal_action():
    m = _position("chest3", "crocodile", "empty")
    stop = threading.Event()
    stop.set()
    crew = StrongArchipelagoCrew(nodes=10 ** 9)   # would never end if not cancelled
    a = crew.choose(m.state, m.legal_actions(), rng_seed=5, cancel=stop)
    assert a in m.legal_actions()
    assert crew.last_info.iterations == 0


def test_make_crew_strong_searches_an_archipelago_game_with_its_budget():
    m = _position("chest3", "crocodile", "empty")
    crew = make_crew("strong", nodes=30, game="archipelago")
    a = crew.choose(m.state, m.legal_actions(), rng_seed=5)
    assert a in m.legal_actions()
    assert crew.last_info.iterations == 30


def test_rulings_boats_easy_crew_carries_a_coin_of_a_pile_home_and_banks_it():
    """RULINGS-ARCHIPELAGO "Boats and swimmers": a pirate drags one coin at a time, and a
    coin brought aboard the own boat is banked. W1 stands on E4 on a pile of 2 coins, two
    steps of land from E2 next to White's boat on E1. A pirate holds only one coin of a
    pile, so taking one home is worth more than standing on the pile: the easy crew steps
    W1 toward the boat dragging a coin (row 3), and in White's next turns banks it.
    (The crew before this fix valued the whole pile as in W1's hand and never left it.)"""
    for seed in range(4):
        m = game("W1 E4", "coins E4 2")
        a = str(EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=seed))
        assert a.startswith("W1 E4-") and a.endswith("3 +coin"), a
    m = game("W1 E4", "coins E4 2")
    crews = {}
    for k in range(8):      # four turns of each crew, both played by the easy crew
        crew = crews.setdefault(m.current_seat(), EasyArchipelagoCrew())
        m.play(crew.choose(m.state.copy(), m.legal_actions(), rng_seed=k))
        if m.state.banked[0]:
            break
    assert m.state.banked[0] == 1
    assert sum(m.state.coins.values()) == 1      # the other coin is still on the island


@pytest.mark.parametrize("bank, coins, answer", [
    (1, 2, "W refuses"),    # 1 to 0 with 2 coins on the island: Black could still win
    (3, 2, "W agrees"),     # 3 to 0 with 2 left: no coin left can take the win away
    (0, 0, "W refuses"),    # level: never agrees to a draw it might still win
])
def test_rulings_end_easy_crew_agrees_to_end_only_when_no_coin_left_can_cost_the_win(
        bank, coins, answer):
    """RULINGS-ARCHIPELAGO (the end): the island ends when every other crew agrees to a
    proposal. Black proposed; White answers. The easy crew agrees only when its lead is
    more than the coins still to bank (2 on E4 here), so games end by the coins rather
    than at 1 coin to 0 (the crew before agreed whenever it led)."""
    lines = ["W1 C4", "B1 G4", "vote B W"]
    if bank:
        lines.append(f"bank W {bank}")
    if coins:
        lines.append(f"coins E4 {coins}")
    m = game(*lines)
    assert {"W agrees", "W refuses"} <= {str(a) for a in m.legal_actions()}
    for seed in range(3):
        a = EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == answer


def _coin_past_a_horse():
    """W1 on E4 holds a coin; White's boat is on E1, so D3, E3 and F3 are each one step
    from a cell next to it. A face-up horse lies on E5 and Black's B1 stands next to it
    on D6: stepping onto the horse, B1 jumps a knight's move, to D3 or F3 among others
    (RULINGS-ARCHIPELAGO "What each tile does": horse as classic), and strikes a pirate
    there home, the coin left behind (classic RULINGS: strikes). E3 is out of his reach."""
    return game("W1 E4", "coins E4 1", "B1 D6", "E5 horse")


def test_strong_crew_does_not_carry_a_coin_into_a_knights_jump_of_an_enemy():
    """The strong crew answers each of its actions with the enemy's best strike: it
    carries the coin to E3, never to D3 or F3, where B1 strikes it off him through the
    horse. (The crew before this looked at random replies and took D3 in half its
    seeds; the easy crew, one ply deep, does not see the jump.)"""
    for seed in range(6):
        m = _coin_past_a_horse()
        a = str(StrongArchipelagoCrew(nodes=40).choose(m.state, m.legal_actions(),
                                                       rng_seed=seed))
        assert a == "W1 E4-E3 +coin", a


def test_by_contrast_the_enemy_strikes_a_coin_carrier_on_d3_through_the_horse():
    """The check above can fail: after W1 E4-D3 +coin, B1 D6-E5 then the knight's jump
    to D3 strikes W1 home to White's boat and the coin stays on D3."""
    m = _coin_past_a_horse()
    m.play("W1 E4-D3 +coin")
    m.play("B1 D6-E5")
    assert "B1 > D3" in [str(a) for a in m.legal_actions()]
    m.play("B1 > D3")
    assert where(m, "W1") == "boat"
    assert where(m, "B1") == "D3"
    assert m.state.coins.get(m.state.board.parse("D3") * 8) == 1


# Island 1 (RULINGS-ARCHIPELAGO "Islands": beaches C6-F6, B3-B5, G3-G5; forests C3-C5,
# F3-F5, D2, E2; mountains D3-E5; White's boat E7, Black's G2), every tile face down.
ISLAND_1 = "~BBBB~/BFMMFB/BFMMFB/BFMMFB/~~FF~~"


def _island_1(*faces: str):
    """The start of a 2-player game on island 1: both crews aboard, White to act. Every
    tile is face down: chests under the mountains (box 1's chests lie mostly under
    mountains and forests: tiles.BOXES), empty ground elsewhere, ``faces`` first."""
    named = {f.split()[0] for f in faces}
    lines = list(faces)
    for row, text in zip(range(6, 1, -1), ISLAND_1.split("/")):
        for col, back in zip("BCDEFG", text):
            cell = f"{col}{row}"
            if back != "~" and cell not in named:
                lines.append(f"{cell} ?{'chest1' if back == 'M' else 'empty'}")
    text = "\n".join(["jackal archipelago 2", f"layout {ISLAND_1}", "turn W",
                      "boat W E7", "boat B G2", *lines]) + "\n"
    return match_from_position(text)


def test_rulings_boats_strong_crew_sails_from_the_beaches_toward_the_mountains_first():
    """RULINGS-ARCHIPELAGO "Boats and swimmers": a boat sails up to one step a pirate
    aboard. White's boat on E7 touches only beaches (D6-F6); C2, across the west water,
    touches the forests C3 and D2 and the mountain D3, where the chests lie (as Black's
    boat does from F2). With the whole crew aboard, the strong crew first sails the three
    steps toward C2 (to B6: E7-B6 by D7 and C7) instead of landing a pirate on a beach.
    (The crew before this landed at once: a two-ply look sees no gain in three turns of
    sailing, and on island 1 White lost 15 of 20 games to the easy crew.)"""
    for seed in range(4):
        m = _island_1()
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == "W boat E7-B6", a


def test_by_contrast_a_boat_reaches_c2_from_e7_in_three_turns_and_lies_next_to_d3():
    """The check above can fail: the sail is legal and it takes White's boat to C2 in
    three of its turns (8 steps of water at 3 a turn), next to C3, D2 and D3."""
    m = _island_1()
    path = ["W boat E7-B6", "B1 G2-G3", "W boat B6-A3", "B1 G3-G4", "W boat A3-C2",
            "B1 G4-G3"]
    for text in path:
        m.play(text)
    assert m.state.name(m.state.boats[0]) == "C2"
    assert "W1 C2-D3" in [str(a) for a in m.legal_actions()]


def test_where_the_strong_crew_sails_does_not_depend_on_which_mountain_holds_a_chest():
    """The anchorage reads the average coins of each back (the box less what was opened),
    never a face-down face: moving the island's chests among the mountains changes no
    choice."""
    plain = _island_1()
    moved = _island_1("D3 ?pit", "E5 ?chest1", "D5 ?chest3", "E4 ?empty")
    again = _island_1("D3 ?empty", "E5 ?chest3", "D5 ?pit", "E4 ?chest1")
    for seed in range(3):
        picks = {str(StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(),
                                                            rng_seed=seed))
                 for m in (plain, moved, again)}
        assert len(picks) == 1, picks


def test_the_strong_crew_sails_at_most_three_turns_in_a_row_toward_its_anchorage():
    """Two crews after one anchorage (2 on 2 on island 3) blocked each other's way and
    sailed to and fro for 28 actions and more. One crew, handed White's start on island 1
    four times in a row (as if each sail had not brought the boat nearer), sails E7-B6
    three times, then looks instead of sailing by rule: its fourth choice is the look's
    (12 looks), not the rule's (no look)."""
    crew = StrongArchipelagoCrew(nodes=12)
    for turn in range(4):
        m = _island_1()
        a = crew.choose(m.state, m.legal_actions(), rng_seed=turn)
        if turn < 3:
            assert str(a) == "W boat E7-B6", a
            assert crew.last_info.iterations == 0      # the rule, no look
        else:
            assert crew.last_info.iterations == 12, (a, crew.last_info)



def _coin_behind_arrows():
    """W1 stands on E4 on a coin; White's boat is on E1 (D2, E2, F2 next to it). Face-up
    arrows pointing north lie on C2, D2 and E2: a pirate dragging a coin who enters one
    is sent back north at once (RULINGS-ARCHIPELAGO "What each tile does": arrows as
    classic), so the only way home is by F2. Every other tile is face-up empty ground;
    W2 and W3 are aboard, Black's crew aboard on E7."""
    return game("W1 E4", "coins E4 1", "C2 arrow-N", "D2 arrow-N", "E2 arrow-N")


def test_strong_crew_carries_a_coin_toward_the_open_way_home_not_behind_arrows():
    """Classic RULINGS (coins, forced movement): a pirate with a coin steps only onto
    face-up tiles, and an arrow moves him on at once. D3, E3 and F3 are each one king
    step from a cell next to the boat, but from D3 every way home crosses an arrow or
    goes by E3 and F2: dragging the coin to D3 brings it no nearer. The strong crew
    drags it to E3 or F3 (two actions from the boat), or banks nothing this turn, never
    to D3. (The crew before this counted king steps, so D3 looked as near as F3: read in
    a move log, its pirates carried coins onto a pile behind a field of arrows for a
    thousand actions and never banked one.)"""
    for seed in range(8):
        m = _coin_behind_arrows()
        a = str(StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(),
                                                       rng_seed=seed))
        assert a != "W1 E4-D3 +coin", a
        assert a in ("W1 E4-E3 +coin", "W1 E4-F3 +coin"), a


def test_by_contrast_a_coin_on_d3_meets_the_arrows_on_its_way_home():
    """The check above can fail: dragging the coin to D3 is legal, and from D3 the
    king-straight steps home, onto D2 or E2, land on arrows that send the pirate north
    again; from F3 he banks it in two actions."""
    m = _coin_behind_arrows()
    m.play("W1 E4-D3 +coin")
    m.play("B1 E7-E6")
    for text in [str(a) for a in m.legal_actions() if str(a).startswith("W1 D3-D2")]:
        t = _coin_behind_arrows()
        t.play("W1 E4-D3 +coin")
        t.play("B1 E7-E6")
        t.play(text)
        assert where(t, "W1") == "D3"        # sent back north by the arrow on D2
    m = _coin_behind_arrows()
    for text in ("W1 E4-F3 +coin", "B1 E7-E6", "W1 F3-F2 +coin", "B1 E6-E5",
                 "W1 F2-E1 +coin"):
        m.play(text)
    assert m.state.banked[0] == 1


def _pile_far_from_the_boat():
    """White's boat lies on I2 with W1 and W3 aboard (speed 2), W2 ashore far west on B2;
    a pile of 3 coins lies face up on H5, three land steps from H3, the nearest cell next
    to the boat. Sailing I2-I4 brings the boat next to H5. Every tile is face-up empty
    ground (G6 face down, so the island goes on); Black's crew is aboard on E7."""
    return game("W2 B2", "coins H5 3", boats=("W I2", "B E7"))


def test_rulings_boats_strong_crew_sails_its_boat_next_to_a_pile_far_from_it():
    """RULINGS-ARCHIPELAGO "Boats and swimmers": a boat sails up to one step a pirate
    aboard, and a coin brought aboard is banked. With a pirate ashore (so not the whole
    crew aboard, the opening sail's rule), the strong crew sails its boat nearer the
    pile on H5 rather than landing a pirate three steps from it. (The crew before this
    landed W1 or W3 on H3: a two-ply look sees no gain in a boat move; read in move logs,
    White's boat stayed on C2 while a chest of 3 on E5 went to Black.)"""
    for seed in range(4):
        m = _pile_far_from_the_boat()
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert a.kind == "boat", a
        m.play(a)
        s = m.state
        h5 = s.board.xy(s.board.parse("H5"))
        # the boat now lies next to H5 or next to a land cell next to it
        assert any(max(abs(s.board.xy(n)[0] - h5[0]), abs(s.board.xy(n)[1] - h5[1])) <= 1
                   for n in s.board.neighbours[s.boats[0]] if n in s.board.land), a


def test_by_contrast_from_i4_a_pirate_banks_a_coin_of_h5_in_two_actions():
    """The check above can fail: landing on H3 is legal, and the sail pays: from I4, W1
    steps onto the pile and brings a coin aboard in his next action (banked)."""
    m = _pile_far_from_the_boat()
    assert "W1 I2-H3" in [str(a) for a in m.legal_actions()]
    for text in ("W boat I2-I4", "B1 E7-E6", "W1 I4-H5", "B1 E6-E5", "W1 H5-I4 +coin"):
        m.play(text)
    assert m.state.banked[0] == 1


# 2 on 2 on the plain island: White and Black (every pirate dead) against Yellow and Red
DEAD_TEAM = ("W1 dead", "W2 dead", "W3 dead", "B1 dead", "B2 dead", "B3 dead")
FOUR_BOATS = ("W E1", "Y A4", "B E7", "R I4")


def _team_game(*lines, turn="Y"):
    alive = {line.split()[0] for line in lines}
    dead = [d for d in DEAD_TEAM if d.split()[0] not in alive]
    return game(*dead, "Y1 D3", "R1 F5", "coins C5 3", *lines, mode="2v2", turn=turn,
                boats=FOUR_BOATS)


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_rulings_end_a_crew_whose_rivals_are_all_dead_proposes_to_end_when_it_leads(level):
    """RULINGS-ARCHIPELAGO (the end: agreement; the shrine revives only a pirate of the
    crew standing on it; a skipped crew uses no bottle): with every White and Black pirate
    dead, nothing can change the result but Yellow and Red banking more, so Yellow, ahead
    2 to 0, proposes to end. (Before, a team in this spot walked about until the
    anti-stall end: 37 of 200 games of 2 on 2, easy against random.)"""
    m = _team_game("bank Y 2")
    assert "Y proposes end" in {str(a) for a in m.legal_actions()}
    a = CREWS[level]().choose(m.state, m.legal_actions(), rng_seed=1)
    assert str(a) == "Y proposes end"


@pytest.mark.parametrize("lines", [
    ("bank Y 0",),                  # level at 0 : 0: the coins on C5 decide, play on
    ("bank Y 2", "B3 C3"),          # Black's B3 is alive: he may still strike and bank
    ("bank Y 2", "MIS C3 B"),       # Black controls the Missionary: he can still act
])
def test_by_contrast_no_proposal_while_a_rival_can_act_or_the_scores_are_level(lines):
    m = _team_game(*lines)
    for crew in (EasyArchipelagoCrew(), StrongArchipelagoCrew(nodes=12)):
        a = crew.choose(m.state, m.legal_actions(), rng_seed=1)
        assert a.kind != "propose", str(a)


@pytest.mark.parametrize("bank, asked, answer", [
    ("bank Y 1", "B,R,W", "B agrees"),    # Black's team, all dead, trails: it can only lose more
    ("bank B 1", "B,R,W", "B refuses"),   # ... but it leads: Yellow and Red may never catch up
    ("bank Y 1", "R,W", "R agrees"),      # Red, partner of the leader: nobody can catch them
])
def test_rulings_end_votes_when_one_side_is_out_for_good(bank, asked, answer):
    """RULINGS-ARCHIPELAGO (the end): Yellow proposed; each other crew answers in turn.
    The easy crew's old rule agreed only with a lead larger than the coins left (3 on C5
    here, so Red refused a won game); a side that can never act again, or whose rivals
    never can, settles for what the end gives when playing on cannot better it."""
    m = _team_game(bank, f"vote Y {asked}")
    for seed in range(2):
        a = EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == answer


@pytest.mark.parametrize("lines, proposes", [
    (("bank W 5", "turns 40"), True),                  # 5 : 0, one coin left: decided
    (("bank W 5", "turns 40", "proposed 15"), True),   # last proposal 25 turns ago
    (("bank W 5", "turns 40", "proposed 35"), False),  # ... 5 turns ago: not again yet
    (("bank W 1", "turns 40"), False),                 # 1 : 0 with a coin left: not decided
])
def test_rulings_end_a_crew_that_cannot_lose_proposes_once_in_ten_rounds(lines, proposes):
    """RULINGS-ARCHIPELAGO (the end): a crew may propose to end on its turn. A computer
    crew whose lead is more than every coin still to bank (one on E4 here) proposes, but
    not within 10 rounds of the last proposal, so a player who refused is not asked every
    turn."""
    m = game("W1 C4", "B1 G4", "coins E4 1", *lines)
    for crew in (EasyArchipelagoCrew(), StrongArchipelagoCrew(nodes=12)):
        a = crew.choose(m.state, m.legal_actions(), rng_seed=1)
        assert (str(a) == "W proposes end") is proposes, str(a)


@pytest.mark.parametrize("down, left", [
    ("G6 ?empty", 1),          # explored but a beach: the chests set aside never come into play
    ("G6 ?M:chest1", 4),       # a face-down mountain may hold the richest unseen one (3)
    ("G6 ?B:chest1", 2),       # a face-down beach: only beach chests (this one, 1)
])
def test_rulings_end_coins_left_counts_what_face_down_tiles_can_hold_not_set_aside_ones(
        down, left):
    """RULINGS-ARCHIPELAGO (island 1 sets tiles aside unseen; the island ends when every
    tile is face up and no coin lies on land): the coins a crew may still bank are those on
    the island (1 on E4) and the most the face-down tiles can hold. The tiles nobody has
    seen are the box less the open ones, so which chests are among them is public;
    which tile holds which is not. A mountain chest of 3 and one of 2 were set aside."""
    m = game("W1 C4", "coins E4 1", "removed M:chest3 M:chest2", down)
    assert coins_left(m.state) == left


def test_an_explored_island_at_5_to_0_is_decided_for_the_crew_that_leads():
    """With only set-aside tiles unseen and one coin on the island, 5 : 0 cannot be lost:
    the easy crew proposes to end and agrees when asked."""
    m = game("W1 C4", "B1 G4", "coins E4 1", "removed M:chest3 M:chest2 F:chest2",
             "bank W 5")
    a = EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=1)
    assert str(a) == "W proposes end"


@pytest.mark.parametrize("black, answer", [
    (5, "W agrees"),     # 0 : 5 with 1 coin left: White cannot even draw
    (1, "W refuses"),    # 0 : 1 with 1 coin left: White may still draw
])
def test_rulings_end_a_crew_that_cannot_even_draw_agrees_to_end(black, answer):
    """RULINGS-ARCHIPELAGO (the end): Black proposed. Playing on cannot better a result
    already lost: behind by more than every coin still to bank (one on E4), White agrees;
    while one coin could still make it level, it refuses."""
    m = game("W1 C4", "B1 G4", "coins E4 1", f"bank B {black}", "vote B W")
    for seed in range(2):
        a = EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == answer


# From a game (island 1, seed 12, action 66; strong White against easy Black): W3 stands
# on E3 with its coin, a step from White's boat on F2; B2 stands on F3 with a coin, a step
# from Black's boat on G2; the arrow on F4 (NE+SW) leads from G3 to E3.
BAIT = """jackal archipelago 2
island 1
layout ~BBBB~/BFMMFB/BFMMFB/BFMMFB/~~FF~~
turn W
boat W F2
boat B G2
W2 C4:1
W3 E3
B2 F3
D2 ?ice
E2 arrow-N+S
B3 ?arrow-NE
C3 horse
D3 ?chest3
E3 chest1
B4 ?chest1
C4 labyrinth2
D4 arrow-NE+S+W
E4 chest2
F4 arrow-NE+SW
G4 ?empty
B5 ?empty
C5 ?empty
D5 ?arrow-N+E+S+W
E5 ?cannon-N
F5 ?crocodile
G5 ?empty
C6 ?empty
D6 ?balloon
E6 ?arrow-N
F6 ?empty
removed B:barrel B:bottles1 F:chest1 F:chest2 F:empty M:fortress M:labyrinth3 M:pit M:shrine
coins E3 1
coins F3 1
coins E4 1
seed 12
"""


def test_strong_crew_looks_two_turns_ahead_and_leaves_a_safe_coin_as_bait():
    """RULINGS-ARCHIPELAGO "Players, turns, deaths": a strike sends a pirate back to his
    boat; "Boats and swimmers": striking works as in classic, so the coins stay on the
    tile. In 2-player games the strong crew looks at its
    own next action after the other side's reply, and that reply's answer (four plies):
    here it lands W1 instead of banking W3's coin at once. If W1 lands on G3 and B2
    strikes W3 off E3, W1 strikes B2 back down the arrow on F4, banks E3's coin next, and
    F3's coin lies loose; if Black banks instead, W3 banks next (the next tests play both
    lines). The two-ply look banked at once, leaving F3's coin by B2."""
    for seed in range(3):
        m = match_from_position(BAIT)
        a = str(StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(),
                                                       rng_seed=seed))
        assert a.startswith("W1 F2-"), a


def test_by_contrast_the_two_ply_look_banks_the_coin_at_once(monkeypatch):
    """The check above can fail: without the third and fourth plies the crew takes a coin
    at once, by banking W3's (W3 E3-F2 +coin) or by striking B2 off F3's (W1 F2-F3), and
    does not lay the bait (W1 F2-G3, the four-ply choice). (The two-ply look banked; since
    a pirate aboard counts as near a loose coin by his boat, it strikes, by a hair.)"""
    import jackal_tui.ai.archipelago.crews as crews
    monkeypatch.setattr(crews, "FOLLOW", 0)
    m = match_from_position(BAIT)
    a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=0)
    assert str(a) in ("W3 E3-F2 +coin", "W1 F2-F3"), a


def test_the_bait_a_strike_on_e3_is_struck_back_through_the_arrow_on_f4():
    """RULINGS-ARCHIPELAGO "Players, turns, deaths" (strikes) and the arrow tiles: after
    W1 F2-G3 and B2's strike on E3, W1 goes G3-F4 and down the arrow to E3, striking B2
    home; no Black pirate can then reach E3 in one action, and W1 banks E3's coin."""
    m = match_from_position(BAIT)
    for text in ("W1 F2-G3", "B2 F3-E3"):
        m.play(text)
    assert where(m, "W3") == "boat"
    m.play("W1 G3-F4")
    m.play("W1 > E3")
    assert where(m, "B2") == "boat" and where(m, "W1") == "E3"
    assert not [a for a in m.legal_actions() if str(a).endswith("-E3")]
    m.play(str(m.legal_actions()[0]))
    m.play("W1 E3-F2 +coin")
    assert m.state.banked[0] == 1


def test_the_bait_if_black_banks_instead_white_banks_next_as_at_once():
    """The other line: B2 banks F3's coin, and W3, still on E3, banks his next action:
    1 : 1, as when White banks at once and Black banks after."""
    m = match_from_position(BAIT)
    for text in ("W1 F2-G3", "B2 F3-G2 +coin", "W3 E3-F2 +coin"):
        m.play(text)
    assert list(m.state.banked[:3:2]) == [1, 1]
