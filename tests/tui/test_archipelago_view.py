"""Jackal Archipelago beside and after play: watching a game another window
plays (read-only, only what a spectator may know: RULINGS-ARCHIPELAGO.md keeps a face-down
tile's face and a lighthouse look private), the replay viewer (step and jump, the log in
step, the map as it was), the load list's ``v`` and the results naming the island.
"""

from __future__ import annotations

import random
from pathlib import Path

from textual.widgets import Static
from tiers import budget

from jackal_tui import persistence
from jackal_tui.games.archipelago import match_from_setup, new_match
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.screens.replay import ReplayScreen
from jackal_tui.tui.screens.watch import WatchScreen
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.opening import InUseScreen
from jackal_tui.tui.screens.replay import ReplayLog
from jackal_tui.tui.seats import set_seats
from jackal_tui.tui.archipelago.map import ArchipelagoMap
from jackal_tui.tui.archipelago.view import public_copy

from .test_saves_per_game import settle, wait_for
from .waiting import until

SIZE = (80, 24)


def played_game(count: int, *, end: bool = False, island: str = "2", seed: int = 7):
    """Two humans on ``island``, ``count`` actions chosen at random (seed 3) but never a
    proposal to end; ``end``: then White proposes and Black agrees, so the island ends."""
    game = new_match(mode="2", seed=seed, options={"island": island})
    set_seats(game, ["human", "human"])
    rng = random.Random(3)
    for _ in range(count):
        if game.is_over():
            break
        legal = game.legal_actions()
        game.play(rng.choice([a for a in legal if a.kind != "propose"] or legal))
    if end:
        while not game.is_over():
            legal = game.legal_actions()
            game.play(next((a for a in legal if a.kind in ("propose", "agree")),
                           next((a for a in legal if a.kind != "refuse"), legal[0])))
    return game


def screen_text(screen) -> str:
    parts = [str(w.render()) for w in screen.query(Static)]
    parts += [str(m.render()) for m in screen.query(ArchipelagoMap)]
    parts += [str(log.render()) for log in screen.query(ReplayLog)]
    return "\n".join(parts)


def map_of(screen) -> ArchipelagoMap:
    return screen.query_one(ArchipelagoMap)


# ----- watching ---------------------------------------------------------------------------


async def test_watching_an_archipelago_game_another_app_plays_shows_its_new_action(
        app_factory, other_app):
    """An Archipelago game played by a real app in another process: the second app is
    told it is in use, watches it (before, ``_watching`` sent it to the island games'
    WatchScreen, which cannot draw it), sees the next action the other app saves,
    refuses every key that would play, says why, and writes nothing."""
    child = other_app("table_app_in_child.py", "archipelago")
    word, count, save = child.says()
    assert (word, count) == ("played", "2")
    save = Path(save)
    app = app_factory(continue_last=True)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, InUseScreen)
        await pilot.press("w")
        await settle(app, pilot)
        watch = app.screen
        assert isinstance(watch, WatchScreen) and watch.game.action_count == 2
        text = screen_text(watch)
        assert "WATCHING" in text and "island 2" in text
        second = watch.game.log()[1]
        assert f"2. {second}"[:20] in " ".join(text.split())
        await pilot.press("enter", "a", "u")  # refused: nothing is played here
        assert watch.game.action_count == 2
        assert any("You are watching" in n.message for n in app._notifications)
        await pilot.press("v")  # not over: no results, and it says why
        assert app.screen is watch
        assert any("has not ended" in n.message for n in app._notifications)
        child.go()
        assert child.says()[:2] == ["played", "3"]
        await wait_for(pilot, lambda: watch.game.action_count == 3, "the map follows")
        await pilot.pause()
        third = watch.game.log()[2]
        assert f"3. {third}"[:20] in " ".join(screen_text(watch).split())
        assert persistence.load_game(save).action_count == 3
        child.go()
        assert child.says() == ["done"]  # the child left its table: it let go
        await wait_for(pilot, lambda: watch.let_go, "the watcher sees the game free")
        await pilot.pause()
        assert "t takes it over" in screen_text(watch)
    child.go()
    assert child.process.wait(timeout=120) == 0
    assert persistence.load_game(save).action_count == 3  # the watcher wrote nothing


async def test_the_watch_screen_never_shows_a_face_down_face(app_factory, data_dir):
    """At every action of a game followed by the watch screen, what it shows is the same
    whatever the face-down tiles are and whatever each crew has looked at with the
    lighthouse (each face replaced by another tile, every tile marked looked-at):
    nothing private reaches the screen."""
    from jackal_tui.session import Session

    total = 60
    first = played_game(0)
    saves = persistence.GameFile.for_new_game(first, data_dir, name="watched")
    path = saves.write(first)
    app = app_factory()
    try:
        async with app.run_test(size=SIZE) as pilot:
            watch = WatchScreen(Session.watching(played_game(0), path))
            app.push_screen(watch)
            await pilot.pause()
            opened = 0
            for k in range(0, total + 1, budget(quick=3, thorough=1)):  # quick: every third
                game = played_game(k)
                watch.show_game(game) if k else watch.redraw()
                await pilot.pause()
                text = screen_text(watch)
                s = watch.game.state
                down = [c for c in s.board.land if not s.up[c]]
                opened = len(s.board.land) - len(down)
                faces = [s.tiles[c] for c in down]
                for c, face in zip(down, faces[1:] + faces[:1]):  # each face moved on
                    s.tiles[c] = "balloon" if face != "balloon" else "empty"
                s.known = [set(s.board.land) for _ in s.known]
                s._key_cache = None
                watch.redraw()
                await pilot.pause()
                assert screen_text(watch) == text, k
            assert opened > 5  # tiles were turned up on the way: the screen had faces to show
    finally:
        saves.close()


# ----- the replay viewer ------------------------------------------------------------------


async def test_the_replay_steps_with_the_state_of_the_replayed_match(app_factory):
    """From the results (v, the final map): Home, then → through every action and ← back through some,
    PgDn to the next turn: at each step the map shows the state of the match replayed to
    that action (match_from_setup with the events of its first k actions; the public copy
    but at the finished game's last action), and the log ends at that action, marked."""
    game = played_game(50, end=True)
    assert game.is_over()
    count = game.action_count
    starts = [i for i, ev in enumerate(game.events) if ev[0] == "act"] + [len(game.events)]
    log = game.log()

    def replayed_hash(k: int) -> str:
        """The hash of what a spectator may know of the match replayed to action k; at
        the last action of the finished game, the whole island (its tiles never found
        shown)."""
        state = match_from_setup(game.setup, game.events[:starts[k]]).state
        return (state if k == count else public_copy(state)).state_hash()

    app = app_factory(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        await pilot.press("v")  # the final map (r starts the replay from the first action)
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.at == count
        assert map_of(replay).state.state_hash() == game.state.state_hash()
        assert map_of(replay).unfound  # the end: what nobody turned up shows
        await pilot.press("home")
        await pilot.pause()
        assert replay.at == 0 and map_of(replay).state.state_hash() == replayed_hash(0)
        assert "Before the first action" in str(replay.query_one(ReplayLog).render())
        hashes = set()
        steps, back = budget(quick=20, thorough=count), budget(quick=8, thorough=19)
        for k in range(1, steps + 1):
            await pilot.press("right")
            await pilot.pause()
            assert replay.at == k
            assert map_of(replay).state.state_hash() == replayed_hash(k), k
            hashes.add(map_of(replay).state.state_hash())
            rendered = str(replay.query_one(ReplayLog).render())
            last = [line for line in rendered.splitlines() if line.startswith("▶")]
            assert len(last) == 1 and log[k - 1][:8] in last[0], k
        assert len(hashes) == steps  # every action changed the position shown
        for k in range(steps - 1, steps - back - 1, -1):
            await pilot.press("left")
            await pilot.pause()
            assert replay.at == k and map_of(replay).state.state_hash() == replayed_hash(k), k
        await pilot.press("home", "pagedown")
        await pilot.pause()
        turns = [match_from_setup(game.setup, game.events[:starts[k]]).state.turns
                 for k in range(count + 1)]
        first = next(k for k in range(1, count) if turns[k] > turns[k - 1])
        assert replay.at == first
        assert map_of(replay).state.state_hash() == replayed_hash(first)
        await pilot.press("pageup")
        await pilot.pause()
        assert replay.at == 0


async def test_the_replay_never_draws_a_face_down_face(app_factory):
    """The replay of a game in progress draws a face-down tile by its back: the map and
    the panel read the same whatever the faces of the tiles not yet turned up."""
    game = played_game(40)
    app = app_factory(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        replay = ReplayScreen(game, at=20)
        app.push_screen(replay)
        await pilot.pause()
        text = screen_text(replay)
        s = map_of(replay).state
        down = [c for c in s.board.land if not s.up[c]]
        assert down
        for c in down:
            s.tiles[c] = "balloon" if s.tiles[c] != "balloon" else "empty"
        s.known = [set(s.board.land) for _ in s.known]
        map_of(replay).refresh()
        await pilot.pause()
        assert screen_text(replay) == text


async def test_the_load_list_opens_an_archipelago_replay(app_factory, data_dir):
    """v on an Archipelago save in the load list opens its replay at the start (before,
    the list said the replay steps only through the island games and the card game)."""
    game = played_game(12)
    persistence.save_game(game, name="Reef", data_dir=data_dir)
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("v")
        await settle(app, pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert replay.at == 0 and replay.steps.count == 12
        assert "Replay: Reef" in screen_text(replay) and "island 2" in screen_text(replay)
        await pilot.press("end")
        await pilot.pause()
        assert map_of(replay).state.state_hash() == public_copy(game.state).state_hash()
        assert "As far as it was played" in screen_text(replay)


# ----- the results ------------------------------------------------------------------------


async def test_the_results_name_the_island(app_factory):
    """The results say which island ended (before, only "The island has ended")."""
    for island, words in (("2", "island 2"), ("free", "free island")):
        game = played_game(6, end=True, island=island)
        app = app_factory(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, ResultsScreen)
            assert f"The island has ended ({words})" in screen_text(app.screen)


async def test_a_replay_and_a_watch_too_small_say_what_size_they_need(app_factory, data_dir):
    """As the table does: a terminal smaller than the map at its smallest cells beside a
    24-column panel (island 2: 32 + 1 + 24 = 57 columns; 15 lines) shows what size is
    needed instead of a cut-off map, and the map again once the window is larger."""
    from jackal_tui.session import Session

    game = played_game(20, end=True)
    app = app_factory(game=game)
    async with app.run_test(size=(50, 14)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        notice = replay.query_one("#table-too-small")
        assert notice.display and "57x15" in str(notice.render())
        assert not replay.query_one("#table-body").display
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not notice.display, "the notice to go")
        assert replay.query_one("#table-body").display
    saves = persistence.GameFile.for_new_game(played_game(0), data_dir, name="watched")
    path = saves.write(played_game(0))
    try:
        app = app_factory()
        async with app.run_test(size=(50, 14)) as pilot:
            watch = WatchScreen(Session.watching(played_game(0), path))
            app.push_screen(watch)
            await pilot.pause()
            assert watch.query_one("#table-too-small").display
            assert "57x15" in str(watch.query_one("#table-too-small").render())
    finally:
        saves.close()
