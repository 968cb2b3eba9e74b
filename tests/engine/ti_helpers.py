"""Helpers for the treasure-island rules tests (tests/engine/test_ti_*.py).

They build on rules_helpers (``game``, ``act``, ``legal_of``, ``loc``...), which stays as
the classic tests use it. Rulebook references in test names and docstrings:

  TI       = ../shared/seeds/001_92edf0084611a63a.txt (the newer, treasure-island edition),
             by its section ("Tiles explanation", "Fighting Enemies", ...)
  TI FAQ   = its "FAQ" / "Question-answer" pages
  RULINGS  = ../shared/RULINGS.md ("Tiles: treasure-island", "Finer points", ...)

Every expected value in these tests is worked out by hand from those texts, never read
off the engine.
"""

from __future__ import annotations

import textwrap

from jackal_tui.games.classic import Game, cell_name
from rules_helpers import game as _game, pid

CREWS = "WYBR"


def ti(text: str, mode: str = "4", reserve: bool = True) -> Game:
    """A treasure-island game from a hand-written position without its header line.

    The header ``jackal treasure-island <mode>`` is put in front; as with
    ``rules_helpers.game`` five coins are added on C12 unless ``reserve=False``, so that
    the game does not end when the test's own coins are gone.
    """
    body = textwrap.dedent(text).strip()
    return _game(f"jackal treasure-island {mode}\n{body}\n", reserve=reserve)


def bottles(g: Game, crew_letter: str) -> int:
    """The message bottles held by a crew's side (a player or a team)."""
    s = g.state
    return s.bottles[s.side_of(CREWS.index(crew_letter))]


def controller(g: Game, name: str) -> str | None:
    """The crew letter controlling a piece (``"BEN"``, ``"FRI"``, ``"MIS"``), or None."""
    c = g.state.p_crew[pid(name)]
    return None if c < 0 else CREWS[c]


def lost(g: Game, name: str) -> bool:
    """Is the piece lost in a cave?"""
    return g.state.p_lost[pid(name)] > 0


def pend_kind(g: Game) -> str | None:
    p = g.state.pending
    return None if p is None else p.kind


def pend_options(g: Game) -> list[str]:
    """The cells offered by the pending decision, sorted by name."""
    p = g.state.pending
    return sorted(cell_name(c) for c in p.options) if p else []


def choices(g: Game) -> list[str]:
    """The legal ``X > cell`` choices of a pending decision, as cell names, sorted."""
    return sorted(a.split(" > ")[1] for a in (str(x) for x in g.legal_actions()) if " > " in a)


def caves(g: Game) -> list[str]:
    return [cell_name(c) for c in g.state.caves]


def known(g: Game, crew_letter: str) -> list[str]:
    """The face-down cells the player of this crew has looked at, sorted."""
    s = g.state
    return sorted(cell_name(c) for c in s.known[s.player[CREWS.index(crew_letter)]])


def galleon(g: Game) -> str:
    """Where the galleon treasure is: a cell (``"G5"`` / ``"G5:2"``), ``"bank W"``,
    ``"sunk"``, ``"eaten"``, ``"carried"`` or ``"hidden"``."""
    v = g.state.galleon
    if v >= 0:
        c, st = divmod(v, 8)
        return cell_name(c) + (f":{st}" if st else "")
    if -4 <= v <= -1:
        return f"bank {CREWS[-1 - v]}"
    return {-10: "sunk", -11: "eaten", -12: "carried", -99: "hidden"}[v]


def total_coins(g: Game) -> int:
    """Every coin of the game wherever it is (the galleon counting 3)."""
    s = g.state
    return s.coins_in_play + sum(s.banked) + s.sunk + s.eaten


def position_line(g: Game, start: str) -> str | None:
    """The line of ``game.to_position()`` starting with ``start`` (e.g. ``"H5 "``)."""
    for ln in g.to_position().splitlines():
        if ln.startswith(start):
            return ln
    return None
