"""A house a newcomer can read: no module of jackal_tui is longer than about 600 lines,
unless its opening comment (the module docstring) says why it must be one piece, in a
sentence that starts with the words "One piece:" (so every such reason is found with
``grep -rn "One piece:" jackal_tui``).

(Import circles, the house's other rule, are checked in tests/tui/test_layers.py.)
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import jackal_tui

PACKAGE = Path(jackal_tui.__file__).resolve().parent
LIMIT = 600

# "One piece:", then a reason of a few words that ends a sentence.
REASON = re.compile(r"One piece:\s+(\S+(?:\s+\S+){4,}?[^.]*\.)", re.S)


def long_modules() -> dict[str, int]:
    """Each module under jackal_tui over the limit (its path under the package, with
    forward slashes) -> its number of lines."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > LIMIT:
            found[path.relative_to(PACKAGE).as_posix()] = lines
    return found


def one_piece_reason(source: str) -> str | None:
    """The reason a module's docstring gives for being one piece (None: it gives none)."""
    doc = ast.get_docstring(ast.parse(source)) or ""
    found = REASON.search(doc)
    return " ".join(found.group(1).split()) if found else None


def test_the_reason_reader_finds_a_reason_and_only_a_reason():
    """The check can fail: a docstring without the words, or with the words and no
    reason after them, gives none."""
    assert one_piece_reason('"""Saves.\n\nOne piece: writing and reading share the file '
                            'keys and the cache, and read as one layer.\n"""\n') == (
        "writing and reading share the file keys and the cache, and read as one layer.")
    assert one_piece_reason('"""Saves.\n\nLonger than the others, as it must be.\n"""\n') is None
    assert one_piece_reason('"""Saves.\n\nOne piece: yes.\n"""\n') is None
    assert one_piece_reason('# One piece: a comment is no docstring, as it must be.\nx = 1\n') is None


def test_a_long_module_says_why_it_is_one_piece():
    """Every module over the limit says, in its opening comment, why it must be one piece
    ("One piece: <the reason>.")."""
    silent = {name: lines for name, lines in long_modules().items()
              if one_piece_reason((PACKAGE / name).read_text(encoding="utf-8")) is None}
    assert silent == {}, (
        f"over {LIMIT} lines without a 'One piece:' reason in the module docstring "
        f"(split them, or say why they must stay whole): {silent}")
