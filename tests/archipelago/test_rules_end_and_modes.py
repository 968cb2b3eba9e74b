"""The end of an island, the agreement to end, and 2, 3, 4 players and 2 on 2.

Rulebook: seeds/002_33657f023733c27a.txt, "Victory and the next island", "Two-on-two
play"; RULINGS-ARCHIPELAGO.md, "Players, turns, deaths" and "End, score, campaign".
"""

import pytest

from jackal_tui.games.archipelago import IllegalActionError, new_match

from .helpers import game, legal, where


def test_rulebook_victory_the_island_ends_when_explored_and_no_coin_is_left():
    m = game("W1 D2", "coins D2 1", "G6 empty")
    m.play("W1 D2-E1 +coin")
    assert m.is_over() and m.scores() == {0: 1, 2: 0} and m.winners() == [0]


def test_rulings_a_face_down_tile_under_the_bear_keeps_the_island_going():
    m = game("W1 D2", "coins D2 1", "G6 ?empty", "bear G6 B")
    m.play("W1 D2-E1 +coin")
    assert not m.is_over()


def test_rulings_coins_hidden_in_a_closed_chest_keep_it_going():
    m = game("W1 D2", "G6 ?chest1")
    m.play("W1 D2-D3")
    assert not m.is_over()


def test_rulebook_unanimous_vote_ends_the_island_and_nobody_gets_the_last_coin():
    m = game("coins D3 1", "bank W 2", mode="3", boats=("W E1", "Y A4", "B E7"))
    m.play("W proposes end")
    assert m.current_seat() == 1 and set(legal(m)) == {"Y agrees", "Y refuses"}
    m.play("Y agrees")
    assert m.current_seat() == 2
    m.play("B agrees")
    assert m.is_over() and m.winners() == [0] and m.state.coins_on(m.state.board.parse("D3")) == 1


def test_rulings_one_refusal_and_the_proposer_plays_his_turn_without_proposing_again():
    m = game()
    m.play("W proposes end")
    m.play("B refuses")
    assert not m.is_over() and m.current_seat() == 0
    assert "W proposes end" not in legal(m)
    m.play("W1 E1-E2")
    m.play("B1 E7-E6")
    assert "W proposes end" in legal(m)


def test_rulings_the_anti_stall_limit_ends_the_island():
    m = game("options stall_rounds=1", "W1 C3", "B1 F5")
    m.play("W1 C3-C4")
    assert not m.is_over()
    m.play("B1 F5-F4")     # a round (two turns) with nothing opened, banked or lost
    assert m.is_over() and "anti-stall" in m.state.end_reason


def test_rulings_no_crew_with_a_legal_action_ends_the_island():
    m = game("W1 dead", "W2 dead", "W3 D2", "D3 ?cannibal", "B1 dead", "B2 dead", "B3 dead")
    m.play("W3 D2-D3")
    assert m.is_over() and m.state.end_reason == "no crew can act"


@pytest.mark.parametrize("mode,crews,sides", [
    ("2", (0, 2), [(0,), (2,)]),
    ("3", (0, 1, 2), [(0,), (1,), (2,)]),
    ("4", (0, 1, 2, 3), [(0,), (1,), (2,), (3,)]),
    ("2v2", (0, 1, 2, 3), [(0, 2), (1, 3)]),
])
def test_rulings_players_seat_order_white_yellow_black_red(mode, crews, sides):
    m = new_match(mode=mode, seed=1)
    assert m.seats() == crews and m.state.sides == sides and m.current_seat() == 0
    seen = []
    while len(seen) < len(crews):
        seen.append(m.state.turn)
        acts = [a for a in m.legal_actions() if a.kind == "boat"]
        m.play(acts[0])
    assert tuple(seen) == crews


def test_rulebook_two_on_two_partners_add_their_coins_and_share_the_win():
    m = game("B1 D6", "coins D6 1", "bank W 1", mode="2v2", turn="B",
             boats=("W E1", "Y A4", "B E7", "R I4"), )
    m.play("B1 D6-E7 +coin")
    assert m.state.side_scores() == [((0, 2), 2), ((1, 3), 0)]


def test_rulings_struck_in_2_on_2_a_pirate_goes_back_to_his_own_boat():
    m2 = game("B1 D3", "Y1 D2", mode="2v2", turn="Y", boats=("W E1", "Y A4", "B E7", "R I4"))
    m2.play("Y1 D2-D3")
    assert where(m2, "B1") == "boat"         # Black's own boat, not White's


def test_refusals_say_why():
    m = game("W1 D2", "D3 fortress", "B1 D3")
    with pytest.raises(IllegalActionError, match="fortress"):
        m.play("W1 D2-D3")
    with pytest.raises(IllegalActionError):
        m.play("nonsense words")
    with pytest.raises(IllegalActionError, match="off this island"):
        m.play("W1 D2-Z9")


def test_a_move_out_of_reach_is_refused_naming_where_the_piece_can_go():
    # rulebook, "On your move": a pirate moves one tile at a time, and from the boat onto a
    # tile next to it; a refusal that only said "not possible now" left the player guessing
    m = game("W1 D2", "D3 fortress", "B1 D3")
    with pytest.raises(IllegalActionError, match=r"W1 can go to C2, C3, E1, E2 or E3 from D2$"):
        m.play("W1 D2-F4")
    with pytest.raises(IllegalActionError,
                       match=r"from the boat a pirate lands on a cell next to it: "
                             r"W2 can go to D2, E2 or F2$"):
        m.play("W2 E1-G2")
