"""The new-game form offers Jackal Archipelago: its players (1, 2, 3, 4, 2 on 2),
the island (1 to 4, free, random; a puzzle card for one player), the boats (recommended or
chosen), names and computer seats; ⏎ moves from field to field; the form remembers the
choices; Start hands the app an Archipelago Match with them.

The game screen is another branch's (arch-app): here ``start_game`` is caught, and the
Match it is handed is checked.
"""

from __future__ import annotations

import json

from jackal_tui.games.archipelago import Match as ArchipelagoMatch
from jackal_tui.games.archipelago.board import ISLANDS
from jackal_tui.tui.screens.new_game import MarkedChoice, NewGameScreen
from jackal_tui.tui.settings import SETTINGS_FILE, load_choices


async def open_form(app, pilot) -> NewGameScreen:
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


def catch_start(app) -> list:
    """Keep the games the form hands to ``start_game`` instead of opening their screen."""
    handed = []
    app.start_game = lambda game, **options: handed.append((game, options))
    return handed


async def choose(pilot, form, radio_set: str, steps: int) -> None:
    """Move down ``steps`` from the first option of a radio set and press ⏎ (by keys)."""
    radio = form.query_one(f"#{radio_set}")
    radio.focus()
    await pilot.pause()
    for _ in range(radio._selected or 0):  # to the first option (the cursor starts on
        await pilot.press("up")             # the chosen one)
    for _ in range(steps):
        await pilot.press("down")
    await pilot.press("enter")
    await pilot.pause()


def shown(form, selector: str) -> bool:
    return form.query_one(selector).display


async def test_the_form_starts_archipelago_on_the_chosen_island(app_factory):
    app = app_factory()
    handed = catch_start(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        assert not shown(form, "#island-row")  # classic first: no island to choose
        await choose(pilot, form, "ruleset", 2)  # Jackal Archipelago
        assert form.ruleset == "archipelago"
        assert shown(form, "#arch-mode-row") and shown(form, "#island-row")
        assert shown(form, "#boats-row")
        assert not shown(form, "#mode-row") and not shown(form, "#end-row")
        await choose(pilot, form, "arch-mode", 2)  # 3 players
        await choose(pilot, form, "island", 2)  # island 3
        await choose(pilot, form, "boats", 1)  # boats chosen on the board
        assert [shown(form, f"#seat-{i}") for i in range(4)] == [True, True, True, False]
        form.query_one("#seed").value = "4242"
        form.query_one("#name-1").value = "Bonny"
        form.query_one("#kind-2").value = "easy"
        await pilot.press("ctrl+s")
        await pilot.pause()
    (game, options), = handed
    assert isinstance(game, ArchipelagoMatch) and options == {"replace": True}
    setup = game.setup
    assert setup["ruleset"] == "archipelago" and setup["mode"] == "3" and setup["seed"] == 4242
    assert setup["options"]["island"] == "3" and setup["options"]["boats"] == "choose"
    assert setup["layout"] == list(ISLANDS["3"][0])  # island 3's own map
    assert game.state.phase == "setup"  # the boats are set up on the board first
    assert [game.seat_name(c) for c in game.seats()] == ["Anne", "Bonny", "Calico"]
    assert setup["seats"] == ["human", "human", "easy"]


async def test_two_on_two_asks_four_names_and_plays_in_teams(app_factory):
    app = app_factory()
    handed = catch_start(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await choose(pilot, form, "ruleset", 2)
        await choose(pilot, form, "arch-mode", 4)  # 2 on 2
        await choose(pilot, form, "island", 5)  # random
        assert [shown(form, f"#seat-{i}") for i in range(4)] == [True] * 4
        await pilot.press("ctrl+s")
        await pilot.pause()
    (game, _), = handed
    assert game.setup["mode"] == "2v2" and game.setup["options"]["island"] == "random"
    assert game.setup["options"]["boats"] == "recommended"
    assert game.state.phase == "act"  # recommended boats: play starts at once
    assert game.state.sides == [(0, 2), (1, 3)]


async def test_one_player_chooses_a_puzzle_card_not_an_island(app_factory):
    app = app_factory()
    handed = catch_start(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await choose(pilot, form, "ruleset", 2)
        await choose(pilot, form, "arch-mode", 0)  # 1 player: a puzzle
        assert shown(form, "#puzzle-row")
        assert not shown(form, "#island-row") and not shown(form, "#boats-row")
        assert not shown(form, "#stall-row")  # a puzzle ends after 30 turns
        assert [shown(form, f"#seat-{i}") for i in range(4)] == [True, False, False, False]
        form.query_one("#puzzle").value = "p7"
        await pilot.press("ctrl+s")
        await pilot.pause()
    (game, _), = handed
    assert game.setup["mode"] == "1" and game.state.island == "p7"
    assert game.setup["goals"] == [[4, 2]]  # card 7's goal: 4 turns, 2 alive (RULINGS)


async def test_enter_moves_through_the_archipelago_fields(app_factory):
    app = app_factory()
    handed = catch_start(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await choose(pilot, form, "ruleset", 2)
        await choose(pilot, form, "arch-mode", 1)  # 2 players
        form.query_one("#name-0").focus()
        visited = []
        for _ in range(5):
            await pilot.press("enter")
            assert not handed  # ⏎ never starts a game from a field
            visited.append(app.focused.id)
        # the two names shown, then the seed, the anti-stall limit (no early end here),
        # practice and Start
        assert visited == ["name-1", "seed", "stall", "practice", "start"]
        await pilot.press("enter")
        await pilot.pause()
    (game, _), = handed
    assert game.setup["mode"] == "2" and game.seats() == (0, 2)


async def test_the_form_remembers_archipelagos_choices_apart_from_classics(app_factory,
                                                                            data_dir):
    app = app_factory()
    catch_start(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await choose(pilot, form, "mode", 4)  # classic: 2 players, one crew each
        await choose(pilot, form, "ruleset", 2)
        await choose(pilot, form, "arch-mode", 4)  # 2 on 2
        await choose(pilot, form, "island", 4)  # free
        await choose(pilot, form, "boats", 1)
        await pilot.press("ctrl+s")
        await pilot.pause()
    saved = json.loads((data_dir / SETTINGS_FILE).read_text())
    assert saved["ruleset"] == "archipelago" and saved["arch_mode"] == "2v2"
    assert saved["island"] == "free" and saved["boats"] == "choose"
    assert saved["mode"] == "4"  # classic's players untouched by Archipelago's "2v2"
    app = app_factory()
    catch_start(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        assert form.ruleset == "archipelago" and form.arch_mode == "2v2"
        assert form.island == "free" and form._pressed("#boats", "") == "choose"
        assert app.focused.id == "arch-mode"


def test_a_damaged_archipelago_choice_is_left_at_its_default(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / SETTINGS_FILE).write_text(json.dumps(
        {"ruleset": "archipelago", "arch_mode": "4-teams", "island": "7", "boats": 3,
         "puzzle": "p11"}))
    choices = load_choices(data_dir)
    assert choices.ruleset == "archipelago"
    assert (choices.arch_mode, choices.island, choices.boats, choices.puzzle) == \
        ("4", "1", "recommended", "p1")


async def test_archipelagos_choices_read_without_colour(app_factory, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await choose(pilot, form, "ruleset", 2)
        await choose(pilot, form, "island", 1)
        marks = {b.name: str(b.render()) for b in form.query("#island MarkedChoice")}
        assert marks["island-2"].startswith("(●)")
        assert all(marks[f"island-{i}"].startswith("( )") for i in ("1", "3", "4", "free"))


def test_snapshot_the_form_with_archipelago_chosen(snap_compare, app_factory, data_dir,
                                                   monkeypatch):
    """80x24: the form as it opens after an Archipelago game on island 2 (remembered)."""
    import jackal_tui.tui.screens.new_game as new_game

    monkeypatch.setattr(new_game.random, "randrange", lambda *a: 424242)  # the seed shown
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / SETTINGS_FILE).write_text(json.dumps(
        {"ruleset": "archipelago", "arch_mode": "3", "island": "2"}))
    assert snap_compare(app_factory(), press=["n"], terminal_size=(80, 24))


def test_the_forms_puzzle_list_marks_the_goals_met_as_the_puzzle_list_does(data_dir):
    """Card 6 has two goals, 4 turns with 2 alive or 5 with all: solved in 5 turns with all
    three alive, its second goal is met (✓) and its first not yet (·); card 1, never solved,
    shows its one goal not met."""
    from jackal_tui.persistence.records import read_records, record_result
    from jackal_tui.tui.screens.new_game import puzzle_label

    record_result(data_dir, 6, turns=5, alive=3)
    records = read_records(data_dir)
    assert puzzle_label("p6", records) == "Card 6 ·✓: 4 turns with 2 alive, or 5 with all"
    assert puzzle_label("p1", records) == "Card 1 ·: 3 turns, all alive"
