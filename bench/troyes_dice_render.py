"""Troyes Dice picture benchmark: what a 10-player half-day costs from the last choice to the PNG bytes, and a
player's sheet picture.

Run: ``.venv/bin/python bench/troyes_dice_render.py [--samples N]``. Single process, single core. Targets:
half-day p50 <= 30 ms with the image <= 200 KB; sheet p50 <= 10 ms.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from percentiles import percentile  # bench/ is on sys.path when a script runs

from games.troyes_dice import GAME, TroyesState
from render.common import encode_png
from render.troyes_dice import TroyesDiceRenderer, sheet_image

NAMES = ["Alice", "Bob", "Chloe", "Dmitri", "Eve", "Farid", "Gu", "Hana", "Ivo", "Jules"]
RENDERER = TroyesDiceRenderer()


def pick(state: TroyesState, seat: int, rng: random.Random) -> str:
    return rng.choice(GAME.legal_moves(state, seat))


def bench_half_days(samples: int) -> tuple[list[float], list[int], list[TroyesState]]:
    """Times the last choice of a 10-player half-day (reveal, resolve, next roll), the spectator view, the
    public picture and its PNG encoding, as the bot does after that move."""
    rng = random.Random(1)
    timings: list[float] = []
    sizes: list[int] = []
    states: list[TroyesState] = []
    seed = 0
    while len(timings) < samples:
        seed += 1
        state = GAME.new(10, {}, seed)
        while GAME.awaiting(state) and len(timings) < samples:
            if state.phase != "choose":  # bonus builds: not part of the timed resolution
                seat = min(GAME.awaiting(state))
                state, _ = GAME.apply(state, seat, pick(state, seat, rng))
                continue
            for seat in range(9):
                state, _ = GAME.apply(state, seat, pick(state, seat, rng))
            last = pick(state, 9, rng)
            start = time.perf_counter()
            state, _ = GAME.apply(state, 9, last)
            data = encode_png(RENDERER.public(GAME.view(state, None), NAMES), RENDERER.PALETTE)
            timings.append(time.perf_counter() - start)
            sizes.append(len(data))
            states.append(state)
    return timings, sizes, states


def bench_sheets(states: list[TroyesState], samples: int) -> tuple[list[float], list[float]]:
    """Times one seat's sheet picture (from the public view, as the final breakdown draws it) and one seat's
    whole private picture (dice, pending choice and sheet), each with its PNG encoding."""
    rng = random.Random(3)
    sheets: list[float] = []
    privates: list[float] = []
    for _ in range(samples):
        state = rng.choice(states)
        seat = rng.randrange(state.players)
        public = GAME.view(state, None)
        start = time.perf_counter()
        encode_png(sheet_image(public, seat, NAMES))
        sheets.append(time.perf_counter() - start)
        own = GAME.view(state, seat)
        start = time.perf_counter()
        encode_png(RENDERER.private(own, NAMES))
        privates.append(time.perf_counter() - start)
    return sheets, privates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=300, help="10-player half-days to time")
    args = parser.parse_args()

    milli = 1e3
    fresh = GAME.new(10, {}, 0)
    start = time.perf_counter()
    encode_png(RENDERER.public(GAME.view(fresh, None), NAMES), RENDERER.PALETTE)
    first = time.perf_counter() - start
    print(f"first public picture of the process (cached pieces drawn then): {first * milli:.0f} ms")
    bench_half_days(max(1, args.samples // 4))  # warm-up: every plaza piece and die drawn once, as in a live bot
    timings, sizes, states = bench_half_days(args.samples)
    print(
        f"10-player half-day: last choice applied + spectator view + public render + PNG, {len(timings)} samples: "
        f"p50 {percentile(timings, 0.5) * milli:.1f} ms, p99 {percentile(timings, 0.99) * milli:.1f} ms "
        f"(target p50 <= 30 ms); PNG p50 {percentile(sizes, 0.5) / 1000:.0f} KB, max {max(sizes) / 1000:.0f} KB "
        f"(limit 200 KB)"
    )
    sheets, privates = bench_sheets(states, args.samples)
    print(
        f"one player's sheet render + PNG: p50 {percentile(sheets, 0.5) * milli:.1f} ms, "
        f"p99 {percentile(sheets, 0.99) * milli:.1f} ms (target p50 <= 10 ms)"
    )
    print(
        f"one player's private picture (dice, choice, sheet) + PNG: p50 {percentile(privates, 0.5) * milli:.1f} ms, "
        f"p99 {percentile(privates, 0.99) * milli:.1f} ms"
    )


if __name__ == "__main__":
    main()
