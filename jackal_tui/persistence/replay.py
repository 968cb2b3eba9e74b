"""Replaying a saved game through the rules core, and checking its hashes."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from jackal_tui.engine import Game, IllegalActionError, replay_hashes

from .errors import SaveProblem, short_json as _short

if TYPE_CHECKING:
    from .schema import SaveFile

__all__ = ["explain_replay_failure", "replay_by_rules", "replay_checked", "replay_final_check"]


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


def _as_json(value: Any) -> Any:
    """Tuples as lists, as JSON holds them, so engine and file events compare equal."""
    if isinstance(value, (list, tuple)):
        return [_as_json(item) for item in value]
    return value


def replay_by_rules(setup: dict[str, Any], events: Sequence[Any]) -> Game:
    """Rebuild a game by playing each saved action through the rules again, and require
    that every action is legal and makes exactly the events the file holds.

    This proves a file without its hashes (tile reveals come from the setup's seed, so
    they are made again too). Slower than a replay of events: used when the file's hashes
    were made by an older engine. Raises :class:`SaveProblem` saying which action failed.
    """
    try:
        game = Game.from_setup(setup, [])
    except Exception as exc:  # a damaged setup may upset the engine in any way
        raise SaveProblem(f"the game setup is not valid ({exc})") from exc
    index = 0
    while index < len(events):
        event = events[index]
        if not isinstance(event, (list, tuple)) or not event or event[0] != "act" or len(event) < 2:
            raise SaveProblem(f"event {index + 1} should start an action but is {_short(event)}")
        number = game.action_count + 1
        try:
            made = _as_json(game.play(str(event[1])))
        except IllegalActionError as exc:
            raise SaveProblem(f"action {number} ({event[1]}) is not legal in its position: {exc}") from exc
        except Exception as exc:  # an action text the engine cannot read at all
            raise SaveProblem(f"action {number} ({_short(event[1])}) cannot be played: {exc}") from exc
        stored = _as_json(list(events[index:index + len(made)]))
        if stored != made:
            first = next((k for k, (a, b) in enumerate(zip(stored, made)) if a != b), len(stored))
            raise SaveProblem(
                f"event {index + first + 1} is not what action {number} ({event[1]}) makes "
                f"under the rules, so the file was edited or damaged"
            )
        index += len(made)
    return game


def replay_checked(save: SaveFile) -> Game:
    """Replay ``save`` and prove every recorded hash; return the rebuilt game.

    Raises :class:`SaveProblem` if the engine refuses the setup or an event, or if the
    state after some event does not match the hash stored with it. A file whose hashes
    an older engine made (``save.hashes_checkable`` false) is proved by
    :func:`replay_by_rules` instead.
    """
    setup, events = save.setup, save.event_lists()
    if not save.hashes_checkable:
        return replay_by_rules(setup, events)
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
    if not save.hashes_checkable:
        return replay_by_rules(setup, events)
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
