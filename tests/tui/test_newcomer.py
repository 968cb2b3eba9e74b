"""What a new player met in a whole game played by hand at 80x24 against the easy crew
(how we know a newcomer can play), and the start-up that the first frame must not pay
for."""

from __future__ import annotations

import json
import subprocess
import sys

from jackal_tui.games.classic import Game
from jackal_tui.tui.screens.replay import ReplayScreen
from jackal_tui.tui.classic.panel import CrewPanel


async def test_the_replay_footer_says_what_each_key_does(app_factory):
    """The replay's footer read "Home Start End End": a key's name is no description."""
    app = app_factory(game=Game.new(mode="2-light", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplayScreen(Game.new(mode="2-light", seed=1), at=0))
        await pilot.pause()
        shown = [binding for binding in ReplayScreen.BINDINGS if binding.show]
        assert shown
        for binding in shown:
            key = binding.key_display or binding.key
            assert binding.description.lower() != key.lower(), binding
        assert any(b.key_display == "End" and b.description == "Last" for b in shown)


async def test_the_early_end_line_names_the_lead_that_ends_the_game(app_factory):
    """Lead 4 with 5 coins in play: a lead of 6 ends it (RULINGS, "End of the game":
    strictly more than all the coins in play). The panel said "lead 4 of 6", which a new
    player took for a score; it now names the lead that ends the game."""
    game = Game.from_position("jackal classic 2-light\nH4 ?chest5\nbank W 4\n")
    app = app_factory(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = str(app.screen.query_one(CrewPanel).render())
        assert "W leads by 4" in text
        assert "Early end near: at a lead of 6" in text
        assert "lead 4 of 6" not in text


LAZY_PROBE = """
import json, sys
import jackal_tui.tui.app
import jackal_tui.persistence as persistence
before = sorted(sys.modules)
persistence.SaveError  # the first use loads what it needs
print(json.dumps({"before": before, "after": sorted(sys.modules)}))
"""


def test_the_app_module_leaves_what_the_first_frame_does_not_need_unimported():
    """Importing the app (what ``jackal`` and ``jackal --new`` do before the first frame)
    must not import the computer crews, the screens not shown first, the save schema and
    lock, or jsonschema: each is imported where it is first used. A fresh interpreter,
    so that nothing another test imported counts."""
    out = subprocess.run([sys.executable, "-c", LAZY_PROBE], capture_output=True, text=True,
                         check=True).stdout
    modules = json.loads(out)
    before = set(modules["before"])
    for name in ("jackal_tui.ai", "jackal_tui.tui.screens.replay", "jackal_tui.tui.screens.help",
                 "jackal_tui.tui.screens.load", "jackal_tui.tui.screens.new_game",
                 "jackal_tui.persistence.schema", "jackal_tui.persistence.store",
                 "jackal_tui.persistence.lock", "jsonschema"):
        assert not any(m == name or m.startswith(name + ".") for m in before), name
    # and a name of the package still works when it is used
    assert "jackal_tui.persistence.errors" in set(modules["after"])


async def test_the_results_count_turns_as_the_panel_and_the_log_do(app_factory):
    """A played game ended "804 actions played" while the header and the log had reached
    turn 441: the results name the turn the game ended in, the number the panel showed."""
    from jackal_tui.tui.screens.results import ResultsScreen

    from .positions import ENDGAME
    from .test_replay import bank_last_coin

    app = app_factory(game=Game.from_position(ENDGAME))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        header = str(app.screen.query_one(CrewPanel).render()).splitlines()[0]
        turn = header.split(":")[0]  # "Turn 1"
        assert turn.startswith("Turn ")
        await bank_last_coin(pilot)
        assert isinstance(app.screen, ResultsScreen)
        text = str(app.screen.query_one("#results-text").render())
        assert f"Over in {turn.lower()} (1 action)" in text
