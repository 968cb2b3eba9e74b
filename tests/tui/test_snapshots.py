"""Screenshots of every screen, compared with the SVGs in __snapshots__/.

Update with ``pytest tests/tui --snapshot-update`` only after looking at the new images.
"""

from __future__ import annotations

import json
import os

from textual.worker import WorkerCancelled

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.tui import NewGame
from jackal_tui.tui.seats import set_seats

from .positions import (
    ENDGAME, SHOWCASE, TI_CAVES, TI_EARTHQUAKE, TI_LIGHTHOUSE, TI_SHOWCASE, TI_SMOKE,
)
from .test_play import move_cursor_to
from .test_treasure_island import go

NAMES4 = ("Anne", "Bart", "Calico", "Dampier")


def four_players() -> NewGame:
    return NewGame(mode="4", seed=1, names=NAMES4)


# ----- title and forms ------------------------------------------------------------------------


def test_title(snap_compare, app_factory):
    assert snap_compare(app_factory(), terminal_size=(80, 24))


def test_new_game_form(snap_compare, app_factory, monkeypatch):
    import jackal_tui.tui.screens.new_game as new_game

    monkeypatch.setattr(new_game.random, "randrange", lambda *a: 424242)  # the seed shown
    assert snap_compare(app_factory(), press=["n"], terminal_size=(80, 24))


def test_new_game_form_two_players(snap_compare, app_factory, monkeypatch):
    import jackal_tui.tui.screens.new_game as new_game

    monkeypatch.setattr(new_game.random, "randrange", lambda *a: 424242)
    # Mode list: down three times to "2 players, two crews each", select with enter.
    assert snap_compare(app_factory(), press=["n", "down", "down", "down", "enter"],
                        terminal_size=(80, 24))


# ----- the game -------------------------------------------------------------------------------


def test_game_80x24(snap_compare, app_factory):
    # W1 goes ashore (opens G2) and White's ship is selected with its targets.
    app = app_factory(new_game=four_players())
    assert snap_compare(app, press=["enter", "up", "enter", "a", "enter"], terminal_size=(80, 24))


def test_game_120x40(snap_compare, app_factory):
    app = app_factory(new_game=four_players())
    assert snap_compare(app, press=["enter", "up", "enter", "a", "enter", "tab"],
                        terminal_size=(120, 40))


def test_chain_decision(snap_compare, app_factory):
    async def step_onto_arrow(pilot):
        await move_cursor_to(pilot, "G3")
        await pilot.press("enter")
        await move_cursor_to(pilot, "G4")
        await pilot.press("enter")

    app = app_factory(game=Game.from_position(SHOWCASE))
    assert snap_compare(app, run_before=step_onto_arrow, terminal_size=(80, 24))


def test_tiles_showcase_120x40(snap_compare, app_factory):
    async def select_coin_carrier(pilot):
        await move_cursor_to(pilot, "E5")
        await pilot.press("enter", "c")

    app = app_factory(game=Game.from_position(SHOWCASE))
    assert snap_compare(app, run_before=select_coin_carrier, terminal_size=(120, 40))


def test_too_small(snap_compare, app_factory):
    assert snap_compare(app_factory(new_game=four_players()), terminal_size=(60, 18))


# ----- help, load, results ----------------------------------------------------------------------


def test_help(snap_compare, app_factory):
    assert snap_compare(app_factory(), press=["question_mark"], terminal_size=(80, 24))


def test_help_how_to_play_in_a_game(snap_compare, app_factory):
    # "How to play" from ? in a treasure-island game: that game's rules and settings.
    app = app_factory(new_game=NewGame(mode="4-teams", seed=1, names=NAMES4,
                                       ruleset="treasure-island"))
    assert snap_compare(app, press=["question_mark"], terminal_size=(80, 24))


def test_tile_page(snap_compare, app_factory):
    # t on the trap at G10: the trap's page, with the tile under the cursor.
    async def trap_page(pilot):
        await move_cursor_to(pilot, "G10")
        await pilot.press("t")

    app = app_factory(game=Game.from_position(SHOWCASE))
    assert snap_compare(app, run_before=trap_page, terminal_size=(80, 24))


def _fixed_save(data_dir, game, name, when, mtime):
    path = persistence.save_game(game, name=name, data_dir=data_dir)
    doc = json.loads(path.read_text())
    doc["saved_at"] = when  # a fixed date keeps the screenshot stable
    path.write_text(json.dumps(doc))
    os.utime(path, (mtime, mtime))
    return path


def saves_for_the_load_screen(data_dir) -> None:
    """Three saves: four players in teams with two computer seats, two humans, a damaged file."""
    game = Game.new(mode="4-teams", seed=9, names=list(NAMES4))
    set_seats(game, ["human", "easy", "human", "strong"])
    for action in ("W1 G1-G2",):
        game.play(action)
    _fixed_save(data_dir, game, "Friday game", "2026-11-20T20:15:00+00:00", 1_700_000_300)
    light = Game.new(mode="2-light", seed=3, names=["Anne", "Dampier"])
    _fixed_save(data_dir, light, "Quick one", "2026-11-19T18:00:00+00:00", 1_700_000_200)
    damaged = persistence.saves_dir(data_dir) / "broken.json"
    damaged.write_text('{"format": "jackal-tui-save", "schema_version": 2, "events": [')
    os.utime(damaged, (1_700_000_100, 1_700_000_100))


async def open_the_load_list(pilot):
    """l, then wait until every save is read (the list reads them in a worker)."""
    await pilot.press("l")
    for _ in range(3):
        try:
            await pilot.app.workers.wait_for_complete()
        except WorkerCancelled:
            pass
        await pilot.pause()


def test_load_screen(snap_compare, app_factory, data_dir):
    saves_for_the_load_screen(data_dir)
    assert snap_compare(app_factory(), run_before=open_the_load_list, terminal_size=(80, 24))


def several_games_for_the_load_list(data_dir) -> None:
    """Five games as the app leaves them, newest first: two in progress, a finished one
    against the strong computer, a game just begun, and an autosave of an older version."""
    saves = persistence.saves_dir(data_dir)
    saves.mkdir(parents=True, exist_ok=True)

    def keep(game, stem, name, when, mtime, game_id):
        path = persistence.save_game(game, path=saves / f"{stem}_{game_id}.json", name=name,
                                     game_id=game_id)
        doc = json.loads(path.read_text())
        doc["saved_at"] = when
        path.write_text(json.dumps(doc))
        os.utime(path, (mtime, mtime))

    evening = Game.new(mode="4", seed=21, names=list(NAMES4))
    set_seats(evening, ["human", "easy", "human", "strong"])
    for _ in range(12):
        evening.play(evening.legal_actions()[0])
    keep(evening, "2026-11-20_1930_classic_4", "Long evening", "2026-11-20T21:40:00+00:00",
         1_700_000_500, "3f9a1c2b")
    island = Game.new(mode="2", seed=22, ruleset="treasure-island", names=["Anne", "Bart"])
    for _ in range(5):
        island.play(island.legal_actions()[0])
    keep(island, "2026-11-19_2000_island_2", "Game 11-19 20:00", "2026-11-19T20:30:00+00:00",
         1_700_000_400, "a41c0e77")
    done = Game.new(mode="2-light", seed=11, stall_rounds=10, names=["Calico", ""])
    set_seats(done, ["human", "strong"])
    while not done.state.over:
        done.play(done.legal_actions()[0])
    keep(done, "2026-11-18_1800_classic_2-light", "Against the crew", "2026-11-18T18:25:00+00:00",
         1_700_000_300, "0b7d55e1")
    begun = Game.new(mode="3", seed=23)
    begun.play(begun.legal_actions()[0])
    keep(begun, "2026-11-17_1200_classic_3", "Game 11-17 12:00", "2026-11-17T12:00:00+00:00",
         1_700_000_200, "9e2f6a30")
    old = Game.new(mode="4-teams", seed=24)
    for _ in range(3):
        old.play(old.legal_actions()[0])
    path = persistence.save_game(old, path=persistence.autosave_path(data_dir), name="Autosave")
    doc = json.loads(path.read_text())
    doc["saved_at"] = "2026-11-10T09:00:00+00:00"
    path.write_text(json.dumps(doc))
    os.utime(path, (1_700_000_100, 1_700_000_100))


def test_load_list_with_several_games(snap_compare, app_factory, data_dir):
    """Every game in the list, in progress and finished, newest first, with the
    rename and delete keys in the footer, at 80x24."""
    several_games_for_the_load_list(data_dir)
    assert snap_compare(app_factory(), run_before=open_the_load_list, terminal_size=(80, 24))


def test_results(snap_compare, app_factory):
    async def bank_last_coin(pilot):
        await move_cursor_to(pilot, "G2")
        await pilot.press("enter", "c")
        await move_cursor_to(pilot, "G1")
        await pilot.press("enter")

    app = app_factory(game=Game.from_position(ENDGAME))
    assert snap_compare(app, run_before=bank_last_coin, terminal_size=(80, 24))


# ----- the treasure-island edition ---------------------------------------------------------------


def test_ti_showcase(snap_compare, app_factory):
    # Bottles in the panel, Ben Gunn, Friday and the Missionary, Y1 lost in a cave, the
    # galleon treasure; W3 selected beside Friday and the Missionary (b offers a bottle).
    async def select_w3(pilot):
        await move_cursor_to(pilot, "H5")
        await pilot.press("enter")

    app = app_factory(game=Game.from_position(TI_SHOWCASE))
    assert snap_compare(app, run_before=select_w3, terminal_size=(80, 24))


def test_ti_cave_choice(snap_compare, app_factory):
    async def into_the_cave(pilot):
        await go(pilot, "F3", "F4")

    app = app_factory(game=Game.from_position(TI_CAVES))
    assert snap_compare(app, run_before=into_the_cave, terminal_size=(80, 24))


def test_ti_earthquake_second_tile(snap_compare, app_factory):
    async def quake_first_pick(pilot):
        await go(pilot, "G2", "G3")
        await move_cursor_to(pilot, "C10")
        await pilot.press("enter")

    app = app_factory(game=Game.from_position(TI_EARTHQUAKE))
    assert snap_compare(app, run_before=quake_first_pick, terminal_size=(80, 24))


async def _four_looks(pilot):
    await go(pilot, "G2", "G3")
    for name in ("C4", "D10", "J9", "K3"):
        await move_cursor_to(pilot, name)
        await pilot.press("enter")
    await pilot.pause()


def test_ti_lighthouse_handover(snap_compare, app_factory):
    app = app_factory(game=Game.from_position(TI_LIGHTHOUSE))
    assert snap_compare(app, run_before=_four_looks, terminal_size=(80, 24))


def test_ti_lighthouse_shown(snap_compare, app_factory):
    async def looks_then_show(pilot):
        await _four_looks(pilot)
        await pilot.press("enter")

    app = app_factory(game=Game.from_position(TI_LIGHTHOUSE))
    assert snap_compare(app, run_before=looks_then_show, terminal_size=(80, 24))


def test_ti_smoke(snap_compare, app_factory):
    async def open_smoke(pilot):
        await go(pilot, "G2", "G3")

    app = app_factory(game=Game.from_position(TI_SMOKE))
    assert snap_compare(app, run_before=open_smoke, terminal_size=(80, 24))


# ----- computer seats ----------------------------------------------------------------------------


def test_new_game_form_computer_seats(snap_compare, app_factory, monkeypatch):
    import jackal_tui.tui.screens.new_game as new_game

    monkeypatch.setattr(new_game.random, "randrange", lambda *a: 424242)
    # Ctrl+O twice: "you against Strong computers".
    assert snap_compare(app_factory(), press=["n", "ctrl+o", "ctrl+o"], terminal_size=(80, 24))


def test_computer_thinking(snap_compare, app_factory, monkeypatch):
    from .test_computers import slow_strong

    slow_strong(monkeypatch)  # thinks until the app closes
    # Anne (human) sends W1 ashore; Bart, a strong computer, is thinking about Yellow's move.
    app = app_factory(new_game=NewGame(mode="4", seed=1, names=NAMES4,
                                       seats=("human", "strong", "easy", "easy")))
    assert snap_compare(app, press=["enter", "up", "enter"], terminal_size=(80, 24))
