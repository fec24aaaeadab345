"""Benchmark of ``/game replay`` (a script, not a test): ``python bench/replay.py``.

For a long game of each title at its most players (seeded random legal moves; the longest of a few seeds), prints
the frames, the time to build the replay as the bot does (replay the log, draw and encode each board, encode the
animation) and the file's size, for the animated WebP the bot posts and for the GIF fallback. Times are CPU seconds
of this one process (one core), and wall seconds beside them. Target: a 4-player Copenhagen game builds in at most
5 s on one core and weighs under 8 MiB.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.replays.moments import as_drawn, board_moments
from games import registry
from render.animation import animate, board_frames, durations

registry.register_builtin()

from tests.support.played import Played, play  # noqa: E402  (after the games are registered)

LIMIT = 10 * 1024 * 1024
SEEDS = (1, 2, 3)
GAMES = (("copenhagen", 4), ("troyes_dice", 10), ("four_color_cards", 4))

T = TypeVar("T")


def timed(work: Callable[[], T]) -> tuple[T, float, float]:
    """The result, CPU seconds and wall seconds of ``work``."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = work()
    return result, time.process_time() - cpu, time.perf_counter() - wall


def longest(game_id: str, players: int) -> Played:
    games = [play(game_id, players, seed) for seed in SEEDS]
    return max(games, key=lambda played: len(board_moments(played.engine, played.record, played.moves, True)))


def measure(game_id: str, players: int) -> str:
    played = longest(game_id, players)
    engine, record, moves, names = played.engine, played.record, played.moves, played.record.names
    # Warm the sprite and font caches, as a running bot has them.
    board_frames(game_id, as_drawn(board_moments(engine, record, moves, True))[:1], names)
    moments, moments_cpu, moments_wall = timed(lambda: board_moments(engine, record, moves, True))
    frames, draw_cpu, draw_wall = timed(lambda: board_frames(game_id, as_drawn(moments), names))
    shown = durations(len(frames))
    webp, webp_cpu, webp_wall = timed(lambda: animate(frames, shown, LIMIT))
    gif, gif_cpu, gif_wall = timed(lambda: animate(frames, shown, LIMIT, ("gif",)))
    build_cpu = moments_cpu + draw_cpu + webp_cpu
    build_wall = moments_wall + draw_wall + webp_wall
    encoding = webp.encoding
    how = f"{'lossless' if encoding.lossless else f'lossy q{encoding.quality}'}, scale {encoding.scale:g}"
    return (
        f"{game_id}, {players} players, {len(moves)} moves: {len(frames)} frames of {webp.size[0]}x{webp.size[1]} px\n"
        f"  build (WebP, as posted) {build_cpu:5.2f} s CPU ({build_wall:5.2f} s wall): replay the log "
        f"{moments_cpu:.2f} s, draw the boards and reduce their colours {draw_cpu:.2f} s, WebP {webp_cpu:.2f} s; "
        f"{len(webp.data) / 2**20:5.2f} MiB ({how})\n"
        f"  GIF fallback: {gif_cpu:5.2f} s CPU ({gif_wall:5.2f} s wall) to encode; "
        f"{len(gif.data) / 2**20:5.2f} MiB (scale {gif.encoding.scale:g})"
    )


def main() -> None:
    for game_id, players in GAMES:
        print(measure(game_id, players))


if __name__ == "__main__":
    main()
