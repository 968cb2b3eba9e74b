"""A campaign of Jackal Archipelago at the table (RULINGS-ARCHIPELAGO, "End, score,
campaign"): the ability draw after each island, the campaign's table, and the play
screen's part in going from island to island.

- :class:`DrawScreen`: the draw on its own screen, pushed by the play screen while the
  rules core is in its ``draw`` phase. It shows the island's results, who draws and why,
  the cards shown with what each does, whose pick it is, and the picking crew's pirates
  (dead or alive, never the Missionary). A human seat picks with the keys (↑↓ a card,
  ←→ a pirate, ⏎ takes it, ``n`` passes; ``a`` lists every pick); a computer seat picks
  through the session as it plays any action. The cards lie face up for everyone: in
  hot-seat the draw needs no hand-over. The table's shared keys do what they do at every
  table (Esc, ``s``, ``q``, ``a``, ``u``, ``l``, ``?``); ``C`` shows the campaign table.
- :class:`CampaignTableScreen`: each island played (the coins each crew banked, what each
  took) and every pirate's abilities; shown between islands and by ``C`` at any time.
- :class:`CampaignTurns`: the play screen's part (a mixin): the draw's screen while the
  draw is on, the table when a new island begins, the map fitted to the new island.
"""

from __future__ import annotations

import textwrap

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from jackal_tui.games.archipelago.abilities import WORDS
from jackal_tui.games.archipelago.actions import piece_name
from jackal_tui.games.archipelago.board import CREW_NAMES
from jackal_tui.games.archipelago.state import DEAD
from jackal_tui.tui.archipelago.campaign_words import (
    abilities_table, campaign_table, card_line, draw_words, island_words, log_labels,
    pirate_abilities)
from jackal_tui.tui.at_table import AtTable
from jackal_tui.tui.computer_seats import ComputerSeats
from jackal_tui.tui.table_keys import TableScreen
from jackal_tui.tui.widgets.footer import KeysFooter
from jackal_tui.tui.widgets.messages import MessageArea

CAMPAIGN_KEY = Binding("C", "campaign", "Campaign", show=False)


def campaign_view(game) -> dict | None:
    """The campaign as every seat sees it (its cards lie face up), None outside one."""
    return game.view(game.current_seat() if game.current_seat() is not None else 0
                     ).get("campaign")


class CampaignTableScreen(Screen):
    """Each island played and every pirate's abilities; ⏎ or Esc closes it."""

    DEFAULT_CSS = """
    CampaignTableScreen #campaign-table { padding: 0 1; }
    """
    BINDINGS = [Binding("escape,enter,space,C,q", "app.pop_screen", "Close",
                        key_display="⏎")]

    def __init__(self, game, *, title: str | None = None) -> None:
        super().__init__()
        self.game = game
        self.title_words = title

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="campaign-table"):
            yield Static(self.words(), id="campaign-table-text")
        yield Footer(compact=True)

    def words(self) -> Text:
        view = campaign_view(self.game)
        s = self.game.state
        text = Text()
        if view is None:
            text.append("This game is one island, not a campaign.\n")
            return text
        title = f"The campaign: {island_words(view['island_no'], view['islands'])}"
        text.append(self.title_words or title, "bold underline")
        text.append("\n\n")
        text.append_text(campaign_table(self.game, view))
        text.append("\nAbilities held\n", "bold")
        text.append_text(abilities_table(self.game, s))
        text.append("\n⏎ or Esc: back", "dim")
        return text


class DrawScreen(AtTable, ComputerSeats, TableScreen):
    """The ability draw after an island of a campaign (see the module's words)."""

    DEFAULT_CSS = """
    DrawScreen #draw-body { height: 1fr; padding: 0 1; }
    DrawScreen #draw-prompt { margin-top: 1; }
    """

    GAME_KEYS = [
        Binding("up", "card(-1)", "Card", key_display="↑↓", show=False),
        Binding("down", "card(1)", "Card", show=False),
        Binding("left", "pirate(-1)", "Pirate", key_display="←→", show=False),
        Binding("right", "pirate(1)", "Pirate", show=False),
        Binding("enter", "take", "Take", key_display="⏎"),
        Binding("n", "pass", "Pass"),
        CAMPAIGN_KEY,
    ]

    def __init__(self, session) -> None:
        super().__init__()
        self.session = session
        self.card = 0      # the card under the cursor, in the shown cards
        self.pirate = 0    # the picking crew's pirate under the cursor (0..2)

    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.game.state

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="draw-body"):
            yield Static(id="draw-head")
            yield Static(id="draw-cards")
            yield Static(id="draw-prompt")
        yield MessageArea(id="draw-messages")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        self.redraw()
        self.call_after_refresh(self.next_turn)

    def on_screen_resume(self) -> None:
        self.redraw()
        self.call_after_refresh(self.next_turn)

    def on_unmount(self) -> None:
        """Only the draw's computers stop: the game goes on at the play screen below (the
        session is let go where the table is left, not here)."""
        self.stop_computer()

    # ----- what can be done
    def picking(self) -> bool:
        """Is a person at the keyboard to pick now?"""
        seat = self.session.current_seat()
        return (self.state.phase == "draw" and seat is not None
                and self.session.is_human(seat))

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("card", "pirate", "take", "pass"):
            return self.picking()
        return True

    def crew(self) -> int:
        return self.state.turn

    def pirates(self) -> list[int]:
        c = self.crew()
        return list(range(c * 3, c * 3 + 3))

    # ----- keys
    def action_card(self, step: int) -> None:
        shown = self.state.shown
        if shown:
            self.card = (self.card + step) % len(shown)
        self.redraw()

    def action_pirate(self, step: int) -> None:
        self.pirate = (self.pirate + step) % 3
        self.redraw()

    def action_take(self) -> None:
        shown = self.state.shown
        if not shown:
            return
        name = shown[min(self.card, len(shown) - 1)]
        who = piece_name(self.pirates()[self.pirate])
        for a in self.session.legal():
            if a.kind == "pick" and a.word == WORDS[name] and a.to == who:
                self.play(a)
                return
        self.notify(f"{name} cannot go to {who} now.", severity="warning", timeout=6)

    def action_pass(self) -> None:
        for a in self.session.legal():
            if a.kind == "pass":
                self.play(a)
                return

    def action_campaign(self) -> None:
        self.app.push_screen(CampaignTableScreen(self.game))

    def action_quit_to_title(self) -> None:
        """q: back to the title, the table under the draw left too (the game is saved)."""
        self.stop_computer()
        self.dismiss("quit")

    def action_help(self) -> None:
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.state, None))

    def log_numbers(self) -> list[str]:
        return log_labels(self.game)

    def action_undo(self) -> None:
        ask_undo(self)

    # ----- playing
    def play(self, action) -> None:
        try:
            changed = self.session.play(action, self.session.current_seat())
        except ValueError as error:
            self.notify(str(error), title="Not possible", severity="warning", timeout=8)
            return
        self.after_change(changed)

    def after_change(self, changed) -> None:
        self.shown_now()
        self.say_save_news(changed.save)
        if changed.played is not None:
            log = self.game.log(self.game.action_count - 1)
            if log:
                self.notify(log[0], timeout=5)
        self.card = 0
        self.pirate = 0
        if self.state.phase != "draw":   # the draw is over (or undone): back to the map
            self.dismiss(None)
            return
        self.redraw()
        self.next_turn()

    def next_turn(self) -> None:
        if not self.is_mounted or not self.is_active:
            return
        if self.state.phase != "draw":
            self.dismiss(None)
            return
        seat = self.session.current_seat()
        if seat is not None and not self.session.is_human(seat):
            self.let_computer_move()
        self.redraw()

    # ----- drawing
    def redraw(self) -> None:
        if not self.is_mounted:
            return
        view = campaign_view(self.game) or {}
        head = Text()
        head.append(f"Campaign, {island_words(view.get('island_no', 1), view.get('islands', 1))}"
                    ": the ability draw\n", "bold underline")
        head.append_text(draw_words(self.game, view))
        head.rstrip()
        self.query_one("#draw-head", Static).update(head)
        self.query_one("#draw-cards", Static).update(self.cards_text(view))
        self.query_one("#draw-prompt", Static).update(self.prompt_text())
        self.refresh_bindings()

    def cards_text(self, view: dict) -> Text:
        shown = self.state.shown
        text = Text()
        more = max(0, view.get("deck", 0) - len(shown))
        text.append(f"\nCards shown ({more or 'no'} more in the deck):\n", "bold")
        mine = self.picking()
        width = max(30, (self.size.width or 80) - 6)
        for k, name in enumerate(shown):
            here = mine and k == min(self.card, len(shown) - 1)
            lines = textwrap.wrap(card_line(name), width, subsequent_indent="  ")
            for n, line in enumerate(lines):
                text.append(("▶ " if here else "  ") if n == 0 else "  ", "bold")
                text.append(line, "bold reverse" if here and n == 0 else "bold" if here else "")
                text.append("\n")
        text.rstrip()
        return text

    def prompt_text(self) -> Text:
        s = self.state
        text = Text()
        if s.phase != "draw":
            return text
        seat = self.session.current_seat()
        c = self.crew()
        who = f"{CREW_NAMES[c]} ({self.game.seat_name(c)})" \
            if self.game.seat_name(c) != CREW_NAMES[c] else CREW_NAMES[c]
        if not self.picking():
            text.append(f"{who} picks now: {self.session.seat_words(seat)} is deciding"
                        + (" (paused)" if self.session.paused else "…"), "bold")
            return text
        text.append(f"{who} picks now: one card for one pirate, or n to pass.\n", "bold")
        text.append("Pirate: ")
        for k, p in enumerate(self.pirates()):
            name = piece_name(p) + (" (dead)" if s.p_where[p] == DEAD else "")
            holds = pirate_abilities(s, p)
            label = name + (f", {holds}" if holds else "")
            text.append(f"[{label}]" if k == self.pirate else f" {label} ",
                        "bold reverse" if k == self.pirate else "")
            text.append(" ")
        text.append("\n↑↓ a card · ←→ a pirate · ⏎ takes it · n passes · C the campaign",
                    "dim")
        return text


def ask_undo(screen) -> None:
    """``u`` at the draw: the last action taken back, as at the play screen (what everyone
    has seen needs everyone's agreement)."""
    plan = screen.session.plan_undo()
    if isinstance(plan, str):
        screen.notify(plan, title="No undo", severity="warning", timeout=8)
        return
    screen.stop_computer()

    def confirmed(yes: bool | None) -> None:
        if not yes:
            screen.next_turn()
            return
        try:
            changed = screen.session.undo(plan)
        except ValueError as error:
            screen.notify(str(error), severity="warning")
            return
        screen.after_change(changed)

    if not plan.needs_agreement:
        confirmed(True)
        return
    from jackal_tui.tui.screens.dialogs import ConfirmScreen

    question = ("Undo an action that showed cards, opened a tile or rolled the die?"
                if plan.gone == 1 else f"Undo {plan.gone} actions?")
    detail = ("Everyone has seen what it showed. Undo only if all players agree."
              + (" This is a practice game: the computers agree."
                 if plan.computers_agree else ""))
    screen.app.push_screen(ConfirmScreen(question, detail, yes="Everyone agrees: undo"),
                           confirmed)


class LookScreen(Screen):
    """The Lookout's look, shown to the seat that looked (it pressed the key: it is at the
    keyboard) before the turn goes on to the next seat; ⏎ or Esc hides it. The tile stays
    known to that crew (the panel's cell line says it on its turns)."""

    BINDINGS = [Binding("escape,enter,space", "app.pop_screen", "Hide", key_display="⏎")]

    def __init__(self, words: str) -> None:
        super().__init__()
        self.words = words

    def compose(self) -> ComposeResult:
        yield Static(Text(self.words, "bold"), id="look-text")
        yield Footer(compact=True)


class CampaignTurns:
    """The play screen's part in a campaign (a mixin): it calls :meth:`campaign_turn` at
    the start of its ``next_turn``, and ``C`` opens the campaign's table."""

    _island_no: int | None = None

    def campaign_turn(self) -> bool:
        """The draw's screen while the draw is on, the table when a new island has begun
        (and the map fitted to it): True when a screen was pushed over the table."""
        s = self.state
        if not s.campaign:
            return False
        before = self._island_no
        self._island_no = s.island_no
        if before is not None and before != s.island_no:
            self.new_island()
            if s.island_no > before and s.phase != "draw":
                self.app.push_screen(CampaignTableScreen(
                    self.game, title=f"Island {before} is over: "
                                     f"{island_words(s.island_no, s.islands)} begins"))
                return True
        if s.phase == "draw" and not s.over:
            self.stop_computer()

            def closed(why) -> None:
                if why == "quit":   # q at the draw: the table is left as q leaves it
                    self.action_quit_to_title()

            self.app.push_screen(DrawScreen(self.session), closed)
            return True
        return False

    def new_island(self) -> None:
        """Another island's map (a different size): fitted, the cursor on the crew's boat."""
        self.chosen = None
        self.with_coin = False
        log = self.game.log(max(0, self.game.action_count - 1))
        self.last_words = log[-1] if log else ""
        self.map.state = self.state
        self.fit_map()
        self.map.put_cursor(self.start_cursor())
        self.redraw()

    def private_look(self, changed) -> None:
        """After a human seat's Lookout look: its face, to that seat alone."""
        from jackal_tui.games.archipelago.actions import parse_piece
        from jackal_tui.games.archipelago.tiles import tile_name

        played = changed.played
        if played is None or getattr(played, "kind", "") != "look":
            return
        crew = parse_piece(played.who) // 3
        if not self.session.is_human(crew):
            return
        s = self.state
        k = self.game.action_count - 1
        cells = [ev[2] for ev in self.game.action_events(k) if ev[0] == "peek" and ev[1] == crew]
        for cell in cells:
            self.app.push_screen(LookScreen(
                f"{CREW_NAMES[crew]} only: {played.who} looked at {s.name(cell)}: "
                f"{tile_name(s.tiles[cell])}.\n\nIt stays face down; your crew remembers it "
                "(the cell line says it on your turns). ⏎ hides this."))

    def action_campaign(self) -> None:
        if not self.state.campaign:
            self.notify("This game is one island, not a campaign: C shows a campaign's "
                        "islands and abilities.", timeout=6)
            return
        self.app.push_screen(CampaignTableScreen(self.game))
