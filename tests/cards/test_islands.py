"""The 40 island cards (RULINGS-CARDS.md, "Island cards (40)"), checked by the checker
the project ships (jackal_tui.games.cards.islands.check_deck), and the checker itself checked
on cards that break each rule."""

import pytest

from jackal_tui.games.cards.islands import (ISLANDS, ISLANDS_TEXT, MIX, check_card, check_deck,
                                      distance, features, find, parse_island)


def test_the_forty_cards_pass_the_checker():
    assert check_deck() == []


def test_card_1_is_the_worked_examples_card():
    assert ISLANDS_TEXT[0] == "R D . ~ / . 3 . . / . 1 X . / ~ W . L"


def test_the_mix_is_exactly_rulings():
    """Each class count asserted on its own (RULINGS: 'the test asserts each exactly')."""
    for key, want in MIX.items():
        got = {}
        for g in ISLANDS:
            got[features(g)[key]] = got.get(features(g)[key], 0) + 1
        assert got == want, key
    assert MIX["treasures"] == {"{1,3}": 14, "{1,2}": 10, "{2,3}": 6, "{1,2,3}": 10}
    assert MIX["flags"] == {"red only": 10, "blue only": 10, "both": 10, "neither": 10}
    assert MIX["bandits"] == {"0": 12, "1": 20, "2": 8}
    assert MIX["difficult"] == {"0": 8, "1": 18, "2-3": 14}
    assert MIX["water"] == {"0": 10, "1-2": 22, "3": 8}


def test_distances_on_the_example_card_as_rulings_gives_them():
    """RULINGS: 'its 3 is 2 from W and 1 from R'."""
    g = ISLANDS[0]
    three = g.index("3")
    assert distance(g, find(g, "W"), three) == 2
    assert distance(g, find(g, "R"), three) == 1
    assert distance(g, find(g, "W"), g.index("1")) == 1


def test_distance_counts_difficult_terrain_twice_and_stops_at_other_treasures():
    g = parse_island("~ ~ ~ ~ / ~ ~ ~ ~ / ~ ~ ~ ~ / W D 1 .")
    assert distance(g, find(g, "W"), g.index("1")) == 3     # b4 costs 2, c4 1
    g = parse_island("~ ~ ~ ~ / ~ ~ ~ ~ / ~ ~ ~ ~ / W 1 2 .")
    assert distance(g, find(g, "W"), g.index("2")) == float("inf")  # not past the 1


@pytest.mark.parametrize("text,fault", [
    (". . . . / . 3 . . / . 1 . . / . . . .", "0 white flags"),
    (". . . . / . 3 . . / . 1 W . / . . . .", "not in the bottom row"),
    (". . . . / . 3 R . / . 1 . . / . W . .", "red flag is not on the card's edge"),
    (". . . . / . . . . / . 1 . . / . W . .", "1 treasures"),
    ("1 . . . / ~ ~ ~ ~ / ~ ~ ~ . / . W . 3", "the 1-treasure is 4 from W"),
    (". . . . / . . . . / . 2 . . / . W 1 .", "the 2-treasure is 1 from W"),
    (". . . . / ~ ~ ~ ~ / ~ ~ ~ ~ / 1 W . 3", "3-treasure is 2 from W with no flag"),
    (". . . . / . . . . / 3 . . . / . W 1 .", "the 3-treasure is 1 from W"),
    ("3 . . . / ~ ~ ~ ~ / o o o o / 1 W . .", "cannot be reached"),
])
def test_the_checker_refuses_each_broken_rule(text, fault):
    faults = check_card(parse_island(text))
    assert any(fault in f for f in faults), faults


def test_a_3_treasure_2_from_w_passes_when_guarded_or_near_a_flag():
    """RULINGS: a 3 at 2 from W is fine within 2 of a red/blue flag, or when forbidding
    bandits and difficult terrain makes it longer."""
    near_flag = parse_island(". . . . / ~ ~ ~ ~ / ~ ~ ~ L / 1 W . 3")
    guarded = parse_island(". . . . / ~ ~ ~ ~ / ~ ~ ~ ~ / 1 W X 3")
    assert check_card(near_flag) == [] and check_card(guarded) == []


def test_the_deck_checker_sees_a_wrong_mix_and_a_missing_card():
    faults = check_deck(ISLANDS_TEXT[:39])
    assert "39 island cards, not 40" in faults
    assert any(f.startswith("treasures:") for f in faults)
