"""The card game's questions during the resolution (Tortuga, Rum, where a card with a
choice goes, Weapon, Man Friday, Doubling), asked when they apply of the seat the rules
ask, and the keys that answer them.

A question about a card of the hand (Rum, Weapon, Man Friday, Doubling) is public (it is
asked whether or not the player holds the card, RULINGS-CARDS.md "No tells on a shared
screen"). In hot-seat only the decline key answers it on the table: any other answer, and
h, pass the keyboard to the deciding player behind a hand-over
(:class:`~jackal_tui.tui.cards.hand_over.HandScreen`), where the hand is in view. The only
person at a table with computers is not asked about a card they do not hold.

:class:`Questions` is a mixin of :class:`~jackal_tui.tui.cards.screen.CardsScreen`.
"""

from __future__ import annotations

from rich.text import Text

from jackal_tui.games.cards.deck import TORTUGA
from jackal_tui.games.cards.islands import cell_name
from jackal_tui.session import HUMAN
from jackal_tui.tui.cards.hand import card_list, card_words
from jackal_tui.tui.cards.hand_over import HAND_CARDS, HandScreen

QUESTIONS = {
    "tortuga": "sail to the island, or visit Tortuga?",
    "rum": "play Rum on {cur}? Each Rum is one more step for that pirate.",
    "move": "the card has a choice: where does the pirate go?",
    "weapon": "a bandit at {at}: attach a Weapon to go in? Without one the turn ends there.",
    "friday": "difficult terrain at {at}: attach Man Friday (1 step instead of 2)?",
    "double": "attach a Doubling to make the card's move again?",
}


class Questions:
    """The question on the table, its words, and who answers it where."""

    def humans(self) -> int:
        return sum(kind == HUMAN for kind in self.session.seats)

    def question_words(self) -> str:
        """The question on the table, in public words."""
        s = self.game.state
        cur = s.names[s.cur] if s.cur is not None else ""
        at = cell_name(s.pending) if s.pending is not None else ""
        return QUESTIONS[s.phase].format(cur=cur, at=at)

    def island_words(self) -> str:
        s = self.game.state
        return f"island card {s.island_no}" if s.island_no else "this island"

    def question_text(self, text: Text, name: str) -> Text:
        s = self.game.state
        phase = s.phase
        text.append(f"{name}: ", "bold")
        text.append(self.question_words() + "\n")
        hot_seat = self.humans() > 1
        if phase in HAND_CARDS and hot_seat:
            text.append("n: no · h: " + name + " answers with the hand in view (the "
                        "keyboard passes)", "bold")
        elif phase == "tortuga":
            offers = [f"{a.arg}: pay {a.arg} for {TORTUGA[a.arg]} cards"
                      for a in self.session.legal() if a.kind == "tortuga"]
            text.append(" · ".join(["i: sail to the island", *offers]), "bold")
        elif phase == "rum":
            text.append("r: one Rum · 2-4: that many · n: no Rum", "bold")
        elif phase == "move":
            card = s.row[s.decider][s.next[s.decider]]
            text.append(f"The card: {card_words(card)}\n")
            for k, action in enumerate(self.session.legal(), 1):
                where = "lost (he stays, 1 step)" if action.kind == "lost" \
                    else f"to {cell_name(action.arg)}"
                text.append(f"{k}: {where}\n", "bold")
        else:
            text.append("y: yes · n: no", "bold")
        if self.session.is_human(s.decider) and self.humans() == 1:
            text.append(f"\nYour hand: {card_list(s.hand[s.decider])}", "dim")
        elif phase not in HAND_CARDS and hot_seat:
            text.append(f"\nh: {name} looks at the hand (the keyboard passes)", "dim")
        text.append("\n")
        self.rows_text(text)
        return text


    def auto_answer(self) -> str | None:
        """"no" for the only person at the table when the question is about a card of the
        hand that they do not hold: nobody else looks at the screen, so the question can go
        without being asked. In hot-seat it is always asked (an answer given at once would
        tell the others that the hand holds no such card)."""
        s = self.game.state
        card = HAND_CARDS.get(s.phase)
        if card is None or self.humans() != 1 or not self.session.is_human(s.decider):
            return None
        return None if card in s.hand[s.decider] else f"no {s.phase}"

    def private_answers(self) -> bool:
        """Whether the question on the table is answered behind a hand-over (hot-seat, a
        question about a card of the hand): only the decline key answers on the table."""
        s = self.game.state
        return (self.mode() == "ask" and s.phase in HAND_CARDS and self.humans() > 1
                and self.session.is_human(s.decider))

    def action_look_hand(self) -> None:
        """h: pass the keyboard to the deciding player, who sees the hand in private (and
        answers there a question about a card of the hand)."""
        s = self.game.state
        seat = s.decider
        if seat is None or not self.session.is_human(seat):
            return
        question = self.question_words()

        def answered(action: str | None) -> None:
            if action == "title":
                self.action_quit_to_title()
            elif action and action != "leave":
                self.play(action)

        self.app.push_screen(HandScreen(self.session.seat_name(seat), list(s.hand[seat]),
                                        s.phase, question, self.size.width or 80), answered)


    def action_answer(self, want: str) -> None:
        if want != "no" and self.private_answers():
            self.action_look_hand()  # the hand decides: behind a hand-over
            return
        text = {"sail": "sail", "rum": "rum", "no": f"no {self.game.state.phase}",
                "yes": self.game.state.phase}[want]
        self.play(text)

    def action_number(self, k: int) -> None:
        phase = self.game.state.phase
        if phase == "tortuga":
            if k not in TORTUGA:
                self.notify("Tortuga sells 2 cards for 1 coin, 3 for 2, 5 for 3: press 1, "
                            "2 or 3.", severity="warning")
                return
            if self.game.state.coins[self.game.state.decider] < k:
                self.notify(f"Tortuga: {k} coins buy {TORTUGA[k]} cards, and you have "
                            f"{self.game.state.coins[self.game.state.decider]}.",
                            severity="warning")
                return
            self.play(f"tortuga {k}")
        elif phase == "rum":
            if self.private_answers():
                self.action_look_hand()
                return
            self.play("rum" if k == 1 else f"rum {k}")
        elif phase == "move":
            legal = self.session.legal()
            if not 1 <= k <= len(legal):
                self.notify(f"Choose 1 to {len(legal)}.", severity="warning")
                return
            self.play(legal[k - 1])

