"""The bot's background loops stop when asked, even when a cancellation is lost on the way (Python 3.11's
``wait_for`` can drop one that lands as what it awaits finishes): a bot that never finishes closing is a hung
process that its supervisor never restarts, and a test session that never ends."""

from __future__ import annotations

import asyncio

from bot.clock import ManualClock
from bot.scheduler import Scheduler
from bot.store import Store


class ForgetfulClock(ManualClock):
    """A clock whose wait loses the first cancellation it gets, as ``wait_for`` may; it counts its waits."""

    def __init__(self) -> None:
        super().__init__()
        self.lost = 0
        self.waits = 0
        self.waited = asyncio.Event()

    async def wait(self, wake: asyncio.Event, seconds: float) -> None:
        self.waits += 1
        self.waited.set()
        try:
            await super().wait(wake, seconds)
        except asyncio.CancelledError:
            if self.lost:
                raise
            self.lost += 1


async def nothing_to_fire(*_args: object) -> None:
    raise AssertionError("no timer is due")


async def until(check: ForgetfulClock, waits: int) -> None:
    while check.waits < waits:
        check.waited.clear()
        await check.waited.wait()


async def stops(scheduler: Scheduler) -> bool:
    """Whether ``stop`` returns within a few seconds (a stop that hangs is cancelled again, to end the test)."""
    stopping = asyncio.ensure_future(scheduler.stop())
    done, _ = await asyncio.wait({stopping}, timeout=5)
    while not stopping.done():
        stopping.cancel()
        await asyncio.wait({stopping}, timeout=1)
    return stopping in done


async def test_the_scheduler_stops_though_its_sleep_lost_the_cancellation(store: Store) -> None:
    clock = ForgetfulClock()
    scheduler = Scheduler(store, clock, nothing_to_fire)
    scheduler.start()
    await asyncio.wait_for(until(clock, 1), 5)  # asleep until a timer is due (none is)
    assert await stops(scheduler)
    assert clock.lost == 1


async def test_a_stopped_scheduler_runs_again_when_started(store: Store) -> None:
    clock = ForgetfulClock()
    scheduler = Scheduler(store, clock, nothing_to_fire)
    scheduler.start()
    await asyncio.wait_for(until(clock, 1), 5)
    assert await stops(scheduler)
    scheduler.start()
    await asyncio.wait_for(until(clock, 2), 5)  # it looked at the timers and went to sleep again
    scheduler.wake()
    await asyncio.wait_for(until(clock, 3), 5)
    assert await stops(scheduler)
