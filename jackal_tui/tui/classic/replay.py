"""The replay viewer: step and jump through a game, forward and back, with the log in step.

Open it with ``ReplayScreen(game)`` (a finished game or one in progress, as
``persistence.load_game`` gives it), ``ReplayScreen.from_setup(setup, events)``, or from a
save file with ``open_replay(app, path)``, which reports a damaged save and opens nothing.
``at`` says where it starts: ``0`` the island before the first move, ``None`` (the
default) the end, so that the results screen shows the final island with it.

The screen only reads the game. The position after each move comes from one fold of the
game's events over the start position (``engine.state.apply_event``, no rules run, no
random number drawn), with a copy kept every ``CHECKPOINT`` moves: a step back costs a
copy and at most that many moves, never a replay of the whole game.

What any game's viewer shares lives here too: the fold (:class:`Steps`), the log in step
(:class:`ReplayLog`) and the keys (:class:`StepScreen`); the card game's viewer
(``cards_replay.py``) is built on them.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static

from jackal_tui.games.classic import CREW_NAMES, Game
from jackal_tui.games.classic.game import initial_state
from jackal_tui.games.classic.state import State, apply_event
from jackal_tui.tui.last_action import last_action_cells
from jackal_tui.tui.seats import is_practice, seats_of
from jackal_tui.tui.classic.board import IslandBoard, never_found
from jackal_tui.tui.classic.tiles import FACE_DOWN
from jackal_tui.tui.classic.panel import CrewPanel, crew_player
from jackal_tui.tui.widgets.too_small import TooSmall
from jackal_tui.tui.classic.screen import MIN_HEIGHT, MIN_WIDTH, cell_size_for

CHECKPOINT = 16  # moves between two kept positions
MARK = "▶"  # the move just played, in the log (a shape: it reads without colour)


class Steps:
    """Every position of a game, by the number of actions played (0 to ``count``): one
    fold of its events (``apply_event``, no rules run, no random number drawn) over the
    start position, with a copy kept every ``CHECKPOINT`` actions, so that a step back
    costs a copy and at most that many actions.

    Any game whose events start each action with ``("act", ...)`` and whose state has
    ``copy()`` steps this way (the island games: :class:`GameSteps`; the card game:
    ``cards_replay.CardSteps``). ``chapters`` are the actions that begin a part of the
    game worth a jump (a crew's turn, an island): a subclass adds to it in
    :meth:`before_action` and :meth:`after_event`.
    """

    def __init__(self, start, events, apply_event) -> None:
        self.events = list(events)
        self._apply = apply_event
        self.starts: list[int] = []  # index in events where each action begins
        self.chapters: list[int] = [0]
        self._kept: list = []
        state = start
        for index, event in enumerate(self.events):
            if event[0] == "act":
                if len(self.starts) % CHECKPOINT == 0:
                    self._kept.append(state.copy())
                self.before_action(state)
                self.starts.append(index)
            apply_event(state, event)
            if event[0] != "act":
                self.after_event(event, state)
        self.final = state
        self.count = len(self.starts)
        self.chapters = sorted({k for k in self.chapters if k <= self.count})

    def before_action(self, state) -> None:
        """Called with the position before each action (the action is ``len(self.starts)``)."""

    def after_event(self, event, state) -> None:
        """Called after each event that is not an action's head."""

    def state_at(self, k: int):
        """The position after ``k`` actions (a fresh copy, the caller's to keep)."""
        k = max(0, min(k, self.count))
        if k == self.count:
            return self.final.copy()
        base = k - k % CHECKPOINT
        state = self._kept[base // CHECKPOINT].copy()
        for event in self.events[self.starts[base]:self.starts[k]]:
            self._apply(state, event)
        return state

    def next_chapter(self, k: int) -> int:
        """The first action of the next chapter after ``k`` actions (or the end)."""
        return next((t for t in self.chapters if t > k), self.count)

    def previous_chapter(self, k: int) -> int:
        """The first action of the chapter before the one action ``k`` belongs to (or the
        start)."""
        return next((t for t in reversed(self.chapters) if t < k), 0)


class GameSteps(Steps):
    """Every position of an island game, by the number of moves played; its chapters
    are the crews' turns."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.movers: list[int] = []  # the crew whose turn each move was played in
        # the turn each move was played in, numbered as the game's header and log number
        # it ("Turn 10": the island's turns before it, plus one)
        self.turn_numbers: list[int] = []
        super().__init__(initial_state(game.setup), game.events, apply_event)
        self.log = game.log()

    def before_action(self, state: State) -> None:
        self.movers.append(state.turn)
        self.turn_numbers.append(state.turns + 1)

    def after_event(self, event, state: State) -> None:
        if event[0] == "turn" and self.starts:
            self.chapters.append(len(self.starts))  # the move after this one

    @property
    def turn_starts(self) -> list[int]:
        """The moves that begin a crew's turn."""
        return self.chapters

    def log_numbers(self) -> list[str]:
        """Each move-log line's number, as the game's own log writes it: ``"12."`` on the
        first move of turn 12, nothing on the moves after it in the same turn (a chain's
        choices, a second action)."""
        numbers, last = [], None
        for number in self.turn_numbers:
            numbers.append("" if number == last else f"{number}.")
            last = number
        return numbers

    def turns_to_come(self) -> int:
        """How many turns the moves span, first to last as numbered (a skipped crew's
        turn counts, as it does in the numbers)."""
        if not self.turn_numbers:
            return 0
        return self.turn_numbers[-1] - self.turn_numbers[0] + 1

    def next_turn(self, k: int) -> int:
        """The first move of the next crew's turn after ``k`` moves (or the end)."""
        return self.next_chapter(k)

    def previous_turn(self, k: int) -> int:
        """The first move of the turn before the one move ``k`` belongs to (or the start)."""
        return self.previous_chapter(k)


class _GameUpTo:
    """The game as it stood after ``count`` moves, for ``last_action_cells`` (which reads
    only the actions and events of the moves before that)."""

    def __init__(self, game: Game, count: int) -> None:
        self.actions = game.actions
        self.action_count = count
        self.action_events = game.action_events


class ReplayLog(Widget):
    """The move log up to the move shown: the newest at the bottom, the last one marked.

    Drawn for the size it has at each render, so that it always ends at the move shown,
    however the lines wrap."""

    DEFAULT_CSS = """
    ReplayLog {
        height: 1fr;
        background: $surface;
    }
    """

    def __init__(self, *, id: str | None = None,
                 start_words: str = "The island before the first move.") -> None:
        super().__init__(id=id)
        self.start_words = start_words  # shown before the first action
        self._lines: list[str] = []
        self._numbers: list[str] = []
        self._at = 0

    def show(self, lines: list[str], at: int, numbers: list[str]) -> None:
        """``numbers``: each line's turn number as the game's log gives it (``"12."`` on
        the first move of a turn, ``""`` on the others)."""
        self._lines, self._at, self._numbers = lines, at, numbers
        self.refresh()

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        if self._at == 0:
            return Text(self.start_words, style="italic")
        if width <= 0 or height <= 0:
            return Text()
        number_width = max((len(n) for n in self._numbers), default=2)
        indent = number_width + 2  # the mark, the number with its ".", " "
        shown: list[Text] = []
        for i in range(self._at - 1, -1, -1):  # from the move just played backwards
            last = i == self._at - 1
            words = Text(self._lines[i], style="bold reverse" if last else "")
            wrapped = words.wrap(self.app.console, max(8, width - indent))
            entry = []
            for n, line in enumerate(wrapped):
                head = Text(f"{MARK if last else ' '}{self._numbers[i]:>{number_width}} " if n == 0
                            else " " * indent, style="bold" if last else "dim")
                entry.append(head + line)
            if last and len(entry) > height:  # too long to show whole: its head, cut
                entry = entry[:height]
                entry[-1] = entry[-1][:max(0, width - 1)] + Text("…", style="bold")
            if len(shown) + len(entry) > height and shown:
                break
            shown[:0] = entry
        return Text("\n").join(shown[-height:])


# The keys of a viewer whose chapters are turns (the island games', Archipelago's).
TURN_KEYS = [
    Binding("right,l,space", "step(1)", "Next", key_display="→"),
    Binding("left,h,backspace", "step(-1)", "Back", key_display="←"),
    Binding("pagedown,right_square_bracket", "turn(1)", "Turn", key_display="PgDn"),
    Binding("pageup,left_square_bracket", "turn(-1)", "Turn back", key_display="PgUp",
            show=False),
    Binding("home,g", "jump(0)", "Start", key_display="Home"),
    Binding("end,G", "jump(-1)", "Last", key_display="End"),
    Binding("escape,q", "close", "Close", key_display="Esc"),
]


def turn_keys_text() -> Text:
    """:data:`TURN_KEYS` in words, for the side panel."""
    text = Text()
    for keys, words in (("← →", "one action"), ("PgUp PgDn", "one turn ([ ])"),
                        ("Home End", "start, end"), ("Esc", "close")):
        text.append(f"{keys:<10}", style="bold")
        text.append(f"{words}\n")
    return text


class StepScreen(Screen):
    """What every step-through viewer shares: ``at`` (the actions shown), ``steps`` (a
    :class:`Steps`), the keys to step, jump a chapter and jump to the start or the end,
    dimmed where they lead nowhere and saying why when pressed there. A subclass passes
    its game and steps, and sets its bindings (the chapter's name; :data:`TURN_KEYS`
    where it is a turn) and :meth:`show_step`."""

    AUTO_FOCUS = None  # nothing to pick: the arrows step through the game
    CHAPTER = "turn"  # what PgUp PgDn jump by, for the words of a refusal

    def __init__(self, game, steps: Steps, *, at: int | None = None,
                 title: str | None = None) -> None:
        """``at``: the actions shown at first (None: all of them); ``title``: the words
        above (None: "Replay")."""
        super().__init__()
        self.game = game
        self.steps = steps
        self.at = steps.count if at is None else max(0, min(at, steps.count))
        self.title_words = title

    def show_step(self) -> None:
        raise NotImplementedError

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Steps that lead nowhere (back at the start, on at the end) are shown dimmed."""
        forward = (action in ("step", "turn") and parameters and parameters[0] > 0) or \
            (action == "jump" and parameters and parameters[0] < 0)
        backward = (action in ("step", "turn") and parameters and parameters[0] < 0) or \
            (action == "jump" and parameters and parameters[0] == 0)
        if forward and self.at >= self.steps.count:
            return None
        if backward and self.at <= 0:
            return None
        return True

    def on_key(self, event: events.Key) -> None:
        """A dimmed key pressed: say why nothing moves."""
        binding = next((b for b in self._bindings.key_to_bindings.get(event.key, [])), None)
        if binding is None or not binding.action.startswith(("step(", "turn(", "jump(")):
            return
        name, _, argument = binding.action.partition("(")
        try:
            parameters = (int(argument.rstrip(")")),)
        except ValueError:
            return
        if self.check_action(name, parameters) is None:
            event.stop()
            if self.at <= 0:
                self.notify("This is the start, before the first action: → or End go on.",
                            timeout=3)
            else:
                self.notify("This is the last action of the game as saved: ← or Home go "
                            "back.", timeout=3)

    def go_to(self, k: int) -> None:
        k = max(0, min(k, self.steps.count))
        if k != self.at:
            self.at = k
            self.show_step()

    def action_step(self, direction: int) -> None:
        self.go_to(self.at + direction)

    def action_turn(self, direction: int) -> None:
        """One chapter on (to its first action, so that the whole chapter shows when
        stepping back) or back (to the first action of the chapter before)."""
        if direction > 0:
            self.go_to(self.steps.next_chapter(self.at))
        else:
            self.go_to(self.steps.previous_chapter(self.at))

    def action_jump(self, where: int) -> None:
        self.go_to(self.steps.count if where < 0 else where)

    def action_close(self) -> None:
        self.app.pop_screen()


class ReplayScreen(StepScreen):
    """Step through a game: ← → one move, PgUp PgDn one turn, Home End the start and end."""

    DEFAULT_CSS = """
    ReplayScreen #replay-body { height: 1fr; }
    ReplayScreen #replay-left { width: auto; height: 1fr; }
    ReplayScreen #replay-board { height: auto; }
    ReplayScreen #replay-panel { width: 1fr; height: 1fr; padding: 0 0 0 1; }
    ReplayScreen #replay-title { height: auto; }
    ReplayScreen #replay-crews { height: auto; margin-top: 1; }
    ReplayScreen #replay-keys { height: auto; margin-top: 1; color: $text-muted; }
    """

    BINDINGS = TURN_KEYS

    def __init__(self, game: Game, *, at: int | None = None, title: str | None = None) -> None:
        super().__init__(game, GameSteps(game), at=at, title=title)
        self.seats = seats_of(game)
        self.numbers = self.steps.log_numbers()

    @classmethod
    def from_setup(cls, setup: dict, events, **options) -> "ReplayScreen":
        """A replay of a setup and its events (``ReplayError`` if they do not fit)."""
        return cls(Game.from_setup(setup, events), **options)

    def compose(self) -> ComposeResult:
        with Horizontal(id="replay-body"):
            with Vertical(id="replay-left"):
                board = IslandBoard(id="replay-board")
                board.can_focus = False  # the arrows step through the game instead
                board.show_cursor = False  # nothing to pick here: the board only shows
                yield board
                yield ReplayLog(id="replay-log")
            with Vertical(id="replay-panel"):
                yield Static(id="replay-title")
                yield CrewPanel(id="replay-crews")
                yield Static(turn_keys_text(), id="replay-keys")
        yield TooSmall("Esc: close", id="replay-too-small")
        yield Footer(compact=True)

    @property
    def board(self) -> IslandBoard:
        return self.query_one(IslandBoard)

    def on_mount(self) -> None:
        self._lay_out(self.app.size.width, self.app.size.height)
        self.show_step()

    def on_resize(self, event: events.Resize) -> None:
        self._lay_out(event.size.width, event.size.height)

    def _lay_out(self, width: int, height: int) -> None:
        size = cell_size_for(width, height)
        self.query_one(TooSmall).fit(width, height, (MIN_WIDTH, MIN_HEIGHT),
                                     self.query_one("#replay-body"))
        if size is None:
            return
        self.board.set_cell_size(*size)

    # ----- showing a step -------------------------------------------------------------------
    def show_step(self) -> None:
        state = self.steps.state_at(self.at)
        final = self.at == self.steps.count and self.game.state.over
        self.board.show_state(state, unfound=never_found(state) if final else None)
        self.board.set_last_action(last_action_cells(_GameUpTo(self.game, self.at)))
        self.query_one(CrewPanel).show_state(state, self.seats)
        self.query_one(ReplayLog).show(self.steps.log, self.at, self.numbers)
        self.query_one("#replay-title", Static).update(self._title(state))
        self.refresh_bindings()

    def _title(self, state) -> Text:
        count = self.steps.count
        text = Text()
        text.append(self.title_words or "Replay", style="bold underline")
        if is_practice(self.game):
            text.append(" (practice)", style="bold")
        text.append("\n")
        if self.at == 0:
            turns = self.steps.turns_to_come()
            text.append(f"Start: {turns} turn{'' if turns == 1 else 's'} "
                        f"({count} action{'' if count == 1 else 's'}) to come\n")
        else:
            # the turn as the game's header and log number it; the action counts apart
            # every choice inside a turn (an arrow's, a horse's), as the steps go
            text.append(f"Turn {self.steps.turn_numbers[self.at - 1]}", style="bold")
            text.append(f" · action {self.at} of {count}\n")
            crew = self.steps.movers[self.at - 1]
            text.append(f"{crew_player(state, crew)} ({CREW_NAMES[crew]})\n")
        if self.at == count:
            text.append("The final island\n" if self.game.state.over
                        else "As far as it was played\n", style="bold")
            if self.game.state.over and never_found(state):
                text.append(f"{FACE_DOWN}x{FACE_DOWN}: tile x was never found\n")
        return text


def open_replay(app, path: str | Path) -> bool:
    """Open the replay of a save file (the load list's ``v``); a save that cannot be read
    is reported, as for loading, and nothing opens."""
    from jackal_tui import persistence

    try:
        game = persistence.load_game(path)
    except persistence.SaveError as error:
        app.notify(str(error), title="Cannot replay that save", severity="error", timeout=10)
        return False
    app.push_screen(ReplayScreen(game, at=0, title=f"Replay: {Path(path).stem}"))
    return True
