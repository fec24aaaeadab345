"""Getting one request through to Discord: retries with backoff when it answers 5xx or 429, drops the
connection, or does not answer in time.

discord.py already retries 500, 502, 504 and 524 (sleeping 1, 3, 5, 7, 9 s) and waits out 429s by itself, up to
five tries. That is too patient for one attempt and too little for an outage, so each attempt here is bounded
by ``attempt_timeout`` and the attempts are spaced by a growing delay. A request that timed out may still have
been served by Discord: a post can then appear twice, which beats never.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

import aiohttp
import discord

log = logging.getLogger(__name__)

T = TypeVar("T")

# What one request to Discord may fail with: a refusal, or no answer at all (a dropped connection, a timeout;
# TimeoutError is an OSError).
REQUEST_FAILURES: tuple[type[Exception], ...] = (discord.HTTPException, aiohttp.ClientError, OSError)


@dataclass(frozen=True)
class Backoff:
    """How hard the publisher tries. The defaults suit Discord; tests shorten them."""

    # One try, including the quick retries discord.py makes by itself.
    attempt_timeout: float = 15.0
    first_delay: float = 1.0
    max_delay: float = 30.0
    attempts: int = 5
    # How often games whose latest state the channel has not seen are looked for.
    catch_up_every: float = 30.0
    # A finished game's final board is still posted within this long after its last move.
    finished_window: float = 24 * 3600.0
    # A game whose catch-up keeps failing (no permission to post, say) is tried at most this often.
    max_catch_up_pause: float = 3600.0


class Undelivered(Exception):
    """Discord did not take a request after every retry; the cause is chained."""


async def deliver(what: str, request: Callable[[], Awaitable[T]], backoff: Backoff) -> T:
    """Makes ``request`` until Discord takes it. Any refusal other than 5xx and 429 (404, 403, 400) is raised
    as it is: retrying will not help."""
    delay = backoff.first_delay
    attempt = 1
    while True:
        try:
            return await asyncio.wait_for(request(), backoff.attempt_timeout)
        except discord.HTTPException as error:
            if error.status != 429 and error.status < 500:
                raise
            failure: Exception = error
        except (discord.RateLimited, aiohttp.ClientError, OSError) as error:  # OSError: TimeoutError too
            failure = error
        if attempt >= backoff.attempts:
            raise Undelivered(what) from failure
        log.warning(
            "posting %s failed (%s: %s); retry %d in %.1f s", what, type(failure).__name__, failure, attempt, delay
        )
        await asyncio.sleep(delay)
        delay = min(delay * 2, backoff.max_delay)
        attempt += 1
