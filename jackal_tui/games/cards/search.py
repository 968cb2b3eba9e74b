"""What the computer players' generic determinized search needs (SearchRules), and a
random player for self-play.

``deal`` re-deals everything a seat has not seen: the other seats' hands, the deck's
order, the seed of later shuffles, and the other seats' rows while they are still face
down (a face-down row gets cards that may be laid: arrows and horses, a flag only first).
It keeps every count the seat has seen (hand sizes, row lengths, the deck's size), the
discard and what was played, and one sure inference: a sailor who finished his plan
without laying a card holds no arrow, horse or flag. Softer hints (a Weapon question
answered "no" may be a bluff) are not used.
"""

from __future__ import annotations

import math
import random

from jackal_tui.games.cards.actions import CardAction
from jackal_tui.games.cards.deck import FLAGS, MOVERS, ROW_CARDS
from jackal_tui.games.cards.rules import legal as rules_legal, play as rules_play
from jackal_tui.games.cards.state import CardState


class CardSearch:
    """SearchRules for the card game (:class:`jackal_tui.games.interface.SearchRules`)."""

    def copy(self, s: CardState) -> CardState:
        return s.copy()

    def legal(self, s: CardState) -> list[CardAction]:
        return rules_legal(s)

    def play(self, s: CardState, action: CardAction) -> None:
        rules_play(s, action)

    def to_move(self, s: CardState) -> int:
        return s.decider

    def sides(self, s: CardState) -> int:
        return s.n

    def is_over(self, s: CardState) -> bool:
        return s.over

    def deal(self, s: CardState, seat: int, rng: random.Random) -> CardState:
        t = s.copy()
        hidden_rows = [p for p in range(t.n) if p != seat and not t.revealed and t.row[p]]
        pool = list(t.deck)
        for p in range(t.n):
            if p != seat:
                pool += t.hand[p]
        for p in hidden_rows:
            pool += t.row[p]
        rng.shuffle(pool)
        for p in hidden_rows:
            want = len(t.row[p])
            row: list[int] = []
            for i in range(want):
                ok = [j for j, c in enumerate(pool)
                      if c in MOVERS or (i == 0 and c in FLAGS)]
                if not ok:      # cannot happen while rows were laid from these cards
                    break
                row.append(pool.pop(ok[0]))
            t.row[p] = row
        # A sailor who finished his plan with no card laid held no arrow, horse or flag
        # (RULINGS a round 2), and his hand only shrinks until phase 5: deal him none.
        for p in range(t.n):
            if p != seat and t.sail[p] and t.planned[p] and not t.row[p]:
                k = len(t.hand[p])
                idle = [j for j, c in enumerate(pool) if c not in ROW_CARDS][:k]
                t.hand[p] = sorted(pool[j] for j in idle)
                for j in reversed(idle):
                    del pool[j]
        for p in range(t.n):
            if p != seat and not (t.sail[p] and t.planned[p] and not t.row[p]):
                k = len(t.hand[p])
                t.hand[p] = sorted(pool[:k])
                del pool[:k]
        t.deck = pool
        t.seed = rng.randrange(1 << 62)   # later shuffles are unknown too
        return t

    def values(self, s: CardState, root: CardState) -> list[float]:
        """Each side's value: the game's result when over, else a coin-margin guess."""
        if s.over:
            top = max(s.coins)
            winners = [p for p in range(s.n) if s.coins[p] == top]
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(s.n)]
        out = []
        for p in range(s.n):
            best_other = max(c for q, c in enumerate(s.coins) if q != p)
            out.append(0.5 + 0.5 * math.tanh((s.coins[p] - best_other) / 4.0))
        return out

    def priors(self, s: CardState, legal: list) -> dict:
        return {a: 1.0 / len(legal) for a in legal} if legal else {}


SEARCH = CardSearch()


def random_action(s: CardState, rng: random.Random, greedy: bool = False) -> CardAction:
    """A random player: any legal action, except that a row is ended ('done') with the
    chance of one in three once it holds a card, so rows are not all as long as hands.
    ``greedy`` takes a treasure when a choice offers one, and says yes to every card it
    may attach (self-play uses it so that treasure, Rum and ties come up often)."""
    acts = rules_legal(s)
    if s.phase == "plan" and len(acts) > 1 and CardAction("done") in acts:
        if rng.random() < 1 / 3:
            return CardAction("done")
        acts = [a for a in acts if a.kind != "done"]
    if greedy:
        gold = [a for a in acts if a.kind == "to" and s.island[a.arg] in "123"]
        if gold:
            return max(gold, key=lambda a: s.island[a.arg])
        if s.phase in ("friday", "weapon", "double", "rum") and len(acts) > 1:
            return acts[-1] if s.phase != "rum" else acts[1]
    return rng.choice(acts)
