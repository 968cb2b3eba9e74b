"""Replaying a saved game through the rules core, and checking its hashes."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from jackal_tui.engine import Game, replay_hashes

from .errors import SaveProblem

if TYPE_CHECKING:
    from .schema import SaveFile

__all__ = ["explain_replay_failure", "replay_checked", "replay_final_check"]


def _replays(setup: dict[str, Any], events: Sequence[Any]) -> bool:
    """Whether the engine accepts ``events`` played from ``setup``."""
    try:
        Game.from_setup(setup, list(events))
    except Exception:  # a damaged file may upset the engine in any way
        return False
    return True


def explain_replay_failure(setup: dict[str, Any], events: Sequence[Any], error: Exception) -> str:
    """Say in plain words which part of a save the engine refused, and why.

    Finds the first refused event by halving the event list: a few replays, paid only
    when a load has already failed.
    """
    reason = str(error) or type(error).__name__
    if not _replays(setup, []):
        return f"the game setup is not valid ({reason})"
    if _replays(setup, events):
        return f"the game could not be replayed ({reason})"
    good, bad = 0, len(events)  # the first `good` events replay, the first `bad` do not
    while bad - good > 1:
        middle = (good + bad) // 2
        if _replays(setup, events[:middle]):
            good = middle
        else:
            bad = middle
    reason = _without_event_prefix(reason, bad)
    shown = json.dumps(events[bad - 1], ensure_ascii=False, default=str)
    if len(shown) > 80:
        shown = shown[:79] + "…"
    return f"event {bad} {shown} does not fit the game at that point ({reason})"


def _without_event_prefix(reason: str, seq: int) -> str:
    """The engine's reason without its own "event N ..." lead-in (the message names it)."""
    shape = re.fullmatch(rf"event {seq} does not fit the game: \[.*?\] \((.*)\)", reason, re.DOTALL)
    if shape:
        return shape.group(1)
    return reason.removeprefix(f"event {seq}: ")


def replay_checked(save: SaveFile) -> Game:
    """Replay ``save`` and prove every recorded hash; return the rebuilt game.

    Raises :class:`SaveProblem` if the engine refuses the setup or an event, or if the
    state after some event does not match the hash stored with it.
    """
    setup, events = save.setup, save.event_lists()
    try:
        hashes = replay_hashes(setup, events)
        game = Game.from_setup(setup, events)
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

    Cheaper than :func:`replay_checked`; used to summarise a list of saves, where a
    damaged file must be noticed but need not be pinpointed.
    """
    setup, events = save.setup, save.event_lists()
    try:
        game = Game.from_setup(setup, events)
        final = game.state_hash()
    except Exception as exc:  # a damaged file may upset the engine in any way
        raise SaveProblem(explain_replay_failure(setup, events, exc)) from exc
    if save.events and save.events[-1].hash != final:
        raise SaveProblem(
            "the final game state does not match the hash stored with it, "
            "so the file was edited or damaged"
        )
    return game
