"""How the easy and strong Archipelago crews pick an ability in a campaign's draw.

The draw (``phase == "draw"``) comes between two islands, so what a pick is worth is
what it saves on the islands still to come, and everything that decides it is public:
the cards shown, which pirate holds which card, the campaign's length, and the islands
to come (islands 2, 3 and 4 have fixed layouts and boxes; the free and random islands lay
all 66 tiles). No tile of any island is read.

Each card is worth, on each island still to come, the turns it saves the pirate who
holds it (:data:`TILE_TURNS`: the tiles it changes, each counted by how many of them the
island lays on average; :data:`COAST_TURNS`: abilities at the water's edge, by the
island's coast; :data:`FLAT_TURNS`: the rest), and the card picked is the one worth
most over the islands to come (:func:`card_value`). It goes on the pirate who holds the
fewest cards (what one pirate holds is lost while he is dead, struck home or held, so
spread cards stay in play more), never on Jonah when it needs its holder to go aboard
or carry (:func:`pirate_for`). The crew passes only when no shown card is worth
anything: Jonah (he cannot be struck, but never boards, so never banks a coin himself)
is worth less than nothing to a crew that banks by carrying.
"""

from __future__ import annotations

import random
from functools import lru_cache

from jackal_tui.games.archipelago.abilities import WORDS
from jackal_tui.games.archipelago.actions import piece_name
from jackal_tui.games.archipelago.board import FREE_ISLANDS, ISLANDS, REMOVED, board_of
from jackal_tui.games.archipelago.campaign import island_name
from jackal_tui.games.archipelago.state import State
from jackal_tui.games.archipelago.tiles import box_tiles, kind_of, number_of

# The share of an island's tiles of a kind that the holder of a card meets: his crew
# opens or crosses about half of them (2 players), and he is one of its three pirates.
SHARE = 1 / 6
# Turns a pirate loses to a tile (or gains from it) that an ability undoes, and the
# abilities that undo it. Measured in his own turns, a coin's way home being about 6.
TILE_TURNS: dict[str, dict[str, float]] = {
    # a rum barrel holds him a turn; a bottle tile he opens gives a bottle more (an
    # action without a turn)
    "Old Salt": {"barrel": 1.0, "bottles": 1.5},
    # a labyrinth has a step less for him; only he may carry a coin into jungle
    "Pathfinder": {"labyrinth": 1.0, "jungle": 1.0},
    # the cannibal kills anyone else: a pirate lost for the island
    "Cook": {"cannibal": 10.0},
    # a cannon fires anyone else into the sea, coin and all; the musket sends him home
    "Gunner": {"cannon": 4.0, "musket": 3.0},
    # a crocodile sends anyone else back; a pit holds him until a friend comes
    "Lucky": {"crocodile": 2.0, "pit": 4.0},
    # he declines a face-down mountain that would hold, kill, send or lose him
    "Mountaineer": {"pit": 4.0, "cannon": 4.0, "musket": 3.0, "cannibal": 10.0,
                    "den": 3.0, "labyrinth": 2.0},
}
# Strongman: a trip home saved for every two coins he carries out of a chest of 2 or 3
# (a trip is about 6 turns): 3 turns a coin of those chests, for the share he carries.
STRONG_TURNS = 3.0
# Turns a coast cell of the island is worth to the holder: the Navigator's boat sails a
# step more, the Swimmer goes between coast and water and his coin does not sink.
COAST_TURNS = {"Navigator": 0.12, "Swimmer": 0.10}
# Turns an island, whatever its tiles: the Lookout's one look; the Brawler strikes while
# carrying; Jonah cannot be struck but never banks a coin himself.
FLAT_TURNS = {"Lookout": 0.5, "Brawler": 1.5, "Jonah": -4.0}
# Cards that need their holder to go aboard or to carry coins home: never on Jonah.
ABOARD = frozenset({"Navigator", "Strongman", "Swimmer", "Brawler"})


@lru_cache(maxsize=None)
def island_facts(name: str) -> tuple[dict[str, float], float, int]:
    """What everyone knows of an island still to come, without its tiles: by kind, how
    many tiles of it the island lays on average (its boxes less the tiles set aside
    unseen); the coins of chests of 2 or 3 it lays on average; its coast cells (a random
    island's layout is not known before it is dealt: the free island's stands in)."""
    if name in ISLANDS:
        rows, _, boxes = ISLANDS[name]
        tiles = box_tiles(boxes)
        removed = REMOVED
    else:
        rows, tiles, removed = FREE_ISLANDS["free"], box_tiles(), {}
    per_back: dict[str, int] = {}
    for back, _ in tiles:
        per_back[back] = per_back.get(back, 0) + 1
    laid = {b: (n - removed.get(b, 0)) / n for b, n in per_back.items()}
    kinds: dict[str, float] = {}
    rich = 0.0
    for back, token in tiles:
        k = kind_of(token)
        kinds[k] = kinds.get(k, 0.0) + laid[back]
        if k == "chest" and number_of(token) >= 2:
            rich += number_of(token) * laid[back]
    return kinds, rich, len(board_of(tuple(rows)).coast)


def island_worth(card: str, name: str) -> float:
    """The turns ``card`` saves its holder on the island ``name`` (on average)."""
    kinds, rich, coast = island_facts(name)
    if card in TILE_TURNS:
        return SHARE * sum(kinds.get(k, 0.0) * t for k, t in TILE_TURNS[card].items())
    if card == "Strongman":
        return SHARE * STRONG_TURNS * rich
    if card in COAST_TURNS:
        return COAST_TURNS[card] * coast
    return FLAT_TURNS.get(card, 0.0)


def islands_to_come(s: State) -> list[str]:
    """The islands the campaign still plays after this one, by name."""
    return [island_name(k) for k in range(s.island_no + 1, s.islands + 1)]


def card_value(s: State, card: str) -> float:
    """The turns ``card`` saves its holder over the islands still to come."""
    return sum(island_worth(card, name) for name in islands_to_come(s))


def pirate_for(s: State, crew: int, card: str) -> int | None:
    """The pirate of ``crew`` to take ``card``: the one holding the fewest cards (the
    first of them on a tie), never Jonah for a card that needs its holder aboard or
    carrying, nor Jonah for one who holds such a card; None when no pirate fits."""
    def fits(p: int) -> bool:
        held = s.abilities[p]
        if card in ABOARD and "Jonah" in held:
            return False
        return not (card == "Jonah" and ABOARD.intersection(held))
    ok = [p for p in range(crew * 3, crew * 3 + 3) if fits(p)]
    return min(ok, key=lambda p: (len(s.abilities[p]), p)) if ok else None


def ranked_picks(s: State, crew: int) -> list[tuple[float, str, int]]:
    """(value, card, pirate) for each shown card a pirate of ``crew`` may take, best
    first (a tie keeps the order the cards are shown in)."""
    out = []
    for card in s.shown:
        p = pirate_for(s, crew, card)
        if p is not None:
            out.append((card_value(s, card), card, p))
    out.sort(key=lambda t: -t[0])
    return out


def choose_pick(s: State, legal: list, crew: int):
    """The draw's action for ``crew``: the best card on its pirate, or the pass when no
    card is worth anything (or none of the legal actions is that pick)."""
    for value, card, p in ranked_picks(s, crew):
        if value <= 0:
            break
        for a in legal:
            if a.kind == "pick" and a.word == WORDS[card] and a.to == piece_name(p):
                return a
    return next((a for a in legal if a.kind == "pass"), legal[0])


def random_pick(legal: list, rng_seed: int):
    """Any of the draw's actions, uniformly (each card on each pirate, or the pass)."""
    return random.Random(rng_seed).choice(legal)
