"""Game over: scores, winners, each crew's coins over the game, and the way to the final
island (v) and the replay of the game (r), both in ``replay.py``."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from jackal_tui.games.classic import Game, IllegalActionError
from jackal_tui.tui.navigation import back_to_title
from jackal_tui.tui.seats import HUMAN, is_practice, seats_of
from jackal_tui.tui.classic.panel import CREW_STYLES, crew_label, crew_player

BARS = " ▁▂▃▄▅▆▇█"


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


class ResultsScreen(Screen):
    BINDINGS = [
        Binding("v", "island", "Island"),
        Binding("r", "replay", "Replay"),
        Binding("n", "new", "New game"),
        Binding("t,escape", "title", "Title screen"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.history = coins_history(game)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="results"):
            yield Static(self._summary(), id="results-text")
            yield Static("", id="chart")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self._draw_chart()
        self.query_one("#results").focus()

    def on_resize(self) -> None:
        self._draw_chart()

    def _summary(self) -> Text:
        state = self.game.state
        text = Text()
        text.append("Game over\n", style="bold underline")
        if state.end_reason:
            text.append(f"{state.end_reason}\n", style="dim")
        if is_practice(self.game):
            text.append("A practice game: the computers agreed to take back tiles turned "
                        "over.\n", style="bold")
        text.append("\n")
        winners = state.winners()
        scores = state.side_scores()
        best = max(s for _, s in scores)
        seats = seats_of(self.game)
        for crews, score in sorted(scores, key=lambda cs: -cs[1]):
            for i, crew in enumerate(crews):
                text.append("  " if i else ("★ " if score == best else "  "), style="bold #e0b000")
                text.append_text(crew_label(crew))
                name = crew_player(state, crew)
                kind = seats[state.player[crew]]
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
        # the turn as the panel and the move log number it ("804 actions played" did not
        # match the log's 441 turns); the actions, each choice on the way counted, after it
        count = self.game.action_count
        text.append(f"Over in turn {state.turns + 1} ({count} action{'' if count == 1 else 's'}). "
                    f"Coins sunk: {state.sunk}, eaten: {state.eaten}.\n")
        text.append("v", style="bold")
        text.append(" shows the final island, ")
        text.append("r", style="bold")
        text.append(" replays the game move by move.\n")
        return text

    def _draw_chart(self) -> None:
        state = self.game.state
        width = max(10, (self.size.width or 80) - 24)
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
        self.query_one("#chart", Static).update(outer)

    def action_island(self) -> None:
        """v: the final island, with the last move marked (and ← to step back from it)."""
        from jackal_tui.tui.classic.replay import ReplayScreen

        self.app.push_screen(ReplayScreen(self.game))

    def action_replay(self) -> None:
        """r: the whole game again from the first move."""
        from jackal_tui.tui.classic.replay import ReplayScreen

        self.app.push_screen(ReplayScreen(self.game, at=0))

    def action_new(self) -> None:
        from jackal_tui.tui.screens.new_game import NewGameScreen

        self.app.switch_screen(NewGameScreen())

    def action_title(self) -> None:
        back_to_title(self.app)
