"""Paths of the interface that no test noticed when they broke, driven by keys and clicks
and read from the screen: closing the card game's replay with q, the Watch and Copy
buttons of the "open in another window" box, the results of a watched Archipelago game
the other window finished, the card game's undo that needs everyone's agreement, long
names in the Archipelago crews' lines and the galleon treasure banked in the
treasure-island panel.
"""

from __future__ import annotations

import importlib.util
import random
import time
from pathlib import Path

import pytest
from textual.widgets import Static
from textual.worker import WorkerCancelled

from jackal_tui import persistence
from jackal_tui.games.archipelago import new_match as new_archipelago_match
from jackal_tui.games.cards import match_from_position as card_game_from_position
from jackal_tui.games.classic import Game
from jackal_tui.session import set_practice, set_seats
from jackal_tui.tui import NewGame

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("lock_holder",
                                               HERE.parent / "persistence" / "lock_holder.py")
lock_holder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lock_holder)
hold_lock = lock_holder.hold_lock  # another process holding a game's lock: another window


def screen_text(app) -> str:
    """All the text the screen on top shows."""
    return "\n".join(str(w.render()) for w in app.screen.query(Static))


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


async def settle(app, pilot) -> None:
    """Let the workers (reading saves) finish and their results reach the screen."""
    for _ in range(3):
        try:
            await app.workers.wait_for_complete()
        except WorkerCancelled:
            pass
        await pilot.pause()


async def wait_for(pilot, condition, what: str, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"never happened: {what}"
        await pilot.pause(0.1)


def saved(data_dir, game, name: str) -> Path:
    saves = persistence.GameFile.for_new_game(game, data_dir, name=name)
    path = saves.write(game)
    saves.close()
    return path


def save_files(data_dir) -> set[Path]:
    return set((Path(data_dir) / "saves").glob("*.json"))


# ----- the card game's replay ---------------------------------------------------------------

CARD_GAME = """\
card-game 3
names Victor, Susan, Paul
island 1
islands
first 1
phase plan 1
player 1 coins 0 hand left-right up-left rum horse sails
player 2 coins 0 hand red left-right up-down straight sails
player 3 coins 0 hand up-right up-left weapon up-down sails
"""
# Each sailor lays his row; Paul's "done" reveals the three rows.
PLANS = ["lay left-right", "lay up-left", "done",
         "lay red", "lay left-right", "lay up-down", "done",
         "lay up-right", "lay up-left", "done"]


def finished_card_game():
    game = card_game_from_position(CARD_GAME)
    rng = random.Random(5)
    while not game.is_over():
        game.play(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("key", ["q", "escape"])
async def test_q_and_esc_close_the_card_replay(app_factory, key):
    """The results' r opens the replay; q (as Esc) closes it, back to the results."""
    app = app_factory(game=finished_card_game())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        results = app.screen
        assert "Game over" in screen_text(app)
        await pilot.press("r")
        await pilot.pause()
        replay = app.screen
        assert replay is not results and "Replay" in screen_text(app)
        await pilot.press(key)
        await pilot.pause()
        assert app.screen is results
        assert "Game over" in screen_text(app) and "Replay" not in screen_text(app)


# ----- "open in another window": Watch and Copy --------------------------------------------

IN_USE_TITLE = "is open in another window"


@pytest.mark.parametrize("how", ["enter", "click"])
async def test_the_watch_button_watches_the_game(app_factory, data_dir, how):
    """Watch is the button focused at first: Enter, or a click on it, opens the game
    read-only; nothing is written."""
    path = saved(data_dir, Game.new(mode="2-light", seed=8), "Friday")
    before = path.read_bytes()
    app = app_factory(load_path=path)
    with hold_lock(path):
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await settle(app, pilot)
            assert IN_USE_TITLE in screen_text(app)
            if how == "enter":
                await pilot.press("enter")
            else:
                await pilot.click("#watch")
            await settle(app, pilot)
            assert IN_USE_TITLE not in screen_text(app)
            assert "WATCHING" in screen_text(app)
            assert save_files(data_dir) == {path}
    assert path.read_bytes() == before


@pytest.mark.parametrize("how", ["tab enter", "click"])
async def test_the_copy_button_plays_on_in_a_copy(app_factory, data_dir, how):
    """Copy (Tab to it and Enter, or a click) opens a copy of the game to play, in a new
    save; the game in use is untouched."""
    path = saved(data_dir, Game.new(mode="2-light", seed=8), "Friday")
    before = path.read_bytes()
    app = app_factory(load_path=path)
    with hold_lock(path):
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await settle(app, pilot)
            assert IN_USE_TITLE in screen_text(app)
            if how == "click":
                await pilot.click("#copy")
            else:
                await pilot.press("tab", "enter")
            await settle(app, pilot)
            assert IN_USE_TITLE not in screen_text(app)
            assert "WATCHING" not in screen_text(app)
            assert any("You play a copy: Friday (copy)" in n for n in notes(app))
            copies = save_files(data_dir) - {path}
            assert len(copies) == 1
            assert persistence.read_save(copies.pop()).name == "Friday (copy)"
    assert path.read_bytes() == before


async def test_the_back_button_goes_back_without_opening_anything(app_factory, data_dir):
    path = saved(data_dir, Game.new(mode="2-light", seed=8), "Friday")
    app = app_factory(load_path=path)
    with hold_lock(path):
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await settle(app, pilot)
            await pilot.click("#back")
            await settle(app, pilot)
            text = screen_text(app)
            assert IN_USE_TITLE not in text and "WATCHING" not in text
            assert save_files(data_dir) == {path}


# ----- a watched Archipelago game the other window finished ---------------------------------


def archipelago_game(names=("Bartholomew", "Anne")):
    """Two humans on island 2 (seed 7), a few moves in: never a proposal to end."""
    game = new_archipelago_match(mode="2", seed=7, names=list(names),
                                 options={"island": "2"})
    set_seats(game, ["human", "human"])
    rng = random.Random(3)
    for _ in range(12):
        legal = game.legal_actions()
        game.play(rng.choice([a for a in legal if a.kind != "propose"] or legal))
    return game


def ended(game):
    """``game`` after White proposes to end the island and Black agrees."""
    while not game.is_over():
        legal = game.legal_actions()
        game.play(next((a for a in legal if a.kind in ("propose", "agree")),
                       next((a for a in legal if a.kind != "refuse"), legal[0])))
    return game


async def test_a_watched_archipelago_game_finished_elsewhere_shows_its_results(
        app_factory, data_dir):
    """The other window ends the island and saves: the watcher's map follows, says the
    island has ended, and v shows the results of the game as that window finished it."""
    game = archipelago_game()
    path = saved(data_dir, game, "Isles")
    app = app_factory(load_path=path)
    with hold_lock(path):
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await settle(app, pilot)
            await pilot.press("w")
            await settle(app, pilot)
            assert "WATCHING" in screen_text(app)
            assert_names_cut_to_eight(screen_text(app))
            await pilot.press("v")  # not over yet: no results, and it says why
            await pilot.pause()
            assert "WATCHING" in screen_text(app)
            assert any("has not ended" in n for n in notes(app))
            # the other window ends the island and saves
            persistence.save_game(ended(game), path=path, name="Isles",
                                  game_id=persistence.read_save(path).game_id)
            await wait_for(pilot, lambda: "The island has ended" in screen_text(app),
                           "the watcher sees the island end")
            await pilot.press("v")
            await pilot.pause()
            text = screen_text(app)
            assert "WATCHING" not in text
            assert "The island has ended (island 2)" in text
            assert "every player agreed to end the island" in text
            assert "Bartholomew and Anne win with 0 coins banked" in text
            # the 12 moves the watcher saw, then the proposal and the agreement
            assert game.action_count == 14 and "14 actions" in text


# ----- long names in the Archipelago crews' lines -------------------------------------------


def assert_names_cut_to_eight(text: str) -> None:
    """The crews' lines show Bartholomew as "Bartholo" (8 letters), then his coins in the
    same column as Anne's."""
    white = next(line for line in text.splitlines() if "W Bartholo" in line)
    black = next(line for line in text.splitlines() if "B Anne " in line)
    assert "W Bartholo $" in white and "Bartholom" not in white
    assert white.index("$") == black.index("$")


async def test_names_longer_than_eight_letters_in_the_archipelago_panel(app_factory):
    app = app_factory(new_game=NewGame(ruleset="archipelago", mode="2", seed=3, island="2",
                                       names=("Bartholomew", "Anne")))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert_names_cut_to_eight(screen_text(app))


# ----- the galleon treasure banked (treasure-island) ----------------------------------------

GALLEON_BANKED = """\
jackal treasure-island 4
turn W
names Anne, Bart, Calico, Dampier
W1 G3
galleon bank {crew}
"""


@pytest.mark.parametrize("crew, name", [("W", "White"), ("Y", "Yellow"), ("B", "Black"),
                                        ("R", "Red")])
async def test_the_panel_says_which_crew_banked_the_galleon(app_factory, crew, name):
    """docs/notation.md, ``galleon bank W``: the panel's galleon line names the crew."""
    game = Game.from_position(GALLEON_BANKED.format(crew=crew))
    app = app_factory(game=game)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        lines = [line for line in screen_text(app).splitlines() if "Galleon:" in line]
        assert len(lines) == 1 and lines[0].endswith(f"Galleon: banked by {name}")


# ----- the card game's undo of what everyone has seen -----------------------------------------


def revealed_card_game(seats=("human", "human", "human"), practice: bool = False):
    """The example's three rows laid, Paul's "done" revealing them (10 actions)."""
    game = card_game_from_position(CARD_GAME)
    for text in PLANS:
        game.play(text)
    set_seats(game, list(seats))
    set_practice(game, practice)
    assert game.state.revealed and game.action_count == 10
    return game


async def test_undoing_the_reveal_asks_everyone_and_no_keeps_it(app_factory):
    """RULINGS-CARDS.md, undo: taking back what showed hidden cards needs every player's
    agreement. The question names "the last action"; n keeps the game as it is, y takes
    it back and the table says so."""
    game = revealed_card_game()
    app = app_factory(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        await pilot.press("u")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Undo what everyone has seen?" in text
        assert ("Taking back the last action undoes cards drawn or rows revealed: everyone "
                "has seen them. Do all the players agree?") in text
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is table and game.action_count == 10
        assert "taken back" not in screen_text(app)
        await pilot.press("u")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert game.action_count == 9 and not game.state.revealed
        # Paul lays his last card again, in secret: the keyboard is handed to him first
        assert "Pass the keyboard to Paul" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "Last: The last action taken back" in screen_text(app)


async def test_in_practice_the_computers_agree_to_undo_several_actions(app_factory):
    """Victor plays against two computers in a practice game: undo takes back to his last
    decision, 8 actions (Susan's and Paul's rows, the reveal); the question says how many
    and that the computers agree, and the table says how many were taken back."""
    game = revealed_card_game(("human", "easy", "easy"), practice=True)
    app = app_factory(game=game, pace=600)  # the computers wait: nothing moves meanwhile
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert ("Taking back 8 actions undoes cards drawn or rows revealed: everyone has "
                "seen them. Do all the players (the computers agree: practice) agree?") in text
        await pilot.press("y")
        await pilot.pause()
        assert game.action_count == 2
        assert "Last: 8 actions taken back" in screen_text(app)


async def test_outside_practice_the_computers_refuse_and_say_why(app_factory):
    """Against computers, not in practice, undo past the reveal is refused with a notice
    saying why and how to play a practice game."""
    game = revealed_card_game(("human", "easy", "easy"))
    app = app_factory(game=game, pace=600)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        table = app.screen
        await pilot.press("u")
        await pilot.pause()
        assert app.screen is table and game.action_count == 10  # no question, no undo
        assert any(n.startswith("The computers do not agree to take back these moves: "
                                "something hidden was shown in them") and "practice" in n
                   for n in notes(app))
