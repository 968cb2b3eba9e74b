"""The quick and thorough tiers (see ``tests/conftest.py``), for tests to size themselves.

    from tiers import budget, thorough
    GAMES = budget(quick=40, thorough=1000, env="JACKAL_SELFPLAY_GAMES")

``tests/`` is on ``sys.path`` while pytest runs (its ``conftest.py`` puts it there), so
every test module imports this as ``tiers``.
"""

from __future__ import annotations

import os


def thorough() -> bool:
    """True in the thorough tier (``pytest --thorough``; ``JACKAL_THOROUGH=1`` carries it
    to xdist workers and subprocesses)."""
    return os.environ.get("JACKAL_THOROUGH") == "1"


def budget(quick: int, thorough: int, *, env: str | None = None) -> int:
    """A size for a long check: ``quick`` in the quick tier, ``thorough`` in the thorough.

    ``env`` names an environment variable that, when set, gives the size in either tier
    (``JACKAL_SELFPLAY_GAMES=5000 pytest tests/cards/test_selfplay.py``)."""
    if env and os.environ.get(env):
        return int(os.environ[env])
    return thorough if globals()["thorough"]() else quick
