"""Positions are checked: the reader refuses what no game could reach, naming the line.

docs/notation.md ("Positions", "What a position may not say"); RULINGS 'Finer points'
("A position written by hand lists what the rules need and nothing it could derive:
every face-up cave is an open cave; a position that contradicts itself is refused with
the line that is wrong"): positions are checked, checks that nothing tested before are
tested, and positions derive what they can.

Each refused position is worked out by hand: which line says the impossible thing.
"""

from __future__ import annotations

import random
import re
import textwrap

import pytest

from jackal_tui.games.classic import (
    Game, IllegalActionError, PositionError, cell_name, parse_cell, read_position,
    write_position,
)
from rules_helpers import act, loc


def refused(text: str, line: int, *words: str) -> str:
    """``text`` is refused with a PositionError that names ``line`` and says ``words``."""
    with pytest.raises(PositionError) as info:
        read_position(textwrap.dedent(text).strip() + "\n")
    msg = str(info.value)
    assert msg.startswith(f"line {line}: "), msg
    for w in words:
        assert w in msg, msg
    return msg


def reads(text: str):
    return read_position(textwrap.dedent(text).strip() + "\n")


# ----- the fuzzed positions that broke the project's invariants -------------------------

def test_negative_coins_are_refused():
    """RULINGS 'Coins': coins lie on tiles; a count below one is no coin at all."""
    refused("""
        jackal classic 4
        coins G2 -5
    """, 2, "cannot be less than 1")


def test_trapped_on_a_tile_that_is_no_trap_is_refused():
    """RULINGS 'Tiles: classic', trap: only a trap holds a pirate."""
    refused("""
        jackal classic 4
        W1 G2 trapped
    """, 2, "W1", "trap")


def test_a_pirate_on_a_face_down_tile_is_refused():
    """A pirate entering a tile opens it (RULINGS 'Forced movement': each tile entered is
    opened), so nobody stands on a face-down tile."""
    refused("""
        jackal classic 4
        H4 ?chest3
        W1 H4
    """, 3, "W1", "face-down", "line 2")


def test_coins_on_a_face_down_tile_are_refused():
    """A chest's coins come out when it is opened; a closed tile holds only its own."""
    refused("""
        jackal classic 4
        H4 ?chest3
        coins H4 2
    """, 3, "face-down")


def test_the_same_coins_twice_are_refused_so_the_counters_stay_right():
    """Two lines for one place made the coin counter count both, the tile only one."""
    refused("""
        jackal classic 4
        coins G2 1
        coins G2 2
    """, 3, "twice", "lines 2 and 3")


def test_the_same_tile_twice_is_refused_so_closed_chests_are_counted_once():
    refused("""
        jackal classic 4
        H4 ?chest3
        H4 ?chest3
    """, 3, "twice")


def test_coins_where_nobody_can_stand_are_refused():
    """RULINGS 'Coins': a coin can never be left on an arrow, ice, horse, crocodile,
    balloon or cannon tile."""
    refused("""
        jackal classic 4
        G3 ice
        coins G3 1
    """, 3, "nobody can stand")


def test_coins_in_a_fortress_are_refused():
    """RULINGS 'Coins': a carrier never enters a fortress."""
    refused("""
        jackal classic 4
        G3 native
        coins G3 1
    """, 3, "fortress")


def test_a_pirate_on_ice_without_a_decision_is_refused():
    """RULINGS 'Forced movement': ice moves a pirate on at once; only a chain waiting for
    its mover's decision (a 'pending' line) leaves him on such a tile."""
    refused("""
        jackal classic 4
        G3 ice
        W1 G3
    """, 3, "W1", "pending")


def test_a_stepped_tile_needs_the_step():
    """RULINGS 'Fighting and death': a pirate on a spinning tile is on one of its steps."""
    refused("""
        jackal classic 4
        G5 desert
        W1 G5
    """, 3, "G5:1 to G5:3")
    refused("""
        jackal classic 4
        W1 G5:2
    """, 2, "not a stepped tile")


def test_rum_off_a_rum_barrel_is_refused():
    """RULINGS 'Tiles: classic', rum: the lost turn comes from the barrel he stands on."""
    refused("""
        jackal classic 4
        W1 G4 rum
    """, 2, "rum barrel")


def test_enemies_on_one_tile_are_refused():
    """RULINGS 'Fighting and death': stepping onto enemies strikes them, so two enemies
    never stand on one tile, but on different steps of a stepped tile."""
    refused("""
        jackal classic 4
        W1 G4
        Y1 G4
    """, 3, "Y1", "W1", "enemies")
    s = reads("""
        jackal classic 4
        G5 swamp
        W1 G5:1
        Y1 G5:2
    """)
    assert s.p_step[0] == 1 and s.p_step[3] == 2


def test_partners_share_a_tile():
    """RULINGS 'Players': partners may share tiles."""
    s = reads("""
        jackal classic 4-teams
        W1 G4
        B1 G4
    """)
    assert s.p_cell[0] == s.p_cell[6] == parse_cell("G4")


def test_a_swimmer_under_a_ship_is_refused():
    """RULINGS 'Finer points': a ship moving onto its own swimmer takes him aboard; an
    enemy's swimmer there dies."""
    refused("""
        jackal classic 4
        Y1 sea G1
    """, 2, "ship")


# ----- checks nothing tested (found by mutation testing) -------------------------------

def test_an_unknown_ruleset_is_refused():
    refused("jackal chess 4", 1, "'chess' is not a ruleset")


def test_a_header_with_an_extra_word_is_refused():
    refused("jackal classic 4 extra", 1, "jackal <ruleset> <mode>")


def test_friday_is_not_converted():
    """RULINGS 'Finer points': a bottle arms the Missionary; Friday, given one, leaves."""
    refused("""
        jackal treasure-island 4
        FRI G5 W converted
    """, 2, "only the Missionary")


def test_bottles_of_a_crew_that_does_not_play_are_refused():
    """RULINGS 'Players': in a 3-player game Red does not play."""
    refused("""
        jackal treasure-island 3
        bottles R 2
    """, 2, "crew R does not play")


def test_tiles_known_to_a_crew_that_does_not_play_are_refused():
    refused("""
        jackal treasure-island 3
        G5 ?chest1
        known R G5
    """, 3, "crew R does not play")


def test_a_ship_of_a_crew_that_does_not_play_is_refused():
    refused("""
        jackal classic 3
        ship R M5
    """, 2, "crew R does not play")


def test_a_banked_galleon_stays_in_the_written_position():
    """RULINGS 'Coins': the galleon treasure is banked like a coin, worth 3; the written
    position names it and reads back to the same state."""
    s = reads("""
        jackal treasure-island 4
        bank W 2
        galleon bank W
        coins C12 1
    """)
    assert s.banked[0] == 5 and s.galleon == -1
    text = write_position(s)
    assert "galleon bank W" in text.splitlines()
    assert "bank W 2" in text.splitlines()
    assert read_position(text).state_hash() == s.state_hash()


# ----- more contradictions -------------------------------------------------------------

def test_the_galleon_cannot_be_found_while_its_tile_is_still_closed():
    """There is one galleon treasure (RULINGS 'Tiles: treasure-island')."""
    refused("""
        jackal treasure-island 4
        K6 ?galleon
        galleon G5
    """, 3, "still hidden")


def test_friday_and_the_missionary_never_stand_together():
    """RULINGS 'Finer points': they leave the game together whenever they meet."""
    refused("""
        jackal treasure-island 4
        FRI G5 W
        MIS G5 W
    """, 3, "leave the game")


def test_a_character_never_lies_dead():
    """RULINGS 'Finer points': Ben Gunn ... are gone for good when they die."""
    refused("""
        jackal treasure-island 4
        BEN dead W
    """, 2, "never lies dead")


def test_lost_off_a_cave_and_lost_twice_first_are_refused():
    """RULINGS 'Finer points', caves: a pirate waits lost in a cave; the one lost longest
    comes out first, so two cannot both be lost first."""
    refused("""
        jackal treasure-island 4
        W1 G4 lost
    """, 2, "not in a cave")
    refused("""
        jackal treasure-island 4
        G3 cave
        W1 G3 lost=1
        W2 G3 lost=1
    """, 4, "lost=1 is given twice")


def test_treasure_island_lines_in_a_classic_game_are_refused():
    refused("""
        jackal classic 4
        bottles W 2
    """, 2, "treasure-island edition")


def test_a_pending_decision_of_a_piece_that_is_not_there_is_refused():
    """docs/notation.md, 'pending': the piece deciding stands where the chain stopped."""
    refused("""
        jackal classic 4
        G4 arrow-E+W
        W1 G3
        pending W1 arrow G4 F4,H4 prev=G3:0
    """, 4, "W1 G4")


def test_words_after_a_line_are_refused():
    refused("""
        jackal classic 4
        coins G2 2 extra
    """, 2, "coins G2 2")
    refused("""
        jackal classic 4
        G3 ice extra
    """, 2)


# ----- every face-up cave is an open cave ------------------------------------------------

CAVES = """
    jackal treasure-island 4
    W1 F4
    F5 cave
    K6 cave
    coins C12 5
"""


def test_a_face_up_cave_is_open_without_a_caves_line():
    """RULINGS 'Finer points': every face-up cave is an open cave; a pirate entering one
    comes out of another open cave no enemy holds (TI caves)."""
    g = Game.from_position(textwrap.dedent(CAVES))
    assert [cell_name(c) for c in g.state.caves] == ["F5", "K6"]
    act(g, "W1 F4-F5")
    assert loc(g, "W1") == "K6"
    assert not g.state.p_lost[0]


def test_a_caves_line_that_leaves_out_a_face_up_cave_is_refused():
    refused(CAVES + "    caves F5\n", 6, "K6 is face up")


def test_a_caves_line_naming_no_face_up_cave_is_refused():
    refused(CAVES + "    caves F5,K6,G3\n", 6, "G3 is not a face-up cave")


def test_a_caves_line_orders_the_open_caves_and_is_written_only_then():
    """docs/notation.md, 'caves': the order they were opened in is kept (the state hash
    holds it); in the island's order the line is left out."""
    s = reads(CAVES + "    caves K6,F5\n")
    assert [cell_name(c) for c in s.caves] == ["K6", "F5"]
    assert "caves K6,F5" in write_position(s).splitlines()
    plain = reads(CAVES)
    assert not any(ln.startswith("caves") for ln in write_position(plain).splitlines())
    assert read_position(write_position(s)).state_hash() == s.state_hash()


# ----- a position reads back as written -------------------------------------------------

@pytest.mark.parametrize("mode, seed, actions", [("2", 900068, 103), ("4", 900115, 205)])
def test_a_position_after_friday_leaves_holding_rum_reads_back(mode, seed, actions):
    """In these random treasure-island games (tests/selfplay play_random's
    choices) Friday leaves the game, drunk; the position written must read back to the
    same state."""
    g = Game.new(mode, seed=seed, ruleset="treasure-island")
    rng = random.Random(seed)
    for _ in range(actions):
        g.play(rng.choice(g.legal_actions()))
    assert g.state.p_where[13] == 0  # Friday has left (absent)
    assert read_position(g.to_position()).state_hash() == g.state_hash()


def test_names_with_commas_and_hashes_read_back():
    """docs/notation.md, 'names': a name a comma or '#' would cut is written as a list."""
    g = Game.new("2-light", seed=3, names=["Anne #1", "Bart, the cook"])
    text = g.to_position()
    assert '["Anne #1", "Bart, the cook"]' in text
    assert read_position(text).names == ["Anne #1", "Bart, the cook"]
    assert read_position(text).state_hash() == g.state_hash()


def test_a_character_aboard_his_crews_ship_reads_back():
    s = reads("""
        jackal treasure-island 4
        ship W F1
        BEN ship W
    """)
    assert s.p_cell[12] == parse_cell("F1")  # the ship line came later: he is on it
    assert "BEN ship W" in write_position(s).splitlines()
    assert read_position(write_position(s)).state_hash() == s.state_hash()


# ----- text actions raise only IllegalActionError -------------------------------------------

@pytest.mark.parametrize("text", ["W1 G1-G2:", "W1 G1:x-G2", "BEN G5:1-G5:2",
                                  "W1 bottle FRI", "R ship M7-M6", "W ship G1:2-F1"])
def test_text_actions_raise_only_illegal_action_error(text):
    """docs/engine-api.md: game.play(text) plays a legal action or raises
    IllegalActionError (a ValueError) saying why; the game is unchanged."""
    g = Game.new("3", seed=5)
    before = g.state_hash()
    with pytest.raises(IllegalActionError) as info:
        g.play(text)
    assert str(info.value).strip()
    assert g.state_hash() == before and not g.events


def test_a_pending_decision_must_fit_the_tile_it_is_made_on():
    """docs/notation.md, 'pending': an arrow decision is made on an arrow, and its choices
    are where that arrow points (RULINGS 'Forced movement': the mover chooses which arrow)."""
    refused("""
        jackal classic 4
        W1 G4
        pending W1 arrow G4 F4,H4 prev=G3
    """, 3, "arrow")
    refused("""
        jackal classic 4
        G4 arrow-E+W
        W1 G4
        pending W1 arrow G4 F4,G5 prev=G3
    """, 4, "G5 is not a choice")
    s = reads("""
        jackal classic 4
        G4 arrow-E+W
        W1 G4
        pending W1 arrow G4 F4,H4 prev=G3
    """)
    assert s.pending.options == (parse_cell("F4"), parse_cell("H4"))


def test_a_character_on_the_board_while_his_tile_is_closed_is_refused():
    """TI 'Tiles explanation': Ben Gunn joins whoever opens his tile, so he is on the board
    only once it is open."""
    refused("""
        jackal treasure-island 4
        K6 ?bengunn
        BEN G5 W
    """, 3, "BEN", "K6", "face down")


# ----- docs/notation.md: every example it gives is read ---------------------------------------

DOC = (__import__("pathlib").Path(__file__).parents[2] / "docs" / "notation.md").read_text(
    encoding="utf-8")
# What an example line of the table needs around it to be a possible position.
NEEDS = {
    "W2 G5:2": "G5 swamp", "coins G5:2 1": "G5 swamp", "galleon G5:2": "G5 swamp",
    "W3 G4 trapped": "G4 trap", "W1 F5 rum": "F5 rum", "W1 F5 rum-now": "F5 rum",
    "Y1 D9 lost": "D9 cave", "Y1 D9 lost=2": "D9 cave",
    "W1 G3 lost=1+coin": "G3 cave\ncoins G3 1", "caves K6,F5": "K6 cave\nF5 cave",
}


def doc_table_examples() -> list[str]:
    """The example column of the table 'Every line' in docs/notation.md."""
    table = DOC.split("### Every line", 1)[1].split("\n\n", 1)[0]
    rows = [r.split(" | ") for r in table.splitlines()[2:]]
    return [ex for r in rows for ex in re.findall(r"`([^`]+)`", r[1])]


def test_the_example_position_of_the_docs_reads_back():
    block = re.findall(r"```\n(jackal .*?)```", DOC, re.S)[0]
    s = read_position(block)
    assert read_position(write_position(s)).state_hash() == s.state_hash()


@pytest.mark.parametrize("example", doc_table_examples())
def test_every_line_the_docs_show_is_read(example):
    """docs/notation.md, 'Every line': each example is read (with what it needs around
    it, in a treasure-island game of two teams) and written back the same."""
    if example.startswith("jackal"):
        s = read_position(example)
    else:
        s = read_position(f"jackal treasure-island 4-teams\n{NEEDS.get(example, '')}\n{example}\n")
    assert read_position(write_position(s)).state_hash() == s.state_hash()


def test_the_pending_example_of_the_docs_is_read():
    """docs/notation.md, 'The pending line': B1 on a four-way arrow at K12, dragging the
    coin he took from L11; J12 is face down, so with a coin he may not go there."""
    [line] = re.findall(r"^(pending B1 .*)$", DOC, re.M)
    s = read_position(f"jackal classic 4\nturn B\nK12 arrow-N+E+S+W\nJ12 ?empty\nB1 K12\n{line}\n")
    assert [cell_name(c) for c in s.pending.options] == ["K11", "L12", "K13"]
    assert s.pending.coin == 1 and s.carried == 1 and cell_name(s.pending.origin // 8) == "L11"
    assert write_position(s).splitlines()[-1] == line
