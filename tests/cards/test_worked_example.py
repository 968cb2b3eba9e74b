"""The rulebook's Example of Play (seeds/004_0e3c1b021a2b813a.txt, "Example of Play"),
replayed exactly on the island card RULINGS-CARDS.md fixes for it (card 1):

    R D . ~
    . 3 . .
    . 1 X .
    ~ W . L

Victor (first player): right, then diagonally left onto the 1-treasure: 2 steps.
Susan: red flag (0), onto the difficult terrain (2), down onto the 3-treasure: 3 steps.
Paul: Victor's Rum (1), diagonally onto the bandit with a Weapon (1), onto the
3-treasure (1): 3 steps. Coins: Victor 1, Susan 3 (she resolved before Paul), Paul 2.
"""

from jackal_tui.games.cards import match_from_position

EXAMPLE = """\
card-game 3
names Victor, Susan, Paul
island 1
islands {islands}
first 1
phase plan 1
player 1 coins 0 hand left-right up-left rum horse sails
player 2 coins 0 hand red left-right up-down straight sails
player 3 coins 0 hand up-right up-left weapon up-down sails
"""

PLANS = [
    # Phase 2, each sailor in turn from the first player (Victor), each row hidden
    "lay left-right", "lay up-left", "done",                 # Victor
    "lay red", "lay left-right", "lay up-down", "done",      # Susan
    "lay up-right", "lay up-left", "done",                   # Paul
]
RESOLUTION = [
    # Victor: Rum is offered by Susan then Paul (clockwise from his left)
    "no rum", "no rum",
    "to c4",        # left-right: to the right
    "no double",
    # (up-left has no choice: c4 -> b3, the 1-treasure; his turn ends)
    # Susan: Paul then Victor are asked about Rum
    "no rum", "no rum",
    # the red flag puts her on a1 (no step)
    "to b1",        # left-right: right, onto the difficult terrain
    "no friday",    # the Friday question comes at every difficult entry
    "no double",
    "to b2",        # up-down: down onto the 3-treasure
    # Paul: Victor plays Rum on him, Susan declines
    "rum", "no rum",
    # up-right: b4 -> c3, the bandit
    "weapon",
    "no double",
    # up-left: c3 -> b2, the 3-treasure
]


def play_example(islands: str = ""):
    m = match_from_position(EXAMPLE.format(islands=islands))
    who = []
    for text in PLANS + RESOLUTION:
        who.append(m.seat_name(m.current_seat()))
        m.play(text)
    return m, who


def test_example_of_play_each_decision_is_the_right_players():
    _, who = play_example()
    assert who == (["Victor"] * 3 + ["Susan"] * 4 + ["Paul"] * 3
                   + ["Susan", "Paul", "Victor", "Victor"]
                   + ["Paul", "Victor", "Susan", "Susan", "Susan", "Susan"]
                   + ["Victor", "Susan", "Paul", "Paul"])


def test_example_of_play_steps_and_spaces():
    m, _ = play_example()
    s = m.state
    b3, b2 = 9, 5   # the 1-treasure and the 3-treasure (row 3 col b, row 2 col b)
    assert (s.pos[0], s.steps[0], s.status[0]) == (b3, 2, "gold")
    assert (s.pos[1], s.steps[1], s.status[1]) == (b2, 3, "gold")
    assert (s.pos[2], s.steps[2], s.status[2]) == (b2, 3, "gold")


def test_example_of_play_coins_victor_1_susan_3_paul_2():
    m, _ = play_example()
    assert m.is_over()   # no island left: the game ends with this round's treasure
    assert m.scores() == {0: 1, 1: 3, 2: 2}
    assert m.winners() == [1]


def test_example_of_play_cards_go_to_the_discard_in_phase_5():
    m, _ = play_example(islands="2")
    s = m.state
    assert not m.is_over() and s.island_no == 2
    assert s.coins == [1, 3, 2]
    # laid rows, the Rum and the Weapon are discarded (RULINGS: a round, 5)
    assert sorted(m.view(0)["discard"]) == sorted(
        ["left-right", "up-left", "rum", "red", "left-right", "up-down", "up-right",
         "up-left", "weapon"])
    # each sailor drew 1, then topped up to 4 (Victor kept 1 card, Susan 1, Paul 1)
    assert [len(h) for h in s.hand] == [4, 4, 4]
    assert s.first == 1   # the token passed to Susan, on Victor's left


def test_example_of_play_log_tells_the_story():
    """The move log says what the rulebook's example says, in the game's words."""
    m, _ = play_example()
    log = "\n".join(m.log())
    assert "Victor moves to c4 (1 step)" in log
    assert "Victor digs at the 1-treasure after 2 steps" in log
    assert "Susan starts on the flag at a1" in log
    assert "Susan moves to b1 (2 steps)" in log
    assert "Susan digs at the 3-treasure after 3 steps" in log
    assert "Victor gives Paul a Rum" in log
    assert "Paul plays weapon" in log
    assert "Paul digs at the 3-treasure after 3 steps" in log
    assert log.index("Susan takes 3 coins") < log.index("Paul takes 2 coins")
    assert "Victor takes 1 coin" in log
    # before the reveal nobody's card is named
    before = log[:log.index("the rows are revealed")]
    assert "left-right" not in before and "up-left" not in before
