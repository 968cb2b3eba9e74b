"""Replaying a saved game through the rules core, and checking its hashes.

The engine is imported when first needed, so this package can be imported (and its
file handling tested) on its own.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .errors import SaveProblem

if TYPE_CHECKING:
    from jackal_tui.engine import Game

    from .schema import SaveFile


def _engine() -> ModuleType:
    return importlib.import_module("jackal_tui.engine")


def replay_hashes(setup: dict[str, Any], events: Sequence[list[Any]]) -> list[str]:
    """The state hash after each event of ``events`` played from ``setup``.

    Uses the engine's own ``replay_hashes`` when it has one (a single replay). Otherwise
    falls back to rebuilding the game from every prefix of the events, which is
    quadratic in the length of the game. Engine errors (``ReplayError``) pass through.
    """
    engine = _engine()
    fast = getattr(engine, "replay_hashes", None)
    if fast is not None:
        return list(fast(setup, list(events)))
    return [
        engine.Game.from_setup(setup, list(events[:count])).state_hash()
        for count in range(1, len(events) + 1)
    ]


def _replays(setup: dict[str, Any], events: Sequence[list[Any]]) -> bool:
    try:
        _engine().Game.from_setup(setup, list(events))
    except Exception:
        return False
    return True


def explain_replay_failure(setup: dict[str, Any], events: Sequence[list[Any]], error: Exception) -> str:
    """Say in plain words which part of a save the engine refused, and why.

    Finds the first event the rules refuse by halving the event list (a few replays,
    paid only when a load has already failed).
    """
    reason = str(error) or type(error).__name__
    if not _replays(setup, []):
        return f"the game setup is not valid ({reason})"
    good, bad = 0, len(events)  # the first `good` events replay; the first `bad` may not
    if _replays(setup, events):
        return f"the game could not be replayed ({reason})"
    while bad - good > 1:
        middle = (good + bad) // 2
        if _replays(setup, events[:middle]):
            good = middle
        else:
            bad = middle
    shown = json.dumps(events[bad - 1], ensure_ascii=False, default=str)
    if len(shown) > 80:
        shown = shown[:79] + "…"
    return f"event {bad} {shown} is not allowed by the rules at that point ({reason})"


def replay_checked(save: SaveFile) -> Game:
    """Replay ``save`` and prove every recorded hash; return the rebuilt game.

    Raises :class:`SaveProblem` if the engine refuses the setup or an event, or if the
    state after some event does not match the hash stored with it.
    """
    engine = _engine()
    setup, events = save.setup, save.event_lists()
    try:
        hashes = replay_hashes(setup, events)
        game = engine.Game.from_setup(setup, events)
    except Exception as exc:  # a damaged file may upset the engine in any way
        raise SaveProblem(explain_replay_failure(setup, events, exc)) from exc
    for saved, actual in zip(save.events, hashes):
        if saved.hash != actual:
            raise SaveProblem(
                f"the game state after event {saved.seq} does not match the hash stored "
                "with it, so the file was edited or damaged"
            )
    return game


def replay_final_check(save: SaveFile) -> Game:
    """Replay ``save`` once, checking only the hash after the last event.

    Cheaper than :func:`replay_checked` (no hash per event); used to summarise a list
    of saves, where a damaged file must be noticed but not pinpointed.
    """
    engine = _engine()
    setup, events = save.setup, save.event_lists()
    try:
        game = engine.Game.from_setup(setup, events)
        final = game.state_hash()
    except Exception as exc:
        raise SaveProblem(explain_replay_failure(setup, events, exc)) from exc
    if save.events and save.events[-1].hash != final:
        raise SaveProblem("the final game state does not match its stored hash, so the file was edited or damaged")
    return game
