"""The whole move log of a game, in its words, each line by its number (``l`` at a table,
watching, and at the results)."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Label, Static


class FullLogScreen(Screen):
    """The whole move log, in the game's words."""

    BINDINGS = [Binding("escape,q,l", "app.pop_screen", "Close")]

    def __init__(self, lines: list[str], numbers: list[str] | None = None) -> None:
        """``numbers``: each line's label (Archipelago's turns: ``"12."`` on a turn's first
        action, ``""`` on the others); by default the lines are numbered 1, 2, 3."""
        super().__init__()
        self.lines = lines
        self.numbers = numbers if numbers is not None else [f"{k + 1}." for k in range(len(lines))]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="cards-log-full"):
            yield Label("Move log", classes="screen-title")
            yield Static(self.table() if self.lines else "No move yet.", id="full-log-lines")
        yield Footer(compact=True)

    def table(self) -> Table:
        """The lines beside their numbers, a long line wrapped under its own words (not
        back under the numbers)."""
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(ratio=1)
        for number, line in zip(self.numbers, self.lines):
            grid.add_row(number, line)
        return grid
