"""A campaign of Jackal Archipelago in words (RULINGS-ARCHIPELAGO, "End, score, campaign"):
the abilities each pirate holds (their short names, the map's mark), the campaign's
table (each island played, the coins each crew banked, what each crew took), and the
ability draw after an island (who may draw and why, the cards shown).

Everything here reads the rules core's state and its ``view(seat)["campaign"]`` and draws
nothing: the screens (:mod:`.campaign`, the play screen's panel, the shared results and
replay through :mod:`.view`) show these words.
"""

from __future__ import annotations

import weakref

from rich.text import Text

from jackal_tui.games.archipelago.abilities import BOX, NAMES, TEXT
from jackal_tui.games.archipelago.actions import piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES
from jackal_tui.games.archipelago.campaign import COINS_TO_DRAW, island_name, pick_order
from jackal_tui.games.archipelago.state import DEAD
from jackal_tui.tui.widgets.move_log import turn_labels

# The map's mark after a crew's letter where one of its pirates there holds an ability
# (the names are in the panel: a cell of 3 columns has room for one more character).
ABILITY_MARK = "°"
# Each ability's short name in the panel: its first three letters (all twelve differ).
SHORT = {name: name[:3] for name in NAMES}
assert len(set(SHORT.values())) == len(NAMES)


def short_words() -> str:
    """The abbreviations explained, for the help: ``Str Strongman, Nav Navigator, ...``."""
    return ", ".join(f"{SHORT[n]} {n}" for n in NAMES)


def held(s, p: int) -> tuple[str, ...]:
    """The abilities pirate ``p`` holds (none for the Missionary)."""
    return tuple(s.abilities[p]) if p < 12 else ()


def pirate_abilities(s, p: int, *, short: bool = False) -> str:
    """``Strongman, Lookout`` (``Str+Loo`` short), or ``""``."""
    names = held(s, p)
    return ("+" if short else ", ").join(SHORT[n] if short else n for n in names)


def crew_abilities(s, c: int) -> str:
    """The crew's pirates with abilities, short: ``W1 Str+Loo  W3 Jon``; ``""`` if none."""
    return "  ".join(f"{piece_name(p)} {pirate_abilities(s, p, short=True)}"
                     for p in range(c * 3, c * 3 + 3) if held(s, p))


def any_abilities(s) -> bool:
    return any(s.abilities[p] for p in range(12))


def island_words(number: int, islands: int) -> str:
    """``island 2 of 4``."""
    return f"island {number} of {islands}"


def island_label(result: dict) -> str:
    """A result's island as the table names it: ``1``, ``free``, ``random``."""
    return str(result.get("island") or island_name(result["number"]))


def crew_label(game, letter: str) -> str:
    c = CREW_LETTERS.index(letter)
    name = game.seat_name(c)
    return letter if name == CREW_NAMES[c] else f"{letter} {name[:10]}"


def campaign_table(game, view: dict, *, width: int = 76) -> Text:
    """Each island played, a line per crew: the coins it banked and what it took
    (``Strongman on W2``, ``passed``, ``no draw`` when it banked fewer than 3)."""
    text = Text()
    results = view["results"]
    crews = [CREW_LETTERS[c] for c in game.state.crews]
    total = {letter: 0 for letter in crews}
    if not results:
        text.append("No island has ended yet.\n", "dim")
    for r in results:
        label = island_label(r)
        title = f"Island {r['number']}" + (f" (island {label})" if label != str(r["number"])
                                            else "")
        text.append(title + "\n", "bold")
        for letter in crews:
            coins = r["banked"].get(letter, 0)
            total[letter] += coins
            pick = r["picks"].get(letter)
            if pick is None:
                got = ("no draw (banked fewer than 3)" if coins < COINS_TO_DRAW
                       else "no card left to draw")
            elif pick == "pass":
                got = "passed"
            else:
                name, _, pirate = pick.rpartition(" ")
                got = f"took {name} for {pirate}"
            line = f"  {crew_label(game, letter):<13} ${coins:<3} {got}"
            text.append(line[:width] + "\n")
    if len(results) > 1:
        text.append("Coins over the campaign: ", "bold")
        text.append(" · ".join(f"{letter} ${total[letter]}" for letter in crews))
        text.append(" (no campaign-wide winner: each island has its own)\n", "dim")
    return text


def abilities_table(game, s) -> Text:
    """Every pirate's abilities, by crew, in full (``W2 Strongman, Lookout``)."""
    text = Text()
    for c in s.crews:
        for p in range(c * 3, c * 3 + 3):
            if held(s, p):
                dead = " (dead)" if s.p_where[p] == DEAD else ""
                text.append(f"  {piece_name(p)}{dead} ", "bold")
                text.append(pirate_abilities(s, p) + "\n")
    if not text.plain:
        text.append("  No pirate holds an ability yet.\n", "dim")
    return text


def card_line(name: str) -> str:
    """``Strongman (box 2): drags up to 2 coins ...``."""
    return f"{name} (box {BOX[name]}): {TEXT[name]}"


def draw_words(game, view: dict) -> Text:
    """The island just ended, who may draw and why, in the order they pick."""
    s = game.state
    text = Text()
    results = view["results"]
    last = results[-1] if results else None
    if last is None:
        return text
    banked = last["banked"]
    text.append(f"Island {last['number']} is over: ", "bold")
    text.append(", ".join(f"{crew_label(game, letter)} ${banked[letter]}"
                          for letter in sorted(banked, key=lambda x: -banked[x])) + ".\n")
    picked = last["picks"]
    # the order of the draw (the island's score, ties in turn order): the core's own
    drawers = [CREW_LETTERS[c] for c in pick_order(s)]
    text.append(f"Who draws: each crew that banked {COINS_TO_DRAW} or more itself, in "
                "order of score: ")
    text.append(", ".join(
        f"{letter} (${banked[letter]}" + (", done" if letter in picked else "") + ")"
        for letter in drawers) or "nobody")
    text.append(".\n")
    out = [letter for letter in banked if banked[letter] < COINS_TO_DRAW]
    if out:
        text.append("Not drawing: " + ", ".join(f"{letter} (${banked[letter]})" for letter in out)
                    + f", fewer than {COINS_TO_DRAW} banked.\n", "dim")
    return text


_FIRST_TURNS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def log_labels(game) -> list[str]:
    """Each action's label in the move log, by turn as the panel's "turn 12" counts them:
    ``"12."`` on the first action of turn 12, ``""`` on the others; in a campaign the
    turns start again on each island, and the draw's actions are labelled ``draw``."""
    if not game.state.campaign:
        return turn_labels(game)
    first = _FIRST_TURNS.get(game)
    if first is None:
        from jackal_tui.games.archipelago.game import initial_state

        first = _FIRST_TURNS[game] = initial_state(game.setup).turns
    turn, drawing = first, False
    labels: list[str] = []
    last = None
    for k in range(game.action_count):
        label = "draw" if drawing else turn
        labels.append(("draw" if drawing else f"{turn + 1}.") if label != last else "")
        last = label
        for ev in game.action_events(k):
            if ev[0] == "turn":
                turn += 1
            elif ev[0] == "shown":
                drawing = True
            elif ev[0] == "deal":
                turn, drawing, last = 0, False, None
    return labels
