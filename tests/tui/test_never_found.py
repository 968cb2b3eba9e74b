"""After a game, the final island shows the tiles nobody turned over, each marked as never
found (░x░: its mark between two face-down marks, readable without colour); during the
game, and at any earlier step of the replay, they stay face down."""

from __future__ import annotations

from jackal_tui.games.classic import Game
from jackal_tui.games.classic import is_island
from jackal_tui.tui.classic.board import IslandBoard
from jackal_tui.tui.screens.replay import ReplayScreen
from jackal_tui.tui.classic.tiles import FACE_DOWN, secret_tile



def finished_game() -> Game:
    """A two-player game ended by the anti-stall limit with most of the island unopened."""
    game = Game.new(mode="2-light", seed=11, stall_rounds=10, names=["Calico", "Anne"])
    while not game.state.over:
        game.play(game.legal_actions()[0])
    return game


async def test_the_final_island_shows_the_tiles_never_found(app_factory):
    game = finished_game()
    state = game.state
    hidden = {cell: secret_tile(state.tiles[cell].token(), state.tiles[cell].name())[0]
              for cell in range(169) if is_island(cell) and not state.tile(cell).face_up}
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


def finished_archipelago():
    """An Archipelago game on island 1 ended by its anti-stall limit, every tile unopened."""
    from jackal_tui.games import rules_of

    game = rules_of("archipelago").new_match("archipelago", "2", seed=3,
                                             options={"island": "1", "stall_rounds": 5})
    while not game.is_over():
        game.play(game.legal_actions()[0])
    return game


async def test_archipelagos_final_island_shows_the_tiles_never_found(app_factory):
    from jackal_tui.tui.archipelago.map import ArchipelagoMap, tile_glyph
    from jackal_tui.tui.screens.results import ResultsScreen

    game = finished_archipelago()
    s = game.state
    cell = next(c for c in s.board.land if not s.up[c])
    glyph = tile_glyph(s.tiles[cell])
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ResultsScreen(game))
        await pilot.pause()
        shown = app.screen.query_one(ArchipelagoMap).cell_text(cell)[0].plain
        assert shown.startswith(FACE_DOWN) and shown.strip(FACE_DOWN) == glyph, shown
        app.push_screen(ReplayScreen(game))  # from its end
        await pilot.pause()
        replay_map = app.screen.query_one(ArchipelagoMap)
        shown = replay_map.cell_text(cell)[0].plain
        assert shown.startswith(FACE_DOWN) and shown.strip(FACE_DOWN) == glyph, shown
        await pilot.press("left")
        await pilot.pause()
        assert glyph not in replay_map.cell_text(cell)[0].plain   # before the end: its back
