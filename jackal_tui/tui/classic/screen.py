"""Playing: the island, the side panel, the move log, and the keys of a turn.

The screen keeps only interface state (cursor, selected piece, the drag-a-coin switch);
everything about the rules comes from ``game.legal_actions()``, so whatever the board
offers is exactly what the rules core allows.

Everything else about the game at the table is the session's (:mod:`jackal_tui.session`):
the seats and who may act, the computer seats' thinking, autosave and the game's lock, the
undo policy. The screen drives it and redraws from what it says changed. A computer seat
thinks in a thread worker on the session's copy of the position, so the cursor, the help
and the log keep working meanwhile; its choice is played on the UI thread once the pace
allows (:class:`~jackal_tui.tui.computer_seats.ComputerSeats`, as at the other tables).
"""

from __future__ import annotations

from pathlib import Path

from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.widgets import Rule

from jackal_tui import persistence
from jackal_tui.games.classic import CREW_NAMES, Action, IllegalActionError, cell_name
from jackal_tui.games.classic.explain import held_by, why_not
from jackal_tui.session import Changed, SaveNews, Session
from jackal_tui.tui.choices import PACES
from jackal_tui.tui.computer_seats import ComputerSeats
from jackal_tui.tui.last_action import last_action_cells
from jackal_tui.tui.navigation import back_to_title
from jackal_tui.tui.table_keys import TableScreen
from jackal_tui.tui.classic.tiles import BOTTLE, CHARACTER_NAMES, GALLEON
from jackal_tui.tui.widgets.footer import KeysFooter
from jackal_tui.tui.widgets.messages import MessageArea
from jackal_tui.tui.widgets.move_log import MoveLog, turn_labels
from jackal_tui.tui.widgets.too_small import TooSmall
from jackal_tui.tui.classic.board import (
    MIN_HEIGHT, MIN_WIDTH, SELECTED_MARK, TARGET_WORDS, IslandBoard, cell_size_for,
)
from jackal_tui.tui.classic.panel import (
    CrewPanel, PromptPanel, TileInfoPanel, crew_player, is_treasure_island, piece_label,
    player_name, smoke_words,
)

Piece = tuple[str, int]  # ("pirate", pid) or ("ship", crew)

PENDING_WORDS = {
    "arrow": "which arrow to follow",
    "horse": "where the horse jumps",
    "fly": "where to fly",
    "airplane": "where to fly (w: stay and wait)",
    "cave": "which cave to come out of",
}
LOOT_WORDS = {0: "nothing", 1: "a coin", 2: f"the galleon {GALLEON}"}
# The keys that make a move: refused while a computer seat is to move.
HUMAN_MOVES = ("select", "next_piece", "ship", "toggle_coin", "bottle", "stay", "revive", "actions")


def log_entry(number: str, text: str) -> Table:
    """One move-log entry: the turn number in a column of its own, so that a line that
    wraps goes on under the words, not under the number."""
    grid = Table.grid(padding=(0, 1, 0, 0), expand=True)
    grid.add_column(width=4, justify="right", no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(number, text)
    return grid


def piece_name(piece: Piece) -> str:
    kind, who = piece
    return f"{CREW_NAMES[who]}'s ship" if kind == "ship" else piece_label(who)


class GameScreen(ComputerSeats, TableScreen):
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

    def _show_prompt(self) -> None:
        state = self.state
        lines: list[str | Text] = []
        if state.over:
            lines.append("The game is over.")
        else:
            # (a smoky turn is said in the panel's first line: "Smoke! Bart moves White")
            smoke = smoke_words(state) if is_treasure_island(state) else None
            if self.computer_to_move():
                lines.extend(self._computer_prompt())
            elif state.pending is not None:
                lines.append(self._pending_prompt(state.pending))
            elif self.selected is not None:
                line = Text(f"{piece_name(self.selected)} selected: ", style="bold")
                next_step = self._next_step_words()
                if next_step:
                    line.append(f"{next_step}. Esc cancels.")
                elif self.targets():
                    line.append(f"move to {TARGET_WORDS}, ⏎. Esc cancels.")
                else:
                    line.append("nowhere to go now. Esc cancels.")
                lines.append(line)
                loot = self.loot_choices(self.selected)
                if loot == [1]:
                    lines.append(f"c: drag a coin [{'ON' if self.drag_coin else 'off'}]")
                elif loot:
                    lines.append("c: drag " + " / ".join(
                        f"[{LOOT_WORDS[x].upper()}]" if x == self.drag_coin else LOOT_WORDS[x]
                        for x in [0, *loot]))
                if self.selected[0] == "pirate":
                    own = [a for a in self.bottle_actions(self.selected) if a.who == self.selected[1]]
                    if own:
                        lines.append(f"b: a bottle ({BOTTLE}) " + " or ".join(
                            self.bottle_use(a) for a in own))
            elif smoke:
                lines.append(f"⏎ on a piece of {CREW_NAMES[state.turn]}'s to select it; "
                             "Tab jumps to the next one.")
            else:
                lines.append("⏎ on a piece of yours to select it; Tab jumps to the next one.")
        self.query_one(PromptPanel).show(lines)

    def _next_step_words(self) -> str | None:
        """On a slow tile the only underlined cell is the pirate's own: say that ⏎ there is
        his next step (``⏎ on his own cell E5: the next step across the desert (step 2 of
        3)``). None when he can go anywhere else."""
        if self.selected is None or self.selected[0] != "pirate":
            return None
        view = self.state.pirate(self.selected[1])
        tile = self.state.tile(view.cell) if view.where == "land" else None
        if tile is None or not tile.steps or set(self.targets()) != {view.cell}:
            return None
        return (f"⏎ on his own cell {cell_name(view.cell)}: the next step across the "
                f"{tile.kind} (step {view.step + 1} of {tile.steps})")

    def _computer_prompt(self) -> list[str | Text]:
        who = self.computer_name()
        if self.paused:
            return [Text(f"{who} is to move. The computers are paused: p lets them go on.",
                         style="bold")]
        return [Text(f"{who} is thinking…", style="bold"),
                "p: pause. +/-: faster/slower"]

    def _pending_prompt(self, pending) -> Text:
        """What the decision waiting inside a chain asks for, and how to give it."""
        who = piece_label(pending.pirate)
        kind = pending.kind
        if kind == "quake":
            return Text("Earthquake! Pick two tiles to swap (underlined: no piece, no coin): "
                        "the first, ⏎", style="bold")
        if kind == "quake2":
            return Text(f"Earthquake! Swap {cell_name(pending.extra)} (marked {''.join(SELECTED_MARK)}) with which "
                        "tile? Pick it, ⏎", style="bold")
        if kind == "peek":
            player = player_name(self.state, self.state.deciding_player())
            left = pending.extra
            return Text(f"Lighthouse! {player} looks at face-down tiles in secret: {left} "
                        f"more to pick (underlined), ⏎", style="bold")
        if kind == "airplane1":
            return Text(f"{who} flies now: pick an open tile (underlined), ⏎; or w: stay, and "
                        "the plane is lost", style="bold")
        return Text(f"{who} must choose {PENDING_WORDS.get(kind, 'where to go')}: "
                    f"{TARGET_WORDS}, then ⏎", style="bold")

    def _cursor_moved(self, cell: int) -> None:
        """The board's cursor moved: the panel shows the tile under it, in the same frame."""
        if self.is_mounted:
            self.query_one(TileInfoPanel).show_cell(self.state, cell)

    # ----- keys: why a key does nothing now ---------------------------------------------------------
    def why_not(self, action: str) -> str | None:
        """Why an action cannot be used now (None when it can)."""
        state = self.state
        if action in ("select", "next_piece") and state.over:
            return "The game is over."
        if action in HUMAN_MOVES and self.computer_to_move():
            if self.paused:
                return f"{self.computer_name()} is to move: the computers are paused (p lets them go on)."
            return f"{self.computer_name()} is thinking: wait for its move (p pauses the computers)."
        if action == "toggle_coin":
            if self.selected is None:
                return "Select a pirate standing on coins first."
            if not self.can_drag(self.selected):
                return f"{piece_name(self.selected)} has no coin it can drag from here."
        elif action == "stay":
            if not any(a.kind == "stay" for a in self.legal()):
                return "Waiting is only for a pirate who has just landed on the airplane."
        elif action == "bottle":
            if not is_treasure_island(state):
                return "Message bottles are only in the treasure-island edition."
            side = state.side_of(state.turn)
            if not state.bottles[side]:
                return f"{CREW_NAMES[state.turn]} has no message bottle ({BOTTLE}) yet."
            if not self.bottle_actions():
                return ("A bottle gets a pirate out of a trap or to a slow tile's last step, or "
                        "goes to Friday or the Missionary next to your pirate: none of that now.")
        elif action == "look":
            from jackal_tui.tui.screens.secret import players_with_secrets

            if not is_treasure_island(state) or not self.human_secrets():
                return "Nobody has looked at a face-down tile from the lighthouse yet."
            if state.pending is not None and state.pending.kind == "peek":
                return "First pick the rest of the tiles to look at."
        elif action == "revive":
            if not any(a.kind == "revive" for a in self.legal()):
                return ("Revival needs a dead pirate of this crew and a living one in the "
                        "native girl's fortress (♥).")
        elif action == "undo":
            return self.session.undo_refusal()
        elif action == "actions":
            if not self.legal():
                return "There is no legal action now."
        elif action == "cancel":
            if state.pending is not None:
                return f"{piece_label(state.pending.pirate)} must choose first."
            if self.selected is None:
                return "Nothing is selected."
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("pause", "pace"):
            return self.has_computers  # only in a game with computer seats
        if action in HUMAN_MOVES and self.computer_to_move():
            hidden = action in ("bottle", "stay", "revive", "ship")
            return False if hidden else None
        if action in ("bottle", "look"):
            # only in the newer edition; hidden while they cannot be used at all, so that
            # the footer stays within 80 columns
            state = self.state
            if not is_treasure_island(state):
                return False
            if action == "bottle":
                if not state.bottles[state.side_of(state.turn)]:
                    return False
                return None if self.why_not(action) else True
            return False if self.why_not(action) else True
        if action in ("stay", "revive"):
            return False if self.why_not(action) else True  # rare: hidden, for room
        if action in ("toggle_coin", "stay", "revive", "undo", "actions"):
            return None if self.why_not(action) else True
        return True

    def on_key(self, event: events.Key) -> None:
        """A key bound to something impossible now says why instead of doing nothing."""
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            reason = self.why_not(binding.action.split("(")[0])
            if reason and not self.check_action(binding.action.split("(")[0], ()):
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
        if self.refused_for_computer("select"):
            return
        cell = self.board.cursor
        targets = self.targets()
        if self.selected is not None and cell in targets:
            self.play_one(targets[cell])
            return
        if state.pending is not None:
            self.notify(self.refusal(cell), severity="warning")
            return
        here = [p for p in self.movable_pieces() if self.piece_cell(p) == cell]
        if here:
            if self.selected in here:
                self.select(here[(here.index(self.selected) + 1) % len(here)])
            else:
                self.select(here[0])
            return
        if self.selected is not None:
            self.notify(self.refusal(cell), severity="warning")
            return
        stuck = self.stuck_words(cell)
        if stuck:
            self.notify(stuck, severity="warning")
        else:
            self.notify(f"Nothing of {CREW_NAMES[state.turn]}'s can move from {cell_name(cell)}. "
                        "Tab jumps to a piece that can.", severity="warning")

    def refusal(self, cell: int) -> str:
        """Why the selected piece (or the decision waiting) cannot go to ``cell``: the rule's
        reason from the rules core, and what to do instead."""
        state = self.state
        pending = state.pending
        if pending is not None:
            action = Action("choose", pending.pirate, -1, cell)
            who = piece_label(pending.pirate)
            return (f"{who} cannot go to {cell_name(cell)}: "
                    f"{why_not(state, action, self.legal())}. Pick one of the marked cells.")
        kind, who = self.selected
        if kind == "ship":
            action = Action("ship", who, state.ship_cell(who), cell)
        else:
            action = Action("move", who, state.pirate(who).cell, cell, self.drag_coin)
        words = (f"{piece_name(self.selected)} cannot go to {cell_name(cell)}: "
                 f"{why_not(state, action, self.legal())}.")
        if self.drag_coin and action._replace(coin=0) in self.legal():
            words += " Without the coin it can: c leaves the coin."
        return words

    def stuck_words(self, cell: int) -> str | None:
        """Why the pieces on ``cell`` cannot move now, in the game's words (None: no piece)."""
        state = self.state
        turn = state.turn
        ship = state.ship_at(cell)
        pieces = [p.pid for p in state.pirates_at(cell)]
        own = [pid for pid in pieces if state.pirate(pid).crew == turn]
        if not own:
            if ship >= 0 and ship == turn:
                return (f"{CREW_NAMES[turn]}'s ship sails only with one of its own pirates "
                        "aboard. Tab jumps to a piece that can move.")
            others = sorted({state.pirate(pid).crew for pid in pieces} | ({ship} - {-1}))
            others = [c for c in others if c >= 0]
            if others:
                whose = " and ".join(CREW_NAMES[c] for c in others)
                return (f"The pieces on {cell_name(cell)} are {whose}'s; it is "
                        f"{CREW_NAMES[turn]}'s turn. Tab jumps to a piece that can move.")
            return None
        return " ".join(self.piece_stuck(pid) for pid in own) + " Tab jumps to a piece that can."

    def piece_stuck(self, pid: int) -> str:
        """One piece that cannot move: the rule that holds it (the engine's words)."""
        state = self.state
        name = piece_label(pid)
        view = state.pirate(pid)
        lost = getattr(state, "p_lost", None)
        if lost and lost[pid]:
            return f"{name} is lost in the cave until another cave opens."
        held = held_by(state, pid)
        if held:
            return f"{name} {held}."
        return f"{name} has nowhere to go from {cell_name(view.cell)} now."

    def select(self, piece: Piece | None) -> None:
        if self.state.pending is not None:
            piece = ("pirate", self.state.pending.pirate)
        self.selected = piece
        if self.drag_coin not in self.loot_choices(piece):
            self.drag_coin = 0
        self._show_marks()
        self._show_prompt()
        self.refresh_bindings()

    def action_next_piece(self, step: int = 1) -> None:
        """Tab: select the next piece that can move (pieces on one cell come in turn)."""
        if self.refused_for_computer("next_piece"):
            return
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

    def action_ship(self) -> None:
        """S: select the ship of the crew to move, in one key (Tab would go round its
        pirates first; Enter on the ship picks the pirates aboard before the ship)."""
        if self.refused_for_computer("ship"):
            return
        state = self.state
        if state.over:
            self.notify("The game is over.", severity="warning")
            return
        if state.pending is not None:
            self.notify(f"{piece_label(state.pending.pirate)} must choose first.",
                        severity="warning")
            return
        ship = ("ship", state.turn)
        self.board.cursor = self.piece_cell(ship)
        if ship in self.movable_pieces():
            self.select(ship)
        else:
            self.select(None)
            self.notify(f"{CREW_NAMES[state.turn]}'s ship sails only with one of its own "
                        "pirates aboard.", severity="warning")

    def cancel(self) -> bool:
        """Esc: the selected piece is let go (a decision inside a chain cannot be: that is
        said)."""
        reason = self.why_not("cancel")
        if reason == "Nothing is selected.":
            return False
        if reason:
            self.notify(reason, severity="warning", timeout=4)
        else:
            self.select(None)
        return True

    def action_toggle_coin(self) -> None:
        """c: drag nothing, a coin, the galleon treasure (when both lie there), in turn."""
        order = [0, *self.loot_choices(self.selected)]
        if len(order) == 1:
            return
        start = order.index(self.drag_coin) if self.drag_coin in order else 0
        for step in range(1, len(order)):
            self.drag_coin = order[(start + step) % len(order)]
            if self.drag_coin == 0 or self.targets():
                break
            self.notify(f"With {LOOT_WORDS[self.drag_coin]} this pirate can go nowhere from here.",
                        severity="warning")
        else:
            self.drag_coin = 0
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

    def action_bottle(self) -> None:
        """b: use a message bottle; with several uses open, ask which (a free action)."""
        acts = self.bottle_actions(self.selected)
        if len(acts) == 1:
            self.play(acts[0])
        elif acts:
            from jackal_tui.tui.screens.dialogs import ChoiceScreen

            def chosen(index: int | None) -> None:
                if index is not None:
                    self.play(acts[index])

            self.app.push_screen(
                ChoiceScreen(f"Use a bottle ({self.state.bottles[self.state.side_of(self.state.turn)]} left)",
                             [self.bottle_words(a) for a in acts]),
                chosen)

    def action_look(self) -> None:
        """v: show a player again, after a hand-over page, the tiles they looked at."""
        players = self.human_secrets()
        if len(players) == 1:
            self.show_secret(players[0])
        elif players:
            from jackal_tui.tui.screens.dialogs import ChoiceScreen

            def chosen(index: int | None) -> None:
                if index is not None:
                    self.show_secret(players[index])

            self.app.push_screen(ChoiceScreen(
                "Whose look from the lighthouse?",
                [player_name(self.state, p) for p in players]), chosen)

    def show_secret(self, player: int, *, just_now: bool = False) -> None:
        from jackal_tui.tui.screens.secret import SecretLookScreen

        back = None
        if self.session.human_to_move():
            back = player_name(self.state, self.state.deciding_player())
        self.app.push_screen(SecretLookScreen(self.state, player, just_now=just_now,
                                              back_to=back if back != player_name(self.state, player) else None))
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

    def show_save_news(self, news: str | None) -> None:
        """A failing autosave is said once, then marked in the side panel until a save
        works again; that is said too."""
        panel = self.query_one(CrewPanel)
        if self.save_failing:
            panel.notice = "✗ NOT SAVED (s: save a copy)"
        elif news == SaveNews.WORKS_AGAIN:
            panel.notice = ""
        if news == SaveNews.FAILED:
            self.notify(f"{self.save_failing}\nThe game goes on; the side panel shows ✗ NOT SAVED "
                        "until a save works again. s saves it under a name (or as a copy).",
                        title="Autosave failed", severity="error", timeout=15)
        if news is not None:
            panel.show_state(self.state, self.seats)
        if news == SaveNews.WORKS_AGAIN:
            self.notify(f"The game is saved again ({self.saves.path.name}).", timeout=5)

    # ----- keys: the game as a whole ---------------------------------------------------------------------
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

        question, detail = (
            ("Undo a move that turned over a tile?",
             "Everyone has seen that tile now. Undo only if all players agree.")
            if not plan.peeked else
            ("Undo a secret look from the lighthouse?",
             "That player has seen the tile already. Undo only if all players agree."))
        if plan.gone > 1:
            question = f"Undo {plan.gone} actions: yours and the computers' after it?"
            detail = ("A tile was turned over (or looked at) in them: everyone has seen it. "
                      "Undo only if all players agree.")
        if plan.computers_agree:  # a practice game: the computers agree
            detail += " This is a practice game: the computers agree."
        self.app.push_screen(ConfirmScreen(question, detail, yes="Everyone agrees: undo"),
                             lambda yes: self._undo_confirmed(plan, yes))

    def _undo_confirmed(self, plan, yes: bool | None) -> None:
        if not yes:
            self.next_turn()  # the computer to move thinks again
            return
        changed = self.session.undo(plan)
        gone = changed.taken_back
        self.notify("The last action was taken back." if gone == 1 else
                    f"{gone} actions were taken back: your last one and the computers' after it.",
                    timeout=3)
        self.after_change(changed)

    def action_save(self) -> None:
        """s: name this game (its file stays the same); when its file cannot be written,
        offer a copy in a new file."""
        from jackal_tui.tui.screens.dialogs import SaveDialog

        self.app.push_screen(SaveDialog(self.save_name()), self._save_named)

    def _save_named(self, name: str | None) -> None:
        if not name:
            return
        try:
            news = self.session.name_game(name)
        except persistence.SaveError as error:
            from jackal_tui.tui.screens.dialogs import ConfirmScreen

            def copy(yes: bool | None) -> None:
                if yes:
                    self._save_copy(name)

            self.app.push_screen(ConfirmScreen(
                "This game's file cannot be written. Save it as a new copy?",
                f"{error}\nA copy is a new game file named {name!r}; the old file stays as it is.",
                yes="Save a copy"), copy)
            return
        self.show_save_news(news)
        self.notify(f"This game is called {name!r} ({self.saves.path.name}).", timeout=4)

    def _save_copy(self, name: str) -> None:
        try:
            news = self.session.save_copy(name)
        except persistence.SaveError as error:
            self.notify(str(error), title="Not saved", severity="error", timeout=12)
            return
        self.show_save_news(news)
        self.notify(f"Saved as a copy: {name!r} ({self.saves.path.name}). This window plays "
                    "the copy.", timeout=6)

    def action_help(self) -> None:
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.state, self.board.cursor))

    def action_tile_page(self) -> None:
        """t: the help page of the tile under the cursor."""
        from jackal_tui.tui.screens.help import page_for_cell

        page = page_for_cell(self.state, self.board.cursor)
        if page is None:
            self.notify(f"{cell_name(self.board.cursor)} is sea, not a tile: ? explains "
                        "ships and swimmers (How to play).", timeout=4)
            return
        self.app.push_screen(page)

    def action_quit_to_title(self) -> None:
        self.stop_computer()
        self.show_save_news(self.session.autosave())
        if self.save_failing is None:
            back_to_title(self.app)
            return
        from jackal_tui.tui.screens.dialogs import ConfirmScreen

        def leave(yes: bool | None) -> None:
            if yes:
                back_to_title(self.app)
            else:
                self.next_turn()

        self.app.push_screen(ConfirmScreen(
            "This game is not saved. Leave it anyway?",
            f"{self.save_failing}\nn stays; then s saves it under a name or as a copy.",
            yes="Leave unsaved"), leave)

    # ----- computer seats ---------------------------------------------------------------------------------
    @property
    def has_computers(self) -> bool:
        return self.session.has_computers

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

    def action_pause(self) -> None:
        """p: stop the computers after this move (or let them go on)."""
        paused = not self.paused
        if paused:
            self.stop_computer()
        self.session.pause(paused)
        if paused:
            self.notify("Computers paused: p lets them go on.", timeout=3)
        else:
            self.notify("The computers go on.", timeout=2)
        self.refresh_game()
        self.next_turn()

    def action_pace(self, step: int) -> None:
        """+ and -: the least time between two computer moves, one step shorter or longer."""
        here = min(range(len(PACES)), key=lambda i: abs(PACES[i] - self.app.pace))
        self.app.pace = PACES[max(0, min(len(PACES) - 1, here + step))]
        self.notify(f"Computer moves at least {self.app.pace:g} s apart.", timeout=2)
        self._show_prompt()

    def action_log_page(self, direction: int) -> None:
        log = self.query_one(MoveLog)
        if direction < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)
