"""The catch-up: the database is the outbox, and a game whose channel never saw its latest state gets its current
board at the next chance (when the bot starts, then every ``catch_up_every`` seconds).

A game whose catch-up keeps failing is paused, longer after each failure, so one broken channel does not cost a
request every round. A game whose post Discord refused for lack of a permission (403) is paused the same way, and
is due again as soon as discord.py's cache says the bot has what it lacked, so its board follows the grant.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.delivery import Backoff
from bot.records import PostingRecord
from bot.store import Store

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
