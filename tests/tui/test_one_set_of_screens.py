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
