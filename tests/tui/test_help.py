"""The help teaches the game: "How to play" from the
title and from ? in a game, a page for every tile, and t for the tile under the cursor.

The rules the help must state are checked against the rulebooks' points (EN = 000_…
classic, TI = 001_… treasure-island, RULINGS = ../shared/RULINGS.md), by the words a
player reads on the screen.
"""

from __future__ import annotations

import io

from rich.console import Console

from jackal_tui.games.classic import Game
from jackal_tui.games.classic.state import view_of
from jackal_tui.games.classic.tiles import CLASSIC_SET, TREASURE_ISLAND_SET, parse_tile
from jackal_tui.tui import NewGame
from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.help import KEYS, HelpScreen, TilePageScreen, how_to_play
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.classic.tiles import PAGES, TI, TI_PAGES, TILE_INFO, explain, tile_page

from .positions import SHOWCASE
from .test_play import game_screen, move_cursor_to


def plain(renderable, width: int = 76) -> str:
    """What a Rich renderable reads as, without styles, wrapped as at 80 columns."""
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False).print(renderable)
    return " ".join(out.getvalue().split())  # one line: wrapping does not split a phrase


def rules_words(screen: HelpScreen) -> str:
    return plain(screen.query_one("#help-rules").content)


# ----- How to play ------------------------------------------------------------------------------

# What a newcomer must learn from "How to play", each with a phrase that says it.
RULES_TAUGHT = {
    "the goal: coins to the ship, most wins (EN 'The object of the game')":
        "the side with the most coins banked wins",
    "the end: every coin banked, sunk or eaten (RULINGS 'End of the game')":
        "every coin is banked, sunk or eaten",
    "early end when the leader cannot be caught (RULINGS)": "nobody can catch up",
    "a side with no piece left is out of the race (rules version 3)":
        "whose pirates are all dead",
    "the anti-stall limit (RULINGS)": "anti-stall limit",
    "one action a turn, no passing (EN 'How to move')": "You may not pass",
    "the ship moves along its side with crew aboard (EN 'How to move' a)":
        "It sails only with at least one of its own crew aboard",
    "landing only straight in front (EN b)": "goes ashore only onto the tile straight in front",
    "boarding from a touching tile (EN c)": "touching the ship (in front or diagonally)",
    "opening a face-down tile (EN d)": "Stepping onto a face-down tile turns it over",
    "striking an enemy sends him to his ship (EN 'How to beat enemies' a)":
        "each goes back to his own ship",
    "no strike in a fortress (EN c)": "Nobody can be struck in a fortress",
    "a struck swimmer dies (EN 'Die pirate, die!' b)": "A swimmer who is struck in the sea dies",
    "a carrier steps only onto face-up tiles (EN gold b)":
        "he steps only onto face-up tiles, never strikes an enemy, never enters a fortress",
    "a coin into the sea sinks (EN gold e)": "A coin that goes into the sea sinks",
    "banking at the ship": "A coin brought aboard his own or a partner's ship is banked",
    "swimmers (EN 'How to move' e)": "climbs out only onto his own or a partner's ship",
    "forced moves (RULINGS 'Forced movement')": "move a pirate on at once, in the same move",
    "death and revival (EN 'Die pirate, die!')": "fortress with the native girl",
    "teams and two crews (EN 'Playing in pairs')": "White and Black against Yellow and Red",
}


async def test_how_to_play_from_the_title_teaches_both_editions(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("question_mark")
        screen = app.screen
        assert isinstance(screen, HelpScreen) and screen.section == "rules"
        text = rules_words(screen)
        for what, phrase in RULES_TAUGHT.items():
            assert phrase in text, what
        # from the title, what the newer edition adds is shown too
        for phrase in ("The treasure-island edition", "Message bottles", "The island's people",
                       "Caves", "Friday", "the Missionary", "Ben Gunn"):
            assert phrase in text, phrase
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


async def test_title_menu_entry_opens_how_to_play(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        menu = app.screen.query_one("#menu")
        while menu.get_option_at_index(menu.highlighted).id != "help":
            await pilot.press("down")
        assert "How to play" in str(menu.get_option("help").prompt)
        await pilot.press("enter")
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.section == "rules"


async def test_how_to_play_in_a_classic_game_speaks_of_that_game(app_factory):
    app = app_factory(new_game=NewGame(mode="4-teams", seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        screen = app.screen
        assert isinstance(screen, HelpScreen) and screen.ruleset == "classic"
        text = rules_words(screen)
        assert "Classic rules, 4 players in two teams" in text
        assert "Early end: on. Anti-stall limit: 50 rounds." in text
        assert "Message bottles" not in text and "Ben Gunn" not in text


async def test_how_to_play_in_a_treasure_island_game_adds_its_rules(app_factory):
    app = app_factory(new_game=NewGame(mode="2-light", seed=3, ruleset="treasure-island"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        text = rules_words(app.screen)
        assert "Treasure-island rules, 2 players with one crew each" in text
        for phrase in ("Message bottles", "The island's people", "Caves",
                       "The airplane flies only at once and only to a face-up tile",
                       "or the dense jungle"):
            assert phrase in text, phrase


def test_how_to_play_follows_the_end_settings():
    text = " ".join(t for _, t in how_to_play("classic", "4", {"early_end": False,
                                                               "stall_rounds": 0}))
    assert "Early end: off. Anti-stall limit: off." in text


async def test_sections_switch_with_arrows_and_numbers(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        screen = app.screen
        await pilot.press("right")
        assert screen.section == "keys"
        keys = plain(screen.query_one("#help-keys").content)
        assert "select your ship" in keys and "the help page of the tile under the cursor" in keys
        await pilot.press("right")
        assert screen.section == "tiles"
        await pilot.press("1")
        assert screen.section == "rules"
        await pilot.press("left")  # from the title: Archipelago's sections, the card game's
        assert screen.section == "card-rules"
        await pilot.press("left")
        assert screen.section == "arch-tiles"
        await pilot.press("4")
        assert screen.section == "arch-rules"


def test_the_keys_list_the_ship_key_and_the_tile_key():
    keys = dict(KEYS)
    assert "ship" in keys["S"]
    assert "tile under the cursor" in keys["t"]


def test_the_tile_key_clashes_with_no_game_key():
    from jackal_tui.tui.classic.board import IslandBoard

    seen: dict[str, str] = {}
    for binding in [*GameScreen.BINDINGS, *IslandBoard.BINDINGS]:
        for key in binding.key.split(","):
            assert key not in seen or seen[key] == binding.action, (key, seen.get(key))
            seen[key] = binding.action
    assert seen["t"] == "tile_page"


# ----- a page per tile ------------------------------------------------------------------------


def every_tile_kind() -> set[str]:
    """Every kind a face-up tile can show, in both rulesets, as the board names it."""
    kinds = set()
    for token, _ in (*CLASSIC_SET, *TREASURE_ISLAND_SET):
        tile = parse_tile(token)
        kinds.add(view_of(tile.turned(0), True).kind)
    return kinds


def test_every_tile_kind_of_both_rulesets_has_a_page():
    kinds = every_tile_kind()
    assert len(kinds) == 29  # 19 classic kinds (4 slow tiles) + 10 new ones
    for kind in kinds | {"face-down"}:
        for ruleset in ("classic", TI, None):
            page = tile_page(kind, ruleset)
            assert len(page.text) > 80, kind
            assert page.glyphs and page.glyphs[0][0].strip(), kind
    assert set(PAGES) == set(TILE_INFO) == kinds | {"face-down"}
    assert set(TI_PAGES) <= set(PAGES)


def test_the_trap_says_what_an_enemy_does():
    """EN / TI tiles, trap (and RULINGS 'Trap (classic)'): an enemy who enters strikes the
    trapped pirate back to his ship and falls in himself."""
    for ruleset in ("classic", TI):
        short = explain("trap", ruleset).effect
        assert "frees nobody" not in short
        assert "strikes you home and is caught" in short
        page = tile_page("trap", ruleset).text
        assert ("An enemy who steps onto the trap strikes the trapped pirate back to his ship, "
                "and then falls into the trap himself") in page
    assert "bottle" in tile_page("trap", TI).text and "bottle" not in tile_page("trap", "classic").text


def test_a_page_from_the_title_says_how_the_other_edition_differs():
    page = tile_page("airplane", None)
    assert page.other_edition and "any face-up tile" in page.other_edition
    assert tile_page("airplane", "classic").other_edition is None


async def test_t_opens_the_page_of_the_tile_under_the_cursor(app_factory):
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G4")  # a face-up two-way arrow
        await pilot.press("t")
        page = app.screen
        assert isinstance(page, TilePageScreen)
        assert page.kind == "arrow" and page.here == ("G4", "↔", "arrow E+W")
        text = plain(page.page_text())
        assert "Tile: Arrow" in text and "Under the cursor: G4 ↔ arrow E+W" in text
        assert "pushed on at once" in text
        await pilot.press("escape")
        assert app.screen is screen
        await move_cursor_to(pilot, "H4")  # face down
        await pilot.press("t")
        page = app.screen
        assert page.kind == "face-down"
        text = plain(page.page_text())
        assert "Under the cursor: H4 ░░░ face down" in text
        assert "turns it over, and the tile acts at once" in text
        await pilot.press("escape")
        await move_cursor_to(pilot, "A5")  # the sea
        await pilot.press("t")
        await pilot.pause()
        assert app.screen is screen
        assert "A5 is sea, not a tile" in [n.message for n in app._notifications][-1]


async def test_the_tile_list_opens_pages_and_turns_them(app_factory):
    app = app_factory(game=Game.from_position(SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        await move_cursor_to(pilot, "G10")  # the trap
        await pilot.press("question_mark", "3")
        help_screen = app.screen
        assert help_screen.section == "tiles"
        tiles = help_screen.query_one("#tile-list")
        assert tiles.get_option_at_index(tiles.highlighted).id == "trap"  # the cursor's tile
        # a classic game lists only classic tiles
        assert tiles.option_count == 19
        await pilot.press("enter")
        page = app.screen
        assert isinstance(page, TilePageScreen) and page.kind == "trap"
        await pilot.press("right")
        assert page.kind == "crocodile"
        await pilot.press("escape")
        assert app.screen is help_screen


async def test_the_current_section_and_tile_are_marked_without_colour(app_factory):
    """Every mark reads without colour (NO_COLOR, 16 colours): the section shown is in
    brackets, the highlighted tile has a ▶."""
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark", "3")
        screen = app.screen
        tabs = str(screen.query_one("#help-tabs").render())
        assert "[3 Tiles]" in tabs and "[1 How to play]" not in tabs
        tiles = screen.query_one("#tile-list")
        await pilot.press("down", "down")
        marked = [tiles.get_option_at_index(i).id for i in range(tiles.option_count)
                  if str(tiles.get_option_at_index(i).prompt).startswith("▶")]
        assert marked == [tiles.get_option_at_index(tiles.highlighted).id]
