"""The card game's rules in its own words, and its keys (``?`` at its table and watching)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Label, Static


class CardsHelpScreen(Screen):
    """The card game's rules in its own words, and its keys."""

    BINDINGS = [Binding("escape,q,question_mark,f1", "app.pop_screen", "Close")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="cards-help"):
            yield Label("The Card Game Jackal: how to play", classes="screen-title")
            yield Static(HELP_TEXT)
        yield Footer(compact=True)


HELP_TEXT = """\
Each round an island card is turned up: 4 x 4 spaces with a white flag (where every \
pirate lands), perhaps a red and a blue flag, difficult terrain ("rough"), bandits and \
treasures ("gold 1" to "gold 3"). Water ("~~~") and holes cannot be entered.

1. Tortuga. From the first player on, each player sails to the island or visits \
Tortuga, buying cards: 1 coin for 2 cards, 2 coins for 3, 3 coins for 5. Who visits \
Tortuga sits this island out.
2. Planning. Each sailor lays a secret row of cards from the hand: arrows (up-left, \
up-right, down-right, down-left, left-right, up-down, diagonal, straight) and the horse \
(a knight's jump). A red or blue flag may only be the first card: the pirate starts on \
that flag instead. Weapon, Man Friday, Doubling and Rum stay in the hand.
3. Resolution. The rows are revealed together, then resolved one by one from the first \
player. Before a row is resolved the others may play Rum on its pirate: each Rum is one \
step more for him. Each card is one step; a move off the card, into water or a hole is \
lost (he stays, the step counts). Difficult terrain costs 2 steps, or 1 with Man \
Friday. A bandit stops him unless he attaches a Weapon. After a card's move a Doubling \
makes the same move again. Reaching a treasure ends his row: he digs there.
4. Treasure. Per treasure, the pirate with the fewest steps takes its value, the next \
one coin less, and so on (never below 0); on equal steps the one nearer the first \
player goes first.
5. New cards. Played cards go to the discard; each sailor draws 1, then tops up to 4. \
The first-player token passes on. After the last island (10, or 4 in a first game) the \
most coins wins.

Keys
  Planning: <- -> pick a card; Enter puts it at the end of the row (in the row: takes \
it back); Up/Down go between hand and row; < > move a row card; Backspace takes the \
last card back; c commits the row.
  Steps: Space or Enter shows the next step; End shows all steps to the next question.
  Questions: i sail, 1 2 3 Tortuga coins; r rum (2-4: that many), n no; y yes, n no for \
Weapon, Man Friday, Doubling; 1-9 where a card with a choice goes.
  At every table (every game): a the list of legal actions, u undo (what showed hidden \
cards needs everyone's agreement), l the whole log, s name and save, ? this help, \
q back to the title (the game is saved), Esc cancels or closes (it never leaves the game).

Marks on the island card: "flag W", "flag R", "flag B", "rough", "bandit", "gold N", \
"~~~" water, "hole"; a pirate is his player's letter, the one being resolved is "»A"; \
"·A3" in a space's corner: Anne's pirate was there after 3 steps.
"""
