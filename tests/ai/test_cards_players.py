"""The card game's computer players (jackal_tui/ai/cards/crews.py): legal, blind to secrets,
sensible, cancelable. Positions are written in the card game's position text
(docs/notation.md, The card game); the island card in most of them is card 1, the
rulebook's worked example (shared/seeds/004_0e3c1b021a2b813a.txt, Example of Play):

    R D . ~      row 1   (a1 red flag, b1 difficult terrain)
    . 3 . .      row 2   (b2 the 3-coin treasure)
    . 1 X .      row 3   (b3 the 1-coin treasure, c3 a bandit)
    ~ W . L      row 4   (b4 the white flag, d4 the blue flag)
"""

import random
import threading

import pytest

from jackal_tui.ai import make_crew
from jackal_tui.ai.cards import crews as card_ai
from jackal_tui.ai.arena import crew_from_spec, play_game
from jackal_tui.ai.cards.crews import EasyCardCrew, StrongCardCrew, make_card_crew
from jackal_tui.ai.classic.crews import EasyCrew, StrongCrew
from jackal_tui.games.cards import SEARCH, match_from_position, new_match
from jackal_tui.games.cards.deck import parse_card
from jackal_tui.games.cards.islands import parse_cell
from tests.cards.helpers import position, resolve

NODES = 12   # worlds a strong decision weighs in these tests: small and repeatable


def players():
    return [make_card_crew("easy"), make_card_crew("strong", nodes=NODES)]


PLAN = position(["coins 1 hand red down-right up-down left-right rum sails",
                 "coins 2 hand up-left up-right horse weapon doubling sails"], "plan 1",
                islands="5 9")


def _positions():
    """Hand-written positions with a question for every phase of a round."""
    out = {"plan": match_from_position(PLAN)}
    out["tortuga"] = match_from_position(position(
        ["coins 1 hand weapon rum friday up-left", "coins 0 hand horse up-down straight"],
        "tortuga 1", islands="5 9"))
    # Player 1 goes up from b4 with an up-down (a choice: up to b3, down off the card).
    m = resolve(["coins 0 hand up-down straight doubling weapon friday rum sails",
                 "coins 0 hand horse up-left rum rum sails"], "plan 1",
                plays=["lay straight", "lay up-down", "done", "lay horse", "done"])
    out["rum"] = m                       # player 2 is asked about Rum on player 1
    m = resolve(["coins 0 hand up-down straight doubling weapon friday sails",
                 "coins 0 hand horse up-left sails"], "plan 1",
                plays=["lay straight", "lay up-down", "done", "lay horse", "done"])
    out["move"] = m                      # player 1's straight: a1..d4 neighbours
    return out


@pytest.mark.parametrize("crew_no", [0, 1])
def test_players_return_legal_actions_in_every_phase(crew_no):
    """Each player answers each hand-written question with one of the legal actions."""
    for name, m in _positions().items():
        crew = players()[crew_no]
        action = crew.choose(m.state.copy(), m.legal_actions(), rng_seed=5)
        assert action in m.legal_actions(), (name, action)


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_players_finish_whole_games_with_legal_actions(level):
    """Seeded games to their end: every action a player picks is legal (Match.play
    refuses anything else), and the game ends (rulebook, End of the Game)."""
    for seed in (3, 4):
        m = new_match("card-game", "3", seed=seed, options={"islands": 3})
        crews = [make_card_crew(level, nodes=4), make_card_crew("random"),
                 make_card_crew("easy")]
        k = 0
        while not m.is_over():
            seat = m.current_seat()
            action = crews[seat].choose(m.state.copy(), m.legal_actions(), rng_seed=k)
            assert action in m.legal_actions()
            m.play(action)
            k += 1
        assert m.winners()


def _secret_twins():
    """Pairs of positions that differ only in what seat 1 may not know: which cards
    player 2 holds and the order of the deck."""
    base = match_from_position(PLAN)
    text = base.to_position()
    lines = text.splitlines()
    deck_i = next(i for i, ln in enumerate(lines) if ln.startswith("deck "))
    p2_i = next(i for i, ln in enumerate(lines) if ln.startswith("player 2 "))
    deck = lines[deck_i].split()[1:]
    p2 = lines[p2_i].split()
    h = p2.index("hand")
    hand = p2[h + 1:h + 6]
    twins = []
    for seed in range(4):
        rng = random.Random(seed)
        cards = hand + deck
        rng.shuffle(cards)
        new_hand, new_deck = cards[:5], cards[5:]
        ln = lines.copy()
        ln[deck_i] = "deck " + " ".join(new_deck)
        ln[p2_i] = " ".join(p2[:h + 1] + new_hand + p2[h + 6:])
        twins.append(match_from_position("\n".join(ln) + "\n"))
    return base, twins


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_players_never_read_another_hand_or_the_deck(level):
    """RULINGS-CARDS.md (Secret: the cards in hands, the deck order): positions that
    differ only in player 2's hand and the deck's order give seat 1 the same choice with
    the same seed, at every question of its row."""
    base, twins = _secret_twins()
    for m in [base] + twins:
        assert m.state.hand[0] == base.state.hand[0]
    for seed in (1, 2, 3):
        crew = make_card_crew(level, nodes=NODES)
        want = crew.choose(base.state.copy(), base.legal_actions(), seed)
        weighed = crew.last_info.ranked      # strong: every row it weighed, and how well
        for m in twins:
            assert m.state.hand[1] != base.state.hand[1] or m.state.deck != base.state.deck
            crew = make_card_crew(level, nodes=NODES)
            assert crew.choose(m.state.copy(), m.legal_actions(), seed) == want
            assert crew.last_info.ranked == weighed


def test_the_secret_test_would_catch_a_player_that_peeks(monkeypatch):
    """The twins above do tell a peeking player apart: dealing worlds straight from the
    real state (the hidden cards in their real order) changes the strong player's view
    of the world between twins, and so its answers for some seed."""
    base, twins = _secret_twins()
    monkeypatch.setattr(card_ai, "seat_world",
                        lambda s, seat, rng: SEARCH.deal(s, seat, rng))
    seen = set()
    for seed in range(1, 6):
        for m in [base] + twins:
            crew = make_card_crew("strong", nodes=NODES)
            crew.choose(m.state.copy(), m.legal_actions(), seed)
            seen.add((seed, tuple(crew.last_info.ranked)))
    assert len(seen) > 5    # some seed weighed the twins differently


def test_easy_takes_the_obvious_treasure():
    """Card 1, hand: red flag, down-right, up-down, left-right. The red flag starts the
    pirate on a1 without a step (Action Cards: Flags) and down-right then lands on the
    3-coin treasure at b2 in 1 step; the nearest alternative, up-down from b4 to the
    1-coin b3, is 1 step for 1 coin. Alone there, he gets the full 3 coins (Phase 4).
    Easy lays red, down-right and stops, and ends the round 3 coins richer."""
    m = match_from_position(PLAN)
    easy = make_card_crew("easy")
    laid = []
    while m.current_seat() == 0 and m.state.phase == "plan":
        a = easy.choose(m.state.copy(), m.legal_actions(), rng_seed=1)
        laid.append(str(a))
        m.play(a)
    assert laid == ["lay red", "lay down-right", "done"]
    for text in ("lay up-left", "done"):        # player 2: up-left from b4 to a3
        m.play(text)
    while len(m.state.islands) == 2:       # until the next island is turned up
        seat = m.current_seat()
        if seat == 0:
            m.play(easy.choose(m.state.copy(), m.legal_actions(), rng_seed=2))
        else:
            m.play(m.legal_actions()[0])
    assert m.state.coins[0] == 1 + 3


def test_easy_moves_onto_the_treasure_when_a_choice_offers_it():
    """Resolving a straight from b4 (up b3, right c4; left into the water at a4 and down
    off the card are lost moves): up reaches the 1-coin treasure at once (Phase 3:
    reaching a treasure ends the turn)."""
    m = _positions()["move"]
    while not (m.current_seat() == 0 and m.state.phase == "move"):
        m.play("no rum")
    assert [str(a) for a in m.legal_actions()] == ["lost", "to b3", "to c4"]  # a4: water
    a = make_card_crew("easy").choose(m.state.copy(), m.legal_actions(), rng_seed=0)
    assert a.kind == "to" and a.arg == parse_cell("b3")


def test_easy_plays_rum_on_a_rival_racing_for_its_treasure():
    """Rum (Action Cards: played at the start of another player's turn, 1 step more
    for him; RULINGS-CARDS.md a round 3: asked before each sailor's resolution).
    First, player 2 holds two Rum while player 1 resolves; player 2's own row, a horse
    from b4 (to a2, c2 or d3), reaches no treasure, so no rival can take one from him and
    easy keeps its Rum. Then both rows are an up-down from b4 to the 1-coin b3 (1 step
    each); player 2 holds the first-player token and would win the tie (Phase 4), so
    player 1, asked before player 2 goes, pours his Rum: 2 steps against his 1."""
    m = _positions()["rum"]
    assert m.state.phase == "rum" and m.current_seat() == 1
    a = make_card_crew("easy").choose(m.state.copy(), m.legal_actions(), rng_seed=0)
    assert str(a) == "no rum"      # player 2's horse goes for nothing player 1 threatens
    # Both race to b3: player 2 lays up-down too; player 1 (first) is asked about Rum
    # on... player 1 resolves first, so give player 1 the Rum and let player 2 go first.
    m = resolve(["coins 0 hand up-down rum sails", "coins 0 hand up-down horse sails"],
                "plan 2", first=2, plays=["lay up-down", "done", "lay up-down", "done"])
    assert m.state.phase == "rum" and m.current_seat() == 0 and m.state.cur == 1
    a = make_card_crew("easy").choose(m.state.copy(), m.legal_actions(), rng_seed=0)
    assert str(a) == "rum"


def test_strong_is_cancelable():
    """A cancel that is already set stops the strong player before any world; one set
    from another thread stops a search that would otherwise run a billion worlds."""
    m = match_from_position(PLAN)
    stop = threading.Event()
    stop.set()
    crew = make_card_crew("strong", nodes=10**9)
    a = crew.choose(m.state.copy(), m.legal_actions(), rng_seed=1, cancel=stop)
    assert a in m.legal_actions() and crew.last_info.iterations == 0
    stop = threading.Event()
    timer = threading.Timer(0.3, stop.set)
    timer.start()
    crew = make_card_crew("strong", nodes=10**9)
    a = crew.choose(m.state.copy(), m.legal_actions(), rng_seed=1, cancel=stop)
    timer.cancel()
    assert a in m.legal_actions() and 0 < crew.last_info.iterations < 10**9


def test_strong_with_a_node_budget_repeats_itself():
    m = match_from_position(PLAN)
    got = {str(make_card_crew("strong", nodes=NODES).choose(m.state.copy(),
                                                            m.legal_actions(), 9))
           for _ in range(2)}
    assert len(got) == 1


def test_make_crew_gives_card_players_for_the_card_game_only():
    assert isinstance(make_crew("easy", game="card-game"), EasyCardCrew)
    assert isinstance(make_crew("strong", seconds=0.5, game="card-game"), StrongCardCrew)
    assert isinstance(make_crew("easy"), EasyCrew)
    assert isinstance(make_crew("strong", nodes=5), StrongCrew)
    with pytest.raises(ValueError):
        make_crew("clever", game="card-game")


def test_the_arena_plays_the_card_game():
    """``arena --ruleset card-game``: a seeded two-player game to its end."""
    r = play_game("easy", "random", "2", 0, ruleset="card-game")
    assert r.ended and len(r.scores) == 2 and r.result in ("a", "b", "draw")
    assert isinstance(crew_from_spec("strong:nodes=5", ruleset="card-game"), StrongCardCrew)
    with pytest.raises(ValueError):
        crew_from_spec("strong:c_puct=2", ruleset="card-game")


# A rival (player 1, the first player) has laid one card face down; player 2 plans.
LAID = dict(players=["coins 1 hand up-down horse left-right straight doubling sails",
                     "coins 0 hand red down-right up-left up-right rum sails"],
            phase="plan 1", islands="5 9", plays=["lay up-down", "done"])


def test_strong_deals_rival_rows_that_fit_what_he_did_openly():
    """What player 2 saw of player 1 this round: he sailed though he had a coin for
    Tortuga (Visiting Tortuga), and he laid one card face down (Phase 2; RULINGS-CARDS.md:
    row lengths are public). In every world the strong player deals, player 1's row is
    one card long and is the very row the easy player would lay from the cards dealt to
    him, his hand is not one easy would have taken to Tortuga, player 2's own hand is
    untouched and all 60 cards are still there. On card 1 a one-card easy row goes for
    the 1-coin b3 (an up-down or a straight from b4) unless the hand reaches nothing."""
    m = resolve(**LAID)
    crew = StrongCardCrew(nodes=NODES, tries=400)
    to_b3 = 0
    for k in range(30):
        w = crew.world(m.state, 1, random.Random(k), {})
        planner = card_ai.RoutePlanner(w.island)
        dealt = sorted(w.hand[0] + w.row[0])
        assert len(w.row[0]) == 1
        assert w.row[0] == card_ai.easy_row(w, 0, dealt, planner)
        assert not card_ai.easy_visits(w, 0, dealt, planner)
        assert w.hand[1] == m.state.hand[1] and w.cards_in_play() == 60
        to_b3 += card_ai.RoutePlanner(w.island).best(
            w.island.find("W"), tuple(w.row[0]), None, 0, 0, 0, None, True, 0)[2] \
            == parse_cell("b3")
    assert to_b3 >= 15     # most such rows reach b3 (any one card dealt: about 1 in 4)


def test_strong_never_reads_a_face_down_row_or_hand():
    """RULINGS-CARDS.md (Secret: the cards in hands, the deck order, rows until revealed):
    player 1's face-down row and hand and the deck dealt again by SEARCH.deal (keeping
    every count player 2 has seen) give player 2's strong player the same choice, and
    the same weighing of every row, with the same seed."""
    m = resolve(**LAID)
    for seed in (1, 2):
        crew = make_card_crew("strong", nodes=NODES)
        want = crew.choose(m.state.copy(), m.legal_actions(), seed)
        weighed = crew.last_info.ranked
        for k in range(3):
            twin = SEARCH.deal(m.state, 1, random.Random(100 + k))
            assert twin.hand[1] == m.state.hand[1] and len(twin.row[0]) == 1
            assert (twin.row[0], twin.hand[0], twin.deck) != \
                (m.state.row[0], m.state.hand[0], m.state.deck)
            crew = make_card_crew("strong", nodes=NODES)
            assert crew.choose(twin, m.legal_actions(), seed) == want
            assert crew.last_info.ranked == weighed


def test_strong_takes_the_treasure_it_reaches_first():
    """Card 1: player 2 holds a red flag and a down-right, so red then down-right puts
    him on the 3-coin b2 in 1 step (Action Cards: a flag is no step). Player 1's one
    face-down card can reach b2 in no way (from b4 no single card lands on b2), so b2 is
    his alone: 3 coins (Phase 4). The strong player lays red, down-right and stops."""
    m = resolve(**LAID)
    crew = make_card_crew("strong", nodes=NODES)
    laid = []
    while m.current_seat() == 1 and m.state.phase == "plan":
        a = crew.choose(m.state.copy(), m.legal_actions(), rng_seed=len(laid))
        laid.append(str(a))
        m.play(a)
    assert laid[:2] == ["lay red", "lay down-right"]
    while not m.state.over and len(m.state.islands) == 2:
        seat = m.current_seat()
        m.play(crew.choose(m.state.copy(), m.legal_actions(), 7) if seat == 1
               else make_card_crew("easy").choose(m.state.copy(), m.legal_actions(), 7))
    assert m.state.coins[1] == 3


def test_strong_lays_poor_cards_behind_its_route_to_draw_new_ones():
    """Card 1: red then down-right reaches the 3-coin b2 and ends the turn (Phase 3: the
    rest of the row is ignored), and everything laid is discarded (Phase 5) before the
    hand is topped up to four. Down arrows seldom help (every pirate starts on the
    bottom row), so the strong player lays its spare down-right and down-left behind the
    route, keeps the horse, and sails to the next island with two new cards instead of
    the two down arrows; it still takes the 3 coins. Easy keeps what it does not need."""
    players = ["coins 1 hand up-down horse left-right straight doubling sails",
               "coins 0 hand red down-right down-right down-left horse sails"]
    plays = ["lay up-down", "done"]
    rows = {}
    for level in ("easy", "strong"):
        m = resolve(players, "plan 1", islands="5 9", plays=plays)
        crew = make_card_crew(level, nodes=NODES)
        laid = []
        while m.current_seat() == 1 and m.state.phase == "plan":
            a = crew.choose(m.state.copy(), m.legal_actions(), rng_seed=len(laid))
            laid.append(str(a))
            m.play(a)
        rows[level] = laid
        if level == "strong":
            assert m.state.hand[1] == [parse_card("horse")]
            while not m.state.over and len(m.state.islands) == 2:
                seat = m.current_seat()
                m.play(crew.choose(m.state.copy(), m.legal_actions(), 7) if seat == 1
                       else make_card_crew("easy").choose(m.state.copy(),
                                                          m.legal_actions(), 7))
            assert m.state.coins[1] == 3
    assert rows["easy"] == ["lay red", "lay down-right", "done"]
    assert rows["strong"][:2] == ["lay red", "lay down-right"]
    assert sorted(rows["strong"][2:4]) == ["lay down-left", "lay down-right"]


def test_strong_spends_a_weapon_to_make_room_in_its_hand():
    """Card 1, player 2 holds up-left, up-right and two Weapons. Two routes reach the
    3-coin b2 in 2 steps: up-left to a3 then up-right, or up-right into the bandit on
    c3 with a Weapon (Action Cards: Weapon, attached when entering a bandit) then
    up-left. A Weapon is never laid in a row, so it leaves the hand only when played,
    and the top-up stops at four (Phase 5): the second route frees a place for a new
    card. Easy takes the first route and keeps both Weapons; strong takes the second,
    plays a Weapon at c3 and still takes the 3 coins."""
    players = ["coins 1 hand up-down horse left-right straight doubling sails",
               "coins 0 hand up-left up-right weapon weapon sails"]
    rows = {}
    for level in ("easy", "strong"):
        m = resolve(players, "plan 1", islands="5 9", plays=["lay up-down", "done"])
        crew = make_card_crew(level, nodes=NODES)
        laid = []
        while m.current_seat() == 1 and m.state.phase == "plan":
            a = crew.choose(m.state.copy(), m.legal_actions(), rng_seed=len(laid))
            laid.append(str(a))
            m.play(a)
        rows[level] = laid[:2]
        weapons = []
        while not m.state.over and len(m.state.islands) == 2:
            seat = m.current_seat()
            if seat == 1 and m.state.phase == "weapon":
                weapons.append(m.state.pending)
            m.play(crew.choose(m.state.copy(), m.legal_actions(), 7) if seat == 1
                   else make_card_crew("easy").choose(m.state.copy(), m.legal_actions(), 7))
        assert m.state.coins[1] == 3, level
        if level == "strong":
            assert weapons == [parse_cell("c3")]
    assert rows["easy"] == ["lay up-left", "lay up-right"]
    assert rows["strong"] == ["lay up-right", "lay up-left"]


def test_strong_answers_the_same_after_other_decisions_on_the_island():
    """The strong player keeps its route planners (and the easy rows they found) while
    an island card lies on the table, to save time: they depend on the card alone, so a
    player that has already weighed other positions on card 1 (another hand, another
    seat's question) answers exactly as a fresh one does, with the same weighing."""
    m = resolve(**LAID)
    fresh = make_card_crew("strong", nodes=NODES)
    want = fresh.choose(m.state.copy(), m.legal_actions(), 3)
    used = make_card_crew("strong", nodes=NODES)
    for name, other in _positions().items():
        used.choose(other.state.copy(), other.legal_actions(), 4)
    assert used._planners[0] == m.state.island     # it did keep card 1's planners
    assert used.choose(m.state.copy(), m.legal_actions(), 3) == want
    assert used.last_info.ranked == fresh.last_info.ranked


def test_strong_values_a_kept_hand_by_the_route_it_makes_on_the_next_island():
    """With ``horizon`` the strong player scores the hand each player takes to the next
    island by the best route it makes there (the easy route's score: treasure less 0.3 a
    step, 0.1 a card laid, 0 if it reaches nothing), plus ``horizon`` times its card by
    card worth for the islands after. On card 1 with no island after it: red then
    down-right reaches the 3-coin b2 in 1 step (a flag is no step; Action Cards),
    3 - 0.3 - 2 x 0.1 = 2.5; up-down reaches the 1-coin b3 in 1 step, 1 - 0.3 - 0.1 =
    0.6; two down arrows leave the card from b4 and reach nothing: 0."""
    m = match_from_position(position(
        ["coins 0 hand red down-right sails", "coins 0 hand up-down down-left down-right sails"],
        "plan 1"))
    crew = StrongCardCrew(nodes=NODES, horizon=0.5)
    assert crew._later(m.state, 0) == pytest.approx(2.5)
    m2 = match_from_position(position(
        ["coins 0 hand down-left down-right sails", "coins 0 hand up-down weapon sails"],
        "plan 1"))
    assert crew._later(m2.state, 0) == pytest.approx(0.0)
    assert crew._later(m2.state, 1) == pytest.approx(0.6)
    # with islands after it, the cards count card by card too (CARD_VALUES, a third of
    # the weight per island left up to three: here one, so a third, then halved)
    m3 = match_from_position(position(
        ["coins 0 hand down-left down-right sails", "coins 0 hand up-down weapon sails"],
        "plan 1", islands="5"))
    v = card_ai.CARD_VALUES
    want = 0.5 * (v[parse_card("down-left")] + v[parse_card("down-right")]) / 3
    assert crew._later(m3.state, 0) == pytest.approx(want)


def test_strong_weighs_a_lead_by_the_islands_still_to_play():
    """With ``endgame`` a round that does not end the game is scored as the game's end
    is (10 a win): the chance of ending with the most coins (End of the Game), from the
    lead in coins and hands against a spread that grows with the islands left. Level
    players stand at 5; the same 2-coin lead is worth more with one island to go than
    with five, and a lead of 6 with one island to go is nearly a sure win."""
    crew = StrongCardCrew(nodes=NODES)

    def chance(coins, islands):
        m = match_from_position(position(
            [f"coins {coins[0]} hand up-down sails", f"coins {coins[1]} hand up-down sails"],
            "plan 1", islands=islands))
        return crew._chance(m.state, 0)
    assert chance((3, 3), "5") == pytest.approx(5.0)
    assert chance((3, 1), "5") > chance((3, 1), "5 9 10 11 12") > 5.0
    assert chance((1, 3), "5") < chance((1, 3), "5 9 10 11 12") < 5.0
    assert chance((8, 2), "5") > 9.5
