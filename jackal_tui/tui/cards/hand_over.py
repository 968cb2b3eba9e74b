"""The card game's private page behind the shared hand-over
(:class:`~jackal_tui.tui.screens.secret.HandOverScreen`): one player's hand, and, when
the question on the table is about a card played from the hand (Rum, Weapon, Man Friday,
Doubling), the answer, given where only that player sees it.

In hot-seat (two or more people at one terminal) a hand stays off the shared table. The
question itself is public (RULINGS-CARDS.md, "No tells on a shared screen": it is asked
whether or not the player holds the card), and on the table one key declines it. Any
other answer passes the keyboard: the hand-over page names nobody's card, then this page
shows the hand. A player who holds the card is asked here; one who holds none is not
asked, only told so, and goes back with "no". What the table sees is the same in both
cases (a hand-over, then an answer that anyone could give), so nothing of the hand is
told.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.widgets import Static

from jackal_tui.games.cards.deck import DOUBLING, FRIDAY, RUM, WEAPON
from jackal_tui.tui.cards.hand import CARD_TITLES, draw_cards
from jackal_tui.tui.screens.secret import HandOverScreen

# The question on the table -> the card of the hand that answers it.
HAND_CARDS = {"rum": RUM, "weapon": WEAPON, "friday": FRIDAY, "double": DOUBLING}


def the_card(card: int) -> str:
    """``a Doubling``: the card named as a question names it."""
    title = {RUM: "Rum", WEAPON: "Weapon", FRIDAY: "Man Friday", DOUBLING: "Doubling"}
    return title.get(card, CARD_TITLES[card])


class HandScreen(HandOverScreen):
    """The hand-over, then one player's hand and, if the question is about a card of the
    hand, the private answer. Closes with the action to play (``"weapon"``, ``"no rum"``,
    ``"rum 2"`` ...), ``None`` when the player only looked (any key hides the hand),
    ``"leave"`` (Esc on the hand-over page: back to the table, nothing answered) or
    ``"title"`` (q on the hand-over page: back to the title, as at the table)."""

    has_private = True

    DEFAULT_CSS = """
    HandScreen #hand-private { padding: 1 2; height: auto; }
    """

    def __init__(self, player: str, hand: list[int], phase: str, question: str,
                 width: int = 80) -> None:
        """``question``: the table's question in words (public), shown above the hand."""
        decides = phase in HAND_CARDS
        why = (f"{player} answers the question on the table with the hand in view."
               if decides else f"{player} may look at the hand.")
        super().__init__(player, why, ready="to see your hand",
                         leave="Esc: back to the table. q: back to the title (the game is "
                               "saved).")
        self.hand = sorted(hand)
        self.phase = phase
        self.question = question[:1].upper() + question[1:]
        self.width = width
        self.card = HAND_CARDS.get(phase)
        self.held = self.hand.count(self.card) if self.card is not None else 0

    def compose_private(self) -> ComposeResult:
        yield Static(id="hand-private")

    def private_text(self) -> Text:
        text = Text()
        text.append(f"Only for {self.who}: your hand\n", "bold")
        text.append_text(draw_cards(self.hand, None, max(20, self.width - 6)))
        text.append("\n\n")
        if self.card is None:
            text.append(self.question + "\n")
            text.append("Any key hides your hand: answer on the table.", "bold")
            return text
        text.append(self.question + "\n")
        if not self.held:
            text.append(f"You hold no {the_card(self.card)}: the answer is no.\n", "bold")
            text.append("⏎: back to the table.", "bold")
        elif self.card == RUM:
            many = f" · 2-{self.held}: that many" if self.held > 1 else ""
            text.append(f"You hold {self.held} Rum.\n")
            text.append(f"r: one Rum{many} · n: no Rum · Esc: back without answering",
                        "bold")
        else:
            text.append(f"y: attach the {the_card(self.card)} · n: no · Esc: back without "
                        "answering", "bold")
        return text

    def show_private(self) -> None:
        self.query_one("#hand-private", Static).update(self.private_text())

    def answer(self, key: str, character: str | None) -> str | None | bool:
        """The action a key on the private page gives (``None``: back to the table with
        no answer), or False if the key does nothing here."""
        phase = self.phase
        if self.card is None:
            return None                      # a look: any key hides the hand
        if key == "escape":
            return None
        if not self.held:
            return f"no {phase}" if key in ("enter", "space", "n") else False
        if key == "n":
            return f"no {phase}"
        if self.card == RUM:
            if key == "r":
                return "rum"
            if character and character.isdigit() and 2 <= int(character) <= self.held:
                return f"rum {character}"
            return False
        return phase if key == "y" else False

    def on_key(self, event: events.Key) -> None:
        if not self.shown:
            return
        event.stop()
        event.prevent_default()
        action = self.answer(event.key, event.character)
        if action is False:
            return
        self.shown = False
        self.query_one("#hand-private", Static).update("")  # forget the hand
        self.close(action)
