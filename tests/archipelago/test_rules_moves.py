"""Moving pirates and boats, swimmers, coins to the boat and fights.

Rulebook: seeds/002_33657f023733c27a.txt, "On your move", "Getting gold", "Boats";
RULINGS-ARCHIPELAGO.md, "Boats and swimmers", "Players, turns, deaths".
"""

import pytest

from jackal_tui.games.archipelago import IllegalActionError

from .helpers import game, legal, where


def test_rulebook_on_your_move_landing_onto_any_of_the_8_neighbours_that_is_land():
    m = game()
    moves = {a for a in legal(m) if a.startswith("W1 ")}
    assert moves == {"W1 E1-D2", "W1 E1-E2", "W1 E1-F2"}


def test_rulings_boat_speed_is_own_pirates_aboard():
    m = game("W2 E2", "W3 E2")       # one pirate aboard: speed 1
    assert {a for a in legal(m) if a.startswith("W boat")} == {"W boat E1-D1", "W boat E1-F1"}
    m = game()                       # three aboard: speed 3
    assert "W boat E1-B1" in legal(m) and "W boat E1-H1" in legal(m)
    assert "W boat E1-A1" not in legal(m)


def test_rulings_spyglass_adds_one_while_an_own_pirate_stands_on_it():
    m = game("W2 C3", "W3 C3", "C3 spyglass")   # one aboard, +1
    assert "W boat E1-C1" in legal(m) and "W boat E1-B1" not in legal(m)


def test_rulings_no_boat_move_without_an_own_pirate_aboard():
    m = game("W1 E2", "W2 E2", "W3 E2")
    assert not [a for a in legal(m) if a.startswith("W boat")]


def test_rulings_jump_over_a_run_of_boats_counts_as_one_step():
    m = game("W2 E2", "W3 E2", boats=("W E1", "B F1"), mode="2")
    # one pirate aboard: F1 holds Black's boat, so the step east lands on G1
    assert "W boat E1-G1" in legal(m) and "W boat E1-F1" not in legal(m)


def test_rulings_boat_never_ends_on_or_passes_an_enemy_swimmer():
    m = game("W2 E2", "W3 E2", "B1 sea F1")
    assert "W boat E1-F1" not in legal(m)


def test_rulings_boat_takes_own_swimmers_aboard_on_its_way():
    m = game("W2 sea F1")   # W1 and W3 aboard: speed 2
    assert "W boat E1-G1 via F1" in legal(m)
    m.play("W boat E1-G1 via F1")
    assert where(m, "W2") == "boat" and m.state.boats[0] == m.state.board.parse("G1")


def test_rulings_swimmer_moves_to_neighbouring_water_or_boards_never_climbs_ashore():
    m = game("W1 sea C1")
    moves = {a for a in legal(m) if a.startswith("W1 ")}
    assert moves == {"W1 C1-B1", "W1 C1-D1"}   # B2, C2, D2 are land
    m = game("W1 sea D1")
    assert "W1 D1-E1" in legal(m)                # boarding his own boat
    m.play("W1 D1-E1")
    assert where(m, "W1") == "boat"


def test_rulings_a_pirate_never_steps_from_land_into_water_except_onto_his_boat():
    m = game("W1 C2")
    assert not [a for a in legal(m) if a.startswith("W1 C2-") and a[7] == "1"]
    m = game("W1 D2")
    assert "W1 D2-E1" in legal(m) and "W1 D2-D1" not in legal(m)


def test_rulings_coin_brought_aboard_is_banked_at_once():
    m = game("W1 D2", "coins D2 1")
    ev = m.play("W1 D2-E1 +coin")
    assert ("coin", -12, -1) in ev and m.scores()[0] == 1


def test_rulebook_getting_gold_with_a_coin_only_to_face_up_tiles():
    m = game("W1 D2", "coins D2 1", "D3 ?empty")
    assert "W1 D2-D3 +coin" not in legal(m) and "W1 D2-D3" in legal(m)
    with pytest.raises(IllegalActionError, match="face-up"):
        m.play("W1 D2-D3 +coin")


def test_rulebook_getting_gold_no_strike_while_dragging_a_coin():
    m = game("W1 D2", "coins D2 1", "B1 D3")
    assert "W1 D2-D3 +coin" not in legal(m) and "W1 D2-D3" in legal(m)


def test_rulings_strike_on_land_sends_the_enemy_back_to_his_boat_coin_stays():
    m = game("W1 D2", "B1 D3", "coins D3 1")
    m.play("W1 D2-D3")
    assert where(m, "B1") == "boat" and m.state.coins_on(m.state.board.parse("D3")) == 1


def test_rulings_a_swimmer_struck_at_sea_dies():
    m = game("W1 sea C1", "B1 sea D1")
    ev = m.play("W1 C1-D1")
    assert ("die", 6, "struck at sea") in ev and where(m, "B1") == "dead"


def test_rulings_no_step_enters_an_enemy_boat():
    m = game("W1 sea D7", "W2 E2", boats=("W E1", "B E7"))
    assert "W1 D7-E7" not in legal(m)


def test_rulings_a_crew_moves_only_its_own_pieces_on_its_turn():
    m = game("B1 D3")
    with pytest.raises(IllegalActionError, match="White's turn"):
        m.play("B1 D3-D4")


def test_rulings_partners_share_tiles_and_boats_in_2_on_2():
    m = game("W1 D2", "B1 D3", mode="2v2", boats=("W E1", "Y A4", "B E7", "R I4"))
    assert "W1 D2-D3" in legal(m)
    m.play("W1 D2-D3")
    assert where(m, "B1") == "D3"           # a partner is not struck
    m2 = game("W1 sea F7", mode="2v2", boats=("W E1", "Y A4", "B E7", "R I4"))
    assert "W1 F7-E7" in legal(m2)           # boards the partner's boat


def test_rulings_setup_phase_boats_in_turn_order_next_to_a_beach_not_touching():
    from jackal_tui.games.archipelago import new_match
    m = new_match(mode="4", seed=3, options={"island": "1", "boats": "choose"})
    assert m.state.phase == "setup" and m.current_seat() == 0
    assert all(a.startswith("W boat ") for a in legal(m))
    assert "W boat E7" in legal(m) and "W boat A1" not in legal(m)   # A1 touches no beach
    m.play("W boat E7")
    assert m.current_seat() == 1
    assert "Y boat D7" not in legal(m) and "Y boat F7" not in legal(m)  # touching White's
    for a in ("Y boat H4", "B boat G2", "R boat A5"):
        m.play(a)
    assert m.state.phase == "act" and m.current_seat() == 0


def test_rulings_recommended_boats_are_the_default():
    from jackal_tui.games.archipelago import new_match
    m = new_match(mode="4", seed=3)
    names = [m.state.name(m.state.boats[c]) for c in range(4)]
    assert names == ["E7", "H4", "G2", "A5"] and m.state.phase == "act"
