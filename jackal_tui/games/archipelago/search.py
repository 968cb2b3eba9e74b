"""What the computer crews' generic search needs from Archipelago
(:class:`jackal_tui.games.interface.SearchRules`)."""

from __future__ import annotations

import random

from jackal_tui.games.archipelago.resolver import Resolver
from jackal_tui.games.archipelago.rules import legal_actions
from jackal_tui.games.archipelago.state import State
from jackal_tui.games.archipelago.tiles import kind_of, number_of


class ArchipelagoSearch:
    """Pure functions on a State for a determinized search."""

    def copy(self, s: State) -> State:
        return s.copy()

    def legal(self, s: State) -> list:
        return legal_actions(s)

    def play(self, s: State, action) -> None:
        Resolver(s).play(action)

    def to_move(self, s: State) -> int:
        seat = s.decider()
        return s.side[seat if seat is not None else s.turn]

    def sides(self, s: State) -> int:
        return len(s.sides)

    def is_over(self, s: State) -> bool:
        return s.over

    def deal(self, s: State, seat: int, rng: random.Random) -> State:
        """A copy with every face-down tile ``seat`` has not looked at dealt again from the
        tiles it cannot have seen (the other face-down ones and those set aside), each onto
        a cell of its own back, so that what the seat sees stays true."""
        t = s.copy()
        unknown = [c for c in sorted(s.board.land) if not s.up[c] and c not in s.known[seat]]
        pools: dict[str, list[str]] = {"B": [], "F": [], "M": []}
        for c in unknown:
            pools[s.backs[c]].append(s.tiles[c])
        for r in s.removed:
            back, tok = r.split(":", 1)
            pools[back].append(tok)
        for back in pools:     # sorted first: where the unseen tiles lie must not matter
            pools[back].sort()
            rng.shuffle(pools[back])
        hidden = s.hidden_coins
        for c in unknown:
            old = t.tiles[c]
            new = pools[s.backs[c]].pop()
            hidden += (number_of(new) if kind_of(new) == "chest" else 0) - \
                (number_of(old) if kind_of(old) == "chest" else 0)
            t.tiles[c] = new
        t.removed = sorted(f"{b}:{tok}" for b, toks in pools.items() for tok in toks)
        t.hidden_coins = hidden
        t._key_cache = None
        t.seed = rng.randrange(1 << 30)
        t.opens, t.next_rolls = {}, ()   # chance a position pinned is as unknown as the seed
        return t

    def values(self, s: State, root: State) -> list[float]:
        """Each side's share of the banked coins' margin, in [0, 1]; 1.0 for a sure win."""
        if s.solo:      # a puzzle: solved is a win; else the share of coins on the bank
            from jackal_tui.games.archipelago.rules import coins_on_bank
            if s.over:
                return [1.0 if s.winners() else 0.0]
            total = s.tile_coins + s.carried + s.hidden_coins
            return [0.5 * coins_on_bank(s) / total if total else 0.0]
        scores = [v for _, v in s.side_scores()]
        if s.over:
            best = max(scores)
            win = [1.0 if v == best else 0.0 for v in scores]
            n = sum(win)
            return [w / n for w in win]
        left = s.coins_in_play + 1
        top = max(scores)
        return [max(0.0, min(1.0, 0.5 + (v - top if v != top else v - sorted(scores)[-2]
                                          if len(scores) > 1 else 0) / (2 * left)))
                for v in scores]

    def priors(self, s: State, legal: list) -> dict:
        if not legal:
            return {}
        p = 1.0 / len(legal)
        return {a: p for a in legal}


SEARCH = ArchipelagoSearch()
