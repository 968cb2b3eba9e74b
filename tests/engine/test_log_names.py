"""The move log's words name Ben Gunn, Friday and the Missionary (TI, "Tiles
explanation") as people, not by their codes; the action in front of the colon stays in
the notation (docs/notation.md: "the action in front of the colon is the public
contract")."""

from __future__ import annotations

from jackal_tui.games.classic.notation import describe

BEN, FRI, MIS = 12, 13, 14


def test_the_people_are_named_in_the_words():
    assert describe([("act", "W1 F1-F2"), ("join", FRI, 0)]) == "W1 F1-F2: Friday joins W"
    assert describe([("act", "FRI H3-H4"), ("die", FRI, "cannibal")]) == \
        "FRI H3-H4: Friday dies (cannibal)"
    assert describe([("act", "W2 G5-G6"), ("strike", BEN)]) == \
        "W2 G5-G6: strikes Ben Gunn back to its ship"
    assert describe([("act", "MIS C3-C4"), ("gone", MIS, "met Friday")]) == \
        "MIS C3-C4: the Missionary leaves the game (met Friday)"


def test_a_crew_pirate_keeps_his_code():
    assert describe([("act", "W1 F1-F2"), ("drunk", 0)]) == "W1 F1-F2: W1 finds rum"
