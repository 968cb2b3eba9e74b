"""A save cut off inside a ``\\uXXXX`` escape is reported as cut short, also when a line
end or spaces follow the cut (as when a copy is padded, or an editor adds a newline).

A save written by another JSON tool (Python's ``json.dumps`` by default) holds every
letter outside ASCII as such an escape: "Борис" as ``\\u0411\\u043e...``.
"""

from __future__ import annotations

import json

import pytest

from jackal_tui.games.classic import Game
from jackal_tui.persistence import SaveError, load_game, save_game
from persistence_helpers import file_fingerprint, played


@pytest.fixture
def escaped_save(data):
    """A real save of a game Борис plays in, written again with ASCII escapes."""
    game = played(Game.new(mode="2", seed=5, names=["Anna", "Борис"]), 6, seed=1)
    path = save_game(game, path=data / "boris.json", name="Борис")
    text = json.dumps(json.loads(path.read_text(encoding="utf-8")))  # ensure_ascii
    assert "\\u0411" in text
    path.write_text(text, encoding="utf-8")
    assert load_game(path).seat_name(1) == "Борис"  # it loads as it is
    return path, text


@pytest.mark.parametrize("tail", ["", "\n", "\r\n", "  \n\n", "\t"])
@pytest.mark.parametrize("digits", [0, 1, 2, 3])
def test_a_save_cut_inside_an_escape_is_cut_short(escaped_save, digits, tail):
    path, text = escaped_save
    cut = text.index("\\u0411") + 2 + digits  # after "\u" and some of its four digits
    path.write_text(text[:cut] + tail, encoding="utf-8")
    before = file_fingerprint(path)
    with pytest.raises(SaveError) as refused:
        load_game(path)
    assert "cut short" in str(refused.value) and path.name in str(refused.value)
    assert file_fingerprint(path) == before


def test_a_bad_escape_that_is_not_at_the_end_is_not_called_cut_short(escaped_save):
    """The same four characters with the file going on: the escape is wrong, not cut."""
    path, text = escaped_save
    at = text.index("\\u0411")
    path.write_text(text[:at] + "\\u04zz" + text[at + 6:], encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        load_game(path)
    assert "not valid JSON" in str(refused.value) and "cut short" not in str(refused.value)
