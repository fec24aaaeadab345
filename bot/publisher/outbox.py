"""The channel's ordered outbox: one worker per channel posts that channel's jobs in the order they were queued
(the order the moves were committed), and the database backs it, so that a game whose channel never saw its
latest state gets its current board at the next chance (the catch-up: when the bot starts, then every
``catch_up_every`` seconds). Posting is at least once: a kill between a post and its record, or a timed-out
request that Discord did serve, can show one board twice; never none.

After Discord would not take a post, the game's later queued posts are dropped, not tried one by one through the
same outage: the catch-up posts one current board instead. A game whose catch-up keeps failing is paused, longer
after each failure, so one broken channel does not cost a request every round. A game whose post Discord refused
for lack of a permission (403) is paused the same way, and is due again as soon as discord.py's cache says the bot
has what it lacked, so its board follows the grant.

It owns the queues, their workers, the failures' handling per job and the catch-up's pauses. It does not say
what a job posts or how (``bot.publisher.telling``, ``bot.publisher.routes``), nor whom a refusal is told to
(``bot.publisher.refusals``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.counted import counted
from bot.delivery import Backoff, Undelivered
from bot.publisher.jobs import NO_GAME, Job
from bot.publisher.routes import decline
from bot.records import PostingRecord
from bot.store import Store

log = logging.getLogger(__name__)

# Whether the bot now has, in a game's channel, every right to post its board (per discord.py's cache).
Permitted = Callable[[PostingRecord], bool]


@dataclass
class _Pause:
    failures: int = 0
    until: float = 0.0
    # Discord refused a post for lack of a permission the cache named: the pause ends early once it is there.
    lacked: bool = False
    guild_id: int | None = None


class Outbox:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._pauses: dict[int, _Pause] = {}  # game id -> catch-up pause after failures

    async def due(self, busy: set[int], backoff: Backoff, permitted: Permitted | None = None) -> list[PostingRecord]:
        """The games whose channel has not seen their latest state, less those of a ``busy`` channel (its worker
        will leave what it fails at due) and those paused after failures, unless ``permitted`` says the right
        whose lack paused one is there now."""
        now = time.monotonic()
        found = await self.store.unposted_games(time.time() - backoff.finished_window)
        return [posting for posting in found if posting.channel_id not in busy and self._free(posting, now, permitted)]

    def _free(self, posting: PostingRecord, now: float, permitted: Permitted | None) -> bool:
        pause = self._pauses.get(posting.game_id)
        if pause is None or pause.until <= now:
            return True
        return pause.lacked and permitted is not None and permitted(posting)

    def failed(self, game_id: int, backoff: Backoff) -> None:
        pause = self._pauses.setdefault(game_id, _Pause())
        pause.failures += 1
        pause.lacked = False
        wait = min(backoff.catch_up_every * 2**pause.failures, backoff.max_catch_up_pause)
        pause.until = time.monotonic() + wait

    def refused(self, game_id: int, backoff: Backoff, *, lacked: bool, guild_id: int | None) -> None:
        """Discord refused a post of the game for lack of a permission: paused like a failure, and ``lacked``
        (the cache named what is missing) makes it due again once the cache says it is there."""
        self.failed(game_id, backoff)
        pause = self._pauses[game_id]
        pause.lacked, pause.guild_id = lacked, guild_id

    def waits_for_permission(self, guild_id: int) -> bool:
        """Whether a game of this server is paused until a permission is granted."""
        now = time.monotonic()
        return any(pause.lacked and pause.until > now and pause.guild_id == guild_id for pause in self._pauses.values())

    def posted(self, game_id: int) -> None:
        self._pauses.pop(game_id, None)


class ChannelQueues:
    """The per-channel queues of jobs and their workers: ``run`` posts a job, ``refused`` hears of a 403,
    ``through`` of a job that went out."""

    def __init__(
        self,
        run: Callable[[Job], Awaitable[None]],
        refused: Callable[[Job, discord.Forbidden], Awaitable[None]],
        through: Callable[[Job], None],
    ) -> None:
        self._run, self._refused, self._through = run, refused, through
        self._queues: dict[int, deque[Job]] = {}  # channel id -> jobs, the running one first
        self._workers: dict[int, asyncio.Task[None]] = {}
        self.closed = False

    def busy(self) -> set[int]:
        """The channels with jobs queued or running."""
        return set(self._queues)

    def enqueue(self, job: Job) -> None:
        if self.closed:
            return  # shutting down: the outbox keeps it due for the next start
        queue = self._queues.setdefault(job.channel_id, deque())
        queue.append(job)
        if job.channel_id not in self._workers:
            self._workers[job.channel_id] = asyncio.create_task(
                self._drain(job.channel_id), name=f"publisher-{job.channel_id}"
            )

    async def close(self, grace: float) -> None:
        """Lets the workers finish for up to ``grace`` seconds, then stops them."""
        workers = list(self._workers.values())
        if workers:
            await asyncio.wait(workers, timeout=grace)
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)

    async def settled(self) -> None:
        """Waits until every queued job has been handled (posted, or given up on and left due)."""
        while self._workers:
            await asyncio.gather(*list(self._workers.values()), return_exceptions=True)

    async def _drain(self, channel_id: int) -> None:
        queue = self._queues[channel_id]
        try:
            while queue:
                job = queue[0]
                kind = type(job).__name__
                try:
                    await self._run(job)
                except Undelivered as error:
                    log.warning("gave up posting %s of game %s for now: %s", kind, job.game_id, error.__cause__)
                    self._skip_followers(queue, job.game_id)
                except discord.Forbidden as error:
                    self._skip_followers(queue, job.game_id)
                    try:
                        await self._refused(job, error)
                    except Exception:  # telling the player must not stop the channel's queue
                        log.exception("could not tell of the refused %s of game %s", kind, job.game_id)
                except discord.HTTPException as error:
                    log.warning("Discord refused %s of game %s: %s", kind, job.game_id, error)
                except Exception:
                    log.exception("posting %s of game %s failed", kind, job.game_id)
                else:
                    self._through(job)
                queue.popleft()
        finally:
            # No await since the last check of the queue: a job queued meanwhile found this worker running.
            self._workers.pop(channel_id, None)
            if not queue:
                self._queues.pop(channel_id, None)

    @staticmethod
    def _skip_followers(queue: deque[Job], game_id: int) -> None:
        """After Discord would not take a post, the game's later posts are dropped rather than tried one by one
        through the same outage: the game stays due, and the catch-up posts one current board instead. Jobs that
        must answer an interaction stay, and so do posts about no one game (each stands alone)."""
        if game_id == NO_GAME:
            return
        skipped = [job for job in list(queue)[1:] if job.game_id == game_id and job.answers is None]
        for job in skipped:
            queue.remove(job)
            decline(job)
        if skipped:
            log.warning(
                "skipped %s of game %s; its current board follows", counted(len(skipped), "later post"), game_id
            )
