"""What a card in hand is worth to the card game's strong player (jackal_tui/ai/cards/plans.py, CARD_VALUES).

    python bench/card_values.py                 # 250 hands, every 2nd island card
    python bench/card_values.py --hands 300 --step 5 --seed 1

A hand's worth on one island card is the score of the best route the easy player finds
with it (RoutePlanner: the treasure's coins less 0.3 a step, 0.1 a card laid, 0.2 a card
attached; 0 when it reaches nothing). A card's worth is how much adding it to three
cards drawn at random from a full deck raises that score, averaged over the hands and
the island cards: what a card kept for the next island adds over the top-up's random
draw. CARD_VALUES holds the mean of two such runs (the default run, and one of 300
hands over every 5th island card), rounded, the mirrored arrows and the two flags set
equal, and Weapon, Friday and Rum (near 0 here: they help only on some routes or
against a rival) set by hand a little above 0. The default run gave: up-left +0.296,
up-right +0.266, down-right +0.054, down-left +0.035, left-right +0.233, up-down
+0.312, diagonal +0.500, straight +0.421, horse +0.844, red +0.286, blue +0.161,
weapon +0.011, friday +0.001, doubling +0.251, rum 0.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jackal_tui.ai.cards.plans import RoutePlanner, _counts, _row_hand  # noqa: E402
from jackal_tui.games.cards.deck import NAMES, full_deck  # noqa: E402
from jackal_tui.games.cards.islands import ISLANDS  # noqa: E402


def worth(hand: list[int], planners: list[RoutePlanner]) -> float:
    w, f, d = _counts(hand)
    row = _row_hand(hand)
    total = 0.0
    for p in planners:
        total += max(0.0, p.best(p.grid.find("W"), (), row, w, f, d, None, True, 99)[0])
    return total / len(planners)


def main() -> None:
    ap = argparse.ArgumentParser(prog="bench/card_values.py")
    ap.add_argument("--hands", type=int, default=250)
    ap.add_argument("--step", type=int, default=2, help="every STEP-th island card")
    ap.add_argument("--seed", type=int, default=2)
    args = ap.parse_args()
    planners = [RoutePlanner(g) for g in ISLANDS[::args.step]]
    rng = random.Random(args.seed)
    deck = full_deck()
    hands = [sorted(rng.sample(deck, 3)) for _ in range(args.hands)]
    base = sum(worth(h, planners) for h in hands) / len(hands)
    print(f"{args.hands} hands of three, {len(planners)} island cards: "
          f"a hand of three is worth {base:.3f}")
    for card, name in enumerate(NAMES):
        v = sum(worth(sorted(h + [card]), planners) for h in hands) / len(hands)
        print(f"{name:12} {v - base:+.3f}")


if __name__ == "__main__":
    main()
