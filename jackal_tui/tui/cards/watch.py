"""Watching a card game another window plays: the table as a spectator sees it, read-only,
following that window's saves.

Opened when a card game's save is locked by another process and the player chooses to
watch it (the app's ``_watching``). The file is looked at once a second and read again
in a worker when it changed (:class:`~.watch.FollowsFile`, as for the island games).

Only what is public is shown (RULINGS-CARDS.md: hand sizes, coins, the islands left, the
discard; a row once revealed): the island card with the pirates and this round's paths,
the coins, each player's count of cards, what each is doing, the revealed rows, and the
log (which never names a laid card). The screen draws from :func:`~.cards.public_copy`
of the state, in which every hand, the deck and every row not yet revealed have lost
their cards: nothing it draws can show a secret. Nothing is written or played here.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from jackal_tui.games.cards.islands import cell_name
from jackal_tui.tui.cards.island_card import IslandCard, player_letters, round_paths
from jackal_tui.tui.cards.screen import (
    CardsHelpScreen, CardsResultsScreen, log_lines, players_text, public_copy, rows_text,
    card_table, card_table_css, fit_card_table,
)
from jackal_tui.tui.classic.watch import Spectator

# What the deciding seat is doing, in words a spectator may read (no card named).
DOING = {
    "tortuga": "{name} decides: sail to the island, or buy cards in Tortuga",
    "plan": "{name} lays a secret row ({laid} laid so far)",
    "rum": "{name} decides: Rum on {cur}?",
    "move": "{name} decides where the pirate goes (the card has a choice)",
    "weapon": "{name} decides: a Weapon against the bandit at {at}?",
    "friday": "{name} decides: Man Friday on the rough ground at {at}?",
    "double": "{name} decides: a Doubling to make the move again?",
}
# The keys that play at the table: here they only say why they do nothing.
PLAY_KEYS = ("enter", "space", "left", "right", "up", "down", "c", "a", "s", "r", "y", "n",
             "u", "w", "backspace", "less_than_sign", "greater_than_sign", "comma",
             "full_stop", *[str(k) for k in range(1, 10)])


class CardsWatchScreen(Spectator, Screen):
    """A card game held by another window, shown as a spectator sees it; nothing can be
    played here: q goes back, l shows the whole log, t takes the game over once the other
    window has let go of it."""

    DEFAULT_CSS = card_table_css("CardsWatchScreen")

    BINDINGS = [
        Binding("escape,q", "leave", "Back"),
        Binding("l", "log", "Log"),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("t", "take_over", "Take over"),
        Binding("v", "results", "Results"),
        *[Binding(key, "read_only", "", show=False) for key in PLAY_KEYS],
    ]
    NOT_OVER_YET = "The game is not over yet: the results come after the last island."

    # ----- building
    def compose(self) -> ComposeResult:
        yield from card_table("Esc: back (the game goes on)")

    def on_mount(self) -> None:
        fit_card_table(self)
        self.redraw()
        self.follow_the_file()

    def on_resize(self) -> None:
        if self.is_mounted and self.query(IslandCard):
            fit_card_table(self)
            self.call_after_refresh(self.redraw)

    # ----- drawing: only from the public copy
    @property
    def shown(self):
        """What the screen draws from: the state with every secret taken out."""
        return public_copy(self.game.state)

    def redraw(self) -> None:
        s = self.shown
        letters = player_letters(s.names)
        self.query_one(IslandCard).show(s, round_paths(self.game.events, s.n), s.cur)
        self.query_one("#cards-status", Static).update(self.status_text(s))
        self.query_one("#cards-players", Static).update(
            players_text(s, letters, self.game.current_seat(), self.session.seats,
                         self.size.width or 80))
        self.query_one("#cards-area", Static).update(self.area_text(s, letters))
        log = self.query_one("#cards-log", Static)
        log.update(log_lines(self.game.log(), log.size.width or 33, log.size.height or 6))
        self.refresh_bindings()

    def status_text(self, s) -> Text:
        text = Text("◉ WATCHING", "bold reverse")
        text.append(" · " + island_words(self.game, short=True), "bold")
        return text

    def area_text(self, s, letters) -> Text:
        text = Text()
        if s.over:
            text.append("The game is over: v shows the results.\n", "bold")
        else:
            seat = s.decider
            words = DOING.get(s.phase, "{name} decides")
            text.append(words.format(
                name=self.session.seat_name(seat),
                laid=len(s.row[seat]) if seat is not None else 0,
                cur=s.names[s.cur] if s.cur is not None else "",
                at=cell_name(s.pending) if s.pending is not None else "") + "\n")
        lines = self.game.log()
        if lines:
            text.append(f"Last: {lines[-1]}\n", "dim")
        text.append("\n")
        rows_text(text, s, letters)
        if s.revealed:
            text.append("\n")
        if self.let_go:
            text.append("The other window has let go of this game: t takes it over.", "bold")
        else:
            text.append("Another window plays this game; the table follows its saves. "
                        "Hands and rows not yet revealed are not shown. q: back.", "dim")
        return text

    # ----- keys
    def action_help(self) -> None:
        self.app.push_screen(CardsHelpScreen())

    def results_screen(self):
        return CardsResultsScreen(self.game)


def island_words(game, *, short: bool = False) -> str:
    """``Island 3 of 10 (island card 17)``: how far through its islands a game is, as a
    spectator may know it (the island card on the table is public, the ones to come not).
    ``short``: ``(card 17)``."""
    s = game.state
    total = game.setup.get("islands")
    card = (f"card {s.island_no}" if short else f"island card {s.island_no}") \
        if s.island_no else "an island"
    if isinstance(total, list) and "position" not in game.setup:
        return f"Island {len(total) - len(s.islands)} of {len(total)} ({card})"
    left = len(s.islands)
    return f"This island ({card}), {left} more to come"
