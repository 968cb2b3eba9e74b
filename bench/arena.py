"""Computer crews against each other: win rate of A with a 95% confidence interval.

    python bench/arena.py --games 200 --a easy --b random --mode 2-light
    python bench/arena.py --games 200 --a strong --b easy --nodes 300

Game i is played on the island of seed SEED + i // sides with A on side i % sides, so
every island is played from both seats. ``--nodes`` (repeatable results) or ``--seconds``
set the strong crew's thinking budget per decision; a crew may carry settings, e.g.
``--a strong:nodes=600,rollout=2``. Games run in ``--workers`` processes (default 1).
``--record FILE`` keeps each game as it ends; the same command run again plays only the
games not yet in it (docs/computer-crews.md, "The arena").
The same command is ``python -m jackal_tui.ai arena``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai.arena import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(prog="bench/arena.py"))
