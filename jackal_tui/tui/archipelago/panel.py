"""Jackal Archipelago's table in words: the panel beside the map (the crews, the bear,
what to do now, the cell under the cursor) and the move log under it.

:class:`PanelWords` is a part of the play screen
(:class:`~jackal_tui.tui.archipelago.screen.ArchipelagoScreen`): it reads the screen's
session, its chosen piece and its map, and draws nothing itself.
"""

from __future__ import annotations

import textwrap

from rich.text import Text
from textual.widgets import Static

from jackal_tui.games.archipelago.actions import Action, parse_piece, piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES
from jackal_tui.games.archipelago.notation import CHOICE_WORDS, ROLL_WORDS
from jackal_tui.games.archipelago.rules import bear_target
from jackal_tui.games.archipelago.state import LAND, MISSIONARY, SEA, BOAT
from jackal_tui.games.archipelago.tiles import tile_name
from jackal_tui.session import HUMAN
from jackal_tui.tui.archipelago.campaign_words import (any_abilities, crew_abilities, held,
                                                      log_labels, pirate_abilities)
from jackal_tui.tui.archipelago.map import ABILITY_LEGEND, BACK_WORDS, LEGEND, occupants
from jackal_tui.tui.archipelago.view import coins_words, crew_words, island_name

MIN_LOG = 4        # lines of move log under the map, at least


def cell_of(s, name: str) -> int:
    return s.board.parse(name) if name else -1


def origin(s, a: Action) -> int:
    """The cell an action starts from (a piece's or a boat's), -1 for none."""
    if a.kind in ("move", "boat"):
        return cell_of(s, a.frm)
    if a.kind in ("choose", "bottle", "revive"):
        p = parse_piece(a.who)
        return s.p_cell[p] if s.p_cell[p] >= 0 else -1
    return -1


def target(s, a: Action) -> int:
    """The cell an action goes to (-1 for none: a direction, a bottle, a vote)."""
    return cell_of(s, a.to) if a.kind in ("move", "boat", "choose", "place") and a.to else -1


def numbered_log(game, log: Static) -> Text:
    """The move log's last lines, numbered by turn, wrapped to the column ``log`` with the
    words indented under the words, as many as fit (the play and the watch screens)."""
    width = max(10, log.size.width or 26)
    height = max(1, log.size.height or MIN_LOG)
    labels = log_labels(game)
    pad = max((len(n) for n in labels), default=2)
    lines: list[str] = []
    start = max(0, game.action_count - height)
    for k, line in reversed(list(enumerate(game.log(start), start))):
        lines[:0] = textwrap.wrap(line, width, initial_indent=f"{labels[k]:>{pad}} ",
                                  subsequent_indent=" " * (pad + 1)) or [""]
        if len(lines) >= height:
            break
    return Text("\n".join(lines[-height:]), no_wrap=True, overflow="crop")


def who_words(who: str) -> str:
    if len(who) == 1:
        return f"{CREW_NAMES[CREW_LETTERS.index(who)]}'s boat"
    return "the Missionary" if who == "MIS" else who


class PanelWords:
    """The play screen's panel and log, in words (a part of the play screen)."""

    def log_text(self) -> Text:
        return numbered_log(self.game, self.query_one("#arch-log", Static))

    def crews_text(self) -> Text:
        s = self.state
        text = Text()
        # a puzzle is judged after the bear's step, once its turn is counted: it ended
        # in turn s.turns (any other game ends inside the turn it is in)
        turn = s.turns if s.over and s.solo else s.turns + 1
        # the island as the load list and the replay name it ("puzzle 3", "own island")
        text.append(f"Archipelago, {island_name(s)}, turn {turn}", "bold")
        if s.campaign:   # the campaign's place: C shows its table
            text.append(f" ({s.island_no}/{s.islands})", "bold")
        if self.session.practice:
            text.append(" · practice", "dim")
        if self.session.save_failing:
            text.append(" · NOT SAVED", "bold reverse")
        text.append("\n")
        now = self.session.current_seat()
        for c in s.crews:
            mark = ("▶" if c == now else "»" if c == s.turn and now != s.turn and not s.over
                    else " ")
            text.append(mark, "bold")
            text.append(f"{CREW_LETTERS[c]} ", "bold reverse")
            name = self.game.seat_name(c)[:8]
            kind = self.session.kind_of(c) if c in self.game.seats() else HUMAN
            coins, pirates = crew_words(s, c)
            text.append(f"{name:<8} {coins}")
            text.append(pirates, "dim")
            if kind != HUMAN:
                text.append(f" {kind}", "dim")
            text.append("\n")
            holds = crew_abilities(s, c)
            if holds:   # a campaign's abilities, short (the help explains the names)
                text.append(f"   {holds}\n")
        text.append(coins_words(s))
        text.append(self.bear_words())
        if s.last_roll:
            cell, n = s.last_roll
            text.append(f"\nDie: {n} at {s.name(cell)} ({ROLL_WORDS[n]})")
        if s.smoky:
            text.append("\nSmoke: the next crew's player moves this crew.", "bold")
        return text

    def bear_words(self) -> str:
        s = self.state
        if s.bear < 0:
            return "The bear is still in its den (face down)."
        if s.over:   # it hunts nobody now
            return f"Bear @ at {s.name(s.bear)}."
        got = bear_target(s)
        if got is None:
            return f"Bear @ at {s.name(s.bear)}: sits (nobody to hunt)."
        quarry, to = got
        return (f"Bear @ at {s.name(s.bear)}: hunts {piece_name(quarry)}, "
                f"steps to {s.name(to)} next.")

    def prompt_words(self) -> str:
        s = self.state
        pd = s.pending
        if pd:
            return f"{piece_name(pd['piece'])} chooses {CHOICE_WORDS.get(pd['kind'], pd['kind'])}"
        if s.vote:
            return (f"{CREW_NAMES[s.vote[1][0]]}: {CREW_NAMES[s.vote[0]]} proposes to end the "
                    "island (y agrees, n refuses)")
        if s.phase == "setup":
            return f"{CREW_NAMES[s.turn]} sets up its boat"
        if s.phase == "bottles":
            return f"{CREW_NAMES[s.turn]} may use bottles (b), or d: done"
        seat = self.session.current_seat()
        if s.smoky and seat is not None and seat != s.turn:
            return f"Smoke: {self.session.seat_name(seat)} moves {CREW_NAMES[s.turn]}'s crew"
        return f"{CREW_NAMES[s.turn]}'s turn"

    def prompt_text(self) -> Text:
        text = Text()
        mode = self.mode()
        s = self.state
        if self.last_words:
            text.append("Last: " + self.last_words + "\n", "dim")
        if mode == "over":
            text.append(f"The island has ended: {s.end_reason}. ⏎ for the results.", "bold")
            return text
        seat = self.session.current_seat()
        if mode == "computer":
            text.append(f"{self.session.seat_words(seat)} is deciding"
                        + (" (paused)" if self.session.paused else "…"), "bold")
            return text
        text.append(self.prompt_words(), "bold")
        fixed = self.fixed_targets()
        if s.phase == "setup":
            text.append("\n⏎ on a [ ] place; * the recommended one", "")
        elif fixed is not None:
            text.append("\n⏎ on a [ ] cell" if any(target(s, a) >= 0 for a in fixed)
                        else "\n⏎ or a: choose from the list")
        elif s.phase == "bottles" or s.vote:
            pass
        elif self.chosen is None:
            text.append("\n⏎ on a piece or boat (Tab: next), a: list", "")
        else:
            text.append(f"\n{who_words(self.chosen)}: ⏎ on a [ ] cell", "")
            if any(a.coin for a in self.chosen_actions()):
                text.append(" · c: with coin " + ("ON" if self.with_coin else "off"), "bold")
        for cell in self.own_looks(seat):   # this seat's secret: it is at the keyboard
            text.append(f"\nYou looked at {s.name(cell)}: {tile_name(s.tiles[cell])} "
                        f"(only {CREW_NAMES[seat]} sees it)", "bold")
        kinds = {a.kind for a in self.session.legal()}
        more = [words for kind, words in (("revive", "r: revive"),
                                          ("propose", "e: propose to end"),
                                          ("look", "b: the Lookout's look"))
                if kind in kinds]
        if more:
            text.append("\n" + " · ".join(more), "dim")
        text.append_text(self.hint_text())
        return text

    def own_looks(self, seat) -> list[int]:
        """The face-down tiles the crew at the keyboard looked at in the last action (the
        Lookout's look, the Mountaineer's, the lighthouse's), to show that seat alone."""
        s = self.state
        k = self.game.action_count - 1
        if k < 0 or seat is None or not self.session.is_human(seat) or seat not in s.crews:
            return []
        return [ev[2] for ev in self.game.action_events(k)
                if ev[0] == "peek" and ev[1] == seat and not s.up[ev[2]]]

    def cell_text(self) -> Text:
        s = self.state
        cell = self.map.cursor
        text = Text()
        if cell < 0:
            return text
        name = s.name(cell)
        if cell in s.board.land:
            back = BACK_WORDS.get(s.backs[cell], "?")
            if s.up[cell]:
                what = f"{back}, {tile_name(s.tiles[cell])}"
            else:
                seat = self.session.current_seat()
                look = seat is not None and self.session.is_human(seat) \
                    and cell in s.known[seat]
                what = f"{back}, face down" + (
                    f" (you looked: {tile_name(s.tiles[cell])})" if look else "")
        else:
            what = "sea"
        text.append(f"{name}: {what}", "bold")
        marks = occupants(s, cell)
        if marks:
            text.append(" · " + " ".join(marks))
        pieces = [p for p in range(13) if s.p_cell[p] == cell
                  and s.p_where[p] in (LAND, SEA, BOAT)]
        if pieces:
            words = []
            for p in pieces:
                w = piece_name(p) if p != MISSIONARY else "the Missionary"
                if s.p_trap[p]:
                    w += " (in the pit)"
                if s.p_drunk[p]:
                    w += " (rum)"
                if held(s, p):
                    w += f" ({pirate_abilities(s, p)})"
                words.append(w)
            text.append("\n" + ", ".join(words))
        text.append("\n" + LEGEND + (ABILITY_LEGEND if any_abilities(s) else ""), "dim")
        return text
