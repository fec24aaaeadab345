"""What time it is, for timers: the system clock in the bot, a clock the test advances by hand in tests.

Timers compare ``now()`` (seconds since the epoch) with due times stored in the database. The scheduler waits
through ``wait``, which a manual clock ends when it is advanced past the deadline, so no test sleeps.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float: ...

    async def wait(self, wake: asyncio.Event, seconds: float) -> None:
        """Returns after ``seconds`` on this clock, or earlier once ``wake`` is set."""
        ...


class SystemClock:
    def now(self) -> float:
        return time.time()

    async def wait(self, wake: asyncio.Event, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), max(0.0, seconds))


class ManualClock:
    """A clock that stands still until ``advance`` moves it; waiters whose time has come are released."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self._now = start
        self._moved = asyncio.Event()

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> float:
        self._now += seconds
        self._moved.set()
        self._moved = asyncio.Event()
        return self._now

    async def wait(self, wake: asyncio.Event, seconds: float) -> None:
        until = self._now + seconds
        while not wake.is_set() and self._now < until:
            moved = asyncio.ensure_future(self._moved.wait())
            woken = asyncio.ensure_future(wake.wait())
            try:
                await asyncio.wait({moved, woken}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                moved.cancel()
                woken.cancel()


SYSTEM_CLOCK = SystemClock()
