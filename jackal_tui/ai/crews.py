"""Computer crews, whatever the game: one interface, three levels.

    crew = make_crew("strong", game="classic", seconds=1.0)   # or nodes=400 to repeat
    action = crew.choose(state, legal, rng_seed=1234)

``make_crew`` asks the game's :class:`~jackal_tui.games.interface.GameType` which maker
builds its crews (``ai/classic/crews.py`` for the island games, ``ai/archipelago/crews.py``,
``ai/cards/crews.py``). ``choose`` reads only what the seat may know, never changes the
state it is given, and always returns one of ``legal``.
"""

from __future__ import annotations

import importlib
import random

from jackal_tui.games import game_type
from jackal_tui.ai.search import SearchInfo, SearchParams

LEVELS = ("random", "easy", "strong")


class Crew:
    """A computer crew. Subclasses choose; this checks what they are given and return."""

    name = "crew"
    level = "?"

    def __init__(self) -> None:
        self.last_info: SearchInfo | None = None

    def choose(self, state, legal: list, rng_seed: int, cancel=None):
        """One of ``legal`` for the crew to act in ``state``.

        ``state`` is not changed (work happens on copies). ``cancel`` (optional, an object
        with ``is_set()`` such as a ``threading.Event``) makes a long search stop early and
        answer with the best action found so far.
        """
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_info = SearchInfo()
            return legal[0]
        action = self._choose(state, list(legal), int(rng_seed), cancel)
        if action not in legal:  # never submit an illegal action
            action = legal[0]
        return action

    def _choose(self, state, legal: list, rng_seed: int, cancel):
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class RandomCrew(Crew):
    """Any legal action, uniformly."""

    name = "Random"
    level = "random"

    def _choose(self, state, legal, rng_seed, cancel):
        return random.Random(rng_seed).choice(legal)


def make_crew(level: str, nodes: int | None = None, seconds: float | None = None,
              game: str = "classic", params: SearchParams | None = None) -> Crew:
    """A crew of the given level for ``game`` (a registered game's name), made by the
    maker its GameType names. ``nodes``/``seconds`` set the strong crew's budget
    (default: about one second), ``params`` its search settings; the other levels answer
    at once. A game that names no maker (or is not registered) has the random crew only
    (a legal action, uniformly)."""
    try:
        maker = game_type(game).crews
    except KeyError:     # a game not registered (yet): the random crew still plays it
        maker = ""
    if not maker:
        if level == "random":
            return RandomCrew()
        raise ValueError(f"no {level} computer plays {game!r} yet: only random")
    module, _, name = maker.partition(":")
    extra = {} if params is None else {"params": params}
    return getattr(importlib.import_module(module), name)(level, nodes=nodes, seconds=seconds,
                                                          **extra)
