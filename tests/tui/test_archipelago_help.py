"""Jackal Archipelago's help: every tile kind has a page in the game's own words,
``HelpScreen(state, cell)`` for an Archipelago state opens on the tile under the cursor, a
face-down tile's page tells its back and never its face, "How to play" teaches the
Archipelago rules, and the title's help reaches them too.

Rulebook: shared/seeds/002_33657f023733c27a.txt ("002"); RULINGS-ARCHIPELAGO.md ("RA").
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from textual.app import App
from textual.widgets import OptionList

from jackal_tui.games.archipelago import match_from_position, match_from_setup, new_match
from jackal_tui.games.archipelago.tiles import BOXES, PLAIN, box_tiles, kind_of
from jackal_tui.tui.archipelago import help as arch
from jackal_tui.tui.screens.help import (
    ArchipelagoTilePageScreen, HelpScreen, TilePageScreen, page_for_cell,
)
from jackal_tui.tui.screens.title import TitleScreen


def plain(renderable, width: int = 76) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False).print(renderable)
    return " ".join(out.getvalue().split())


class HelpHost(App):
    """An app that only shows the help for a state, as a game screen's ? does."""

    def __init__(self, state=None, cell=None) -> None:
        super().__init__()
        self.help_state, self.help_cell = state, cell

    def on_mount(self) -> None:
        self.push_screen(HelpScreen(self.help_state, self.help_cell))


def island(seed: int = 3, name: str = "1"):
    return new_match("archipelago", "4", seed=seed, options={"island": name})


def opened(match, cell: int):
    """The same game with one tile turned face up (as a reveal would leave it)."""
    m = match_from_setup(match.setup)
    m.state.up[cell] = True
    return m


# ----- every tile has a page --------------------------------------------------------------------

def test_every_archipelago_tile_kind_has_a_page():
    """Fails when a tile is added to the boxes (or to PLAIN) without a help page."""
    kinds = {kind_of(token) for _, token in box_tiles()} | set(PLAIN)
    for kind in kinds:
        assert kind in arch.TEXTS, f"{kind} has no help text"
        assert "?" not in arch.list_glyph(kind), f"{kind} has no glyph"
        page = arch.page(kind, "1")
        assert page.title and len(page.text) > 80
    assert set(arch.PAGE_ORDER) == kinds | {"back-B", "back-F", "back-M"}


def test_the_pages_glyphs_are_the_maps_glyphs():
    """The help shows a tile as the Archipelago map draws it."""
    from jackal_tui.tui.archipelago import map as board
    for _, token in box_tiles():
        assert arch.tile_glyph(token) == board.tile_glyph(token), token
    for back in "BFM":
        assert arch.back_glyph(back) == \
            board.FACE_DOWN + board.BACK_LETTERS[back] + board.FACE_DOWN


def test_tile_pages_follow_the_rules_tables():
    """Single-use tiles, no-coin tiles and counts come from the rules core (RA: tiles)."""
    assert "acts once, when it is opened" in arch.page("musket").text  # RA: single use
    assert "No coin may be brought onto it" in arch.page("shrine").text  # RA: no coin
    assert "Nobody stays on it" in arch.page("die").text
    # island 1 takes box 1 only: one pit there, two in all 66 (boxes 1 and 5)
    assert "1 in the box 1 of island 1" in arch.page("pit", "1").text
    assert "2 in all 66 tiles, in boxes 1 and 5" in arch.page("pit", "1").text


@pytest.mark.parametrize("kind, words", [
    ("den", "first clockwise from due north"),          # 002 bear's den; RA: the bear
    ("den", "crosses face-down tiles without opening them"),
    ("die", "5 a diagonal of the mover's choice, 6 any of the 8 directions"),  # RA: die
    ("bank", "One piece at most"),                      # 002 bank
    ("jungle", "pirates of rival crews may stand in it together"),  # 002 jungle
    ("bottles", "used after its action"),               # 002 message in a bottle
    ("shrine", "fewer than 3 fighters alive"),          # 002 shrine; RA
    ("trampoline", "exactly two cells in a straight line"),  # RA: trampoline
    ("caramba", "curses"),                              # RA: caramba
    ("missionary", "never strikes and is never struck"),  # 002 missionary
])
def test_pages_say_what_the_rulebook_and_rulings_decide(kind, words):
    assert words in arch.page(kind).text


def test_a_face_down_page_tells_the_back_never_the_face():
    match = island()
    s = match.state
    cell = min(c for c in s.board.land if s.backs[c] == "M")
    kind, here = arch.cell_page(s, cell)
    assert kind == "back-M" and here == (s.board.name(cell), "░m░", "face down, mountain back")
    # the page is the same whatever lies there: only the back decides it
    for seed in range(1, 30):
        other = island(seed=seed).state
        assert arch.cell_page(other, cell) == (kind, here)
    text = arch.page(kind, s.island).text
    assert "mountain" in text and "set aside unseen" in text


# ----- HelpScreen on an Archipelago state ----------------------------------------------------

async def test_help_opens_on_the_face_down_tile_under_the_cursor():
    match = island()
    s = match.state
    cell = min(c for c in s.board.land if s.backs[c] == "F")
    app = HelpHost(s, cell)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen) and help_screen.section == "tiles"
        tiles = help_screen.query_one("#arch-tile-list", OptionList)
        assert tiles.get_option_at_index(tiles.highlighted).id == "back-F"
        hint = plain(help_screen.query_one("#tiles-hint").content)
        assert f"Under the cursor: {s.board.name(cell)} ░f░ face down, forest back" in hint
        await pilot.press("enter")
        await pilot.pause()
        page = app.screen
        assert isinstance(page, ArchipelagoTilePageScreen) and page.kind == "back-F"
        words = plain(page.page_text())
        assert "Face-down tile, forest back" in words
        assert f"Under the cursor: {s.board.name(cell)}" in words
        assert arch.TEXTS[kind_of(s.tiles[cell])][1][:40] not in words  # no face told


async def test_help_opens_on_a_face_up_tile_under_the_cursor():
    match = island()
    s = match.state
    cell = next(c for c in sorted(s.board.land) if kind_of(s.tiles[c]) == "chest")
    m = opened(match, cell)
    app = HelpHost(m.state, cell)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tiles = app.screen.query_one("#arch-tile-list", OptionList)
        assert tiles.get_option_at_index(tiles.highlighted).id == "chest"
        await pilot.press("enter")
        await pilot.pause()
        words = plain(app.screen.page_text())
        assert "Tile: Chest" in words and arch.face_words(s.tiles[cell]) in words
        await pilot.press("right")  # pages on to the next tile, not under the cursor
        assert app.screen.kind == arch.PAGE_ORDER[arch.PAGE_ORDER.index("chest") + 1]
        assert "Under the cursor" not in plain(app.screen.page_text())


async def test_help_on_water_opens_how_to_play_for_archipelago():
    s = island().state
    water = min(s.board.water)
    app = HelpHost(s, water)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.section == "rules"
        words = plain(app.screen.query_one("#help-rules").content)
        assert "Jackal Archipelago, 4 players, each for themselves, on island 1" in words
        await pilot.press("2")
        keys = plain(app.screen.query_one("#help-keys").content)
        assert "░b░ ░f░ ░m░" in keys and "propose to end" in keys
    assert page_for_cell(s, water) is None


def test_page_for_cell_gives_an_archipelago_page():
    s = island().state
    cell = min(s.board.land)
    screen = page_for_cell(s, cell)
    assert isinstance(screen, ArchipelagoTilePageScreen)
    assert screen.kind == f"back-{s.backs[cell]}"


# What "How to play" must teach for Archipelago (the task's list), each by a phrase.
RULES_TAUGHT = {
    "boats at sea: speed by pirates aboard (002 'On your move'; RA boats)":
        "one cell a move for each of its own pirates aboard",
    "the jump over boats (002 'Boats'; RA)": "jump over a row of boats",
    "swimmers (RA)": "A swimmer moves one water cell at a time",
    "coins to the boat are banked (RA)": "the coin is banked for his crew",
    "the bear (002 bear's den)": "walks the shortest way over land to the nearest pirate",
    "the die (RA: crossroads die)": "5 a diagonal of the mover's choice",
    "bottles (002 message in a bottle)": "There are 5 bottles",
    "the end (002 'Victory')": "every tile is face up and no coin lies on land",
    "the agreement to end (002 'Victory'; RA)": "one refusal ends the vote",
}


@pytest.mark.parametrize("point", RULES_TAUGHT)
def test_how_to_play_teaches_archipelago(point):
    from jackal_tui.tui.help_text import rules_text

    words = plain(rules_text(arch.how_to_play()))
    assert RULES_TAUGHT[point] in words


async def test_the_titles_help_reaches_archipelago(tmp_path):
    from jackal_tui.tui import make_app

    app = make_app(data_dir=tmp_path, theme="textual-dark", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.press("4")
        assert app.screen.section == "arch-rules"
        words = plain(app.screen.query_one("#help-arch-rules").content)
        assert "Boats at sea" in words and "The bear" in words
        await pilot.press("5")
        tiles = app.screen.query_one("#arch-tile-list", OptionList)
        assert tiles.option_count == len(arch.PAGE_ORDER)
        await pilot.press("down", "down", "down", "enter")  # the first face-up tile
        await pilot.pause()
        assert isinstance(app.screen, ArchipelagoTilePageScreen)
        assert app.screen.kind == arch.PAGE_ORDER[3]
        await pilot.press("escape", "3")  # the island games' tiles are still there
        assert app.screen.query_one("#tile-list", OptionList).option_count > 0
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TilePageScreen)


def test_snapshot_the_bears_den_page_under_the_cursor(snap_compare):
    """80x24: ? on the opened bear's den of the free island (all 66 tiles), then ⏎."""
    match = island(seed=3, name="free")
    s = match.state
    den = next(c for c in sorted(s.board.land) if s.tiles[c] == "den")
    m = opened(match, den)
    app = HelpHost(m.state, den)
    assert snap_compare(app, press=["enter"], terminal_size=(80, 24))


def test_a_puzzles_help_gives_its_goal_and_its_rules_first():
    """In a puzzle the help began with the island game's goal (19 coins, boats): it now
    says the card's goal (RULINGS-ARCHIPELAGO, "Solo puzzles": card 6, 4 turns with 2
    alive, or 5 with all) and puts the pirate puzzles' rules next."""
    s = new_match(mode="1", seed=1, options={"island": "p6"}).state
    sections = arch.how_to_play(s)
    assert sections[0][0] == "This game"
    assert ("every coin on the bank in 4 turns with 2 alive, or 5 with all"
            in sections[0][1])
    assert sections[1][0] == "Pirate puzzles (1 player)"
    island_game = arch.how_to_play(island().state)
    assert [h for h, _ in island_game][:2] == ["This game", "The goal"]


def test_the_help_names_a_written_position_and_a_random_island_in_words():
    """It said "on island custom" and "on island random"."""
    own = match_from_position("jackal archipelago 2\nlayout BBBBBBB/BFFFFFB/BBBBBBB\n"
                              "G3 ?empty\n")
    assert "on an island of its own." in arch.how_to_play(own.state)[0][1]
    rand = new_match(mode="2", seed=1, options={"island": "random"})
    assert "on a random island." in arch.how_to_play(rand.state)[0][1]


def test_a_puzzles_help_says_how_a_turn_goes_the_hint_key_and_where_bests_are_kept():
    s = new_match(mode="1", seed=1, options={"island": "p1"}).state
    sections = arch.how_to_play(s)
    assert [h for h, _ in sections][:3] == ["This game", "Pirate puzzles (1 player)",
                                            "Puzzles: a turn, hints and best results"]
    words = sections[2][1]
    for said in ("H asks for a hint", "u takes a step back", "p on the title screen",
                 "puzzles.json in the data folder", "✓ for a goal met"):
        assert said in words
    assert ("H", "a puzzle's hint: the next step of a best line from the board") in arch.KEYS
