"""docs/notation.md, "The card game": the examples it gives are read as it says."""

import re
from pathlib import Path

from jackal_tui.games.cards import CardAction, match_from_position
from jackal_tui.games.cards.islands import ISLANDS, parse_island

DOC = (Path(__file__).resolve().parents[2] / "docs" / "notation.md").read_text(encoding="utf-8")
SECTION = DOC.split("\n## The card game\n", 1)[1]


def test_the_worked_example_position_of_the_docs_is_the_tests():
    from .test_worked_example import EXAMPLE
    [block] = re.findall(r"```\n(card-game .*?)```", SECTION, re.S)
    m = match_from_position(block)
    assert m.state_hash() == match_from_position(EXAMPLE.format(islands="")).state_hash()


def test_the_island_card_of_the_docs_is_card_1():
    [card] = re.findall(r"```\n(R D .*?)\n```", SECTION, re.S)
    assert parse_island(card) == ISLANDS[0]


def test_every_action_of_the_docs_table_reads_back():
    table = SECTION.split("### Actions", 1)[1].split("### Positions", 1)[0]
    examples = [ex for line in table.splitlines() if line.startswith("| `")
                for ex in re.findall(r"`([^`]+)`", line.split(" | ")[0])]
    assert len(examples) >= 15
    for text in examples:
        assert str(CardAction.parse(text)) == text
