"""A notice said instead of a screen the terminal is too small for (every game's table,
replay and watching window)."""

from __future__ import annotations

from textual.widget import Widget
from textual.widgets import Static


class TooSmall(Static):
    """Said instead of a table the terminal is too small for: the size needed, this one's,
    and the way back. ``fit`` shows it or the table's ``body``."""

    DEFAULT_CSS = """
    TooSmall { width: 1fr; height: 1fr; content-align: center middle; text-align: center;
               text-style: bold; color: $warning; display: none; }
    """

    def __init__(self, back: str, what: str = "The island", **kwargs) -> None:
        super().__init__(**kwargs)
        self.back = back
        self.what = what

    def fit(self, width: int, height: int, need: tuple[int, int], body: Widget) -> bool:
        """Show this notice (``body`` hidden) if ``width`` x ``height`` is under ``need``;
        True if that changed which of the two is shown."""
        small = width < need[0] or height < need[1]
        if small:
            self.update(f"{self.what} needs a terminal of at least {need[0]}x{need[1]} "
                        f"characters.\nThis one is {width}x{height}: please make the window "
                        f"larger (or the font smaller).\n\n{self.back}")
        if small == self.display:
            return False
        self.display = small
        body.display = not small
        return True
