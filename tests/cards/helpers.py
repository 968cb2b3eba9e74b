"""Positions for the card game's rules tests (docs/notation.md, The card game)."""

from jackal_tui.games.cards import match_from_position

EXAMPLE_CARD = "R D . ~ / . 3 . . / . 1 X . / ~ W . L"   # island card 1


def position(players: list[str], phase: str, island: str = "1", first: int = 1,
             islands: str = "", extra: str = "") -> str:
    """``players``: the tail of each 'player N' line, e.g. 'coins 0 hand up-left sails'."""
    lines = [f"card-game {len(players)}", f"island {island}", f"islands {islands}",
             f"first {first}", f"phase {phase}"]
    lines += [f"player {i + 1} {p}" for i, p in enumerate(players)]
    return "\n".join(lines) + "\n" + extra


def match(players, phase, **kw):
    return match_from_position(position(players, phase, **kw))


def resolve(players, phase="plan 1", plays=(), **kw):
    """A match after playing ``plays`` (action texts) in order."""
    m = match(players, phase, **kw)
    for text in plays:
        m.play(text)
    return m


def texts(m) -> list[str]:
    return [str(a) for a in m.legal_actions()]
