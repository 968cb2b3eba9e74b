"""The campaign between islands (RULINGS-ARCHIPELAGO.md, "End, score, campaign" and "The
draw"): after an island, the crews that banked 3 or more coins themselves may each take
one ability from the cards shown, in order of that island's score; then the next island
is dealt, every pirate aboard with his abilities.

One Match plays the whole campaign: its event log runs from island to island, so saving,
undo and replay work as for one island. The shown cards and each island's tiles are
chance, drawn from the seed when the action that needs them is played and written into
their events (``shown``, ``deal``), never drawn on replay.
"""

from __future__ import annotations

from jackal_tui.games.archipelago.abilities import WORDS, deck_after
from jackal_tui.games.archipelago.actions import Action, piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS, deal_codes, deal_island
from jackal_tui.games.archipelago.reach import chance
from jackal_tui.games.archipelago.state import State

# Pick order and eligibility: a crew picks if it banked this many coins itself.
COINS_TO_DRAW = 3
SHOWN = 4


def island_name(number: int) -> str:
    """The island a campaign plays as its ``number``-th: 1, 2, 3, 4, then the free
    island, then islands of a random layout (RULINGS-ARCHIPELAGO, "Islands")."""
    if number <= 4:
        return str(number)
    return "free" if number == 5 else "random"


def pick_order(s: State) -> list[int]:
    """The crews that may draw after this island, in the order they pick: by the island's
    score as counted for the end (in 2 on 2 the team's), ties in turn order; only crews
    that banked 3 or more coins themselves."""
    score = {c: v for crews, v in s.side_scores() for c in crews}
    eligible = [c for c in s.crews if s.banked[c] >= COINS_TO_DRAW]
    return sorted(eligible, key=lambda c: (-score[c], s.crews.index(c)))


def draw_actions(s: State) -> list[Action]:
    """The picking crew's choices: each shown card on each of its three pirates (dead or
    alive, never the Missionary), or a pass."""
    crew = s.turn
    who = CREW_LETTERS[crew]
    out = [Action("pick", who, to=piece_name(p), word=WORDS[name])
           for name in s.shown for p in range(crew * 3, crew * 3 + 3)]
    out.append(Action("pass", who))
    return out


class CampaignFlow:
    """The Resolver's part between islands (mixed into it: ``emit`` and ``s``)."""

    s: State

    def finish(self, reason: str) -> None:
        """The island ends (``reason`` in words); in a campaign with islands to come, the
        draw begins, or the next island when nobody may draw."""
        self.emit("end", reason)
        if self.s.campaign and not self.s.over:
            self.begin_draw()

    def begin_draw(self) -> None:
        s = self.s
        order = pick_order(s)
        deck = deck_after(s.island_no, s.owned())
        if not order or not deck:
            self.deal_next()
            return
        shown = chance(s).sample(deck, min(SHOWN, len(deck)))
        self.emit("shown", *sorted(shown, key=deck.index))
        self.emit("pickers", tuple(order))

    def draw(self, a: Action) -> None:
        """A pick or a pass; the draw goes on with the next crew while cards are left."""
        s = self.s
        crew = s.turn
        if a.kind == "pick":
            from jackal_tui.games.archipelago.abilities import parse_ability
            from jackal_tui.games.archipelago.actions import parse_piece
            self.emit("ability", parse_piece(a.to), parse_ability(a.word))
        else:
            self.emit("pass", crew)
        rest = s.pickers[1:]
        if rest and s.shown:
            self.emit("pickers", rest)
        else:
            self.deal_next()

    def deal_next(self) -> None:
        s = self.s
        name = island_name(s.island_no + 1)
        seed = chance(s).randrange(1, 10**9)
        self.emit("deal", *deal_codes(deal_island(name, seed)))
