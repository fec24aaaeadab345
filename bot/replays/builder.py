"""Building replays off the event loop: in one worker process of their own in the running bot (drawing a long game
takes seconds of CPU, which must hold up neither the players' buttons nor the AI's process pool, whose moves have a
deadline), in the event loop's threads in tests.

A replay is built once per game and language: a second request while it is being drawn waits for the same work, and
the last few replays are kept for whoever asks again.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from bot.replays.drawing import draw_replay
from games.contract import JSON
from render.animation import Animation

log = logging.getLogger(__name__)

# Replays kept after they are built (each at most the upload limit, usually a megabyte or two).
KEPT = 3

# What identifies a replay: the game, its version, the language of its words and the size limit.
Key = tuple[int, int, str, int]


@dataclass(frozen=True)
class Build:
    """A replay being drawn or drawn, and how many boards it has (which a progress message tells)."""

    task: asyncio.Task[Animation]
    boards: int


class ReplayBuilder:
    def __init__(self, processes: bool) -> None:
        self._processes = processes
        self._executor: Executor | None = self._new_executor()
        self._builds: OrderedDict[Key, Build] = OrderedDict()

    def _new_executor(self) -> Executor | None:
        if not self._processes:
            return None  # the event loop's default threads
        # Spawned, like the AI's workers: a fork would copy the event loop's threads and locks. The process starts
        # at the first replay, not with the bot.
        return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))

    def build(
        self, key: Key, game_id: str, moments: Sequence[tuple[JSON, bool]], names: Sequence[str], language: str
    ) -> asyncio.Task[Animation]:
        """The task drawing this replay: the one already under way or kept, else a new one."""
        found = self.kept(key)
        if found is not None:
            return found.task
        limit = key[3]
        task = asyncio.create_task(self._draw(game_id, list(moments), tuple(names), language, limit))
        self._builds[key] = Build(task, len(moments))
        while len(self._builds) > KEPT:
            oldest_key, oldest = next(iter(self._builds.items()))
            if not oldest.task.done():
                break  # still wanted by whoever asked for it
            del self._builds[oldest_key]
        return task

    def kept(self, key: Key) -> Build | None:
        """The build of this replay under way or kept, if any (one that failed is none): asked before the game's
        moves are read and replayed, which a kept replay does not need."""
        found = self._builds.get(key)
        if found is None or (found.task.done() and (found.task.cancelled() or found.task.exception() is not None)):
            return None
        self._builds.move_to_end(key)
        return found

    async def _draw(
        self, game_id: str, moments: list[tuple[JSON, bool]], names: tuple[str, ...], language: str, limit: int
    ) -> Animation:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, draw_replay, game_id, moments, names, language, limit)
        except BrokenProcessPool:
            # The worker died (killed, out of memory): the next replay gets a fresh one.
            log.error("the replay worker process died; starting another for the next replay")
            self._replace_executor()
            raise

    def _replace_executor(self) -> None:
        old, self._executor = self._executor, self._new_executor()
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        for build in self._builds.values():
            build.task.cancel()
        self._builds.clear()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
