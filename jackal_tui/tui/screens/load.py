"""The load screen: every save with its rules, turn, scores and who plays it.

Each save takes two lines, so that the list fits 80 columns: name and date, rules and
players' count, whose turn and how many moves, the sides' scores, and the players with
the computer seats named (easy, strong, random). The line under the list tells the rest.
"""

from __future__ import annotations

from datetime import datetime

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Label, Static

from ... import persistence
from ...engine import CREW_LETTERS, CREW_NAMES, MODE_NAMES, MODES
from ..seats import HUMAN, kinds_for_mode, seat_count

RULES_SHORT = {"classic": "Classic", "treasure-island": "T. Island"}
RULES_LONG = {"classic": "Classic", "treasure-island": "Treasure Island"}
MODE_SHORT = {"4": "4 players", "4-teams": "4 teams", "3": "3 players", "2": "2×2 crews",
              "2-light": "2 players"}
NAME_WIDTH = 16  # a longer save name is cut in the list (the line below has it whole)
PLAYERS_MIN = 20
ROW_HEIGHT = 2


def _date(text: str | None, *, year: bool = False) -> str:
    """``11-20 20:15`` in local time (with ``year``: ``2026-11-20 20:15``)."""
    if not text:
        return "?"
    try:
        when = datetime.fromisoformat(text).astimezone()
    except ValueError:
        return text[:16]
    return when.strftime("%Y-%m-%d %H:%M" if year else "%m-%d %H:%M")


def _cut(text: str, width: int) -> str:
    """``text`` in at most ``width`` terminal cells, cut with "…" if longer."""
    return text if cell_len(text) <= width else set_cell_size(text, max(0, width - 1)) + "…"


def _score_lines(scores) -> list[str]:
    """Each side's coins, ``W+B 3``, half the sides on each line."""
    sides = ["+".join(CREW_LETTERS[c] for c in crews) + f" {score}" for crews, score in scores]
    half = (len(sides) + 1) // 2
    return ["  ".join(sides[:half]), "  ".join(sides[half:])]


def _lines(words: list[str], width: int, sep: str) -> list[str]:
    """Words joined by ``sep`` into as many lines of ``width`` as they need."""
    out = [""]
    for i, word in enumerate(words):
        piece = word + (sep.rstrip() if i < len(words) - 1 else "")
        if out[-1] and cell_len(out[-1]) + 1 + cell_len(piece) > width:
            out.append("")
        out[-1] += (" " if out[-1] else "") + piece
    return out


def _wrap(words: list[str], width: int, sep: str = " ") -> list[str]:
    """Words in at most two lines of ``width``; what does not fit is cut with "…"."""
    lines = _lines(words, width, sep)
    if len(lines) > ROW_HEIGHT:
        lines = lines[: ROW_HEIGHT - 1] + [" ".join(lines[ROW_HEIGHT - 1:]) + "…"]
    return [_cut(line, width) for line in lines]


def _fit_seats(seats: list[tuple[str, str]], width: int) -> list[str]:
    """Seats (name, kind) in two lines of ``width``: long names are shortened first, then
    the kinds become one letter, ``(S)``, so that no computer seat goes unsaid."""
    longest = max((cell_len(name) for name, _ in seats), default=0)
    for short_kinds, shortest in ((False, 6), (True, 3)):
        for limit in range(max(longest, shortest), shortest - 1, -1):
            words = [_cut(name, limit) + (f" ({kind[0].upper() if short_kinds else kind})"
                                          if kind else "")
                     for name, kind in seats]
            lines = _lines(words, width, ", ")
            if len(lines) <= ROW_HEIGHT and all(cell_len(line) <= width for line in lines):
                return lines
    return _wrap([name + (f" ({kind})" if kind else "") for name, kind in seats], width, ", ")


def seat_players(summary, kinds: list[str], *, crews: bool = False) -> list[tuple[str, str]]:
    """Each seat as (name, computer kind): ``("Anne", "")``, ``("Bart", "easy")``; an
    unnamed seat is called by its crews. With ``crews``, the name starts with the letters
    of the crews it commands: ``Y Bart``."""
    if summary.mode not in MODES:
        return [(name, "") for name in summary.players]
    in_play, _, player_of = MODES[summary.mode]
    out = []
    for seat in range(seat_count(summary.mode)):
        commands = [c for c, p in zip(in_play, player_of) if p == seat]
        name = summary.players[seat] if seat < len(summary.players) else ""
        name = name or "+".join(CREW_NAMES[c] for c in commands)
        if crews:
            name = "+".join(CREW_LETTERS[c] for c in commands) + " " + name
        kind = kinds[seat] if seat < len(kinds) else HUMAN
        out.append((name, "" if kind == HUMAN else kind))
    return out


def saved_seats(summary) -> list[str]:
    """The seat kinds a save holds (its setup's "seats"), all human when it has none."""
    if not summary.ok or summary.mode not in MODES:
        return []
    return kinds_for_mode(summary.seats, summary.mode)


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
        self.summaries: list = []
        self.seats: list[list[str]] = []
        self.action_reload()
        self.query_one(DataTable).focus()

    def on_resize(self, event) -> None:
        if self.summaries:
            self._fill()

    def action_reload(self) -> None:
        self.summaries = persistence.list_saves(self.app.data_dir)
        self.seats = [saved_seats(s) for s in self.summaries]
        self._fill()
        detail = self.query_one("#load-detail", Static)
        if not self.summaries:
            detail.update(Text(f"No saves yet in {persistence.saves_dir(self.app.data_dir)}"))
        else:
            self._show_detail(self.query_one(DataTable).cursor_row)

    def _rows(self) -> list[tuple[list[str], ...]]:
        """Each save's cells (a list of lines each) before the players are wrapped."""
        rows = []
        for s in self.summaries:
            name = [_cut(s.name, NAME_WIDTH), _date(s.saved_at)]
            if not s.ok:
                rows.append((name, ["", ""], ["DAMAGED", ""], ["", ""]))
                continue
            rules = [RULES_SHORT.get(s.ruleset or "", s.ruleset or "?"),
                     MODE_SHORT.get(s.mode or "", s.mode or "?")]
            moves = f"{s.actions or 0} move{'' if s.actions == 1 else 's'}"
            turn = ["over" if s.over else f"{CREW_LETTERS[s.turn]} to play", moves]
            rows.append((name, rules, turn, _score_lines(s.scores)))
        return rows

    def _fill(self) -> None:
        """Lay the list out for the screen's width: the players get what is left."""
        table = self.query_one(DataTable)
        keep = table.cursor_row
        rows = self._rows()
        headers = ("Name", "Rules", "Turn", "Score")
        widths = [max([len(h)] + [cell_len(line) for row in rows for line in row[i]])
                  for i, h in enumerate(headers)]
        pad = 2 * table.cell_padding
        # the box's padding (2) and room for a vertical scrollbar (2)
        room = self.app.size.width - 4 - sum(widths) - pad * (len(widths) + 1)
        width = max(PLAYERS_MIN, room)
        table.clear(columns=True)
        for header, w in zip(headers, widths):
            table.add_column(header, width=w)
        table.add_column("Players", width=width)
        for i, (s, cells) in enumerate(zip(self.summaries, rows)):
            if s.ok:
                players = _fit_seats(seat_players(s, self.seats[i]), width)
            else:
                players = _wrap((s.error or "").split(" "), width)
            texts = [Text("\n".join(lines).rstrip("\n")) for lines in (*cells, players)]
            texts[0].stylize("dim", len(cells[0][0]) + 1)  # the date under the name
            if not s.ok:
                texts[2].stylize("bold")
            table.add_row(*texts, height=ROW_HEIGHT, key=str(i))
        if self.summaries:
            table.move_cursor(row=min(max(keep, 0), len(self.summaries) - 1))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key is not None and event.row_key.value is not None:
            self._show_detail(int(event.row_key.value))

    def _show_detail(self, index: int) -> None:
        if not 0 <= index < len(self.summaries):
            return
        s = self.summaries[index]
        text = f"File: {s.path.name}, saved {_date(s.saved_at, year=True)}"
        if not s.ok:
            text += f"\nThis save is damaged: {s.error}"
        else:
            rules = RULES_LONG.get(s.ruleset or "", s.ruleset or "?")
            mode = MODE_NAMES.get(s.mode or "", s.mode or "?")
            seats = seat_players(s, self.seats[index], crews=True)
            text += f"\n{s.name}: {rules}, {mode}: " + ", ".join(
                name + (f" ({kind})" if kind else "") for name, kind in seats)
        self.query_one("#load-detail", Static).update(Text(text))

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
