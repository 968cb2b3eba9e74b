"""The Archipelago crews in a campaign's draw (jackal_tui/ai/archipelago/picks.py): a legal
card on a pirate of their own, the same pick for the same position whatever is hidden,
and whole campaigns played through.

RULINGS-ARCHIPELAGO.md, "End, score, campaign" and "Abilities: finer points" (the draw).
"""

import pytest

from jackal_tui.ai.archipelago.crews import (EasyArchipelagoCrew, RandomArchipelagoCrew,
                                             StrongArchipelagoCrew)
from jackal_tui.ai.archipelago.picks import card_value, choose_pick, island_worth
from jackal_tui.ai.arena import crew_from_spec, decision_seed
from jackal_tui.games.archipelago import match_from_position, new_match
from jackal_tui.games.archipelago.actions import parse_piece

CREWS = {"easy": EasyArchipelagoCrew, "strong": lambda: StrongArchipelagoCrew(nodes=8)}


def draw_position(shown="Strongman,Navigator,Lookout", islands=2, extra=(), c5="chest3",
                  d5="crocodile", gone="empty", turn="B", pickers="B,W"):
    """Island 1 of a campaign is over; Black (5 coins) picks, then White (3). C5 and D5
    are still face down, one tile set aside."""
    lines = ["jackal archipelago 2", "island 1", "layout ~BBBB~/BFMMFB/BFMMFB/BFMMFB/~~FF~~",
             f"options campaign=true islands={islands}", "campaign 1", "phase draw",
             f"turn {turn}", f"pickers {pickers}", f"shown {shown}",
             "result 1 island=1 banked=W:3,B:5", "bank W 3", "bank B 5",
             f"C5 ?{c5}", f"D5 ?{d5}", f"removed F:{gone}", "seed 7", *extra]
    return match_from_position("\n".join(lines) + "\n")


def second_draw(shown, extra=()):
    """Island 2 of four is over (every tile open); Black picks, then White. After island
    2 the deck holds the cards of boxes 2 and 3."""
    lines = ["jackal archipelago 2", "island 2", "layout ~~BBBB~~/~BFMMFB~/BFMMMMFB/BFFMMFFB/~BFFFBB~",
             "options campaign=true islands=4", "campaign 2", "phase draw", "turn B",
             "pickers B,W", f"shown {shown}", "result 1 island=1 banked=W:1,B:2",
             "result 2 island=2 banked=W:3,B:5", "bank W 3", "bank B 5", "seed 7", *extra]
    return match_from_position("\n".join(lines) + "\n")


@pytest.mark.parametrize("level", ["random", "easy", "strong"])
def test_rulings_draw_a_crew_picks_a_shown_card_for_a_pirate_of_its_own(level):
    """RULINGS-ARCHIPELAGO "The draw": the card goes on one of the picking crew's three
    pirates, never on the Missionary nor on another crew's pirate."""
    crews = {**CREWS, "random": RandomArchipelagoCrew}
    for turn, pickers in (("B", "B,W"), ("W", "W")):
        m = draw_position(turn=turn, pickers=pickers)
        crew = m.current_seat()
        for seed in range(6):
            legal = m.legal_actions()
            a = crews[level]().choose(m.state, legal, rng_seed=seed)
            assert a in legal
            if a.kind == "pick":
                assert a.to != "MIS"
                assert parse_piece(a.to) // 3 == crew
                assert a.word in ("Strongman", "Navigator", "Lookout")


def test_island_two_values_as_worked_out_by_hand():
    """Island 2 lays boxes 1 and 2 less 2 beach, 3 forest and 4 mountain tiles (RULINGS
    "Islands"): 11 of its 14 forest tiles and 8 of its 12 mountain ones. Its chests of 2
    or 3 are a forest chest of 2 and mountain chests of 2, 3 and 3: on average 2*11/14 +
    8*8/12 = 6.905 coins, and the Strongman saves 3 turns for a sixth of them: 3.45.
    Its coast is 16 cells: the Navigator 0.12 a cell, 1.92. The Lookout 0.5."""
    assert island_worth("Strongman", "2") == pytest.approx(3 * (22 / 14 + 16 / 3) / 6)
    assert island_worth("Strongman", "2") == pytest.approx(3.452, abs=1e-3)
    assert island_worth("Navigator", "2") == pytest.approx(1.92)
    assert island_worth("Lookout", "2") == pytest.approx(0.5)
    # the cannibal (box 4) lies on island 4 only of the first four: the Cook is worth
    # nothing on islands 2 and 3
    assert island_worth("Cook", "2") == island_worth("Cook", "3") == 0


def test_the_best_card_goes_on_the_pirate_holding_fewest():
    """After island 1 of two the Strongman is worth most (above); Black's B1 already holds
    a card (written in the position), so B2, the first of those holding none, takes it."""
    m = draw_position(extra=["abilities B1 Brawler"])
    a = EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=1)
    assert str(a) == "B picks Strongman B2"
    m = draw_position()
    assert str(EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=1)) == \
        "B picks Strongman B1"


def test_a_card_is_worth_its_islands_to_come():
    """Over a campaign of four islands a card counts islands 2, 3 and 4."""
    m = draw_position(islands=4)
    assert card_value(m.state, "Navigator") == pytest.approx(
        sum(island_worth("Navigator", k) for k in "234"))


def test_rulings_jonah_alone_is_passed_and_carriers_never_go_on_him():
    """RULINGS-ARCHIPELAGO "Abilities": Jonah never goes aboard, so he never banks a coin
    himself: a crew that banks by carrying passes rather than take him; and a card that
    needs its holder aboard or carrying (the Navigator) does not go on a Jonah."""
    m = second_draw("Jonah", extra=["abilities W1 Strongman"])
    assert m.state.shown == ("Jonah",)
    assert str(EasyArchipelagoCrew().choose(m.state, m.legal_actions(), rng_seed=1)) == \
        "B passes"
    m = second_draw("Navigator", extra=["abilities B1 Jonah"])
    assert str(choose_pick(m.state, m.legal_actions(), 2)) == "B picks Navigator B2"


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_a_pick_is_the_same_for_every_seed_and_every_hidden_tile(level):
    """The pick reads what every seat sees (cards, abilities, the campaign's islands),
    never a face-down tile, the tiles set aside, or another crew's look."""
    positions = [draw_position(c5="chest3", d5="crocodile", gone="empty"),
                 draw_position(c5="crocodile", d5="chest3", gone="empty"),
                 draw_position(c5="empty", d5="crocodile", gone="chest3"),
                 draw_position(extra=["known W C5,D5"])]
    assert not positions[0].state.up[positions[0].state.board.parse("C5")]
    picks = {str(CREWS[level]().choose(m.state, m.legal_actions(), rng_seed=seed))
             for m in positions for seed in range(4)}
    assert picks == {"B picks Strongman B1"}


def test_the_random_picker_is_uniform_over_the_draw_and_repeatable():
    """``easy:picks=random`` (the arena's yardstick) picks any of the draw's actions,
    the pass included, the same one for the same seed."""
    m = draw_position()
    crew = crew_from_spec("easy:picks=random", ruleset="archipelago")
    legal = m.legal_actions()
    got = [str(crew.choose(m.state, legal, rng_seed=seed)) for seed in range(200)]
    assert got == [str(crew.choose(m.state, legal, rng_seed=seed)) for seed in range(200)]
    assert set(got) == {str(a) for a in legal}      # 10 actions, 200 draws: all of them


def test_crews_play_a_two_island_campaign_through():
    """The easy crew and the easy crew that picks at random play a whole campaign of
    two islands: the draw after island 1 and island 2, every action legal."""
    m = new_match(mode="2", seed=3, options={"campaign": True, "islands": 2})
    crews = {0: EasyArchipelagoCrew(), 2: crew_from_spec("easy:picks=random",
                                                        ruleset="archipelago")}
    drew = False
    while not m.is_over():
        assert m.action_count < 3000
        drew |= m.state.phase == "draw"
        legal = m.legal_actions()
        a = crews[m.current_seat()].choose(m.state.copy(), legal,
                                           decision_seed(3, m.action_count))
        assert a in legal
        m.play(a)
    assert drew and len(m.state.results) == 2 and m.state.island_no == 2
