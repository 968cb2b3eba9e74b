"""The treasure-island edition played by key presses: bottles, caves, the earthquake, the
lighthouse's secret look, smoke, the plane, the galleon, and the island's people."""

from __future__ import annotations

from jackal_tui import persistence
from jackal_tui.games.classic import Game, parse_cell
from jackal_tui.tui.screens.dialogs import ChoiceScreen, ConfirmScreen
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.secret import SecretLookScreen
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.classic.board import IslandBoard
from jackal_tui.tui.classic.panel import CrewPanel, PromptPanel

from .positions import (
    TI_AIRPLANE, TI_CAVES, TI_EARTHQUAKE, TI_LIGHTHOUSE, TI_SHOWCASE, TI_SMOKE,
)
from .test_play import game_screen, move_cursor_to
from .test_saves_per_game import wait_for


def cell_text(board: IslandBoard, name: str) -> str:
    """The three characters the 3x1 board draws for a cell."""
    cell = parse_cell(name)
    region = board.cell_region(cell)
    line = "".join(s.text for s in board.render_line(region.y))
    return line[region.x:region.x + region.width]


def shown(widget) -> str:
    return str(widget.render())


async def go(pilot, frm: str, to: str) -> None:
    """Select the piece on ``frm`` and send it to ``to`` (both by keys)."""
    await move_cursor_to(pilot, frm)
    await pilot.press("enter")
    await move_cursor_to(pilot, to)
    await pilot.press("enter")


# ----- bottles ------------------------------------------------------------------------------


async def test_bottle_gets_a_trapped_pirate_out_and_the_turn_goes_on(app_factory):
    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        assert screen.selected == ("pirate", 0)  # a trapped pirate with a bottle can be picked
        assert "b: a bottle (δ) out of the trap" in shown(screen.query_one(PromptPanel))
        await pilot.press("b")
        state = screen.game.state
        assert str(screen.game.actions[-1]) == "W1 bottle"
        assert not state.pirate(0).trapped
        assert state.bottles[state.side_of(0)] == 1
        assert state.turn == 0  # a free action: still White's turn
        assert "δ1" in shown(screen.query_one(CrewPanel))


async def test_bottle_to_the_last_step_of_a_slow_tile(app_factory):
    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "E5")
        await pilot.press("enter", "b")
        assert str(screen.game.actions[-1]) == "W2 bottle"
        assert screen.game.state.pirate(1).step == 3  # the desert's last step


async def test_bottle_for_friday_or_the_missionary_asks_which(app_factory):
    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        board = screen.board
        assert cell_text(board, "H6") == "·Bm" and cell_text(board, "I6") == "·Yf"
        await move_cursor_to(pilot, "H5")
        await pilot.press("enter", "b")
        assert isinstance(app.screen, ChoiceScreen)
        assert app.screen.options == ["W3 hands a bottle to Friday",
                                      "W3 hands a bottle to the Missionary"]
        await pilot.press("down", "enter")
        assert str(screen.game.actions[-1]) == "W3 bottle MIS"
        assert screen.game.state.converted
        assert cell_text(board, "H6") == "·BM"  # armed: a capital M
        assert "BM Missionary" in shown(screen.query_one(CrewPanel))


async def test_bottle_with_nothing_selected_lists_every_use(app_factory):
    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await pilot.press("b")
        assert isinstance(app.screen, ChoiceScreen)
        assert len(app.screen.options) == 4
        await pilot.press("escape")
        assert screen.game.action_count == 0


async def test_no_bottle_key_in_a_classic_game(app_factory):
    app = app_factory(game=Game.new(mode="4", seed=5))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = game_screen(app)
        assert screen.check_action("bottle", ()) is False  # not in the footer at all
        assert screen.check_action("look", ()) is False
        await pilot.press("b", "v")
        # the refusal is a notification: wait for it (a loaded machine posts it late)
        await wait_for(pilot, lambda: any("treasure-island" in n.message
                                          for n in app._notifications), "the refusal")
        assert screen.game.action_count == 0


# ----- the island's people, the galleon, a lost pirate --------------------------------------


async def test_characters_galleon_and_lost_pirate_on_board_and_panel(app_factory):
    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        board = screen.board
        assert cell_text(board, "C7") == "·WG"  # White's Ben Gunn
        assert cell_text(board, "D9") == "?Y1"  # lost in the cave
        assert cell_text(board, "K5") == "£$1"  # the galleon treasure and a coin
        assert cell_text(board, "K6") == " ♛ "  # its opened tile
        crews = shown(screen.query_one(CrewPanel))
        assert "WG Gunn" in crews and "Yf Friday" in crews and "Bm Missionary" in crews
        assert "Galleon: on K5" in crews
        assert "δ2" in crews and "δ1" in crews
        await move_cursor_to(pilot, "D9")
        assert "Y1 (lost)" in shown(screen.query_one("#tile-here"))
        await move_cursor_to(pilot, "I6")
        assert "Friday (Y)" in shown(screen.query_one("#tile-here"))


async def test_no_color_still_tells_crews_and_characters_apart(app_factory, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.board
        assert (cell_text(board, "C7"), cell_text(board, "I6"), cell_text(board, "H6")) == (
            "·WG", "·Yf", "·Bm")


async def test_friday_struck_joins_the_striker(app_factory):
    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await go(pilot, "H5", "I6")
        assert screen.game.state.pirate(13).crew == 0
        assert cell_text(screen.board, "I6") == "W3f"
        assert "Wf Friday" in shown(screen.query_one(CrewPanel))


GALLEON_AND_COIN = """\
jackal treasure-island 2-light
turn W
names Anne, Dampier
W1 G4
galleon G4
coins G4 2
"""


async def test_coin_key_cycles_nothing_coin_galleon(app_factory):
    app = app_factory(game=Game.from_position(GALLEON_AND_COIN))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await move_cursor_to(pilot, "G4")
        await pilot.press("enter")
        prompt = screen.query_one(PromptPanel)
        assert "[NOTHING] / a coin / the galleon £" in shown(prompt)
        await pilot.press("c")
        assert screen.drag_coin == 1
        await pilot.press("c")
        assert screen.drag_coin == 2
        assert "[THE GALLEON £]" in shown(prompt)
        await pilot.press("c")
        assert screen.drag_coin == 0
        await pilot.press("c", "c")
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        assert str(screen.game.actions[-1]) == "W1 G4-G3 +galleon"
        assert screen.game.state.galleon == parse_cell("G3") * 8
        assert cell_text(screen.board, "G3") == "£W1"  # the treasure first, then its carrier
        assert "Galleon: on G3" in shown(screen.query_one(CrewPanel))


# ----- decisions asked on the board ---------------------------------------------------------


async def test_cave_exit_is_chosen_on_the_board(app_factory):
    app = app_factory(game=Game.from_position(TI_CAVES))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await go(pilot, "F3", "F4")
        pending = screen.game.state.pending
        assert pending is not None and pending.kind == "cave"
        assert screen.board.targets == {parse_cell("C9"), parse_cell("K10")}
        assert "which cave to come out of" in shown(screen.query_one(PromptPanel))
        await move_cursor_to(pilot, "K10")
        await pilot.press("enter")
        assert str(screen.game.actions[-1]) == "W1 > K10"
        assert screen.game.state.pirate(0).cell == parse_cell("K10")


async def test_earthquake_swaps_two_tiles_picked_on_the_board(app_factory):
    app = app_factory(game=Game.from_position(TI_EARTHQUAKE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await go(pilot, "G2", "G3")
        state = screen.game.state
        assert state.pending.kind == "quake"
        assert "Pick two tiles to swap" in shown(screen.query_one(PromptPanel))
        assert parse_cell("C10") in screen.board.targets
        assert parse_cell("G3") not in screen.board.targets  # a pirate stands there
        await move_cursor_to(pilot, "C10")
        await pilot.press("enter")
        assert state.pending.kind == "quake2"
        assert "Swap C10 (marked »«)" in shown(screen.query_one(PromptPanel))
        assert screen.board._selected == parse_cell("C10")
        await move_cursor_to(pilot, "K4")
        await pilot.press("enter")
        assert state.pending is None
        assert state.tile(parse_cell("C10")).kind == "cannibal"
        assert not state.tile(parse_cell("K4")).face_up  # the face-down chest moved there
        assert cell_text(screen.board, "C10") == " ☠ "
        assert cell_text(screen.board, "K4") == "░░░"


async def test_airplane_flies_at_once_or_is_lost_with_w(app_factory):
    app = app_factory(game=Game.from_position(TI_AIRPLANE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await go(pilot, "G2", "G3")
        state = screen.game.state
        assert state.pending.kind == "airplane1"
        assert parse_cell("C4") not in screen.board.targets  # only open tiles
        assert parse_cell("K10") in screen.board.targets
        assert "plane is lost" in shown(screen.query_one(PromptPanel))
        assert screen.check_action("stay", ()) is True
        await pilot.press("w")
        assert str(screen.game.actions[-1]) == "W1 stays"
        assert state.tile(parse_cell("G3")).kind == "empty"


# ----- the lighthouse: a secret look, hot-seat ------------------------------------------------


async def test_lighthouse_look_is_handed_over_and_hidden_again(app_factory):
    app = app_factory(game=Game.from_position(TI_LIGHTHOUSE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        board = screen.board
        await go(pilot, "G2", "G3")
        assert screen.game.state.pending.kind == "peek"
        assert "4 more to pick" in shown(screen.query_one(PromptPanel))
        for name in ("C4", "D10", "J9"):
            await move_cursor_to(pilot, name)
            await pilot.press("enter")
            assert isinstance(app.screen, type(screen))  # no look before the last pick
            assert board.cursor == parse_cell(name)  # the cursor stays where one picks
            assert screen.check_action("look", ()) is False
        await move_cursor_to(pilot, "K3")
        await pilot.press("enter")
        await pilot.pause()
        # The fourth pick ends the look: first the hand-over page, nothing shown yet.
        look = app.screen
        assert isinstance(look, SecretLookScreen)
        assert "Pass the keyboard to Anne" in shown(look.query_one("#handover"))
        assert not look.shown
        assert all(p.base != "peek" for p in look.query_one(IslandBoard)._pictures)
        await pilot.press("enter")
        assert look.shown
        secret = look.query_one(IslandBoard)
        assert cell_text(secret, "C4") == " ▣ "
        assert cell_text(secret, "D10") == " ☠ "
        assert cell_text(secret, "J9") == " ↗ "  # an arrow: its turn is drawn when opened
        assert cell_text(secret, "F11") == "░░░"  # not looked at
        listing = shown(look.query_one("#secret-list"))
        assert "chest of 5 coins" in listing and "rum barrel" in listing
        assert "arrow, two ways, straight" in listing
        await pilot.press("x")  # any key hides them
        await pilot.pause()
        assert app.screen is screen
        # The shared board never drew them.
        for name in ("C4", "D10", "J9", "K3"):
            assert cell_text(board, name) == "░░░"
            assert board._pictures[parse_cell(name)].base == "hidden"
        # Later, v shows them again, behind the same hand-over page.
        assert screen.check_action("look", ()) is True
        await pilot.press("v")
        assert isinstance(app.screen, SecretLookScreen) and not app.screen.shown
        await pilot.press("escape")
        assert app.screen is screen


async def test_undoing_a_secret_look_needs_everyone(app_factory):
    app = app_factory(game=Game.from_position(TI_LIGHTHOUSE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await go(pilot, "G2", "G3")
        await move_cursor_to(pilot, "C4")
        await pilot.press("enter", "u")
        assert isinstance(app.screen, ConfirmScreen)
        assert "secret look" in str(app.screen.question)
        await pilot.press("n")
        assert screen.game.action_count == 2


# ----- smoke ----------------------------------------------------------------------------------


async def test_smoke_says_who_moves_whom(app_factory):
    app = app_factory(game=Game.from_position(TI_SMOKE))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await go(pilot, "G2", "G3")  # White opens smoke
        state = screen.game.state
        assert state.smoky and state.turn == 1
        # Yellow's turn is decided by the player of the next crew, Black: Calico.
        assert "Smoke! Calico moves Yellow" in shown(screen.query_one(CrewPanel))
        assert "a piece of Yellow's" in shown(screen.query_one(PromptPanel))
        await pilot.press("a", "enter")  # Calico plays Yellow's first legal action
        assert screen.game.state.turn == 2
        assert "Smoke! Dampier moves Black" in shown(screen.query_one(CrewPanel))
        assert "a piece of Black's" in shown(screen.query_one(PromptPanel))


# ----- starting and loading -------------------------------------------------------------------


async def test_new_game_form_offers_treasure_island(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.press("shift+tab", "down", "enter")  # the Rules list: the second
        await pilot.press("ctrl+s")
        screen = game_screen(app)
        assert screen.game.setup["ruleset"] == "treasure-island"
        assert "Galleon: not found yet" in shown(screen.query_one(CrewPanel))


async def test_treasure_island_save_loads_and_shows_its_ruleset(app_factory, data_dir):
    game = Game.new(mode="2-light", seed=5, ruleset="treasure-island", names=["Anne", "Dampier"])
    game.play(game.legal_actions()[0])
    persistence.save_game(game, name="Island", data_dir=data_dir)
    app = app_factory()
    async with app.run_test(size=(100, 24)) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("l")
        # the saves are read in a worker: wait until the one save is summarised
        await wait_for(pilot, lambda: isinstance(app.screen, LoadScreen)
                       and app.screen.summaries and app.screen.summaries[0] is not None,
                       "the save summarised in the load list")
        summary = app.screen.summaries[0]
        assert summary.ruleset == "treasure-island"
        from textual.widgets import DataTable

        rules = str(app.screen.query_one(DataTable).get_row_at(0)[1])
        assert rules.splitlines()[0] == "T. Island"
        assert "Island: Treasure Island, 2 players, one crew each: W Anne, B Dampier" in str(
            app.screen.query_one("#load-detail").render())
        await pilot.press("enter")
        screen = game_screen(app)
        assert screen.game.state.ti and screen.game.action_count == 1


# ----- glyphs and words -----------------------------------------------------------------------


def test_new_marks_are_one_cell_and_unlike_any_tile():
    import textwrap

    from rich.cells import cell_len

    from jackal_tui.tui.classic.tiles import BOTTLE, COIN, FACE_DOWN, GALLEON, LOST, TI_EFFECTS, TILE_INFO

    tiles = {info.glyph for info in TILE_INFO.values()}
    marks = [GALLEON, BOTTLE, LOST, COIN, FACE_DOWN]
    assert len(set(marks)) == len(marks)
    assert all(cell_len(m) == 1 for m in marks)
    assert not {GALLEON, LOST, COIN} & tiles  # BOTTLE is the bottle tile's own glyph
    assert TILE_INFO["bottles"].glyph == BOTTLE
    # The panel gives a tile's effect 3 lines of a 34-column panel (80x24).
    for effect in [info.effect for info in TILE_INFO.values()] + list(TI_EFFECTS.values()):
        assert len(textwrap.wrap(effect, 34)) <= 3, effect


async def test_smoke_without_names_names_the_crews_player(app_factory):
    position = TI_SMOKE.replace("names Anne, Bart, Calico, Dampier\n", "")
    app = app_factory(game=Game.from_position(position))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await go(pilot, "G2", "G3")
        assert "Smoke! Black's player moves Yellow" in shown(screen.query_one(CrewPanel))
