"""Every game's setup is as suspicious as classic's: a setup no game could have made is
refused, with a message naming the field and why, through the path the app opens a save
by (``load_game``, and the load list's ``summary_of``), and by the match constructor.

Each registered game (``games.GAMES``) is fed the same hostile setups: wrong types, unknown
fields and options, missing fields, too many or too few names, out-of-range and huge
numbers, ``true`` where a count is wanted. What each must be is worked out here from the
setup a fresh game writes (the kind of each value), not asked of the game's own form.
The last tests are the reproductions of the bugs found on hostile saves (Archipelago's
``stall_rounds``, the card game's names, unknown fields).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jackal_tui import games
from jackal_tui.persistence import SaveError, load_game, summary_of
from jackal_tui.persistence.store import encode_save, snapshot


def fresh(name: str, mode: str | None = None):
    """A fresh game of ``name`` in its usual mode, seeded, with no action yet."""
    return games.rules_of(name).new_match(name, mode or games.game_type(name).modes[0], 5)


def written(tmp_path: Path, game, setup: dict, label: str = "hostile") -> Path:
    """``game`` as the project's own save writer writes it, its setup replaced by ``setup``."""
    doc = json.loads(encode_save(snapshot(game, label)))
    doc["setup"] = setup
    path = tmp_path / f"{label}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def refused(tmp_path: Path, game, setup: dict, field: str) -> str:
    """Loading a save with ``setup`` is refused, by ``load_game`` and by the load list,
    naming ``field``; the match constructor refuses the setup too. Returns the message."""
    path = written(tmp_path, game, setup)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    problem = caught.value.problem
    assert f'"{field}' in problem, problem
    assert len(problem) < 400, problem
    summary = summary_of(path)
    assert not summary.ok and f'"{field}' in summary.error
    with pytest.raises(ValueError):
        games.rules_of(setup.get("ruleset", game.setup["ruleset"])).match_from_setup(setup, [])
    return problem


def bad_values(value) -> list:
    """Values that a setup field holding ``value`` (as a fresh game writes it) cannot
    hold: every other JSON type (true is not a count, "50" is not 50), and for a count
    a negative and a huge number."""
    candidates = ["x", "50", None, [1], {"a": 1}, 0.5, True, 7]
    same = {bool: bool, int: int, str: str, list: list, dict: dict}[type(value)]
    out = [v for v in candidates if type(v) is not same]
    if same is int:
        out += [-1, 10**15]
    if same is str:
        out += ["no-such-choice"]
    return out


CASES = [(name, mode) for name in games.names()
         for mode in dict.fromkeys((games.game_type(name).modes[0], games.game_type(name).modes[-1]))]


def test_every_game_declares_the_form_of_its_setup():
    for name in games.names():
        form = getattr(games.rules_of(name), "SETUP_FORM", None)
        assert form is not None, f"{name} declares no SETUP_FORM"
        assert games.setup_problem(fresh(name).setup) is None


@pytest.mark.parametrize("name,mode", CASES)
def test_unknown_fields_and_options_are_refused(tmp_path, name, mode):
    game = fresh(name, mode)
    refused(tmp_path, game, {**game.setup, "zzz": 1}, "setup.zzz")
    if isinstance(game.setup.get("options"), dict):
        setup = json.loads(json.dumps(game.setup))
        setup["options"]["zzz"] = 1
        refused(tmp_path, game, setup, "setup.options.zzz")


@pytest.mark.parametrize("name,mode", CASES)
def test_options_of_the_wrong_kind_or_range_are_refused(tmp_path, name, mode):
    game = fresh(name, mode)
    for key, value in game.setup.get("options", {}).items():
        for bad in bad_values(value):
            setup = json.loads(json.dumps(game.setup))
            setup["options"][key] = bad
            refused(tmp_path, game, setup, f"setup.options.{key}")


@pytest.mark.parametrize("name,mode", CASES)
def test_setup_fields_of_the_wrong_kind_or_missing_are_refused(tmp_path, name, mode):
    game = fresh(name, mode)
    for key, value in game.setup.items():
        if key in ("options", "ruleset"):
            continue
        setup = {k: v for k, v in game.setup.items() if k != key}
        if key != "names":    # a game may be made without names
            refused(tmp_path, game, setup, f"setup.{key}")
        for bad in bad_values(value):
            if key == "seed" and type(bad) is int:
                continue    # any 64-bit seed deals some island
            refused(tmp_path, game, {**game.setup, key: bad}, f"setup.{key}")


@pytest.mark.parametrize("name,mode", CASES)
def test_more_names_than_seats_are_refused(tmp_path, name, mode):
    seats = games.game_type(name).seat_count(mode)
    game = fresh(name, mode)
    for names in (["Ann"] * (seats + 1), [7] * seats, ["A" * 65] * seats, "Ann"):
        refused(tmp_path, game, {**game.setup, "names": names}, "setup.names")
    with pytest.raises(ValueError):
        games.rules_of(name).new_match(name, mode, 5, ["Ann"] * (seats + 1))


@pytest.mark.parametrize("name", games.names())
def test_a_mode_the_game_does_not_have_is_refused(tmp_path, name):
    game = fresh(name)
    for mode in ("9", 4, None, "x" * 5000):
        refused(tmp_path, game, {**game.setup, "mode": mode}, "setup.mode")


@pytest.mark.parametrize("name", games.names())
def test_unknown_options_given_to_a_new_game_are_refused(name):
    with pytest.raises(ValueError, match="zzz"):
        games.rules_of(name).new_match(name, games.game_type(name).modes[0], 5,
                                       options={"zzz": 1})


# ----- the reproductions (each loaded, or was accepted, before the setups were checked) --


@pytest.mark.parametrize("value", ["50", "x", [1], None, 10**15, -1, 0.5, True])
def test_archipelago_stall_rounds_not_a_count_is_refused_on_loading(tmp_path, value):
    """A save whose stall_rounds is not a whole number from 0 to 1000 (docs/rules-
    archipelago.md "Anti-stall") loaded and then died, or changed the game, at the first
    turn's end; it is refused, naming the option."""
    game = games.rules_of("archipelago").new_match("archipelago", "2", 42, options={"island": "1"})
    setup = json.loads(json.dumps(game.setup))
    setup["options"]["stall_rounds"] = value
    problem = refused(tmp_path, game, setup, "setup.options.stall_rounds")
    assert "0 to 1000" in problem


def test_card_game_save_with_fewer_names_than_players_is_refused(tmp_path):
    """A 3-player card game naming one player: the load list called it damaged, but
    loading accepted it and the play screen died on the missing names."""
    game = fresh("card-game", "3")
    problem = refused(tmp_path, game, {**game.setup, "names": ["Ann"]}, "setup.names")
    assert "exactly 3" in problem


def test_card_game_with_more_names_than_players_is_refused():
    with pytest.raises(ValueError, match="5 names"):
        games.rules_of("card-game").new_match("card-game", "4", 1, ["A", "B", "C", "D", "E"])


def test_card_game_first_game_option_is_true_or_false():
    with pytest.raises(ValueError, match="first_game"):
        games.rules_of("card-game").new_match("card-game", "4", 1, options={"first_game": "yes"})


@pytest.mark.parametrize("extra", [{"zzz": 1}, {"den": "G2"}])
def test_archipelago_unknown_setup_fields_are_refused(tmp_path, extra):
    game = games.rules_of("archipelago").new_match("archipelago", "2", 42)
    key = next(iter(extra))
    refused(tmp_path, game, {**game.setup, **extra}, f"setup.{key}")


def test_a_refusal_quotes_a_long_value_cut_short(tmp_path):
    game = fresh("archipelago", "2")
    setup = json.loads(json.dumps(game.setup))
    setup["options"]["island"] = "9" * 5000
    problem = refused(tmp_path, game, setup, "setup.options.island")
    assert "…" in problem and "9" * 100 not in problem


def test_card_game_save_with_a_first_game_option_is_refused(tmp_path):
    """A new game turns ``first_game`` into its island count; a save holding it (here
    "yes") is not one the game wrote."""
    game = fresh("card-game", "3")
    setup = json.loads(json.dumps(game.setup))
    setup["options"]["first_game"] = "yes"
    refused(tmp_path, game, setup, "setup.options.first_game")
