"""The load screen: every game, newest first, with its rules, turn, scores and players.

Each save takes two lines, so that the list fits 80 columns: name and date, rules and
players' count, whose turn and how many moves, the sides' scores, and the players with
the computer seats named (easy, strong, random). The line under the list tells the rest.

What one save's row and the line under the list say is
:mod:`jackal_tui.tui.screens.save_rows`'s.

The folder is listed and each save summarised in a thread worker (summaries are cached
by file size and time), so hundreds of saves never freeze the screen: the rows appear at
once, saying "reading…" until their summary comes. ``r`` renames a game, ``d`` deletes
one (after asking); a game another window plays can be neither.
"""

from __future__ import annotations

from dataclasses import replace
from threading import Event
from time import monotonic, sleep

from rich.cells import cell_len
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Label, Static
from textual.worker import get_current_worker

from jackal_tui import persistence
from jackal_tui.shown import printable
from jackal_tui.tui.archipelago.words import island_words  # noqa: F401 (named here too)
from jackal_tui.tui.screens.save_rows import (
    HEADERS, ISLAND_GAMES, PLAYERS_MIN, READING_WIDTHS, ROW_HEIGHT, _fit_seats, _wrap,
    save_detail, save_row, saved_seats, seat_players, shown_summary)

SHOW_EVERY = 0.25  # seconds between two batches of summaries from the worker
FLUSH_EVERY = 2.0  # seconds between two showings of the rows read out of view
IN_VIEW = 12  # rows either side of the cursor read at full speed; the rest in the background


class LoadScreen(Screen):
    """Pick a save with the arrows and ⏎; a damaged one says what is wrong."""

    BINDINGS = [
        Binding("escape,q", "back", "Back"),
        Binding("enter", "load", "Load", show=True, priority=False),
        Binding("r", "rename", "Rename"),
        Binding("d,delete", "delete", "Delete"),
        Binding("v", "replay", "Replay"),
        Binding("f5,ctrl+r", "reload", "Refresh", show=False),
        # (the table's own Home and End scroll sideways, which the list never needs)
        *[Binding(key, f"jump({row})", key.title(), show=False, priority=True)
          for key, row in (("home", 0), ("end", -1))],
    ]

    def action_jump(self, row: int) -> None:
        """Home, End: the first save, the last."""
        table = self.query_one(DataTable)
        if table.row_count:
            table.move_cursor(row=row % table.row_count)

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Label("Load a saved game", classes="screen-title")
            yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
            yield Static("", id="load-detail")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.paths: list = []
        self.summaries: list = []  # one per path: its SaveSummary, None while not read
        self.seats: list[list[str]] = []
        self.reading = True
        self._generation = 0
        self._widths: list[int] = []
        self._pending: set[int] = set()  # rows read but not shown yet
        self._flushed = monotonic()
        self._want = 0  # the cursor's row, read by the worker (which reads near it first)
        self.action_reload()
        self.query_one(DataTable).focus()

    def on_resize(self, event) -> None:
        if self.paths:
            self._fill()

    # ----- reading the folder, off the interface thread
    def action_reload(self) -> None:
        self._generation += 1
        self.reading = True
        self.query_one("#load-detail", Static).update(Text("Reading the saves folder…"))
        self.read_folder(self._generation)

    @work(thread=True, exclusive=True, group="list", exit_on_error=False)
    def read_folder(self, generation: int) -> None:
        """List the folder, then summarise each save (newest first), in batches."""
        worker = get_current_worker()
        paths = persistence.save_files(self.app.data_dir)
        painted = Event()
        self.app.call_from_thread(self._got_paths, generation, paths, painted)
        painted.wait(timeout=2.0)  # the rows are on screen before the reading takes the CPU
        batch: list = []
        shown = monotonic()
        unread = set(range(len(paths)))
        while unread:
            if worker.is_cancelled:
                return
            near = self._want  # the row under the cursor: read what is in view first
            index = min(unread, key=lambda i: (abs(i - near), i))
            unread.discard(index)
            began = monotonic()
            batch.append((index, persistence.summary_of(paths[index])))
            spent = monotonic() - began
            if monotonic() - shown >= SHOW_EVERY:
                self.app.call_from_thread(self._got_summaries, generation, batch, False)
                batch, shown = [], monotonic()
            if abs(index - near) > IN_VIEW:
                # out of view: read at half speed, leaving the interface thread the rest
                sleep(spent)
        if not worker.is_cancelled:
            self.app.call_from_thread(self._got_summaries, generation, batch, True)

    def _got_paths(self, generation: int, paths: list, painted: Event) -> None:
        self.call_after_refresh(painted.set)
        if generation != self._generation:
            return
        self.paths = list(paths)
        self._pending = set()
        self.summaries = [None] * len(paths)
        self.seats = [[] for _ in paths]
        self._fill()
        self._show_detail(self.query_one(DataTable).cursor_row)

    def _got_summaries(self, generation: int, batch: list, done: bool) -> None:
        if generation != self._generation:
            return
        for index, summary in batch:
            if index < len(self.summaries) and self.paths[index] == summary.path:
                self.summaries[index] = shown_summary(summary)
                self.seats[index] = saved_seats(summary)
                self._pending.add(index)
        if done:
            self.reading = False
            if self._widths[:-1] != self._column_widths(self._rows()):
                self._pending.clear()
                self._fill()  # every save read: the columns as narrow as they can be
        # a row in view is shown at once; the others now and then, or when the cursor moves
        # (redrawing the table for each would keep the interface thread busy)
        in_view = self._rows_in_view()
        if done or monotonic() - self._flushed >= FLUSH_EVERY:
            self._flush()
        elif self._pending & in_view:
            self._show_rows(sorted(self._pending & in_view))
            self._pending -= in_view
        if batch or done:
            self._show_detail(self.query_one(DataTable).cursor_row)

    def _rows_in_view(self) -> set[int]:
        table = self.query_one(DataTable)
        first = int(table.scroll_y) // ROW_HEIGHT
        count = table.size.height // ROW_HEIGHT + 2
        return set(range(max(0, first - 1), first + count))

    def _flush(self) -> None:
        """Show every summary read and not yet shown."""
        self._flushed = monotonic()
        if self._pending:
            pending, self._pending = sorted(self._pending), set()
            self._show_rows(pending)

    # ----- showing
    def _row(self, index: int) -> tuple[list[str], ...]:
        """One save's cells (a list of lines each) before the players are wrapped."""
        return save_row(self.paths[index], self.summaries[index])

    def _rows(self) -> list[tuple[list[str], ...]]:
        return [self._row(i) for i in range(len(self.paths))]

    def _texts(self, index: int, cells: tuple[list[str], ...], width: int) -> list[Text]:
        """The row's five cells as shown, the players fitted to ``width``."""
        s = self.summaries[index]
        if s is None:
            players = [""]
        elif s.ok:
            players = _fit_seats(seat_players(s, self.seats[index]), width)
        else:
            players = _wrap((s.error or "").split(" "), width)
        texts = [Text("\n".join(lines).rstrip("\n")) for lines in (*cells, players)]
        texts[0].stylize("dim", len(cells[0][0]) + 1)  # the date under the name
        if s is not None and not s.ok:
            texts[2].stylize("bold")
        return texts

    def _fill(self) -> None:
        """Lay the list out for the screen's width: the players get what is left."""
        table = self.query_one(DataTable)
        keep = table.cursor_row
        rows = self._rows()
        widths = self._column_widths(rows)
        pad = 2 * table.cell_padding
        # the box's padding (2) and room for a vertical scrollbar (2)
        room = self.app.size.width - 4 - sum(widths) - pad * (len(widths) + 1)
        width = max(PLAYERS_MIN, room)
        self._widths = widths + [width]
        table.clear(columns=True)
        for header, w in zip((*HEADERS, "Players"), self._widths):
            table.add_column(header, width=w, key=header)
        for i, cells in enumerate(rows):
            table.add_row(*self._texts(i, cells, width), height=ROW_HEIGHT, key=str(i))
        if self.paths:
            table.move_cursor(row=min(max(keep, 0), len(self.paths) - 1))

    def _column_widths(self, rows) -> list[int]:
        """Each column as wide as its widest line; while saves are still being read, at
        least as wide as most saves need, so that a summary coming in rarely makes the
        whole list be laid out again."""
        floors = READING_WIDTHS if None in self.summaries else (0,) * len(HEADERS)
        return [max([len(h), floor] + [cell_len(line) for row in rows for line in row[i]])
                for i, (h, floor) in enumerate(zip(HEADERS, floors))]

    def _show_rows(self, indices) -> None:
        """Show new summaries of some rows: in place while the columns keep their widths
        (hundreds of rows are never laid out again for each one), else the whole list."""
        table = self.query_one(DataTable)
        if not self._widths or table.row_count != len(self.paths):
            self._fill()
            return
        updates = []
        for index in indices:
            cells = self._row(index)
            if any(cell_len(line) > self._widths[c] for c, lines in enumerate(cells)
                   for line in lines):
                self._fill()  # a wider cell: lay the columns out again
                return
            updates.append((index, self._texts(index, cells, self._widths[-1])))
        for index, texts in updates:
            for header, text in zip((*HEADERS, "Players"), texts):
                table.update_cell(str(index), header, text)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._want = event.cursor_row
        if self._pending:
            self._flush()
        if event.row_key is not None and event.row_key.value is not None:
            self._show_detail(int(event.row_key.value))

    def _show_detail(self, index: int) -> None:
        detail = self.query_one("#load-detail", Static)
        if not self.paths:
            folder = printable(persistence.saves_dir(self.app.data_dir))
            detail.update(Text("Reading the saves folder…" if self.reading else
                               f"No saves yet in {folder}"))
            return
        if not 0 <= index < len(self.paths):
            return
        s = self.summaries[index]
        if s is None:
            detail.update(Text(f"File: {printable(self.paths[index].name)}: reading…"))
            return
        text = save_detail(s, self.seats[index])
        detail.update(Text(text))

    # ----- keys
    def _current(self) -> int | None:
        index = self.query_one(DataTable).cursor_row
        return index if self.paths and 0 <= index < len(self.paths) else None

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self._load(int(event.row_key.value))

    def action_load(self) -> None:
        index = self._current()
        if index is not None:
            self._load(index)

    def _load(self, index: int) -> None:
        if not 0 <= index < len(self.paths):
            return
        s = self.summaries[index]
        if s is not None and not s.ok:
            self.notify(f"Cannot load {s.path.name}: {s.error}",
                        title="Not a game" if s.not_a_file else "Damaged save",
                        severity="error", timeout=10)
            return
        self.app.open_save(self.paths[index], leave=self)

    def _readable(self, index: int | None, refusal: str):
        """The summary of save ``index`` once it is read and sound, else None (and why not)."""
        if index is None:
            return None
        s = self.summaries[index]
        if s is None:
            self.notify("That save is still being read: a moment.", severity="warning")
            return None
        if not s.ok:
            self.notify(f"{refusal} {s.path.name}: {s.error}", title="Damaged save",
                        severity="error", timeout=10)
            return None
        return s

    def action_rename(self) -> None:
        """r: give the highlighted game another name (its file stays the same)."""
        index = self._current()
        s = self._readable(index, "A damaged save cannot be renamed:")
        if s is None:
            return
        from jackal_tui.tui.screens.dialogs import SaveDialog

        def renamed(name: str | None) -> None:
            if not name or self.paths[index:index + 1] != [s.path]:
                return
            try:
                persistence.rename_save(s.path, name)
            except persistence.SaveError as error:
                self.notify(str(error), title="Not renamed", severity="error", timeout=10)
                return
            self.summaries[index] = shown_summary(replace(s, name=name))
            self._fill()
            self._show_detail(index)
            self.notify(f"Renamed: {name}", timeout=3)

        self.app.push_screen(SaveDialog(s.name, title="Rename this game"), renamed)

    def action_delete(self) -> None:
        """d: delete the highlighted save, after asking (a damaged one too)."""
        index = self._current()
        if index is None:
            return
        path = self.paths[index]
        s = self.summaries[index]
        name = s.name if s is not None and s.ok else path.name
        from jackal_tui.tui.screens.dialogs import ConfirmScreen

        def confirmed(yes: bool | None) -> None:
            if not yes or self.paths[index:index + 1] != [path]:
                return
            try:
                persistence.delete_save(path)
            except persistence.SaveError as error:
                self.notify(str(error), title="Not deleted", severity="error", timeout=10)
                return
            del self.paths[index], self.summaries[index], self.seats[index]
            self._fill()
            self._show_detail(self.query_one(DataTable).cursor_row)
            self.notify(f"Deleted: {name}", timeout=3)

        self.app.push_screen(ConfirmScreen(
            f"Delete {name}?", f"The file {path.name} is removed for good.", yes="Delete"),
            confirmed)

    def action_replay(self) -> None:
        """v: step through the highlighted game from its first action (the replay viewer)."""
        s = self._readable(self._current(), "Cannot replay")
        if s is None:
            return
        if (s.ruleset or "classic") not in (*ISLAND_GAMES, "card-game", "archipelago"):
            self.notify(f"The replay steps through the island games, the card game and "
                        f"Archipelago: "
                        f"open {s.name} (⏎) and press l for its whole move log.",
                        title="Cannot replay",
                        severity="warning", timeout=8)
            return
        self.notify(f"Opening the replay of {s.name}…", timeout=2)
        self._open_replay(s.path, s.name)

    @work(thread=True, exclusive=True, group="replay")
    def _open_replay(self, path, name: str) -> None:
        """Read and prove the save, and fold it into the replay's steps, off the interface
        thread (a long game takes a while); every game opens the one replay viewer, with
        its own table."""
        from jackal_tui.tui.screens.replay import ReplayScreen

        try:
            game = persistence.load_game(path)
        except persistence.SaveError as error:
            self.app.call_from_thread(self.notify, str(error), title="Cannot replay that save",
                                      severity="error", timeout=10)
            return
        replay = ReplayScreen(game, at=0, title=f"Replay: {name}")
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.app.push_screen, replay)

    def action_back(self) -> None:
        self.app.pop_screen()
