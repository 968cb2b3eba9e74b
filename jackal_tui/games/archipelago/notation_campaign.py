"""The campaign's lines of an Archipelago position (docs/notation.md, "Archipelago":
"A campaign and abilities") and the move-log words of its events.

``campaign 2`` (the island's number), ``abilities W2 Strongman,OldSalt``, ``used W2
Lookout``, ``ended REASON`` (an island over, in its draw), ``shown Strongman,Lookout``, ``pickers W,B`` and ``result 1 island=1
banked=W:3,B:5 picks=W:Strongman:W2,B:pass``; the options ``campaign=true islands=4``.
"""

from __future__ import annotations

from jackal_tui.games.archipelago.abilities import NAMES, WORDS, deck_after, parse_ability
from jackal_tui.games.archipelago.actions import parse_piece, piece_name
from jackal_tui.games.archipelago.board import CREW_LETTERS, CREW_NAMES
from jackal_tui.games.archipelago.state import State

# The longest campaign a setup or a position may ask for.
MAX_ISLANDS = 12
CAMPAIGN_LINES = ("campaign", "abilities", "used", "shown", "pickers", "result", "ended")
# Abilities used once per island (``used``).
ONCE_PER_ISLAND = ("Lookout",)


def _pirate(reader, text: str) -> int:
    p = reader.parsed(parse_piece, text)
    if p == 12:
        raise reader.err("the Missionary holds no ability")
    if p // 3 not in reader.s.crews:
        raise reader.err(f"{CREW_NAMES[p // 3]} does not play in mode {reader.s.mode}")
    return p


def _abilities(reader, text: str) -> list[str]:
    names = [reader.parsed(parse_ability, x) for x in text.split(",")]
    if len(set(names)) != len(names):
        raise reader.err("an ability is named twice")
    return names


def read_campaign_line(reader, key: str, w: list[str]) -> None:
    """One campaign line (``reader`` is the position's line reader, ``s`` its state)."""
    s: State = reader.s
    if key == "campaign" and len(w) == 2:
        reader.once("campaign", "the campaign's island")
        s.island_no = reader.number(w[1], "the island's number", 1, MAX_ISLANDS)
    elif key == "abilities" and len(w) >= 3:     # "Old Salt" may keep its space
        p = _pirate(reader, w[1])
        reader.once(("abilities", p), f"{piece_name(p)}'s abilities")
        s.abilities[p] = tuple(_abilities(reader, " ".join(w[2:])))
    elif key == "used" and len(w) >= 3:
        p = _pirate(reader, w[1])
        name = reader.parsed(parse_ability, " ".join(w[2:]))
        if name not in ONCE_PER_ISLAND:
            raise reader.err(f"only {', '.join(ONCE_PER_ISLAND)} is used once per island")
        s.used.add((name, p))
    elif key == "shown" and len(w) >= 2:
        reader.once("shown", "the cards shown")
        s.shown = tuple(sorted(_abilities(reader, " ".join(w[1:])), key=NAMES.index))
    elif key == "pickers" and len(w) == 2:
        reader.once("pickers", "the crews to pick")
        crews = [reader.crew(x) for x in w[1].split(",")]
        if len(set(crews)) != len(crews):
            raise reader.err("a crew is named twice")
        s.pickers = tuple(crews)
    elif key == "ended" and len(w) >= 2:      # the island ended; the campaign goes on
        reader.once("ended", "the island's end")
        s.end_reason = " ".join(w[1:])
    elif key == "result" and len(w) >= 3:
        s.results.append(_result(reader, w))
    else:
        raise reader.err(f"cannot read {' '.join(w)!r} (see docs/notation.md, Archipelago)")


def _result(reader, w: list[str]) -> dict:
    number = reader.number(w[1], "the island's number", 1, MAX_ISLANDS)
    out = {"number": number, "island": "custom", "banked": [0, 0, 0, 0], "picks": {}}
    for _, k, v in reader.key_values(w[2:]):
        if k == "island" and v:
            out["island"] = v
        elif k == "banked" and v:
            for item in v.split(","):
                crew, _, n = item.partition(":")
                c = reader.crew(crew)
                out["banked"][c] = reader.number(n, "coins", 0, 19)
        elif k == "picks" and v:
            for item in v.split(","):
                crew, _, got = item.partition(":")
                c = reader.crew(crew)
                if str(c) in out["picks"]:
                    raise reader.err(f"{CREW_NAMES[c]} picks once an island")
                if got == "pass":
                    out["picks"][str(c)] = []
                    continue
                name, _, who = got.partition(":")
                p = _pirate(reader, who)
                if p // 3 != c:
                    raise reader.err(f"{CREW_NAMES[c]} puts an ability on its own pirate")
                out["picks"][str(c)] = [reader.parsed(parse_ability, name), p]
        else:
            raise reader.err("write 'result N island=NAME banked=W:3,B:5 "
                             "picks=W:Strongman:W2,B:pass'")
    return out


def check_campaign(s: State, error: type[Exception]) -> None:
    """Refuse campaign lines no campaign could reach (``error``: the PositionError)."""
    held = [a for p in range(12) for a in s.abilities[p]]
    if len(set(held)) != len(held):
        raise error("each ability card is held by one pirate only")
    for name, p in s.used:
        if not s.has(p, name):
            raise error(f"{piece_name(p)} has no {name} to have used")
    if not s.campaign:
        if s.island_no != 1 or s.shown or s.pickers or s.results or s.phase == "draw":
            raise error("a campaign's lines need 'options campaign=true'")
        return
    if s.island_no > s.islands:
        raise error(f"island {s.island_no} of a campaign of {s.islands}")
    if [r["number"] for r in s.results] != list(range(1, len(s.results) + 1)):
        raise error("the results are the islands 1, 2, ... in order")
    done = s.island_no if (s.phase == "draw" or s.over) else s.island_no - 1
    if len(s.results) != done:
        raise error(f"a campaign on island {s.island_no} has the results of islands 1 to "
                    f"{done}" + (" (this one is over)" if done == s.island_no else ""))
    if s.end_reason and not s.over and s.phase != "draw":
        raise error("'ended' is written for an island over, in its draw")
    if s.phase == "draw":
        if not s.pickers or not s.shown or s.over:
            raise error("the draw has crews to pick ('pickers') and cards shown ('shown')")
        if s.turn != s.pickers[0]:
            raise error("the crew to pick is the first of 'pickers': write its 'turn'")
        deck = deck_after(s.island_no, set(held))
        if any(a not in deck for a in s.shown):
            raise error(f"after island {s.island_no} the cards shown come from "
                        + (", ".join(deck) if deck else "no card left"))
    elif s.shown or s.pickers:
        raise error("cards are shown and picked only in 'phase draw'")


def campaign_lines(s: State) -> list[str]:
    """The campaign's lines as the engine writes them."""
    L = CREW_LETTERS
    out = []
    if s.campaign:
        out.append(f"campaign {s.island_no}")
    for p in range(12):
        if s.abilities[p]:
            out.append(f"abilities {piece_name(p)} " + ",".join(WORDS[a] for a in s.abilities[p]))
    for name, p in sorted(s.used, key=lambda x: (x[1], x[0])):
        out.append(f"used {piece_name(p)} {WORDS[name]}")
    if s.end_reason and not s.over:
        out.append(f"ended {s.end_reason}")
    if s.shown:
        out.append("shown " + ",".join(WORDS[a] for a in s.shown))
    if s.pickers:
        out.append("pickers " + ",".join(L[c] for c in s.pickers))
    for r in s.results:
        banked = ",".join(f"{L[c]}:{r['banked'][c]}" for c in s.crews)
        picks = ",".join(f"{L[int(c)]}:" + (f"{WORDS[got[0]]}:{piece_name(got[1])}" if got
                                             else "pass")
                         for c, got in sorted(r["picks"].items()))
        out.append(f"result {r['number']} island={r['island']} banked={banked}"
                   + (f" picks={picks}" if picks else ""))
    return out


CAMPAIGN_WORDS = {
    "shown": lambda ev: "the draw shows " + ", ".join(ev[1:]),
    "pickers": lambda ev: (f"{CREW_NAMES[ev[1][0]]} picks next" if ev[1] else ""),
    "ability": lambda ev: f"{piece_name(ev[1])} takes {ev[2]}",
    "pass": lambda ev: f"{CREW_NAMES[ev[1]]} passes",
    "deal": lambda ev: f"island {ev[1]} is dealt",
    "used": lambda ev: f"{piece_name(ev[1])} uses {ev[2]}",
}
