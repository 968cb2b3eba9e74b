"""In a smoky turn the deciding player moves another side's crew (TI smoke; RULINGS:
the player of the next crew in turn order decides). A computer must play that crew for
its own side, not for the crew's."""

from jackal_tui.ai.classic.evaluate import decider_side
from jackal_tui.games.classic import Game


def smoky(turn: str) -> Game:
    return Game.from_position(f"""
        jackal treasure-island 4
        turn {turn}
        smoky
        W1 G2
        Y1 B7
        B1 G12
        R1 L7
        coins C12 5
    """)


def test_decider_side_in_a_smoky_turn_is_the_next_crews_side():
    g = smoky("W")
    s = g.state
    assert s.deciding_player() == s.player[1]  # Yellow's player moves White
    assert decider_side(s) == s.side[1] != s.side[0]


def test_decider_side_without_smoke_is_the_movers_side():
    g = Game.from_position("jackal classic 4\nturn B\nB1 G12\ncoins C12 5")
    assert decider_side(g.state) == g.state.side[2]
