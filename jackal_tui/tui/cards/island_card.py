"""The card game's island card, drawn large: 16 spaces, each with its mark in words (the
flags, difficult terrain, bandits, treasures), the pirates on it by their letter, and the
path of this round's resolutions with the steps counted.

Every mark reads without colour: a space says what it is (``flag W``, ``rough``,
``bandit``, ``gold 3``, ``~~~~~`` for water, ``hole``), a pirate is the letter of his
player, a visited space shows whose path went there and the steps at that point
(``A2``: Anne's pirate, after 2 steps). Colours only help.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from jackal_tui.games.cards.islands import SIZE, cell_name

CELL_WIDTH = 7  # characters inside a space
# What each space character of an island card is called on screen (7 characters at most).
MARK_WORDS = {
    ".": "", "~": "~~~~~~~", "o": " hole ", "W": "flag W", "R": "flag R", "L": "flag B",
    "D": "rough", "X": "bandit", "1": "gold 1", "2": "gold 2", "3": "gold 3",
}
# What the words mean, for the key under the card and the help.
MARK_KEY = ("flag W: white flag (every pirate lands there)", "flag R / flag B: red / blue flag",
            "rough: difficult terrain (2 steps, or Man Friday)", "bandit: needs a Weapon",
            "gold N: a treasure of N coins", "~~~ and hole: water, a move there is lost")
MARK_STYLES = {
    "~": "blue", "o": "blue", "W": "bold white", "R": "bold red", "L": "bold blue",
    "D": "green", "X": "bold magenta", "1": "yellow", "2": "yellow", "3": "bold yellow",
}
# The players' colours (each player is also its letter).
PLAYER_STYLES = ("bold red", "bold cyan", "bold green", "bold magenta")


def player_letters(names: list[str]) -> list[str]:
    """One letter per player, all different: the first letter of the name; when names
    start alike (``Player 1``, ``Player 2``), another letter of the name not taken yet,
    else the first free letter of the alphabet. Never a digit: a path mark ``·A2`` reads
    as Anne's pirate after 2 steps."""
    first = [(name.strip()[:1] or "?").upper() for name in names]
    out: list[str] = [ch if first.count(ch) == 1 and ch.isalpha() else "" for ch in first]
    for k, name in enumerate(names):
        if out[k]:
            continue
        taken = set(out)
        spare = [ch for ch in name.upper() if ch.isalpha() and ch not in taken]
        spare += [ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in taken]
        out[k] = spare[0]
    return out


def round_paths(events, n: int) -> list[list[tuple[int, int]]]:
    """Each player's path this round: (space, steps after reaching it), from the events
    since the last island was turned up (``start`` lands on the white flag, ``goto`` moves)."""
    paths: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    steps = [0] * n
    for ev in events:
        kind = ev[0]
        if kind == "island":
            paths = [[] for _ in range(n)]
            steps = [0] * n
        elif kind == "rum":
            steps[ev[2]] += ev[3]
        elif kind == "start":
            paths[ev[1]] = []
            paths[ev[1]].append((-1, steps[ev[1]]))  # the white flag's space is filled in later
        elif kind == "goto":
            steps[ev[1]] += ev[3]
            paths[ev[1]].append((ev[2], steps[ev[1]]))
    return paths


class IslandCard(Static):
    """The island card on the table, with the pirates and this round's paths."""

    DEFAULT_CSS = """
    IslandCard {
        width: 33;
        height: 17;
    }
    """

    def show(self, state, paths=None, current: int | None = None) -> None:
        self.update(draw_island(state, paths or [], current))


def draw_island(state, paths, current: int | None) -> Text:
    """The card as text: a 4 x 4 grid of 7 x 3 spaces in box lines, column letters above."""
    grid = state.island
    letters = player_letters(state.names)
    white = grid.find("W")
    here: dict[int, list[int]] = {}
    for p in range(state.n):
        if state.pos[p] is not None:
            here.setdefault(state.pos[p], []).append(p)
    visited: dict[int, tuple[int, int]] = {}  # space -> (player, steps), the current one last
    order = [p for p in range(len(paths)) if p != current] + \
        ([current] if current is not None and current < len(paths) else [])
    for p in order:
        for cell, steps in paths[p]:
            visited[white if cell < 0 else cell] = (p, steps)
    out = Text(no_wrap=True, overflow="crop")
    border = "dim"
    out.append("┌" + "┬".join(["─" * CELL_WIDTH] * SIZE) + "┐\n", border)
    for r in range(SIZE):
        for line in range(3):
            out.append("│", border)
            for c in range(SIZE):
                cell = r * SIZE + c
                out.append_text(_cell_line(grid[cell], cell, line, here.get(cell, []),
                                           visited.get(cell), letters, current))
                out.append("│", border)
            out.append("\n")
        if r < SIZE - 1:
            out.append("├" + "┼".join(["─" * CELL_WIDTH] * SIZE) + "┤\n", border)
    out.append("└" + "┴".join(["─" * CELL_WIDTH] * SIZE) + "┘", border)
    return out


def _cell_line(mark: str, cell: int, line: int, pirates: list[int], visit, letters,
               current) -> Text:
    t = Text()
    if line == 0:
        t.append(cell_name(cell), "dim")
        if visit is not None:
            p, steps = visit
            word = f"·{letters[p]}{steps}"
            t.append(" " * (CELL_WIDTH - 2 - len(word)))
            t.append(word, PLAYER_STYLES[p % 4] if p == current else "dim")
        else:
            t.append(" " * (CELL_WIDTH - 2))
    elif line == 1:
        word = MARK_WORDS.get(mark, mark)
        t.append(word.center(CELL_WIDTH), MARK_STYLES.get(mark, ""))
    else:
        # the pirates here by letter; the one being resolved is marked » (and reversed)
        words = [("»" if p == current else "") + letters[p] for p in pirates]
        used = len(" ".join(words))
        pad = max(0, CELL_WIDTH - used)
        t.append(" " * (pad // 2))
        for k, p in enumerate(pirates):
            if k:
                t.append(" ")
            t.append(words[k], PLAYER_STYLES[p % 4] + (" reverse" if p == current else ""))
        t.append(" " * (pad - pad // 2))
    return t
