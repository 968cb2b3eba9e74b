"""Computer crews against each other: many seeded games, and how often A won.

``bench/arena.py`` and ``python -m jackal_tui.ai arena`` are its command lines. Game ``i``
is played on the island of seed ``seed + i // sides`` with crew A on side ``i % sides``,
so each island is played from every seat and each level plays each side equally (a crew
against itself plays each island once: every seat would play the same game).
A crew is a level name, optionally with settings: ``strong:nodes=400,rollout=4``.

A long run can be kept in a record (``--record FILE``, JSON lines: one game a line, with
the run's settings and a fingerprint of the rules and crews' code) and taken up again
later, in another session: the games already in it are not played again, and the summary
counts them all. A record of other settings or of other code is refused, never mixed in.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import platform
import statistics
import sys
import time
from collections import deque
from dataclasses import asdict, dataclass, field
from pathlib import Path

from jackal_tui import games
from jackal_tui.games.archipelago import ISLAND_CHOICES as ARCHIPELAGO_ISLANDS
from jackal_tui.games.classic.rules import Resolver, legal_actions
from jackal_tui.games.classic.state import LAND, MODES, SEA, SHIP, State
from jackal_tui.ai.classic.crews import EasyCrew
from jackal_tui.ai.crews import LEVELS, Crew, make_crew
from jackal_tui.ai.classic.knowledge import INF, swim_dist
from jackal_tui.ai.search import SearchParams

MAX_ACTIONS = 6000   # far beyond any real game: the anti-stall end comes first
STALL_WORDS = "rounds with no tile opened"   # how the engine's anti-stall end begins
BANK_SEARCH = 3000   # positions a "could bank" check looks at, at most, per coin and crew
# a game between people, for the length figures: the rulebooks (classic, English and
# Russian, and treasure-island) give 60 to 120 minutes a game; at an assumed 10 seconds a
# table action (choose, move, turn a tile, read it) that is 360 to 720 actions. (The
# shipped saves/example-4p-finished.json is no such game: it was played by random actions.)
PEOPLE_MINUTES = (60, 120)
TABLE_SECONDS = 10


def crew_from_spec(spec: str, nodes: int | None = None, seconds: float | None = None,
                   ruleset: str = "classic") -> Crew:
    """``easy``, ``strong``, ``strong:nodes=400,seconds=0.5,rollout=2,c_puct=1.5`` ...
    (the card game's strong player takes ``nodes`` and ``seconds`` only; an Archipelago
    easy or strong crew also ``picks=random``: abilities picked at random in a campaign)."""
    level, _, opts = spec.partition(":")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
    kw: dict[str, str] = {}
    for item in filter(None, opts.split(",")):
        key, _, value = item.partition("=")
        kw[key.strip()] = value.strip()
    if ruleset == "card-game":
        n = int(kw.pop("nodes")) if "nodes" in kw else nodes
        sec = float(kw.pop("seconds")) if "seconds" in kw else seconds
        if kw:
            raise ValueError(f"the card game's players take nodes= and seconds= only, "
                             f"not {', '.join(kw)}")
        return make_crew(level, nodes=n, seconds=sec, game=ruleset)
    picks = kw.pop("picks", None) if ruleset == "archipelago" and level != "random" else None
    if picks is not None:   # how an Archipelago crew picks abilities in a campaign
        crew = crew_from_spec(":".join((level, ",".join(f"{k}={v}" for k, v in kw.items())))
                              if kw else level, nodes, seconds, ruleset)
        from jackal_tui.ai.archipelago.crews import PICKS
        if picks not in PICKS:
            raise ValueError(f"picks={picks!r}: one of {', '.join(PICKS)}")
        crew.picks = picks
        return crew
    if level == "strong":
        n = int(kw.pop("nodes")) if "nodes" in kw else nodes
        sec = float(kw.pop("seconds")) if "seconds" in kw else seconds
        params = SearchParams()
        for key, value in kw.items():
            if not hasattr(params, key):
                raise ValueError(f"unknown search setting {key!r}")
            setattr(params, key, type(getattr(params, key))(value))
        return make_crew(level, nodes=n, seconds=sec, game=ruleset, params=params)
    crew = make_crew(level, game=ruleset)
    if level == "easy" and kw and isinstance(crew, EasyCrew):   # the island crew's settings
        return EasyCrew(**{k: (int(v) if k == "samples" else float(v)) for k, v in kw.items()})
    if kw:
        raise ValueError(f"{level} takes no settings")
    return crew


def decision_seed(game_seed: int, action_index: int) -> int:
    """The rng_seed handed to a crew for one decision of one game."""
    return (game_seed * 1_000_003 + action_index * 7919 + 12345) % (1 << 62)


def bankable_coins(s: State, crews=None) -> int:
    """Coins left on the island that a crew (of ``crews``, default any) could still bank.

    A coin (the galleon counts 3) counts if, for some crew with a pirate alive and neither
    caught in a trap nor lost in a cave (a swimmer: able to swim to his ship), that pirate put on the coin could carry it onto the crew's ship by the crew's own actions
    alone: his moves with the coin (through every chain decision: arrows, horses, ice,
    flights...) and, if another pirate of the crew is alive to sail it, the ship's moves;
    over the tiles as they lie (face-down tiles cannot be entered with a coin), every
    other piece standing still. The check plays the rules core (``Resolver``) on copies
    of the final position, breadth first, at most ``BANK_SEARCH`` positions a coin.
    It reads the real tiles: it judges games, no crew ever calls it.
    """
    out = 0
    places = [(place, n, 1) for place, n in s.coins.items()]
    if s.galleon >= 0:
        places.append((s.galleon, 3, 2))
    for place, n, loot in places:
        if any(_could_bank(s, crew, place, loot) for crew in (s.crews if crews is None else crews)):
            out += n
    return out


def _could_bank(s: State, crew: int, place: int, loot: int) -> bool:
    # a pirate caught in a trap, or lost in a cave (treasure-island: until a new cave opens),
    # cannot act by his crew's own actions; he neither fetches nor sails
    # a swimmer acts only by swimming to his ship: not past another crew's ship, which
    # stands still like every other piece
    alive = [p for p in range(crew * 3, crew * 3 + 3)
             if s.p_where[p] in (LAND, SHIP, SEA) and not s.p_trap[p]
             and not (s.ti and s.p_lost[p])
             and (s.p_where[p] != SEA
                  or swim_dist(s, s.side[crew], s.p_cell[p], s.ship[crew]) < INF)]
    if not alive:
        return False
    w = s.copy()
    w.options = dict(w.options, early_end=False, stall_rounds=0)
    w.over, w.end_reason, w.pending = False, "", None
    carrier = alive[0]
    cell, step = divmod(place, 8)
    for p in alive:
        w.p_drunk[p] = 0
        if w.ti:
            w.p_lost[p] = 0
    w.p_where[carrier], w.p_cell[carrier], w.p_step[carrier], w.p_ship[carrier] = \
        LAND, cell, step, -1
    if len(alive) > 1:   # someone aboard to sail the ship
        q = alive[1]
        w.p_where[q], w.p_cell[q], w.p_step[q], w.p_ship[q] = SHIP, w.ship[crew], 0, crew
    banked = w.banked[crew]
    seen = set()
    queue = deque([w])
    looked = 0
    while queue and looked < BANK_SEARCH:
        x = queue.popleft()
        looked += 1
        x.turn = crew
        for a in legal_actions(x):
            if a.kind == "move" and (a.who != carrier or a.coin != loot):
                continue
            if a.kind not in ("move", "choose", "ship"):
                continue
            y = x.copy()
            Resolver(y).play(a)
            if y.banked[crew] > banked:
                return True
            if y.p_where[carrier] != LAND and y.pending is None:
                continue   # dead, swimming, or aboard without the coin
            if y.pending is None:
                here = y.p_cell[carrier] * 8 + y.p_step[carrier]
                if (y.galleon != here) if loot == 2 else not y.coins.get(here):
                    continue   # the coin was lost on the way (sunk, eaten, sent back)
            y.over, y.end_reason = False, ""
            key = (y.p_cell[carrier], y.p_step[carrier], y.ship[crew],
                   None if y.pending is None else (y.pending.kind, y.pending.cell))
            if key not in seen:
                seen.add(key)
                queue.append(y)
    return False


def people_game_length() -> tuple[int, int]:
    """Actions in a game between people, low and high: the rulebooks' 60 to 120 minutes
    a game at ``TABLE_SECONDS`` an action (an assumption: nobody timed a table)."""
    return tuple(60 * m // TABLE_SECONDS for m in PEOPLE_MINUTES)


def percentile(values: list[int], q: float) -> float:
    """The q-quantile (0..1) by linear interpolation between order statistics."""
    v = sorted(values)
    if not v:
        return 0.0
    i = q * (len(v) - 1)
    lo = int(i)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (i - lo)


@dataclass
class GameResult:
    index: int
    seed: int
    a_side: int
    scores: list[int]            # per side
    result: str                  # "a", "b" or "draw" (a shared win)
    actions: int
    ended: bool
    end_reason: str
    seconds: dict = field(default_factory=dict)   # thinking time per crew: "a", "b"
    moves: dict = field(default_factory=dict)     # decisions per crew
    bankable: int = 0            # ended by the anti-stall limit: coins a crew could bank
    bankable_a: int = 0          # ... that A's crews could bank
    stall: bool | None = None    # ended by the anti-stall limit, as the game's rules say
    left: int = 0                # ended by the anti-stall limit: coins still in play

    @property
    def stalled(self) -> bool:
        if self.stall is not None:
            return self.stall
        return STALL_WORDS in self.end_reason   # a result made without the game's words


def stall_end(ruleset: str) -> str | None:
    """The words of ``ruleset``'s anti-stall end reason (its package's ``STALL_END``), or
    None for a game with no anti-stall limit (the card game)."""
    return getattr(games.rules_of(ruleset), "STALL_END", None)


def ended_by_stall(ruleset: str, reason: str) -> bool:
    """Whether a game of ``ruleset`` that ended for ``reason`` ended by its anti-stall limit."""
    words = stall_end(ruleset)
    return bool(words) and words in (reason or "")


def could_bank_check(ruleset: str) -> bool:
    """Whether :func:`bankable_coins` can judge a game of ``ruleset`` (it plays the island
    games' rules core; Archipelago's coins are only counted)."""
    return ruleset in ("classic", "treasure-island")


def teams_of(match) -> list[tuple[int, ...]]:
    """A match's seats grouped by the side they play for (each seat alone for a game
    whose Match has no ``teams``)."""
    teams = getattr(match, "teams", None)
    return teams() if teams is not None else [(seat,) for seat in match.seats()]


def side_count(mode: str, ruleset: str = "classic") -> int:
    """How many sides play a game of ``ruleset`` in ``mode``."""
    return len(teams_of(games.rules_of(ruleset).new_match(ruleset, mode, seed=1)))


def seats(a: str, b: str, mode: str, ruleset: str = "classic") -> int:
    """Games played on each island: one from every side, or one only when A and B are
    the same crew (every seat would play the very same game)."""
    return 1 if a == b else side_count(mode, ruleset)


def play_game(a: str, b: str, mode: str, index: int, seed0: int = 1,
              nodes: int | None = None, seconds: float | None = None,
              ruleset: str = "classic", once: bool = False,
              island: str | None = None) -> GameResult:
    """Game ``index``; ``once``: one game per island (A on side 0), not one per side;
    ``island``: Archipelago's island (1..4, free, random; None: the game's default)."""
    sides = 1 if once else side_count(mode, ruleset)
    seed = seed0 + index // sides
    a_side = index % sides
    crew_a = crew_from_spec(a, nodes, seconds, ruleset)
    crew_b = crew_from_spec(b, nodes, seconds, ruleset)
    extra = {} if island is None else {"options": {"island": island}}
    game = games.rules_of(ruleset).new_match(ruleset, mode, seed=seed, **extra)
    teams = teams_of(game)
    side_of = {seat: i for i, team in enumerate(teams) for seat in team}
    spent = {"a": 0.0, "b": 0.0}
    moves = {"a": 0, "b": 0}
    while not game.is_over() and game.action_count < MAX_ACTIONS:
        # the seat that decides (in a smoky turn, the next crew's player)
        who = "a" if side_of[game.current_seat()] == a_side else "b"
        crew = crew_a if who == "a" else crew_b
        t = time.perf_counter()
        action = crew.choose(game.state.copy(), game.legal_actions(),
                             decision_seed(seed, game.action_count))
        spent[who] += time.perf_counter() - t
        moves[who] += 1
        game.play(action)   # raises IllegalActionError if a crew ever cheats the rules
    by_seat = game.scores()
    scores = [by_seat[team[0]] for team in teams]
    best = max(scores)
    top = [i for i, sc in enumerate(scores) if sc == best]
    if len(top) > 1 and a_side in top:
        result = "draw"
    else:
        result = "a" if top == [a_side] else "b"
    reason = getattr(game.state, "end_reason", "")
    stalled = ended_by_stall(ruleset, reason)   # in the game's own words
    judged = stalled and could_bank_check(ruleset)
    bankable = bankable_coins(game.state) if judged else 0
    bankable_a = bankable_coins(game.state, game.state.sides[a_side]) if bankable else 0
    left = getattr(game.state, "coins_in_play", 0) if stalled else 0
    return GameResult(index, seed, a_side, scores, result, game.action_count, game.is_over(),
                      reason, spent, moves, bankable, bankable_a, stalled, left)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(results: list[GameResult], a: str, b: str, mode: str,
            ruleset: str = "classic", island: str | None = None) -> str:
    n = len(results)
    wins = sum(r.result == "a" for r in results)
    draws = sum(r.result == "draw" for r in results)
    losses = n - wins - draws
    lo, hi = wilson(wins, n)
    a_scores = [r.scores[r.a_side] for r in results]
    b_scores = [max(sc for i, sc in enumerate(r.scores) if i != r.a_side) for r in results]
    ended = sum(r.ended for r in results)
    length = sum(r.actions for r in results) / max(1, n)
    lengths = [r.actions for r in results]
    people = people_game_length()
    stalled = [r for r in results if r.stalled]
    bankable = [r for r in stalled if r.bankable]
    bankable_a = [r for r in stalled if r.bankable_a]
    blo, bhi = wilson(len(bankable), n)
    alo, ahi = wilson(len(bankable_a), n)
    ms = {k: 1000 * sum(r.seconds[k] for r in results) / max(1, sum(r.moves[k] for r in results))
          for k in ("a", "b")}
    reasons: dict[str, int] = {}
    for r in results:
        why = r.end_reason or ("ended" if r.ended else "not ended")
        reasons[why] = reasons.get(why, 0) + 1
    people_game = ruleset in ("classic", "treasure-island")   # the people's length is theirs
    stalls = stall_end(ruleset) is not None   # the game has an anti-stall limit
    judged = could_bank_check(ruleset)
    if stalls and judged:
        stall_line = (
            f"ended by the anti-stall limit: {len(stalled)}/{n} ({len(stalled) / max(1, n):.1%}); "
            f"with coins a crew could bank: {len(bankable)}/{n} ({len(bankable) / max(1, n):.1%}, "
            f"95% Wilson CI {blo:.1%} .. {bhi:.1%}); that A's crews could bank: "
            f"{len(bankable_a)}/{n} ({len(bankable_a) / max(1, n):.1%}, 95% Wilson CI "
            f"{alo:.1%} .. {ahi:.1%})")
    elif stalls:   # no could-bank check for this game: the coins still in play are counted
        slo, shi = wilson(len(stalled), n)
        with_coins = [r for r in stalled if r.left]
        stall_line = (
            f"ended by the anti-stall limit: {len(stalled)}/{n} ({len(stalled) / max(1, n):.1%}, "
            f"95% Wilson CI {slo:.1%} .. {shi:.1%}); with coins still in play: "
            f"{len(with_coins)}/{n} ({sum(r.left for r in stalled)} coins; whether a crew "
            f"could bank them is not judged for {ruleset})")
    else:
        stall_line = None
    lines = [
        f"A = {a}  vs  B = {b}   mode {mode}, {ruleset}"
        + (f", island {island}" if island is not None else "") + f", {n} games",
        f"A won {wins}, drew {draws}, lost {losses}: win rate {wins / max(1, n):.1%} "
        f"(95% Wilson CI {lo:.1%} .. {hi:.1%}); counting draws as half: "
        f"{(wins + draws / 2) / max(1, n):.1%}",
        f"average score: A {sum(a_scores) / max(1, n):.2f}, B {sum(b_scores) / max(1, n):.2f}"
        + ("" if side_count(mode, ruleset) == 2 else " (B: best other side)"),
        f"average game length: {length:.0f} actions; games that ended: {ended}/{n}"
        + (" (all ended)" if ended == n else "  <-- SOME GAMES DID NOT END"),
        f"actions per game: median {statistics.median(lengths) if lengths else 0:.0f}, "
        f"90th percentile {percentile(lengths, 0.9):.0f}, longest {max(lengths, default=0)}"
        + (f"; a game between people: about {people[0]}..{people[1]} actions (the rulebooks' "
           f"{PEOPLE_MINUTES[0]}-{PEOPLE_MINUTES[1]} minutes at an assumed {TABLE_SECONDS} s an "
           f"action)" if people_game else ""),
        stall_line,
        f"thinking per decision: A {ms['a']:.1f} ms, B {ms['b']:.1f} ms",
        "ends: " + "; ".join(f"{k}: {v}" for k, v in sorted(reasons.items(), key=lambda kv: -kv[1])),
    ]
    lines = [ln for ln in lines if ln is not None]
    if bankable:
        lines.append("anti-stall ends with coins to bank: " + ", ".join(
            f"game {r.index} (seed {r.seed}, {r.bankable} coins, A {r.bankable_a})"
            for r in bankable[:20])
            + (" ..." if len(bankable) > 20 else ""))
    stuck = [r for r in results if not r.ended]
    if stuck:
        lines.append("did not end: " + ", ".join(
            f"game {r.index} (seed {r.seed}, A on side {r.a_side})" for r in stuck))
    by_side: dict[int, list[int]] = {}
    for r in results:
        by_side.setdefault(r.a_side, [0, 0])
        by_side[r.a_side][0] += r.result == "a"
        by_side[r.a_side][1] += 1
    lines.append("A's wins by A's side: " + ", ".join(
        f"side {s}: {w}/{k}" for s, (w, k) in sorted(by_side.items())))
    return "\n".join(lines)


def _run_one(job):
    return play_game(*job)


def run(games: int, a: str, b: str, mode: str = "2-light", seed0: int = 1,
        nodes: int | None = None, seconds: float | None = None, workers: int = 1,
        progress=None, ruleset: str = "classic",
        done: list[GameResult] = (), island: str | None = None) -> list[GameResult]:
    """Play the games (in ``workers`` processes); ``progress(done, result)`` after each.
    ``done``: games already played (from a record); they are not played again and are
    part of the results."""
    crew_from_spec(a, nodes, seconds, ruleset)  # fail early on a bad spec
    crew_from_spec(b, nodes, seconds, ruleset)
    once = seats(a, b, mode, ruleset) == 1
    results: list[GameResult] = [r for r in done if r.index < games]
    have = {r.index for r in results}
    jobs = [(a, b, mode, i, seed0, nodes, seconds, ruleset, once, island) for i in range(games)
            if i not in have]
    if workers <= 1:
        for job in jobs:
            results.append(_run_one(job))
            if progress:
                progress(len(results), results[-1])
    else:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for r in pool.imap_unordered(_run_one, jobs):
                results.append(r)
                if progress:
                    progress(len(results), r)
    results.sort(key=lambda r: r.index)
    return results


# the packages whose code decides how a game goes (the screens and the saves do not) ...
PLAY_CODE = ("ai", "games")
# ... less what only another game plays: a change to the card players is no change to
# a classic game
GAME_CODE = {"archipelago": ("games/archipelago/", "ai/archipelago/"),
             "card-game": ("games/cards/", "ai/cards/")}


def code_fingerprint(ruleset: str = "classic") -> str:
    """A short hash of the code of the rules and the crews that play ``ruleset``
    (``PLAY_CODE`` less ``GAME_CODE`` of the other games): a record's games were played
    by this code only if their fingerprint is this one."""
    root = Path(__file__).resolve().parents[1]
    others = tuple(p for game, paths in GAME_CODE.items() if game != ruleset for p in paths)
    h = hashlib.sha256()
    for package in PLAY_CODE:
        for path in sorted((root / package).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            if rel.startswith(others):
                continue
            h.update(rel.encode() + b"\0")
            h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:12]


class RecordError(ValueError):
    """A record that cannot be taken up by this run (other settings, other code)."""


def run_settings(a: str, b: str, mode: str, ruleset: str, nodes: int | None,
                 seconds: float | None, seed0: int, island: str | None = None) -> dict:
    """What a record's games must share to be counted together (the code as well). The
    island is named only when one was asked for, so the records of the game's default
    island keep the settings they were written with."""
    settings = dict(a=a, b=b, mode=mode, ruleset=ruleset, nodes=nodes, seconds=seconds,
                    seed=seed0, code=code_fingerprint(ruleset))
    if island is not None:
        settings["island"] = island
    return settings


def read_record(path: Path, settings: dict) -> tuple[list[GameResult], int]:
    """The games of a record played with ``settings``, and how many lines were skipped
    as unreadable (a line cut short when a run was stopped mid-write). A game of other
    settings or other code raises RecordError: the record is left as it is."""
    if not path.exists():
        return [], 0
    results, skipped = [], 0
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            run, game = row["run"], GameResult(**row["game"])
        except (ValueError, KeyError, TypeError):
            skipped += 1
            continue
        if run.get("code") != settings["code"] and \
                {k: v for k, v in run.items() if k != "code"} == \
                {k: v for k, v in settings.items() if k != "code"}:
            raise RecordError(
                f"{path}, line {n}: its games were played by other code (fingerprint "
                f"{run.get('code')}, now {settings['code']}); start a new record to "
                f"measure this code")
        if run != settings:
            theirs = ", ".join(f"{k}={v}" for k, v in run.items() if settings.get(k) != v)
            raise RecordError(f"{path}, line {n}: a game of another run ({theirs}); "
                              f"give this run a record of its own")
        results.append(game)
    return results, skipped


def append_record(path: Path, settings: dict, result: GameResult) -> None:
    """One game, as one line at the end of the record (flushed at once)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"run": settings, "game": asdict(result)}, sort_keys=True) + "\n"
    with open(path, "a+", encoding="utf-8") as f:
        f.seek(0, os.SEEK_END)
        if f.tell():
            f.seek(f.tell() - 1)
            if f.read(1) != "\n":   # the last line was cut short: start a new one
                text = "\n" + text
        f.write(text)
        f.flush()


def main(argv: list[str] | None = None, prog: str = "arena") -> int:
    """The arena's command line; exit status 1 if some game did not end."""
    parser = argparse.ArgumentParser(
        prog=prog, description="Computer crews against each other: win rate of A with a 95% "
        "confidence interval (Wilson), draws, scores, game length, stalls.")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--a", default="easy", help="crew A: random, easy, strong[:settings]")
    parser.add_argument("--b", default="random", help="crew B")
    parser.add_argument("--mode", default=None,
                        help="island games: " + ", ".join(MODES) + " (default 2-light); "
                        "card-game: 2, 3 or 4 players (default 2)")
    parser.add_argument("--ruleset", default="classic", choices=games.names())
    parser.add_argument("--nodes", type=int, help="strong crews: search iterations per decision")
    parser.add_argument("--seconds", type=float,
                        help="strong crews: seconds per decision (default 1 without --nodes)")
    parser.add_argument("--seed", type=int, default=1, help="first island seed (default 1)")
    parser.add_argument("--island", choices=ARCHIPELAGO_ISLANDS,
                        help="archipelago: the island (default 1; random: all 66 tiles on a "
                        "map drawn from each island seed)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="keep every game in FILE (JSON lines) and take a stopped run "
                        "up again: games already in it are not played again")
    args = parser.parse_args(argv)
    modes = games.game_type(args.ruleset).modes
    if args.mode is None:
        args.mode = "2-light" if "2-light" in modes else "2"
    if args.mode not in modes:
        parser.error(f"--mode {args.mode}: {args.ruleset} is played in {', '.join(modes)}")
    if args.island is not None and args.ruleset != "archipelago":
        parser.error(f"--island {args.island}: only archipelago is played on islands of "
                     f"its own, not {args.ruleset}")
    if args.island is not None and args.mode == "1":
        parser.error("--island: the one-player game is played on its puzzle card's island")
    start = time.perf_counter()
    done: list[GameResult] = []
    if args.record is not None:
        settings = run_settings(args.a, args.b, args.mode, args.ruleset, args.nodes,
                                args.seconds, args.seed, args.island)
        try:
            done, skipped = read_record(args.record, settings)
        except (ValueError, OSError) as e:   # RecordError, or bytes that are no text
            parser.error(f"--record: {e}")
        if skipped:
            print(f"{args.record}: {skipped} unreadable line(s) skipped (a game cut short "
                  "when a run was stopped is played again)", file=sys.stderr)
        if done:
            print(f"{args.record}: {len(done)} games already played, "
                  f"{max(0, args.games - len({r.index for r in done if r.index < args.games}))} "
                  "to play", file=sys.stderr)

    def progress(n: int, r: GameResult) -> None:
        if args.record is not None:
            append_record(args.record, settings, r)
        if not args.quiet:
            print(f"[{n}/{args.games}] game {r.index} seed {r.seed} A on side {r.a_side}: "
                  f"{r.result:4s} scores {r.scores} in {r.actions} actions "
                  + ("(anti-stall" + (f", {r.bankable} coins to bank, A {r.bankable_a}) "
                                      if r.bankable else ") ")
                     if r.stalled else "") +
                  f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)

    results = run(args.games, args.a, args.b, args.mode, args.seed, args.nodes, args.seconds,
                  args.workers, progress, args.ruleset, done, args.island)
    print(summary(results, args.a, args.b, args.mode, args.ruleset, args.island))
    budget = " ".join(x for x in (f"nodes={args.nodes}" if args.nodes else "",
                                  f"seconds={args.seconds}" if args.seconds else "") if x)
    sides = seats(args.a, args.b, args.mode, args.ruleset)
    print(f"budget: {budget or 'defaults'}; island seeds {args.seed}.."
          f"{args.seed + (args.games - 1) // sides}; {args.workers} workers; "
          f"wall time {time.perf_counter() - start:.0f} s"
          + (f" ({len(done)} games from earlier runs in {args.record}, code "
             f"{settings['code']})" if done else ""))
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    return 0 if all(r.ended for r in results) else 1
