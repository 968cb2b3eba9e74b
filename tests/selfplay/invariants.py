"""Checks that must hold after every event of any game (RULINGS and the rulebooks)."""

from jackal_tui.engine.board import IS_ISLAND
from jackal_tui.engine.state import CARRIED, DEAD, LAND, SEA, SHIP, State
from jackal_tui.engine.tiles import FORTRESS, MOVE_ON, NATIVE, SPIN


def check(s: State, total: int, mid_action: bool, ev=("",)) -> None:
    """Raise AssertionError naming the first broken invariant (after event ``ev``)."""
    on_tiles = sum(s.coins.values())
    assert on_tiles == s.tile_coins, f"tile coin counter {s.tile_coins} != {on_tiles} on tiles"
    assert all(n > 0 for n in s.coins.values()), "a tile with a negative coin count"
    hidden = s.hidden_coins
    if ev[0] == "reveal":  # recount the closed chests only when one may have opened
        hidden = sum(s.tiles[c].param for c in range(169)
                     if s.tiles[c] is not None and not s.up[c] and s.tiles[c].kind == 11)
        assert hidden == s.hidden_coins, f"hidden coins {s.hidden_coins} != {hidden} in closed chests"
    assert s.carried in (0, 1), f"{s.carried} coins carried at once"
    if not mid_action:
        assert s.carried == (1 if s.pending and s.pending.coin else 0), "a coin left in mid-air"
    got = on_tiles + s.carried + hidden + sum(s.banked) + s.sunk + s.eaten
    assert got == total, f"coins not conserved: {got} != {total}"
    for place, n in s.coins.items():
        cell, step = divmod(place, 8)
        t = s.tiles[cell]
        assert t is not None and s.up[cell], f"coins on sea or a face-down tile at {cell}"
        assert t.kind not in MOVE_ON, f"coins left on a tile nobody can stand on ({cell})"
        assert t.kind not in (FORTRESS, NATIVE), "coins inside a fortress"
        assert step == 0 or (t.kind == SPIN and 1 <= step <= t.param), "coins on a bad step"
    pend = s.pending.pirate if s.pending else -1
    for crew in s.crews:
        alive = sum(1 for p in range(crew * 3, crew * 3 + 3) if s.p_where[p] != DEAD)
        assert alive <= 3
    for p in range(12):
        w = s.p_where[p]
        if w == LAND:
            c = s.p_cell[p]
            assert IS_ISLAND[c], f"pirate {p} on land at sea cell {c}"
            assert s.up[c], f"pirate {p} stands on a face-down tile"
            t = s.tiles[c]
            if p != pend and not mid_action:
                assert t.kind not in MOVE_ON, f"pirate {p} stands on a {t.token()}"
            if t.kind == SPIN:
                assert 1 <= s.p_step[p] <= t.param, f"pirate {p} on a bad step"
            else:
                assert s.p_step[p] == 0
            if not mid_action:
                for q in range(12):
                    if q != p and s.p_where[q] == LAND and s.p_cell[q] == c \
                            and s.side[q // 3] != s.side[p // 3]:
                        assert t.kind == SPIN and s.p_step[q] != s.p_step[p], \
                            f"enemies {p} and {q} share {c}"
        elif w == SEA:
            assert not IS_ISLAND[s.p_cell[p]], f"swimmer {p} on land"
            owner = s.ship_at(s.p_cell[p])
            assert owner < 0 or mid_action, f"swimmer {p} under a ship"
        elif w == SHIP:
            assert s.p_cell[p] == s.ship[s.p_ship[p]], f"pirate {p} aboard but not at the ship"
            assert s.side[s.p_ship[p]] == s.side[p // 3], f"pirate {p} aboard an enemy ship"
        if s.p_trap[p]:
            assert w == LAND and s.tiles[s.p_cell[p]].kind == 5, f"pirate {p} trapped off a trap"
