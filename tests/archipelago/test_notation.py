"""The Archipelago text: actions, positions and move-log lines (docs/notation.md)."""

import re
from pathlib import Path

import pytest

from jackal_tui.games.archipelago import Action, PositionError, match_from_position
from jackal_tui.games.archipelago.actions import IllegalActionError

from .helpers import game

DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"


def archipelago_section() -> str:
    text = DOC.read_text()
    return text[text.index("## Archipelago"):]


def test_the_documented_position_reads_and_writes_back_the_same():
    block = re.search(r"### Positions\n\n```text\n(.*?)```", archipelago_section(), re.S).group(1)
    m = match_from_position(block)
    again = match_from_position(m.to_position())
    assert again.state_hash() == m.state_hash() and again.to_position() == m.to_position()
    s = m.state
    assert s.name(s.bear) == "E5" and s.p_step[1] == 2 and s.backs[s.board.parse("E3")] == "F"


@pytest.mark.parametrize("text", [
    "W boat E7", "W boat E7-G7", "W boat E7-H7 via G7,H8", "W2 E7-E6", "W2 E6-E5 +coin",
    "W2 D4-D4", "W2 > H5", "W2 > NE", "W2 > F4 arrow-E", "W3 revives", "W2 bottle",
    "W2 bottle +coin", "W2 bottle MIS", "W done", "W proposes end", "Y agrees",
    "Y refuses", "MIS D3-D4"])
def test_every_action_text_reads_back_to_itself(text):
    assert str(Action.parse(text)) == text
    assert str(Action.parse(text.lower())) == text


@pytest.mark.parametrize("text", ["", "W", "W9 A1-A2", "W1 A1", "W boat", "W1 > ", "X done",
                                  "W1 bottle +gold", "W1 A1-A2 +coins", 17])
def test_bad_action_text_is_a_value_error_with_a_hint(text):
    with pytest.raises(ValueError):
        Action.parse(text)


def test_playing_bad_text_is_refused_and_the_game_is_unchanged():
    m = game("W1 D2")
    before = m.state_hash()
    for bad in ("W1 D2-Q9", "hello", "W1 D2-D4", "B1 E7-E6"):
        with pytest.raises(IllegalActionError):
            m.play(bad)
    assert m.state_hash() == before


@pytest.mark.parametrize("line,words", [
    ("W1 C1", "water"), ("coins D3 1\nD3 ?chest1", "face-up"), ("W1 D3\nD3 arrow-N", "arrow"),
    ("W1 D3\nB1 D3", "enemies"), ("W1 D3 trapped", "pit"), ("bottles W 6", "bottles"),
    ("zebra 7", "cannot read"), ("D3 dragon", "not an Archipelago tile"), ("W1 D3\nW1 D4", "twice")])
def test_positions_no_game_could_reach_are_refused_naming_the_line(line, words):
    text = ("jackal archipelago 2\nlayout BBBBBBB/BFFFFFB/BFFFFFB/BFFFFFB/BBBBBBB\n"
            "G6 ?empty\n" + line + "\n")
    with pytest.raises(PositionError, match=words):
        match_from_position(text)


def test_a_labyrinth_step_says_in_the_log_how_far_through_he_is():
    """RULINGS-ARCHIPELAGO, labyrinth: a pirate crosses it one step a move, staying on the
    tile. The log line says so, as classic's does for its stepped tiles ("one step on
    across"), instead of a bare "D3-D3"; the last step leads off the tile, with no words."""
    m = game("W1 D3:1", "D3 labyrinth3", "B1 G4")
    m.play("W1 D3-D3")
    m.play("B1 G4-G3")
    m.play("W1 D3:2-D3:3")
    m.play("B1 G3-G4")
    m.play("W1 D3-D4")
    log = m.log()
    assert log[0] == "W1 D3-D3: one step on through the labyrinth at D3, to step 2"
    assert log[2] == "W1 D3-D3: one step on through the labyrinth at D3, to step 3"
    assert log[4] == "W1 D3-D4"


def test_declining_the_bottles_says_so_in_the_log():
    """RULINGS-ARCHIPELAGO, bottles: used at the end of a turn. A crew holding one that
    could help (W1 in the pit) is asked; its "W done" reads in the log as what it means."""
    m = game("W1 D3 trapped", "D3 pit", "bottles W 1")
    m.play("W2 E1-E2")
    assert {str(a) for a in m.legal_actions()} == {"W1 bottle", "W done"}
    m.play("W done")
    assert m.log()[-1] == "W done: no more bottles this turn"


def test_labyrinth_steps_written_in_a_move_must_be_the_pirates():
    m = game("W1 D3:1", "D3 labyrinth3")
    with pytest.raises(IllegalActionError, match="step 1"):
        m.play("W1 D3:2-D3:3")
    m.play("W1 D3:1-D3:2")
    assert m.state.p_step[0] == 2


def test_a_death_says_why_in_the_log_as_classic_does():
    """RULINGS-ARCHIPELAGO (cannibal; a forced move onto an enemy's boat; a cycle): the
    pirate dies. The log line says why, in classic's words ("dies (cannibal)"), where it
    said a bare "W1 dies"."""
    m = game("W1 D3", "D4 ?cannibal", "B1 G4")
    m.play("W1 D3-D4")
    assert m.log()[0].endswith("W1 dies (cannibal)")
    m = game("W1 E5", "coins E5 1", "E6 arrow-N")
    m.play("W1 E5-E6 +coin")
    assert m.log()[0].endswith("W1 dies (enemy boat)")
    m = game("W1 D2", "D3 arrow-N", "D4 arrow-S")
    m.play("W1 D2-D3")
    assert m.log()[0].endswith("W1 dies (cycle)")


def test_a_save_from_before_deaths_said_why_still_loads_and_reads():
    """A save written before the death event carried its reason (["die", 0]) replays to
    the same position, and its log says "W1 dies" with no reason."""
    m = game("W1 D3", "D4 ?cannibal", "B1 G4")
    m.play("W1 D3-D4")
    old = [ev[:2] if ev[0] == "die" else ev for ev in m.events_json()]
    assert ["die", 0] in old
    again = type(m).from_setup(m.setup, old)
    assert again.state_hash() == m.state_hash()
    assert again.log()[0].endswith("W1 dies")


@pytest.mark.parametrize("lines,action,words", [
    (("W1 D2", "D3 arrow-N"), "W1 D2-D3", "W1 D2-D3: the arrow sends W1 on to D4"),
    (("W1 D2", "D3 ?ice"), "W1 D2-D3", "W1 D2-D3: opens D3: ice; W1 slides on to D4"),
    (("W1 D2", "D3 crocodile"), "W1 D2-D3", "W1 D2-D3: the crocodile sends W1 back to D2"),
    (("W1 D2", "D3 balloon"), "W1 D2-D3", "W1 D2-D3: W1 aboard"),
    (("W1 B3", "B4 arrow-W"), "W1 B3-B4", "W1 B3-B4: W1 swims at A4"),
    (("W1 D2", "D3 ?ice", "D4 ?balloon"), "W1 D2-D3",
     "W1 D2-D3: opens D3: ice; opens D4: hot-air balloon; W1 aboard"),
    (("W1 D2", "D3 ?ice", "D4 ?empty"), "W1 D2-D3", "W1 D2-D3: opens D3: ice; opens D4: "
                                                   "empty ground"),
    (("W1 D2", "D3 ice", "D4 arrow-E", "E4 crocodile"), "W1 D2-D3",   # dead: no "slides"
     "W1 D2-D3: W1 dies (cycle)"),
])
def test_a_move_a_tile_carries_on_says_where_the_mover_ended(lines, action, words):
    """RULINGS-ARCHIPELAGO (arrow, ice, crocodile, balloon: as classic): the tile moves
    the pirate on. The log said only "W1 D2-D3"; it now says where he ended, in classic's
    words, and nothing more when the last tile he opened is where he stands."""
    m = game(*lines, "B1 G4")
    m.play(action)
    assert m.log() == [words]


def test_ice_moved_by_the_earthquake_is_read_where_it_lies_now():
    """RULINGS-ARCHIPELAGO, earthquake: two tiles swap places. The log is told the faces
    up before each action, as classic's is: the ice moved onto F5 is what slides Black's
    pirate on from F5 to E6 ("B1 slides on to E6", not "B1 ends at E6")."""
    m = game("W1 D2", "D3 ?earthquake", "F5 ?chest2", "G5 ice", "B1 G4")
    for action in ("W1 D2-D3", "W1 > F5", "W1 > G5", "B1 G4-F5"):
        m.play(action)
    assert m.log()[-1] == "B1 G4-F5: B1 slides on to E6"
