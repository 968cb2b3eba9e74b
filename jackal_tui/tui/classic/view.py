"""The island games' table at the shared screens (replay, watch, results), for classic and
the newer edition alike: the island board over the log, the crews' panel beside it, and
the words only these games have (whose turn, the coins banked over the game).

The board draws a face-down tile by its back unless it is handed one player's secret
looks (``private``), which no shared screen does: what they show is what the table saw.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from jackal_tui.games.classic import CREW_NAMES, Game, IllegalActionError, is_island
from jackal_tui.games.classic.tiles import EMPTY, Tile
from jackal_tui.tui.classic.board import (MIN_HEIGHT, MIN_WIDTH, SIZE, IslandBoard,
                                          cell_size_for)
from jackal_tui.tui.classic.panel import CREW_STYLES, CrewPanel, crew_label, crew_player
from jackal_tui.tui.classic.tiles import FACE_DOWN, secret_tile
from jackal_tui.tui.last_action import last_action_cells
from jackal_tui.tui.seats import HUMAN, is_practice, seats_of
from jackal_tui.tui.table_view import TableView
from jackal_tui.tui.widgets.too_small import TooSmall

BARS = " ▁▂▃▄▅▆▇█"
# what a pending decision asks, in a spectator's words
PENDING_WORDS = {
    "arrow": "which arrow to follow",
    "horse": "where the horse jumps",
    "fly": "where to fly",
    "airplane": "where to fly, or to stay",
    "cave": "which cave to come out of",
    "peek": "which tiles to look at",
    "quake": "which tiles the earthquake swaps",
    "quake2": "which tiles the earthquake swaps",
}


def coins_history(game: Game) -> list[list[int]]:
    """Banked coins of every crew (by crew index) after each action, by replaying the game."""
    replay = Game.from_setup(game.setup)
    history = [[replay.state.banked_by(c) for c in range(4)]]
    for action in game.actions:
        try:
            replay.play(action)
        except IllegalActionError:
            # A decision read back from a save may lack its "from" cell: match the rest.
            same = [a for a in replay.legal_actions()
                    if (a.kind, a.who, a.to, a.coin) == (action.kind, action.who, action.to, action.coin)]
            if len(same) != 1:
                break
            replay.play(same[0])
        history.append([replay.state.banked_by(c) for c in range(4)])
    return history


def sparkline(values: list[int], width: int, top: int) -> str:
    """``values`` squeezed into ``width`` bars (the last value of each slice), scaled to ``top``."""
    if not values:
        return ""
    width = max(1, min(width, len(values)))
    out = []
    for i in range(width):
        v = values[min(len(values) - 1, (i + 1) * len(values) // width - 1)]
        out.append(BARS[round(v * (len(BARS) - 1) / top)] if top else BARS[0])
    return "".join(out)


def public_copy(state):
    """The state as a spectator may know it: every face-down tile's face made an empty
    ground and every crew's lighthouse looks forgotten (a copy: ``state`` is untouched)."""
    shown = state.copy()
    for cell, tile in enumerate(shown.tiles):
        if tile is not None and not shown.up[cell]:
            shown.tiles[cell] = Tile(EMPTY)
    shown.known = [set() for _ in shown.known]
    shown._tiles_key = None
    return shown


def never_found(state) -> dict[int, str]:
    """Cell: glyph of every tile still face down: the tiles nobody found, for the final
    island of a game that is over (reads the rules core's own tiles, so ``state`` is the
    whole state, never :func:`public_copy`)."""
    out = {}
    for cell in range(SIZE * SIZE):
        view = state.tile(cell) if is_island(cell) else None
        if view is None or view.face_up:
            continue
        tile = state.tiles[cell]
        out[cell] = secret_tile(tile.token(), tile.name())[0]
    return out


class _GameUpTo:
    """The game as it stood after ``count`` actions, for ``last_action_cells`` (which
    reads only the actions and events of the actions before that)."""

    def __init__(self, game, count: int) -> None:
        self.actions = game.actions
        self.action_count = count
        self.action_events = game.action_events


class IslandView(TableView):
    """The board over the log, the crews beside it; chapters are the crews' turns."""

    WHAT = "The island"
    START_WORDS = "The island before the first move."
    END_WORDS = "The final island"
    HIDDEN_WORDS = "Face-down tiles and lighthouse looks are not shown."

    def __init__(self, game) -> None:
        super().__init__(game)
        self.seats = seats_of(game)
        self._history: list[list[int]] | None = None

    # ----- the fold: (the crew whose turn, the turn as the game's header numbers it)
    def facts(self, state):
        return (state.turn, state.turns + 1)

    def log_numbers(self, facts: list) -> list[str]:
        """``"12."`` on the first action of turn 12, nothing on the actions after it in
        the same turn (a chain's choices, a second action)."""
        numbers, last = [], None
        for _, number in facts:
            numbers.append("" if number == last else f"{number}.")
            last = number
        return numbers

    def public(self, state):
        return public_copy(state)

    # ----- the widgets
    def table(self, where: str) -> ComposeResult:
        board = IslandBoard(id="table-board")
        board.can_focus = False  # the arrows step through the game instead
        board.show_cursor = False  # nothing to pick here: the board only shows
        yield board

    def panel(self, where: str) -> ComposeResult:
        yield CrewPanel(id="table-crews", classes="table-part")

    def fit(self, screen, width: int, height: int) -> None:
        size = cell_size_for(width, height)
        screen.query_one(TooSmall).fit(width, height, (MIN_WIDTH, MIN_HEIGHT),
                                       screen.query_one("#table-body"))
        if size is not None:
            screen.query_one(IslandBoard).set_cell_size(*size)

    def show(self, screen, state, *, at=None, steps=None, real=None) -> None:
        board = screen.query_one(IslandBoard)
        # a finished game's last step: the tiles nobody turned over show what they were
        final = at is not None and at == steps.count and self.game.state.over
        board.show_state(state, unfound=never_found(steps.final) if final else None)
        board.set_last_action(last_action_cells(self.game if at is None
                                                else _GameUpTo(self.game, at)))
        screen.query_one(CrewPanel).show_state(state, self.seats)

    def end_words(self) -> str:
        """Under the replay's title at a finished game's last step: the never-found mark."""
        if self.game.state.over and never_found(self.game.state):
            return f"{FACE_DOWN}x{FACE_DOWN}: tile x was never found"
        return ""

    # ----- words
    def start_line(self, steps) -> Text:
        count = steps.count
        turns = steps.facts[-1][1] - steps.facts[0][1] + 1 if steps.facts else 0
        return Text(f"Start: {turns} turn{'' if turns == 1 else 's'} "
                    f"({count} action{'' if count == 1 else 's'}) to come\n")

    def step_words(self, state, at: int, steps) -> Text:
        # the turn as the game's header and log number it; the action counts apart every
        # choice inside a turn (an arrow's, a horse's), as the steps go
        crew, turn = steps.facts[at - 1]
        text = Text()
        text.append(f"Turn {turn}", style="bold")
        text.append(f" · action {at} of {steps.count}\n")
        text.append(f"{crew_player(state, crew)} ({CREW_NAMES[crew]})\n")
        return text

    def doing_words(self, state) -> Text:
        if state.over:
            return Text(f"The game is over: {state.end_reason}." if state.end_reason
                        else "The game is over.", "bold")
        # the panel beside says whose turn it is; this says what is being chosen
        pending = state.pending
        if pending is None or pending.kind not in PENDING_WORDS:
            return Text()
        player = crew_player(state, state.turn)
        crew = CREW_NAMES[state.turn]
        return Text(f"{player if player == crew else f'{player} ({crew})'} chooses "
                    f"{PENDING_WORDS[pending.kind]}.", "bold")

    # ----- the results
    def results_words(self) -> Text:
        state = self.game.state
        text = Text()
        if state.end_reason:
            text.append(f"{state.end_reason}\n", style="dim")
        if is_practice(self.game):
            text.append("A practice game: the computers agreed to take back tiles turned "
                        "over.\n", style="bold")
        text.append("\n")
        winners = state.winners()
        scores = state.side_scores()
        best = max(s for _, s in scores)
        for crews, score in sorted(scores, key=lambda cs: -cs[1]):
            for i, crew in enumerate(crews):
                text.append("  " if i else ("★ " if score == best else "  "), style="bold #e0b000")
                text.append_text(crew_label(crew))
                name = crew_player(state, crew)
                kind = self.seats[state.player[crew]]
                if kind != HUMAN:
                    name += f" ({kind})"
                banked = state.banked_by(crew)
                text.append(f" {name:<12} {banked:>3} {'coin' if banked == 1 else 'coins'}\n")
            if len(crews) > 1:
                text.append(f"    together {score} {'coin' if score == 1 else 'coins'}\n",
                            style="bold")
        names = [" + ".join(crew_player(state, c) for c in crews) for crews in winners]
        text.append("\n")
        if len(winners) == 1:
            text.append(f"{names[0]} win{'s' if len(winners[0]) == 1 else ''}!\n", style="bold")
        else:
            text.append("A shared win: " + ", ".join(names) + "\n", style="bold")
        # the turn as the panel and the move log number it; the actions, each choice on
        # the way counted, after it
        count = self.game.action_count
        text.append(f"Over in turn {state.turns + 1} ({count} action{'' if count == 1 else 's'}). "
                    f"Coins sunk: {state.sunk}, eaten: {state.eaten}.")
        return text

    def results_extra(self) -> ComposeResult:
        yield Static("", id="chart")

    @property
    def history(self) -> list[list[int]]:
        """Each crew's banked coins after each action (worked out once)."""
        if self._history is None:
            self._history = coins_history(self.game)
        return self._history

    def refresh_results(self, screen) -> None:
        """The coins banked over the game, a bar line per crew, as wide as the screen."""
        state = self.game.state
        width = max(10, (screen.size.width or 80) - 24)
        top = max([1] + [max(row) for row in self.history])
        table = Table(box=None, show_header=False, padding=(0, 1))
        table.add_column(no_wrap=True)
        table.add_column(no_wrap=True)
        table.add_column(no_wrap=True, justify="right")
        for crew in state.crews:
            values = [row[crew] for row in self.history]
            table.add_row(crew_label(crew), Text(sparkline(values, width, top),
                                                 style=CREW_STYLES[crew].split(" on ")[1]
                                                 if crew != 2 else "#9e9e9e"),
                          str(values[-1]))
        title = Text("Coins banked over the game (left: start, right: end)\n", style="bold")
        outer = Table.grid()
        outer.add_row(title)
        outer.add_row(table)
        screen.query_one("#chart", Static).update(outer)

    def help_screen(self):
        from jackal_tui.tui.screens.help import HelpScreen

        return HelpScreen(self.game.state, None)
