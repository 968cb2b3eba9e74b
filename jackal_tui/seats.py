"""Who sits at each seat: a person (``"human"``) or a computer crew (``"easy"``,
``"strong"``, ``"random"``), kept in the game's setup as ``setup["seats"]`` (a key the
rules do not read), so Continue and Load bring the same computers back; and
``setup["practice"]``, which marks a practice game. Pure: no Textual, no Rich, no I/O."""

from __future__ import annotations

from jackal_tui.games import game_type, names

HUMAN = "human"
KINDS = (HUMAN, "easy", "strong", "random")
# A person at another terminal (a ``jackal serve`` table): never a seat's kind in a save,
# only in the session of one connection, where the screens treat it as they treat a
# computer's seat (no hand-over, no hand drawn) but speak of a person.
ELSEWHERE = "remote"
# Short forms for the command line: --seats h,s,s,e
ABBREVIATIONS = {kind[0]: kind for kind in KINDS}
DEFAULT_THINK = 1.0  # seconds the strong computer thinks about a move
# The game a setup without a "ruleset" plays (the oldest saves): the registry's first.
FIRST_GAME = names()[0]


# ----- seat kinds, kept in the game's setup ------------------------------------------------------


def ruleset_of(game) -> str:
    """The registered game a Match (or a setup) plays: ``setup["ruleset"]``."""
    setup = game if isinstance(game, dict) else game.setup
    name = setup.get("ruleset") if isinstance(setup, dict) else None
    return name if isinstance(name, str) else FIRST_GAME


def seat_count(mode: str, ruleset: str = FIRST_GAME) -> int:
    """How many players (seats) a mode of a game has (the registry's GameType says)."""
    return game_type(ruleset).seat_count(mode)


def parse_kind(word: str) -> str:
    """``"Strong"``, ``"s"`` -> ``"strong"``; ValueError for anything else."""
    word = word.strip().lower()
    kind = ABBREVIATIONS.get(word, word)
    if kind not in KINDS:
        raise ValueError(f"{word!r} is not a seat: one of {', '.join(KINDS)}")
    return kind


def seats_of(game) -> list[str]:
    """The kind of every seat of ``game``, from its setup (missing or odd: human)."""
    saved = game.setup.get("seats") if isinstance(game.setup, dict) else None
    return _kinds(saved, len(game.seats()))


def seat_kinds(setup: dict, mode: str) -> list[str]:
    """The kind of every seat from a setup (as a save holds it) and its mode."""
    saved = setup.get("seats") if isinstance(setup, dict) else None
    return kinds_for_mode(saved, mode, ruleset_of(setup if isinstance(setup, dict) else {}))


def kinds_for_mode(saved, mode: str, ruleset: str = FIRST_GAME) -> list[str]:
    """One kind per seat of ``mode`` from the kinds a save lists (unknown or missing: human)."""
    return _kinds(saved, seat_count(mode, ruleset))


def _kinds(saved, count: int) -> list[str]:
    saved = saved if isinstance(saved, (list, tuple)) else ()
    seats = [kind if isinstance(kind, str) and kind in KINDS else HUMAN for kind in saved[:count]]
    return seats + [HUMAN] * (count - len(seats))


def set_seats(game, seats) -> None:
    """Keep the seat kinds in the game's setup (saved with it); all human leaves no key."""
    seats = [parse_kind(kind) for kind in seats]
    if any(kind != HUMAN for kind in seats):
        game.setup["seats"] = seats
    else:
        game.setup.pop("seats", None)


def set_practice(game, practice: bool) -> None:
    """Mark a game as practice (``setup["practice"]``, saved with it): its computers agree
    to take back a move that showed hidden information. A game for real leaves no key."""
    if practice:
        game.setup["practice"] = True
    else:
        game.setup.pop("practice", None)


def is_practice(game) -> bool:
    """Whether ``game`` was set up as practice (only a true ``True`` counts)."""
    return isinstance(game.setup, dict) and game.setup.get("practice") is True


def kind_words(kind: str) -> str:
    """``"Strong computer"`` (for the prompt), ``"human"``."""
    return {"random": "Random computer"}.get(kind, f"{kind.capitalize()} computer") \
        if kind != HUMAN else HUMAN
