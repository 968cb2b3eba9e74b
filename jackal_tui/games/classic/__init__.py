"""The rules core: pure Python, no UI, no I/O, no random number during replay.

See docs/engine-api.md for the API and docs/notation.md for the text forms.
"""

from jackal_tui.games.classic.actions import Action, IllegalActionError, parse_pirate, pirate_name
from jackal_tui.games.classic.board import (
    CREW_LETTERS, CREW_NAMES, ISLAND_CELLS, SEA_CELLS, SHIP_SIDES, cell_name, is_island,
    parse_cell,
)
from jackal_tui.games.classic.game import RULESETS, Game, SETUP_FORM, new_setup, replay_hashes
from jackal_tui.games.classic.notation import PositionError, read_position, write_position
from jackal_tui.games.classic.rules import STALL_END
from jackal_tui.games.classic.state import (
    MODE_NAMES, MODES, RULES_VERSION, Pending, PirateView, ReplayError, State, TileView,
)

__all__ = ["SETUP_FORM", 
    "Action", "IllegalActionError", "parse_pirate", "pirate_name", "CREW_LETTERS",
    "CREW_NAMES", "ISLAND_CELLS", "SEA_CELLS", "SHIP_SIDES", "cell_name", "is_island",
    "parse_cell", "RULESETS", "Game", "new_setup", "replay_hashes", "PositionError",
    "read_position", "write_position", "HASH_VERSION", "RULES_VERSION", "MODE_NAMES", "MODES", "Pending", "PirateView",
    "ReplayError", "State", "TileView", "new_match", "match_from_setup", "match_from_position",
    "check_setup", "STALL_END",
]


# ----- the common game interface (jackal_tui.games.interface) --------------------------
# classic and treasure-island are two games of this one package: the game's name is the
# ruleset.

def new_match(name: str, mode: str, seed: int | None = None, names: list[str] | None = None,
              options: dict | None = None) -> Game:
    """A fresh game of ``name`` ("classic" or "treasure-island"); ``options`` may set
    ``early_end`` and ``stall_rounds`` (docs/rules.md)."""
    opts = dict(options or {})
    unknown = sorted(set(opts) - {"early_end", "stall_rounds"})
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}: early_end or stall_rounds")
    return Game.new(mode, seed, names=names, ruleset=name, **opts)


def match_from_setup(setup: dict, events=()) -> Game:
    """Replay a setup's events (ReplayError names the event that does not fit)."""
    return Game.from_setup(setup, events)


def match_from_position(text: str) -> Game:
    """A hand-written position (PositionError names the line)."""
    return Game.from_position(text)


def check_setup(setup: dict) -> None:
    """The island of a seeded setup is the one its seed lays out for its ruleset (a save
    whose layout was edited is refused: ValueError saying so)."""
    if "position" in setup:
        return
    dealt = new_setup(setup["mode"], setup["seed"], ruleset=setup["ruleset"])["layout"]
    if sorted(dealt) != sorted(setup["layout"]):
        raise ValueError(f"the island's tiles are not the {setup['ruleset']} set of tiles")
    if dealt != setup["layout"]:
        raise ValueError(f"the island is not the one seed {setup['seed']} lays out, so the "
                         "seed or the tiles were edited")


def __getattr__(name: str):
    # HASH_VERSION is read from .state when asked, so that a test may stand in for a
    # later rules core by changing it there. (The island games' search rules are the
    # crews': the registry names them, jackal_tui.games.search_rules.)
    if name == "HASH_VERSION":

        from jackal_tui.games.classic import state
        return state.HASH_VERSION
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
