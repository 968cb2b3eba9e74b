"""The last step of reading a save: prove it is a legal game by playing it again.

A checked document (:mod:`.schema`) is only well formed. Here the dealt facts of the
setup (an island's layout) must be the ones its seed deals, and every saved action is
played through the rules of the game the setup names (``games.rules_of``) from the setup;
each must be legal and must make exactly the events the file holds, in order, with
nothing left over. Then, when this engine makes state hashes the way the file's were
made, the hash after every event and the file's ``final_hash`` must match too.

What this proves and what it cannot is said in docs/save-format.md ("What the checks
prove"): a file that loads is a game the rules allow, from the island its seed deals;
the hashes catch accidental damage, but anyone who rewrites a file and recomputes its
hashes can still swap one legal game for another.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jackal_tui.games import Match, rules_of

from jackal_tui.persistence.errors import SaveProblem, short_json as _short
from jackal_tui.persistence.schema import SaveFile

__all__ = ["prove", "replay_by_rules", "replay_checked", "replay_final_check"]


def _as_json(value: Any) -> Any:
    """Tuples as lists, as JSON holds them, so engine and file events compare equal."""
    if isinstance(value, (list, tuple)):
        return [_as_json(item) for item in value]
    return value


def _check_dealt(setup: dict[str, Any], rules: Any) -> None:
    """The dealt facts of a seeded setup are the ones its seed deals for its game.

    A game may say it in its own words (``check_setup(setup)``, raising ValueError);
    otherwise every fact ``new_match`` writes into a setup from the same seed, mode,
    names and options must be the file's."""
    if "position" in setup:
        return
    check = getattr(rules, "check_setup", None)
    if check is not None:
        try:
            check(setup)
        except ValueError as exc:
            raise SaveProblem(str(exc)) from None
        return
    if "seed" not in setup:
        return
    try:
        fresh = rules.new_match(setup["ruleset"], setup["mode"], setup["seed"],
                                names=setup.get("names"), options=setup.get("options")).setup
    except Exception as exc:  # a damaged setup may upset the rules in any way
        raise SaveProblem(f"the game setup is not valid ({exc})") from None
    for key, value in fresh.items():
        if key not in ("names", "options") and setup.get(key) != value:
            raise SaveProblem(f'the setup\'s "{key}" is not what seed {setup["seed"]} deals, '
                              f"so the seed or the {key} was edited")


def _check_position(setup: dict[str, Any], rules: Any) -> None:
    """A setup from a written position says the game and mode its text says."""
    if "position" not in setup:
        return
    said = rules.match_from_position(setup["position"]).setup
    if (said["ruleset"], said["mode"]) != (setup["ruleset"], setup["mode"]):
        raise SaveProblem(
            f'the setup says a {setup["ruleset"]} game in mode {setup["mode"]} but its '
            f'position is a {said["ruleset"]} game in mode {said["mode"]}'
        )


def replay_by_rules(setup: dict[str, Any], events: Sequence[Any]) -> Match:
    """Rebuild a game by playing each saved action through the rules again, and require
    that every action is legal and makes exactly the events the file holds.

    Chance outcomes (tile reveals) and turns come from the setup (its seed, or its
    position), so they are made again too. ``events`` must already meet the declared schema (whole numbers are
    ints, not true/false), so comparing them with the engine's is exact. Raises
    :class:`SaveProblem` saying which action or event failed.
    """
    rules = rules_of(setup["ruleset"])  # a name the schema found in the registry
    _check_dealt(setup, rules)
    try:
        game = rules.match_from_setup(setup, [])
        _check_position(setup, rules)
    except SaveProblem:
        raise
    except Exception as exc:  # a damaged setup may upset the engine in any way
        raise SaveProblem(f"the game setup is not valid ({exc})") from None
    index = 0
    while index < len(events):
        event = events[index]
        if event[0] != "act" or len(event) != 2 or not isinstance(event[1], str):
            raise SaveProblem(f"event {index + 1} should start an action but is {_short(event)}")
        number, text = game.action_count + 1, event[1]  # text: checked by the schema
        if game.is_over():
            raise SaveProblem(f"action {number} ({text}) comes after the game ended")
        try:
            # a game may write an event its own way (Match.event_json, optional)
            made = [_as_json(getattr(game, "event_json", _as_json)(e)) for e in game.play(text)]
        except ValueError as exc:  # IllegalActionError: the rule that refuses it
            raise SaveProblem(f"action {number} ({text}) is not legal in its position: {exc}") from None
        except Exception as exc:  # the rules core must not take the loader down with it
            raise SaveProblem(f"action {number} ({text}) cannot be played: {exc}") from None
        stored = _as_json(list(events[index:index + len(made)]))
        if stored != made:
            first = next((k for k, (a, b) in enumerate(zip(stored, made)) if a != b), len(stored))
            if index + first >= len(events):
                raise SaveProblem(
                    f"the log ends in the middle of action {number} ({text}): "
                    "its last events are missing"
                )
            raise SaveProblem(
                f"event {index + first + 1} {_short(stored[first])} is not what action {number} "
                f"({text}) makes under the rules ({_short(made[first])}), so the file was "
                "edited or damaged"
            )
        index += len(made)
    return game


def prove(save: SaveFile, *, every_hash: bool = True) -> Match:
    """Replay ``save`` through the rules and check its hashes; return the rebuilt game.

    With ``every_hash`` (loading, and the load list, so that a save listed as good is
    one that opens) the state hash after every event is compared with the stored one;
    without it only the final hash. Hashes made by an
    older engine (``save.hashes_checkable`` false) cannot be compared and are not: the
    rules replay proves the game on its own. The returned game has computed its own
    hashes, so its next save does not replay it again.
    """
    game = replay_by_rules(save.setup, save.event_lists())
    if not save.hashes_checkable:
        return game
    if every_hash:
        for saved, actual in zip(save.events, game.event_hashes()):
            if saved.hash != actual:
                raise SaveProblem(
                    f"the game state after event {saved.seq} does not match the hash stored "
                    "with it, so the file was edited or damaged"
                )
    elif save.events and save.events[-1].hash != game.state_hash():
        raise SaveProblem(
            "the final game state does not match the hash stored with it, "
            "so the file was edited or damaged"
        )
    if save.final_hash is not None and save.final_hash != game.state_hash():
        raise SaveProblem(
            'the game state at the end of the log does not match the file\'s "final_hash", '
            "so the file was edited or damaged"
        )
    return game


def replay_checked(save: SaveFile) -> Match:
    """:func:`prove` with every hash (the name loading used before)."""
    return prove(save)


def replay_final_check(save: SaveFile) -> Match:
    """:func:`prove` with the final hash only (what the load list checked before it
    checked every hash; kept for callers of that name)."""
    return prove(save, every_hash=False)
