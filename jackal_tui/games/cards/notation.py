"""Text forms of the card game: positions a person can write by hand, and log lines.

docs/notation.md (section "The card game") describes every line; in short::

    card-game 3                       # the game and how many players (2-4)
    names Victor, Susan, Paul         # optional, comma-separated
    island 1                          # the card on the table: its number (1-40) or
                                      # written out: R D . ~ / . 3 . . / . 1 X . / ~ W . L
    islands 7 23                      # the island deck, top first (islands left)
    first 1                           # the seat holding the first-player token (1-n)
    deck horse up-down rum            # the action deck, top first (without the line:
                                      # every card not elsewhere, in kind order)
    discard weapon                    # the discard (any order)
    played rum                        # cards attached or played as Rum this round
    seed 7 0                          # the seed of later shuffles, and shuffles made
    phase plan 2                      # who decides now: tortuga|plan|rum|move|double N,
                                      # friday|weapon N SPACE, or over
    player 1 coins 2 hand rum row up-right sails planned at c3 steps 2 card 2 going

Seats are numbered 1 to n in text (0 to n-1 inside). A position that contradicts itself
(61 cards, a Weapon in a row, a question for a seat that is not playing...) is refused
with a PositionError naming the line.
"""

from __future__ import annotations

from collections import Counter

from jackal_tui.games.cards.deck import COUNTS, FLAGS, IN_HAND, MOVERS, NAMES, parse_card
from jackal_tui.games.cards.islands import ISLANDS, cell_name, island_text, parse_cell, parse_island
from jackal_tui.games.cards.state import GOING, GOLD, OUT, PHASES, WAITING, CardState
from jackal_tui.games.text import SEED_MAX, SEED_MIN, LineReader, ShortMessage, check_names, position_lines, whole_number

STATUS_WORDS = {GOING: "going", GOLD: "gold", OUT: "out"}
PLAYER_WORDS = ("coins", "hand", "row", "sails", "tortuga", "planned", "at", "steps",
                "card", "doubled", "going", "gold", "out")


class PositionError(ShortMessage):
    """A position text that cannot be read or that no game could reach; the message
    starts with the number of the line at fault."""


def _cards(words: list[str]) -> list[int]:
    return [parse_card(w) for w in words]


def _names(cards) -> str:
    return " ".join(NAMES[c] for c in cards)


def write_position(s: CardState) -> str:
    """The position text of ``s`` (reads back to an equal state)."""
    out = [f"card-game {s.n}", "names " + ", ".join(s.names)]
    out.append(f"island {s.island_no}" if s.island_no else f"island {island_text(s.island)}")
    out.append("islands" + "".join(f" {no}" for no in s.islands))
    out.append(f"first {s.first + 1}")
    out.append(("deck " + _names(s.deck)).rstrip())
    out.append(("discard " + _names(s.discard)).rstrip())
    if s.played:
        out.append("played " + _names(s.played))
    out.append(f"seed {s.seed} {s.shuffles}")
    if s.phase == "over":
        out.append("phase over")
    elif s.phase in ("friday", "weapon"):
        out.append(f"phase {s.phase} {s.decider + 1} {cell_name(s.pending)}")
    else:
        out.append(f"phase {s.phase} {s.decider + 1}")
    for p in range(s.n):
        w = [f"player {p + 1}", f"coins {s.coins[p]}"]
        if s.hand[p]:
            w.append("hand " + _names(s.hand[p]))
        if s.row[p]:
            w.append("row " + _names(s.row[p]))
        if s.sail[p] is not None:
            w.append("sails" if s.sail[p] else "tortuga")
        if s.planned[p]:
            w.append("planned")
        if s.pos[p] is not None:
            w.append(f"at {cell_name(s.pos[p])}")
        if s.steps[p]:
            w.append(f"steps {s.steps[p]}")
        if s.next[p]:
            w.append(f"card {s.next[p] + 1}")
        if s.doubled[p]:
            w.append("doubled")
        if s.status[p] != WAITING:
            w.append(STATUS_WORDS[s.status[p]])
        out.append(" ".join(w))
    return "\n".join(out) + "\n"


def read_position(text: str) -> CardState:
    """A CardState from a position text; PositionError names the line at fault."""
    lines = position_lines(text, PositionError)
    r = LineReader(lines, PositionError)
    if not lines:
        raise r.err("an empty position: start with 'card-game 3'")
    w = lines[0][1].split()
    if len(w) != 2 or w[0] != "card-game" or w[1] not in ("2", "3", "4"):
        raise r.err("start with 'card-game N', N the players (2-4)")
    s = CardState(int(w[1]))
    phase_line = None
    for body, _ in r.read_lines():
        key, _, rest = body.partition(" ")
        words = rest.split()
        tag = key if key != "player" else f"player {' '.join(words[:1])}"
        r.once(tag, tag)
        try:
            if key == "names":
                names = [x.strip() for x in rest.split(",")]
                if len(names) != s.n or not all(names) or len(set(names)) != s.n:
                    raise ValueError(f"write {s.n} different names separated by commas")
                s.names = check_names(names)
            elif key == "island":
                if len(words) == 1 and words[0].isascii() and words[0].isdigit():
                    k = whole_number(words[0], "an island card")
                    if not 1 <= k <= len(ISLANDS):
                        raise ValueError("island cards are numbered 1 to 40")
                    s.island, s.island_no = ISLANDS[k - 1], k
                else:
                    s.island = _own_island(rest)
            elif key == "islands":
                nums = [int(x) if x.isascii() and x.isdigit() and len(x) < 4 else -1
                        for x in words]
                if any(not 1 <= k <= len(ISLANDS) for k in nums) or len(set(nums)) < len(nums):
                    raise ValueError("write different island card numbers, 1 to 40")
                s.islands = nums
            elif key == "first":
                s.first = _seat(words, s.n)
            elif key == "deck":
                s.deck = _cards(words)
            elif key == "discard":
                s.discard = sorted(_cards(words))
            elif key == "played":
                s.played = sorted(_cards(words))
                if any(c not in IN_HAND for c in s.played):
                    raise ValueError("only weapon, friday, doubling and rum are played "
                                     "from the hand")
            elif key == "seed":
                if not 1 <= len(words) <= 2:
                    raise ValueError("write 'seed N' or 'seed N SHUFFLES'")
                s.seed = whole_number(words[0], "the seed", SEED_MIN, SEED_MAX)
                s.shuffles = whole_number(words[1], "the shuffles") if len(words) == 2 else 0
            elif key == "phase":
                phase_line = (r.no, words)
            elif key == "player":
                _player(s, words)
            else:
                raise ValueError(f"unknown line {key!r}: expected names, island, islands, "
                                 "first, deck, discard, played, seed, phase or player")
        except ValueError as e:
            raise r.err(str(e)) from None
    if not s.island:
        raise r.err("the position needs an 'island' line", lines[0][0])
    if phase_line is None:
        raise r.err("the position needs a 'phase' line saying who decides now", lines[-1][0])
    if "deck" not in r.seen:      # the deck is the rest of the 60 cards, in kind order
        held = Counter(s.discard) + Counter(s.played)
        for p in range(s.n):
            held += Counter(s.hand[p]) + Counter(s.row[p])
        s.deck = [c for c, k in enumerate(COUNTS) for _ in range(max(0, k - held[c]))]
    r.no, words = phase_line
    try:
        _phase(s, words)
    except ValueError as e:
        raise r.err(str(e)) from None
    _check_whole(s, lines[-1][0])
    return s


def _own_island(text: str) -> str:
    grid = parse_island(text)
    if grid.count("W") != 1:
        raise ValueError("an island card has exactly one white flag W")
    for mark in "RL123":
        if grid.count(mark) > 1:
            raise ValueError(f"an island card has at most one {mark}")
    return grid


def _seat(words: list[str], n: int) -> int:
    if len(words) < 1 or not (words[0].isascii() and words[0].isdigit()) \
            or len(words[0]) > 2 or not 1 <= int(words[0]) <= n:
        raise ValueError(f"name a seat by its number, 1 to {n}")
    return int(words[0]) - 1


def _player(s: CardState, words: list[str]) -> None:
    p = _seat(words, s.n)
    i = 1
    while i < len(words):
        w = words[i]
        i += 1
        if w in ("hand", "row"):
            j = i
            while j < len(words) and words[j] not in PLAYER_WORDS:
                j += 1
            cards = _cards(words[i:j])
            i = j
            if w == "hand":
                s.hand[p] = sorted(cards)
            else:
                s.row[p] = cards
        elif w in ("coins", "steps", "card", "at"):
            if i >= len(words):
                raise ValueError(f"'{w}' needs a value")
            v = words[i]
            i += 1
            if w == "at":
                s.pos[p] = parse_cell(v)
            elif w == "coins":
                s.coins[p] = whole_number(v, "'coins'")
            elif w == "steps":
                s.steps[p] = whole_number(v, "'steps'")
            else:
                s.next[p] = whole_number(v, "'card' (cards of a row are counted from 1)", 1) - 1
        elif w in ("sails", "tortuga"):
            s.sail[p] = w == "sails"
        elif w == "planned":
            s.planned[p] = True
        elif w == "doubled":
            s.doubled[p] = True
        elif w in ("going", "gold", "out"):
            s.status[p] = {"going": GOING, "gold": GOLD, "out": OUT}[w]
        else:
            raise ValueError(f"unexpected {w!r}: a player line holds {', '.join(PLAYER_WORDS)}")


def _phase(s: CardState, words: list[str]) -> None:
    if not words or words[0] not in PHASES:
        raise ValueError(f"write 'phase WHAT SEAT', WHAT one of {', '.join(PHASES)}")
    s.phase = words[0]
    if s.phase == "over":
        if len(words) != 1:
            raise ValueError("write just 'phase over'")
        s.decider = None
        s.revealed = True
        return
    want = 3 if s.phase in ("friday", "weapon") else 2
    if len(words) != want:
        raise ValueError(f"write 'phase {s.phase} SEAT" + (" SPACE'" if want == 3 else "'"))
    s.decider = _seat(words[1:], s.n)
    if want == 3:
        s.pending = parse_cell(words[2])
    s.revealed = s.phase not in ("tortuga", "plan")


def _check_whole(s: CardState, last: int) -> None:
    """Refuse what no game reaches (the line named is the one most at fault)."""
    def fail(msg: str) -> PositionError:
        return PositionError(f"line {last}: {msg}")
    held = Counter(s.deck) + Counter(s.discard) + Counter(s.played)
    for p in range(s.n):
        held += Counter(s.hand[p]) + Counter(s.row[p])
    for c, want in enumerate(COUNTS):
        if held[c] != want:
            raise fail(f"there are {want} {NAMES[c]} cards, the position holds {held[c]} "
                       "(deck, discard, played, hands and rows together)")
    going = [p for p in range(s.n) if s.status[p] == GOING]
    if len(going) > 1:
        raise fail("only one pirate at a time is going (being resolved)")
    s.cur = going[0] if going else None
    for p in range(s.n):
        row = s.row[p]
        if any(c in IN_HAND for c in row):
            raise fail(f"player {p + 1}: weapon, friday, doubling and rum are never laid")
        if any(c in FLAGS for c in row[1:]):
            raise fail(f"player {p + 1}: a flag may only be the first card of a row")
        if row and not s.sail[p]:
            raise fail(f"player {p + 1} has a row but does not sail")
        if s.status[p] != WAITING and (s.pos[p] is None or not s.revealed):
            raise fail(f"player {p + 1}: a pirate being resolved needs 'at SPACE' "
                       "once the rows are revealed")
        if s.pos[p] is not None and s.island[s.pos[p]] not in ".WRLDX123":
            raise fail(f"player {p + 1} stands in water")
        if s.status[p] == GOLD and s.island[s.pos[p]] not in "123":
            raise fail(f"player {p + 1} is 'gold' but not on a treasure")
        if s.next[p] > len(row):
            raise fail(f"player {p + 1}: card {s.next[p] + 1} of a row of {len(row)}")
    ph, d = s.phase, s.decider
    if ph == "over":
        return
    if ph == "tortuga" and s.sail[d] is not None:
        raise fail(f"player {d + 1} has already said whether he sails")
    if ph == "plan" and (not s.sail[d] or s.planned[d]):
        raise fail(f"player {d + 1} is not a sailor still planning")
    if ph != "tortuga" and any(x is None for x in s.sail):
        raise fail("every player says 'sails' or 'tortuga' after phase 1")
    if ph in ("rum", "move", "friday", "weapon", "double"):
        if any(s.sail[p] and not s.planned[p] for p in range(s.n)):
            raise fail("every sailor has planned before the resolution")
        if s.cur is None:
            raise fail("a resolution question needs a pirate that is 'going'")
        if ph == "rum" and (d == s.cur or not s.sail[d]):
            raise fail("Rum is offered by another sailor to the one going")
        if ph != "rum" and d != s.cur:
            raise fail(f"the {ph} question is for the going pirate's player")
        if ph != "rum" and s.next[d] >= len(s.row[d]):
            raise fail(f"player {d + 1} has no card {s.next[d] + 1} to resolve")
        if ph != "rum" and s.row[d][s.next[d]] not in MOVERS:
            raise fail(f"player {d + 1}'s card {s.next[d] + 1} is a flag: only an arrow or "
                       f"a horse asks the {ph} question")
        if ph == "rum" and s.next[s.cur]:
            raise fail("Rum is offered before the going pirate's first card ('card 1')")
        if ph in ("friday", "weapon"):
            if s.island[s.pending] != ("D" if ph == "friday" else "X"):
                raise fail(f"{cell_name(s.pending)} is not "
                           + ("difficult terrain" if ph == "friday" else "a bandit"))


def _steps(k: int) -> str:
    return f"{k} step{'' if k == 1 else 's'}"


#: Events that are a step of their own when a table shows what an action set going (the
#: reveal, each pirate's resolution, the treasure, the new cards); the others go with the
#: next such step.
STEP_EVENTS = frozenset(("sail", "tortuga", "reveal", "rum", "start", "goto", "attach",
                         "end", "coins", "shuffle", "token", "island", "over"))


def describe(events: list[tuple], s: CardState) -> str:
    """The log line of one action's events, in the game's words and with no secret in
    it. ``s`` is the state before them; the events are applied to it on the way."""
    from jackal_tui.games.cards.state import apply_event
    names = s.names
    parts: list[str] = []
    for ev in events:
        k = ev[0]
        before = s.pos[ev[1]] if k == "goto" else None
        apply_event(s, ev)
        if k in ("act", "lay"):
            continue        # the action heads the line; a laid card is never named
        nm = names[ev[1]] if len(ev) > 1 and k not in ("island", "shuffle", "reveal") else ""
        if k == "sail":
            parts.append(f"{nm} sails")
        elif k == "tortuga":
            parts.append(f"{nm} pays {ev[2]} coin{'s' if ev[2] > 1 else ''} in Tortuga")
        elif k == "draw":
            parts.append(f"{nm} draws {len(ev[2])}")
        elif k == "shuffle":
            parts.append("the discard is shuffled into a new deck")
        elif k == "planned":
            parts.append(f"{nm} is ready" + ("" if s.row[ev[1]] else " (no card laid)"))
        elif k == "reveal":
            rows = [f"{names[p]}: {_names(r)}" for p, r in enumerate(ev[1:]) if r]
            parts.append("the rows are revealed (" + "; ".join(rows) + ")" if rows else
                         "nobody laid a row")
        elif k == "rum":
            parts.append(f"{nm} gives {names[ev[2]]} {'a Rum' if ev[3] == 1 else f'{ev[3]} Rums'}")
        elif k == "start":
            parts.append(f"{nm} lands at {cell_name(s.pos[ev[1]])}"
                         + (f" after {_steps(s.steps[ev[1]])} of Rum" if s.steps[ev[1]] else ""))
        elif k == "goto":
            where = cell_name(ev[2])
            if ev[3] == 0:
                parts.append(f"{nm} starts on the flag at {where}")
            elif before == ev[2]:
                parts.append(f"{nm}'s move is lost, he stays at {where} "
                             f"({_steps(s.steps[ev[1]])})")
            else:
                parts.append(f"{nm} moves to {where} ({_steps(s.steps[ev[1]])})")
        elif k == "attach":
            parts.append(f"{nm} plays {NAMES[ev[2]]}")
        elif k == "end":
            p = ev[1]
            if ev[2] == GOLD:
                parts.append(f"{nm} digs at the {s.island[s.pos[p]]}-treasure "
                             f"after {_steps(s.steps[p])}")
            else:
                parts.append(f"{nm}'s turn ends with no treasure")
        elif k == "coins":
            parts.append(f"{nm} takes {ev[2]} coin{'' if ev[2] == 1 else 's'}"
                         + (" (too late for any)" if ev[2] == 0 else ""))
        elif k == "token":
            parts.append(f"{nm} takes the first-player token")
        elif k == "island":
            parts.append(f"island card {ev[1]} is turned up ({len(s.islands)} left after it)"
                         if ev[1] else "an island is turned up")
        elif k == "over":
            parts.append("the game is over")
        elif k == "ask" and ev[2] in ("friday", "weapon"):
            parts.append(f"{nm} enters {'difficult terrain' if ev[2] == 'friday' else 'a bandit'} "
                         f"at {cell_name(ev[3])}")
    return "; ".join(parts)
