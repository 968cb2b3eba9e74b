"""Screenshots of Jackal Archipelago at 80x24: the boats' set-up on the map, a
game in progress with the bear awake and the die's roll showing (a pirate chosen, the
cells he can go to bracketed), the results with the final island; the game in progress
also without colour (NO_COLOR) and in 16 colours (TERM=xterm), where the marks must read
by shape and letter alone.

Update with ``--snapshot-update`` only after looking at the screens (in tmux at 80x24 and
at the SVGs).
"""

from __future__ import annotations

from .archipelago_positions import MIDGAME, PROPOSED, island, position
from .test_board_marks import SixteenColours

SIZE = (80, 24)
# W2 on C5 chosen: the cursor walks from White's boat (E7) to C5 and ⏎ chooses him
CHOOSE_W2 = ["left", "left", "down", "down", "enter"]


def test_archipelago_boat_setup(snap_compare, app_factory):
    game = island(mode="4", boats="choose")
    assert snap_compare(app_factory(game=game), terminal_size=SIZE)


def test_archipelago_in_progress_bear_and_die(snap_compare, app_factory):
    assert snap_compare(app_factory(game=position(MIDGAME, ("human", "easy"))),
                        press=CHOOSE_W2, terminal_size=SIZE)


def test_archipelago_results(snap_compare, app_factory):
    game = position(PROPOSED)
    game.play("B agrees")
    assert snap_compare(app_factory(game=game), terminal_size=SIZE)


def test_archipelago_no_color(snap_compare, app_factory, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory(game=position(MIDGAME))
    assert app.no_color
    assert snap_compare(app, press=CHOOSE_W2, terminal_size=SIZE)


def test_archipelago_16_colours(snap_compare, app_factory, monkeypatch):
    import textual.constants

    monkeypatch.setattr(textual.constants, "COLOR_SYSTEM", "standard")  # as TERM=xterm
    app = app_factory(game=position(MIDGAME))
    app._filters.append(SixteenColours())
    assert snap_compare(app, press=CHOOSE_W2, terminal_size=SIZE)
