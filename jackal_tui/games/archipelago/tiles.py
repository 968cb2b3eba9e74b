"""The 66 tiles of the five boxes, each with its back, as data (RULINGS-ARCHIPELAGO.md).

A tile is written as a token: ``empty``, ``arrow-N+E`` (the directions it shows),
``labyrinth2``..``labyrinth5``, ``chest1``..``chest3``, ``bottles1``/``bottles2``,
``cannon-N`` and the plain names below. Its back is ``B`` beach, ``F`` forest or
``M`` mountain. Face down, an arrow or cannon keeps the direction printed on it; the
quarter turn it shows is drawn when it is opened (a fact in the reveal event), unless a
position pins it (``opens=``, docs/notation.md): one of :func:`faces_of` the tile.
"""

from __future__ import annotations

from functools import lru_cache

DIRS = {"N": (0, 1), "NE": (1, 1), "E": (1, 0), "SE": (1, -1),
        "S": (0, -1), "SW": (-1, -1), "W": (-1, 0), "NW": (-1, 1)}
DIR_ORDER = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")  # clockwise from north
BACKS = {"B": "beach", "F": "forest", "M": "mountain"}

# Plain tiles (no number, no direction).
PLAIN = {
    "empty": "empty ground", "barrel": "rum barrel", "balloon": "hot-air balloon",
    "horse": "horse", "ice": "ice", "crocodile": "crocodile", "pit": "pit",
    "shrine": "shrine", "fortress": "fortress", "spyglass": "spyglass",
    "trampoline": "trampoline", "lighthouse": "lighthouse", "jungle": "jungle",
    "bank": "bank", "airplane": "airplane", "die": "crossroads die", "musket": "musket",
    "den": "bear's den", "missionary": "Missionary", "smoke": "smoke",
    "caramba": "caramba", "cannibal": "cannibal", "earthquake": "earthquake",
}
# Tiles that act once, when opened, and are empty ground after (RULINGS: tiles).
SINGLE_USE = frozenset({"lighthouse", "musket", "airplane", "smoke", "missionary",
                        "earthquake", "bottles", "den"})
# No coin may enter these (RULINGS: tiles).
NO_COIN = frozenset({"jungle", "shrine", "fortress"})
# Tiles nobody stands on: they move a piece on at once (or kill him).
MOVE_ON = frozenset({"arrow", "horse", "ice", "crocodile", "balloon", "cannon",
                     "trampoline", "die", "cannibal"})

# (back, token, how many) by box: RULINGS-ARCHIPELAGO.md, "Tiles (66, five boxes)".
BOXES: dict[int, list[tuple[str, str, int]]] = {
    1: [("B", "empty", 6), ("B", "arrow-N", 1), ("B", "arrow-NE", 1), ("B", "chest1", 1),
        ("B", "barrel", 1), ("B", "bottles1", 1), ("B", "balloon", 1),
        ("F", "empty", 3), ("F", "arrow-E+W", 1), ("F", "arrow-NE+SW", 1),
        ("F", "labyrinth2", 1), ("F", "chest1", 1), ("F", "chest2", 1), ("F", "horse", 1),
        ("F", "ice", 1), ("F", "crocodile", 1),
        ("M", "arrow-E+S+NW", 1), ("M", "arrow-N+E+S+W", 1), ("M", "labyrinth3", 1),
        ("M", "chest1", 1), ("M", "chest2", 1), ("M", "chest3", 1), ("M", "pit", 1),
        ("M", "cannon-N", 1), ("M", "shrine", 1), ("M", "fortress", 1)],
    2: [("B", "spyglass", 1), ("B", "trampoline", 1), ("B", "lighthouse", 1),
        ("F", "bottles2", 1), ("F", "jungle", 1), ("F", "arrow-NE+SE+SW+NW", 1),
        ("M", "labyrinth4", 1), ("M", "chest3", 1)],
    3: [("B", "bank", 1), ("B", "airplane", 1),
        ("F", "die", 1), ("F", "ice", 1), ("F", "empty", 1),
        ("M", "musket", 1), ("M", "den", 1), ("M", "chest2", 1)],
    4: [("B", "bottles2", 1), ("B", "chest1", 1),
        ("F", "missionary", 1), ("F", "smoke", 1), ("F", "arrow-N", 1),
        ("M", "caramba", 1), ("M", "cannibal", 1), ("M", "chest2", 1)],
    5: [("B", "empty", 1), ("B", "chest1", 1),
        ("F", "horse", 1), ("F", "crocodile", 1), ("F", "pit", 1),
        ("M", "arrow-NE", 1), ("M", "labyrinth5", 1), ("M", "earthquake", 1),
        ("M", "cannon-N", 1)],
}
# Every token of the boxes, in a fixed order: a campaign's deal event writes tiles as their
# index here (a save's event holds numbers). Sorted, so it changes only with the boxes.
TOKENS: tuple[str, ...] = tuple(sorted({token for box in BOXES.values()
                                        for _, token, _ in box}))
COINS_IN_ALL = 19
BOTTLES_IN_ALL = 5


def box_tiles(boxes=(1, 2, 3, 4, 5)) -> list[tuple[str, str]]:
    """Every tile of these boxes as (back, token), in box order."""
    out = []
    for b in boxes:
        for back, token, n in BOXES[b]:
            out.extend([(back, token)] * n)
    return out


@lru_cache(maxsize=None)
def kind_of(token: str) -> str:
    """The tile's kind: ``arrow``, ``cannon``, ``labyrinth``, ``chest``, ``bottles`` or
    the plain name."""
    if token.startswith("arrow-"):
        return "arrow"
    if token.startswith("cannon-"):
        return "cannon"
    for k in ("labyrinth", "chest", "bottles"):
        if token.startswith(k) and token[len(k):].isdigit():
            return k
    return token


@lru_cache(maxsize=None)
def number_of(token: str) -> int:
    """Steps of a labyrinth, coins of a chest, bottles of a bottle tile (else 0)."""
    k = kind_of(token)
    return int(token[len(k):]) if k in ("labyrinth", "chest", "bottles") else 0


def dirs_of(token: str) -> tuple[str, ...]:
    """The directions an arrow or cannon shows."""
    k = kind_of(token)
    if k in ("arrow", "cannon"):   # a bare "arrow" shows none
        return tuple(d for d in token.partition("-")[2].split("+") if d)
    return ()


def check_token(token: str) -> str:
    """The token (in its written case) if it names a tile; ValueError with a hint."""
    head, dash, tail = token.partition("-")
    token = head.lower() + dash + tail.upper()
    k = kind_of(token)
    if k in PLAIN:
        return token
    n = number_of(token) if k in ("labyrinth", "chest", "bottles") and len(token) < 16 else None
    if n is None:
        pass
    elif k == "labyrinth" and 2 <= n <= 5 or k == "chest" and 1 <= n <= 3 \
            or k == "bottles" and 1 <= n <= 2:
        return token
    if k in ("arrow", "cannon"):
        ds = dirs_of(token)
        if ds and all(d in DIRS for d in ds) and len(set(ds)) == len(ds) \
                and (k == "arrow" or (len(ds) == 1 and ds[0] in ("N", "E", "S", "W"))):
            return k + "-" + "+".join(sorted(ds, key=DIR_ORDER.index))
    raise ValueError(f"{token!r} is not an Archipelago tile (e.g. empty, arrow-N+S, "
                     "labyrinth3, chest2, bottles1, cannon-E, horse, den)")


def turned(token: str, quarters: int) -> str:
    """An arrow or cannon turned clockwise by ``quarters`` quarter turns."""
    k = kind_of(token)
    if k not in ("arrow", "cannon"):
        return token
    ds = [DIR_ORDER[(DIR_ORDER.index(d) + 2 * quarters) % 8] for d in dirs_of(token)]
    return k + "-" + "+".join(sorted(ds, key=DIR_ORDER.index))


def faces_of(token: str) -> tuple[str, ...]:
    """The faces a face-down tile may open with: an arrow or cannon each quarter turn of
    what is printed on it (fewer where turns look alike), any other tile itself."""
    return tuple(sorted({turned(token, q) for q in range(4)}))


def tile_name(token: str) -> str:
    """The tile in a player's words."""
    k = kind_of(token)
    if k == "arrow":
        return "arrow " + "+".join(dirs_of(token))
    if k == "cannon":
        return "cannon firing " + dirs_of(token)[0]
    if k == "labyrinth":
        return f"labyrinth of {number_of(token)} steps"
    if k == "chest":
        n = number_of(token)
        return f"chest of {n} coin{'s' if n > 1 else ''}"
    if k == "bottles":
        n = number_of(token)
        return f"{n} message bottle{'s' if n > 1 else ''}"
    return PLAIN[k]
