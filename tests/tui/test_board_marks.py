"""Every mark on the island reads without colour: 16 colours, NO_COLOR, and the ship key.

The board's marks each have a shape besides their colour, so they read in every terminal:
the cells the selected piece can go to are underlined, the selected piece sits
between » and «, the cells of the last action are in italics, the cursor is reversed, a
face-down tile is ``░``, the sea ``~``, coins ``$``, crews their letter. These tests read the
styles the board draws (not colours), and two screenshots show the board as a 16-colour
terminal and a NO_COLOR terminal get it.
"""

from __future__ import annotations

from rich.color import ColorSystem
from rich.segment import Segment
from rich.style import Style
from textual.filter import LineFilter

from jackal_tui.games.classic import Game, parse_cell
from jackal_tui.tui.screens.dialogs import SaveDialog
from jackal_tui.tui.classic.board import SIZE, IslandBoard

from .test_play import game_screen, move_cursor_to

# White's W2 on E5 (2 coins) and W1 in a fortress; an emptied chest on F5, a face-down
# chest on H4, Black's B1 swimming at H13 next to its ship.
MARKS = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 I10
I10 fortress
W2 E5
coins E5 2
F5 chest2
E6 horse
H4 ?chest3
C6 jungle
ship B I13
B1 sea H13
bank W 3
"""


def cell_text(board: IslandBoard, name: str) -> list[Segment]:
    """The segments of one cell as the board draws them (3x1 cells)."""
    cell = parse_cell(name)
    return board._cell_line(cell, 0)


def joined(segments: list[Segment]) -> str:
    return "".join(s.text for s in segments)


async def play_marks(pilot) -> None:
    """W2 steps E5-E4 (the last action), then Black's B1 is selected and the cursor goes
    to the fortress: every mark at once."""
    await move_cursor_to(pilot, "E5")
    await pilot.press("enter")
    await move_cursor_to(pilot, "E4")
    await pilot.press("enter")
    await pilot.press("tab")  # Black: B1 at sea
    await move_cursor_to(pilot, "I10")


async def test_marks_have_shapes_not_only_colours(app_factory):
    """Targets underlined, selection between » «, last action in italics, cursor reversed."""
    app = app_factory(game=Game.from_position(MARKS))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_marks(pilot)
        screen = game_screen(app)
        board = screen.board
        assert screen.selected == ("pirate", 6)  # B1
        assert board.targets, "B1 has cells to swim to"
        for cell in board.targets:
            segments = board._cell_line(cell, 0)
            assert all(s.style.underline for s in segments if s.text.strip()), cell
        selected = cell_text(board, "H13")
        assert joined(selected) == "»B1"
        for name in ("E5", "E4"):  # where the last action started and ended
            segments = cell_text(board, name)
            assert any(s.style.italic for s in segments), name
            assert not any(s.style.underline for s in segments), name
        cursor = cell_text(board, "I10")
        assert all(s.style.reverse for s in cursor)
        assert joined(cursor) == "♜W1"  # the tile keeps its glyph under the piece
        # an emptied chest looks empty; an unopened one is face down
        assert joined(cell_text(board, "F5")) == " □ "
        assert joined(cell_text(board, "H4")) == "░░░"


async def test_prompt_names_the_mark_that_is_shown(app_factory):
    app = app_factory(game=Game.from_position(MARKS))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_marks(pilot)
        prompt = str(app.screen.query_one("#prompt").render())
        assert "underlined" in prompt
        assert "green" not in prompt


async def test_ship_key_selects_the_ship_of_the_crew_to_move(app_factory):
    """S (shift+s) selects White's ship at once; lowercase s still saves."""
    app = app_factory(game=Game.new(mode="2-light", seed=2))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        board = screen.board
        await move_cursor_to(pilot, "G7")
        await pilot.press("S")
        assert screen.selected == ("ship", 0)
        assert board.cursor == screen.state.ship_cell(0)
        assert board.targets == {parse_cell("F1"), parse_cell("H1")}
        assert joined(cell_text(board, "G1")) == "»W«"
        await pilot.press("left", "enter")
        assert str(screen.game.actions[-1]) == "W ship G1-F1"
        # Black's turn now: S goes to Black's ship
        await pilot.press("S")
        assert screen.selected == ("ship", 2)
        assert board.cursor == screen.state.ship_cell(2)
        await pilot.press("s")
        assert isinstance(app.screen, SaveDialog)


async def test_ship_key_is_shown_in_the_footer(app_factory):
    app = app_factory(game=Game.new(mode="4", seed=2))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        keys = {b.key_display or b.key: b.description
                for b in (binding for _, binding, enabled, _ in app.screen.active_bindings.values()
                          if binding.show)}
        assert keys.get("S") == "Ship"


async def test_ship_key_says_why_when_the_ship_cannot_sail(app_factory):
    """No pirate aboard: the ship cannot move, and S says so instead of selecting it."""
    position = "jackal classic 2-light\nturn W\nW1 G2\nW2 dead\nW3 dead\n"
    app = app_factory(game=Game.from_position(position))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await pilot.press("S")
        assert screen.selected is None
        assert screen.board.cursor == screen.state.ship_cell(0)
        assert any("sails only with" in n.message for n in app._notifications)


# ----- screenshots in 16 colours and without colour -------------------------------------------


class SixteenColours(LineFilter):
    """Every colour brought down to the 16-colour palette exactly as Rich does it when it
    writes to a TERM=xterm terminal (``Color.downgrade``), so that the screenshot shows
    what such a terminal shows."""

    def apply(self, segments: list[Segment], background) -> list[Segment]:
        out = []
        for text, style, control in segments:
            if style is not None:
                color = style.color.downgrade(ColorSystem.STANDARD) if style.color else None
                bgcolor = style.bgcolor.downgrade(ColorSystem.STANDARD) if style.bgcolor else None
                style = style + Style(color=color, bgcolor=bgcolor)
            out.append(Segment(text, style, control))
        return out


def test_board_16_colours(snap_compare, app_factory, monkeypatch):
    import textual.constants

    monkeypatch.setattr(textual.constants, "COLOR_SYSTEM", "standard")  # as TERM=xterm
    app = app_factory(game=Game.from_position(MARKS))
    assert app.console.color_system == "standard"
    app._filters.append(SixteenColours())
    assert snap_compare(app, run_before=play_marks, terminal_size=(80, 24))


def test_board_no_color(snap_compare, app_factory, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory(game=Game.from_position(MARKS))
    assert app.no_color
    assert snap_compare(app, run_before=play_marks, terminal_size=(80, 24))


def test_sixteen_colour_board_uses_its_own_palette(app_factory, monkeypatch):
    """In 16 colours no two meanings share a colour: sea, face-down, open land, target,
    selection and the last action each get their own palette entry."""
    import textual.constants

    monkeypatch.setattr(textual.constants, "COLOR_SYSTEM", "standard")
    app = app_factory(game=Game.from_position(MARKS))

    async def run():
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            board = game_screen(app).board
            assert board.has_class("-ansi16")
            colours = {}
            for name in ("sea", "hidden", "land", "target", "selected", "last"):
                bg = board._style(name).bgcolor.downgrade(ColorSystem.STANDARD)
                colours[name] = bg.number
            assert len(set(colours.values())) == len(colours), colours

    import asyncio
    asyncio.run(run())
