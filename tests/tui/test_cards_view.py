"""The card game beside and after play: watching a card game another window
plays (read-only, only what a spectator may know), the replay viewer (step and jump,
the log in step, the coins as they were), and the load list's line for a card game.

RULINGS-CARDS.md and the rulebook (seeds/004_0e3c1b021a2b813a.txt, "Planning": the rows
are laid face down and revealed together) make the hands, the deck and a row before its
reveal secret; the hand sizes, coins, islands and the discard public.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from textual.widgets import Static
from tiers import budget

from jackal_tui import persistence
from jackal_tui.games.cards import match_from_setup, new_match
from jackal_tui.tui.cards.table import public_copy
from jackal_tui.tui.screens.results import ResultsScreen
from jackal_tui.tui.screens.replay import ReplayScreen
from jackal_tui.tui.screens.watch import WatchScreen
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.opening import InUseScreen
from jackal_tui.tui.screens.replay import ReplayLog
from jackal_tui.tui.cards.hand import CARD_TITLES

from .test_saves_per_game import settle, wait_for


# A first game (4 islands) of Anne, Bart and Cleo, seed 1, as the easy players chose it
# (written out, so that the game stays the same whatever the players learn): coins won on
# several islands and two visits to Tortuga, which cost a coin each.
PLAYED = (
    "lay horse / lay diagonal / done / lay up-down / lay up-left / lay straight / lay "
    "left-right / done / lay up-left / done / no rum / rum / to b2 / no double / to c1 / "
    "no rum / no rum / to c3 / no double / no double / to b1 / no double / to c1 / no rum / "
    "no rum / sail / sail / tortuga 1 / lay left-right / lay horse / done / lay down-left / "
    "done / no rum / to b4 / no double / to c2 / double / to d4 / no rum / no double / sail "
    "/ sail / tortuga 1 / lay horse / lay down-right / done / lay horse / lay horse / done "
    "/ no rum / to a3 / no double / no rum / to a3 / no double / to c2 / sail / sail / sail "
    "/ lay up-down / done / lay diagonal / lay horse / done / lay blue / lay straight / "
    "done / no rum / no rum / lost / no double / no rum / no rum / to c3 / no double / to "
    "a4 / no rum / no rum / to b2").split(" / ")


def played_game(count: int | None = None):
    game = new_match("card-game", "3", seed=1, names=["Anne", "Bart", "Cleo"],
                     options={"first_game": True})
    for text in PLAYED[:count]:
        game.play(text)
    return game


def screen_text(screen) -> str:
    return "\n".join([str(w.render()) for w in screen.query(Static)]
                     + [str(log.render()) for log in screen.query(ReplayLog)])


def shown_coins(screen) -> list[int]:
    """The coins the players' lines show, in seat order."""
    text = str(screen.query_one("#cards-players", Static).render())
    return [int(c) for c in re.findall(r"(\d+) coins? ", text)]


def secret_titles(game) -> set[str]:
    """The names of the cards in any hand, and in any row not yet revealed."""
    s = game.state
    cards = {c for hand in s.hand for c in hand}
    if not s.revealed:
        cards |= {c for row in s.row for c in row}
    return {CARD_TITLES[c] for c in cards}


#: The quick tier follows every other position of the played game on the watch screen (the
#: thorough tier every one); the replay steps through its first 45 actions, two islands
#: and a visit to Tortuga, and back through 10 (the thorough tier: all 80, back through 29).
WATCH_STRIDE = budget(quick=2, thorough=1)
REPLAY_STEPS = budget(quick=45, thorough=len(PLAYED))
REPLAY_BACK = budget(quick=10, thorough=29)


# ----- what a spectator may see -----------------------------------------------------------


def test_the_public_copy_keeps_no_secret_at_any_point_of_a_game():
    """Every position of a whole game: the copy the watch screen draws from has no card
    in a hand, the deck, the island deck or an unrevealed row, and no seed; what is
    public (coins, hand sizes, revealed rows, the discard) is as in the game."""
    game = new_match("card-game", "4", seed=9, options={"first_game": True})
    rng = random.Random(2)
    while not game.is_over():
        s = game.state
        shown = public_copy(s)
        assert shown.seed == 0 and set(shown.deck) <= {None} and set(shown.islands) <= {None}
        for p in range(s.n):
            assert shown.hand[p] == [None] * len(s.hand[p])
            assert shown.row[p] == (s.row[p] if s.revealed else [None] * len(s.row[p]))
        assert (shown.coins, shown.discard, shown.island) == (s.coins, s.discard, s.island)
        game.play(rng.choice(game.legal_actions()))


def test_a_finished_games_hands_never_tell_a_row_before_its_reveal():
    """With the hands shown (a finished game's viewer), a sailor who has laid cards but
    not yet had them revealed is shown with the hand he held before laying."""
    game = played_game(5)  # Anne and Bart have laid, nothing revealed
    s = game.state
    assert not s.revealed and sum(map(len, s.row)) == 4  # two rows laid, one in progress
    shown = public_copy(s, hands=True)
    for p in range(s.n):
        assert shown.hand[p] == sorted(s.hand[p] + s.row[p])
        assert shown.row[p] == [None] * len(s.row[p])


async def test_watching_a_card_game_another_app_plays_shows_its_new_action(app_factory,
                                                                            other_app):
    """A card game played by a real app in another process: the second app is told it is
    in use, watches it (before, a card game could not be watched), sees the next action
    the other app saves, never a hand or a row not yet revealed, refuses every key that
    would play, and writes nothing."""
    child = other_app("table_app_in_child.py", "card-game")
    word, count, save = child.says()
    assert (word, count) == ("played", "2")
    save = Path(save)
    app = app_factory(continue_last=True)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, InUseScreen)
        await pilot.press("w")
        await settle(app, pilot)
        watch = app.screen
        assert isinstance(watch, WatchScreen) and watch.game.action_count == 2
        text = screen_text(watch)
        assert "WATCHING" in text and "Anne: done; Anne is ready" in text
        assert not any(title in text for title in secret_titles(watch.game))
        await pilot.press("c", "enter", "s")  # refused: nothing is played here
        assert watch.game.action_count == 2
        assert any("You are watching" in n.message for n in app._notifications)
        child.go()
        assert child.says()[:2] == ["played", "3"]
        await wait_for(pilot, lambda: watch.game.action_count == 3, "the table follows")
        await pilot.pause()
        text = screen_text(watch)
        assert "Bart: lays a card" in text and "laying: 1" in text
        assert not any(title in text for title in secret_titles(watch.game))
        assert persistence.load_game(save).action_count == 3
        child.go()
        assert child.says() == ["done"]  # the child left its table: it let go
        await wait_for(pilot, lambda: watch.let_go, "the watcher sees the game free")
        await pilot.pause()
        assert "t takes it over" in screen_text(watch)
    child.go()
    assert child.process.wait(timeout=120) == 0
    assert persistence.load_game(save).action_count == 3  # the watcher wrote nothing


async def test_the_watch_screen_never_shows_a_hand(app_factory, data_dir):
    """At every action of a whole game followed by the watch screen, what it shows is
    the same whatever the hands, the deck and the rows not yet revealed hold (each
    replaced by other cards, the same number): nothing secret reaches the screen. And
    while a player plans, none of the cards he holds is named (the table screen at the
    keyboard shows them to him)."""
    from jackal_tui.session import Session

    game = played_game(0)
    saves = persistence.GameFile.for_new_game(game, data_dir, name="watched")
    path = saves.write(game)
    app = app_factory()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            watch = WatchScreen(Session.watching(played_game(0), path))
            app.push_screen(watch)
            await pilot.pause()
            planning = 0
            for k in range(0, len(PLAYED) + 1, WATCH_STRIDE):
                watch.show_game(played_game(k)) if k else watch.redraw()
                await pilot.pause()
                text = screen_text(watch)
                s = watch.game.state
                if s.phase == "plan" and not s.over:
                    shown = "\n".join(str(watch.query_one(part, Static).render())
                                      for part in ("#watch-status", "#cards-players"))
                    assert not any(CARD_TITLES[c] in shown for c in s.hand[s.decider]), k
                    assert "lays a secret row" in screen_text(watch)
                    planning += 1
                s.hand = [[14 - c for c in hand] for hand in s.hand]  # other cards
                s.deck = list(reversed(s.deck))
                if not s.revealed:
                    s.row = [[8] * len(row) for row in s.row]  # horses
                watch.redraw()
                await pilot.pause()
                assert screen_text(watch) == text, k
            assert planning > 10
    finally:
        saves.close()


# ----- the replay viewer ------------------------------------------------------------------


async def test_the_replay_steps_with_the_coins_and_log_of_the_replayed_match(app_factory):
    """From the results (v, the final table): Home, then → through every action and ← back through some,
    PgDn to the next island: at each step the coins shown are those of the match
    replayed to that action (Match.from_setup with its events), and the log ends at that
    action, marked."""
    game = played_game()
    assert game.is_over()
    starts = [i for i, ev in enumerate(game.events) if ev[0] == "act"] + [len(game.events)]
    log = game.log()

    def replayed_coins(k: int) -> list[int]:
        return match_from_setup(game.setup, game.events[:starts[k]]).state.coins

    app = app_factory(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        await pilot.press("v")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.at == len(PLAYED)
        assert shown_coins(replay) == game.state.coins == [3, 4, 6]
        await pilot.press("home")
        await pilot.pause()
        assert replay.at == 0 and shown_coins(replay) == [0, 0, 0]
        seen = set()
        for k in range(1, REPLAY_STEPS + 1):
            await pilot.press("right")
            await pilot.pause()
            assert replay.at == k
            assert shown_coins(replay) == replayed_coins(k), k
            seen.add(tuple(shown_coins(replay)))
            rendered = str(replay.query_one(ReplayLog).render())
            assert f"▶{k}." in rendered.replace(" ", "")
            # the newest action is the last one shown (its head, if too long to fit)
            assert rendered.splitlines()[-1].rstrip("…").replace(" ", "") in \
                f"▶{k}. {log[k - 1]}".replace(" ", "")
        assert len(seen) > 4  # the coins did move: won on islands, paid in Tortuga
        for k in range(REPLAY_STEPS - 1, REPLAY_STEPS - REPLAY_BACK - 1, -1):
            await pilot.press("left")
            await pilot.pause()
            assert replay.at == k and shown_coins(replay) == replayed_coins(k), k
        await pilot.press("home", "pagedown")
        await pilot.pause()
        first = next(k for k in range(1, len(PLAYED) + 1)
                     if any(ev[0] == "island" for ev in game.events[starts[k - 1]:starts[k]]))
        assert replay.at == first and "Island 2 of 4" in screen_text(replay)
        assert shown_coins(replay) == replayed_coins(first)
        await pilot.press("pageup")
        await pilot.pause()
        assert replay.at == 0


async def test_the_replay_shows_a_row_only_from_its_reveal(app_factory):
    """At a step where rows are laid but not revealed, the viewer says they are secret
    and shows no row; from the reveal on it shows them."""
    game = played_game()
    reveal = next(k for k in range(1, len(PLAYED) + 1) if played_game(k).state.revealed)
    app = app_factory(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        replay = app.screen
        replay.go_to(reveal - 1)
        await pilot.pause()
        area = str(replay.query_one("#cards-area", Static).render())
        rows, hands = area.split("Hands (as before laying):")
        assert rows.strip() == "Rows: laid, secret until the reveal"  # and no row shown
        laid = played_game(reveal - 1).state
        for p in range(laid.n):  # each hand with the cards laid from it still in it
            line = hands.strip().splitlines()[p]
            assert len(line.split()) == 1 + len(laid.hand[p]) + len(laid.row[p])
        replay.go_to(reveal)
        await pilot.pause()
        area = str(replay.query_one("#cards-area", Static).render())
        rows = area.split("Hands")[0].strip().splitlines()
        assert rows[0].startswith("Rows") and "secret until" not in area
        assert len(rows) == 1 + 3  # a line per row laid (all three sail)
        await pilot.press("h")  # the hands hidden
        await pilot.pause()
        assert "Hands" not in str(replay.query_one("#cards-area", Static).render())


async def test_a_game_not_over_replays_without_its_hands(app_factory, data_dir):
    """The load list opens the replay of a card game in progress (v): its hands stay
    secret (the players may play on), and h says why it does nothing."""
    game = played_game(30)
    saves = persistence.GameFile.for_new_game(game, data_dir, name="half")
    saves.write(game)
    saves.close()
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.push_screen(LoadScreen())
        await settle(app, pilot)
        await pilot.press("v")
        await settle(app, pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.at == 0
        await pilot.press("end")
        await pilot.pause()
        assert replay.at == 30 and "As far as it was played" in screen_text(replay)
        text = screen_text(replay)
        assert "Hands" not in text and "secret until the game is over" in text
        await pilot.press("h")
        await pilot.pause()
        assert any("hands stay secret" in n.message for n in app._notifications)
        await pilot.press("right")  # at the end: says why nothing moves
        await pilot.pause()
        assert any("last action" in n.message for n in app._notifications)


# ----- the load list ----------------------------------------------------------------------


async def test_the_load_list_says_which_island_a_card_game_is_on(app_factory, data_dir):
    """A card game's line reads "island k of 10" (of 4 in a first game), not a count of
    actions; a game from a hand-written position says how many islands are left."""
    from .test_cards_app import example

    ten = new_match("card-game", "2", seed=4, names=["Anne", "Bart"])
    rng = random.Random(1)
    while sum(ev[0] == "island" for ev in ten.events) < 2:  # on the third island
        ten.play(rng.choice(ten.legal_actions()))
    for game, name in ((ten, "ten"), (played_game(3), "first"), (played_game(), "over"),
                       (example(), "example")):
        saves = persistence.GameFile.for_new_game(game, data_dir, name=name)
        saves.write(game)
        saves.close()
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(LoadScreen())
        await settle(app, pilot)
        rows = {app.screen.summaries[i].name: app.screen._row(i)
                for i in range(len(app.screen.paths))}
    to_play = {name: f"{game.seat_name(game.current_seat())[0]} to play"
               for game, name in ((ten, "ten"), (played_game(3), "first"))}
    assert rows["ten"][2] == [to_play["ten"], "island 3 of 10"]
    assert rows["first"][2] == [to_play["first"], "island 1 of 4"]
    assert rows["over"][2] == ["over", "island 4 of 4"]
    assert rows["example"][2][1] == "last island"  # the position's island is the last
    assert rows["ten"][1] == ["Cards", "2 players"]
    assert not any("action" in line for row in rows.values() for line in row[2])
