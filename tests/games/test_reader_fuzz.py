"""Every game's position reader and action parser, fed hostile text, raise only their
documented errors (docs/engine-api.md): ``match_from_position`` a ``PositionError`` (a
ValueError) naming the line, ``parse_action`` and ``play`` an ``IllegalActionError``.
Every position a reader accepts keeps its game's invariants (tests/selfplay/invariants.py,
tests/archipelago/invariants.py; the card game's 60 cards), writes back to a text that
reads to the same state, and can be played on.

The texts are real positions and action texts of seeded games of each registered game
(``games.GAMES``), mutated: lines dropped, doubled, swapped or cut, words replaced by
hostile ones (numbers of thousands of digits, JSON nested thousands deep, bare tile
words, odd characters). A refusal quotes what it refuses cut short. The number of
examples comes from the Hypothesis profile (tests/conftest.py: small in the quick tier,
large in the thorough one).

Then the reproductions of what such texts did before the readers bounded them.
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from jackal_tui import games
from jackal_tui.games.cards.deck import full_deck

from archipelago import invariants as arch_invariants   # tests/ is on sys.path
from selfplay import invariants as island_invariants

FUZZ = settings(database=None, suppress_health_check=[HealthCheck.too_slow,
                                                     HealthCheck.data_too_large])


def invariants(name: str, m) -> None:
    """The game's invariants on a position read from text (AssertionError if broken)."""
    s = m.state
    if name in ("classic", "treasure-island"):
        island_invariants.check(s, s.total_coins, False, ("reveal",))
    elif name == "archipelago":
        arch_invariants.check(s, s.total_coins, False)
    else:
        assert s.cards_in_play() == 60
        cards = s.deck + s.discard + s.played
        for p in range(s.n):
            cards += s.hand[p] + s.row[p]
        assert sorted(cards) == full_deck(), "not the 60 action cards"
        assert all(c >= 0 for c in s.coins)


@lru_cache(maxsize=None)
def corpus(name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Real positions and action texts of seeded random games of ``name``."""
    positions, actions = [], []
    rules = games.rules_of(name)
    for mode in games.game_type(name).modes:
        m = rules.new_match(name, mode, seed=len(positions) + 7)
        rng = random.Random(len(positions))
        while not m.is_over() and m.action_count < 240:
            legal = m.legal_actions()
            if m.action_count % 30 == 0:
                positions.append(m.to_position())
                actions.extend(str(a) for a in legal[:5])
            m.play(rng.choice(legal))
        positions.append(m.to_position())
    return tuple(positions), tuple(sorted(set(actions)))


HOSTILE_WORDS = [
    "9" * 4300, "-" + "9" * 5000, "1" * 25, "2147483648", "-1", "0", "7", "99", "+2", "1_0",
    "²", "٣", "[" * 3000, "names " + "[" * 3000, "pending " + "[" * 3000, "{" * 3000,
    "arrow", "cannon", "arrow-", "chest", "chest" + "9" * 5000, "labyrinth99", "bottles9",
    "?arrow", "B:arrow", "x" * 3000, "", "#", ",", ":", "=", "\t", "\x00", "é", "W1", "W",
    "dead", "boat", "sea", "over", "supply", "bank", "bottles", "last_roll", "mover",
    "true", "null",
]
WORD = st.one_of(st.sampled_from(HOSTILE_WORDS), st.integers(-3, 12).map(str),
                 st.text(max_size=4))
LINE = st.lists(WORD, min_size=1, max_size=4).map(" ".join)


@st.composite
def mutated(draw, name: str) -> str:
    positions, _ = corpus(name)
    lines = draw(st.sampled_from(positions)).splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            lines = [draw(LINE)]
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["drop", "double", "swap", "word", "word", "insert", "cut"]))
        if op == "drop":
            del lines[i]
        elif op == "double":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "word":
            words = lines[i].split() or [""]
            words[draw(st.integers(0, len(words) - 1))] = draw(WORD)
            lines[i] = " ".join(words)
        elif op == "insert":
            lines.insert(i, draw(LINE))
        else:
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
    return "\n".join(lines) + "\n"


def short_enough(message: str, most: int = 420) -> None:
    """A refusal quotes what it refuses cut short: no wall of digits or brackets."""
    assert len(message) <= most, message[:200]
    assert not re.search(r"\S{80,}", message), message[:200]


def check_position(name: str, text: str) -> None:
    rules = games.rules_of(name)
    try:
        m = rules.match_from_position(text)
    except rules.PositionError as e:
        assert str(e).strip()
        short_enough(str(e))
        return
    invariants(name, m)
    written = m.to_position()
    back = rules.match_from_position(written)
    assert back.state_hash() == m.state_hash(), written
    assert back.to_position() == written
    legal = m.legal_actions()
    assert legal or m.is_over(), f"a position no one can play on and not over:\n{text}"
    if legal:
        m.play(legal[0])
        m.state_hash()
        m.to_position()


NAMES = list(games.names())


@FUZZ
@given(st.data())
@pytest.mark.parametrize("name", NAMES)
def test_mutated_positions_are_read_or_refused_with_a_position_error(name, data):
    check_position(name, data.draw(mutated(name)))


@FUZZ
@given(st.data())
@pytest.mark.parametrize("name", NAMES)
def test_random_lines_after_a_real_header_are_read_or_refused(name, data):
    header = corpus(name)[0][0].splitlines()[0]
    lines = data.draw(st.lists(LINE, max_size=6))
    check_position(name, "\n".join([header, *lines]))


@st.composite
def action_text(draw, name: str) -> str:
    text = draw(st.sampled_from(corpus(name)[1]))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        piece = draw(st.one_of(st.sampled_from(HOSTILE_WORDS), st.characters(), st.just(" ")))
        op = draw(st.sampled_from(["insert", "delete", "replace"]))
        if op == "insert":
            text = text[:at] + piece + text[at:]
        elif op == "delete":
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at] + piece + text[at + 1:]
    return text


@FUZZ
@given(st.data())
@pytest.mark.parametrize("name", NAMES)
def test_mutated_action_texts_are_played_or_refused_as_illegal(name, data):
    rules = games.rules_of(name)
    position = data.draw(st.sampled_from(corpus(name)[0]))
    text = data.draw(action_text(name))
    m = rules.match_from_position(position)
    before = m.state_hash()
    try:
        m.parse_action(text)
    except games.IllegalActionError as e:
        short_enough(str(e), 2100)
    try:
        m.play(text)
    except games.IllegalActionError as e:
        assert str(e).strip()
        assert m.state_hash() == before and not m.events
        return
    m.state_hash()


# ----- the reproductions --------------------------------------------------------------


NINES = "9" * 4300


def test_a_bank_of_thousands_of_digits_is_refused_naming_the_field():
    """Banking one more coin into it, its hash and its text all died on a 4,300-digit
    count (Python's limit on reading and writing long numbers)."""
    rules = games.rules_of("classic")
    text = f"jackal classic 2-light\nturn W\nW1 G2\nG2 empty\ncoins G2 1\nbank W {NINES}\n"
    with pytest.raises(rules.PositionError, match="line 6: a number of coins") as caught:
        rules.match_from_position(text)
    short_enough(str(caught.value))


@pytest.mark.parametrize("name,header", [
    ("classic", "jackal classic 2-light\nturn W"),
    ("treasure-island", "jackal treasure-island 2-light\nturn W"),
    ("archipelago", "jackal archipelago 2\nlayout ~BBBB~/BFMMFB/BFMMFB/BFMMFB/~~FF~~"),
])
def test_names_nested_thousands_deep_are_refused(name, header):
    rules = games.rules_of(name)
    with pytest.raises(rules.PositionError, match="names"):
        rules.match_from_position(f"{header}\nnames {'[' * 100000}\n")


def arch_position(mode: str = "2", seed: int = 4) -> str:
    return games.rules_of("archipelago").new_match("archipelago", mode, seed).to_position()


@pytest.mark.parametrize("line,words", [
    ("pending " + "[" * 100000, "pending"),
    ("pending 7", "pending"),
    ("supply 99", "supply"),
    ("supply 0", "bottles held and the supply"),
    ("bottles W 6", "bottles"),
    ("last_roll D2 7", "roll"),
    (f"bank W {NINES}", "bank"),
    ("bank W 20", "19"),
    ("sunk 18\nbank W 5", "19"),
    ("seed " + NINES, "seed"),
    ("options stall_rounds=1001", "stall_rounds"),
], ids=lambda v: v[:24] if isinstance(v, str) else str(v))
def test_archipelago_counts_no_game_can_reach_are_refused(line, words):
    rules = games.rules_of("archipelago")
    with pytest.raises(rules.PositionError, match=re.escape(words)) as caught:
        rules.match_from_position(arch_position() + line + "\n")
    short_enough(str(caught.value))


@pytest.mark.parametrize("tile", ["arrow", "cannon", "?arrow", "B:cannon", "arrow-"])
def test_archipelago_bare_arrow_or_cannon_tile_is_refused(tile):
    rules = games.rules_of("archipelago")
    text, swapped = re.subn(r"(?m)^([A-Z]\d+) \?\S+$", lambda m: f"{m.group(1)} {tile}",
                            arch_position(), count=1)
    assert swapped == 1
    with pytest.raises(rules.PositionError, match="not an Archipelago tile"):
        rules.match_from_position(text)


def test_archipelago_puzzle_with_every_pirate_dead_is_refused_unless_over():
    """RULINGS-ARCHIPELAGO "Solo puzzles": the puzzle ends when every pirate is dead (no
    pirate can step); a position saying it goes on, with no one to move, is refused."""
    rules = games.rules_of("archipelago")
    start = arch_position("1", 1)
    assert "W1 B4\nW2 B4\nW3 B4\n" in start and "mover W1\n" in start
    dead = start.replace("W1 B4\nW2 B4\nW3 B4\n", "W1 dead\nW2 dead\nW3 dead\n")
    dead = dead.replace("mover W1\n", "")
    with pytest.raises(rules.PositionError, match="no pirate of the puzzle can step"):
        rules.match_from_position(dead)
    over = rules.match_from_position(dead + "over every pirate is dead\n")
    assert over.is_over() and over.winners() == []


def test_classic_hand_made_action_with_no_such_loot_is_refused_as_illegal():
    from jackal_tui.games.classic import Action
    m = games.rules_of("classic").new_match("classic", "2", 1)
    with pytest.raises(games.IllegalActionError, match="not an action of this game"):
        m.play(Action("move", 0, 0, 0, 3))
    with pytest.raises(games.IllegalActionError):
        m.play(Action("move", 0, 10**6, 0, 0))
    assert not m.events


@pytest.mark.parametrize("name", NAMES)
def test_a_position_error_quotes_a_long_line_cut_short(name):
    rules = games.rules_of(name)
    header = corpus(name)[0][0].splitlines()[0]
    for line in ("x" * 5000, "9" * 5000, "zz " * 3000):
        with pytest.raises(rules.PositionError) as caught:
            rules.match_from_position(f"{header}\n{line}\n")
        short_enough(str(caught.value))


@lru_cache(maxsize=1)
def arch_pending_position() -> str:
    """A real Archipelago position inside a chain (a decision pending)."""
    rules = games.rules_of("archipelago")
    for seed in range(50):
        m = rules.new_match("archipelago", "4", seed)
        rng = random.Random(seed)
        while not m.is_over() and m.action_count < 300:
            if m.state.pending:
                return m.to_position()
            m.play(rng.choice(m.legal_actions()))
    raise AssertionError("no chain in 50 games")


@pytest.mark.parametrize("key", ["kind", "piece", "cell", "options", "coin", "prev",
                                 "prev_step", "visited", "steps", "extra", "zzz"])
def test_archipelago_pending_decision_of_the_wrong_form_is_refused(key):
    """A pending decision whose field the engine cannot read (a list for a cell, text for
    a coin, a huge number) crashed the rules with a TypeError or IndexError."""
    import json
    rules = games.rules_of("archipelago")
    text = arch_pending_position()
    line = next(x for x in text.splitlines() if x.startswith("pending "))
    for bad in (None, "x", [[1]], {}, 10**30, -9, True):
        pending = json.loads(line[len("pending "):])
        pending[key] = bad
        hostile = text.replace(line, "pending " + json.dumps(pending))
        try:
            m = rules.match_from_position(hostile)
        except rules.PositionError as e:
            short_enough(str(e))
            continue
        check_position("archipelago", hostile)   # accepted: it plays like any other
        assert m.state.pending[key] == bad


def test_card_game_counts_of_thousands_of_digits_are_refused_naming_the_field():
    rules = games.rules_of("card-game")
    start = rules.new_match("card-game", "2", 3).to_position()
    line = next(x for x in start.splitlines() if x.startswith("player 1 "))
    for words, field in ((f"coins {NINES}", "'coins'"), (f"steps {NINES}", "'steps'")):
        text = start.replace(line, f"{line} {words}")
        with pytest.raises(rules.PositionError, match=field) as caught:
            rules.match_from_position(text)
        short_enough(str(caught.value))
    with pytest.raises(rules.PositionError, match="seed") as caught:
        rules.match_from_position(re.sub(r"(?m)^seed .*$", f"seed {NINES} 0", start))
    short_enough(str(caught.value))
