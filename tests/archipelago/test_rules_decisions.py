"""The project's own decisions where the rulebook and RULINGS are silent
(docs/rules-archipelago.md), and finer points of RULINGS-ARCHIPELAGO.md."""

from .helpers import game, legal, where


def cell(m, name):
    return m.state.board.parse(name)


def test_decision_boat_speed_is_counted_when_it_sets_off():
    # one pirate aboard (speed 1): taking W2 aboard on F1 does not let it go on to G1
    m = game("W2 sea F1", "W3 E2")
    assert "W boat E1-F1 via F1" in legal(m)
    assert not [a for a in legal(m) if a.startswith("W boat E1-G1")]


def test_rulings_a_jump_over_boats_must_land_on_water_without_an_enemy_swimmer():
    m = game("W2 E2", "W3 E2", "B1 sea G1", boats=("W E1", "B F1"))
    assert not [a for a in legal(m) if a.startswith("W boat E1-G1")]


def test_rulings_trampoline_never_onto_an_enemy_boat_or_off_the_map():
    m = game("W1 E4", "E5 trampoline")
    m.play("W1 E4-E5")
    assert "W1 > E7" not in legal(m)         # Black's boat
    assert all(a.split()[-1] != "E9" for a in legal(m))


def test_decision_airplane_with_no_free_face_up_tile_he_stays():
    rows = "BBB"
    m = game("W1 C2", "W2 C2", "B2 ?airplane", "D2 ?empty", layout=rows, boats=("W C1", "B C3"))
    m.play("W1 C2-B2")
    assert where(m, "W1") == "B2" and m.state.tiles[cell(m, "B2")] == "empty"


def test_rulings_a_peaceful_missionary_opening_the_musket_does_not_fire():
    m = game("MIS D2 W", "D3 ?musket", "B1 D5")
    m.play("MIS D2-D3")
    assert not m.state.pending and where(m, "B1") == "D5"


def test_rulings_musket_passes_a_pirate_holding_a_coin_on_the_bank_and_hits_the_next():
    m = game("W1 D2", "D3 ?musket", "D4 bank", "B1 D4", "coins D4 1", "W2 D5")
    m.play("W1 D2-D3")
    m.play("W1 > N")
    assert where(m, "B1") == "D4" and where(m, "W2") == "boat"   # his own crew too


def test_decision_musket_hits_the_first_pirate_in_piece_order_on_a_shared_cell():
    m = game("W1 D2", "D3 ?musket", "B2 D5", "B1 D5")
    m.play("W1 D2-D3")
    m.play("W1 > N")
    assert where(m, "B1") == "boat" and where(m, "B2") == "D5"


def test_rulings_a_pirate_with_his_own_missionary_may_not_step_onto_enemies():
    m = game("W1 D3", "MIS D3 W", "B1 D4", "G6 ?empty")
    assert "W1 D3-D4" not in legal(m) and "W1 D3-C4" in legal(m)


def test_decision_a_missionary_thrown_onto_enemies_is_gone():
    m = game("MIS D2 W", "D3 arrow-N", "B1 D4")
    m.play("MIS D2-D3")
    assert m.state.p_crew[12] == -1 and where(m, "B1") == "D4"


def test_rulings_a_chain_ending_on_a_held_bank_is_an_impossible_end():
    m = game("W1 D2", "coins D2 1", "D3 arrow-N", "D4 bank", "B1 D4", "coins D4 1")
    m.play("W1 D2-D3 +coin")
    assert where(m, "W1") == "dead" and m.state.coins_on(cell(m, "D2")) == 1


def test_rulings_a_forced_move_with_a_coin_onto_a_face_down_tile_kills_coin_goes_back():
    m = game("W1 D2", "coins D2 1", "D3 arrow-N", "D4 ?empty")
    m.play("W1 D2-D3 +coin")
    assert where(m, "W1") == "dead" and m.state.coins_on(cell(m, "D2")) == 1
    assert not m.state.up[cell(m, "D4")]     # a chain that dies leaves the tile shut


def test_rulings_shrine_no_revival_with_three_fighters_a_converted_missionary_counts():
    m = game("W1 D3", "D3 shrine", "W2 dead", "MIS D3 W converted")
    assert "W2 revives" not in legal(m)
    m = game("W1 D3", "D3 shrine", "W2 dead", "W3 dead", "MIS D3 W converted")
    assert "W2 revives" in legal(m)


def test_rulings_no_coin_onto_the_shrine():
    m = game("W1 D2", "coins D2 1", "D3 shrine")
    assert "W1 D2-D3 +coin" not in legal(m)


def test_decision_pit_rescue_frees_every_friend_and_the_rescuer_stays_free():
    m = game("W1 D3 trapped", "W2 D3 trapped", "D3 pit", "W3 D2")
    m.play("W3 D2-D3")
    assert not any(m.state.p_trap[p] for p in (0, 1, 2))


def test_rulings_struck_from_a_pit_he_is_free_aboard():
    m = game("B1 D3 trapped", "D3 pit", "W1 D2")
    m.play("W1 D2-D3")
    assert where(m, "B1") == "boat" and not m.state.p_trap[6]


def test_rulings_balloon_in_2_on_2_takes_him_to_his_own_boat_not_the_partners():
    m = game("B1 D2", "D3 balloon", mode="2v2", turn="B",
             boats=("W E1", "Y A4", "B E7", "R I4"))
    m.play("B1 D2-D3")
    assert m.state.p_boat[6] == 2


def test_rulings_no_bottles_in_a_smoky_turn():
    m = game("W1 D3 trapped", "D3 pit", "bottles W 1", "smoky", "smoke 1", turn="W")
    assert m.current_seat() == 2             # Black decides White's smoky turn
    m.play("W2 E1-E2")
    assert m.state.turn == 2 and m.state.p_trap[0]


def test_decision_lighthouse_skips_tiles_the_crew_already_knows():
    m = game("W1 D2", "D3 ?lighthouse", "known W G6", "F4 ?pit")
    m.play("W1 D2-D3")
    assert where(m, "W1") == "D3"            # only F4 was left to look at: taken at once
    assert m.state.known[0] == {cell(m, "G6"), cell(m, "F4")}


def test_rulings_ice_after_a_trampoline_repeats_the_same_jump():
    m = game("W1 D2", "D3 trampoline", "D5 ice")
    m.play("W1 D2-D3")
    m.play("W1 > D5")
    assert where(m, "W1") == "sea D7"       # D5 + two north is the water ring


def test_rulings_cannon_flies_over_everything_to_the_first_water_cell():
    m = game("W1 C4", "C3 cannon-E", "B1 E3", "F3 ?chest1")
    m.play("W1 C4-C3")
    assert where(m, "W1") == "sea I3" and where(m, "B1") == "E3"
    assert not m.state.up[m.state.board.parse("F3")]


def test_rulings_the_missionary_boards_and_leaves_his_crews_boat_adding_no_speed():
    m = game("MIS D2 W", "W2 E2", "W3 E2")
    m.play("MIS D2-E1")
    assert where(m, "MIS") == "boat W"
    m.play("B boat E7-D7")
    assert {a for a in legal(m) if a.startswith("W boat")} == {"W boat E1-D1", "W boat E1-F1"}


def test_rulings_a_converted_missionary_is_a_pirate_struck_back_to_his_crews_boat():
    m = game("MIS D3 W converted", "B1 D4", turn="B")
    m.play("B1 D4-D3")
    assert where(m, "MIS") == "boat W"


def test_rulings_die_with_a_coin_and_no_allowed_direction_he_dies_coin_goes_back():
    # all eight neighbours of the die are face down: with a coin no choice is allowed;
    # rolls 1-4 push him onto a face-down tile with a coin: an impossible end too
    lines = ["W1 D2", "coins D2 1", "D3 die"] + [f"{c} ?empty" for c in
                                                 ("C3", "E3", "C4", "D4", "E4")]
    for seed in range(6):
        m = game(*lines, "C2 ?empty", "E2 ?empty", f"seed {seed}")
        ev = m.play("W1 D2-D3 +coin")
        roll = next(e[2] for e in ev if e[0] == "roll")
        if roll in (3, 6):      # south, or any way: back onto D2, the only face-up one
            assert where(m, "W1") == "D2"
        else:
            assert where(m, "W1") == "dead" and m.state.coins_on(m.state.board.parse("D2")) == 1
