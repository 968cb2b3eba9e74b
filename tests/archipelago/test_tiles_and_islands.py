"""The tiles and islands as data (RULINGS-ARCHIPELAGO.md: "Tiles (66, five boxes)",
"Islands", "The map")."""

import random
from collections import Counter

import pytest

from jackal_tui.games.archipelago.board import (
    FREE_ISLANDS, ISLANDS, REMOVED, Board, deal_island, random_layout,
)
from jackal_tui.games.archipelago.tiles import BOXES, box_tiles, kind_of, number_of


def test_rulings_tiles_66_in_five_boxes_with_19_coins_and_5_bottles():
    tiles = box_tiles()
    assert len(tiles) == 66
    assert [len(box_tiles((b,))) for b in (1, 2, 3, 4, 5)] == [33, 8, 8, 8, 9]
    assert sum(number_of(t) for _, t in tiles if kind_of(t) == "chest") == 19
    assert sum(number_of(t) for _, t in tiles if kind_of(t) == "bottles") == 5
    assert Counter(b for b, _ in tiles) == {"B": 21, "F": 23, "M": 22}


def test_rulings_box_1_by_back():
    box1 = Counter(BOXES and box_tiles((1,)))
    assert box1[("B", "empty")] == 6 and box1[("F", "empty")] == 3
    assert Counter(b for b, _ in box_tiles((1,))) == {"B": 12, "F": 11, "M": 10}
    assert ("M", "shrine") in box1 and ("M", "fortress") in box1 and ("F", "labyrinth2") in box1


@pytest.mark.parametrize("island", ["1", "2", "3", "4"])
def test_rulings_islands_back_counts_match_the_tiles_left_after_removal(island):
    """RULINGS, Islands: boxes 1..k less 2 beach, 3 forest, 4 mountain tiles fill the
    layout exactly (island 1: 10/8/6; 2: 13/11/8; 3: 15/14/11; 4: 17/17/14)."""
    rows, boats, boxes = ISLANDS[island]
    left = Counter(b for b, _ in box_tiles(boxes))
    for back, n in REMOVED.items():
        left[back] -= n
    assert Board(rows).counts() == dict(left)
    expected = {"1": (10, 8, 6), "2": (13, 11, 8), "3": (15, 14, 11), "4": (17, 17, 14)}
    assert tuple(Board(rows).counts()[b] for b in "BFM") == expected[island]


@pytest.mark.parametrize("island", list(ISLANDS) + list(FREE_ISLANDS))
def test_rulings_layouts_keep_the_map_rules_and_the_boats_may_stand_there(island):
    rows = ISLANDS[island][0] if island in ISLANDS else FREE_ISLANDS[island]
    b = Board(rows)
    assert b.problems() == []
    if island in ISLANDS:
        cells = [b.parse(c) for c in ISLANDS[island][1]]
        assert all(c in b.boat_places() for c in cells)
        assert not any(o in b.neighbours[c] for c in cells for o in cells if o != c)


def test_free_island_takes_all_66_tiles():
    assert Board(FREE_ISLANDS["free"]).counts() == {"B": 21, "F": 23, "M": 22}


def test_rulings_island_1_exactly_as_drawn():
    b = Board(ISLANDS["1"][0])
    assert (b.width, b.height) == (8, 7)   # A..H x 1..7
    names = lambda back: sorted(b.name(c) for c in b.land if b.back[c] == back)
    assert names("B") == sorted("C6 D6 E6 F6 B3 B4 B5 G3 G4 G5".split())
    assert names("F") == sorted("C3 C4 C5 F3 F4 F5 D2 E2".split())
    assert names("M") == sorted("D3 D4 D5 E3 E4 E5".split())
    assert ISLANDS["1"][1] == ("E7", "H4", "G2", "A5")


@pytest.mark.parametrize("island", ["1", "2", "3", "4", "free", "random"])
def test_deal_puts_each_tile_on_a_cell_of_its_back_and_sets_the_rest_aside(island):
    deal = deal_island(island, 12345)
    b = Board(tuple(deal["layout"]))
    backs = Counter()
    for name, token in deal["tiles"].items():
        backs[b.back[b.parse(name)]] += 1
    assert dict(backs) == b.counts()
    used = Counter(deal["tiles"].values()) + Counter(r.split(":")[1] for r in deal["removed"])
    if island in ISLANDS:
        assert Counter(r[0] for r in deal["removed"]) == REMOVED
        assert used == Counter(t for _, t in box_tiles(ISLANDS[island][2]))
    else:
        assert deal["removed"] == [] and used == Counter(t for _, t in box_tiles())
    assert deal_island(island, 12345) == deal      # the seed decides
    assert deal_island(island, 54321) != deal


def test_random_layouts_keep_the_rules():
    for seed in range(20):
        b = Board(random_layout(random.Random(seed)))
        assert b.problems() == [] and b.counts() == {"B": 21, "F": 23, "M": 22}


def test_rulings_coins_per_island_boxes_10_13_15_18_and_19_in_all():
    coins = lambda boxes: sum(number_of(t) for _, t in box_tiles(boxes) if kind_of(t) == "chest")
    assert [coins(ISLANDS[k][2]) for k in "1234"] == [10, 13, 15, 18]
    assert coins((1, 2, 3, 4, 5)) == 19
