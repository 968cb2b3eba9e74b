"""Jackal Archipelago's table at the shared screens (replay, watch, results): the map and
the crews' panel, and the words only this game has (the island's name, the coins and
bottles, a puzzle's goals, what the deciding crew is doing).

What it shows is what the table saw: the screens hand it :func:`public_copy` of a state, in
which every face-down tile has lost its face and no crew remembers a lighthouse look (the
map draws a face-down tile by its back in any case). A game in progress can be replayed
by anyone at the load list, so the replay tells no more than a spectator knows.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from jackal_tui.games.archipelago.actions import piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES
from jackal_tui.games.archipelago.notation import CHOICE_WORDS, ROLL_WORDS
from jackal_tui.games.archipelago.rules import coins_on_bank
from jackal_tui.games.archipelago.solo import (CARDS, card_number, goal_words, goals_met,
                                               goals_missed, pirates_alive)
from jackal_tui.games.archipelago.state import BOAT, DEAD
from jackal_tui.session import HUMAN
from jackal_tui.tui.archipelago.campaign_words import (abilities_table, campaign_table,
                                                      crew_abilities)
from jackal_tui.tui.archipelago.map import FACE_DOWN, NEVER_FOUND, ArchipelagoMap, least_size
from jackal_tui.tui.archipelago.words import island_words
from jackal_tui.tui.table_view import TableView
from jackal_tui.tui.widgets.too_small import TooSmall

PANEL_WIDTH = 34   # the least the panel needs (as at the table)
HIDDEN = "?"   # what a face-down tile's face is in the public copy


def public_copy(s):
    """The state as a spectator may know it: every face-down tile's face replaced by
    ``?`` and every crew's lighthouse looks forgotten (a copy: ``s`` is untouched)."""
    shown = s.copy()
    for c in shown.board.land:
        if not shown.up[c]:
            shown.tiles[c] = HIDDEN
    shown.known = [set() for _ in shown.known]
    shown._key_cache = None
    return shown


def never_found(s) -> bool:
    """Was some land tile of the island never turned up (it has a back, it is down)?"""
    return any(s.backs[c] and not s.up[c] for c in s.board.land)


def island_name(s) -> str:
    """The island as the load list names it: ``island 2``, ``puzzle 7``, ``free island``,
    ``random island``; ``own island`` for a hand-written position."""
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
        if crew_abilities(s, c):
            text.append(f"   {crew_abilities(s, c)}\n")
    text.append(coins_words(s))
    text.append("The bear is in its den (face down)." if s.bear < 0
                else f"Bear @ at {s.name(s.bear)}.")
    if s.last_roll:
        cell, n = s.last_roll
        text.append(f"\nDie: {n} at {s.name(cell)} ({ROLL_WORDS[n]})")
    return text


def puzzle_goals(s, solved: bool) -> str:
    """Each goal of a puzzle card, met or not (RULINGS-ARCHIPELAGO, "Solo puzzles": "a
    card with two goals shows which were met"): every coin on the bank at the end of turn
    T with at least A pirates alive."""
    card = card_number(s.island)
    if card is None:
        return ""
    alive = pirates_alive(s)
    met = goals_met(card, s.turns, alive) if solved else []
    return "".join(f"Goal {goal_words([g])}: {'met' if tuple(g) in met else 'not met'}.\n"
                   for g in CARDS[card][1])


def _coins(n: int) -> str:
    """"1 coin", "3 coins": a count of coins as the results say it."""
    return f"{n} coin" if n == 1 else f"{n} coins"


class ArchipelagoView(TableView):
    """The map over the log, the crews beside it; chapters are the turns."""

    WHAT = "The island"
    TABLE_WORDS = "map"
    START_WORDS = "Before the first action: the island face down, the boats at sea."
    END_WORDS = "The end of the island"
    NOT_OVER_YET = "The island has not ended yet: the results come at its end."
    HIDDEN_WORDS = "Face-down tiles and lighthouse looks are not shown."
    record_words = ""   # a puzzle just played: its best result (new, or the one kept)

    # ----- the fold: (the crew whose turn, the crew that chose, the turn from 1)
    def facts(self, state):
        decider = state.decider()
        # in a campaign: the island's number, and whether the draw after it is on
        return (state.turn, state.turn if decider is None else decider, state.turns + 1,
                state.island_no, state.phase == "draw")

    def log_numbers(self, facts: list) -> list[str]:
        """``"12."`` on the first action of turn 12, nothing on the others of that turn."""
        numbers, last = [], None
        for _, _, number, island, drawing in facts:
            label = (island, "draw" if drawing else number)
            numbers.append("" if label == last else "draw" if drawing else f"{number}.")
            last = label
        return numbers

    def public(self, state):
        return public_copy(state)

    # ----- the widgets
    def table(self, where: str) -> ComposeResult:
        yield ArchipelagoMap(public_copy(self.game.state), id="table-map", cursor=False)

    def panel(self, where: str) -> ComposeResult:
        yield Static(id="arch-crews", classes="table-part")

    def fit(self, screen, width: int, height: int) -> None:
        screen.query_one(TooSmall).fit(width, height, least_size(self.game.state.board),
                                       screen.query_one("#table-body"))
        screen.query_one(ArchipelagoMap).fit(width - PANEL_WIDTH - 1, height - 1 - 4)

    def show(self, screen, state, *, at=None, steps=None, real=None) -> None:
        shown = screen.query_one(ArchipelagoMap)
        if shown.state.board is not state.board and screen.size.width:
            # a campaign's other island (another map): its cells fitted to it
            shown.state = state
            self.fit(screen, screen.size.width, screen.size.height)
        # a finished game's last step: the whole island, its tiles never found shown
        if at is not None and at == steps.count and self.game.is_over():
            screen.query_one(ArchipelagoMap).show(steps.final, unfound=True)
        else:
            screen.query_one(ArchipelagoMap).show(state)
        if at is None:
            now = state.decider()
        else:
            now = steps.facts[at - 1][0] if at else None
        screen.query_one("#arch-crews", Static).update(crews_text(self.game, state, now=now))

    def end_words(self) -> str:
        """The never-found mark's legend, when some tile of the ended island was never
        turned up."""
        if self.game.is_over() and never_found(self.game.state):
            return f"{FACE_DOWN}x{FACE_DOWN}: tile x was never found"
        return ""

    def keys_words(self) -> Text:
        return Text("░b░ ░f░ ░m░ face down (beach, forest, mountain)", "dim")

    # ----- words
    def where_words(self, state) -> str:
        if state.campaign:
            return (f"Archipelago, campaign {state.island_no}/{state.islands}, "
                    f"{island_name(state)}")
        return f"Archipelago, {island_name(state)}"

    def step_words(self, state, at: int, steps) -> Text:
        crew, _, turn, island, drawing = steps.facts[at - 1]
        text = Text()
        if drawing:   # a campaign's draw after an island
            text.append(f"The draw after island {island}", style="bold")
        else:
            text.append(f"Turn {turn}", style="bold")
        text.append(f" · action {at} of {steps.count}\n")
        name = self.game.seat_name(crew)
        text.append(name if name == CREW_NAMES[crew] else f"{name} ({CREW_NAMES[crew]})")
        text.append("'s turn\n")
        return text

    def doing_words(self, state) -> Text:
        text = Text()
        if state.over:
            text.append(f"The island has ended: {state.end_reason}.", "bold")
            return text
        text.append(f"Turn {state.turns + 1}: ", "bold")
        seat = state.decider()
        name = self.game.seat_name(seat) if seat is not None else ""
        if state.pending:
            words = (f"{piece_name(state.pending['piece'])} chooses "
                     f"{CHOICE_WORDS.get(state.pending['kind'], state.pending['kind'])}")
        elif state.vote:
            words = f"{name} answers {CREW_NAMES[state.vote[0]]}'s proposal to end the island"
        elif state.phase == "draw":   # a campaign's draw after an island
            words = f"{name} picks an ability (the draw after island {state.island_no})"
        elif state.phase == "setup":
            words = f"{name} sets up the boat"
        elif state.phase == "bottles":
            words = f"{name} may use bottles"
        else:
            words = f"{name}'s turn"
        text.append(words, "bold")
        return text

    # ----- the results
    def results_title(self) -> str:
        s = self.game.state
        if s.campaign:
            return (f"The campaign has ended: island {s.island_no} of {s.islands} "
                    f"({island_name(s)}) was its last")
        return f"The island has ended ({island_name(s)})"

    def results_extra(self) -> ComposeResult:
        """A campaign's table under the last island's results: every island, the coins
        each crew banked and what it took, and the abilities held at the end."""
        s = self.game.state
        view = self.game.view(0).get("campaign") if s.campaign else None
        if view is None:
            return
        text = Text()
        text.append("\nThe campaign (no campaign-wide winner)\n", "bold underline")
        text.append_text(campaign_table(self.game, view))
        text.append("Abilities held\n", "bold")
        text.append_text(abilities_table(self.game, s))
        yield Static(text, id="campaign-results")

    def results_picture(self) -> ComposeResult:
        # the island is over: every tile may show, those never found marked so
        final = ArchipelagoMap(self.game.state, id="results-map", cursor=False)
        final.unfound = True
        yield final

    def refresh_results(self, screen) -> None:
        screen.query_one(ArchipelagoMap).fit((screen.size.width or 80) - 36,
                                             (screen.size.height or 24) - 1)

    def results_words(self) -> Text:
        game = self.game
        s = game.state
        text = Text()
        text.append(f"{s.end_reason}.\n\n" if s.end_reason else "\n")
        winners = game.winners()
        names = [game.seat_name(c) for c in winners]
        if s.solo:
            text.append("Solved!\n" if winners else "Not solved.\n", "bold")
            text.append(puzzle_goals(s, solved=bool(winners)))
            if self.record_words:
                text.append(self.record_words + "\n",
                            "bold" if self.record_words.startswith("New best") else "")
            text.append("\n")
        elif len(winners) == 1:
            text.append(f"{names[0]} wins with {_coins(s.banked[winners[0]])} banked.\n\n",
                        "bold")
        elif winners:
            text.append(f"{' and '.join(names)} win with "
                        f"{_coins(sum(s.banked[c] for c in winners))} banked.\n\n", "bold")
        kinds = game.setup.get("seats") or []
        seats = list(game.seats())
        # a crew's own coins (2 on 2: not the team's), or a puzzle's on the bank tile
        score = game.scores() if s.solo else {c: s.banked[c] for c in s.crews}
        for c in sorted(s.crews, key=lambda c: -score[c]):
            k = seats.index(c)
            kind = kinds[k] if k < len(kinds) and kinds[k] != HUMAN else ""
            mark = "★" if c in winners else " "
            text.append(f"{mark} {CREW_LETTERS[c]} {game.seat_name(c)[:12]:<12} "
                        f"{score[c]:>2} coin{'' if score[c] == 1 else 's'}"
                        + (" on the bank" if s.solo else ""))
            text.append(f" ({kind})\n" if kind else "\n", "dim")
        lost = s.sunk + s.eaten
        left = s.tile_coins + s.carried - (score[0] if s.solo else 0)
        if never_found(s):
            text.append(f"\n{NEVER_FOUND}.\n", "dim")
        text.append(f"\n{_coins(left)} left on the island, {lost} lost "
                    f"at sea or eaten, {s.hidden_coins} never found.\n", "dim")
        counts = f"{game.action_count} actions, {s.turns} turns"
        if s.campaign:
            # the turns start again on each island; the actions run on from the first
            dealt = max((k + 1 for k in range(game.action_count)
                         if any(ev[0] == "deal" for ev in game.action_events(k))), default=0)
            counts = (f"Island {s.island_no}: {game.action_count - dealt} actions, "
                      f"{s.turns} turns; the campaign: {game.action_count} actions")
        text.append(counts + (", a practice game" if game.setup.get("practice") is True else "")
                    + ". ★ marks the winner.", "dim")
        return text

    def help_screen(self):
        from jackal_tui.tui.screens.help import HelpScreen

        return HelpScreen(public_copy(self.game.state), None)
