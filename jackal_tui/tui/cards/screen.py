"""The card game's table: the island card, the players' coins, your hand and row, the
questions of the resolution, the move log.

The screen drives a :class:`~jackal_tui.session.Session` (seats, computers, autosave,
undo) and shows what the game's events did, one step at a time. It is made of parts, each
in its own module:

- **Planning** (:mod:`~jackal_tui.tui.cards.planning`): in hot-seat a "pass the keyboard
  to <name>" page comes before each person plans, so nobody sees another hand; then the
  planner lays a secret row from the hand and commits it.
- **Steps** (:mod:`~jackal_tui.tui.cards.steps`): whatever an action set going (the
  reveal, each pirate's resolution, the treasure, the new cards) is shown step by step on
  the island card: Space or ⏎ shows the next step, End all of them up to the next
  question. The path is drawn on the card with the steps counted.
- **Questions** (:mod:`~jackal_tui.tui.cards.questions`): Tortuga, Rum, where a card with
  a choice goes, Weapon, Man Friday, Doubling are asked when they apply, of the seat the
  rules ask (a question about a card of the hand is answered behind a hand-over).
- **The treasure table** (:mod:`~jackal_tui.tui.cards.treasure_table`) shows after each
  island: who reached which treasure, in how many steps, and the coins each took.
- This module: the layout and what the table shows, which keys apply now, what comes
  next after an action, undo and help.

Computer seats think in a worker (the session's :class:`~jackal_tui.session.Thinking`);
the screen never waits for them.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from jackal_tui.session import Changed
from jackal_tui.tui.at_table import AtTable
from jackal_tui.tui.computer_seats import ComputerSeats
from jackal_tui.tui.table_keys import TableScreen
from jackal_tui.tui.cards.island_card import IslandCard, player_letters, round_paths
from jackal_tui.tui.cards.planning import Planning
from jackal_tui.tui.cards.questions import QUESTIONS, Questions
from jackal_tui.tui.cards.steps import STEPS, Steps
from jackal_tui.tui.cards.table import (card_table, card_table_css, fit_card_table, log_lines,
                                        players_text, rows_text, seat_doing)
from jackal_tui.tui.cards.treasure_table import TreasureTableScreen, treasure_table
from jackal_tui.tui.screens.help import HelpScreen
from jackal_tui.tui.screens.secret import HandOverScreen
from jackal_tui.tui.widgets.too_small import TooSmall

# (the names the tests and the other screens import from here)
__all__ = ["CardsHelpScreen", "CardsScreen", "HandOverScreen", "QUESTIONS", "STEPS",
           "TreasureTableScreen", "treasure_table"]



class CardsHelpScreen(HelpScreen):
    """The card game's help: how to play, the cards, the keys (``tui/cards/help.py``)."""

    def __init__(self, state=None) -> None:
        super().__init__(state, cards=True)


class CardsScreen(Steps, Planning, Questions, AtTable, ComputerSeats, TableScreen):
    """One game of the card game at the table."""

    DEFAULT_CSS = card_table_css("CardsScreen")

    GAME_KEYS = [
        Binding("left", "pick(-1)", "Card", key_display="←→", show=False),
        Binding("right", "pick(1)", "Card", show=False),
        Binding("up,down", "switch", "Hand/row", key_display="↑↓", show=False),
        Binding("enter", "enter", "Take/put", key_display="⏎"),
        Binding("space", "step", "Next step", show=False),
        Binding("end", "all_steps", "All steps", key_display="End"),
        Binding("less_than_sign,comma", "shift(-1)", "Move left", key_display="<", show=False),
        Binding("greater_than_sign,full_stop", "shift(1)", "Move right", key_display=">",
                show=False),
        Binding("backspace", "take_back", "Take back", show=False),
        Binding("c", "commit", "Commit row"),
        Binding("i", "answer('sail')", "Sail"),
        Binding("r", "answer('rum')", "Rum"),
        Binding("y", "answer('yes')", "Yes"),
        Binding("n", "answer('no')", "No"),
        Binding("h", "look_hand", "Hand"),
        *[Binding(str(k), f"number({k})", str(k), show=False) for k in range(1, 10)],
        Binding("w", "moved_key('w', 's', 'saves')", show=False),
    ]

    def __init__(self, session) -> None:
        super().__init__()
        self.session = session
        self.game = session.game
        self.shown = self.game.state.copy()  # what the island card shows (lags in steps)
        self.shown_events = len(self.game.events)
        self.queue: list[tuple] = []
        self.step_words = ""  # what the last step shown did
        self.steps_shown = 0
        self.coins_won: list[tuple[int, int]] = []  # this island's coins, for the table
        self.paths = round_paths(self.game.events, self.game.state.n)
        self.letters = player_letters(self.game.state.names)
        self.planner: int | None = None  # the seat whose hand is shown for planning
        self.row: list[int] = []
        self.rest: list[int] = []  # the planner's hand without the row
        self.cursor = 0
        self.in_row = False
        self._modal = False  # a hand-over or treasure table is up

    # ----- building --------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield from card_table()

    def on_mount(self) -> None:
        fit_card_table(self)
        self.redraw()
        self.call_after_refresh(self.next_turn)

    def on_screen_resume(self) -> None:
        self.call_after_refresh(self.next_turn)

    # ----- what is going on -------------------------------------------------------------
    def deciding(self) -> int | None:
        """The seat to decide, once every step has been shown."""
        return None if self.stepping else self.session.current_seat()

    def mode(self) -> str:
        """plan, ask (a person answers a question), steps, computer, wait, over."""
        if self.stepping:
            return "steps"
        seat = self.session.current_seat()
        if seat is None:
            return "over"
        if not self.session.is_human(seat):
            return "computer"
        if self.game.state.phase == "plan":
            return "plan" if self.planner == seat else "wait"
        return "ask"

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if self.is_mounted and self.query_one(TooSmall).display and action not in (
                "cancel", "help", "save", "quit_to_title", "moved_key"):
            return False   # nothing to play on a table the player cannot see
        mode = self.mode()
        phase = self.game.state.phase
        if action in ("pick", "switch", "shift", "take_back", "commit"):
            return mode == "plan"
        if action == "enter":
            return mode in ("plan", "steps", "ask", "over", "wait")
        if action in ("step", "all_steps"):
            return mode == "steps"
        if action == "answer":
            want = parameters[0]
            if mode != "ask":
                return False
            return ((want == "sail" and phase == "tortuga")
                    or (want == "rum" and phase == "rum")
                    or (want == "yes" and phase in ("weapon", "friday", "double"))
                    or (want == "no" and phase in ("rum", "weapon", "friday", "double")))
        if action == "number":
            return mode == "ask" and phase in ("tortuga", "rum", "move")
        if action == "look_hand":
            return mode == "ask" and self.humans() > 1
        return True

    def on_key(self, event) -> None:
        """An answer's key while steps are still to be shown: say why nothing happens."""
        if self.stepping and (event.character or "") in "iynr123456789" and event.character:
            event.stop()
            self.notify("First the steps: Space shows the next one, End all of them up to "
                        "the question.", severity="warning", timeout=4)

    # ----- drawing ---------------------------------------------------------------------
    def redraw(self) -> None:
        s = self.shown
        current = s.cur
        self.query_one(IslandCard).show(s, self.paths, current)
        self.query_one("#cards-status", Static).update(self.status_text())
        self.query_one("#cards-players", Static).update(self.players_text())
        self.query_one("#cards-area", Static).update(self.area_text())
        self.query_one("#cards-log", Static).update(self.log_text())
        self.refresh_bindings()

    def log_text(self) -> Text:
        """The move log's last lines, wrapped to the column, as many as fit."""
        log = self.query_one("#cards-log", Static)
        return log_lines(self.game.log(), log.size.width or 33, log.size.height or 6)

    def on_resize(self) -> None:
        if self.is_mounted and self.query(IslandCard):
            if fit_card_table(self):
                self.refresh_bindings()
            self.call_after_refresh(self.redraw)

    def status_text(self) -> Text:
        s = self.shown
        # the islands turned up so far (the first one comes with the setup), and those left
        seen = self.shown_events - len(self.queue)
        done = 1 + sum(ev[0] == "island" for ev in self.game.events[:seen])
        if "position" in self.game.setup:
            done = "?" if done == 1 else f"{done - 1}+"  # islands before the position: unknown
        total = (done if isinstance(done, int) else 0) + len(s.islands)
        card = f"island card {s.island_no}" if s.island_no else "an island"
        text = Text(f"Island {done} of {total} ({card})" if isinstance(done, int)
                    else f"This island ({card}), {len(s.islands)} more to come", "bold")
        if self.session.practice:
            text.append(" · practice", "dim")
        if self.session.save_failing:
            text.append(" · NOT SAVED", "bold reverse")
        return text

    def players_text(self) -> Text:
        return players_text(self.shown, self.letters, self.deciding(), self.session.seats,
                            self.size.width or 80)

    def seat_doing(self, p: int) -> str:
        return seat_doing(self.shown, p)

    def area_text(self) -> Text:
        mode = self.mode()
        s = self.game.state
        text = Text()
        if mode == "steps":
            text.append(f"Step {self.steps_shown}: ", "bold")
            text.append(self.step_words or "...")
            text.append("\nSpace/⏎: next step · End: all steps\n", "dim")
            self.rows_text(text)
            return text
        if mode == "over":
            text.append("The game is over: ⏎ for the results.", "bold")
            return text
        seat = s.decider
        name = self.session.seat_name(seat)
        if self.step_words:
            text.append(f"Last: {self.step_words}\n\n", "dim")
        if mode == "computer":
            text.append(f"{self.session.seat_words(seat)} is deciding"
                        + (" (paused)" if self.session.paused else "…"))
            return text
        if mode == "wait":
            text.append(f"{name} plans next: ⏎ when {name} has the keyboard.")
            return text
        if mode == "plan":
            return self.plan_text(text, name)
        return self.question_text(text, name)

    def rows_text(self, text: Text) -> None:
        rows_text(text, self.shown, self.letters)

    # ----- after an action -------------------------------------------------------------
    def after_change(self, changed: Changed) -> None:
        self.shown_now()
        self.say_save_news(changed.save)
        if changed.taken_back:
            self.queue = []
            self.shown = self.game.state.copy()
            self.shown_events = len(self.game.events)
            self.paths = round_paths(self.game.events, self.shown.n)
            self.planner = None
            self.step_words = ("The last action taken back" if changed.taken_back == 1 else
                               f"{changed.taken_back} actions taken back")
            self.redraw()
            self.next_turn()
            return
        self.take_news()

    def next_turn(self) -> None:
        """What comes next once the steps are shown: the hand-over, a computer's thinking,
        the results."""
        if not self.is_mounted or not self.is_active or self.stepping or self._modal:
            return
        mode = self.mode()
        if mode == "over":
            return
        if mode == "wait":
            self.hand_over_to_planner(self.session.current_seat())
            return
        if mode == "computer" and self.let_computer_move():
            return
        if mode == "ask" and (auto := self.auto_answer()):
            self.play(auto)
            return
        self.redraw()

    def action_enter(self) -> None:
        """⏎: the next step, the results, the hand-over again, or a card taken or put."""
        mode = self.mode()
        if mode == "steps":
            self.show_step()
            return
        if mode == "over":
            self.show_results()
            return
        if mode == "ask":
            self.notify("Answer with the keys shown (e.g. y or n).", severity="warning")
            return
        if mode == "wait":
            self.next_turn()  # the hand-over again
            return
        if mode == "plan":
            self.take_or_put()

    def play(self, action) -> None:
        try:
            changed = self.session.play(action, self.session.current_seat())
        except ValueError as error:
            self.notify(f"Not now: {error}", severity="warning", timeout=6)
            return
        self.after_change(changed)

    # ----- computers (the rest is ComputerSeats') -------------------------------------
    def computer_may_play(self) -> bool:
        """A held choice waits for the steps before it to be shown."""
        return self.is_active and not self.stepping

    # ----- the rest --------------------------------------------------------------------
    def action_help(self) -> None:
        self.app.push_screen(CardsHelpScreen(self.game.state))

    def table_actions(self) -> tuple[list, str | None]:
        """The list (a) offers the answers to a question; a row is laid with its own keys."""
        mode = self.mode()
        if mode == "plan":
            return self.row_actions(), None
        why = {"steps": "First the steps: Space shows the next one, End all of them.",
               "computer": "A computer is deciding: wait for its move.",
               "wait": "The next planner takes the keyboard first: ⏎.",
               "over": "The game is over: ⏎ for the results."}.get(mode)
        if why:
            return [], why
        return super().table_actions()


    def action_undo(self) -> None:
        plan = self.session.plan_undo()
        if isinstance(plan, str):
            self.notify(plan, severity="warning", timeout=8)
            return
        if not plan.needs_agreement:
            self.after_change(self.session.undo(plan))
            return
        from jackal_tui.tui.screens.dialogs import ConfirmScreen

        who = "the players" + (" (the computers agree: practice)" if plan.computers_agree
                               else "")
        gone = "the last action" if plan.gone == 1 else f"{plan.gone} actions"
        detail = (f"Taking back {gone} undoes cards drawn or rows revealed: "
                  f"everyone has seen them. Do all {who} agree?")

        def answered(yes: bool | None) -> None:
            if yes:
                try:
                    self.after_change(self.session.undo(plan))
                except ValueError as error:
                    self.notify(str(error), severity="warning")

        self.app.push_screen(ConfirmScreen("Undo what everyone has seen?", detail), answered)
