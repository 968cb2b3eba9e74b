"""Notation round trips: actions and positions.

docs/engine-api.md ("str(action) is its notation and Action.parse(text) reads it back";
game.play(action | str); Game.from_position), jackal_tui/games/classic/notation.py's
docstring (the position text; write_position "reads back to the same state"),
jackal_tui/games/classic/actions.py's docstring (the action notation, e.g. 'W2 > H5',
'W2 stays', 'W3 revives', 'W2 G5:1-G5:2').
"""

from __future__ import annotations

import random

import pytest

from jackal_tui.games.classic import (
    ISLAND_CELLS, Action, Game, cell_name, read_position, write_position,
)
from jackal_tui.games.classic.tiles import classic_tokens
from rules_helpers import act, cell, game, legal, loc, pending

MODES = ("4", "4-teams", "3", "2", "2-light")


def start_game(mode: str, seed: int) -> Game:
    """A fresh game of the classic tile set shuffled by ``seed``, written as a position.

    Tile B3 is written open and empty: a line "B3 <tile>" cannot be read (see
    test_tile_on_b3_can_be_written_and_read_back), so the round trips below avoid it.
    """
    rng = random.Random(seed)
    tokens = classic_tokens()
    tokens.remove("empty")
    rng.shuffle(tokens)
    lines = [f"jackal classic {mode}", f"seed {seed}"]
    rest = iter(tokens)
    for c in ISLAND_CELLS:
        if cell_name(c) != "B3":
            lines.append(f"{cell_name(c)} ?{next(rest)}")
    return Game.from_position("\n".join(lines) + "\n")


def random_states(mode: str, seed: int, steps: int = 160):
    """Yield the game before and after each of up to ``steps`` random legal actions."""
    g = start_game(mode, seed)
    rng = random.Random(seed * 31 + len(mode))
    yield g
    for _ in range(steps):
        acts = g.legal_actions()
        if not acts:
            return
        g.play(rng.choice(acts))
        yield g


CASES = [(m, s) for m in MODES for s in (1, 2, 3, 4)]


@pytest.mark.parametrize("mode, seed", CASES)
def test_ship_and_move_actions_read_back_from_their_text(mode, seed):
    """docs/engine-api.md: Action.parse(str(a)) == a (moves and ship moves)."""
    n = 0
    for g in random_states(mode, seed):
        for a in g.legal_actions():
            if a.kind in ("ship", "move"):
                assert Action.parse(str(a)) == a, str(a)
                n += 1
    assert n > 100


@pytest.mark.parametrize("mode, seed", CASES)
def test_every_legal_action_reads_back_from_its_text(mode, seed):
    """docs/engine-api.md: str(action) is its notation and Action.parse(text) reads it
    back - for every legal action, chain decisions and airplane stays included.
    (Revivals are checked by test_revival_action_reads_back_from_its_text; once that
    passes, drop the exclusion here.)"""
    kinds = set()
    for g in random_states(mode, seed):
        for a in g.legal_actions():
            kinds.add(a.kind)
            if a.kind != "revive":
                assert Action.parse(str(a)) == a, str(a)
                assert Action.parse(str(a)) in g.legal_actions()
    assert "choose" in kinds


def test_revival_action_reads_back_from_its_text():
    """docs/engine-api.md: Action.parse(str(a)) == a, here for a revival."""
    g = game("""
        jackal classic 4
        W1 G4
        W2 dead
        G4 native
    """)
    revivals = [a for a in g.legal_actions() if a.kind == "revive"]
    assert revivals
    for a in revivals:
        assert Action.parse(str(a)) == a


def check_round_trip(g: Game) -> None:
    text = write_position(g.state)
    back = read_position(text)
    assert back.state_hash() == g.state_hash(), text
    again = Game.from_position(text)
    assert again.state_hash() == g.state_hash()
    assert [str(a) for a in again.legal_actions()] == legal(g)


@pytest.mark.parametrize("mode, seed", CASES)
def test_written_positions_read_back_to_the_same_state(mode, seed):
    """docs/notation.md: write_position gives text that read_position reads back to the
    same state (same state_hash, same legal actions) - positions between actions."""
    n = 0
    for g in random_states(mode, seed):
        if g.state.pending is None:
            check_round_trip(g)
            n += 1
    assert n > 50


@pytest.mark.parametrize("mode, seed", CASES)
def test_written_positions_with_a_pending_decision_read_back_to_the_same_state(mode, seed):
    """docs/notation.md ('pending' line): a position in the middle of a chain reads
    back to the same state."""
    n = 0
    for g in random_states(mode, seed, steps=300):
        if g.state.pending is not None:
            check_round_trip(g)
            n += 1
    assert n > 0


def test_tile_on_b3_can_be_written_and_read_back():
    """docs/notation.md: an island tile is written '<cell> <tile>'; B3 is an island
    cell (RULINGS 'Board': B2..L12 without the corners)."""
    g = game("""
        jackal classic 4
        B3 arrow-N
        W1 C3
    """)
    assert g.state.tile(cell("B3")).kind == "arrow"
    assert loc(g, "B3") == "ship G13"
    fresh = Game.new(mode="4", seed=1)
    assert read_position(fresh.to_position()).state_hash() == fresh.state_hash()


PENDING_POSITIONS = {
    "face-up arrow": ("""
        jackal classic 4
        W1 G3
        G4 arrow-E+W
    """, "W1 G3-G4", "W1 > H4"),
    "arrow opened in the same action": ("""
        jackal classic 4
        W1 G3
        G4 ?arrow-E+W
    """, "W1 G3-G4", "W1 > H4"),
    "horse with a coin": ("""
        jackal classic 4
        W1 G5
        G6 horse
        coins G5 1
    """, "W1 G5-G6 +coin", "W1 > I7"),
    "airplane (may stay)": ("""
        jackal classic 4-teams
        turn B
        B1 G11
        G10 airplane
        coins G11 2
    """, "B1 G11-G10 +coin", "B1 stays"),
}


@pytest.mark.parametrize("name", [
    "face-up arrow",
    "arrow opened in the same action",
    "horse with a coin",
    "airplane (may stay)",
])
def test_position_with_a_pending_decision_reads_back(name):
    """docs/notation.md ('pending' line): a position written in the middle of a chain
    reads back to the same state, and the decision then plays out the same."""
    text, first, decision = PENDING_POSITIONS[name]
    g = game(text)
    act(g, first)
    assert g.state.pending is not None
    written = g.to_position()
    assert "pending" in written
    back = Game.from_position(written)
    assert back.state_hash() == g.state_hash(), written
    assert legal(back) == legal(g)
    act(g, decision)
    act(back, decision)
    assert back.state_hash() == g.state_hash()


def test_chain_decision_given_as_text():
    """docs/engine-api.md: chain decisions are played as text, game.play("W1 > H5")."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 arrow-E+W
    """)
    g.play("W1 G3-G4")
    assert "W1 > H4" in legal(g)
    g.play("W1 > H4")
    assert loc(g, "W1") == "H4"


def test_airplane_stay_given_as_text():
    """jackal_tui/games/classic/actions.py: 'W2 stays' stays on the airplane."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 airplane
    """)
    g.play("W1 G3-G4")
    assert "W1 stays" in legal(g)
    g.play("W1 stays")
    assert loc(g, "W1") == "G4" and pending(g) is None


def test_revival_given_as_text():
    """jackal_tui/games/classic/actions.py: 'W3 revives' revives a dead pirate in the
    native girl's fortress."""
    g = game("""
        jackal classic 4
        W1 G4
        W2 dead
        G4 native
    """)
    assert "W2 revives" in legal(g)
    g.play("W2 revives")
    assert loc(g, "W2") == "G4"


def test_step_numbers_in_an_action_are_checked():
    """jackal_tui/games/classic/actions.py: 'W2 G5:1-G5:2' is a step forward on a stepped
    tile; a text that names other steps is not that action (EN spinning tiles: one step
    per move)."""
    from jackal_tui.games.classic import IllegalActionError
    g = game("""
        jackal classic 4
        W1 G5:1
        G5 mountains
    """)
    with pytest.raises(IllegalActionError):
        g.play("W1 G5:1-G5:3")
    assert loc(g, "W1") == "G5:1"
