"""The Card Game Jackal (``card-game``): the rules core, pure Python.

No Textual, no Rich, no I/O, no random number during replay: the island deck, the action
deck's order and the first player are facts of the setup, every later shuffle is written
into its event. docs/notation.md (The card game) has the text forms, docs/rules-cards.md
the project's decisions; the rulebook is shared/seeds/004_0e3c1b021a2b813a.txt.
"""

from jackal_tui.games.cards.actions import CardAction, IllegalActionError
from jackal_tui.games.cards.deck import NAMES as CARD_NAMES
from jackal_tui.games.cards.islands import (
    ISLANDS, ISLANDS_TEXT, IslandCard, check_card, check_deck, island_cards,
)
from jackal_tui.games.cards.match import (GAME, MODES, SETUP_FORM, Match, initial_state, match_from_position, match_from_setup,
                    new_match, new_setup)
from jackal_tui.games.cards.notation import PositionError, read_position, write_position
from jackal_tui.games.cards.search import SEARCH, random_action
from jackal_tui.games.cards.state import CardState, ReplayError

__all__ = [
    "SETUP_FORM",
    "CardAction", "IllegalActionError", "CARD_NAMES", "ISLANDS", "ISLANDS_TEXT",
    "IslandCard", "island_cards",
    "check_card", "check_deck", "GAME", "MODES", "Match", "initial_state",
    "match_from_position", "match_from_setup", "new_match", "new_setup", "PositionError",
    "read_position", "write_position", "SEARCH", "random_action", "CardState",
    "ReplayError",
]
