"""The rules core: pure Python, no UI, no I/O, no random number during replay.

See docs/engine-api.md for the API and docs/notation.md for the text forms.
"""

from .actions import Action, IllegalActionError, parse_pirate, pirate_name
from .board import (
    CREW_LETTERS, CREW_NAMES, ISLAND_CELLS, SEA_CELLS, SHIP_SIDES, cell_name, is_island,
    parse_cell,
)
from .game import RULESETS, Game, new_setup, replay_hashes
from .notation import PositionError, read_position, write_position
from .state import (
    HASH_VERSION, MODE_NAMES, MODES, RULES_VERSION, Pending, PirateView, ReplayError, State, TileView,
)

__all__ = [
    "Action", "IllegalActionError", "parse_pirate", "pirate_name", "CREW_LETTERS",
    "CREW_NAMES", "ISLAND_CELLS", "SEA_CELLS", "SHIP_SIDES", "cell_name", "is_island",
    "parse_cell", "RULESETS", "Game", "new_setup", "replay_hashes", "PositionError",
    "read_position", "write_position", "HASH_VERSION", "RULES_VERSION", "MODE_NAMES", "MODES", "Pending", "PirateView",
    "ReplayError", "State", "TileView",
]
