"""The Lookout's look, as the easy and strong Archipelago crews take it.

A look changes no standing (it opens nothing), so the crews' look ahead cannot weigh it;
what it is worth is that the tile looked at stays known to the crew (like a lighthouse
look): its dealt worlds keep that tile's real face (``SEARCH.deal`` deals again only the
tiles the seat has not seen), so the crew steps onto a good tile and around a bad one.
The look is once an island and costs nothing, so the crew takes it as soon as it is
offered (a tile next to the Lookout now is one his crew is about to open or pass), at
the tile that matters most (:func:`look_value`).
"""

from __future__ import annotations

from jackal_tui.games.archipelago.state import LAND, State
from jackal_tui.ai.archipelago.standing import unseen_coins

# points for each pirate of the crew on land next to the tile (one who may step onto
# it next), beside the coins a face-down tile of its back holds on average
NEAR_PIRATE = 0.5


def look_value(s: State, crew: int, cell: int, per_back: dict[str, float]) -> float:
    """What knowing the face-down tile on ``cell`` is worth to ``crew``: the coins a tile
    of its back holds on average (public: the box less the open tiles) and the crew's
    pirates on land next to it."""
    near = sum(1 for p in range(crew * 3, crew * 3 + 3)
               if s.p_where[p] == LAND and cell in s.board.neighbours[s.p_cell[p]])
    return per_back[s.backs[cell]] + NEAR_PIRATE * near


def choose_look(s: State, legal: list, crew: int):
    """The best look among ``legal`` (the first of the best on a tie), or None."""
    looks = [a for a in legal if a.kind == "look"]
    if not looks:
        return None
    per_back = unseen_coins(s)
    return max(looks, key=lambda a: look_value(s, crew, s.board.parse(a.to), per_back))
