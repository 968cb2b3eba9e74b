"""Playing the island games: the island, the side panel, the move log, and the screen
that holds them together.

The screen keeps only interface state (cursor, selected piece, the drag-a-coin switch);
everything about the rules comes from ``game.legal_actions()``, so whatever the board
offers is exactly what the rules core allows.

Everything else about the game at the table is the session's (:mod:`jackal_tui.session`):
the seats and who may act, the computer seats' thinking, autosave and the game's lock, the
undo policy. The screen drives it and redraws from what it says changed. A computer seat
thinks in a thread worker on the session's copy of the position, so the cursor, the help
and the log keep working meanwhile; its choice is played on the UI thread once the pace
allows (:class:`~jackal_tui.tui.computer_seats.ComputerSeats`, as at the other tables).

The screen is made of parts, each in its own module:

- :mod:`~jackal_tui.tui.classic.turn_keys`: the keys of a turn (select, Tab, the ship, the
  coin, a bottle...) and why one cannot be used now;
- :mod:`~jackal_tui.tui.classic.game_keys`: the keys of the game as a whole (undo, save,
  leave, help, the computers' pause and pace) and what the autosave says;
- :mod:`~jackal_tui.tui.classic.prompt`: the question the side column asks;
- this module: the layout, what the rules core allows the pieces, drawing the state and
  the move log, playing an action, the computer seats.
"""

from __future__ import annotations

from pathlib import Path

from rich.table import Table
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.widgets import Rule

from jackal_tui import persistence
from jackal_tui.games.classic import Action, IllegalActionError, cell_name
from jackal_tui.seats import ELSEWHERE, HUMAN
from jackal_tui.session import Changed, Session
from jackal_tui.tui.computer_seats import ComputerSeats
from jackal_tui.tui.last_action import last_action_cells
from jackal_tui.tui.table_keys import TableScreen
from jackal_tui.tui.classic.tiles import CHARACTER_NAMES
from jackal_tui.tui.widgets.footer import KeysFooter
from jackal_tui.tui.widgets.messages import MessageArea
from jackal_tui.tui.widgets.move_log import MoveLog, turn_labels
from jackal_tui.tui.widgets.too_small import TooSmall
from jackal_tui.tui.classic.board import MIN_HEIGHT, MIN_WIDTH, IslandBoard, cell_size_for
from jackal_tui.tui.classic.game_keys import GameKeys
from jackal_tui.tui.classic.panel import CrewPanel, PromptPanel, TileInfoPanel, piece_label
from jackal_tui.tui.classic.prompt import (  # (the names the tests and the views use)
    LOOT_WORDS, PENDING_WORDS, Piece, Prompting, piece_name,
)
from jackal_tui.tui.classic.turn_keys import HUMAN_MOVES, TurnKeys

__all__ = ["GameScreen", "HUMAN_MOVES", "LOOT_WORDS", "PENDING_WORDS", "Piece", "log_entry",
           "piece_name"]


def log_entry(number: str, text: str) -> Table:
    """One move-log entry: the turn number in a column of its own, so that a line that
    wraps goes on under the words, not under the number."""
    grid = Table.grid(padding=(0, 1, 0, 0), expand=True)
    grid.add_column(width=4, justify="right", no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(number, text)
    return grid


class GameScreen(TurnKeys, GameKeys, Prompting, ComputerSeats, TableScreen):
    """One game in progress, hot-seat: whoever's turn it is uses the keyboard."""

    GAME_KEYS = [
        Binding("enter,space", "select", "Go", key_display="⏎"),
        Binding("S,shift+s", "ship", "Ship", key_display="S"),
        Binding("c", "toggle_coin", "Coin"),
        Binding("b", "bottle", "Bottle"),
        Binding("w", "stay", "Wait"),
        Binding("r", "revive", "Revive"),
        Binding("v", "look", "Look"),
        Binding("t", "tile_page", "Tile", show=False),
        Binding("p", "pause", "Pause"),
        Binding("plus,equals_sign", "pace(-1)", "Faster", show=False),
        Binding("minus", "pace(1)", "Slower", show=False),
        Binding("pageup,left_square_bracket", "log_page(-1)", "Log up", show=False),
        Binding("pagedown,right_square_bracket", "log_page(1)", "Log down", show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.selected: Piece | None = None
        self.drag_coin = 0  # what the selected pirate drags: 0 nothing, 1 a coin, 2 the galleon
        self._log_lines = 0
        self._log_turn = 0  # the turn (from 0) of the next action the log writes
        self._log_numbered = -1  # the last turn the log gave a number

    # what the session holds, by the names the screen's code and tests use
    @property
    def game(self):
        return self.session.game

    @property
    def seats(self) -> list[str]:
        return self.session.seats

    @property
    def saves(self) -> persistence.GameFile | None:
        return self.session.saves

    @property
    def save_path(self) -> Path | None:
        """The game's own save file (None until its first action)."""
        return self.session.save_path

    @property
    def save_failing(self) -> str | None:
        return self.session.save_failing

    @property
    def paused(self) -> bool:
        return self.session.paused

    # ----- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Horizontal(id="game-body"):
            with Vertical(id="left"):
                yield IslandBoard(id="board")
                yield MessageArea(id="messages")
                yield MoveLog(id="log", min_width=20)
            with Vertical(id="panel"):
                yield CrewPanel(id="crews")
                yield Rule(id="rule-1")
                yield TileInfoPanel(id="tile-info")
                yield Rule(id="rule-2")
                yield PromptPanel(id="prompt")
        yield TooSmall("q: back to the title screen", id="too-small")
        yield KeysFooter(compact=True)

    def _fit_panel(self) -> None:
        """The question stays in view: at the smaller sizes the description of the tile
        under the cursor gives up its last lines for it (or its place, and its rule)."""
        try:
            panel = self.query_one("#panel")
            tile = self.query_one(TileInfoPanel)
            others = sum(w.outer_size.height for w in (
                self.query_one(CrewPanel), self.query_one("#rule-1"),
                self.query_one(PromptPanel)))
            rule = self.query_one("#rule-2")
        except NoMatches:
            return  # (called after a refresh: the screen may have gone meanwhile)
        room = max(0, panel.content_region.height - others - 1)  # - the rule above the prompt
        if getattr(self, "_tile_room", None) != room:
            self._tile_room = room
            tile.styles.max_height = room
            tile.display = rule.display = room > 0

    @property
    def board(self) -> IslandBoard:
        return self.query_one(IslandBoard)

    def on_mount(self) -> None:
        self.board.cursor_listener = self._cursor_moved
        self.board.cursor = self.state.ship_cell(self._home_crew())
        self.board.focus()
        self._lay_out(self.app.size.width, self.app.size.height)
        self.refresh_game()
        self.call_after_refresh(self.next_turn)

    def on_screen_resume(self) -> None:
        self.next_turn()  # a computer waits while help or a dialog is on top

    def on_resize(self, event: events.Resize) -> None:
        self._lay_out(event.size.width, event.size.height)
        self.call_after_refresh(self._fit_panel)

    def _lay_out(self, width: int, height: int) -> None:
        # (cell_size_for finds no size exactly when the terminal is under MIN_WIDTH x MIN_HEIGHT)
        size = cell_size_for(width, height)
        self.query_one(TooSmall).fit(width, height, (MIN_WIDTH, MIN_HEIGHT),
                                     self.query_one("#game-body"))
        if size is None:
            return
        if (self.board.cell_w, self.board.cell_h) != size:
            self.board.set_cell_size(*size)
            if self.is_mounted and self._log_lines:
                self.call_after_refresh(self._show_log, True)

    # ----- reading the rules core ----------------------------------------------------------
    @property
    def state(self):
        return self.game.state

    def legal(self) -> list[Action]:
        return self.session.legal()

    def piece_cell(self, piece: Piece) -> int:
        kind, who = piece
        return self.state.ship_cell(who) if kind == "ship" else self.state.pirate(who).cell

    def movable_pieces(self) -> list[Piece]:
        """Every piece with a legal action, ordered so that pieces on one cell are together."""
        pieces: set[Piece] = set()
        for action in self.legal():
            if action.kind == "ship":
                pieces.add(("ship", action.who))
            elif action.kind in ("move", "choose", "stay", "bottle"):
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

    def loot_choices(self, piece: Piece | None) -> list[int]:
        """What the piece may drag from where it stands: [1], [2] or [1, 2]."""
        return sorted({a.coin for a in self.piece_actions(piece) if a.coin})

    def bottle_actions(self, piece: Piece | None = None) -> list[Action]:
        """Bottle uses now: the selected pirate's if he has any, else everyone's."""
        acts = [a for a in self.legal() if a.kind == "bottle"]
        if piece is not None and piece[0] == "pirate":
            own = [a for a in acts if a.who == piece[1]]
            return own or acts
        return acts

    def bottle_use(self, action: Action) -> str:
        """A bottle use in a few words: ``out of the trap``, ``to Friday``."""
        if action.to < -1:
            return f"to {CHARACTER_NAMES.get(-action.to, '?')}"
        return "out of the trap" if self.state.pirate(action.who).trapped else "to the last step"

    def bottle_words(self, action: Action) -> str:
        who = piece_label(action.who)
        if action.to < -1:
            return f"{who} hands a bottle to {CHARACTER_NAMES.get(-action.to, '?')}"
        view = self.state.pirate(action.who)
        tile = self.state.tile(view.cell)
        if view.trapped:
            return f"{who} climbs out of the trap at {cell_name(view.cell)}"
        return f"{who} goes to the last step of the {tile.kind if tile else 'tile'} at {cell_name(view.cell)}"

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
        if self.drag_coin not in self.loot_choices(self.selected):
            self.drag_coin = 0
        self.board.show_state(state)
        self.board.set_last_action(last_action_cells(self.game))
        self._show_marks()
        self.query_one(CrewPanel).show_state(state, self.seats)
        self.query_one(TileInfoPanel).show_cell(state, self.board.cursor)
        self._show_log()
        self._show_prompt()
        self.refresh_bindings()
        self.call_after_refresh(self._fit_panel)

    def _show_marks(self) -> None:
        selected_cell = self.piece_cell(self.selected) if self.selected else -1
        pending = self.state.pending
        if pending is not None and pending.kind == "quake2":
            selected_cell = pending.extra  # the first tile the earthquake moves
        self.board.set_marks(self.targets().keys(), selected_cell)

    def _show_log(self, rewrite: bool = False) -> None:
        """Write the new move-log lines, numbered by turn like the panel's "Turn 10" (the
        actions of one turn after its first, a chain's decisions, go unnumbered under it),
        with wrapped lines indented under the words."""
        game = self.game
        log = self.query_one(MoveLog)
        count = game.action_count
        if count < self._log_lines or rewrite:
            log.clear()
            self._log_lines = 0
        if self._log_lines == 0:
            # the turn the first action was played in (a position may start later)
            self._log_turn = self.state.turns - sum(1 for ev in game.events if ev[0] == "turn")
            self._log_numbered = -1
        if count == self._log_lines:
            return
        for k, line in enumerate(game.log(self._log_lines), self._log_lines):
            number = ""
            if self._log_turn != self._log_numbered:
                number = f"{self._log_turn + 1}."
                self._log_numbered = self._log_turn
            log.write(log_entry(number, line))
            self._log_turn += sum(1 for ev in game.action_events(k) if ev[0] == "turn")
        self._log_lines = count

    def _cursor_moved(self, cell: int) -> None:
        """The board's cursor moved: the panel shows the tile under it, in the same frame."""
        if self.is_mounted:
            self.query_one(TileInfoPanel).show_cell(self.state, cell)

    def log_numbers(self) -> list[str]:
        """The whole log (l) numbered by turn, as the move log under the board."""
        return turn_labels(self.game)

    def play_one(self, actions: list[Action]) -> None:
        """Play an action, or ask which one when the keys left several open."""
        if len(actions) == 1:
            self.play(actions[0])
            return
        self.offer(actions, "Which one?")

    def play(self, action: Action) -> None:
        looking = self.state.pending is not None and self.state.pending.kind == "peek"
        try:
            changed = self.session.play(action)
        except IllegalActionError as error:  # the board offers only legal ones; stay safe
            self.notify(str(error), severity="error")
            return
        self.after_change(changed)
        if looking and (self.state.pending is None or self.state.pending.kind != "peek"):
            # the last secret look is chosen: hand the keyboard to the one who looked
            peeks = [ev for ev in self.game.action_events(self.game.action_count - 1)
                     if ev[0] == "peek"]
            if peeks and self.session.is_human(peeks[-1][1]):  # a computer's look stays its own
                self.show_secret(peeks[-1][1], just_now=True)

    def after_change(self, changed: Changed) -> None:
        """After an action or an undo (autosaved by the session): say what the save has
        to say, repaint, and show the end if it came."""
        self.selected = None
        self.drag_coin = 0
        self.shown_now()
        self.show_save_news(changed.save)
        self.refresh_game()
        pending = self.state.pending
        picking_on = (pending is not None and pending.kind in ("peek", "quake2")
                      and self.game.actions and self.game.actions[-1].kind == "choose")
        if pending is not None and not picking_on and not self.computer_to_move():
            # a new decision: the cursor goes to the piece; while picking several tiles
            # (lighthouse, earthquake) it stays near the last one picked; a computer's
            # decisions leave the cursor where the human put it
            self.board.cursor = pending.cell
        if changed.over:
            from jackal_tui.tui.screens.results import ResultsScreen

            self.app.switch_screen(ResultsScreen(self.game))
        else:
            self.next_turn()

    # ----- computer seats ---------------------------------------------------------------------------------
    @property
    def has_computers(self) -> bool:
        """A computer seat plays at this table (a person at another terminal is none: no
        pause or pace for them)."""
        return any(kind not in (HUMAN, ELSEWHERE) for kind in self.session.seats)

    def computer_to_move(self) -> bool:
        """Whether the seat that decides now (smoke: the next crew's player) is a computer."""
        return self.session.computer_to_move()

    def _home_crew(self) -> int:
        """The crew whose ship the cursor starts on: the one to play, or, when a computer
        plays it, the first crew a human commands."""
        state = self.state
        humans = [c for c in state.crews if self.session.is_human(state.player[c])]
        if self.computer_to_move() and humans:
            return humans[0]
        return state.turn

    def computer_name(self) -> str:
        """``Bart (Strong computer)``: the computer seat that decides now."""
        return self.session.seat_words(self.state.deciding_player())

    def elsewhere_to_move(self) -> bool:
        """The seat to decide is a person at another terminal (a served game)."""
        return self.session.kind_of(self.state.deciding_player()) == ELSEWHERE

    def alone_here(self) -> bool:
        """One person plays at this keyboard: a secret needs no hand-over page."""
        return sum(kind == HUMAN for kind in self.session.seats) == 1

    def human_secrets(self) -> list[int]:
        """Human players with a secret look to show again (a computer's stays hidden)."""
        from jackal_tui.tui.screens.secret import players_with_secrets

        return [p for p in players_with_secrets(self.state) if self.session.is_human(p)]

    def refused_for_computer(self, action: str) -> bool:
        """A move key on a computer's turn: say why and do nothing."""
        if action in HUMAN_MOVES and self.computer_to_move():
            self.notify(self.why_not(action) or "", severity="warning", timeout=3)
            return True
        return False

    def next_turn(self) -> None:
        """If a computer is to move (and may: not paused, this screen on top), let it think,
        or play the choice it already made once the pace allows."""
        if not self.is_mounted or not self.is_active:
            return
        self.let_computer_move()

    def computer_may_play(self) -> bool:
        """A held choice waits while the computers are paused or this screen is covered."""
        return not self.paused and self.is_active

    def say_computer_failed(self, error: str) -> None:
        self.notify(f"{self.computer_name()} could not choose a move ({error}). "
                    "The computers are paused: p tries again.",
                    title="Computer crew", severity="error", timeout=12)

    def redraw(self) -> None:
        self.refresh_game()

