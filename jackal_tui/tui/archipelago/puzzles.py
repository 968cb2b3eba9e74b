"""Captain Jackal's ten pirate puzzles in a list: each card's layout, its goals, which of
them this player has met, and the best result kept (turns, pirates alive, hints).

Reached from the title screen (``p``). The arrows pick a card; the card's drawing and
its goals in words show under the list; ⏎ starts it (a one-player Archipelago game on
that card). Every mark reads without colour: ✓ a goal met, · a goal not met yet. The
best results are read from the data folder (:mod:`jackal_tui.persistence.records`);
a records file that cannot be read is said, never overwritten here.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from jackal_tui.games.archipelago.solo import CARDS, SYMBOLS, goal_words
from jackal_tui.shown import printable

HEADER = f" #  {'size':<5}{'met':<4}{'goals':<37}best"
LEGEND = "✓ goal met · not yet"
TILE_WORDS = {"B": "bank", "D": "the bear's den", "I": "ice", "K": "crocodile", "P": "pit",
              "T": "trampoline", "O": "balloon", "~": "no tile (water)", ".": "empty"}


def size_words(card: int) -> str:
    rows = CARDS[card][0]
    return f"{len(rows[0].split())}×{len(rows)}"


def marks(card: int, met) -> str:
    """One mark a goal: ✓ met, · not yet."""
    return "".join("✓" if tuple(g) in met else "·" for g in CARDS[card][1])


def best_words(best) -> str:
    if best is None:
        return "not solved yet"
    alive = "all alive" if best.alive == 3 else f"{best.alive} alive"
    hints = "" if not best.hints else f", {best.hints} hint{'s' if best.hints > 1 else ''}"
    return f"{best.turns} turns, {alive}{hints}"


def card_line(card: int, records) -> str:
    met = records.goals_met(card) if records is not None else []
    best = records.best(card) if records is not None else None
    return (f"{card:>2}  {size_words(card):<5}{marks(card, met):<4}"
            f"{goal_words(CARDS[card][1]):<37}{best_words(best)}")


def card_drawing(card: int) -> str:
    """The card's layout as the rules write it, and the tiles on it in words."""
    rows = CARDS[card][0]
    drawn = ["  " + " ".join(f"{t:>2}" for t in r.split()) for r in rows]
    tokens = {t for r in rows for t in r.split()}
    words = []
    for t in sorted(tokens, key=lambda t: (("B", "D").index(t) if t in ("B", "D") else 2, t)):
        if t.startswith("c"):
            words.append(f"{t} a chest of {t[1:]} coin{'' if t == 'c1' else 's'}")
        elif t in TILE_WORDS and t != ".":
            words.append(f"{t} {TILE_WORDS[t]}")
        elif t in SYMBOLS and SYMBOLS[t].startswith("arrow"):
            words.append(f"{t} arrow")
    return "\n".join(drawn), ", ".join(dict.fromkeys(words))


def goal_lines(card: int, records) -> str:
    met = records.goals_met(card) if records is not None else []
    return " ".join(f"Goal {goal_words([g])}: {'✓ met' if tuple(g) in met else '· not yet'}."
                    for g in CARDS[card][1])


class PuzzleListScreen(Screen):
    """The ten puzzle cards; ⏎ plays the highlighted one."""

    DEFAULT_CSS = """
    PuzzleListScreen #puzzles-box { padding: 0 1; }
    PuzzleListScreen #puzzles-header { color: $text-muted; }
    PuzzleListScreen #puzzles { height: 10; border: none; padding: 0; }
    PuzzleListScreen #puzzle-card { height: auto; margin-top: 1; }
    PuzzleListScreen #puzzles-note { height: auto; color: $text-muted; }
    """

    BINDINGS = [
        Binding("enter", "play", "Play", key_display="⏎", priority=True),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("escape,q", "back", "Back", key_display="Esc"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.records = None

    def compose(self) -> ComposeResult:
        from jackal_tui.persistence.records import read_records

        self.records = read_records(self.app.data_dir)   # a small file: read at once
        with Vertical(id="puzzles-box"):
            yield Label("Captain Jackal's pirate puzzles (1 player): bring every coin to the "
                        "bank", classes="screen-title")
            yield Static(Text(HEADER, no_wrap=True, overflow="crop"), id="puzzles-header")
            yield OptionList(*self.options(), id="puzzles")
            yield Static(id="puzzle-card")
            yield Static(id="puzzles-note")
        yield Footer(compact=True)

    def options(self) -> list[Option]:
        return [Option(Text(card_line(card, self.records), no_wrap=True, overflow="ellipsis"),
                       id=f"p{card}") for card in CARDS]

    def on_mount(self) -> None:
        options = self.query_one("#puzzles", OptionList)
        options.highlighted = 0
        options.focus()
        self.show_records()

    def on_screen_suspend(self) -> None:
        self.left = True

    def on_screen_resume(self) -> None:
        """Back from a puzzle: it may have made a new best."""
        from jackal_tui.persistence.records import read_records

        if not getattr(self, "left", False):
            return   # shown the first time: read in compose
        self.records = read_records(self.app.data_dir)
        options = self.query_one("#puzzles", OptionList)
        keep = options.highlighted or 0
        options.clear_options()
        options.add_options(self.options())
        options.highlighted = keep
        self.show_records()

    def show_records(self) -> None:
        keep = self.query_one("#puzzles", OptionList).highlighted or 0
        note = Text(LEGEND + ". ", "")
        if self.records.problem:
            note.append(f"The records file {printable(self.records.path.name)} cannot be read "
                        f"({printable(self.records.problem)}): it is left as it is, and kept "
                        "aside when a new best is recorded.", "bold")
        else:
            solved = sum(1 for card in CARDS if self.records.best(card) is not None)
            note.append(f"{solved} of {len(CARDS)} cards solved. H in a puzzle: a hint.")
        self.query_one("#puzzles-note", Static).update(note)
        self.show_card(keep + 1)

    def card_now(self) -> int:
        highlighted = self.query_one("#puzzles", OptionList).highlighted
        return (highlighted or 0) + 1

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_card(event.option_index + 1)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.play(event.option_index + 1)

    def show_card(self, card: int) -> None:
        drawing, tiles = card_drawing(card)
        text = Text()
        text.append(f"Puzzle {card}", "bold")
        text.append(f" ({size_words(card)}): {tiles}.\n")
        text.append(drawing + "\n")
        text.append(goal_lines(card, self.records))
        self.query_one("#puzzle-card", Static).update(text)

    def action_play(self) -> None:
        self.play(self.card_now())

    def play(self, card: int) -> None:
        from jackal_tui.games import rules_of

        # a card lies face up: the seed changes nothing in it
        game = rules_of("archipelago").new_match("archipelago", "1", seed=0,
                                                 options={"island": f"p{card}"})
        self.app.start_game(game)

    def action_help(self) -> None:
        from jackal_tui.games.archipelago.solver import card_start
        from jackal_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(card_start(self.card_now())))

    def action_back(self) -> None:
        self.app.pop_screen()
