"""Checks that must hold after every event of any Archipelago game (RULINGS-ARCHIPELAGO)."""

from jackal_tui.games.archipelago.state import BOAT, DEAD, LAND, MISSIONARY, SEA, State
from jackal_tui.games.archipelago.tiles import BOTTLES_IN_ALL, MOVE_ON, NO_COIN, kind_of, number_of


def check(s: State, total: int, mid_action: bool) -> None:
    """Raise AssertionError naming the first broken invariant."""
    b = s.board
    on_tiles = sum(s.coins.values())
    assert on_tiles == s.tile_coins, f"tile coin counter {s.tile_coins} != {on_tiles}"
    hidden = sum(number_of(s.tiles[c]) for c in b.land
                 if not s.up[c] and kind_of(s.tiles[c]) == "chest")
    assert hidden == s.hidden_coins, f"hidden coins {s.hidden_coins} != {hidden}"
    assert s.carried in (0, 1, 2), f"{s.carried} coins carried at once"
    assert s.carried < 2 or any(s.has(p, "Strongman") for p in range(12)), \
        "two coins carried without the Strongman"
    if not mid_action:
        held = s.pending.get("coins", 1) if s.pending and s.pending.get("coin") is not None \
            else 0
        assert s.carried == held, "a coin left in mid-air"
    got = on_tiles + s.carried + hidden + s.removed_coins() + sum(s.banked) + s.sunk + s.eaten
    assert got == total, f"coins not accounted for: {got} != {total}"
    assert s.supply >= 0 and min(s.bottles) >= 0
    assert s.supply + sum(s.bottles) == BOTTLES_IN_ALL, "bottles not accounted for"
    for place in s.coins:
        cell, step = divmod(place, 8)
        k = s.kind(cell)
        if cell not in b.land:      # a Swimmer's coin at sea, with him
            assert step == 0 and any(s.has(q, "Swimmer") for q in s.swimmers(cell)), \
                f"coins at sea at {s.name(cell)} with no Swimmer there"
            continue
        assert s.up[cell], f"coins on a face-down tile {s.name(cell)}"
        # Lucky may leave a coin on a crocodile, the Pathfinder bring one into jungle
        assert (k not in MOVE_ON or k == "crocodile") and (k not in NO_COIN or k == "jungle"), \
            f"coins on a {k} at {s.name(cell)}"
        n = number_of(s.tiles[cell]) if k == "labyrinth" else 0
        assert (1 <= step <= n) if n else step == 0, "coins on a bad step"
    pend = s.pending["piece"] if s.pending else -1
    for c in s.crews:
        assert s.boats[c] == -1 or s.boats[c] in b.water, "a boat on land"
        for o in s.crews:
            assert c == o or s.boats[c] < 0 or s.boats[c] != s.boats[o], "two boats on a cell"
    for p in range(13):
        if p < 12 and p // 3 not in s.crews:
            assert s.p_where[p] == 0, "a pirate of a crew not in play"
            continue
        w, cell = s.p_where[p], s.p_cell[p]
        if w == LAND:
            assert cell in b.land and s.up[cell], f"piece {p} on water or a face-down tile"
            k = s.kind(cell)
            n = number_of(s.tiles[cell]) if k == "labyrinth" else 0
            assert (1 <= s.p_step[p] <= n) if n else s.p_step[p] == 0, f"piece {p} bad step"
            if not mid_action:
                assert p == pend or k not in MOVE_ON or (k == "crocodile" and s.has(p, "Lucky")) \
                    or (k == "cannibal" and s.has(p, "Cook")), f"piece {p} stays on a {k}"
                assert cell != s.bear, f"piece {p} stands with the bear"
                for q in range(p + 1, 13):
                    if s.p_where[q] == LAND and s.p_cell[q] == cell and \
                            s.p_step[q] == s.p_step[p] and s.p_crew[q] >= 0 and \
                            s.side[s.p_crew[q]] != s.side[s.p_crew[p]]:
                        assert k == "jungle" or s.has(p, "Jonah") or s.has(q, "Jonah"), \
                            f"enemies {p} and {q} share {s.name(cell)} ({k})"
                if k == "bank" and not s.solo:
                    assert len(s.on_land(cell)) == 1, "two pieces on the bank"
            assert not s.p_trap[p] or k == "pit"
        elif w == BOAT:
            assert s.p_cell[p] == s.boats[s.p_boat[p]], f"piece {p} not where its boat is"
            assert s.side[s.p_boat[p]] == s.side[s.p_crew[p]], f"piece {p} in an enemy boat"
        elif w == SEA:
            assert cell in b.water and (mid_action or s.boat_at(cell) < 0), f"swimmer {p} on land or a boat"
        elif w == DEAD:
            assert p < 12, "the Missionary is never dead, only gone"
        else:
            assert p == MISSIONARY, f"pirate {p} nowhere"
    if s.bear >= 0:
        assert s.bear in b.land, "the bear at sea"
    for c in s.crews:
        alive = sum(1 for p in range(c * 3, c * 3 + 3) if s.p_where[p] != DEAD)
        assert alive <= 3

    held = [a for p in range(12) for a in s.abilities[p]]
    assert len(held) == len(set(held)), "an ability card held twice"
    assert not set(s.shown) & set(held), "a card shown that a pirate holds"
    if s.campaign and not mid_action:
        done = s.island_no if (s.phase == "draw" or s.over) else s.island_no - 1
        assert len(s.results) == done, "the campaign's results do not match its islands"
        assert (s.phase == "draw") == bool(s.pickers), "a draw without pickers"
