"""Action cards on screen: a hand or a row as cards in brackets, the picked one marked.

A card reads as its arrow and its name (``[↖ up-left]``, ``[♘ horse]`` is written
``[H horse]`` so that every terminal draws it one cell wide); the picked card has ``▶``
before it and is shown reversed: its place is marked by a shape, never by colour alone.
"""

from __future__ import annotations

from rich.text import Text

from jackal_tui.games.cards.deck import NAMES

# The mark before each card's name (index: the card's kind, cards/deck.py).
CARD_MARKS = ("↖", "↗", "↘", "↙", "↔", "↕", "X", "+", "H", "⚑", "⚑", "W", "F", "×2", "R")
# The card's name as players read it
CARD_TITLES = ("up-left", "up-right", "down-right", "down-left", "left-right", "up-down",
               "diagonal", "straight", "horse", "red flag", "blue flag", "weapon",
               "Man Friday", "doubling", "rum")
CARD_STYLES = {9: "bold red", 10: "bold blue", 11: "magenta", 12: "green", 13: "cyan",
               14: "yellow"}


def card_words(card: int) -> str:
    """``↖ up-left``: a card's mark and name."""
    return f"{CARD_MARKS[card]} {CARD_TITLES[card]}"


def card_list(cards) -> str:
    """``up-left, horse, red flag``: cards in a sentence."""
    return ", ".join(CARD_TITLES[c] for c in cards) if cards else "none"


def draw_cards(cards, cursor: int | None, width: int, *, numbered: bool = False) -> Text:
    """The cards left to right, wrapped to ``width``; ``cursor`` marks the picked one."""
    out = Text(no_wrap=False)
    used = 0
    if not cards:
        out.append("(no card)", "dim")
        return out
    for k, card in enumerate(cards):
        picked = k == cursor
        word = (f"{k + 1}:" if numbered else "") + f"[{card_words(card)}]"
        piece = ("▶" if picked else " ") + word
        if used and used + len(piece) > width:
            out.append("\n")
            used = 0
        out.append("▶" if picked else " ", "bold")
        out.append(word, (CARD_STYLES.get(card, "") + " reverse").strip() if picked
                   else CARD_STYLES.get(card, ""))
        used += len(piece)
    return out


def hand_sorted(cards) -> list[int]:
    """A hand in the order the deck lists the kinds (arrows, horse, flags, then the cards
    kept for the resolution)."""
    return sorted(cards)


assert len(CARD_MARKS) == len(CARD_TITLES) == len(NAMES)
