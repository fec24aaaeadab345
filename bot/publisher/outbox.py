"""The catch-up: the database is the outbox, and a game whose channel never saw its latest state gets its current
board at the next chance (when the bot starts, then every ``catch_up_every`` seconds).

A game whose catch-up keeps failing (no permission to post, say) is paused, longer after each failure, so one
broken channel does not cost a request every round.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from bot.delivery import Backoff
from bot.store import PostingRecord, Store


@dataclass
class _Pause:
    failures: int = 0
    until: float = 0.0


class Outbox:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._pauses: dict[int, _Pause] = {}  # game id -> catch-up pause after failures

    async def due(self, busy: set[int], backoff: Backoff) -> list[PostingRecord]:
        """The games whose channel has not seen their latest state, less those of a ``busy`` channel (its worker
        will leave what it fails at due) and those paused after failures."""
        now = time.monotonic()
        found = await self.store.unposted_games(time.time() - backoff.finished_window)
        return [
            posting
            for posting in found
            if posting.channel_id not in busy and self._pauses.get(posting.game_id, _Pause()).until <= now
        ]

    def failed(self, game_id: int, backoff: Backoff) -> None:
        pause = self._pauses.setdefault(game_id, _Pause())
        pause.failures += 1
        wait = min(backoff.catch_up_every * 2**pause.failures, backoff.max_catch_up_pause)
        pause.until = time.monotonic() + wait

    def posted(self, game_id: int) -> None:
        self._pauses.pop(game_id, None)
