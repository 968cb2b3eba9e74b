"""Checks that must hold after every event of any game (RULINGS and the rulebooks)."""

from jackal_tui.games.classic.board import IS_ISLAND
from jackal_tui.games.classic.state import DEAD, FRIDAY, LAND, MISSIONARY, SEA, SHIP, State
from jackal_tui.games.classic.tiles import (
    CANNIBAL, CAVE, CHEST, FORTRESS, GALLEON, MOVE_ON, NATIVE, SPIN, THICKET, TRAP,
)


def check(s: State, total: int, mid_action: bool, ev=("",)) -> None:
    """Raise AssertionError naming the first broken invariant (after event ``ev``)."""
    on_tiles = sum(s.coins.values())
    assert on_tiles == s.tile_coins, f"tile coin counter {s.tile_coins} != {on_tiles} on tiles"
    assert all(n > 0 for n in s.coins.values()), "a tile with a negative coin count"
    hidden = s.hidden_coins
    if ev[0] in ("reveal", "swap"):  # recount the closed chests only when one may have opened
        hidden = 0
        for c in range(169):
            t = s.tiles[c]
            if t is not None and not s.up[c]:
                hidden += t.param if t.kind == CHEST else 3 if t.kind == GALLEON else 0
        assert hidden == s.hidden_coins, f"hidden coins {s.hidden_coins} != {hidden} in closed chests"
    assert s.carried in (0, 1, 3), f"{s.carried} coins carried at once"
    if not mid_action:
        held = s.pending.coin if s.pending else 0
        assert s.carried == {0: 0, 1: 1, 2: 3}[held], "a coin left in mid-air"
    galleon = 3 if s.galleon >= 0 else 0
    got = on_tiles + galleon + s.carried + hidden + sum(s.banked) + s.sunk + s.eaten
    assert got == total, f"coins not conserved: {got} != {total}"
    places = list(s.coins) + ([s.galleon] if s.galleon >= 0 else [])
    for place in places:
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
    for p in s.pieces:
        w = s.p_where[p]
        if w == LAND:
            c = s.p_cell[p]
            assert IS_ISLAND[c], f"piece {p} on land at sea cell {c}"
            assert s.up[c], f"piece {p} stands on a face-down tile"
            t = s.tiles[c]
            if p != pend and not mid_action:
                assert t.kind not in MOVE_ON or (p == FRIDAY and t.kind == CANNIBAL), \
                    f"piece {p} stands on a {t.token()}"
            if t.kind == SPIN:
                assert 1 <= s.p_step[p] <= t.param, f"piece {p} on a bad step"
            else:
                assert s.p_step[p] == 0
            if not mid_action:
                for q in s.pieces:
                    if q != p and s.p_where[q] == LAND and s.p_cell[q] == c \
                            and s.side[s.p_crew[q]] != s.side[s.p_crew[p]]:
                        assert (t.kind == SPIN and s.p_step[q] != s.p_step[p]) or t.kind == THICKET, \
                            f"enemies {p} and {q} share {c}"
        elif w == SEA:
            assert not IS_ISLAND[s.p_cell[p]], f"swimmer {p} on land"
            owner = s.ship_at(s.p_cell[p])
            assert owner < 0 or mid_action, f"swimmer {p} under a ship"
        elif w == SHIP:
            assert s.p_cell[p] == s.ship[s.p_ship[p]], f"piece {p} aboard but not at the ship"
            assert s.side[s.p_ship[p]] == s.side[s.p_crew[p]], f"piece {p} aboard an enemy ship"
        if s.p_trap[p]:
            assert w == LAND and s.tiles[s.p_cell[p]].kind == TRAP, f"piece {p} trapped off a trap"
        if s.ti and s.p_lost[p]:
            assert w == LAND and s.tiles[s.p_cell[p]].kind == CAVE, f"piece {p} lost off a cave"
    if s.ti:
        assert all(b >= 0 for b in s.bottles)
    if s.options.get("rules_version", 1) >= 2:
        _check_rules_2(s, mid_action, ev)


def _check_rules_2(s: State, mid_action: bool, ev) -> None:
    """What rules version 2 keeps true of every game."""
    if ev[0] == "turn":  # a lost turn to rum is forgotten once it has passed (RULINGS)
        for p in s.pieces:
            assert s.p_drunk[p] != 1 or s.p_crew[p] == s.turn, f"piece {p} still misses a past turn"
    if mid_action or not s.ti:
        return
    for p in s.pieces:
        w = s.p_where[p]
        if w not in (LAND, SEA):
            continue
        enemies = [q for q in s.pieces if q != p and s.p_where[q] == w and s.p_cell[q] == s.p_cell[p]
                   and s.side[s.p_crew[q]] != s.side[s.p_crew[p]]]
        if p == MISSIONARY and not s.converted:
            # he never stands beside an enemy, on any step, in the dense jungle, at sea
            assert not enemies, f"the Missionary shares {s.p_cell[p]} with enemies {enemies}"
        if w == SEA:
            # a swimmer moving (or thrown) onto an enemy swimmer strikes him; Friday and the
            # Missionary never go where they would have to (docs/rules.md)
            assert not enemies, f"swimmer {p} shares {s.p_cell[p]} with enemies {enemies}"
