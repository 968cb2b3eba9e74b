"""A treasure-island game saves and loads, positions round-trip, and what must hold in
every position of random treasure-island games.

docs/engine-api.md ('The treasure-island edition': same engine, same API) and
docs/notation.md (positions and save files). Invariants: TI 'Game contents' and RULINGS
'Tiles: treasure-island' (37 coins plus the galleon's 3 = 40, never created or lost; 10
bottles), TI Missionary (never on a tile with an enemy; leaves with Friday when they
meet), RULINGS 'Finer points' (the island's people are gone for good when they die, never
dead-and-revivable; a lost piece waits on an open cave), TI jungle (no coin in the dense
jungle), RULINGS 'Coins' (no coin where nobody can stand).
"""

from __future__ import annotations

import random

import pytest

from jackal_tui.games.classic import ISLAND_CELLS, Game, cell_name
from jackal_tui.games.classic.tiles import CAVE
from jackal_tui.persistence import load_game, save_game
from rules_helpers import act
from ti_helpers import ti, total_coins
from tiers import budget

TI_EVENTS = {"join", "gone", "convert", "bottles", "swap", "peek", "lost", "cave", "smoke",
             "galleon"}


def random_game(mode: str, seed: int, actions: int) -> Game:
    g = Game.new(mode, seed=seed, ruleset="treasure-island")
    rng = random.Random(seed)
    while not g.state.over and g.action_count < actions:
        g.play(rng.choice(g.legal_actions()))
    return g


def test_treasure_island_game_saves_and_loads_to_the_same_state(tmp_path):
    """docs/engine-api.md: a treasure-island game is a Game like any other; saved and
    loaded (jackal_tui.persistence) it has the same state hash, position and legal
    actions. The game played reaches caves, the lighthouse, smoke, the quake, bottles and
    the island's people, so their state is part of what is compared."""
    g = random_game("4", seed=4, actions=400)
    seen = {ev[0] for ev in g.events} & TI_EVENTS
    assert {"peek", "swap", "smoke", "cave", "lost", "join", "bottles"} <= seen
    path = save_game(g, tmp_path / "ti.json")
    g2 = load_game(path)
    assert g2.setup["ruleset"] == "treasure-island"
    assert g2.state_hash() == g.state_hash()
    assert g2.to_position() == g.to_position()
    assert [str(a) for a in g2.legal_actions()] == [str(a) for a in g.legal_actions()]
    assert g2.log() == g.log()


def test_treasure_island_position_game_saved_mid_decision_loads_and_goes_on(tmp_path):
    """docs/notation.md (a save holds a position text as its setup) with a pending
    lighthouse look: saved and loaded it is the same state, and the look goes on."""
    g = ti("""
        W1 G2
        FRI K5 Y
        BEN C4 W
        G3 ?lighthouse
        H5 ?chest3
        J9 ?trap
        bottles W 2
    """)
    act(g, "W1 G2-G3")
    act(g, "W1 > H5")
    path = save_game(g, tmp_path / "pending.json")
    g2 = load_game(path)
    assert g2.state_hash() == g.state_hash()
    assert g2.state.pending is not None and g2.state.pending.kind == "peek"
    act(g2, "W1 > J9")
    act(g, "W1 > J9")
    assert g2.state_hash() == g.state_hash()


@pytest.mark.parametrize("seed", [2, 5, 6])
def test_treasure_island_position_round_trips(seed):
    """docs/notation.md: the engine writes every position in the text form it reads back
    (characters, galleon, bottles, caves, known, smoke, converted, lost flags) - at every
    step of a random game."""
    g = Game.new("4", seed=seed, ruleset="treasure-island")
    rng = random.Random(seed)
    while not g.state.over and g.action_count < 300:
        assert Game.from_position(g.to_position()).state_hash() == g.state_hash(), \
            g.to_position()
        g.play(rng.choice(g.legal_actions()))


def check(g: Game) -> None:
    s = g.state
    assert total_coins(g) == 40, "a coin appeared or vanished"
    assert 0 <= sum(s.bottles) <= 10
    for p in (12, 13, 14):
        assert s.pirate(p).where != "dead", "the island's people are gone, not dead"
        assert (s.pirate(p).where == "absent") == (s.p_crew[p] < 0)
    if s.pending is not None:
        return
    # the tiles themselves, not their views: a view for each of 117 cells after every
    # action cost most of this test's time
    open_caves = {c for c in ISLAND_CELLS if s.up[c] and s.tiles[c].kind == CAVE}
    assert set(s.caves) == open_caves
    for p in s.pieces:
        if s.p_lost[p]:
            assert s.p_cell[p] in open_caves, f"piece {p} lost outside an open cave"
    m = s.pirate(14)
    if m.where == "land" and not s.converted:
        for q in s.pirates_at(m.cell):
            if q.where == "land" and q.pid != 14:
                assert s.side_of(q.crew) == s.side_of(m.crew), \
                    f"the Missionary stands with an enemy at {cell_name(m.cell)}"
    f = s.pirate(13)
    if f.where in ("land", "ship", "sea") and m.where in ("land", "ship", "sea") \
            and not s.converted:
        assert f.cell != m.cell, "Friday and the Missionary met and stayed"


ISLAND = frozenset(ISLAND_CELLS)


def check_thicket(g: Game) -> None:
    s = g.state
    if s.pending is not None:
        return
    # only a cell that holds coins or the galleon can break it: those are looked at (all
    # 117 cells after every action cost most of this test's time)
    held = {place // 8 for place, n in s.coins.items() if n}
    if s.galleon >= 0:
        held.add(s.galleon // 8)
    for c in sorted(held):
        if c in ISLAND and s.up[c] and s.tile(c).kind == "thicket":
            assert s.coins_at(c) == 0 and s.galleon // 8 != c, \
                f"a coin in the dense jungle at {cell_name(c)}: " + " | ".join(g.log()[-2:])


MODES = ["4", "4-teams", "3", "2", "2-light"]


def random_games(mode: str, games: int = 10, actions: int = 400):
    for seed in range(1, games + 1):
        g = Game.new(mode, seed=seed, ruleset="treasure-island")
        rng = random.Random(seed * 31 + len(mode))
        yield g
        while not g.state.over and g.action_count < actions:
            g.play(rng.choice(g.legal_actions()))
            yield g


@pytest.mark.parametrize("mode", MODES)
def test_random_treasure_island_games_keep_the_invariants(mode):
    """The invariants above, after every action of 10 random games per mode."""
    for g in random_games(mode):
        check(g)


def test_random_treasure_island_games_never_leave_a_coin_in_the_dense_jungle():
    """TI jungle (impossible to enter with a coin) and RULINGS 'Coins' (never into a
    treasure-island jungle), after every action of the random games of every mode."""
    for mode in ["3", "4", "4-teams", "2", "2-light"]:
        for g in random_games(mode, games=budget(quick=5, thorough=15), actions=500):
            check_thicket(g)
