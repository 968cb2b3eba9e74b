"""The new-game form opens with a field that visibly has the keys (the players' choice of
the game last started), and ↑ ↓ in a choice start from the chosen option, not the first
(the wrong ruleset and player count were picked twice that way)."""

from __future__ import annotations

import pytest
from textual.widgets import RadioSet

from jackal_tui.tui.screens.new_game import NewGameScreen
from jackal_tui.tui.settings import FormChoices, save_choices

LAST = {
    "classic": (FormChoices(ruleset="classic", mode="3"), "#mode", "3"),
    "card-game": (FormChoices(ruleset="card-game", mode="2"), "#card-mode", "2"),
    "archipelago": (FormChoices(ruleset="archipelago", arch_mode="3"), "#arch-mode",
                    "arch-mode-3"),
}


async def open_form(app, pilot) -> NewGameScreen:
    await pilot.press("n")
    for _ in range(3):
        await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


def shown(widget) -> bool:
    return widget.display and all(node.display for node in widget.ancestors_with_self
                                  if hasattr(node, "display"))


def highlighted(radio_set: RadioSet) -> str:
    """The option under the choice's cursor (the one ⏎ or Space would take)."""
    return radio_set.query(".-selected").first().name


@pytest.mark.parametrize("last", list(LAST))
async def test_the_form_opens_with_the_keys_on_the_players_shown(app_factory, data_dir, last):
    choices, players, chosen = LAST[last]
    save_choices(choices, data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        focused = app.focused
        assert focused is form.query_one(players, RadioSet) and shown(focused)
        assert "-keys" in focused.parent.classes  # its label reads reversed
        assert focused.pressed_button.name == chosen
        assert highlighted(focused) == chosen  # the cursor is on the chosen option


async def test_down_starts_from_the_chosen_ruleset_and_players(app_factory, data_dir):
    save_choices(FormChoices(ruleset="treasure-island", mode="3"), data_dir)
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        await pilot.press("down", "enter")  # players: after "3 players", 2 players
        await pilot.pause()
        assert form.mode == "2"
        await pilot.press("shift+tab")  # to the rules
        await pilot.pause()
        rules = form.query_one("#ruleset", RadioSet)
        assert app.focused is rules and highlighted(rules) == "treasure-island"
        await pilot.press("down", "enter")
        await pilot.pause()
        assert form.ruleset == "archipelago"
