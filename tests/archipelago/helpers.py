"""Positions for rules tests: a plain island of 7 x 5 land cells (B2..H6), beaches all
round it and forest inside, water on the ring (columns A and I, rows 1 and 7)."""

from jackal_tui.games.archipelago import match_from_position

LAYOUT = "BBBBBBB/BFFFFFB/BFFFFFB/BFFFFFB/BBBBBBB"
RULEBOOK = "seeds/002_33657f023733c27a.txt"


def game(*lines: str, mode: str = "2", turn: str = "W", boats=("W E1", "B E7"), layout=LAYOUT):
    """A match from a hand-written position on the plain island. Unless the lines name
    G6, it is left face down so that the island does not end at once."""
    if layout == LAYOUT and not any(x.startswith("G6 ") for x in lines):
        lines = (*lines, "G6 ?empty")
    text = "\n".join([f"jackal archipelago {mode}", f"layout {layout}", f"turn {turn}",
                      *[f"boat {b}" for b in boats], *lines]) + "\n"
    return match_from_position(text)


def where(m, piece: str) -> str:
    """A piece's place as the position text writes it (``boat`` aboard his own boat)."""
    for line in m.to_position().splitlines():
        w = line.split()
        if w and w[0] == piece:
            return " ".join(w[1:])
    return "boat"


def legal(m) -> list[str]:
    return [str(a) for a in m.legal_actions()]


def kinds(events) -> list[str]:
    return [e[0] for e in events]
