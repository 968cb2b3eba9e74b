"""One replay viewer, one spectator screen and one results frame for every game: a game
supplies only its table view (``tui/<game>/view.py``), never a screen of its own for
these, so that a fix to a shared screen reaches every game.

Read from the source with ``ast``: a class whose name says Replay, Watch or Results and
that subclasses a Screen, anywhere in ``jackal_tui/tui`` outside ``tui/screens/``, is a
per-game copy come back.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import jackal_tui
from jackal_tui.games import names
from jackal_tui.tui.table_view import TableView
from jackal_tui.tui.views import VIEWS, view_class

TUI = Path(jackal_tui.__file__).resolve().parent / "tui"
SHARED = TUI / "screens"
KINDS = ("Replay", "Watch", "Results")


def screen_copies(source: str) -> list[str]:
    """The classes in ``source`` named for a replay, a watch or results that subclass a
    Screen (``Screen``, ``ModalScreen``, or a class named ``...Screen``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ClassDef) or not any(k in node.name for k in KINDS):
            continue
        bases = [b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute)
                 else "" for b in node.bases]
        if any(base.endswith("Screen") for base in bases):
            found.append(node.name)
    return found


def test_the_finder_sees_a_per_game_copy():
    """The check can fail: the card game's old viewer and the island games' old watch
    screen (a subclass of the play screen) are seen; a view is not."""
    assert screen_copies("class CardReplayScreen(StepScreen):\n    pass\n") == [
        "CardReplayScreen"]
    assert screen_copies("class WatchScreen(FollowsFile, GameScreen):\n    pass\n") == [
        "WatchScreen"]
    assert screen_copies("class ResultsScreen(AfterTable, textual.screen.Screen): pass") == [
        "ResultsScreen"]
    assert screen_copies("class CardsView(TableView):\n    pass\n") == []


def test_no_game_has_its_own_replay_watch_or_results_screen():
    copies = {}
    for path in sorted(TUI.rglob("*.py")):
        if SHARED in path.parents:
            continue
        found = screen_copies(path.read_text(encoding="utf-8"))
        if found:
            copies[str(path.relative_to(TUI))] = found
    assert copies == {}, f"per-game copies of the shared screens: {copies}"


def test_the_shared_screens_are_there():
    for name, kind in (("replay", "ReplayScreen"), ("watch", "WatchScreen"),
                       ("results", "ResultsScreen")):
        assert screen_copies((SHARED / f"{name}.py").read_text(encoding="utf-8")) == [kind]


@pytest.mark.parametrize("game", names())
def test_every_game_has_a_table_view(game):
    assert game in VIEWS
    assert issubclass(view_class(game), TableView)


async def test_the_watch_screen_never_shows_a_face_down_face_in_an_island_game(app_factory,
                                                                          data_dir):
    """As for Archipelago and the card game (test_archipelago_view, test_cards_view): at
    every action of an island game (the newer edition, whose lighthouse shows a crew
    tiles face down) followed by the one watch screen, what it shows is the same whatever
    the face-down tiles are and whatever each crew has looked at: nothing private reaches
    the screen."""
    import random

    from textual.widgets import Static

    from jackal_tui import persistence
    from jackal_tui.games.classic import Game
    from jackal_tui.session import Session
    from jackal_tui.tui.classic.board import IslandBoard
    from jackal_tui.tui.screens.replay import ReplayLog
    from jackal_tui.tui.screens.watch import WatchScreen

    def played(count: int) -> Game:
        game = Game.new(ruleset="treasure-island", mode="2", seed=5)
        rng = random.Random(2)
        for _ in range(count):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_actions()))
        return game

    def text(screen) -> str:
        parts = [str(w.render()) for w in screen.query(Static)]
        parts += [str(log.render()) for log in screen.query(ReplayLog)]
        board = screen.query_one(IslandBoard)
        parts += [str(board.render_line(y).text) for y in range(board.size.height)]
        return "\n".join(parts)

    first = played(0)
    saves = persistence.GameFile.for_new_game(first, data_dir, name="watched")
    path = saves.write(first)
    try:
        async with app_factory().run_test(size=(80, 24)) as pilot:
            watch = WatchScreen(Session.watching(played(0), path))
            pilot.app.push_screen(watch)
            await pilot.pause()
            for k in range(0, 61, 3):
                watch.show_game(played(k)) if k else watch.redraw()
                await pilot.pause()
                before = text(watch)
                s = watch.game.state
                down = [c for c, t in enumerate(s.tiles) if t is not None and not s.up[c]]
                assert down
                faces = [s.tiles[c] for c in down]
                for c, face in zip(down, faces[1:] + faces[:1]):  # each face moved on
                    s.tiles[c] = face
                s.known = [set(down) for _ in s.known]
                s._tiles_key = None
                watch.redraw()
                await pilot.pause()
                assert text(watch) == before, k
    finally:
        saves.close()


def finished_game(game: str):
    """A finished game of each kind, as the tests of each game make them."""
    from jackal_tui import persistence

    if game == "archipelago":
        from .test_archipelago_view import played_game
        return played_game(20, end=True)
    if game == "card-game":
        from .test_cards_view import played_game
        return played_game()
    return persistence.load_game(Path(__file__).parents[2] / "saves"
                                 / "example-4p-finished.json")


@pytest.mark.parametrize("game", ["classic", "archipelago", "card-game"])
async def test_the_results_open_the_replay_the_same_way_in_every_game(app_factory, game):
    """The results frame of every game: v the final table (the replay at its end), r the
    replay from the first action, l the whole log, Esc back from each; the same keys
    (before, r opened the card game's and Archipelago's replay at the end, the island
    games' at the start, and only the island games had v)."""
    from jackal_tui.tui.screens.full_log import FullLogScreen
    from jackal_tui.tui.screens.replay import ReplayScreen
    from jackal_tui.tui.screens.results import ResultsScreen

    match = finished_game(game)
    app = app_factory(game=match)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        results = app.screen
        assert isinstance(results, ResultsScreen)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.at == match.action_count
        await pilot.press("escape")
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.at == 0
        await pilot.press("escape", "l")
        await pilot.pause()
        assert isinstance(app.screen, FullLogScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is results
