"""The twelve abilities, each played from a hand-written position, and the same position
without the ability playing the normal way.

RULINGS-ARCHIPELAGO.md, "End, score, campaign" (the ability lines) and "Abilities: finer
points"; rulebook seeds/002_33657f023733c27a.txt, "Special Abilities" (an ability that
contradicts a rule is an exception to it).
"""

import pytest

from jackal_tui.games.archipelago import IllegalActionError

from .helpers import game, legal, where


def both(*lines, ability, pirate, **kw):
    """The position with ``pirate`` holding ``ability``, and the same without it."""
    return (game(*lines, f"abilities {pirate} {ability}", **kw), game(*lines, **kw))


# ----- Navigator -----------------------------------------------------------------------
def test_rulings_navigator_his_boat_moves_1_step_more_while_he_is_aboard():
    """RULINGS: "Navigator (his boat moves 1 step more while he is aboard)"; speed S = own
    pirates aboard ... +1 for a Navigator aboard."""
    nav, plain = both(ability="Navigator", pirate="W2")
    assert "W boat E1-I1" in legal(nav)          # four steps with three aboard
    assert "W boat E1-I1" not in legal(plain)
    assert "W boat E1-H1" in legal(plain)


def test_rulings_navigator_adds_nothing_ashore_or_in_a_partners_boat():
    """RULINGS, Navigator: "A partner's Navigator adds nothing"; he adds only aboard."""
    ashore = game("W2 D2", "abilities W2 Navigator")
    assert "W boat E1-H1" not in legal(ashore) and "W boat E1-G1" in legal(ashore)
    partner = game("B2 boat W", "abilities B2 Navigator", mode="2v2",
                   boats=("W E1", "Y A4", "B E7", "R I4"))
    assert "W boat E1-I1" not in legal(partner)


# ----- Brawler -------------------------------------------------------------------------
def test_rulings_brawler_may_strike_while_dragging_a_coin():
    """RULINGS: "Brawler (may strike while dragging a coin)"."""
    brawler, plain = both("W1 D3", "coins D3 1", "B1 D4", ability="Brawler", pirate="W1")
    assert "W1 D3-D4 +coin" not in legal(plain)
    with pytest.raises(IllegalActionError, match="dragging a coin cannot strike"):
        plain.play("W1 D3-D4 +coin")
    brawler.play("W1 D3-D4 +coin")
    assert where(brawler, "B1") == "boat" and brawler.state.coins_on(
        brawler.state.board.parse("D4")) == 1


def test_rulings_brawler_enters_a_bank_with_his_coin_to_strike_a_lone_pirate():
    """RULINGS, finer points: "Brawler may enter a bank with his coin to strike a lone
    pirate who has no coin there"."""
    brawler, plain = both("W1 D3", "coins D3 1", "D4 bank", "B1 D4", ability="Brawler",
                          pirate="W1")
    assert "W1 D3-D4 +coin" in legal(brawler) and "W1 D3-D4 +coin" not in legal(plain)
    guarded = game("W1 D3", "coins D3 1", "D4 bank", "B1 D4", "coins D4 1",
                   "abilities W1 Brawler")
    assert "W1 D3-D4 +coin" not in legal(guarded)    # his coin on the bank shields him


# ----- Old Salt ------------------------------------------------------------------------
def test_rulings_old_salt_barrels_do_not_hold_him():
    """RULINGS: "Old Salt (barrels do not hold him ...)"."""
    salt, plain = both("W1 D3", "D4 barrel", ability="OldSalt", pirate="W1")
    for m in (salt, plain):
        m.play("W1 D3-D4")
        m.play("B boat E7-D7")
    assert "W1 D4-D5" in legal(salt)
    assert "W1 D4-D5" not in legal(plain) and plain.state.p_drunk[0]


def test_rulings_old_salt_a_bottle_tile_he_opens_gives_one_bottle_more_if_the_supply_has_one():
    """RULINGS: "... a bottle tile he opens gives one bottle more if the supply has one"."""
    salt, plain = both("W1 D3", "D4 ?bottles1", ability="Old Salt", pirate="W1")
    salt.play("W1 D3-D4")
    plain.play("W1 D3-D4")
    assert salt.state.bottles[0] == 2 and plain.state.bottles[0] == 1
    short = game("W1 D3", "D4 ?bottles2", "bottles B 4", "supply 1", "abilities W1 OldSalt")
    short.play("W1 D3-D4")
    assert short.state.bottles[0] == 1 and short.state.supply == 0


# ----- Lucky ---------------------------------------------------------------------------
def test_rulings_lucky_a_crocodile_is_empty_ground_for_him():
    """RULINGS: "Lucky (a crocodile is empty ground for him ...)"."""
    lucky, plain = both("W1 D3", "D4 crocodile", ability="Lucky", pirate="W1")
    lucky.play("W1 D3-D4")
    plain.play("W1 D3-D4")
    assert where(lucky, "W1") == "D4" and where(plain, "W1") == "D3"


def test_rulings_lucky_stops_on_a_crocodile_with_his_coin_and_others_are_sent_back():
    """RULINGS, finer points: "Lucky may stop on a crocodile with his coin and leave it
    there; anyone else who enters is sent back before he could take it"."""
    m = game("W1 D3", "coins D3 1", "D4 crocodile", "abilities W1 Lucky", "B1 D5")
    m.play("W1 D3-D4 +coin")
    assert where(m, "W1") == "D4" and m.state.coins_on(m.state.board.parse("D4")) == 1
    text = m.to_position()
    assert "coins D4 1" in text and "W1 D4" in text      # a position writes it
    m.play("B1 D5-D4")                                    # sent back, nobody struck
    assert where(m, "B1") == "D5" and where(m, "W1") == "D4"


def test_rulings_lucky_a_pit_does_not_hold_him():
    """RULINGS: "Lucky (... a pit does not hold him)"."""
    lucky, plain = both("W1 D3", "D4 pit", ability="Lucky", pirate="W1")
    lucky.play("W1 D3-D4")
    plain.play("W1 D3-D4")
    assert not lucky.state.p_trap[0] and plain.state.p_trap[0]


# ----- Cook ----------------------------------------------------------------------------
def test_rulings_cook_the_cannibal_does_not_kill_him_but_still_eats_a_coin():
    """RULINGS: "Cook (the cannibal does not kill him, but still eats a coin)"."""
    cook, plain = both("W1 D3", "coins D3 1", "D4 cannibal", ability="Cook", pirate="W1")
    cook.play("W1 D3-D4 +coin")
    plain.play("W1 D3-D4 +coin")
    assert where(cook, "W1") == "D4" and cook.state.eaten == 1
    assert where(plain, "W1") == "dead" and plain.state.eaten == 1
    assert "W1 D4" in cook.to_position()                  # a position writes him there


def test_rulings_cook_an_enemy_entering_strikes_him_first_then_dies():
    """RULINGS, finer points: "An enemy entering strikes him first (back to his boat),
    then the cannibal kills the enemy and eats his coin; a crewmate entering dies"."""
    m = game("W1 D4", "D4 cannibal", "abilities W1 Cook", "B1 D5", "W2 D3", turn="B")
    m.play("B1 D5-D4")
    assert where(m, "W1") == "boat" and where(m, "B1") == "dead"
    mate = game("W1 D4", "D4 cannibal", "abilities W1 Cook", "W2 D3")
    mate.play("W2 D3-D4")
    assert where(mate, "W1") == "D4" and where(mate, "W2") == "dead"


# ----- Pathfinder ----------------------------------------------------------------------
def test_rulings_pathfinder_a_labyrinth_of_n_steps_has_n_minus_1_for_him():
    """RULINGS: "Pathfinder (a labyrinth of N steps has N-1 for him ...)"; finer points:
    "enters on 1, leaves from N-1 ... a bottle takes him to N-1"."""
    path, plain = both("W1 D4:2", "D4 labyrinth3", ability="Pathfinder", pirate="W1")
    assert "W1 D4-D5" in legal(path) and "W1 D4-D4" not in legal(path)
    assert "W1 D4-D4" in legal(plain) and "W1 D4-D5" not in legal(plain)
    bottle = game("W1 D4:1", "D4 labyrinth4", "bottles W 1", "abilities W1 Pathfinder",
                  "W2 D2")
    bottle.play("W2 D2-D3")
    bottle.play("W1 bottle")
    assert where(bottle, "W1") == "D4:3"


def test_rulings_pathfinder_may_drag_a_coin_into_jungle_and_anyone_there_drags_it_out():
    """RULINGS: "may drag a coin into jungle"; finer points: "Only he may bring a coin into
    jungle; it lies there like any coin, and anyone standing in the jungle may drag it
    out"."""
    path, plain = both("W1 D3", "coins D3 1", "D4 jungle", "B1 D5", ability="Pathfinder",
                       pirate="W1")
    assert "W1 D3-D4 +coin" not in legal(plain)
    path.play("W1 D3-D4 +coin")
    assert path.state.coins_on(path.state.board.parse("D4")) == 1
    assert "coins D4 1" in path.to_position()
    path.play("B1 D5-D4")                # rivals share the jungle
    path.play("W boat E1-D1")
    assert "B1 D4-D5 +coin" in legal(path)


# ----- Gunner --------------------------------------------------------------------------
def test_rulings_gunner_picks_the_cannons_direction_on_each_entry():
    """RULINGS: "Gunner (picks the cannon's direction, N/E/S/W, on each entry ...)";
    finer points: "His pick aims only his own flight; the tile keeps the direction it
    showed ... A direction that would end on an enemy boat is never offered"."""
    gun, plain = both("W1 D3", "D4 cannon-N", ability="Gunner", pirate="W1")
    plain.play("W1 D3-D4")
    assert where(plain, "W1") == "sea D7"               # fired north, as the tile shows
    gun.play("W1 D3-D4")
    assert sorted(legal(gun)) == ["W1 > E", "W1 > N", "W1 > S", "W1 > W"]
    gun.play("W1 > W")
    assert where(gun, "W1") == "sea A4" and "D4 cannon-N" in gun.to_position()
    east = game("W1 F3", "G4 cannon-N", "abilities W1 Gunner", boats=("W E1", "B I4"))
    east.play("W1 F3-G4")                               # east ends on Black's boat
    assert "W1 > E" not in legal(east) and "W1 > N" in legal(east)


def test_rulings_gunner_the_musket_passes_him_by():
    """RULINGS: "... the musket passes him by"."""
    gun, plain = both("W1 D3", "D4 ?musket", "B1 D5", "B2 D6", ability="Gunner",
                      pirate="B1")
    for m in (gun, plain):
        m.play("W1 D3-D4")
        m.play("W1 > N")
    assert where(plain, "B1") == "boat" and where(plain, "B2") == "D6"
    assert where(gun, "B1") == "D5" and where(gun, "B2") == "boat"


# ----- Lookout -------------------------------------------------------------------------
def test_rulings_lookout_looks_once_per_island_at_the_end_of_the_turn_privately():
    """RULINGS: "Lookout (once per island, at the end of the crew's turn, privately look
    at one face-down tile next to him)"; finer points: "the tile stays known to his crew
    like a lighthouse look. A look is not an opening"."""
    look, plain = both("W1 D3", "D4 ?chest2", "F4 ?den", ability="Lookout", pirate="W1")
    plain.play("W1 D3-E3")
    assert plain.current_seat() == 2                   # the turn passed at once
    look.play("W1 D3-E3")
    assert look.current_seat() == 0 and look.state.phase == "bottles"
    assert sorted(legal(look)) == ["W done", "W1 looks D4", "W1 looks F4"]
    look.play("W1 looks D4")
    assert look.current_seat() == 2 and not look.state.up[look.state.board.parse("D4")]
    assert look.view(0)["tiles"]["D4"]["looked"] == "chest2"
    assert "looked" not in look.view(2)["tiles"]["D4"]
    assert "looked" not in look.public_view()["tiles"]["D4"]
    assert "used W1 Lookout" in look.to_position() and "known W D4" in look.to_position()
    look.play("B boat E7-D7")
    look.play("W1 E3-E4")                             # once per island: no look now
    assert look.current_seat() == 2


def test_rulings_lookout_looks_from_the_boat_and_a_refused_look_costs_nothing():
    """RULINGS, finer points: "(land, water, or aboard: the boat's cell) ... a look
    refused (nothing to look at, already used) costs nothing"."""
    m = game("E2 ?empty", "W2 D2", "abilities W1 Lookout")   # W1 aboard at E1
    m.play("W2 D2-C2")
    assert legal(m) == ["W done", "W1 looks E2"]
    m.play("W done")                                  # not looked: not used
    assert ("Lookout", 0) not in m.state.used


# ----- Mountaineer ---------------------------------------------------------------------
def test_rulings_mountaineer_looks_at_a_face_down_mountain_and_may_decline_it():
    """RULINGS: "Mountaineer (on a plain step or landing onto a face-down mountain he may
    look at it first and decline, staying where he was, in his boat if landing; the turn
    ends)"; finer points: "He may decline the den, and the bear sleeps on"."""
    mount, plain = both("W1 D3", "D4 ?M:den", ability="Mountaineer", pirate="W1")
    plain.play("W1 D3-D4")
    assert plain.state.bear >= 0                         # opened: the bear wakes
    mount.play("W1 D3-D4")
    assert sorted(legal(mount)) == ["W1 > D3", "W1 > D4"]
    assert mount.view(0)["tiles"]["D4"]["looked"] == "den"
    assert "looked" not in mount.view(2)["tiles"]["D4"]
    mount.play("W1 > D3")
    assert where(mount, "W1") == "D3" and mount.state.bear < 0
    assert mount.current_seat() == 2 and "known W D4" in mount.to_position()


def test_rulings_mountaineer_enters_from_his_boat_after_the_look():
    m = game("E2 ?M:chest2", "abilities W1 Mountaineer")
    m.play("W1 E1-E2")
    assert sorted(legal(m)) == ["W1 > E1", "W1 > E2"]
    m.play("W1 > E2")
    assert where(m, "W1") == "E2" and m.state.coins_on(m.state.board.parse("E2")) == 2
    declined = game("E2 ?M:chest2", "abilities W1 Mountaineer")
    declined.play("W1 E1-E2")
    declined.play("W1 > E1")
    assert where(declined, "W1") == "boat" and declined.current_seat() == 2
    forest = game("E2 ?chest2", "abilities W1 Mountaineer")   # not a mountain: no look
    forest.play("W1 E1-E2")
    assert where(forest, "W1") == "E2"


# ----- Strongman -----------------------------------------------------------------------
def test_rulings_strongman_drags_up_to_2_coins_from_one_tile():
    """RULINGS: "Strongman (drags up to 2 coins from one tile; they share their fate)"."""
    strong, plain = both("W1 E2", "coins E2 3", ability="Strongman", pirate="W1")
    assert "W1 E2-E1 +2coins" in legal(strong) and "W1 E2-E1 +coin" in legal(strong)
    assert "W1 E2-E1 +2coins" not in legal(plain)
    with pytest.raises(IllegalActionError):
        plain.play("W1 E2-E1 +2coins")
    strong.play("W1 E2-E1 +2coins")                    # aboard: both banked
    assert strong.state.banked[0] == 2 and strong.state.coins_on(
        strong.state.board.parse("E2")) == 1


def test_rulings_strongman_his_two_coins_share_their_fate_through_a_chain():
    """Both ride a chain's decision, are written in its pending (and a save), and land
    together; a bottle's jump takes two as well (finer points)."""
    import json
    from jackal_tui.games.archipelago import match_from_position, match_from_setup
    m = game("W1 D3", "coins D3 2", "D4 arrow-E+W", "abilities W1 Strongman")
    m.play("W1 D3-D4 +2coins")
    assert m.state.pending["coins"] == 2 and m.state.carried == 2
    assert match_from_position(m.to_position()).state_hash() == m.state_hash()
    again = match_from_setup(m.setup, json.loads(json.dumps(m.events_json())))
    assert again.state_hash() == m.state_hash()
    m.play("W1 > E4")
    assert m.state.coins_on(m.state.board.parse("E4")) == 2 and m.state.carried == 0
    lab = game("W1 D4:1", "D4 labyrinth3", "coins D4:1 2", "bottles W 1", "W2 D2",
               "abilities W1 Strongman")
    lab.play("W2 D2-D3")
    assert "W1 bottle +2coins" in legal(lab)
    lab.play("W1 bottle +2coins")
    assert lab.state.coins_on(lab.state.board.parse("D4"), 3) == 2


# ----- Swimmer -------------------------------------------------------------------------
def test_rulings_swimmer_steps_between_coast_and_water_both_ways():
    """RULINGS: "Swimmer (steps between coast and water both ways ...)"; finer points:
    "from water to any of its 8 neighbours that is a coast cell (never to inland)"."""
    swim, plain = both("W1 B3", ability="Swimmer", pirate="W1")
    assert "W1 B3-A3" in legal(swim) and "W1 B3-A2" in legal(swim)
    assert "W1 B3-A3" not in legal(plain)
    swim.play("W1 B3-A3")
    swim.play("B boat E7-D7")
    assert {"W1 A3-B3", "W1 A3-B4", "W1 A3-A4"} <= set(legal(swim))
    at_sea = game("W1 sea A3")
    assert "W1 A3-B3" not in legal(at_sea) and "W1 A3-A4" in legal(at_sea)


def test_rulings_swimmer_his_coin_does_not_sink_and_goes_with_him_at_sea():
    """RULINGS: "... his coin does not sink at sea; struck at sea he dies and the coin
    sinks"; finer points: "At sea his coin goes with his every move and cannot be left in
    the water ... A position writes it on his water cell"."""
    from jackal_tui.games.archipelago import PositionError, match_from_position
    swim = game("W1 B3", "coins B3 1", "abilities W1 Swimmer", "B1 sea A6")
    swim.play("W1 B3-A3 +coin")
    text = swim.to_position()
    assert "W1 sea A3" in text and "coins A3 1" in text and swim.state.sunk == 0
    assert match_from_position(text).state_hash() == swim.state_hash()
    swim.play("B1 A6-A5")
    assert {x for x in legal(swim) if x.startswith("W1")} == {
        "W1 A3-A2 +coin", "W1 A3-A4 +coin", "W1 A3-B2 +coin", "W1 A3-B3 +coin",
        "W1 A3-B4 +coin"}
    swim.play("W1 A3-A4 +coin")
    swim.play("B1 A5-A4")                               # struck at sea: he dies, it sinks
    assert where(swim, "W1") == "dead" and swim.state.sunk == 1
    plain = game("W1 sea A3")
    with pytest.raises(PositionError, match="with a Swimmer"):
        match_from_position(plain.to_position().replace("seed 0", "coins A3 1\nseed 0"))


def test_rulings_swimmer_his_coin_is_banked_when_his_boat_takes_him_aboard():
    m = game("W1 sea D1", "coins D1 1", "abilities W1 Swimmer")
    m.play("W boat E1-D1 via D1")
    assert m.state.banked[0] == 1 and where(m, "W1") == "boat"


# ----- Jonah ---------------------------------------------------------------------------
def test_rulings_jonah_cannot_be_struck_and_enemies_share_his_tile():
    """RULINGS: "Jonah (cannot be struck, and enemies may share his tile without a
    fight ...)"; finer points: "Only Jonah is spared when an enemy enters his tile: the
    enemy strikes everyone else there, then shares the tile with him"."""
    jonah, plain = both("B1 D4", "B2 D4", "W1 D3", "coins D3 1", ability="Jonah",
                        pirate="B1")
    plain.play("W1 D3-D4")
    assert where(plain, "B1") == "boat" and where(plain, "B2") == "boat"
    jonah.play("W1 D3-D4")
    assert where(jonah, "B1") == "D4" and where(jonah, "B2") == "boat"
    assert where(jonah, "W1") == "D4"
    text = jonah.to_position()                        # Jonah among enemies is written
    from jackal_tui.games.archipelago import match_from_position
    assert match_from_position(text).state_hash() == jonah.state_hash()
    alone = game("B1 D4", "W1 D3", "coins D3 1", "abilities B1 Jonah")
    assert "W1 D3-D4 +coin" in legal(alone)           # no fight: a coin may come along


def test_rulings_jonah_a_step_onto_his_boat_puts_him_on_a_free_land_cell_next_to_it():
    """RULINGS: "any move that would put him aboard a boat puts him instead on a free land
    cell of his choice next to it, his coin unbanked"; finer points: "a step from land or
    water onto his own boat puts him on a free land cell next to it other than the one he
    left, and is refused if there is none"."""
    jonah, plain = both("W1 E2", "coins E2 1", ability="Jonah", pirate="W1")
    plain.play("W1 E2-E1 +coin")
    assert plain.state.banked[0] == 1
    jonah.play("W1 E2-E1 +coin")
    assert sorted(legal(jonah)) == ["W1 > D2", "W1 > F2"]
    jonah.play("W1 > F2")
    assert where(jonah, "W1") == "F2" and jonah.state.banked[0] == 0
    assert jonah.state.coins_on(jonah.state.board.parse("F2")) == 1
    boxed = game("W1 E2", "W2 D2", "W3 F2", "abilities W1 Jonah")
    assert "W1 E2-E1" not in legal(boxed)             # no free cell: refused


def test_rulings_jonah_no_boat_takes_him_aboard_and_none_enters_where_he_swims():
    m = game("W1 sea D1", "abilities W1 Jonah")
    assert not any(x.startswith("W boat E1-D1") for x in legal(m))
    plain = game("W1 sea D1")
    assert "W boat E1-D1 via D1" in legal(plain)


def test_rulings_jonah_sent_home_by_the_bear_his_crew_chooses_a_free_cell_at_once():
    """RULINGS, finer points: "Sent to his boat by the bear or the musket ... he goes to
    such a cell chosen at once by his own crew, even in another crew's turn"."""
    m = game("B1 C2", "abilities B1 Jonah", "bear C3 W", "W2 G5", boats=("W E7", "B E1"))
    m.play("W2 G5-G4")                                # White's turn ends: the bear steps
    assert m.current_seat() == 2 and sorted(legal(m)) == ["B1 > D2", "B1 > E2", "B1 > F2"]
    m.play("B1 > F2")
    assert where(m, "B1") == "F2" and m.current_seat() == 2 and m.state.pending is None
    plain = game("B1 C2", "bear C3 W", "W2 G5", boats=("W E7", "B E1"))
    plain.play("W2 G5-G4")
    assert where(plain, "B1") == "boat"


def test_rulings_jonah_the_musket_hits_him_and_the_bear_still_mauls_him():
    m = game("W1 D3", "D4 ?musket", "B1 D6", "abilities B1 Jonah", boats=("W E1", "B C7"))
    m.play("W1 D3-D4")
    m.play("W1 > N")
    assert m.current_seat() == 2 and sorted(legal(m)) == ["B1 > B6", "B1 > C6"]
    m.play("B1 > B6")
    assert where(m, "B1") == "B6" and m.current_seat() == 2   # then Black's own turn


def test_rulings_jonah_a_forced_move_onto_his_boat_puts_him_ashore_or_back_where_he_began():
    """RULINGS: "... or he stays where the action began if there is none"."""
    m = game("W1 D3", "E2 arrow-S", "abilities W1 Jonah")
    m.play("W1 D3-E2")
    assert sorted(legal(m)) == ["W1 > D2", "W1 > F2"]
    boxed = game("W1 D3", "E2 arrow-S", "W2 D2", "W3 F2", "abilities W1 Jonah")
    boxed.play("W1 D3-E2")
    assert where(boxed, "W1") == "D3" and boxed.current_seat() == 2
    plain = game("W1 D3", "E2 arrow-S")
    plain.play("W1 D3-E2")
    assert where(plain, "W1") == "boat"


# ----- the bear ------------------------------------------------------------------------
def test_rulings_no_ability_affects_the_bear():
    """RULINGS, End, score, campaign: "Abilities (no ability affects the bear)"; the bear:
    "No ability affects it". The same position with every ability held and with none:
    the same step, the same pirates mauled."""
    from jackal_tui.games.archipelago.abilities import NAMES, WORDS
    lines = ("W1 D4", "W2 F3", "B1 C5", "B2 G5", "bear E4 W", "W3 D2")
    held = [f"abilities {p} " + ",".join(WORDS[a] for a in NAMES[k::6])
            for k, p in enumerate(("W1", "W2", "W3", "B1", "B2", "B3"))]
    every, none = game(*lines, *held), game(*lines)
    assert sorted(a for x in every.state.abilities for a in x) == sorted(NAMES)
    bear = [ev for ev in every.play("W3 D2-C2") if ev[0] in ("bear", "strike", "piece")]
    assert bear == [ev for ev in none.play("W3 D2-C2") if ev[0] in ("bear", "strike",
                                                                        "piece")]
    assert ("bear", every.state.board.parse("F3"), 0) in bear and ("strike", 1) in bear


def test_rulings_swimmer_dying_on_his_way_ashore_his_coin_sinks():
    """RULINGS, finer points (Swimmer): the coin "sinks when he is struck or dies" (found
    by the campaign self-play: it went back into the water without him)."""
    m = game("W1 sea A3", "coins A3 1", "abilities W1 Swimmer", "B3 arrow-W")
    m.play("W1 A3-B3 +coin")                  # the arrow throws him back into the water
    assert m.state.sunk == 0 and "coins A3 1" in m.to_position()
    cycle = game("W1 sea A3", "coins A3 1", "abilities W1 Swimmer", "B3 arrow-E",
                 "C3 arrow-W")
    cycle.play("W1 A3-B3 +coin")              # a cycle: he dies, the coin sinks
    assert where(cycle, "W1") == "dead" and cycle.state.sunk == 1
    assert "coins A3" not in cycle.to_position()
