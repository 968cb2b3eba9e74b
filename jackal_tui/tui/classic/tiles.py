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
                 "Stuck till a mate or partner comes. An enemy who comes strikes you home and is caught."),
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
    "trap": "Stuck till a friend comes or you use a bottle (b). An enemy strikes you home and is caught.",
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


# ----- the help's page of each tile ------------------------------------------------------------
# Longer words than the panel's line: what the tile does, in the order a player meets it.
# Our own words; where the project decided what the rulebooks leave open, as RULINGS.md and
# docs/rules.md decide. The treasure-island texts replace the classic ones in that edition.

PAGES: dict[str, str] = {
    "face-down": (
        "Nobody knows yet what lies under this tile. A pirate who steps onto it turns it "
        "over, and the tile acts at once, in the same move, as its own page says: an arrow "
        "pushes him on, a chest puts its coins down, a cannibal eats him. Arrows and "
        "cannons point wherever they happen to lie when they are opened.\n\n"
        "A pirate carrying a coin never steps onto a face-down tile: he cannot explore with "
        "his hands full. When a forced move (an arrow, ice, a horse) would take a carrier "
        "onto one, he dies and the coin goes back where the move began."),
    "empty": (
        "Plain ground. Nothing happens here: stand as long as you like, leave coins here and "
        "pick them up again. Enemies who step onto a pirate here strike him back to his "
        "ship."),
    "arrow": (
        "The pirate cannot stay: he is pushed on at once, one cell the way an arrow points, "
        "in the same move. With one arrow there is no choice; with two, three or four "
        "arrows he picks which one to follow (the arrow's cells are marked on the board).\n\n"
        "An arrow may push him into the sea (he swims, and a carried coin sinks) or onto a "
        "ship: his own or a partner's takes him aboard and banks his coin; an enemy's kills "
        "him. Two arrows pointing at each other make a cycle: the pirate dies. No coin can "
        "be left on an arrow."),
    "horse": (
        "The pirate leaps on at once like a chess knight: two cells one way and one to the "
        "side, to a cell of his choice. Only the tile he lands on is opened, never the ones "
        "he jumps over. A jump may land in the sea (he swims) or on a ship, as an arrow "
        "does."),
    "jungle": (
        "A slow tile with 2 steps. Entering puts the pirate on step 1; each further step "
        "takes one move; only from the last step may he leave. Pirates of enemy crews on "
        "different steps ignore each other; moving onto the step where an enemy stands "
        "strikes him. A coin dropped here stays on its step."),
    "desert": (
        "A slow tile with 3 steps: 3 moves to cross. Entering puts the pirate on step 1, "
        "each move takes him one step on, and only from step 3 may he leave. He strikes "
        "an enemy only by moving onto the step where that enemy stands."),
    "swamp": (
        "A slow tile with 4 steps: 4 moves to cross, one step per move, leaving only from "
        "step 4. Enemies on other steps cannot be struck; an enemy on the next step can."),
    "mountains": (
        "The slowest tile: 5 steps, so 5 moves to cross, one step per move, leaving only "
        "from step 5. Enemies on other steps cannot be struck; an enemy on the next step "
        "can."),
    "ice": (
        "The pirate slides: the step that brought him here happens again, at once, in the "
        "same direction. After a plain step, the same step again; after an arrow, the "
        "arrow's step; after a horse's jump, the same jump; after a flight, another flight "
        "of his choice. A landing from the ship counts as a step inland. Ice may slide him "
        "into the sea, onto another ice, or back into a cycle that kills him."),
    "trap": (
        "The pirate falls in and cannot move until a crew-mate (or a partner) steps onto "
        "the trap: the friend does not fall in, and both may move on. No need to hurry: "
        "the others can carry on meanwhile.\n\n"
        "An enemy who steps onto the trap strikes the trapped pirate back to his ship, and "
        "then falls into the trap himself."),
    "crocodile": (
        "Snap! The pirate is thrown back to the cell he came from, in the same move. If that "
        "cell moves pirates on (an arrow, ice...), it acts again; if he came straight from "
        "his ship, he goes back aboard. An arrow pointing back at the crocodile makes a "
        "cycle, and the pirate dies. No coin can be left here."),
    "cannibal": (
        "The cannibal eats the pirate: he dies at once, and a coin he carried is eaten too "
        "(out of the game). A dead pirate can be brought back later in the fortress with "
        "the native girl."),
    "fortress": (
        "A safe place: nobody can strike a pirate in a fortress, and no enemy may enter "
        "while one of your side holds it. Any number of pirates of one side may stand "
        "here. Nobody enters a fortress carrying a coin. A forced move that would take a "
        "carrier or an enemy in kills him."),
    "native": (
        "A fortress (safe; no enemy may enter while you hold it; no coins inside) with the "
        "native girl. While a pirate of your crew stands here, your crew may spend its move "
        "to bring one dead pirate of its own colour back to life, here (r)."),
    "rum": (
        "The pirate finds a barrel of rum and drinks: he cannot be moved in his crew's next "
        "turn (the crew moves another piece then). Struck back to the ship before that, he "
        "forgets the rum."),
    "chest": (
        "Treasure! When the chest is opened, its coins (1 to 5) are laid on the tile; the "
        "board shows them as $ and their number. A pirate leaving the tile may drag one "
        "coin with him (c): carrying, he steps only onto face-up tiles, never strikes, "
        "never enters a fortress. A coin that reaches his own or a partner's ship is "
        "banked."),
    "balloon": (
        "Up and away: the pirate flies straight to his own ship (never a partner's), with "
        "any coin he carries, which is banked there."),
    "airplane": (
        "An old plane that flies once a game. The first pirate to land here may fly at once "
        "to any island tile or to his own ship, with his coin; or he may stay (w) and fly "
        "later: leaving the tile is the flight. A carrier flies only to a face-up tile. An "
        "enemy who strikes the waiting pirate takes over the unused plane. Once used, it "
        "is plain ground."),
    "cannon": (
        "Boom! The pirate is fired the way the barrel points, over the island, into the sea "
        "at the board's edge. His own or a partner's ship there takes him aboard and banks "
        "his coin; an enemy ship there kills him; open sea means he swims, and a carried "
        "coin sinks."),
    "caramba": (
        "Nothing happens here but a good pirate curse out loud. Plain ground, for standing "
        "and for coins."),
    "cave": (
        "A pirate entering an open cave comes out at once at another open cave that no enemy "
        "holds (his choice when there are several), with his coin. With no such cave open, "
        "he waits here, lost, until one opens; then he may leave through it as his crew's "
        "move. Opening a new cave frees the pirate lost longest onto it, and the finder "
        "takes his place on the old cave (striking any enemy lost there)."),
    "earthquake": (
        "The pirate who opens it swaps any two island tiles at once (face-down ones too), as "
        "long as no piece and no coin lies on them; each keeps its face and direction. Then "
        "this tile is plain ground."),
    "lighthouse": (
        "The pirate who opens it climbs up and looks at up to four face-down tiles, for his "
        "player's eyes only (pass the keyboard; v shows them again later). Then this tile "
        "is plain ground."),
    "thicket": (
        "A jungle so thick that pirates of enemy crews stand here together without a fight: "
        "nobody is struck here. Nobody may bring a coin (or the galleon treasure) in."),
    "smoke": (
        "Opening it starts a fire. For one round, each crew is moved by the player of the "
        "next crew in turn order, not its own; the panel and the prompt say who decides. "
        "Then everyone plays their own crew again."),
    "bottles": (
        "Message bottles (1 to 3) for your side. Using one (b) takes no move: it gets a "
        "pirate out of a trap, takes him to the last step of a slow tile, or is handed to "
        "Friday (who leaves the game) or the Missionary (who becomes a fighting pirate) "
        "on your pirate's tile or next to it. A crew whose only possible actions are bottles is skipped, and "
        "keeps them."),
    "galleon": (
        "The treasure of a Spanish galleon lies here once the tile is opened (shown as "
        f"{GALLEON}). It is dragged like a coin, with the same limits, and counts 3 coins "
        "for whoever banks it."),
    "bengunn": (
        "Ben Gunn joins whoever finds him and is moved like one of that crew's pirates: he "
        "fights, is struck back to the crew's ship, and drags coins. He never counts as one "
        "of the three pirates for revival, and once dead he is gone for good. Then this "
        "tile is plain ground."),
    "friday": (
        "Friday joins whoever finds him. He never strikes anyone; an enemy who steps onto "
        "him takes him over. He does not fall into traps, the cannibal leaves him alone, and "
        "he may leave a slow tile from any step. A message bottle makes him leave the game; "
        "so does meeting the Missionary (both go). Then this tile is plain ground."),
    "missionary": (
        "The Missionary joins whoever finds him. He never fights and nobody strikes him; no "
        "enemy may step where he stands, he drags no coin, and a pirate standing with his "
        "own side's Missionary cannot strike. A message bottle turns him into an ordinary "
        "fighting pirate (M). Meeting Friday, both leave the game. Then this tile is plain "
        "ground."),
}

# The classic tiles whose rules differ in the treasure-island edition.
TI_PAGES: dict[str, str] = {
    "trap": (
        "The pirate falls in and cannot move until a crew-mate (or a partner, Ben Gunn, "
        "Friday or the Missionary of his side) steps onto the trap, or until his side spends "
        "a message bottle (b) to climb out. Friday never falls in.\n\n"
        "An enemy who steps onto the trap strikes the trapped pirate back to his ship, and "
        "then falls into the trap himself."),
    "airplane": (
        "An old plane with fuel for one short trip. The first pirate to land here may fly at "
        "once, with his coin, to any face-up tile; if he does not fly at once (w: stay), the "
        "plane is lost and the tile is plain ground."),
    "native": PAGES["native"] + (" Ben Gunn, Friday and the Missionary are never revived, "
                                 "and none of them can revive anyone."),
    "ice": PAGES["ice"].replace(
        "after a horse's jump, the same jump", "after a horse's jump, any knight's jump"),
    "jungle": PAGES["jungle"] + " A message bottle (b) takes a pirate to the last step at once.",
    "desert": PAGES["desert"] + " A message bottle (b) takes a pirate to the last step at once.",
    "swamp": PAGES["swamp"] + " A message bottle (b) takes a pirate to the last step at once.",
    "mountains": PAGES["mountains"] + " A message bottle (b) takes a pirate to the last step at once.",
}


def page_glyphs(kind: str) -> list[tuple[str, str]]:
    """How a tile kind looks on the board: (glyph as drawn, what that one is)."""
    if kind == "face-down":
        return [(FACE_DOWN * 3, "a tile nobody has opened yet")]
    if kind == "arrow":
        from jackal_tui.games.classic.board import DIR_NAMES
        from jackal_tui.games.classic.tiles import ARROW_KINDS

        return [(arrow_text(tuple(DIR_NAMES[d] for d in dirs)), ARROW_KIND_WORDS[i + 1])
                for i, dirs in enumerate(ARROW_KINDS)]
    if kind in SPIN_KINDS:
        return [(tile_glyph(kind, (), SPIN_KINDS[kind]), f"{SPIN_KINDS[kind]} steps")]
    if kind == "cannon":
        return [(tile_glyph("cannon", (d,)), f"fires {word}") for d, word in
                (("N", "north"), ("E", "east"), ("S", "south"), ("W", "west"))]
    if kind == "chest":
        return [(TILE_INFO["chest"].glyph, "an opened chest"),
                (f"{COIN}3", "coins lying on a tile (here 3)")]
    if kind == "galleon":
        return [(TILE_INFO["galleon"].glyph, "the tile"), (GALLEON, "the galleon treasure itself")]
    if kind == "bengunn":
        return [(TILE_INFO[kind].glyph, "the tile"), ("WG", "Ben Gunn with White's crew")]
    if kind == "friday":
        return [(TILE_INFO[kind].glyph, "the tile"), ("Wf", "Friday with White's crew")]
    if kind == "missionary":
        return [(TILE_INFO[kind].glyph, "the tile"), ("Wm", "the Missionary with White"),
                ("WM", "armed by a bottle")]
    if kind == "cave":
        return [(TILE_INFO[kind].glyph, "an open cave"), (f"{LOST}W1", "W1 lost in it")]
    return [(TILE_INFO[kind].glyph, "")]


@dataclass(frozen=True)
class TilePage:
    """One tile's help page."""

    kind: str
    title: str
    glyphs: list[tuple[str, str]]
    text: str
    other_edition: str | None  # how the other edition differs, when shown for both
    counts: dict[str, int]  # tiles of this kind on the island, by ruleset


def tile_count(kind: str, ruleset: str) -> int:
    """How many tiles of this kind lie on a ruleset's island (0: not in that edition)."""
    from jackal_tui.games.classic.tiles import CLASSIC_SET, TREASURE_ISLAND_SET

    tiles = TREASURE_ISLAND_SET if ruleset == TI else CLASSIC_SET
    n = 0
    for token, count in tiles:
        base = token.rstrip("0123456789")
        if base == kind:
            n += count
    return n


def tile_page(kind: str, ruleset: str | None = None) -> TilePage:
    """The page of a tile kind ("face-down" too): for a ruleset, or for both (None)."""
    info = TILE_INFO[kind]
    if ruleset == TI:
        text, other = TI_PAGES.get(kind, PAGES[kind]), None
    else:
        text = PAGES[kind]
        other = TI_PAGES.get(kind) if ruleset is None else None
    counts = {} if kind == "face-down" else {
        r: tile_count(kind, r) for r in ("classic", TI)}
    return TilePage(kind, info.title, page_glyphs(kind), text, other, counts)


# The order of the pages: as the help lists the tiles.
PAGE_ORDER = tuple(TILE_INFO)
