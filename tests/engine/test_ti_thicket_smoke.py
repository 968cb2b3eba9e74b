"""The dense jungle ("thicket") and the smoke (treasure-island).

TI 'Tiles explanation', jungle (x3, not the stepped one): no attacks there, no entering
with a coin, pirates of different teams may stand there together. RULINGS 'Coins' (with a
coin never into a treasure-island jungle), 'Forced movement' and 'Finer points' (an
impossible end of a chain kills, the coin goes back where the action began; choices in a
chain offer only what the pirate may do with what he carries).

TI 'Tiles explanation', smoke (x2): on the next player's turn the player to their left
decides; this goes on for one turn of each player, the finder's included, then the smoke
clears (the Red/Black/White example). RULINGS 'Finer points': with two crews per player or
in teams, each crew's smoky turn is decided by whoever controls the next crew in turn
order; a crew skipped during a smoky round loses its smoky turn; smoke opened during a
smoky round starts a fresh round from the next crew. docs/engine-api.md: state.smoky,
state.deciding_player().
"""

from __future__ import annotations

import pytest

from jackal_tui.games.classic import Game
from rules_helpers import act, coins, kind, legal_of, loc, turn
from ti_helpers import choices, pend_kind, ti


# ----- the dense jungle -----------------------------------------------------------------

def test_thicket_enemies_stand_together_without_a_fight():
    """TI jungle: attacking is prohibited there; pirates of different teams may be there
    at the same time."""
    g = ti("""
        W1 G2
        Y1 G3
        G3 thicket
    """)
    act(g, "W1 G2-G3")
    assert loc(g, "W1") == "G3" and loc(g, "Y1") == "G3"
    assert turn(g) == "Y"


def test_thicket_opened_the_finder_stands_there():
    """TI jungle, opened: the finder stands there (acts as ground)."""
    g = ti("""
        W1 G2
        G3 ?thicket
    """)
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "thicket" and loc(g, "W1") == "G3"


def test_thicket_no_entry_with_a_coin():
    """TI jungle: impossible to enter while carrying a coin; RULINGS 'Coins'."""
    g = ti("""
        W1 G2
        G3 thicket
        coins G2 1
    """)
    moves = legal_of(g, "W1")
    assert "W1 G2-G3" in moves
    assert "W1 G2-G3 +coin" not in moves
    assert "W1 G2-H2 +coin" in moves


def test_thicket_no_entry_with_the_galleon():
    """TI 'Getting gold' (the galleon's chest is dragged by the coin rules) and TI jungle."""
    g = ti("""
        W1 G2
        G3 thicket
        galleon G2
    """)
    assert "W1 G2-G3 +galleon" not in legal_of(g, "W1")
    assert "W1 G2-H2 +galleon" in legal_of(g, "W1")


def test_thicket_an_arrow_choice_with_a_coin_does_not_offer_the_thicket():
    """RULINGS 'Finer points': choices inside a chain offer only what the pirate may do
    with what he carries: the arrow N+E at G3 offers H3, not the thicket G4."""
    g = ti("""
        W1 G2
        G3 arrow-N+E
        G4 thicket
        coins G2 1
    """)
    act(g, "W1 G2-G3 +coin")
    assert pend_kind(g) == "arrow"
    assert choices(g) == ["H3"]


def test_thicket_arrow_pushing_a_carrier_into_it_kills_him_and_the_coin_goes_back():
    """TI jungle (no entry with a coin) + TI FAQ (an impossible move kills the pirate and
    the coin goes back to the tile where he was) + RULINGS 'Forced movement' and 'Finer
    points': the arrow N at G3 pushes W1 with a coin into the thicket G4."""
    g = ti("""
        W1 G2
        G3 arrow-N
        G4 thicket
        coins G2 1
    """)
    act(g, "W1 G2-G3 +coin")
    assert loc(g, "W1") == "dead"
    assert coins(g, "G2") == 1 and coins(g, "G4") == 0


def test_thicket_reached_by_an_arrow_holds_no_fight_either():
    """TI jungle: no attack there, however one arrives: the arrow N at G3 takes W1 into
    the thicket G4 where Y1 stands; both stay."""
    g = ti("""
        W1 G2
        Y1 G4
        G3 arrow-N
        G4 thicket
    """)
    act(g, "W1 G2-G3")
    assert loc(g, "W1") == "G4" and loc(g, "Y1") == "G4"


# ----- smoke ----------------------------------------------------------------------------

def smoky_round(g: Game) -> list[tuple[str, bool, int]]:
    """Let the crews play ship moves and record (crew, smoky, deciding player)."""
    out = []
    for _ in range(5):
        s = g.state
        out.append((turn(g), s.smoky, s.deciding_player()))
        ships = [a for a in g.legal_actions() if a.kind == "ship"]
        g.play(ships[0])
    return out


def test_smoke_for_one_round_the_next_player_decides():
    """TI smoke: each of the next turns (the finder's included) is decided by the player
    to the mover's left (the next in turn order), then the smoke clears. Players 0..3
    are W Y B R."""
    g = ti("""
        W1 G2
        G3 ?smoke
    """)
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "smoke"
    assert smoky_round(g) == [
        ("Y", True, 2),    # Black's player decides Yellow's turn
        ("B", True, 3),
        ("R", True, 0),
        ("W", True, 1),    # the finder's own turn is smoky too
        ("Y", False, 1),   # the smoke has cleared
    ]


def test_smoke_three_players_as_in_the_booklet_example():
    """TI smoke, the example (Red reveals; Black's turn White decides; White's turn Red
    decides; Red's turn Black decides; then Black as normal), here with White revealing
    in a 3-player game: Y decided by B, B by W, W by Y, then Y normal."""
    g = ti("""
        W1 G2
        G3 ?smoke
    """, mode="3")
    act(g, "W1 G2-G3")
    assert smoky_round(g)[:4] == [
        ("Y", True, 2),
        ("B", True, 0),
        ("W", True, 1),
        ("Y", False, 1),
    ]


def test_smoke_two_crews_per_player_each_turn_decided_by_the_next_crews_player():
    """RULINGS 'Finer points', smoke with two crews per player: the controller of the next
    crew decides - in a 2-player game (W+B against Y+R) always the opponent."""
    g = ti("""
        W1 G2
        G3 ?smoke
    """, mode="2")
    act(g, "W1 G2-G3")
    assert smoky_round(g) == [
        ("Y", True, 0),
        ("B", True, 1),
        ("R", True, 0),
        ("W", True, 1),
        ("Y", False, 1),
    ]


def test_smoke_skipped_crew_loses_its_smoky_turn():
    """RULINGS 'Finer points': a crew skipped during a smoky round loses its smoky turn
    with it. Yellow (all dead) is skipped right after the smoke: B, R, W have the smoky
    round; the round is over when it comes back to Black."""
    g = ti("""
        W1 G2
        Y1 dead
        Y2 dead
        Y3 dead
        G3 ?smoke
    """)
    act(g, "W1 G2-G3")
    rec = smoky_round(g)
    assert [(c, sm) for c, sm, _ in rec[:4]] == [
        ("B", True), ("R", True), ("W", True), ("B", False)]
    assert rec[0][2] == 3 and rec[1][2] == 0  # B decided by R's player, R by W's


def test_smoke_during_smoke_starts_a_fresh_round():
    """RULINGS 'Finer points': smoke opened during a smoky round starts a fresh round from
    the next crew: after Yellow's smoky find, B R W Y are smoky, then B is normal."""
    g = ti("""
        W1 G2
        Y1 B7
        G3 ?smoke
        C7 ?smoke
    """)
    act(g, "W1 G2-G3")
    assert turn(g) == "Y" and g.state.smoky
    act(g, "Y1 B7-C7")
    assert kind(g, "C7") == "smoke"
    rec = smoky_round(g)
    assert [(c, sm) for c, sm, _ in rec] == [
        ("B", True), ("R", True), ("W", True), ("Y", True), ("B", False)]


def test_smoke_is_written_in_the_position():
    """docs/notation.md ('smoke N', 'smoky'): a position in a smoky round reads back to the
    same state, and the deciding player is read from it."""
    g = ti("""
        turn Y
        smoke 2
        smoky
    """)
    assert g.state.smoky and g.state.deciding_player() == 2
    assert Game.from_position(g.to_position()).state_hash() == g.state_hash()
    act(g, "Y ship A7-A6")
    act(g, "B ship G13-F13")
    assert turn(g) == "R" and g.state.smoky
    act(g, "R ship M7-M6")
    assert turn(g) == "W" and not g.state.smoky
