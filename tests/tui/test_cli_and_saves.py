"""The command line, saving under a name, loading, and damaged saves."""

from __future__ import annotations

import subprocess
import sys

import pytest
from rich.cells import cell_len
from textual.worker import WorkerCancelled

from jackal_tui import persistence
from jackal_tui.__main__ import app_from_args, parse_args
from jackal_tui.games.classic import Game
from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.title import TitleScreen
from jackal_tui.tui.classic.tiles import ARROW_GLYPHS, FACE_DOWN, TILE_INFO, tile_glyph

from .waiting import until


async def settle(app, pilot) -> None:
    """Let the workers (reading saves) finish and their results reach the screen."""
    for _ in range(3):
        try:
            await app.workers.wait_for_complete()
        except WorkerCancelled:  # a search made again (the title, back on top) cancels the first
            pass
        await pilot.pause()


# ----- command line ----------------------------------------------------------------------------


def test_new_game_options():
    args = parse_args(["--new", "--players", "2", "--seed", "7", "--names", "Ann,Bo",
                       "--data-dir", "/tmp/x"])
    app = app_from_args(args)
    assert app._start_new.mode == "2" and app._start_new.seed == 7
    assert app._start_new.names == ("Ann", "Bo")
    assert str(app.data_dir) == "/tmp/x"


def test_treasure_island_from_the_command_line():
    app = app_from_args(parse_args(["--new", "--ruleset", "treasure-island", "--seed", "5"]))
    assert app._start_new.ruleset == "treasure-island"
    game = app._start_new.start()
    assert game.setup["ruleset"] == "treasure-island" and game.state.ti


@pytest.mark.parametrize("argv", [
    ["--bogus"],
    ["--players", "5", "--new"],
    ["--seed", "x", "--new"],
    ["--seed", "3"],                       # only with --new
    ["--new", "--names", "A,B,C"],         # 4 seats
    ["--new", "--load", "x.json"],         # one way to start
    ["--ruleset", "archipelago", "--new", "--players", "4-teams"],  # Archipelago: 2v2
    ["--ruleset", "treasure-island"],       # only with --new
])
def test_bad_options_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    assert "usage: jackal" in capsys.readouterr().err


def test_archipelago_from_the_command_line():
    """--ruleset archipelago --island ...: the game asked for, on the island asked for."""
    app = app_from_args(parse_args(["--new", "--ruleset", "archipelago", "--island", "2",
                                    "--players", "2v2", "--seed", "11", "--boats", "choose",
                                    "--names", "A,B,C,D", "--seats", "h,e,s,r"]))
    game = app._start_new.start()
    setup = game.setup
    assert (setup["ruleset"], setup["mode"], setup["seed"]) == ("archipelago", "2v2", 11)
    assert setup["options"]["island"] == "2" and setup["options"]["boats"] == "choose"
    assert setup["seats"] == ["human", "easy", "strong", "random"]
    assert [game.seat_name(c) for c in game.seats()] == ["A", "B", "C", "D"]
    # without --island: island 1, boats on their places; one player: puzzle card 1
    game = app_from_args(parse_args(["--new", "--ruleset", "archipelago"])).\
        _start_new.start()
    assert game.setup["options"]["island"] == "1" and game.state.phase == "act"
    game = app_from_args(parse_args(["--new", "--ruleset", "archipelago", "--players", "1",
                                     "--island", "p3"]))._start_new.start()
    assert game.state.island == "p3" and game.state.solo


@pytest.mark.parametrize("argv, words", [
    (["--new", "--island", "2"], "--island goes with --ruleset archipelago"),
    (["--new", "--ruleset", "card-game", "--boats", "choose"], "--boats goes with"),
    (["--ruleset", "archipelago", "--island", "2"], "only goes with --new"),
    (["--new", "--ruleset", "archipelago", "--players", "4-teams"], "not '4-teams'"),
    (["--new", "--ruleset", "archipelago", "--players", "2-light"], "not '2-light'"),
    (["--new", "--players", "2v2"], "classic is played by"),
    (["--new", "--ruleset", "archipelago", "--first-game"], "--first-game goes with"),
    (["--new", "--ruleset", "archipelago", "--no-early-end"], "has no early end"),
    (["--new", "--ruleset", "archipelago", "--island", "p2"], "puzzle cards are for"),
    (["--new", "--ruleset", "archipelago", "--players", "1", "--island", "3"],
     "plays a puzzle card"),
    (["--new", "--ruleset", "archipelago", "--island", "5"], "invalid choice"),
    (["--new", "--ruleset", "archipelago", "--players", "3", "--names", "A,B"],
     "needs 3 names"),
    (["--new", "--ruleset", "archipelago", "--players", "2v2", "--seats", "h,e"],
     "has 4 seats"),
])
def test_archipelago_options_that_do_not_fit_are_usage_errors(argv, words, capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "usage: jackal" in err and words in err


def test_help_exits_cleanly():
    result = subprocess.run([sys.executable, "-m", "jackal_tui", "--help"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    assert "--continue" in result.stdout and "--data-dir" in result.stdout
    assert "--ruleset archipelago --island 2" in " ".join(result.stdout.split())
    assert "or random (all 66 on an island drawn from the seed)" in " ".join(result.stdout.split())


def test_rules_core_never_imports_the_interface():
    code = "import sys, jackal_tui.games.classic, jackal_tui.persistence; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


# ----- glyphs ---------------------------------------------------------------------------------------


def test_every_glyph_is_one_cell_wide_and_distinct():
    glyphs = [info.glyph for info in TILE_INFO.values()]
    assert len(set(glyphs)) == len(glyphs)
    for text in [*glyphs, *ARROW_GLYPHS.values(), FACE_DOWN]:
        assert cell_len(text) == len(text), text
    assert tile_glyph("arrow", ("NW", "E", "S")) == "↖→↓"
    assert tile_glyph("cannon", ("W",)) == "¤←"
    assert tile_glyph("swamp", (), 4) == "≈4"


# ----- saves -----------------------------------------------------------------------------------------


async def test_save_under_a_name_and_load_it_back(app_factory, data_dir):
    app = app_factory(game=Game.new(mode="3", seed=5, names=["A", "B", "C"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("a", "enter")  # one action
        await pilot.press("s")
        for _ in range(10):
            await pilot.press("backspace")
        await pilot.press(*"Harbour", "enter")
        # the name labels the game's own file: one file, no second copy
        (path,) = persistence.save_files(data_dir)
        assert persistence.read_save(path).name == "Harbour"
        await pilot.press("q")
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        names = [s.name for s in app.screen.summaries]
        assert names == ["Harbour"]
        await pilot.press("enter")
        await settle(app, pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.game.action_count == 1
        assert app.screen.save_path == path


async def test_damaged_save_is_reported_and_the_app_goes_on(app_factory, data_dir):
    saves = persistence.saves_dir(data_dir)
    saves.mkdir(parents=True)
    (saves / "broken.json").write_text('{"format": "jackal-tui-save", "events": [')
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        await pilot.press("enter")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)  # still there, nothing crashed
        assert any("broken.json" in n.message for n in app._notifications)


async def test_load_option_with_a_damaged_file_opens_the_title(app_factory, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("not json at all")
    app = app_factory(load_path=bad)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, TitleScreen)
        assert any("Cannot load" in (n.title or "") for n in app._notifications)


async def test_continue_opens_an_old_autosave(app_factory, data_dir):
    """The one autosave.json of earlier versions still loads, and goes on in that file."""
    game = Game.new(mode="2-light", seed=6)
    game.play(game.legal_actions()[0])
    old = persistence.save_game(game, path=persistence.autosave_path(data_dir), name="Autosave")
    app = app_factory(continue_last=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.game.action_count == 1
        assert app.screen.save_path == old


async def test_too_small_terminal_says_what_size_is_needed(app_factory):
    app = app_factory(game=Game.new(mode="4", seed=1))
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        message = str(app.screen.query_one("#too-small").render())
        assert "73x19" in message and "60x18" in message  # board 45 + panel 28
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not app.screen.query_one("#too-small").display, "the notice")


async def test_no_color_still_shows_letters(app_factory, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory(game=Game.new(mode="4", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.board
        bottom_row = "".join(s.text for s in board.render_line(13))
        assert "[W]" in bottom_row


# A game's save must load again: the save schema keeps a seed that fits in 64 bits and
# player names of at most 64 characters without control characters
# (persistence/save-schema.json, docs/save-format.md), so the command line takes no more.
@pytest.mark.parametrize("argv,words", [
    (["--new", "--seed", str(2**63)], "--seed: the seed must be a whole number from"),
    (["--new", "--seed", str(-2**63 - 1)], "--seed: the seed must be a whole number from"),
    (["--new", "--names", "A,B,C," + "x" * 65], "--names: a player name has at most 64 characters"),
    (["--new", "--names", "A,B\tC,D,E"], "--names: a player name may not hold control"),
])
def test_seeds_and_names_a_save_cannot_keep_are_usage_errors(argv, words, capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


def test_the_largest_seed_and_longest_names_a_save_keeps_are_taken():
    args = parse_args(["--new", "--seed", str(2**63 - 1), "--names", ",".join(["n" * 64] * 4)])
    assert args.seed == 2**63 - 1 and args.names == ("n" * 64,) * 4
    assert parse_args(["--new", "--seed", str(-2**63)]).seed == -2**63
