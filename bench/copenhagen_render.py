"""Benchmark of the Copenhagen board picture (a script, not a test): ``python bench/copenhagen_render.py``.

Prints p50/p99 of the public picture (render, encode_png, and both together) for 4 players at mid and late
game, and the PNG size. Targets: p50 at most 15 ms for render + encode; a picture of at most 200 KB.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from percentiles import percentile  # bench/ is on sys.path when a script runs

from games.copenhagen import GAME, CopenhagenState
from render.common import encode_png
from render.copenhagen import CopenhagenRenderer

NAMES = ["Alice", "Bob the Builder", "Charlotte-Amalie of Nyhavn", "Dag"]
ROUNDS = 60


def positions(seed: int, games: int) -> dict[str, list[CopenhagenState]]:
    """4-player positions from random games: mid game (about a third of the way) and late game (near the end)."""
    out: dict[str, list[CopenhagenState]] = {"mid": [], "late": []}
    for game in range(games):
        rng = random.Random(seed + game)
        state = GAME.new(4, {}, seed + game)
        history = [state]
        while GAME.awaiting(state):
            state, _ = GAME.apply(state, state.current, rng.choice(GAME.legal_moves(state, state.current)))
            history.append(state)
        out["mid"].append(history[len(history) // 3])
        out["late"].append(history[-2])
    return out


def main() -> None:
    renderer = CopenhagenRenderer()
    stages = positions(seed=2024, games=6)
    for stage, states in stages.items():
        views: list[Any] = [GAME.view(state, None) for state in states]
        for view in views:  # warm the sprite and text caches, as a running bot has them
            encode_png(renderer.public(view, NAMES), renderer.PALETTE)
        render_ms: list[float] = []
        encode_ms: list[float] = []
        total_ms: list[float] = []
        sizes: list[int] = []
        for k in range(ROUNDS):
            view = views[k % len(views)]
            start = time.perf_counter()
            image = renderer.public(view, NAMES)
            drawn = time.perf_counter()
            data = encode_png(image, renderer.PALETTE)  # as render.registry.public_png
            done = time.perf_counter()
            render_ms.append((drawn - start) * 1000)
            encode_ms.append((done - drawn) * 1000)
            total_ms.append((done - start) * 1000)
            sizes.append(len(data))
        print(
            f"4 players, {stage:4} game: render+encode p50 {statistics.median(total_ms):5.1f} ms, "
            f"p99 {percentile(total_ms, 0.99):5.1f} ms (render p50 {statistics.median(render_ms):4.1f} ms, "
            f"encode_png p50 {statistics.median(encode_ms):4.1f} ms); PNG {statistics.median(sizes) / 1000:.0f} KB "
            f"median, {max(sizes) / 1000:.0f} KB max; {image.width}x{image.height} px"
        )


if __name__ == "__main__":
    main()
