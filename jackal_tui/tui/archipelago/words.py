"""How Jackal Archipelago's islands are named on screen (the load list, the replay, the
watch and the results alike). Imports nothing: the load list names an island without
loading the game."""

from __future__ import annotations


def island_words(island: str | None, *, short: bool = False) -> str:
    """A Jackal Archipelago island as the load list names it: ``island 2``, ``free island``,
    ``random island``, ``puzzle 7`` (short: ``random isl.`` fits the Rules column)."""
    if island is None:
        return "own island"  # a hand-written position
    if island.startswith("p") and island[1:].isdigit():
        return f"puzzle {island[1:]}"
    if island in ("free", "random"):
        return f"{island} isl." if short and island == "random" else f"{island} island"
    return f"island {island}"
