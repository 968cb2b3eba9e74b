"""What every game's Match does the same way: keep a setup and an event log, and fold.

A game is its setup plus its event log (docs/engine-api.md). Every Match of jackal-tui holds
the same bookkeeping around its own rules: the events, the actions and where each begins
in the events, a replay of a shorter log for undo, a replay beside the game for the hash
after each event, the events as JSON. :class:`LoggedMatch` holds it once; a game's Match
subclasses it and names its rules as class attributes:

- ``initial_state(setup) -> state``: the position before the first event;
- ``apply_event(state, event)``: change the state by one event (no random number);
- ``list_legal(state) -> list``: the legal actions now;
- ``write_position(state) -> str``: the position text;
- ``replay_error``: the game's ReplayError class (a ValueError);
- ``revealing``: the event kinds that show hidden information or a chance outcome
  (``action_reveals`` looks for them);
- ``setup_words``: how a refused setup is told (``"the setup does not make a game"``);
- ``setup_form``: the form of its setups (:class:`~jackal_tui.games.setups.SetupForm`),
  checked whenever a Match is made, so a setup no game could have made never reaches
  the rules.

and the methods that are the game's own: ``check_action(action_or_text)`` (the legal
action meant, or ``IllegalActionError`` saying the rule), ``resolve(action)`` (play it
on the state, return its events, the first ``("act", text)``), ``replay_action(text)``
(the action an ``act`` event names, on replay), plus seats, scores, views and log words.

Pure: no Textual, no Rich, no I/O.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

__all__ = ["LoggedMatch", "as_event", "events_as_json"]


def as_event(ev) -> tuple:
    """An event read back from JSON: a list and its list items become tuples."""
    return tuple(tuple(x) if isinstance(x, list) else x for x in ev)


def _json(x):
    return [_json(y) for y in x] if isinstance(x, (tuple, list)) else x


def events_as_json(events: Iterable) -> list[list]:
    """The events as JSON lists (tuples inside become lists at every depth)."""
    return [_json(ev) for ev in events]


#: What a bad event may raise inside a game's rules (told as "does not fit the game").
_MISFITS = (IndexError, TypeError, ValueError, KeyError, AttributeError)


class LoggedMatch:
    """One game: a setup, the event log, and the state that is their fold.

    The log and replay half of :class:`~jackal_tui.games.interface.Match`; a game's
    Match adds the rules (see the module's doc for what it names). ``events[_starts[k]]``
    is the ``("act", text)`` event that begins action ``k``.
    """

    # ----- what a game names (class attributes) ---------------------------------------
    initial_state: Callable[[dict], Any]
    apply_event: Callable[[Any, tuple], None]
    list_legal: Callable[[Any], list]
    write_position: Callable[[Any], str]
    replay_error: type = ValueError
    revealing: frozenset = frozenset()
    setup_words = "the setup does not make a game"
    # the form of the game's setups (games.setups.SetupForm), checked when a Match is made
    setup_form: Any = None
    # an event as a save holds it and back (a game whose events hold more than numbers,
    # texts and lists writes its own: Archipelago's choice)
    event_from_json: Callable[[Any], tuple] = staticmethod(as_event)
    event_json: Callable[[tuple], list] = staticmethod(_json)

    def __init__(self, setup: dict):
        if self.setup_form is not None:
            self.setup_form.check(setup)   # SetupError (a ValueError) names the field
        self.setup = setup
        self.state = self.initial_state(setup)
        self.events: list[tuple] = []
        self.actions: list = []
        self._starts: list[int] = []     # index in events where each action begins
        self._legal: list | None = None
        self._legal_set: frozenset | None = None

    # ----- making: a replay of a setup's events ---------------------------------------
    @classmethod
    def from_setup(cls, setup: dict, events: Iterable = ()):
        """Rebuild a game by replaying its events (no random number is drawn); the
        game's ReplayError names the event that does not fit."""
        try:
            m = cls(setup)
        except cls.replay_error:
            raise
        except (KeyError, TypeError, ValueError) as e:
            raise cls.replay_error(f"{cls.setup_words}: {e}") from None
        m._fold(events)
        return m

    @classmethod
    def replay_hashes(cls, setup: dict, events: Iterable) -> list[str]:
        """The state hash after each event, replaying once (for save files)."""
        m = cls(setup)
        hashes: list[str] = []
        m._fold(events, hashes)
        return hashes

    def _fold(self, events: Iterable, hashes: list | None = None) -> None:
        """Apply ``events`` (tuples or JSON lists) one by one; with ``hashes``, append
        the state hash after each."""
        for i, ev in enumerate(events):
            try:
                self._apply(self.event_from_json(ev))
            except self.replay_error as e:
                raise self.replay_error(f"event {i + 1}: {e}") from None
            except _MISFITS as e:
                raise self.replay_error(
                    f"event {i + 1} does not fit the game: {ev!r} ({e})") from None
            if hashes is not None:
                hashes.append(self.state.state_hash())

    def _apply(self, ev: tuple) -> None:
        if ev[0] == "act":
            self.actions.append(self.replay_action(ev[1]))
            self._starts.append(len(self.events))
        elif not self.events:
            raise self.replay_error("the log must start with an action")
        self.apply_event(self.state, ev)
        self.events.append(ev)
        self._legal = None

    def apply(self, event) -> None:
        """Replay one event (a tuple or its JSON list); the game's ReplayError if it
        does not fit."""
        try:
            self._apply(self.event_from_json(event))
        except self.replay_error:
            raise
        except _MISFITS as e:
            raise self.replay_error(f"event does not fit the game: {event!r} ({e})") from None

    def replay_action(self, text: str):
        """The action an ``act`` event names (a game may check more on replay)."""
        return self.parse_action(text)

    # ----- playing --------------------------------------------------------------------
    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self.list_legal(self.state)
            self._legal_set = None
        return self._legal

    def is_legal(self, action) -> bool:
        """Is ``action`` one of the legal actions now?"""
        legal = self.legal_actions()
        if self._legal_set is None:
            self._legal_set = frozenset(legal)
        return action in self._legal_set

    def play(self, action) -> list[tuple]:
        """Play a legal action (or its text); returns its events. IllegalActionError
        (from the game's ``check_action``) says why not."""
        action = self.check_action(action)
        self._starts.append(len(self.events))
        self._legal = self._legal_set = None
        events = self.resolve(action)
        self.actions.append(action)
        self.events.extend(events)
        return events

    @property
    def action_count(self) -> int:
        return len(self.actions)

    # ----- going back -----------------------------------------------------------------
    def truncate(self, k: int) -> None:
        """Keep only the first k actions: a replay of the shorter log."""
        if not 0 <= k <= len(self.actions):
            raise ValueError(f"cannot go back to action {k}: the game has {len(self.actions)}")
        keep = self.events[: self._starts[k]] if k < len(self.actions) else self.events
        m = type(self).from_setup(self.setup, keep)
        self.__dict__.pop("_hash_cache", None)
        self.__dict__.update(m.__dict__)

    def undo(self, n: int = 1) -> None:
        self.truncate(max(0, len(self.actions) - n))

    def action_events(self, k: int) -> list[tuple]:
        """The events of action k, its ``act`` event first."""
        end = self._starts[k + 1] if k + 1 < len(self._starts) else len(self.events)
        return self.events[self._starts[k]:end]

    def action_reveals(self, k: int) -> bool:
        """Did action k show hidden information or a chance outcome (an event of a kind
        in ``revealing``)? Undo past it needs every seat's agreement."""
        return any(ev[0] in self.revealing for ev in self.action_events(k))

    # ----- reading --------------------------------------------------------------------
    def to_position(self) -> str:
        return self.write_position(self.state)

    def state_hash(self) -> str:
        return self.state.state_hash()

    def event_hashes(self) -> list[str]:
        """The state hash after each event, by a replay kept beside the game.

        Only events not hashed before are replayed, so saving after every action costs
        the new events, not the whole game.
        """
        cache = self.__dict__.setdefault("_hash_cache", [self.initial_state(self.setup), []])
        shadow, hashes = cache
        for ev in self.events[len(hashes):]:
            self.apply_event(shadow, ev)
            hashes.append(shadow.state_hash())
        return list(hashes)

    def events_json(self) -> list[list]:
        return [self.event_json(ev) for ev in self.events]
