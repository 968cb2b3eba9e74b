"""``State.copy`` is written out slot by slot (the computer crews copy a state for every
world they deal): every slot must be copied, and every list, dict and set of it must be
the copy's own, so that playing on a copy never changes the original."""

from __future__ import annotations

import random

import pytest

from jackal_tui.games.classic import Game
from jackal_tui.games.classic.state import State


def _positions():
    for ruleset, mode in (("classic", "4"), ("classic", "2-light"),
                          ("treasure-island", "4"), ("treasure-island", "2")):
        g = Game.new(mode=mode, seed=7, ruleset=ruleset)
        rng = random.Random(7)
        for _ in range(120):
            if g.state.over:
                break
            g.play(rng.choice(g.legal_actions()))
        yield ruleset, mode, g.state


@pytest.mark.parametrize("ruleset,mode,s", list(_positions()),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_copy_copies_every_slot_and_owns_its_containers(ruleset, mode, s):
    c = s.copy()
    for name in State.__slots__:
        assert hasattr(c, name), f"copy() leaves {name} out"
        v, w = getattr(s, name), getattr(c, name)
        assert w == v, name
        if isinstance(v, (list, dict, set)):
            assert w is not v, f"copy() shares the {name} {type(v).__name__}"
    for k, k2 in zip(s.known, c.known):
        assert k2 is not k
    assert c.key() == s.key()


def test_playing_on_a_copy_leaves_the_original_as_it_was():
    g = Game.new(mode="4", seed=3, ruleset="treasure-island")
    rng = random.Random(3)
    for _ in range(60):
        g.play(rng.choice(g.legal_actions()))
    before = g.state.key()
    copy = Game.new(mode="4", seed=3, ruleset="treasure-island")
    copy.state = g.state.copy()
    for _ in range(80):
        if copy.state.over:
            break
        copy.play(rng.choice(copy.legal_actions()))
    assert copy.state.key() != before
    assert g.state.key() == before
