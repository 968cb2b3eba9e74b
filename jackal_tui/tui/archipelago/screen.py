"""Jackal Archipelago at the table: the map, the crews, the move log.

The screen drives a :class:`~jackal_tui.session.Session` (seats, computers, autosave,
undo), as the island and card games' screens do, and knows the game only through its
legal actions:

- **Choosing on the map.** Arrows or hjkl move the cursor. ⏎ on a cell with a piece or a
  boat that can act chooses it (⏎ again on the same cell, or Tab, goes to the next one
  there); the cells it can go to are in square brackets; ⏎ on one of them goes. ``c``
  drags a coin along. The boats' set-up, a choice inside a move (an arrow, a knight's
  jump, a flight, the die's diagonal, the tile to look at) are chosen on the map too:
  their cells are bracketed at once.
- **The list.** ``a`` lists every legal action (the fallback that always works); ``b``
  the bottles' uses and "done"; a choice that is no cell (the musket's way, an arrow's
  new way) opens the list with ⏎. ``e`` proposes to end the island; ``y``/``n`` answer.
- A move the rules refuse says why (the rules core's reason,
  :func:`jackal_tui.games.archipelago.game.why_not`).

The panel beside the map and the move log are drawn in words by :mod:`.panel`. Computer
seats think in a worker (the session's :class:`~jackal_tui.session.Thinking`);
the screen never waits for them.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from jackal_tui.games.archipelago.actions import Action, parse_piece, piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES
from jackal_tui.games.archipelago.game import why_not
from jackal_tui.games.archipelago.state import BOAT, LAND, SEA
from jackal_tui.session import Changed
from jackal_tui.tui.archipelago.hint import HINT_KEY, PuzzleHints
from jackal_tui.tui.archipelago.campaign import CAMPAIGN_KEY, CampaignTurns
from jackal_tui.tui.archipelago.map import ArchipelagoMap, least_size
from jackal_tui.tui.archipelago.panel import MIN_LOG, PanelWords, cell_of, origin, target
from jackal_tui.tui.at_table import AtTable
from jackal_tui.tui.computer_seats import ComputerSeats
from jackal_tui.tui.table_keys import TableScreen
from jackal_tui.tui.widgets.footer import KeysFooter
from jackal_tui.tui.widgets.messages import MessageArea
from jackal_tui.tui.archipelago.campaign_words import log_labels
from jackal_tui.tui.widgets.move_log import turn_labels  # noqa: F401 (the one numbering)
from jackal_tui.tui.widgets.too_small import TooSmall

PANEL_WIDTH = 34   # the least the panel needs


class ArchipelagoScreen(PuzzleHints, CampaignTurns, PanelWords, AtTable, ComputerSeats, TableScreen):
    """One game of Jackal Archipelago at the table."""

    DEFAULT_CSS = """
    ArchipelagoScreen #arch-left { width: auto; height: 1fr; }
    ArchipelagoScreen #arch-log { height: 1fr; color: $text-muted; }
    ArchipelagoScreen #arch-right { width: 1fr; height: 1fr; padding-left: 1; }
    ArchipelagoScreen #arch-crews { height: auto; }
    ArchipelagoScreen #arch-prompt { height: auto; margin-top: 1; }
    ArchipelagoScreen #arch-cell { height: 1fr; color: $text-muted; }
    """

    GAME_KEYS = [
        Binding("up", "cursor(0,1)", "Cursor", show=False),
        Binding("down", "cursor(0,-1)", "Cursor", show=False),
        Binding("left", "cursor(-1,0)", "Cursor", show=False),
        Binding("right", "cursor(1,0)", "Cursor", show=False),
        Binding("enter", "enter", "Choose/go", key_display="⏎"),
        Binding("tab", "next_piece", "Next", show=False),
        Binding("c", "coin", "Coin"),
        Binding("b", "bottles", "Bottles"),
        Binding("d", "done", "Done", show=False),
        Binding("r", "revive", "Revive", show=False),
        Binding("e", "propose", "End?", show=False),
        Binding(HINT_KEY, "hint", "Hint"),
        Binding("y", "vote(True)", "Agree", show=False),
        Binding("n", "vote(False)", "Refuse", show=False),
        Binding("L", "log", "Log", show=False),
        Binding("w", "moved_key('w', 's', 'saves')", show=False),
        CAMPAIGN_KEY,
    ]

    def __init__(self, session) -> None:
        super().__init__()
        self.session = session
        self.chosen: str | None = None     # the piece or boat chosen ("W2", "W")
        self.with_coin = False
        self.last_words = ""               # what the last action did, for the prompt
        self._over_shown = False
        log = self.game.log(max(0, self.game.action_count - 1))
        if log:   # a game opened again: what was done last
            self.last_words = log[-1]

    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.game.state

    # ----- building --------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Horizontal(id="arch-body"):
            with Vertical(id="arch-left"):
                yield ArchipelagoMap(self.state, id="arch-map")
                yield MessageArea(id="arch-messages")
                yield Static(id="arch-log")
            with Vertical(id="arch-right"):
                yield Static(id="arch-crews")
                yield Static(id="arch-prompt")
                yield Static(id="arch-cell")
        yield TooSmall("q: back to the title screen (the game is kept)",
                       id="arch-too-small")
        yield KeysFooter(compact=True)

    @property
    def map(self) -> ArchipelagoMap:
        return self.query_one(ArchipelagoMap)

    def on_mount(self) -> None:
        if not self.query(ArchipelagoMap):   # closed before it was shown (the app ending)
            return
        self.fit_map()
        self.map.put_cursor(self.start_cursor())
        self.redraw()
        self.call_after_refresh(self.next_turn)

    def on_screen_resume(self) -> None:
        self.redraw()
        self.call_after_refresh(self.next_turn)

    def on_resize(self) -> None:
        if self.is_mounted and self.query(ArchipelagoMap):
            self.fit_map()
            self.call_after_refresh(self.redraw)

    @property
    def too_small(self) -> bool:
        return self.query_one(TooSmall).display

    def fit_map(self) -> None:
        width, height = self.size.width or 80, self.size.height or 24
        if self.query_one(TooSmall).fit(width, height, least_size(self.state.board),
                                        self.query_one("#arch-body")):
            self.refresh_bindings()
        m = self.map
        m.fit(width - PANEL_WIDTH - 1, height - 1 - MIN_LOG)
        map_w = m.map_size()[0]
        self.query_one("#arch-left").styles.width = max(map_w, 26)

    def start_cursor(self) -> int:
        """Where the cursor starts: the place to choose, else the crew's boat."""
        s = self.state
        legal = self.session.legal()
        cells = [target(s, a) for a in legal if a.kind in ("place", "choose")]
        rec = self.recommended()
        if rec:
            return min(rec)
        if cells and cells[0] >= 0:
            return cells[0]
        crew = s.turn
        if crew >= 0 and s.boats[crew] >= 0:
            return s.boats[crew]
        return s.board.width + 1

    # ----- what can be done --------------------------------------------------------------
    def mode(self) -> str:
        """act (a person's turn), computer, watch (another's turn far away), over."""
        seat = self.session.current_seat()
        if seat is None:
            return "over"
        if not self.session.is_human(seat):
            return "computer"
        return "act"

    def recommended(self) -> set[int]:
        """In the set-up, the recommended place of the crew to put its boat (if still free)."""
        s = self.state
        if s.phase != "setup" or s.over:
            return set()
        boats = self.game.setup.get("boats") or []
        if s.turn < len(boats):
            cell = cell_of(s, boats[s.turn])
            if any(target(s, a) == cell for a in self.session.legal()):
                return {cell}
        return set()

    def fixed_targets(self) -> list[Action] | None:
        """Actions chosen by a cell with nothing to choose first: the set-up, a decision
        inside a move. None when a piece or boat must be chosen first."""
        legal = self.session.legal()
        if legal and all(a.kind in ("place", "choose") for a in legal):
            return legal
        return None

    def candidates(self, cell: int) -> list[str]:
        """The pieces and boats that can go somewhere from ``cell`` (pieces first)."""
        s = self.state
        found = []
        for a in self.session.legal():
            if a.kind in ("move", "boat") and origin(s, a) == cell and a.who not in found:
                found.append(a.who)
        return sorted(found, key=lambda w: (len(w) == 1, w))

    def chosen_actions(self) -> list[Action]:
        fixed = self.fixed_targets()
        if fixed is not None:
            return fixed
        if self.chosen is None:
            return []
        return [a for a in self.session.legal()
                if a.who == self.chosen and a.kind in ("move", "boat")]

    def target_cells(self) -> set[int]:
        s = self.state
        return {c for c in (target(s, a) for a in self.chosen_actions()) if c >= 0}

    def chosen_cell(self) -> int | None:
        s = self.state
        if self.fixed_targets() is not None:
            pd = s.pending
            return s.p_cell[pd["piece"]] if pd and s.p_cell[pd["piece"]] >= 0 else None
        if self.chosen is None:
            return None
        if len(self.chosen) == 1:
            return s.boats[CREW_LETTERS.index(self.chosen)]
        p = parse_piece(self.chosen)
        return s.p_cell[p] if s.p_cell[p] >= 0 else None

    # ----- keys ----------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if self.is_mounted and self.too_small and action not in (
                "cancel", "help", "save", "quit_to_title", "moved_key"):
            return False   # nothing to play on a table the player cannot see
        if action == "hint":   # only a puzzle has hints; shown while it is played
            return (self.mode() == "act") if self.state.solo else False
        if action in ("enter", "next_piece", "coin", "actions", "bottles", "done", "revive",
                      "propose", "vote"):
            return self.mode() == "act" or (action == "enter" and self.mode() == "over")
        return True

    def action_cursor(self, dx: int, dy: int) -> None:
        self.map.move_cursor(dx, dy)
        self.redraw_panel()

    def action_enter(self) -> None:
        if self.mode() == "over":
            self.show_results()
            return
        s = self.state
        cell = self.map.cursor
        fixed = self.fixed_targets()
        if fixed is not None:
            here = [a for a in fixed if target(s, a) == cell]
            if here:
                self.play_one(here)
            elif any(target(s, a) < 0 for a in fixed):
                self.offer(list(self.session.legal()), self.prompt_words())
            else:
                self.refuse(self.not_there(fixed, cell))
            return
        if self.chosen is not None and cell in self.target_cells():
            self.go(cell)
            return
        found = self.candidates(cell)
        if found:
            if self.chosen in found:
                k = found.index(self.chosen)
                self.chosen = found[(k + 1) % len(found)]
            else:
                self.chosen = found[0]
            self.with_coin = False
            self.redraw()
            return
        if self.chosen is not None:
            self.refuse(self.why_not_there(cell))
            return
        self.refuse(self.nothing_here(cell))

    def go(self, cell: int) -> None:
        s = self.state
        acts = [a for a in self.chosen_actions() if target(s, a) == cell]
        coined = [a for a in acts if a.coin == self.with_coin]
        if self.with_coin and not coined:
            self.notify("No coin can come along there: he goes without it.", timeout=4)
        self.play_one(coined or acts)

    def play_one(self, acts: list[Action]) -> None:
        if len(acts) == 1:
            self.play(acts[0])
            return
        self.offer(acts, "Which one?")

    def not_there(self, fixed: list[Action], cell: int) -> str:
        s = self.state
        names = ", ".join(sorted({a.to for a in fixed if a.to}, key=lambda n: cell_of(s, n)))
        if s.phase == "setup":
            who = CREW_NAMES[s.turn]
            return (f"{who}'s boat cannot be set up at {s.name(cell)}: a boat starts in the "
                    "water next to a beach, not touching another boat. The places: " + names)
        return f"Not {s.name(cell)}: {self.prompt_words()}. One of {names}."

    def why_not_there(self, cell: int) -> str:
        """The rules core's reason the chosen piece or boat cannot go to ``cell``."""
        s = self.state
        who = self.chosen
        if len(who) == 1:
            frm = s.boats[CREW_LETTERS.index(who)]
            a = Action("boat", who, s.name(frm), s.name(cell))
        else:
            p = parse_piece(who)
            a = Action("move", who, s.name(s.p_cell[p]), s.name(cell), self.with_coin)
        return why_not(s, a, self.session.legal())

    def nothing_here(self, cell: int) -> str:
        s = self.state
        mine = [p for p in range(13) if s.p_cell[p] == cell and s.p_where[p] in (LAND, SEA, BOAT)]
        crew = s.turn
        if mine:
            p = mine[0]
            a = Action("move", piece_name(p), s.name(cell), s.name(cell))
            reason = why_not(s, a, self.session.legal())
            return f"{piece_name(p)} cannot move now: " + reason.split(": ", 1)[-1]
        return (f"Nothing of {CREW_NAMES[crew]}'s can act from {s.name(cell)}: choose one of "
                "its pieces or its boat (Tab goes to the next one), or a for the list.")

    def refuse(self, why: str) -> None:
        self.notify(why, title="Not possible", severity="warning", timeout=8)

    def action_next_piece(self) -> None:
        s = self.state
        everyone: list[str] = []
        for a in self.session.legal():
            if a.kind in ("move", "boat") and a.who not in everyone:
                everyone.append(a.who)
        everyone.sort(key=lambda w: (len(w) == 1, w))
        if not everyone:
            self.refuse("No piece or boat to move now: " + self.prompt_words())
            return
        k = everyone.index(self.chosen) + 1 if self.chosen in everyone else 0
        self.chosen = everyone[k % len(everyone)]
        cell = self.chosen_cell()
        if cell is not None:
            self.map.put_cursor(cell)
        self.with_coin = False
        self.redraw()

    def action_coin(self) -> None:
        if self.chosen is None or not any(a.coin for a in self.chosen_actions()):
            self.refuse("No coin to drag: the chosen pirate must stand on a coin "
                        "(and the Missionary carries none).")
            return
        self.with_coin = not self.with_coin
        self.redraw()

    def action_bottles(self) -> None:
        acts = [a for a in self.session.legal() if a.kind in ("bottle", "done", "look")]
        if not acts:
            s = self.state
            crew = s.turn
            if s.phase != "bottles":
                why = ("bottles are used after the crew's action, at the end of its turn"
                       if s.bottles[crew] else f"{CREW_NAMES[crew]} has no bottle")
            elif s.smoky:
                why = "no bottle is used in a smoky turn"
            else:
                why = "no pirate can use one now (a pit, a labyrinth, the Missionary near)"
            self.refuse(f"No bottle now: {why}.")
            return
        self.offer(acts, f"{CREW_NAMES[self.state.turn]} holds "
                         f"({self.state.bottles[self.state.turn]})")

    def action_done(self) -> None:
        acts = [a for a in self.session.legal() if a.kind == "done"]
        if acts:
            self.play(acts[0])
        else:
            self.refuse("'Done' ends the bottles at the end of a turn: first the crew acts.")

    def action_revive(self) -> None:
        acts = [a for a in self.session.legal() if a.kind == "revive"]
        if not acts:
            self.refuse("A dead pirate comes back only while a living pirate of his crew "
                        "stands in the shrine (and the crew has fewer than 3).")
            return
        self.play_one(acts)

    def action_propose(self) -> None:
        acts = [a for a in self.session.legal() if a.kind == "propose"]
        if not acts:
            self.refuse("An end is proposed at the start of your action, once a turn, and "
                        "not in a smoky turn.")
            return
        self.play(acts[0])

    def action_vote(self, yes: bool) -> None:
        acts = [a for a in self.session.legal() if a.kind == ("agree" if yes else "refuse")]
        if not acts:
            self.refuse("Nobody has proposed to end the island.")
            return
        self.play(acts[0])

    def cancel(self) -> bool:
        """Esc: the chosen piece or boat is let go."""
        if self.chosen is None:
            return False
        self.chosen = None
        self.with_coin = False
        self.redraw()
        return True

    # ----- playing ---------------------------------------------------------------------
    def play(self, action) -> None:
        try:
            changed = self.session.play(action, self.session.current_seat())
        except ValueError as error:
            self.refuse(str(error))
            return
        self.after_change(changed)

    def after_change(self, changed: Changed) -> None:
        self.forget_hint()
        self.record_if_solved()
        self.shown_now()
        self.say_save_news(changed.save)
        if changed.played is not None:
            log = self.game.log(self.game.action_count - 1)
            self.last_words = log[0] if log else str(changed.played)
        elif changed.taken_back:
            self.last_words = ("The last action taken back" if changed.taken_back == 1 else
                               f"{changed.taken_back} actions taken back")
        self.chosen = None
        self.with_coin = False
        fixed = self.fixed_targets()
        if fixed is not None and self.mode() == "act":
            cells = [target(self.state, a) for a in fixed if target(self.state, a) >= 0]
            rec = self.recommended()
            if rec or cells:
                self.map.put_cursor(min(rec) if rec else cells[0])
        self.redraw()
        self.private_look(changed)   # a Lookout's look: its face, to its own seat
        self.next_turn()

    def next_turn(self) -> None:
        if not self.is_mounted or not self.is_active:
            return
        if self.campaign_turn():   # the draw between islands, or a new island's table
            return
        mode = self.mode()
        if mode == "over":
            if not self._over_shown:
                self._over_shown = True
                self.notify("The island has ended: ⏎ for the results.", timeout=6)
            return
        if mode == "act":
            self.auto_choose()
            return
        if self.let_computer_move():
            return
        self.redraw()

    def auto_choose(self) -> None:
        """With only one piece or boat able to act (a solo puzzle's pirate), choose it."""
        if self.fixed_targets() is not None or self.chosen is not None:
            return
        whos = {a.who for a in self.session.legal() if a.kind in ("move", "boat")}
        if len(whos) == 1 and all(a.kind in ("move", "boat") for a in self.session.legal()):
            self.chosen = whos.pop()
            cell = self.chosen_cell()
            if cell is not None:
                self.map.put_cursor(cell)
            self.redraw()

    # ----- drawing ---------------------------------------------------------------------
    def redraw(self) -> None:
        s = self.state
        chosen = self.chosen_cell()
        self.map.show(s, chosen=chosen, targets=self.target_cells(),
                      recommended=self.recommended() | self.hint_cells())
        self.query_one("#arch-log", Static).update(self.log_text())
        self.redraw_panel()
        self.refresh_bindings()

    def redraw_panel(self) -> None:
        self.query_one("#arch-crews", Static).update(self.crews_text())
        self.query_one("#arch-prompt", Static).update(self.prompt_text())
        self.query_one("#arch-cell", Static).update(self.cell_text())

    # ----- the rest ----------------------------------------------------------------------
    def results_screen(self):
        """The results, with a puzzle's record (a new best, or the best kept)."""
        from jackal_tui.tui.archipelago.view import ArchipelagoView
        from jackal_tui.tui.screens.results import ResultsScreen

        view = ArchipelagoView(self.game)
        view.record_words = self.record_words
        return ResultsScreen(self.game, view=view)

    def action_help(self) -> None:
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.state, self.map.cursor))

    def log_numbers(self) -> list[str]:
        return log_labels(self.game)

    def action_undo(self) -> None:
        plan = self.session.plan_undo()
        if isinstance(plan, str):
            self.notify(plan, title="No undo", severity="warning", timeout=8)
            return
        self.stop_computer()  # its thinking is about a position that is going away
        if not plan.needs_agreement:
            self._undo_confirmed(plan, True)
            return
        from jackal_tui.tui.screens.dialogs import ConfirmScreen

        question = ("Undo a move that opened a tile, rolled the die or looked at a tile?"
                    if plan.gone == 1 else f"Undo {plan.gone} actions?")
        detail = ("A tile was opened, the die rolled or a tile looked at: everyone has "
                  "seen it. Undo only if all players agree.")
        if plan.computers_agree:
            detail += " This is a practice game: the computers agree."
        self.app.push_screen(ConfirmScreen(question, detail, yes="Everyone agrees: undo"),
                             lambda yes: self._undo_confirmed(plan, yes))

    def _undo_confirmed(self, plan, yes: bool | None) -> None:
        if not yes:
            self.next_turn()
            return
        try:
            changed = self.session.undo(plan)
        except ValueError as error:
            self.notify(str(error), severity="warning")
            return
        self.after_change(changed)
