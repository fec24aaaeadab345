"""CPU per board picture of each game: drawing, colour reduction and PNG, and the PNG's size.

Plays seeded random games of each title at two and at the most players, takes public views from all through
each game, draws every one once to warm the caches (as a running bot has them), then times drawing and
``encode_png`` of each in process CPU time (``time.process_time``: other processes on the machine change it less
than wall time). This is what a move that posts a board costs the bot's drawing thread.

    python bench/board_cpu.py [--boards 60] [--seed 7]

Not run by CI: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games import registry
from render.common import encode_png
from render.registry import renderer_for

NAMES = ["Alice", "Bob the Builder", "Chloe", "Dmitri", "Eve", "Farid", "Gu", "Hana", "Ivo", "Jules"]
TITLES = ("copenhagen", "troyes_dice", "four_color_cards")


def spectator_views(title: str, players: int, boards: int, seed: int) -> list[Any]:
    """``boards`` public views from random games of ``title``, picked all along each game."""
    engine = registry.get(title)
    assert engine is not None
    choices = random.Random(seed)
    views: list[Any] = []
    game = 0
    while len(views) < boards:
        game += 1
        state = engine.new(players, {}, seed + game)
        history = []
        while engine.awaiting(state):
            seat = choices.choice(sorted(engine.awaiting(state)))
            state, _events = engine.apply(state, seat, choices.choice(engine.legal_moves(state, seat)))
            history.append(state)
        views.extend(engine.view(past, None) for past in choices.sample(history, min(len(history), 15)))
    return views[:boards]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--boards", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    registry.register_builtin()
    print(f"{'game':<18}{'players':>8}{'size':>11}{'draw ms':>9}{'encode ms':>11}{'total ms':>10}{'PNG KB':>8}")
    for title in TITLES:
        engine = registry.get(title)
        assert engine is not None
        for players in sorted({2, engine.max_players}):
            renderer = renderer_for(title)
            names = NAMES[:players]
            views = spectator_views(title, players, args.boards, args.seed)
            for view in views:  # warm the sprite and text caches
                encode_png(renderer.public(view, names), renderer.PALETTE)
            draw: list[float] = []
            encode: list[float] = []
            sizes: list[int] = []
            for view in views:
                start = time.process_time()
                image = renderer.public(view, names)
                drawn = time.process_time()
                png = encode_png(image, renderer.PALETTE)  # as render.registry.public_png
                done = time.process_time()
                draw.append((drawn - start) * 1000)
                encode.append((done - drawn) * 1000)
                sizes.append(len(png))
            size = f"{image.width}x{image.height}"
            drawing, encoding = statistics.mean(draw), statistics.mean(encode)
            print(
                f"{title:<18}{players:>8}{size:>11}{drawing:>9.2f}{encoding:>11.2f}{drawing + encoding:>10.2f}"
                f"{statistics.median(sizes) / 1000:>8.0f}"
            )


if __name__ == "__main__":
    main()
