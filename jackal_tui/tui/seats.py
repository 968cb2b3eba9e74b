"""Who sits at each seat: a human at the keyboard or a computer crew (issue 5).

A seat is a player (``state.player[crew]``): in mode "2" one seat commands two crews. The
seat kinds are the app's, not the rules': they travel in the save as ``setup["seats"]``,
a key the engine does not read, so Continue and Load bring the same computers back.
"""

from __future__ import annotations

import zlib

from ..engine import Game, MODES
from ..engine.game import initial_state
from ..engine.state import apply_event

HUMAN = "human"
KINDS = (HUMAN, "easy", "strong", "random")
KIND_LABELS = {
    HUMAN: "Human",
    "easy": "Computer: Easy",
    "strong": "Computer: Strong",
    "random": "Random (for testing)",
}
# Short forms for the command line: --seats h,s,s,e
ABBREVIATIONS = {kind[0]: kind for kind in KINDS}


def seat_count(mode: str) -> int:
    """How many players (seats) a mode has."""
    _, _, players = MODES[mode]
    return max(players) + 1


def parse_kind(word: str) -> str:
    """``"Strong"``, ``"s"`` -> ``"strong"``; ValueError for anything else."""
    word = word.strip().lower()
    kind = ABBREVIATIONS.get(word, word)
    if kind not in KINDS:
        raise ValueError(f"{word!r} is not a seat: one of {', '.join(KINDS)}")
    return kind


def seats_of(game: Game) -> list[str]:
    """The kind of every seat of ``game``, from its setup (missing or odd: human)."""
    return seat_kinds(game.setup, game.state.mode)


def seat_kinds(setup: dict, mode: str) -> list[str]:
    """The kind of every seat from a setup (as a save holds it) and its mode."""
    saved = setup.get("seats") if isinstance(setup, dict) else None
    return kinds_for_mode(saved if isinstance(saved, (list, tuple)) else (), mode)


def kinds_for_mode(saved, mode: str) -> list[str]:
    """One kind per seat of ``mode`` from the kinds a save lists (unknown or missing: human)."""
    count = seat_count(mode)
    seats = [kind if isinstance(kind, str) and kind in KINDS else HUMAN for kind in saved[:count]]
    return seats + [HUMAN] * (count - len(seats))


def set_seats(game: Game, seats) -> None:
    """Keep the seat kinds in the game's setup (saved with it); all human leaves no key."""
    seats = [parse_kind(kind) for kind in seats]
    if any(kind != HUMAN for kind in seats):
        game.setup["seats"] = seats
    else:
        game.setup.pop("seats", None)


def set_practice(game: Game, practice: bool) -> None:
    """Mark a game as practice (``setup["practice"]``, saved with it): its computers agree
    to take back a move that turned a tile over. A game for real leaves no key."""
    if practice:
        game.setup["practice"] = True
    else:
        game.setup.pop("practice", None)


def is_practice(game: Game) -> bool:
    """Whether ``game`` was set up as practice (only a true ``True`` counts)."""
    return isinstance(game.setup, dict) and game.setup.get("practice") is True


def kind_words(kind: str) -> str:
    """``"Strong computer"`` (for the prompt), ``"human"``."""
    return {"random": "Random computer"}.get(kind, f"{kind.capitalize()} computer") \
        if kind != HUMAN else HUMAN


def move_seed(game: Game) -> int:
    """The random seed of the computer's next choice: the game's seed and the move number.

    The same game replayed gets the same seeds, so a computer game can be reproduced.
    """
    base = game.setup.get("seed")
    if base is None:  # a hand-written position has no seed: its text stands in
        base = zlib.crc32(str(game.setup.get("position", "")).encode())
    return zlib.crc32(f"{base}:{game.action_count}".encode())


def deciders(game: Game) -> list[int]:
    """The seat that decided each action so far (smoke: not always the crew's own player)."""
    state = initial_state(game.setup)
    out = []
    for event in game.events:
        if event[0] == "act":
            out.append(state.deciding_player())
        apply_event(state, event)
    return out
