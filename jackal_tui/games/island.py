"""What the island games (classic, treasure-island, Archipelago) change the same way:
coins moved between places, and secret looks that move with swapped tiles.

A coin's place is a number: ``cell * 8 + step`` on the island (0 and up), ``CARRIED``
(in a pirate's hands), ``SUNK``, ``EATEN``, or ``-1 - crew`` (banked on that crew's ship
or boat). The state of each of those games keeps the same counters (``coins`` by place,
``tile_coins``, ``carried``, ``sunk``, ``eaten``, ``banked`` by crew), so one function
moves a coin for all of them. Pure: no Textual, no Rich, no I/O.
"""

from __future__ import annotations

__all__ = ["CARRIED", "EATEN", "SUNK", "place_coins", "swap_known"]

SUNK, EATEN, CARRIED = -10, -11, -12


def place_coins(s, place: int, n: int, error: type[Exception] = ValueError,
                vessel: str = "ship") -> bool:
    """Put ``n`` coins at ``place`` (take them away when ``n`` is negative). ``error``
    (the game's ReplayError) when the event cannot be: a coin taken from where none is,
    or back from the sea, a cannibal or a ``vessel`` (ship or boat) it was banked on.
    True when the coins left the island for good (banked, sunk or eaten)."""
    if place >= 0:
        v = s.coins.get(place, 0) + n
        if v < 0:
            raise error("a coin was taken from a tile with no coin")
        if v:
            s.coins[place] = v
        else:
            del s.coins[place]
        s.tile_coins += n
        return False
    if place == CARRIED:
        if s.carried + n < 0:
            raise error("a coin was put down that nobody carried")
        s.carried += n
        return False
    if place == SUNK or place == EATEN:
        if n < 0:
            raise error("a sunk or eaten coin cannot come back")
        if place == SUNK:
            s.sunk += n
        else:
            s.eaten += n
        return True
    if -4 <= place <= -1:
        if n < 0:
            raise error(f"a banked coin cannot leave its {vessel}")
        s.banked[-1 - place] += n
        return True
    raise error(f"unknown coin place {place}")


def swap_known(known: list[set], a: int, b: int) -> None:
    """The earthquake swapped the tiles of cells ``a`` and ``b``: a crew that had looked
    at one of them (the lighthouse) knows it on its new cell."""
    for k in known:
        ia, ib = a in k, b in k
        k.discard(a)
        k.discard(b)
        if ia:
            k.add(b)
        if ib:
            k.add(a)
