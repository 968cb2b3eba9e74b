"""The card game's replay viewer: step through a saved or finished game, forward and back,
with the log in step and the island card, the rows and the coins as they were.

← → one action (each card laid, each answer), PgUp PgDn one island (to the action that
turned the next island up), Home End the start and the end, h the hands (a finished game
only), Esc closes. Opened from the card game's results (r) and from the load list (v).

The positions come from the generic fold of :mod:`.replay` (:class:`~.replay.Steps`: the
game's events over its start, no rules run, no random number drawn, a position kept every
few actions), the log in step from its :class:`~.replay.ReplayLog`, the keys from its
:class:`~.replay.StepScreen`.

What the viewer shows:

- Always what the table saw: the island card, the pirates and this round's paths, the
  coins, each player's count of cards, the rows from their reveal on (before it only how
  many cards each laid), the log (which never names a laid card).
- Never the deck's order or the islands to come: they are what a shuffle dealt, not
  anything a player did, and step by step they would tell what comes next.
- The hands only when the game is over (h hides or shows them; shown at first). Once
  the game is over nothing is at stake, and the hands explain the play (why no Rum, why
  Tortuga). While a game is not over its replay is open to anyone at the load list, so
  it shows only what a spectator may know, as the watch screen does. Even with the hands
  shown, a row is not told before its reveal: until then a sailor's hand is shown as it
  was before he laid it (with "N laid" beside it).
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Static

from jackal_tui.games.cards.deck import FLAGS
from jackal_tui.games.cards.match import initial_state
from jackal_tui.games.cards.state import apply_event
from jackal_tui.tui.cards.hand import CARD_MARKS
from jackal_tui.tui.cards.island_card import PLAYER_STYLES, IslandCard, player_letters, round_paths
from jackal_tui.tui.widgets.too_small import TooSmall
from jackal_tui.tui.cards.screen import fit_card_table, players_text, public_copy, rows_text
from jackal_tui.tui.classic.replay import ReplayLog, Steps, StepScreen

HAND_KEY = ("X diagonal · + straight · H horse · ⚑R ⚑B flags · W weapon · F Friday · "
            "×2 doubling · R rum")


def card_mark(card) -> str:
    """A card in one to two cells: its arrow, ``H`` horse, ``⚑R`` red flag, ``W`` weapon."""
    return "⚑" + "RB"[card - 9] if card in FLAGS else CARD_MARKS[card]


class CardSteps(Steps):
    """Every position of a card game by the number of actions played; its chapters are
    the islands (the action after which the next island card lies on the table)."""

    def __init__(self, game) -> None:
        self.game = game
        self.deciders: list[int | None] = []  # the seat that took each action
        self.island_at: list[int] = []  # which island of the game is on the table, by k
        self._islands = 1
        super().__init__(initial_state(game.setup), game.events, apply_event)
        self.island_at.append(self._islands)  # after the last action
        self.log = game.log()
        self.ends = self.starts[1:] + [len(self.events)]  # where each action's events end

    def before_action(self, state) -> None:
        self.deciders.append(state.decider)
        self.island_at.append(self._islands)

    def after_event(self, event, state) -> None:
        if event[0] == "island":
            self._islands += 1
            self.chapters.append(len(self.starts))  # after this action: the new island

    def events_to(self, k: int) -> list:
        """The events of the first ``k`` actions."""
        return self.events[:self.ends[k - 1]] if k > 0 else []


class CardReplayScreen(StepScreen):
    """Step through a card game: ← → one action, PgUp PgDn one island, Home End the start
    and the end, h the hands (a finished game), Esc close."""

    DEFAULT_CSS = """
    CardReplayScreen #cards-left { width: 34; }
    CardReplayScreen #cards-right { width: 1fr; padding-left: 1; }
    CardReplayScreen #replay-log { height: 1fr; }
    CardReplayScreen #replay-title { height: auto; }
    CardReplayScreen #cards-players { height: auto; margin: 1 0; }
    CardReplayScreen #cards-area { height: 1fr; }
    CardReplayScreen #replay-keys { height: auto; color: $text-muted; }
    """

    CHAPTER = "island"

    BINDINGS = [
        Binding("right,space", "step(1)", "Next", key_display="→"),
        Binding("left,backspace", "step(-1)", "Back", key_display="←"),
        Binding("pagedown,right_square_bracket", "turn(1)", "Island", key_display="PgDn"),
        Binding("pageup,left_square_bracket", "turn(-1)", "Island back", key_display="PgUp",
                show=False),
        Binding("home,g", "jump(0)", "Start", key_display="Home"),
        Binding("end,G", "jump(-1)", "Last", key_display="End"),
        Binding("h", "hands", "Hands"),
        Binding("escape,q", "close", "Close", key_display="Esc"),
    ]

    def __init__(self, game, *, at: int | None = None, title: str | None = None) -> None:
        super().__init__(game, CardSteps(game), at=at, title=title)
        self.over = game.is_over()
        self.hands = self.over  # a finished game's hands are shown at first (h hides them)
        self.letters = player_letters(game.state.names)
        self.numbers = [f"{k + 1}." for k in range(self.steps.count)]
        self.total = game.setup.get("islands") if "position" not in game.setup else None

    def compose(self) -> ComposeResult:
        with Horizontal(id="cards-body"):
            with Vertical(id="cards-left"):
                yield IslandCard(id="island-card")
                yield ReplayLog(id="replay-log", start_words="Before the first action: "
                                "the first island card is turned up, the hands dealt.")
            with Vertical(id="cards-right"):
                yield Static(id="replay-title")
                yield Static(id="cards-players")
                yield Static(id="cards-area")
                yield Static(self._keys(), id="replay-keys")
        yield TooSmall("Esc: close the replay", "The card table", id="cards-too-small")
        yield Footer(compact=True)

    @staticmethod
    def _keys() -> Text:
        text = Text()
        for keys, words in (("← →", "one action"), ("PgUp PgDn", "one island ([ ])"),
                            ("Home End", "start, end · h hands · Esc close")):
            text.append(f"{keys:<10}", style="bold")
            text.append(f"{words}\n")
        text.rstrip()
        return text

    def on_mount(self) -> None:
        fit_card_table(self)
        self.show_step()

    def on_resize(self, event: events.Resize) -> None:
        if self.is_mounted:
            fit_card_table(self)
            self.call_after_refresh(self.show_step)

    # ----- showing a step
    def show_step(self) -> None:
        real = self.steps.state_at(self.at)
        shown = public_copy(real)
        paths = round_paths(self.steps.events_to(self.at), shown.n)
        self.query_one(IslandCard).show(shown, paths, shown.cur)
        self.query_one(ReplayLog).show(self.steps.log, self.at, self.numbers)
        self.query_one("#replay-title", Static).update(self._title(shown))
        now = None if shown.over else shown.decider
        self.query_one("#cards-players", Static).update(
            players_text(shown, self.letters, now, [], self.size.width or 80))
        self.query_one("#cards-area", Static).update(self._area(shown, real))
        self.refresh_bindings()

    def _title(self, s) -> Text:
        count = self.steps.count
        text = Text()
        text.append(self.title_words or "Replay", style="bold underline")
        if self.game.setup.get("practice") is True:
            text.append(" (practice)", style="bold")
        text.append("\n")
        card = f"card {s.island_no}" if s.island_no else "an island"
        if isinstance(self.total, list):
            text.append(f"Island {self.steps.island_at[self.at]} of {len(self.total)}",
                        style="bold")
        else:
            text.append(f"This island, {len(s.islands)} more to come", style="bold")
        text.append(f" ({card})\n")
        if self.at == 0:
            text.append(f"Start: {count} action{'' if count == 1 else 's'} to come")
        else:
            text.append(f"Action {self.at} of {count}")
        if self.at == count:
            text.append(" · the end" if self.over else " · as far as it was played",
                        style="bold")
        return text

    def _area(self, shown, real) -> Text:
        text = Text()
        if shown.revealed:
            text.append("Rows ([ ] the card being resolved):\n" if shown.cur is not None
                        else "Rows:\n", style="bold")
            rows_text(text, shown, self.letters)
        elif any(shown.row):
            text.append("Rows: laid, secret until the reveal\n", style="dim")
        if self.hands:
            seen = public_copy(real, hands=True)
            laid = not shown.revealed and any(shown.row)
            text.append("Hands" + (" (as before laying)" if laid else "") + ":\n",
                        style="bold")
            for p in range(seen.n):
                text.append(f"{self.letters[p]} ", PLAYER_STYLES[p % 4])
                text.append(" ".join(card_mark(c) for c in seen.hand[p]) or "(none)")
                text.append("\n")
            text.append(HAND_KEY, style="dim")
        elif self.over:
            text.append("h shows the hands as they were.", style="dim")
        else:
            text.append("The hands are secret until the game is over.", style="dim")
        return text

    # ----- keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hands":
            return True if self.over else None
        return super().check_action(action, parameters)

    def on_key(self, event: events.Key) -> None:
        if event.key == "h" and not self.over:
            event.stop()
            self.notify("The hands stay secret while the game is not over: its players "
                        "may still play it on.", severity="warning", timeout=5)
            return
        super().on_key(event)

    def action_hands(self) -> None:
        if self.over:
            self.hands = not self.hands
            self.show_step()
