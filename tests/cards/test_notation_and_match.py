"""The card game's text forms (docs/notation.md, "The card game") and its Match
interface (docs/engine-api.md): positions read back, actions read back, refusals name the
line, secrets stay with their seat, the search's deal keeps what a seat has seen."""

import copy
import json
import random
import re
from pathlib import Path

import pytest

from jackal_tui.games.cards import (SEARCH, CardAction, IllegalActionError, PositionError,
                              match_from_position, match_from_setup, new_match,
                              random_action, read_position)
from jackal_tui.games.cards.deck import MOVERS, FLAGS

from .helpers import match


def random_game(players=3, seed=4, greedy=True, stop=None):
    m = new_match("card-game", str(players), seed=seed, names=["Ann", "Bo", "Cy", "Di"][:players])
    rng = random.Random(seed)
    while not m.is_over() and (stop is None or m.action_count < stop):
        m.play(random_action(m.state, rng, greedy))
    return m


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_position_of_a_game_reads_back_equal_and_writes_the_same(players, seed):
    m = new_match("card-game", str(players), seed=seed)
    rng = random.Random(seed)
    while True:
        text = m.to_position()
        again = match_from_position(text)
        assert again.state_hash() == m.state_hash(), text
        assert again.to_position() == text
        assert again.legal_actions() == m.legal_actions()
        if m.is_over():
            break
        m.play(random_action(m.state, rng, True))


def test_every_action_text_reads_back():
    m = random_game(4, 9)
    for a in set(m.actions):
        assert CardAction.parse(str(a)) == a
    for text in ("sail", "tortuga 3", "lay up-left", "done", "rum", "rum 2", "no rum",
                 "to d4", "lost", "weapon", "no weapon", "friday", "no friday", "double",
                 "no double"):
        assert str(CardAction.parse(text)) == text


@pytest.mark.parametrize("text", ["", "fly", "lay sword", "to e5", "tortuga 4", "rum 9",
                                  "no sail", "lay"])
def test_bad_action_text_is_refused_with_a_hint(text):
    m = random_game(stop=0)
    with pytest.raises(IllegalActionError):
        m.play(text)


def test_an_illegal_action_says_the_rules_reason_and_changes_nothing():
    m = match(["coins 0 hand up-down sails", "coins 0 sails planned"], "plan 1")
    before = m.state_hash()
    with pytest.raises(IllegalActionError, match="rows are laid in phase 2|not now"):
        m.play("to b3")
    with pytest.raises(IllegalActionError, match="you hold no horse"):
        m.play("lay horse")
    assert m.state_hash() == before and m.events == []


@pytest.mark.parametrize("lines,line_no,words", [
    (["card-game 5"], 1, "start with 'card-game N'"),
    (["card-game 2", "island 41", "phase plan 1", "player 1 sails", "player 2 sails"], 2,
     "numbered 1 to 40"),
    (["card-game 2", "island 1", "weather fine"], 3, "unknown line"),
    (["card-game 2", "island 1", "player 1 hand sword"], 3, "not an action card"),
    (["card-game 2", "island 1", "player 1 sails", "player 2 sails"], 4, "'phase' line"),
    (["card-game 2", "island 1", "phase plan 1", "player 1 sails row weapon",
      "player 2 sails"], 5, "never laid"),
    (["card-game 2", "island 1", "phase plan 1", "player 1 sails",
      "player 2 sails hand horse horse horse horse horse horse horse"], 5,
     "there are 6 horse cards, the position holds 7"),
    (["card-game 2", "island 1", "phase weapon 1 b1", "player 1 sails planned row up-down "
      "at b4 going", "player 2 sails planned"], 5, "b1 is not a bandit"),
])
def test_a_bad_position_is_refused_naming_the_line(lines, line_no, words):
    with pytest.raises(PositionError, match=rf"^line {line_no}: .*{re.escape(words)}"):
        read_position("\n".join(lines) + "\n")


def test_the_island_may_be_written_out_in_full():
    card = ". . . . / ~ ~ ~ ~ / ~ ~ ~ L / 1 W . 3"
    m = match(["coins 0 row blue sails planned", "coins 0 sails"], "plan 2", island=card)
    assert m.state.island_no == 0 and f"island {card}" in m.to_position()
    m.play("done")
    m.play("no rum")
    assert m.state.status[0] == "out"   # a blue flag alone: on the flag, row spent
    assert m.state.pos[0] == 11         # d3


def test_view_shows_a_seat_only_its_own_hand():
    """RULINGS: public are hand sizes, coins, islands left, the discard; secret the hands,
    the deck order and rows until revealed."""
    m = random_game(3, 5, stop=4)
    for seat in range(3):
        v = m.view(seat)
        json.dumps(v)
        assert v["hand"] == [n for n in _hand_names(m, seat)]
        text = json.dumps(v)
        assert "deck" not in v or "deck_size" in v
        assert v["hand_sizes"] == [len(h) for h in m.state.hand]
        assert "hands" not in text
    assert m.public_view()["hand"] is None


def _hand_names(m, seat):
    from jackal_tui.games.cards.deck import NAMES
    return [NAMES[c] for c in m.state.hand[seat]]


def test_event_view_hides_other_seats_draws_and_every_shuffle():
    m = next(g for g in (random_game(3, seed) for seed in range(11, 40))
             if any(ev[0] == "shuffle" for ev in g.events))
    draws = [ev for ev in m.events if ev[0] == "draw"]
    shuffles = [ev for ev in m.events if ev[0] == "shuffle"]
    assert draws and shuffles
    for ev in draws:
        for seat in range(3):
            seen = m.event_view(ev, seat)
            assert seen == ev if seat == ev[1] else set(seen[2]) == {"?"}
    for ev in shuffles:
        assert set(m.event_view(ev, 0)[1]) == {"?"}
    for ev in m.events:      # a laid card's action text never names the card
        if ev[0] == "act" and ev[1].startswith("lay "):
            assert m.event_view(ev, 0) == ("act", "lay ?")


def test_log_speaks_the_games_words_and_never_names_a_laid_card():
    m = random_game(3, 6)
    log = m.log()
    assert len(log) == m.action_count
    assert all(not re.search(r"\blays (?!a card)", line) for line in log)
    assert any("the rows are revealed" in line for line in log)


def test_replay_undo_and_reveals():
    m = random_game(3, 7, stop=40)
    again = match_from_setup(json.loads(json.dumps(m.setup)),
                             json.loads(json.dumps(m.events_json())))
    assert again.event_hashes() == m.event_hashes()
    h = m.event_hashes()
    k = 20
    m.truncate(k)
    assert m.action_count == k
    assert m.state_hash() == h[len(m.events) - 1]
    reveals = [i for i in range(m.action_count) if m.action_reveals(i)]
    for i in reveals:
        assert any(ev[0] in ("draw", "shuffle", "island", "reveal") for ev in m.action_events(i))


def test_replay_refuses_an_event_that_does_not_fit():
    from jackal_tui.games.cards import ReplayError
    m = random_game(3, 7, stop=10)
    events = m.events_json()
    events[0] = ["act", "tortuga 3"]
    with pytest.raises(ReplayError, match="event 1"):
        match_from_setup(m.setup, events)


# ----- the search's rules -----------------------------------------------------------------
def test_deal_keeps_what_the_seat_has_seen_and_redeals_the_rest():
    m = random_game(3, 12, stop=5)     # in the middle of planning
    s = m.state
    seat = s.decider
    seen_differences = 0
    for r in range(20):
        t = SEARCH.deal(s, seat, random.Random(r))
        assert t.hand[seat] == s.hand[seat] and t.row[seat] == s.row[seat]
        assert [len(h) for h in t.hand] == [len(h) for h in s.hand]
        assert [len(x) for x in t.row] == [len(x) for x in s.row]
        assert t.discard == s.discard and len(t.deck) == len(s.deck)
        assert sorted(t.deck + sum(t.hand, []) + sum(t.row, [])) == \
            sorted(s.deck + sum(s.hand, []) + sum(s.row, []))
        for p in range(3):
            if p != seat and t.row[p]:
                assert all(c in MOVERS for c in t.row[p][1:])
                assert t.row[p][0] in MOVERS or t.row[p][0] in FLAGS
        seen_differences += t.deck != s.deck
        assert t.seed != s.seed           # later shuffles are not known either
    assert seen_differences > 0


def test_search_rules_play_a_game_to_the_end_on_the_state_alone():
    m = random_game(2, 13, stop=0)
    s = SEARCH.copy(m.state)
    rng = random.Random(1)
    while not SEARCH.is_over(s):
        legal = SEARCH.legal(s)
        assert SEARCH.to_move(s) in range(SEARCH.sides(s))
        pri = SEARCH.priors(s, legal)
        assert abs(sum(pri.values()) - 1) < 1e-9
        SEARCH.play(s, rng.choice(legal))
        assert all(0 <= v <= 1 for v in SEARCH.values(s, m.state))
    assert m.state.phase != "over"     # the copy was played, not the match
    assert sorted(SEARCH.values(s, m.state)) in ([0.0, 1.0], [0.5, 0.5])


def test_the_package_is_pure():
    """No Textual, no Rich, no I/O, no random number in replay (the last is tested in
    test_rules_phases)."""
    root = Path(__file__).resolve().parents[2] / "jackal_tui" / "cards"
    for path in root.glob("*.py"):
        text = path.read_text()
        assert not re.search(r"^\s*(import|from)\s+(textual|rich)", text, re.M), path
        assert "open(" not in text, path


def test_deal_gives_no_arrow_to_a_sailor_who_laid_nothing():
    """A sailor who finished his plan with no card held no arrow, horse or flag (RULINGS
    a round 2): the deal keeps that."""
    m = match(["coins 0 hand weapon rum friday sails planned",
               "coins 0 hand up-down horse sails"], "plan 2")
    for r in range(30):
        t = SEARCH.deal(m.state, 1, random.Random(r))
        assert len(t.hand[0]) == 3
        assert all(c in (11, 12, 13, 14) for c in t.hand[0]), t.hand[0]


@pytest.mark.parametrize("phase,row,extra,words", [
    ("move 1", "red up-down", "", "card 1 is a flag"),
    ("double 1", "red", "", "card 1 is a flag"),
    ("rum 2", "up-down", "card 2", "before the going pirate's first card"),
])
def test_a_question_the_rules_could_not_ask_is_refused(phase, row, extra, words):
    with pytest.raises(PositionError, match=re.escape(words)):
        match([f"coins 0 row {row} sails planned at b4 going {extra}",
               "coins 0 sails planned hand rum"], phase)


@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (4, 23)])
def test_a_view_does_not_change_with_what_its_seat_may_not_know(players, seed):
    """A seat's view holds only what it may know: dealing again everything it has not
    seen (SEARCH.deal) leaves its view and the public view exactly as they were, while
    the state itself does change."""
    m = new_match("card-game", str(players), seed=seed)
    rng = random.Random(seed)
    changed = 0
    while not m.is_over():
        for seat in range(players):
            other = copy.copy(m)
            other.state = SEARCH.deal(m.state, seat, rng)
            changed += other.state_hash() != m.state_hash()
            assert other.view(seat) == m.view(seat)
            assert other.public_view() == m.public_view()
            json.dumps(m.view(seat))
        m.play(random_action(m.state, rng, True))
    assert changed
