"""The end settings RULINGS asks for ("End of the game": end early once the leader can
no longer be caught, and an anti-stall limit), on the command line and kept in the save's
setup; practice games the same way."""

from __future__ import annotations

import pytest

from jackal_tui.__main__ import app_from_args, parse_args
from jackal_tui.games.classic import Game
from jackal_tui.tui import NewGame
from jackal_tui.tui.seats import is_practice


def options_of(argv: list[str]) -> dict:
    return app_from_args(parse_args(argv))._start_new.start().setup["options"]


def test_defaults_are_the_engines():
    """Without the options a game ends as Game.new's defaults say (early end on, 50 rounds)."""
    engine = Game.new(mode="4", seed=3).setup["options"]
    assert engine["early_end"] is True and engine["stall_rounds"] == 50
    assert options_of(["--new", "--seed", "3"]) == engine
    assert NewGame(seed=3).start().setup["options"] == engine


def test_end_settings_on_the_command_line_reach_the_setup():
    options = options_of(["--new", "--no-early-end", "--stall-rounds", "20"])
    assert options["early_end"] is False and options["stall_rounds"] == 20
    options = options_of(["--new", "--early-end", "--stall-rounds", "off"])
    assert options["early_end"] is True and options["stall_rounds"] == 0  # 0: no limit


def test_the_engine_plays_by_the_settings_chosen():
    """The setup's options become the rules' options (the engine's end test reads these;
    tests/engine covers what each does)."""
    game = app_from_args(parse_args(["--new", "--seed", "2", "--no-early-end",
                                     "--stall-rounds", "7"]))._start_new.start()
    assert game.state.options["early_end"] is False and game.state.options["stall_rounds"] == 7
    again = Game.from_setup(game.setup)  # as a save is read back
    assert again.state.options == game.state.options


@pytest.mark.parametrize("argv", [
    ["--new", "--stall-rounds", "soon"],
    ["--new", "--stall-rounds", "-5"],
    ["--new", "--stall-rounds", "1000"],
    ["--new", "--early-end", "--no-early-end", "--stall-rounds"],  # N missing
    ["--stall-rounds", "20"],                                     # only with --new
    ["--no-early-end"],
    ["--practice"],
    ["--new", "--early-end=yes"],
])
def test_bad_end_settings_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    assert "usage: jackal" in capsys.readouterr().err


def test_practice_on_the_command_line_is_kept_in_the_setup():
    game = app_from_args(parse_args(["--new", "--players", "2-light", "--seats", "h,e",
                                     "--practice"]))._start_new.start()
    assert game.setup["practice"] is True and is_practice(game)
    plain = app_from_args(parse_args(["--new"]))._start_new.start()
    assert "practice" not in plain.setup and not is_practice(plain)


def test_end_settings_and_practice_come_back_with_a_save(tmp_path):
    from jackal_tui import persistence

    game = NewGame(mode="2-light", seed=9, seats=("human", "easy"), early_end=False,
                   stall_rounds=12, practice=True).start()
    game.play(game.legal_actions()[0])
    path = persistence.save_game(game, name="practice", data_dir=tmp_path)
    loaded = persistence.load_game(path)
    assert loaded.setup["options"]["early_end"] is False
    assert loaded.setup["options"]["stall_rounds"] == 12
    assert loaded.state.options["stall_rounds"] == 12
    assert is_practice(loaded)


def test_practice_without_a_computer_is_not_recorded():
    """Practice only changes what the computers agree to: players at one keyboard agree or
    not among themselves, so their game is not called practice."""
    game = NewGame(mode="2-light", seed=1, practice=True).start()
    assert "practice" not in game.setup
    game = NewGame(mode="2-light", seed=1, seats=("human", "human"), practice=True).start()
    assert not is_practice(game)
