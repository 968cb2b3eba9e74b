"""Jackal Archipelago's replay viewer: step through a saved or finished game, forward and
back, with the log in step and the map as it was.

← → one action, PgUp PgDn one turn, Home End the start and the end, Esc closes. Opened
from the Archipelago results (r) and from the load list (v).

The positions come from the generic fold of :mod:`.replay` (:class:`~.replay.Steps`: the
game's events over its start, ``archipelago.state.apply_event``, no rules run, no random
number drawn, a copy kept every few actions), the log in step from its
:class:`~.replay.ReplayLog`, the keys from its :class:`~.replay.StepScreen`.

What the viewer shows (the issue left it open; decided here): what the table saw. A tile
not yet turned up is drawn by its back only (the map never draws a face-down face), and
no crew's lighthouse look is shown: a game in progress can be replayed by anyone at the
load list, so the replay tells no more than a spectator knows.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Static

from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES
from jackal_tui.games.archipelago.game import initial_state
from jackal_tui.games.archipelago.notation import ROLL_WORDS
from jackal_tui.games.archipelago.rules import coins_on_bank
from jackal_tui.games.archipelago.solo import (CARDS, card_number, goal_words, goals_missed,
                                  pirates_alive)
from jackal_tui.games.archipelago.state import BOAT, DEAD, apply_event
from jackal_tui.tui.archipelago.map import ArchipelagoMap, least_size
from jackal_tui.tui.widgets.too_small import TooSmall
from jackal_tui.tui.classic.replay import TURN_KEYS, ReplayLog, Steps, StepScreen, turn_keys_text

PANEL_WIDTH = 34   # the least the panel needs (as at the table)


def island_name(s) -> str:
    """The island as the load list names it: ``island 2``, ``puzzle 7``, ``free island``,
    ``random island``; ``own island`` for a hand-written position."""
    from jackal_tui.tui.screens.load import island_words

    island = s.island if s.island not in ("custom", "") else None
    return island_words(island)


def coins_words(s) -> str:
    """The panel's coins and bottles line, as anyone at the table knows them (the game's
    panel and the replay's), after the teams' coins in a game of 2 on 2: on the island, the most the face-down tiles can hold
    (``State.most_unfound``, never the secret count), banked, lost, bottles left."""
    lost = f", {s.sunk + s.eaten} lost" if s.sunk or s.eaten else ""
    if s.solo:   # a puzzle: the coins lie face up, the bank is a tile; no bottles
        return puzzle_words(s, lost)
    teams = ""
    if any(len(crews) > 1 for crews in s.sides):   # 2 on 2: the teams, as classic's panel
        teams = "Teams: " + " · ".join(
            "+".join(CREW_LETTERS[c] for c in crews) + f" ${score}"
            for crews, score in s.side_scores()) + "\n"
    return (teams + f"Coins: {s.tile_coins + s.carried} on the island, up to "
            f"{s.most_unfound()} unfound, {sum(s.banked)} banked{lost}. "
            f"Bottles left: {s.supply}\n")


def puzzle_words(s, lost: str = "") -> str:
    """A puzzle's coins (to bring, on the bank) and its card's goal (RULINGS-ARCHIPELAGO,
    "Solo puzzles": every coin on the bank at the end of turn T, A pirates alive)."""
    bank = coins_on_bank(s)
    text = f"Coins: {s.tile_coins + s.carried - bank} to bring, {bank} on the bank{lost}.\n"
    card = card_number(s.island)
    if card is None:
        return text
    goals = [tuple(g) for g in CARDS[card][1]]
    alive = pirates_alive(s)
    missed = [] if s.over else goals_missed(card, s.turns, alive)
    gone = {g for g, _ in missed}
    left = [g for g in goals if g not in gone]
    if left:
        text += f"Goal: every coin on the bank in {goal_words(left)}.\n"
    else:
        text += "Goal out of reach; every coin on the bank still solves the card.\n"
    for g, why in missed:
        text += f"Missed: {goal_words([g])} ({why}).\n"
    return text


def crew_words(s, c: int) -> tuple[str, str]:
    """A crew's line after its name: its coins and bottles, then (dimmed) its pirates
    aboard and dead; in a puzzle (no boat, no bottles, the coins on the bank tile) only
    the pirates alive."""
    dead = sum(1 for p in range(c * 3, c * 3 + 3) if s.p_where[p] == DEAD)
    if s.solo:
        return "", f"pirates alive {3 - dead}"
    aboard = sum(1 for p in range(c * 3, c * 3 + 3) if s.p_where[p] == BOAT)
    return (f"${s.banked[c]:<2} δ{s.bottles[c]} ",
            f"aboard {aboard}" + (f" dead {dead}" if dead else ""))


def crews_text(game, s, *, now: int | None = None) -> Text:
    """Each crew's coins, bottles, pirates aboard and dead; the coins, the bear and the
    die, as anyone at the table sees them (no crew's lighthouse look)."""
    text = Text()
    for c in s.crews:
        text.append("▶" if c == now else " ", "bold")
        text.append(f"{CREW_LETTERS[c]} ", "bold reverse")
        coins, pirates = crew_words(s, c)
        text.append(f"{game.seat_name(c)[:8]:<8} {coins}")
        text.append(pirates, "dim")
        text.append("\n")
    text.append(coins_words(s))
    text.append("The bear is in its den (face down)." if s.bear < 0
                else f"Bear @ at {s.name(s.bear)}.")
    if s.last_roll:
        cell, n = s.last_roll
        text.append(f"\nDie: {n} at {s.name(cell)} ({ROLL_WORDS[n]})")
    return text


class ArchipelagoSteps(Steps):
    """Every position of an Archipelago game by the number of actions played; its
    chapters are the turns (the action after a ``turn`` event)."""

    def __init__(self, game) -> None:
        self.game = game
        self.movers: list[int] = []        # the crew whose turn each action was in
        self.deciders: list[int] = []      # the crew that chose it (a vote, the smoke)
        self.turn_numbers: list[int] = []  # that turn, numbered from 1
        super().__init__(initial_state(game.setup), game.events, apply_event)
        self.log = game.log()

    def before_action(self, state) -> None:
        self.movers.append(state.turn)
        decider = state.decider()
        self.deciders.append(state.turn if decider is None else decider)
        self.turn_numbers.append(state.turns + 1)

    def after_event(self, event, state) -> None:
        if event[0] == "turn" and self.starts:
            self.chapters.append(len(self.starts))  # the action after this one

    def log_numbers(self) -> list[str]:
        """``"12."`` on the first action of turn 12, nothing on the others of that turn."""
        numbers, last = [], None
        for number in self.turn_numbers:
            numbers.append("" if number == last else f"{number}.")
            last = number
        return numbers


class ArchipelagoReplayScreen(StepScreen):
    """Step through an Archipelago game: ← → one action, PgUp PgDn one turn, Home End the
    start and the end, Esc close."""

    DEFAULT_CSS = """
    ArchipelagoReplayScreen #arch-replay-left { width: auto; height: 1fr; }
    ArchipelagoReplayScreen #replay-log { height: 1fr; }
    ArchipelagoReplayScreen #arch-replay-right { width: 1fr; height: 1fr; padding-left: 1; }
    ArchipelagoReplayScreen #replay-title { height: auto; }
    ArchipelagoReplayScreen #arch-replay-crews { height: auto; margin-top: 1; }
    ArchipelagoReplayScreen #replay-keys { height: auto; margin-top: 1; color: $text-muted; }
    """

    BINDINGS = TURN_KEYS

    def __init__(self, game, *, at: int | None = None, title: str | None = None) -> None:
        super().__init__(game, ArchipelagoSteps(game), at=at, title=title)
        self.numbers = self.steps.log_numbers()

    def compose(self) -> ComposeResult:
        with Horizontal(id="arch-replay-body"):
            with Vertical(id="arch-replay-left"):
                yield ArchipelagoMap(self.steps.state_at(self.at), id="arch-replay-map",
                                     cursor=False)
                yield ReplayLog(id="replay-log", start_words="Before the first action: "
                                "the island face down, the boats at sea.")
            with Vertical(id="arch-replay-right"):
                yield Static(id="replay-title")
                yield Static(id="arch-replay-crews")
                yield Static(self._keys(), id="replay-keys")
        yield TooSmall("Esc: close the replay", id="arch-too-small")
        yield Footer(compact=True)

    @staticmethod
    def _keys() -> Text:
        text = turn_keys_text()
        text.append("░b░ ░f░ ░m░ face down (beach, forest, mountain)", "dim")
        return text

    @property
    def map(self) -> ArchipelagoMap:
        return self.query_one(ArchipelagoMap)

    def on_mount(self) -> None:
        self.fit_map()
        self.show_step()

    def on_resize(self, event: events.Resize) -> None:
        if self.is_mounted and self.query(ArchipelagoMap):
            self.fit_map()
            self.call_after_refresh(self.show_step)

    def fit_map(self) -> None:
        width, height = self.size.width or 80, self.size.height or 24
        self.query_one(TooSmall).fit(width, height, least_size(self.game.state.board),
                                     self.query_one("#arch-replay-body"))
        self.map.fit(width - PANEL_WIDTH - 1, height - 1 - 4)

    # ----- showing a step
    def show_step(self) -> None:
        state = self.steps.state_at(self.at)
        self.map.show(state, unfound=self.at == self.steps.count and self.game.is_over())
        self.query_one(ReplayLog).show(self.steps.log, self.at, self.numbers)
        self.query_one("#replay-title", Static).update(self._title(state))
        now = self.steps.movers[self.at - 1] if self.at else None
        self.query_one("#arch-replay-crews", Static).update(
            crews_text(self.game, state, now=now))
        self.refresh_bindings()

    def _title(self, state) -> Text:
        count = self.steps.count
        text = Text()
        text.append(self.title_words or "Replay", style="bold underline")
        if self.game.setup.get("practice") is True:
            text.append(" (practice)", style="bold")
        text.append(f"\nArchipelago, {island_name(state)}\n")
        if self.at == 0:
            text.append(f"Start: {count} action{'' if count == 1 else 's'} to come\n")
        else:
            text.append(f"Turn {self.steps.turn_numbers[self.at - 1]}", style="bold")
            text.append(f" · action {self.at} of {count}\n")
            crew = self.steps.movers[self.at - 1]
            name = self.game.seat_name(crew)
            text.append(name if name == CREW_NAMES[crew] else f"{name} ({CREW_NAMES[crew]})")
            text.append("'s turn\n")
        if self.at == count:
            text.append("The end of the island\n" if self.game.is_over()
                        else "As far as it was played\n", style="bold")
            if self.game.is_over() and any(state.backs[c] and not state.up[c]
                                           for c in state.board.land):
                text.append("░x░: tile x was never found\n")
        return text
