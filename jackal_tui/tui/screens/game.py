"""Playing: the island, the side panel, the move log, and the keys of a turn.

The screen keeps only interface state (cursor, selected piece, the drag-a-coin switch);
everything about the rules comes from ``game.legal_actions()``, so whatever the board
offers is exactly what the rules core allows.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Rule, Static

from ... import persistence
from ...engine import CREW_NAMES, Action, IllegalActionError, cell_name, pirate_name
from ..widgets.board import CELL_SIZES, IslandBoard, board_size
from ..widgets.panel import CrewPanel, PromptPanel, TileInfoPanel, crew_player

PANEL_MIN = 27  # narrowest side panel that still shows every crew line
LOG_MIN = 3  # lines of move log under the board at the smallest size
MIN_WIDTH = board_size(*CELL_SIZES[0]).width + PANEL_MIN
MIN_HEIGHT = board_size(*CELL_SIZES[0]).height + LOG_MIN + 1  # + footer

Piece = tuple[str, int]  # ("pirate", pid) or ("ship", crew)

PENDING_WORDS = {
    "arrow": "which arrow to follow",
    "horse": "where the horse jumps",
    "fly": "where to fly",
    "airplane": "where to fly (w: stay and wait)",
}


def piece_name(piece: Piece) -> str:
    kind, who = piece
    return f"{CREW_NAMES[who]}'s ship" if kind == "ship" else pirate_name(who)


def cell_size_for(width: int, height: int) -> tuple[int, int] | None:
    """The largest cell size whose board, panel and log fit the terminal, or None."""
    for cw, ch in reversed(CELL_SIZES):
        board = board_size(cw, ch)
        if board.width + PANEL_MIN <= width and board.height + LOG_MIN + 1 <= height:
            return cw, ch
    return None


class GameScreen(Screen):
    """One game in progress, hot-seat: whoever's turn it is uses the keyboard."""

    BINDINGS = [
        Binding("enter,space", "select", "Go", key_display="⏎"),
        Binding("c", "toggle_coin", "Coin"),
        Binding("w", "stay", "Wait"),
        Binding("r", "revive", "Revive"),
        Binding("a", "action_list", "List"),
        Binding("u", "undo", "Undo"),
        Binding("s", "save", "Save"),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("q", "quit_to_title", "Quit"),
        Binding("escape", "deselect", "Cancel", show=False),
        Binding("pageup,left_square_bracket", "log_page(-1)", "Log up", show=False),
        Binding("pagedown,right_square_bracket", "log_page(1)", "Log down", show=False),
    ]

    def __init__(self, game, *, save_path: Path | None = None) -> None:
        super().__init__()
        self.game = game
        self.save_path = save_path
        self.selected: Piece | None = None
        self.drag_coin = False
        self._legal_for = -1
        self._legal: list[Action] = []
        self._log_lines = 0

    # ----- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Horizontal(id="game-body"):
            with Vertical(id="left"):
                yield IslandBoard(id="board")
                yield RichLog(id="log", wrap=True, auto_scroll=True, markup=False, min_width=20)
            with Vertical(id="panel"):
                yield CrewPanel(id="crews")
                yield Rule(id="rule-1")
                yield TileInfoPanel(id="tile-info")
                yield Rule(id="rule-2")
                yield PromptPanel(id="prompt")
        yield Static(id="too-small")
        yield Footer(compact=True)

    @property
    def board(self) -> IslandBoard:
        return self.query_one(IslandBoard)

    def on_mount(self) -> None:
        log = self.query_one(RichLog)
        log.can_focus = False
        self.board.cursor = self.game.state.ship_cell(self.game.state.turn)
        self.board.focus()
        self._lay_out(self.app.size.width, self.app.size.height)
        self.refresh_game()

    def on_resize(self, event: events.Resize) -> None:
        self._lay_out(event.size.width, event.size.height)

    def _lay_out(self, width: int, height: int) -> None:
        size = cell_size_for(width, height)
        too_small = self.query_one("#too-small", Static)
        body = self.query_one("#game-body")
        if size is None:
            too_small.update(
                f"The island needs a terminal of at least {MIN_WIDTH}x{MIN_HEIGHT} characters.\n"
                f"This one is {width}x{height}: please make the window larger "
                "(or the font smaller).\n\nq: back to the title screen"
            )
            too_small.display = True
            body.display = False
            return
        too_small.display = False
        body.display = True
        if (self.board.cell_w, self.board.cell_h) != size:
            self.board.set_cell_size(*size)
            if self.is_mounted and self._log_lines:
                self.call_after_refresh(self._show_log, True)

    # ----- reading the rules core ----------------------------------------------------------
    @property
    def state(self):
        return self.game.state

    def legal(self) -> list[Action]:
        if self._legal_for != self.game.action_count:
            self._legal = list(self.game.legal_actions())
            self._legal_for = self.game.action_count
        return self._legal

    def piece_cell(self, piece: Piece) -> int:
        kind, who = piece
        return self.state.ship_cell(who) if kind == "ship" else self.state.pirate(who).cell

    def movable_pieces(self) -> list[Piece]:
        """Every piece with a legal action, ordered so that pieces on one cell are together."""
        pieces: set[Piece] = set()
        for action in self.legal():
            if action.kind == "ship":
                pieces.add(("ship", action.who))
            elif action.kind in ("move", "choose", "stay"):
                pieces.add(("pirate", action.who))
        return sorted(pieces, key=lambda p: (self.piece_cell(p), p[0] == "ship", p[1]))

    def piece_actions(self, piece: Piece | None) -> list[Action]:
        if piece is None:
            return []
        kind, who = piece
        if kind == "ship":
            return [a for a in self.legal() if a.kind == "ship" and a.who == who]
        return [a for a in self.legal() if a.kind in ("move", "choose") and a.who == who]

    def can_drag(self, piece: Piece | None) -> bool:
        return any(a.coin for a in self.piece_actions(piece))

    def targets(self) -> dict[int, list[Action]]:
        """Cells the selected piece can go to now (with or without a coin, as switched)."""
        out: dict[int, list[Action]] = {}
        for action in self.piece_actions(self.selected):
            if action.kind == "move" and action.coin != self.drag_coin:
                continue
            out.setdefault(action.to, []).append(action)
        return out

    # ----- showing ------------------------------------------------------------------------------
    def refresh_game(self) -> None:
        """Bring every part of the screen up to the game's state."""
        state = self.state
        pending = state.pending
        if pending is not None:
            self.selected = ("pirate", pending.pirate)
        elif self.selected is not None and self.selected not in self.movable_pieces():
            self.selected = None
        if not self.can_drag(self.selected):
            self.drag_coin = False
        self.board.show_state(state)
        self._show_marks()
        self.query_one(CrewPanel).show_state(state)
        self.query_one(TileInfoPanel).show_cell(state, self.board.cursor)
        self._show_log()
        self._show_prompt()
        self.refresh_bindings()

    def _show_marks(self) -> None:
        selected_cell = self.piece_cell(self.selected) if self.selected else -1
        self.board.set_marks(self.targets().keys(), selected_cell)

    def _show_log(self, rewrite: bool = False) -> None:
        lines = self.game.log()
        log = self.query_one(RichLog)
        if len(lines) < self._log_lines or rewrite:
            log.clear()
            self._log_lines = 0
        for i in range(self._log_lines, len(lines)):
            log.write(f"{i + 1:>3}. {lines[i]}")
        self._log_lines = len(lines)

    def _show_prompt(self) -> None:
        state = self.state
        lines: list[str | Text] = []
        if state.over:
            lines.append("The game is over.")
        else:
            if state.pending is not None:
                pending = state.pending
                lines.append(Text(
                    f"{pirate_name(pending.pirate)} must choose {PENDING_WORDS.get(pending.kind, 'where to go')}:"
                    " a green cell, then ⏎", style="bold"))
            elif self.selected is not None:
                line = Text(f"{piece_name(self.selected)} selected: ", style="bold")
                line.append("move to a green cell, ⏎. Esc cancels.")
                lines.append(line)
                if self.can_drag(self.selected):
                    lines.append(f"c: drag a coin [{'ON' if self.drag_coin else 'off'}]")
            else:
                lines.append("⏎ on a piece of yours to select it; Tab jumps to the next one.")
        self.query_one(PromptPanel).show(lines)

    def on_island_board_cursor_moved(self, message: IslandBoard.CursorMoved) -> None:
        self.query_one(TileInfoPanel).show_cell(self.state, message.cell)

    # ----- keys: why a key does nothing now ---------------------------------------------------------
    def why_not(self, action: str) -> str | None:
        """Why an action cannot be used now (None when it can)."""
        state = self.state
        if action in ("select", "next_piece") and state.over:
            return "The game is over."
        if action == "toggle_coin":
            if self.selected is None:
                return "Select a pirate standing on coins first."
            if not self.can_drag(self.selected):
                return f"{piece_name(self.selected)} has no coin it can drag from here."
        elif action == "stay":
            if not any(a.kind == "stay" for a in self.legal()):
                return "Waiting is only for a pirate who has just landed on the airplane."
        elif action == "revive":
            if not any(a.kind == "revive" for a in self.legal()):
                return ("Revival needs a dead pirate of this crew and a living one in the "
                        "native girl's fortress (♥).")
        elif action == "undo":
            if self.game.action_count == 0:
                return "Nothing to undo yet."
        elif action == "action_list":
            if not self.legal():
                return "There is no legal action now."
        elif action == "deselect":
            if state.pending is not None:
                return f"{pirate_name(state.pending.pirate)} must choose first."
            if self.selected is None:
                return "Nothing is selected."
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("toggle_coin", "stay", "revive", "undo", "action_list"):
            return None if self.why_not(action) else True
        return True

    def on_key(self, event: events.Key) -> None:
        """A key bound to something impossible now says why instead of doing nothing."""
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            reason = self.why_not(binding.action.split("(")[0])
            if reason and self.check_action(binding.action.split("(")[0], ()) is None:
                event.stop()
                event.prevent_default()
                self.notify(reason, severity="warning", timeout=4)
                return

    # ----- keys: playing -----------------------------------------------------------------------------
    def action_select(self) -> None:
        """Enter/space: go to the cursor cell, or select a piece there."""
        state = self.state
        if state.over:
            self.notify("The game is over.", severity="warning")
            return
        cell = self.board.cursor
        targets = self.targets()
        if self.selected is not None and cell in targets:
            self.play_one(targets[cell])
            return
        if state.pending is not None:
            self.notify(
                f"{pirate_name(state.pending.pirate)} must choose one of the green cells first.",
                severity="warning")
            return
        here = [p for p in self.movable_pieces() if self.piece_cell(p) == cell]
        if here:
            if self.selected in here:
                self.select(here[(here.index(self.selected) + 1) % len(here)])
            else:
                self.select(here[0])
            return
        if self.selected is not None:
            self.notify(f"{piece_name(self.selected)} cannot go to {cell_name(cell)}: "
                        "the green cells are where it can go.", severity="warning")
        else:
            self.notify(f"Nothing of {CREW_NAMES[state.turn]}'s can move from {cell_name(cell)}. "
                        "Tab jumps to a piece that can.", severity="warning")

    def select(self, piece: Piece | None) -> None:
        if self.state.pending is not None:
            piece = ("pirate", self.state.pending.pirate)
        self.selected = piece
        if not self.can_drag(piece):
            self.drag_coin = False
        self._show_marks()
        self._show_prompt()
        self.refresh_bindings()

    def action_next_piece(self, step: int = 1) -> None:
        """Tab: select the next piece that can move (pieces on one cell come in turn)."""
        pieces = self.movable_pieces()
        if not pieces:
            self.notify("No piece can move now.", severity="warning")
            return
        if self.state.pending is not None:
            piece = ("pirate", self.state.pending.pirate)
        elif self.selected in pieces:
            piece = pieces[(pieces.index(self.selected) + step) % len(pieces)]
        else:
            piece = pieces[0] if step > 0 else pieces[-1]
        self.board.cursor = self.piece_cell(piece)
        self.select(piece)

    def action_deselect(self) -> None:
        self.select(None)

    def action_toggle_coin(self) -> None:
        if not self.can_drag(self.selected):
            return
        self.drag_coin = not self.drag_coin
        if not self.targets():
            self.drag_coin = not self.drag_coin
            self.notify("With a coin this pirate can go nowhere from here.", severity="warning")
        self._show_marks()
        self._show_prompt()

    def action_stay(self) -> None:
        stays = [a for a in self.legal() if a.kind == "stay"]
        if stays:
            self.play_one(stays)

    def action_revive(self) -> None:
        revives = [a for a in self.legal() if a.kind == "revive"]
        if revives:
            self.play_one(revives)

    def action_action_list(self) -> None:
        from .actions import ActionListScreen

        self.app.push_screen(ActionListScreen(self.legal(), title="All legal actions"),
                             self._chosen)

    def _chosen(self, action: Action | None) -> None:
        if action is not None:
            self.play(action)

    def play_one(self, actions: list[Action]) -> None:
        """Play an action, or ask which one when the keys left several open."""
        if len(actions) == 1:
            self.play(actions[0])
            return
        from .actions import ActionListScreen

        self.app.push_screen(ActionListScreen(actions, title="Which one?"), self._chosen)

    def play(self, action: Action) -> None:
        try:
            self.game.play(action)
        except IllegalActionError as error:  # the board offers only legal ones; stay safe
            self.notify(str(error), severity="error")
            return
        self.after_change()

    def after_change(self) -> None:
        """After an action or an undo: autosave, repaint, and show the end if it came."""
        self.selected = None
        self.drag_coin = False
        self.autosave()
        self.refresh_game()
        if self.state.pending is not None:
            self.board.cursor = self.state.pending.cell
        if self.state.over:
            from .results import ResultsScreen

            self.app.switch_screen(ResultsScreen(self.game))

    def autosave(self) -> None:
        try:
            persistence.autosave(self.game, self.app.data_dir)
        except persistence.SaveError as error:
            self.notify(str(error), title="Autosave failed", severity="error", timeout=8)

    # ----- keys: the game as a whole ---------------------------------------------------------------------
    def action_undo(self) -> None:
        if self.game.action_count == 0:
            return
        last = self.game.action_count - 1
        if self.game.action_reveals(last):
            from .dialogs import ConfirmScreen

            self.app.push_screen(
                ConfirmScreen(
                    "Undo a move that turned over a tile?",
                    "Everyone has seen that tile now. Undo only if all players agree.",
                    yes="Everyone agrees: undo",
                ),
                self._undo_confirmed,
            )
        else:
            self._undo_confirmed(True)

    def _undo_confirmed(self, yes: bool | None) -> None:
        if not yes:
            return
        self.game.undo()
        self._legal_for = -1
        self.notify("The last action was taken back.", timeout=3)
        self.after_change()

    def action_save(self) -> None:
        from .dialogs import SaveDialog

        default = self.save_path.stem if self.save_path is not None else ""
        self.app.push_screen(SaveDialog(default), self._save_named)

    def _save_named(self, name: str | None) -> None:
        if not name:
            return
        try:
            path = persistence.save_game(self.game, name=name, data_dir=self.app.data_dir)
        except persistence.SaveError as error:
            self.notify(str(error), title="Not saved", severity="error", timeout=10)
            return
        self.save_path = path
        self.notify(f"Saved as {path.name}", timeout=4)

    def action_help(self) -> None:
        from .help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_quit_to_title(self) -> None:
        self.autosave()
        self.app.back_to_title()

    def action_log_page(self, direction: int) -> None:
        log = self.query_one(RichLog)
        if direction < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)
