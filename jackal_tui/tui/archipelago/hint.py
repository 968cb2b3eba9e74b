"""A puzzle's hint and its best results, on the Archipelago play screen.

``H`` (a key no game's table uses) asks for the next action of a best solving line from
the position on the board (:func:`jackal_tui.games.archipelago.solver.hint`). The search
runs in a thread worker: the panel says "thinking…" (and how far it has searched) while
the player keeps moving; an answer for a position no longer on the board is dropped.
The answer chooses the piece, puts the cursor on the cell it goes to (marked ``*``) and
says the action in words; when no goal of the card can be met any more, it says so.
Hints asked for are counted in this sitting and shown with the result.

When a puzzle ends solved its result is kept in the data folder
(:mod:`jackal_tui.persistence.records`); the results screen says whether it is a new
best.
"""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.worker import get_current_worker

from jackal_tui.games.archipelago.actions import Action
from jackal_tui.games.archipelago.solo import (CARDS, card_number, goal_words, goals_missed,
                                               pirates_alive)
from jackal_tui.shown import printable

HINT_KEY = "H"


def action_words(s, a: Action) -> str:
    """The hinted action in words: ``W2 steps to D3, dragging a coin``."""
    if a.kind == "move":
        where = s.name(s.board.parse(a.to)) if a.to else "?"
        return f"{a.who} steps to {where}" + (", dragging a coin" if a.coin else "")
    if a.kind == "choose":
        return f"{a.who} chooses {a.to}" if a.to else f"{a.who}: {a}"
    return str(a)


def alive_words(alive: int) -> str:
    return "all 3 alive" if alive == 3 else f"{alive} alive"


class PuzzleHints:
    """A part of the Archipelago play screen: the hint key and the puzzle's record."""

    hint: object = None          # the solver's Hint for the position asked about
    hint_for: tuple | None = None    # (action count, position) the hint or search is for
    hint_news = ""               # what the panel says of the hint ("thinking…", the answer)
    hints_used = 0
    record_words = ""            # the results' line on the best result
    _recorded: tuple | None = None   # the result kept (turns, alive, hints)

    # ----- which game
    def puzzle_card(self) -> int | None:
        s = self.state
        return card_number(s.island) if s.solo else None

    def position_now(self) -> tuple:
        """(the action count, the position): what a hint is asked for."""
        from jackal_tui.games.archipelago.solver import position_key

        return (self.game.action_count, position_key(self.state))

    # ----- H
    def action_hint(self) -> None:
        card = self.puzzle_card()
        if card is None:
            self.refuse("Hints are for the pirate puzzles (one player).")
            return
        s = self.state
        if s.over:
            self.refuse("The card is over: no hint to give.")
            return
        now = self.position_now()
        if self.hint_for == now and self.hint is not None:
            self.show_hint()     # asked again: the same answer, the cursor back on it
            return
        if self.hint_for == now:
            self.notify("Still thinking about this position…", timeout=3)
            return
        missed = goals_missed(card, s.turns, pirates_alive(s))
        if len(missed) == len(CARDS[card][1]):
            why = "; ".join(f"{goal_words([g])}: {w}" for g, w in missed)
            self.hint_for, self.hint = now, None
            self.hint_news = (f"No hint: no goal of this card can be met any more ({why}). "
                              "u takes moves back.")
            self.redraw_panel()
            return
        self.hints_used += 1
        self.hint_for, self.hint = now, None
        known = self.hints_known().get(now[1])
        if known is not None:   # along a line found before: at once
            self.hint = known
            self.show_hint()
            return
        self.hint_news = "Hint: thinking…"
        self.redraw_panel()
        self.think_hint(s.copy(), now)

    def hints_known(self) -> dict:
        """The positions along the lines found so far, each with the rest of its line."""
        if "_hints_known" not in self.__dict__:
            self._hints_known = {}
        return self._hints_known

    @work(thread=True, exclusive=True, group="hint", exit_on_error=False)
    def think_hint(self, s, asked: tuple) -> None:
        """The solver's answer for position ``s``, off the interface thread."""
        from jackal_tui.games.archipelago.solver import hint

        worker = get_current_worker()

        def progress(turn: int, last: int) -> bool:
            if worker.is_cancelled:
                return False
            self.app.call_from_thread(self._hint_progress, asked, turn, last)
            return True

        from jackal_tui.games.archipelago.solver import along

        found = hint(s, progress, lambda: worker.is_cancelled)
        passed = along(s, found) if found is not None else []
        if not worker.is_cancelled:
            self.app.call_from_thread(self._hint_found, asked, found, passed)

    def _hint_progress(self, asked: tuple, turn: int, last: int) -> None:
        if asked == self.hint_for and self.hint is None and self.is_mounted:
            self.hint_news = f"Hint: thinking… (looking at turn {turn} of {last})"
            self.redraw_panel()

    def _hint_found(self, asked: tuple, found, passed=()) -> None:
        self.hints_known().update(passed)   # true whatever the board shows now
        if not self.is_mounted or asked != self.hint_for or asked != self.position_now():
            return   # the board has moved on: the answer is for a position gone
        if found is None:
            self.hint_news = ("No hint: from here no line meets a goal of this card in "
                              "time. u takes moves back.")
            self.redraw_panel()
            return
        self.hint = found
        self.show_hint()

    def show_hint(self) -> None:
        """Choose the hinted piece and put the cursor on where it goes."""
        from jackal_tui.tui.archipelago.panel import target

        found = self.hint
        a = found.actions[0]
        s = self.state
        self.hint_news = (f"Hint: {action_words(s, a)} (a best line: solved in turn "
                          f"{found.turns}, {alive_words(found.alive)}). ⏎ plays it.")
        if a.kind == "move" and self.fixed_targets() is None:
            self.chosen = a.who
            self.with_coin = a.coin
        cell = target(s, a)
        if cell >= 0:
            self.map.put_cursor(cell)
        self.redraw()

    def hint_cells(self) -> set[int]:
        """The hinted action's target cell, marked on the map."""
        from jackal_tui.tui.archipelago.panel import target

        if self.hint is None or self.hint_for != self.position_now():
            return set()
        cell = target(self.state, self.hint.actions[0])
        return {cell} if cell >= 0 else set()

    def hint_text(self) -> Text:
        if not self.hint_news:
            return Text()
        if self.hint_for is not None and self.hint_for[0] != self.game.action_count:
            return Text()
        return Text("\n" + self.hint_news, "bold" if self.hint is not None else "")

    def forget_hint(self) -> None:
        """The board changed: a hint for the old position is no longer shown (a search
        under way is left to end; its answer is dropped)."""
        if self.hint_for is not None and self.hint_for[0] != self.game.action_count:
            self.hint, self.hint_news = None, ""
            self.hint_for = None
            self.workers.cancel_group(self, "hint")

    # ----- the record
    def record_if_solved(self) -> None:
        """A puzzle just ended solved: keep its result, once for this screen."""
        card = self.puzzle_card()
        s = self.state
        if card is None or not s.over or not self.game.winners():
            return
        alive = pirates_alive(s)
        if self._recorded == (s.turns, alive, self.hints_used):
            return
        self._recorded = (s.turns, alive, self.hints_used)
        from jackal_tui.persistence.records import record_result

        outcome = record_result(self.session.data_dir, card, turns=s.turns, alive=alive,
                                hints=self.hints_used)
        self.record_words = record_words(card, s.turns, alive, self.hints_used, outcome)
        extra = outcome.message()
        if extra:
            self.notify(extra, severity="warning" if outcome.error is None else "error",
                        timeout=10)


def record_words(card: int, turns: int, alive: int, hints: int, outcome) -> str:
    """The results' line on the puzzle's best: a new best, or the best kept."""
    hint_words = "no hint" if hints == 0 else "1 hint" if hints == 1 else f"{hints} hints"
    this = f"{turns} turn{'' if turns == 1 else 's'}, {alive_words(alive)}, {hint_words}"
    if outcome.new_best:
        return (f"New best for puzzle {card}: {this}. Kept in "
                f"{printable(str(outcome.records.path))}.")
    if outcome.error:
        return f"This result ({this}) could not be kept: {outcome.error}."
    best = outcome.records.best(card) if outcome.records is not None else None
    if best is None:
        return f"This result: {this}."
    return (f"This result: {this}. Best kept: {best.turns} turns, {alive_words(best.alive)}"
            f"{'' if not best.hints else f', {best.hints} hint' + ('s' if best.hints > 1 else '')}.")
