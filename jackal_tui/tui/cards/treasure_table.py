"""The card game's treasure table: after each island, who reached which treasure, in how
many steps, and the coins each took (:func:`treasure_table` works the rows out from the
state before the island's cards are discarded; :class:`TreasureTableScreen` shows them
until ⏎).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from jackal_tui.games.cards.islands import cell_name, treasures
from jackal_tui.games.cards.state import GOLD


def treasure_table(state, coins_won: list[tuple[int, int]]) -> list[tuple[str, ...]]:
    """Rows of the treasure table after an island, from the state before its cards are
    discarded: (treasure, player, steps, coins) per pirate who dug, then who found none."""
    seatrank = {p: k for k, p in enumerate(state.order())}
    won = {}
    for seat, coins in coins_won:
        won[seat] = won.get(seat, 0) + coins
    rows = []
    for value, cell in sorted(treasures(state.island).items(), reverse=True):
        there = sorted((p for p in range(state.n)
                        if state.status[p] == GOLD and state.pos[p] == cell),
                       key=lambda p: (state.steps[p], seatrank[p]))
        if not there:
            rows.append((f"{value} at {cell_name(cell)}", "nobody", "", ""))
        for rank, p in enumerate(there):
            rows.append((f"{value} at {cell_name(cell)}", state.names[p], str(state.steps[p]),
                         str(max(0, value - rank))))
    for p in state.order():
        if state.sail[p] is False:
            rows.append(("", state.names[p], "", "in Tortuga"))
        elif state.status[p] != GOLD:
            rows.append(("", state.names[p], "", "no treasure"))
    return rows


class TreasureTableScreen(ModalScreen[None]):
    """The treasure table after an island (⏎ goes on)."""

    BINDINGS = [Binding("enter,space,escape", "close", "Go on", key_display="⏎")]

    def __init__(self, island_no: int, rows: list[tuple[str, ...]], coins: list[tuple[str, int]],
                 last: bool) -> None:
        super().__init__()
        self.island_no, self.rows, self.coins, self.last = island_no, rows, coins, last

    def compose(self) -> ComposeResult:
        text = Text()
        text.append(f"{'Treasure':<11}{'Pirate':<14}{'Steps':>6}{'Coins':>12}\n", "bold")
        for treasure, who, steps, coins in self.rows:
            text.append(f"{treasure:<11}{who[:13]:<14}{steps:>6}{coins:>12}\n")
        text.append("\nCoins now: " + ", ".join(f"{n} {c}" for n, c in self.coins), "bold")
        with Vertical(classes="dialog", id="treasure-table"):
            title = f"Treasure table, island card {self.island_no}" if self.island_no \
                else "Treasure table"
            yield Label(title, classes="dialog-title")
            yield Static(text, id="treasure-rows")
            yield Static("The game is over: ⏎ for the results." if self.last
                         else "⏎: the next island.", classes="dialog-text")

    def action_close(self) -> None:
        self.dismiss(None)
