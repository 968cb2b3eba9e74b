"""The replay viewer of every game: step and jump through a game, forward and back, with
the log in step and the game's own table (its :class:`~jackal_tui.tui.table_view.TableView`)
as it was.

Open it with ``ReplayScreen(game)`` (a finished game or one in progress, as
``persistence.load_game`` gives it), or from a save file with ``open_replay(app, path)``,
which reports a damaged save and opens nothing. ``at`` says where it starts: ``0`` before
the first action, ``None`` (the default) the end, so that the results show the final
table with it.

The screen only reads the game, through the common game interface: the start is a
replay of the empty log (``match_from_setup(setup)``), each position after it one more
event (``Match.apply``: no rules run, no random number drawn), with a copy of the state
kept every ``CHECKPOINT`` actions, so that a step back costs a copy and at most that many
actions, never a replay of the whole game.

What the viewer shows is what the table saw: the view is handed the public state (no
face-down face, no hand, no row before its reveal). A view may show more of a finished
game (the card game's hands: ``h``), where nothing is at stake any more.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static

from jackal_tui.games import rules_of
from jackal_tui.session import ruleset_of
from jackal_tui.tui.views import view_for
from jackal_tui.tui.widgets.too_small import TooSmall

CHECKPOINT = 16  # actions between two kept positions
MARK = "▶"  # the action just played, in the log (a shape: it reads without colour)


class Steps:
    """Every position of a game, by the number of actions played (0 to ``count``).

    One fold of the game's events over its start (``match_from_setup`` of the setup,
    then ``Match.apply`` of each event), a copy of the state kept every ``CHECKPOINT``
    actions. ``facts[k]`` is what the view keeps of the position before action ``k``
    (whose turn, which turn); ``chapters`` the actions that begin a part worth a jump (a
    turn, an island: the view's ``opens_chapter``)."""

    def __init__(self, game, view) -> None:
        self.game = game
        self.events = list(game.events)
        self._rules = rules_of(ruleset_of(game))
        self.starts: list[int] = []  # index in events where each action begins
        self.chapters: list[int] = [0]
        self.facts: list = []
        self._kept: list = []
        match = self._rules.match_from_setup(game.setup)
        for index, event in enumerate(self.events):
            if event[0] == "act":
                if len(self.starts) % CHECKPOINT == 0:
                    self._kept.append(match.state.copy())
                self.facts.append(view.facts(match.state))
                self.starts.append(index)
            elif self.starts and view.opens_chapter(event):
                self.chapters.append(len(self.starts))  # the action after this one
            match.apply(event)
        self.final = match.state
        self.count = len(self.starts)
        self.chapters = sorted({k for k in self.chapters if k <= self.count})
        self.log = game.log()
        self.numbers = view.log_numbers(self.facts)

    def state_at(self, k: int):
        """The position after ``k`` actions (a fresh copy, the caller's to keep)."""
        k = max(0, min(k, self.count))
        if k == self.count:
            return self.final.copy()
        base = k - k % CHECKPOINT
        match = self._rules.match_from_setup(self.game.setup)
        match.state = self._kept[base // CHECKPOINT].copy()
        for event in self.events[self.starts[base]:self.starts[k]]:
            match.apply(event)
        return match.state

    def events_to(self, k: int) -> list:
        """The events of the first ``k`` actions."""
        if k <= 0:
            return []
        return self.events[:self.starts[k]] if k < self.count else list(self.events)

    def next_chapter(self, k: int) -> int:
        """The first action of the next chapter after ``k`` actions (or the end)."""
        return next((t for t in self.chapters if t > k), self.count)

    def previous_chapter(self, k: int) -> int:
        """The first action of the chapter before the one action ``k`` belongs to (or the
        start)."""
        return next((t for t in reversed(self.chapters) if t < k), 0)


class ReplayLog(Widget):
    """The move log up to the action shown: the newest at the bottom, the last one marked.

    Drawn for the size it has at each render, so that it always ends at the action shown,
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
        """``numbers``: each line's label as the game's log gives it (``"12."`` on the
        first action of a turn, ``""`` on the others)."""
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
        for i in range(self._at - 1, -1, -1):  # from the action just played backwards
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


# The keys of the replay, in every game. ``h`` shows the hands where the game has them
# (the card game: :meth:`ReplayScreen.on_key` takes it before the bindings; listed before
# the step back so that the footer names it); elsewhere it steps back, as the vi keys go.
REPLAY_KEYS = [
    Binding("right,l,space", "step(1)", "Next", key_display="→"),
    Binding("h", "hands", "Hands"),
    Binding("left,h,backspace", "step(-1)", "Back", key_display="←"),
    Binding("pagedown,right_square_bracket", "turn(1)", "Chapter", key_display="PgDn"),
    Binding("pageup,left_square_bracket", "turn(-1)", "Chapter back", key_display="PgUp",
            show=False),
    Binding("home,g", "jump(0)", "Start", key_display="Home"),
    Binding("end,G", "jump(-1)", "Last", key_display="End"),
    Binding("escape,q", "close", "Close", key_display="Esc"),
]


def keys_text(view) -> Text:
    """The replay's keys in words, for the side panel."""
    text = Text()
    hands = " · h hands" if view.may_show_hands() is not False else ""
    for keys, words in (("← →", "one action"), ("PgUp PgDn", f"one {view.CHAPTER} ([ ])"),
                        ("Home End", f"start, end{hands} · Esc close")):
        text.append(f"{keys:<10}", style="bold")
        text.append(f"{words}\n")
    text.append_text(view.keys_words())
    text.rstrip()
    return text


class ReplayScreen(Screen):
    """Step through a game: ← → one action, PgUp PgDn one chapter (a turn, an island),
    Home End the start and the end, Esc close; the game's table beside the log."""

    DEFAULT_CSS = """
    ReplayScreen #table-body { height: 1fr; }
    ReplayScreen #table-left { width: auto; height: 1fr; }
    ReplayScreen #table-right { width: 1fr; height: 1fr; padding-left: 1; }
    ReplayScreen #replay-title { height: auto; }
    ReplayScreen #replay-keys { height: auto; margin-top: 1; color: $text-muted; }
    ReplayScreen .table-part { height: auto; margin-top: 1; }
    ReplayScreen .table-fill { height: 1fr; margin-top: 1; }
    """

    AUTO_FOCUS = None  # nothing to pick: the arrows step through the game
    BINDINGS = REPLAY_KEYS

    def __init__(self, game, *, at: int | None = None, title: str | None = None,
                 view=None) -> None:
        """``at``: the actions shown at first (None: all of them); ``title``: the words
        above (None: "Replay"); ``view``: the game's table (None: the game's own)."""
        super().__init__()
        self.game = game
        self.view = view if view is not None else view_for(game)
        self.steps = Steps(game, self.view)
        self.at = self.steps.count if at is None else max(0, min(at, self.steps.count))
        self.title_words = title
        # a finished game's hands are shown at first, where the game has them (h hides them)
        self.hands = self.view.may_show_hands() is True
        self._name_the_chapter()

    def _name_the_chapter(self) -> None:
        """The footer names what PgUp PgDn jump by in this game ("Turn", "Island")."""
        word = self.view.CHAPTER.capitalize()
        keys = self._bindings.key_to_bindings  # this screen's own (its lists are shared)
        for key, bindings in list(keys.items()):
            keys[key] = [replace(b, description=b.description.replace("Chapter", word))
                         if b.action.startswith("turn(") else b for b in bindings]

    @classmethod
    def from_setup(cls, setup: dict, events, **options) -> "ReplayScreen":
        """A replay of a setup and its events (the game's ``ReplayError`` if they do not
        fit)."""
        return cls(rules_of(ruleset_of(setup)).match_from_setup(setup, events), **options)

    def compose(self) -> ComposeResult:
        with Horizontal(id="table-body"):
            with Vertical(id="table-left"):
                yield from self.view.table("replay")
                yield ReplayLog(id="replay-log", start_words=self.view.START_WORDS)
            with Vertical(id="table-right"):
                yield Static(id="replay-title")
                yield from self.view.panel("replay")
                yield Static(keys_text(self.view), id="replay-keys")
        yield TooSmall("Esc: close the replay", self.view.WHAT, id="table-too-small")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.view.fit(self, self.app.size.width, self.app.size.height)
        self.show_step()

    def on_resize(self, event: events.Resize) -> None:
        if self.is_mounted:
            self.view.fit(self, event.size.width, event.size.height)
            self.call_after_refresh(self.show_step)

    # ----- showing a step
    def show_step(self) -> None:
        state = self.steps.state_at(self.at)
        shown = self.view.public(state)
        self.view.show(self, shown, at=self.at, steps=self.steps,
                       real=state if self.hands else None)
        self.query_one(ReplayLog).show(self.steps.log, self.at, self.steps.numbers)
        self.query_one("#replay-title", Static).update(self._title(shown))
        self.refresh_bindings()

    def _title(self, state) -> Text:
        count = self.steps.count
        text = Text()
        text.append(self.title_words or "Replay", style="bold underline")
        if self.game.setup.get("practice") is True:
            text.append(" (practice)", style="bold")
        text.append("\n")
        where = self.view.where_words(state)
        if where:
            text.append(where + "\n")
        if self.at == 0:
            text.append_text(self.view.start_line(self.steps))
        else:
            text.append_text(self.view.step_words(state, self.at, self.steps))
        if self.at == count:
            text.append(self.view.END_WORDS if self.game.is_over()
                        else "As far as it was played", style="bold")
            if self.game.is_over() and (end := self.view.end_words()):
                text.append("\n" + end)
        text.rstrip()
        return text

    # ----- keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Steps that lead nowhere (back at the start, on at the end) are shown dimmed;
        the hands key only where the game has hands to show (dimmed before its end)."""
        if action == "hands":
            return self.view.may_show_hands()
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
        hands = self.view.may_show_hands()
        if event.key == "h" and hands is not False:  # the game's hands, not a step back
            event.stop()
            if hands:
                self.action_hands()
            else:
                self.notify(self.view.HANDS_REFUSAL, severity="warning", timeout=5)
            return
        bindings = self._bindings.key_to_bindings.get(event.key, [])
        binding = next((b for b in bindings if b.action != "hands"), None)
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

    def action_hands(self) -> None:
        if self.view.may_show_hands():
            self.hands = not self.hands
            self.show_step()

    def action_close(self) -> None:
        self.app.pop_screen()


def open_replay(app, path: str | Path) -> bool:
    """Open the replay of a save file; a save that cannot be read is reported, as for
    loading, and nothing opens."""
    from jackal_tui import persistence

    try:
        game = persistence.load_game(path)
    except persistence.SaveError as error:
        app.notify(str(error), title="Cannot replay that save", severity="error", timeout=10)
        return False
    app.push_screen(ReplayScreen(game, at=0, title=f"Replay: {Path(path).stem}"))
    return True
