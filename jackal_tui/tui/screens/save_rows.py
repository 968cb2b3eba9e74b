"""What the load list says of one save: its two-line row (name and date, rules, turn,
scores, players) and the line under the list, from the save's summary.

Pure text from a :class:`~jackal_tui.persistence.SaveSummary`: the load screen
(:mod:`jackal_tui.tui.screens.load`) lays the rows out and reads the folder.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from rich.cells import cell_len, set_cell_size

from jackal_tui.games.classic import CREW_LETTERS, CREW_NAMES, MODE_NAMES, MODES
from jackal_tui.shown import printable
from jackal_tui.tui.archipelago.words import island_words
from jackal_tui.tui.seats import HUMAN, kinds_for_mode, seat_count

ISLAND_GAMES = ("classic", "treasure-island")  # the games whose seats command crews

RULES_SHORT = {"classic": "Classic", "treasure-island": "T. Island", "card-game": "Cards",
               "archipelago": "Archipel."}
RULES_LONG = {"classic": "Classic", "treasure-island": "Treasure Island",
              "card-game": "The Card Game", "archipelago": "Jackal Archipelago"}
# Jackal Archipelago's modes in words (its "2" and "4" are not classic's)
ARCH_CREWS = {"1": (0,), "2": (0, 2), "3": (0, 1, 2), "4": (0, 1, 2, 3), "2v2": (0, 1, 2, 3)}
ARCH_MODE_NAMES = {"1": "1 player (a puzzle)", "2": "2 players", "3": "3 players",
                   "4": "4 players", "2v2": "2 on 2"}
MODE_SHORT = {"4": "4 players", "4-teams": "4 teams", "3": "3 players", "2": "2×2 crews",
              "2-light": "2 players"}
NAME_WIDTH = 16  # a longer save name is cut in the list (the line below has it whole)
PLAYERS_MIN = 20
ROW_HEIGHT = 2
HEADERS = ("Name", "Rules", "Turn", "Score")  # then "Players", as wide as what is left
READING_WIDTHS = (NAME_WIDTH, 9, 9, 9)  # kept while reading: "T. Island", "W to play", "W 0  Y 0"


def _date(text: str | None, *, year: bool = False) -> str:
    """``11-20 20:15`` in local time (with ``year``: ``2026-11-20 20:15``)."""
    if not text:
        return "?"
    try:
        when = datetime.fromisoformat(text).astimezone()
    except (ValueError, OverflowError, OSError):
        return text[:16]
    return when.strftime("%Y-%m-%d %H:%M" if year else "%m-%d %H:%M")


def _cut(text: str, width: int) -> str:
    """``text`` in at most ``width`` terminal cells, cut with "…" if longer."""
    return text if cell_len(text) <= width else set_cell_size(text, max(0, width - 1)) + "…"


def _progress(s) -> str:
    """How far the game went, in the game's own numbering: ``turn 441`` as its header and
    move log say (the turn in play, or the last one played when over); a game that numbers
    no turns says its count of actions instead (``12 actions``)."""
    if s.turn_number is not None:
        return f"turn {s.turn_number}"
    return f"{s.actions or 0} action{'' if s.actions == 1 else 's'}"


def _islands(s) -> str:
    """How far a game played island by island (the card game) went: ``island 3 of 10``
    (``of 4`` in a first game); a game from a hand-written position knows only how many
    islands are left after the one on the table (``2 more islands``)."""
    if s.island_at is not None and s.islands:
        return f"island {s.island_at} of {s.islands}"
    left = s.islands_left or 0
    return "last island" if left == 0 else f"{left} more island{'' if left == 1 else 's'}"


def _score_lines(scores) -> list[str]:
    """Each side's coins, ``W+B 3``, half the sides on each line."""
    sides = ["+".join(CREW_LETTERS[c] for c in crews) + f" {score}" for crews, score in scores]
    half = (len(sides) + 1) // 2
    return ["  ".join(sides[:half]), "  ".join(sides[half:])]


def _seat_score_lines(scores) -> list[str]:
    """A game without crews: each player's letter and coins, ``V 1  S 3``: the letters the
    game's table gives them (all different, even for names that start alike)."""
    from jackal_tui.tui.cards.island_card import player_letters

    letters = player_letters([name for name, _ in scores])
    seats = [f"{letter} {score}" for letter, (_, score) in zip(letters, scores)]
    half = (len(seats) + 1) // 2
    return ["  ".join(seats[:half]), "  ".join(seats[half:])]


def _puzzle_cells(s) -> tuple[list[str], list[str]]:
    """A puzzle's Turn and Score cells: solved or not and in how many turns; which of its
    goals were met, and the coins banked (RULINGS-ARCHIPELAGO, "Solo puzzles")."""
    banked = sum(score for _, score in s.seat_scores)
    coins = f"{banked} coin{'' if banked == 1 else 's'} banked"
    if not s.over:
        return [f"{CREW_LETTERS[s.turn]} to play", _progress(s)], [coins, ""]
    turns = s.turns_played or 0
    turn = ["solved" if s.solved else "not solved", f"{turns} turn{'' if turns == 1 else 's'}"]
    met = sum(1 for _, ok in s.goals if ok)
    if len(s.goals) == 1:
        goals = "goal met" if met else "goal missed"
    else:
        goals = f"{met} of {len(s.goals)} goals"
    return turn, [goals, coins]


def puzzle_words(s) -> str:
    """A puzzle's end in words for the line under the list: each goal, met or not."""
    if not s.goals:
        return ""
    if not s.over:
        return " Goal: " + "; or ".join(words for words, _ in s.goals) + "."
    turns = s.turns_played or 0
    head = (f" Solved in {turns} turn{'' if turns == 1 else 's'}." if s.solved
            else " Not solved.")
    return head + "".join(f" Goal {words}: {'met' if ok else 'not met'}."
                          for words, ok in s.goals)


def _lines(words: list[str], width: int, sep: str) -> list[str]:
    """Words joined by ``sep`` into as many lines of ``width`` as they need."""
    out = [""]
    for i, word in enumerate(words):
        piece = word + (sep.rstrip() if i < len(words) - 1 else "")
        if out[-1] and cell_len(out[-1]) + 1 + cell_len(piece) > width:
            out.append("")
        out[-1] += (" " if out[-1] else "") + piece
    return out


def _wrap(words: list[str], width: int, sep: str = " ") -> list[str]:
    """Words in at most two lines of ``width``; what does not fit is cut with "…"."""
    lines = _lines(words, width, sep)
    if len(lines) > ROW_HEIGHT:
        lines = lines[: ROW_HEIGHT - 1] + [" ".join(lines[ROW_HEIGHT - 1:]) + "…"]
    return [_cut(line, width) for line in lines]


def _cut_apart(names: list[str], width: int) -> list[str]:
    """Names cut to ``width`` so that names that differ still differ: ``Player 1`` and
    ``Player 2`` cut to 6 are ``Play…1`` and ``Play…2``, not ``Playe…`` twice."""
    plain = [_cut(name, width) for name in names]
    cut = list(plain)
    for k, name in enumerate(names):
        alike = [other for j, other in enumerate(names) if plain[j] == plain[k] and other != name]
        if not alike or width < 3:
            continue
        same = max(len(_common_start(name, other)) for other in alike)
        tail = name[same:][: width - 2]
        cut[k] = _cut(name, width - len(tail))[:-1] + "…" + tail \
            if cell_len(name) > width else name
    return cut


def _common_start(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def _fit_seats(seats: list[tuple[str, str]], width: int) -> list[str]:
    """Seats (name, kind) in two lines of ``width``: long names are shortened first, then
    the kinds become one letter, ``(S)``, so that no computer seat goes unsaid."""
    longest = max((cell_len(name) for name, _ in seats), default=0)
    for short_kinds, shortest in ((False, 6), (True, 3)):
        for limit in range(max(longest, shortest), shortest - 1, -1):
            cut = _cut_apart([name for name, _ in seats], limit)
            words = [short + (f" ({kind[0].upper() if short_kinds else kind})"
                              if kind else "")
                     for short, (_, kind) in zip(cut, seats)]
            lines = _lines(words, width, ", ")
            if len(lines) <= ROW_HEIGHT and all(cell_len(line) <= width for line in lines):
                return lines
    return _wrap([name + (f" ({kind})" if kind else "") for name, kind in seats], width, ", ")


def seat_players(summary, kinds: list[str], *, crews: bool = False) -> list[tuple[str, str]]:
    """Each seat as (name, computer kind): ``("Anne", "")``, ``("Bart", "easy")``; an
    unnamed seat is called by its crews. With ``crews``, the name starts with the letters
    of the crews it commands: ``Y Bart``."""
    if summary.ruleset == "archipelago" and summary.mode in ARCH_CREWS:  # a crew a seat
        return _crew_seats(summary, kinds, ARCH_CREWS[summary.mode], crews)

    if (summary.ruleset or "classic") not in ISLAND_GAMES or summary.mode not in MODES:
        # a game without crews (the card game): its players by name (unnamed: as the
        # game calls them, "Player 1")
        players = summary.players or tuple(name for name, _ in summary.seat_scores)
        return [(name, "" if kind == HUMAN else kind) for name, kind in
                zip(players, list(kinds) + [HUMAN] * len(players))]
    in_play, _, player_of = MODES[summary.mode]
    out = []
    for seat in range(seat_count(summary.mode)):
        commands = [c for c, p in zip(in_play, player_of) if p == seat]
        name = summary.players[seat] if seat < len(summary.players) else ""
        name = name or "+".join(CREW_NAMES[c] for c in commands)
        if crews:
            name = "+".join(CREW_LETTERS[c] for c in commands) + " " + name
        kind = kinds[seat] if seat < len(kinds) else HUMAN
        out.append((name, "" if kind == HUMAN else kind))
    return out


def _crew_seats(summary, kinds, in_play, crews: bool) -> list[tuple[str, str]]:
    """One seat per crew (Jackal Archipelago): its player's name or the crew's."""
    out = []
    for seat, crew in enumerate(in_play):
        name = summary.players[seat] if seat < len(summary.players) else ""
        name = name or CREW_NAMES[crew]
        if crews:
            name = f"{CREW_LETTERS[crew]} {name}"
        kind = kinds[seat] if seat < len(kinds) else HUMAN
        out.append((name, "" if kind == HUMAN else kind))
    return out


def shown_summary(summary):
    """The summary with every text read from its file (names, the error, the island) as
    :func:`~jackal_tui.shown.printable` shows it: a file can hold escape sequences, and
    the list must show them, never send them to the terminal."""
    changes = {}
    for field in ("name", "error", "to_play", "island"):
        value = getattr(summary, field)
        if isinstance(value, str) and not value.isprintable():
            changes[field] = printable(value)
    changes["players"] = tuple(printable(name) for name in summary.players)
    changes["seat_scores"] = tuple((printable(name), score)
                                   for name, score in summary.seat_scores)
    return replace(summary, **changes)


def saved_seats(summary) -> list[str]:
    """The seat kinds a save holds (its setup's "seats"), all human when it has none."""
    if not summary.ok:
        return []
    try:
        return kinds_for_mode(summary.seats, summary.mode, summary.ruleset or "classic")
    except (KeyError, ValueError):  # a game or mode this version does not know
        return []


def save_row(path, s) -> tuple[list[str], ...]:
    """One save's cells (a list of lines each) before the players are wrapped; ``s`` is
    its summary, None while it is being read."""
    if s is None:
        return ([_cut(printable(path.stem), NAME_WIDTH), ""], ["reading…", ""], ["", ""],
                ["", ""])
    name = [_cut(s.name, NAME_WIDTH), _date(s.saved_at)]
    if s.ok and s.ruleset == "archipelago" and s.goals:  # a puzzle: its goals
        turn, score = _puzzle_cells(s)
        return (name, [RULES_SHORT["archipelago"], island_words(s.island, short=True)],
                turn, score)
    if s.ok and s.ruleset == "archipelago" and s.campaign:  # how far in, the draw
        number, islands, drawing = s.campaign
        turn = ["over" if s.over else f"{CREW_LETTERS[s.turn]} to "
                + ("pick" if drawing else "play"), "draw" if drawing else _progress(s)]
        return (name, [RULES_SHORT["archipelago"], f"campaign {number}/{islands}"],
                turn, _score_lines(s.scores))
    if s.ok and s.ruleset == "archipelago":  # the island, and each crew's coins
        turn = ["over" if s.over else f"{CREW_LETTERS[s.turn]} to play", _progress(s)]
        return (name, [RULES_SHORT["archipelago"], island_words(s.island, short=True)],
                turn, _score_lines(s.scores))
    if not s.ok:  # a pipe, a folder, a link to nothing: not a game at all
        return (name, ["", ""], ["NOT A GAME" if s.not_a_file else "DAMAGED", ""],
                ["", ""])
    rules = [RULES_SHORT.get(s.ruleset or "", s.ruleset or "?"),
             MODE_SHORT.get(s.mode or "", s.mode or "?")]
    if s.ruleset == "card-game" and s.islands_left is not None:  # island by island
        rules[1] = f"{s.mode} players"  # its mode is the count ("2" is not 2x2 crews)
        turn = ["over" if s.over else f"{(s.to_play or '?')[:1].upper()} to play",
                _islands(s)]
        return (name, rules, turn, _seat_score_lines(s.seat_scores))
    if (s.ruleset or "classic") not in ISLAND_GAMES:  # no crews: players by name
        turn = ["over" if s.over else f"{(s.to_play or '?')[:1].upper()} to play",
                _progress(s)]
        return (name, rules, turn, _seat_score_lines(s.seat_scores))
    turn = ["over" if s.over else f"{CREW_LETTERS[s.turn]} to play", _progress(s)]
    return (name, rules, turn, _score_lines(s.scores))


def save_detail(s, seats: list[str]) -> str:
    """The line under the list for a save that was read: its file and date, then what it
    is (rules, island, mode, players), or what is wrong with it."""
    text = f"File: {printable(s.path.name)}, saved {_date(s.saved_at, year=True)}"
    if not s.ok:
        return text + (f"\nThis is not a game: {s.error}" if s.not_a_file else
                       f"\nThis save is damaged: {s.error}")
    rules = RULES_LONG.get(s.ruleset or "", s.ruleset or "?")
    mode = MODE_NAMES.get(s.mode or "", s.mode or "?")
    if s.ruleset == "archipelago" and s.campaign:
        number, islands, drawing = s.campaign
        rules += (f", a campaign: island {number} of {islands} ({island_words(s.island)})"
                  + (f", the ability draw after it" if drawing else ""))
        mode = ARCH_MODE_NAMES.get(s.mode or "", s.mode or "?")
    elif s.ruleset == "archipelago":
        rules += f", {island_words(s.island)}"
        mode = ARCH_MODE_NAMES.get(s.mode or "", s.mode or "?")
    elif s.ruleset == "card-game":  # its mode is the count of players
        mode = f"{s.mode} players"
    players = seat_players(s, seats, crews=True)
    text += f"\n{s.name}: {rules}, {mode}: " + ", ".join(
        name + (f" ({kind})" if kind else "") for name, kind in players) + "."
    return text + puzzle_words(s)
