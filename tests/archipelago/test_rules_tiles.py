"""Every tile, one by one: a position, an action, and what the rules say must happen.

Rulebook: seeds/002_33657f023733c27a.txt, "Tiles explanation"; RULINGS-ARCHIPELAGO.md,
"What each tile does" (which wins where they differ).
"""

from .helpers import game, legal, where


def cell(m, name):
    return m.state.board.parse(name)


# ----- arrows, horse, ice, crocodile --------------------------------------------------
def test_rulebook_arrows_one_way_moves_him_on_at_once():
    m = game("W1 D2", "D3 arrow-N")
    m.play("W1 D2-D3")
    assert where(m, "W1") == "D4"


def test_rulebook_arrows_several_ways_the_mover_chooses():
    m = game("W1 D2", "D3 arrow-NE+SW")
    m.play("W1 D2-D3")
    assert set(legal(m)) == {"W1 > C2", "W1 > E4"} and m.current_seat() == 0
    m.play("W1 > E4")
    assert where(m, "W1") == "E4" and m.current_seat() == 2


def test_rulings_arrow_into_the_sea_he_swims_and_his_coin_sinks():
    m = game("W1 C3", "coins C3 1", "B3 arrow-W")
    ev = m.play("W1 C3-B3 +coin")
    assert where(m, "W1") == "sea A3" and ("coin", -12, -10) in ev and m.state.sunk == 1


def test_rulings_forced_move_onto_an_enemy_boat_kills_and_sinks_the_coin():
    m = game("W1 E5", "coins E5 1", "E6 arrow-N")
    ev = m.play("W1 E5-E6 +coin")
    assert where(m, "W1") == "dead" and m.state.sunk == 1 and ("die", 0, "enemy boat") in ev


def test_rulings_forced_move_onto_own_boat_puts_him_aboard_and_banks():
    m = game("W1 E3", "coins E3 1", "E2 arrow-S")
    m.play("W1 E3-E2 +coin")
    assert where(m, "W1") == "boat" and m.scores()[0] == 1


def test_rulings_a_choice_never_offers_an_enemy_boat():
    m = game("W1 D5", "E6 arrow-N+E")
    m.play("W1 D5-E6")
    assert where(m, "W1") == "F6"            # the north arrow would reach Black's boat: not offered


def test_rulebook_horse_a_knight_jump_of_the_movers_choice():
    m = game("W1 D2", "D3 horse")
    m.play("W1 D2-D3")
    assert set(legal(m)) == {"W1 > B2", "W1 > F2", "W1 > B4", "W1 > F4", "W1 > C5",
                             "W1 > E5", "W1 > C1", "W1 > E1"}
    m.play("W1 > E5")
    assert where(m, "W1") == "E5"


def test_rulings_ice_repeats_a_plain_step():
    m = game("W1 D2", "D3 ice")
    m.play("W1 D2-D3")
    assert where(m, "W1") == "D4"


def test_rulings_ice_after_a_knight_jump_allows_any_knight_jump():
    m = game("W1 D2", "D3 horse", "F4 ice")
    m.play("W1 D2-D3")
    m.play("W1 > F4")
    assert "W1 > D5" in legal(m) and "W1 > H5" in legal(m)


def test_rulebook_crocodile_back_to_the_tile_he_came_from():
    m = game("W1 D2", "D3 crocodile")
    m.play("W1 D2-D3")
    assert where(m, "W1") == "D2"


def test_rulings_crocodile_after_a_landing_back_to_his_boat():
    m = game("E2 crocodile")
    m.play("W1 E1-E2")
    assert where(m, "W1") == "boat"


def test_rulings_crocodile_return_onto_a_pit_does_not_trap_him():
    m = game("W1 D2", "D2 pit", "D3 crocodile")
    m.play("W1 D2-D3")
    assert where(m, "W1") == "D2" and not m.state.p_trap[0]


def test_rulings_cycle_kills_and_the_coin_goes_back():
    m = game("W1 D2", "coins D2 1", "D3 arrow-N", "D4 arrow-S")
    ev = m.play("W1 D2-D3 +coin")
    assert where(m, "W1") == "dead" and m.state.coins_on(cell(m, "D2")) == 1
    assert ("die", 0, "cycle") in ev


# ----- chest, balloon, cannibal, cannon -----------------------------------------------
def test_rulebook_treasure_chest_puts_its_coins_on_the_tile():
    m = game("W1 D2", "D3 ?chest3")
    ev = m.play("W1 D2-D3")
    assert ("reveal", cell(m, "D3"), "chest3") in ev and m.state.coins_on(cell(m, "D3")) == 3


def test_rulings_balloon_to_own_boat_coin_banked():
    m = game("W1 C3", "coins C3 1", "C4 balloon")
    m.play("W1 C3-C4 +coin")
    assert where(m, "W1") == "boat" and m.scores()[0] == 1


def test_rulings_cannibal_kills_and_eats_the_coin():
    m = game("W1 C3", "coins C3 1", "C4 cannibal")
    m.play("W1 C3-C4 +coin")
    assert where(m, "W1") == "dead" and m.state.eaten == 1


def test_rulings_cannon_into_own_boat_banks():
    m = game("W1 E4", "coins E4 1", "E3 cannon-S")
    m.play("W1 E4-E3 +coin")
    assert where(m, "W1") == "boat" and m.scores()[0] == 1


def test_rulings_cannon_into_an_enemy_boat_dies_coin_sinks():
    m = game("W1 E4", "coins E4 1", "E5 cannon-N")
    m.play("W1 E4-E5 +coin")
    assert where(m, "W1") == "dead" and m.state.sunk == 1


def test_rulings_cannon_onto_an_enemy_swimmer_strikes_him_dead_and_swims():
    m = game("W1 C4", "C3 cannon-W", "B1 sea A3")
    ev = m.play("W1 C4-C3")
    assert where(m, "W1") == "sea A3" and where(m, "B1") == "dead" and ("die", 6, "struck at sea") in ev


# ----- pit, barrel, bottles -----------------------------------------------------------
def test_rulebook_pit_holds_him_until_a_crewmate_enters():
    m = game("W1 D2", "D3 pit")
    m.play("W1 D2-D3")
    assert m.state.p_trap[0]
    m.play("B1 E7-E6")
    assert not [a for a in legal(m) if a.startswith("W1 ")]
    m.play("W2 E1-D2")
    m.play("B1 E6-E5")
    m.play("W2 D2-D3")
    assert not m.state.p_trap[0] and not m.state.p_trap[1]


def test_rulings_pit_an_enemy_entering_strikes_the_trapped_and_falls_in():
    m = game("W1 D2", "D3 pit", "B1 D3 trapped")
    m.play("W1 D2-D3")
    assert where(m, "B1") == "boat" and m.state.p_trap[0]


def test_rulings_bottle_lets_the_pirate_climb_out_alone_at_the_end_of_the_turn():
    m = game("W1 D3 trapped", "D3 pit", "bottles W 1")
    m.play("W2 E1-E2")
    assert m.state.phase == "bottles" and set(legal(m)) == {"W1 bottle", "W done"}
    m.play("W1 bottle")
    assert not m.state.p_trap[0] and m.state.supply == 5 and m.current_seat() == 2


def test_rulebook_barrel_the_pirate_skips_his_crews_next_turn():
    m = game("W1 D2", "D3 barrel", "W2 F4")
    m.play("W1 D2-D3")
    m.play("B1 E7-E6")
    assert not [a for a in legal(m) if a.startswith("W1 ")]
    m.play("W2 F4-F5")
    m.play("B1 E6-E5")
    assert [a for a in legal(m) if a.startswith("W1 ")]


def test_rulings_bottle_tile_takes_bottles_from_the_supply_while_any_remain():
    m = game("W1 D2", "D3 ?bottles2", "bottles B 4")
    m.play("W1 D2-D3")
    assert m.state.bottles[0] == 1 and m.state.supply == 0 and m.state.tiles[cell(m, "D3")] == "empty"


# ----- bank, jungle, fortress, shrine -------------------------------------------------
def test_rulings_bank_one_piece_and_a_pirate_with_a_coin_there_cannot_be_struck():
    m = game("W1 D2", "D3 bank", "B1 D3", "coins D3 1")
    assert "W1 D2-D3" not in legal(m)
    m = game("W1 D2", "D3 bank", "B1 D3")
    m.play("W1 D2-D3")                       # a lone pirate without a coin is struck
    assert where(m, "B1") == "boat" and where(m, "W1") == "D3"
    m = game("W1 D2", "D3 bank", "W2 D3")
    assert "W1 D2-D3" not in legal(m)        # not even a crewmate


def test_rulebook_jungle_rivals_share_it_without_a_fight_and_no_coin_enters():
    m = game("W1 D2", "D3 jungle", "B1 D3", "coins D2 1")
    assert "W1 D2-D3" in legal(m) and "W1 D2-D3 +coin" not in legal(m)
    m.play("W1 D2-D3")
    assert where(m, "B1") == "D3" and where(m, "W1") == "D3"


def test_rulebook_fortress_no_fight_no_coin():
    m = game("W1 D2", "D3 fortress", "B1 D3", "coins D2 1", "W2 C2")
    assert "W1 D2-D3" not in legal(m)
    assert "W2 C2-D3" not in legal(m)


def test_rulings_shrine_revives_a_dead_pirate_there_and_enemies_keep_out():
    m = game("W1 D3", "D3 shrine", "W2 dead", "B1 D2")
    assert "W2 revives" in legal(m)
    ev = m.play("W2 revives")
    assert ("revive", 1, cell(m, "D3")) in ev and where(m, "W2") == "D3"
    assert "B1 D2-D3" not in legal(m)


def test_rulings_no_revival_without_a_pirate_on_the_shrine():
    m = game("W1 D2", "D3 shrine", "W2 dead")
    assert "W2 revives" not in legal(m)


# ----- lighthouse, trampoline, die, airplane, musket ----------------------------------
def test_rulings_lighthouse_a_private_look_at_up_to_four_face_down_tiles():
    m = game("W1 D2", "D3 ?lighthouse", "F3 ?chest1", "F4 ?cannibal", "F5 ?empty",
             "G3 ?horse", "G4 ?pit")
    m.play("W1 D2-D3")
    for target in ("F3", "F4", "F5", "G3"):
        assert f"W1 > {target}" in legal(m)
        m.play(f"W1 > {target}")
    assert m.current_seat() == 2
    mine, theirs = m.view(0)["tiles"], m.view(2)["tiles"]
    assert mine["F4"]["looked"] == "cannibal" and "looked" not in theirs["F4"]
    assert "looked" not in mine["G4"] and mine["F4"]["face"] is None


def test_rulings_trampoline_a_jump_of_exactly_two_cells():
    m = game("W1 D2", "D3 trampoline")
    m.play("W1 D2-D3")
    assert "W1 > D5" in legal(m) and "W1 > F5" in legal(m) and "W1 > D4" not in legal(m)
    assert "W1 > D1" in legal(m)             # into the water: he swims
    m.play("W1 > D5")
    assert where(m, "W1") == "D5"


def test_rulings_crossroads_die_is_a_recorded_chance_event_then_a_one_way_arrow():
    for seed in range(12):
        m = game("W1 D3", "D4 die", f"seed {seed}")
        ev = m.play("W1 D3-D4")
        rolls = [e for e in ev if e[0] == "roll"]
        assert len(rolls) == 1 and rolls[0][1] == cell(m, "D4")
        r = rolls[0][2]
        if r <= 4:
            assert where(m, "W1") == {1: "D5", 2: "E4", 3: "D3", 4: "C4"}[r]
        elif r == 5:
            assert set(legal(m)) == {"W1 > C3", "W1 > C5", "W1 > E3", "W1 > E5"}
        else:
            assert len(legal(m)) == 8


def test_rulings_die_rolls_anew_on_every_entry_and_replay_draws_nothing(monkeypatch):
    from jackal_tui.games.archipelago import match_from_setup, rules
    m = game("W1 D3", "D4 die", "seed 3")
    m.play("W1 D3-D4")
    if m.state.pending:
        m.play(m.legal_actions()[0])
    monkeypatch.setattr(rules, "chance", lambda s: (_ for _ in ()).throw(AssertionError))
    again = match_from_setup(m.setup, m.events_json())
    assert again.state_hash() == m.state_hash()


def test_rulings_airplane_flies_at_once_to_a_free_face_up_tile_then_is_spent():
    m = game("W1 D2", "D3 ?airplane", "B1 F4")
    m.play("W1 D2-D3")
    assert "W1 > F4" not in legal(m) and "W1 > F5" in legal(m) and "W1 > D2" in legal(m)
    m.play("W1 > F5")
    assert where(m, "W1") == "F5" and m.state.tiles[cell(m, "D3")] == "empty"


def test_rulings_musket_hits_the_first_pirate_it_can_in_the_chosen_line():
    m = game("W1 D2", "D3 ?musket", "B1 D5", "B2 D6", "D4 jungle", "B3 D4")
    m.play("W1 D2-D3")
    assert len(legal(m)) == 8
    m.play("W1 > N")
    assert where(m, "B3") == "D4"            # in the jungle: passed
    assert where(m, "B1") == "boat" and where(m, "B2") == "D6"


# ----- smoke, earthquake, caramba, missionary -----------------------------------------
def test_rulings_smoke_each_player_moves_the_next_crew_for_a_round():
    m = game("W1 D2", "D3 ?smoke")
    m.play("W1 D2-D3")
    assert m.state.turn == 2 and m.current_seat() == 0     # White decides Black's turn
    assert all(a.startswith("B") for a in legal(m) if "proposes" not in a)
    m.play("B1 E7-E6")
    assert m.state.turn == 0 and m.current_seat() == 2     # Black decides White's turn
    m.play("W2 E1-E2")
    assert m.state.turn == 2 and m.current_seat() == 2     # the round is over


def test_rulings_earthquake_swaps_two_free_tiles_face_down_ones_too():
    m = game("W1 D2", "D3 ?earthquake", "F5 ?chest2", "G5 arrow-N")
    m.play("W1 D2-D3")
    assert m.state.pending["kind"] == "quake"
    assert "W1 > D3" not in legal(m) and "W1 > D2" in legal(m)   # W1 stands on D3
    m.play("W1 > F5")
    m.play("W1 > G5")
    s = m.state
    assert s.tiles[cell(m, "G5")] == "chest2" and not s.up[cell(m, "G5")]
    assert s.tiles[cell(m, "F5")] == "arrow-N" and s.up[cell(m, "F5")]
    assert set(legal(m)) == {"W1 > F5 arrow-N", "W1 > F5 arrow-E", "W1 > F5 arrow-S",
                             "W1 > F5 arrow-W"}
    m.play("W1 > F5 arrow-E")
    assert s.tiles[cell(m, "F5")] == "arrow-E"


def test_rulings_caramba_he_curses_and_the_tile_is_empty_ground():
    m = game("W1 D2", "D3 ?caramba")
    ev = m.play("W1 D2-D3")
    assert ("curse", 0) in ev and where(m, "W1") == "D3"
    assert "curses: caramba" in m.log()[-1]


def test_rulings_missionary_joins_the_opener_and_is_peaceful():
    m = game("W1 D2", "D3 ?missionary", "B1 D5", "G6 ?empty")
    m.play("W1 D2-D3")
    assert m.state.p_crew[12] == 0 and where(m, "MIS") == "D3 W"
    m.play("B1 D5-E4")
    assert "MIS D3-E4" not in legal(m)       # he never goes where enemies stand
    assert "MIS D3-D4" in legal(m)
    assert not [a for a in legal(m) if a.startswith("MIS") and "+coin" in a]


def test_rulings_missionary_shelters_his_tile_and_converts_with_a_bottle():
    m = game("W1 D3", "MIS D3 W", "B1 D4", "bottles W 1", turn="B")
    assert "B1 D4-D3" not in legal(m)        # enemies never enter his tile
    m = game("W1 D3", "MIS D3 W", "bottles W 1")
    m.play("W2 E1-E2")
    assert "W1 bottle MIS" in legal(m)
    m.play("W1 bottle MIS")
    assert m.state.converted


def test_rulings_missionary_opening_a_bottle_tile_converts_with_one_bottle():
    m = game("MIS D2 W", "D3 ?bottles2")
    m.play("MIS D2-D3")
    assert m.state.converted and m.state.bottles[0] == 1 and m.state.supply == 4


# ----- labyrinth ----------------------------------------------------------------------
def test_rulings_labyrinth_one_action_per_step_and_leave_only_from_the_last():
    m = game("W1 D2", "D3 labyrinth2", "W2 F5")
    m.play("W1 D2-D3")
    assert where(m, "W1") == "D3:1"
    m.play("B1 E7-E6")
    assert [a for a in legal(m) if a.startswith("W1 ")] == ["W1 D3-D3"]
    m.play("W1 D3-D3")
    assert where(m, "W1") == "D3:2"
    m.play("B1 E6-E5")
    assert "W1 D3-D4" in legal(m)


def test_rulings_labyrinth_strike_only_enemies_exactly_one_step_ahead():
    m = game("W1 D3:1", "D3 labyrinth3", "B1 D3:3")
    assert "W1 D3-D3" in legal(m)
    m.play("W1 D3-D3")
    assert where(m, "B1") == "D3:3"          # different steps ignore each other


def test_rulings_bottle_finishes_a_labyrinth_dragging_a_coin():
    m = game("W1 D3:1", "D3 labyrinth4", "coins D3:1 1", "bottles W 1")
    m.play("W2 E1-E2")
    assert "W1 bottle +coin" in legal(m)
    m.play("W1 bottle +coin")
    assert where(m, "W1") == "D3:4" and m.state.coins_on(cell(m, "D3"), 4) == 1
