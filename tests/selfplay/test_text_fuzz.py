"""Fuzzing the two text readers of the public contract (docs/notation.md).

One fuzzer for the position and action text readers: from real positions
and real action texts, mutated (lines dropped, doubled, swapped or cut; words replaced by
cells, numbers, tile tokens, flags, crews and pieces; odd characters), and from random
text:

- ``read_position`` raises only ``PositionError``; every position it accepts keeps the
  invariants of tests/selfplay/invariants.py, reads back to the same state and text, and
  can be played (its first legal action keeps the invariants too);
- ``Action.parse`` raises only ``ValueError``; ``Game.play`` plays a legal action or
  raises ``IllegalActionError`` and leaves the game as it was.

Examples per test: 40 in the quick tier, 1,000 in the thorough; ``JACKAL_FUZZ_EXAMPLES``
sets them in either (e.g. 5000).
"""

from __future__ import annotations

import random
from functools import lru_cache

from hypothesis import HealthCheck, given, settings, strategies as st

from jackal_tui.games.classic import (
    Action, Game, IllegalActionError, PositionError, read_position, write_position,
)
from jackal_tui.games.classic.rules import legal_actions
from jackal_tui.games.classic.state import apply_event

from tiers import budget

from .invariants import check

FUZZ = settings(
    max_examples=budget(quick=40, thorough=1000, env="JACKAL_FUZZ_EXAMPLES"),
    deadline=None,  # no timed tests: a slow machine must never fail one
    database=None,  # write nothing into the working tree
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@lru_cache(maxsize=1)
def corpus() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Real positions (some inside a chain) and real action texts, from seeded games."""
    positions, actions = [], []
    for ruleset, mode, seed in (("classic", "4", 11), ("classic", "2", 12),
                                ("treasure-island", "4", 13), ("treasure-island", "4-teams", 14),
                                ("treasure-island", "3", 15)):
        g = Game.new(mode, seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        while not g.state.over and g.action_count < 600:
            legal = g.legal_actions()
            if g.action_count % 40 == 0 or g.state.pending is not None and rng.random() < 0.2:
                positions.append(g.to_position())
                actions.extend(str(a) for a in legal[:6])
            g.play(rng.choice(legal))
    return tuple(positions), tuple(sorted(set(actions)))


CELLS = [f"{c}{r}" for c in "ABCDEFGHIJKLM" for r in range(1, 14)]
WORDS = st.one_of(
    st.sampled_from(CELLS),
    st.sampled_from(CELLS).map(lambda c: c + ":" + "1234560"[hash(c) % 7]),
    st.integers(-5, 12).map(str),
    st.sampled_from(["0", "-1", "99999999999999999999", "1" * 5000, "x", "", "+2", "1_0"]),
    st.sampled_from(["W", "Y", "B", "R", "w", "Q", "W1", "Y2", "B3", "R1", "BEN", "FRI",
                     "MIS", "ship", "sea", "dead", "trapped", "rum", "rum-now", "lost",
                     "lost=2", "lost+coin", "lost=1+galleon", "converted", "progress",
                     "?chest3", "chest5", "?galleon", "galleon", "cave", "?cave", "trap",
                     "ice", "arrow-N", "arrow1", "?arrow-NE+SW", "cannon", "cannon-E", "jungle",
                     "swamp", "thicket", "rum", "fortress", "native", "airplane", "bottles2",
                     "coins", "bank", "sunk", "eaten", "caves", "known", "bottles", "smoke",
                     "smoky", "pending", "over", "turn", "turns", "stall", "seed", "options",
                     "names", "early_end=no", "stall_rounds=-1", "coin=G5", "prev=shipW",
                     "prev=G4:0", "visited=1,2", "extra=3", "arrow", "horse", "fly", "cave",
                     "quake", "peek", "airplane1", "-", "#", ","]),
    st.text(min_size=0, max_size=4),
)
LINE = st.lists(WORDS, min_size=1, max_size=5).map(" ".join)


@st.composite
def mutated_position(draw) -> str:
    positions, _ = corpus()
    lines = draw(st.sampled_from(positions)).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, max(0, len(lines) - 1)))
        op = draw(st.sampled_from(["drop", "double", "swap", "word", "insert", "cut", "chars"]))
        if not lines:
            lines = [draw(LINE)]
        elif op == "drop":
            del lines[i]
        elif op == "double":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "word":
            words = lines[i].split() or [""]
            words[draw(st.integers(0, len(words) - 1))] = draw(WORDS)
            lines[i] = " ".join(words)
        elif op == "insert":
            lines.insert(i, draw(LINE))
        elif op == "cut":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
        else:
            at = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:at] + draw(st.text(max_size=3)) + lines[i][at:]
    return "\n".join(lines) + "\n"


def check_position_text(text: str) -> None:
    try:
        s = read_position(text)
    except PositionError as e:
        assert str(e).startswith("line "), str(e)  # it names the line at fault
        return
    check(s, s.total_coins, False, ("reveal",))  # ("reveal",): recount the closed chests
    written = write_position(s)
    back = read_position(written)
    assert back.state_hash() == s.state_hash(), written
    assert write_position(back) == written
    legal = legal_actions(s)
    assert legal_actions(back) == legal
    if legal:  # the position can be played on, and the rules keep the invariants
        game = Game.from_position(text)
        total = game.state.total_coins
        events = game.play(legal[0])
        shadow = read_position(text)
        for i, ev in enumerate(events):
            apply_event(shadow, ev)
            check(shadow, total, i < len(events) - 1, ev)


@FUZZ
@given(mutated_position())
def test_mutated_positions_are_read_or_refused_with_a_position_error(text):
    check_position_text(text)


@FUZZ
@given(st.lists(LINE, min_size=0, max_size=8).map(
    lambda ls: "\n".join(["jackal treasure-island 4"] + ls)))
def test_positions_of_random_lines_are_read_or_refused_with_a_position_error(text):
    check_position_text(text)


@FUZZ
@given(st.text(max_size=200))
def test_random_text_is_read_or_refused_with_a_position_error(text):
    check_position_text(text)


ACTION_CHARS = "WYBR123 GHFABCDEKLM0456789:->+stayrevivebottleFRIMISBENcoingaln\t"


@st.composite
def action_text(draw) -> str:
    _, actions = corpus()
    text = draw(st.sampled_from(actions))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        op = draw(st.sampled_from(["insert", "delete", "replace"]))
        ch = draw(st.one_of(st.sampled_from(ACTION_CHARS), st.characters()))
        if op == "insert":
            text = text[:at] + ch + text[at:]
        elif op == "delete":
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at] + ch + text[at + 1:]
    return text


@lru_cache(maxsize=1)
def games() -> tuple[str, ...]:
    """Positions to play the fuzzed actions in (positions of the corpus)."""
    return corpus()[0][::3]


def check_action_text(position: str, text: str) -> None:
    try:
        parsed = Action.parse(text)
    except ValueError:
        parsed = None
    game = Game.from_position(position)
    legal = game.legal_actions()
    before = game.state_hash()
    try:
        game.play(text)
    except IllegalActionError as e:
        assert str(e).strip()
        assert game.state_hash() == before and not game.events
        return
    assert parsed in legal, text


@FUZZ
@given(st.data())
def test_mutated_action_texts_are_played_or_refused_as_illegal(data):
    check_action_text(data.draw(st.sampled_from(games())), data.draw(action_text()))


@FUZZ
@given(st.data())
def test_random_action_texts_are_played_or_refused_as_illegal(data):
    check_action_text(data.draw(st.sampled_from(games())), data.draw(st.text(max_size=30)))
