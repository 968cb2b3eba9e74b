"""The treasure-island tile set, its coins and bottles, the caramba, and three players.

RULINGS 'Tiles: treasure-island' (the classic set with 22 of its 40 empty tiles replaced:
empty 18, caramba 1, cave 4, earthquake 1, lighthouse 1, dense jungle 3, smoke 2, bottle
tiles 3/2/1 holding 10 bottles, galleon 1, Ben Gunn 1, Friday 1, Missionary 1; coins 37
plus the galleon's 3), TI 'Game contents' (117 tiles, 37 coins, the galleon chest and 10
message bottles), TI 'Tiles explanation' (the caramba only makes the pirate swear),
TI 'Game Setup' and RULINGS 'Players' (3 players: one side has no ship).
"""

from __future__ import annotations

from collections import Counter

import pytest

from jackal_tui.games.classic import Game
from jackal_tui.games.classic.tiles import tile_tokens
from rules_helpers import act, kind, legal, loc, turn
from ti_helpers import pend_kind, ti, total_coins

TI_SET = {
    "empty": 18,
    "arrow1": 3, "arrow2": 3, "arrow3": 3, "arrow4": 3, "arrow5": 3, "arrow6": 3,
    "arrow7": 3,
    "horse": 2, "jungle": 5, "desert": 4, "swamp": 2, "mountains": 1, "ice": 6,
    "trap": 3, "crocodile": 4, "cannibal": 1, "fortress": 2, "native": 1, "rum": 4,
    "chest1": 5, "chest2": 5, "chest3": 3, "chest4": 2, "chest5": 1,
    "balloon": 2, "airplane": 1, "cannon": 2,
    "caramba": 1, "cave": 4, "earthquake": 1, "lighthouse": 1, "thicket": 3, "smoke": 2,
    "bottles1": 3, "bottles2": 2, "bottles3": 1, "galleon": 1,
    "bengunn": 1, "friday": 1, "missionary": 1,
}


def test_tile_set_counts_per_rulings():
    """RULINGS 'Tiles: treasure-island': every kind in its count, 117 in all."""
    assert sum(TI_SET.values()) == 117
    assert Counter(tile_tokens("treasure-island")) == Counter(TI_SET)


def test_tile_set_replaces_22_empty_tiles_of_the_classic_set():
    """RULINGS 'Tiles: treasure-island': the classic set with 22 of the empty tiles
    replaced, nothing else changed."""
    classic = Counter(tile_tokens("classic"))
    new = Counter(tile_tokens("treasure-island"))
    assert classic["empty"] - new["empty"] == 22
    added = new - classic
    assert sum(added.values()) == 22
    assert all(new[k] == classic[k] for k in classic if k != "empty")


@pytest.mark.parametrize("seed", [1, 7, 12345])
def test_new_game_lays_the_117_tiles_face_down(seed):
    """TI 'Game Setup': the 117 tiles shuffled face down; RULINGS 'Tiles: treasure-island'."""
    g = Game.new("4", seed=seed, ruleset="treasure-island")
    assert g.setup["ruleset"] == "treasure-island"
    assert Counter(g.setup["layout"]) == Counter(TI_SET)
    assert all(g.state.tile(c).face_up is False for c in range(169)
               if g.state.tile(c) is not None)


@pytest.mark.parametrize("seed", [1, 7])
def test_coins_are_37_plus_the_galleon_3(seed):
    """TI 'Game contents' (37 coins, the galleon chest) and RULINGS 'Tiles:
    treasure-island' (coins 37 plus the galleon's 3): 40 in play at the start."""
    g = Game.new("4", seed=seed, ruleset="treasure-island")
    chests = sum(int(t[5:]) * n for t, n in TI_SET.items() if t.startswith("chest"))
    assert chests == 37
    assert g.state.coins_in_play == 40
    assert total_coins(g) == 40


def test_ten_message_bottles_on_the_bottle_tiles():
    """TI 'Game contents' (10 message bottles); RULINGS: bottle tiles 3/2/1 (10)."""
    n = sum(int(t[7:]) for t in tile_tokens("treasure-island") if t.startswith("bottles"))
    assert n == 10


def test_classic_set_is_unchanged():
    """RULINGS 'Tiles: classic': the classic game still lays the classic set, 37 coins."""
    g = Game.new("4", seed=3)
    assert g.setup["ruleset"] == "classic"
    assert Counter(g.setup["layout"])["empty"] == 40
    assert "cave" not in g.setup["layout"]
    assert g.state.coins_in_play == 37


def test_caramba_only_makes_the_pirate_swear():
    """TI 'Tiles explanation', caramba: the pirate only shouts; RULINGS: it acts as empty
    ground once opened. The pirate stands there, no decision, the turn passes on."""
    g = ti("""
        W1 G2
        G3 ?caramba
    """)
    act(g, "W1 G2-G3")
    assert kind(g, "G3") == "caramba"
    assert loc(g, "W1") == "G3"
    assert pend_kind(g) is None
    assert turn(g) == "Y"


def test_caramba_is_empty_ground_afterwards():
    """RULINGS 'Tiles: treasure-island': once opened the caramba is plain ground: a
    pirate on it steps to all 8 neighbours, and a coin may lie on it."""
    g = ti("""
        W1 G3
        G3 caramba
        coins G3 1
    """)
    moves = sorted(a for a in legal(g) if a.startswith("W1 ") and "+coin" not in a)
    assert moves == sorted(f"W1 G3-{c}" for c in
                           ["F2", "G2", "H2", "F3", "H3", "F4", "G4", "H4"])
    act(g, "W1 G3-G4 +coin")
    assert g.state.coins_at(g.state.p_cell[0]) == 1


def test_three_players_new_game():
    """TI 'Game Setup': with 3 players one side has no ship; RULINGS 'Players': White,
    Yellow, Black, the east side empty."""
    g = Game.new("3", seed=5, ruleset="treasure-island")
    s = g.state
    assert tuple(s.crews) == (0, 1, 2)
    assert [s.pirate(p).where for p in range(9, 12)] == ["absent"] * 3
    assert s.coins_in_play == 40


def test_three_players_turn_order_skips_the_empty_side():
    """TI 'Player Turns' (clockwise) with 3 players: White, Yellow, Black, White."""
    g = ti("""
        turn Y
    """, mode="3")
    act(g, "Y ship A7-A6")
    assert turn(g) == "B"
    act(g, "B ship G13-F13")
    assert turn(g) == "W"
    act(g, "W ship G1-F1")
    assert turn(g) == "Y"
