"""The game app of one ``jackal serve`` connection: the lobby, then the normal play
screens, through the server.

:class:`ServedApp` is the app every local game runs (:class:`~jackal_tui.tui.app.JackalApp`),
with the lobby where the title was: the games on the server, who is online, a new game
(the app's own form; the server deals it), a seat taken or taken back, a game watched.
At a table the play screen is the one local play uses, driven by a
:class:`~.remote.RemoteSession`; the news the server pushes (others' moves, the clock,
the chat) arrives on a thread of its own and is handed to the screen. Every name and
line a player wrote is escaped before it is drawn (:mod:`jackal_tui.shown`).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

import jackal_tui.tui
from jackal_tui.games import rules_of
from jackal_tui.serve.remote import RemoteSession, Resync
from jackal_tui.session import Changed, ruleset_of
from jackal_tui.shown import cut, printable
from jackal_tui.tui.app import JackalApp
from jackal_tui.tui.screens.new_game import NewGameScreen
from jackal_tui.tui.screens.watch import WatchScreen

TIMERS = (("No turn timer", None), ("30 s a decision, 2 min in reserve", (30, 120)),
          ("60 s a decision, 5 min in reserve", (60, 300)),
          ("2 min a decision, 10 min in reserve", (120, 600)))


def clock_text(clock: dict | None, since: float) -> str:
    if not clock:
        return ""
    gone = time.monotonic() - since
    left = clock["left"] - gone
    reserve = clock["reserve"] + min(0.0, left)
    left = max(0.0, left)
    words = f"⏱ {printable(clock['name'])} {int(left) // 60}:{int(left) % 60:02d}"
    return words + f" +{int(max(0, reserve)) // 60}:{int(max(0, reserve)) % 60:02d}"


#: Seconds a new chat line stays on the bar (it is also shown as a notice; Ctrl+T keeps
#: them all). Then the bar shrinks to the clock and "^T talk", off the board's corner.
CHAT_ON_BAR = 30.0


def chat_on_bar(chat: list, chat_at: float, now: float) -> str:
    """The bar's chat words: the newest line while it is new, else nothing."""
    if not chat or now - chat_at >= CHAT_ON_BAR:
        return ""
    who, line = chat[-1]
    return cut(f"{printable(who)}: {printable(line)}" if who else printable(line), 40)


class TableBar(Static):
    """One line over the table's top right corner: the clock and the last chat line."""

    DEFAULT_CSS = """
    TableBar { layer: servebar; dock: right; width: auto; max-width: 60%; height: 1;
               background: $panel; color: $text; padding: 0 1; }
    """


class ChatScreen(ModalScreen[None]):
    """Ctrl+T at a table: the last lines of the chat, who is here, one line to send."""

    DEFAULT_CSS = """
    ChatScreen { align: center middle; }
    ChatScreen > Vertical { width: 70; max-width: 100%; height: auto; border: round $accent;
                            background: $surface; padding: 0 1; }
    ChatScreen #chat-lines { height: auto; max-height: 12; }
    """
    BINDINGS = [Binding("escape", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(id="chat-lines")
            yield Input(placeholder="a line to the table, ⏎ sends, Esc goes back",
                        max_length=200, id="chat-input")

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        news = self.app.table_news
        text = Text()
        text.append("At this table: " + ", ".join(printable(n) for n in news.get("present", [])),
                    "bold")
        for who, line in news.get("chat", []):
            text.append("\n")
            if who:
                text.append(f"{printable(who)}: ", "bold")
                text.append(printable(line))
            else:
                text.append(printable(line), "italic")
        self.query_one("#chat-lines", Static).update(text)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            reply = self.app.ask({"op": "chat", "text": event.value})
            if not reply.get("ok"):
                self.app.notify(printable(reply.get("why", "")), severity="warning")
        self.dismiss()


class SeatScreen(ModalScreen[int | None]):
    """Which seat to take at a game."""

    DEFAULT_CSS = """
    SeatScreen { align: center middle; }
    SeatScreen > Vertical { width: 60; max-width: 100%; height: auto; border: round $accent;
                            background: $surface; }
    """
    BINDINGS = [Binding("escape", "dismiss", "Back")]

    def __init__(self, game: dict) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        options = []
        for place, seat in enumerate(self.game["seats"]):
            name = printable(seat["name"])
            if seat["kind"] != "human":
                words, free = f"{name}: {seat['kind']} computer", False
            elif seat["yours"]:
                words, free = f"{name}: yours, take it again", True
            elif seat["owner"]:
                words, free = f"{name}: {printable(seat['owner'])}'s", False
            else:
                words, free = f"{name}: free", True
            options.append(Option(words, id=str(place), disabled=not free))
        with Vertical():
            yield Static(f"Which seat? ({printable(self.game['game'])})")
            yield OptionList(*options)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id))


class TimerScreen(ModalScreen[object]):
    """The new game's turn timer."""

    DEFAULT_CSS = SeatScreen.DEFAULT_CSS.replace("SeatScreen", "TimerScreen")
    BINDINGS = [Binding("escape", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("A turn timer? When it runs out, the easy crew decides for the seat.")
            yield OptionList(*[Option(words, id=str(k)) for k, (words, _) in enumerate(TIMERS)])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(("set", TIMERS[int(event.option.id)][1]))


class LoginScreen(ModalScreen[None]):
    """p in the lobby: a name and password a friend without a key logs in with."""

    DEFAULT_CSS = SeatScreen.DEFAULT_CSS.replace("SeatScreen", "LoginScreen")
    BINDINGS = [Binding("escape", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("A login for a friend: a name, then a password (6 characters or "
                         "more). They log in with ssh -p PORT NAME@HOST.")
            yield Input(placeholder="name", max_length=24, id="login-name")
            yield Input(placeholder="password", password=True, max_length=200, id="login-pw")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "login-name":
            self.query_one("#login-pw", Input).focus()
            return
        reply = self.app.ask({"op": "login", "name": self.query_one("#login-name", Input).value,
                              "password": event.value})
        if reply.get("ok"):
            self.app.notify("That login works now.", timeout=5)
            self.dismiss()
        else:
            self.app.notify(printable(reply.get("why", "")), severity="warning", timeout=8)


class ServedNewGame(NewGameScreen):
    """The app's new-game form; Start asks for a timer and has the server deal the game
    (from a seed of its own: the form's seed is not shown)."""

    DEFAULT_CSS = """
    ServedNewGame #seed-row, ServedNewGame #seed-hint { display: none; }
    """
    BINDINGS = [Binding("ctrl+r", "reseed", "", show=False)]

    def action_reseed(self) -> None:
        self.notify("The server deals every game from a seed of its own.", timeout=4)

    def action_start(self) -> None:
        settings = self.settings()
        if settings is None:
            return
        self.remember(settings)

        def timer_chosen(answer) -> None:
            if answer is None:
                return
            self.app.create_table(settings, answer[1])

        self.app.push_screen(TimerScreen(), timer_chosen)


class LobbyScreen(Screen):
    """The games on this server: join a seat, watch, or make a new game."""

    DEFAULT_CSS = """
    LobbyScreen #lobby-head { height: auto; padding: 0 1; }
    LobbyScreen DataTable { height: 1fr; }
    """
    BINDINGS = [
        Binding("enter", "join", "Join"),
        Binding("w", "watch", "Watch"),
        Binding("n", "new", "New game"),
        Binding("p", "login", "Friend's login"),
        Binding("r", "refresh", "Refresh"),
        Binding("q", "quit_server", "Leave"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games: list[dict] = []

    def compose(self) -> ComposeResult:
        yield Static(id="lobby-head")
        table = DataTable(cursor_type="row", zebra_stripes=True)
        table.add_columns("Game", "Players", "Free", "Turn", "Watching")
        yield table
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.action_refresh()

    def on_screen_resume(self) -> None:
        self.action_refresh()

    def action_refresh(self) -> None:
        reply = self.app.ask({"op": "lobby"})
        if not reply.get("ok"):
            return
        self.games = reply["games"]
        head = Text()
        head.append("jackal serve", "bold")
        head.append(f" · you are {printable(reply['you'])} · online: ")
        head.append(", ".join(printable(n) for n in reply["online"]))
        head.append("\n⏎ joins a seat (or takes yours again), w watches, n makes a new game.",
                    "dim")
        self.query_one("#lobby-head", Static).update(head)
        table = self.query_one(DataTable)
        row = table.cursor_row
        table.clear()
        for game in self.games:
            players = []
            for seat in game["seats"]:
                who = seat["owner"] or (seat["kind"] if seat["kind"] != "human" else "-")
                mark = "●" if seat["here"] else ("" if seat["kind"] != "human" else "○")
                players.append(f"{cut(printable(seat['name']), 10)}: "
                               f"{cut(printable(who), 10)}{mark}")
            free = sum(1 for s in game["seats"] if s["kind"] == "human" and not s["owner"])
            turn = "over" if game["over"] else printable(game["turn"] or "")
            if game["timer"]:
                turn += f" ⏱{int(game['timer'][0])}s"
            table.add_row(f"{printable(game['game'])}\n{printable(game['title'])}",
                          "\n".join(players), str(free), turn, str(game["watching"]),
                          height=max(2, len(players)))
        if self.games:
            table.move_cursor(row=min(row, len(self.games) - 1))
        else:
            table.add_row("No game yet: n makes one.", "", "", "", "")

    def chosen(self) -> dict | None:
        table = self.query_one(DataTable)
        if not self.games or table.cursor_row >= len(self.games):
            self.app.notify("No game chosen: n makes one.", severity="warning")
            return None
        return self.games[table.cursor_row]

    def action_join(self) -> None:
        game = self.chosen()
        if game is None:
            return

        def seat(place: int | None) -> None:
            if place is not None:
                self.app.sit({"op": "join", "table": game["table"], "place": place})

        self.app.push_screen(SeatScreen(game), seat)

    def on_data_table_row_selected(self, event) -> None:
        self.action_join()

    def action_watch(self) -> None:
        game = self.chosen()
        if game is not None:
            self.app.sit({"op": "watch", "table": game["table"]})

    def action_new(self) -> None:
        self.app.push_screen(ServedNewGame())

    def action_login(self) -> None:
        self.app.push_screen(LoginScreen())

    def action_quit_server(self) -> None:
        self.app.exit()


class ServedWatchScreen(WatchScreen):
    """A spectator at a table: the public view, following the server's events."""

    def look_at_file(self) -> None:
        return  # the server pushes the events

    def doing_words(self, s) -> Text:
        text = self.view.doing_words(s)
        if text.plain:
            text.append("\n\n")
        text.append(f"You watch this game on the server. {self.view.HIDDEN_WORDS} q: back.",
                    "dim")
        return text

    def why_not(self, action: str) -> str:
        return "You are watching this game: the players at its seats play it. q goes back."


class ServedApp(JackalApp):
    """One connection's app: the lobby, and the tables it sits or watches at."""

    CSS_PATH = str(Path(jackal_tui.tui.__file__).with_name("jackal.tcss"))  # the app's look
    BINDINGS = [Binding("ctrl+t", "chat", "Talk", show=False)]

    def __init__(self, link, feed, **kwargs) -> None:
        super().__init__(**kwargs)
        self.link = link
        self.feed = feed
        self._asking = threading.Lock()
        self.table_news: dict = {}  # the table's last news: who is here, the chat, the clock
        self.table_news_seen = False  # chat lines after the first news are notified
        self.news_at = time.monotonic()
        self.chat_at = -CHAT_ON_BAR  # when the newest chat line came

    def get_default_screen(self):
        return LobbyScreen()

    def on_mount(self) -> None:
        super().on_mount()
        threading.Thread(target=self.listen, name="news", daemon=True).start()
        self.set_interval(1.0, self.show_bar)

    # ----- the server
    def ask(self, message: dict) -> dict:
        try:
            with self._asking:
                return self.link.ask(message)
        except (OSError, ConnectionError, ValueError):
            self.exit(message="The server has gone.")
            return {"ok": False, "why": "the server has gone"}

    def listen(self) -> None:
        try:
            while True:
                self.call_from_thread(self.news, self.feed.next())
        except (OSError, ConnectionError, ValueError, RuntimeError):
            try:
                self.call_from_thread(self.exit, None, 0, "The server has gone.")
            except RuntimeError:
                pass

    def table_screen(self):
        for screen in reversed(self.screen_stack):
            if isinstance(getattr(screen, "session", None), RemoteSession):
                return screen
        return None

    def news(self, message: dict) -> None:
        kind = message.get("kind")
        if kind == "lobby":
            if isinstance(self.screen, LobbyScreen):
                self.screen.action_refresh()
            return
        screen = self.table_screen()
        if screen is None or screen.session.table != message.get("table"):
            return
        if kind == "table":
            old = {tuple(line) for line in self.table_news.get("chat", [])}
            self.table_news, self.news_at = message, time.monotonic()
            if any(tuple(line) not in old for line in message.get("chat", [])):
                self.chat_at = self.news_at  # the bar shows the newest line for a while
            for who, line in message.get("chat", []):
                if (who, line) not in old and self.table_news_seen:  # new since the last
                    words = f"{printable(who)}: {printable(line)}" if who else printable(line)
                    self.notify(words, timeout=6)
            self.table_news_seen = True
            self.show_bar()
            if isinstance(self.screen, ChatScreen):
                self.screen.show()
            return
        session = screen.session
        try:
            if kind == "events":
                new = session.take(message["from"], message["events"])
            else:
                raise Resync
        except Resync:
            reply = self.ask({"op": "sync"})
            if not reply.get("ok"):
                return
            new = session.take_all(reply["events"])
        if new:
            self.shown_moved(screen)

    def shown_moved(self, screen) -> None:
        """Others' actions have come: the screen shows them as it shows a computer's."""
        if isinstance(screen, WatchScreen):
            screen.game_changed()
            screen.redraw()
            return
        game = screen.session.game
        screen.after_change(Changed(played=game.actions[-1] if game.actions else None,
                                    over=game.is_over()))

    def show_bar(self) -> None:
        screen = self.table_screen()
        if screen is None:
            return
        bars = screen.query(TableBar)
        if not bars:
            layers = tuple(screen.styles.layers or ("_default",))
            if "servebar" not in layers:
                screen.styles.layers = layers + ("servebar",)
            screen.mount(TableBar())
            return
        words = clock_text(self.table_news.get("clock"), self.news_at)
        chat = chat_on_bar(self.table_news.get("chat") or [], self.chat_at, time.monotonic())
        if chat:
            words += (" · " if words else "") + chat
        words += (" · " if words else "") + "^T talk"
        if isinstance(screen, WatchScreen) and words != "^T talk":
            # a chat line or the clock makes the bar long enough to cover a watcher's
            # status line: the bar says it instead
            bars.first().update(Text.assemble(("◉ WATCHING", "bold reverse"), " · ", words))
            return
        bars.first().update(Text(words))

    def action_chat(self) -> None:
        if self.table_screen() is not None and not isinstance(self.screen, ChatScreen):
            self.push_screen(ChatScreen())

    # ----- the local ways into a game lead back to the lobby here
    def start_game(self, game, *, saves=None, replace: bool = False) -> None:
        """A game started from a screen of local play (the results' new game): the games
        of this terminal are the server's, made in the lobby."""
        if saves is not None:
            saves.close()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.notify("Games here are the server's: n in the lobby makes one.", timeout=6)

    def open_save(self, path, *, leave=None) -> None:
        self.notify("Games here are the server's: the lobby lists them.", timeout=6)

    def continue_last(self) -> None:
        self.open_save(None)

    # ----- tables
    def create_table(self, settings, timer) -> None:
        from dataclasses import asdict

        choices = {k: (list(v) if isinstance(v, tuple) else v)
                   for k, v in asdict(settings).items() if k != "seed"}
        reply = self.ask({"op": "create", "choices": choices,
                          "timer": list(timer) if timer else None})
        if not reply.get("ok"):
            self.notify(printable(reply.get("why", "")), severity="error", timeout=10)
            return
        if isinstance(self.screen, NewGameScreen):
            self.pop_screen()
        lobby = self.screen
        if isinstance(lobby, LobbyScreen):
            lobby.action_refresh()
            game = next((g for g in lobby.games if g["table"] == reply["table"]), None)
            free = [p for p, s in enumerate(game["seats"]) if s["kind"] == "human"] if game else []
            if free:
                self.sit({"op": "join", "table": reply["table"], "place": free[0]})
            else:
                self.sit({"op": "watch", "table": reply["table"]})

    def sit(self, request: dict) -> None:
        """Join a seat or watch: the server sends the game, the table opens."""
        reply = self.ask(request)
        if not reply.get("ok"):
            self.notify(printable(reply.get("why", "")), severity="warning", timeout=8)
            return
        game = rules_of(reply["setup"]["ruleset"]).match_from_setup(reply["setup"],
                                                                     reply["events"])
        session = RemoteSession(self, reply["table"], game, reply["kinds"], reply["mine"])
        self.table_news, self.table_news_seen = {}, False
        if not reply["mine"]:
            self.push_screen(ServedWatchScreen(session))
            return
        if game.is_over():
            from jackal_tui.tui.screens.results import ResultsScreen

            self.push_screen(ResultsScreen(game))
            return
        ruleset = ruleset_of(game)
        if ruleset == "card-game":
            from jackal_tui.tui.cards.screen import CardsScreen as GameScreen
        elif ruleset == "archipelago":
            from jackal_tui.tui.archipelago.screen import ArchipelagoScreen as GameScreen
        else:
            from jackal_tui.tui.classic.screen import GameScreen
        self.push_screen(GameScreen(session))
