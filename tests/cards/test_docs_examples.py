"""docs/notation.md, "The card game": its worked-example position is the one the worked
example's tests play. Every other example of the page (the island card, the actions
table, the worked example's first moves) runs in tests/games/test_docs_examples.py."""

import re
from pathlib import Path

from jackal_tui.games.cards import match_from_position

DOC = (Path(__file__).resolve().parents[2] / "docs" / "notation.md").read_text(encoding="utf-8")
SECTION = DOC.split("\n## The card game\n", 1)[1]


def test_the_worked_example_position_of_the_docs_is_the_tests():
    from .test_worked_example import EXAMPLE
    [block] = re.findall(r"```\n(card-game .*?)```", SECTION, re.S)
    m = match_from_position(block)
    assert m.state_hash() == match_from_position(EXAMPLE.format(islands="")).state_hash()
