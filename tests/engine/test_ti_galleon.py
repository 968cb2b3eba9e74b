"""The galleon treasure (treasure-island).

TI 'Tiles explanation', galleon (x1): when opened, the chest is placed on the tile; it is
dragged by the same rules as a coin and is worth 3 coins. TI 'Getting gold' (the coin
rules apply to the galleon: only to face-up tiles, sinks in the sea, banked on a friendly
ship), TI 'Winning' (the galleon counts as 3), TI ogre (a carried coin is eaten too).
RULINGS 'Coins' (the galleon is dragged the same way, worth 3), 'Tiles: treasure-island'
(coins 37 plus the galleon's 3), 'Finer points' (the galleon counts 3 wherever it ends; a
cannibal eats a carried coin). docs/engine-api.md: state.galleon, text '+galleon'.
"""

from __future__ import annotations

from rules_helpers import act, bank, coins, kind, legal_of, loc
from ti_helpers import galleon, ti, total_coins


def test_galleon_placed_on_its_tile_when_opened():
    """TI galleon: when revealed, place the chest on the tile. Still 3 coins in play:
    3 hidden before, 3 on the tile after (plus the 5 reserve coins)."""
    g = ti("""
        W1 G2
        G3 ?galleon
    """)
    assert galleon(g) == "hidden" and g.state.coins_in_play == 8
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "galleon"
    assert galleon(g) == "G3" and loc(g, "W1") == "G3"
    assert g.state.coins_in_play == 8


def test_galleon_dragged_like_a_coin_and_banked_as_three():
    """TI galleon (dragged like a coin, worth 3) and TI 'Getting gold' e (banked on
    reaching a friendly ship)."""
    g = ti("""
        W1 G3
        galleon G3
    """)
    before = total_coins(g)
    act(g, "W1 G3-G2 +galleon")
    assert loc(g, "W1") == "G2" and galleon(g) == "G2"
    act(g, "Y ship A7-A6")
    act(g, "B ship G13-F13")
    act(g, "R ship M7-M6")
    act(g, "W1 G2-G1 +galleon")
    assert loc(g, "W1") == "ship G1"
    assert galleon(g) == "bank W" and bank(g, "W") == 3
    assert total_coins(g) == before


def test_galleon_only_onto_face_up_tiles():
    """TI 'Getting gold' b (with gold only onto face-up tiles), for the galleon too."""
    g = ti("""
        W1 G2
        G3 ?chest1
        galleon G2
    """)
    moves = legal_of(g, "W1")
    assert "W1 G2-G3" in moves
    assert "W1 G2-G3 +galleon" not in moves
    assert "W1 G2-H3 +galleon" in moves


def test_galleon_or_a_coin_one_at_a_time():
    """TI 'Getting gold' a (one coin at a time): from a tile with a coin and the galleon,
    the pirate drags either, never both."""
    g = ti("""
        W1 G2
        coins G2 1
        galleon G2
    """)
    assert [m for m in legal_of(g, "W1") if m.startswith("W1 G2-H3")] == [
        "W1 G2-H3", "W1 G2-H3 +coin", "W1 G2-H3 +galleon"]
    act(g, "W1 G2-H3 +galleon")
    assert galleon(g) == "H3" and coins(g, "G2") == 1 and coins(g, "H3") == 0


def test_galleon_sinks_in_the_sea():
    """TI 'Getting gold' d (gold entering the sea sinks) for the galleon; RULINGS: worth 3
    wherever it ends: 3 sunk. The arrow W at B6 throws W1 into the sea at A6."""
    g = ti("""
        W1 B5
        B6 arrow-W
        galleon B5
    """)
    before = total_coins(g)
    act(g, "W1 B5-B6 +galleon")
    assert loc(g, "W1") == "sea A6"
    assert galleon(g) == "sunk" and g.state.sunk == 3
    assert total_coins(g) == before


def test_ogre_eats_the_galleon_with_its_carrier():
    """TI ogre (entering with a coin, the ogre eats the coin as well) and RULINGS 'Finer
    points' (a cannibal eats a carried coin; the galleon counts 3): 3 eaten."""
    g = ti("""
        W1 G3
        G4 cannibal
        galleon G3
    """)
    before = total_coins(g)
    act(g, "W1 G3-G4 +galleon")
    assert loc(g, "W1") == "dead"
    assert galleon(g) == "eaten" and g.state.eaten == 3
    assert total_coins(g) == before


def test_galleon_impossible_chain_goes_back_where_the_action_began():
    """TI FAQ (dragging through ice into an enemy fortress: killed, the coin back on the
    original tile), for the galleon (dragged by the coin rules)."""
    g = ti("""
        W1 G3
        Y1 G5
        G4 ice
        G5 fortress
        galleon G3
    """)
    act(g, "W1 G3-G4 +galleon")
    assert loc(g, "W1") == "dead" and galleon(g) == "G3"


def test_banking_the_last_treasure_ends_the_game_with_three():
    """TI 'Winning' (the galleon counts as 3) and RULINGS 'End of the game' (ends when
    every coin is banked; a hand-written position ends when its coins are gone)."""
    g = ti("""
        W1 G2
        bank Y 2
        galleon G2
    """, reserve=False)
    act(g, "W1 G2-G1 +galleon")
    s = g.state
    assert s.over
    assert bank(g, "W") == 3
    assert s.winners() == [(0,)]


def test_galleon_counts_three_for_the_early_end():
    """TI 'Winning' (the galleon counts as 3) and RULINGS 'End of the game' / 'Finer
    points' (early end only when the lead is strictly greater than all coins still in
    play; the galleon counts 3 wherever it is, hidden in its tile too): a lead of 8 with
    the 5 reserve coins and the galleon (8 in play) does not end the game; 9 does."""
    for tile_line, lead, over in (("galleon K9", 8, False), ("K9 ?galleon", 8, False),
                                  ("galleon K9", 9, True)):
        g = ti(f"""
            bank W {lead}
            {tile_line}
        """)
        assert g.state.coins_in_play == 8
        act(g, "W ship G1-F1")
        assert g.state.over is over, (tile_line, lead)
