"""One message area at every table (jackal_tui/tui/widgets/messages.py): a message stands
in the side column under the question, never over it, and leaves nothing behind when it
goes (before, Textual's toasts covered the prompt and left stray characters at the right
edge). At the smallest size the question is in view too (before, the side panel's
wrapped lines pushed it off the bottom)."""

from __future__ import annotations

import pytest

from jackal_tui.tui.widgets.messages import MessageArea

from .test_table_keys import GAMES, settle

LONG = ("The computers are paused because a crew could not choose a move; p lets them go "
        "on, and this message is long enough to wrap over several lines of the panel.")


def screen_lines(app) -> list[str]:
    """The terminal as the player sees it, line by line."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def words_in(lines: list[str], region) -> list[str]:
    """The non-blank lines of a widget's region."""
    cut = [line[region.x:region.right].rstrip() for line in lines[region.y:region.bottom]]
    return [line for line in cut if line]


# the card table needs 59x20 at least: at 73x19 it says so instead
CASES = [(game, size) for size in [(80, 24), (73, 19)] for game in GAMES
         if not (game == "card-game" and size[1] < 20)]


@pytest.mark.parametrize(("game", "size"), CASES)
async def test_a_long_message_leaves_the_prompt_in_view_and_nothing_behind(app_factory,
                                                                          game, size):
    app = app_factory(new_game=GAMES[game])
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        if game == "card-game":
            await pilot.press("enter")  # the hand-over: the first planner is there
            await settle(pilot)
        table = app.screen
        prompt = {"classic": "#prompt", "treasure-island": "#prompt",
                  "archipelago": "#arch-prompt", "card-game": "#cards-area"}[game]
        question = table.query_one(prompt)
        before = screen_lines(app)
        prompt_lines = [line.rstrip() for line in before if line.strip()]
        asked = words_in(before, question.region)
        assert asked
        table.notify(LONG, title="Computer crew", severity="error", timeout=30)
        await settle(pilot)
        area = table.query_one(MessageArea)
        assert area.display and "Computer crew: " in area.words and "✗ " in area.words
        assert area.region.height >= 2 and area.region.right <= size[0]
        shown = screen_lines(app)
        assert all(len(line) <= size[0] for line in shown)
        # nothing over the question: every line it showed is shown whole, where it was
        assert not question.region.overlaps(area.region)
        assert words_in(shown, question.region) == asked
        assert " ".join(LONG.split()[:6]) in " ".join(words_in(shown, area.region))
        app.clear_notifications()
        await settle(pilot)
        assert not area.display
        assert [line.rstrip() for line in screen_lines(app) if line.strip()] == prompt_lines


@pytest.mark.parametrize("ruleset", ["classic", "treasure-island"])
async def test_the_side_panel_breaks_no_phrase_at_the_smallest_size(app_factory, ruleset):
    """At 73x19 each line of the crews' panel is one line on the screen (before, "ship 3
    land 0 sea 0 dead 0", "Anne (White) to play" and the island's people wrapped,
    leaving "dead 0" or "play" alone on a line, and the question went off the bottom)."""
    from jackal_tui.tui.classic.panel import CrewPanel, PromptPanel

    names = ("Anne", "Bartholomew", "Calico", "Dampier")
    app = app_factory(new_game=GAMES[ruleset].__class__(mode="4", seed=5, ruleset=ruleset,
                                                       names=names))
    async with app.run_test(size=(73, 19)) as pilot:
        await settle(pilot)
        panel = app.screen.query_one(CrewPanel)
        written = [line.rstrip() for line in panel.content.plain.split("\n") if line.strip()]
        on_screen = words_in(screen_lines(app), panel.region)
        assert on_screen == written
        assert any(line.startswith("Turn 1: Anne") and line.endswith("to play")
                   for line in on_screen)
        assert all(len(line) <= panel.region.width for line in written)
        prompt = app.screen.query_one(PromptPanel)
        assert prompt.region.bottom <= 18 and "select it" in " ".join(
            words_in(screen_lines(app), prompt.region))
