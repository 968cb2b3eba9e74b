"""The side panel: the crews, the tile under the cursor, and what to do now."""

from __future__ import annotations

from rich.text import Text
from textual.containers import Vertical
from textual.widgets import Static

from jackal_tui.games.classic import CREW_LETTERS, CREW_NAMES, ISLAND_CELLS, cell_name, pirate_name
from jackal_tui.tui.classic.tiles import BOTTLE, CHARACTER_NAMES, GALLEON, explain
from jackal_tui.tui.classic.board import piece_mark

CHARACTER_TILES = {12: "bengunn", 13: "friday", 14: "missionary"}

# Where the galleon treasure is, besides a tile (the engine's coin places; docs/engine-api).
GALLEON_SUNK, GALLEON_EATEN, GALLEON_CARRIED, GALLEON_HIDDEN = -10, -11, -12, -99

# Rich styles for crew swatches in plain text (the board has its own component styles).
CREW_STYLES = (
    "bold black on #f2f2f2",
    "bold black on #f0c400",
    "bold white on #454545",
    "bold white on #c62828",
)


def crew_label(crew: int) -> Text:
    """A crew's letter on its colour, e.g. `` W ``."""
    return Text(f" {CREW_LETTERS[crew]} ", style=CREW_STYLES[crew])


def crew_player(state, crew: int) -> str:
    """The name of the player commanding ``crew`` (or the crew's colour)."""
    names = getattr(state, "names", None) or []
    players = getattr(state, "player", None)
    index = players[crew] if players is not None else crew
    if 0 <= index < len(names) and names[index]:
        return names[index]
    return CREW_NAMES[crew]


def player_name(state, player: int) -> str:
    """A player's name by seat number (``state.player[crew]``), or the colours they command."""
    names = getattr(state, "names", None) or []
    if 0 <= player < len(names) and names[player]:
        return names[player]
    crews = [c for c in state.crews if state.player[c] == player]
    # unnamed: "Black's player", so that "Black's player moves Yellow" reads right
    return ("+".join(CREW_NAMES[c] for c in crews) + "'s player") if crews else f"player {player + 1}"


def piece_label(pid: int) -> str:
    """``W1``, or the name of one of the island's people."""
    return CHARACTER_NAMES[pid][0].upper() + CHARACTER_NAMES[pid][1:] if pid >= 12 else pirate_name(pid)


def is_treasure_island(state) -> bool:
    return getattr(state, "ruleset", "classic") == "treasure-island"


def galleon_words(state) -> str:
    """Where the galleon treasure is, in words."""
    place = state.galleon
    if place == GALLEON_HIDDEN:
        return "not found yet"
    if place >= 0:
        cell, step = divmod(place, 8)
        return f"on {cell_name(cell)}" + (f" step {step}" if step else "")
    if -4 <= place <= -1:
        return f"banked by {CREW_NAMES[-1 - place]}"
    if place == GALLEON_CARRIED:
        pending = state.pending
        return f"carried by {piece_label(pending.pirate)}" if pending is not None else "carried"
    return {GALLEON_SUNK: "sunk", GALLEON_EATEN: "eaten by the cannibal"}.get(place, "gone")


def smoke_words(state) -> str | None:
    """"Bart moves White": who chooses for whom in a smoky turn, else None."""
    if not getattr(state, "smoky", False) or state.over:
        return None
    return f"{player_name(state, state.deciding_player())} moves {CREW_NAMES[state.turn]}"


def side_label(state, crews: tuple[int, ...]) -> str:
    """A side as the score line names it: ``W+B`` for a team of two players, the player's
    name (or ``W+B``) when one player commands both crews."""
    players = {state.player[c] for c in crews}
    letters = "+".join(CREW_LETTERS[c] for c in crews)
    if len(players) == 1 and len(crews) > 1:
        name = crew_player(state, crews[0])
        return name if name not in CREW_NAMES else letters
    return letters


def score_lines(state, width: int) -> list[Text]:
    """Who is winning, in at most four short lines: each side's coins in a game of teams
    or of two crews a player; the coins still in play and the lead; and, once they are
    near, the early end (a lead greater than the coins in play, RULINGS) and the
    anti-stall end.
    """
    lines: list[Text] = []
    scores = state.side_scores()
    left = state.coins_in_play
    if len(state.sides) < len(state.crews):
        line = Text()
        for i, (crews, score) in enumerate(scores):
            if i:
                line.append(" · ", style="dim")
            line.append(f"{side_label(state, crews)} ")
            line.append(f"${score}", style="bold #e0b000")
        line.truncate(width)
        lines.append(line)
    ranked = sorted(scores, key=lambda cs: -cs[1])
    lead = ranked[0][1] - ranked[1][1] if len(ranked) > 1 else 0
    # the widest form that fits (a line cut short read "nobody lead")
    leader = side_label(state, ranked[0][0]) if lead else ""
    forms = ([f"${left} in play · {leader} leads by {lead}", f"${left} in play · {leader} +{lead}",
              f"${left} left · {leader} +{lead}"] if lead else
             [f"${left} in play · nobody leads", f"${left} in play · no lead"])
    line = Text(next((f for f in forms if len(f) <= width), forms[-1]))
    line.truncate(width)
    lines.append(line)
    if state.options.get("early_end", True) and not state.over and lead and left + 1 - lead <= 3:
        # said only when near (someone leads, and 3 coins of lead or fewer to go; each
        # coin the leader banks brings it 2 nearer), to keep the panel short
        # the lead that ends it, not "lead 4 of 6" (a newcomer read that as a score)
        line = Text(f"Early end near: at a lead of {left + 1}", style="bold")
        line.truncate(width)
        lines.append(line)
    limit = state.options.get("stall_rounds", 50)
    if limit and not state.over:
        rounds = state.stall // max(1, len(state.crews))
        if rounds * 2 >= limit:
            line = Text(f"Quiet {rounds} rounds: the end at {limit}",
                        style="bold" if limit - rounds <= 5 else "")
            line.truncate(width)
            lines.append(line)
    return lines


def team_of(state, crew: int) -> tuple[int, ...]:
    return tuple(c for c in state.crews if state.side_of(c) == state.side_of(crew))


def counts_words(counts: dict[str, int], width: int) -> str:
    """A crew's pirates where they are, in the widest form that fits ``width`` (a line
    that wrapped split a count from its word): ``    ship 3 land 0 sea 0 dead 0``, then
    with less indent, then without the spaces in each count (``ship3 land0``)."""
    spaced = " ".join(f"{where} {n}" for where, n in counts.items())
    for line in (f"    {spaced}", f"  {spaced}",
                 "  " + " ".join(f"{where}{n}" for where, n in counts.items())):
        if len(line) <= width:
            return line
    return " ".join(f"{where}{n}" for where, n in counts.items())[:max(1, width)]


class CrewPanel(Static):
    """Each crew: colour, player, pirates aboard/ashore/swimming/dead, coins, turn."""

    _state = None
    _seats: list[str] | None = None
    notice = ""  # a lasting line above the crews, set by the game screen (e.g. ✗ NOT SAVED)

    def on_resize(self) -> None:
        if self._state is not None:
            self.show_state(self._state, self._seats)

    @staticmethod
    def _turn_line(state, width: int) -> Text:
        """``Turn 12: Anne (White) to play`` in the widest form that fits ``width`` (a
        line that wrapped split "to / play"): without the crew's name, then ``plays``."""
        player = crew_player(state, state.turn)
        crew = f" ({CREW_NAMES[state.turn]})" if player != CREW_NAMES[state.turn] else ""
        number = f"Turn {state.turns + 1}: "
        for rest in (f"{player}{crew} to play", f"{player} to play", f"{player} plays"):
            if len(number) + len(rest) <= width:
                break
        line = Text()
        line.append(number, style="bold")
        name_end = len(player)
        line.append(rest[:name_end], style="bold")
        line.append(rest[name_end:])
        line.truncate(max(1, width), overflow="ellipsis")
        return line

    def show_state(self, state, seats: list[str] | None = None) -> None:
        """``seats``: each player's kind ("human", "easy", ...); a computer's is named."""
        self._state = state
        self._seats = seats
        text = Text()
        if self.notice:
            text.append(self.notice + "\n", style="bold reverse")
        teams = len(state.sides) < len(state.crews)
        ti = is_treasure_island(state)
        smoke = smoke_words(state) if ti else None
        if state.over:
            text.append("Game over\n", style="bold")
        elif smoke:
            text.append("Smoke! ", style="bold #e07000")
            text.append(smoke + "\n", style="bold")
        else:
            text.append_text(self._turn_line(state, (self.size.width or 27) - 1))
            text.append("\n")
        for crew in state.crews:
            counts = {"ship": 0, "land": 0, "sea": 0, "dead": 0}
            for pid in range(crew * 3, crew * 3 + 3):
                where = state.pirate(pid).where
                if where in counts:
                    counts[where] += 1
            active = crew == state.turn and not state.over
            width = (self.size.width or 27) - 1
            line = Text()
            line.append("▶" if active else " ", style="bold")
            line.append_text(crew_label(crew))
            line.append(" " + crew_player(state, crew), style="bold" if active else "")
            kind = seats[state.player[crew]] if seats else "human"
            if kind != "human":
                line.append(f" ({kind})", style="italic")
            if teams:
                line.append(" " + "+".join(CREW_LETTERS[c] for c in team_of(state, crew)), style="dim")
            banked = f"${state.banked_by(crew)}"
            line.truncate(max(6, width - len(banked) - 1))
            line.append(" " * max(1, width - line.cell_len - len(banked)))
            line.append(banked, style="bold #e0b000")
            text.append_text(line)
            text.append("\n")
            # bottles belong to the side: partners show the same stock
            bottles = f" {BOTTLE}{state.bottles[state.side_of(crew)]}" if ti else ""
            text.append(counts_words(counts, (self.size.width or 27) - len(bottles)),
                        style="" if active else "dim")
            text.append(bottles, style="bold" if active else "dim")
            text.append("\n")
        for line in score_lines(state, (self.size.width or 27) - 1):
            text.append_text(line)
            text.append("\n")
        if ti:
            text.append_text(self._island_people(state, self.size.width or 27))
            text.append(f"\n{GALLEON} Galleon: {galleon_words(state)}\n")
        text.rstrip()
        self.update(text)

    @staticmethod
    def _island_people(state, width: int = 80) -> Text:
        """Ben Gunn, Friday, the Missionary as the board draws them (``WG``, ``Yf``, ``Bm``;
        ``BM`` armed): the crew letter says who controls him; ? not found yet, × gone.
        A line too narrow for the three breaks between two of them, never inside one."""
        line = Text()
        used = 0
        for pid, name in ((12, "Gunn"), (13, "Friday"), (14, "Missionary")):
            size = 3 + len(name)  # "?G Gunn"
            if pid > 12:
                if used + 2 + size > width:
                    line.append("\n")
                    used = 0
                else:
                    line.append("  ")
                    used += 2
            used += size
            view = state.pirate(pid)
            mark = piece_mark(state, pid)
            if view.where == "absent" or view.crew < 0:
                found = any(state.tile(c).kind == CHARACTER_TILES[pid] for c in ISLAND_CELLS
                            if state.tile(c).face_up)
                line.append(("×" if found else "?") + mark, style="bold")
            else:
                line.append(CREW_LETTERS[view.crew] + mark, style=CREW_STYLES[view.crew])
            line.append(" " + name)
        return line


class TileInfoPanel(Vertical):
    """The tile under the cursor: what it is, a word on its effect, who and what is on it.

    Three parts that repaint only when their own text changes: moving the cursor over
    the sea or face-down tiles then sends one short line to the terminal.
    """

    DEFAULT_CSS = """
    TileInfoPanel { height: auto; }
    TileInfoPanel > #tile-title { height: 1; }
    TileInfoPanel > #tile-effect { height: 3; color: $text-muted; }
    TileInfoPanel > #tile-here { height: 1; }
    """

    def compose(self):
        yield Static(id="tile-title")
        yield Static(id="tile-effect")
        yield Static(id="tile-here")

    def on_mount(self) -> None:
        self._shown: dict[str, tuple] = {}

    def _set(self, part: str, text: Text) -> None:
        # what the part shows, compared cheaply (``text.markup`` cost more than the rest of
        # a cursor move's panel work)
        key = (text.plain, str(text.style), tuple(text.spans))
        if self._shown.get(part) != key:
            self._shown[part] = key
            self.query_one(f"#{part}", Static).update(text, layout=False)

    def show_cell(self, state, cell: int) -> None:
        tile = state.tile(cell)
        ship = state.ship_at(cell)
        title = Text(cell_name(cell) + " ", style="bold")
        if tile is None:
            if ship >= 0:
                title.append(f"{CREW_NAMES[ship]}'s ship", style="bold")
                effect = "Takes its crew along its own side of the island."
            else:
                title.append("Sea", style="bold")
                effect = "Only swimmers and ships; a coin that falls in sinks."
        else:
            info = explain(tile.kind, getattr(state, "ruleset", "classic"))
            title.append(tile.name[0].upper() + tile.name[1:] if tile.face_up else info.title,
                         style="bold")
            effect = info.effect
        pirates = state.pirates_at(cell)
        coins = state.coins_at(cell) if tile is not None else 0
        galleon = tile is not None and getattr(state, "galleon", -1) >= 0 and state.galleon // 8 == cell
        lost = getattr(state, "p_lost", None)
        bits = []
        for p in pirates:
            extra = []
            if p.pid >= 12 and p.crew >= 0:
                extra.append(CREW_LETTERS[p.crew])
            if p.step:
                extra.append(f"step {p.step}")
            if lost and lost[p.pid]:
                extra.append("lost")
            elif p.trapped:
                extra.append("trapped")
            if p.drunk:
                extra.append("drunk")
            bits.append(piece_label(p.pid) + (f" ({', '.join(extra)})" if extra else ""))
        here = Text()
        if bits or coins or galleon:
            here.append("Here: ", style="bold")
            here.append(", ".join(bits))
            if coins:
                here.append((", " if bits else "") + f"${coins}", style="bold #e0b000")
            if galleon:
                here.append((", " if bits or coins else "") + f"{GALLEON} galleon (3)",
                            style="bold #e0b000")
        self._set("tile-title", title)
        self._set("tile-effect", Text(effect))
        self._set("tile-here", here)


class PromptPanel(Static):
    """What the player at the keyboard can do now."""

    _shown: tuple | None = None
    _height = -1

    def show(self, lines: list[str | Text]) -> None:
        text = Text()
        for i, line in enumerate(lines):
            if i:
                text.append("\n")
            text.append(line if isinstance(line, Text) else Text(line))
        shown = (text.plain, tuple(text.spans))  # cheaper to build than text.markup
        if shown == self._shown:
            return  # the same words: nothing to send to the terminal
        self._shown = shown
        # lay the screen out again only when the prompt's height may change
        width = max(1, self.content_region.width or self.size.width or 1)
        height = len(text.wrap(self.app.console, width))
        self.update(text, layout=height != self._height)
        self._height = height
