"""The card game's table at the shared screens (replay, watch, results): the island card
over the log, the players and the rows beside it, and the words only this game has (which
island, what the deciding seat is doing, the coins each island brought).

What it shows (decided for the replay, and the same watching):

- Always what the table saw: the island card, the pirates and this round's paths, the
  coins, each player's count of cards, the rows from their reveal on (before it only how
  many cards each laid), the log (which never names a laid card). The screens hand it
  :func:`~jackal_tui.tui.cards.table.public_copy` of the state (RULINGS-CARDS.md: hand
  sizes, coins, the islands left, the discard are public; a row once revealed).
- Never the deck's order or the islands to come: they are what a shuffle dealt, not
  anything a player did, and step by step they would tell what comes next.
- The hands only in the replay of a finished game (``h`` hides or shows them; shown at
  first). Once the game is over nothing is at stake, and the hands explain the play. A
  game not over is open to anyone at the load list, so it shows only what a spectator
  may know. Even with the hands shown, a row is not told before its reveal: until then
  a sailor's hand is shown as it was before he laid it (with "N laid" beside it).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from jackal_tui.games.cards.deck import FLAGS
from jackal_tui.games.cards.islands import cell_name
from jackal_tui.session import HUMAN
from jackal_tui.tui.cards.hand import CARD_MARKS
from jackal_tui.tui.cards.island_card import PLAYER_STYLES, IslandCard, player_letters, round_paths
from jackal_tui.tui.cards.table import CARD_TABLE_LEAST, players_text, public_copy, rows_text
from jackal_tui.tui.table_view import TableView
from jackal_tui.tui.widgets.too_small import TooSmall

HAND_KEY = ("X diagonal · + straight · H horse · ⚑R ⚑B flags · W weapon · F Friday · "
            "×2 doubling · R rum")
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


def card_mark(card) -> str:
    """A card in one to two cells: its arrow, ``H`` horse, ``⚑R`` red flag, ``W`` weapon."""
    return "⚑" + "RB"[card - 9] if card in FLAGS else CARD_MARKS[card]


def island_words(game, state=None, *, short: bool = False) -> str:
    """``Island 3 of 10 (island card 17)``: how far through its islands a game is, as a
    spectator may know it (the island card on the table is public, the ones to come not).
    ``short``: ``(card 17)``."""
    s = game.state if state is None else state
    total = game.setup.get("islands")
    card = (f"card {s.island_no}" if short else f"island card {s.island_no}") \
        if s.island_no else "an island"
    if isinstance(total, list) and "position" not in game.setup:
        return f"Island {len(total) - len(s.islands)} of {len(total)} ({card})"
    left = len(s.islands)
    return f"This island ({card}), {left} more to come"


def coins_in_tortuga(game) -> list[int]:
    """The coins each seat paid in Tortuga over the game (they leave the game)."""
    spent = [0] * game.state.n
    for ev in game.events:
        if ev[0] == "tortuga":
            spent[ev[1]] += ev[2]
    return spent


def coins_by_island(game) -> list[list[int]]:
    """The coins each seat took on each island visited (an island ends with its cards'
    discard, the last one with the end of the game)."""
    out: list[list[int]] = []
    now = [0] * game.state.n
    for ev in game.events:
        if ev[0] == "coins":
            now[ev[1]] += ev[2]
        elif ev[0] in ("discard", "over"):
            out.append(now)
            now = [0] * game.state.n
    return out


class CardsView(TableView):
    """The island card over the log, the players and the rows beside it; chapters are
    the islands (the action after which the next island card lies on the table)."""

    CHAPTER = "island"
    WHAT = "The card table"
    TABLE_WORDS = "table"
    START_WORDS = ("Before the first action: the first island card is turned up, the hands "
                   "dealt.")
    END_WORDS = "The end of the game"
    NOT_OVER_YET = "The game is not over yet: the results come after the last island."
    HIDDEN_WORDS = "Hands and rows not yet revealed are not shown."
    HANDS_REFUSAL = ("The hands stay secret while the game is not over: its players may "
                     "still play it on.")

    def __init__(self, game) -> None:
        super().__init__(game)
        self.letters = player_letters(game.state.names)

    def opens_chapter(self, event) -> bool:
        return event[0] == "island"

    def public(self, state):
        return public_copy(state)

    def may_show_hands(self) -> bool | None:
        return True if self.game.is_over() else None

    # ----- the widgets
    def table(self, where: str) -> ComposeResult:
        yield IslandCard(id="island-card")

    def panel(self, where: str) -> ComposeResult:
        yield Static(id="cards-players", classes="table-part")
        yield Static(id="cards-area", classes="table-fill")

    def fit(self, screen, width: int, height: int) -> None:
        screen.query_one(TooSmall).fit(width, height, CARD_TABLE_LEAST,
                                       screen.query_one("#table-body"))

    def show(self, screen, state, *, at=None, steps=None, real=None) -> None:
        watching = at is None
        events = self.game.events if watching else steps.events_to(at)
        screen.query_one(IslandCard).show(state, round_paths(events, state.n), state.cur)
        if watching:
            now, kinds = self.game.current_seat(), self.game.setup.get("seats") or []
        else:
            now, kinds = (None if state.over else state.decider), []
        screen.query_one("#cards-players", Static).update(
            players_text(state, self.letters, now, kinds, screen.size.width or 80))
        screen.query_one("#cards-area", Static).update(
            self.rows_words(state) if watching else self.area_words(state, real))

    def rows_words(self, state) -> Text:
        text = Text()
        if state.revealed:
            text.append("Rows ([ ] the card being resolved):\n" if state.cur is not None
                        else "Rows:\n", style="bold")
            rows_text(text, state, self.letters)
        elif any(state.row):
            text.append("Rows: laid, secret until the reveal\n", style="dim")
        return text

    def area_words(self, shown, real) -> Text:
        """The rows, and the hands where the player asked for them (``real`` given)."""
        text = self.rows_words(shown)
        if real is not None:
            seen = public_copy(real, hands=True)
            laid = not shown.revealed and any(shown.row)
            text.append("Hands" + (" (as before laying)" if laid else "") + ":\n",
                        style="bold")
            for p in range(seen.n):
                text.append(f"{self.letters[p]} ", PLAYER_STYLES[p % 4])
                text.append(" ".join(card_mark(c) for c in seen.hand[p]) or "(none)")
                text.append("\n")
            text.append(HAND_KEY, style="dim")
        elif self.game.is_over():
            text.append("h shows the hands as they were.", style="dim")
        else:
            text.append("The hands are secret until the game is over.", style="dim")
        return text

    # ----- words
    def where_words(self, state) -> str:
        return island_words(self.game, state, short=True)

    def doing_words(self, state) -> Text:
        text = Text()
        if state.over:
            text.append("The game is over.", "bold")
            return text
        seat = state.decider
        words = DOING.get(state.phase, "{name} decides")
        text.append(words.format(
            name=self.game.seat_name(seat) if seat is not None else "",
            laid=len(state.row[seat]) if seat is not None else 0,
            cur=state.names[state.cur] if state.cur is not None else "",
            at=cell_name(state.pending) if state.pending is not None else ""))
        return text

    # ----- the results
    def results_words(self) -> Text:
        game = self.game
        s = game.state
        text = Text()
        winners = game.winners()
        names = [game.seat_name(p) for p in winners]
        if len(winners) == 1:
            n = s.coins[winners[0]]
            text.append(f"{names[0]} wins with {n} coin{'' if n == 1 else 's'}.\n\n", "bold")
        elif winners:
            n = s.coins[winners[0]]
            text.append(f"{' and '.join(names)} share the win with "
                        f"{n} coin{'' if n == 1 else 's'}.\n\n", "bold")
        kinds = game.setup.get("seats") or []
        islands = coins_by_island(game)
        spent = coins_in_tortuga(game)
        found = max(len(" ".join(str(c[p]) for c in islands)) for p in range(s.n))
        width = max(len("by island"), found)
        text.append(f"{'':3}{'Player':<14}{'Coins':>6}  {'by island':<{width}}  Tortuga\n",
                    "bold")
        for rank, p in enumerate(sorted(range(s.n), key=lambda p: -s.coins[p]), 1):
            kind = kinds[p] if p < len(kinds) and kinds[p] != HUMAN else ""
            mark = "★" if p in winners else " "
            text.append(f"{mark}{rank}. {s.names[p][:12]:<12}{s.coins[p]:>6}  ")
            text.append(f"{' '.join(str(c[p]) for c in islands):<{width}}  ")
            text.append(f"{-spent[p]:>7}" if spent[p] else f"{'':>7}")
            text.append(f"  ({kind})\n" if kind else "\n", "dim")
        count = len(islands)
        text.append(f"\n{count} island{'' if count == 1 else 's'}"
                    + (" (a first game)" if game.setup.get("options", {}).get("islands") == 4
                       else "")
                    + (", a practice game" if game.setup.get("practice") is True else "")
                    + ". ★ marks the winner. Coins are what each island brought, less what "
                    "was paid in Tortuga.", "dim")
        return text

    def help_screen(self):
        from jackal_tui.tui.cards.screen import CardsHelpScreen

        return CardsHelpScreen(public_copy(self.game.state))
