"""Four Color Cards engine benchmark: win detection + best split of 21-card hands, and random 4-player rounds.

Run: ``.venv/bin/python bench/four_color_cards_engine.py [--hands N] [--games N]``. Single process, single core.
Targets: p99 of win detection + best split at most 5 ms; at least 200 random 4-player rounds per second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from percentiles import percentile  # bench/ is on sys.path when a script runs

from games.four_color_cards import GAME
from games.four_color_cards.cards import SOLDIER, TYPES, make_type
from games.four_color_cards.melds import classify
from games.four_color_cards.split import best_split, clear_caches, is_complete


def meld_shapes() -> list[tuple[int, ...]]:
    shapes: list[tuple[int, ...]] = [(t,) * size for t in range(TYPES) for size in (1, 2, 3, 4)]
    for colour in range(4):
        shapes.append(tuple(make_type(colour, r) for r in (0, 1, 2)))
        shapes.append(tuple(make_type(colour, r) for r in (3, 4, 5)))
    soldiers = [make_type(c, SOLDIER) for c in range(4)]
    shapes.extend(combinations(soldiers, 3))
    shapes.append(tuple(soldiers))
    return [s for s in shapes if classify(s) is not None]


def winning_hand(rng: random.Random, shapes: list[tuple[int, ...]]) -> list[int]:
    """21 cards that split completely (random melds drawn until exactly 21 cards)."""
    while True:
        counts = [0] * TYPES
        size = 0
        for _ in range(200):
            shape = rng.choice(shapes)
            if size + len(shape) > 21 or any(counts[t] + shape.count(t) > 4 for t in set(shape)):
                continue
            for t in shape:
                counts[t] += 1
            size += len(shape)
            if size == 21:
                return counts


def random_hand(rng: random.Random) -> list[int]:
    counts = [0] * TYPES
    for card in rng.sample(range(TYPES * 4), 21):
        counts[card // 4] += 1
    return counts


def time_hands(hands: list[list[int]], rng: random.Random, cold: bool) -> list[float]:
    samples = []
    for counts in hands:
        exposed = rng.choice([t for t in range(TYPES) if counts[t]])
        if cold:
            clear_caches()
        start = time.perf_counter()
        if is_complete(counts):
            best_split(counts, exposed)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def bench_split(count: int) -> None:
    rng = random.Random(1)
    shapes = meld_shapes()
    hands = [winning_hand(rng, shapes) if i % 2 else random_hand(rng) for i in range(count)]
    for label, cold in (("cold cache", True), ("warm cache", False)):
        samples = time_hands(hands, rng, cold)
        print(
            f"win detection + best split, 21-card hands ({label}, {count} hands, half winning): "
            f"p50 {statistics.median(samples):.4f} ms, p99 {percentile(samples, 0.99):.4f} ms, "
            f"max {max(samples):.4f} ms"
        )


def bench_rounds(games: int) -> None:
    rng = random.Random(2)
    rounds = moves = 0
    start = time.perf_counter()
    for seed in range(games):
        state = GAME.new(4, {}, seed)
        while GAME.result(state) is None:
            seat = rng.choice(sorted(GAME.awaiting(state)))
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
            moves += 1
        rounds += len(state.history)
    elapsed = time.perf_counter() - start
    print(
        f"random 4-player rounds: {rounds} rounds ({moves} moves) in {elapsed:.2f} s = "
        f"{rounds / elapsed:.0f} rounds/s, {moves / elapsed:.0f} moves/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    bench_split(args.hands)
    bench_rounds(args.games)


if __name__ == "__main__":
    main()
