"""The new-game form: ⏎ in a field moves on instead of starting a 4-player game,
the form remembers the last choices (a damaged file is ignored), the chosen option reads
without colour, and the end settings and practice are offered."""

from __future__ import annotations

import json
import os

import pytest

from jackal_tui.tui.classic.screen import GameScreen
from jackal_tui.tui.screens.new_game import MarkedBox, MarkedChoice, NewGameScreen
from jackal_tui.tui.settings import SETTINGS_FILE, FormChoices, load_choices


async def open_form(app, pilot) -> NewGameScreen:
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


def notices(app) -> list[str]:
    return [n.message for n in app._notifications]


async def test_enter_in_a_name_field_moves_on_and_never_starts_a_game(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#name-0").focus()
        await pilot.press(*"Ann", "enter")
        assert isinstance(app.screen, NewGameScreen)  # the bug: a 4-player game began here
        visited = [app.focused.id]
        for _ in range(7):
            await pilot.press("enter")
            assert isinstance(app.screen, NewGameScreen)
            visited.append(app.focused.id)
        assert visited == ["name-1", "name-2", "name-3", "seed", "early-end", "stall",
                           "practice", "start"]
        # ⏎ on a check box moved on without ticking it
        assert form.query_one("#early-end", MarkedBox).value is True
        assert form.query_one("#practice", MarkedBox).value is False
        await pilot.press("enter")  # on Start: now the game begins
        assert isinstance(app.screen, GameScreen)
        assert app.screen.game.state.names[0] == "Ann"  # focus selects the name: typed over


async def test_enter_skips_the_names_a_mode_hides(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await pilot.press("down", "down", "down", "down", "enter")  # 2 players, one crew each
        form.query_one("#name-1").focus()
        await pilot.press("enter")
        assert app.focused.id == "seed"


async def test_the_form_remembers_the_last_choices(app_factory, data_dir):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await pilot.press("down", "down", "down", "down", "enter")  # 2 players, one crew each
        form.query_one("#ruleset").focus()
        await pilot.press("down", "enter")  # Treasure Island
        form.query_one("#name-1").value = "Morgan"
        form.query_one("#kind-1").value = "strong"
        form.query_one("#early-end", MarkedBox).value = False
        form.query_one("#stall").value = "20"
        form.query_one("#practice", MarkedBox).value = True
        form.query_one("#seed").value = "777"
        await pilot.press("ctrl+s")
        game = app.screen.game
        assert game.setup["ruleset"] == "treasure-island" and game.setup["mode"] == "2-light"
        assert game.setup["options"]["early_end"] is False
        assert game.setup["options"]["stall_rounds"] == 20
        assert game.setup["practice"] is True and game.setup["seats"] == ["human", "strong"]

    saved = json.loads((data_dir / SETTINGS_FILE).read_text())
    assert saved["mode"] == "2-light" and saved["names"][1] == "Morgan"
    assert not [p for p in data_dir.iterdir() if p.name.endswith(".tmp")]  # written atomically

    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        assert form.mode == "2-light"
        assert form.query_one("#mode").pressed_button.name == "2-light"
        assert form.query_one("#ruleset").pressed_button.name == "treasure-island"
        assert form.query_one("#name-1").value == "Morgan"
        assert form.query_one("#kind-1").value == "strong"
        assert form.query_one("#early-end", MarkedBox).value is False
        assert form.query_one("#stall").value == "20"
        assert form.query_one("#practice", MarkedBox).value is True
        assert form.query_one("#seed").value != "777"  # a new island each time
        assert not form.query_one("#seat-2").display  # the mode's seats, not four


@pytest.mark.parametrize("content", [
    b"{not json",
    b"\xff\xfe garbage",
    b"[1, 2, 3]",
    json.dumps({"mode": "9", "ruleset": 3, "names": "Anne", "seats": ["chess"],
                "early_end": "no", "stall_rounds": -4, "practice": 1}).encode(),
    json.dumps({"stall_rounds": True, "names": [None, "", "\x1b[31mRed", 7]}).encode(),
    b"[" * 100000,
])
async def test_a_damaged_choices_file_is_ignored(app_factory, data_dir, content):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / SETTINGS_FILE).write_bytes(content)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        assert form.mode == "4"
        assert form.query_one("#ruleset").pressed_button.name == "classic"
        assert form.query_one("#early-end", MarkedBox).value is True
        assert form.query_one("#stall").value == "50"
        assert form.query_one("#practice", MarkedBox).value is False
        assert form.query_one("#kind-0").value == "human"
        await pilot.press("ctrl+s")  # and starting replaces it with a sound one
        assert isinstance(app.screen, GameScreen)
    assert load_choices(data_dir) == FormChoices()


def test_a_choices_file_keeps_its_sound_fields():
    choices = FormChoices.from_json({"mode": "3", "stall_rounds": "x", "names": ["Flint", 5]})
    assert choices.mode == "3" and choices.stall_rounds == 50
    assert choices.names == ["Flint", "Bart", "Calico", "Dampier"]


async def test_a_choices_path_that_is_a_folder_neither_crashes_nor_blocks(app_factory,
                                                                          data_dir):
    (data_dir / SETTINGS_FILE).mkdir(parents=True)
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_form(app, pilot)
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, GameScreen)  # the game starts all the same
        assert any("not kept for next time" in m for m in notices(app))


async def test_the_chosen_option_reads_without_colour(app_factory, monkeypatch):
    """NO_COLOR (and 16 colours) drew ``▐●▌`` on every option: the shape must differ."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        marks = {button.name: str(button.render()) for button in form.query(MarkedChoice)}
        assert marks["classic"].startswith("(●)")
        assert marks["treasure-island"].startswith("( )")
        assert marks["4"].startswith("(●)")
        assert all(marks[m].startswith("( )") for m in ("4-teams", "3", "2", "2-light"))
        assert str(form.query_one("#early-end").render()).startswith("[x]")
        assert str(form.query_one("#practice").render()).startswith("[ ]")
        form.query_one("#mode").focus()
        await pilot.press("down", "enter")
        assert str(form.query_one("#mode").pressed_button.render()).startswith("(●)")
        four = next(b for b in form.query(MarkedChoice) if b.name == "4")
        assert str(four.render()).startswith("( )")
        form.query_one("#practice").focus()
        await pilot.press("space")  # Space ticks a box
        assert str(form.query_one("#practice").render()).startswith("[x]")


@pytest.mark.parametrize("typed,rounds", [("off", 0), ("0", 0), ("", 0), ("7", 7),
                                          ("999", 999)])
async def test_the_anti_stall_limit_on_the_form(app_factory, typed, rounds):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#stall").value = typed
        await pilot.press("ctrl+s")
        assert app.screen.game.setup["options"]["stall_rounds"] == rounds


async def test_a_bad_anti_stall_limit_is_refused_with_the_reason(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        form = await open_form(app, pilot)
        for typed in ("soon", "-3", "1000"):
            form.query_one("#stall").value = typed
            form.query_one("#seed").focus()
            app.clear_notifications()
            await pilot.press("ctrl+s")
            assert app.screen is form, typed  # no game, the form stays with what was typed
            assert app.focused.id == "stall", typed
            assert any("Anti-stall limit" in m and typed in m for m in notices(app)), typed


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_choices_path_that_is_a_pipe_is_not_waited_on(data_dir):
    """Opening a FIFO for reading would wait for a writer forever: it is not even opened."""
    data_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(data_dir / SETTINGS_FILE)
    assert load_choices(data_dir) == FormChoices()


# The form refuses what a save could not keep (persistence/save-schema.json: a seed that
# fits in 64 bits, names of at most 64 characters without control characters), with the
# reason, so that no game is started whose save would never load. Typing is capped by the
# fields' lengths; these values come in by pasting or from code.
REFUSED = [
    ("#seed", str(2**63), "The seed must be a whole number from"),
    ("#seed", str(-2**63 - 1), "The seed must be a whole number from"),
    ("#name-0", "x" * 65, "White's name: a player name has at most 64 characters"),
    ("#name-1", "a\tb", "Yellow's name: a player name may not hold control characters"),
]


async def test_a_seed_or_name_a_save_cannot_keep_is_refused(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        form = await open_form(app, pilot)
        for field, value, words in REFUSED:
            kept = form.query_one(field).value
            form.query_one(field).value = value
            form.query_one("#stall").focus()
            app.clear_notifications()
            await pilot.press("ctrl+s")
            assert app.screen is form, value  # no game started
            assert app.focused.id == field[1:], value
            assert any(words in m for m in notices(app)), value
            form.query_one(field).value = kept


async def test_the_field_with_the_keys_reads_without_colour(app_factory, monkeypatch):
    """NO_COLOR drops the backgrounds Textual marks focus with, so a player could not tell
    which field the arrow keys would change (seen in tmux, 2026-11-27): the focused field's
    label is reversed, the option under the cursor underlined, and only there."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)

        def reversed_labels() -> list[str]:
            return [row.id for row in form.query(".form-row")
                    if row.display and row.query(".form-label")
                    and row.query(".form-label").first().rich_style.reverse]

        def underlined() -> list[str]:
            out = []
            for choice in form.query(MarkedChoice):
                style = choice.get_visual_style("toggle--label")
                if choice.display and style.underline:
                    out.append(choice.name)
            return out

        assert app.focused.id == "mode"  # the form opens on the players
        assert reversed_labels() == ["mode-row"]
        assert underlined() == ["4"]
        await pilot.press("down")
        assert underlined() == ["4-teams"]
        form.query_one("#name-1").focus()
        await pilot.pause()
        assert reversed_labels() == ["seat-1"]
        assert underlined() == []  # no choice has the keys: no cursor anywhere
        form.query_one("#ruleset").focus()
        await pilot.pause()
        assert reversed_labels() == ["ruleset-row"]
        assert underlined() == ["classic"]
