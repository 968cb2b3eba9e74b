"""The common game interface: what every game of jackal-tui implements
(docs/engine-api.md).

Three names, all pure (no Textual, no Rich, no I/O):

- :class:`GameType`: what the registry knows of a game before its package is imported
  (its name, title, player modes, whether it has hidden information or chance).
- :class:`Match`: one game being played. A game package makes them with
  ``new_match``, ``match_from_setup`` (a replay of a saved log) and
  ``match_from_position`` (a hand-written position). The saves, undo, the arena and the
  app's session drive a game through these methods only.
- :class:`SearchRules`: what the computer crews' generic search (determinized Monte
  Carlo tree search, :mod:`jackal_tui.ai.search`) needs of a game's state. The
  game's :class:`GameType` says where they live (``search``); the registry's
  ``search_rules(name)`` imports them.

In the spirit of OpenSpiel's ``Game``/``State``: every decision (chance included) is an
explicit event, legal actions are deterministic and sorted, a game is its setup plus its
event log, and a seat's view holds exactly what that seat may know. docs/engine-api.md
shows a whole (tiny) game built on it; tests/games/test_conformance.py checks every
registered game against it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Hashable, Iterable, Protocol, runtime_checkable

from jackal_tui.games.text import ShortMessage


class IllegalActionError(ShortMessage):
    """An action that is not legal now; the message says why. Nothing was changed.

    One class for every game (each game's package exports it under this name), so the
    session and the screens catch a refusal without knowing which game refused. A text
    it quotes is cut short (a ValueError whose long words are cut, see
    :class:`~jackal_tui.games.text.ShortMessage`)."""

    message_max = 2000   # a refusal may list the legal choices

__all__ = ["GameType", "Match", "SearchRules", "GamePackage"]


@dataclass(frozen=True)
class GameType:
    """A game as the registry knows it, before its package is imported.

    ``name`` is what a save's ``setup["ruleset"]`` says; ``package`` the dotted module
    that exposes ``new_match``, ``match_from_setup`` and ``match_from_position``;
    ``modes`` the player modes its ``new_match`` accepts (the first is the
    usual one); ``perfect_information`` false when some seat may not see everything
    (face-down tiles, hands); ``chance`` true when play draws chance outcomes (a tile
    revealed, a die, a shuffle); ``rulebook`` the rulebook's file under shared/seeds/.

    ``sorted_actions``: the legal actions come sorted
    (``legal == sorted(legal)``). The island games say False: their order is the rules
    core's own deterministic order (pieces in seat order, then ways in a fixed compass
    order), which seeded games, the golden transcripts and the crews' tie-breaks have
    always depended on.

    ``short`` (an addition): a short word for the game in save file names (default:
    its name).

    ``players`` (an addition): the seats of each mode, in the order of ``modes`` (the
    session and the load list count seats with :meth:`seat_count` before a game exists).

    ``crews`` (an addition): where the game's computer crews are made, as
    ``"module:function"`` (imported only when a crew is asked for); the function takes
    ``(level, nodes=None, seconds=None, params=None)`` like
    :func:`jackal_tui.ai.crews.make_crew`, which dispatches through it. Empty: the game
    has only the random crew, which plays any game.

    ``search``: where the game's :class:`SearchRules` live, as ``"module:name"``
    (imported only when a search asks for them: ``jackal_tui.games.search_rules``). A
    game's search rules may be built from its crews' knowledge (the island games' are,
    in ``jackal_tui.ai.classic.search``): naming them here keeps the rules package from
    importing the crews. Empty: the ``SEARCH`` of the game's package.

    ``save_setup`` names the form a save's setup of this
    game takes in the declared save schema (``$defs`` of persistence/save-schema.json):
    ``"game_setup"`` (the default) is the general form (ruleset, mode, seed, names,
    options and the game's own facts), ``"island_game"`` the island games' stricter one.
    """

    name: str
    title: str
    package: str
    modes: tuple[str, ...]
    perfect_information: bool
    chance: bool
    rulebook: str
    sorted_actions: bool = True
    save_setup: str = "game_setup"
    short: str = ""
    players: tuple[int, ...] = ()
    crews: str = ""
    search: str = ""

    def seat_count(self, mode: str) -> int:
        """How many seats (players) ``mode`` has (``players``, an addition to
        docs/engine-api.md, lists them in the order of ``modes``; without it: the mode's number).
        ValueError for a mode the game does not have."""
        if mode not in self.modes:
            raise ValueError(f"{self.title} has no mode {mode!r}: one of {', '.join(self.modes)}")
        if self.players:
            return self.players[self.modes.index(mode)]
        return int(mode)


@runtime_checkable
class Match(Protocol):
    """One game being played: its setup, its event log, and the state they make.

    Every event is a tuple whose first item is its kind; an action's events start with
    ``("act", "<action text>")``. Chance outcomes (a tile revealed, a die rolled) are
    facts inside the events, so a replay (``match_from_setup``) draws no random number.
    ``view``, ``public_view`` and ``state_hash`` read only ``state`` (so a state whose
    hidden parts were dealt again, as ``SearchRules.deal`` does, shows a seat the same view).
    """

    setup: dict
    """JSON-able: ``ruleset`` (the game's name), ``mode``, ``seed``, ``names``,
    ``options``, and the game's own facts (e.g. the dealt layout)."""
    events: list
    actions: list
    state: Any
    action_count: int

    # ----- whose turn -----------------------------------------------------------------
    def current_seat(self) -> int | None:
        """The seat that decides now; None when the game is over."""

    def seats(self) -> tuple[int, ...]:
        """The seats in play, in seat order."""

    def seat_name(self, seat: int) -> str:
        """A seat's name as a player reads it (a given name, or the colours it plays)."""

    # ----- actions --------------------------------------------------------------------
    def legal_actions(self) -> list:
        """Deterministic and sorted; each a small hashable frozen value whose ``str()``
        is its text form (``parse_action(str(a)) == a``)."""

    def parse_action(self, text: str) -> Hashable:
        """The action a text names; ``IllegalActionError`` (a ValueError) if none."""

    def play(self, action: Any) -> list[tuple]:
        """Play a legal action (or its text); returns its events. A refused action
        raises ``IllegalActionError`` (a ValueError) whose message says the rule."""

    def apply(self, event: Iterable) -> None:
        """Replay one event (as ``match_from_setup`` does); no random number."""

    # ----- the end --------------------------------------------------------------------
    def is_over(self) -> bool: ...

    def scores(self) -> dict[int, int]:
        """Seat -> coins or points (for a team: what the team counts)."""

    def winners(self) -> list[int]:
        """The winning seats (several on a tie or a team); empty while playing."""

    # ----- what each seat may know ----------------------------------------------------
    def view(self, seat: int) -> dict:
        """JSON-able: everything ``seat`` may know and nothing else."""

    def public_view(self) -> dict:
        """JSON-able: what a spectator may know."""

    def event_view(self, event: tuple, seat: int | None) -> tuple | None:
        """The event as ``seat`` (None: a spectator) may see it: hidden parts as
        ``"?"``, or None when the seat must not see it at all."""

    # ----- text, log, undo, hashes ----------------------------------------------------
    def to_position(self) -> str:
        """The position text; ``match_from_position`` of it has the same ``state_hash``."""

    def log(self, start: int = 0) -> list[str]:
        """One move-log line per action from action ``start`` on, in the game's words."""

    def action_reveals(self, k: int) -> bool:
        """Did action k show hidden information or a chance outcome? (Undo past it needs
        every seat's agreement.)"""

    def truncate(self, k: int) -> None:
        """Keep the first k actions (a replay of the shorter log)."""

    def undo(self, n: int = 1) -> None: ...

    def state_hash(self) -> str: ...

    def event_hashes(self) -> list[str]:
        """The state hash after each event."""

    def events_json(self) -> list[list]:
        """The events as JSON lists."""


@runtime_checkable
class SearchRules(Protocol):
    """What the generic determinized MCTS (:func:`jackal_tui.ai.search.search`) needs,
    on the game's own state object ``s`` (not the Match). Pure and quick.

    Sides are numbered ``0 .. sides(s) - 1``; ``to_move`` names the side whose value the
    decider maximizes (several seats may play one side: a team).

    Optional, for a game whose search wants them (the search uses them when present):

    - ``bind(root, seat, rng, params) -> SearchRules``: the rules as one decision's
      search sees them, made once per decision (e.g. distance maps worked out once from
      the root, a pool of dealt worlds). ``rng`` is the search's generator; ``params``
      its :class:`~jackal_tui.ai.search.SearchParams`.
    - ``root_actions(root, legal) -> list``: the root's actions worth searching (a
      subset of ``legal``, never empty when ``legal`` is not).
    - ``rollout_action(s, legal, rng, epsilon) -> action``: the play-out policy
      (default: the best prior, or with chance ``epsilon`` any action).
    """

    def copy(self, s: Any) -> Any: ...

    def legal(self, s: Any) -> list:
        """The actions the search considers in ``s`` (the legal ones, sorted)."""

    def play(self, s: Any, action: Any) -> list | None:
        """Apply ``action`` to ``s`` in place, drawing chance from the state's own seed.
        May return ``legal(s)`` of the new state (when it comes cheap), else None."""

    def to_move(self, s: Any) -> int:
        """The side of the seat that decides in ``s``."""

    def sides(self, s: Any) -> int: ...

    def is_over(self, s: Any) -> bool: ...

    def deal(self, s: Any, seat: int, rng: random.Random) -> Any:
        """A copy of ``s`` in which everything ``seat`` may not know is dealt again at
        random (face-down tiles, others' hands, the deck, the chance seed), consistently
        with what the seat has seen."""

    def values(self, s: Any, root: Any) -> list[float]:
        """Each side's value in [0, 1] of ``s``, reached from ``root`` (1.0: a sure win)."""

    def priors(self, s: Any, legal: list) -> dict:
        """Action -> prior weight (they sum to 1; may be uniform)."""


class GamePackage(Protocol):
    """What a game's package exposes at top level (``rules_of(name)`` returns it).

    ``SETUP_FORM``: the form its setups take, a
    :class:`~jackal_tui.games.setups.SetupForm`; its Match checks every setup against it
    when it is made, and loading a save checks the save's setup against it before a rule
    reads it (:func:`jackal_tui.games.setup_problem`).

    ``SEARCH``, its :class:`SearchRules`, only when its :class:`GameType` names no
    ``search``: the island games' rules package has none, their search rules being
    built from the crews' knowledge (``jackal_tui.ai.classic.search``)."""

    SETUP_FORM: Any


    def new_match(self, name: str, mode: str, seed: int | None = None,
                  names: list[str] | None = None, options: dict | None = None) -> Match:
        """A fresh game: all randomness from ``seed`` (SystemRandom when None), written
        into the setup as facts."""

    def match_from_setup(self, setup: dict, events: Iterable = ()) -> Match:
        """Replay; never draws a random number; ``ReplayError`` (a ValueError) names
        the event that does not fit."""

    def match_from_position(self, text: str) -> Match:
        """A hand-written position; ``PositionError`` (a ValueError) names the line."""
