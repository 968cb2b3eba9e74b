"""A position pins chance: what the die shows next (``next_rolls``) and the face a
face-down arrow or cannon opens with (``opens=``), as a classic position pins an arrow's
turn (docs/notation.md, "Archipelago", "Chance pinned by a position").

Each rules test sets up one outcome and checks what RULINGS-ARCHIPELAGO.md says must
follow; none searches seeds.
"""

import pytest

from jackal_tui.games.archipelago import PositionError, ReplayError, SEARCH, match_from_setup
from jackal_tui.games.archipelago.notation import read_position, write_position
from jackal_tui.games.archipelago.state import apply_event

from .helpers import LAYOUT, game, legal, where


def cell(m, name):
    return m.state.board.parse(name)


# ----- the crossroads die ---------------------------------------------------------------
@pytest.mark.parametrize("roll, to", [(1, "D5"), (2, "E4"), (3, "D3"), (4, "C4")])
def test_rulings_what_each_tile_does_die_1_to_4_push_north_east_south_west(roll, to):
    """RULINGS-ARCHIPELAGO.md, "What each tile does", Crossroads die: 1 N, 2 E, 3 S,
    4 W, then it acts as a one-way arrow."""
    m = game("W1 D3", "D4 die", f"next_rolls {roll}")
    ev = m.play("W1 D3-D4")
    assert ("roll", cell(m, "D4"), roll) in ev
    assert where(m, "W1") == to
    assert m.state.next_rolls == () and "next_rolls" not in m.to_position()


def test_rulings_what_each_tile_does_die_5_the_mover_picks_a_diagonal():
    """Crossroads die, 5: the mover picks a diagonal."""
    m = game("W1 D3", "D4 die", "next_rolls 5")
    m.play("W1 D3-D4")
    assert set(legal(m)) == {"W1 > C3", "W1 > C5", "W1 > E3", "W1 > E5"}
    m.play("W1 > E5")
    assert where(m, "W1") == "E5"


def test_rulings_what_each_tile_does_die_6_any_of_eight():
    """Crossroads die, 6: any of 8 directions."""
    m = game("W1 D3", "D4 die", "next_rolls 6")
    m.play("W1 D3-D4")
    assert set(legal(m)) == {f"W1 > {c}" for c in
                             ("C3", "D3", "E3", "C4", "E4", "C5", "D5", "E5")}


def test_rulings_what_each_tile_does_die_rolls_anew_on_every_entry():
    """Crossroads die: re-entering it in the same action rolls again, and a step out of
    the die never counts toward a cycle. Rolled 1 (north) onto an arrow pointing back,
    he enters the die again: the second result (2, east) is used, not the first."""
    m = game("W1 D3", "D4 die", "D5 arrow-S", "next_rolls 1 2")
    ev = m.play("W1 D3-D4")
    assert [e[2] for e in ev if e[0] == "roll"] == [1, 2]
    assert where(m, "W1") == "E4"


def test_rulings_die_with_a_coin_and_no_allowed_direction_he_dies_and_the_coin_goes_back():
    """Crossroads die: "only directions allowed with what he carries; none left: he
    dies"; his coin goes back where the action began (RULINGS-ARCHIPELAGO.md, Boats and
    swimmers: an impossible end). Rolled 5, every diagonal is face down: none allowed."""
    lines = ["W1 D2", "coins D2 1", "D3 die", "next_rolls 5"] + [
        f"{c} ?empty" for c in ("C2", "E2", "C4", "E4")]
    m = game(*lines)
    ev = m.play("W1 D2-D3 +coin")
    assert ("die", 0, "no way on") in ev
    assert where(m, "W1") == "dead" and m.state.coins_on(cell(m, "D2")) == 1


def test_once_the_pinned_results_are_used_the_die_draws_from_the_seed_again():
    from jackal_tui.games.archipelago.rules import chance
    m = game("W1 D3", "D4 die", "next_rolls 3", "seed 5")
    m.play("W1 D3-D4")                         # rolled 3 (south): back on D3
    assert where(m, "W1") == "D3" and m.state.next_rolls == ()
    m.play("B1 E7-E6")
    expected = chance(m.state).randint(1, 6)
    ev = m.play("W1 D3-D4")
    assert [e[2] for e in ev if e[0] == "roll"] == [expected]


# ----- a face-down arrow or cannon -------------------------------------------------------
def test_rulings_the_map_an_arrow_opens_with_its_pinned_quarter_turn():
    """RULINGS-ARCHIPELAGO.md, "The map": arrows get a quarter turn when opened; the
    position pins which (an arrow printed N, opening turned once: east), and it acts as
    that arrow ("What each tile does": as classic, a one-way arrow moves him on)."""
    m = game("W1 D3", "D4 ?arrow-N opens=arrow-E")
    ev = m.play("W1 D3-D4")
    assert ("reveal", cell(m, "D4"), "arrow-E") in ev
    assert where(m, "W1") == "E4"
    assert "D4 arrow-E" in m.to_position().splitlines()
    assert m.log()[-1] == "W1 D3-D4: opens D4: arrow E; the arrow sends W1 on to E4"


def test_rulings_the_map_a_cannon_opens_facing_its_pinned_way_and_fires():
    """RULINGS-ARCHIPELAGO.md, "The map": cannons open facing one of N, E, S, W; "What
    each tile does", Cannon: he flies over everything to the first water cell on the
    barrel's line and, no boat there, swims."""
    m = game("W1 D3", "D4 ?cannon-N opens=cannon-W", "C4 ?empty")
    ev = m.play("W1 D3-D4")
    assert ("reveal", cell(m, "D4"), "cannon-W") in ev
    assert where(m, "W1") == "sea A4"          # over face-down C4 and B4 to the water


def test_rulings_a_pinned_arrow_with_several_ways_offers_the_turned_ways():
    """An arrow NE+SW turned once shows SE+NW: the mover chooses between those."""
    m = game("W1 D2", "D3 ?arrow-NE+SW opens=arrow-SE+NW")
    m.play("W1 D2-D3")
    assert set(legal(m)) == {"W1 > C4", "W1 > E2"}


def test_an_earthquake_swap_moves_a_pinned_face_with_its_tile():
    """RULINGS-ARCHIPELAGO.md, What each tile does, Earthquake: a swapped tile keeps its
    face, direction and back; so does the face a position pinned for it."""
    s = read_position(f"jackal archipelago 2\nlayout {LAYOUT}\nD4 ?arrow-N opens=arrow-S\n"
                      "F4 ?empty\n")
    d4, f4 = s.board.parse("D4"), s.board.parse("F4")
    apply_event(s, ("swap", d4, f4))
    assert s.opens == {f4: "arrow-S"}
    assert "F4 ?arrow-N opens=arrow-S" in write_position(s).splitlines()


# ----- the text, replay and the search ------------------------------------------------------
PINNED = """jackal archipelago 2
layout BBBBBBB/BFFFFFB/BFFFFFB/BFFFFFB/BBBBBBB
turn W
boat W E1
boat B E7
W1 D3
C2 ?cannon-N opens=cannon-E
D4 die
D5 ?arrow-N+E+S+W opens=arrow-N+E+S+W
E5 ?arrow-NE opens=arrow-NW
G6 ?empty
next_rolls 1 6 2
seed 4
options stall_rounds=50
"""


def test_a_position_with_pinned_chance_reads_and_writes_back_the_same():
    s = read_position(PINNED)
    assert write_position(s) == PINNED
    assert read_position(write_position(s)).state_hash() == s.state_hash()
    assert s.next_rolls == (1, 6, 2) and len(s.opens) == 3


def test_pinned_chance_is_in_the_state_hash_and_a_copy():
    with_pins = read_position(PINNED)
    without = read_position("\n".join(x for x in PINNED.splitlines()
                                      if not x.startswith("next_rolls")) + "\n")
    assert with_pins.state_hash() != without.state_hash()
    c = with_pins.copy()
    c.opens.clear()
    assert len(with_pins.opens) == 3 and c.state_hash() != with_pins.state_hash()


def test_a_game_from_a_pinned_position_replays_without_drawing(monkeypatch):
    from jackal_tui.games.archipelago import arrival as rules
    m = game("W1 D3", "D4 die", "D5 ?arrow-N opens=arrow-E", "next_rolls 1")
    m.play("W1 D3-D4")                          # rolled 1: onto D5, which opens east
    assert where(m, "W1") == "E5"
    monkeypatch.setattr(rules, "chance", lambda s: (_ for _ in ()).throw(AssertionError))
    again = match_from_setup(m.setup, m.events_json())
    assert again.state_hash() == m.state_hash()


@pytest.mark.parametrize("bad", [("reveal", "D4", "arrow-W"), ("roll", "C3", 2)])
def test_an_event_against_a_pin_does_not_fit(bad):
    s = read_position(f"jackal archipelago 2\nlayout {LAYOUT}\nD4 ?arrow-N opens=arrow-E\n"
                      "C3 die\nnext_rolls 4\n")
    with pytest.raises(ReplayError):
        apply_event(s, (bad[0], s.board.parse(bad[1]), bad[2]))


@pytest.mark.parametrize("line, words", [
    ("D4 ?arrow-N opens=arrow-NE", "opens as arrow-E or arrow-N or arrow-S or arrow-W"),
    ("D4 ?chest2 opens=chest3", "face-down arrow or cannon only"),
    ("D4 arrow-N opens=arrow-E", "face-down arrow or cannon only"),
    ("D4 ?arrow-N turns=1", "only 'opens=FACE'"),
    ("D4 ?cannon-N opens=cannon-X", "not an Archipelago tile"),
    ("next_rolls 7", "cannot be more than 6"),
    ("next_rolls 0", "cannot be less than 1"),
    ("next_rolls", "1 to 64 results"),
    ("next_rolls " + " ".join(["3"] * 65), "1 to 64 results"),
])
def test_a_pin_no_tile_or_die_could_give_is_refused_naming_the_line(line, words):
    with pytest.raises(PositionError, match="line 3: .*" + words.replace("(", r"\(")
                       .replace(")", r"\)")):
        read_position(f"jackal archipelago 2\nlayout {LAYOUT}\n{line}\n")


def test_a_pin_on_cell_b2_is_a_tile_not_pirate_b2():
    s = read_position(f"jackal archipelago 2\nlayout {LAYOUT}\nB2 ?arrow-N opens=arrow-S\n")
    assert s.opens == {s.board.parse("B2"): "arrow-S"}


def test_the_search_deals_pinned_chance_away_with_the_seed():
    """A crew does not know a pinned outcome any more than the seed: its deal drops them."""
    import random
    s = read_position(PINNED)
    dealt = SEARCH.deal(s, 0, random.Random(1))
    assert dealt.opens == {} and dealt.next_rolls == ()
    assert s.opens and s.next_rolls                  # the real state keeps them


def test_no_seat_and_no_spectator_sees_a_pinned_face_or_roll():
    import json
    m = game("W1 D3", "D4 ?arrow-NW opens=arrow-SE", "C4 die", "next_rolls 4 4 4")
    for seat in (0, 2, None):
        text = json.dumps(m.view(seat) if seat is not None else m.public_view())
        assert "arrow-SE" not in text and "next_rolls" not in text and "opens" not in text
