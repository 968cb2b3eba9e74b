"""One set of keys for every game (jackal_tui/tui/table_keys.py): the same walk through
the shared map at each game's table, classic, treasure-island, Archipelago and the card
game. Esc closes the topmost thing and never leaves a game; s saves under a name (the
dialog offers one); q goes back to the title; a the actions list, ? help, u undo, l the
whole log.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input

from jackal_tui.tui import NewGame
from jackal_tui.tui.archipelago.screen import ArchipelagoScreen
from jackal_tui.tui.cards.screen import CardsScreen, HandOverScreen
from jackal_tui.tui.screens.full_log import FullLogScreen
from jackal_tui.tui.classic.board import IslandBoard
from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.actions import ActionListScreen
from jackal_tui.tui.screens.dialogs import ConfirmScreen, SaveDialog
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.table_keys import (
    NOTHING_TO_CANCEL, SHARED_KEYS, TABLE_KEYS, TableScreen, key_clashes,
)

SIZE = (80, 24)

GAMES = {
    "classic": NewGame(mode="4", seed=5),
    "treasure-island": NewGame(mode="4", seed=5, ruleset="treasure-island"),
    "archipelago": NewGame(mode="2", seed=7, ruleset="archipelago"),
    "card-game": NewGame(mode="2", seed=5, ruleset="card-game"),
}
SCREENS = {"classic": GameScreen, "treasure-island": GameScreen,
           "archipelago": ArchipelagoScreen, "card-game": CardsScreen}


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


async def settle(pilot, rounds: int = 5) -> None:
    for _ in range(rounds):
        await pilot.pause()


async def close_with_escape(app, pilot, table) -> None:
    """Esc closes what is on top, and the table is there again."""
    await pilot.press("escape")
    await settle(pilot)
    assert app.screen is table


@pytest.mark.parametrize("game", list(GAMES))
async def test_every_game_walks_the_one_key_map(app_factory, game):
    app = app_factory(new_game=GAMES[game])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        if isinstance(app.screen, HandOverScreen):
            # the card game's hand-over: Esc does not leave the game (nor show the hand)
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, HandOverScreen)
            await pilot.press("enter")
            await settle(pilot)
        table = app.screen
        assert isinstance(table, SCREENS[game])

        # Esc on a table with nothing to cancel stays, and says how to leave
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table
        assert NOTHING_TO_CANCEL in notes(app)

        # u with nothing to undo says so; Esc to get rid of that message leaves nobody out
        before = len(app._notifications)
        await pilot.press("u")
        await settle(pilot)
        assert app.screen is table and len(app._notifications) > before
        assert any("undo" in n.lower() for n in notes(app)[before:])
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table

        # a: every legal action; Esc closes the list
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, ActionListScreen)
        assert app.screen.actions == table.table_actions()[0] != []
        await close_with_escape(app, pilot, table)

        # ?: help; Esc closes it
        await pilot.press("question_mark")
        await settle(pilot)
        assert app.screen is not table and "help" in type(app.screen).__name__.lower()
        await close_with_escape(app, pilot, table)

        # l: the whole move log; Esc closes it
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, FullLogScreen)
        await close_with_escape(app, pilot, table)

        # s: save under a name, the dialog offers one; Esc cancels
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, SaveDialog)
        assert app.screen.query_one(Input).value.strip()
        await close_with_escape(app, pilot, table)

        # a, then ⏎: the first legal action is played; u takes it back (or, when everyone
        # has seen what it showed, asks; Esc closes that question and nothing is undone)
        first = table.table_actions()[0][0]
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot, 10)
        played = table.game.action_count
        if game == "card-game":
            # a secret row is being laid: the pick goes into the row (not played yet)
            assert table.row == [first.arg] and played == 0
            await pilot.press("u")
            await settle(pilot)
            assert app.screen is table
        else:
            assert played >= 1, first
        await pilot.press("u")
        await settle(pilot)
        if played == 0:
            assert app.screen is table
        elif isinstance(app.screen, ConfirmScreen):
            await close_with_escape(app, pilot, table)
            assert table.game.action_count == played
        else:
            assert app.screen is table and table.game.action_count < played

        # q: back to the title (the game is saved)
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)


@pytest.mark.parametrize("screen", sorted({GameScreen, ArchipelagoScreen, CardsScreen},
                                          key=lambda s: s.__name__))
def test_the_shared_keys_do_the_same_thing_on_every_table(screen):
    """Every play screen is a TableScreen, binds each shared key to the shared action, and
    no game key (nor a key of the island board, focused while playing) takes one."""
    assert issubclass(screen, TableScreen)
    bound = screen._merged_bindings.key_to_bindings
    for key, action in SHARED_KEYS.items():
        assert [b.action for b in bound[key]] == [action], key
    assert key_clashes(screen.GAME_KEYS) == []
    assert key_clashes(IslandBoard.BINDINGS) == []


def test_a_game_key_taking_a_shared_key_is_refused():
    from textual.binding import Binding

    with pytest.raises(TypeError, match="shared keys"):
        class Drifting(TableScreen):
            GAME_KEYS = [Binding("w", "save", "Save"), Binding("escape", "leave", "Title")]
    assert {b.action for b in TABLE_KEYS} >= {"cancel", "save", "quit_to_title", "actions",
                                               "help", "undo", "log"}


@pytest.mark.parametrize("game", ["archipelago", "card-game"])
async def test_the_old_save_key_says_which_key_saves_now(app_factory, game):
    """w saved in Archipelago and the card game: it now says s does (it does nothing else)."""
    app = app_factory(new_game=GAMES[game])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        if isinstance(app.screen, HandOverScreen):
            await pilot.press("enter")
            await settle(pilot)
        table = app.screen
        count = table.game.action_count
        await pilot.press("w")
        await settle(pilot)
        assert app.screen is table and table.game.action_count == count
        assert any(n.startswith("s saves now") for n in notes(app))


@pytest.mark.parametrize("game", list(GAMES))
async def test_the_help_lists_the_one_key_map(app_factory, game):
    """? then the Keys page shows the keys of every table, in the same words, in every
    game (before, Archipelago's said Esc went back to the title and w saved)."""
    from jackal_tui.tui.table_keys import TABLE_KEY_WORDS

    app = app_factory(new_game=GAMES[game])
    async with app.run_test(size=(80, 40)) as pilot:
        await settle(pilot)
        if isinstance(app.screen, HandOverScreen):
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        await pilot.press("3" if game == "card-game" else "2")  # the card help: its cards first
        await settle(pilot)
        from rich.console import Console

        console = Console(width=200, record=True)
        console.print(app.screen.query_one("#help-keys").content)
        keys = " ".join(console.export_text().split())
        for key, does in TABLE_KEY_WORDS:
            assert " ".join(does.split()) in keys, does
        assert "h j k l" not in keys
        assert "Esc back to the title" not in keys and "w save" not in keys
