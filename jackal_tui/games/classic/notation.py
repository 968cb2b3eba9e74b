"""Text forms: positions a person can write by hand, and move-log lines.

A position is a few lines; only what matters needs naming. docs/notation.md describes
every line, with an example each; in short::

    jackal classic 4        # ruleset and mode
    turn Y                  # the crew to act (default: the first crew)
    W1 G2                   # a pirate on land; G5:2 is step 2 of a stepped tile
    W2 G4 trapped           # flags: trapped, rum (misses his crew's next turn),
                            #        rum-now (misses the turn now being played)
    W3 dead                 # or: ship (aboard own ship: the default), ship B (aboard B's)
    Y1 sea A5               # a swimmer
    ship W F1               # a ship (default: the middle of its side)
    G3 arrow-NE+SW          # a face-up tile (unnamed island tiles are face-up empty)
    H4 ?chest3              # a face-down tile: ?arrow1 and ?cannon draw their turn
                            # when opened, ?arrow-N and ?cannon-E show exactly that
    coins G2 2              # coins on a tile (G5:2 for a step)
    bank W 5                # coins banked by a crew; also: sunk N, eaten N
    seed 7                  # draws the turn of ?arrow1-style tiles (default 0)
    options early_end=yes stall_rounds=50 stall_coin_moves=no rules_version=2

The treasure-island edition adds the characters (``BEN G5 W``), ``galleon``,
``bottles``, ``caves``, ``known``, ``smoke``, ``smoky``, ``converted`` and the ``lost``
flag. A position must be possible: one that contradicts itself or the rules (a coin on a
face-down tile, ``trapped`` off a trap, enemies on one tile...) is refused with a
PositionError naming the line at fault.

The work is done in four modules, each one piece of it: :mod:`.position_reader` (the
text to a State, line by line) with :mod:`.position_checks` (is the position one a game
can reach?), :mod:`.position_writer` (a State to the text) and :mod:`.move_log` (an
action's events in words). This module is where the rest of the project finds them.
"""

from __future__ import annotations

from jackal_tui.games.classic.move_log import CHARACTER_WORDS, CHOICE_WORDS, describe, said_name
from jackal_tui.games.classic.position_checks import PositionError
from jackal_tui.games.classic.position_reader import RULESETS, read_position
from jackal_tui.games.classic.position_writer import write_position

__all__ = ["CHARACTER_WORDS", "CHOICE_WORDS", "PositionError", "RULESETS", "describe",
           "read_position", "said_name", "write_position"]
