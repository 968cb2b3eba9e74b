"""Hand-written positions that are slightly wrong: each is refused with a PositionError,
or it is a position the rules can play on (legal actions, play, write it back). Nothing
else may happen (a crash would be a position the reader let through by mistake)."""

import random

import pytest

from jackal_tui.games.cards import PositionError, match_from_position, new_match, random_action

CELLS = [c + r for c in "abcd" for r in "1234"]
PLAYER_WORDS = ["going", "gold", "out", "sails", "tortuga", "planned", "doubled"]


def positions(seed: int) -> list[str]:
    m = new_match("card-game", str(2 + seed % 3), seed=seed)
    rng = random.Random(seed)
    out = []
    while not m.is_over():
        if rng.random() < 0.2:
            out.append(m.to_position())
        m.play(random_action(m.state, rng, True))
    return out


def mutate(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    n = int(lines[0].split()[1])
    if rng.random() < 0.5:
        phase = f"{rng.choice(['plan', 'move', 'rum', 'double', 'tortuga'])} {rng.randint(1, n)}"
        if rng.random() < 0.3:
            phase = f"{rng.choice(['friday', 'weapon'])} {rng.randint(1, n)} {rng.choice(CELLS)}"
        lines = [f"phase {phase}" if line.startswith("phase") else line for line in lines]
    players = [i for i, line in enumerate(lines) if line.startswith("player")]
    i = rng.choice(players)
    lines[i] += " " + rng.choice(PLAYER_WORDS + [f"at {rng.choice(CELLS)}",
                                                 f"card {rng.randint(1, 4)}",
                                                 f"steps {rng.randint(0, 5)}"])
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", range(6))
def test_a_spoilt_position_is_refused_or_playable(seed):
    rng = random.Random(seed)
    texts = positions(seed)
    accepted = 0
    for _ in range(150):
        text = mutate(rng.choice(texts), rng)
        try:
            m = match_from_position(text)
        except PositionError:
            continue
        accepted += 1
        for _ in range(30):
            if m.is_over():
                break
            assert m.legal_actions(), text
            m.play(rng.choice(m.legal_actions()))
        assert match_from_position(m.to_position()).state_hash() == m.state_hash()
    assert accepted   # the test plays some positions, not only refusals
