"""How each tile kind looks on the board and what the panel says about it.

Glyphs are one terminal cell wide each (checked by a test with Rich's ``cell_len``) so
that a board cell can be 3 characters wide at 80x24. The explanations are our own short
words for a player at the table, not the rulebook's text.
"""

from __future__ import annotations

from dataclasses import dataclass

# Directions as the engine names them (clockwise from north) and their arrow glyphs.
ARROW_GLYPHS = {
    "N": "↑", "NE": "↗", "E": "→", "SE": "↘", "S": "↓", "SW": "↙", "W": "←", "NW": "↖",
}
# Pairs of opposite directions drawn as one two-headed arrow.
TWO_HEADED = {frozenset(("N", "S")): "↕", frozenset(("E", "W")): "↔"}

FACE_DOWN = "░"
SEA = "~"
COIN = "$"
GALLEON = "£"  # the galleon treasure lying on a tile (worth 3 coins)
BOTTLE = "δ"  # a message bottle, in the panel's bottle stock
LOST = "?"  # in front of a piece lost in a cave ("where am I?")

# The island's own people on the board: a capital fights, a small letter does not.
CHARACTER_MARKS = {12: "G", 13: "f", 14: "m"}
CONVERTED_MISSIONARY = "M"
CHARACTER_NAMES = {12: "Ben Gunn", 13: "Friday", 14: "the Missionary"}


@dataclass(frozen=True)
class TileInfo:
    """One tile kind for the help screen and the panel."""

    kind: str
    glyph: str
    title: str
    effect: str
    edition: str = "classic"  # "treasure-island": only in the newer edition


TI = "treasure-island"

# Order: as in the help screen.
TILE_INFO: dict[str, TileInfo] = {
    info.kind: info
    for info in (
        TileInfo("face-down", FACE_DOWN, "Face-down tile",
                 "Nobody knows what lies here yet. Step on it empty-handed to turn it over."),
        TileInfo("empty", "·", "Empty",
                 "Plain ground: stand here as long as you like, drop or pick up coins."),
        TileInfo("arrow", "↗", "Arrow",
                 "You are pushed on at once, the way an arrow points; with several arrows you pick one."),
        TileInfo("horse", "♞", "Horse",
                 "You leap on at once like a chess knight, to a square of your choice."),
        TileInfo("jungle", "♣", "Jungle (2 steps)",
                 "A slow tile: you need 2 moves to cross it, one step per move."),
        TileInfo("desert", "∴", "Desert (3 steps)",
                 "A slow tile: 3 moves to cross it. Enemies on other steps cannot reach you."),
        TileInfo("swamp", "≈", "Swamp (4 steps)",
                 "A slow tile: 4 moves to cross it, hopping from tussock to tussock."),
        TileInfo("mountains", "▲", "Mountains (5 steps)",
                 "The slowest tile: 5 moves to cross it."),
        TileInfo("ice", "◇", "Ice",
                 "You slide: the move that brought you here happens again, in the same way."),
        TileInfo("trap", "⊗", "Trap",
                 "You are stuck until a mate (or a partner) joins you here. An enemy frees nobody."),
        TileInfo("crocodile", "«", "Crocodile",
                 "Snap! You are thrown back to where you came from."),
        TileInfo("cannibal", "☠", "Cannibal",
                 "The pirate is eaten and dies, with any coin he carried. Revive him later."),
        TileInfo("fortress", "♜", "Fortress",
                 "Nobody can strike you here and enemies cannot come in. No coins inside."),
        TileInfo("native", "♥", "Fortress with the native girl",
                 "A fortress where your crew may spend a move to bring a dead pirate back."),
        TileInfo("rum", "∪", "Rum barrel",
                 "The pirate drinks and sits out his crew's next turn."),
        TileInfo("chest", "▣", "Chest",
                 "Treasure! Its coins are put on the tile when it is opened; carry them to your ship."),
        TileInfo("balloon", "○", "Balloon",
                 "Up and away: straight back to your own ship, with your coin, which is banked."),
        TileInfo("airplane", "✈", "Airplane",
                 "Once a game: fly at once, or wait and fly later, to any tile or your own ship."),
        TileInfo("cannon", "¤", "Cannon",
                 "Boom: you fly the way the barrel points into the sea. A coin sinks; a friendly ship saves you."),
        # The treasure-island edition. Most of these do their thing once, when opened,
        # and are plain ground afterwards.
        TileInfo("caramba", "!", "Caramba",
                 "Nothing happens but a good pirate curse. Plain ground.", TI),
        TileInfo("cave", "Ω", "Cave",
                 "Go in, come out of another open cave (your pick). None open yet: lost here "
                 "until one opens.", TI),
        TileInfo("earthquake", "※", "Earthquake",
                 "Whoever opens it swaps two tiles of the island (no piece, no coin on them).", TI),
        TileInfo("lighthouse", "☼", "Lighthouse",
                 "Whoever opens it looks at up to 4 face-down tiles in secret (v shows them again).", TI),
        TileInfo("thicket", "Ψ", "Dense jungle",
                 "Enemies may stand here together without a fight; nobody brings a coin in.", TI),
        TileInfo("smoke", "§", "Smoke",
                 "For one round every crew is moved by the player of the next crew.", TI),
        TileInfo("bottles", BOTTLE, "Message bottles",
                 "Bottles for your side (b): out of a trap, across a slow tile, or for Friday "
                 "or the Missionary.", TI),
        TileInfo("galleon", "♛", "Galleon treasure",
                 f"The galleon's chest ({GALLEON}) lies here: dragged like a coin, worth 3.", TI),
        TileInfo("bengunn", "☻", "Ben Gunn's hideout",
                 "Ben Gunn (G) joined whoever found him: he fights and carries like a pirate.", TI),
        TileInfo("friday", "☺", "Friday's hut",
                 "Friday (f) joined the finder: never fights; struck, he changes sides; a "
                 "bottle sends him away.", TI),
        TileInfo("missionary", "†", "The Missionary's chapel",
                 "The Missionary (m) joined the finder: no fights near him; a bottle arms him (M).", TI),
    )
}


def tile_glyph(kind: str | None, dirs: tuple[str, ...] = (), steps: int = 0, coins_left: int = 0) -> str:
    """The glyph text of a face-up tile (1 to 3 cells), or the face-down mark."""
    if kind is None:
        return FACE_DOWN
    if kind == "arrow":
        return arrow_text(dirs)
    if kind == "cannon":
        return "¤" + (ARROW_GLYPHS.get(dirs[0], "") if dirs else "")
    if kind in ("jungle", "desert", "swamp", "mountains"):
        return TILE_INFO[kind].glyph + str(steps or "")
    info = TILE_INFO.get(kind)
    return info.glyph if info else "?"


def arrow_text(dirs: tuple[str, ...]) -> str:
    """Arrows in their real directions, at most 3 cells: ``↑``, ``↔``, ``↙↗``, ``↖→↓``."""
    d = tuple(dirs)
    if len(d) == 2 and frozenset(d) in TWO_HEADED:
        return TWO_HEADED[frozenset(d)]
    if len(d) == 4 and set(d) == {"N", "E", "S", "W"}:
        return "←↕→"
    if len(d) == 4:  # the four diagonals
        return " ╳ "
    return "".join(ARROW_GLYPHS.get(x, "?") for x in d)


def arrow_picture(dirs: tuple[str, ...]) -> list[str]:
    """Arrows on two lines for cells of 2 lines or more, so all four diagonals fit."""
    d = set(dirs)
    if d == {"NE", "SE", "SW", "NW"}:
        return ["↖ ↗", "↙ ↘"]
    if d == {"N", "E", "S", "W"}:
        return [" ↑ ", "←↓→"]
    return [arrow_text(tuple(dirs))]


# Classic tiles that work differently in the treasure-island edition.
TI_EFFECTS = {
    "trap": "You are stuck until a mate (or a partner) joins you here, or you spend a bottle (b).",
    "airplane": "Once a game: fly at once to any open tile, or stay (w) and the plane is lost.",
    "jungle": "A slow tile: 2 moves to cross it. A bottle (b) takes you to the last step.",
    "desert": "A slow tile: 3 moves to cross it. A bottle (b) takes you to the last step.",
    "swamp": "A slow tile: 4 moves to cross it. A bottle (b) takes you to the last step.",
    "mountains": "The slowest tile: 5 moves. A bottle (b) takes you to the last step.",
}


def explain(kind: str | None, ruleset: str = "classic") -> TileInfo:
    """The panel's text for a tile kind (None: face down) in a ruleset."""
    info = TILE_INFO.get(kind or "face-down", TILE_INFO["face-down"])
    if ruleset == TI and info.kind in TI_EFFECTS:
        return TileInfo(info.kind, info.glyph, info.title, TI_EFFECTS[info.kind], info.edition)
    return info


# Arrow kinds before their turn is drawn (the engine's arrow1..arrow7), for a secret look:
# which way one points is decided only when it is opened.
ARROW_KIND_WORDS = {
    1: "one way, straight", 2: "one way, diagonal", 3: "two ways, straight",
    4: "two ways, diagonal", 5: "three ways", 6: "four ways, straight",
    7: "four ways, diagonal",
}
SPIN_KINDS = {"jungle": 2, "desert": 3, "swamp": 4, "mountains": 5}


def secret_tile(token: str, name: str) -> tuple[str, str]:
    """(glyph, words) for a face-down tile a player looked at, from its engine token.

    An arrow or a cannon shows its kind only: its turn is drawn when it is opened.
    """
    if token.startswith("arrow") and token[5:].isdigit():
        return TILE_INFO["arrow"].glyph, f"arrow, {ARROW_KIND_WORDS.get(int(token[5:]), '?')}"
    if token.startswith("arrow-"):
        return arrow_text(tuple(token[6:].split("+"))), name
    if token == "cannon":
        return TILE_INFO["cannon"].glyph, "cannon (aim drawn when opened)"
    if token.startswith("cannon-"):
        return tile_glyph("cannon", (token[7:],)), name
    if token in SPIN_KINDS:
        return tile_glyph(token, (), SPIN_KINDS[token]), name
    kind = token.rstrip("0123456789")
    info = TILE_INFO.get(kind)
    return (info.glyph if info else "?"), name
