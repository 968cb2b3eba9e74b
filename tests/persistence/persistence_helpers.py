"""Helpers shared by the save-layer tests (imported by name; tests/ is not a package)."""

from __future__ import annotations

import json
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def write_json(path: Path, doc) -> Path:
    """Write ``doc`` as JSON at ``path`` (creating folders); return the path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def file_fingerprint(path: Path) -> tuple[bytes, int]:
    """The bytes and modification time of a file, to prove it was not touched."""
    return path.read_bytes(), path.stat().st_mtime_ns


def folder_listing(folder: Path) -> list[str]:
    """The names in a folder, sorted, hidden and temporary files included."""
    return sorted(p.name for p in folder.iterdir())


def played(game, actions: int, seed: int | None = None):
    """``game`` after up to ``actions`` more actions: the first legal one, or a seeded random one."""
    import random

    pick = random.Random(seed) if seed is not None else None
    for _ in range(actions):
        if game.state.over:
            break
        legal = game.legal_actions()
        game.play(pick.choice(legal) if pick else legal[0])
    return game


def new_game(mode: str = "4", seed: int = 1, actions: int = 0, pick_seed: int | None = None):
    """A real game from the rules core, ``actions`` actions in."""
    from jackal_tui.games.classic import Game

    return played(Game.new(mode=mode, seed=seed), actions, pick_seed)
