"""The load screen: every game, newest first, with its rules, turn, scores and players.

Each save takes two lines, so that the list fits 80 columns: name and date, rules and
players' count, whose turn and how many moves, the sides' scores, and the players with
the computer seats named (easy, strong, random). The line under the list tells the rest.

The folder is listed and each save summarised in a thread worker (summaries are cached
by file size and time), so hundreds of saves never freeze the screen: the rows appear at
once, saying "reading…" until their summary comes. ``r`` renames a game, ``d`` deletes
one (after asking); a game another window plays can be neither.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from threading import Event
from time import monotonic, sleep

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Label, Static
from textual.worker import get_current_worker

from jackal_tui import persistence
from jackal_tui.games.classic import CREW_LETTERS, CREW_NAMES, MODE_NAMES, MODES
from jackal_tui.shown import printable
from jackal_tui.tui.archipelago.words import island_words
from jackal_tui.tui.seats import HUMAN, kinds_for_mode, seat_count

ISLAND_GAMES = ("classic", "treasure-island")  # the games whose seats command crews

RULES_SHORT = {"classic": "Classic", "treasure-island": "T. Island", "card-game": "Cards",
               "archipelago": "Archipel."}
RULES_LONG = {"classic": "Classic", "treasure-island": "Treasure Island",
              "card-game": "The Card Game", "archipelago": "Jackal Archipelago"}
# Jackal Archipelago's modes in words (its "2" and "4" are not classic's)
ARCH_CREWS = {"1": (0,), "2": (0, 2), "3": (0, 1, 2), "4": (0, 1, 2, 3), "2v2": (0, 1, 2, 3)}
ARCH_MODE_NAMES = {"1": "1 player (a puzzle)", "2": "2 players", "3": "3 players",
                   "4": "4 players", "2v2": "2 on 2"}
MODE_SHORT = {"4": "4 players", "4-teams": "4 teams", "3": "3 players", "2": "2×2 crews",
              "2-light": "2 players"}
NAME_WIDTH = 16  # a longer save name is cut in the list (the line below has it whole)
PLAYERS_MIN = 20
ROW_HEIGHT = 2
HEADERS = ("Name", "Rules", "Turn", "Score")  # then "Players", as wide as what is left
READING_WIDTHS = (NAME_WIDTH, 9, 9, 9)  # kept while reading: "T. Island", "W to play", "W 0  Y 0"
SHOW_EVERY = 0.25  # seconds between two batches of summaries from the worker
FLUSH_EVERY = 2.0  # seconds between two showings of the rows read out of view
IN_VIEW = 12  # rows either side of the cursor read at full speed; the rest in the background


def _date(text: str | None, *, year: bool = False) -> str:
    """``11-20 20:15`` in local time (with ``year``: ``2026-11-20 20:15``)."""
    if not text:
        return "?"
    try:
        when = datetime.fromisoformat(text).astimezone()
    except (ValueError, OverflowError, OSError):
        return text[:16]
    return when.strftime("%Y-%m-%d %H:%M" if year else "%m-%d %H:%M")


def _cut(text: str, width: int) -> str:
    """``text`` in at most ``width`` terminal cells, cut with "…" if longer."""
    return text if cell_len(text) <= width else set_cell_size(text, max(0, width - 1)) + "…"


def _progress(s) -> str:
    """How far the game went, in the game's own numbering: ``turn 441`` as its header and
    move log say (the turn in play, or the last one played when over); a game that numbers
    no turns says its count of actions instead (``12 actions``)."""
    if s.turn_number is not None:
        return f"turn {s.turn_number}"
    return f"{s.actions or 0} action{'' if s.actions == 1 else 's'}"


def _islands(s) -> str:
    """How far a game played island by island (the card game) went: ``island 3 of 10``
    (``of 4`` in a first game); a game from a hand-written position knows only how many
    islands are left after the one on the table (``2 more islands``)."""
    if s.island_at is not None and s.islands:
        return f"island {s.island_at} of {s.islands}"
    left = s.islands_left or 0
    return "last island" if left == 0 else f"{left} more island{'' if left == 1 else 's'}"


def _score_lines(scores) -> list[str]:
    """Each side's coins, ``W+B 3``, half the sides on each line."""
    sides = ["+".join(CREW_LETTERS[c] for c in crews) + f" {score}" for crews, score in scores]
    half = (len(sides) + 1) // 2
    return ["  ".join(sides[:half]), "  ".join(sides[half:])]


def _seat_score_lines(scores) -> list[str]:
    """A game without crews: each player's letter and coins, ``V 1  S 3``: the letters the
    game's table gives them (all different, even for names that start alike)."""
    from jackal_tui.tui.cards.island_card import player_letters

    letters = player_letters([name for name, _ in scores])
    seats = [f"{letter} {score}" for letter, (_, score) in zip(letters, scores)]
    half = (len(seats) + 1) // 2
    return ["  ".join(seats[:half]), "  ".join(seats[half:])]


def _puzzle_cells(s) -> tuple[list[str], list[str]]:
    """A puzzle's Turn and Score cells: solved or not and in how many turns; which of its
    goals were met, and the coins banked (RULINGS-ARCHIPELAGO, "Solo puzzles")."""
    banked = sum(score for _, score in s.seat_scores)
    coins = f"{banked} coin{'' if banked == 1 else 's'} banked"
    if not s.over:
        return [f"{CREW_LETTERS[s.turn]} to play", _progress(s)], [coins, ""]
    turns = s.turns_played or 0
    turn = ["solved" if s.solved else "not solved", f"{turns} turn{'' if turns == 1 else 's'}"]
    met = sum(1 for _, ok in s.goals if ok)
    if len(s.goals) == 1:
        goals = "goal met" if met else "goal missed"
    else:
        goals = f"{met} of {len(s.goals)} goals"
    return turn, [goals, coins]


def puzzle_words(s) -> str:
    """A puzzle's end in words for the line under the list: each goal, met or not."""
    if not s.goals:
        return ""
    if not s.over:
        return " Goal: " + "; or ".join(words for words, _ in s.goals) + "."
    turns = s.turns_played or 0
    head = (f" Solved in {turns} turn{'' if turns == 1 else 's'}." if s.solved
            else " Not solved.")
    return head + "".join(f" Goal {words}: {'met' if ok else 'not met'}."
                          for words, ok in s.goals)


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


def _cut_apart(names: list[str], width: int) -> list[str]:
    """Names cut to ``width`` so that names that differ still differ: ``Player 1`` and
    ``Player 2`` cut to 6 are ``Play…1`` and ``Play…2``, not ``Playe…`` twice."""
    plain = [_cut(name, width) for name in names]
    cut = list(plain)
    for k, name in enumerate(names):
        alike = [other for j, other in enumerate(names) if plain[j] == plain[k] and other != name]
        if not alike or width < 3:
            continue
        same = max(len(_common_start(name, other)) for other in alike)
        tail = name[same:][: width - 2]
        cut[k] = _cut(name, width - len(tail))[:-1] + "…" + tail \
            if cell_len(name) > width else name
    return cut


def _common_start(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def _fit_seats(seats: list[tuple[str, str]], width: int) -> list[str]:
    """Seats (name, kind) in two lines of ``width``: long names are shortened first, then
    the kinds become one letter, ``(S)``, so that no computer seat goes unsaid."""
    longest = max((cell_len(name) for name, _ in seats), default=0)
    for short_kinds, shortest in ((False, 6), (True, 3)):
        for limit in range(max(longest, shortest), shortest - 1, -1):
            cut = _cut_apart([name for name, _ in seats], limit)
            words = [short + (f" ({kind[0].upper() if short_kinds else kind})"
                              if kind else "")
                     for short, (_, kind) in zip(cut, seats)]
            lines = _lines(words, width, ", ")
            if len(lines) <= ROW_HEIGHT and all(cell_len(line) <= width for line in lines):
                return lines
    return _wrap([name + (f" ({kind})" if kind else "") for name, kind in seats], width, ", ")


def seat_players(summary, kinds: list[str], *, crews: bool = False) -> list[tuple[str, str]]:
    """Each seat as (name, computer kind): ``("Anne", "")``, ``("Bart", "easy")``; an
    unnamed seat is called by its crews. With ``crews``, the name starts with the letters
    of the crews it commands: ``Y Bart``."""
    if summary.ruleset == "archipelago" and summary.mode in ARCH_CREWS:  # a crew a seat
        return _crew_seats(summary, kinds, ARCH_CREWS[summary.mode], crews)

    if (summary.ruleset or "classic") not in ISLAND_GAMES or summary.mode not in MODES:
        # a game without crews (the card game): its players by name (unnamed: as the
        # game calls them, "Player 1")
        players = summary.players or tuple(name for name, _ in summary.seat_scores)
        return [(name, "" if kind == HUMAN else kind) for name, kind in
                zip(players, list(kinds) + [HUMAN] * len(players))]
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


def _crew_seats(summary, kinds, in_play, crews: bool) -> list[tuple[str, str]]:
    """One seat per crew (Jackal Archipelago): its player's name or the crew's."""
    out = []
    for seat, crew in enumerate(in_play):
        name = summary.players[seat] if seat < len(summary.players) else ""
        name = name or CREW_NAMES[crew]
        if crews:
            name = f"{CREW_LETTERS[crew]} {name}"
        kind = kinds[seat] if seat < len(kinds) else HUMAN
        out.append((name, "" if kind == HUMAN else kind))
    return out


def shown_summary(summary):
    """The summary with every text read from its file (names, the error, the island) as
    :func:`~jackal_tui.shown.printable` shows it: a file can hold escape sequences, and
    the list must show them, never send them to the terminal."""
    changes = {}
    for field in ("name", "error", "to_play", "island"):
        value = getattr(summary, field)
        if isinstance(value, str) and not value.isprintable():
            changes[field] = printable(value)
    changes["players"] = tuple(printable(name) for name in summary.players)
    changes["seat_scores"] = tuple((printable(name), score)
                                   for name, score in summary.seat_scores)
    return replace(summary, **changes)


def saved_seats(summary) -> list[str]:
    """The seat kinds a save holds (its setup's "seats"), all human when it has none."""
    if not summary.ok:
        return []
    try:
        return kinds_for_mode(summary.seats, summary.mode, summary.ruleset or "classic")
    except (KeyError, ValueError):  # a game or mode this version does not know
        return []


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
        path, s = self.paths[index], self.summaries[index]
        if s is None:
            return ([_cut(printable(path.stem), NAME_WIDTH), ""], ["reading…", ""], ["", ""],
                    ["", ""])
        name = [_cut(s.name, NAME_WIDTH), _date(s.saved_at)]
        if s.ok and s.ruleset == "archipelago" and s.goals:  # a puzzle: its goals
            turn, score = _puzzle_cells(s)
            return (name, [RULES_SHORT["archipelago"], island_words(s.island, short=True)],
                    turn, score)
        if s.ok and s.ruleset == "archipelago":  # the island, and each crew's coins
            turn = ["over" if s.over else f"{CREW_LETTERS[s.turn]} to play", _progress(s)]
            return (name, [RULES_SHORT["archipelago"], island_words(s.island, short=True)],
                    turn, _score_lines(s.scores))
        if not s.ok:  # a pipe, a folder, a link to nothing: not a game at all
            return (name, ["", ""], ["NOT A GAME" if s.not_a_file else "DAMAGED", ""],
                    ["", ""])
        rules = [RULES_SHORT.get(s.ruleset or "", s.ruleset or "?"),
                 MODE_SHORT.get(s.mode or "", s.mode or "?")]
        if s.ruleset == "card-game" and s.islands_left is not None:  # island by island
            rules[1] = f"{s.mode} players"  # its mode is the count ("2" is not 2x2 crews)
            turn = ["over" if s.over else f"{(s.to_play or '?')[:1].upper()} to play",
                    _islands(s)]
            return (name, rules, turn, _seat_score_lines(s.seat_scores))
        if (s.ruleset or "classic") not in ISLAND_GAMES:  # no crews: players by name
            turn = ["over" if s.over else f"{(s.to_play or '?')[:1].upper()} to play",
                    _progress(s)]
            return (name, rules, turn, _seat_score_lines(s.seat_scores))
        turn = ["over" if s.over else f"{CREW_LETTERS[s.turn]} to play", _progress(s)]
        return (name, rules, turn, _score_lines(s.scores))

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
        text = f"File: {printable(s.path.name)}, saved {_date(s.saved_at, year=True)}"
        if not s.ok:
            text += (f"\nThis is not a game: {s.error}" if s.not_a_file else
                     f"\nThis save is damaged: {s.error}")
        else:
            rules = RULES_LONG.get(s.ruleset or "", s.ruleset or "?")
            mode = MODE_NAMES.get(s.mode or "", s.mode or "?")
            if s.ruleset == "archipelago":
                rules += f", {island_words(s.island)}"
                mode = ARCH_MODE_NAMES.get(s.mode or "", s.mode or "?")
            elif s.ruleset == "card-game":  # its mode is the count of players
                mode = f"{s.mode} players"
            seats = seat_players(s, self.seats[index], crews=True)
            text += f"\n{s.name}: {rules}, {mode}: " + ", ".join(
                name + (f" ({kind})" if kind else "") for name, kind in seats) + "."
            text += puzzle_words(s)
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
