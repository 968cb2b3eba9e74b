"""The side column's question on the island games' play screen: what the screen asks of
the player now (the piece selected and where it may go, what it may drag, the decision a
chain waits for, a computer's thinking), in words and the keys that answer it.

:class:`Prompting` is a mixin of :class:`~jackal_tui.tui.classic.screen.GameScreen`: it
reads the screen's ``state``, ``selected`` piece, ``drag_coin`` and what the rules core
allows (``targets``, ``loot_choices``, ``bottle_actions``), and writes the
:class:`~jackal_tui.tui.classic.panel.PromptPanel`.
"""

from __future__ import annotations

from rich.text import Text

from jackal_tui.games.classic import CREW_NAMES, cell_name
from jackal_tui.tui.classic.board import SELECTED_MARK, TARGET_WORDS
from jackal_tui.tui.classic.panel import (
    PromptPanel, is_treasure_island, piece_label, player_name, smoke_words,
)
from jackal_tui.tui.classic.tiles import BOTTLE, GALLEON

Piece = tuple[str, int]  # ("pirate", pid) or ("ship", crew)

PENDING_WORDS = {
    "arrow": "which arrow to follow",
    "horse": "where the horse jumps",
    "fly": "where to fly",
    "airplane": "where to fly (w: stay and wait)",
    "cave": "which cave to come out of",
}
LOOT_WORDS = {0: "nothing", 1: "a coin", 2: f"the galleon {GALLEON}"}


def piece_name(piece: Piece) -> str:
    kind, who = piece
    return f"{CREW_NAMES[who]}'s ship" if kind == "ship" else piece_label(who)


class Prompting:
    """The question in the side column, drawn again whenever what it asks changes."""

    def _show_prompt(self) -> None:
        state = self.state
        lines: list[str | Text] = []
        if state.over:
            lines.append("The game is over.")
        else:
            # (a smoky turn is said in the panel's first line: "Smoke! Bart moves White")
            smoke = smoke_words(state) if is_treasure_island(state) else None
            if self.computer_to_move():
                lines.extend(self._computer_prompt())
            elif state.pending is not None:
                lines.append(self._pending_prompt(state.pending))
            elif self.selected is not None:
                line = Text(f"{piece_name(self.selected)} selected: ", style="bold")
                next_step = self._next_step_words()
                if next_step:
                    line.append(f"{next_step}. Esc cancels.")
                elif self.targets():
                    line.append(f"move to {TARGET_WORDS}, ⏎. Esc cancels.")
                else:
                    line.append("nowhere to go now. Esc cancels.")
                lines.append(line)
                loot = self.loot_choices(self.selected)
                if loot == [1]:
                    lines.append(f"c: drag a coin [{'ON' if self.drag_coin else 'off'}]")
                elif loot:
                    lines.append("c: drag " + " / ".join(
                        f"[{LOOT_WORDS[x].upper()}]" if x == self.drag_coin else LOOT_WORDS[x]
                        for x in [0, *loot]))
                if self.selected[0] == "pirate":
                    own = [a for a in self.bottle_actions(self.selected) if a.who == self.selected[1]]
                    if own:
                        lines.append(f"b: a bottle ({BOTTLE}) " + " or ".join(
                            self.bottle_use(a) for a in own))
            elif smoke:
                lines.append(f"⏎ on a piece of {CREW_NAMES[state.turn]}'s to select it; "
                             "Tab jumps to the next one.")
            else:
                lines.append("⏎ on a piece of yours to select it; Tab jumps to the next one.")
        self.query_one(PromptPanel).show(lines)

    def _next_step_words(self) -> str | None:
        """On a slow tile the only underlined cell is the pirate's own: say that ⏎ there is
        his next step (``⏎ on his own cell E5: the next step across the desert (step 2 of
        3)``). None when he can go anywhere else."""
        if self.selected is None or self.selected[0] != "pirate":
            return None
        view = self.state.pirate(self.selected[1])
        tile = self.state.tile(view.cell) if view.where == "land" else None
        if tile is None or not tile.steps or set(self.targets()) != {view.cell}:
            return None
        return (f"⏎ on his own cell {cell_name(view.cell)}: the next step across the "
                f"{tile.kind} (step {view.step + 1} of {tile.steps})")

    def _computer_prompt(self) -> list[str | Text]:
        who = self.computer_name()
        if self.elsewhere_to_move():   # a person at another terminal: no pace to set
            return [Text(f"{who} is deciding…", style="bold")]
        if self.paused:
            return [Text(f"{who} is to move. The computers are paused: p lets them go on.",
                         style="bold")]
        return [Text(f"{who} is thinking…", style="bold"),
                "p: pause. +/-: faster/slower"]

    def _pending_prompt(self, pending) -> Text:
        """What the decision waiting inside a chain asks for, and how to give it."""
        who = piece_label(pending.pirate)
        kind = pending.kind
        if kind == "quake":
            return Text("Earthquake! Pick two tiles to swap (underlined: no piece, no coin): "
                        "the first, ⏎", style="bold")
        if kind == "quake2":
            return Text(f"Earthquake! Swap {cell_name(pending.extra)} (marked {''.join(SELECTED_MARK)}) with which "
                        "tile? Pick it, ⏎", style="bold")
        if kind == "peek":
            player = player_name(self.state, self.state.deciding_player())
            left = pending.extra
            return Text(f"Lighthouse! {player} looks at face-down tiles in secret: {left} "
                        f"more to pick (underlined), ⏎", style="bold")
        if kind == "airplane1":
            return Text(f"{who} flies now: pick an open tile (underlined), ⏎; or w: stay, and "
                        "the plane is lost", style="bold")
        return Text(f"{who} must choose {PENDING_WORDS.get(kind, 'where to go')}: "
                    f"{TARGET_WORDS}, then ⏎", style="bold")
