"""Who sits at each seat, in the new-game form's words.

The seat kinds and the rules about them (kept in the setup, saved with the game) belong
to the session (:mod:`jackal_tui.session`), which is pure; they are named here too so the
screens find them where they always did.
"""

from __future__ import annotations

from jackal_tui.session import (
    ABBREVIATIONS, HUMAN, KINDS, deciders, is_practice, kind_words, kinds_for_mode, move_seed,
    parse_kind, seat_count, seat_kinds, seats_of, set_practice, set_seats,
)

KIND_LABELS = {
    HUMAN: "Human",
    "easy": "Computer: Easy",
    "strong": "Computer: Strong",
    "random": "Random (for testing)",
}

__all__ = [
    "ABBREVIATIONS", "HUMAN", "KINDS", "KIND_LABELS", "deciders", "is_practice", "kind_words",
    "kinds_for_mode", "move_seed", "parse_kind", "seat_count", "seat_kinds", "seats_of",
    "set_practice", "set_seats",
]
