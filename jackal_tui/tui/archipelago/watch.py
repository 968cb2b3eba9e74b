"""Watching a Jackal Archipelago game another window plays: the map as a spectator sees
it, read-only, following that window's saves.

Opened when an Archipelago save is locked by another process and the player chooses to
watch it (the app's ``_watching``). The file is looked at once a second and read again in
a worker when it changed (:class:`~.watch.FollowsFile`, as for the island and card games).

Only what is public is shown: the map with its face-down tiles by their backs, the
pieces, boats, coins, bottles, the bear and the die, whose turn it is, and the move log
(whose words never name a looked-at tile's face). The screen draws from
:func:`public_copy` of the state, in which every face-down tile has lost its face and no
crew remembers a lighthouse look: nothing it draws can show a secret. Nothing is written
or played here.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from jackal_tui.games.archipelago.actions import piece_name
from jackal_tui.games.archipelago.board import CREW_NAMES
from jackal_tui.games.archipelago.notation import CHOICE_WORDS
from jackal_tui.tui.archipelago.map import ArchipelagoMap, least_size
from jackal_tui.tui.widgets.too_small import TooSmall
from jackal_tui.tui.archipelago.screen import numbered_log, turn_labels
from jackal_tui.tui.archipelago.replay import PANEL_WIDTH, crews_text, island_name
from jackal_tui.tui.classic.watch import Spectator

HIDDEN = "?"   # what a face-down tile's face is in the public copy
# The keys that play at the table: here they only say why they do nothing.
PLAY_KEYS = ("enter", "tab", "up", "down", "left", "right", "c", "a", "b", "d", "r", "e",
             "y", "n", "u", "w")


def public_copy(s):
    """The state as a spectator may know it: every face-down tile's face replaced by
    ``?`` and every crew's lighthouse looks forgotten (a copy: ``s`` is untouched)."""
    shown = s.copy()
    for c in shown.board.land:
        if not shown.up[c]:
            shown.tiles[c] = HIDDEN
    shown.known = [set() for _ in shown.known]
    shown._key_cache = None
    return shown


class ArchipelagoWatchScreen(Spectator, Screen):
    """An Archipelago game held by another window, shown as a spectator sees it; nothing
    can be played here: q goes back, L the whole log, ? help, t takes the game over once
    the other window has let go of it, v the results once it is over."""

    DEFAULT_CSS = """
    ArchipelagoWatchScreen #arch-left { width: auto; height: 1fr; }
    ArchipelagoWatchScreen #arch-log { height: 1fr; color: $text-muted; }
    ArchipelagoWatchScreen #arch-right { width: 1fr; height: 1fr; padding-left: 1; }
    ArchipelagoWatchScreen #arch-status { height: auto; }
    ArchipelagoWatchScreen #arch-crews { height: auto; margin-top: 1; }
    ArchipelagoWatchScreen #arch-doing { height: 1fr; margin-top: 1; }
    """

    BINDINGS = [
        Binding("escape,q", "leave", "Back"),
        Binding("L,l", "log", "Log", key_display="L"),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("t", "take_over", "Take over"),
        Binding("v", "results", "Results"),
        *[Binding(key, "read_only", "", show=False) for key in PLAY_KEYS],
    ]
    NOT_OVER_YET = "The island has not ended yet: the results come at its end."

    def log_numbers(self) -> list[str]:
        return turn_labels(self.game)

    @property
    def shown(self):
        """What the screen draws from: the state with every secret taken out."""
        return public_copy(self.game.state)

    # ----- building
    def compose(self) -> ComposeResult:
        with Horizontal(id="arch-body"):
            with Vertical(id="arch-left"):
                yield ArchipelagoMap(self.shown, id="arch-map", cursor=False)
                yield Static(id="arch-log")
            with Vertical(id="arch-right"):
                yield Static(id="arch-status")
                yield Static(id="arch-crews")
                yield Static(id="arch-doing")
        yield TooSmall("Esc: back (the game goes on)", id="arch-too-small")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.fit_map()
        self.redraw()
        self.follow_the_file()

    def on_resize(self) -> None:
        if self.is_mounted and self.query(ArchipelagoMap):
            self.fit_map()
            self.call_after_refresh(self.redraw)

    def fit_map(self) -> None:
        width, height = self.size.width or 80, self.size.height or 24
        self.query_one(TooSmall).fit(width, height, least_size(self.game.state.board),
                                     self.query_one("#arch-body"))
        self.query_one(ArchipelagoMap).fit(width - PANEL_WIDTH - 1, height - 1 - 4)

    # ----- drawing: only from the public copy
    def redraw(self) -> None:
        s = self.shown
        self.query_one(ArchipelagoMap).show(s)
        status = Text("◉ WATCHING", "bold reverse")
        status.append(f" · Archipelago, {island_name(s)}, turn {s.turns + 1}", "bold")
        self.query_one("#arch-status", Static).update(status)
        self.query_one("#arch-crews", Static).update(
            crews_text(self.game, s, now=s.decider()))
        self.query_one("#arch-doing", Static).update(self.doing_text(s))
        self.query_one("#arch-log", Static).update(self.log_text())
        self.refresh_bindings()

    def doing_text(self, s) -> Text:
        text = Text()
        if s.over:
            text.append(f"The island has ended: {s.end_reason}. v shows the results.\n",
                        "bold")
        else:
            seat = s.decider()
            name = self.game.seat_name(seat) if seat is not None else ""
            if s.pending:
                words = (f"{piece_name(s.pending['piece'])} chooses "
                         f"{CHOICE_WORDS.get(s.pending['kind'], s.pending['kind'])}")
            elif s.vote:
                words = f"{name} answers {CREW_NAMES[s.vote[0]]}'s proposal to end the island"
            elif s.phase == "setup":
                words = f"{name} sets up the boat"
            elif s.phase == "bottles":
                words = f"{name} may use bottles"
            else:
                words = f"{name}'s turn"
            text.append(words + "\n", "bold")
        text.append("\n")
        if self.let_go:
            text.append("The other window has let go of this game: t takes it over.", "bold")
        else:
            text.append("Another window plays this game; the map follows its saves. "
                        "Face-down tiles and lighthouse looks are not shown. q: back.", "dim")
        return text

    def log_text(self) -> Text:
        return numbered_log(self.game, self.query_one("#arch-log", Static))

    # ----- keys
    def action_help(self) -> None:
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.shown, None))

    def results_screen(self):
        from jackal_tui.tui.archipelago.screen import ArchipelagoResultsScreen

        return ArchipelagoResultsScreen(self.game)
