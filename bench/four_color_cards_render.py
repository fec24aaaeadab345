"""Four Color Cards renderer benchmark: the public table picture for 4 players mid-round, drawn and encoded.

Run: ``.venv/bin/python bench/four_color_cards_render.py [--runs N]``. Single process, single core.
Targets: p50 of draw + ``encode_png`` at most 15 ms; PNG at most 200 KB. Card faces come from the sprite cache
(the first, uncached picture is timed separately).
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

from games.four_color_cards import GAME
from games.four_color_cards.state import State
from render.common import encode_png
from render.four_color_cards import FourColorCardsRenderer

NAMES = ["Alice", "Bob the Builder", "Chen Wei", "a-very-long-display-name-that-would-overflow"]


def mid_round_states(count: int, seed: int = 1) -> list[State]:
    """Positions of 4-player games about 40-80 moves in, with melds on the table and dead cards."""
    rng = random.Random(seed)
    states = []
    while len(states) < count:
        state = GAME.new(4, {}, rng.randrange(1 << 30))
        for _ in range(rng.randrange(40, 80)):
            seat = rng.choice(sorted(GAME.awaiting(state)))
            moves = GAME.legal_moves(state, seat)
            claims = [m for m in moves if m not in ("pass", "hu") and not m.startswith("discard")]
            move = rng.choice(claims) if claims and rng.random() < 0.6 else rng.choice(moves)
            state, _ = GAME.apply(state, seat, move)
            if GAME.result(state) is not None:
                break
        if state.round == 1 and GAME.result(state) is None:
            states.append(state)
    return states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=300)
    args = parser.parse_args()
    renderer = FourColorCardsRenderer()
    views = [GAME.view(state, None) for state in mid_round_states(20)]

    start = time.perf_counter()
    encode_png(renderer.public(views[0], NAMES), renderer.PALETTE)
    print(f"first picture (draws the card sprites): {(time.perf_counter() - start) * 1000:.1f} ms")

    draw_ms: list[float] = []
    total_ms: list[float] = []
    sizes: list[int] = []
    for run in range(args.runs):
        view = views[run % len(views)]
        start = time.perf_counter()
        image = renderer.public(view, NAMES)
        drawn = time.perf_counter()
        data = encode_png(image, renderer.PALETTE)  # as render.registry.public_png
        done = time.perf_counter()
        draw_ms.append((drawn - start) * 1000)
        total_ms.append((done - start) * 1000)
        sizes.append(len(data))
    print(f"public table, 4 players mid-round, {args.runs} runs over {len(views)} positions")
    print(f"  draw only      p50 {percentile(draw_ms, 0.5):6.2f} ms   p99 {percentile(draw_ms, 0.99):6.2f} ms")
    print(
        f"  draw + encode  p50 {percentile(total_ms, 0.5):6.2f} ms   p99 {percentile(total_ms, 0.99):6.2f} ms"
        "   (target p50 <= 15 ms)"
    )
    print(
        f"  PNG size       mean {statistics.mean(sizes) / 1000:.1f} KB   max {max(sizes) / 1000:.1f} KB"
        "   (target <= 200 KB)"
    )


if __name__ == "__main__":
    main()
