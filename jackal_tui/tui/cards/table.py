"""The card table's parts that every screen of the card game draws alike: the players'
lines, the revealed rows, the move log's last lines, the layout of the island card beside
the panel, and the public copy of a state (what a spectator may know), for the play
screen and the card game's view at the shared replay, watch and results screens."""

from __future__ import annotations

import textwrap

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from jackal_tui.games.cards.deck import FLAGS
from jackal_tui.games.cards.state import GOLD, OUT
from jackal_tui.session import HUMAN
from jackal_tui.tui.cards.hand import CARD_MARKS
from jackal_tui.tui.cards.island_card import PLAYER_STYLES, IslandCard
from jackal_tui.tui.widgets.footer import KeysFooter
from jackal_tui.tui.widgets.messages import MessageArea
from jackal_tui.tui.widgets.too_small import TooSmall


def log_lines(log: list[str], width: int, height: int) -> Text:
    """The move log's last lines, wrapped to ``width`` (the next lines of an action
    indented), as many as fit in ``height``."""
    width, height = max(10, width), max(1, height)
    lines: list[str] = []
    for line in reversed(log[-height:]):
        lines[:0] = textwrap.wrap(line, width, subsequent_indent="  ") or [""]
        if len(lines) >= height:
            break
    return Text("\n".join(lines[-height:]), no_wrap=True, overflow="crop")


def public_copy(state, *, hands: bool = False):
    """A copy of a card game's state holding only what a spectator may know
    (RULINGS-CARDS.md, and ``Match.public_view``): each hand, the deck, the island deck
    and every row not yet revealed keep their size and lose their cards (``None``), and
    the seed (which would deal them again) is gone. What draws the table from this copy
    cannot show a secret, whatever it draws.

    ``hands``: a finished game's viewer shows the hands as played. Before the reveal a
    sailor's hand is then shown as it was before he laid his row (the row's cards still
    in it, as ``laid`` counts say), so the row is not told before its reveal.
    """
    s = state.copy()
    s.seed = 0
    s.deck = [None] * len(s.deck)
    s.islands = [None] * len(s.islands)
    for p in range(s.n):
        if not s.revealed:
            if hands:
                s.hand[p] = sorted(s.hand[p] + s.row[p])
            s.row[p] = [None] * len(s.row[p])
        if not hands:
            s.hand[p] = [None] * len(s.hand[p])
    return s


def players_text(s, letters: list[str], now: int | None, kinds: list[str],
                 width: int) -> Text:
    """A line per player (the deciding one ▶, the one being resolved »; the first
    player *): letter, name, coins, how many cards in hand (never which), what the
    pirate is doing; then the key to the marks. ``kinds``: each seat's kind (a
    computer's is named where the line has room)."""
    text = Text()
    for p in range(s.n):
        marker = "▶" if p == now else ("»" if p == s.cur else " ")
        text.append(marker, "bold")
        text.append(f"{letters[p]} ", PLAYER_STYLES[p % 4])
        name = s.names[p][:9]
        first = "*" if p == s.first else " "
        coins = "coin " if s.coins[p] == 1 else "coins"  # the columns stay in line
        cards = "card " if len(s.hand[p]) == 1 else "cards"
        text.append(f"{name:<9}{first}{s.coins[p]:>2} {coins} {len(s.hand[p])} {cards} ")
        doing = seat_doing(s, p)
        kind = kinds[p] if p < len(kinds) else HUMAN
        if kind != HUMAN:  # the computer's kind, as far as the line has room
            room = max(0, width - 34 - 1 - 31 - len(doing) - 1)
            if room >= len(kind) + 3:  # else the prompt names it when it decides
                doing = f"{doing} ({kind})".strip()
        text.append(doing, "dim")
        text.append("\n")
    text.append("* first player · ▶ decides · » resolving", "dim")
    return text


def seat_doing(s, p: int) -> str:
    """What player ``p``'s pirate is doing this round, in words (all public)."""
    if s.sail[p] is False:
        return "in Tortuga"
    if s.status[p] == GOLD:
        return f"dug: {s.steps[p]} step" + ("" if s.steps[p] == 1 else "s")
    if s.status[p] == OUT:
        return f"out: {s.steps[p]} step" + ("" if s.steps[p] == 1 else "s")
    if s.status[p] == "going":
        return f"going: {s.steps[p]} step" + ("" if s.steps[p] == 1 else "s")
    if s.revealed and s.row[p]:
        return f"row of {len(s.row[p])}"
    if s.planned[p]:
        return f"ready: {len(s.row[p])} laid"
    if s.row[p]:
        return f"laying: {len(s.row[p])}"
    return ""


def rows_text(text: Text, s, letters: list[str]) -> None:
    """The rows laid this round, once revealed (before, nothing: they are secret): each
    card by its mark, the one being resolved in brackets."""
    if not s.revealed:
        return
    for p in s.order():
        if not s.row[p]:
            continue
        text.append(f"{letters[p]} ", PLAYER_STYLES[p % 4])
        for k, card in enumerate(s.row[p]):
            mark = CARD_MARKS[card] if card not in FLAGS else "⚑" + "RB"[card - 9]
            going = p == s.cur and k == s.next[p] and s.status[p] == "going"
            text.append(f"[{mark}]" if going else f" {mark} ", "reverse" if going else "")
        text.append("\n")


# the least terminal the card table is readable in: the island card's 34 columns, a space
# and a 24-column panel; its 17 lines, 2 of log and the footer
CARD_TABLE_LEAST = (34 + 1 + 24, 17 + 2 + 1)


def card_table(back: str = "q: back to the title screen (the game is kept)") -> ComposeResult:
    """The card table's parts, for the play and the watch screens: the island card over
    the move log on the left; the status, the players and the area (the hand, a
    question, the steps) on the right; instead of them, in a terminal too small, what
    size is needed (``fit_card_table``) and ``back``."""
    with Horizontal(id="cards-body"):
        with Vertical(id="cards-left"):
            yield IslandCard(id="island-card")
            yield MessageArea(id="cards-messages")
            yield Static(id="cards-log")
        with Vertical(id="cards-right"):
            yield Static(id="cards-status")
            yield Static(id="cards-players")
            yield Static(id="cards-area")
    yield TooSmall(back, "The card table", id="cards-too-small")
    yield KeysFooter(compact=True)


def fit_card_table(screen) -> bool:
    """Show the card table, or what size it needs if the terminal is smaller; True if
    that changed."""
    size = screen.size if screen.size.width else screen.app.size
    return screen.query_one(TooSmall).fit(size.width, size.height, CARD_TABLE_LEAST,
                                          screen.query_one("#cards-body"))


def card_table_css(screen: str) -> str:
    """The layout of :func:`card_table` on the screen class named ``screen``."""
    return "\n".join(f"{screen} {part} {{ {rules} }}" for part, rules in (
        ("#cards-left", "width: 34;"),
        ("#cards-right", "width: 1fr; padding-left: 1;"),
        ("#cards-log", "height: 1fr; color: $text-muted;"),
        ("#cards-status", "height: auto; text-style: bold;"),
        ("#cards-players", "height: auto; margin-bottom: 1;"),
        ("#cards-area", "height: 1fr;"),
    ))
