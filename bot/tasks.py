"""Stopping the bot's background loops for sure."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

RECANCEL_AFTER = 1.0  # seconds a cancelled loop gets before it is cancelled again


async def stop_loop(task: asyncio.Task[None], nudge: Callable[[], None]) -> None:
    """Cancels ``task`` until it has ended, logging what it ended on if that was an error.

    Python 3.11's ``wait_for`` can lose a cancellation that lands just as the awaited thing finishes (an AI's move,
    a wake-up), and a loop would then sleep on: the loops also check a stop flag of their own, which ``nudge``
    wakes them to see, and a lost cancellation is sent again."""
    while not task.done():
        task.cancel()
        nudge()
        await asyncio.wait({task}, timeout=RECANCEL_AFTER)
    if not task.cancelled() and task.exception() is not None:
        log.error("%s had stopped on an error", task.get_name(), exc_info=task.exception())
