"""The rules: which decisions a seat may take, and what follows from one.

``legal(s)`` lists the deciding seat's actions; ``play(s, action, emit)`` carries one out
and runs the game on (resolving cards, paying treasure, drawing, turning up the next
island) until somebody must decide again or the game is over. Every change is made by
an event passed to ``emit``, which applies it (state.apply_event) and may record it.
The only chance is a shuffle of the discard: its order is drawn from the state's own
seed and counter and written into the ``shuffle`` event, so replay draws nothing.

Rulebook sections are those of seeds/004_0e3c1b021a2b813a.txt; RULINGS is
shared/RULINGS-CARDS.md; docs/rules-cards.md has the project's own decisions.
"""

from __future__ import annotations

import random
from typing import Callable

from jackal_tui.games.cards.actions import CardAction, IllegalActionError
from jackal_tui.games.cards.deck import (DOUBLING, FLAGS, FRIDAY, HAND_FLOOR, MOVERS, MOVES, NAMES, ROW_CARDS,
                   RUM, TORTUGA, WEAPON)
from jackal_tui.games.cards.islands import ISLANDS, find, is_land, shift, treasures
from jackal_tui.games.cards.state import GOING, GOLD, OUT, WAITING, CardState, apply_event

Emit = Callable[[tuple], None]


def applier(s: CardState) -> Emit:
    return lambda ev: apply_event(s, ev)


# ----- what may be decided ------------------------------------------------------------
def outcomes(s: CardState, card: int, cell: int) -> list[int]:
    """Where a mover card can take a pirate from ``cell``: spaces, and -1 for a lost move
    (off the card, water or a hole: he stays, RULINGS moves)."""
    out = set()
    for dr, dc in MOVES[card]:
        to = shift(cell, dr, dc)
        out.add(to if to is not None and is_land(s.island, to) else -1)
    return sorted(out)


def tortuga_offers(s: CardState, seat: int) -> list[int]:
    """The bundles a player can buy: he can pay, and deck and discard can supply it."""
    supply = len(s.deck) + len(s.discard)
    return [paid for paid, k in TORTUGA.items() if s.coins[seat] >= paid and supply >= k]


def holds_movers(s: CardState, seat: int) -> bool:
    return any(c in ROW_CARDS for c in s.hand[seat])


def legal(s: CardState) -> list[CardAction]:
    """The deciding seat's actions, sorted (empty when the game is over)."""
    p, seat = s.phase, s.decider
    if p == "over" or seat is None:
        return []
    hand = s.hand[seat]
    if p == "tortuga":
        return [CardAction("sail")] + [CardAction("tortuga", c) for c in tortuga_offers(s, seat)]
    if p == "plan":
        row = s.row[seat]
        out = [CardAction("lay", c) for c in sorted(set(hand))
               if c in MOVERS or (c in FLAGS and not row)]
        if row or not holds_movers(s, seat):
            out.append(CardAction("done"))
        return sorted(out)
    if p == "rum":
        return [CardAction("rum", k) for k in range(hand.count(RUM) + 1)]
    if p == "move":
        card = s.row[seat][s.next[seat]]
        return sorted(CardAction("lost") if c < 0 else CardAction("to", c)
                      for c in outcomes(s, card, s.pos[seat]))
    card = {"friday": FRIDAY, "weapon": WEAPON, "double": DOUBLING}[p]
    return [CardAction(p, 0)] + ([CardAction(p, 1)] if card in hand else [])


def why_illegal(s: CardState, action: CardAction) -> str:
    """The rule's reason an action is refused now."""
    p = s.phase
    if p == "over":
        return "the game is over"
    wanted = {"tortuga": "sail or tortuga N", "plan": "lay a card or done",
              "rum": "rum or no rum", "move": "to a space or lost",
              "friday": "friday or no friday", "weapon": "weapon or no weapon",
              "double": "double or no double"}[p]
    k, a = action.kind, action.arg
    if k in ("sail", "tortuga"):
        if p != "tortuga":
            return f"{action}: the Tortuga question is asked only in phase 1; now: {wanted}"
        if s.coins[s.decider] < a:
            return f"{action}: you have {s.coins[s.decider]} coins"
        return (f"{action}: the deck and discard hold only {len(s.deck) + len(s.discard)} "
                f"cards, not {TORTUGA.get(a, '?')}")
    if k in ("lay", "done"):
        if p != "plan":
            return f"{action}: rows are laid in phase 2; now: {wanted}"
        if k == "done":
            return "done: lay at least 1 card (you hold an arrow, horse or flag)"
        if a not in s.hand[s.decider]:
            return f"{action}: you hold no {NAMES[a]}"
        if a in FLAGS:
            return f"{action}: a flag may only be the first card of a row"
        return f"{action}: {NAMES[a]} is played from the hand during the resolution, never laid"
    if k == "rum" and p == "rum":
        return f"{action}: you hold {s.hand[s.decider].count(RUM)} Rum cards"
    if k in ("to", "lost") and p == "move":
        return f"{action}: the card cannot take the pirate there"
    if k in ("friday", "weapon", "double") and p == k:
        card = {"friday": FRIDAY, "weapon": WEAPON, "double": DOUBLING}[k]
        return f"{action}: you hold no {NAMES[card]}"
    return f"{action}: not now; now: {wanted}"


# ----- playing --------------------------------------------------------------------------
def play(s: CardState, action: CardAction, emit: Emit | None = None) -> None:
    """Carry out a legal action of the deciding seat and run on to the next decision."""
    if emit is None:
        emit = applier(s)
    if action not in legal(s):
        raise IllegalActionError(why_illegal(s, action))
    seat, k, a = s.decider, action.kind, action.arg
    asked = False
    if k == "sail":
        emit(("sail", seat))
    elif k == "tortuga":
        emit(("tortuga", seat, a))
        draw(s, emit, seat, TORTUGA[a])
    elif k == "lay":
        emit(("lay", seat, a))
        emit(("ask", seat, "plan"))
        return
    elif k == "done":
        emit(("planned", seat))
    elif k == "rum":
        if a:
            emit(("rum", seat, s.cur, a))
        nxt = next_rum_asker(s, seat)
        if nxt is not None:
            emit(("ask", nxt, "rum"))
            return
    elif k in ("to", "lost"):
        asked = enter(s, emit, seat, a if k == "to" else -1)
    elif k == "friday":
        if a:
            emit(("attach", seat, FRIDAY))
        emit(("goto", seat, s.pending, 1 if a else 2))
        asked = after_move(s, emit, seat)
    elif k == "weapon":
        cell = s.pending
        if a:
            emit(("attach", seat, WEAPON))
        emit(("goto", seat, cell, 1))
        if a:
            asked = after_move(s, emit, seat)
        else:
            emit(("end", seat, OUT))     # Dangerous places: his turn ends there
    elif k == "double":
        if a:
            emit(("attach", seat, DOUBLING))
            emit(("card", seat, s.next[seat], 1))
            asked = move_card(s, emit, seat)
        else:
            emit(("card", seat, s.next[seat] + 1, 0))
    if not asked:
        proceed(s, emit)


def draw(s: CardState, emit: Emit, seat: int, k: int) -> None:
    """Draw ``k`` cards from the top; an empty deck is refilled by shuffling the discard
    (RULINGS: only when a card must be drawn); if both are empty the draw stops."""
    got: list[int] = []
    for _ in range(k):
        if len(got) == len(s.deck):
            if got:
                emit(("draw", seat, tuple(got)))
                got = []
            if not s.discard:
                return
            emit(("shuffle", tuple(shuffled(s))))
        got.append(s.deck[len(got)])
    if got:
        emit(("draw", seat, tuple(got)))


def shuffled(s: CardState) -> list[int]:
    """The discard shuffled by the state's own seed and shuffle counter."""
    cards = list(s.discard)
    random.Random(f"card-game/{s.seed}/{s.shuffles}").shuffle(cards)
    return cards


def next_rum_asker(s: CardState, after: int) -> int | None:
    """The next sailor clockwise after ``after`` to be asked about Rum on ``s.cur``."""
    for k in range(1, s.n):
        seat = (after + k) % s.n
        if seat == s.cur:
            return None
        if s.sail[seat]:
            return seat
    return None


def move_card(s: CardState, emit: Emit, seat: int) -> bool:
    """Resolve the mover card at ``next`` (its own or its doubled move); True when a
    question was asked."""
    card = s.row[seat][s.next[seat]]
    opts = outcomes(s, card, s.pos[seat])
    if len(opts) == 1:
        return enter(s, emit, seat, opts[0])
    emit(("ask", seat, "move"))
    return True


def enter(s: CardState, emit: Emit, seat: int, cell: int) -> bool:
    """A move ends on ``cell`` (-1: lost). RULINGS moves: a lost move costs 1 and he stays;
    difficult terrain asks for Friday, a bandit for a Weapon; a treasure ends his turn."""
    if cell < 0:
        emit(("goto", seat, s.pos[seat], 1))
        return after_move(s, emit, seat)
    mark = s.island[cell]
    if mark == "D":
        emit(("ask", seat, "friday", cell))
        return True
    if mark == "X":
        emit(("ask", seat, "weapon", cell))
        return True
    emit(("goto", seat, cell, 1))
    if mark in "123":
        emit(("end", seat, GOLD))
        return False
    return after_move(s, emit, seat)


def after_move(s: CardState, emit: Emit, seat: int) -> bool:
    """The turn goes on: the Doubling question after a card's own move (RULINGS: asked
    whether or not he holds one), else on to the next card."""
    if not s.doubled[seat]:
        emit(("ask", seat, "double"))
        return True
    emit(("card", seat, s.next[seat] + 1, 0))
    return False


def proceed(s: CardState, emit: Emit) -> None:
    """Run the game on from a point where nobody is being asked anything."""
    while True:
        order = s.order()
        # Phase 1: the Tortuga question, from the first player clockwise.
        undecided = [p for p in order if s.sail[p] is None]
        if undecided:
            p = undecided[0]
            if tortuga_offers(s, p):
                emit(("ask", p, "tortuga"))
                return
            emit(("sail", p))
            continue
        # Phase 2: every sailor lays his row (one after another, each hidden).
        planning = [p for p in order if s.sail[p] and not s.planned[p]]
        if planning:
            emit(("ask", planning[0], "plan"))
            return
        if not s.revealed:
            emit(("reveal",) + tuple(tuple(r) for r in s.row))
            continue
        # Phase 3: resolve the rows, first player clockwise, each after the Rum question.
        cur = s.cur
        if cur is not None and s.status[cur] == GOING:
            if resolve_row(s, emit, cur):
                return
            continue
        todo = [p for p in order if s.sail[p] and s.row[p] and s.status[p] == WAITING]
        if todo:
            p = todo[0]
            emit(("start", p))
            asker = next_rum_asker(s, p)
            if asker is not None:
                emit(("ask", asker, "rum"))
                return
            continue
        # Phase 4: treasure. Phase 5: cards, unless that was the last island.
        pay_treasure(s, emit)
        if not s.islands:
            emit(("over",))
            return
        new_cards(s, emit)
        no = s.islands[0]
        emit(("island", no, ISLANDS[no - 1]))


def resolve_row(s: CardState, emit: Emit, seat: int) -> bool:
    """Resolve the row's cards from ``next`` on; True when somebody must now decide."""
    row = s.row[seat]
    while s.status[seat] == GOING:
        i = s.next[seat]
        if i >= len(row):
            emit(("end", seat, OUT))     # the row is spent: no treasure this round
            return False
        card = row[i]
        if card in FLAGS:
            cell = find(s.island, FLAGS[card]) if i == 0 else None
            if cell is None:
                emit(("end", seat, OUT))  # a flag the island has not got: the turn ends
                return False
            emit(("goto", seat, cell, 0))
            emit(("card", seat, i + 1, 0))
            continue
        if move_card(s, emit, seat):
            return True
    return False


def pay_treasure(s: CardState, emit: Emit) -> None:
    """Phase 4: per treasure, ranked by steps, ties from the first player clockwise; the
    first takes its value, each next one 1 less, never below 0."""
    seatrank = {p: k for k, p in enumerate(s.order())}
    for value, cell in sorted(treasures(s.island).items(), reverse=True):
        there = sorted((p for p in range(s.n) if s.status[p] == GOLD and s.pos[p] == cell),
                       key=lambda p: (s.steps[p], seatrank[p]))
        for rank, p in enumerate(there):
            emit(("coins", p, max(0, value - rank)))


def new_cards(s: CardState, emit: Emit) -> None:
    """Phase 5: discard everything played, each sailor draws 1, then tops up to 4 (both
    from the first player clockwise; Tortuga visitors draw nothing); the token passes."""
    emit(("discard",))
    sailors = [p for p in s.order() if s.sail[p]]
    for p in sailors:
        draw(s, emit, p, 1)
    for p in sailors:
        if len(s.hand[p]) < HAND_FLOOR:
            draw(s, emit, p, HAND_FLOOR - len(s.hand[p]))
    emit(("token", (s.first + 1) % s.n))
