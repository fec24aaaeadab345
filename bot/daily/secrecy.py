"""A game of the day stays secret until the day is over: its dice are everyone's puzzle of the day. Until then its
record (``/game export``, ``/game replay``) is given to nobody, and its moves are shown only in its own thread;
once the day is over, anyone may see them."""

from __future__ import annotations

import datetime as dt

from bot.clock import Clock
from bot.daily.day import DAY, day_of, opens_at
from bot.refusal import Refusal
from bot.store import Store


async def still_secret(store: Store, clock: Clock, game_id: int) -> Refusal | None:
    """The refusal that says until when, for a game of a day that is not over; None for any other game."""
    found = await store.daily_game(game_id)
    if found is None:
        return None
    day = dt.date.fromisoformat(found.day)
    if day_of(clock.now()) > day:
        return None
    return Refusal("daily.secret", when=f"<t:{opens_at(day + DAY)}:R>")
