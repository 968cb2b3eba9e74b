"""What a game is started with and how fast its computers play: the choices the app, the
new-game form and the game screen share.

They live here, below the app and its screens, so that no screen imports the app: the
app sits above its screens (tests/tui/test_layers.py checks it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from jackal_tui.games.classic import Game
from jackal_tui.session import DEFAULT_THINK, set_practice, set_seats

RULESETS = ("classic", "treasure-island", "archipelago", "card-game")
MODES = ("4", "4-teams", "3", "2", "2-light")
CARD_GAME = "card-game"
# The names a new game's seats get when none is typed: the card game has no crews to name
# its seats by, so its players take these (all starting with different letters, as the
# table's one-letter marks and the load list's scores need).
DEFAULT_NAMES = ("Anne", "Bart", "Calico", "Dampier")
CARD_MODES = ("2", "3", "4")  # the card game: 2 to 4 players, one seat each
ARCHIPELAGO = "archipelago"
# Jackal Archipelago: its modes and islands, as its rules core takes them
# (jackal_tui/games/archipelago: MODES, ISLAND_CHOICES; the one-player puzzles are cards p1..p10)
ARCH_MODES = ("1", "2", "3", "4", "2v2")
ARCH_ISLANDS = ("1", "2", "3", "4", "free", "random")
ARCH_BOATS = ("recommended", "choose")
PUZZLE_CARDS = tuple(f"p{n}" for n in range(1, 11))
# A campaign's length as the form offers it (the rules core takes 1 to 12 islands);
# the rulebook's campaign plays the four boxes' islands.
CAMPAIGN_ISLANDS = (2, 3, 4, 5, 6, 8, 12)
DEFAULT_CAMPAIGN = 4
# Who may sit at a card game's seat

DEFAULT_PACE = 0.8  # seconds at least between two computer moves, to follow them
PACES = (0.0, 0.2, 0.4, 0.8, 1.5, 3.0)  # the steps of + and -


@dataclass(frozen=True)
class NewGame:
    """What the new-game form (or ``--new``) asks for."""

    mode: str = "4"
    seed: int = field(default_factory=lambda: random.randrange(1, 10**9))
    names: tuple[str, ...] = ()
    ruleset: str = "classic"
    seats: tuple[str, ...] = ()  # "human", "easy", "strong", "random" by seat; () all human
    early_end: bool = True  # the engine's defaults (RULINGS, "End of the game")
    stall_rounds: int = 50  # 0: no anti-stall limit
    practice: bool = False  # computers agree to undo a move that opened a tile
    first_game: bool = False  # the card game: 4 islands instead of 10
    island: str = "1"  # Archipelago: 1..4, free, random; p1..p10 for the one-player puzzles
    boats: str = "recommended"  # Archipelago: boats on their recommended places, or chosen
    campaign: int = 0  # Archipelago: a campaign of this many islands (0: one island)

    def start(self):
        """The game asked for (a Match of the chosen game), seats and practice in its setup."""
        names = list(self.names) or None
        if self.ruleset == CARD_GAME:
            # a name for each seat (the rules refuse more names than players)
            names = names or list(DEFAULT_NAMES[:int(self.mode)] if self.mode.isdigit()
                                  else DEFAULT_NAMES)
            from jackal_tui.games import rules_of

            game = rules_of(CARD_GAME).new_match(CARD_GAME, self.mode, seed=self.seed,
                                                 names=names,
                                                 options={"first_game": self.first_game})
            set_seats(game, self.seats)
            set_practice(game, self.practice and any(k != "human" for k in self.seats))
            return game
        if self.ruleset == ARCHIPELAGO:
            from jackal_tui.games import rules_of

            options = {"island": self.island, "boats": self.boats,
                       "stall_rounds": self.stall_rounds}
            if self.campaign:   # the islands in a row from island 1, the same seats
                options.update(island="1", campaign=True, islands=self.campaign)
            game = rules_of(ARCHIPELAGO).new_match(ARCHIPELAGO, self.mode, seed=self.seed,
                                                   names=names, options=options)
            set_seats(game, self.seats)
            set_practice(game, self.practice and any(k != "human" for k in self.seats))
            return game
        game = Game.new(mode=self.mode, seed=self.seed, names=names, ruleset=self.ruleset,
                        early_end=self.early_end, stall_rounds=self.stall_rounds)
        set_seats(game, self.seats)  # before the first action: saved with the setup
        # practice only changes what computers agree to: without one it is not recorded
        set_practice(game, self.practice and any(k != "human" for k in self.seats))
        return game


__all__ = ["ARCHIPELAGO", "ARCH_BOATS", "ARCH_ISLANDS", "ARCH_MODES", "CAMPAIGN_ISLANDS", "CARD_GAME", "CARD_MODES", "DEFAULT_CAMPAIGN", "DEFAULT_PACE", "DEFAULT_THINK", "MODES",
           "PACES", "PUZZLE_CARDS", "RULESETS", "NewGame"]
