"""Tile kinds, their text tokens, and the classic tile set (RULINGS.md, "Tiles: classic").

A tile token is how a tile is written in positions, layouts and events:
``empty``, ``arrow-N+S`` (a face-up arrow, by the directions it points), ``arrow1`` ..
``arrow7`` (an arrow kind whose turn is drawn when it is opened), ``horse``, ``jungle``,
``desert``, ``swamp``, ``mountains``, ``ice``, ``trap``, ``crocodile``, ``cannibal``,
``fortress``, ``native``, ``rum``, ``chest1`` .. ``chest5``, ``balloon``, ``airplane``,
``cannon`` (turn drawn when opened) or ``cannon-E``.
"""

from __future__ import annotations

from jackal_tui.games.classic.board import DIR_NAMES

EMPTY, ARROW, HORSE, SPIN, ICE, TRAP, CROCODILE, CANNIBAL = range(8)
FORTRESS, NATIVE, RUM, CHEST, BALLOON, AIRPLANE, CANNON = range(8, 15)
# treasure-island only (001_…): tiles that act once, when opened, then as empty ground
CARAMBA, CAVE, EARTHQUAKE, LIGHTHOUSE, THICKET, SMOKE, BOTTLES, GALLEON = range(15, 23)
BEN_GUNN, FRIDAY, MISSIONARY = range(23, 26)

KIND_NAMES = (
    "empty", "arrow", "horse", "spin", "ice", "trap", "crocodile", "cannibal",
    "fortress", "native", "rum", "chest", "balloon", "airplane", "cannon",
    "caramba", "cave", "earthquake", "lighthouse", "thicket", "smoke", "bottles",
    "galleon", "bengunn", "friday", "missionary",
)

SPIN_NAMES = {2: "jungle", 3: "desert", 4: "swamp", 5: "mountains"}
SPIN_STEPS = {v: k for k, v in SPIN_NAMES.items()}

# The seven arrow kinds, each by its directions before turning (indices into DIR_NAMES).
ARROW_KINDS = (
    (0,),            # 1: one way, straight (N)
    (1,),            # 2: one way, diagonal (NE)
    (2, 6),          # 3: two ways, straight (E+W)
    (1, 5),          # 4: two ways, diagonal (NE+SW)
    (7, 2, 4),       # 5: three ways (NW+E+S)
    (0, 2, 4, 6),    # 6: four ways, straight
    (1, 3, 5, 7),    # 7: four ways, diagonal
)

# Tiles that move a pirate on at once: nobody can stand on them and no coin lies there.
MOVE_ON = frozenset((ARROW, ICE, HORSE, CROCODILE, BALLOON, CANNON, CANNIBAL))

CLASSIC_SET = (
    ("empty", 40),
    *((f"arrow{i}", 3) for i in range(1, 8)),
    ("horse", 2), ("jungle", 5), ("desert", 4), ("swamp", 2), ("mountains", 1),
    ("ice", 6), ("trap", 3), ("crocodile", 4), ("cannibal", 1), ("fortress", 2),
    ("native", 1), ("rum", 4),
    ("chest1", 5), ("chest2", 5), ("chest3", 3), ("chest4", 2), ("chest5", 1),
    ("balloon", 2), ("airplane", 1), ("cannon", 2),
)


def rotate_dirs(dirs: tuple[int, ...], quarter_turns: int) -> tuple[int, ...]:
    """Turn directions clockwise by quarter turns; result sorted clockwise from N."""
    return tuple(sorted((d + 2 * quarter_turns) % 8 for d in dirs))


class Tile:
    """A tile as the rules see it: kind, its parameter, and whether its turn is fixed.

    ``param`` is the arrow directions (tuple), the number of steps, the chest's coins,
    or the cannon's direction; ``free`` marks an arrow or cannon whose turn is not yet
    drawn (it is drawn when the tile is opened).
    """

    __slots__ = ("kind", "param", "free")

    def __init__(self, kind: int, param=None, free: bool = False):
        self.kind = kind
        self.param = param
        self.free = free

    def __eq__(self, other):
        return isinstance(other, Tile) and (self.kind, self.param, self.free) == (
            other.kind, other.param, other.free)

    def __hash__(self):
        return hash((self.kind, self.param, self.free))

    def __repr__(self):
        return f"Tile({self.token()!r})"

    def turned(self, quarter_turns: int) -> "Tile":
        """The face this tile shows when opened with the given turn."""
        if self.kind == ARROW and self.free:
            return Tile(ARROW, rotate_dirs(self.param, quarter_turns))
        if self.kind == CANNON and self.free:
            return Tile(CANNON, (self.param + 2 * quarter_turns) % 8)
        return Tile(self.kind, self.param)

    def token(self) -> str:
        k, p = self.kind, self.param
        if k == ARROW:
            if self.free:
                return f"arrow{ARROW_KINDS.index(p) + 1}"
            return "arrow-" + "+".join(DIR_NAMES[d] for d in p)
        if k == SPIN:
            return SPIN_NAMES[p]
        if k == CHEST:
            return f"chest{p}"
        if k == CANNON:
            return "cannon" if self.free else f"cannon-{DIR_NAMES[p]}"
        if k == BOTTLES:
            return f"bottles{p}"
        return KIND_NAMES[k]

    def name(self) -> str:
        """Words for the move log and the interface."""
        k, p = self.kind, self.param
        if k == ARROW:
            return "arrow " + "+".join(DIR_NAMES[d] for d in p)
        if k == SPIN:
            return f"{SPIN_NAMES[p]} ({p} steps)"
        if k == CHEST:
            return f"chest of {p} coin{'s' if p > 1 else ''}"
        if k == CANNON:
            return f"cannon {DIR_NAMES[p]}"
        if k == BOTTLES:
            return f"{p} message bottle{'s' if p > 1 else ''}"
        return {"native": "fortress with the native girl", "rum": "rum barrel",
                "thicket": "dense jungle", "galleon": "galleon treasure",
                "bengunn": "Ben Gunn", "friday": "Friday", "missionary": "the Missionary",
                "smoke": "smoke", "caramba": "caramba"}.get(KIND_NAMES[k], KIND_NAMES[k])


def parse_tile(token: str) -> Tile:
    """Read a tile token (see the module docstring); ValueError if unknown."""
    t = token.strip().lower()
    if t.startswith("arrow-"):
        names = [x.upper() for x in t[6:].split("+") if x]
        if not names or any(n not in DIR_NAMES for n in names) or len(set(names)) != len(names):
            raise ValueError(f"bad arrow {token!r}: write directions like arrow-N or arrow-NE+SW")
        return Tile(ARROW, tuple(sorted(DIR_NAMES.index(n) for n in names)))
    if t.startswith("arrow") and t[5:].isdigit() and 1 <= int(t[5:]) <= 7:
        return Tile(ARROW, ARROW_KINDS[int(t[5:]) - 1], free=True)
    if t == "cannon":
        return Tile(CANNON, 0, free=True)
    if t.startswith("cannon-"):
        d = t[7:].upper()
        if d not in ("N", "E", "S", "W"):
            raise ValueError(f"bad cannon {token!r}: a cannon points N, E, S or W")
        return Tile(CANNON, DIR_NAMES.index(d))
    if t in SPIN_STEPS:
        return Tile(SPIN, SPIN_STEPS[t])
    if t.startswith("chest") and t[5:].isdigit() and 1 <= int(t[5:]) <= 5:
        return Tile(CHEST, int(t[5:]))
    if t.startswith("bottles") and t[7:].isdigit() and 1 <= int(t[7:]) <= 3:
        return Tile(BOTTLES, int(t[7:]))
    simple = {"empty": EMPTY, "horse": HORSE, "ice": ICE, "trap": TRAP,
              "crocodile": CROCODILE, "cannibal": CANNIBAL, "fortress": FORTRESS,
              "native": NATIVE, "rum": RUM, "balloon": BALLOON, "airplane": AIRPLANE,
              "caramba": CARAMBA, "cave": CAVE, "earthquake": EARTHQUAKE,
              "lighthouse": LIGHTHOUSE, "thicket": THICKET, "smoke": SMOKE,
              "galleon": GALLEON, "bengunn": BEN_GUNN, "friday": FRIDAY,
              "missionary": MISSIONARY}
    if t in simple:
        return Tile(simple[t])
    raise ValueError(f"unknown tile {token!r}")


# The newer edition: the classic set with 22 of the 40 empty tiles replaced (RULINGS).
TREASURE_ISLAND_SET = (
    ("empty", 18),
    *CLASSIC_SET[1:],
    ("caramba", 1), ("cave", 4), ("earthquake", 1), ("lighthouse", 1), ("thicket", 3),
    ("smoke", 2), ("bottles1", 3), ("bottles2", 2), ("bottles3", 1), ("galleon", 1),
    ("bengunn", 1), ("friday", 1), ("missionary", 1),
)
GALLEON_VALUE = 3


def classic_tokens() -> list[str]:
    """The 117 classic tiles, face down, in a fixed order before shuffling."""
    return tile_tokens("classic")


def tile_tokens(ruleset: str) -> list[str]:
    """A ruleset's 117 tiles, face down, in a fixed order before shuffling."""
    out: list[str] = []
    for token, count in (TREASURE_ISLAND_SET if ruleset == "treasure-island" else CLASSIC_SET):
        out.extend([token] * count)
    assert len(out) == 117
    return out
