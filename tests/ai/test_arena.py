"""The arena's bookkeeping: seats, results, the confidence interval, the summary."""

import json

import pytest

from jackal_tui import games
from jackal_tui.ai import arena

from jackal_tui.ai import EasyCrew, RandomCrew, StrongCrew
from jackal_tui.ai.arena import (
    bankable_coins, crew_from_spec, percentile, play_game, run, seats, summary, wilson,
)
from jackal_tui.games.classic import Action, Game
from tiers import budget


def test_wilson_interval():
    lo, hi = wilson(190, 200)
    assert 0.909 < lo < 0.911 and 0.972 < hi < 0.974
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    lo, hi = wilson(50, 100)
    assert abs((lo + hi) / 2 - 0.5) < 1e-9


def test_crew_specs():
    assert isinstance(crew_from_spec("random"), RandomCrew)
    assert isinstance(crew_from_spec("easy:slack=0"), EasyCrew)
    c = crew_from_spec("strong:nodes=50,c_puct=2", seconds=3)
    assert isinstance(c, StrongCrew) and c.nodes == 50 and c.seconds == 3
    assert c.params.c_puct == 2.0
    assert crew_from_spec("strong", nodes=7).nodes == 7
    with pytest.raises(ValueError):
        crew_from_spec("strong:depth=3")
    with pytest.raises(ValueError):
        crew_from_spec("grandmaster")


def test_games_alternate_seats_on_the_same_island():
    a = play_game("random", "random", "2-light", 0, seed0=5)
    b = play_game("random", "random", "2-light", 1, seed0=5)
    assert (a.seed, a.a_side) == (5, 0) and (b.seed, b.a_side) == (5, 1)
    assert a.ended and a.result in ("a", "b", "draw")
    assert len(a.scores) == 2 and a.actions > 0


def test_four_sides_rotate_a_through_every_seat():
    sides = [play_game("random", "random", "4", i, seed0=2).a_side for i in range(4)]
    assert sides == [0, 1, 2, 3]


def test_run_and_summary():
    n = budget(quick=2, thorough=4)  # games: both seats of one island, or of two
    # island 5 of the 2-light deal: its two games are short (the easy crew's decisions are
    # this test's whole cost; the bookkeeping checked is the same on any island)
    results = run(n, "easy", "random", "2-light", seed0=5, workers=1)
    text = summary(results, "easy", "random", "2-light")
    assert [r.index for r in results] == list(range(n))
    assert f"{n} games" in text and "Wilson" in text and f"games that ended: {n}/{n}" in text
    assert all(r.ended for r in results)
    # the game lengths stand next to a game between people: the rulebooks' 60 to 120
    # minutes (000 classic, 001 treasure-island, 003 Russian) at 10 s a table action
    assert "a game between people: about 360..720 actions" in text


def test_a_crew_against_itself_plays_each_island_once():
    # both seats would play the very same game: one game per island instead
    assert seats("easy", "easy", "4") == 1 and seats("easy", "random", "4") == 4
    r = [play_game("random", "random", "2-light", i, seed0=5, once=True) for i in range(2)]
    assert [(x.seed, x.a_side) for x in r] == [(5, 0), (6, 0)]
    assert [x.index for x in run(2, "random", "random", "2-light", seed0=5)] == [0, 1]


def test_a_stalled_game_counts_the_coins_a_crew_could_bank():
    # the anti-stall limit (RULINGS, "End of the game") ended it with a coin beside White's
    # ship (bankable) and one walled in by face-down tiles (a coin never enters one)
    g = Game.from_position(POSITION)
    assert bankable_coins(g.state) == 1
    g.state.coins[Action.parse("W1 G2-G3").frm * 8] += 1   # a second coin on G2
    assert bankable_coins(g.state) == 2
    assert bankable_coins(g.state, (0,)) == 2   # by White alone
    trapped = Game.from_position(POSITION.replace("turn W", "turn B").replace(
        "W1 C5", "W1 C5 trapped\nC5 trap\nW2 dead\nW3 dead"))
    assert bankable_coins(trapped.state, (0,)) == 0   # White's only pirate waits in a trap
    assert bankable_coins(trapped.state, (2,)) == 1   # Black's can still bank the G2 coin


POSITION = """
jackal classic 2-light
turn W
W1 C5
B1 J10
coins G2 1
coins K6 1
J5 ?empty
K5 ?empty
L5 ?empty
J6 ?empty
L6 ?empty
J7 ?empty
K7 ?empty
L7 ?empty
"""


# Island 2 of the treasure-island 2-light arena (easy against random), trimmed: White's
# last pirates are caught in a trap and lost in a cave. A pirate lost in a cave stays there
# until a new cave opens (RULINGS, treasure-island "Caves"): White cannot
# act at all, so no coin counts as one White could bank.
LOST_IN_A_CAVE = """
jackal treasure-island 2-light
turn B
ship B C13
W1 J4 trapped
W2 dead
W3 I4 lost=1
B1 dead
B2 sea A6
B3 sea A13
I4 cave
J4 trap
G3 empty
coins G3 3
"""


def test_a_pirate_lost_in_a_cave_banks_nothing():
    g = Game.from_position(LOST_IN_A_CAVE)
    assert bankable_coins(g.state, (0,)) == 0


# Island 2 of the treasure-island 3-crew arena (easy against random), trimmed: White's last
# pirates swim on Yellow's side, Yellow's ship on the way north to White's and Black's on
# the way south; neither crew can move, so neither ship will (EN, "Ships": a swimmer who
# swims onto an enemy ship dies). White can bank nothing.
PENNED_SWIMMERS = """
jackal treasure-island 3
turn W
ship W D1
ship Y A6
ship B I13
W1 dead
W2 sea A11
W3 sea A12
Y1 dead
Y2 dead
Y3 dead
B1 dead
B2 dead
B3 dead
coins D8 4
bank W 14
"""


def test_swimmers_penned_in_by_enemy_ships_bank_nothing():
    g = Game.from_position(PENNED_SWIMMERS)
    assert bankable_coins(g.state, (0,)) == 0
    # with Yellow's ship south of them, they swim north round the corner to their own
    free = Game.from_position(PENNED_SWIMMERS.replace("ship Y A6", "ship Y A11")
                              .replace("W2 sea A11", "W2 sea A9")
                              .replace("W3 sea A12", "W3 sea A10"))
    assert bankable_coins(free.state, (0,)) == 4


def test_percentile():
    assert percentile([5, 1, 3, 2, 4], 0.5) == 3
    assert percentile(list(range(1, 11)), 0.9) == 9.1
    assert percentile([], 0.9) == 0.0


def test_archipelagos_anti_stall_ends_are_counted_in_its_own_words(monkeypatch):
    """Archipelago ends by its anti-stall limit with its own reason (RULINGS-ARCHIPELAGO,
    "End": "the classic anti-stall limit"); the arena counted only the island games'
    wording, so its summary showed no such end. Here the limit is 1 round, so random crews
    reach it."""
    import jackal_tui.games.archipelago as arch
    from jackal_tui.ai.arena import ended_by_stall, stall_end

    made = arch.new_match

    def short_limit(name, mode, seed=None, names=None, options=None):
        return made(name, mode, seed=seed, names=names,
                    options={**(options or {}), "stall_rounds": 1})

    monkeypatch.setattr(arch, "new_match", short_limit)
    results = [play_game("random", "random", "2", i, seed0=4, ruleset="archipelago")
               for i in range(4)]
    stalled = [r for r in results if r.end_reason == arch.STALL_END]
    assert stalled, [r.end_reason for r in results]   # the limit of 1 round was reached
    assert all(r.stalled for r in stalled)
    assert [r.stalled for r in results] == [r.end_reason == arch.STALL_END for r in results]
    assert stall_end("archipelago") == arch.STALL_END and stall_end("card-game") is None
    assert ended_by_stall("classic", "50 rounds with no tile opened, no coin moved and no "
                          "pirate lost") and not ended_by_stall("archipelago", "")
    text = summary(results, "random", "random", "2", "archipelago")
    line = next(ln for ln in text.splitlines() if ln.startswith("ended by the anti-stall"))
    assert line.startswith(f"ended by the anti-stall limit: {len(stalled)}/4 ")
    assert "not judged for archipelago" in line and "could bank:" not in line


def _record_lines(path):
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_a_record_keeps_every_game_and_a_second_run_plays_only_the_rest(tmp_path, monkeypatch,
                                                                         capsys):
    # a long measurement (hours) is split over sessions: what was played is kept
    record = tmp_path / "run.jsonl"
    args = ["--a", "random", "--b", "random", "--seed", "5", "--quiet", "--record", str(record)]
    assert arena.main(["--games", "2"] + args) == 0
    first = _record_lines(record)
    assert [row["game"]["index"] for row in first] == [0, 1]
    assert first[0]["run"]["code"] == arena.code_fingerprint("classic")
    played = []
    real = arena.play_game
    monkeypatch.setattr(arena, "play_game", lambda *a, **k: played.append(a[3]) or real(*a, **k))
    capsys.readouterr()
    assert arena.main(["--games", "3"] + args) == 0
    assert played == [2]                    # games 0 and 1 were not played again
    out = capsys.readouterr().out
    assert "3 games" in out and "2 games from earlier runs" in out
    assert [row["game"]["index"] for row in _record_lines(record)] == [0, 1, 2]
    assert _record_lines(record)[:2] == first   # the games kept are as they were


def test_a_record_of_other_settings_or_other_code_is_refused_and_left_alone(tmp_path, capsys):
    record = tmp_path / "run.jsonl"
    assert arena.main(["--games", "1", "--a", "random", "--b", "random", "--quiet",
                       "--record", str(record)]) == 0
    kept = record.read_bytes()
    with pytest.raises(SystemExit) as e:   # another crew: a usage error, nothing played
        arena.main(["--games", "2", "--a", "easy", "--b", "random", "--quiet",
                    "--record", str(record)])
    assert e.value.code == 2 and "another run (a=random)" in capsys.readouterr().err
    assert record.read_bytes() == kept
    row = _record_lines(record)[0]
    row["run"]["code"] = "0" * 12          # the same settings, played by other code
    record.write_text(json.dumps(row) + "\n")
    kept = record.read_bytes()
    with pytest.raises(SystemExit) as e:
        arena.main(["--games", "2", "--a", "random", "--b", "random", "--quiet",
                    "--record", str(record)])
    assert e.value.code == 2 and "other code" in capsys.readouterr().err
    assert record.read_bytes() == kept


def test_a_line_cut_short_by_a_stopped_run_is_played_again_on_a_line_of_its_own(tmp_path,
                                                                               capsys):
    record = tmp_path / "run.jsonl"
    args = ["--a", "random", "--b", "random", "--quiet", "--record", str(record)]
    assert arena.main(["--games", "1"] + args) == 0
    whole = record.read_text()
    record.write_text(whole + whole[:40])   # game 1 was being written when the run stopped
    assert arena.main(["--games", "2"] + args) == 0
    assert "1 unreadable line(s) skipped" in capsys.readouterr().err
    lines = record.read_text().splitlines()
    assert lines[0] + "\n" == whole and lines[1] == whole[:40]
    assert [json.loads(x)["game"]["index"] for x in (lines[0], lines[2])] == [0, 1]


def test_a_games_fingerprint_leaves_out_the_code_only_other_games_play(tmp_path, monkeypatch):
    # a record of classic games stays good when only the card players change
    root = tmp_path / "jackal_tui"
    for rel in ("ai/classic/crews.py", "ai/cards/crews.py", "games/classic/rules.py",
                "games/cards/rules.py"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("x = 1\n")
    monkeypatch.setattr(arena, "__file__", str(root / "ai" / "arena.py"))
    before = {g: arena.code_fingerprint(g) for g in ("classic", "card-game")}
    (root / "games" / "cards" / "rules.py").write_text("x = 2\n")
    assert arena.code_fingerprint("classic") == before["classic"]
    assert arena.code_fingerprint("card-game") != before["card-game"]
    (root / "games" / "classic" / "rules.py").write_text("x = 2\n")
    assert arena.code_fingerprint("classic") != before["classic"]


def test_archipelago_two_on_two_is_two_sides_of_partners():
    """RULINGS-ARCHIPELAGO, "Players, turns, deaths": 2 on 2 is White+Black against
    Yellow+Red, and a coin a partner brings aboard counts for the team. The arena plays
    one crew on both seats of a team; before, it took each seat for a side of its own, so
    A's partner was a B crew and every game that A's team won was counted a draw (A and
    its partner level on the team's coins)."""
    match = games.rules_of("archipelago").new_match("archipelago", "2v2", seed=2)
    assert arena.teams_of(match) == [(0, 2), (1, 3)]
    assert arena.side_count("2v2", "archipelago") == 2
    # island seed 2: two short games (about 100 actions each), each won by A's team
    results = [play_game("easy", "random", "2v2", i, seed0=2, ruleset="archipelago")
               for i in range(2)]
    assert [r.a_side for r in results] == [0, 1]
    for r in results:
        assert len(r.scores) == 2 and r.ended
        a, b = r.scores[r.a_side], r.scores[1 - r.a_side]
        assert r.result == ("a" if a > b else "b" if b > a else "draw")


def test_archipelago_is_measured_on_the_island_asked_for(tmp_path, monkeypatch, capsys):
    """RULINGS-ARCHIPELAGO, "Islands": islands 1 to 4, a free island and a random one.
    ``--island`` plays each game on that island and names it in the record and the
    summary; a record of the default island (written before the option, with no island in
    its settings) is not taken up by a run on another island; other games have no island
    to choose and say so."""
    import jackal_tui.games.archipelago as arch

    asked = []
    made = arch.new_match

    def spy(name, mode, seed=None, names=None, options=None):
        asked.append((options or {}).get("island"))
        return made(name, mode, seed=seed, names=names, options=options)

    monkeypatch.setattr(arch, "new_match", spy)
    record = tmp_path / "random.jsonl"
    # random crews: the island is what is checked, and their games are over in a blink
    # (an easy crew spent seconds on a random island's long game)
    args = ["--ruleset", "archipelago", "--mode", "2", "--games", "2", "--a", "random",
            "--b", "random", "--quiet", "--record", str(record)]
    assert arena.main(args + ["--island", "random"]) == 0
    assert asked.count("random") == 2             # both games on a random island
    rows = _record_lines(record)
    assert [row["run"]["island"] for row in rows] == ["random", "random"]
    assert "mode 2, archipelago, island random, 2 games" in capsys.readouterr().out
    kept = record.read_bytes()
    with pytest.raises(SystemExit) as e:          # the default island: another run
        arena.main(args)
    assert e.value.code == 2 and "another run (island=random)" in capsys.readouterr().err
    assert record.read_bytes() == kept
    default = tmp_path / "default.jsonl"
    asked.clear()
    assert arena.main(args[:-1] + [str(default)]) == 0
    assert set(asked) == {None}                   # the game's own default, island 1
    assert all("island" not in row["run"] for row in _record_lines(default))
    for bad in (["--island", "2"], ["--ruleset", "archipelago", "--mode", "1",
                                    "--island", "2"]):
        with pytest.raises(SystemExit) as e:
            arena.main(["--games", "1", "--quiet"] + bad)
        assert e.value.code == 2 and "--island" in capsys.readouterr().err
