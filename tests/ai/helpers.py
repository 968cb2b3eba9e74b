"""Shared bits of the computer-crew tests."""

from jackal_tui.ai import make_crew

LEVELS_FAST = ("random", "easy", "strong")
STRONG_NODES = 60   # a small, fixed budget: repeatable and quick


def crew(level: str):
    """A fresh crew of the level; strong searches a fixed number of nodes."""
    return make_crew(level, nodes=STRONG_NODES) if level == "strong" else make_crew(level)
