"""Laying a secret row in the card game. In hot-seat (two or more people at the
keyboard) the shared hand-over page (:class:`~jackal_tui.tui.screens.secret.HandOverScreen`)
comes before each person plans, so nobody sees another hand. The planner's hand is a row of
cards: ← → pick, ⏎ puts the card at the end of the row (or takes it back), ↑ ↓ go between
hand and row, < > move the picked row card left or right, Backspace takes the last one
back, c commits: the ``lay`` actions are played in order, then ``done``. Until then the
row is the screen's alone (the actions list, a, adds to it too).

:class:`Planning` is a mixin of :class:`~jackal_tui.tui.cards.screen.CardsScreen`: it keeps
the ``planner`` (the seat whose hand is shown), their ``row`` so far and the ``rest`` of
the hand, the ``cursor`` and whether it is ``in_row``.
"""

from __future__ import annotations

from rich.text import Text

from jackal_tui.games.cards.deck import FLAGS, IN_HAND, MOVERS, NAMES
from jackal_tui.tui.cards.hand import CARD_TITLES, card_list, draw_cards
from jackal_tui.tui.screens.secret import HandOverScreen


class Planning:
    """The planner's hand and secret row, and the keys that lay it."""

    def hand_over_to_planner(self, seat: int) -> None:
        """The next planner takes the keyboard: behind a hand-over when several people
        play (q there goes back to the title, as at the table; the game is saved)."""
        if self.humans() <= 1:
            self.start_planning(seat)
            return
        self._modal = True

        def passed(answer: str | None) -> None:
            if answer == "title":
                self._modal = False
                self.action_quit_to_title()
            else:
                self.start_planning(seat)

        name = self.session.seat_name(seat)
        self.app.push_screen(HandOverScreen(
            name, f"{name} lays a secret row for {self.island_words()}.",
            leave="q: back to the title (the game is saved).", escape_leaves=False),
            passed)

    def plan_text(self, text: Text, name: str) -> Text:
        width = max(20, (self.size.width or 80) - 36)
        text.append(f"{name}, lay your secret row", "bold")
        laid = self.game.state.row[self.planner]
        if laid:
            text.append(f" (laid already: {card_list(laid)})")
        text.append("\nHand" + (" ◀" if not self.in_row else "") + ":\n", "bold")
        text.append_text(draw_cards(self.rest, None if self.in_row else self.cursor, width))
        text.append("\nRow" + (" ◀" if self.in_row else "") + ":\n", "bold")
        text.append_text(draw_cards(self.row, self.cursor if self.in_row else None, width,
                                    numbered=True))
        text.append("\n⏎ take/put back · <> move · c commit", "dim")
        return text

    def start_planning(self, seat: int) -> None:
        self._modal = False
        self.planner = seat
        rest = list(self.game.state.hand[seat])
        self.rest = rest
        self.row = []
        self.cursor = 0
        self.in_row = False
        self.redraw()

    # ----- planning keys ---------------------------------------------------------------
    def _line(self) -> list[int]:
        return self.row if self.in_row else self.rest

    def action_pick(self, step: int) -> None:
        line = self._line()
        if line:
            self.cursor = (self.cursor + step) % len(line)
        self.redraw()

    def action_switch(self) -> None:
        self.in_row = not self.in_row
        self.cursor = max(0, min(self.cursor, len(self._line()) - 1))
        self.redraw()

    def lay_refusal(self, card: int, place: int) -> str | None:
        """Why ``card`` cannot go at ``place`` in the row (None: it can)."""
        if card in IN_HAND:
            return (f"{CARD_TITLES[card]} stays in the hand: it is played during the "
                    "resolution, never laid in the row.")
        first = place == 0 and not self.game.state.row[self.planner]
        if card in FLAGS and not first:
            return f"A {CARD_TITLES[card]} may only be the first card of a row."
        return None

    def take_or_put(self) -> None:
        """⏎ while planning: the picked card of the hand goes to the end of the row, or
        the picked card of the row back to the hand."""
        if self.in_row:
            if not self.row:
                self.notify("The row is empty: ↑ goes back to the hand.", severity="warning")
                return
            card = self.row[self.cursor]
            if card in FLAGS and len(self.row) > 1 and self.cursor == 0:
                self.notify("Take the other cards back first: a flag may only be the first "
                            "card, so the next one cannot take its place... unless it is "
                            "a flag.", severity="warning")
            self.row.pop(self.cursor)
            self.rest.append(card)
            self.rest.sort()
            self.cursor = max(0, min(self.cursor, len(self.row) - 1))
        else:
            if not self.rest:
                self.notify("Your hand is empty.", severity="warning")
                return
            card = self.rest[self.cursor]
            if why := self.lay_refusal(card, len(self.row)):
                self.notify(why, severity="warning")
                return
            self.rest.pop(self.cursor)
            self.row.append(card)
            self.cursor = max(0, min(self.cursor, len(self.rest) - 1))
        self.redraw()

    def action_take_back(self) -> None:
        if self.row:
            self.rest.append(self.row.pop())
            self.rest.sort()
            self.redraw()

    def action_shift(self, step: int) -> None:
        if not self.in_row or not self.row:
            self.notify("< and > move a card of the row: ↓ goes to the row first.",
                        severity="warning")
            return
        k, j = self.cursor, self.cursor + step
        if not 0 <= j < len(self.row):
            self.notify("That is the end of the row.", severity="warning")
            return
        row = list(self.row)
        row[k], row[j] = row[j], row[k]
        if why := self.lay_refusal(row[j], j) or self.lay_refusal(row[k], k):
            self.notify(why, severity="warning")
            return
        self.row, self.cursor = row, j
        self.redraw()

    def action_commit(self) -> None:
        """Lay the row in order (one ``lay`` action per card), then ``done``."""
        seat = self.planner
        if not self.row and not self.game.state.row[seat] and any(
                c in MOVERS or c in FLAGS for c in self.game.state.hand[seat]):
            self.notify("Lay at least 1 card: you hold an arrow, a horse or a flag.",
                        severity="warning")
            return
        changed = None
        try:
            for card in self.row:
                changed = self.session.play(f"lay {NAMES[card]}", seat)
            changed = self.session.play("done", seat)
        except ValueError as error:
            self.notify(f"Cannot lay that row: {error}", severity="error")
            if changed is not None:
                self.after_change(changed)
            return
        self.planner = None
        self.row, self.rest = [], []
        self.after_change(changed)

    def row_actions(self) -> list:
        """While a row is laid: what the rules allow after the cards put in it so far
        (each ``lay`` puts its card at the end of the row, ``done`` commits it)."""
        from jackal_tui.games.cards.rules import legal

        state = self.game.state.copy()
        seat = self.planner
        for card in self.row:
            state.row[seat].append(card)
            state.hand[seat].remove(card)
        return legal(state)

    def play_from_list(self, action) -> None:
        """A pick from the actions list: while a row is laid it goes into the row (the
        row is still secret and can be changed until it is committed)."""
        if self.mode() != "plan":
            self.play(action)
        elif action.kind == "done":
            self.action_commit()
        else:
            self.rest.remove(action.arg)
            self.row.append(action.arg)
            self.cursor = max(0, min(self.cursor, len(self._line()) - 1))
            self.redraw()
