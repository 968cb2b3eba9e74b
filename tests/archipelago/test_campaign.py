"""The campaign: the draw after an island and the next island.

RULINGS-ARCHIPELAGO.md, "End, score, campaign" and "Abilities: finer points" ("The
draw"); rulebook seeds/002_33657f023733c27a.txt, "Special Abilities" and "The game
continues...".
"""

import json

import pytest

from jackal_tui.games.archipelago import IllegalActionError, match_from_setup, new_match
from jackal_tui.games.archipelago.abilities import deck_after
from jackal_tui.games.archipelago.state import BOAT

from .helpers import game, legal

CAMPAIGN = "options campaign=true islands=3"


def ending(*lines, mode="2", boats=("W E1", "B E7"), campaign=CAMPAIGN):
    """A campaign position whose island ends when W1 brings the last coin aboard
    (``W1 D2-E1 +coin``): every tile is open, that coin is the last on the island."""
    return game("W1 D2", "coins D2 1", "G6 empty", campaign, "seed 11", *lines, mode=mode,
                boats=boats)


def test_rulings_the_draw_crews_that_banked_3_themselves_pick_in_order_of_score():
    """RULINGS, End, score, campaign: "each player whose crew banked 3 or more coins
    itself may take one ability ... pick in order of that island's score"."""
    m = ending("bank W 2", "bank B 4")
    m.play("W1 D2-E1 +coin")          # White ends with 3, Black has 4: Black picks first
    s = m.state
    assert not m.is_over() and s.phase == "draw" and s.pickers == (2, 0)
    assert m.current_seat() == 2 and m.view(0)["campaign"]["phase"] == "drawing"
    assert s.results[0]["banked"][:3:2] == [3, 4]


def test_rulings_the_draw_a_crew_under_3_coins_does_not_pick():
    m = ending("bank W 1", "bank B 4")
    m.play("W1 D2-E1 +coin")          # White 2: only Black
    assert m.state.pickers == (2,)


def test_rulings_the_draw_ties_pick_in_turn_order():
    m = ending("bank W 3", "bank B 4")
    m.play("W1 D2-E1 +coin")          # 4 : 4, White first in turn order
    assert m.state.pickers == (0, 2)


def test_rulings_the_draw_in_2v2_the_team_score_orders_and_only_crews_with_3_themselves_pick():
    """RULINGS, The draw: "In 2 on 2 the pick order follows the island's score as counted
    for the end (the team's total): partners tie and pick in turn order; only crews that
    banked 3 themselves pick"."""
    m = ending("bank W 2", "bank Y 3", "bank B 3", "bank R 5", mode="2v2",
               boats=("W E1", "Y A4", "B E7", "R I4"))
    m.play("W1 D2-E1 +coin")
    # White+Black 3 + 3 = 6, Yellow+Red 8: Yellow then Red; White and Black 3 each
    assert m.state.pickers == (1, 3, 0, 2)
    m2 = ending("bank W 2", "bank Y 2", "bank B 5", "bank R 6", mode="2v2",
                boats=("W E1", "Y A4", "B E7", "R I4"))
    m2.play("W1 D2-E1 +coin")         # W 3 + B 5 = 8 against 8: tie, turn order; Y has 2
    assert m2.state.pickers == (0, 2, 3)


def test_rulings_the_draw_shows_min_4_and_the_deck_of_the_island():
    """After island k the deck is the abilities of boxes 2..k+1 not yet owned."""
    m = ending("bank W 3", "bank B 4")
    m.play("W1 D2-E1 +coin")          # after island 1: box 2 only, three cards
    assert m.state.shown == ("Strongman", "Navigator", "Lookout")
    assert deck_after(1, set()) == ["Strongman", "Navigator", "Lookout"]
    assert len(deck_after(2, set())) == 6 and len(deck_after(3, set())) == 9
    assert deck_after(5, set()) == deck_after(4, set()) and len(deck_after(7, set())) == 12
    assert deck_after(2, {"Navigator", "Jonah"}) == ["Strongman", "Lookout", "Swimmer",
                                                     "Brawler"]
    m2 = ending("bank W 3", "bank B 4", "campaign 2", "result 1 island=1 banked=W:0,B:0",
                "abilities B3 Lookout", campaign="options campaign=true islands=4")
    m2.play("W1 D2-E1 +coin")         # after island 2: boxes 2-3 less Lookout: 5, 4 shown
    shown = m2.state.shown
    assert len(shown) == 4 and set(shown) <= {"Strongman", "Navigator", "Jonah", "Swimmer",
                                              "Brawler"}


def test_rulings_the_draw_picks_put_a_card_on_any_own_pirate_dead_or_alive():
    m = ending("bank W 3", "bank B 4", "B3 dead")
    m.play("W1 D2-E1 +coin")
    assert legal(m) == [f"W picks {a} W{k}" for a in ("Strongman", "Navigator", "Lookout")
                        for k in (1, 2, 3)] + ["W passes"]
    with pytest.raises(IllegalActionError):
        m.play("W picks Strongman B1")     # not his pirate
    with pytest.raises(IllegalActionError):
        m.play("W picks Strongman MIS")    # never the Missionary
    m.play("W picks Navigator W3")
    assert m.state.pickers == (2,) and m.state.shown == ("Strongman", "Lookout")
    assert "B picks Lookout B3" in legal(m)  # B3 is dead and may take it
    m.play("B picks Lookout B3")
    assert m.state.abilities[2] == ("Navigator",) and m.state.abilities[8] == ("Lookout",)


def test_rulings_the_draw_is_optional_and_a_pass_records_it():
    m = ending("bank W 3", "bank B 4")
    m.play("W1 D2-E1 +coin")
    m.play("W passes")
    m.play("B passes")
    s = m.state
    assert s.island == "2" and s.island_no == 2 and s.owned() == set()
    assert m.view(0)["campaign"]["results"][0]["picks"] == {"W": "pass", "B": "pass"}


def test_rulings_the_draw_ends_when_no_shown_card_is_left():
    m = ending("bank W 3", "bank Y 3", "bank B 4", mode="3",
               boats=("W E1", "Y A4", "B E7"))
    m.play("W1 D2-E1 +coin")             # W 4, B 4, Y 3: W, B, Y; three cards
    m.play("W picks Strongman W1")
    m.play("B picks Navigator B1")
    m.play("Y picks Lookout Y1")
    assert m.state.island_no == 2 and m.state.phase != "draw"


def test_rulings_the_draw_nobody_with_3_coins_goes_straight_to_the_next_island():
    m = ending("bank W 1", "bank B 2")
    events = m.play("W1 D2-E1 +coin")
    assert [e[0] for e in events if e[0] in ("end", "shown", "deal")] == ["end", "deal"]
    assert m.state.island_no == 2 and m.state.phase == "act" and m.current_seat() == 0


def test_rulings_campaign_abilities_survive_into_the_next_island_coins_and_bottles_do_not():
    """RULINGS: "Every pirate, dead or not, starts the next island aboard with his
    abilities. Coins and bottles do not carry over; per-island results do"."""
    m = ending("bank W 3", "bank B 4", "bottles B 2", "W3 dead", "B2 D5")
    m.play("W1 D2-E1 +coin")
    m.play("W picks Lookout W3")
    m.play("B picks Strongman B2")
    s = m.state
    assert s.island == "2" and s.board.layout != game().state.board.layout
    assert s.abilities[2] == ("Lookout",) and s.abilities[7] == ("Strongman",)
    assert s.banked == [0, 0, 0, 0] and s.bottles == [0, 0, 0, 0] and s.supply == 5
    assert all(s.p_where[p] == BOAT for p in (0, 1, 2, 6, 7, 8))
    assert not any(s.up[c] for c in s.board.land) and s.hidden_coins > 0
    assert s.results[0]["banked"][0] == 4 and s.results[0]["picks"] == {
        "0": ["Lookout", 2], "2": ["Strongman", 7]}
    assert "abilities W3 Lookout" in m.to_position()


def test_rulings_campaign_the_last_island_ends_the_match_with_no_draw():
    m = ending("bank W 3", "bank B 4", "campaign 3",
               "result 1 island=1 banked=W:0,B:0", "result 2 island=2 banked=W:0,B:0")
    events = m.play("W1 D2-E1 +coin")
    assert m.is_over() and "shown" not in [e[0] for e in events]
    assert len(m.state.results) == 3 and m.view(0)["campaign"]["phase"] == "over"


def test_rulings_the_draw_shown_cards_are_never_redrawn_on_undo_or_replay():
    """RULINGS, The draw: "The shown cards are a chance event drawn from the seed and
    recorded (never redrawn on undo or replay)"."""
    m2 = ending("bank W 3", "bank B 4", "campaign 2", "result 1 island=1 banked=W:0,B:0",
                campaign="options campaign=true islands=5")
    m2.play("W1 D2-E1 +coin")
    shown = m2.state.shown
    m2.undo()
    m2.play("W1 D2-E1 +coin")
    assert m2.state.shown == shown
    again = match_from_setup(m2.setup, json.loads(json.dumps(m2.events_json())))
    assert again.state.shown == shown and again.state_hash() == m2.state_hash()


def test_a_campaign_match_saves_replays_and_reads_its_position_across_islands():
    m = ending("bank W 3", "bank B 4")
    m.play("W1 D2-E1 +coin")
    m.play("W picks Strongman W2")
    m.play("B passes")
    m.play(m.legal_actions()[0])
    again = match_from_setup(m.setup, json.loads(json.dumps(m.events_json())))
    assert again.state_hash() == m.state_hash()
    from jackal_tui.games.archipelago import match_from_position
    assert match_from_position(m.to_position()).state_hash() == m.state_hash()
    log = m.log()
    assert "W1 D2-E1 +coin" in log[0] and "the draw shows" in log[0]
    assert log[2] == "B passes: Black passes; island 2 is dealt"
    assert m.action_reveals(2) and m.action_reveals(0)   # the cards shown, the deal


def test_a_campaign_starts_on_island_1_and_the_setup_form_knows_it():
    m = new_match(mode="3", seed=4, options={"campaign": True})
    assert m.state.campaign and m.state.islands == 4 and m.state.island == "1"
    assert m.setup["options"]["campaign"] is True
    with pytest.raises(ValueError):
        new_match(mode="2", seed=4, options={"campaign": True, "island": "2"})
    with pytest.raises(ValueError):
        new_match(mode="2", seed=4, options={"campaign": True, "islands": 13})
    plain = new_match(mode="2", seed=4)
    assert not plain.state.campaign and "campaign" not in plain.setup["options"]
    assert plain.view(0)["campaign"] is None


def test_the_draw_refuses_other_actions_with_the_reason():
    m = ending("bank W 3", "bank B 4")
    m.play("W1 D2-E1 +coin")
    with pytest.raises(IllegalActionError, match="picks an ability"):
        m.play("W boat E1-D1")
    with pytest.raises(IllegalActionError, match="Black picks now|White picks now"):
        m.play("B passes")


def test_the_search_and_the_crews_play_legal_actions_in_the_draw():
    """The computer crews and the search rules work on a campaign's draw (choosing well is
    the crews' own matter)."""
    import random
    from jackal_tui.ai.archipelago.crews import make_archipelago_crew
    from jackal_tui.games.archipelago import SEARCH
    m = ending("bank W 3", "bank B 4")
    m.play("W1 D2-E1 +coin")
    s = m.state
    world = SEARCH.deal(s, 0, random.Random(1))
    assert SEARCH.to_move(world) == 0 and SEARCH.legal(world) == m.legal_actions()
    SEARCH.play(world, SEARCH.legal(world)[0])
    assert world.phase == "draw" and world.turn == 2 and len(SEARCH.values(world, s)) == 2
    for level in ("random", "easy", "strong"):
        crew = make_archipelago_crew(level, nodes=30) if level == "strong" else \
            make_archipelago_crew(level)
        assert crew.choose(s, m.legal_actions(), 7) in m.legal_actions()


def test_no_seat_sees_the_tiles_of_the_next_island_in_its_deal():
    """The deal event holds every face-down tile: a seat's (and the public) view of it
    keeps the map and the boats, never the tiles."""
    m = ending("bank W 1", "bank B 2")
    deal = next(ev for ev in m.play("W1 D2-E1 +coin") if ev[0] == "deal")
    assert deal[3] and deal[4]
    for seat in (0, 2, None):
        seen = m.event_view(deal, seat)
        assert seen[:3] == deal[:3] and seen[3:5] == ((), ()) and seen[5] == deal[5]
