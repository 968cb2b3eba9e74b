"""The whole move log (l, on the results and in the card game): each line beside its
number, a long line wrapped under its own words."""

import io

from rich.console import Console

from jackal_tui.tui.screens.full_log import FullLogScreen


def rendered(screen: FullLogScreen, width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(screen.table())
    return [line.rstrip() for line in console.file.getvalue().splitlines()]


def test_a_long_line_wraps_under_its_words_not_under_the_numbers():
    """Seen in an Archipelago game's whole log at 80 columns: the rest of a long line
    began at the screen's edge, under the turn numbers."""
    long = "W3 > C3: White looks at a face-down tile; W3 chooses a face-down tile to look at"
    screen = FullLogScreen(["W3 E7-E6", long, "Y2 J4-I4"], ["1.", "", "2."])
    lines = rendered(screen, 40)
    assert lines[0] == "1. W3 E7-E6"
    assert lines[1].startswith("   W3 > C3: White looks")
    rest = lines[2:lines.index("2. Y2 J4-I4")]
    assert rest and all(line.startswith("   ") and line[3] != " " for line in rest)
    assert " ".join(line.strip() for line in lines[1:lines.index("2. Y2 J4-I4")]) == long


def test_numbers_one_two_three_by_default():
    lines = rendered(FullLogScreen(["a", "b"]), 40)
    assert lines == ["1. a", "2. b"]
