"""Waiting in interface tests for what a test checks, not for time to pass.

A Pilot pause lets the app run until it looks idle; a resize, a screen being mounted or a
worker may need more than one. :func:`until` pauses until the thing checked has happened,
with a deadline far above what an idle machine needs, so that only a hang fails there.
"""

from __future__ import annotations

import time

DEADLINE = 60.0


async def until(pilot, condition, what: str = "the app", seconds: float = DEADLINE) -> None:
    """Pause ``pilot``'s app until ``condition()`` is true; fail after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"waited {seconds:.0f} s for {what}"
        await pilot.pause()
