"""Which :class:`~jackal_tui.tui.table_view.TableView` shows a game at the shared replay,
watch and results screens: one per registered game, by its name (``setup["ruleset"]``).

A view's module is imported when a game of its kind is first shown, as the registry of
games imports a rules package (:func:`jackal_tui.games.rules_of`): replaying an island game
does not load the card game.
"""

from __future__ import annotations

import importlib

from jackal_tui.session import ruleset_of
from jackal_tui.tui.table_view import TableView

VIEWS: dict[str, str] = {
    "classic": "jackal_tui.tui.classic.view:IslandView",
    "treasure-island": "jackal_tui.tui.classic.view:IslandView",
    "archipelago": "jackal_tui.tui.archipelago.view:ArchipelagoView",
    "card-game": "jackal_tui.tui.cards.view:CardsView",
}


def view_class(name: str) -> type[TableView]:
    """The table view class of the game ``name``; KeyError for a game with none."""
    try:
        module, _, cls = VIEWS[name].partition(":")
    except KeyError:
        raise KeyError(f"no table view for the game {name!r}") from None
    return getattr(importlib.import_module(module), cls)


def view_for(game) -> TableView:
    """The table view of ``game`` (a Match)."""
    return view_class(ruleset_of(game))(game)
