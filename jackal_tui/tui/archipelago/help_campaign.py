"""The help's pages on a campaign of Jackal Archipelago: how the islands follow each other
and how the ability draw works, then one page per ability, in a player's words, from
RULINGS-ARCHIPELAGO.md ("End, score, campaign" and "Abilities: finer points"). The short
line of each card (what the draw shows) is the rules core's
(:data:`jackal_tui.games.archipelago.abilities.TEXT`); these pages say the finer points.
"""

from __future__ import annotations

from jackal_tui.games.archipelago.abilities import BOX, NAMES, TEXT
from jackal_tui.tui.archipelago.campaign_words import ABILITY_MARK, SHORT, short_words

CAMPAIGN = (
    "A campaign plays islands 1, 2, 3 and 4 in a row (then the free island, then random "
    "ones), with the same players and seats throughout. Coins and bottles start afresh on "
    "each island, and each island has its own winner: the campaign keeps every island's "
    "result but names no overall winner. Every pirate, dead or alive, starts the next "
    "island aboard his boat.")
DRAW = (
    "After an island, each crew that banked 3 or more coins itself may take one ability. "
    "Up to 4 cards are shown from the deck: after island 1 the abilities of box 2, after "
    "island 2 those of boxes 2 and 3, and so on (after island 4 all twelve), never one "
    "already held. The crews pick in order of that island's score (in 2 on 2, the team's "
    "total; ties in turn order). A pick puts one shown card on one of the crew's three "
    "pirates, dead or alive, never the Missionary; a pirate may hold several. Passing is "
    "allowed. The draw ends when everyone who may pick has picked or passed, or no card is "
    "left; cards not taken go back to the deck. The cards lie face up: everyone sees the "
    "draw, and at a shared keyboard nobody needs to look away.")
DRAW_KEYS = (
    "On the draw's screen: ↑↓ choose a card, ←→ one of your pirates, ⏎ takes the card for "
    "him, n passes; a lists every pick. A computer crew picks by itself. C shows the "
    "campaign's table (each island's coins and picks) there and on the map, and it shows by "
    "itself between islands.")
MARKS = (
    f"On the map, W{ABILITY_MARK} marks a cell where a pirate holds an ability; the panel "
    "lists each crew's pirates with their abilities, shortened to three letters: "
    + short_words() + ". The cell under the cursor names them in full.")

# What each ability changes, in a player's words (RULINGS-ARCHIPELAGO, "Abilities: finer
# points"). No ability affects the bear.
PAGES = {
    "Strongman": (
        "He drags up to two coins from one tile wherever a pirate may drag one (a bottle's "
        "jump to a labyrinth's last step included). The two coins share their fate: banked, "
        "dropped or sunk together."),
    "Navigator": (
        "While he is aboard, his crew's boat sails one step more. The speed is counted when "
        "the boat sets off: taken aboard on the way, he adds his step from the next boat "
        "move. A partner's Navigator adds nothing to your boat."),
    "Lookout": (
        "Once per island, at the end of his crew's turn (with the bottles, before the bear "
        "steps), he may look in secret at one face-down tile among the 8 cells around him, "
        "on land, swimming or aboard. Only his crew sees the face, as with a lighthouse "
        "look; the tile stays shut (a den looked at stays asleep). Dead, he does not look; "
        "there is no look in a smoky turn."),
    "Jonah": (
        "Nobody can strike him, and enemies may share his tile without a fight (they strike "
        "everyone else there). He never goes aboard: a move that would put him on his boat "
        "puts him instead on a free face-up land cell next to it, chosen by his crew, his "
        "coin not banked; with no such cell he stays where he was. Sent to his boat by the "
        "bear or the musket, he lands on such a cell at once. He still strikes as any "
        "pirate, and the bear still mauls him."),
    "Swimmer": (
        "He steps from a coast cell into the water next to it and from the water onto a "
        "coast cell, both ways. With a coin he goes ashore only onto face-up land he may "
        "enter. His coin does not sink at sea: it swims with him and is banked when he "
        "boards; struck at sea he dies and the coin sinks."),
    "Brawler": (
        "He may strike while dragging a coin, even into a bank held by a lone enemy without "
        "a coin."),
    "Pathfinder": (
        "A labyrinth of N steps has N-1 for him (a bottle takes him to its last one). He "
        "alone may drag a coin into the jungle; it lies there like any coin, and anyone in "
        "the jungle may drag it out."),
    "Cook": (
        "The cannibal does not kill him: he may stand on its tile, though it still eats "
        "his coin. An enemy entering strikes him first and is then killed by the cannibal; "
        "a crewmate entering dies as usual."),
    "Old Salt": (
        "Rum barrels do not hold him. A bottles tile he opens gives one bottle more while "
        "the supply has one."),
    "Gunner": (
        "On each entry to a cannon he picks the direction it fires him (north, east, south "
        "or west; never onto an enemy boat). The tile keeps the direction it showed. The "
        "musket passes him by."),
    "Mountaineer": (
        "Stepping or landing onto a face-down mountain (never a forced move), his crew sees "
        "its face in secret first and then chooses: enter (it opens and acts) or decline: "
        "he stays where he was (aboard, if landing), the tile stays shut and known to his "
        "crew, and that was the crew's action. He may decline the bear's den."),
    "Lucky": (
        "A crocodile is empty ground for him: he may stop on it, with a coin too, and leave "
        "the coin there (anyone else entering is sent back first). A pit does not hold him."),
}
assert set(PAGES) == set(NAMES)


def campaign_sections() -> list[tuple[str, str]]:
    """(heading, text) pairs for the help's rules: the campaign, the draw, the marks, then
    one per ability in the deck's order."""
    out = [("A campaign", CAMPAIGN), ("The ability draw", DRAW + "\n\n" + DRAW_KEYS),
           ("Abilities on the map", MARKS)]
    for name in NAMES:
        out.append((f"Ability: {name} ({SHORT[name]}, box {BOX[name]})",
                    f"On the card: {TEXT[name]}.\n\n{PAGES[name]}"))
    return out
