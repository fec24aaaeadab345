"""The one task that serves every timer: it sleeps until the next due time and fires what is due.

Timers live in the database, so a restart loses none: the task simply finds them again. ``run_due`` does one
pass and is what tests call, with a clock they advance. A game whose timers fail to fire (Discord down, a bug)
is retried a little later rather than in a tight loop, and the other games' timers still fire.

With several bot processes on one database, each scheduler sees only its own shards' guilds (the store is
opened for them), and claims what is due before firing it (``Store.claim_timers``), so a timer fires in one
process even when two schedulers serve the same guilds. A claim ends when the timer fires or is put off. A
process starting for its shards takes over the claims on their timers (``take_over``): Discord gives a shard to
one session at a time, so whoever made them holds that shard no more (a restart, a process that died). A claim
nobody takes over runs out after ``CLAIM_LEASE``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol

from bot.clock import Clock
from bot.counted import counted
from bot.records import TimerRecord
from bot.store import Store
from bot.tasks import stop_loop

log = logging.getLogger(__name__)

Fire = Callable[[Sequence[TimerRecord], float], Awaitable[None]]
Sent = Callable[[], Awaitable[None]]


async def nothing_to_send() -> None:
    return None


class DuePass(Protocol):
    """Other work with a due time kept in the database (a season's end, ``bot.seasons``), served by the same task
    as the timers: each pass of the scheduler runs it, and the scheduler wakes for its next due time."""

    async def run_due(self, now: float) -> None: ...
    async def next_due(self) -> float | None: ...


MAX_SLEEP = 60.0  # wake up at least this often, whatever the database says
RETRY_AFTER = 60.0  # a game whose timers could not fire tries again after this
CLAIM_LEASE = 120.0  # seconds a claim keeps a timer from other schedulers: far longer than firing one game takes


class Scheduler:
    def __init__(self, store: Store, clock: Clock, fire: Fire, sent: Sent = nothing_to_send) -> None:
        """``sent``: waits until the messages fired timers started sending on tasks of their own are sent."""
        self.store = store
        self.clock = clock
        self._fire = fire
        self._sent = sent
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._passes: list[DuePass] = []

    def add_pass(self, due: DuePass) -> None:
        """Serves ``due`` from now on, with every pass over the timers; looks again now."""
        self._passes.append(due)
        self.wake()

    def wake(self) -> None:
        """Timers changed: look again now (a new timer may be due before the one the task sleeps towards)."""
        self._wake.set()

    async def take_over(self) -> None:
        """Ends the claims a previous holder of this process's shards left (it stopped or died mid-firing), so
        their timers fire now rather than when the claims run out."""
        released = await self.store.release_claims()
        if released:
            log.info("took over %s left by the previous holder of these shards", counted(released, "timer claim"))

    async def run_due(self, now: float | None = None) -> int:
        """Fires every timer due at ``now`` that it could claim, one game at a time; returns how many it claimed."""
        now = self.clock.now() if now is None else now
        due = await self.store.claim_timers(now, now + CLAIM_LEASE)
        games: dict[int, list[TimerRecord]] = {}
        for timer in due:
            games.setdefault(timer.game_id, []).append(timer)
        for game_id, group in games.items():
            try:
                await self._fire(group, now)
            except Exception:
                log.exception("timers of game %s failed to fire", game_id)
            await self._put_off_unfired(game_id, group, now)
        for other in self._passes:
            try:
                await other.run_due(now)
            except Exception:
                log.exception("the due pass of %s failed", type(other).__name__)
        return len(due)

    async def next_due(self) -> float | None:
        """The earliest due time of the timers and of the other passes."""
        dues = [await self.store.next_timer_due(), *[await other.next_due() for other in self._passes]]
        known = [due for due in dues if due is not None]
        return min(known) if known else None

    async def sent(self) -> None:
        """Waits until what the timers fired so far started sending on tasks of their own (direct messages) is
        sent: what a test waits for before saying that nobody was told."""
        await self._sent()

    async def _put_off_unfired(self, game_id: int, group: Sequence[TimerRecord], now: float) -> None:
        """A timer still due exactly as it was has not fired (a failure, or nothing it could do): it waits
        ``RETRY_AFTER`` instead of spinning, and its claim ends."""
        fired = {(t.seat, t.kind, t.due_at, t.fired) for t in group}
        for timer in await self.store.timers(game_id):
            if (timer.seat, timer.kind, timer.due_at, timer.fired) in fired and timer.due_at <= now:
                await self.store.move_timer(timer, now + RETRY_AFTER, timer.fired)

    def start(self) -> None:
        if self._task is None:
            self._stopping = False
            self._task = asyncio.create_task(self._run(), name="timer-scheduler")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            self._stopping = True
            await stop_loop(task, self._wake.set)

    async def _run(self) -> None:
        try:
            await self.take_over()
        except Exception:
            log.exception("could not take over the timer claims; they run out by themselves")
        while not self._stopping:
            self._wake.clear()
            try:
                await self.run_due()
                due = await self.next_due()
            except Exception:
                log.exception("the timer pass failed")
                due = None
            delay = MAX_SLEEP if due is None else min(MAX_SLEEP, max(0.0, due - self.clock.now()))
            await self.clock.wait(self._wake, delay)
