"""Troyes Dice engine benchmark: 10-player half-day resolution latency and random 4-player games per second.

Run: ``.venv/bin/python bench/troyes_dice_engine.py [--games N]``. Single process, single core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from percentiles import percentile  # bench/ is on sys.path when a script runs

from games.troyes_dice import GAME, TroyesState


def pick(state: TroyesState, seat: int, rng: random.Random) -> str:
    return rng.choice(GAME.legal_moves(state, seat))


def play_random_game(players: int, seed: int, rng: random.Random) -> TroyesState:
    state = GAME.new(players, {}, seed)
    while True:
        awaited = GAME.awaiting(state)
        if not awaited:
            return state
        for seat in sorted(awaited):
            state, _ = GAME.apply(state, seat, pick(state, seat, rng))


def bench_half_days(samples: int) -> tuple[list[float], list[float]]:
    """Times (a) the last choice of a 10-player half-day, which reveals and resolves every sheet and rolls the
    next half-day, and (b) the whole half-day (ten choices, legal-move listing included)."""
    rng = random.Random(1)
    resolutions: list[float] = []
    half_days: list[float] = []
    seed = 0
    while len(resolutions) < samples:
        seed += 1
        state = GAME.new(10, {}, seed)
        while GAME.awaiting(state) and len(resolutions) < samples:
            if state.phase != "choose":  # bonus builds: not part of the timed resolution
                seat = min(GAME.awaiting(state))
                state, _ = GAME.apply(state, seat, pick(state, seat, rng))
                continue
            start = time.perf_counter()
            for seat in range(9):
                state, _ = GAME.apply(state, seat, pick(state, seat, rng))
            last = pick(state, 9, rng)
            before_last = time.perf_counter()
            state, _ = GAME.apply(state, 9, last)
            end = time.perf_counter()
            resolutions.append(end - before_last)
            half_days.append(end - start)
    return resolutions, half_days


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=600, help="random 4-player games to play")
    parser.add_argument("--samples", type=int, default=2000, help="10-player half-days to time")
    args = parser.parse_args()

    resolutions, half_days = bench_half_days(args.samples)
    micro = 1e6
    print(
        f"10-player half-day resolution (last choice -> reveal, resolve, next roll), {len(resolutions)} samples: "
        f"p50 {percentile(resolutions, 0.5) * micro:.0f} us, p99 {percentile(resolutions, 0.99) * micro:.0f} us"
    )
    print(
        f"10-player whole half-day (10 listings + 10 choices + resolution): "
        f"p50 {percentile(half_days, 0.5) * micro:.0f} us, p99 {percentile(half_days, 0.99) * micro:.0f} us"
    )

    rng = random.Random(2)
    durations = []
    start = time.perf_counter()
    for seed in range(args.games):
        game_start = time.perf_counter()
        final = play_random_game(4, seed, rng)
        durations.append(time.perf_counter() - game_start)
        assert GAME.result(final) is not None
    elapsed = time.perf_counter() - start
    print(
        f"random 4-player games (uniform legal moves): {args.games / elapsed:.0f} games/s "
        f"({args.games} games in {elapsed:.2f} s; median game {statistics.median(durations) * 1e3:.2f} ms)"
    )


if __name__ == "__main__":
    main()
