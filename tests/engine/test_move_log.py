"""The move log's words (``describe``): each line says what a person at the table would
need to follow the move, set up by hand for each case (a log a person can follow).
The expected lines are written from the rules, not copied from the engine."""

from __future__ import annotations

from jackal_tui.games.classic import Game

# a chest still face down somewhere, so that no position ends the game at once
COINS_LEFT = "H4 ?chest3\n"


def log_after(position: str, *actions: str) -> list[str]:
    game = Game.from_position(position + COINS_LEFT)
    for action in actions:
        game.play(action)
    return game.log()


def test_cave_says_where_the_mover_came_out_RULINGS_caves():
    """B1 opens the cave on C9; R2, lost in the cave on K4, comes out at C9 and B1 goes
    through to K4, striking R1 who waits there (RULINGS, caves; TI rules, cave)."""
    lines = log_after("jackal treasure-island 4\nturn B\nB1 D9\nC9 ?cave\nK4 cave\n"
                      "R2 K4 lost\nR1 K4 lost=2\n", "B1 D9-C9")
    assert lines == ["B1 D9-C9: opens C9: cave; R2 finds the way out at C9; "
                     "B1 comes out of the cave at K4; strikes R1 back to its ship"]


def test_step_across_a_slow_tile_says_which_step_EN_tiles_jungle():
    """W2 on step 1 of a jungle (2 steps) takes his next step: D2-D2 is step 2 of 2."""
    lines = log_after("jackal classic 2-light\nturn W\nW2 D2:1\nD2 jungle\n", "W2 D2-D2")
    assert lines == ["W2 D2-D2: one step on across D2, to step 2 of 2"]


def test_crocodile_says_where_the_pirate_ended_EN_tiles_crocodile():
    """The crocodile sends the pirate back to where he came from (EN tiles, crocodile)."""
    lines = log_after("jackal classic 2-light\nturn W\nW1 F2\nF3 crocodile\n", "W1 F2-F3")
    assert lines == ["W1 F2-F3: the crocodile sends W1 back to F2"]


def test_arrow_onto_open_ground_says_where_it_ended_EN_tiles_arrows():
    lines = log_after("jackal classic 2-light\nturn W\nW1 F2\nF3 arrow-N\n", "W1 F2-F3")
    assert lines == ["W1 F2-F3: the arrow sends W1 on to F4"]


def test_a_tile_opened_at_the_end_already_says_where():
    """'opens F4' is where he is: no second word about it."""
    lines = log_after("jackal classic 2-light\nturn W\nW1 F2\nF3 arrow-N\nF4 ?rum\n", "W1 F2-F3")
    assert lines == ["W1 F2-F3: opens F4: rum barrel; W1 finds rum"]


def test_lighthouse_line_is_not_repeated_TI_lighthouse():
    """Opening the lighthouse says how many tiles he may look at; each pick says how
    many are left, instead of the opening line four times (TI rules, lighthouse)."""
    lines = log_after(
        "jackal treasure-island 2-light\nturn W\nW1 G2\nG3 ?lighthouse\nC10 ?chest5\n"
        "K4 ?cannibal\nH8 ?trap\nD5 ?rum\nE5 ?jungle\n",
        "W1 G2-G3", "W1 > C10", "W1 > K4", "W1 > H8", "W1 > D5")
    assert lines == [
        "W1 G2-G3: opens G3: lighthouse; W1 climbs the lighthouse: picks 4 tiles to look "
        "at in secret",
        "W1 > C10: looks at C10 in secret; 3 more to look at",
        "W1 > K4: looks at K4 in secret; 2 more to look at",
        "W1 > H8: looks at H8 in secret; 1 more to look at",
        "W1 > D5: looks at D5 in secret",
    ]
    assert len(set(lines)) == len(lines)


def test_a_choice_away_from_the_target_says_where_he_waits():
    """An arrow pushes W1 on to a two-way arrow: he chooses there, at F4, not at F3."""
    lines = log_after("jackal classic 2-light\nturn W\nW1 F2\nF3 arrow-N\nF4 arrow-E+W\n",
                      "W1 F2-F3")
    assert lines == ["W1 F2-F3: W1 at F4 chooses which arrow to follow"]


def test_game_over_comes_last():
    """The last coin banked: the line ends with the end of the game."""
    game = Game.from_position("jackal classic 2-light\nturn W\nW1 G2\ncoins G2 1\n"
                              "bank W 20\nbank B 16\n")
    game.play("W1 G2-G1 +coin")
    assert game.log()[-1] == ("W1 G2-G1 +coin: W1 aboard; banks a coin for W; "
                              "game over: every coin is banked, sunk or eaten")


def test_log_from_a_start_gives_the_same_lines():
    game = Game.from_position("jackal classic 2-light\nturn W\nW1 F2\nF3 crocodile\n" + COINS_LEFT)
    game.play("W1 F2-F3")
    game.play("B ship G13-F13")
    assert game.log(1) == game.log()[1:] == ["B ship G13-F13"]


def test_the_two_way_arrow_example_of_docs_notation_EN_tiles_arrows():
    """docs/notation.md's sample lines: a two-way arrow (E+W) opened from the ship leaves
    the mover to choose which way (EN tiles, arrows); the chest then opened holds the 3
    coins its token says."""
    lines = log_after("jackal classic 4\nturn W\nG2 ?arrow-E+W\nF2 ?chest3\n",
                      "W3 G1-G2", "W3 > F2")
    assert lines == ["W3 G1-G2: opens G2: arrow E+W; W3 chooses which arrow to follow",
                     "W3 > F2: opens F2: chest of 3 coins"]


def test_log_from_a_start_keeps_the_tiles_opened_before_it():
    """Game.log(start): only the lines from action ``start`` on, and a later line still
    knows the tile an earlier action opened (the crocodile on F3, EN tiles, crocodile)."""
    game = Game.from_position("jackal classic 2-light\nturn W\nW1 F2\nF3 ?crocodile\n"
                              + COINS_LEFT)
    game.play("W1 F2-F3")
    game.play("B ship G13-F13")
    game.play("W1 F2-F3")
    assert game.log(start=2) == ["W1 F2-F3: the crocodile sends W1 back to F2"]
    assert len(game.log()) == 3
