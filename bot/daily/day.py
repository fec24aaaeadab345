"""The day of the daily challenge: a UTC day, and everything that follows from its date alone.

The seed of a day's game is a pure function of its date, so every player of every server, and two bots running
this code on the same day, deal the same dice: the first 53 bits (``bot.seeds.SEED_BITS``, what an export's JSON
reads back exactly) of the SHA-256 of ``"daily:YYYY-MM-DD"``, read as a big-endian number. Changing that text
changes every day's dice: it is never changed.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Collection, Sequence

from bot.seeds import SEED_BITS

DAY = dt.timedelta(days=1)
SEED_TEXT = "daily:{day}"  # the text whose hash seeds a day's game (see the module's docstring)


def day_of(now: float) -> dt.date:
    """The UTC day that ``now`` (seconds since the epoch, as ``bot.clock`` gives them) falls in."""
    return dt.datetime.fromtimestamp(now, dt.UTC).date()


def day_key(day: dt.date) -> str:
    """How the store writes a day: ``YYYY-MM-DD``."""
    return day.isoformat()


def day_seed(day: dt.date) -> int:
    """The seed of ``day``'s game: the same for everyone, different from one day to the next."""
    digest = hashlib.sha256(SEED_TEXT.format(day=day_key(day)).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def opens_at(day: dt.date) -> int:
    """When ``day`` begins, at midnight UTC, in seconds since the epoch (a Discord timestamp's number)."""
    return int(dt.datetime.combine(day, dt.time(), dt.UTC).timestamp())


def next_opens_at(now: float) -> int:
    """When the next day's game opens: the next midnight UTC after ``now``."""
    return opens_at(day_of(now) + DAY)


def streak(finished: Collection[dt.date], today: dt.date) -> int:
    """The days in a row, up to ``today``, on which the player finished their game; a missed day ends it. Before
    today's game is finished, the streak still counts up to yesterday: the day is not over."""
    day = today if today in finished else today - DAY
    count = 0
    while day in finished:
        count += 1
        day -= DAY
    return count


def rank_of(score: int, scores: Sequence[int]) -> int:
    """The rank of ``score`` among ``scores`` (which hold it), the best first; equal scores share a rank."""
    return 1 + sum(1 for other in scores if other > score)
