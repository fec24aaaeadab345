"""The scheduler's pass over tournament rounds with a deadline (``bot.scheduler.DuePass``): a round whose deadline
passed while some of its games are still played is stopped (``TournamentRunner.stop_round``).

The deadline is a column of the round's row (``tournament_rounds.deadline_at``, written when the round is seated),
so a restart finds it due again and no task sleeps towards it; the scheduler wakes for the earliest one. The game
timers' table is keyed by a game's seat: a round is no seat of any game.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.store import Store
    from bot.ui.tournament.runner import TournamentRunner

log = logging.getLogger(__name__)


class RoundDeadlines:
    def __init__(self, store: Store, runner: TournamentRunner) -> None:
        self.store = store
        self.runner = runner
        # A round whose stop failed is due still: the scheduler then comes back after its longest sleep rather
        # than at once, again and again.
        self._failed = False

    async def run_due(self, now: float) -> None:
        self._failed = False
        for tournament_id, number in await self.store.due_rounds(now):
            try:
                await self.runner.stop_round(tournament_id, number)
            except Exception:
                self._failed = True
                log.exception(
                    "round %s of tournament %s could not be stopped; the next pass tries again", number, tournament_id
                )

    async def next_due(self) -> float | None:
        if self._failed:
            return None
        return await self.store.next_round_deadline()
