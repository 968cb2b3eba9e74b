"""The keys of a turn on the island games' play screen: the cursor's ⏎ (select a piece,
or send the selected one there), Tab, S the ship, c the coin, w wait, r revive, b a
bottle, v a look again, Esc to let the piece go; and, for each key that cannot be used
now, why (said instead of doing nothing).

:class:`TurnKeys` is a mixin of :class:`~jackal_tui.tui.classic.screen.GameScreen`. It
keeps no state of its own: the screen's ``selected`` piece and ``drag_coin`` switch, and
what the rules core allows (``legal``, ``targets``, ``movable_pieces``...); a move is
played with the screen's ``play`` / ``play_one``.
"""

from __future__ import annotations

from textual import events

from jackal_tui.games.classic import CREW_NAMES, Action, cell_name
from jackal_tui.games.classic.explain import held_by, why_not
from jackal_tui.tui.classic.panel import is_treasure_island, piece_label, player_name
from jackal_tui.tui.classic.prompt import LOOT_WORDS, Piece, piece_name
from jackal_tui.tui.classic.tiles import BOTTLE

# The keys that make a move: refused while a computer seat is to move.
HUMAN_MOVES = ("select", "next_piece", "ship", "toggle_coin", "bottle", "stay", "revive", "actions")


class TurnKeys:
    """The keys that play a turn, and the refusals that say why one cannot."""

    def why_not(self, action: str) -> str | None:
        """Why an action cannot be used now (None when it can)."""
        state = self.state
        if action in ("select", "next_piece") and state.over:
            return "The game is over."
        if action in HUMAN_MOVES and self.computer_to_move():
            if self.elsewhere_to_move():
                return f"{self.computer_name()} decides at another terminal: wait for their move."
            if self.paused:
                return f"{self.computer_name()} is to move: the computers are paused (p lets them go on)."
            return f"{self.computer_name()} is thinking: wait for its move (p pauses the computers)."
        if action == "toggle_coin":
            if self.selected is None:
                return "Select a pirate standing on coins first."
            if not self.can_drag(self.selected):
                return f"{piece_name(self.selected)} has no coin it can drag from here."
        elif action == "stay":
            if not any(a.kind == "stay" for a in self.legal()):
                return "Waiting is only for a pirate who has just landed on the airplane."
        elif action == "bottle":
            if not is_treasure_island(state):
                return "Message bottles are only in the treasure-island edition."
            side = state.side_of(state.turn)
            if not state.bottles[side]:
                return f"{CREW_NAMES[state.turn]} has no message bottle ({BOTTLE}) yet."
            if not self.bottle_actions():
                return ("A bottle gets a pirate out of a trap or to a slow tile's last step, or "
                        "goes to Friday or the Missionary next to your pirate: none of that now.")
        elif action == "look":
            if not is_treasure_island(state) or not self.human_secrets():
                return "Nobody has looked at a face-down tile from the lighthouse yet."
            if state.pending is not None and state.pending.kind == "peek":
                return "First pick the rest of the tiles to look at."
        elif action == "revive":
            if not any(a.kind == "revive" for a in self.legal()):
                return ("Revival needs a dead pirate of this crew and a living one in the "
                        "native girl's fortress (♥).")
        elif action == "undo":
            return self.session.undo_refusal()
        elif action == "actions":
            if not self.legal():
                return "There is no legal action now."
        elif action == "cancel":
            if state.pending is not None:
                return f"{piece_label(state.pending.pirate)} must choose first."
            if self.selected is None:
                return "Nothing is selected."
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("pause", "pace"):
            return self.has_computers  # only in a game with computer seats
        if action in HUMAN_MOVES and self.computer_to_move():
            hidden = action in ("bottle", "stay", "revive", "ship")
            return False if hidden else None
        if action in ("bottle", "look"):
            # only in the newer edition; hidden while they cannot be used at all, so that
            # the footer stays within 80 columns
            state = self.state
            if not is_treasure_island(state):
                return False
            if action == "bottle":
                if not state.bottles[state.side_of(state.turn)]:
                    return False
                return None if self.why_not(action) else True
            return False if self.why_not(action) else True
        if action in ("stay", "revive"):
            return False if self.why_not(action) else True  # rare: hidden, for room
        if action in ("toggle_coin", "stay", "revive", "undo", "actions"):
            return None if self.why_not(action) else True
        return True

    def on_key(self, event: events.Key) -> None:
        """A key bound to something impossible now says why instead of doing nothing."""
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            reason = self.why_not(binding.action.split("(")[0])
            if reason and not self.check_action(binding.action.split("(")[0], ()):
                event.stop()
                event.prevent_default()
                self.notify(reason, severity="warning", timeout=4)
                return

    # ----- keys: playing -----------------------------------------------------------------------------
    def action_select(self) -> None:
        """Enter/space: go to the cursor cell, or select a piece there."""
        state = self.state
        if state.over:
            self.notify("The game is over.", severity="warning")
            return
        if self.refused_for_computer("select"):
            return
        cell = self.board.cursor
        targets = self.targets()
        if self.selected is not None and cell in targets:
            self.play_one(targets[cell])
            return
        if state.pending is not None:
            self.notify(self.refusal(cell), severity="warning")
            return
        here = [p for p in self.movable_pieces() if self.piece_cell(p) == cell]
        if here:
            if self.selected in here:
                self.select(here[(here.index(self.selected) + 1) % len(here)])
            else:
                self.select(here[0])
            return
        if self.selected is not None:
            self.notify(self.refusal(cell), severity="warning")
            return
        stuck = self.stuck_words(cell)
        if stuck:
            self.notify(stuck, severity="warning")
        else:
            self.notify(f"Nothing of {CREW_NAMES[state.turn]}'s can move from {cell_name(cell)}. "
                        "Tab jumps to a piece that can.", severity="warning")

    def refusal(self, cell: int) -> str:
        """Why the selected piece (or the decision waiting) cannot go to ``cell``: the rule's
        reason from the rules core, and what to do instead."""
        state = self.state
        pending = state.pending
        if pending is not None:
            action = Action("choose", pending.pirate, -1, cell)
            who = piece_label(pending.pirate)
            return (f"{who} cannot go to {cell_name(cell)}: "
                    f"{why_not(state, action, self.legal())}. Pick one of the marked cells.")
        kind, who = self.selected
        if kind == "ship":
            action = Action("ship", who, state.ship_cell(who), cell)
        else:
            action = Action("move", who, state.pirate(who).cell, cell, self.drag_coin)
        words = (f"{piece_name(self.selected)} cannot go to {cell_name(cell)}: "
                 f"{why_not(state, action, self.legal())}.")
        if self.drag_coin and action._replace(coin=0) in self.legal():
            words += " Without the coin it can: c leaves the coin."
        return words

    def stuck_words(self, cell: int) -> str | None:
        """Why the pieces on ``cell`` cannot move now, in the game's words (None: no piece)."""
        state = self.state
        turn = state.turn
        ship = state.ship_at(cell)
        pieces = [p.pid for p in state.pirates_at(cell)]
        own = [pid for pid in pieces if state.pirate(pid).crew == turn]
        if not own:
            if ship >= 0 and ship == turn:
                return (f"{CREW_NAMES[turn]}'s ship sails only with one of its own pirates "
                        "aboard. Tab jumps to a piece that can move.")
            others = sorted({state.pirate(pid).crew for pid in pieces} | ({ship} - {-1}))
            others = [c for c in others if c >= 0]
            if others:
                whose = " and ".join(CREW_NAMES[c] for c in others)
                return (f"The pieces on {cell_name(cell)} are {whose}'s; it is "
                        f"{CREW_NAMES[turn]}'s turn. Tab jumps to a piece that can move.")
            return None
        return " ".join(self.piece_stuck(pid) for pid in own) + " Tab jumps to a piece that can."

    def piece_stuck(self, pid: int) -> str:
        """One piece that cannot move: the rule that holds it (the engine's words)."""
        state = self.state
        name = piece_label(pid)
        view = state.pirate(pid)
        lost = getattr(state, "p_lost", None)
        if lost and lost[pid]:
            return f"{name} is lost in the cave until another cave opens."
        held = held_by(state, pid)
        if held:
            return f"{name} {held}."
        return f"{name} has nowhere to go from {cell_name(view.cell)} now."

    def select(self, piece: Piece | None) -> None:
        if self.state.pending is not None:
            piece = ("pirate", self.state.pending.pirate)
        self.selected = piece
        if self.drag_coin not in self.loot_choices(piece):
            self.drag_coin = 0
        self._show_marks()
        self._show_prompt()
        self.refresh_bindings()

    def action_next_piece(self, step: int = 1) -> None:
        """Tab: select the next piece that can move (pieces on one cell come in turn)."""
        if self.refused_for_computer("next_piece"):
            return
        pieces = self.movable_pieces()
        if not pieces:
            self.notify("No piece can move now.", severity="warning")
            return
        if self.state.pending is not None:
            piece = ("pirate", self.state.pending.pirate)
        elif self.selected in pieces:
            piece = pieces[(pieces.index(self.selected) + step) % len(pieces)]
        else:
            piece = pieces[0] if step > 0 else pieces[-1]
        self.board.cursor = self.piece_cell(piece)
        self.select(piece)

    def action_ship(self) -> None:
        """S: select the ship of the crew to move, in one key (Tab would go round its
        pirates first; Enter on the ship picks the pirates aboard before the ship)."""
        if self.refused_for_computer("ship"):
            return
        state = self.state
        if state.over:
            self.notify("The game is over.", severity="warning")
            return
        if state.pending is not None:
            self.notify(f"{piece_label(state.pending.pirate)} must choose first.",
                        severity="warning")
            return
        ship = ("ship", state.turn)
        self.board.cursor = self.piece_cell(ship)
        if ship in self.movable_pieces():
            self.select(ship)
        else:
            self.select(None)
            self.notify(f"{CREW_NAMES[state.turn]}'s ship sails only with one of its own "
                        "pirates aboard.", severity="warning")

    def cancel(self) -> bool:
        """Esc: the selected piece is let go (a decision inside a chain cannot be: that is
        said)."""
        reason = self.why_not("cancel")
        if reason == "Nothing is selected.":
            return False
        if reason:
            self.notify(reason, severity="warning", timeout=4)
        else:
            self.select(None)
        return True

    def action_toggle_coin(self) -> None:
        """c: drag nothing, a coin, the galleon treasure (when both lie there), in turn."""
        order = [0, *self.loot_choices(self.selected)]
        if len(order) == 1:
            return
        start = order.index(self.drag_coin) if self.drag_coin in order else 0
        for step in range(1, len(order)):
            self.drag_coin = order[(start + step) % len(order)]
            if self.drag_coin == 0 or self.targets():
                break
            self.notify(f"With {LOOT_WORDS[self.drag_coin]} this pirate can go nowhere from here.",
                        severity="warning")
        else:
            self.drag_coin = 0
        self._show_marks()
        self._show_prompt()

    def action_stay(self) -> None:
        stays = [a for a in self.legal() if a.kind == "stay"]
        if stays:
            self.play_one(stays)

    def action_revive(self) -> None:
        revives = [a for a in self.legal() if a.kind == "revive"]
        if revives:
            self.play_one(revives)

    def action_bottle(self) -> None:
        """b: use a message bottle; with several uses open, ask which (a free action)."""
        acts = self.bottle_actions(self.selected)
        if len(acts) == 1:
            self.play(acts[0])
        elif acts:
            from jackal_tui.tui.screens.dialogs import ChoiceScreen

            def chosen(index: int | None) -> None:
                if index is not None:
                    self.play(acts[index])

            self.app.push_screen(
                ChoiceScreen(f"Use a bottle ({self.state.bottles[self.state.side_of(self.state.turn)]} left)",
                             [self.bottle_words(a) for a in acts]),
                chosen)

    def action_look(self) -> None:
        """v: show a player again, after a hand-over page, the tiles they looked at."""
        players = self.human_secrets()
        if len(players) == 1:
            self.show_secret(players[0])
        elif players:
            from jackal_tui.tui.screens.dialogs import ChoiceScreen

            def chosen(index: int | None) -> None:
                if index is not None:
                    self.show_secret(players[index])

            self.app.push_screen(ChoiceScreen(
                "Whose look from the lighthouse?",
                [player_name(self.state, p) for p in players]), chosen)

    def show_secret(self, player: int, *, just_now: bool = False) -> None:
        from jackal_tui.tui.screens.secret import SecretLookScreen

        back = None
        if self.session.human_to_move():
            back = player_name(self.state, self.state.deciding_player())
        def closed(result) -> None:
            if result == "title":  # q on the page: as at the table
                self.action_quit_to_title()

        self.app.push_screen(SecretLookScreen(self.state, player, just_now=just_now,
                                              alone=self.alone_here(),
                                              back_to=back if back != player_name(self.state, player) else None),
                             closed)
