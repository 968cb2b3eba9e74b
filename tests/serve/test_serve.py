"""``jackal serve`` over real SSH on loopback: asyncssh clients with a terminal each,
the server in the test's own event loop, a throwaway data folder."""

from __future__ import annotations

import asyncio
import logging
import warnings

import asyncssh
import pytest

from jackal_tui import persistence
from jackal_tui.serve.wire import Line
from jackal_tui.session import deciders

from harness import (Player, authorize, everything, lobby_join, make_key, run, start_server,
                     until)

warnings.filterwarnings("ignore", message=".*DSA.*")


def make_table(server, ruleset="classic", mode="2-light", **choices):
    host = server.authority.arrive("key:host", "host")
    reply = server.authority.op_create(host, {"choices": {"ruleset": ruleset, "mode": mode,
                                                          **choices}})
    assert reply["ok"], reply
    server.authority.leave(host)
    return server.authority.tables[reply["table"]]


def saved_actions(table) -> list[str]:
    return [str(a) for a in persistence.load_game(table.session.save_path).actions]


@pytest.fixture
def keys(tmp_path):
    anne, bart = make_key(), make_key()
    authorize(tmp_path / "authorized_keys", anne, bart)
    return anne, bart


def test_two_seats_play_in_turn_and_screens_and_save_agree(tmp_path, keys):
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        table = make_table(server)
        anne = await Player.login(server.port, "anne", key=keys[0])
        bart = await Player.login(server.port, "bart", key=keys[1])
        try:
            await lobby_join(anne, 0)
            await anne.see("▶ W  White ")
            await lobby_join(bart, 1)
            await bart.see("White's player (at another")
            await anne.press("a")
            await anne.see("All legal actions")
            await anne.press("enter")  # the first: W ship G1-F1
            await bart.see("1. W ship G1-F1")
            await bart.see("▶ B  Black ")
            await anne.see("Black's player (at another")
            await bart.press("a")
            await bart.see("All legal actions")
            await bart.press("enter")
            await until(lambda: table.game.action_count == 2, what="the second action")
            played = [str(a) for a in table.game.actions]
            await anne.see(played[1])
            await bart.see(played[1])
            assert saved_actions(table) == played
        finally:
            await anne.close()
            await bart.close()
            await server.close()

    run(go())


def test_a_crafted_action_for_another_seat_or_out_of_turn_is_refused(tmp_path, keys):
    """Whatever a game process sends, the server plays only the seat's own action on its
    turn at the position it saw: each refusal leaves the game and its file as they were."""
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        table = make_table(server)
        authority = server.authority
        anne = authority.arrive("key:anne", "anne")
        bart = authority.arrive("key:bart", "bart")
        assert authority.op_join(anne, {"table": table.id, "place": 0})["ok"]
        assert authority.op_join(bart, {"table": table.id, "place": 1})["ok"]
        refused = authority.op_join(bart, {"table": table.id, "place": 0})
        assert not refused["ok"] and "anne" in refused["why"]
        before = table.session.save_path.read_bytes()
        line = await asyncio.to_thread(Line, server.socket_path, 10)
        try:
            assert (await asyncio.to_thread(line.ask, {"op": "hello", "ticket": bart.ticket}))["ok"]
            crafted = [  # Bart's process, as if it were tampered with
                {"op": "play", "table": table.id, "seat": 0, "action": "W ship G1-F1", "count": 0},
                {"op": "play", "table": table.id, "seat": 2, "action": "B ship G13-F13", "count": 0},
                {"op": "play", "table": table.id, "seat": "0", "action": "W ship G1-F1", "count": 0},
                {"op": "play", "table": "elsewhere", "seat": 0, "action": "W ship G1-F1", "count": 0},
                {"op": "join", "table": table.id, "place": 0},
                {"op": "nonsense"},
            ]
            for message in crafted:
                reply = await asyncio.to_thread(line.ask, message)
                assert not reply["ok"], (message, reply)
            # Anne's own process: a stale position and an illegal action are refused too
            assert (await asyncio.to_thread(line.ask, {"op": "leave"}))["ok"]
        finally:
            line.close()
        assert not authority.op_play(anne, {"table": table.id, "seat": 0,
                                            "action": "W ship G1-F1", "count": 3})["ok"]
        illegal = authority.op_play(anne, {"table": table.id, "seat": 0,
                                           "action": "W1 G1-G5", "count": 0})
        assert not illegal["ok"] and illegal["why"]
        assert table.game.action_count == 0
        assert table.session.save_path.read_bytes() == before
        assert authority.op_play(anne, {"table": table.id, "seat": 0,
                                        "action": "W ship G1-F1", "count": 0})["ok"]
        assert saved_actions(table) == ["W ship G1-F1"]
        await server.close()

    run(go())


def test_a_wrong_key_or_password_is_refused_and_logged(tmp_path, keys, caplog):
    caplog.set_level(logging.INFO, logger="jackal.serve")

    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        server.authority.logins.set("cora", "parrot-7", "anne")
        stranger = make_key()
        try:
            with pytest.raises(asyncssh.PermissionDenied):
                await Player.login(server.port, "eve", key=stranger)
            with pytest.raises(asyncssh.PermissionDenied):
                await Player.login(server.port, "cora", password="parrot-8")
            cora = await Player.login(server.port, "cora", password="parrot-7")
            await cora.see("you are cora")
            await cora.close()
        finally:
            await server.close()
        logins = (tmp_path / "data" / "serve" / "logins.json").read_text()
        assert "parrot" not in logins  # only a salted hash is kept
        assert oct((tmp_path / "data" / "serve" / "logins.json").stat().st_mode & 0o777) == "0o600"
        assert oct((tmp_path / "data" / "serve" / "host_key").stat().st_mode & 0o777) == "0o600"
        assert server.backoff.failed.get("127.0.0.1") is None  # cora's login cleared it

    run(go())
    said = caplog.text
    assert "login refused: key" in said and "'eve'" in said
    assert "failed login from 127.0.0.1: wrong password for 'cora'" in said
    assert "parrot" not in said


def test_failed_logins_slow_down_that_address():
    from jackal_tui.serve.logins import Backoff

    now = [100.0]
    backoff = Backoff(clock=lambda: now[0])
    waits = []
    for _ in range(6):
        waits.append(backoff.wait_for("10.0.0.9"))
        backoff.fail("10.0.0.9")
    assert waits == [0, 0, 0, 1, 2, 4]
    assert backoff.wait_for("10.0.0.8") == 0  # another address is not slowed
    now[0] += 16 * 60
    assert backoff.wait_for("10.0.0.9") == 0  # a quarter of an hour later: forgiven


def game_processes() -> list[int]:
    """The game processes this test's server started (still running)."""
    import os
    from pathlib import Path

    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes()
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if parent == os.getpid() and b"jackal_tui.serve.client" in command:
            found.append(int(entry.name))
    return found


def test_a_dropped_connection_takes_its_seat_back(tmp_path, keys, caplog):
    """The line drops: the game process ends, the server says nothing went wrong, and
    the same key takes the seat back."""
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        table = make_table(server)
        anne = await Player.login(server.port, "anne", key=keys[0])
        try:
            await lobby_join(anne, 0)
            await anne.see("▶ W  White ")
        finally:
            await anne.close()  # the line drops
        await until(lambda: not table.conns, what="the server sees the drop")
        await until(lambda: not game_processes(), what="the game process ending")
        assert table.owners[0][1] == "anne"
        again = await Player.login(server.port, "anne", key=keys[0])
        try:
            await again.see("jackal serve")
            await again.press("enter")
            await again.see("yours, take it again")
            await again.press("enter")
            await again.see("▶ W  White ")
            await again.press("a")
            await again.see("All legal actions")
            await again.press("enter")
            await until(lambda: table.game.action_count == 1, what="anne's action")
        finally:
            await again.close()
            await server.close()

    run(go())
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


def test_a_restarted_server_resumes_its_games(tmp_path, keys):
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        table = make_table(server)
        anne = server.authority.arrive("key:x", "anne")
        server.authority.op_join(anne, {"table": table.id, "place": 0})
        assert server.authority.op_play(anne, {"table": table.id, "seat": 0,
                                               "action": "W ship G1-F1", "count": 0})["ok"]
        await server.close()
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        try:
            resumed = server.authority.tables[table.id]
            assert [str(a) for a in resumed.game.actions] == ["W ship G1-F1"]
            assert resumed.owners[0] == ["key:x", "anne"]
            bart = await Player.login(server.port, "bart", key=keys[1])
            try:
                await lobby_join(bart, 1)
                await bart.see("1. W ship G1-F1")
                await bart.see("▶ B  Black ")
            finally:
                await bart.close()
        finally:
            await server.close()

    run(go())


def test_a_turn_timer_that_runs_out_plays_the_easy_crews_move(tmp_path, keys):
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        table = make_table(server)
        table.timer = (0.5, 0.3)  # shorter than the lobby offers, for the test
        table.reserve = {0: 0.3, 1: 0.3}
        anne = await Player.login(server.port, "anne", key=keys[0])
        try:
            await lobby_join(anne, 0)
            await anne.see("⏱")
            await until(lambda: table.game.action_count == 1, what="the clock running out")
            played = str(table.game.actions[0])
            assert played in [str(a) for a in persistence.load_game(
                table.session.save_path).actions]
            assert any("time ran out" in line and played in line for _, line in table.chat)
            await anne.see("time ran out")
            assert table.reserve[0] == 0.0
        finally:
            await anne.close()
            await server.close()

    run(go())


def test_a_seat_never_receives_the_other_seats_hand_or_laid_row(tmp_path, keys):
    """The card game (RULINGS-CARDS: hands and rows laid face down are secret): every
    screen and every byte each player's terminal received is searched for the cards only
    the other seat holds (Anne's laid row among them), before the rows are revealed; a
    spectator's for any card of either hand."""
    from jackal_tui.tui.cards.hand import card_words

    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        for _ in range(30):  # a deal where each holds a card the other does not
            table = make_table(server, "card-game", "2")
            hands = [set(h) for h in table.game.state.hand]
            if hands[0] - hands[1] and hands[1] - hands[0]:
                break
            table.session.close()
            del server.authority.tables[table.id]
        only = [sorted(hands[0] - hands[1]), sorted(hands[1] - hands[0])]
        server.authority.logins.set("cora", "parrot-7", "anne")
        anne = await Player.login(server.port, "anne", key=keys[0])
        bart = await Player.login(server.port, "bart", key=keys[1])
        cora = await Player.login(server.port, "cora", password="parrot-7")
        try:
            await cora.see("jackal serve")
            await cora.press("w")
            await cora.see("WATCHING")
            await lobby_join(anne, 0)
            await lobby_join(bart, 1)
            first = table.game.current_seat()  # the first player is dealt too
            layer, waiter = (anne, bart) if first == 0 else (bart, anne)
            await layer.see("lay your secret row")
            await waiter.see("(at another terminal) is deciding")
            await layer.press("enter")  # a card put in the secret row
            await layer.see("1:[")
            await layer.press("c")  # the row committed
            await waiter.see("lay your secret row")
            assert table.game.current_seat() == 1 - first
            assert len(table.game.state.row[first]) == 1
            await waiter.press("enter")
            await asyncio.sleep(1.0)
            seen = [everything(anne), everything(bart)]
            for seat, other in ((0, 1), (1, 0)):
                for card in only[other]:
                    assert card_words(card) not in seen[seat], (seat, card)
                for card in only[seat]:  # the search finds what is there to find
                    assert card_words(card) in seen[seat], (seat, card)
            watched = everything(cora)  # a spectator: no card of either hand
            assert "is ready" in cora.text()
            assert not [c for c in hands[0] | hands[1] if card_words(c) in watched]
        finally:
            for player in (anne, bart, cora):
                await player.close()
            await server.close()

    run(go())


LIGHTHOUSE = """\
jackal treasure-island 2-light
turn W
names Anne, Dampier
W1 G2
G3 ?lighthouse
C4 ?chest5
D10 ?cannibal
J9 ?arrow3
K3 ?rum
F11 ?chest1
"""


def test_a_lighthouse_look_reaches_only_the_terminal_of_the_one_who_looked(tmp_path, keys):
    """Treasure Island's lighthouse (RULINGS: the look is the player's secret): Anne looks
    at four face-down tiles; her terminal shows what they are, Bart's never does (every
    screen and byte searched), and the spectator's neither."""
    from jackal_tui.games.classic import Game

    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        table = server.authority.host(Game.from_position(LIGHTHOUSE), "lighthouse")
        server.authority.logins.set("cora", "parrot-7", "anne")
        anne = await Player.login(server.port, "anne", key=keys[0])
        bart = await Player.login(server.port, "bart", key=keys[1])
        cora = await Player.login(server.port, "cora", password="parrot-7")
        try:
            await lobby_join(anne, 0)
            await lobby_join(bart, 1)
            await cora.see("jackal serve")
            await cora.press("w")
            await cora.see("WATCHING")
            await anne.see("▶ W  Anne ")
            await anne.press("a")
            await anne.see("All legal actions")
            await anne.press(*"G2-G3", "enter")
            for cell in ("C4", "D10", "J9", "K3"):
                await until(lambda: table.game.state.pending is not None, what="the look")
                await anne.press("a")
                await anne.see("All legal actions")
                await anne.press(*f"> {cell}", "enter")
            # the look, on her own terminal at once: no page asks anyone to look away
            await anne.see("chest of 5 coins")
            assert "Pass the keyboard" not in everything(anne)
            await bart.see("W1 > K3: looks at K3 in secret")
            await cora.see("K3")
            await asyncio.sleep(1.0)
            for secret in ("chest of 5 coins", "rum barrel", "arrow, two ways"):
                assert secret in everything(anne)
                assert secret not in everything(bart)
                assert secret not in everything(cora)
        finally:
            for player in (anne, bart, cora):
                await player.close()
            await server.close()

    run(go())


def test_nothing_but_the_game_is_offered(tmp_path, keys):
    """No command but the game, no forwarding; a login without a terminal is told why."""
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        conn = await asyncio.wait_for(asyncssh.connect(
            "127.0.0.1", server.port, known_hosts=None, username="anne", agent_path=None,
            client_keys=[keys[0]]), 30)
        try:
            with pytest.raises(asyncssh.ChannelOpenError):
                await asyncio.wait_for(conn.create_connection(
                    asyncssh.SSHTCPSession, "127.0.0.1", server.port), 30)
            with pytest.raises(asyncssh.ChannelOpenError):
                await asyncio.wait_for(conn.open_session("ls /"), 30)
            with pytest.raises((asyncssh.ChannelListenError, asyncssh.Error)):
                await asyncio.wait_for(conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", 22), 30)
            with pytest.raises(asyncssh.Error):
                await asyncio.wait_for(conn.start_sftp_client(), 30)
            result = await asyncio.wait_for(conn.run(), 30)  # a shell without a terminal
            assert result.exit_status == 2 and "ssh -t" in result.stdout
        finally:
            conn.close()
            await server.close()

    run(go())


def test_the_window_resized_redraws_the_game_at_its_new_size(tmp_path, keys):
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        make_table(server)
        anne = await Player.login(server.port, "anne", key=keys[0], width=100, height=32)
        try:
            await lobby_join(anne, 0)
            await anne.see("▶ W  White ")
            await anne.see("? Help")
            last = max(i for i, line in enumerate(anne.screen.display) if "Help" in line)
            anne.resize(120, 40)
            await until(lambda: "Help" in anne.screen.display[last + 8],
                        what="the footer moved down with the window's bottom")
        finally:
            await anne.close()
            await server.close()

    run(go())


def test_a_new_game_from_the_lobby_form_and_the_table_chat(tmp_path, keys):
    """n opens the app's new-game form; Start asks for the timer; the server deals the
    game and seats its maker. A chat line reaches the other seat, escaped."""
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        anne = await Player.login(server.port, "anne", key=keys[0])
        bart = await Player.login(server.port, "bart", key=keys[1])
        try:
            await anne.see("jackal serve")
            await anne.press("n")
            await anne.see("New game")
            await anne.press("ctrl+s")
            await anne.see("A turn timer?")
            await anne.press("down", "enter")  # 30 s a decision, 2 min in reserve
            await until(lambda: any(t.owners for t in server.authority.tables.values()),
                        what="the new game, its maker seated")
            table = next(iter(server.authority.tables.values()))
            assert table.timer == (30.0, 120.0) and table.owners[0][1] == "anne"
            assert len(table.places()) == 4  # the form's first choice: classic, 4 players
            await anne.see("⏱")
            await bart.see("anne's table")
            await bart.press("enter")
            await bart.see("Which seat")
            await bart.press("down", "enter")
            await bart.see("at another terminal")
            await bart.press("ctrl+t")
            await bart.see("At this table")
            await bart.press(*"ahoy \x1b[31m[b]red", gap=0.02)
            await bart.press("enter")
            await anne.see("bart: ahoy")
            assert "[b]red" in anne.text()
            assert not any("\x1b[31m" in line for _, line in table.chat)
        finally:
            await anne.close()
            await bart.close()
            await server.close()

    run(go())


@pytest.mark.parametrize("ruleset, mode", [("classic", "2-light"), ("archipelago", "2")])
def test_a_computer_seat_plays_on_the_server_and_the_person_sees_it(tmp_path, keys,
                                                                    ruleset, mode):
    """Archipelago's mode 2 plays crews 0 and 2: a seat is found by its place."""
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        table = make_table(server, ruleset, mode, seats=["human", "easy"])
        anne = await Player.login(server.port, "anne", key=keys[0])
        try:
            await lobby_join(anne, 0)
            crew = table.places()[1]
            for _ in range(10):  # Anne plays the first legal action until the crew has moved
                if crew in deciders(table.game):
                    break
                count = table.game.action_count
                if table.session.is_human(table.game.current_seat()):
                    await anne.see(table.game.log()[-1][:16] if count else "? Help")
                    await anne.press("a")
                    await anne.see("All legal actions")
                    await anne.press("enter")
                await until(lambda: table.game.action_count > count, what="an action")
            await until(lambda: table.game.current_seat() is None
                        or table.session.is_human(table.game.current_seat()),
                        what="the easy crew done")
            assert crew in deciders(table.game)
            last = table.game.log()[-1]
            await anne.see(last[:30])
            assert len(persistence.load_game(table.session.save_path).actions) == \
                table.game.action_count
        finally:
            await anne.close()
            await server.close()

    run(go())


def test_colorterm_sent_by_the_client_reaches_the_game(tmp_path, keys):
    """Without COLORTERM the game draws in the 256 colours TERM promises; a client that
    sends COLORTERM=truecolor gets the game's own colours (24-bit)."""
    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        plain = await Player.login(server.port, "anne", key=keys[0])
        full = await Player.login(server.port, "bart", key=keys[1],
                                  env={"COLORTERM": "truecolor"})
        try:
            await plain.see("jackal serve")
            await full.see("jackal serve")
            assert b"\x1b[38;2;" not in plain.received and b"\x1b[38;5;" in plain.received
            assert b"\x1b[38;2;" in full.received
        finally:
            await plain.close()
            await full.close()
            await server.close()

    run(go())


def test_a_game_started_the_local_way_leads_back_to_the_lobby(tmp_path):
    """A finished game's results offer a new game (n) through the app's local form: at
    the server that leads back to the lobby, never to a game in the connection's process."""
    import threading

    from jackal_tui.games.classic import Game
    from jackal_tui.serve.app import LobbyScreen, ServedApp
    from jackal_tui.tui.screens.new_game import NewGameScreen

    class Server:
        def ask(self, message):
            if message["op"] == "lobby":
                return {"ok": True, "you": "anne", "online": ["anne"], "games": []}
            return {"ok": False, "why": "not here"}

    class Quiet:
        def next(self):
            threading.Event().wait(3600)

    async def go():
        app = ServedApp(Server(), Quiet(), data_dir=tmp_path)
        async with app.run_test(size=(100, 32)) as pilot:
            app.push_screen(NewGameScreen())
            await pilot.pause()
            app.start_game(Game.new(mode="2-light", seed=3), replace=True)
            await pilot.pause()
            assert isinstance(app.screen, LobbyScreen)
            assert len(app.screen_stack) == 1

    run(go())


def test_a_chat_line_stays_on_the_bar_for_a_while_then_leaves_the_corner():
    """The bar over the table's top right corner shows the newest chat line for 30 s (it is
    a notice too, and Ctrl+T keeps them all), then only the clock and "^T talk", so that it
    covers as little of the board as it can."""
    from jackal_tui.serve.app import CHAT_ON_BAR, chat_on_bar

    chat = [["", "bart sits at Dampier's seat"], ["bart", "ahoy \x1b[31mred"]]
    assert CHAT_ON_BAR == 30.0
    assert chat_on_bar(chat, 100.0, 100.0) == "bart: ahoy \\x1b[31mred"  # escaped
    assert chat_on_bar(chat, 100.0, 129.5) == "bart: ahoy \\x1b[31mred"
    assert chat_on_bar(chat, 100.0, 130.0) == ""
    assert chat_on_bar([], 100.0, 100.0) == ""
    assert chat_on_bar([["", "x" * 60]], 0.0, 1.0) == "x" * 20 + "…" + "x" * 19  # 40 columns


def test_a_login_and_the_server_open_only_so_many_terminals(tmp_path, keys, monkeypatch):
    """Each terminal is a game process of about 50 MB: a login may have MAX_PER_LOGIN open
    at once and the server MAX_TERMINALS in all (here 1 and 2). One over is told why and
    closed; the others play on, and a terminal closed frees its place."""
    from jackal_tui.serve import server as served

    monkeypatch.setattr(served, "MAX_PER_LOGIN", 1)
    monkeypatch.setattr(served, "MAX_TERMINALS", 2)

    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        server.authority.logins.set("cora", "parrot-7", "anne")
        players = []
        try:
            anne = await Player.login(server.port, "anne", key=keys[0])
            players.append(anne)
            await anne.see("jackal serve")
            again = await Player.login(server.port, "anne", key=keys[0])
            players.append(again)
            await again.see("this login already has 1 terminal open here (at most 1)")
            bart = await Player.login(server.port, "bart", key=keys[1])
            players.append(bart)
            await bart.see("jackal serve")
            cora = await Player.login(server.port, "cora", password="parrot-7")
            players.append(cora)
            await cora.see("the server has 2 terminals open, as many as it takes")
            assert len(server.authority.conns) == 2
            await anne.see("online: anne, bart")  # the two let in still play
            await anne.close()
            await until(lambda: len(server.authority.conns) == 1, what="anne's place freed")
            later = await Player.login(server.port, "anne", key=keys[0])
            players.append(later)
            await later.see("jackal serve")
        finally:
            for player in players:
                await player.close()
            await server.close()

    run(go())


def test_the_card_games_clock_waits_while_the_players_read_the_steps(tmp_path):
    """The card game shows what a committed row set going one step at a time. In this deal
    (seed 5, two players) the second commit reveals the rows and starts the first pirate:
    two steps, so the next decision's clock waits 2 x READ_STEP = 4 s before it counts
    (it shows the whole 30 s meanwhile). Laying a card sets nothing going: no wait."""
    import time

    from jackal_tui.games.cards import new_match
    from jackal_tui.serve.authority import READ_STEP, reading_time

    async def go():
        server = await start_server(tmp_path / "data", tmp_path / "authorized_keys")
        try:
            table = server.authority.host(new_match(mode="2", seed=5), "cards",
                                          timer=(30.0, 0.0))
            table.owners = {0: ["key:anne", "anne"], 1: ["key:bart", "bart"]}
            s = table.session
            for text in ("lay horse", "lay straight", "done", "lay blue"):
                s.play(next(a for a in s.legal() if str(a) == text), s.current_seat())
                server.authority.wake(table)
                assert time.monotonic() >= table.started  # no steps: the clock counts
            assert reading_time(table.game, 3) == 0.0
            s.play(next(a for a in s.legal() if str(a) == "done"), s.current_seat())
            events = [ev[0] for ev in table.game.action_events(4)]
            assert "reveal" in events and "start" in events  # the two steps
            assert reading_time(table.game, 4) == 2 * READ_STEP == 4.0
            server.authority.wake(table)
            assert table.started - time.monotonic() > 3.5   # waits about 4 s
            assert server.authority.clock_words(table)["left"] == 30.0
        finally:
            await server.close()

    run(go())
