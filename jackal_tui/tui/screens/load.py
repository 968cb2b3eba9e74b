"""The load screen: every save with its rules, players, turn, scores and date."""

from __future__ import annotations

from datetime import datetime

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Label, Static

from ... import persistence
from ...engine import CREW_LETTERS, MODE_NAMES


def _date(text: str | None) -> str:
    if not text:
        return "?"
    try:
        return datetime.fromisoformat(text).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return text[:16]


def _scores(scores) -> str:
    if not scores:
        return ""
    parts = []
    for crews, score in scores:
        parts.append("+".join(CREW_LETTERS[c] for c in crews) + f" {score}")
    return ", ".join(parts)


class LoadScreen(Screen):
    """Pick a save with the arrows and ⏎; a damaged one says what is wrong."""

    BINDINGS = [
        Binding("escape,q", "back", "Back"),
        Binding("enter", "load", "Load", show=True, priority=False),
        Binding("r", "reload", "Refresh"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Label("Load a saved game", classes="screen-title")
            yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
            yield Static("", id="load-detail")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("Name", "Saved", "Rules", "Turn", "Scores", "Players")
        self.action_reload()
        table.focus()

    def action_reload(self) -> None:
        table = self.query_one(DataTable)
        table.clear()
        self.summaries = persistence.list_saves(self.app.data_dir)
        for i, s in enumerate(self.summaries):
            if s.ok:
                players = f"{MODE_NAMES.get(s.mode, s.mode or '?').split(',')[0]}: " + ", ".join(s.players)
                moves = f"{s.actions or 0} move{'' if s.actions == 1 else 's'}"
                turn = f"over, {moves}" if s.over else f"{CREW_LETTERS[s.turn]} to play, {moves}"
                row = (s.name, _date(s.saved_at), s.ruleset or "?", turn, _scores(s.scores), players)
            else:
                row = (s.name, _date(s.saved_at), "", "DAMAGED", "", s.error or "")
            table.add_row(*row, key=str(i))
        detail = self.query_one("#load-detail", Static)
        if not self.summaries:
            detail.update("No saves yet in " + str(persistence.saves_dir(self.app.data_dir)))
        else:
            self._show_detail(0)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key is not None and event.row_key.value is not None:
            self._show_detail(int(event.row_key.value))

    def _show_detail(self, index: int) -> None:
        if not 0 <= index < len(self.summaries):
            return
        s = self.summaries[index]
        text = f"File: {s.path.name}"
        if not s.ok:
            text += f"\nThis save is damaged: {s.error}"
        self.query_one("#load-detail", Static).update(text)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self._load(int(event.row_key.value))

    def action_load(self) -> None:
        table = self.query_one(DataTable)
        if self.summaries:
            self._load(table.cursor_row)

    def _load(self, index: int) -> None:
        if not 0 <= index < len(self.summaries):
            return
        s = self.summaries[index]
        if not s.ok:
            self.notify(f"Cannot load {s.path.name}: {s.error}", title="Damaged save",
                        severity="error", timeout=10)
            return
        try:
            game = persistence.load_game(s.path)
        except persistence.SaveError as error:
            self.notify(str(error), title="Cannot load that save", severity="error", timeout=10)
            return
        self.app.pop_screen()
        self.app.start_game(game, save_path=s.path)

    def action_back(self) -> None:
        self.app.pop_screen()
