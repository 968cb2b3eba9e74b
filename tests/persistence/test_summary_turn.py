"""One numbering: the load list's summary gives the
turn as the game's header and move log number it, not the count of engine actions (an
arrow's, a horse's or the ice's choice is an action of its own, inside the same turn)."""

from __future__ import annotations

from jackal_tui.games.cards import new_match
from jackal_tui.games.classic import CREW_NAMES, Game
from jackal_tui.persistence import store
from jackal_tui.persistence.store import SaveSummary, save_game, summary_of

# White's W1 on G3 steps onto the two-way arrow at G4 and must choose F4 or H4: two
# actions, one turn (the hand-written position format, docs/notation.md). Two coins lie on
# E5, so the game goes on.
ARROW_AHEAD = """\
jackal classic 2-light
turn W
names Anne, Dampier
W1 G3
G4 arrow-E+W
W2 E5
coins E5 2
ship B I13
"""


def arrow_then_choice() -> Game:
    game = Game.from_position(ARROW_AHEAD)
    game.play("W1 G3-G4")  # turn 1: onto the arrow, a choice follows
    game.play(next(a for a in game.legal_actions() if str(a).startswith("W1 >")))
    return game


def test_the_summary_numbers_the_turn_as_the_game_does(tmp_path):
    game = arrow_then_choice()
    # by hand: White's turn 1 took both actions; Black is to play in turn 2
    assert game.action_count == 2 and CREW_NAMES[game.state.turn] == "Black"
    summary = summary_of(save_game(game, name="arrow", data_dir=tmp_path))
    assert summary.ok, summary.error
    assert summary.actions == 2
    assert summary.turn_number == 2
    game.play(next(a for a in game.legal_actions()))  # Black's turn 2 (one action)
    summary = summary_of(save_game(game, name="arrow", data_dir=tmp_path))
    assert (summary.actions, summary.turn_number) == (3, 3)


def test_a_summary_kept_from_before_the_turn_number_is_read_again(tmp_path):
    """A summary cached without ``turn_number`` (by the code before it) is not shown: the
    file is summarised again, and nothing raises."""
    path = save_game(arrow_then_choice(), name="arrow", data_dir=tmp_path)
    store._summary_cache.clear()
    fresh = summary_of(path)
    file_key = store._file_key(path.stat())

    class OldSummary:  # what the cache held before: no turn_number
        ok = True
        actions = 2

    store._summary_cache[path] = (file_key, OldSummary())  # the old key: no version
    try:
        again = summary_of(path)
        assert isinstance(again, SaveSummary) and again.turn_number == 2 == fresh.turn_number
    finally:
        store._summary_cache.clear()


def test_a_game_without_turns_has_no_turn_number(tmp_path):
    """The card game numbers no turns (its rounds are not counted in its state): the summary
    leaves ``turn_number`` empty and the load list falls back to the count of actions."""
    match = new_match("card-game", "2", seed=4, names=["Ann", "Bo"])
    for _ in range(3):
        match.play(match.legal_actions()[0])
    summary = summary_of(save_game(match, name="cards", data_dir=tmp_path))
    assert summary.ok, summary.error
    assert summary.turn_number is None and summary.actions == 3
