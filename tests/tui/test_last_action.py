"""The board marks the last action's cells: where its piece started and where it ended.

Expected cells are written out by hand from each action, not read back from the app.
"""

from __future__ import annotations

from textual.color import Color

from jackal_tui.games.classic import Game, parse_cell
from jackal_tui.tui import NewGame
from jackal_tui.tui.last_action import last_action_cells
from jackal_tui.tui.screens.help import BOARD, HelpScreen
from jackal_tui.tui.classic.board import IslandBoard

from .positions import SHOWCASE, STUCK, TI_EARTHQUAKE, TI_SHOWCASE
from .test_play import game_screen, move_cursor_to
from .waiting import until


def cells(*names: str) -> set[int]:
    return {parse_cell(name) for name in names}


def drawn_marks(board: IslandBoard) -> set[int]:
    """Cells drawn with the last-action mark: its orange somewhere on the cell, and the
    cell's bottom line in italics all along (what is left of the mark without colour)."""
    orange = board._style("last").bgcolor
    out = set()
    for cell in range(169):
        region = board.cell_region(cell)
        bottom = board.render_line(region.bottom - 1).crop(region.x, region.right)
        styles = [segment.style for segment in bottom if segment.text]
        if any(s.bgcolor == orange for s in styles) and all(s.italic for s in styles):
            out.add(cell)
    return out


async def test_a_move_marks_its_start_and_end_and_undo_moves_the_mark(app_factory):
    # Four players at one screen: W1 goes ashore from White's ship on G1 to G2 (a rum
    # barrel, so the move ends there), then Yellow's ship sails from A7 to A6.
    app = app_factory(new_game=NewGame(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        board = screen.board
        assert board.last_action == set() and drawn_marks(board) == set()
        await pilot.press("enter", "up", "enter")
        assert str(screen.game.actions[-1]) == "W1 G1-G2"
        assert board.last_action == cells("G1", "G2")
        assert drawn_marks(board) == cells("G1")  # the cursor, on G2, goes over the mark
        await pilot.press("left")
        assert drawn_marks(board) == cells("G1", "G2")

        await pilot.press("a", "enter")
        assert str(screen.game.actions[-1]) == "Y ship A7-A6"
        assert drawn_marks(board) == cells("A7", "A6")  # and no longer G1, G2

        await pilot.press("u")
        assert screen.game.action_count == 1
        assert drawn_marks(board) == cells("G1", "G2")


async def test_a_computer_move_is_marked(app_factory):
    app = app_factory(new_game=NewGame(mode="2-light", seed=7, seats=("human", "easy")), pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await pilot.press("enter", "up", "enter")  # W1 G1-G2
        await until(pilot, lambda: not screen.computer_to_move())
        assert screen.game.log()[-1] == "B1 G13-G12: opens G12: empty"
        assert drawn_marks(screen.board) == cells("G13", "G12")


async def test_a_chain_is_marked_from_its_start_to_where_it_ends(app_factory):
    # W1 on G3 steps onto the two-way arrow at G4 and then follows it west to F4.
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        board = screen.board
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "G4")
        await pilot.press("enter")
        assert board.last_action == cells("G3", "G4")  # waiting on the arrow
        await pilot.press("left", "enter")
        assert str(screen.game.actions[-1]) == "W1 > F4"
        assert board.last_action == cells("G3", "F4")
        await pilot.press("up")
        assert drawn_marks(board) == cells("G3", "F4")
        await pilot.press("u")
        assert board.last_action == cells("G3", "G4")
        assert drawn_marks(board) == cells("G3")  # the cursor is back on the arrow, G4
        await pilot.press("u")
        assert drawn_marks(board) == set()


async def test_the_mark_shows_at_every_size_and_gives_way_to_target_cells(app_factory):
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        board = screen.board
        screen.play(next(a for a in screen.legal() if str(a) == "W ship G1-H1"))
        await pilot.press("left")  # the cursor off the ship
        for size in ((120, 40), (160, 50), (80, 24)):  # cells 5x2, 7x3, 3x1
            await pilot.resize_terminal(*size)
            cell = {120: (5, 2), 160: (7, 3), 80: (3, 1)}[size[0]]
            await until(pilot, lambda: (board.cell_w, board.cell_h) == cell, f"cells at {size}")
            assert drawn_marks(board) == cells("G1", "H1"), size
        board.set_marks(cells("H1"))  # where a selected piece could go is underlined
        await pilot.pause()
        assert drawn_marks(board) == cells("G1")


async def test_the_mark_shows_without_colour(app_factory, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory(new_game=NewGame(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "up", "enter", "left")
        board = game_screen(app).board
        assert app._filters  # NO_COLOR: colours are filtered out of every line

        def in_italics(cell: int) -> bool:
            region = board.cell_region(cell)
            line = list(board.render_line(region.y).crop(region.x, region.right))
            for colour_filter in app._filters:
                line = colour_filter.apply(line, Color(0, 0, 0))
            return all(segment.style.italic for segment in line if segment.text)

        assert {cell for cell in range(169) if in_italics(cell)} == cells("G1", "G2")


async def test_help_explains_the_mark(app_factory):
    app = app_factory(new_game=NewGame(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert any("last action" in what for _, what in BOARD)


# ----- which cells, from the engine's actions and events --------------------------------------


def test_cells_of_actions_that_do_not_go_from_one_cell_to_another():
    game = Game.from_position(TI_EARTHQUAKE)
    game.play("W1 G2-G3")  # opens the earthquake
    assert set(last_action_cells(game)) == cells("G2", "G3")
    game.play("W1 > C10")
    assert set(last_action_cells(game)) == cells("G2", "G3")  # still the move to the quake
    game.play("W1 > K4")
    assert set(last_action_cells(game)) == cells("C10", "K4")  # the two tiles swapped

    game = Game.from_position(TI_SHOWCASE)
    game.play("W1 bottle")  # out of the trap: nobody goes anywhere
    assert last_action_cells(game) == ()
    game.play("W2 E5:1-E5:2")  # a step further on the desert
    assert set(last_action_cells(game)) == cells("E5")


def test_a_pirate_who_dies_is_marked_where_he_was_sent():
    game = Game.from_position(STUCK)
    game.play("W3 F5-F6")
    assert set(last_action_cells(game)) == cells("F5", "F6")
    eaten = Game.from_position(TI_EARTHQUAKE.replace("W1 G2", "W1 K3"))
    eaten.play("W1 K3-K4")  # the cannibal
    assert eaten.state.pirate(0).where == "dead"
    assert set(last_action_cells(eaten)) == cells("K3", "K4")
    assert last_action_cells(Game.from_position(STUCK)) == ()
