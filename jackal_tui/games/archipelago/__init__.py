"""Jackal Archipelago: the rules core (pure: no Textual, no Rich, no I/O, no random number
during replay). RULINGS-ARCHIPELAGO.md decides; docs/rules-archipelago.md lists what this
project decided where the rulings are silent; docs/notation.md ("Archipelago") the text.
"""

from __future__ import annotations

from typing import Iterable

from jackal_tui.games.archipelago.actions import Action, IllegalActionError
from jackal_tui.games.archipelago.game import GAME, ISLAND_CHOICES, Match, SETUP_FORM, new_setup
from jackal_tui.games.archipelago.notation import PositionError, read_position
from jackal_tui.games.archipelago.rules import STALL_END
from jackal_tui.games.archipelago.search import SEARCH
from jackal_tui.games.archipelago.state import MODES, ReplayError, State

__all__ = ["SETUP_FORM", "Action", "IllegalActionError", "GAME", "ISLAND_CHOICES", "Match", "MODES",
           "PositionError", "ReplayError", "SEARCH", "STALL_END", "State", "match_from_position",
           "match_from_setup", "new_match", "new_setup"]


def new_match(name: str = GAME, mode: str = "4", seed: int | None = None,
              names: list[str] | None = None, options: dict | None = None) -> Match:
    """A fresh island: options ``island`` (1, 2, 3, 4, free, random), ``boats``
    (recommended, choose) and ``stall_rounds``."""
    if name != GAME:
        raise ValueError(f"this package plays {GAME!r}, not {name!r}")
    return Match(new_setup(mode, seed, names, options))


def match_from_setup(setup: dict, events: Iterable = ()) -> Match:
    return Match.from_setup(setup, events)


def match_from_position(text: str) -> Match:
    s = read_position(text)
    return Match({"ruleset": GAME, "mode": s.mode, "position": text})
