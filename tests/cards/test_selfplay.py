"""Seeded random games of the card game, checked after every event.

1,000 games in the thorough tier, 100 in the quick tier (JACKAL_SELFPLAY_GAMES sets it in
either), spread over 2, 3 and 4 players and over a plain and a treasure-greedy random player. A failure names the
player count and seed; replay it with ``play_game(players, seed)``.

Invariants: the 60 action cards are always all in the deck, hands, rows,
played cards and discard, 3-6-... of each kind; coins change only by phase 4's payouts
(never more than a treasure's value) and Tortuga's prices (RULINGS-CARDS.md, a round);
every game ends, after its last island; the log replays to the same state.
"""

import random
from collections import Counter

import pytest

from jackal_tui.games.cards import (match_from_position, match_from_setup, new_match,
                              random_action)
from jackal_tui.games.cards.deck import TORTUGA, full_deck
from jackal_tui.games.cards.match import initial_state
from jackal_tui.games.cards.state import apply_event

from tiers import budget

GAMES = budget(quick=100, thorough=1000, env="JACKAL_SELFPLAY_GAMES")
ACTION_CAP = 2000   # the longest of the first 300 games took 334 actions


FULL = full_deck()


def all_cards(s) -> list[int]:
    cards = s.deck + s.discard + s.played
    for p in range(s.n):
        cards += s.hand[p] + s.row[p]
    return sorted(cards)


def check_event(before_coins, s, ev):
    """The card count, and that a coin change is a payout or a Tortuga price (the kinds
    of the 60 cards are checked after each action, in play_game)."""
    assert s.cards_in_play() == 60, ev
    for p in range(s.n):
        delta = s.coins[p] - before_coins[p]
        if ev[0] == "coins" and ev[1] == p:
            assert 0 <= delta <= 3, ev
            assert delta <= max(int(ch) for ch in s.island if ch in "123")
        elif ev[0] == "tortuga" and ev[1] == p:
            assert -delta in TORTUGA, ev
        else:
            assert delta == 0, ev
        assert s.coins[p] >= 0
    if ev[0] == "token":
        # phase 5 is over: each sailor holds 4 or more, unless no card was left to draw
        for p in range(s.n):
            if s.sail[p]:
                assert len(s.hand[p]) >= 4 or not (s.deck or s.discard), ev


def play_game(players: int, seed: int, check: bool = True):
    m = new_match("card-game", str(players), seed=seed)
    shadow = initial_state(m.setup)
    rng = random.Random(seed)
    greedy = seed % 2 == 0
    while not m.is_over():
        assert m.action_count < ACTION_CAP, f"{players} players seed {seed} does not end"
        legal = m.legal_actions()
        assert legal == sorted(legal) and len(set(legal)) == len(legal)
        action = random_action(m.state, rng, greedy)
        events = m.play(action)
        if check:
            for ev in events:
                coins = list(shadow.coins)
                apply_event(shadow, ev)
                check_event(coins, shadow, ev)
            assert shadow.key() == m.state.key()   # the events alone rebuild the state
            assert all_cards(shadow) == FULL, events
    return m


@pytest.mark.parametrize("chunk", range(10))
def test_random_games_keep_the_invariants_and_end(chunk):
    games = [g for g in range(GAMES) if g % 10 == chunk]
    for g in games:
        players, seed = 2 + g % 3, 1000 + g
        m = play_game(players, seed)
        s = m.state
        assert s.over and not s.islands, f"{players} players seed {seed}"
        assert m.winners() and max(s.coins) == s.coins[m.winners()[0]]
        paid = sum(ev[2] for ev in m.events if ev[0] == "coins")
        spent = sum(ev[2] for ev in m.events if ev[0] == "tortuga")
        assert sum(s.coins) == paid - spent
        if g % 25 == 0:   # replay and the position text, on a sample
            again = match_from_setup(m.setup, m.events_json())
            assert again.event_hashes() == m.event_hashes()
            text = m.to_position()
            assert match_from_position(text).state_hash() == m.state_hash()


def test_self_play_reaches_what_the_invariants_are_about():
    """The sample is worth its time: treasure is paid, Tortuga visited, the discard
    reshuffled and Rum played in the first 60 games."""
    seen = Counter()
    for g in range(60):
        m = play_game(2 + g % 3, 1000 + g, check=False)
        seen.update(ev[0] for ev in m.events)
    for kind in ("coins", "tortuga", "shuffle", "rum", "attach"):
        assert seen[kind] > 0, kind
