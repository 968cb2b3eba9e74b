"""Turn order, skipped crews, the end of the game, scoring, and the player modes.

EN 'How to move' (White first, then clockwise), EN 'Winning', EN 'Playing in pairs',
RU 'Подготовка к игре' (2 players: two crews each; 3 players: 3 ships), RULINGS 'Board'
(seats W south, Y west, B north, R east), 'Players', 'A turn' (a crew with no legal
action is skipped), 'End of the game' and 'Finer points' (early end only when the lead is
strictly greater; hand-written positions end when their coins are gone).
"""

from __future__ import annotations

import pytest

from jackal_tui.games.classic import ISLAND_CELLS, Game, PositionError
from rules_helpers import act, game, legal, loc, ship_moves_until, turn


def play_ships(g, n):
    """Play n ship moves (no progress), each by the crew to act."""
    order = []
    for _ in range(n):
        order.append(turn(g))
        ships = [a for a in g.legal_actions() if a.kind == "ship"]
        g.play(ships[0])
    return order


# ----- turn order ---------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["4", "4-teams", "2"])
def test_turn_order_white_yellow_black_red(mode):
    """EN 'How to move': White first, then clockwise; RULINGS 'Board': W south, Y west,
    B north, R east; RULINGS 'Players': with two crews each the crews still take turns in
    seat order; EN 'Playing in pairs': the turn order is always observed."""
    g = game(f"""
        jackal classic {mode}
    """)
    assert turn(g) == "W"
    assert play_ships(g, 8) == list("WYBRWYBR")
    assert turn(g) == "W"


def test_three_players_have_no_red_ship():
    """RULINGS 'Players': 3 players are White, Yellow, Black; the east side has no ship;
    RU 'Подготовка к игре': three ships for three players."""
    g = game("""
        jackal classic 3
    """)
    assert 3 not in g.state.crews
    assert loc(g, "R1") == "absent"
    assert play_ships(g, 6) == list("WYBWYB")
    assert not any(m.startswith("R") for m in legal(g))
    with pytest.raises(PositionError):
        game("""
            jackal classic 3
            R1 G3
        """)


def test_two_player_light_is_white_against_black():
    """RULINGS 'Players': the lighter variant, one crew each on opposite sides (White
    south, Black north); they are enemies."""
    g = game("""
        jackal classic 2-light
        W1 G3
        B1 G4
    """)
    assert set(g.state.crews) == {0, 2}
    assert loc(g, "Y1") == "absent" and loc(g, "R1") == "absent"
    act(g, "W1 G3-G4")
    assert loc(g, "B1") == "ship G13"
    assert turn(g) == "B"
    assert play_ships(g, 3) == list("BWB")
    assert sorted(g.state.sides) == [(0,), (2,)]


def test_two_players_command_two_crews_each_as_partners():
    """RU 'Подготовка к игре': for two, each player commands two crews on opposite sides;
    RULINGS 'Players': W+B against Y+R; partners share tiles."""
    g = game("""
        jackal classic 2
        W1 G3
        B1 G4
        Y1 H4
    """)
    assert sorted(g.state.sides) == [(0, 2), (1, 3)]
    act(g, "W1 G3-G4")
    assert loc(g, "B1") == "G4" and loc(g, "W1") == "G4"
    assert turn(g) == "Y"
    act(g, "Y1 H4-G4")
    assert loc(g, "W1") == "ship G1" and loc(g, "B1") == "ship G13"


def test_four_teams_are_white_black_against_yellow_red():
    """EN 'Playing in pairs': opposite ships team up (black and white against red and
    yellow)."""
    g = game("""
        jackal classic 4-teams
    """)
    assert sorted(g.state.sides) == [(0, 2), (1, 3)]


def test_four_players_each_for_himself():
    """RULINGS 'Players': 4 players, every crew for itself."""
    g = game("""
        jackal classic 4
    """)
    assert sorted(g.state.sides) == [(0,), (1,), (2,), (3,)]


@pytest.mark.parametrize("mode, crews", [
    ("4", (0, 1, 2, 3)), ("4-teams", (0, 1, 2, 3)), ("3", (0, 1, 2)),
    ("2", (0, 1, 2, 3)), ("2-light", (0, 2))])
def test_new_game_in_every_mode_starts_with_three_pirates_aboard_each_ship(mode, crews):
    """EN 'Getting ready to play': ships in the middle of each side with three sailors
    aboard; RULINGS 'Board' (G1, A7, G13, M7) and 'Players'; 37 coins hidden in chests
    (RULINGS 'Tiles: classic')."""
    g = Game.new(mode=mode, seed=11)
    s = g.state
    assert tuple(s.crews) == crews
    start = {0: "G1", 1: "A7", 2: "G13", 3: "M7"}
    for c in crews:
        for i in range(3):
            assert loc(g, "WYBR"[c] + str(i + 1)) == f"ship {start[c]}"
    assert s.coins_in_play == 37
    assert all(not s.tile(c).face_up for c in ISLAND_CELLS)
    assert turn(g) == "W"


def test_crew_with_no_legal_action_is_skipped():
    """RULINGS 'A turn': a crew with no legal action is skipped."""
    g = game("""
        jackal classic 4
        Y1 dead
        Y2 dead
        Y3 dead
    """)
    act(g, "W ship G1-F1")
    assert turn(g) == "B"
    assert play_ships(g, 3) == list("BRW")
    assert turn(g) == "B"


# ----- the end ------------------------------------------------------------------------

def test_game_ends_when_every_coin_is_banked():
    """RULINGS 'End of the game': ends when every coin is banked, sunk or eaten;
    RULINGS 'Finer points': a hand-written position ends when its coins are gone;
    EN 'Winning': the most gold wins."""
    g = game("""
        jackal classic 4
        W1 G2
        coins G2 1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.over and g.state.end_reason
    assert legal(g) == []
    assert g.state.winners() == [(0,)]


def test_coins_in_a_closed_chest_are_still_in_play():
    """RULINGS 'End of the game': coins still hidden in face-down chests count as in
    play."""
    g = game("""
        jackal classic 4
        W1 G2
        coins G2 1
        L11 ?chest1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert not g.state.over
    assert g.state.coins_in_play == 1


def test_game_ends_when_the_last_coin_sinks():
    """RULINGS 'End of the game': banked, sunk or eaten."""
    g = game("""
        jackal classic 4
        W1 C5
        B5 arrow-W
        coins C5 1
    """, reserve=False)
    act(g, "W1 C5-B5 +coin")
    assert g.state.over
    assert g.state.winners() == [(0,), (1,), (2,), (3,)]  # 0 each: all share


def test_game_ends_when_the_last_coin_is_eaten():
    """RULINGS 'End of the game' and 'Fighting and death' (the cannibal eats it)."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 cannibal
        coins G3 1
        bank Y 2
    """, reserve=False)
    act(g, "W1 G3-G4 +coin")
    assert g.state.over
    assert g.state.winners() == [(1,)]


def test_early_end_when_the_lead_is_strictly_greater_than_the_coins_in_play():
    """RULINGS 'End of the game' and 'Finer points': early end only when the leader's
    lead is strictly greater than all coins still in play."""
    g = game("""
        jackal classic 4
        W1 G2
        coins G2 1
        coins L11 2
        bank W 4
        bank Y 1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")  # W 5, Y 1, 2 left: lead 4 > 2
    assert g.state.over
    assert g.state.winners() == [(0,)]


def test_no_early_end_when_the_lead_equals_the_coins_in_play():
    """RULINGS 'Finer points': strictly greater."""
    g = game("""
        jackal classic 4
        W1 G2
        coins G2 1
        coins L11 3
        bank W 3
        bank Y 1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")  # W 4, Y 1, 3 left: lead 3 == 3
    assert not g.state.over
    assert turn(g) == "Y"


def test_no_early_end_when_the_option_is_off():
    """RULINGS 'End of the game': early end is a setting."""
    g = game("""
        jackal classic 4
        options early_end=no
        W1 G2
        coins G2 1
        coins L11 2
        bank W 4
        bank Y 1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert not g.state.over


def test_early_end_counts_partners_together():
    """RULINGS 'End of the game': partners add theirs; EN 'Playing in pairs': the gold is
    counted together."""
    text = """
        jackal classic {mode}
        W1 G2
        coins G2 1
        coins L11 2
        bank W 2
        bank B 2
        bank Y 1
    """
    g = game(text.format(mode="4-teams"), reserve=False)
    act(g, "W1 G2-G1 +coin")  # W+B 5, Y+R 1, 2 left: lead 4 > 2
    assert g.state.over
    assert g.state.winners() == [(0, 2)]
    g = game(text.format(mode="4"), reserve=False)
    act(g, "W1 G2-G1 +coin")  # W 3, B 2, Y 1, 2 left: lead 1
    assert not g.state.over


OUT_OF_PIECES = """
    jackal classic 4
    {options}
    W1 G2
    Y1 dead
    Y2 dead
    Y3 dead
    {black}
    coins G2 1
    coins L11 9
    bank W 4
    bank Y 3
    bank B 2
    bank R 4
"""


def _no_black(black: str) -> str:
    return black if black else "B1 dead\n    B2 dead\n    B3 dead"


def test_early_end_counts_a_side_with_no_piece_left_as_unable_to_catch_up():
    """RULINGS 'End of the game': end early once the leader can no longer be caught. A
    crew whose pirates are all dead (and has no character) banks nothing more (rules
    version 3, docs/rules.md). W banks its 5th coin; Y (3) and B (2) are out; only R
    (4, pirates aboard) could still catch W with the 9 coins left, so the game goes on
    until R is out too."""
    g = game(OUT_OF_PIECES.format(options="", black=_no_black("")), reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert not g.state.over   # R 4 + 9 left could still pass W's 5
    g = game(OUT_OF_PIECES.format(options="", black=_no_black("")).replace(
        "bank R 4", "bank R 4\n    R1 dead\n    R2 dead\n    R3 dead"), reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.over and g.state.end_reason == "the leader can no longer be caught"
    assert g.state.winners() == [(0,)]


def test_a_side_out_of_pieces_that_leads_does_not_end_the_game_while_others_can_pass_it():
    """RULINGS 'End of the game': the early end is for a leader nobody can catch. Y leads
    with 6 and has no piece left; W (5 after banking) can still pass it."""
    g = game(OUT_OF_PIECES.format(options="", black=_no_black("")).replace(
        "bank Y 3", "bank Y 6").replace("bank R 4", "bank R 0\n    R1 dead\n    R2 dead\n    R3 dead"),
        reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert not g.state.over


def test_a_trapped_pirate_or_a_character_keeps_a_side_in_the_race():
    """A pirate caught in a trap may be freed and a character under a crew's command still
    acts for it (docs/rules.md, version 3: only a side with no piece left is out)."""
    text = OUT_OF_PIECES.format(options="", black=_no_black("")).replace(
        "bank R 4", "bank R 4\n    R1 dead\n    R2 dead\n    R3 dead")
    g = game(text.replace("    B1 dead\n", "    I10 trap\n    B1 I10 trapped\n"),
             reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert not g.state.over   # B 2 + 9 left could still pass W's 5
    g = game(text.replace("jackal classic 4", "jackal treasure-island 4").replace(
        "    B1 dead\n", "    B1 dead\n    BEN K9 B\n"), reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert not g.state.over


def test_games_before_rules_version_3_count_every_side_in_the_race():
    """docs/rules.md 'Rules versions': a game keeps the rules it was played by; before
    version 3 a side with no piece left still counted as able to catch the leader."""
    text = OUT_OF_PIECES.format(options="options rules_version=2",
                                black=_no_black("")).replace(
        "bank R 4", "bank R 4\n    R1 dead\n    R2 dead\n    R3 dead")
    g = game(text, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert not g.state.over   # 5 - 4 is no lead over the 9 coins left


def test_anti_stall_limit_ends_the_game_after_so_many_idle_rounds():
    """RULINGS 'End of the game': anti-stall limit, N rounds with no tile opened, no coin
    banked, sunk or eaten (docs/rules.md) and no pirate lost (here N = 2 rounds of 2 crews
    = 4 actions)."""
    g = game("""
        jackal classic 2-light
        options stall_rounds=2
    """)
    play_ships(g, 3)
    assert not g.state.over
    play_ships(g, 1)
    assert g.state.over


def test_opening_a_tile_restarts_the_anti_stall_count():
    """RULINGS 'End of the game': rounds with no tile opened."""
    g = game("""
        jackal classic 2-light
        options stall_rounds=2
        F2 ?empty
    """)
    act(g, "W ship G1-F1")
    act(g, "B ship G13-F13")
    act(g, "W1 F1-F2")        # opens a tile
    act(g, "B ship F13-G13")  # 1 idle action
    act(g, "W1 F2-F3")        # 2
    act(g, "B ship G13-F13")  # 3
    assert not g.state.over
    act(g, "W1 F3-F4")        # 4 = two rounds
    assert g.state.over


# W1 can carry a coin between two open tiles; two more coins keep the game from ending early
CARRY_A_COIN = """
    jackal classic 2-light
    options {options}
    W1 G3
    G3 empty
    G4 empty
    coins G3 1
    coins K5 2
    K5 empty
"""


def test_a_coin_carried_about_the_island_does_not_restart_the_anti_stall_count():
    """docs/rules.md 'Anti-stall' (RULINGS 'End of the game' leaves the example open): only
    a coin leaving the island counts, so carrying one to and fro cannot hold the end off."""
    g = game(CARRY_A_COIN.format(options="stall_rounds=2"))
    act(g, "W1 G3-G4 +coin")
    act(g, "B ship G13-F13")
    act(g, "W1 G4-G3 +coin")
    assert not g.state.over
    act(g, "B ship F13-G13")  # 4 actions = two rounds, the coin still on the island
    assert g.state.over
    assert g.state.end_reason == ("2 rounds with no tile opened, no coin banked, sunk or "
                                  "eaten and no pirate lost")


def test_games_saved_before_keep_the_old_anti_stall_rule():
    """docs/rules.md 'Anti-stall': a setup without stall_coin_moves (a save from before the
    option) means yes, RULINGS' example: a coin put down on the island restarts the count,
    so such a game replays exactly as it was played (saves/example-4p-finished.json is
    such a game: tests/persistence/test_example_saves.py loads it)."""
    setup = Game.new(mode="2-light", seed=9).setup
    assert setup["options"]["stall_coin_moves"] is False  # new games: the new rule
    del setup["options"]["stall_coin_moves"]
    assert "stall_coin_moves" not in Game.from_setup(setup).state.options  # nothing filled in
    g = game(CARRY_A_COIN.format(options="stall_rounds=2 stall_coin_moves=yes"))
    act(g, "W1 G3-G4 +coin")
    act(g, "B ship G13-F13")
    act(g, "W1 G4-G3 +coin")
    act(g, "B ship F13-G13")  # 1 idle action after the last coin was put down
    act(g, "W ship G1-F1")    # 2
    act(g, "B ship G13-F13")  # 3
    assert not g.state.over  # each coin put down was progress
    act(g, "W ship F1-G1")    # 4 = two rounds
    assert g.state.over
    assert g.state.end_reason == "2 rounds with no tile opened, no coin moved and no pirate lost"


def test_banking_a_coin_restarts_the_anti_stall_count():
    """docs/rules.md 'Anti-stall': a coin banked on the ship is progress."""
    g = game("""
        jackal classic 2-light
        options stall_rounds=2
        W1 G2
        G2 empty
        coins G2 1
        coins K5 2
        K5 empty
    """)
    act(g, "W1 G2-G1 +coin")  # banked: the count starts again after this turn
    act(g, "B ship G13-F13")  # 1 idle action
    act(g, "W ship G1-F1")    # 2
    act(g, "B ship F13-G13")  # 3
    assert not g.state.over
    act(g, "W ship F1-G1")    # 4 = two rounds
    assert g.state.over


def test_game_ends_when_no_crew_can_move():
    """RULINGS 'End of the game': the game ends when no crew has a legal action."""
    g = game("""
        jackal classic 2-light
        W1 G3
        W2 dead
        W3 dead
        B1 dead
        B2 dead
        B3 dead
        G4 cannibal
    """)
    act(g, "W1 G3-G4")
    assert g.state.over
    assert legal(g) == []


# ----- scoring ------------------------------------------------------------------------

def test_equal_scores_share_the_win():
    """RULINGS 'End of the game': equal scores share the win."""
    g = game("""
        jackal classic 4
        W1 G2
        coins G2 1
        bank W 1
        bank Y 2
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.over
    assert g.state.winners() == [(0,), (1,)]


@pytest.mark.parametrize("mode", ["4-teams", "2"])
def test_partners_add_their_coins(mode):
    """EN 'Playing in pairs': the gold gained together is counted; RULINGS 'Players':
    the coins count for the team or player."""
    g = game(f"""
        jackal classic {mode}
        W1 G2
        coins G2 1
        bank B 2
        bank Y 3
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.over
    scores = dict(g.state.side_scores())
    assert scores == {(0, 2): 3, (1, 3): 3}
    assert g.state.winners() == [(0, 2), (1, 3)]


def test_team_with_more_coins_wins():
    """EN 'Playing in pairs' / 'Winning'."""
    g = game("""
        jackal classic 4-teams
        W1 G2
        coins G2 1
        bank W 1
        bank B 2
        bank Y 3
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.winners() == [(0, 2)]


def test_human_losses_do_not_count():
    """EN 'Winning': whoever has the most gold wins; human losses don't count."""
    g = game("""
        jackal classic 4
        Y1 dead
        Y2 dead
        Y3 dead
        W1 G2
        coins G2 1
        bank Y 5
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.over
    assert g.state.winners() == [(1,)]


def test_two_player_light_scores_white_against_black():
    """RULINGS 'Players' (2-light) and 'End of the game'."""
    g = game("""
        jackal classic 2-light
        W1 G2
        coins G2 1
        bank B 1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert g.state.over
    assert dict(g.state.side_scores()) == {(0,): 1, (2,): 1}
    assert g.state.winners() == [(0,), (2,)]


def test_ship_moves_between_turns_helper_keeps_to_seat_order():
    """RULINGS 'Board': seat order W, Y, B, R (checks the helper used across these
    tests)."""
    g = game("""
        jackal classic 4
    """)
    act(g, "W ship G1-F1")
    ship_moves_until(g, "W")
    assert g.action_count == 4


def test_skipped_crew_lets_the_other_play_again_in_two_player_light():
    """RULINGS 'A turn': a crew with no legal action is skipped (with two crews, the other
    plays again)."""
    g = game("""
        jackal classic 2-light
        B1 dead
        B2 dead
        B3 dead
    """)
    act(g, "W ship G1-F1")
    assert turn(g) == "W"
    assert not g.state.over


def test_anti_stall_rounds_include_the_turns_of_skipped_crews():
    """RULINGS 'End of the game': N rounds with no progress; a round is every crew's turn
    once, a skipped crew's included (here 1 round: W, Y skipped, B, R)."""
    g = game("""
        jackal classic 4
        options stall_rounds=1
        Y1 dead
        Y2 dead
        Y3 dead
    """)
    assert play_ships(g, 2) == ["W", "B"]
    assert not g.state.over
    play_ships(g, 1)
    assert g.state.over
