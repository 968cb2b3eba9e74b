"""Helpers for the rules tests (tests/engine/test_rules_*.py).

Rulebook references in test names and docstrings:
  EN       = ../shared/seeds/000_fac170c65c872779.txt (classic, English)
  RU       = ../shared/seeds/003_ad4f50097a90016a.txt (classic, Russian)
  RU FAQ   = its section "Часто задаваемые вопросы"
  RULINGS  = ../shared/RULINGS.md

Every expected value in these tests is worked out by hand from those texts.

Cells are written as names ("G2"), pirates as names ("W1"). ``act(game, text)`` plays an
action given as text. It plays the legal action whose text form is exactly ``text`` when
there is one, so that the rule tests do not depend on ``Action.parse`` (whose round trip
is tested on its own in test_rules_notation.py); otherwise it hands the text to
``game.play`` (which raises IllegalActionError for an illegal action).
"""

from __future__ import annotations

import textwrap

import pytest

from jackal_tui.games.classic import (
    Game, IllegalActionError, cell_name, parse_cell, parse_pirate,
)


RESERVE = "coins C12 5  # far away, so that the game does not end at once"


def game(text: str, reserve: bool = True) -> Game:
    """A game from a hand-written position.

    A hand-written position ends when its coins are gone (RULINGS 'Finer points'), so
    unless ``reserve=False`` five coins are added on C12, far from every test's action.
    """
    body = textwrap.dedent(text).strip() + "\n"
    if reserve:
        body += RESERVE + "\n"
    return Game.from_position(body)


def pid(name: str) -> int:
    return parse_pirate(name)


def cell(name: str) -> int:
    return parse_cell(name)


def legal(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def legal_of(g: Game, who: str) -> list[str]:
    """The legal actions of one pirate (``"W1"``) or one ship (``"W ship"``), sorted."""
    if who.endswith("ship"):
        return sorted(s for s in legal(g) if s.startswith(who + " "))
    return sorted(s for s in legal(g) if s.split()[0] == who)


def act(g: Game, text: str):
    for a in g.legal_actions():
        if str(a) == text:
            return g.play(a)
    return g.play(text)


def loc(g: Game, name: str) -> str:
    """Where a pirate is: ``"G4"``, ``"G5:2"`` (a step), ``"ship G1"``, ``"sea A5"``,
    ``"dead"`` or ``"absent"``."""
    p = g.state.pirate(pid(name))
    if p.where in ("dead", "absent"):
        return p.where
    c = cell_name(p.cell)
    if p.where == "land":
        return c + (f":{p.step}" if p.step else "")
    return f"{p.where} {c}"


def tile(g: Game, name: str):
    """The TileView of an island cell."""
    return g.state.tile(cell(name))


def pirate(g: Game, name: str):
    """The PirateView of a pirate (where, cell, step, trapped, drunk, ship)."""
    return g.state.pirate(pid(name))


def kind(g: Game, name: str):
    """The kind a tile shows (None while face down)."""
    return g.state.tile(cell(name)).kind


def face_up(g: Game, name: str) -> bool:
    return g.state.tile(cell(name)).face_up


def coins(g: Game, name: str) -> int:
    """Coins on a tile (all steps), or on one step with ``"G5:2"``."""
    if ":" in name:
        c, st = name.split(":")
        return g.state.coins_on(cell(c), int(st))
    return g.state.coins_at(cell(name))


def bank(g: Game, crew_letter: str) -> int:
    """Coins banked by one crew (``state.banked`` is a list; docs/engine-api.md calls it
    ``banked(crew)``, which is ``banked_by(crew)`` in the code)."""
    return g.state.banked_by("WYBR".index(crew_letter))


def turn(g: Game) -> str:
    return "WYBR"[g.state.turn]


def pending(g: Game):
    """The name of the pirate who must make a chain decision, or None."""
    p = g.state.pending
    if p is None:
        return None
    return "WYBR"[p.pirate // 3] + str(p.pirate % 3 + 1)


def ship_moves_until(g: Game, crew_letter: str) -> None:
    """Let the other crews play ship moves (no progress, no tile opened) until it is
    ``crew_letter``'s turn."""
    for _ in range(8):
        if turn(g) == crew_letter:
            return
        ships = [a for a in g.legal_actions() if a.kind == "ship"]
        assert ships, f"{turn(g)} has no ship move to pass the time with"
        g.play(ships[0])
    assert turn(g) == crew_letter


def illegal(g: Game, text: str) -> str:
    """Play ``text``, expect IllegalActionError with a message, and an unchanged game."""
    before = g.state_hash()
    n = len(g.events)
    with pytest.raises(IllegalActionError) as info:
        g.play(text)
    msg = str(info.value)
    assert msg.strip(), "an illegal action must say why"
    assert g.state_hash() == before
    assert len(g.events) == n
    return msg
