"""The card game's help, in our own words for a player at the table: how a round goes
(Tortuga included), each action card, the keys and the marks on the island card.

Shown by the help screen (``tui/screens/help.py``): from a card game its three sections
"How to play", "Cards" and "Keys"; from the title, all of it as the "Card game" section.
The rules follow RULINGS-CARDS.md and docs/rules-cards.md where the rulebook is silent.
"""

from __future__ import annotations

from rich.console import Group
from rich.text import Text

from jackal_tui.games.cards.deck import COUNTS, TORTUGA
from jackal_tui.tui.cards.hand import CARD_MARKS, CARD_TITLES
from jackal_tui.tui.help_text import mark_table, rules_text
from jackal_tui.tui.table_keys import TABLE_KEY_WORDS


def how_to_play(state=None) -> list[tuple[str, str]]:
    """The card game's rules as (heading, text) pairs; for a game, who plays it first."""
    out: list[tuple[str, str]] = []
    if state is not None:
        left = len(state.islands)
        more = ("This island is the last." if not left else
                f"{left} more island card{'' if left == 1 else 's'} after this one.")
        out.append(("This game", (
            f"The Card Game Jackal, {state.n} players: {', '.join(state.names)}. {more} "
            "Most coins at the end wins; equal top scores share the win.")))
    bundles = ", ".join(f"{coins} coin{'' if coins == 1 else 's'} for {cards} cards"
                        for coins, cards in TORTUGA.items())
    out += [
        ("The goal", (
            "Each round an island card is turned up: 4 x 4 spaces with a white flag (where "
            "every pirate lands), perhaps a red and a blue flag, rough ground, bandits, water "
            "and holes, and two or three treasures worth 1 to 3 coins. Your pirate wants to "
            "reach a treasure in fewer steps than the others. The game has 10 islands (4 in "
            "a first game); most coins at the end wins.")),
        ("1. The island, and Tortuga", (
            "From the first player (marked *) round the table, each player says openly "
            f"whether he sails to the island or visits Tortuga. Tortuga sells cards: {bundles}. "
            "A visitor pays at once, draws his cards in secret and sits this island out: he "
            "lays no row, plays no card and draws nothing at the round's end. Coins paid in "
            "Tortuga leave the game. Nobody can visit without a coin.")),
        ("2. Planning", (
            "Every sailor lays a secret row of cards from his hand: arrows, horses and "
            "flags, in the order they will be played. A flag may only be the first card. "
            "Weapon, Man Friday, Doubling and Rum are never laid: they stay in the hand and "
            "are played during the resolution. A sailor with no arrow, horse or flag lays "
            "nothing and reaches nothing this round. At a shared terminal each player plans "
            "behind a hand-over page: the others look away.")),
        ("3. Resolution", (
            "The rows are turned up together, then resolved one by one from the first "
            "player. Before each pirate goes, every other sailor may play Rum on him: each "
            "Rum is one step more for him. The pirate starts on the white flag (or on the "
            "flag he played first) and plays his row left to right: each card is a step. A "
            "move ending off the card, in water or in a hole is lost: he stays, and the step "
            "counts. Rough ground costs 2 steps (1 with Man Friday); a bandit ends his turn "
            "unless he attaches a Weapon. After an arrow's or a horse's move a Doubling makes "
            "that move once more. Reaching a treasure ends his row at once: he digs there.")),
        ("4. Treasure", (
            "Per treasure, the pirates on it are ranked by steps (equal steps: the one "
            "nearer the first player goes first). The first takes its value in coins, the "
            "next one coin less, and so on, never below 0. The treasure table shows it.")),
        ("5. New cards", (
            "Every card laid or played this round goes to the discard. Each sailor draws 1 "
            "card, then tops up to 4; a visitor to Tortuga draws nothing. The first-player "
            "token passes to the left. The last island has no new cards: the game ends with "
            "its treasure.")),
        ("What everyone sees", (
            "Coins, how many cards each hand holds, the islands left and the discard are "
            "public; the cards in a hand and a row until it is turned up are secret. Questions "
            "about a card of the hand (Rum, Weapon, Man Friday, Doubling) are asked whether "
            "or not the player holds one, so the question tells nobody anything.")),
    ]
    return out


# Each action card: what it does (RULINGS-CARDS.md, "Action cards").
CARD_WORDS = (
    "one space up and left",
    "one space up and right",
    "one space down and right",
    "one space down and left",
    "one space left or right: you choose when it is played",
    "one space up or down: you choose when it is played",
    "one space along any diagonal: you choose when it is played",
    "one space left, right, up or down: you choose when it is played",
    "the Wild Horse: a knight's jump (two and one), over anything; you choose where",
    "first card of a row only: the pirate starts on the red flag (if the island has "
    "none, his turn ends). Not a step",
    "first card of a row only: the pirate starts on the blue flag (if the island has "
    "none, his turn ends). Not a step",
    "kept in the hand: attached when the pirate enters a bandit's space, he goes on",
    "kept in the hand: attached when the pirate enters rough ground, it costs 1 step, "
    "not 2",
    "kept in the hand: attached after an arrow's or horse's move, the move is made once "
    "more (a choice may differ); 1 step",
    "kept in the hand: played on another sailor before his pirate goes, one step more "
    "for him; several may be played at once",
)


def cards() -> list[tuple[str, str]]:
    """Each kind of action card as (its mark and name, how many, what it does)."""
    return [(f"{CARD_MARKS[k]} {CARD_TITLES[k]}", f"{COUNTS[k]} in the deck: {CARD_WORDS[k]}.")
            for k in range(len(CARD_WORDS))]


KEYS = (
    ("← →", "planning: pick a card of your hand (or of your row)"),
    ("⏎", "planning: put the picked card at the end of the row, or take a row card back; "
          "steps: show the next step"),
    ("↑ ↓", "planning: go between your hand and your row"),
    ("< >", "planning: move the picked row card left or right"),
    ("Backspace", "planning: take the last card of the row back"),
    ("c", "planning: commit the row (nothing is laid before)"),
    ("Space, End", "steps: the next step; all steps up to the next question"),
    ("i, 1 2 3", "Tortuga: sail to the island; or pay 1, 2 or 3 coins for cards"),
    ("1-9", "where a card with a choice takes the pirate"),
    ("n", "no: no Rum, no Weapon, no Man Friday, no Doubling"),
    ("y, r", "yes: attach the card, play Rum (2-4: that many). At a shared terminal the "
             "keyboard passes first: the hand shows only behind a hand-over page"),
    ("h", "at a shared terminal: pass the keyboard to the player asked, who sees the hand "
          "(and answers there)"),
    *TABLE_KEY_WORDS,   # the keys of every table, in the same words
)

MARKS = (
    ("flag W", "the white flag: every pirate lands here"),
    ("flag R, flag B", "the red and the blue flag (a flag card starts the pirate there)"),
    ("rough", "rough ground: 2 steps to enter, 1 with Man Friday"),
    ("bandit", "a bandit: entering ends the turn, unless a Weapon is attached"),
    ("gold N", "a treasure worth N coins"),
    ("~~~~~~~, hole", "water and a hole: a move ending there is lost"),
    ("A, »A", "a pirate, by its player's letter; the one being resolved is »A"),
    ("·A3", "Anne's pirate was here after 3 steps this round"),
    ("* ▶ »", "the first player; the player deciding; the pirate being resolved"),
)


def cards_text() -> Group:
    """Each action card: its mark and name, how many, what it does."""
    return Group(Text("The 60 action cards", style="bold underline"), mark_table(cards()))


def keys_text() -> Group:
    """The card table's keys and the marks on the island card."""
    return Group(Text("Keys at the card table", style="bold underline"), mark_table(KEYS),
                 Text(""), Text("On the island card", style="bold underline"), mark_table(MARKS),
                 Text(""), Text(
                     "Any seat can be a computer player (Easy or Strong: the new-game form, "
                     "or --seats); a computer never looks at another hand."))


def all_text() -> Group:
    """The card game's help in one section (the help opened from the title)."""
    return Group(Text("The Card Game Jackal", style="bold"), Text(""),
                 rules_text(how_to_play()), cards_text(), Text(""), keys_text())
