"""The five phases, Tortuga and the end (seeds/004_0e3c1b021a2b813a.txt, "How to Play",
"Visiting Tortuga", "End of the Game"; RULINGS-CARDS.md, "A round" and "Setup and end").
"""

import pytest

from jackal_tui.games.cards import IllegalActionError, match_from_setup, new_match
from jackal_tui.games.cards.deck import NAMES
from jackal_tui.games.cards.islands import ISLANDS, parse_cell

from .helpers import match, texts

C = parse_cell


# ----- phase 1: island and Tortuga -----------------------------------------------------
def test_tortuga_offers_only_the_bundles_a_player_can_pay():
    """RULINGS a round 1: a visitor pays for exactly one bundle (1: 2 cards, 2: 3, 3: 5),
    offered only if he can pay."""
    m = match(["coins 2 hand up-down", "coins 0 hand up-down"], "tortuga 1")
    assert texts(m) == ["sail", "tortuga 1", "tortuga 2"]
    with pytest.raises(IllegalActionError, match="you have 2 coins"):
        m.play("tortuga 3")


def test_tortuga_pays_and_draws_at_once_and_the_visitor_plays_no_card():
    """Visiting Tortuga: pay, draw, skip the rest of the round; no card at its end."""
    m = match(["coins 3 hand up-down", "coins 0 hand up-down"], "tortuga 1",
              islands="2", extra="deck horse rum weapon friday doubling up-left\n"
              "discard " + " ".join(_rest_without("horse rum weapon friday doubling up-left "
                                                   "up-down up-down")) + "\n")
    m.play("tortuga 3")
    s = m.state
    assert s.coins[0] == 0 and s.hand[0] == sorted([5, 8, 14, 11, 12, 13])
    assert s.sail[0] is False and s.sail[1] is True
    # player 2 has no coin: he is not asked, he sails and plans
    assert m.current_seat() == 1 and s.phase == "plan"
    m.play("lay up-down")
    m.play("done")
    m.play("lost")     # up-down from b4: down is off the card
    m.play("no double")
    # phase 5: the visitor draws nothing; player 2 draws 1 and tops up to 4
    assert len(m.state.hand[0]) == 6 and len(m.state.hand[1]) == 4


def _rest_without(names: str) -> list[str]:
    """Every card except those named (to write a full 60-card position)."""
    from collections import Counter
    from jackal_tui.games.cards.deck import COUNTS
    left = Counter({NAMES[c]: k for c, k in enumerate(COUNTS)})
    left.subtract(names.split())
    return [n for n in NAMES for _ in range(left[n])]


def test_tortuga_is_not_offered_when_deck_and_discard_cannot_supply_it():
    """RULINGS a round 1: offered only if the deck and discard together can supply it."""
    others = " ".join(_rest_without("up-down up-down horse horse"))
    m = match([f"coins 3 hand up-down {others}", "coins 0 hand up-down"], "tortuga 1",
              extra="deck horse horse\ndiscard\n")
    assert texts(m) == ["sail", "tortuga 1"]


def test_a_player_without_coins_is_not_asked_about_tortuga():
    """RULINGS a round 1: a player with no coin cannot visit."""
    m = new_match("card-game", "3", seed=1)
    assert m.state.phase == "plan" and all(m.state.sail)


# ----- phase 2: the plan ----------------------------------------------------------------
def test_a_sailor_must_lay_at_least_one_card():
    """Phase 2: you must play at least 1 card."""
    m = match(["coins 0 hand up-down weapon sails", "coins 0 sails planned"], "plan 1")
    assert texts(m) == ["lay up-down"]
    with pytest.raises(IllegalActionError, match="at least 1 card"):
        m.play("done")


def test_weapon_friday_doubling_and_rum_are_never_laid():
    """RULINGS: Weapon, Friday, Doubling and Rum are played from the hand, never laid."""
    m = match(["coins 0 hand up-down weapon friday doubling rum sails",
               "coins 0 sails planned"], "plan 1")
    for card in ("weapon", "friday", "doubling", "rum"):
        with pytest.raises(IllegalActionError, match="never laid"):
            m.play(f"lay {card}")


def test_a_sailor_without_arrow_horse_or_flag_lays_nothing():
    """RULINGS a round 2: he lays nothing, reaches nothing, and draws in phase 5."""
    m = match(["coins 0 hand weapon rum sails", "coins 0 row up-down sails planned"],
              "plan 1", islands="3")
    assert texts(m) == ["done"]
    m.play("done")
    m.play("no rum")                 # he may still play Rum on the other
    m.play("to b3")
    assert m.state.island_no == 3 and len(m.state.hand[0]) == 4


def test_rows_stay_hidden_from_the_other_seats_until_the_reveal():
    """RULINGS: secret rows until revealed; the Match shows another seat only that a
    card was laid."""
    m = match(["coins 0 hand up-down horse sails", "coins 0 hand up-left sails"], "plan 1")
    events = m.play("lay horse")
    assert [m.event_view(ev, 1) for ev in events] == [("act", "lay ?"), ("lay", 0, "?"),
                                                      ("ask", 0, "plan")]
    assert m.event_view(events[1], 0) == ("lay", 0, 8)
    assert m.view(1)["rows"][0] == ["?"] and m.view(0)["rows"][0] == ["horse"]
    m.play("done")
    m.play("lay up-left")
    events = m.play("done")
    reveal = [ev for ev in events if ev[0] == "reveal"][0]
    assert m.event_view(reveal, 1) == reveal and m.view(1)["rows"][0] == ["horse"]


# ----- phase 3: order of resolution -----------------------------------------------------
def test_rows_resolve_from_the_first_player_clockwise():
    """Phase 3: starting with the first player and going clockwise."""
    m = match(["coins 0 row up-down sails planned", "coins 0 row up-down sails planned",
               "coins 0 row up-down sails"], "plan 3", first=2)
    m.play("done")
    assert m.state.cur == 1     # player 2 holds the token


# ----- phase 4: treasure ----------------------------------------------------------------
def _all_on(treasure_cell: str, steps: list[int], first: int = 1, island: str = "1"):
    """Everybody has reached ``treasure_cell`` with these steps; the last sailor's
    question is answered, and phase 4 runs."""
    players = [f"coins 0 row up-down sails planned at {treasure_cell} steps {k} card 1 gold"
               for k in steps[:-1]]
    players.append(f"coins 0 row up-down sails planned at b4 steps {steps[-1] - 1} going")
    return match(players, f"move {len(steps)}", first=first, island=island)


def test_first_to_a_treasure_takes_it_second_one_less_third_one_less_again():
    """Phase 4: 3 pirates on the 3-treasure: 3, 2 and 1 coins."""
    island = ". . . . / . . . . / . 3 1 . / . W . ."   # b3: the 3, reached by up-down
    m = _all_on("b3", [3, 1, 2], island=island)
    m.play("to b3")
    assert m.state.coins == [1, 3, 2]


def test_equal_steps_go_to_the_seat_nearest_the_first_player_clockwise():
    """Phase 4: ties are broken from the first player clockwise (here player 3 first)."""
    island = ". . . . / . . . . / . 3 1 . / . W . ."
    m = _all_on("b3", [2, 2, 2], first=3, island=island)
    m.play("to b3")
    assert m.state.coins == [2, 1, 3]


def test_never_below_zero_coins():
    """RULINGS a round 4: the 4th pirate on a 3-treasure, or the 3rd on a 2, gets 0."""
    island = ". . . . / . . . . / . 2 1 . / . W . ."
    m = _all_on("b3", [1, 2, 3], island=island)
    m.play("to b3")
    assert m.state.coins == [2, 1, 0]


def test_each_treasure_is_paid_on_its_own():
    """Phase 4: Victor alone on the 1 gets 1 (the worked example does the rest)."""
    m = match(["coins 0 row up-down sails planned at b3 steps 5 card 1 gold",
               "coins 0 row up-right sails planned at b4 going"], "weapon 2 c3")
    m.play("no weapon")
    assert m.state.coins == [1, 0]


def test_nobody_sailed_the_island_is_spent():
    """RULINGS a round 4: if nobody sailed, no treasure; phase 5 gives visitors nothing."""
    m = match(["coins 1 hand up-down", "coins 1 hand up-down tortuga"], "tortuga 1",
              islands="2")
    m.play("tortuga 1")
    assert m.state.island_no == 2 and m.state.coins == [0, 1]
    assert [len(h) for h in m.state.hand] == [3, 1]


# ----- phase 5: new cards ---------------------------------------------------------------
def test_draw_one_then_top_up_to_four_and_the_token_passes_left():
    """Phase 5: each draws 1, then anyone under 4 draws up to 4; the token passes."""
    m = match(["coins 0 hand horse horse horse horse horse row up-down sails planned at b4 "
               "going", "coins 0 sails planned"], "move 1", islands="5")
    deck_before = list(m.state.deck)
    m.play("lost")
    m.play("no double")
    s = m.state
    assert s.island_no == 5 and s.first == 1
    assert len(s.hand[0]) == 6 and len(s.hand[1]) == 4   # 5+1; 0+1+3
    assert len(s.deck) == len(deck_before) - 5


def test_the_discard_is_shuffled_only_when_a_card_must_be_drawn():
    """Phase 5 and RULINGS: the discard (this round's cards included) becomes the new
    deck, shuffled and recorded, when the deck runs out; replay reads the order."""
    rest = " ".join(_rest_without("up-down horse"))
    m = match([f"coins 0 hand {rest} row up-down sails planned at b4 going",
               "coins 0 sails planned"], "move 1", islands="5", extra="deck horse\ndiscard\n")
    events = [ev for t in ("lost", "no double") for ev in m.play(t)]
    kinds = [ev[0] for ev in events]
    assert kinds.index("draw") < kinds.index("shuffle")
    shuffle = events[kinds.index("shuffle")]
    assert sorted(shuffle[1]) == [5]        # only the laid up-down was there to shuffle
    # player 1 (first) drew the horse; player 2 drew the reshuffled up-down; nothing
    # was left for his top-up
    assert m.state.hand[0].count(8) == 6 and m.state.hand[1] == [5]
    again = match_from_setup(m.setup, m.events_json())
    assert again.state_hash() == m.state_hash()


def test_when_deck_and_discard_are_empty_a_hand_stays_under_four():
    """RULINGS: if both are empty the draw is skipped and a hand may stay under 4."""
    rest = " ".join(_rest_without("up-down"))
    m = match([f"coins 0 hand {rest} row up-down sails planned at b4 going",
               "coins 0 sails planned"], "move 1", islands="5", extra="deck\ndiscard\n")
    before = len(m.state.hand[0])
    m.play("lost")
    m.play("no double")
    # player 1 draws first: the laid up-down, reshuffled; player 2 gets nothing at all
    assert len(m.state.hand[0]) == before + 1 and m.state.hand[1] == []
    assert m.state.deck == [] and m.state.discard == []


# ----- setup and end --------------------------------------------------------------------
def test_setup_deals_five_each_with_ten_islands_and_no_coins():
    """Setting up: 10 islands, 5 cards each, no gold; the first player from the seed."""
    m = new_match("card-game", "4", seed=3)
    s = m.state
    assert [len(h) for h in s.hand] == [5, 5, 5, 5] and s.coins == [0, 0, 0, 0]
    assert len(s.islands) == 9 and s.island == ISLANDS[m.setup["islands"][0] - 1]
    assert len(s.deck) == 40 and s.first == m.setup["first"]


def test_a_first_game_has_four_islands():
    m = new_match("card-game", "2", seed=3, options={"first_game": True})
    assert m.setup["options"]["islands"] == 4 and len(m.state.islands) == 3


def test_the_game_ends_after_the_last_islands_treasure_without_phase_5():
    """End of the Game and RULINGS: the last round has no phase 5."""
    m = match(["coins 4 row up-down sails planned going at b4", "coins 4 sails planned"],
              "move 1")
    m.play("to b3")
    assert m.is_over() and m.current_seat() is None and m.legal_actions() == []
    assert m.state.coins == [5, 4] and m.winners() == [0]
    assert m.state.row[0] == [5]     # nothing discarded, nothing drawn


def test_equal_top_scores_share_the_win():
    m = match(["coins 4 row up-down sails planned going at b4", "coins 5 sails planned"],
              "move 1")
    m.play("to b3")
    assert m.winners() == [0, 1]


def test_same_seed_same_game_and_replay_draws_no_random_number(monkeypatch):
    """Shuffles and the first player come from the seed and are facts in the log."""
    import random as random_module
    m = new_match("card-game", "3", seed=11)
    rng = random_module.Random(0)
    from jackal_tui.games.cards import random_action
    while not m.is_over():
        m.play(random_action(m.state, rng, greedy=True))
    assert any(ev[0] == "shuffle" for ev in m.events)

    def no_random(*a, **k):
        raise AssertionError("replay drew a random number")
    monkeypatch.setattr(random_module.Random, "shuffle", no_random)
    monkeypatch.setattr(random_module.Random, "random", no_random)
    again = match_from_setup(m.setup, m.events_json())
    assert again.state_hash() == m.state_hash()


def test_the_tortuga_question_goes_from_the_first_player_clockwise():
    """RULINGS a round 1: from the first player clockwise, each says openly whether he
    goes to Tortuga."""
    m = match(["coins 1 hand up-down", "coins 1 hand up-down", "coins 1 hand up-down"],
              "tortuga 2", first=2)
    asked = []
    for _ in range(3):
        asked.append(m.current_seat())
        m.play("sail")
    assert asked == [1, 2, 0] and m.state.phase == "plan" and m.current_seat() == 1


def test_a_first_game_turns_up_four_islands_and_ends():
    """Setting up, note: a first game uses 4 islands."""
    import random
    from jackal_tui.games.cards import random_action
    m = new_match("card-game", "3", seed=8, options={"first_game": True})
    rng = random.Random(8)
    while not m.is_over():
        m.play(random_action(m.state, rng, True))
    turned = [ev[1] for ev in m.events if ev[0] == "island"]
    assert [m.setup["islands"][0]] + turned == m.setup["islands"] and len(turned) == 3
    assert sum(ev[0] == "token" for ev in m.events) == 3   # no phase 5 after the 4th
