"""The card game's steps: whatever an action set going (the reveal, each pirate's
resolution, the treasure, the new cards) is shown one step at a time on the island card.
Space or ⏎ shows the next step, End all of them up to the next question; with nobody at
the keyboard (computers only) they go on by themselves at the computers' pace. The
treasure table after an island waits for ⏎.

:class:`Steps` is a mixin of :class:`~jackal_tui.tui.cards.screen.CardsScreen`: it keeps
the events not shown yet (``queue``), the state the island card shows (``shown``, which
lags behind the game's by those events), the paths drawn and the island's coins.
"""

from __future__ import annotations

from jackal_tui.games.cards.notation import STEP_EVENTS as STEPS, describe
from jackal_tui.tui.cards.island_card import round_paths
from jackal_tui.tui.cards.treasure_table import TreasureTableScreen, treasure_table


class Steps:
    """What the game's events did, shown one step at a time."""

    @property
    def stepping(self) -> bool:
        return bool(self.queue)

    def take_news(self) -> None:
        """Queue what happened since the screen last looked at the game."""
        self.queue.extend(self.game.events[self.shown_events:])
        self.shown_events = len(self.game.events)
        self.steps_shown = 0
        self.show_step()
        self._auto_steps()

    def _auto_steps(self) -> None:
        """With nobody at the keyboard (computers only), the steps go on by themselves at
        the computers' pace; a treasure table still waits for ⏎."""
        if self.humans() == 0 and self.stepping:
            self.set_timer(max(0.3, getattr(self.app, "pace", 0.8)), self._auto_step)

    def _auto_step(self) -> None:
        if self.is_mounted and self.stepping and not self._modal:
            self.show_step()
        self._auto_steps()

    def show_step(self) -> None:
        """Apply queued events to what is shown, up to and including the next visible step."""
        while self.queue:
            ev = self.queue[0]
            if ev[0] in ("discard", "over") and self.shown.revealed and not self._modal:
                self.show_treasure_table(last=ev[0] == "over")
                return
            self.queue.pop(0)
            before = self.shown.copy()
            words = describe([ev], self.shown)
            self.track(ev, before)
            if ev[0] in STEPS:
                self.steps_shown += 1
                self.step_words = words or self.step_words
                break
        if not self.queue:
            self.shown = self.game.state.copy()
        self.redraw()
        if not self.queue:
            self.next_turn()

    def track(self, ev: tuple, before) -> None:
        """The paths and the island's coins, as the events go by."""
        kind = ev[0]
        if kind == "island":
            self.paths = [[] for _ in range(self.shown.n)]
            self.coins_won = []
        elif kind == "coins":
            self.coins_won.append((ev[1], ev[2]))
        elif kind in ("start", "goto", "rum"):
            self.paths = round_paths(self.game.events[:self._event_index()], self.shown.n)

    def _event_index(self) -> int:
        return self.shown_events - len(self.queue)

    def show_treasure_table(self, *, last: bool) -> None:
        s = self.shown
        rows = treasure_table(s, self.coins_won)
        coins = [(s.names[p], s.coins[p]) for p in range(s.n)]
        self._modal = True
        self.redraw()

        def closed(_=None) -> None:
            ev = self.queue.pop(0)
            describe([ev], self.shown)
            self.track(ev, None)
            self._modal = False
            self.show_step()

        self.app.push_screen(TreasureTableScreen(s.island_no, rows, coins, last), closed)

    def action_step(self) -> None:
        self.show_step()

    def action_all_steps(self) -> None:
        while self.queue and not self._modal:
            self.show_step()

