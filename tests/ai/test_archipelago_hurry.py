"""The strong Archipelago crew's way home for a swimmer, its hurry near the anti-stall
end, the bear's guard on its anchorage, and the sooner of two ways to one end
(jackal_tui/ai/archipelago/crews.py: ``swim_home``, ``urgency``, ``to_progress``,
``territory``, ``SOONER``).

Read in the arena's anti-stall ends on random islands (docs/computer-crews.md, "How
strong they are now", the row "Archipelago, 2 players, random islands"; the hurry itself
is told under "Jackal Archipelago"): swimmers going round the island far from their boat,
and a last pirate going to and fro, until the limit ended the island with coins in play.

Rulebook: seeds/002_33657f023733c27a.txt; RULINGS-ARCHIPELAGO.md decides its gaps.
Positions are on the plain island of tests/archipelago/helpers.py: land B2..H6 (beaches
all round, forest inside), water on the ring (columns A and I, rows 1 and 7).
"""

import pytest

from jackal_tui.ai.archipelago.crews import StrongArchipelagoCrew
from jackal_tui.ai.archipelago.standing import standing, swim_home
from jackal_tui.ai.archipelago.ways import FAR, anchorage, to_progress, urgency

from tests.archipelago.helpers import game

# every land cell of the plain island face up (empty ground), but for those named
ALL_UP = [f"{c}{r} empty" for c in "BCDEFGH" for r in range(2, 7)]


def _up(*faces: str) -> list[str]:
    named = {f.split()[0] for f in faces}
    return [x for x in ALL_UP if x.split()[0] not in named] + list(faces)


def _cell(m, name: str) -> int:
    return m.state.board.parse(name)


def test_rulings_boats_a_swimmer_counts_his_way_home_in_steps_of_water_round_the_island():
    """RULINGS-ARCHIPELAGO "Boats and swimmers": a swimmer moves to a neighbouring water
    cell and never steps from water onto land; no step enters another boat's cell. White's
    boat lies on E1 (south of the island), Black's on A4 (it closes the west water), W1
    swims on D7 (north). King steps D7-E1: 6. By water, round the east end (counted by
    hand): F1 G1 H1 I2 I3 I4 I5 I6 H7 G7 F7 E7 D7, 13 steps. I7 is 6 king steps from E1
    too, but only 9 of water (F1 G1 H1 I2 I3 I4 I5 I6 I7)."""
    m = game(*_up("G6 ?empty"), "W1 sea D7", "W2 dead", "W3 dead", boats=("W E1", "B A4"))
    assert swim_home(m.state, 0, _cell(m, "D7")) == 13
    assert swim_home(m.state, 0, _cell(m, "I7")) == 9
    assert swim_home(m.state, 0, _cell(m, "E1")) == 0


def _swimmer_on(cell: str):
    return game(*_up("G6 ?empty"), f"W1 sea {cell}", "W2 dead", "W3 dead",
                boats=("W E1", "B A4"))


def test_the_strong_crews_standing_puts_a_swimmer_on_i7_nearer_home_than_on_d7():
    """The strong crew's standing (``carry``) counts the water steps above: W1 on I7
    (9 steps) stands better than on D7 (13), 0.3 points a step."""
    d7 = standing(_swimmer_on("D7").state, 0, carry=True)
    i7 = standing(_swimmer_on("I7").state, 0, carry=True)
    assert i7 - d7 == pytest.approx(0.3 * (13 - 9))


def test_by_contrast_king_steps_put_d7_and_i7_at_the_same_distance_from_e1():
    """The easy crew's standing (king steps, as the strong crew's was) cannot tell D7
    from I7: both are 6 king steps from E1. The check above can fail."""
    d7 = standing(_swimmer_on("D7").state, 0)
    i7 = standing(_swimmer_on("I7").state, 0)
    assert d7 == pytest.approx(i7)


def test_rulings_boats_the_strong_crews_lone_swimmer_on_d7_swims_east_round_the_island():
    """W1, White's only pirate alive, swims on D7; his neighbouring water is C7 and E7
    (D6 is land). West of him Black's boat on A4 closes the water, so the way home runs
    east: the strong crew swims D7-E7 (12 steps of water from E1), not D7-C7 (14 steps,
    into the closed end). King steps make the two the same, 6 from E1."""
    for seed in range(3):
        m = _swimmer_on("D7")
        legal = [str(a) for a in m.legal_actions()]
        assert {"W1 D7-C7", "W1 D7-E7"} <= set(legal), legal
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == "W1 D7-E7", a


# The anti-stall limit of a 2-player island: 50 rounds a crew, 100 turns
# (RULINGS-ARCHIPELAGO "End"; ``stall_rounds`` in the position's options).

@pytest.mark.parametrize("stall, banked, expected", [
    (0, "", 0.0),            # nothing has stalled yet
    (19, "", 0.0),           # under a fifth of the limit
    (20, "", 0.2),           # a fifth: level sides hurry
    (50, "", 0.5),
    (50, "bank W 1", 0.0),  # White leads: the limit ends the island with it ahead
    (50, "bank B 1", 0.5),  # White is behind
    (120, "", 1.0),          # at most 1
])
def test_rulings_end_a_side_not_ahead_hurries_as_the_anti_stall_count_nears_its_limit(
        stall, banked, expected):
    """How much White's side must hurry: the share of the anti-stall limit (100 turns for
    two crews) used, from a fifth of it on, and none while White leads in banked coins."""
    lines = [f"stall {stall}"] + ([banked] if banked else [])
    m = game(*_up("G6 ?empty"), "W1 C3", *lines)
    assert urgency(m.state, 0) == pytest.approx(expected)


def test_to_progress_counts_steps_from_the_nearest_pirate_to_a_face_down_tile_or_loose_coin():
    """Hand-counted: W1 on C3; the only face-down tile is G6 (4 king steps over land:
    D4 E5 F6 G6) and a loose coin lies on C5 (2 steps): 2. With the coin gone: 4. W1
    standing on the coin himself: the coin is his, not a coin to fetch, so G6 counts (4
    from C5: D6 E6 F6 G6)."""
    m = game(*_up("G6 ?empty"), "W1 C3", "coins C5 1")
    assert to_progress(m.state, 0) == 2
    m = game(*_up("G6 ?empty"), "W1 C3")
    assert to_progress(m.state, 0) == 4
    m = game(*_up("G6 ?empty"), "W1 C5", "coins C5 1")
    assert to_progress(m.state, 0) == 4


def test_to_progress_from_aboard_and_from_the_sea():
    """White's crew aboard its boat on E1 (next to D2, E2 and F2): G6 is 4 king steps over
    land from each of them, so 1 + 4 = 5 from the boat. W1 swimming on I2 adds his 4
    steps of water to the boat (F1 G1 H1 I2): 9. On land on C3 he is 4 from G6."""
    m = game(*_up("G6 ?empty"), "W1 boat", "W2 dead", "W3 dead")
    assert to_progress(m.state, 0) == 5
    m = game(*_up("G6 ?empty"), "W1 sea I2", "W2 dead", "W3 dead")
    assert to_progress(m.state, 0) == 9
    m = game(*_up("G6 ?empty"), "W1 C3", "W2 dead", "W3 dead")
    assert to_progress(m.state, 0) == 4


def test_to_progress_is_nothing_when_nothing_is_left_to_take():
    """Every tile face up and no coin on the island: nothing to open or fetch, so no step
    to hurry over (0). W1 standing on the only loose coin: the same (he carries it)."""
    m = game(*ALL_UP, "W1 C3", "W2 dead", "W3 dead", "B1 C4")
    assert to_progress(m.state, 0) == 0
    m = game(*ALL_UP, "W1 C3", "W2 dead", "W3 dead", "B1 C4", "coins C3 1")
    assert to_progress(m.state, 0) == 0


def test_to_progress_is_far_when_no_pirate_of_the_side_can_reach_what_is_left():
    """G6 is face down but White's crew is all dead: FAR."""
    m = game(*_up("G6 ?empty"), "W1 dead", "W2 dead", "W3 dead", "B1 C4")
    assert to_progress(m.state, 0) == FAR


def _last_tile(stall: int):
    """Level at 1 : 1, 80 turns of 100 into the anti-stall count (urgency 0.8). The last
    face-down tile is G6 (a chest of 1 in every world White can deal: it is the only tile
    unseen); W1, White's last pirate, stands next to it on F5; B1, Black's last, on C3."""
    return game(*_up("G6 ?chest1"), "W1 F5", "W2 dead", "W3 dead", "B1 C3", "B2 dead",
                "B3 dead", "bank W 1", "bank B 1", f"stall {stall}")


def test_rulings_end_late_in_a_stalled_island_the_strong_crew_opens_the_last_tile():
    """RULINGS-ARCHIPELAGO "End": opening a tile resets the anti-stall count, and the
    island ends when nothing has happened for 50 rounds. Level, 80 turns on, the strong
    crew opens the last tile (W1 F5-G6) in every dealt world it is given. (Read in the
    arena: on island 1, seed 70, White at 1 : 1 walked round the labyrinth beside the last
    face-down tile C6 for 40 turns until the limit ended the island drawn.)"""
    for seed in range(3):
        m = _last_tile(80)
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == "W1 F5-G6", a


def test_by_contrast_counting_the_opened_island_far_kept_the_crew_off_the_last_tile(
        monkeypatch):
    """With nothing left to take counted FAR steps away (as before), opening the last
    tile cost 0.8 x 12 points of hurry, more than its 0.8 x 6 for the opening: the crew
    stepped aside (F6 or G5). Without the hurry (stall 0) it opens G6 either way. The
    check above can fail."""
    import jackal_tui.ai.archipelago.crews as crews

    real = crews.to_progress

    def far_when_nothing_is_left(s, seat):
        got = real(s, seat)
        return FAR if got == 0 else got

    monkeypatch.setattr(crews, "to_progress", far_when_nothing_is_left)
    m = _last_tile(80)
    a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=0)
    assert str(a) in ("W1 F5-F6", "W1 F5-G5"), a
    m = _last_tile(0)
    a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=0)
    assert str(a) == "W1 F5-G6", a


def _two_tiles_left(*extra: str):
    """Level at 0 : 0. Two face-down tiles are left, E3 and E5; W1 stands on F5 next to
    E5, W2 on D3 next to E3, W3 aboard White's boat on E1; B1 on F3 and B2 on H3 (next to
    neither of White's pirates), B3 aboard Black's boat on E7."""
    return game(*_up("E3 ?empty", "E5 ?empty"), "W1 F5", "W2 D3", "W3 boat", "B1 F3",
                "B2 H3", "B3 boat", *extra)


def test_rulings_end_late_in_a_stalled_island_the_strong_crew_opens_a_tile():
    """RULINGS-ARCHIPELAGO "End": the island ends when nothing has happened for 50 rounds
    (100 turns with two crews); opening a tile resets the count. 80 turns on, level, the
    strong crew opens E5 with W1 (W1 F5-E5) in every dealt world it is given."""
    for seed in range(3):
        m = _two_tiles_left("stall 80")
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == "W1 F5-E5", a


@pytest.mark.parametrize("stall", [0, 19])
def test_by_contrast_early_in_the_count_it_lands_w3_first(stall):
    """Under a fifth of the limit the same position is played as before: the look lands
    W3 on E2 (next to E3) rather than opening a tile. The check above can fail."""
    m = _two_tiles_left(f"stall {stall}")
    a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=0)
    assert str(a) == "W3 E1-E2", a


def _chest_by_the_boat(*extra: str):
    """Black's crew is dead. A chest of 2 lies open on E2, next to White's boat on E1; the
    three face-down tiles left that may hold coins are H4, H5 and H6 (chests of 1, as far
    as White can tell: the unseen tiles of their back), across the island by I4-I6; G6 is
    face down and empty. White's whole crew is aboard unless ``extra`` says otherwise."""
    return game(*_up("E2 chest2", "H4 ?chest1", "H5 ?chest1", "H6 ?chest1", "G6 ?empty"),
                "coins E2 2", "B1 dead", "B2 dead", "B3 dead", *extra)


def test_rulings_bear_the_bear_on_the_chest_by_the_boat_sends_the_boat_to_the_far_tiles():
    """RULINGS-ARCHIPELAGO, the bear: it steps toward the nearest pirate on land and sends
    back aboard the one it reaches. With the bear on E2 (woken by Black) the chest of 2 by
    White's boat is guarded: the anchorage is I5 (next to H4, H5 and H6), and the strong
    crew, all aboard, sails toward it (E1-H1: three steps, a pirate aboard each)."""
    m = _chest_by_the_boat("bear E2 B")
    assert m.state.name(anchorage(m.state, 0)) == "I5"
    for seed in range(2):
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == "W boat E1-H1", a


def test_by_contrast_without_the_bear_the_crew_lands_on_the_chest():
    """The same island with no bear: the boat lies by the chest already (its anchorage is
    E1) and a pirate lands on E2 to take a coin. The check above can fail."""
    m = _chest_by_the_boat()
    assert m.state.name(anchorage(m.state, 0)) == "E1"
    for seed in range(2):
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a).endswith(" E1-E2"), a


ABOARD = ("W boat E1-D1 via D1", "W boat E1-C1 via D1", "W1 D1-E1")


def test_rulings_boats_a_swimmer_beside_his_boat_is_taken_aboard_now_not_later():
    """RULINGS-ARCHIPELAGO "Boats and swimmers": a swimmer next to his boat boards it, or
    the boat takes him aboard by entering his cell. W1 swims on D1 beside White's boat on
    E1 (the bear on E2, as above). Boarding now or on White's next turn leads to the same
    end of the four-ply look; the crew takes the sooner: W1 comes aboard now. (Read in a
    game: a lone crew's swimmer swam to and fro beside its boat until the anti-stall end.)"""
    for seed in range(3):
        m = _chest_by_the_boat("bear E2 B", "W1 sea D1")
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) in ABOARD, a


def test_by_contrast_the_fourth_ply_alone_ties_boarding_with_landing(monkeypatch):
    """Without the second ply's weight (SOONER 0) the look gives taking W1 aboard and
    landing W2 the very same value: the choice falls to the order of the list, and the
    swimmer may stay in the water. The check above can fail."""
    import jackal_tui.ai.archipelago.crews as crews
    monkeypatch.setattr(crews, "SOONER", 0.0)
    m = _chest_by_the_boat("bear E2 B", "W1 sea D1")
    crew = StrongArchipelagoCrew(nodes=12)
    crew.choose(m.state, m.legal_actions(), rng_seed=0)
    value = {str(a): v for a, _, v in crew.last_info.ranked}
    landings = [v for a, v in value.items() if a.startswith(("W2 E1-", "W3 E1-"))]
    assert landings and value["W1 D1-E1"] == pytest.approx(max(landings))


# ----- the hurry walks the ways the tiles leave open ------------------------------------------

# Column C is crocodiles (C2..C5: whoever steps on one goes back where he came from) but
# for an arrow on C6 that points west, onto B6: the only way to B4 is D5, C6 (carried on
# to B6 in the same action), B5, B4.
CROCODILES = ("B4 ?chest1", "C2 crocodile", "C3 crocodile", "C4 crocodile", "C5 crocodile",
              "C6 arrow-W", "G6 empty")


def _behind_the_crocodiles(stall: int):
    """Level at 1 : 1; B4 is the last face-down tile; W1 (White's last pirate) on E3,
    B1 (Black's last) on H2."""
    return game(*_up(*CROCODILES), "W1 E3", "W2 dead", "W3 dead", "B1 H2", "B2 dead",
                "B3 dead", "bank W 1", "bank B 1", f"stall {stall}")


def test_rulings_tiles_walk_steps_follow_the_arrow_round_the_crocodiles():
    """Hand-counted from E3: D4 1; D5 2; B6 3 (from D5 onto C6, whose arrow carries him
    west onto B6 within the action); B5 4; B4 5, where he opens it. The crocodiles are no
    place to stand (RULINGS-ARCHIPELAGO "Tiles": he goes back), so C2..C5 are not in the
    map. King steps put B4 3 steps away (D3, C3 or C4, B4)."""
    from jackal_tui.ai.archipelago.ways import walk_steps
    from jackal_tui.games.archipelago.rules import land_distances

    m = _behind_the_crocodiles(80)
    s, cell = m.state, lambda n: m.state.board.parse(n)
    got = walk_steps(s, cell("E3"))
    assert [got.get(cell(n)) for n in ("E3", "D4", "D5", "B6", "B5", "B4")] == [0, 1, 2, 3, 4, 5]
    assert not {cell(n) for n in ("C2", "C3", "C4", "C5", "C6")} & set(got)
    assert land_distances(s, cell("E3"))[cell("B4")] == 3
    assert to_progress(s, 0) == 5


def test_rulings_tiles_walk_steps_from_a_labyrinth_and_from_aboard():
    """A labyrinth 3 (RULINGS-ARCHIPELAGO "Tiles": a pirate walks its steps, one an
    action, before he steps off): W1 on step 1 of D4 takes 2 actions (D4-D4 twice) and
    steps off with the third, so D4's neighbours are 3 actions away and G6 5 (E5, F5 or
    F6, G6). From aboard White's boat on E1 the landing cells D2, E2 and F2 are 1."""
    from jackal_tui.ai.archipelago.ways import walk_steps

    m = game(*_up("D4 labyrinth3", "G6 ?empty"), "W1 D4:1", "W2 dead", "W3 dead", "B1 H2")
    s, cell = m.state, lambda n: m.state.board.parse(n)
    assert [str(a) for a in m.legal_actions()] == ["W1 D4-D4", "W proposes end"]
    got = walk_steps(s, cell("D4"), 2)
    assert {got[cell(n)] for n in ("C3", "D3", "E3", "C4", "E4", "C5", "D5", "E5")} == {3}
    assert to_progress(s, 0) == 5
    m = game(*_up("G6 ?empty"), "W1 boat", "W2 dead", "W3 dead", "B1 H2")
    got = walk_steps(m.state, m.state.boats[0], aboard=True)
    assert {n for n, d in ((n, got.get(cell(n))) for n in ("D2", "E2", "F2")) if d == 1} \
        == {"D2", "E2", "F2"}


def test_rulings_end_a_hurrying_crew_takes_the_way_round_the_crocodiles():
    """RULINGS-ARCHIPELAGO "End": level 80 turns into the count, W1 heads for the arrow
    on C6 (E3-D4, 4 actions from B4 now), in every dealt world it is given."""
    for seed in range(3):
        m = _behind_the_crocodiles(80)
        a = StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(), rng_seed=seed)
        assert str(a) == "W1 E3-D4", a


def test_by_contrast_king_steps_send_the_hurry_at_the_crocodiles(monkeypatch):
    """Counted in king steps (as the hurry did), D2, D3 and D4 are all 2 from B4 and tie:
    with the dealt worlds' seeds 0 and 2 the crew steps onto D2 or D3, which lead only to
    the crocodiles. The check above can fail."""
    import jackal_tui.ai.archipelago.crews as crews
    from jackal_tui.games.archipelago.rules import land_distances

    def king_steps(s, seat):
        down = [c for c in s.board.land if not s.up[c]]
        return min(land_distances(s, s.p_cell[p]).get(c, FAR) for p in (0,) for c in down)

    monkeypatch.setattr(crews, "to_progress", king_steps)
    got = set()
    for seed in range(3):
        m = _behind_the_crocodiles(80)
        got.add(str(StrongArchipelagoCrew(nodes=12).choose(m.state, m.legal_actions(),
                                                           rng_seed=seed)))
    assert got & {"W1 E3-D2", "W1 E3-D3"}, got


# ----- the hurry's look weighs an opening the one-ply ranking left out ------------------------

OPENINGS = {"W1 F5-G6", "W2 C3-B2"}


def _two_unknowns():
    """Level at 1 : 1, 80 turns into the count. Two face-down tiles, G6 and B2; White
    can tell only that one is a pit and the other a chest of 1. W1 on F5 (next to G6), W2
    on C3 (next to B2), W3 on D4; B1, Black's last pirate, on C5 (next to W3)."""
    return game(*_up("G6 ?pit", "B2 ?chest1"), "W1 F5", "W2 C3", "W3 D4", "B1 C5",
                "B2 dead", "B3 dead", "bank W 1", "bank B 1", "stall 80")


def test_rulings_end_the_hurrying_look_weighs_opening_a_tile():
    """RULINGS-ARCHIPELAGO "End": opening a tile resets the anti-stall count. The one-ply
    ranking (which knows no hurry) puts both openings below its best six here with the
    dealt worlds of seed 0; the look is given the best of them too, and plays it: W2
    C3-B2."""
    m = _two_unknowns()
    crew = StrongArchipelagoCrew(nodes=12)
    a = crew.choose(m.state, m.legal_actions(), rng_seed=0)
    assert {str(r[0]) for r in crew.last_info.ranked} & OPENINGS
    assert str(a) == "W2 C3-B2", a


def test_by_contrast_without_the_opening_the_look_strikes_b1(monkeypatch):
    """With no opening added to the look (as before), seed 0's look weighs none and
    strikes B1 home (W3 D4-C5). The check above can fail."""
    import jackal_tui.ai.archipelago.crews as crews

    monkeypatch.setattr(crews, "_opens", lambda s, a: False)
    m = _two_unknowns()
    crew = StrongArchipelagoCrew(nodes=12)
    a = crew.choose(m.state, m.legal_actions(), rng_seed=0)
    assert not {str(r[0]) for r in crew.last_info.ranked} & OPENINGS
    assert str(a) == "W3 D4-C5", a
