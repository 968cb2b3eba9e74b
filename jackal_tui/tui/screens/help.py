"""Help: how to play (the rules in the game's words), the keys and marks, and a page per tile.

Three sections, switched with 1 2 3, ← → or Tab: "How to play", "Keys", "Tiles". Opened
from a game, the help speaks of that game's ruleset and settings; opened from the title,
of both editions, two more sections (4, 5) speak of Jackal Archipelago and its tiles, and
a sixth of the card game. Opened from a card game (or as ``HelpScreen(cards=True)``), the
sections are the card game's: how to play, the cards, the keys (``tui/cards/help.py``).
A tile's page (``TilePageScreen``, from the tile list here or from the game's t for the
tile under the cursor) is :mod:`.tile_pages`.

Opened from a Jackal Archipelago game (its state is an ``archipelago.State``), the three
sections are Archipelago's (texts in ``tui/archipelago/help.py``) and the help opens on the
tile under the map's cursor (a cell index of the island's board): its line in the tile
list, ⏎ for its page (``ArchipelagoTilePageScreen``).

The texts are our own words for a player at the table (never the rulebooks' text); where
the rulebooks leave a point open they follow ../shared/RULINGS.md and docs/rules.md.
"""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import ContentSwitcher, Footer, OptionList, Static
from textual.widgets.option_list import Option

from jackal_tui.tui.help_text import mark_table, rules_text
# the tile pages; the game screens (t: the tile under the cursor) find page_for_cell here
from jackal_tui.tui.screens.tile_pages import (
    ArchipelagoTilePageScreen, TilePageScreen, is_archipelago, page_for_cell, tile_kinds,
)
from jackal_tui.tui.table_keys import TABLE_KEY_WORDS
from jackal_tui.tui.classic.tiles import (
    BOTTLE, GALLEON, LOST, TI, TILE_INFO, tile_page,
)

KEYS = (
    ("Arrows", "move the cursor on the island"),
    ("⏎ or space", "select the piece under the cursor (again: the next piece there); "
                   "on a marked cell: go there"),
    ("Tab / Shift+Tab", "jump to the next / previous piece that can move"),
    ("S", "select your ship (the cursor goes to it); then a marked cell and ⏎ sails it"),
    ("c", "drag a coin along with the selected pirate (on/off); where the galleon "
          "treasure lies too: nothing / coin / galleon in turn"),
    ("b", f"use a message bottle {BOTTLE} (treasure-island; the turn goes on): out of a "
          "trap, to a slow tile's last step, or handed to Friday or the Missionary next to "
          "the pirate; with several uses open you pick one"),
    ("w", "stay and wait on the airplane instead of flying at once (treasure-island: stay, "
          "and the plane is lost)"),
    ("r", "revive a dead pirate (needs a mate in the native girl's fortress)"),
    ("t", "the help page of the tile under the cursor"),
    ("v", "look again at the tiles a player saw from the lighthouse: pass the keyboard, "
          "⏎ shows them, any key hides them"),
    ("p", "pause the computer crews (they finish no move while paused), and let them go on"),
    ("+ / -", "computer moves faster / slower: the least time between two of them"),
    ("PgUp / PgDn, [ ]", "scroll the move log under the board"),
    ("u with computers", "back to before the last human decision, the computers' moves "
                         "after it too (also while a computer thinks)"),
)

BOARD = (
    ("[W]", "a ship, in its crew's colour (W White, Y Yellow, B Black, R Red)"),
    ("W1", "a pirate: crew letter and number; W12 two pirates, WWB three of two crews"),
    ("~W1", "a pirate swimming in the sea"),
    ("$3", "coins lying on a tile"),
    ("underlined", "the marked cells: where the selected piece can go; in a decision, "
                   "the cells to pick from"),
    ("»W1«", "the selected piece (or the earthquake's first tile) sits between » and «"),
    ("italics", "the last action: where its piece started and where it ended (a chain: "
                "from its start to its end; an earthquake: the two tiles swapped); the "
                "newest line of the move log says it in words"),
    ("reversed", "the cursor"),
    ("□", "an emptied chest"),
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
    ("first pick", "in an earthquake: the first of the two tiles to swap"),
)

SECTIONS = (("rules", "How to play"), ("keys", "Keys"), ("tiles", "Tiles"))
# From the title: the island games' three sections, then Jackal Archipelago's
TITLE_SECTIONS = SECTIONS + (("arch-rules", "Archipelago"), ("arch-tiles", "Archipelago tiles"),
                             ("card-rules", "Card game"))
# From a card game: its rules, its action cards, its keys and marks
CARD_SECTIONS = (("rules", "How to play"), ("cards", "Cards"), ("keys", "Keys"))


def is_card_game(state) -> bool:
    """Whether ``state`` is a card game's state (told without importing its rules)."""
    return type(state).__module__.startswith("jackal_tui.games.cards.")


MODE_WORDS = {
    "4": "4 players, each for themselves",
    "4-teams": "4 players in two teams: White and Black against Yellow and Red",
    "3": "3 players: White, Yellow and Black (the east side has no ship)",
    "2": "2 players, each commanding two crews on opposite sides",
    "2-light": "2 players with one crew each, White against Black",
}


# ----- the rules in the game's words -------------------------------------------------------------

def how_to_play(ruleset: str | None = None, mode: str | None = None,
                options: dict | None = None) -> list[tuple[str, str]]:
    """The rules as (heading, text) pairs: for a game's ruleset, or for both (None)."""
    ti = ruleset == TI
    opts = {"early_end": True, "stall_rounds": 50, **(options or {})}
    out: list[tuple[str, str]] = []
    if ruleset is not None:
        edition = "treasure-island" if ti else "classic"
        early = "on" if opts.get("early_end") else "off"
        stall = opts.get("stall_rounds") or 0
        out.append(("This game", (
            f"{edition.capitalize()} rules, {MODE_WORDS.get(mode or '', mode or '')}. Early end: "
            f"{early}. Anti-stall limit: {f'{stall} rounds' if stall else 'off'}.")))
    coins = "37 coins and the galleon treasure worth 3" if ti else "37 coins"
    if ruleset is None:
        coins = "37 coins (treasure-island: also the galleon treasure, worth 3)"
    out += [
        ("The goal", (
            f"Somewhere on the island, under 117 face-down tiles, lie {coins}. Find them and "
            "carry them to your ship: a coin on board is banked and counts for you. When the "
            "game ends, the side with the most coins banked wins; partners add their coins "
            "together, and equal scores share the win.")),
        ("The end of the game", (
            "The game ends when every coin is banked, sunk or eaten (coins still hidden in "
            "closed chests are in play), or when no crew can move. Two settings, chosen with "
            "the game, can end it sooner: the early end stops the game once the leader's lead "
            "is greater than all the coins still in play, so nobody can catch up (a side "
            "whose pirates are all dead, with no character left, banks nothing more and "
            "cannot catch up at all); the "
            "anti-stall limit stops it after that many rounds in which no tile was opened, no "
            "coin was banked, sunk or eaten, and no pirate died.")),
        ("A turn", (
            "Crews play in turn: White, Yellow, Black, Red (clockwise round the island). On "
            "your turn you do exactly one thing: move one pirate, or move your ship. You may "
            "not pass; a crew with no possible move at all is skipped. On the keyboard: the "
            "cursor on a piece, ⏎, the cursor on a marked cell, ⏎ (Tab jumps to the next "
            "piece that can move, S to your ship).")),
        ("The ship", (
            "Each crew's ship lies in the sea in front of its side of the island and starts "
            "in the middle. One move takes it one cell along that side, never round a corner. "
            "It sails only with at least one of its own crew aboard, and everyone aboard "
            "sails with it. Sailing onto a swimmer of your own side takes him aboard; an "
            "enemy swimmer who meets your ship dies.")),
        ("Landing and boarding", (
            "From the ship a pirate goes ashore only onto the tile straight in front of it. "
            "From any tile touching the ship (in front or diagonally) he can climb back "
            "aboard, onto his own ship or a partner's. Stepping onto an enemy's ship is death. "
            "Arrows, the horse, the balloon and the cannon can bring a pirate aboard too.")),
        ("Walking and opening tiles", (
            "On land a pirate steps onto any of the 8 cells around him. Stepping onto a "
            "face-down tile turns it over, and the tile acts at once, in the same move: each "
            "tile has its own page (the Tiles section, or t in the game on the tile under the "
            "cursor). Nobody jumps into the sea from land on purpose: only tiles throw a "
            "pirate in.")),
        ("Striking enemies", (
            "Step onto a tile where enemy pirates stand and you strike them all: each goes "
            "back to his own ship, and leaves any coin he had on the tile. Nobody can be "
            "struck in a fortress, and no enemy may enter a fortress another side holds. On "
            "a slow tile (jungle, desert, swamp, mountains) you strike only an enemy on the "
            "step you move onto. A swimmer who is struck in the sea dies."
            + (" Nobody is struck in the dense jungle." if ti else
               " (Treasure-island: nobody is struck in the dense jungle.)" if ruleset is None
               else ""))),
        ("Coins", (
            "A chest, once opened, lays its coins on its tile. A pirate leaving a tile with "
            "coins may drag one of them along (c). While he carries a coin he steps only onto "
            "face-up tiles, never strikes an enemy, never enters a fortress"
            + (" or the dense jungle" if ti or ruleset is None else "")
            + ", and never steps onto an enemy's ship. A coin that goes into the sea sinks for "
            "good (the pirate swims on). A coin brought aboard his own or a partner's ship is "
            "banked for his crew. A coin can never be left on a tile that moves pirates on "
            "(arrow, ice, horse, crocodile, balloon, cannon).")),
        ("Swimmers", (
            "Some tiles throw a pirate into the sea (an arrow, ice, a horse's jump, the "
            "cannon). A swimmer moves one sea cell per move, round the corners too, and "
            "climbs out only onto his own or a partner's ship, never onto land. A swimmer who "
            "meets an enemy ship, or is struck by an enemy swimmer, dies.")),
        ("Forced moves", (
            "Arrows, ice, the horse, the crocodile, the balloon, the cannon and the airplane "
            "move a pirate on at once, in the same move, tile after tile; each face-down tile "
            "reached opens and acts in turn. Where a tile gives a choice (which arrow, which "
            "knight's jump, where to fly) you pick it on the board before anyone else moves. "
            "A pirate who reaches the same cell the same way twice in one move is caught in a "
            "cycle and dies. If a forced move would take a carrier where he may not go (a "
            "face-down tile, a fortress, an enemy), he dies and his coin goes back where the "
            "move began.")),
        ("Death and revival", (
            "A pirate dies when he meets an enemy ship, is struck in the sea, is eaten by the "
            "cannibal (with the coin he carried), is caught in a cycle, or when a forced move "
            "has no allowed end. A crew with a living pirate in the fortress with the native "
            "girl may spend its move to bring one of its dead pirates back there (r).")),
        ("Teams and two crews", (
            "With four players in teams, and with two players commanding two crews each, the "
            "crews on opposite sides are partners: White and Black against Yellow and Red. "
            "Crews still take turns in seat order. Partners may stand on one tile, free each "
            "other from traps, board each other's ships and bank coins there; their coins "
            "add up. A struck partner goes back to his own ship, and a balloon takes a pirate "
            "only to his own ship. With three players the east side has no ship; the light "
            "two-player game has one crew each, White against Black.")),
    ]
    if ruleset is None:
        out.append(("The treasure-island edition", (
            "The newer edition, chosen on the new-game form, plays by the rules above and "
            "adds what follows.")))
    if ti or ruleset is None:
        out += [
            ("New tiles" if ti else "Its new tiles", (
                "22 of the empty tiles give way to caves, an earthquake, a lighthouse, dense "
                "jungle, smoke, caramba, message bottles, the galleon treasure and the "
                "homes of Ben Gunn, Friday and the Missionary: the Tiles section says what "
                "each does.")),
            ("The island's people", (
                "Whoever opens the tile of Ben Gunn, Friday or the Missionary gains him as an "
                "extra piece, moved instead of a pirate or the ship. Ben Gunn fights and "
                "carries like a pirate. Friday never strikes, and an enemy who steps onto him "
                "takes him over. The Missionary never fights, nobody strikes him, no enemy "
                "may join his tile, and a pirate standing with him cannot strike. Friday and "
                "the Missionary leave the game together when they meet. None of them is ever "
                "revived, and none counts as one of the crew's three pirates.")),
            ("Message bottles", (
                f"Bottles ({BOTTLE}) belong to your side. Using one (b) takes no move: a "
                "pirate climbs out of a trap, goes to the last step of a slow tile, or hands "
                "the bottle to Friday (who then leaves the game) or the Missionary (who "
                "becomes an ordinary fighting pirate).")),
            ("Caves", (
                "Entering an open cave, a pirate comes out at another open cave no enemy "
                "holds, his choice; with none open, he waits lost until one opens.")),
            ("Changed rules", (
                "The airplane flies only at once and only to a face-up tile, or it is lost. "
                "A bottle gets a pirate out of a trap. Ice after a horse's jump allows any "
                "knight's jump. The galleon treasure counts 3 coins.")),
        ]
    return out


def table_keys_text() -> Group:
    """The keys every game shares (:mod:`jackal_tui.tui.table_keys`), first on every Keys
    page."""
    return Group(Text("Keys at every table (every game)", style="bold underline"),
                 mark_table(TABLE_KEY_WORDS))


def _keys_text(ruleset: str | None) -> Group:
    parts = [table_keys_text(), Text(""),
             Text("Keys of the island games", style="bold underline"), mark_table(KEYS), Text(""),
             Text("On the board", style="bold underline"), mark_table(BOARD)]
    if ruleset != "classic":
        parts += [Text(""), Text("Treasure-island marks", style="bold underline"),
                  mark_table(TREASURE_ISLAND_BOARD)]
    parts += [Text(""), Text(
        "Any seat can be a computer crew (Easy or Strong: the new-game form, or --seats). "
        "While a computer thinks you can move the cursor, read the log and this help; the "
        "move keys wait for your turn.")]
    return Group(*parts)



def tile_label(kind: str, ruleset: str | None, highlighted: bool = False) -> Text:
    """A line of the tile list; the highlighted one has a ▶ (a mark that needs no colour)."""
    info = TILE_INFO[kind]
    glyph = tile_page(kind).glyphs[0][0].strip() or info.glyph
    label = Text("▶" if highlighted else " ", style="bold")
    label.append(f"{glyph:<4}", style="bold")
    label.append(info.title)
    if ruleset is None and info.edition == TI:
        label.append("  (treasure-island)", style="italic")
    return label


class HelpScreen(Screen):
    """How to play, the keys, and the tiles (⏎ on one opens its page)."""

    DEFAULT_CSS = """
    HelpScreen #help-tabs { height: 1; margin-bottom: 1; }
    HelpScreen #help-switch { height: 1fr; }
    HelpScreen #help-switch > * { padding: 0 3 0 2; }
    HelpScreen #tiles-hint { color: $text-muted; }
    HelpScreen #tile-list { height: 1fr; border: none; padding: 0; }
    """

    BINDINGS = [
        Binding("escape,q,question_mark,f1", "app.pop_screen", "Close"),
        *[Binding(str(k), f"number({k})", f"Section {k}", show=False) for k in range(1, 7)],
        Binding("right,tab", "turn(1)", "Next section", key_display="→", priority=True),
        Binding("left,shift+tab", "turn(-1)", "Previous", key_display="←", priority=True),
    ]

    def __init__(self, state=None, cell: int | None = None, section: str = "rules", *,
                 cards: bool = False) -> None:
        """``cards``: the card game's help (also told by a card game's ``state``)."""
        super().__init__()
        self.state = state
        self.cards = cards or (state is not None and is_card_game(state))
        self.archipelago = state is not None and is_archipelago(state)
        self.ruleset: str | None = getattr(state, "ruleset", None) if state is not None else None
        if self.archipelago:
            self.ruleset = "archipelago"
        self.cell = cell
        self.sections = (CARD_SECTIONS if self.cards else
                         TITLE_SECTIONS if state is None else SECTIONS)
        if self.cards:
            self.ruleset = "card-game"
        self.here = None  # Archipelago: (page, (cell, glyph, words)) under the cursor
        if self.archipelago:
            from jackal_tui.tui.archipelago import help as help_archipelago

            self.here = help_archipelago.cell_page(state, cell)
            if self.here is not None and section == "rules":
                section = "tiles"  # ? on a tile: its line in the tile list, ⏎ its page
        self.section = section

    def compose(self) -> ComposeResult:
        yield Static(id="help-tabs")
        if self.cards:
            yield from self._compose_cards()
            yield Footer(compact=True)
            return
        if self.archipelago:
            yield from self._compose_archipelago()
            yield Footer(compact=True)
            return
        with ContentSwitcher(initial=self.section, id="help-switch"):
            with VerticalScroll(id="rules"):
                state = self.state
                yield Static(rules_text(how_to_play(
                    self.ruleset, getattr(state, "mode", None), getattr(state, "options", None))),
                    id="help-rules")
            with VerticalScroll(id="keys"):
                yield Static(_keys_text(self.ruleset), id="help-keys")
            with Vertical(id="tiles"):
                yield Static("⏎ opens a tile's page.", id="tiles-hint")
                yield OptionList(*(Option(tile_label(k, self.ruleset), id=k)
                                   for k in tile_kinds(self.ruleset)), id="tile-list")
            if self.state is None:  # from the title: Jackal Archipelago too
                from jackal_tui.tui.archipelago import help as arch

                with VerticalScroll(id="arch-rules"):
                    yield Static(Group(rules_text(arch.how_to_play()), _arch_keys_text()),
                                 id="help-arch-rules")
                with Vertical(id="arch-tiles"):
                    yield Static("Jackal Archipelago's tiles: ⏎ opens a tile's page.",
                                 id="arch-tiles-hint")
                    yield _arch_tile_list()
                with VerticalScroll(id="card-rules"):
                    from jackal_tui.tui.cards import help as cards

                    yield Static(cards.all_text(), id="help-card-rules")
        yield Footer(compact=True)

    def _compose_cards(self) -> ComposeResult:
        """The three sections for the card game."""
        from jackal_tui.tui.cards import help as cards

        with ContentSwitcher(initial=self.section, id="help-switch"):
            with VerticalScroll(id="rules"):
                yield Static(rules_text(cards.how_to_play(self.state)), id="help-rules")
            with VerticalScroll(id="cards"):
                yield Static(cards.cards_text(), id="help-cards")
            with VerticalScroll(id="keys"):
                yield Static(cards.keys_text(), id="help-keys")

    def _compose_archipelago(self) -> ComposeResult:
        """The three sections for a Jackal Archipelago game."""
        from jackal_tui.tui.archipelago import help as arch

        with ContentSwitcher(initial=self.section, id="help-switch"):
            with VerticalScroll(id="rules"):
                yield Static(rules_text(arch.how_to_play(self.state)), id="help-rules")
            with VerticalScroll(id="keys"):
                yield Static(_arch_keys_text(), id="help-keys")
            with Vertical(id="tiles"):
                hint = Text("⏎ opens a tile's page.")
                if self.here is not None:
                    cell, glyph, words = self.here[1]
                    hint = Text("Under the cursor: ")
                    hint.append(f"{cell} {glyph}", style="bold")
                    hint.append(f" {words} (▶); ⏎ opens a tile's page.")
                yield Static(hint, id="tiles-hint")
                yield _arch_tile_list()

    def on_mount(self) -> None:
        if self.cards:
            self.action_section(self.section)
            return
        if self.archipelago:
            if self.here is not None:
                tiles = self.query_one("#arch-tile-list", OptionList)
                tiles.highlighted = tiles.get_option_index(self.here[0])
            self.action_section(self.section)
            return
        kind = self._cursor_kind()
        if kind is not None:
            tiles = self.query_one("#tile-list", OptionList)
            tiles.highlighted = tiles.get_option_index(kind)
        self.action_section(self.section)

    def _cursor_kind(self) -> str | None:
        if self.state is None or self.cell is None:
            return None
        tile = self.state.tile(self.cell)
        if tile is None:
            return None
        return tile.kind if tile.face_up and tile.kind in TILE_INFO else "face-down"

    def _show_tabs(self) -> None:
        """The sections' names in a line (two if the screen is narrow): a tab is never
        broken between lines."""
        width = (self.size.width or self.app.size.width or 80) - 1
        pieces = []
        for i, (ident, title) in enumerate(self.sections, 1):
            current = ident == self.section
            pieces.append((f"[{i} {title}]" if current else f" {i} {title} ",
                           "bold reverse" if current else "dim"))
        pieces.append(("← → switch", "dim"))
        text, used = Text(" "), 1
        for words, style in pieces:
            if used > 1 and used + len(words) > width:
                text.append("\n ")
                used = 1
            text.append(words, style=style)
            text.append("  ")
            used += len(words) + 2
        tabs = self.query_one("#help-tabs", Static)
        tabs.styles.height = text.plain.count("\n") + 1
        tabs.update(text)

    def on_resize(self) -> None:
        if self.is_mounted:
            self._show_tabs()

    def action_section(self, ident: str) -> None:
        if ident not in (i for i, _ in self.sections):
            return
        self.section = ident
        self.query_one(ContentSwitcher).current = ident
        self._show_tabs()
        section = self.query_one(f"#{ident}")
        lists = section.query(OptionList)
        (lists.first() if lists else section).focus()

    def action_number(self, k: int) -> None:
        """1-6: the section of that number in the tabs line."""
        if 1 <= k <= len(self.sections):
            self.action_section(self.sections[k - 1][0])

    def action_turn(self, step: int) -> None:
        idents = [ident for ident, _ in self.sections]
        self.action_section(idents[(idents.index(self.section) + step) % len(idents)])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        tiles = event.option_list
        arch = tiles.id == "arch-tile-list"
        for index in range(tiles.option_count):
            option = tiles.get_option_at_index(index)
            marked = str(option.prompt).startswith("▶")
            if marked != (index == event.option_index):
                tiles.replace_option_prompt_at_index(
                    index, _arch_tile_label(option.id, index == event.option_index) if arch
                    else tile_label(option.id, self.ruleset, index == event.option_index))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "arch-tile-list":
            here = self.here[1] if self.here and self.here[0] == event.option.id else None
            self.app.push_screen(ArchipelagoTilePageScreen(
                event.option.id, getattr(self.state, "island", None), here=here))
            return
        kinds = tile_kinds(self.ruleset)
        self.app.push_screen(TilePageScreen(event.option.id, self.ruleset, kinds=kinds))


def _arch_tile_label(kind: str, highlighted: bool = False) -> Text:
    """A line of Archipelago's tile list; the highlighted one has a ▶."""
    from jackal_tui.tui.archipelago import help as arch

    label = Text("▶" if highlighted else " ", style="bold")
    label.append(f"{arch.list_glyph(kind):<4}", style="bold")
    label.append(arch.title_of(kind))
    return label


def _arch_tile_list() -> OptionList:
    from jackal_tui.tui.archipelago import help as arch

    return OptionList(*(Option(_arch_tile_label(k), id=k) for k in arch.PAGE_ORDER),
                      id="arch-tile-list")


def _arch_keys_text() -> Group:
    from jackal_tui.tui.archipelago import help as arch

    return Group(table_keys_text(), Text(""),
                 Text("Keys on the Archipelago map", style="bold underline"), mark_table(arch.KEYS),
                 Text(""), Text("On the map", style="bold underline"), mark_table(arch.MARKS),
                 Text(""), Text(
                     "Any seat can be a computer crew (Easy or Strong: the new-game form, or "
                     "--seats); they never look under a face-down tile or at another crew's "
                     "lighthouse look, and keep clear of the bear."))
