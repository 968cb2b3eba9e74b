"""After a game, the final island shows the tiles nobody turned over, each marked as never
found (░x░: its mark between two face-down marks, readable without colour); during the
game, and at any earlier step of the replay, they stay face down."""

from __future__ import annotations

from jackal_tui.games.classic import Game
from jackal_tui.tui.classic.board import IslandBoard, never_found
from jackal_tui.tui.classic.replay import ReplayScreen
from jackal_tui.tui.classic.tiles import FACE_DOWN



def finished_game() -> Game:
    """A two-player game ended by the anti-stall limit with most of the island unopened."""
    game = Game.new(mode="2-light", seed=11, stall_rounds=10, names=["Calico", "Anne"])
    while not game.state.over:
        game.play(game.legal_actions()[0])
    return game


async def test_the_final_island_shows_the_tiles_never_found(app_factory):
    game = finished_game()
    hidden = never_found(game.state)
    assert hidden                                        # the island was not all opened
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplayScreen(game))              # the results' v: the final island
        await pilot.pause()
        screen = app.screen
        board = screen.query_one(IslandBoard)
        cell, glyph = next(iter(hidden.items()))
        picture = board._pictures[cell]
        assert picture.base == "unfound" and picture.glyph == glyph
        drawn = "".join(seg.text for seg in board._cell_line(cell, 0))
        assert drawn == FACE_DOWN + glyph[0] + FACE_DOWN
        assert "was never found" in str(screen.query_one("#replay-title").render())
        await pilot.press("left")                        # a step before the end
        await pilot.pause()
        assert board._pictures[cell].base == "hidden"
