"""Computer crews: ``random``, ``easy`` and ``strong``.

    from jackal_tui.ai import make_crew
    crew = make_crew("strong")                    # about 1 s a move; nodes=N to repeat
    game.play(crew.choose(game.state, game.legal_actions(), rng_seed=7))

A crew reads only what its seat may know: open tiles, pieces, coins, and which tiles are
still face down but not where (see ``knowledge``).
"""

from jackal_tui.ai.classic.crews import EasyCrew, StrongCrew
from jackal_tui.ai.crews import LEVELS, Crew, RandomCrew, make_crew
from jackal_tui.ai.search import SearchInfo, SearchParams

__all__ = ["LEVELS", "Crew", "EasyCrew", "RandomCrew", "StrongCrew", "make_crew",
           "SearchInfo", "SearchParams"]
