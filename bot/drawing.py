"""Where pictures are drawn: a game's public boards on the event loop once they are known to be quick, everything
else on one drawing thread.

Drawing holds the interpreter lock for most of its time, so a thread that draws does not draw beside the event
loop: the two take the lock from each other at every call into Pillow that lets it go, and each hand-over puts one
thread to sleep and wakes the other, which costs tens of microseconds on a virtual machine. A warm board (its
game's pieces, fonts and names already drawn once) takes 1.5 to 4 ms to draw and encode. Drawn on the loop, it
costs the bot about a tenth less CPU per move than on one drawing thread, and a fifth less than on asyncio's pool
of six, and the replies come sooner (``bench/capacity.py``). A game's first board in this process may be slow
(the first boards after a start load fonts and cut pieces, 20 to 150 ms; a new game's names are rasterised), so
it is drawn on the thread, and so is the next board of any game whose last one was not quick: the loop is never
held long.

Private pictures and previews, asked for now and then and some of them large, are drawn on the thread. Long work
that is not a single picture (a replay's moments, a game's public log) keeps to asyncio's default pool, so that it
never holds up a board. There is one drawing thread rather than the default pool's several, since several threads
would only take the lock from one another.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any, TypeVar

R = TypeVar("R")

# A board whose drawing took less CPU than this may hold the event loop as long; the next board of its game is
# drawn there too.
QUICK_BOARD = 0.010  # seconds
# Games remembered as quick; past this many the record starts over (each game's next board then goes to the
# thread once), a bound rather than an LRU.
GAMES_KEPT = 10_000


class Drawing:
    """The bot's drawing thread and its record of the games whose last board was quick; the bot makes one and
    closes it when it stops."""

    def __init__(self, *, games_kept: int = GAMES_KEPT) -> None:
        # Its thread starts at the first picture.
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="drawing")
        self._quick: set[int] = set()  # games whose last board took less than QUICK_BOARD
        self._games_kept = games_kept

    async def drawn(self, draw: Callable[..., R], /, *args: Any, **kwargs: Any) -> R:
        """``draw(*args, **kwargs)`` run on the drawing thread, awaited without blocking the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self._thread, partial(draw, *args, **kwargs))

    async def board_drawn(self, game_id: int, draw: Callable[[], R]) -> R:
        """Game ``game_id``'s public board, ``draw()``: on the event loop when the game's last board was quick,
        else on the drawing thread."""
        if game_id in self._quick:
            result, took = _timed(draw)
        else:
            result, took = await self.drawn(_timed, draw)
        if took < QUICK_BOARD:
            if len(self._quick) >= self._games_kept:
                self._quick.clear()
            self._quick.add(game_id)
        else:
            self._quick.discard(game_id)
        return result

    def close(self) -> None:
        """Lets the thread finish the picture it is drawing, and draws no more: pictures still waiting are
        dropped (nobody is left to post them)."""
        self._thread.shutdown(wait=False, cancel_futures=True)


def _timed(draw: Callable[[], R]) -> tuple[R, float]:
    """``draw()`` and the CPU its thread spent on it (not the time it waited for the interpreter lock)."""
    start = time.thread_time()
    result = draw()
    return result, time.thread_time() - start
