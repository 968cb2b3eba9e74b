"""Help: every key, and every tile with its glyph and what it does."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from ..tiles import BOTTLE, GALLEON, LOST, TILE_INFO

KEYS = (
    ("Arrows, h j k l", "move the cursor on the island"),
    ("⏎ or space", "select the piece under the cursor (again: the next piece there); "
                   "on a green cell: go there"),
    ("Tab / Shift+Tab", "jump to the next / previous piece that can move"),
    ("c", "drag a coin along with the selected pirate (on/off); where the galleon "
          f"treasure lies too: nothing / coin / galleon in turn"),
    ("b", f"use a message bottle {BOTTLE} (treasure-island; the turn goes on): out of a "
          "trap, to a slow tile's last step, or handed to Friday or the Missionary next to "
          "the pirate; with several uses open you pick one"),
    ("w", "stay and wait on the airplane instead of flying at once (treasure-island: stay, "
          "and the plane is lost)"),
    ("r", "revive a dead pirate (needs a mate in the native girl's fortress)"),
    ("v", "look again at the tiles a player saw from the lighthouse: pass the keyboard, "
          "⏎ shows them, any key hides them"),
    ("a", "list of every legal action: pick one with the arrows and ⏎"),
    ("u", "undo the last action (a turned-over tile needs everyone's agreement); "
          "with computer seats: back to before the last human decision, the computers' "
          "moves after it too (also while a computer thinks)"),
    ("s", "save the game under a name (the game is also saved after every action)"),
    ("p", "pause the computer crews (they finish no move while paused), and let them go on"),
    ("+ / -", "computer moves faster / slower: the least time between two of them"),
    ("PgUp / PgDn, [ ]", "scroll the move log"),
    ("Esc", "cancel the selection; close a dialog"),
    ("?, F1", "this help"),
    ("q", "back to the title screen (the game is kept: Continue)"),
)

BOARD = (
    ("[W]", "a ship, in its crew's colour (W White, Y Yellow, B Black, R Red)"),
    ("W1", "a pirate: crew letter and number; W12 two pirates, WWB three of two crews"),
    ("~W1", "a pirate swimming in the sea"),
    ("$3", "coins lying on a tile"),
    ("green", "where the selected piece can go (underlined); in a decision, the cells "
              "to pick from"),
    ("orange", "the last action: where its piece started and where it ended (a chain: "
               "from its start to its end; an earthquake: the two tiles swapped), "
               "underlined along the bottom; the cursor and green cells go over it"),
)

TREASURE_ISLAND_BOARD = (
    ("WG", "Ben Gunn, in the colours of the crew that found him: fights like a pirate"),
    ("Wf", "Friday: never fights; an enemy who steps on him takes him over. Friday and "
           "the Missionary leave the game together when they meet"),
    ("Wm WM", "the Missionary (m), and once a bottle has armed him (M)"),
    (GALLEON, "the galleon treasure on a tile: dragged like a coin (c), worth 3 coins"),
    (f"{LOST}W1", "a pirate lost in a cave, until another cave opens"),
    (f"{BOTTLE}2", "in the panel: the side's message bottles (partners share them)"),
    ("?G ×f", "in the panel: not found yet; gone for good"),
    ("Smoke!", "for one round each crew is moved by the player of the next crew: "
               "the panel and the prompt say who"),
    ("purple", "in an earthquake: the first of the two tiles to swap"),
)


class HelpScreen(Screen):
    BINDINGS = [Binding("escape,q,question_mark,f1", "app.pop_screen", "Close")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(self._text(), id="help-text")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#help").focus()

    @staticmethod
    def _text() -> Table:
        outer = Table.grid(padding=(0, 0))
        outer.add_column()
        outer.add_row(Text("How to play", style="bold underline"))
        outer.add_row(Text(
            "Crews take turns. On your turn move one pirate or your ship: put the cursor on "
            "it, press ⏎, put the cursor on a green cell, press ⏎. Bring coins to your ship; "
            "the most coins wins. Partners share tiles, ships and scores.\n"))
        outer.add_row(Text(
            "Any seat can be a computer crew (Easy or Strong: the new-game form, or --seats). "
            "While a computer thinks you can move the cursor, read the log and this help; "
            "the move keys wait for your turn.\n"))
        keys = Table(box=None, show_header=False, padding=(0, 1), expand=True)
        keys.add_column(style="bold", no_wrap=True)
        keys.add_column(ratio=1)
        for key, what in KEYS:
            keys.add_row(key, what)
        outer.add_row(Text("Keys", style="bold underline"))
        outer.add_row(keys)
        outer.add_row(Text(""))
        board = Table(box=None, show_header=False, padding=(0, 1), expand=True)
        board.add_column(style="bold", no_wrap=True)
        board.add_column(ratio=1)
        for mark, what in BOARD:
            board.add_row(mark, what)
        outer.add_row(Text("On the board", style="bold underline"))
        outer.add_row(board)
        outer.add_row(Text(""))
        outer.add_row(Text("Tiles", style="bold underline"))
        outer.add_row(HelpScreen._tiles("classic"))
        outer.add_row(Text(""))
        outer.add_row(Text("The treasure-island edition", style="bold underline"))
        outer.add_row(Text(
            "The classic island with 22 empty tiles replaced by the ones below, Ben Gunn, "
            "Friday and the Missionary to find, message bottles, and the galleon's treasure. "
            "The airplane flies only at once and only to an open tile.\n"))
        extra = Table(box=None, show_header=False, padding=(0, 1), expand=True)
        extra.add_column(style="bold", no_wrap=True)
        extra.add_column(ratio=1)
        for mark, what in TREASURE_ISLAND_BOARD:
            extra.add_row(mark, what)
        outer.add_row(extra)
        outer.add_row(Text(""))
        outer.add_row(HelpScreen._tiles("treasure-island"))
        return outer

    @staticmethod
    def _tiles(edition: str) -> Table:
        tiles = Table(box=None, show_header=False, padding=(0, 1), expand=True)
        tiles.add_column(no_wrap=True, style="bold")
        tiles.add_column(no_wrap=True, style="bold")
        tiles.add_column(ratio=1)
        for info in TILE_INFO.values():
            if info.edition != edition:
                continue
            glyph = info.glyph
            if info.kind == "arrow":
                glyph = "↑ ↔ ↖→↓"
            elif info.kind in ("jungle", "desert", "swamp", "mountains"):
                glyph = info.glyph + info.title.split("(")[1][0]
            elif info.kind == "cannon":
                glyph = "¤→"
            tiles.add_row(glyph, info.title, info.effect)
        return tiles
