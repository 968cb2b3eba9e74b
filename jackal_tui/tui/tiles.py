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


@dataclass(frozen=True)
class TileInfo:
    """One tile kind for the help screen and the panel."""

    kind: str
    glyph: str
    title: str
    effect: str


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


def explain(kind: str | None) -> TileInfo:
    """The panel's text for a tile kind (None: face down)."""
    return TILE_INFO.get(kind or "face-down", TILE_INFO["face-down"])
