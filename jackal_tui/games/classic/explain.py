"""Plain words for why an action is not legal now.

``why_not`` gives the rule's reason as a short clause ("B1 carries a coin: a carrier
steps only onto face-up tiles"); ``why_illegal`` puts the action's text in front of it
for ``IllegalActionError``. Both only read the state: no UI, no I/O. The reasons follow
the rules core (rules.py) check by check, so that the words name the rule that really
refused the action, and end with a plain "not a legal action now" only where no rule
is known.
"""

from __future__ import annotations

from jackal_tui.games.classic.actions import Action, pirate_name
from jackal_tui.games.classic.board import (
    CREW_LETTERS, CREW_NAMES, IS_ISLAND, KNIGHT, NEIGHBOURS, SEA_NEIGHBOURS, SHIP_SIDES, STEP,
    cell_name, front_of, ship_moves, side_of_ship_cell,
)
from jackal_tui.games.classic.state import DEAD, LAND, SEA, SHIP, State, rules_version
from jackal_tui.games.classic.tiles import AIRPLANE, CANNIBAL, FORTRESS, MOVE_ON, NATIVE, SPIN, THICKET

FORTS = (FORTRESS, NATIVE)
BEN_GUNN, FRIDAY, MISSIONARY = 12, 13, 14
PEOPLE = {BEN_GUNN: "Ben Gunn", FRIDAY: "Friday", MISSIONARY: "the Missionary"}


def piece_words(p: int) -> str:
    """A piece as the sentences name it: ``W2``, or ``Friday``."""
    return PEOPLE.get(p, pirate_name(p)) if p >= 12 else pirate_name(p)


def held_by(s: State, p: int) -> str | None:
    """What keeps piece ``p`` from any move this turn, as words after his name ("is dead",
    "is caught in a trap until a friend comes", "is sleeping off the rum this turn"), or
    None."""
    if s.p_where[p] == DEAD:
        return "is dead"
    if s.p_trap[p]:
        return "is caught in a trap until a friend comes"
    if s.p_drunk[p] == 1:
        return "is sleeping off the rum this turn"
    return None


def _peaceful(s: State, p: int) -> bool:
    return p == FRIDAY or (p == MISSIONARY and not s.converted)


def _enemies(s: State, cell: int, step: int | None, crew: int) -> list[int]:
    """Enemy pieces on a land cell (at one step, or at any step when ``step`` is None)."""
    side = s.side[crew]
    return [q for q in s.pieces if s.p_cell[q] == cell and s.p_where[q] == LAND
            and (step is None or s.p_step[q] == step) and s.side[s.p_crew[q]] != side]


def _disarmed_by_missionary(s: State, p: int) -> bool:
    m = MISSIONARY
    return (s.ti and not s.converted and p != m and s.p_where[m] == LAND and s.p_where[p] == LAND
            and s.p_cell[m] == s.p_cell[p] and s.side[s.p_crew[m]] == s.side[s.p_crew[p]])


def why_not_enter(s: State, cell: int, crew: int, coin: int, p: int = -1) -> str | None:
    """Why a piece may not step (or be sent by choice) onto this island tile, or None.

    The same checks as rules.may_enter, each with its reason in words.
    """
    who = piece_words(p) if p >= 0 else "the pirate"
    load = "the galleon treasure" if coin == 2 else "a coin"
    if not s.up[cell]:
        if coin:
            return (f"{who} carries {load}: a carrier steps only onto face-up tiles, and "
                    f"{cell_name(cell)} is face down")
        return None
    t = s.tiles[cell]
    k = t.kind
    if s.ti:
        m = MISSIONARY
        if (not s.converted and p != FRIDAY and s.p_where[m] == LAND and s.p_cell[m] == cell
                and s.side[s.p_crew[m]] != s.side[crew]):
            return f"the enemy's Missionary stands on {cell_name(cell)}, and no enemy may join him"
        if p == MISSIONARY and not s.converted:
            if coin:
                return "the Missionary drags no coin"
            if any(q != FRIDAY for q in _enemies(s, cell, None, crew)):
                return "the Missionary never goes where enemies stand"
        if p == FRIDAY and k == CANNIBAL:
            return (f"Friday may rest with the cannibal, but no coin may lie there"
                    if coin else None)
        if k == THICKET and coin:
            return f"nobody brings {load} into the dense jungle"
    if k in FORTS:
        if coin:
            return f"nobody enters a fortress with {load}"
        if _enemies(s, cell, None, crew):
            return f"an enemy holds the fortress on {cell_name(cell)}, and nobody can strike him there"
        return None
    if k in MOVE_ON:  # tiles that move a piece on at once: nobody stands there to fight
        return None
    step = 1 if k == SPIN else 0
    enemies = _enemies(s, cell, step, crew)
    if enemies:
        if coin:
            return f"{who} carries {load}: a carrier never attacks (leave the coin to strike)"
        if s.ti and k != THICKET:
            if p == FRIDAY and any(q != MISSIONARY for q in enemies):
                return "Friday never fights: he cannot step onto enemies"
            if p == MISSIONARY and not s.converted and any(q != FRIDAY for q in enemies):
                return "the Missionary never fights: he cannot step onto enemies"
            if _disarmed_by_missionary(s, p):
                return f"{who} stands with his side's Missionary, who lets nobody fight"
    return None


def why_not(s: State, a: Action, legal: list[Action] | None = None) -> str:
    """The rule that forbids action ``a`` now, in words (no action text in front)."""
    if legal is not None and a in legal:
        return "it is legal now"
    if s.over:
        return f"the game is over ({s.end_reason})"
    if a.kind == "ship":
        crew = a.who
    elif 0 <= a.who < len(s.p_crew):
        crew = s.p_crew[a.who]
    else:
        crew = -1
    if crew < 0:
        return f"{piece_words(a.who)} is not in play" if 0 <= a.who < 15 else "no such piece"
    if crew not in s.crews:
        return f"{CREW_NAMES[crew]} is not playing in this game"
    if s.pending is not None:
        return _why_not_choice(s, a)
    if crew != s.turn:
        return f"it is {CREW_NAMES[s.turn]}'s turn, not {CREW_NAMES[crew]}'s"
    if a.kind in ("choose", "stay"):
        if a.kind == "stay":
            return "waiting is only for a pirate who has just landed on the airplane"
        return "there is no decision to make now"
    if a.kind == "ship":
        return _why_not_ship(s, a, crew)
    p = a.who
    name = piece_words(p)
    if a.kind == "revive":
        return _why_not_revive(s, p, crew)
    if a.kind == "bottle":
        return _why_not_bottle(s, a, crew)
    held = held_by(s, p)
    if held:
        return f"{name} {held}"
    w = s.p_where[p]
    if s.p_cell[p] != a.frm:
        return f"{name} is at {cell_name(s.p_cell[p])}, not {cell_name(a.frm)}"
    if a.coin:
        if p == MISSIONARY and not s.converted:
            return "the Missionary drags no coin"
        place = a.frm * 8 + s.p_step[p]
        if a.coin == 2 and s.galleon != place:
            return "the galleon treasure does not lie here"
        if a.coin == 1 and s.coins.get(place, 0) == 0:
            return "there is no coin here to drag"
        if w != LAND:
            return "there is no coin here to drag"
    if w == SHIP:
        ship_crew = s.p_ship[p]
        front = front_of(s.ship[ship_crew], ship_crew)
        if a.to != front:
            return (f"from the ship a pirate goes ashore only onto the tile straight in front "
                    f"of it ({cell_name(front)})")
        return why_not_enter(s, front, crew, 0, p) or "not a legal action now"
    if w == SEA:
        if IS_ISLAND[a.to]:
            return "a swimmer cannot climb onto land, only onto his own or a partner's ship"
        if a.to not in SEA_NEIGHBOURS[a.frm]:
            return f"a swimmer moves one cell at a time, and {cell_name(a.to)} is not next to {name}"
        if s.ship_at(a.to) < 0:
            return _why_not_swim(s, a.to, crew, p) or "not a legal action now"
        return "not a legal action now"
    if s.ti and s.p_lost[p]:
        return f"{name} is lost in the cave: he comes out only through another open cave no enemy holds"
    t = s.tiles[a.frm]
    step = s.p_step[p]
    if t.kind == SPIN and step < t.param and p != FRIDAY:
        if a.to != a.frm:
            return (f"{name} must first cross the {t.name()}: he is on step {step}, "
                    f"one step per move")
        ahead = _enemies(s, a.frm, step + 1, crew)
        if ahead and a.coin:
            return f"{name} carries a coin: a carrier never attacks (leave the coin to strike)"
        if ahead and _peaceful(s, p):
            return f"{name} never fights, and an enemy stands on the next step"
        return "not a legal action now"
    if a.to == a.frm:
        return f"{name} is already on {cell_name(a.to)}"
    if t.kind == AIRPLANE and not s.ti:
        if a.to == s.ship[crew] or IS_ISLAND[a.to]:
            if a.to == s.ship[crew]:
                return "not a legal action now"
            return why_not_enter(s, a.to, crew, a.coin, p) or "not a legal action now"
        return f"leaving the airplane is the flight: it goes to an island tile or {name}'s own ship"
    if a.to not in NEIGHBOURS[a.frm]:
        return f"{cell_name(a.to)} is not next to {name}: a pirate steps to one of the 8 cells around him"
    if not IS_ISLAND[a.to]:
        owner = s.ship_at(a.to)
        if owner < 0:
            return "a pirate never jumps into the sea from land (only onto a ship)"
        if a.coin and s.side[owner] != s.side[crew]:
            return f"{name} carries a coin: a carrier never goes onto an enemy ship"
        return "not a legal action now"
    reason = why_not_enter(s, a.to, crew, a.coin, p)
    return reason or "not a legal action now"


def _why_not_swim(s: State, cell: int, crew: int, p: int) -> str | None:
    """Why a swimmer may not come into this sea cell (rules.may_swim, version 2: the
    Missionary and Friday keep their limits at sea; RULINGS "Finer points")."""
    if not s.ti or rules_version(s) < 2:
        return None
    side = s.side[crew]
    swimmers = [q for q in s.pieces if s.p_cell[q] == cell and s.p_where[q] == SEA
                and s.side[s.p_crew[q]] != side]
    sea = "the sea counts as a tile for him"
    if p == MISSIONARY and not s.converted and any(q != FRIDAY for q in swimmers):
        return f"the Missionary never goes where enemies stand ({sea}, and enemies swim at {cell_name(cell)})"
    if p == FRIDAY and any(q != MISSIONARY for q in swimmers):
        return f"Friday never fights: he cannot swim onto enemies ({sea})"
    m = MISSIONARY
    if (not _peaceful(s, p) and not s.converted and m in swimmers):
        return f"the enemy's Missionary swims at {cell_name(cell)}, and no enemy may join him"
    return None


def _why_not_ship(s: State, a: Action, crew: int) -> str:
    here = s.ship[crew]
    if here != a.frm:
        return f"the ship is at {cell_name(here)}, not {cell_name(a.frm)}"
    mine = [p for p in s.pieces if s.p_crew[p] == crew]
    if not any(s.p_where[p] == SHIP and s.p_ship[p] == crew for p in mine):
        return "a ship sails only with one of its own crew aboard"
    if a.to in ship_moves(here, crew):
        return "not a legal action now"
    if IS_ISLAND[a.to]:
        return "a ship stays in the sea: it moves along its side of the island"
    side = side_of_ship_cell(a.to)
    if side != crew:
        return ("a ship moves along its own side of the island and never round a corner; "
                f"{cell_name(a.to)} is off its side")
    return (f"a ship moves one cell per action along its side, and {cell_name(a.to)} is "
            f"{abs(SHIP_SIDES[crew].index(a.to) - SHIP_SIDES[crew].index(here))} cells away")


def _why_not_revive(s: State, p: int, crew: int) -> str:
    if p >= 12:
        return f"{piece_words(p)} is never revived: the island's people are gone for good"
    if s.p_where[p] != DEAD:
        return f"{pirate_name(p)} is not dead"
    dead = [q for q in range(crew * 3, crew * 3 + 3) if s.p_where[q] == DEAD]
    if dead and dead[0] != p:
        return f"revival brings back the dead pirate with the lowest number first ({pirate_name(dead[0])})"
    return (f"revival needs a living {CREW_LETTERS[crew]} pirate in the fortress with the "
            "native girl")


def _why_not_bottle(s: State, a: Action, crew: int) -> str:
    """The checks of rules._bottle_actions and crew_actions, each with its reason."""
    p = a.who
    name = piece_words(p)
    if not s.ti:
        return "message bottles are only in the treasure-island edition"
    if s.bottles[s.side[crew]] <= 0:
        return f"{CREW_NAMES[crew]}'s side has no message bottle left"
    if s.p_where[p] == DEAD:
        return f"{name} is dead"
    if s.p_where[p] != LAND:
        where = "on the ship" if s.p_where[p] == SHIP else "in the sea"
        return f"{name} is {where}: only a piece standing on the island uses a bottle"
    if s.p_lost[p]:
        return f"{name} is lost in a cave: a bottle does not help there"
    here = s.p_cell[p]
    if a.to < -1:
        q = -a.to
        if q not in (FRIDAY, MISSIONARY):
            return "a bottle is handed only to Friday or the Missionary"
        if q == p:
            return f"{name} cannot hand a bottle to himself"
        if q == MISSIONARY and s.converted:
            return "the Missionary has read a message already: he is armed and needs no bottle"
        if s.p_where[q] not in (LAND, SHIP, SEA):
            return f"{PEOPLE[q]} is not on the island"
        own_tile = rules_version(s) >= 2
        if s.p_cell[q] == here and not own_tile:
            return (f"{PEOPLE[q]} stands on {name}'s own tile: in this game's rules a bottle "
                    "goes only to a tile next to the giver")
        if s.p_cell[q] != here and s.p_cell[q] not in NEIGHBOURS[here]:
            where = "on or next to" if own_tile else "next to"
            return f"{PEOPLE[q]} is not {where} {name}'s tile ({cell_name(here)})"
        return _why_not_bottle_turn(s, a, crew)
    t = s.tiles[here]
    if s.p_trap[p]:
        return _why_not_bottle_turn(s, a, crew)
    if t.kind == SPIN and s.p_step[p] < t.param:
        if p == FRIDAY:
            return "Friday leaves a slow tile from any step: he needs no bottle"
        if s.p_drunk[p] == 1:
            return f"{name} is sleeping off the rum this turn"
        return _why_not_bottle_turn(s, a, crew)
    if t.kind == SPIN:
        return f"{name} is on the last step already"
    return (f"{name} is neither trapped nor on a slow tile: a bottle gets a pirate out of a "
            "trap or to a slow tile's last step")


def _why_not_bottle_turn(s: State, a: Action, crew: int) -> str:
    """A bottle use that passes every check of its own is refused only because bottles
    never make a turn (rules version 2; RULINGS "Finer points", docs/rules.md)."""
    if rules_version(s) >= 2:
        return (f"bottles never make a turn: after it {CREW_NAMES[crew]} would have no real "
                "action left this turn")
    return "not a legal action now"


PENDING_WORDS = {
    "arrow": "which arrow to follow", "horse": "where the horse jumps",
    "fly": "where to fly", "airplane": "where to fly", "airplane1": "where to fly",
    "cave": "which cave to come out of", "quake": "the first tile the earthquake swaps",
    "quake2": "the second tile the earthquake swaps", "peek": "a face-down tile to look at",
}


def _why_not_choice(s: State, a: Action) -> str:
    """A decision is waiting: only it may be played, and only one of its choices."""
    pd = s.pending
    who = piece_words(pd.pirate)
    what = PENDING_WORDS.get(pd.kind, "where to go on")
    if a.kind not in ("choose", "stay") or a.who != pd.pirate:
        return f"{who} must first choose {what}"
    if a.kind == "stay":
        return "staying is only for a pirate who has just landed on the airplane"
    to = a.to
    here = pd.cell
    crew = s.p_crew[pd.pirate]
    kind = pd.kind
    if kind == "arrow":
        points = [STEP[here][d] for d in s.tiles[here].param]
        if to not in points:
            return (f"the arrow on {cell_name(here)} points only to "
                    + ", ".join(cell_name(c) for c in points if c >= 0))
    elif kind == "horse":
        if to not in KNIGHT[here]:
            return f"{cell_name(to)} is not a knight's jump from {cell_name(here)}"
    elif kind == "cave":
        return f"{who} comes out only at another open cave no enemy holds"
    elif kind in ("quake", "quake2"):
        if not IS_ISLAND[to]:
            return "the earthquake swaps two island tiles"
        if to == pd.extra and kind == "quake2":
            return f"{cell_name(to)} is the first tile already: pick another one"
        return "the earthquake swaps only tiles with no piece and no coin on them"
    elif kind == "peek":
        if not IS_ISLAND[to] or s.up[to]:
            return "the lighthouse shows only face-down tiles"
        return f"{cell_name(to)} has been looked at already: pick another face-down tile"
    elif kind in ("fly", "airplane", "airplane1"):
        if to == here:
            return f"{who} is on {cell_name(here)} already: the flight goes elsewhere"
        if kind == "airplane1" and (not IS_ISLAND[to] or not s.up[to]):
            return "in this edition the plane lands only on a face-up island tile"
        if not IS_ISLAND[to] and to != s.ship[crew]:
            return f"a flight ends on an island tile or on {who}'s own ship"
    if IS_ISLAND[to]:
        reason = why_not_enter(s, to, crew, pd.coin, pd.pirate)
        if reason:
            return reason
    opts = ", ".join(cell_name(c) for c in pd.options) or "none"
    return f"{who} must choose {what}: one of {opts}"


def why_illegal(s: State, a: Action, legal: list[Action]) -> str:
    """``IllegalActionError``'s message: the action's text and the rule that forbids it."""
    return f"{a}: {why_not(s, a, legal)}"


__all__ = ["held_by", "why_illegal", "why_not", "why_not_enter"]
