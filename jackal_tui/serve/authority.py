"""The one authority over every game ``jackal serve`` hosts.

The server process owns each game's :class:`~jackal_tui.session.Session` (its save file
locked, saved after every action, computer seats thinking here). A connection's game
process only asks: it plays through :meth:`Authority.answer` (``play``), which checks that
the connection sits at the seat that decides now, whatever the process sends, and the
authority pushes every new event to each connection at that table. Seats belong to a
login (a key's fingerprint, or a name with a password), never to a connection, so a
dropped line takes its seat back by logging in again.

Beside the saves, the server keeps its own folder (``<data>/serve``): ``tables.json``
(who owns which seat, the turn timer, the table's chat), ``logins.json``, the host key
and the log.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

from jackal_tui import persistence
from jackal_tui.games import IllegalActionError, game_type
from jackal_tui.serve.logins import Logins, write_private
from jackal_tui.session import (HUMAN, CrewMistake, Session, Thinking, move_seed, ruleset_of)
from jackal_tui.shown import cut, printable

log = logging.getLogger("jackal.serve")

CHAT_KEPT = 40  # lines of a table's chat kept (and saved)
CHAT_SHOWN = 8  # lines sent to a table
CHAT_LONGEST = 200  # characters in one chat line
MAX_TABLES = 50  # games under way on one server
PACE = 0.8  # seconds at least between two computer moves, as at a local table
#: The card game shows what an action set going (the reveal, each pirate's way) one step
#: at a time: the clock of the decision after them waits this long a step while the
#: players read them, and at most READ_MOST.
READ_STEP = 2.0
READ_MOST = 60.0
NEW_GAME_FIELDS = {"mode": str, "names": list, "ruleset": str, "seats": list,
                   "early_end": bool, "stall_rounds": int, "practice": bool,
                   "first_game": bool, "island": str, "boats": str}


def reading_time(game, since: int) -> float:
    """Seconds the players need to read the steps the actions from ``since`` set going
    (the card game's: :data:`~jackal_tui.games.cards.notation.STEP_EVENTS`); 0 elsewhere."""
    if ruleset_of(game) != "card-game":
        return 0.0
    from jackal_tui.games.cards.notation import STEP_EVENTS

    steps = sum(1 for k in range(since, game.action_count)
                for ev in game.action_events(k) if ev[0] in STEP_EVENTS)
    return min(READ_MOST, READ_STEP * steps)


@dataclass(eq=False)
class Conn:
    """One SSH connection: who logged in, and where they are."""

    ticket: str
    identity: str  # "key:SHA256:..." or "pw:name": what owns seats
    name: str  # shown to others (escaped when drawn)
    address: str = ""
    table: Table | None = None
    feed: asyncio.StreamWriter | None = None
    sent: int = 0  # events of its table the connection has


@dataclass(eq=False)
class Table:
    """One game on the server: its session, its seats' owners, timer and chat."""

    id: str  # the save file's name
    session: Session
    owners: dict = field(default_factory=dict)  # place -> [identity, name]
    timer: tuple[float, float] | None = None  # seconds per decision, reserve
    reserve: dict = field(default_factory=dict)  # place -> reserve left
    chat: collections.deque = field(default_factory=lambda: collections.deque(maxlen=CHAT_KEPT))
    conns: set = field(default_factory=set)
    started: float = 0.0  # when the decision now began (monotonic)
    clock_for: int = -1  # the action count the clock runs for
    clock_place: int = 0  # and the place whose clock it is
    clock_task: asyncio.Task | None = None
    crew_task: asyncio.Task | None = None
    last_move: float = 0.0

    @property
    def game(self):
        return self.session.game

    def places(self) -> tuple:
        return tuple(self.game.seats())

    def place_of(self, seat: int) -> int:
        seats = self.places()
        return seats.index(seat) if seat in seats else seat

    def mine(self, identity: str) -> list[int]:
        """The places ``identity`` owns here."""
        return sorted(p for p, owner in self.owners.items() if owner[0] == identity)

    def record(self) -> dict:
        return {"owners": {str(p): o for p, o in self.owners.items()},
                "timer": list(self.timer) if self.timer else None,
                "reserve": {str(p): r for p, r in self.reserve.items()},
                "chat": list(self.chat)}


def clean_choices(raw: dict) -> dict:
    """The new-game choices a connection sent, checked field by field (ValueError)."""
    if not isinstance(raw, dict):
        raise ValueError("no game was asked for")
    out = {}
    for key, kind in NEW_GAME_FIELDS.items():
        if key in raw:
            value = raw[key]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise ValueError(f"{key}: not a {kind.__name__}")
            if kind is list:
                if not all(isinstance(v, str) and len(v) <= 40 for v in value) or len(value) > 4:
                    raise ValueError(f"{key}: a list of up to 4 short words")
                value = tuple(value)
            out[key] = value
    return out


class Authority:
    """Every game of the server, and every connection's place among them."""

    def __init__(self, data_dir: Path, *, think: float = 1.0, pace: float = PACE) -> None:
        self.data_dir = Path(data_dir)
        self.home = self.data_dir / "serve"
        self.home.mkdir(parents=True, exist_ok=True)
        self.think = think
        self.pace = pace
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, Conn] = {}
        self.logins = Logins.load(self.home / "logins.json")

    # ----- the tables kept between runs
    @property
    def tables_path(self) -> Path:
        return self.home / "tables.json"

    def keep(self) -> None:
        """Write who owns which seat (and the timers, the chat) for the next start."""
        data = {t.id: t.record() for t in self.tables.values()}
        write_private(self.tables_path, json.dumps(data, indent=1).encode())

    def resume(self) -> None:
        """Open again every game the server hosted (a finished one stays listed)."""
        try:
            data = json.loads(self.tables_path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError) as error:
            log.error("cannot read %s (%s): the games start unlisted", self.tables_path, error)
            return
        for name, record in (data.items() if isinstance(data, dict) else ()):
            path = persistence.saves_dir(self.data_dir) / str(name)
            try:
                saves, game = persistence.GameFile.open(path)
            except persistence.GameInUse as busy:
                log.error("game %s is open in another window (%s): not hosted", name, busy)
                continue
            except persistence.SaveError as error:
                log.error("game %s cannot be opened: %s", name, error)
                continue
            table = Table(saves.path.name, Session(game, saves=saves, data_dir=self.data_dir,
                                                   think=self.think))
            try:
                table.owners = {int(p): [str(o[0]), str(o[1])]
                                for p, o in (record.get("owners") or {}).items()}
                timer = record.get("timer")
                table.timer = (float(timer[0]), float(timer[1])) if timer else None
                table.reserve = {int(p): float(r) for p, r in (record.get("reserve") or {}).items()}
                table.chat.extend([str(a), str(b)] for a, b in record.get("chat") or [])
            except (TypeError, ValueError, IndexError, AttributeError):
                log.error("game %s: its seats could not be read; they are free again", name)
            self.tables[table.id] = table
            log.info("resumed %s (%d actions)", table.id, game.action_count)
        for table in self.tables.values():
            self.wake(table)

    def close(self) -> None:
        for table in self.tables.values():
            for task in (table.crew_task, table.clock_task):
                if task is not None:
                    task.cancel()
            table.session.close()

    # ----- connections
    def arrive(self, identity: str, name: str, address: str = "") -> Conn:
        conn = Conn(secrets.token_urlsafe(24), identity, name, address)
        self.conns[conn.ticket] = conn
        self.lobby_changed()
        return conn

    def leave(self, conn: Conn) -> None:
        self.conns.pop(conn.ticket, None)
        self.stand_up(conn)
        if conn.feed is not None:
            conn.feed.close()
            conn.feed = None
        self.lobby_changed()

    def stand_up(self, conn: Conn) -> None:
        table, conn.table = conn.table, None
        if table is not None:
            table.conns.discard(conn)
            self.push_table(table)

    def push(self, conn: Conn, message: dict) -> None:
        if conn.feed is not None and not conn.feed.is_closing():
            from jackal_tui.serve.wire import encode

            conn.feed.write(encode(message))

    def lobby_changed(self) -> None:
        for conn in list(self.conns.values()):
            if conn.table is None:
                self.push(conn, {"kind": "lobby"})

    # ----- what a connection asks
    def answer(self, conn: Conn, msg: dict) -> dict:
        """One request of a connection's game process, answered; a refusal says why."""
        op = msg.get("op")
        handler = getattr(self, f"op_{op}", None) if isinstance(op, str) else None
        if handler is None:
            return {"ok": False, "why": "not a request the server knows"}
        try:
            return handler(conn, msg)
        except (KeyError, TypeError, ValueError) as error:
            return {"ok": False, "why": f"a malformed request ({type(error).__name__})"}

    def table_for(self, msg: dict) -> Table:
        table = self.tables.get(msg.get("table"))
        if table is None:
            raise LookupError
        return table

    def op_lobby(self, conn: Conn, msg: dict) -> dict:
        return {"ok": True, "you": conn.name,
                "online": sorted({c.name for c in self.conns.values()}),
                "games": [self.summary(t, conn) for t in self.tables.values()]}

    def summary(self, table: Table, conn: Conn) -> dict:
        s = table.session
        seats = []
        present = {c.identity for c in table.conns}
        for place, seat in enumerate(table.places()):
            owner = table.owners.get(place)
            seats.append({"seat": seat, "name": table.game.seat_name(seat), "kind": s.seats[place],
                          "owner": owner[1] if owner else None,
                          "yours": bool(owner) and owner[0] == conn.identity,
                          "here": bool(owner) and owner[0] in present})
        now = s.current_seat()
        watching = sum(1 for c in table.conns if not table.mine(c.identity))
        return {"table": table.id, "title": table.session.saves.name if table.session.saves else "",
                "game": game_type(ruleset_of(table.game)).title,
                "mode": str(table.game.setup.get("mode", "")), "seats": seats,
                "turn": table.game.seat_name(now) if now is not None else None,
                "over": table.game.is_over(), "watching": watching,
                "timer": list(table.timer) if table.timer else None,
                "actions": table.game.action_count}

    def op_create(self, conn: Conn, msg: dict) -> dict:
        from jackal_tui.tui.choices import NewGame

        playing = sum(1 for t in self.tables.values() if not t.game.is_over())
        if playing >= MAX_TABLES:
            return {"ok": False, "why": f"this server has {playing} games under way, as many "
                                        "as it hosts: finish one first"}
        try:
            choices = clean_choices(msg.get("choices"))
            game = NewGame(**choices, seed=secrets.randbelow(10 ** 9 - 1) + 1).start()
        except (ValueError, TypeError, KeyError) as error:
            return {"ok": False, "why": f"that game cannot be set up: {error}"}
        timer = msg.get("timer")
        if timer is not None:
            seconds, reserve = float(timer[0]), float(timer[1])
            if not (5 <= seconds <= 3600 and 0 <= reserve <= 7200):
                return {"ok": False, "why": "the timer: 5 to 3600 seconds a decision, "
                                            "a reserve of 0 to 7200"}
            timer = (seconds, reserve)
        try:
            table = self.host(game, f"{cut(printable(conn.name), 20)}'s table "
                                    f"{time.strftime('%H:%M')}", timer)
        except persistence.SaveError as error:
            return {"ok": False, "why": f"the game cannot be saved: {error}"}
        log.info("%r made %s (%s)", conn.name, table.id, ruleset_of(game))
        return {"ok": True, "table": table.id}

    def host(self, game, name: str, timer: tuple[float, float] | None = None) -> Table:
        """Put ``game`` on the server under ``name`` (saved at once: SaveError if not)."""
        session = Session(game, data_dir=self.data_dir, think=self.think)
        session.name_game(name)
        table = Table(session.saves.path.name, session, timer=timer)
        if timer:
            table.reserve = {p: timer[1] for p in range(len(table.places()))}
        self.tables[table.id] = table
        self.keep()
        self.wake(table)
        self.lobby_changed()
        return table

    def op_join(self, conn: Conn, msg: dict) -> dict:
        """Take a free seat (or one's own again) and sit at the table."""
        try:
            table = self.table_for(msg)
        except LookupError:
            return {"ok": False, "why": "that game is not on this server any more"}
        place = int(msg["place"])
        if not 0 <= place < len(table.places()):
            return {"ok": False, "why": "the game has no such seat"}
        if table.session.seats[place] != HUMAN:
            return {"ok": False, "why": "a computer crew plays that seat"}
        owner = table.owners.get(place)
        if owner is not None and owner[0] != conn.identity:
            return {"ok": False, "why": f"that seat is {printable(owner[1])}'s"}
        if owner is None:
            table.owners[place] = [conn.identity, conn.name]
            seat_name = table.game.seat_name(table.places()[place])
            table.chat.append(["", f"{conn.name} sits at {seat_name}'s seat"])
            self.keep()
            self.wake(table)  # a clock waiting for this seat starts
        return self.sit(conn, table)

    def op_watch(self, conn: Conn, msg: dict) -> dict:
        try:
            table = self.table_for(msg)
        except LookupError:
            return {"ok": False, "why": "that game is not on this server any more"}
        return self.sit(conn, table)

    def sit(self, conn: Conn, table: Table) -> dict:
        self.stand_up(conn)
        conn.table = table
        table.conns.add(conn)
        conn.sent = len(table.game.events)
        mine = table.mine(conn.identity)
        log.info("%r at %s (%s)", conn.name, table.id,
                 f"seats {mine}" if mine else "watching")
        self.push_table(table)
        self.lobby_changed()
        return {"ok": True, "table": table.id, "setup": table.game.setup,
                "events": table.game.events_json(), "kinds": list(table.session.seats),
                "mine": mine}

    def op_leave(self, conn: Conn, msg: dict) -> dict:
        self.stand_up(conn)
        self.lobby_changed()
        return {"ok": True}

    def op_play(self, conn: Conn, msg: dict) -> dict:
        """A person's action: only at their own seat, on its turn, at the position they
        saw; refused otherwise, and then nothing changes."""
        table = conn.table
        if table is None or table.id != msg.get("table"):
            return {"ok": False, "why": "you are not at that game's table"}
        s = table.session
        now = s.current_seat()
        seat = msg.get("seat")
        if now is None:
            return {"ok": False, "why": "the game is over"}
        if not isinstance(seat, int) or seat != now:
            return {"ok": False, "why": f"it is {s.seat_name(now)}'s turn to decide"}
        if table.place_of(seat) not in table.mine(conn.identity):
            return {"ok": False, "why": f"{s.seat_name(now)}'s seat is not yours"}
        if msg.get("count") != table.game.action_count:
            return {"ok": False, "why": "the game has moved on since: look again"}
        action = msg.get("action")
        if not isinstance(action, str) or len(action) > 200:
            return {"ok": False, "why": "not an action"}
        before = len(table.game.events)
        try:
            changed = s.play(action, seat)
        except IllegalActionError as error:
            return {"ok": False, "why": str(error)}
        self.spend_clock(table)
        self.after(table, changed, before)
        return {"ok": True, "from": before, "events": table.game.events_json()[before:]}

    def op_chat(self, conn: Conn, msg: dict) -> dict:
        table = conn.table
        text = msg.get("text")
        if table is None:
            return {"ok": False, "why": "chat is at a table: join or watch a game first"}
        if not isinstance(text, str) or not text.strip():
            return {"ok": False, "why": "nothing to send"}
        table.chat.append([conn.name, cut(printable(text.strip()), CHAT_LONGEST)])
        self.keep()
        self.push_table(table)
        return {"ok": True}

    def op_login(self, conn: Conn, msg: dict) -> dict:
        """Set a name and password a friend logs in with (a key's owner only)."""
        if not conn.identity.startswith("key:"):
            return {"ok": False, "why": "only a player who logs in with a key sets passwords"}
        try:
            self.logins.set(str(msg.get("name", "")), str(msg.get("password", "")), conn.name)
        except ValueError as error:
            return {"ok": False, "why": str(error)}
        log.info("%r set a password for the login %r", conn.name, msg.get("name"))
        return {"ok": True}

    def op_sync(self, conn: Conn, msg: dict) -> dict:
        table = conn.table
        if table is None:
            return {"ok": False, "why": "not at a table"}
        conn.sent = len(table.game.events)
        return {"ok": True, "events": table.game.events_json()}

    # ----- after every action
    def after(self, table: Table, changed, before: int) -> None:
        if changed.save:
            log.error("%s: saving %s: %s", table.id, changed.save, table.session.save_failing)
        table.last_move = time.monotonic()
        events = table.game.events_json()[before:]
        for conn in list(table.conns):
            if conn.sent == before:
                self.push(conn, {"kind": "events", "table": table.id, "from": before,
                                 "events": events})
                conn.sent = before + len(events)
            else:  # it missed some: it asks again
                self.push(conn, {"kind": "resync", "table": table.id})
        self.wake(table)
        self.lobby_changed()

    def clock_words(self, table: Table) -> dict | None:
        s = table.session
        now = s.current_seat()
        if table.timer is None or now is None or not s.is_human(now):
            return None
        place = table.place_of(now)
        used = max(0.0, time.monotonic() - table.started)  # still reading: not yet counted
        seconds, _ = table.timer
        reserve = table.reserve.get(place, 0.0)
        return {"seat": now, "name": s.seat_name(now),
                "left": max(0.0, seconds - used),
                "reserve": max(0.0, reserve - max(0.0, used - seconds))}

    def push_table(self, table: Table) -> None:
        present = sorted({c.name + ("" if table.mine(c.identity) else " (watching)")
                          for c in table.conns})
        message = {"kind": "table", "table": table.id, "present": present,
                   "chat": list(table.chat)[-CHAT_SHOWN:], "clock": self.clock_words(table)}
        for conn in list(table.conns):
            self.push(conn, message)

    # ----- computer seats and the clock
    def wake(self, table: Table) -> None:
        """After any change: a computer to move thinks; a person to move gets the clock."""
        s = table.session
        if s.game.is_over():
            self.push_table(table)
            return
        if s.computer_to_move():
            if table.crew_task is None or table.crew_task.done():
                table.crew_task = asyncio.get_running_loop().create_task(self.computer(table))
            return
        self.start_clock(table)
        self.push_table(table)

    async def computer(self, table: Table) -> None:
        s = table.session
        thinking = s.think_next()
        if thinking is None:
            return
        try:
            action = await asyncio.to_thread(thinking.choose)
        except Exception as error:  # a crew's bug must not stop the server
            log.exception("%s: the %s crew failed", table.id, thinking.kind)
            s.computer_failed(thinking)
            table.chat.append(["", f"A computer crew could not choose ({error}); it is paused."])
            self.push_table(table)
            return
        wait = table.last_move + self.pace - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        before = len(table.game.events)
        try:
            changed = s.play_computer(thinking, action)
        except CrewMistake as error:
            log.error("%s: %s", table.id, error)
            return
        if changed is not None:
            table.crew_task = None
            self.after(table, changed, before)

    def start_clock(self, table: Table) -> None:
        if table.timer is None or table.clock_for == table.game.action_count:
            return
        if table.clock_task is not None:
            table.clock_task.cancel()
        now = table.session.current_seat()
        place = table.place_of(now)
        if place not in table.owners:
            return  # nobody sits there yet: the clock starts when someone does
        # what happened since the last decision's clock (none at the first)
        since = table.clock_for if table.clock_for >= 0 else table.game.action_count
        reading = reading_time(table.game, since)
        table.clock_for = table.game.action_count
        table.clock_place = place
        table.started = time.monotonic() + reading
        allowed = table.timer[0] + table.reserve.get(place, 0.0) + reading
        table.clock_task = asyncio.get_running_loop().create_task(
            self.clock_runs_out(table, table.clock_for, allowed))

    def spend_clock(self, table: Table) -> None:
        """A person decided: the time past the decision's seconds comes off the reserve."""
        if table.timer is None or table.clock_for != table.game.action_count - 1:
            return
        if table.clock_task is not None:
            table.clock_task.cancel()
            table.clock_task = None
        used = max(0.0, time.monotonic() - table.started)
        over = max(0.0, used - table.timer[0])
        if over:
            place = table.clock_place
            table.reserve[place] = max(0.0, table.reserve.get(place, 0.0) - over)
            self.keep()

    async def clock_runs_out(self, table: Table, count: int, allowed: float) -> None:
        await asyncio.sleep(allowed)
        s = table.session
        if table.game.action_count != count or table.game.is_over():
            return
        seat = s.current_seat()
        if seat is None or not s.is_human(seat):
            return
        from jackal_tui.ai import make_crew

        crew = make_crew("easy", game=ruleset_of(table.game))
        thinking = Thinking(seat, "easy", count, crew, table.game.state.copy(),
                            list(s.legal()), move_seed(table.game))
        action = await asyncio.to_thread(thinking.choose)
        if table.game.action_count != count:
            return  # the player decided meanwhile
        before = len(table.game.events)
        changed = s.play(action, seat)
        table.reserve[table.place_of(seat)] = 0.0
        words = f"{s.seat_name(seat)}'s time ran out: the easy crew played {action}"
        table.chat.append(["", words])
        log.info("%s: %s", table.id, words)
        self.keep()
        self.after(table, changed, before)
