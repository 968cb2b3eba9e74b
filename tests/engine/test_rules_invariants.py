"""What must hold in every position of a game, checked over many random games.

Each invariant names the rule it comes from: EN 'Game contents' (37 coins), EN 'How to
move' (several pirates on a tile only of one crew or friendly crews), EN 'How to beat
enemies' (a stepped tile is the one tile where enemies stand together), RULINGS 'Coins'
(never left where nobody can stand), RULINGS 'Forced movement' (nobody stands on a tile
that moves pirates on), RULINGS 'A turn' and 'End of the game' (a crew with no legal
action is skipped; the game ends when no crew can move: so the game is either over or
someone can act), EN 'Die pirate, die!' e (at most three pirates of a colour).
"""

from __future__ import annotations

import random

import pytest

from jackal_tui.games.classic import ISLAND_CELLS, Game, cell_name
from rules_helpers import game, legal

MOVE_ON = {"arrow", "ice", "horse", "crocodile", "balloon", "cannon", "cannibal"}


def check(g: Game, total: int) -> None:
    s = g.state
    # coins: none appear or vanish (RULINGS 'End of the game': banked, sunk or eaten)
    assert s.coins_in_play + sum(s.banked) + s.sunk + s.eaten == total
    # somebody can act, or the game is over (RULINGS 'A turn', 'End of the game')
    assert s.over or legal(g), "nobody can act but the game is not over"
    if s.pending is not None:
        return  # mid-chain: the mover stands on the tile that asked
    for c in ISLAND_CELLS:
        t = s.tile(c)
        here = [p for p in s.pirates_at(c) if p.where == "land"]
        if t.face_up and t.kind in MOVE_ON:
            assert not here, f"a pirate stands on {t.kind} at {cell_name(c)}"
            assert s.coins_at(c) == 0, f"a coin lies on {t.kind} at {cell_name(c)}"
        if not t.face_up:
            assert not here and s.coins_at(c) == 0, f"something on closed {cell_name(c)}"
        by_step = {}
        for p in here:
            by_step.setdefault(p.step, set()).add(s.side_of(p.crew))
            if p.trapped:
                assert t.kind == "trap", f"trapped off a trap at {cell_name(c)}"
            if t.steps:  # a stepped tile: on one of its steps
                assert 1 <= p.step <= t.steps, f"{cell_name(c)}:{p.step}"
            else:
                assert p.step == 0, f"a step on a flat tile {cell_name(c)}"
        for st, sides in by_step.items():
            assert len(sides) == 1, f"enemies together on {cell_name(c)}:{st}"
    for crew in s.crews:
        alive = [p for p in range(crew * 3, crew * 3 + 3)
                 if s.pirate(p).where in ("ship", "land", "sea")]
        assert len(alive) <= 3
        for p in alive:
            v = s.pirate(p)
            if v.where == "ship":
                assert v.cell == s.ship_cell(v.ship)
                assert s.side_of(v.ship) == s.side_of(crew)


@pytest.mark.parametrize("mode", ["4", "4-teams", "3", "2", "2-light"])
@pytest.mark.parametrize("seed", [5, 6, 7])
def test_invariants_hold_in_random_games(mode, seed):
    """See the module docstring for the rule behind each check."""
    g = Game.new(mode=mode, seed=seed)
    rng = random.Random(seed)
    total = g.state.coins_in_play
    assert total == 37  # EN 'Game contents': 37 coins (RULINGS 'Tiles: classic')
    for _ in range(600):
        check(g, total)
        acts = g.legal_actions()
        if not acts:
            break
        g.play(rng.choice(acts))
    check(g, total)


def test_crew_to_act_with_no_legal_action_in_a_written_position():
    """RULINGS 'A turn' (a crew with no legal action is skipped) and 'End of the game':
    a position whose crew to act cannot move would be a dead end, so it is refused with
    a message that says how to mend it (docs/rules.md, positions written by hand)."""
    from jackal_tui.games.classic import PositionError

    with pytest.raises(PositionError, match="W is to act but has no legal action"):
        game("""
            jackal classic 4
            turn W
            W1 dead
            W2 dead
            W3 dead
        """)
