"""Seasons: a server's runs of one game, each with ratings of its own that start fresh.

``/season start`` opens one for a number of weeks; from then on every rated game of that type that ends on the
server updates the season's ratings as well as the all-time ones, in the transaction that ends it (the store
does it: ``Store.start_season``). A season ends once, by ``/season end`` or when its weeks run out; the end found
due is served by the scheduler's pass (``SeasonEnds``, added to ``bot.scheduler.Scheduler``), so no task sleeps
towards it and a restart finds it due again. Its final standings are then announced once, in the channel where it
started, naming its champion: the best-placed person of the final standings.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

from bot.ai_seats import is_ai
from bot.ratings import Leaderboard, Standing, leaderboard
from bot.records import SeasonRecord

if TYPE_CHECKING:
    from bot.store import Store

log = logging.getLogger(__name__)

WEEK = 7 * 86400.0
MOST_WEEKS = 52  # a season of a year at most: Board Game Arena's run three months

Announce = Callable[[SeasonRecord, Leaderboard], Awaitable[None]]


def champion(board: Leaderboard) -> Standing | None:
    """The season's champion: the best ranked person, else (nobody played enough games for a rank) the best of
    the provisional ones; None when no person played. An AI level's entry is listed, but is nobody's champion."""
    people: Sequence[Standing] = [s for s in (*board.ranked, *board.provisional) if not is_ai(s.record.player_id)]
    return people[0] if people else None


async def standings(store: Store, season: SeasonRecord) -> Leaderboard:
    return leaderboard(await store.season_leaderboard(season.id))


async def announce_once(store: Store, season: SeasonRecord, announce: Announce) -> bool:
    """Announces an ended season's final standings unless that was done (or is being done) already; a failed post
    gives the claim back, for the next pass to try again. Returns whether this call announced it."""
    if not await store.mark_season_announced(season.id, True):
        return False
    try:
        await announce(season, await standings(store, season))
    except Exception:
        await store.mark_season_announced(season.id, False)
        raise
    return True


class SeasonEnds:
    """The scheduler's pass over seasons: it ends those whose weeks ran out and announces each ended season once."""

    def __init__(self, store: Store, announce: Announce) -> None:
        self.store = store
        self.announce = announce
        # A season whose end failed is due still: the scheduler then comes back after its longest sleep rather
        # than at once, again and again.
        self._failed = False

    async def run_due(self, now: float) -> None:
        self._failed = False
        for season in await self.store.due_seasons(now):
            try:
                if season.running:
                    ended = await self.store.end_season(season.id)
                    if ended is None:  # ``/season end`` came first, and announces it
                        continue
                    season = ended
                await announce_once(self.store, season, self.announce)
            except Exception:
                self._failed = True
                log.exception("the end of season %s could not be announced; the next pass tries again", season.id)

    async def next_due(self) -> float | None:
        return None if self._failed else await self.store.next_season_end()
