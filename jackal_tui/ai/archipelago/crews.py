"""Computer crews for Jackal Archipelago: random, easy and strong.

How a position stands for a crew is :mod:`.standing`; the ways over the island and the sea
(hurry, walking, sailing to an anchorage, threats) are :mod:`.ways`.

They read only what the deciding seat may know. Every look ahead happens in a *dealt*
world (``SEARCH.deal``: each face-down tile the seat has not looked at in its lighthouse
is dealt again from the tiles it cannot have seen), so a face-down tile's face, or the
tile another crew saw from its lighthouse, never changes a choice.

- ``random``: any legal action.
- ``easy``: one ply. Each action is played in a few dealt worlds (and a chain decision it
  leads to is followed to its best end) and the result is scored by :func:`standing`:
  banked coins, coins dragged toward the own boat, pirates alive, pirates near face-down
  tiles, and none on the bear's next cell or next to it.
- ``strong``: the easy crew's six best actions, each played in the same few dealt worlds
  and answered by the other side's best strike or coin move, scored by :func:`relative`
  (a two-ply "best reply" look); with 2 players, when its turn comes round again it also
  tries its own three best next actions, each answered in the same way, and keeps the
  best (four plies, :meth:`StrongArchipelagoCrew.follow_up`). A lighthouse look or an
  earthquake's swap, which change no standing, go to the generic determinized MCTS
  (``ai/search.py``) over :class:`StrongSearch`. With its whole crew aboard it first
  sails to its :func:`anchorage`, where its boat lies nearest the most coins it may
  find; later the look weighs a boat move toward it too, and counts the loose coins near
  each boat (:func:`piles_near`). It counts a coin's way home over the tiles a carrier
  can cross (:func:`_carry_home`), not king steps, and a swimmer's way to his boat in
  steps of water (:func:`swim_home`). Its anchorage counts nothing under the bear or
  next to it (:func:`territory`), and of two ways to the same end it takes the sooner
  (``SOONER``). Once the anti-stall count passes a fifth of its limit, a side not ahead
  in banked coins hurries (:func:`urgency`): the look scores opening a tile or banking a
  coin, and the actions its nearest pirate needs to reach a tile or coin left, walked
  over the tiles as the rules move him (:func:`to_progress`, :func:`walk_steps`); and
  the look weighs the best opening of a tile even where the one-ply ranking left it out.
"""

from __future__ import annotations

import math
import random
import time

from jackal_tui.games.archipelago.search import ArchipelagoSearch
from jackal_tui.games.archipelago.state import BOAT, LAND, MISSIONARY, SEA, State
from jackal_tui.ai.search import SearchInfo, SearchParams, search
from jackal_tui.ai.archipelago.looks import choose_look
from jackal_tui.ai.archipelago.picks import choose_pick, random_pick
from jackal_tui.ai.archipelago.standing import (LOOK_AHEAD, REPEAT, STRUCK, TAU, WIDTH, _decider,
                                              _struck_home, board_key, relative, standing)
from jackal_tui.ai.archipelago.ways import (FOLLOW, PILE, REPLY_MARGIN, SAIL_TURNS, SOONER,
                                          URGE_PROGRESS, URGE_STEP, _opens, _side_banked,
                                          _threatens, pile_margin, sail_to_anchorage,
                                          sail_toward, to_progress, urgency)


class StrongSearch(ArchipelagoSearch):
    """``SEARCH`` with a leaf valued by the sides' standing, not the banked margin alone."""

    def values(self, s: State, root: State) -> list[float]:
        if s.solo or s.over:
            return super().values(s, root)
        per_side: dict[int, float] = {}
        for c in s.crews:
            per_side[s.side[c]] = per_side.get(s.side[c], 0.0) + standing(s, c, True)
        n = len(per_side)
        out = []
        for k in range(n):
            others = [per_side[j] for j in range(n) if j != k]
            x = (per_side[k] - max(others)) / TAU if others else 0.0
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
        return out


STRONG_SEARCH = StrongSearch()
# pending choices that change no standing (a lighthouse look, an earthquake's swap)
LOOKS_AND_SWAPS = frozenset(("peek", "quake", "quake2", "quaketurn"))
ROOT_WIDTH = 6        # actions the strong crew looks at (the easy crew's best)
# points by which climbing a mountain the Mountaineer has seen must score below staying
# for him to decline it (a fifth of a banked coin)
CLIMB_MARGIN = 2.0


PICKS = ("own", "random")   # how a crew picks abilities in a campaign's draw


class ArchipelagoCrew:
    """The Crew interface (``choose(state, legal, rng_seed, cancel)``) for Archipelago.

    In a campaign's draw the crew picks an ability by :mod:`.picks` (``picks="own"``), or
    any of the draw's actions uniformly (``picks="random"``: the arena's yardstick)."""

    name = "crew"
    level = "?"

    def __init__(self, picks: str = "own") -> None:
        if picks not in PICKS:
            raise ValueError(f"picks={picks!r}: one of {', '.join(PICKS)}")
        self.picks = picks
        self.last_info: SearchInfo | None = None

    def choose(self, state: State, legal: list, rng_seed: int, cancel=None):
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_info = SearchInfo()
            return legal[0]
        look = choose_look(state, legal, _decider(state)) if self.level != "random" \
            else None
        if state.phase == "draw" and not state.over:
            self.last_info = SearchInfo()
            if self.picks == "random":
                action = random_pick(legal, int(rng_seed))
            else:
                action = choose_pick(state, legal, _decider(state))
        elif look is not None:      # the Lookout's look, as soon as it is offered
            self.last_info = SearchInfo()
            action = look
        else:
            action = self._choose(state, list(legal), int(rng_seed), cancel)
        return action if action in legal else legal[0]

    def _choose(self, state, legal, rng_seed, cancel):
        raise NotImplementedError


class RandomArchipelagoCrew(ArchipelagoCrew):
    name, level = "Random", "random"

    def __init__(self) -> None:
        super().__init__(picks="random")

    def _choose(self, state, legal, rng_seed, cancel):
        return random.Random(rng_seed).choice(legal)


def coins_left(s: State) -> int:
    """The most coins that may still be banked, from what every player knows: the coins on
    the island and in pirates' hands, and the most the face-down tiles can hold
    (:meth:`State.most_unfound`; a tile set aside never comes into play). (Counting every
    unseen chest, the easy crew refused to end an explored island at 5 : 0 for the coins
    of tiles set aside.)"""
    return s.tile_coins + s.carried + s.most_unfound()


def out_for_good(s: State, crew: int) -> bool:
    """Whether ``crew`` can never act again this island: none of its pirates alive (on
    land, aboard or swimming) and no Missionary under its control. Public. Only a pirate
    of the crew standing on the shrine revives one of it, and a skipped crew uses no
    bottle (RULINGS-ARCHIPELAGO: shrine; bottles), so nothing brings such a crew back."""
    if any(s.p_where[p] in (BOAT, LAND, SEA) for p in range(crew * 3, crew * 3 + 3)):
        return False
    return not (s.p_crew[MISSIONARY] == crew and s.p_where[MISSIONARY] in (BOAT, LAND, SEA))


def _margins(state: State, seat: int) -> list[int]:
    """The seat's side's banked coins less each other side's."""
    scores = {state.side[crews[0]]: sc for crews, sc in state.side_scores()}
    side = state.side[seat]
    return [scores[side] - v for k, v in scores.items() if k != side]


def _side_out(state: State, seat: int, rivals: bool) -> bool:
    """Whether every crew of the seat's side (``rivals``: of every other side, and there
    is one) is out for good."""
    side = state.side[seat]
    crews = [c for c in state.crews if (state.side[c] != side) == rivals]
    return bool(crews) and all(out_for_good(state, c) for c in crews)


def _settled(state: State, seat: int) -> bool:
    """Whether ending the island now gives the seat's side the best result it can still
    get: it leads and every other side is out for good (nobody can catch it); or it is
    out for good itself and does not lead (playing on, only the others can bank); or
    another side leads it by more than every coin still to bank (it cannot even draw)."""
    margins = _margins(state, seat)
    if all(m > 0 for m in margins):
        return _side_out(state, seat, rivals=True)
    return _side_out(state, seat, rivals=False) or \
        any(-m > coins_left(state) for m in margins)


def _decisive(state: State, seat: int) -> bool:
    """Whether the seat's side leads every other side by more than all the coins still to
    bank (:func:`coins_left`, public): no coin left can cost it the win."""
    left = coins_left(state)
    return all(m > left for m in _margins(state, seat))


def _vote(state: State, legal: list, seat: int):
    """Agree to end only when the end cannot cost the seat's side the win
    (:func:`_decisive`), or when it settles what playing on cannot better
    (:func:`_settled`); refuse otherwise. (Agreeing whenever it led ended 183 of 200
    games against the random crew at 1 coin to 0.)"""
    agree = _decisive(state, seat) or _settled(state, seat)
    for a in legal:
        if a.kind == ("agree" if agree else "refuse"):
            return a
    return None


PROPOSE_ROUNDS = 10   # rounds between a crew's proposals while it merely cannot lose


def _propose(state: State, legal: list, seat: int):
    """The proposal to end: every turn while the seat's side leads and every other side
    is out for good (nothing is left to play for), and once in PROPOSE_ROUNDS rounds
    while no coin left can cost it the win (:func:`_decisive`), so that a player who
    refuses is not asked every turn. (In 2 on 2 easy against random, a team whose rivals
    were all dead walked about for 320 actions until the anti-stall end.)"""
    alone = all(m > 0 for m in _margins(state, seat)) and _side_out(state, seat, rivals=True)
    spaced = state.vote_turn < 0 or \
        state.turns - state.vote_turn >= PROPOSE_ROUNDS * len(state.crews)
    if not (alone or (spaced and _decisive(state, seat))):
        return None
    for a in legal:
        if a.kind == "propose":
            return a
    return None


def _ending(state: State, legal: list, seat: int):
    """The easy and strong crews' answer to a vote, or their proposal to end, or None."""
    if state.vote:
        return _vote(state, legal, seat)
    return _propose(state, legal, seat)


class EasyArchipelagoCrew(ArchipelagoCrew):
    """One ply in a few dealt worlds, scored by :func:`relative` (see the module text)."""

    name, level = "Easy", "easy"

    def __init__(self, samples: int = 2, noise: float = 0.05, carry: bool = False,
                 picks: str = "own"):
        super().__init__(picks)
        self.samples = samples
        self.noise = noise
        self.carry = carry    # the strong crew's ranking: coins' way home by _carry_home
        # positions this crew's actions made, and how often: pirates striking each
        # other home for ever, or a boat sailing to and fro, would only wait for the
        # anti-stall end
        self.seen: dict[tuple, int] = {}
        self.rules = ArchipelagoSearch()

    def _choose(self, state, legal, rng_seed, cancel):
        start = time.perf_counter()
        rng = random.Random(rng_seed)
        seat = _decider(state)
        got = _ending(state, legal, seat)
        if got is not None:
            return got
        pend = state.pending
        if pend is not None and pend.get("kind") in LOOKS_AND_SWAPS:
            return rng.choice(legal)   # a look or a swap: weighed at random by an easy crew
        if pend is not None and pend.get("kind") == "climb":
            return self.climb(state, legal, rng)
        options = [a for a in legal if a.kind != "propose"] or legal
        scored, keys = self.rank(state, options, rng, cancel)
        best = max(scored, key=lambda t: t[0])[1]
        if best in keys:
            self.seen[keys[best]] = self.seen.get(keys[best], 0) + 1
        self.last_info = SearchInfo(iterations=len(scored),
                                    seconds=time.perf_counter() - start, line=str(best))
        return best

    def climb(self, state: State, legal: list, rng: random.Random):
        """The Mountaineer has seen the face-down mountain he steps onto: he climbs it
        unless climbing scores CLIMB_MARGIN points below staying where he was (his
        crew knows the face, so every dealt world shows it). The score counts no tile
        opened as progress while declining spends the crew's action for nothing, so a
        face that harms nobody (empty ground, a musket, a labyrinth) is climbed and a
        pit, cannon, cannibal or den declined."""
        cell = state.board.name(state.pending["cell"])
        scored, _ = self.rank(state, legal, rng)
        climbs = [(v, a) for v, a in scored if a.to == cell]
        stays = [(v, a) for v, a in scored if a.to != cell]
        if climbs and stays and climbs[0][0] >= max(v for v, _ in stays) - CLIMB_MARGIN:
            return climbs[0][1]
        return max(scored, key=lambda t: t[0])[1]

    def rank(self, state: State, options: list, rng: random.Random, cancel=None):
        """(score, action) for each option, and the board each quiet option leads to."""
        seat = _decider(state)
        up = sum(state.up)
        scored = []
        keys = {}
        for a in options:
            total, runs = 0.0, 0
            while runs < self.samples:
                w = self.rules.deal(state, seat, rng)
                self.rules.play(w, a)
                total += self._after(w, seat, 0) - STRUCK * _struck_home(state, w, a)
                runs += 1
                if runs == 1 and sum(w.up) == up and w.pending is None:
                    keys[a] = board_key(w, seat)
                    break      # nothing opened: one world tells all
            scored.append((total / runs + self.noise * rng.random(), a))
            if cancel is not None and cancel.is_set():
                break
        return scored, keys

    def _after(self, w: State, seat: int, depth: int) -> float:
        pend = w.pending
        if pend is not None and not w.over and depth < LOOK_AHEAD \
                and _decider(w) == seat and pend.get("kind") not in LOOKS_AND_SWAPS:
            nxt = self.rules.legal(w)[:WIDTH]
            best = -1e9
            for a in nxt:
                c = w.copy()
                self.rules.play(c, a)
                best = max(best, self._after(c, seat, depth + 1))
            if nxt:
                return best
        # a position made before, also at the end of a chain (an arrow back and forth)
        again = self.seen.get(board_key(w, seat), 0) if w.pending is None else 0
        return relative(w, seat, self.carry) - REPEAT * again


class StrongArchipelagoCrew(ArchipelagoCrew):
    """The easy crew's best few actions, each played in the same dealt worlds and then
    answered by the other side's best strike or coin move (a two-ply "best reply" look):
    what the action leaves in an enemy's reach is seen before it is played. When the
    crew acts again after that reply (2 players), its own next action and the reply to
    it are looked at too (:meth:`follow_up`): a strike it can answer, a coin it can leave.

    ``nodes`` counts (action, world) looks; ``seconds`` bounds the time instead."""

    name, level = "Strong", "strong"

    def __init__(self, nodes: int | None = None, seconds: float | None = None,
                 params: SearchParams | None = None, picks: str = "own"):
        super().__init__(picks)
        if nodes is None and seconds is None:
            seconds = 1.0
        self.nodes, self.seconds = nodes, seconds
        self.params = params or SearchParams()
        self.easy = EasyArchipelagoCrew(carry=True)
        self.rules = ArchipelagoSearch()
        self.sailed = 0     # turns in a row it sailed toward its anchorage

    def _choose(self, state, legal, rng_seed, cancel):
        start = time.perf_counter()
        seat = _decider(state)
        got = _ending(state, legal, seat)
        if got is not None:
            return got
        legal = [a for a in legal if a.kind != "propose"] or legal
        pend = state.pending
        if pend is not None and pend.get("kind") == "climb":   # as the easy crew judges
            return self.easy.climb(state, legal, random.Random(rng_seed ^ 0x5EED))
        if pend is not None and pend.get("kind") in LOOKS_AND_SWAPS:
            # a look or a swap changes no standing: the generic search weighs it
            action, info = search(state, legal, rng_seed, self.nodes, self.seconds,
                                  self.params, cancel, rules=STRONG_SEARCH, seat=seat)
            self.last_info = info
            return action
        if pend is None and self.sailed < SAIL_TURNS:
            got = sail_to_anchorage(state, legal, seat)
            if got is not None:
                self.sailed += 1
                self.last_info = SearchInfo(seconds=time.perf_counter() - start,
                                            line=str(got))
                return got
        self.sailed = 0
        rng = random.Random(rng_seed ^ 0x5EED)
        scored, keys = self.easy.rank(state, legal, rng, cancel)
        scored.sort(key=lambda t: -t[0])
        top = [a for _, a in scored[:ROOT_WIDTH]]
        sail = sail_toward(state, legal, seat) if pend is None else None
        if sail is not None and sail not in top:
            top.append(sail)    # a boat move, weighed by the look with the piles near it
        if pend is None and urgency(state, seat):
            # a side that must hurry weighs opening a tile even where the one-ply ranking
            # (which knows no hurry) put every opening below its best few
            opening = next((a for _, a in scored if _opens(state, a)), None)
            if opening is not None and opening not in top:
                top.append(opening)
        action, info = self.look(state, top, seat, rng, start, cancel)
        info.seconds = time.perf_counter() - start
        self.last_info = info
        k = keys.get(action)
        if k is not None:   # remembered, as the easy crew does, so as not to go round
            self.easy.seen[k] = self.easy.seen.get(k, 0) + 1
        return action

    def look(self, state: State, top: list, seat: int, rng: random.Random, start: float,
             cancel=None) -> tuple:
        """The best of ``top`` after the other side's best reply, averaged over dealt
        worlds (each world serves every action: they are compared on the same deal)."""
        limit = self.nodes if self.nodes is not None else 1 << 60
        deadline = None if self.seconds is None else start + self.seconds
        total = {a: 0.0 for a in top}
        runs = {a: 0 for a in top}
        u = urgency(state, seat)    # the same for every look of this choice
        done = 0
        while done < limit:
            world = self.rules.deal(state, seat, rng)
            for a in top:
                if done >= limit or (cancel is not None and cancel.is_set()) or \
                        (deadline is not None and done and time.perf_counter() >= deadline):
                    limit = done
                    break
                total[a] += self.after_reply(state, world, a, seat, u)
                runs[a] += 1
                done += 1
        tried = [a for a in top if runs[a]]
        if not tried:
            return top[0], SearchInfo()
        best = max(tried, key=lambda a: total[a] / runs[a])
        info = SearchInfo(iterations=done, visits=runs[best], line=str(best),
                          ranked=sorted(((a, runs[a], total[a] / runs[a]) for a in tried),
                                        key=lambda r: -r[2]))
        return best, info

    def after_reply(self, state: State, world: State, a, seat: int,
                    u: float | None = None) -> float:
        """``a`` played in ``world`` (a chain it starts followed to its best end), then the
        other side's best reply, scored for ``seat``'s side (:func:`relative`); ``u``:
        the side's :func:`urgency` in ``state``, if already worked out."""
        w = world.copy()
        self.rules.play(w, a)
        struck = _struck_home(state, w, a)
        _, w = self._best_end(w, seat, 0)
        again = self.easy.seen.get(board_key(w, seat), 0) if w.pending is None else 0
        w = self.reply(w, seat)
        cost = STRUCK * struck + REPEAT * again
        if FOLLOW and not w.over and not w.vote and not w.solo and w.pending is None \
                and _decider(w) == seat:
            got = self.follow_up(w, seat, state, u)
            if got is not None:   # sooner is better: what the reply leaves counts a little
                return got + SOONER * _leaf(w, seat, state, u) - cost
        return _leaf(w, seat, state, u) - cost

    def follow_up(self, w: State, seat: int, root: State | None = None,
                  u: float | None = None) -> float | None:
        """``seat``'s best next action in ``w`` (of its FOLLOW best by the standing it
        leads to) after the other side's best reply to it: the third and fourth plies,
        scored as seen from ``root`` (:func:`_leaf`)."""
        ranked = []
        for b in self.rules.legal(w):
            if b.kind == "propose":
                continue
            c = w.copy()
            self.rules.play(c, b)
            struck = STRUCK * _struck_home(w, c, b)
            v, end = self._best_end(c, seat, 0)
            ranked.append((v - struck, end, struck))
        ranked.sort(key=lambda t: -t[0])     # stable: ties keep the legal list's order
        return max((_leaf(self.reply(end, seat), seat, root, u) - struck
                    for _, end, struck in ranked[:FOLLOW]), default=None)

    def _best_end(self, w: State, seat: int, depth: int) -> tuple[float, State]:
        """The end of ``seat``'s chain decisions in ``w`` best for ``seat`` (3 deep, 12
        wide, as the easy crew looks), and its :func:`relative` value."""
        pend = w.pending
        if pend is not None and not w.over and depth < LOOK_AHEAD \
                and _decider(w) == seat and pend.get("kind") not in LOOKS_AND_SWAPS:
            best = None
            for b in self.rules.legal(w)[:WIDTH]:
                c = w.copy()
                self.rules.play(c, b)
                got = self._best_end(c, seat, depth + 1)
                if best is None or got[0] > best[0]:
                    best = got
            if best is not None:
                return best
        return relative(w, seat, True), w

    def reply(self, w: State, seat: int) -> State:
        """``w`` after the best strike or coin move of the side that acts next, if that
        side is not ``seat``'s and such a move does it more good than a quiet one."""
        if w.over or w.vote or w.solo:
            return w
        mover = _decider(w)
        if w.side[mover] == w.side[seat] or (w.pending is not None and w.pending.get(
                "kind") in LOOKS_AND_SWAPS):
            return w
        best_v, best = relative(w, mover, True) + REPLY_MARGIN, w
        for b in self.rules.legal(w):
            if not _threatens(w, b, mover):
                continue
            c = w.copy()
            self.rules.play(c, b)
            v, end = self._best_end(c, mover, 0)
            if v > best_v:
                best_v, best = v, end
        return best


def _leaf(s: State, seat: int, root: State | None = None, u: float | None = None) -> float:
    """The strong crew's score of the end of a look: :func:`relative` with the coins'
    way home, and the loose coins near each side's boat (:func:`pile_margin`). Seen
    from ``root`` (the position the crew chooses in), a side that must hurry
    (:func:`urgency`; ``u``, when the caller worked it out once for the whole choice)
    also scores a look that opened a tile or banked a coin, and its nearest pirate's
    steps to a face-down tile or loose coin (:func:`to_progress`)."""
    v = relative(s, seat, True) + PILE * pile_margin(s, seat)
    if root is not None:
        if u is None:
            u = urgency(root, seat)
        if u:
            made = s.draws > root.draws or _side_banked(s, seat) > _side_banked(root, seat)
            v += u * (URGE_PROGRESS * made - URGE_STEP * to_progress(s, seat))
    return v


def make_archipelago_crew(level: str, nodes: int | None = None,
                          seconds: float | None = None, params: SearchParams | None = None,
                          picks: str = "own"):
    """A crew of ``level``; ``picks`` (easy and strong): how it picks abilities."""
    if level == "random":
        return RandomArchipelagoCrew()
    if level == "easy":
        return EasyArchipelagoCrew(picks=picks)
    if level == "strong":
        return StrongArchipelagoCrew(nodes=nodes, seconds=seconds, params=params, picks=picks)
    raise ValueError(f"unknown level {level!r}: random, easy or strong")
