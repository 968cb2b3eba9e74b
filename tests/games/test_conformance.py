"""Every registered game meets the common game interface (docs/engine-api.md, "Every
game: the common interface" and "A new game").

Each check below reads a game only through the registry (``games.rules_of(name)``,
``games.game_type(name)``) and the Match / SearchRules methods, and the tests run it for
every name in ``games.names()``: a game registered later runs them with no new code.
Positions come from seeded random play (a few seeds, a bounded number of actions).

What "a seat's view never holds what it may not know" means here, generically: the
game's own search rules (``games.search_rules(name)``) have ``deal(state, seat, rng)``,
which deals again everything that seat may not know (face-down tiles, the chance seed,
another seat's look); putting such a dealt state in the match must leave ``view(seat)``
(and ``public_view()``) exactly as it was, while the state itself (its hash) does change
in some positions of a game with hidden information (else the check would prove
nothing). A view that shows a face-down tile, or a deal that forgets to hide one, fails
one side of that.

The last tests register a small game that is not Jackal (tests/games/coin_race.py):
played correctly it passes every check, and each deliberately broken variant of it fails
the check meant to catch it, so these checks can fail.
"""

from __future__ import annotations

import json
import random

import pytest

from jackal_tui import games
from jackal_tui.ai.search import search
from jackal_tui.persistence import SaveError, load_game, save_game, summary_of

from . import coin_race

PLIES = 60          # actions per playthrough for the step-by-step checks
END_BOUND = 6000    # a random game must end within this many actions
SEEDS = (3, 11)


def modes_to_try(name: str) -> tuple[str, ...]:
    modes = games.game_type(name).modes
    return tuple(dict.fromkeys((modes[0], modes[-1])))


def playthrough(name: str, mode: str, seed: int, plies: int = PLIES):
    """A seeded random game of ``name``: yields the match before each action and at the end."""
    seats = games.game_type(name).seat_count(mode)   # no more names than seats
    m = games.rules_of(name).new_match(name, mode, seed=seed, names=["Ann", "Bob"][:seats])
    rng = random.Random(seed)
    for _ in range(plies):
        yield m
        if m.is_over():
            return
        m.play(rng.choice(m.legal_actions()))
    yield m


def replayed(name: str, m):
    return games.rules_of(name).match_from_setup(m.setup, m.events)


def cases():
    return [(name, mode, seed) for name in games.names() for mode in modes_to_try(name)
            for seed in SEEDS]


# ----------------------------------------------------------------------------- the checks


def check_actions(name: str, mode: str, seed: int) -> None:
    """Legal actions: deterministic (a replay lists the same), no repeats, sorted where
    the game says so, each hashable with a text form that reads back, each playable;
    a refused action raises a ValueError (IllegalActionError)."""
    sort = games.game_type(name).sorted_actions
    for i, m in enumerate(playthrough(name, mode, seed)):
        legal = m.legal_actions()
        assert legal == m.legal_actions(), "the legal actions changed between two calls"
        assert legal == replayed(name, m).legal_actions(), "a replay lists other actions"
        assert len(set(legal)) == len(legal), "an action is listed twice"
        if sort:
            assert legal == sorted(legal), f"the legal actions are not sorted: {legal[:5]}"
        assert bool(legal) != m.is_over(), "a game over has no action; a game going on has some"
        assert (m.current_seat() is None) == m.is_over()
        if not m.is_over():
            assert m.current_seat() in m.seats()
        for a in legal:
            hash(a)
            assert m.parse_action(str(a)) == a, f"{a!r}: its text {str(a)!r} reads back otherwise"
        if i % 10 == 0:  # all playable, each on a copy
            for a in legal:
                c = replayed(name, m)
                events = c.play(a)
                assert events and events[0][0] == "act" and events[0][1] == str(a)
                assert c.action_count == m.action_count + 1
        with pytest.raises(ValueError):
            m.parse_action("no such action \x01")


def check_replay(name: str, mode: str, seed: int) -> None:
    """The events rebuild the game: after every action, match_from_setup of the log has
    the same state hash; apply() of each event one by one gives event_hashes(); the
    events are JSON lists and read back as equal."""
    rules = games.rules_of(name)
    for m in playthrough(name, mode, seed):
        r = replayed(name, m)
        assert r.state_hash() == m.state_hash()
        assert r.action_count == m.action_count
        hashes = m.event_hashes()
        assert len(hashes) == len(m.events)
        assert not hashes or hashes[-1] == m.state_hash()
    step = rules.match_from_setup(m.setup, [])
    for ev, h in zip(m.events, m.event_hashes()):
        step.apply(ev)
        assert step.state_hash() == h, f"apply({ev!r}) does not make the state the log says"
    data = json.loads(json.dumps(m.events_json()))
    assert rules.match_from_setup(json.loads(json.dumps(m.setup)), data).state_hash() == m.state_hash()
    assert [e[0] for e in m.events if e[0] == "act"] == ["act"] * m.action_count
    assert len(m.log()) == m.action_count
    assert all(isinstance(line, str) and line for line in m.log())


def check_positions(name: str, mode: str, seed: int) -> None:
    """to_position / match_from_position round-trips: the same state hash, the same
    legal actions."""
    rules = games.rules_of(name)
    for i, m in enumerate(playthrough(name, mode, seed)):
        if i % 7:
            continue
        back = rules.match_from_position(m.to_position())
        assert back.state_hash() == m.state_hash(), f"the position after {i} actions reads back otherwise"
        assert back.legal_actions() == m.legal_actions()
        assert back.to_position() == m.to_position()


def check_truncate(name: str, mode: str, seed: int) -> None:
    """truncate(k) is a replay of the first k actions; undo() is truncate(n - 1)."""
    rules = games.rules_of(name)
    *_, m = playthrough(name, mode, seed)
    n = m.action_count
    for k in sorted({0, 1, n // 3, n // 2, n - 1, n}):
        cut = replayed(name, m)
        cut.truncate(k)
        again = rules.match_from_setup(m.setup, [])
        for a in m.actions[:k]:
            again.play(str(a))
        assert cut.state_hash() == again.state_hash()
        assert cut.events == again.events and cut.action_count == k
        assert cut.log() == m.log()[:k]
    back = replayed(name, m)
    back.undo()
    cut = replayed(name, m)
    cut.truncate(max(0, n - 1))
    assert back.state_hash() == cut.state_hash()
    reveals = [m.action_reveals(k) for k in range(n)]
    assert all(isinstance(r, bool) for r in reveals)
    # a game that ended early may have met no chance (Archipelago's solo puzzles lie face up)
    if games.game_type(name).chance and n >= PLIES:
        assert any(reveals), "a game of chance showed no chance outcome in a whole playthrough"


def check_views(name: str, mode: str, seed: int) -> None:
    """A seat's view holds nothing that seat may not know (see the module's words); every
    view, and every event as each seat sees it, is JSON."""
    deal = games.search_rules(name).deal
    hidden_info = not games.game_type(name).perfect_information
    rng = random.Random(seed)
    redealt = 0
    for i, m in enumerate(playthrough(name, mode, seed)):
        public = m.public_view()
        json.dumps(public)
        for seat in m.seats():
            mine = m.view(seat)
            assert json.loads(json.dumps(mine)) == mine, "a view must be plain JSON"
            assert isinstance(m.seat_name(seat), str) and m.seat_name(seat)
            if i % 3:
                continue
            dealt = replayed(name, m)
            dealt.state = deal(m.state, seat, rng)
            redealt += dealt.state_hash() != m.state_hash()
            assert dealt.view(seat) == mine, (
                f"seat {seat}'s view changes with what it may not know (after {i} actions)")
            assert dealt.public_view() == public, "the public view shows what is hidden"
        for ev in m.events[-6:]:
            for seat in (*m.seats(), None):
                seen = m.event_view(ev, seat)
                assert seen is None or (isinstance(seen, tuple) and seen[0] == ev[0])
                json.dumps(seen)
    if hidden_info:
        assert redealt, "the search rules' deal never dealt anything again: the view check proved nothing"


def check_scores_and_end(name: str, mode: str, seed: int) -> None:
    """Random play ends within a bound; while it lasts nobody has won; at the end the
    winners are seats, the scores are by seat and nothing is legal."""
    m = games.rules_of(name).new_match(name, mode, seed=seed)
    rng = random.Random(seed)
    while not m.is_over():
        assert m.action_count < END_BOUND, f"random play did not end in {END_BOUND} actions"
        assert m.winners() == []
        m.play(rng.choice(m.legal_actions()))
    scores = m.scores()
    assert set(scores) == set(m.seats()) and all(isinstance(v, int) for v in scores.values())
    # only a game for one can end with nobody winning (a puzzle lost)
    assert (m.winners() or len(m.seats()) == 1) and set(m.winners()) <= set(m.seats())
    best = max(scores.values())
    assert all(scores[w] == best for w in m.winners()), "a winner without the best score"
    assert m.legal_actions() == [] and m.current_seat() is None


def check_save(name: str, mode: str, seed: int, tmp_path) -> None:
    """A save round-trips through jackal_tui.persistence: the same events and state."""
    *_, m = playthrough(name, mode, seed, plies=25)
    path = save_game(m, path=tmp_path / f"{name}-{mode}-{seed}.json", name="conformance")
    back = load_game(path)
    assert back.setup == m.setup
    assert back.events_json() == m.events_json() and back.state_hash() == m.state_hash()
    summary = summary_of(path)
    assert summary.ok and summary.actions == m.action_count and summary.ruleset == name
    assert summary.seat_scores == tuple((m.seat_name(seat), n) for seat, n in m.scores().items())
    assert summary.to_play == (None if m.is_over() else m.seat_name(m.current_seat()))


def check_search(name: str, mode: str, seed: int) -> None:
    """The search rules agree with the Match: the same legal actions, play makes the same state,
    values and priors are in range; the generic search returns a legal action."""
    S = games.search_rules(name)
    for i, m in enumerate(playthrough(name, mode, seed, plies=30)):
        if m.is_over() or i % 5:
            continue
        s = S.copy(m.state)
        assert S.legal(s) == m.legal_actions()
        assert S.is_over(s) is False and 0 <= S.to_move(s) < S.sides(s)
        a = m.legal_actions()[0]
        S.play(s, a)
        after = replayed(name, m)
        after.play(a)
        mirror = replayed(name, m)
        mirror.state = s
        assert mirror.state_hash() == after.state_hash(), "the search rules' play and Match.play disagree"
        values = S.values(s, m.state)
        assert len(values) == S.sides(s) and all(0.0 <= v <= 1.0 for v in values)
        priors = S.priors(m.state, m.legal_actions())
        assert set(priors) <= set(m.legal_actions()) and all(p >= 0 for p in priors.values())
        assert abs(sum(priors.values()) - 1.0) < 1e-6
        chosen, _ = search(m.state, m.legal_actions(), seed, nodes=12, rules=S, seat=m.current_seat())
        assert chosen in m.legal_actions()


CHECKS = [check_actions, check_replay, check_positions, check_truncate, check_views,
          check_scores_and_end, check_search]


# ----------------------------------------------------------------------------- every game


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("name,mode,seed", cases())
def test_every_game_meets_the_interface(name, mode, seed, check):
    """docs/engine-api.md: Match and SearchRules, for every registered game."""
    check(name, mode, seed)


@pytest.mark.parametrize("name", games.names())
def test_every_game_saves_and_loads(name, tmp_path):
    """docs/engine-api.md: a save names its game and round-trips through persistence."""
    check_save(name, modes_to_try(name)[0], SEEDS[0], tmp_path)


def test_an_unknown_game_is_named_in_the_error():
    with pytest.raises(KeyError, match="unknown game 'chess': one of classic"):
        games.game_type("chess")


def test_the_search_rules_are_where_the_game_type_names_them():
    """docs/engine-api.md ("The registry"): a GameType's ``search`` names its SearchRules
    as ``"module:name"``; the island games' are the crews' (built from their knowledge),
    and their rules package hands out none, so it needs nothing of the crews."""
    from jackal_tui.ai.classic import search as island_search
    from jackal_tui.games import classic

    assert games.game_type("classic").search == "jackal_tui.ai.classic.search:SEARCH"
    assert games.search_rules("classic") is island_search.SEARCH
    assert games.search_rules("treasure-island") is island_search.SEARCH
    assert not hasattr(classic, "SEARCH")
    for name in ("archipelago", "card-game"):   # theirs live in the rules package
        assert games.search_rules(name) is games.rules_of(name).SEARCH


def test_a_game_naming_no_search_rules_uses_its_packages_or_says_it_has_none(monkeypatch):
    """Without ``search`` the package's ``SEARCH`` is used; a game with neither is refused
    with its title, not an AttributeError from deep inside the search."""
    game, module = coin_race.package("coin-race-plain")
    monkeypatch.setitem(games.GAMES, game.name, game)
    assert games.search_rules(game.name) is module.SEARCH
    monkeypatch.delattr(module, "SEARCH")
    with pytest.raises(LookupError, match="Coin race names no search rules"):
        games.search_rules(game.name)


# ----------------------------------------------------------------------------- the harness


@pytest.fixture
def register(monkeypatch):
    """Register a coin race (or a broken one) for one test only."""
    def add(name, match_class=coin_race.RaceMatch, search=None):
        game, _ = coin_race.package(name, match_class, search)
        monkeypatch.setitem(games.GAMES, name, game)
        return name
    return add


def test_the_coin_race_passes_every_check(register, tmp_path):
    """The harness passes a correct game that is not Jackal (and its saves load)."""
    name = register("coin-race")
    for seed in (1, 2, 5):
        for check in CHECKS:
            check(name, "2", seed)
    check_save(name, "2", 1, tmp_path)


def test_a_coin_race_on_the_shared_log_base_passes_every_check(register, tmp_path):
    """The coin race built on LoggedMatch (the base engine.Game, Archipelago's and the
    card game's Match share) meets the interface as the hand-written one does."""
    name = register("coin-race-logged", coin_race.LoggedRace)
    for seed in (1, 2, 5):
        for check in CHECKS:
            check(name, "2", seed)
    check_save(name, "2", 1, tmp_path)
    m = games.rules_of(name).new_match(name, "2", seed=3)
    m.play("roll")
    m.play("step")
    assert m.action_reveals(0) and not m.action_reveals(1)
    m.undo()
    assert m.action_count == 1 and m.events[0] == ("act", "roll")


def test_a_coin_race_save_with_other_dice_is_refused(register, tmp_path):
    """A game without its own setup check: loading deals the setup again from its seed
    and refuses dealt facts that differ (docs/save-format.md, "What the checks prove")."""
    name = register("coin-race")
    m = games.rules_of(name).new_match(name, "2", seed=4)
    m.play("step")
    path = save_game(m, path=tmp_path / "race.json", name="race")
    doc = json.loads(path.read_text())
    doc["setup"]["dice"][5] = doc["setup"]["dice"][5] % 3 + 1   # another roll, 1 to 3
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match='the setup\'s "dice" is not what seed 4 deals'):
        load_game(path)


def test_a_save_of_a_game_no_longer_registered_is_refused(register, tmp_path, monkeypatch):
    """The schema's ruleset comes from the registry: a name it does not hold is refused."""
    name = register("coin-race")
    m = games.rules_of(name).new_match(name, "2", seed=4)
    path = save_game(m, path=tmp_path / "race.json", name="race")
    monkeypatch.delitem(games.GAMES, name)
    with pytest.raises(SaveError, match='field "setup.ruleset": expected "classic"'):
        load_game(path)


class Unsorted(coin_race.RaceMatch):
    def legal_actions(self):
        return sorted(super().legal_actions(), reverse=True)


class Leaky(coin_race.RaceMatch):
    def view(self, seat):
        return dict(super().view(seat), dice=self.state.dice[self.state.next:])


class ForgetfulReplay(coin_race.RaceMatch):
    """Plays a step right, but a replay of the step forgets to move the coin."""
    def apply(self, event):
        ev = tuple(event)
        if ev[0] == "step":
            self.events.append(ev)
            return
        super().apply(ev)

    def play(self, action):
        move = self.parse_action(action) if isinstance(action, str) else action
        events = coin_race.events_of(self.state, move)
        for ev in events:
            coin_race.RaceMatch.apply(self, ev)
        return events


class PositionWithoutTurn(coin_race.RaceMatch):
    def to_position(self):
        return super().to_position().replace(f"turn {self.state.turn}", "turn 0")


class NeverEnds(coin_race.RaceMatch):
    """Only steps, and a step does not move the coin: the race goes on for ever."""
    def legal_actions(self):
        return [coin_race.Move("step")]

    def apply(self, event):
        ev = tuple(event)
        if ev[0] == "step":
            self.events.append(ev)
            return
        super().apply(ev)


class BlindDeal(coin_race.RaceSearch):
    """A deal that deals nothing again: the view check would prove nothing."""
    def deal(self, s, seat, rng):
        return s.copy()


@pytest.mark.parametrize("broken,check", [
    (Unsorted, check_actions),
    (Leaky, check_views),
    (PositionWithoutTurn, check_positions),
    (NeverEnds, check_scores_and_end),
    (ForgetfulReplay, check_replay),
], ids=["unsorted legal actions", "a view showing the dice", "a position losing the turn",
        "a game that never ends", "a replay that loses a step"])
def test_the_harness_refuses_a_broken_game(register, broken, check):
    """Each broken coin race fails the check meant for it (the correct one passes them all:
    test_the_coin_race_passes_every_check)."""
    name = register("broken-race", broken)
    with pytest.raises(AssertionError):
        for seed in (1, 2, 5):
            check(name, "2", seed)


def test_the_harness_refuses_a_deal_that_hides_nothing(register):
    name = register("broken-race", search=BlindDeal())
    with pytest.raises(AssertionError, match="proved nothing"):
        check_views(name, "2", 1)
