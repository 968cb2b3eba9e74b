"""Rules of each action card (seeds/004_0e3c1b021a2b813a.txt, "Action Cards" and
"Special Action Cards"; RULINGS-CARDS.md, "Action cards (60)" and "Moves").

Island card 1 (the worked example's) is used throughout:

      a b c d
    1 R D . ~
    2 . 3 . .
    3 . 1 X .
    4 ~ W . L
"""

import pytest

from jackal_tui.games.cards import IllegalActionError
from jackal_tui.games.cards.islands import parse_cell

from .helpers import match, texts

def start(row: str, hand: str = "", island: str = "1", other: str = ""):
    """Player 1 has laid ``row`` and holds ``hand``; player 2 has laid nothing yet.
    Plays player 2's 'done' (the reveal) and his 'no rum': player 1 now resolves."""
    p1 = f"coins 0 row {row} sails planned" + (f" hand {hand}" if hand else "")
    p2 = "coins 0 sails" + (f" hand {other}" if other else "")
    m = match([p1, p2], "plan 2", island=island)
    m.play("done")      # player 2 holds no arrow, horse or flag: he lays nothing
    m.play("no rum")
    return m


def at(m, seat=0):
    s = m.state
    return s.pos[seat], s.steps[seat], s.status[seat]


C = parse_cell


# ----- fixed diagonals ----------------------------------------------------------------
@pytest.mark.parametrize("card,to", [("up-left", "a3"), ("up-right", "c3")])
def test_fixed_diagonal_moves_without_a_question(card, to):
    """RULINGS action cards: one fixed diagonal, 3 of each; 'up' is toward row 1. From W
    (b4) the move is made at once: the next question is the Doubling one."""
    m = start(card)
    if to == "c3":   # c3 is the bandit: the Weapon question comes first
        assert m.state.phase == "weapon" and m.state.pending == C("c3")
        return
    assert at(m) == (C(to), 1, "going")
    assert m.state.phase == "double"


def test_down_right_off_the_card_is_a_lost_move_costing_one_step():
    """RULINGS moves: a move ending off the card is lost: he stays, and it costs 1 step."""
    m = start("down-right")
    assert at(m) == (C("b4"), 1, "going")
    assert m.state.phase == "double"   # the Doubling question comes after a lost move too


def test_down_left_into_water_is_lost():
    """RULINGS moves: ending on water is lost (a4 is water on card 1)."""
    m = start("down-left")
    assert at(m)[:2] == (C("b4"), 1)


# ----- cards with a choice ------------------------------------------------------------
def test_left_right_offers_both_ways_the_lost_one_included():
    """RULINGS: 'left or right, chosen when resolved'; a choice may be turned off the card
    or into water on purpose (a4 is water)."""
    m = start("left-right")
    assert m.state.phase == "move"
    assert texts(m) == ["lost", "to c4"]
    m.play("lost")
    assert at(m)[:2] == (C("b4"), 1)


def test_up_down_from_the_bottom_row():
    m = start("up-down")
    assert texts(m) == ["lost", "to b3"]
    m.play("to b3")     # b3 is the 1-treasure: his turn ends at once
    assert at(m) == (C("b3"), 1, "gold")


def test_any_diagonal_offers_four_ways():
    """RULINGS: any diagonal, chosen when resolved (from b4: a3, c3; the two downward
    ways are off the card)."""
    m = start("diagonal")
    assert texts(m) == ["lost", "to a3", "to c3"]


def test_any_straight_offers_four_ways():
    m = start("straight")
    assert texts(m) == ["lost", "to b3", "to c4"]   # left a4 water, down off the card


def test_wild_horse_jumps_like_a_knight_over_anything():
    """Rulebook, Wild Horse: an L-shape like the knight; it leaps over water and spaces
    (RULINGS: a horse ignores what it jumps over). From b4: a2, c2, d3."""
    m = start("horse")
    assert texts(m) == ["lost", "to a2", "to c2", "to d3"]
    m.play("to d3")
    assert at(m) == (C("d3"), 1, "going")


def test_a_choice_with_one_outcome_is_not_asked():
    """A choice whose every way ends the same is made at once (nothing to decide): here
    left and right of W are both water, so left-right is a lost move without a question."""
    island = "~ ~ ~ ~ / ~ 1 2 ~ / ~ ~ ~ ~ / ~ W ~ ~"
    m = start("left-right up-down", island=island)
    assert m.state.phase == "double"      # left and right both lost: moved at once
    assert at(m)[:2] == (C("b4"), 1)


# ----- flags -----------------------------------------------------------------------------
def test_red_flag_starts_on_the_red_flag_without_a_step():
    """Rulebook, flags: the pirate starts on the flag of that colour; the card is no
    step of movement."""
    m = start("red up-down")
    assert m.state.pos[0] == C("a1") and m.state.steps[0] == 0
    assert texts(m) == ["lost", "to a2"]


def test_blue_flag_on_card_1_is_d4():
    m = start("blue up-down")
    assert m.state.pos[0] == C("d4")


def test_flag_missing_from_the_island_ends_the_turn():
    """Rulebook, flags: a flag of a colour not on the island ends the turn at once."""
    island = ". . . . / . 3 . . / . 1 . . / . W . R"
    m = start("blue up-down", island=island)
    assert m.state.status[0] == "out"
    assert m.state.steps[0] == 0


def test_a_flag_may_only_be_laid_first():
    """RULINGS: at most one flag a row, and only as its first card."""
    m = match(["coins 0 hand up-down red blue sails", "coins 0 sails planned"], "plan 1")
    assert "lay red" in texts(m)
    m.play("lay up-down")
    assert texts(m) == ["done"]
    with pytest.raises(IllegalActionError, match="only be the first card"):
        m.play("lay red")


# ----- difficult terrain and Man Friday ------------------------------------------------
def test_difficult_terrain_costs_two_steps():
    """Rulebook, Dangerous places: each difficult space counts as 2 steps."""
    m = start("red left-right")
    m.play("to b1")
    assert m.state.phase == "friday" and texts(m) == ["no friday"]
    m.play("no friday")
    assert at(m) == (C("b1"), 2, "going")


def test_man_friday_makes_difficult_terrain_one_step_and_is_discarded():
    """Rulebook, Man Friday: attached when entering difficult terrain, it ignores its
    effect (RULINGS: it counts 1 step, not 2)."""
    m = start("red left-right", hand="friday")
    m.play("to b1")
    assert texts(m) == ["no friday", "friday"]
    m.play("friday")
    assert at(m) == (C("b1"), 1, "going")
    assert m.state.hand[0] == [] and m.view(1)["played"] == ["friday"]


# ----- bandits and the Weapon ----------------------------------------------------------
def test_bandit_without_a_weapon_ends_the_turn_there_with_nothing():
    """Rulebook, Dangerous places: entering a bandit without a Weapon ends the turn; the
    rest of the row is ignored."""
    m = start("up-right up-left")
    assert m.state.phase == "weapon" and texts(m) == ["no weapon"]
    m.play("no weapon")
    assert at(m) == (C("c3"), 1, "out")


def test_weapon_fights_the_bandit_and_the_turn_goes_on():
    m = start("up-right up-left", hand="weapon")
    assert texts(m) == ["no weapon", "weapon"]
    m.play("weapon")
    m.play("no double")
    assert at(m) == (C("b2"), 2, "gold")
    assert m.state.hand[0] == []


def test_a_player_may_decline_his_weapon():
    """RULINGS moves: without a Weapon, 'or if he declines', his turn ends there."""
    m = start("up-right up-left", hand="weapon")
    m.play("no weapon")
    assert at(m)[2] == "out" and m.state.hand[0] == [11]


def test_staying_on_a_bandit_after_a_lost_move_is_not_a_new_entry():
    """RULINGS moves: staying on a bandit after a lost move is not a new entry."""
    island = ". . . . / . 3 . . / . 1 . . / . W . X"
    # W b4 -> horse to d3? use straight: b4 -> c4 -> d4 bandit, then down (lost)
    m = start("straight straight up-down", hand="weapon", island=island)
    m.play("to c4")
    m.play("no double")
    m.play("to d4")
    m.play("weapon")
    m.play("no double")
    m.play("lost")      # down from d4: off the card
    assert m.state.phase == "double"   # no Weapon question: he did not enter again
    assert at(m) == (C("d4"), 3, "going")   # c4 1, d4 1, the lost move 1


# ----- Doubling ------------------------------------------------------------------------
def test_doubling_repeats_a_fixed_arrow_as_a_move_of_its_own():
    """Rulebook, Doubling: perform the card's action again (RULINGS: a move of its own,
    1 step; at most one per card)."""
    m = start("up-left", hand="doubling doubling")
    assert at(m)[:2] == (C("a3"), 1)
    m.play("double")
    # a3 -> up-left is off the card: a lost doubled move, 1 step; no further Doubling
    assert at(m)[:2] == (C("a3"), 2)
    assert m.state.status[0] == "out"  # the row is spent
    assert m.state.hand[0] == [13]


def test_doubling_a_choice_card_asks_the_choice_again():
    """RULINGS: do that card's move once more (a choice may differ)."""
    m = start("straight", hand="doubling")
    m.play("to c4")
    m.play("double")
    assert m.state.phase == "move"
    assert texts(m) == ["lost", "to c3", "to b4", "to d4"]   # spaces row by row
    m.play("to b4")
    assert at(m) == (C("b4"), 2, "out")


def test_doubled_move_into_difficult_terrain_costs_two_or_one_with_friday():
    """RULINGS Doubling: the doubled move is 2 steps into difficult terrain (1 with a
    Friday attached to it)."""
    island = ". . . . / . . 3 . / . D . . / . D . W"   # W d4, D b4 and b3
    m = start("left-right", hand="doubling friday", island=island)
    m.play("to c4")
    m.play("double")
    m.play("to b4")
    m.play("friday")
    assert at(m)[:2] == (C("b4"), 2)


def test_no_doubling_question_after_a_treasure():
    """RULINGS: Doubling is offered while the turn goes on; a treasure ends it."""
    m = start("up-down", hand="doubling")
    m.play("to b3")
    assert m.state.status[0] == "gold" and 13 in m.state.hand[0]


def test_doubling_question_is_asked_without_the_card():
    """RULINGS, no tells: the Doubling question comes after every move that leaves the
    turn going, whether or not the player holds one; one key declines."""
    m = start("down-right")
    assert m.state.phase == "double" and texts(m) == ["no double"]


# ----- treasure ends the turn -----------------------------------------------------------
def test_reaching_a_treasure_ignores_the_rest_of_the_row():
    """Rulebook phase 3: on a treasure the pirate stops and digs; other cards are ignored."""
    m = start("up-down up-down up-down")
    m.play("to b3")
    assert at(m) == (C("b3"), 1, "gold")
    assert m.state.next[0] == 0


# ----- Rum ------------------------------------------------------------------------------
def test_rum_counts_one_step_before_the_first_card_and_is_discarded():
    """Rulebook, Rum: played at the start of another player's turn, 1 step of movement."""
    p1 = "coins 0 row up-down sails planned"
    p2 = "coins 0 hand rum rum sails"
    m = match([p1, p2], "plan 2")
    m.play("done")
    assert m.current_seat() == 1 and texts(m) == ["no rum", "rum", "rum 2"]
    m.play("rum 2")
    assert m.state.steps[0] == 2
    m.play("to b3")
    assert at(m) == (C("b3"), 3, "gold")
    assert m.view(0)["played"] == ["rum", "rum"]


def test_rum_is_offered_clockwise_from_the_resolving_sailors_left():
    """RULINGS Rum: before each sailor's resolution every other sailor is asked once,
    clockwise from his left."""
    rows = ["coins 0 sails planned", "coins 0 sails planned", "coins 0 row up-down sails planned",
            "coins 0 sails"]
    m = match(rows, "plan 4")
    m.play("done")
    assert m.current_seat() == 3
    m.play("no rum")
    assert m.current_seat() == 0
    m.play("no rum")
    assert m.current_seat() == 1
    m.play("no rum")
    assert m.state.phase == "move" and m.current_seat() == 2


def test_no_rum_question_for_a_visitor_and_none_on_a_sailor_without_a_row():
    """RULINGS Rum: only sailors play or receive Rum; a sailor with no row cannot be given
    Rum but may play it; a Tortuga visitor is never asked."""
    rows = ["coins 0 row up-down sails planned", "coins 0 hand rum tortuga",
            "coins 0 hand rum sails"]
    m = match(rows, "plan 3")
    m.play("done")          # player 3 has no arrow: he lays nothing
    assert m.current_seat() == 2 and m.state.phase == "rum"   # player 2 is in Tortuga
    m.play("rum")
    m.play("to b3")
    # player 3 laid nothing: nobody is asked about Rum on him; the round ends
    assert m.state.steps[0] == 2 and m.state.coins[0] == 1


def test_rum_before_a_flag_still_counts():
    """RULINGS Rum: counted before his first card, a flag included."""
    m = match(["coins 0 row red left-right sails planned", "coins 0 hand rum sails"], "plan 2")
    m.play("done")
    m.play("rum")
    assert m.state.pos[0] == C("a1") and m.state.steps[0] == 1


def test_a_doubled_move_into_another_bandit_needs_another_weapon():
    """RULINGS moves: a Weapon is needed for each entry (a doubled move that re-enters
    needs another)."""
    island = "3 . . . / . . . X / . . X . / . W 1 ."     # bandits c3 and d2
    m = start("up-right", hand="weapon doubling", island=island)    # b4 -> c3
    m.play("weapon")
    m.play("double")          # up-right again: c3 -> d2, another bandit
    assert m.state.phase == "weapon" and texts(m) == ["no weapon"]
    m.play("no weapon")
    assert at(m) == (C("d2"), 2, "out")


def test_two_bandits_one_weapon():
    """RULINGS moves: entering a second bandit in the same turn needs a second Weapon."""
    island = ". . . 3 / . . . . / X X . . / W . 1 ."     # W a4, bandits a3 and b3
    m = start("up-down left-right", hand="weapon", island=island)
    m.play("to a3")
    m.play("weapon")
    m.play("no double")
    m.play("to b3")
    assert m.state.phase == "weapon" and texts(m) == ["no weapon"]
    m.play("no weapon")
    assert at(m) == (C("b3"), 2, "out")


def test_w_is_plain_land_once_play_has_started():
    """RULINGS moves: W and the flags are plain land once play has started (pirates
    sharing a space: see the treasure tests of test_rules_phases)."""
    island = "3 . . . / . . . . / . . . . / . W 1 ."
    m = start("up-down up-down", island=island)
    m.play("to b3")
    m.play("no double")
    assert texts(m) == ["to b2", "to b4"]
    m.play("to b4")
    assert at(m) == (C("b4"), 2, "going") and m.state.phase == "double"


def test_rum_from_two_sailors_stacks():
    """RULINGS Rum: Rum stacks, each card 1 step."""
    rows = ["coins 0 row up-down sails planned", "coins 0 hand rum sails planned",
            "coins 0 hand rum sails"]
    m = match(rows, "plan 3")
    m.play("done")
    m.play("rum")
    m.play("rum")
    assert m.state.steps[0] == 2


def test_a_card_not_held_cannot_be_played_and_the_refusal_says_so():
    """Special Action Cards are played from the hand: without one, only 'no'."""
    m = start("up-right up-left")
    with pytest.raises(IllegalActionError, match="you hold no weapon"):
        m.play("weapon")
    m = start("red left-right")
    m.play("to b1")
    with pytest.raises(IllegalActionError, match="you hold no friday"):
        m.play("friday")
    m.play("no friday")
    with pytest.raises(IllegalActionError, match="you hold no doubling"):
        m.play("double")
    m = match(["coins 0 row up-down sails planned", "coins 0 hand rum sails"], "plan 2")
    m.play("done")
    with pytest.raises(IllegalActionError, match="you hold 1 Rum cards"):
        m.play("rum 2")
