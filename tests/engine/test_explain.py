"""Why an action is refused: the rule's reason, in words
(jackal_tui/games/classic/explain.py).

Each test sets up a position, checks that the action is not legal there, and that the
reason names the rule the rulebook gives (EN = 000_… classic English, TI = 001_…
treasure-island, RULINGS = ../shared/RULINGS.md). The reason is also what
IllegalActionError says, after the action's text.
"""

from __future__ import annotations

import pytest

from jackal_tui.games.classic import Action
from jackal_tui.games.classic.explain import why_not
from rules_helpers import act, cell, game, illegal, pid
from ti_helpers import ti


def reason(g, action: Action) -> str:
    """The reason for an action that must be illegal; also checked against play()."""
    assert action not in g.legal_actions(), f"{action} is legal here"
    words = why_not(g.state, action, g.legal_actions())
    assert illegal(g, str(action)) == f"{action}: {words}"
    return words


def move(who: str, frm: str, to: str, coin: int = 0) -> Action:
    return Action("move", pid(who), cell(frm), cell(to), coin)


CARRIER = """
    jackal classic 4
    W1 G3
    coins G3 1
    G4 ?empty
    F4 fortress
    H4 empty
    Y1 H4
    H3 native
    Y2 H3
"""


def test_carrier_steps_only_onto_face_up_tiles():
    """EN 'How to gain gold' b: with a coin only along open tiles."""
    g = game(CARRIER)
    words = reason(g, move("W1", "G3", "G4", 1))
    assert words.startswith("W1 carries a coin: a carrier steps only onto face-up tiles")
    # without the coin the same step is legal: the reason was the coin
    assert move("W1", "G3", "G4") in g.legal_actions()


def test_carrier_never_enters_a_fortress():
    """EN tiles, fortress: no entrance with gold."""
    assert "nobody enters a fortress with a coin" in reason(game(CARRIER), move("W1", "G3", "F4", 1))


def test_carrier_never_attacks():
    """EN 'How to gain gold' c: no fight with booty in hand."""
    words = reason(game(CARRIER), move("W1", "G3", "H4", 1))
    assert "a carrier never attacks" in words


def test_an_enemy_holds_the_fortress():
    """EN tiles, fortress with the native girl: no enemy enters while you are in there."""
    words = reason(game(CARRIER), move("W1", "G3", "H3"))
    assert "an enemy holds the fortress on H3" in words


def test_a_tile_not_next_to_the_pirate():
    """EN 'How to move' d: on land one tile down, across or cornerwise."""
    words = reason(game(CARRIER), move("W1", "G3", "G5"))
    assert words.startswith("G5 is not next to W1")


def test_not_your_turn():
    """EN 'How to move': turns go in order, White first."""
    g = game(CARRIER)
    assert reason(g, move("Y1", "H4", "H5")) == "it is White's turn, not Yellow's"


def test_no_jumping_into_the_sea_from_land():
    """EN 'How to move' e: a pirate cannot jump into the sea from land."""
    g = game("""
        jackal classic 4
        W1 B5
    """)
    assert "never jumps into the sea from land" in reason(g, move("W1", "B5", "A5"))


def test_carrier_never_boards_an_enemy_ship():
    """RULINGS 'Finer points': a carrier steps only onto his own or a partner's ship."""
    g = game("""
        jackal classic 4
        turn Y
        Y1 G2
        coins G2 1
    """)
    words = reason(g, move("Y1", "G2", "G1", 1))
    assert "a carrier never goes onto an enemy ship" in words


def test_ashore_only_straight_in_front():
    """EN 'How to move' b: from the ship only to the tile right in front of it."""
    g = game("jackal classic 4")
    words = reason(g, move("W1", "G1", "F2"))
    assert "only onto the tile straight in front of it (G2)" in words


def test_swimmer_cannot_climb_onto_land():
    """EN 'How to move' e: a pirate cannot get out of the sea onto land."""
    g = game("""
        jackal classic 4
        W1 sea A5
    """)
    assert "a swimmer cannot climb onto land" in reason(g, move("W1", "A5", "B5"))


def test_ship_needs_crew_and_one_cell_along_its_side():
    """EN 'How to move' a: a ship with at least one pirate aboard, one space along its side,
    never round a corner."""
    g = game("""
        jackal classic 4
        W1 G3
        W2 G4
        W3 G5
    """)
    words = reason(g, Action("ship", 0, cell("G1"), cell("F1")))
    assert words == "a ship sails only with one of its own crew aboard"
    g = game("jackal classic 4")
    assert "2 cells away" in reason(g, Action("ship", 0, cell("G1"), cell("E1")))
    g = game("""
        jackal classic 4
        ship W C1
    """)
    assert "never round a corner" in reason(g, Action("ship", 0, cell("C1"), cell("B1")))


def test_stepped_tile_is_crossed_one_step_per_move():
    """EN tiles, spinning tiles: the desert takes three moves."""
    g = game("""
        jackal classic 4
        W1 G3:1
        G3 desert
    """)
    assert "must first cross the desert (3 steps): he is on step 1" in reason(
        g, move("W1", "G3", "G4"))


def test_trapped_drunk_dead_and_revival():
    """EN tiles, trap and rum; EN 'Die pirate, die!' e (revival in the native girl's
    fortress)."""
    g = game("""
        jackal classic 4
        W1 G3 trapped
        G3 trap
        G5 rum
        W2 G5 rum
        W3 dead
    """)
    assert reason(g, move("W1", "G3", "G4")) == "W1 is caught in a trap until a friend comes"
    assert "revival needs a living W pirate in the fortress with the native girl" in reason(
        g, Action("revive", pid("W3")))


def test_revival_takes_the_lowest_numbered_dead_pirate():
    """docs/rules.md: revival brings back the dead pirate with the lowest number."""
    g = game("""
        jackal classic 4
        W1 H3
        H3 native
        W2 dead
        W3 dead
    """)
    assert "lowest number first (W2)" in reason(g, Action("revive", pid("W3")))


def test_a_decision_comes_first_and_only_its_choices():
    """RULINGS 'A turn': the choice inside a chain is part of the action; EN tiles, horse:
    a knight's move."""
    g = game("""
        jackal classic 4
        W1 G3
        G4 horse
    """)
    act(g, "W1 G3-G4")
    assert g.state.pending is not None
    assert reason(g, Action("ship", 0, cell("G1"), cell("F1"))) == (
        "W1 must first choose where the horse jumps")
    assert reason(g, Action("choose", pid("W1"), -1, cell("G5"))) == (
        "G5 is not a knight's jump from G4")


def test_a_horse_jump_with_a_coin_not_onto_a_face_down_tile():
    """RULINGS 'Finer points': choices inside a chain offer only what the pirate may do
    with what he carries (with a coin: no face-down target)."""
    g = game("""
        jackal classic 4
        W1 G3
        coins G3 1
        G4 horse
        F6 ?empty
    """)
    act(g, "W1 G3-G4 +coin")
    assert g.state.pending is not None
    words = reason(g, Action("choose", pid("W1"), -1, cell("F6")))
    assert "carries a coin: a carrier steps only onto face-up tiles" in words


def test_the_game_is_over():
    """RULINGS 'End of the game'."""
    g = game("""
        jackal classic 4
        W1 G2
        coins G2 1
    """, reserve=False)
    act(g, "W1 G2-G1 +coin")
    assert reason(g, Action("ship", 1, cell("A7"), cell("A6"))).startswith("the game is over")


def test_ti_friday_never_fights():
    """TI, Friday: he cannot attack anyone."""
    g = ti("""
        FRI G3 W
        Y1 G4
    """)
    assert reason(g, move("FRI", "G3", "G4")) == "Friday never fights: he cannot step onto enemies"


def test_ti_no_coin_into_the_dense_jungle():
    """TI, jungle (dense): impossible to enter while carrying a coin."""
    g = ti("""
        W1 G3
        coins G3 1
        G4 thicket
    """)
    assert "nobody brings a coin into the dense jungle" in reason(g, move("W1", "G3", "G4", 1))


def test_ti_no_enemy_joins_the_missionary():
    """TI, the Missionary: he cannot stand on the same tile as an enemy (RULINGS)."""
    g = ti("""
        W1 G3
        MIS G4 Y
    """)
    words = reason(g, move("W1", "G3", "G4"))
    assert "the enemy's Missionary stands on G4" in words


def test_ti_bottles_need_a_reason_to_be_used():
    """TI, bottles: out of a trap or across a slow tile (or to Friday / the Missionary)."""
    g = ti("""
        W1 G3
        bottles W 1
    """)
    assert "neither trapped nor on a slow tile" in reason(g, Action("bottle", pid("W1")))


@pytest.mark.parametrize("text", ["W1 G3-G5", "W1 G3-G4 +coin", "Y1 H4-H5", "W ship G1-E1"])
def test_no_reason_is_the_catch_all(text):
    """Every refusal above names a rule, never the bare 'not a legal action now'."""
    g = game(CARRIER)
    assert "not a legal action now" not in illegal(g, text)


def test_a_flight_lands_on_the_island_or_the_own_ship():
    """RULINGS 'Airplane (classic)': any island tile or the pirate's own ship;
    RULINGS 'Tiles: treasure-island': the plane flies only to a face-up tile."""
    g = game("""
        jackal classic 4
        W1 G2
        G3 airplane
    """)
    act(g, "W1 G2-G3")
    assert g.state.pending is not None and g.state.pending.kind == "airplane"
    assert reason(g, Action("choose", pid("W1"), -1, cell("A5"))) == (
        "a flight ends on an island tile or on W1's own ship")
    assert Action("choose", pid("W1"), -1, cell("G1")) in g.legal_actions()
    g = ti("""
        W1 G2
        G3 airplane
        C4 ?empty
    """)
    act(g, "W1 G2-G3")
    assert g.state.pending is not None and g.state.pending.kind == "airplane1"
    assert reason(g, Action("choose", pid("W1"), -1, cell("C4"))) == (
        "in this edition the plane lands only on a face-up island tile")


def test_why_not_never_fails_on_any_cell_in_played_games():
    """The board asks for a reason on whatever cell the cursor is: every illegal move of
    every piece that can move, to every cell, with and without a coin, gets a named rule
    (never the catch-all) in positions of games played out from fixed seeds."""
    import random

    from jackal_tui.games.classic import Game

    for ruleset in ("classic", "treasure-island"):
        g = Game.new(mode="4-teams", seed=11, ruleset=ruleset)
        rng = random.Random(11)
        for step in range(240):
            if g.state.over:
                break
            legal = g.legal_actions()
            s = g.state
            if step % 20 == 0:
                for p in {a.who for a in legal if a.kind in ("move", "choose")}:
                    for to in range(169):
                        for coin in (0, 1):
                            a = (Action("choose", p, -1, to) if s.pending is not None
                                 else Action("move", p, s.p_cell[p], to, coin))
                            if a not in legal:
                                words = why_not(s, a, legal)
                                assert words and "not a legal action now" not in words, (a, words)
            g.play(rng.choice(legal))


# ----- refusals of the rules version 2 (docs/rules.md "Rules versions") ---------------

def test_ti_missionary_never_swims_where_enemies_swim():
    """RULINGS 'Finer points': the Missionary never enters a tile holding enemies, and
    obeys his limits at sea too (docs/rules.md: the sea counts as a tile for him). A4 and
    A5 are neighbouring sea cells, so the reason is the enemy, not the distance."""
    g = ti("""
        MIS sea A4 W
        Y1 sea A5
    """)
    words = reason(g, move("MIS", "A4", "A5"))
    assert words.startswith("the Missionary never goes where enemies stand")
    assert "the sea counts as a tile for him" in words
    assert "one cell at a time" not in words
    assert move("MIS", "A4", "A3") in g.legal_actions()  # the empty cell is open to him


def test_ti_friday_never_swims_onto_enemies():
    """RULINGS 'Finer points': Friday cannot step onto enemies (he cannot strike), at sea
    as on land."""
    g = ti("""
        FRI sea A4 W
        Y1 sea A5
    """)
    words = reason(g, move("FRI", "A4", "A5"))
    assert words.startswith("Friday never fights")
    assert "the sea counts as a tile for him" in words


def test_ti_nobody_swims_to_the_enemy_missionary():
    """RULINGS 'Finer points' / docs/rules.md: nobody joins an enemy's peaceful
    Missionary, in the sea either."""
    g = ti("""
        W1 sea A4
        MIS sea A5 Y
    """)
    assert reason(g, move("W1", "A4", "A5")) == (
        "the enemy's Missionary swims at A5, and no enemy may join him")


def test_ti_bottle_handed_only_on_or_next_to_the_giver():
    """RULINGS 'Finer points': a bottle goes to a character on the giver's own tile or on
    a neighbouring one; G3 and G5 are two tiles apart."""
    g = ti("""
        W1 G3
        FRI G5 Y
        bottles W 1
    """)
    words = reason(g, Action("bottle", pid("W1"), -1, -pid("FRI")))
    assert words == "Friday is not on or next to W1's tile (G3)"


def test_ti_the_missionary_keeps_no_bottle_for_himself():
    """TI, bottles: a bottle is handed over to Friday or the Missionary; he cannot hand
    one to himself (he stands on his own tile, yet he is not 'another' character)."""
    g = ti("""
        MIS G3 W
        bottles W 1
    """)
    words = reason(g, Action("bottle", pid("MIS"), -1, -pid("MIS")))
    assert words == "the Missionary cannot hand a bottle to himself"


def test_ti_an_armed_missionary_needs_no_bottle():
    """TI, the Missionary: a message arms him once; after that he is a pirate."""
    g = ti("""
        W1 G3
        MIS G4 W
        bottles W 2
    """)
    act(g, "W1 bottle MIS")
    assert g.state.converted
    words = reason(g, Action("bottle", pid("W1"), -1, -pid("MIS")))
    assert "the Missionary has read a message already" in words


def test_ti_no_bottle_left():
    """TI, bottles: each bottle is used once."""
    g = ti("""
        W1 G3 trapped
        G3 trap
        bottles W 0
    """)
    assert reason(g, Action("bottle", pid("W1"))) == "White's side has no message bottle left"


def test_ti_a_bottle_never_makes_a_turn():
    """RULINGS 'Finer points': bottles never make a turn. White's only moving piece is its
    Friday; handing him the bottle takes him away (TI, Friday), after which White would
    have nothing to play (W1 trapped, no bottle left, W2 and W3 dead): refused. W1's own
    bottle out of the trap leaves him free to move on, so it stays legal."""
    g = ti("""
        W1 G3 trapped
        G3 trap
        W2 dead
        W3 dead
        FRI G4 W
        bottles W 1
    """)
    words = reason(g, Action("bottle", pid("W1"), -1, -pid("FRI")))
    assert words == "bottles never make a turn: after it White would have no real action left this turn"
    assert Action("bottle", pid("W1")) in g.legal_actions()


def test_ti_a_bottle_is_used_from_the_island():
    """TI, bottles: a pirate standing on the island uses it (out of a trap, to a slow
    tile's last step, or to hand it over); a swimmer has none of these."""
    g = ti("""
        W1 sea A4
        bottles W 1
    """)
    assert reason(g, Action("bottle", pid("W1"))) == (
        "W1 is in the sea: only a piece standing on the island uses a bottle")


def test_classic_has_no_bottles():
    """RULINGS: message bottles belong to the treasure-island edition only."""
    g = game(CARRIER)
    words = why_not(g.state, Action("bottle", pid("W1")), g.legal_actions())
    assert words == "message bottles are only in the treasure-island edition"
    assert "treasure-island" in illegal(g, "W1 bottle")
