"""The new-game form: ruleset, players, each seat's name and kind (human or computer),
and the seed."""

from __future__ import annotations

import random

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, RadioButton, RadioSet, Select, Static

from ...engine import CREW_NAMES, MODE_NAMES
from ..app import MODES, RULESETS, NewGame
from ..seats import HUMAN, KIND_LABELS, KINDS

# The seats each mode asks a name for: (label, crews it commands).
SEATS = {
    "4": [(CREW_NAMES[c], (c,)) for c in range(4)],
    "4-teams": [(CREW_NAMES[c], (c,)) for c in range(4)],
    "3": [(CREW_NAMES[c], (c,)) for c in range(3)],
    "2": [("White+Black", (0, 2)), ("Yellow+Red", (1, 3))],
    "2-light": [("White", (0,)), ("Black", (2,))],
}
RULESET_LABELS = {
    "classic": "Classic (117 tiles, 37 coins)",
    "treasure-island": "Treasure Island (Friday, caves, bottles, galleon)",
}
MODE_LABELS = {
    "4": "4 players, each for themselves",
    "4-teams": "4 players in two teams (White+Black against Yellow+Red)",
    "3": "3 players",
    "2": "2 players, two crews each",
    "2-light": "2 players, one crew each (quicker)",
}
DEFAULT_NAMES = ("Anne", "Bart", "Calico", "Dampier")
# Ctrl+O steps through these: everyone at the keyboard, one human against computers, or a
# game of computers to watch.
SEAT_PRESETS = (
    ("everyone human", lambda i: HUMAN),
    ("you against Easy computers", lambda i: HUMAN if i == 0 else "easy"),
    ("you against Strong computers", lambda i: HUMAN if i == 0 else "strong"),
    ("Strong computers only (watch)", lambda i: "strong"),
)


class NewGameScreen(Screen):
    """Ask what a new game needs; ⏎ in the last field or the Start button begins it."""

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+r", "reseed", "New seed"),
        Binding("ctrl+o", "seat_preset", "Computers"),
    ]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.randrange(1, 10**6)
        self.mode = "4"
        self._preset = 0

    def compose(self) -> ComposeResult:
        blink = getattr(self.app, "blink", True)
        with VerticalScroll(id="new-game"):
            yield Label("New game", classes="screen-title")
            with Horizontal(classes="form-row"):
                yield Label("Rules", classes="form-label")
                with RadioSet(id="ruleset", compact=True):
                    for i, ruleset in enumerate(RULESETS):
                        yield RadioButton(RULESET_LABELS.get(ruleset, ruleset), value=i == 0,
                                          name=ruleset)
            with Horizontal(classes="form-row"):
                yield Label("Players", classes="form-label")
                with RadioSet(id="mode", compact=True):
                    for mode in MODES:
                        yield RadioButton(MODE_LABELS.get(mode, MODE_NAMES.get(mode, mode)),
                                          value=mode == self.mode, name=mode)
            for i in range(4):
                with Horizontal(classes="form-row seat", id=f"seat-{i}"):
                    yield Label("", classes="form-label", id=f"seat-label-{i}")
                    yield Input(value=DEFAULT_NAMES[i], id=f"name-{i}", compact=True,
                                max_length=20)
                    yield Select([(KIND_LABELS[k], k) for k in KINDS], value=HUMAN,
                                 allow_blank=False, compact=True, id=f"kind-{i}")
            with Horizontal(classes="form-row", id="seed-row"):
                yield Label("Seed", classes="form-label")
                yield Input(value=str(self.seed), id="seed", compact=True, type="integer",
                            max_length=12)
            yield Static("The seed lays out the island (same seed, same island); Ctrl+R "
                         "draws another.", classes="hint")
            with Horizontal(classes="form-buttons"):
                yield Button("Start (Ctrl+S)", id="start", variant="success")
                yield Button("Back (Esc)", id="back")
        yield Footer(compact=True)
        self._blink = blink

    def on_mount(self) -> None:
        for field in self.query(Input):
            field.cursor_blink = self._blink
        self._show_seats()
        self.query_one("#mode", RadioSet).focus()

    def _show_seats(self) -> None:
        seats = SEATS[self.mode]
        for i in range(4):
            row = self.query_one(f"#seat-{i}")
            row.display = i < len(seats)
            if i < len(seats):
                self.query_one(f"#seat-label-{i}", Label).update(seats[i][0])

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        if event.radio_set.id == "mode" and event.pressed.name in MODES:
            self.mode = event.pressed.name
            self._show_seats()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def action_seat_preset(self) -> None:
        """Ctrl+O: the next set of seat kinds (see SEAT_PRESETS)."""
        self._preset = (self._preset + 1) % len(SEAT_PRESETS)
        _, kind = SEAT_PRESETS[self._preset]
        for i in range(4):
            self.query_one(f"#kind-{i}", Select).value = kind(i)

    def action_reseed(self) -> None:
        self.query_one("#seed", Input).value = str(random.randrange(1, 10**6))

    def action_back(self) -> None:
        self.app.pop_screen()

    def settings(self) -> NewGame | None:
        """The form as a NewGame, or None (with a notice) if something is missing."""
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text)
        except ValueError:
            self.notify("The seed must be a whole number.", severity="error")
            return None
        ruleset_button = self.query_one("#ruleset", RadioSet).pressed_button
        ruleset = ruleset_button.name if ruleset_button is not None else "classic"
        names = []
        kinds = []
        for i in range(len(SEATS[self.mode])):
            name = self.query_one(f"#name-{i}", Input).value.strip()
            names.append(name or SEATS[self.mode][i][0])
            kinds.append(self.query_one(f"#kind-{i}", Select).value)
        return NewGame(mode=self.mode, seed=seed, names=tuple(names), ruleset=ruleset,
                       seats=tuple(kinds))

    def action_start(self) -> None:
        settings = self.settings()
        if settings is None:
            return
        from .game import GameScreen

        self.app.switch_screen(GameScreen(settings.start()))
