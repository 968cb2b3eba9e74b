"""Going from screen to screen without knowing the app: what a screen needs to leave.

Screens import this, never :mod:`jackal_tui.tui.app` (tests/tui/test_layers.py).
"""

from __future__ import annotations


def back_to_title(app) -> None:
    """Leave the game or the results for the title screen (always at the bottom)."""
    if len(app.screen_stack) > 1:
        app.pop_screen()
