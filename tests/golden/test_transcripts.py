"""Golden transcripts: a position, actions, and the move-log lines and final position the
engine must write, all worked out by hand from the rules (see each file's comments)."""

from pathlib import Path

import pytest

from jackal_tui.games.classic import Game

HERE = Path(__file__).parent


def read_transcript(path: Path):
    lines = [ln for ln in path.read_text().splitlines() if ln.strip() and not ln.startswith("#")]
    split = lines.index("---")
    position = "\n".join(lines[:split])
    steps, final, i = [], None, split + 1
    while i < len(lines):
        if lines[i].startswith("= "):
            final = "\n".join(lines[i + 1:]) + "\n"
            break
        assert lines[i].startswith("> "), f"{path.name}: expected an action at {lines[i]!r}"
        steps.append((lines[i][2:], lines[i + 1]))
        i += 2
    return position, steps, final


@pytest.mark.parametrize("path", sorted(HERE.glob("*.txt")), ids=lambda p: p.stem)
def test_transcript(path):
    position, steps, final = read_transcript(path)
    game = Game.from_position(position)
    for action, logline in steps:
        game.play(action)
        assert game.log()[-1] == logline
    assert game.to_position() == final
    # and the whole game replays from its events to the same position
    again = Game.from_setup(game.setup, game.events_json())
    assert again.to_position() == final
