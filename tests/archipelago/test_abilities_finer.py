"""The abilities' finer points that the first round of tests left open, each from a
hand-written position (RULINGS-ARCHIPELAGO.md, "Abilities: finer points" and "End, score,
campaign"): the line each checks is quoted in its docstring."""

from .helpers import game, legal, where

PARTNERS = dict(mode="2v2", boats=("W E1", "Y A4", "B E7", "R I4"))


# ----- Navigator -----------------------------------------------------------------------
def test_rulings_navigator_taken_aboard_on_the_way_adds_his_step_from_the_next_boat_action():
    """RULINGS, finer points, Navigator: "A boat's speed is counted when it sets off: a
    Navigator taken aboard on the way adds his step from the crew's next boat action"."""
    m = game("W1 sea D1", "abilities W1 Navigator")      # W2, W3 aboard: speed 2
    assert "W boat E1-C1 via D1" in legal(m)
    assert "W boat E1-B1 via D1" not in legal(m)         # he adds nothing on this trip
    m.play("W boat E1-C1 via D1")
    m.play("B boat E7-D7")
    assert "W boat C1-G1" in legal(m)                    # three aboard + 1: four steps
    assert "W boat C1-H1" not in legal(m)


# ----- Lookout -------------------------------------------------------------------------
def test_rulings_lookout_none_in_a_smoky_turn():
    """RULINGS, finer points, Lookout: "none in a smoky turn"."""
    m = game("W1 D3", "D4 ?chest2", "abilities W1 Lookout", "smoky")
    m.play("W1 D3-E3")
    assert m.state.turn == 2 and not any("looks" in x for x in legal(m))
    assert ("Lookout", 0) not in m.state.used


def test_rulings_lookout_dead_he_does_not_look():
    """RULINGS, finer points, Lookout: "dead, he does not look"."""
    m = game("W1 dead", "W2 D3", "D4 ?chest2", "abilities W1 Lookout")
    m.play("W2 D3-E3")
    assert m.state.turn == 2


def test_rulings_lookout_looks_from_the_water_and_a_den_looked_at_stays_asleep():
    """RULINGS, finer points, Lookout: "looks from where he stands ... (land, water, or
    aboard ...)"; "A look is not an opening: a den looked at stays asleep"."""
    m = game("W1 sea A3", "B3 ?den", "W2 D3", "abilities W1 Lookout")
    m.play("W2 D3-E3")
    assert legal(m) == ["W done", "W1 looks B3"]
    m.play("W1 looks B3")
    s = m.state
    assert s.bear < 0 and not s.up[s.board.parse("B3")]
    assert m.view(0)["tiles"]["B3"]["looked"] == "den"


# ----- Lucky ---------------------------------------------------------------------------
def test_rulings_lucky_struck_on_a_crocodile_leaves_the_coin_on_the_tile():
    """RULINGS, finer points, Lucky: "struck there, Lucky leaves the coin on the tile" (the
    musket sends him home from it)."""
    m = game("B1 D3", "D4 ?musket", "W1 D6", "D6 crocodile", "coins D6 1",
             "abilities W1 Lucky", turn="B")
    m.play("B1 D3-D4")
    m.play("B1 > N")
    assert where(m, "W1") == "boat"
    assert m.state.coins_on(m.state.board.parse("D6")) == 1 and m.state.banked[0] == 0


# ----- Mountaineer ---------------------------------------------------------------------
def test_rulings_mountaineer_no_look_on_a_forced_move():
    """RULINGS, finer points, Mountaineer: "On a plain step or a landing (never a forced
    move) onto a face-down mountain"."""
    m = game("W1 D3", "D4 arrow-E", "E4 ?M:chest2", "abilities W1 Mountaineer")
    m.play("W1 D3-D4")
    assert where(m, "W1") == "E4" and m.state.up[m.state.board.parse("E4")]


def test_rulings_mountaineer_after_a_decline_the_end_of_turn_phase_follows():
    """RULINGS, finer points, Mountaineer: "decline (the crew's action: he stays where he
    was ...; bottles may follow ...)": the end-of-turn phase (a Lookout's look) follows."""
    m = game("W1 D3", "D4 ?M:chest2", "abilities W1 Mountaineer", "W2 B2", "B3 ?empty",
             "abilities W2 Lookout")
    m.play("W1 D3-D4")
    m.play("W1 > D3")
    assert where(m, "W1") == "D3" and "W2 looks B3" in legal(m)


# ----- Jonah ---------------------------------------------------------------------------
def test_rulings_jonah_a_bank_he_holds_still_holds_one_piece():
    """RULINGS, finer points, Jonah: "A bank he holds still holds one piece: no enemy
    enters it"."""
    m = game("B1 D4", "D4 bank", "abilities B1 Jonah", "W1 D3")
    assert "W1 D3-D4" not in legal(m)


def test_rulings_jonah_strikes_as_any_pirate():
    """RULINGS, finer points, Jonah: "Jonah strikes as any pirate"."""
    m = game("B1 D3", "abilities B1 Jonah", "W1 D4", turn="B")
    m.play("B1 D3-D4")
    assert where(m, "W1") == "boat" and where(m, "B1") == "D4"


def test_rulings_jonah_a_forced_move_onto_an_enemy_boat_kills_him():
    """RULINGS, finer points, Jonah: "A forced move ending on an enemy boat kills him as
    anyone (only his own and a partner's boat redirect him)"."""
    m = game("W1 D5", "E6 arrow-N", "abilities W1 Jonah")
    m.play("W1 D5-E6")
    assert where(m, "W1") == "dead"
    p = game("W1 D5", "E6 arrow-N", "abilities W1 Jonah", **PARTNERS)
    p.play("W1 D5-E6")                     # Black's boat is a partner's: a cell by it
    assert where(p, "W1") != "dead"
    assert sorted(legal(p)) == ["W1 > D6", "W1 > F6"]


def test_rulings_jonah_a_free_cell_is_one_a_piece_can_stop_on_and_a_coin_may_lie_on():
    """RULINGS, finer points, Jonah: a free land cell is one "where a piece can stop (not
    arrow, ... crocodile ...) and, with a coin, where a coin may lie (not jungle ...)"."""
    m = game("W1 E2", "coins E2 1", "D2 jungle", "F2 crocodile", "abilities W1 Jonah")
    assert "W1 E2-E1" in legal(m)          # D2: he may stand in the jungle
    assert "W1 E2-E1 +coin" not in legal(m)
    m.play("W1 E2-E1")
    assert legal(m) == ["W1 > D2"] or where(m, "W1") == "D2"


def test_rulings_jonah_sent_home_with_no_free_cell_he_goes_aboard():
    """RULINGS, finer points, Jonah: sent to his boat by the musket, "with none he goes
    aboard and may land as usual"."""
    m = game("W1 D3", "D4 ?musket", "B1 D6", "B2 B6", "B3 C6", "abilities B1 Jonah",
             boats=("W E1", "B C7"))
    m.play("W1 D3-D4")
    m.play("W1 > N")
    assert where(m, "B1") == "boat" and m.state.pending is None
    assert m.current_seat() == 2


# ----- Swimmer -------------------------------------------------------------------------
def test_rulings_swimmer_never_steps_onto_an_enemy_boat():
    """RULINGS, finer points, Swimmer: "Every other step rule holds (no enemy boat ...)"."""
    m = game("W1 C2", "abilities W1 Swimmer", boats=("W E1", "B C1"))
    assert "W1 C2-B1" in legal(m) and "W1 C2-C1" not in legal(m)


def test_rulings_swimmer_ashore_strikes_only_without_a_coin():
    """RULINGS, finer points, Swimmer: "ashore he strikes enemies only without a coin";
    "his coin ... cannot be left in the water"."""
    m = game("W1 sea A3", "coins A3 1", "abilities W1 Swimmer", "B1 B3")
    assert not any(x.startswith("W1 A3-B3") for x in legal(m))
    dry = game("W1 sea A3", "abilities W1 Swimmer", "B1 B3")
    dry.play("W1 A3-B3")
    assert where(dry, "B1") == "boat" and where(dry, "W1") == "B3"


def test_rulings_swimmer_onto_an_enemy_swimmer_he_strikes():
    """RULINGS, finer points, Swimmer: "onto an enemy swimmer he strikes"."""
    m = game("W1 C2", "abilities W1 Swimmer", "B1 sea B1")
    assert "W1 C2-B1" in legal(m)
    m.play("W1 C2-B1")
    assert where(m, "W1") == "sea B1" and where(m, "B1") != "sea B1"


def test_rulings_swimmer_his_coin_is_banked_when_he_boards():
    """RULINGS, finer points, Swimmer: "it is banked when he boards"."""
    m = game("W1 sea D1", "coins D1 1", "abilities W1 Swimmer")
    m.play("W1 D1-E1 +coin")
    assert where(m, "W1") == "boat" and m.state.banked[0] == 1


# ----- Cook ----------------------------------------------------------------------------
def test_rulings_cook_the_bear_mauls_him_on_the_cannibal():
    """RULINGS, finer points, Cook: "The bear mauls him there as anywhere"."""
    m = game("B1 C2", "C2 cannibal", "abilities B1 Cook", "bear C3 W", "W2 G5",
             boats=("W E7", "B E1"))
    m.play("W2 G5-G4")
    assert where(m, "B1") == "boat"


def test_rulings_jonah_put_on_a_free_cell_the_tile_does_not_act():
    """RULINGS, finer points, Jonah: "He is put there and the tile does not act" (a pit
    does not hold him)."""
    m = game("W1 E2", "D2 pit", "W3 F2", "abilities W1 Jonah")
    m.play("W1 E2-E1")
    if where(m, "W1") != "D2":
        assert legal(m) == ["W1 > D2"]
        m.play("W1 > D2")
    assert where(m, "W1") == "D2" and not m.state.p_trap[0]


def test_rulings_mountaineer_a_face_down_mountain_under_the_bear_gives_no_look():
    """RULINGS, finer points, Mountaineer: "A face-down mountain under the bear gives no
    look"."""
    m = game("W1 D3", "D4 ?M:chest2", "bear D4 B", "abilities W1 Mountaineer")
    m.play("W1 D3-D4")                        # onto the bear: mauled, nothing seen
    assert not any(x.startswith("W1 > ") for x in legal(m)) and where(m, "W1") == "boat"
    assert not m.state.up[m.state.board.parse("D4")]
    assert "looked" not in m.view(0)["tiles"]["D4"]


def test_rulings_mountaineer_declining_the_crews_bear_still_steps():
    """RULINGS, finer points, Mountaineer: decline is "the crew's action: ... the bear
    steps if that crew woke it"."""
    m = game("W1 D3", "D4 ?M:chest2", "abilities W1 Mountaineer", "bear H6 W", "W2 G5")
    m.play("W1 D3-D4")
    m.play("W1 > D3")
    assert where(m, "W2") == "boat" and m.state.bear == m.state.board.parse("G5")


# ----- the draw ------------------------------------------------------------------------
def test_rulings_the_draw_after_island_5_shows_4_of_every_card_not_yet_owned():
    """RULINGS, End, score, campaign: "show min(4, deck) cards from the deck (... after
    island 5 or later: all not yet owned)"; a pirate may hold several."""
    from .test_campaign import ending
    owned = ("abilities W3 Strongman,Navigator,Lookout,Jonah,Swimmer,Brawler,Pathfinder",
             "abilities B1 Cook,OldSalt")
    results = [f"result {k} island={k} banked=W:0,B:0" for k in (1, 2, 3, 4)]
    m = ending("bank W 3", "bank B 4", "campaign 5", *results, *owned,
               campaign="options campaign=true islands=6")
    m.play("W1 D2-E1 +coin")
    assert sorted(m.state.shown) == ["Gunner", "Lucky", "Mountaineer"]
    assert m.state.pickers == (0, 2)          # 4 : 4, White first in turn order
    assert "W picks Gunner W3" in legal(m)    # W3 holds seven and may take another
    m.play("W picks Gunner W3")
    m.play("B picks Lucky B1")
    assert m.state.abilities[6] == ("Cook", "Old Salt", "Lucky")


def test_rulings_the_draw_cards_not_picked_go_back_and_jonah_starts_the_island_aboard():
    """RULINGS, finer points, The draw: "cards not picked go back to the deck"; Jonah:
    "Every pirate, Jonah included, starts an island aboard (that is not a move)"."""
    from .test_campaign import ending
    m = ending("bank W 2", "bank B 4", "abilities W2 Jonah", "W2 D4",
               campaign="options campaign=true islands=3")
    m.play("W1 D2-E1 +coin")
    m.play("B picks Navigator B1")
    m.play("W passes")
    assert m.state.island_no == 2 and where(m, "W2") == "boat"
    deck = {"Strongman", "Lookout", "Swimmer", "Brawler"}   # box 2-3 less Navigator, Jonah
    from jackal_tui.games.archipelago.abilities import deck_after
    assert set(deck_after(2, m.state.owned())) == deck


def test_rulings_lookout_none_when_his_crew_is_skipped():
    """RULINGS, finer points, Lookout: "none ... when the crew is skipped" (White: W1 in a
    pit, W2 and W3 dead, nobody aboard to row: White cannot act)."""
    m = game("W1 D3 trapped", "D3 pit", "W2 dead", "W3 dead", "D4 ?chest2",
             "abilities W1 Lookout", turn="B")
    events = m.play("B boat E7-D7")
    assert ("skip", 0) in events and m.state.turn == 2
    assert ("Lookout", 0) not in m.state.used and not any("looks" in x for x in legal(m))


def test_rulings_swimmer_with_a_coin_only_onto_face_up_land_he_may_enter():
    """RULINGS, End, score, campaign: Swimmer "steps between coast and water both ways,
    with a coin only onto face-up land he may enter"."""
    m = game("W1 sea A3", "coins A3 1", "abilities W1 Swimmer", "B3 ?empty", "B2 jungle")
    moves = {x for x in legal(m) if x.startswith("W1")}
    assert "W1 A3-B4 +coin" in moves
    assert not any(x.startswith(("W1 A3-B3", "W1 A3-B2")) for x in moves)


def test_rulings_cook_an_enemy_entering_with_a_coin_loses_it_to_the_cannibal():
    """RULINGS, finer points, Cook: "An enemy entering strikes him first (back to his
    boat), then the cannibal kills the enemy and eats his coin"."""
    m = game("W1 D4", "D4 cannibal", "abilities W1 Cook", "B1 D5", "coins D5 1",
             "abilities B1 Brawler", turn="B")     # a Brawler: he may strike with a coin
    m.play("B1 D5-D4 +coin")
    assert where(m, "W1") == "boat" and where(m, "B1") == "dead" and m.state.eaten == 1


def test_rulings_gunner_a_face_down_cannon_keeps_the_face_it_opened_with():
    """RULINGS, finer points, Gunner: "His pick aims only his own flight; the tile keeps
    the direction it showed (a face-down cannon still takes its quarter turn when
    opened)"."""
    m = game("W1 D3", "D4 ?cannon-E", "abilities W1 Gunner")
    m.play("W1 D3-D4")
    shown = [x for x in m.to_position().splitlines() if x.startswith("D4 cannon-")]
    assert len(shown) == 1                   # opened with its drawn quarter turn
    m.play("W1 > W")
    assert where(m, "W1") == "sea A4" and shown[0] in m.to_position().splitlines()


def test_rulings_jonah_spared_when_a_forced_move_brings_an_enemy_onto_his_tile():
    """RULINGS, finer points, Jonah: "Only Jonah is spared when an enemy enters his tile:
    the enemy strikes everyone else there, then shares the tile with him"."""
    m = game("W1 C4", "D4 arrow-E", "B1 E4", "B2 E4", "abilities B1 Jonah")
    m.play("W1 C4-D4")
    assert where(m, "W1") == "E4" and where(m, "B1") == "E4" and where(m, "B2") == "boat"


def test_rulings_lookout_once_per_island_is_once_again_on_the_next_island():
    """RULINGS, End, score, campaign: the Lookout looks "once per island": a look used on
    one island of a campaign is his again on the next, and his crew's looks are not."""
    from .test_campaign import ending
    m = ending("bank W 1", "bank B 1", "abilities W3 Lookout", "used W3 Lookout",
               "known W G6")
    m.play("W1 D2-E1 +coin")                  # nobody has 3: straight to island 2
    assert m.state.island_no == 2 and not m.state.used and not m.state.known[0]
    assert m.state.abilities[2] == ("Lookout",)


def test_rulings_jonah_a_cell_with_the_missionary_or_the_bear_is_not_free():
    """RULINGS, finer points, Jonah: a free land cell has "no piece on it (any pirate,
    Missionary, bear)"."""
    boxed = game("W1 E2", "W3 F2", "MIS D2 B", "abilities W1 Jonah")
    assert not any(x.startswith("W1 E2-E1") for x in legal(boxed))
    m = game("B1 D2", "abilities B1 Jonah", "bear C3 W", "W2 G5", boats=("W E7", "B E1"))
    m.play("W2 G5-G4")                        # the bear mauls him on D2 and stays there
    assert sorted(legal(m)) == ["B1 > E2", "B1 > F2"]


def test_rulings_campaign_an_island_ended_by_agreement_goes_on_to_the_draw():
    """RULINGS, End, score, campaign: the island ends "when every human player agrees";
    then "after an island" the draw follows as after any other end."""
    m = game("bank W 3", "bank B 1", "options campaign=true islands=2", "seed 3")
    m.play("W proposes end")
    m.play("B agrees")
    s = m.state
    assert s.phase == "draw" and s.pickers == (0,)
    assert s.shown == ("Strongman", "Navigator", "Lookout")
