"""Computer crews know only what their seat may know.

Where the face-down tiles lie, and the seed that turns arrows and cannons, must not change
what a crew chooses for a fixed rng seed and node budget: a crew sees the closed tiles
only through ``view.sample_view``, which deals them again at random.
"""

import random

import pytest

from jackal_tui.ai import make_crew
from jackal_tui.games.classic import Game, view
from jackal_tui.games.classic.board import ISLAND_CELLS, parse_cell
from jackal_tui.games.classic.state import State

from .helpers import LEVELS_FAST, crew

# A White pirate among closed tiles: a chest on one side, the cannibal on the other.
POSITION = """
jackal classic 2-light
turn W
W1 G3
B1 G9
ship W G1
F4 ?cannibal
G4 ?chest5
H4 ?arrow1
F3 ?empty
H3 ?ice
F2 ?chest2
G2 ?crocodile
H2 ?trap
coins G3 1
seed 11
"""


def swapped(s: State, a: int, b: int) -> State:
    t = s.copy()
    t.tiles[a], t.tiles[b] = t.tiles[b], t.tiles[a]
    t._tiles_key = None
    return t


def hand_position() -> State:
    return Game.from_position(POSITION).state


def game_position(seed: int, plies: int) -> Game:
    g = Game.new("2-light", seed=seed)
    rng = random.Random(seed)
    while g.action_count < plies and not g.state.over:
        g.play(rng.choice(g.legal_actions()))
    return g


def closed_pairs(s: State, rng: random.Random, n: int) -> list[tuple[int, int]]:
    cells = [c for c in ISLAND_CELLS if not s.up[c]]
    pairs = []
    while len(pairs) < n:
        a, b = rng.sample(cells, 2)
        if s.tiles[a].token() != s.tiles[b].token():
            pairs.append((a, b))
    return pairs


@pytest.mark.parametrize("level", LEVELS_FAST)
def test_swapping_closed_tiles_does_not_change_the_choice(level):
    s = hand_position()
    legal = view.legal_actions(s)
    pairs = [(parse_cell("F4"), parse_cell("G4")), (parse_cell("G4"), parse_cell("H4")),
             (parse_cell("F2"), parse_cell("H3"))]
    for seed in range(3):
        first = crew(level).choose(s, legal, seed)
        for a, b in pairs:
            t = swapped(s, a, b)
            assert crew(level).choose(t, view.legal_actions(t), seed) == first, (level, seed, a, b)
        t = s.copy()
        t.seed = 999  # how the arrows will turn is unknown too
        assert crew(level).choose(t, legal, seed) == first


@pytest.mark.parametrize("level", LEVELS_FAST)
def test_swapping_closed_tiles_in_real_games(level):
    rng = random.Random(5)
    for seed, plies in ((3, 6), (8, 40)):
        g = game_position(seed, plies)
        s, legal = g.state, g.legal_actions()
        first = crew(level).choose(s, legal, seed)
        for a, b in closed_pairs(s, rng, 3):
            assert crew(level).choose(swapped(s, a, b), legal, seed) == first


class GuardedTiles(list):
    """Tiles that refuse to show a face-down cell unless the engine deals a sample."""

    def __init__(self, tiles, up, gate):
        super().__init__(tiles)
        self.up, self.gate = up, gate

    def __getitem__(self, i):
        if isinstance(i, int) and not self.up[i] and not self.gate["open"]:
            raise AssertionError(f"a crew looked at the face-down tile of cell {i}")
        return super().__getitem__(i)

    def __iter__(self):
        if not self.gate["open"]:
            raise AssertionError("a crew looked through every tile")
        return super().__iter__()

    def copy(self):
        if not self.gate["open"]:
            raise AssertionError("a crew copied the real tiles")
        return list(super().__iter__())


class GuardedState(State):
    __slots__ = ()

    @property
    def seed(self):
        if not GATE["open"]:
            raise AssertionError("a crew read the game's seed")
        return State.__dict__["seed"].__get__(self)

    def key(self):
        raise AssertionError("a crew read the state key (it holds the hidden tiles)")

    def state_hash(self):
        raise AssertionError("a crew read the state hash (it hides the hidden tiles)")


GATE = {"open": False}


def guarded(s: State) -> State:
    g = GuardedState.__new__(GuardedState)
    for name in State.__slots__:
        try:
            State.__dict__[name].__set__(g, getattr(s, name))
        except AttributeError:  # a slot the position never set
            pass
    State.__dict__["tiles"].__set__(g, GuardedTiles(s.tiles, s.up, GATE))
    State.__dict__["_tiles_key"].__set__(g, "hidden")
    return g


@pytest.fixture
def gate(monkeypatch):
    real = view.sample_view

    def sample_view(s, rng):
        GATE["open"] = True
        try:
            out = real(s, rng)
        finally:
            GATE["open"] = False
        assert type(out) is State and type(out.tiles) is list
        return out

    monkeypatch.setattr(view, "sample_view", sample_view)
    GATE["open"] = False
    yield
    GATE["open"] = False


@pytest.mark.parametrize("level", LEVELS_FAST)
def test_crews_read_no_closed_tile_and_no_seed(level, gate):
    positions = [hand_position(), game_position(4, 0).state, game_position(6, 30).state]
    for s in positions:
        legal = view.legal_actions(s)
        g = guarded(s)
        action = crew(level).choose(g, legal, 1)
        assert action in legal


def test_the_guard_catches_a_peek(gate):
    g = guarded(hand_position())
    with pytest.raises(AssertionError):
        g.tiles[parse_cell("G4")]
    with pytest.raises(AssertionError):
        g.seed
    assert g.tiles[parse_cell("G3")].token() == "empty"


def test_strong_with_a_time_budget_reads_nothing_hidden_either(gate):
    s = game_position(9, 20).state
    make_crew("strong", seconds=0.1).choose(guarded(s), view.legal_actions(s), 3)
