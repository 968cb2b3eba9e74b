"""Jackal Archipelago's help in the game's own words: how to play, the keys and marks of its
map, and a page for every tile (and for each face-down back).

The texts are this project's words for a player at the table, from the rulebook
(shared/seeds/002_33657f023733c27a.txt) as decided by shared/RULINGS-ARCHIPELAGO.md and
docs/rules-archipelago.md; never the rulebook's own text. What a tile does, which tiles act
once, take no coin or move a piece on, and how many there are come from the rules core's
tables (``jackal_tui.games.archipelago.tiles``), so a page cannot disagree with the rules.

A face-down tile's page says only what its back (beach, forest, mountain) tells everyone:
which faces a back of that kind may hide on this island, never which one it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from jackal_tui.games.archipelago.board import ISLANDS
from jackal_tui.tui.archipelago.campaign_words import short_words
from jackal_tui.games.archipelago.solo import CARDS, card_number, goal_words
from jackal_tui.games.archipelago.tiles import (
    BACKS, BOXES, MOVE_ON, NO_COIN, PLAIN, SINGLE_USE, dirs_of, kind_of, number_of,
)
from jackal_tui.tui.classic.tiles import ARROW_GLYPHS, arrow_text

GAME = "archipelago"
FACE_DOWN = "░"
# As the Archipelago map draws them (tui/widgets/archipelago_map.py; a test compares the
# two when both are present): one terminal cell each, plus a number or arrows.
GLYPHS = {
    "empty": "·", "barrel": "∪", "balloon": "○", "horse": "♞", "ice": "◇",
    "crocodile": "«", "pit": "◎", "shrine": "✚", "fortress": "♜", "spyglass": "⊙",
    "trampoline": "^", "lighthouse": "☼", "jungle": "♣", "bank": "£", "airplane": "✈",
    "die": "⚄", "musket": "╾", "den": "⌂", "missionary": "†", "smoke": "§",
    "caramba": "!", "cannibal": "☠", "earthquake": "※", "chest": "▣", "bottles": "δ",
    "labyrinth": "#", "cannon": "¤",
}
BACK_LETTERS = {"B": "b", "F": "f", "M": "m"}
# The page of a face-down tile is named after its back.
BACK_PAGES = {"B": "back-B", "F": "back-F", "M": "back-M"}


def tile_glyph(token: str) -> str:
    """A face-up tile as the map draws it: ``·``, ``↗``, ``¤→``, ``#3``."""
    k = kind_of(token)
    if k == "arrow":
        return arrow_text(dirs_of(token)).strip()
    if k == "cannon":
        return "¤" + ARROW_GLYPHS.get(dirs_of(token)[0], "")
    if k == "labyrinth":
        return f"#{number_of(token)}"
    return GLYPHS.get(k, "?")


def back_glyph(back: str) -> str:
    """A face-down tile as the map draws it: its back's letter between shade marks."""
    return FACE_DOWN + BACK_LETTERS[back] + FACE_DOWN


@dataclass(frozen=True)
class ArchipelagoPage:
    kind: str
    title: str
    looks: tuple[tuple[str, str], ...]  # (glyph as drawn, what it is)
    text: str


# ----- what each tile does -------------------------------------------------------------------
# (title, looks, text). Looks that depend on the face (arrows, cannons, labyrinths, chests,
# bottles) list each face the boxes hold.
TEXTS: dict[str, tuple[str, str]] = {
    "empty": ("Empty ground", (
        "Nothing happens here: a rare moment of peace. Stand as long as you like; coins may "
        "lie here and be dragged on.")),
    "arrow": ("Arrow", (
        "A pirate who enters is pushed on at once, one cell the way an arrow points; with "
        "several arrows he picks one. A face-down tile reached that way opens and acts; the "
        "sea reached that way leaves him swimming (a coin he drags sinks), his own or a "
        "partner's boat takes him aboard and banks his coin, an enemy boat kills him.\n\n"
        "Face down an arrow keeps the directions printed on it; the quarter turn it shows is "
        "drawn when it is opened. Two arrows pointing at each other make a cycle: the pirate "
        "caught in it dies.")),
    "labyrinth": ("Labyrinth", (
        "A slow tile of 2 to 5 steps (the number on it): each move takes a pirate one step "
        "further, and the move after the last step leaves it. He may strike only an enemy "
        "exactly one step ahead of him.\n\n"
        "A message bottle takes him straight to the last step (dragging one coin from his "
        "step if he likes); it strikes enemies there unless he drags a coin or they stand "
        "with the Missionary, and then the bottle is refused.")),
    "chest": ("Chest", (
        "Treasure! When it is opened its coins (I, II or III) are laid on the tile. A pirate "
        "leaving the tile may drag one coin along; a coin is yours only once it is aboard "
        "your boat (or a partner's in 2 on 2).")),
    "barrel": ("Rum barrel", (
        "The pirate who enters sits with the barrel and misses his crew's next turn (the "
        "crew moves another piece). It acts every time someone enters.")),
    "bottles": ("Message bottles", (
        "The crew that opens it takes that many bottles (1 or 2) from the supply of 5, while "
        "any remain. Bottles are the crew's own, used after its action (a revival counts), "
        "as many as it likes, before the bear steps: to climb out of a pit alone, to reach "
        "a labyrinth's last step, or handed to a peaceful Missionary on the giver's cell or "
        "next to it, who takes up the sword for the crew that leads him. A used bottle goes "
        "back to the supply. Nobody uses another crew's bottles, a skipped crew none, and "
        "none in a smoky turn.\n\n"
        "If the Missionary opens it, he is handed one bottle at once (he converts) and the "
        "rest go to his crew.")),
    "balloon": ("Hot-air balloon", (
        "Up and away: the pirate who enters is carried at once to his own boat (never a "
        "partner's), with the coin he drags, which is banked. Nobody stays on it.")),
    "horse": ("Horse", (
        "The pirate leaps on at once like a chess knight, to a cell of his choice; only the "
        "cell he lands on opens if it is face down. Into the sea he swims; onto his own or a "
        "partner's boat he goes aboard.")),
    "ice": ("Ice", (
        "He slides: the move that brought him here happens again, the same way. After a "
        "step, one more step the same way; after a knight's leap, any knight's leap; after a "
        "trampoline, the same jump; after a die's push, the same push; after a flight, "
        "another flight (with no free face-up tile to fly to, he dies).")),
    "crocodile": ("Crocodile", (
        "Snap! The pirate is sent back to the cell he came from (to his boat, if he landed "
        "from it). A tile there that moves pirates acts again; a pit or a barrel there does "
        "not.")),
    "pit": ("Pit", (
        "The pirate falls in and stays until a pirate of his crew (or a partner in 2 on 2) "
        "enters the pit: the rescuer frees everyone of his side there and does not fall in "
        "himself. A message bottle lets him climb out alone; he stays on the tile, free. An "
        "enemy who enters strikes him home as usual.")),
    "cannon": ("Cannon", (
        "Boom: the pirate flies over everything the way the barrel points (north, east, "
        "south or west), to the first water cell on that line. His own or a partner's boat: "
        "aboard, his coin banked. An enemy boat: he dies and the coin sinks. An enemy "
        "swimmer there is struck and dies, and he swims on. Anywhere else he swims and a "
        "coin he had sinks. The direction is drawn when the cannon is opened.")),
    "shrine": ("Shrine", (
        "Holy ground: no coin may come in, and enemies may not enter while a pirate holds it "
        "(pirates of one side share it). A crew with a fighter standing here may spend its "
        "action to bring one of its dead pirates back to life, onto the shrine, while it has "
        "fewer than 3 fighters alive (a converted Missionary counts, and is never revived). "
        "It shelters nobody from the musket or the bear. Without a shrine on the island the "
        "dead stay dead.")),
    "fortress": ("Fortress", (
        "Nobody fights here: a pirate inside cannot be struck. No coin may come in; pirates "
        "of one side share it, enemies may not enter.")),
    "spyglass": ("Spyglass", (
        "While at least one pirate of a crew stands on it, that crew's boat sails one cell "
        "further each move.")),
    "trampoline": ("Trampoline", (
        "It throws the pirate exactly two cells in a straight line (any of 8 directions), "
        "over whatever lies between, with his coin if he has one: onto land he may enter "
        "(striking there only without a coin), into the sea (he swims; a coin sinks), or "
        "onto his own or a partner's boat (aboard, banked). Never onto an enemy boat or off "
        "the map.")),
    "lighthouse": ("Lighthouse", (
        "Whoever opens it climbs the tower and looks, in secret, at up to 4 face-down tiles "
        "his crew has not looked at yet, one at a time. They stay face down and do nothing; "
        "everyone sees which tiles were looked at, only that crew sees their faces.")),
    "jungle": ("Jungle", (
        "So thick nobody finds anybody: no fights here, and pirates of rival crews may stand "
        "in it together. No coin may be brought in.")),
    "bank": ("Bank", (
        "One piece at most stands here (a pirate of any crew, or the Missionary). A pirate on "
        "the bank with a coin there cannot be struck, not even by the musket; without a coin "
        "he is struck as on empty ground. A coin lying on the bank alone may be dragged off "
        "by anyone. The bear walks in freely.")),
    "airplane": ("Airplane", (
        "Once a game: the pirate who finds it flies at once, with his coin, to any face-up "
        "land tile other than the plane's with nobody on it (no pirate, Missionary or bear), "
        "which acts as if he had stepped onto it. With no such tile he stays. Then it is "
        "empty ground.")),
    "die": ("Crossroads die", (
        "Every time a piece enters, the die is rolled (a chance the game records: it is "
        "never rolled again by undo): 1 north, 2 east, 3 south, 4 west, 5 a diagonal of the "
        "mover's choice, 6 any of the 8 directions. Then it pushes him one cell that way, "
        "like an arrow; only directions he may take with what he carries are offered, and "
        "with none left he dies. Entering it again in the same move rolls again, and a "
        "push off the die never counts toward a cycle. The map shows the last roll where "
        "it was rolled, and the move log says it.")),
    "musket": ("Musket", (
        "Whoever opens it picks one of 8 directions and fires once. The shot flies to the "
        "map's edge over water, face-down tiles, boats and the bear, and hits the first "
        "pirate on land on its line, of any crew, his own included; he goes back to his "
        "boat. It passes pirates in the jungle or a fortress, with a Missionary, or holding "
        "a coin on the bank; it hits pirates in a pit, a labyrinth or the shrine. A peaceful "
        "Missionary who opens it does not fire. Then it is empty ground.")),
    "den": ("Bear's den", (
        "The bear wakes: it is put on the den, the pirate who woke it is mauled back to his "
        "boat (a coin he had stays on the den), and the bear takes its first step at once. "
        "From then on it steps at the end of every turn of the crew that woke it (after its "
        "bottles).\n\n"
        "It hunts pirates on land of every crew (a converted Missionary too); pieces in "
        "boats and swimmers are hidden from it, and with nobody on land it sits. It walks "
        "the shortest way over land to the nearest pirate; among equally near ones, the "
        "first clockwise from due north. It ignores every tile: it crosses face-down tiles "
        "without opening them, and pits, labyrinths, arrows, jungle, fortress, bank and "
        "shrine neither stop it nor shelter from it. Everyone on the cell it enters is "
        "mauled back to his boat (his coin stays there); a peaceful Missionary there is "
        "killed. A pirate who steps or is thrown onto its cell is mauled the same way, and "
        "a face-down tile under it is not opened.")),
    "missionary": ("Missionary", (
        "Deep in the island lives a Missionary. Whoever opens his tile gains him: he stands "
        "there, led by the opener's crew, and is moved instead of a pirate or the boat. He "
        "opens tiles and tiles act on him as on a pirate (the den, the cannibal and the bear "
        "kill him).\n\n"
        "Peaceful, he carries no coin, never strikes and is never struck; nobody on his cell "
        "strikes or is struck. He never enters a cell with enemies, and enemies never enter "
        "his. He may ride in his crew's or a partner's boat (adding no speed).\n\n"
        "A message bottle handed to him (from his cell or next to it) makes him a fighting "
        "pirate of that crew for every rule, gone for good if he dies. Then the tile is "
        "empty ground.")),
    "smoke": ("Smoke", (
        "For one round every crew is moved by the player of the next crew in turn order; "
        "the panel says who. Nobody may use another crew's bottles, and nobody uses bottles "
        "or proposes to end in a smoky turn. Then the tile is empty ground.")),
    "caramba": ("Caramba", (
        "Misfortune! A scorched beard, a coin dropped on a foot: the pirate curses like a "
        "sailor (the move log shows it), every time he enters. Nothing else happens: it is "
        "empty ground.")),
    "cannibal": ("Cannibal", (
        "A cannibal's dinner: the pirate who enters dies, and a coin he drags is eaten too. "
        "A pirate of his crew on the shrine may bring him back.")),
    "earthquake": ("Earthquake", (
        "The island shakes: whoever opens it swaps two land tiles with nobody on them (no "
        "pirate, Missionary or bear) and no coin, face-down ones too; each keeps its face, "
        "its back and its direction. For each face-up arrow moved, the opener picks its new "
        "quarter turn. It must be done when two tiles qualify. Then it is empty ground.")),
}

BACK_TEXTS = {
    "B": ("Beaches lie on the coast, where boats come in: a pirate lands on them from his "
          "boat, and boats are set up beside them."),
    "F": "Forests fill the island between the beaches and the mountains.",
    "M": "Mountains stand inside the island, never on the coast.",
}

# The tile kinds of the five boxes, in the order the help lists them.
KINDS = tuple(dict.fromkeys(kind_of(token) for box in BOXES.values() for _, token, _ in box))
PAGE_ORDER = (*BACK_PAGES.values(), *KINDS)


def boxes_of(island: str | None) -> tuple[int, ...]:
    """The boxes an island takes its tiles from (all five for free, random, or unknown)."""
    if island in ISLANDS:
        return ISLANDS[island][2]
    return tuple(BOXES)


def faces(kind: str, boxes=tuple(BOXES)) -> list[tuple[str, str, int]]:
    """(back, token, how many) of every tile of that kind in those boxes."""
    out: dict[tuple[str, str], int] = {}
    for b in boxes:
        for back, token, n in BOXES[b]:
            if kind_of(token) == kind:
                out[back, token] = out.get((back, token), 0) + n
    return [(back, token, n) for (back, token), n in out.items()]


def face_words(token: str) -> str:
    """A face in a player's words, its glyph first: ``#3 a labyrinth of 3 steps``."""
    k = kind_of(token)
    if k == "arrow":
        return "arrow " + "+".join(dirs_of(token))
    if k == "cannon":
        return "cannon"
    if k == "labyrinth":
        return f"labyrinth of {number_of(token)} steps"
    if k == "chest":
        n = number_of(token)
        return f"chest of {n} coin{'s' if n > 1 else ''}"
    if k == "bottles":
        n = number_of(token)
        return f"{n} bottle{'s' if n > 1 else ''}"
    return PLAIN[k]


def title_of(kind: str) -> str:
    if kind in BACK_PAGES.values():
        return f"Face-down tile, {BACKS[kind[-1]]} back"
    return TEXTS[kind][0]


def list_glyph(kind: str) -> str:
    """The glyph that stands for a page in the tile list."""
    if kind in BACK_PAGES.values():
        return back_glyph(kind[-1])
    tokens = [token for _, token, _ in faces(kind)]
    return tile_glyph(tokens[0]) if tokens else GLYPHS.get(kind, "?")


# The pieces a tile brings onto the map, shown on its page too.
EXTRA_LOOKS = {
    "den": (("@", "the bear, once it is awake"),),
    "missionary": (("†", "the Missionary, peaceful"), ("‡", "the Missionary with a sword")),
    "die": (("⚄5", "the last roll (here a 5), where it was rolled"),),
}


def page(kind: str, island: str | None = None) -> ArchipelagoPage:
    """The page of a tile kind (or of a back: ``back-B``), for an island (None: any)."""
    boxes = boxes_of(island)
    where = f"island {island}" if island in ISLANDS else "all 66 tiles"
    box_words = (f"box {boxes[0]}" if len(boxes) == 1 else
                 f"boxes {', '.join(map(str, boxes[:-1]))} and {boxes[-1]}")
    if kind in BACK_PAGES.values():
        back = kind[-1]
        hidden: dict[str, int] = {}
        for b in boxes:
            for bk, token, n in BOXES[b]:
                if bk == back:
                    hidden[face_words(token)] = hidden.get(face_words(token), 0) + n
        total = sum(hidden.values())
        under = ", ".join(f"{name}" + (f" x{n}" if n > 1 else "") for name, n in hidden.items())
        removed = (" Before the game 2 beach, 3 forest and 4 mountain tiles were set aside "
                   "unseen, so some of these are not on the island at all."
                   if island in ISLANDS else "")
        text = (f"Nobody knows what lies under it yet; only its back is printed for all to "
                f"see. {BACK_TEXTS[back]}\n\n"
                f"A pirate opens it by stepping onto it (a landing from the boat too); it "
                f"acts at once. A pirate dragging a coin steps only onto face-up tiles. The "
                f"bear walks over it without opening it, and a pirate stepping onto the bear "
                f"there does not open it either.\n\n"
                f"The {total} {BACKS[back]} tiles of {box_words}: {under}.{removed}")
        return ArchipelagoPage(kind, title_of(kind),
                               ((back_glyph(back), f"face down, {BACKS[back]} back (the "
                                                   f"letter {BACK_LETTERS[back]})"),), text)
    title, text = TEXTS[kind]
    notes = []
    if kind in SINGLE_USE:
        notes.append("It acts once, when it is opened; then it is empty ground.")
    elif kind not in MOVE_ON:
        notes.append("It acts every time a piece enters it.")
    if kind in MOVE_ON:
        notes.append("Nobody stays on it: it moves a piece on at once (in the same move).")
    if kind in NO_COIN:
        notes.append("No coin may be brought onto it.")
    all_faces = faces(kind)
    here = faces(kind, boxes)
    tokens = list(dict.fromkeys(token for _, token, _ in all_faces))
    looks = tuple((tile_glyph(token), face_words(token)) for token in tokens) \
        if kind in ("arrow", "labyrinth", "chest", "bottles") else \
        ((tile_glyph(all_faces[0][1]) if kind == "cannon" else GLYPHS[kind],
          "the way the barrel points, e.g. ¤→ fires east" if kind == "cannon" else title),)
    looks += EXTRA_LOOKS.get(kind, ())
    count = sum(n for _, _, n in here)
    backs = sorted({BACKS[back] for back, _, _ in all_faces})
    found = [str(b) for b in BOXES if any(kind_of(token) == kind for _, token, _ in BOXES[b])]
    in_boxes = f"box {found[0]}" if len(found) == 1 else \
        f"boxes {', '.join(found[:-1])} and {found[-1]}"
    everywhere = sum(n for _, _, n in all_faces)
    counted = (f"{count} in the {box_words} of island {island} (before tiles were set "
               f"aside), {everywhere} in all 66 tiles" if island in ISLANDS else
               f"{everywhere} of all 66 tiles")
    notes.append(f"How many: {counted}, in {in_boxes}; under a {' or '.join(backs)} back.")
    return ArchipelagoPage(kind, title, looks, text + "\n\n" + " ".join(notes))


def cell_page(state, cell: int) -> tuple[str, tuple[str, str, str]] | None:
    """The page of what lies on a cell of an Archipelago state, and the cell as shown
    (name, glyph, words); None for water. A face-down tile gives its back's page only."""
    board = state.board
    if cell is None or not 0 <= cell < board.cells or cell not in board.land:
        return None
    name = board.name(cell)
    if not state.up[cell]:
        back = state.backs[cell]
        return BACK_PAGES[back], (name, back_glyph(back), f"face down, {BACKS[back]} back")
    token = state.tiles[cell]
    return kind_of(token), (name, tile_glyph(token), face_words(token))


# ----- how to play ---------------------------------------------------------------------------

MODE_WORDS = {
    "1": "1 player: a pirate puzzle against the bear",
    "2": "2 players, White against Black",
    "3": "3 players: White, Yellow and Black",
    "4": "4 players, each for themselves",
    "2v2": "2 on 2: White and Black against Yellow and Red",
}


def how_to_play(state=None) -> list[tuple[str, str]]:
    """Archipelago's rules as (heading, text) pairs; for a game, its island and mode first."""
    out: list[tuple[str, str]] = []
    if state is not None:
        island = state.island
        where = (f"puzzle card {island[1:]}" if str(island).startswith("p") else
                 "an island of its own" if island in ("custom", "", None) else
                 f"a {island} island" if island in ("free", "random") else
                 f"island {island}")
        stall = state.options.get("stall_rounds", 0)
        card = card_number(island) if state.solo else None
        out.append(("This game", (
            f"Jackal Archipelago, {MODE_WORDS.get(state.mode, state.mode)}, on {where}. "
            + (f"The card's goal: every coin on the bank in {goal_words(CARDS[card][1])} "
               "(the pirate puzzles' rules are the next section)." if card is not None else
               "" if state.solo else
               f"Anti-stall limit: {f'{stall} rounds' if stall else 'off'}.")
            + (f" A campaign: this is island {state.island_no} of {state.islands} "
               "(C shows its table)." if state.campaign else ""))))
    out += [
        ("The goal", (
            "An island of face-down tiles hides 19 coins in chests (fewer when tiles were set "
            "aside). Find them and bring them aboard your boat: a coin aboard is banked at "
            "once and can never be lost. When the island ends, the most coins banked wins; "
            "partners add theirs, and equal scores share the win.")),
        ("The island", (
            "Tiles are laid face down on a map of beach, forest and mountain backs, which "
            "everyone sees: beaches on the coast, mountains inside. Island 1 takes the 33 "
            "tiles of box 1 and sets 2 beach, 3 forest and 4 mountain tiles aside unseen; "
            "islands 2, 3 and 4 take boxes 1 to 2, 3 or 4 the same way. A free island lays "
            "all 66 tiles; a random island draws its map from the seed. North is up: it "
            "breaks the bear's ties.")),
        ("Boats and the set-up", (
            "Each crew has one boat, its ship; the three pirates start aboard. White sets up "
            "first, then the others in turn: a boat goes on water beside a beach, touching "
            "no other boat. By default every boat starts on its recommended place; chosen "
            "on the new-game form, each player picks the place on the map.")),
        ("A turn", (
            "White first, then Yellow, Black, Red. On its turn a crew does one thing: moves "
            "one pirate, the Missionary it leads, or its boat, or revives a pirate at the "
            "shrine. Then it may use message bottles. Then, if it woke the bear, the bear "
            "takes a step. A crew with nothing to do is skipped.")),
        ("Boats at sea", (
            "A boat sails only with a pirate of its crew aboard: one cell a move for each "
            "of its own pirates aboard (one more while one of them stands on a spyglass), "
            "over water in any of 8 directions, never onto a boat or an enemy swimmer. It "
            "may jump over a row of boats to the first free water beyond: that is one step. "
            "Sailing onto your own or a partner's swimmers takes them aboard, and the boat "
            "may sail on. Boats cannot be attacked.")),
        ("Landing and walking", (
            "From the boat a pirate lands on any of the 8 cells around it that is land. On "
            "land he steps to any of the 8 cells around him. Stepping onto a face-down tile "
            "opens it, and it acts at once (each tile has its page). Nobody steps from land "
            "into the water, except onto his own or a partner's boat next to him.")),
        ("Swimmers", (
            "Tiles can throw a pirate into the sea (an arrow, a horse, the cannon, the "
            "trampoline, the die). A swimmer moves one water cell at a time, in any of 8 "
            "directions, and climbs aboard his own or a partner's boat next to him; never "
            "onto land. A swimmer who moves onto an enemy swimmer strikes him, and a "
            "swimmer struck dies. A coin taken into the sea sinks.")),
        ("Coins to the boat", (
            "An opened chest lays its coins on its tile. A pirate leaving a tile with coins "
            "may drag one along (c): then he steps only onto face-up tiles, strikes nobody, "
            "and may not enter the jungle, a fortress or the shrine. Brought aboard his own "
            "boat, or a partner's, the coin is banked for his crew. A balloon, an arrow, a "
            "cannon or the trampoline may carry it aboard too.")),
        ("Striking", (
            "A pirate stepping onto enemies strikes them all: each goes back to his own "
            "boat, leaving his coin on the tile. Nobody strikes or is struck in the jungle, "
            "in a fortress, or on the Missionary's cell; in a labyrinth only an enemy one "
            "step ahead.")),
        ("Death and the shrine", (
            "A pirate dies to the cannibal, in a cycle of moving tiles, when a forced move "
            "cannot end anywhere allowed or ends on an enemy boat, and when struck while "
            "swimming. The bear, the musket and strikes on land only send him back to his "
            "boat. A crew with a pirate on the shrine may spend its action to revive a dead "
            "pirate there (r), while it has fewer than 3 fighters alive.")),
        ("The bear", (
            "Opening the bear's den wakes it: the opener is mauled back to his boat and the "
            "bear steps at once, then at the end of every turn of the crew that woke it. It "
            "walks the shortest way over land to the nearest pirate on land (of any crew), "
            "ignoring every tile, and mauls everyone on the cell it enters back to their "
            "boats; it kills a peaceful Missionary. Pirates in boats and swimmers are hidden "
            "from it. Stepping onto the bear gets you mauled too: keep clear of it.")),
        ("The die", (
            "The crossroads die is rolled every time a piece enters its tile: 1 to 4 push "
            "north, east, south, west; 5 a diagonal of the mover's choice; 6 any direction. "
            "The roll is recorded: undoing past it needs everyone's agreement, as undoing "
            "past an opened tile does.")),
        ("Message bottles", (
            "There are 5 bottles. Bottle tiles give them to the crew that opens them. After "
            "its action a crew may use any of its bottles (b): a pirate climbs out of a pit, "
            "a pirate in a labyrinth reaches its last step, or a bottle is handed to a "
            "peaceful Missionary next to a pirate, who takes up the sword. A used bottle "
            "goes back to the supply.")),
        ("The Missionary", (
            "Whoever opens his tile leads him. He opens tiles, never carries, strikes or is "
            "struck, and nobody fights on his cell; enemies and he never share a cell. A "
            "bottle makes him a fighting pirate of his crew.")),
        ("Smoke", (
            "For one round every crew is moved by the player of the next crew; the panel "
            "says who. No bottles and no proposal to end in a smoky turn.")),
        ("The end and the agreement to end", (
            "The island ends when every tile is face up and no coin lies on land or is "
            "carried; when no crew can act; after the anti-stall limit of rounds in which "
            "no tile was opened, no coin banked, sunk or eaten, and nobody died or was "
            "revived; or when everyone agrees. On its turn, before acting, a crew may "
            "propose to end (e); the others answer in turn (y agrees, n refuses) and one "
            "refusal ends the vote. A computer crew agrees when the end cannot cost it "
            "the win (it leads by more than the coins still to bank, or its rivals are "
            "all dead for good) or when playing on cannot help it (its own pirates are all "
            "dead for good, or it cannot even draw); it proposes when its rivals are all "
            "dead for good and it leads, or (at most once in ten rounds) when no coin left "
            "can cost it the win. "
            "A coin nobody can reach is nobody's.")),
        ("Two on two", (
            "White and Black play against Yellow and Red, taking turns so that the teams "
            "alternate. Partners share cells, fortresses and the shrine, free each other "
            "from pits, board and bank in each other's boats, and add their coins; a struck "
            "pirate still goes back to his own boat, and a balloon takes him only there.")),
        ("Pirate puzzles (1 player)", (
            "A puzzle card lays a small island face up, the chests already holding their "
            "coins, the three pirates on the bank and the bear on its den. Each turn White, "
            "Yellow and Red must each step (even into death), then the bear steps, and in a "
            "puzzle the bear kills. Bring every coin to the bank within the card's turns, "
            "with enough pirates alive. A goal whose turn is over, or that needs more "
            "pirates than are left alive, can no longer be met (the panel says which); "
            "bringing every coin to the bank still solves the card, and the results say "
            "which goals were met.")),
        ("Puzzles: a turn, hints and best results", (
            "In a puzzle you move White's three pirates one after the other: the one whose "
            "step it is is chosen for you, so ⏎ on a bracketed cell moves him (c first "
            "drags a coin along). The panel says where the bear steps next; u takes a "
            "step back at no cost. H asks for a hint: the next step of a best line from "
            "the board (the most goals met, then the fewest turns), with the piece chosen "
            "and the cell marked *; ⏎ plays it. A long card may take a while to think "
            "(the panel says how far it has looked; play on meanwhile), and when no goal "
            "can be met any more the hint says so. The pirate puzzles list (p on the "
            "title screen) shows each card's goals, ✓ for a goal met and · for one not "
            "yet, and your best result: the fewest turns for the pirates alive, and the "
            "hints asked for on the way. The best results are kept in puzzles.json in "
            "the data folder, beside the saves; a file that cannot be read is kept aside, "
            "never overwritten.")),
    ]
    if state is not None and state.solo:   # a puzzle's own rules first, after "This game"
        hints = out.pop()
        out.insert(1, out.pop())
        out.insert(2, hints)
    from jackal_tui.tui.archipelago.help_campaign import campaign_sections
    if state is not None and state.campaign:   # a campaign's pages right after "This game"
        out[1:1] = campaign_sections()
    elif state is None or not state.solo:
        out += campaign_sections()
    return out


# ----- keys and marks --------------------------------------------------------------------------

KEYS = (
    ("Arrows", "move the cursor on the map"),
    ("⏎", "choose the piece or boat under the cursor; on a marked cell: go there"),
    ("Tab", "jump to the next piece that can move"),
    ("c", "drag a coin along with the chosen pirate (on/off)"),
    ("b", "use a message bottle (after the crew's action)"),
    ("d", "done with the bottles: end the turn"),
    ("r", "revive a dead pirate at the shrine"),
    ("e", "propose to end the island; y agrees, n refuses"),
    ("H", "a puzzle's hint: the next step of a best line from the board"),
    ("C", "a campaign's table: each island's coins, who took which ability"),
    ("↑↓ ←→ ⏎ n", "the ability draw: a card, a pirate, take it, or n to pass"),
    ("u", "undo: an opened tile or a die roll needs everyone's agreement"),
    ("? F1", "this help, on the tile under the cursor"),
)

MARKS = (
    ("░b░ ░f░ ░m░", "a face-down tile: its back, beach, forest or mountain, by letter and "
                    "colour"),
    ("≡W3", "a boat, by its crew's letter (W White, Y Yellow, B Black, R Red), with the "
            "pirates aboard"),
    ("W  W2", "pirates of a crew on land (W2: two of them)"),
    ("~W", "a pirate swimming"),
    ("W°", "a pirate there holds a campaign's ability (the panel names them: "
           + short_words() + ")"),
    ("† ‡", "the Missionary; ‡ once a bottle has made him a fighting pirate"),
    ("@", "the bear"),
    ("$2", "coins lying on a tile"),
    ("⚄5", "the die's last roll, where it was rolled"),
    ("[ ] ( )", "[ ] cells the chosen piece or boat can go to; ( ) the chosen one"),
    ("reversed", "the cursor"),
)
