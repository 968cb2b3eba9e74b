"""The new-game form: ruleset, players, each seat's name and kind (human or computer), the
seed, how the game ends (early end, the anti-stall limit) and practice; for Jackal
Archipelago also the island (1 to 4, free, random; a puzzle card for one player) and
where the boats start.

⏎ in a name or number field moves on to the next field (it never starts a game by
surprise); Start (Ctrl+S, or ⏎ on the button) begins. The form opens with the choices of
the last game started from it (``settings.py``), except the seed, which is new each time.
The chosen option reads without colour: ``(●)`` against ``( )``, ``[x]`` against ``[ ]``;
so does the field that has the keys: its label reversed, the option under the cursor
underlined.
"""

from __future__ import annotations

import random

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import (
    Button, Checkbox, Footer, Input, Label, RadioButton, RadioSet, Select, Static,
)

from jackal_tui.games.archipelago.solo import CARDS, goal_words
from jackal_tui.games.classic import CREW_NAMES, MODE_NAMES
from jackal_tui.persistence.records import read_records
from jackal_tui.persistence.schema import name_problem, seed_problem
from jackal_tui.tui.choices import (
    ARCH_BOATS, ARCH_ISLANDS, ARCH_MODES, ARCHIPELAGO, CAMPAIGN_ISLANDS, CARD_GAME,
    CARD_MODES, DEFAULT_CAMPAIGN, MODES,
    PUZZLE_CARDS, RULESETS, NewGame,
)
from jackal_tui.tui.seats import HUMAN, KIND_LABELS, KINDS
from jackal_tui.tui.settings import (
    DEFAULT_NAMES, MAX_NAME, FormChoices, load_choices, read_stall_rounds, save_choices,
    stall_words,
)

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
    ARCHIPELAGO: "Jackal Archipelago (boats at sea, the bear, the die)",
    CARD_GAME: "The Card Game (secret rows of action cards, 2-4 players)",
}
PRACTICE_WORDS = {"island": "Computers agree to take back a tile turned over",
                  ARCHIPELAGO: "Computers agree to take back a tile opened or a roll",
                  CARD_GAME: "Computers agree to take back cards drawn or rows revealed"}
CARD_MODE_LABELS = {"2": "2 players", "3": "3 players", "4": "4 players"}
# The card game's seats have no crew colours: they are players 1 to 4.
CARD_SEATS = [(f"Player {i + 1}", ()) for i in range(4)]
# Jackal Archipelago: one seat per crew (2 players: White and Black; 2 on 2: White and
# Black against Yellow and Red); one player solves a puzzle card with three pirates.
ARCH_SEATS = {
    "1": [("Player", (0,))],
    "2": [(CREW_NAMES[0], (0,)), (CREW_NAMES[2], (2,))],
    "3": [(CREW_NAMES[c], (c,)) for c in range(3)],
    "4": [(CREW_NAMES[c], (c,)) for c in range(4)],
    "2v2": [(CREW_NAMES[c], (c,)) for c in range(4)],
}
ARCH_MODE_LABELS = {
    "1": "1 player: a pirate puzzle against the bear",
    "2": "2 players (White against Black)",
    "3": "3 players",
    "4": "4 players, each for themselves",
    "2v2": "2 on 2 (White and Black against Yellow and Red)",
}
ISLAND_LABELS = {"1": "1", "2": "2", "3": "3", "4": "4", "free": "free", "random": "random"}
ISLAND_HINT = ("Island 1: 24 tiles (box 1), 2: 32 (boxes 1-2), 3: 40, 4: 48; free: all 66 "
               "on a shipped map; random: all 66 on a map from the seed.")
# One island, or a campaign of N islands in a row (RULINGS-ARCHIPELAGO, "End, score,
# campaign"): a Select's choices, 0 for one island.
CAMPAIGN_CHOICES = [("One island", 0)] + [
    (f"A campaign of {n} islands" + (" (the rulebook's)" if n == DEFAULT_CAMPAIGN else ""), n)
    for n in CAMPAIGN_ISLANDS]
CAMPAIGN_HINT = ("A campaign plays islands 1, 2, 3, 4, then the free island, then random "
                 "ones, the same players throughout. After each island, each crew that "
                 "banked 3 coins itself draws an ability for one of its pirates.")
BOATS_LABELS = {"recommended": "on the recommended places", "choose": "chosen on the board"}
# RULINGS-ARCHIPELAGO.md, "Solo puzzles": each card's goal, in its table's words
PUZZLE_GOALS = {f"p{n}": goal_words(goals) for n, (_, goals) in CARDS.items()}


def puzzle_label(card: str, records) -> str:
    """A puzzle card in the form's list: its goals, each marked ✓ once met (as on the
    puzzle list: · not yet)."""
    number = int(card[1:])
    met = records.goals_met(number)
    marks = "".join("✓" if tuple(g) in met else "·" for g in CARDS[number][1])
    return f"Card {number} {marks}: {PUZZLE_GOALS[card]}"


MODE_LABELS = {
    "4": "4 players, each for themselves",
    "4-teams": "4 players in two teams (White+Black against Yellow+Red)",
    "3": "3 players",
    "2": "2 players, two crews each",
    "2-light": "2 players, one crew each (quicker)",
}
# Ctrl+O steps through these: everyone at the keyboard, one human against computers, or a
# game of computers to watch.
SEAT_PRESETS = (
    ("everyone human", lambda i: HUMAN),
    ("you against Easy computers", lambda i: HUMAN if i == 0 else "easy"),
    ("you against Strong computers", lambda i: HUMAN if i == 0 else "strong"),
    ("Strong computers only (watch)", lambda i: "strong"),
)


def marked(button, left: str, mark: str, right: str) -> Content:
    """``(●)`` / ``( )``: the brackets in the label's colours, so that they show on every
    option (Textual's button colour for "off" is nearly the background), the mark in the
    button's colour when on, a space when off."""
    frame = button.get_visual_style("toggle--label")
    inside = (mark, button.get_visual_style("toggle--button")) if button.value else (" ", frame)
    return Content.assemble((left, frame), inside, (right, frame))


class MarkedChoice(RadioButton):
    """A radio button whose choice shows in its shape, not only its colour: ``(●)`` is
    chosen, ``( )`` is not (Textual's own draws ``▐●▌`` for both and colours the dot)."""

    @property
    def _button(self) -> Content:
        return marked(self, "(", "●", ")")


class MarkedBox(Checkbox):
    """A check box that reads without colour: ``[x]`` on, ``[ ]`` off. ⏎ moves on to the
    next field like everywhere on the form; Space ticks."""

    BINDINGS = [
        Binding("space", "toggle_button", "Tick", show=False),
        Binding("enter", "screen.next_field", "Next field", show=False),
    ]
    inherit_bindings = False

    @property
    def _button(self) -> Content:
        return marked(self, "[", "x", "]")


class NewGameScreen(Screen):
    """Ask what a new game needs; Start (Ctrl+S) begins it, ⏎ moves from field to field."""

    # CSS, not DEFAULT_CSS: these must win over the app's ".form-row Input" widths
    CSS = """
    NewGameScreen .form-row MarkedBox, NewGameScreen .form-row MarkedChoice {
        background: $surface;
    }
    NewGameScreen #stall-row Input {
        width: 7;
        margin-right: 1;
    }
    NewGameScreen #end-row, NewGameScreen #stall-row {
        margin-bottom: 0;
    }
    NewGameScreen #stall-words {
        width: 1fr;
    }
    NewGameScreen #island, NewGameScreen #boats {
        layout: horizontal;
        width: 1fr;
    }
    NewGameScreen #island MarkedChoice, NewGameScreen #boats MarkedChoice {
        width: auto;
        margin-right: 1;
    }
    NewGameScreen #puzzle {
        width: 50;
    }
    NewGameScreen #campaign {
        width: 40;
    }
    /* Which field has the keys must read without colour (NO_COLOR drops the backgrounds
       Textual marks focus with): the focused field's label is drawn reversed, the option
       under the cursor of the focused choice is underlined, and a choice without the
       focus shows no cursor at all. The row is marked -keys from Python (_mark_keys):
       Textual's :focus-within does not restyle a label beside the focused field. */
    NewGameScreen .form-row.-keys > .form-label {
        text-style: bold reverse;
    }
    NewGameScreen RadioSet:focus > MarkedChoice.-selected > .toggle--label {
        text-style: bold underline;
    }
    NewGameScreen RadioSet:blur > MarkedChoice.-selected > .toggle--label {
        background: transparent;
    }
    """

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+r", "reseed", "New seed"),
        Binding("ctrl+o", "seat_preset", "Computers"),
    ]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.randrange(1, 10**6)
        self.choices = FormChoices()
        self.mode = self.choices.mode
        self.arch_mode = self.choices.arch_mode
        self._preset = 0

    def compose(self) -> ComposeResult:
        blink = getattr(self.app, "blink", True)
        self.choices = choices = load_choices(getattr(self.app, "data_dir", None))
        records = read_records(getattr(self.app, "data_dir", None))
        self.mode = choices.mode
        self.arch_mode = choices.arch_mode
        with VerticalScroll(id="new-game") as form:
            # the fields take the focus and scroll the form to themselves; the form itself
            # taking it first (and giving it up) restyled every field twice
            form.can_focus = False
            yield Label("New game", classes="screen-title")
            with Horizontal(classes="form-row", id="ruleset-row"):
                yield Label("Rules", classes="form-label")
                with RadioSet(id="ruleset", compact=True):
                    for ruleset in RULESETS:
                        yield MarkedChoice(RULESET_LABELS.get(ruleset, ruleset),
                                           value=ruleset == choices.ruleset, name=ruleset)
            with Horizontal(classes="form-row island-only", id="mode-row"):
                yield Label("Players", classes="form-label")
                with RadioSet(id="mode", compact=True):
                    for mode in MODES:
                        yield MarkedChoice(MODE_LABELS.get(mode, MODE_NAMES.get(mode, mode)),
                                           value=mode == self.mode, name=mode)
            with Horizontal(classes="form-row card-only", id="card-mode-row"):
                yield Label("Players", classes="form-label")
                with RadioSet(id="card-mode", compact=True):
                    card_mode = self.mode if self.mode in CARD_MODES else "3"
                    for mode in CARD_MODES:
                        yield MarkedChoice(CARD_MODE_LABELS[mode], value=mode == card_mode,
                                           name=mode)
            with Horizontal(classes="form-row arch-only", id="arch-mode-row"):
                yield Label("Players", classes="form-label")
                with RadioSet(id="arch-mode", compact=True):
                    for mode in ARCH_MODES:
                        yield MarkedChoice(ARCH_MODE_LABELS[mode], value=mode == self.arch_mode,
                                           name=f"arch-mode-{mode}")
            with Horizontal(classes="form-row arch-only arch-island", id="campaign-row"):
                yield Label("Campaign", classes="form-label")
                yield Select(CAMPAIGN_CHOICES, value=choices.campaign, allow_blank=False,
                             compact=True, id="campaign")
            yield Static(CAMPAIGN_HINT, classes="hint arch-only arch-campaign",
                         id="campaign-hint")
            with Horizontal(classes="form-row arch-only arch-island arch-one",
                            id="island-row"):
                yield Label("Island", classes="form-label")
                with RadioSet(id="island", compact=True):
                    for island in ARCH_ISLANDS:
                        yield MarkedChoice(ISLAND_LABELS[island], value=island == choices.island,
                                           name=f"island-{island}")
            yield Static(ISLAND_HINT, classes="hint arch-only arch-island arch-one",
                         id="island-hint")
            with Horizontal(classes="form-row arch-only arch-puzzle", id="puzzle-row"):
                yield Label("Puzzle card", classes="form-label")
                yield Select([(puzzle_label(card, records), card)
                              for card in PUZZLE_CARDS], value=choices.puzzle,
                             allow_blank=False, compact=True, id="puzzle")
            with Horizontal(classes="form-row arch-only arch-island", id="boats-row"):
                yield Label("Boats", classes="form-label")
                with RadioSet(id="boats", compact=True):
                    for boats in ARCH_BOATS:
                        yield MarkedChoice(BOATS_LABELS[boats], value=boats == choices.boats,
                                           name=f"boats-{boats}")
            with Horizontal(classes="form-row card-only", id="islands-row"):
                yield Label("Islands", classes="form-label")
                yield MarkedBox("First game: 4 islands (else all 10)",
                                value=choices.first_game, id="first-game", compact=True)
            for i in range(4):
                with Horizontal(classes="form-row seat", id=f"seat-{i}"):
                    yield Label("", classes="form-label", id=f"seat-label-{i}")
                    yield Input(value=choices.names[i], id=f"name-{i}", compact=True,
                                max_length=MAX_NAME)
                    yield Select([(KIND_LABELS[k], k) for k in KINDS], value=choices.seats[i],
                                 allow_blank=False, compact=True, id=f"kind-{i}")
            with Horizontal(classes="form-row", id="seed-row"):
                yield Label("Seed", classes="form-label")
                yield Input(value=str(self.seed), id="seed", compact=True, type="integer",
                            max_length=12)
            yield Static("The seed lays out the island (same seed, same island); Ctrl+R "
                         "draws another.", classes="hint", id="seed-hint")
            with Horizontal(classes="form-row island-only", id="end-row"):
                yield Label("Game end", classes="form-label")
                yield MarkedBox("End early once the leader can no longer be caught",
                                value=choices.early_end, id="early-end", compact=True)
            with Horizontal(classes="form-row island-only stall", id="stall-row"):
                yield Label("", classes="form-label", id="stall-label")
                yield Input(value=stall_words(choices.stall_rounds), id="stall", compact=True,
                            max_length=4)
                yield Static("rounds with nothing won or lost end it (off: never)",
                             id="stall-words")
            yield Static("Nothing won or lost: no tile opened, no coin banked, sunk or eaten, "
                         "no pirate lost.", classes="hint island-only stall", id="stall-hint")
            with Horizontal(classes="form-row", id="practice-row"):
                yield Label("Practice", classes="form-label")
                yield MarkedBox(PRACTICE_WORDS["island"],
                                value=choices.practice, id="practice", compact=True)
            with Horizontal(classes="form-buttons"):
                yield Button("Start (Ctrl+S)", id="start", variant="success")
                yield Button("Back (Esc)", id="back")
        yield Footer(compact=True)
        self._blink = blink

    def on_mount(self) -> None:
        for field in self.query(Input):
            field.cursor_blink = self._blink
        for choice in self.query(RadioSet):
            # Textual's RadioSet puts its cursor on the first option: ↓ then went from
            # there, not from the chosen one
            if choice.pressed_index >= 0:
                choice._selected = choice.pressed_index
        self._show_seats()
        self.players_set().focus()

    def players_set(self) -> RadioSet:
        """The players' choice of the chosen game (the others are hidden)."""
        return self.query_one("#card-mode" if self.cards else
                              "#arch-mode" if self.archipelago else "#mode", RadioSet)

    @property
    def ruleset(self) -> str:
        button = self.query_one("#ruleset", RadioSet).pressed_button
        return button.name if button is not None else "classic"

    @property
    def cards(self) -> bool:
        return self.ruleset == CARD_GAME

    @property
    def archipelago(self) -> bool:
        return self.ruleset == ARCHIPELAGO

    def _pressed(self, selector: str, default: str) -> str:
        """The choice of a radio set; Archipelago's buttons are named ``<set>-<choice>`` so
        that none shares a name with classic's (its "4" players is not classic's)."""
        button = self.query_one(selector, RadioSet).pressed_button
        if button is None:
            return default
        return button.name.removeprefix(f"{selector[1:]}-")

    @property
    def island(self) -> str:
        """Archipelago's island as its rules core takes it: 1..4, free, random, or the
        puzzle card (p1..p10) of a one-player game."""
        if self.arch_mode == "1":
            return str(self.query_one("#puzzle", Select).value)
        return self._pressed("#island", "1")

    @property
    def campaign(self) -> int:
        """The campaign's islands (0: one island); a puzzle is never a campaign."""
        if not self.archipelago or self.arch_mode == "1":
            return 0
        value = self.query_one("#campaign", Select).value
        return value if isinstance(value, int) else 0

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "campaign":
            self._show_seats()

    def seats_shown(self) -> list:
        """(label, crews) for each seat the chosen game and mode ask about."""
        if self.cards:
            return CARD_SEATS[:int(self._pressed("#card-mode", "3"))]
        if self.archipelago:
            return ARCH_SEATS[self.arch_mode]
        return SEATS[self.mode]

    def _show_seats(self) -> None:
        cards, arch = self.cards, self.archipelago
        solo = arch and self.arch_mode == "1"
        for row in self.query(".card-only"):
            row.display = cards
        for row in self.query(".island-only"):
            row.display = not cards and not arch
        for row in self.query(".arch-only"):
            row.display = arch
        for row in self.query(".arch-island"):
            row.display = arch and not solo
        for row in self.query(".arch-puzzle"):
            row.display = solo
        campaign = arch and not solo and self.campaign > 0
        for row in self.query(".arch-one"):   # a campaign starts on island 1
            row.display = arch and not solo and not campaign
        for row in self.query(".arch-campaign"):
            row.display = campaign
        for row in self.query(".stall"):  # Archipelago keeps the anti-stall limit
            row.display = not cards and not solo
        self.query_one("#seed-hint", Static).update(
            "The seed deals the islands and the cards (same seed, same game); Ctrl+R "
            "draws another." if cards else
            "A puzzle card lies face up: the seed changes nothing in it." if solo else
            "The seed deals the face-down tiles (and a random island); Ctrl+R draws "
            "another." if arch else
            "The seed lays out the island (same seed, same island); Ctrl+R draws another.")
        # Archipelago has no early end: its anti-stall limit is the first end setting
        self.query_one("#stall-label", Label).update("Game end" if arch else "")
        self.query_one("#practice", MarkedBox).label = PRACTICE_WORDS[
            CARD_GAME if cards else ARCHIPELAGO if arch else "island"]
        seats = self.seats_shown()
        for i in range(4):
            row = self.query_one(f"#seat-{i}")
            row.display = i < len(seats)
            if i < len(seats):
                self.query_one(f"#seat-label-{i}", Label).update(seats[i][0])

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._mark_keys()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._mark_keys()

    def _mark_keys(self) -> None:
        """Mark the row whose field has the keys, so that its label reads reversed."""
        focused = self.focused
        for row in self.query(".form-row"):
            row.set_class(focused is not None and row in focused.ancestors, "-keys")

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        if event.radio_set.id == "mode" and event.pressed.name in MODES:
            self.mode = event.pressed.name
        if event.radio_set.id == "arch-mode":
            self.arch_mode = self._pressed("#arch-mode", self.arch_mode)
        self._show_seats()

    # ----- ⏎ moves on -------------------------------------------------------------------
    def fields_in_order(self) -> list:
        """Where ⏎ goes next, in order: the names shown, the seed, the end settings,
        practice, then the Start button."""
        names = [f"#name-{i}" for i in range(len(self.seats_shown()))]
        if self.cards:
            rest = ("#first-game", "#seed", "#practice", "#start")
        elif self.archipelago:
            rest = ("#seed", "#practice", "#start") if self.arch_mode == "1" else \
                ("#seed", "#stall", "#practice", "#start")
        else:
            rest = ("#seed", "#early-end", "#stall", "#practice", "#start")
        return [self.query_one(selector) for selector in (*names, *rest)]

    def action_next_field(self) -> None:
        order = self.fields_in_order()
        focused = self.focused
        if focused in order[:-1]:
            order[order.index(focused) + 1].focus()
        else:
            self.focus_next()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_next_field()

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

    # ----- starting -----------------------------------------------------------------------
    def settings(self) -> NewGame | None:
        """The form as a NewGame, or None (with a notice saying what to fix)."""
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text)
        except ValueError:
            self.refuse("The seed must be a whole number.", "#seed")
            return None
        if problem := seed_problem(seed):  # else the game's save would never load
            self.refuse(f"{problem[0].upper()}{problem[1:]}.", "#seed")
            return None
        try:
            stall = read_stall_rounds(self.query_one("#stall", Input).value)
        except ValueError as error:
            self.refuse(f"Anti-stall limit: {error}.", "#stall")
            return None
        ruleset = self.ruleset
        seats = self.seats_shown()
        names = []
        kinds = []
        for i in range(len(seats)):
            name = self.query_one(f"#name-{i}", Input).value.strip()
            if problem := name_problem(name):
                self.refuse(f"{seats[i][0]}'s name: {problem}.", f"#name-{i}")
                return None
            if self.cards and any(ch in name for ch in ",#"):
                self.refuse(f"{seats[i][0]}'s name: the card game's position text lists "
                            "names with commas, so a name cannot hold ',' or '#'.", f"#name-{i}")
                return None
            # an empty name: the crew's (island games), or a player's default (cards)
            names.append(name or (DEFAULT_NAMES[i] if self.cards else seats[i][0]))
            kind = self.query_one(f"#kind-{i}", Select).value
            kinds.append(kind)
        if self.archipelago:
            return NewGame(mode=self.arch_mode, seed=seed, names=tuple(names), ruleset=ruleset,
                           seats=tuple(kinds), stall_rounds=stall, island=self.island,
                           boats=self._pressed("#boats", "recommended"),
                           campaign=self.campaign,
                           practice=self.query_one("#practice", MarkedBox).value)
        if self.cards:
            return NewGame(mode=str(len(seats)), seed=seed, names=tuple(names),
                           ruleset=ruleset, seats=tuple(kinds),
                           practice=self.query_one("#practice", MarkedBox).value,
                           first_game=self.query_one("#first-game", MarkedBox).value)
        return NewGame(mode=self.mode, seed=seed, names=tuple(names), ruleset=ruleset,
                       seats=tuple(kinds),
                       early_end=self.query_one("#early-end", MarkedBox).value,
                       stall_rounds=stall,
                       practice=self.query_one("#practice", MarkedBox).value)

    def refuse(self, message: str, selector: str) -> None:
        self.notify(message, severity="error")
        self.query_one(selector).focus()

    def remember(self, settings: NewGame) -> None:
        """Keep the choices for the next new game; a failure only costs that (it is said)."""
        names = list(self.choices.names)
        kinds = list(self.choices.seats)
        for i in range(4):  # the seats the mode hides keep what their fields hold
            names[i] = self.query_one(f"#name-{i}", Input).value.strip() or DEFAULT_NAMES[i]
            kinds[i] = self.query_one(f"#kind-{i}", Select).value
        arch = settings.ruleset == ARCHIPELAGO
        old = self.choices
        # each game keeps its own players' choice: Archipelago's "2" is not classic's
        choices = FormChoices(ruleset=settings.ruleset,
                              mode=old.mode if arch else settings.mode, names=names,
                              seats=kinds,
                              early_end=old.early_end if arch else settings.early_end,
                              stall_rounds=settings.stall_rounds, practice=settings.practice,
                              first_game=settings.first_game,
                              arch_mode=settings.mode if arch else old.arch_mode,
                              island=self._pressed("#island", old.island),
                              puzzle=str(self.query_one("#puzzle", Select).value),
                              boats=self._pressed("#boats", old.boats),
                              campaign=self.campaign if arch else old.campaign)
        try:
            save_choices(choices, getattr(self.app, "data_dir", None))
        except OSError as error:
            self.app.notify(f"The form's choices were not kept for next time: "
                            f"{error.strerror or error}.", severity="warning", timeout=6)

    def action_start(self) -> None:
        settings = self.settings()
        if settings is None:
            return
        self.remember(settings)
        self.app.start_game(settings.start(), replace=True)
