"""A card hot-seat keeps every hand off the shared screen (RULINGS-CARDS.md, "No tells on a
shared screen" and "A round": "the screen shows a hand only to its owner (behind a hand-over
screen when friends share a terminal)").

Three people at one terminal play island card 1 (the rulebook's worked example's card):

    R D . ~      Victor lays up-left (a blue flag after it is refused) and holds a Doubling;
    . 3 . .      Susan lays red, left-right: from a1 to b1, rough ground, holding no Friday;
    . 1 X .      Paul lays up-right: into the bandit at c3, holding a Weapon.
    ~ W . L

Every question of the resolution comes up (Rum, where a card goes, Weapon, Man Friday,
Doubling). Every hand-over page is read as the terminal shows it: no card's name and no
message of any seat on it. A question about a card of the hand is answered behind a
hand-over, with the hand in view; one who holds no such card is told so there, never on the
shared screen.
"""

from __future__ import annotations

import html
import re

from jackal_tui.games.cards import match_from_position
from jackal_tui.games.cards.deck import NAMES
from jackal_tui.session import Session
from jackal_tui.tui.cards.hand import CARD_TITLES
from jackal_tui.tui.cards.screen import CardsScreen, HandOverScreen

POSITION = """\
card-game 3
names Victor, Susan, Paul
island 1
islands
first 1
phase plan 1
player 1 coins 0 hand up-left straight blue doubling sails
player 2 coins 0 hand red left-right rum sails
player 3 coins 0 hand up-right weapon rum sails
"""

# every card as a player may read it, and the words of a question about one
CARD_WORDS = sorted({*CARD_TITLES, *NAMES, "Man Friday", "flag"}, key=len, reverse=True)


def screen_text(app) -> str:
    """What the terminal shows now, toasts included (read from a screenshot)."""
    svg = app.export_screenshot()
    rows: dict[float, list[tuple[float, str]]] = {}
    for m in re.finditer(r'<text[^>]*?x="([\d.]+)"[^>]*?y="([\d.]+)"[^>]*>(.*?)</text>', svg):
        rows.setdefault(float(m.group(2)), []).append(
            (float(m.group(1)), html.unescape(m.group(3)).replace("\xa0", " ")))
    return "\n".join(" ".join(t for _, t in sorted(parts)) for _, parts in sorted(rows.items()))


def cards_named(text: str) -> list[str]:
    return [w for w in CARD_WORDS if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text,
                                               re.IGNORECASE)]


class Table:
    """Drives the game by keys and checks each hand-over page as it comes."""

    def __init__(self, pilot) -> None:
        self.pilot = pilot
        self.app = pilot.app
        self.said: list[str] = []      # every message shown to a seat so far
        self.hand_overs = 0

    def cards(self) -> CardsScreen:
        return next(s for s in self.app.screen_stack if isinstance(s, CardsScreen))

    def note(self) -> None:
        self.said += [n.message for n in self.app._notifications if n.message not in self.said]

    async def press(self, *keys: str) -> None:
        for key in keys:
            self.note()
            await self.pilot.press(key)
            await self.pilot.pause()
            self.note()

    async def steps(self) -> None:
        for _ in range(60):
            if not self.cards().stepping or self.app.screen is not self.cards():
                return
            await self.press("end")

    async def hand_over(self, name: str) -> None:
        """A hand-over page to ``name`` is up: nothing of any hand, no seat's message."""
        for _ in range(10):
            if isinstance(self.app.screen, HandOverScreen):
                break
            await self.pilot.pause()
        await self.pilot.pause()
        screen = self.app.screen
        assert isinstance(screen, HandOverScreen), type(screen)
        assert not getattr(screen, "shown", False)
        text = screen_text(self.app)
        assert f"Pass the keyboard to {name}" in text
        assert cards_named(text) == [], text
        for message in self.said:
            assert message[:30] not in text, (message, text)
        assert not self.app._notifications
        self.hand_overs += 1
        await self.press("enter")


async def test_a_three_player_hot_seat_never_shows_a_hand_or_a_seats_message(app_factory):
    game = match_from_position(POSITION)
    app = app_factory(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        t = Table(pilot)
        # Victor lays up-left; a blue flag after it is refused; c commits
        await t.hand_over("Victor")
        await t.press("enter", "right", "enter")
        assert any("blue flag may only be the first card" in m for m in t.said), t.said
        await t.press("c")
        # Susan: the refusal is on neither the hand-over nor her hand's screen
        await t.hand_over("Susan")
        assert "blue flag" not in screen_text(app)
        assert "Susan, lay your secret row" in t.cards().area_text().plain
        await t.press("right", "enter", "left", "enter", "c")     # red, left-right
        await t.hand_over("Paul")
        await t.press("enter", "c")                                # up-right
        await t.steps()
        table = t.cards()
        s = table.game.state

        # Rum on Victor: Susan answers behind a hand-over (she holds one), Paul declines
        assert s.phase == "rum" and s.decider == 1
        assert "rum" not in table.area_text().plain.split("play Rum on")[0].lower()
        await t.press("r")
        await t.hand_over("Susan")
        assert type(app.screen).__name__ == "HandScreen" and app.screen.shown
        private = screen_text(app)
        assert "Only for Susan" in private and "rum" in private.lower()
        await t.press("n")
        assert s.decider == 2
        await t.press("n")
        await t.steps()
        # Victor's up-left to a3; the Doubling question: y passes the keyboard to him
        assert s.phase == "double" and s.decider == 0
        await t.press("y")
        await t.hand_over("Victor")
        assert "y: attach the Doubling" in screen_text(app)
        await t.press("y")
        await t.steps()
        assert 13 not in s.hand[0]                                 # the Doubling was played

        # Rum on Susan: Paul declines on the table; Victor holds none and is told so
        # in private only
        assert s.phase == "rum" and s.decider == 2
        await t.press("n")
        assert s.decider == 0
        await t.press("r")
        await t.hand_over("Victor")
        assert "You hold no Rum" in screen_text(app)
        await t.press("enter")
        await t.steps()
        # Susan from the red flag: left-right has a choice (lost, or b1)
        assert s.phase == "move"
        await t.press("2")
        await t.steps()
        # b1 is rough ground: the Friday question, and she holds none
        assert s.phase == "friday" and s.decider == 1
        await t.press("y")
        assert "you hold no" not in screen_text(app).lower()
        await t.hand_over("Susan")
        assert "You hold no Man Friday" in screen_text(app)
        await t.press("enter")
        await t.steps()
        assert s.phase == "double" and s.decider == 1
        await t.press("n")
        await t.steps()

        # Rum on Paul: both decline; then the bandit at c3 and his Weapon
        assert s.phase == "rum"
        await t.press("n")
        await t.steps()
        await t.press("n")
        await t.steps()
        assert s.phase == "weapon" and s.decider == 2
        await t.press("y")
        await t.hand_over("Paul")
        await t.press("y")
        await t.steps()
        assert s.phase == "double" and s.decider == 2
        await t.press("h")                                         # a look, then no
        await t.hand_over("Paul")
        await t.press("enter")
        await t.steps()
        assert s.phase != "double"
        assert t.hand_overs == 9
        # no refusal of the rules ever reached the shared screen
        assert not any("you hold no" in m.lower() for m in t.said), t.said


async def test_a_question_about_a_card_nobody_else_sees_is_not_asked_of_a_hand_without_it(
        app_factory):
    """One person against computers: nobody else looks at the screen, so a question about
    a card the hand does not hold is answered "no" without asking (a hot-seat still asks:
    see the test above). Victor holds no Doubling: after his up-left the game goes on."""
    from jackal_tui.session import HUMAN, set_seats

    game = match_from_position(POSITION.replace("hand up-left straight blue doubling",
                                                "hand up-left straight blue weapon"))
    set_seats(game, [HUMAN, "easy", "easy"])
    app = app_factory(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "c")                 # Victor lays up-left
        asked = []
        for _ in range(200):
            table = next(s for s in app.screen_stack if isinstance(s, CardsScreen))
            if app.screen is not table:
                await pilot.press("enter")              # the treasure table
            elif table.stepping:
                await pilot.press("end")
            elif table.mode() == "ask":
                asked.append(table.area_text().plain)
                await pilot.press("n")
            if game.state.status[0] != "going" and game.action_count > 7 \
                    and game.state.phase != "double":
                break
            await pilot.pause(0.05)
        assert game.state.status[0] in ("out", "gold"), game.state.status
        assert not any("Doubling" in words for words in asked), asked
        assert "no double" in [str(a) for a in game.actions]
