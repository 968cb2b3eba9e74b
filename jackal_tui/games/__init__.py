"""The registry of games: a game's name -> its :class:`GameType` and its rules package.

A save names its game (``setup["ruleset"]``); loading and the arena find the rules
through :func:`rules_of`, the crews' search through :func:`search_rules`, each importing
what it names only when first asked for, so start-up does not pay for games nobody plays.
Pure: no Textual, no Rich, no I/O. See :mod:`.interface` for what a game implements.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from jackal_tui.games.interface import GameType, GamePackage, IllegalActionError, Match, SearchRules

__all__ = ["GAMES", "GameType", "GamePackage", "IllegalActionError", "Match", "SearchRules",
           "game_type",
           "names", "register", "rules_of", "search_rules", "setup_problem"]

_ISLAND_MODES = ("4", "4-teams", "3", "2", "2-light")
_ISLAND_PLAYERS = (4, 4, 3, 2, 2)
_ISLAND_CREWS = "jackal_tui.ai.classic.crews:island_crew"
# The island games' search rules are built from their crews' knowledge, so they live
# beside the crews, not in the rules package.
_ISLAND_SEARCH = "jackal_tui.ai.classic.search:SEARCH"

#: Every game jackal-tui plays, by name, in the order a menu lists them.
GAMES: dict[str, GameType] = {
    "classic": GameType(
        name="classic", title="Jackal (classic)", package="jackal_tui.games.classic",
        modes=_ISLAND_MODES, perfect_information=False, chance=True,
        rulebook="000_fac170c65c872779.txt", sorted_actions=False, save_setup="island_game",
        players=_ISLAND_PLAYERS, crews=_ISLAND_CREWS, search=_ISLAND_SEARCH),
    "treasure-island": GameType(
        name="treasure-island", title="Jackal: Treasure Island", package="jackal_tui.games.classic",
        modes=_ISLAND_MODES, perfect_information=False, chance=True,
        rulebook="001_92edf0084611a63a.txt", sorted_actions=False, save_setup="island_game",
        short="island", players=_ISLAND_PLAYERS, crews=_ISLAND_CREWS, search=_ISLAND_SEARCH),
    "archipelago": GameType(
        name="archipelago", title="Jackal Archipelago", package="jackal_tui.games.archipelago",
        modes=("1", "2", "3", "4", "2v2"), perfect_information=False, chance=True,
        # listed in the rules' own order (kind, piece, cells in board order), like classic
        rulebook="002_33657f023733c27a.txt", sorted_actions=False, players=(1, 2, 3, 4, 4),
        crews="jackal_tui.ai.archipelago.crews:make_archipelago_crew",
        search="jackal_tui.games.archipelago.search:SEARCH"),
    "card-game": GameType(
        name="card-game", title="The Card Game Jackal", package="jackal_tui.games.cards",
        modes=("2", "3", "4"), perfect_information=False, chance=True,
        rulebook="004_0e3c1b021a2b813a.txt", short="cards", players=(2, 3, 4),
        crews="jackal_tui.ai.cards.crews:make_card_crew",
        search="jackal_tui.games.cards.search:SEARCH"),
}


def names() -> tuple[str, ...]:
    """The registered games' names."""
    return tuple(GAMES)


def game_type(name: str) -> GameType:
    """The :class:`GameType` of ``name``; KeyError saying which names exist."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {name!r}: one of {', '.join(GAMES)}") from None


def rules_of(name: str) -> ModuleType:
    """The rules package of game ``name``, imported at the first call."""
    return importlib.import_module(game_type(name).package)


def search_rules(name: str) -> SearchRules:
    """The :class:`SearchRules` of game ``name``: what its GameType's ``search`` names
    (``"module:name"``), imported at the first call; without one, the ``SEARCH`` of its
    rules package. LookupError when the game has neither."""
    game = game_type(name)
    if game.search:
        module, _, attribute = game.search.partition(":")
        return getattr(importlib.import_module(module), attribute)
    try:
        return rules_of(name).SEARCH
    except AttributeError:
        raise LookupError(f"{game.title} names no search rules: the computer's search "
                          "cannot play it") from None


def register(game: GameType) -> None:

    """Add a game to the registry (the games shipped are listed in :data:`GAMES`; tests
    register a toy one for a while, and take it out again)."""
    if not game.name or game.name != game.name.strip().lower():
        raise ValueError(f"a game's name is lower case with no spaces around: {game.name!r}")
    GAMES[game.name] = game


def setup_problem(setup: dict) -> str | None:
    """Why ``setup`` is not in the form its game declares (``SETUP_FORM`` of the game's
    package, :mod:`.setups`): the field at fault and why; None when it is. The setup's
    ``ruleset`` must name a registered game (KeyError otherwise, as :func:`game_type`)."""
    form = getattr(rules_of(setup["ruleset"]), "SETUP_FORM", None)
    if form is None:
        return None
    try:
        form.check(setup)
    except ValueError as exc:
        return str(exc)
    return None
