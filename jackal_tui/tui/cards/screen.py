"""The card game's table: the island card, the players' coins, your hand and row, the
questions of the resolution, the move log.

The screen drives a :class:`~jackal_tui.session.Session` (seats, computers, autosave,
undo) and shows what the game's events did, one step at a time:

- **Planning.** In hot-seat (two or more people), a "pass the keyboard to <name>" screen
  comes before each person plans, so nobody sees another hand. The planner's hand is a
  row of cards: ← → pick, ⏎ puts the card at the end of the row (or takes it back), ↑ ↓
  go between hand and row, < > move the picked row card left or right, c commits: the
  screen plays the ``lay`` actions in order, then ``done``.
- **Steps.** Whatever an action set going (the reveal, each pirate's resolution, the
  treasure, the new cards) is shown step by step on the island card: Space or ⏎ shows the
  next step, ``a`` all of them up to the next question. The path is drawn on the card with
  the steps counted.
- **Questions** (Tortuga, Rum, where a card with a choice goes, Weapon, Man Friday,
  Doubling) are asked when they apply, of the seat the rules ask.
- **The treasure table** shows after each island: who reached which treasure, in how many
  steps, and the coins each took.

Computer seats think in a worker (the session's :class:`~jackal_tui.session.Thinking`);
the screen never waits for them.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from jackal_tui.games.cards.deck import FLAGS, IN_HAND, MOVERS, NAMES, TORTUGA
from jackal_tui.games.cards.islands import ISLANDS, cell_name, treasures
from jackal_tui.games.cards.notation import describe
from jackal_tui.games.cards.state import GOLD
from jackal_tui.session import HUMAN, Changed
from jackal_tui.tui.at_table import AtTable
from jackal_tui.tui.computer_seats import ComputerSeats
from jackal_tui.tui.table_keys import TableScreen
from jackal_tui.tui.cards.hand import CARD_TITLES, card_list, card_words, draw_cards
from jackal_tui.tui.cards.hand_over import HAND_CARDS, HandScreen
from jackal_tui.tui.screens.help import HelpScreen
from jackal_tui.tui.screens.secret import HandOverScreen
from jackal_tui.tui.widgets.too_small import TooSmall
from jackal_tui.tui.cards.island_card import IslandCard, player_letters, round_paths
from jackal_tui.tui.cards.table import (card_table, card_table_css, fit_card_table, log_lines,
                                        players_text, rows_text, seat_doing)

# Events that are a step of their own on screen (the others go with the next one).
STEPS = frozenset(("sail", "tortuga", "reveal", "rum", "start", "goto", "attach",
                   "end", "coins", "shuffle", "token", "island", "over"))
QUESTIONS = {
    "tortuga": "sail to the island, or visit Tortuga?",
    "rum": "play Rum on {cur}? Each Rum is one more step for that pirate.",
    "move": "the card has a choice: where does the pirate go?",
    "weapon": "a bandit at {at}: attach a Weapon to go in? Without one the turn ends there.",
    "friday": "difficult terrain at {at}: attach Man Friday (1 step instead of 2)?",
    "double": "attach a Doubling to make the card's move again?",
}


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


class CardsHelpScreen(HelpScreen):
    """The card game's help: how to play, the cards, the keys (``tui/cards/help.py``)."""

    def __init__(self, state=None) -> None:
        super().__init__(state, cards=True)


class CardsScreen(AtTable, ComputerSeats, TableScreen):
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
    @property
    def stepping(self) -> bool:
        return bool(self.queue)

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

    def question_text(self, text: Text, name: str) -> Text:
        s = self.game.state
        phase = s.phase
        text.append(f"{name}: ", "bold")
        text.append(self.question_words() + "\n")
        hot_seat = self.humans() > 1
        if phase in HAND_CARDS and hot_seat:
            text.append("n: no · h: " + name + " answers with the hand in view (the "
                        "keyboard passes)", "bold")
        elif phase == "tortuga":
            offers = [f"{a.arg}: pay {a.arg} for {TORTUGA[a.arg]} cards"
                      for a in self.session.legal() if a.kind == "tortuga"]
            text.append(" · ".join(["i: sail to the island", *offers]), "bold")
        elif phase == "rum":
            text.append("r: one Rum · 2-4: that many · n: no Rum", "bold")
        elif phase == "move":
            card = s.row[s.decider][s.next[s.decider]]
            text.append(f"The card: {card_words(card)}\n")
            for k, action in enumerate(self.session.legal(), 1):
                where = "lost (he stays, 1 step)" if action.kind == "lost" \
                    else f"to {cell_name(action.arg)}"
                text.append(f"{k}: {where}\n", "bold")
        else:
            text.append("y: yes · n: no", "bold")
        if self.session.is_human(s.decider) and self.humans() == 1:
            text.append(f"\nYour hand: {card_list(s.hand[s.decider])}", "dim")
        elif phase not in HAND_CARDS and hot_seat:
            text.append(f"\nh: {name} looks at the hand (the keyboard passes)", "dim")
        text.append("\n")
        self.rows_text(text)
        return text

    def humans(self) -> int:
        return sum(kind == HUMAN for kind in self.session.seats)

    # ----- steps -----------------------------------------------------------------------
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
            seat = self.session.current_seat()
            if self.humans() > 1:
                self._modal = True
                def passed(answer: str | None) -> None:
                    if answer == "leave":
                        self._modal = False
                        self.action_quit_to_title()
                    else:
                        self.start_planning(seat)

                name = self.session.seat_name(seat)
                self.app.push_screen(HandOverScreen(
                    name, f"{name} lays a secret row for {self.island_words()}.",
                    leave="q: back to the title (the game is saved).", escape_leaves=False),
                    passed)
            else:
                self.start_planning(seat)
            return
        if mode == "computer" and self.let_computer_move():
            return
        if mode == "ask" and (auto := self.auto_answer()):
            self.play(auto)
            return
        self.redraw()

    def auto_answer(self) -> str | None:
        """"no" for the only person at the table when the question is about a card of the
        hand that they do not hold: nobody else looks at the screen, so the question can go
        without being asked. In hot-seat it is always asked (an answer given at once would
        tell the others that the hand holds no such card)."""
        s = self.game.state
        card = HAND_CARDS.get(s.phase)
        if card is None or self.humans() != 1 or not self.session.is_human(s.decider):
            return None
        return None if card in s.hand[s.decider] else f"no {s.phase}"

    def forget_seat_messages(self) -> None:
        """Before a hand-over: what the table says for one seat goes (the hand-over
        clears the notifications; what the table shows of a seat is drawn again for the
        next one)."""
        self.app.clear_notifications()

    def private_answers(self) -> bool:
        """Whether the question on the table is answered behind a hand-over (hot-seat, a
        question about a card of the hand): only the decline key answers on the table."""
        s = self.game.state
        return (self.mode() == "ask" and s.phase in HAND_CARDS and self.humans() > 1
                and self.session.is_human(s.decider))

    def action_look_hand(self) -> None:
        """h: pass the keyboard to the deciding player, who sees the hand in private (and
        answers there a question about a card of the hand)."""
        s = self.game.state
        seat = s.decider
        if seat is None or not self.session.is_human(seat):
            return
        question = self.question_words()

        def answered(action: str | None) -> None:
            if action and action != "leave":
                self.play(action)

        self.app.push_screen(HandScreen(self.session.seat_name(seat), list(s.hand[seat]),
                                        s.phase, question, self.size.width or 80), answered)

    def question_words(self) -> str:
        """The question on the table, in public words."""
        s = self.game.state
        cur = s.names[s.cur] if s.cur is not None else ""
        at = cell_name(s.pending) if s.pending is not None else ""
        return QUESTIONS[s.phase].format(cur=cur, at=at)

    def island_words(self) -> str:
        s = self.game.state
        return f"island card {s.island_no}" if s.island_no else "this island"

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

    def action_enter(self) -> None:
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
        if mode != "plan":
            return
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

    # ----- questions -------------------------------------------------------------------
    def action_answer(self, want: str) -> None:
        if want != "no" and self.private_answers():
            self.action_look_hand()  # the hand decides: behind a hand-over
            return
        text = {"sail": "sail", "rum": "rum", "no": f"no {self.game.state.phase}",
                "yes": self.game.state.phase}[want]
        self.play(text)

    def action_number(self, k: int) -> None:
        phase = self.game.state.phase
        if phase == "tortuga":
            if k not in TORTUGA:
                self.notify("Tortuga sells 2 cards for 1 coin, 3 for 2, 5 for 3: press 1, "
                            "2 or 3.", severity="warning")
                return
            if self.game.state.coins[self.game.state.decider] < k:
                self.notify(f"Tortuga: {k} coins buy {TORTUGA[k]} cards, and you have "
                            f"{self.game.state.coins[self.game.state.decider]}.",
                            severity="warning")
                return
            self.play(f"tortuga {k}")
        elif phase == "rum":
            if self.private_answers():
                self.action_look_hand()
                return
            self.play("rum" if k == 1 else f"rum {k}")
        elif phase == "move":
            legal = self.session.legal()
            if not 1 <= k <= len(legal):
                self.notify(f"Choose 1 to {len(legal)}.", severity="warning")
                return
            self.play(legal[k - 1])

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
