"""What made ``jackal --new`` start quicker must not change what the player sees: the
move log of our own draws what Textual's RichLog drew, the board's palette
gives the styles its component classes gave, and the first frame no longer imports what it
does not show. bench/bench_tui.py measures the speed itself; no test here is timed.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from textual.app import App
from textual.widgets import RichLog

from jackal_tui.tui.classic.screen import log_entry
from jackal_tui.tui.classic.board import PALETTE, PALETTE_16, IslandBoard
from jackal_tui.tui.widgets.move_log import MoveLog

ENTRIES = [
    ("1.", "W1 G1-G2: opens G2: an empty tile"),
    ("", "B1 D9-C9: opens C9: cave; R2 finds the way out at K4 and strikes R1 back to "
         "its ship, and the crocodile sends Y2 back to where he came from"),
    ("12.", "Y ship F13-G13"),
    ("", "a line with a tab\tand a very-long-word-that-does-not-fit-anywhere-in-the-log-at-all"),
]


class TwoLogs(App):
    """Textual's RichLog, as the game screen used it, beside the move log (both styled as
    the app's stylesheet styles the log: ``#log``)."""

    CSS = ("RichLog, MoveLog { width: 36; height: 10; overflow-y: scroll; "
           "scrollbar-size-vertical: 1; }")

    def compose(self):
        yield RichLog(id="rich", wrap=True, auto_scroll=True, markup=False, min_width=20)
        yield MoveLog(id="ours", min_width=20)


async def test_the_move_log_draws_the_lines_richlog_drew():
    """Entries written before and after the log has a size wrap, indent under the words
    and scroll to the end exactly as RichLog's did (same lines, same styles, same height
    of content, scrolled as far)."""
    app = TwoLogs()
    async with app.run_test(size=(80, 24)) as pilot:
        rich, ours = app.query_one(RichLog), app.query_one(MoveLog)
        for number, text in ENTRIES[:2]:  # before the first layout: kept for later
            rich.write(log_entry(number, text), expand=True)
            ours.write(log_entry(number, text))
        await pilot.pause()
        for number, text in ENTRIES[2:] * 3:
            rich.write(log_entry(number, text), expand=True)
            ours.write(log_entry(number, text))
        await pilot.pause()
        assert len(ours.lines) > ours.size.height  # enough to scroll
        assert [list(s) for s in ours.lines] == [list(s) for s in rich.lines]
        assert ours.virtual_size == rich.virtual_size
        assert ours.scroll_offset == rich.scroll_offset
        assert [ours.render_line(y).text for y in range(10)] == \
            [rich.render_line(y).text for y in range(10)]
        ours.clear()
        rich.clear()
        ours.write(log_entry("3.", "W2 G1-G2"))
        rich.write(log_entry("3.", "W2 G1-G2"), expand=True)
        await pilot.pause()
        assert [list(s) for s in ours.lines] == [list(s) for s in rich.lines]


def palette_css() -> str:
    """The palette as the component-class rules the board had before it."""
    rules = []
    for name, (background, colour, text_style) in PALETTE.items():
        bits = [f"color: {colour};"]
        if background is not None:
            bits.append(f"background: {background};")
        if text_style:
            bits.append(f"text-style: {text_style};")
        rules.append(f"CheckedBoard > .board--{name} {{ {' '.join(bits)} }}")
    for name, (background, colour) in PALETTE_16.items():
        bits = [f"color: {colour};"] + ([f"background: {background};"] if background else [])
        rules.append(f"CheckedBoard.-ansi16 > .board--{name} {{ {' '.join(bits)} }}")
    return "\n".join(rules)


class CheckedBoard(IslandBoard):
    """A board that also has every palette role as a component class, styled by Textual."""

    COMPONENT_CLASSES = {f"board--{name}" for name in PALETTE}


class BoardApp(App):
    CSS = palette_css()

    def compose(self):
        yield CheckedBoard()


def test_the_palette_roles_cover_the_16_colour_ones():
    assert set(PALETTE_16) <= set(PALETTE)


async def test_the_board_palette_gives_the_styles_textual_gave():
    """Each role's style (a role without a background keeps the board's: the coin, the
    galleon, a lost piece) is the one Textual made from the component classes the board
    had, in the dark and the light theme, with and without the 16-colour class."""
    for theme in ("textual-dark", "textual-light"):
        app = BoardApp()
        app.theme = theme
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(CheckedBoard)
            for ansi16 in (False, True):
                board.set_class(ansi16, "-ansi16")
                await pilot.pause()
                for name in PALETTE:
                    ours = board._make_style(name)
                    textual = board.get_component_rich_style(f"board--{name}")
                    assert ours == textual, (theme, ansi16, name)
                    assert ours.bgcolor is not None and ours.color is not None
                assert board._make_style("frame") == board.get_component_rich_style("board--frame")


FIRST_FRAME = textwrap.dedent("""
    import asyncio, sys
    from jackal_tui.__main__ import app_from_args, parse_args

    args = parse_args(["--new", "--seed", "1", "--names", "Anne,Bart,Calico,Dampier",
                       "--data-dir", sys.argv[1]])
    app = app_from_args(args)
    seen = []

    async def main():
        async with app.run_test(size=(80, 24)) as pilot:
            screen = app.screen
            while type(screen).__name__ != "GameScreen":
                await pilot.pause(0.01)
                screen = app.screen
            seen.extend(sorted(sys.modules))
    asyncio.run(main())
    print("\\n".join(seen))
""")


def test_the_first_frame_imports_only_what_it_shows(tmp_path):
    """``jackal --new`` (with a seed and names, as the benchmark starts it) draws its first
    frame without importing what it does not use then: RichLog's pretty-printer and attrs,
    importlib.resources (the save schema is read beside its module), the card game and the
    computer crews."""
    run = subprocess.run([sys.executable, "-c", FIRST_FRAME, str(tmp_path / "data")],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    modules = set(run.stdout.split())
    assert "jackal_tui.tui.classic.screen" in modules  # it did reach the game screen
    for module in ("rich.pretty", "attr", "importlib.resources", "textual.widgets._rich_log",
                   "jackal_tui.games.cards", "jackal_tui.ai"):
        assert module not in modules, module
