"""Benchmark of the Copenhagen engine (a script, not a test): ``python bench/copenhagen_engine.py``.

Prints p50/p99 of ``legal_moves`` at build decisions (the start of a turn and the Both actions placement step),
on positions from random games and on stressed copies of them (a full hand of 7 cards in one colour plus two,
with Construction discount and Change of colors active), then complete random 4-player games per second.
Targets: p99 at most 10 ms; at least 20 games per second on one core.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from percentiles import percentile  # bench/ is on sys.path when a script runs

from games.copenhagen import GAME, CopenhagenState
from games.copenhagen import components as c
from games.copenhagen import state as s

BUILD_PHASES = (s.START, s.BUILD)


def build_positions(games: int, seed: int) -> list[CopenhagenState]:
    positions: list[CopenhagenState] = []
    for game in range(games):
        rng = random.Random(seed + game)
        state = GAME.new(2 + game % 3, {}, seed + game)
        while GAME.awaiting(state):
            if state.phase in BUILD_PHASES:
                positions.append(state)
            state, _ = GAME.apply(state, state.current, rng.choice(GAME.legal_moves(state, state.current)))
    return positions


def stressed(state: CopenhagenState, rng: random.Random) -> CopenhagenState:
    heavy = state.clone()
    main, second = rng.sample(c.COLOURS, 2)
    heavy.hands[heavy.current] = {col: {main: 5, second: 2}.get(col, 0) for col in c.COLOURS}
    heavy.abilities[heavy.current].update(construction_discount=True, change_of_colors=True)
    return heavy


def time_listing(positions: list[CopenhagenState]) -> tuple[float, float, float, float]:
    timings = []
    sizes = []
    for state in positions:
        start = time.perf_counter()
        moves = GAME.legal_moves(state, state.current)
        timings.append((time.perf_counter() - start) * 1000)
        sizes.append(len(moves))
    timings.sort()
    p50 = statistics.median(timings)
    p99 = percentile(timings, 0.99)
    return p50, p99, timings[-1], statistics.mean(sizes)


def games_per_second(games: int, seed: int) -> tuple[float, float]:
    moves = 0
    start = time.perf_counter()
    for game in range(games):
        rng = random.Random(seed + game)
        state = GAME.new(4, {}, seed + game)
        while GAME.awaiting(state):
            seat = state.current
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
            moves += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / games


def main() -> None:
    positions = build_positions(60, 1000)
    rng = random.Random(7)
    heavy = [stressed(state, rng) for state in positions]
    for label, sample in (("random-game positions", positions), ("stressed positions", heavy)):
        p50, p99, worst, mean_moves = time_listing(sample)
        print(
            f"legal_moves at build decisions, {label}: n={len(sample)} p50={p50:.3f} ms p99={p99:.3f} ms "
            f"max={worst:.3f} ms (mean {mean_moves:.0f} moves listed)"
        )
    rate, length = games_per_second(100, 5000)
    print(f"random 4-player games: {rate:.1f} complete games/s on one core (mean {length:.0f} moves per game)")


if __name__ == "__main__":
    main()
