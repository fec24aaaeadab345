"""A season's end served by the scheduler's pass (``bot.seasons.SeasonEnds``): ended when its weeks run out and
announced once; a failed announcement is tried again at the next pass, and a season ``/season end`` ended is not
ended twice; the champion is the best-placed person, never an AI level's entry."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.ai_seats import Level, ai_user
from bot.clock import ManualClock
from bot.ratings import Leaderboard, leaderboard
from bot.records import RatingRecord, SeasonRecord
from bot.scheduler import Scheduler
from bot.seasons import WEEK, SeasonEnds, champion
from bot.store import SqliteStore

GUILD, ANN = 1, 10


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def store(tmp_path: Path, clock: ManualClock) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(tmp_path / "bot.sqlite3", clock)
    yield opened
    await opened.close()


async def nothing_fires(*_: object) -> None:
    return None


async def test_the_scheduler_ends_a_season_when_its_weeks_run_out_and_announces_it_once(
    store: SqliteStore, clock: ManualClock
) -> None:
    announced: list[int] = []
    failing = [True]

    async def announce(season: SeasonRecord, board: Leaderboard) -> None:
        if failing[0]:
            failing[0] = False
            raise ConnectionError("Discord is away")
        announced.append(season.number)

    scheduler = Scheduler(store, clock, nothing_fires)
    ends = SeasonEnds(store, announce)
    scheduler.add_pass(ends)
    season = await store.start_season(GUILD, "tiny_tricks", 500, ANN, clock.now() + WEEK)
    assert await scheduler.next_due() == season.ends_at
    await scheduler.run_due()
    assert announced == [] and (await store.running_season(GUILD, "tiny_tricks")) is not None
    clock.advance(WEEK)
    await scheduler.run_due()  # ended, but the post failed: not announced, tried again later
    assert announced == [] and await store.running_season(GUILD, "tiny_tricks") is None
    assert await ends.next_due() is None  # the scheduler then waits its longest sleep, not a tight loop
    await scheduler.run_due()
    await scheduler.run_due()
    assert announced == [1]


async def test_a_season_ended_by_command_is_not_ended_again_by_the_pass(store: SqliteStore, clock: ManualClock) -> None:
    announced: list[int] = []

    async def announce(season: SeasonRecord, board: Leaderboard) -> None:
        announced.append(season.number)

    season = await store.start_season(GUILD, "tiny_tricks", 500, ANN, clock.now() + WEEK)
    ended = await store.end_season(season.id)
    assert ended is not None
    assert await store.mark_season_announced(season.id, True)  # what /season end does before it posts
    clock.advance(WEEK)
    await SeasonEnds(store, announce).run_due(clock.now())
    assert announced == []


def record(player: int, mu: float, games: int) -> RatingRecord:
    return RatingRecord(GUILD, "tiny_tricks", player, mu, 8.0, games, 0)


def test_the_champion_is_the_best_person_ranked_else_the_best_provisional_one() -> None:
    strong = ai_user(Level.STRONG, 0)
    board = leaderboard([record(strong, 40.0, 5), record(ANN, 30.0, 3), record(11, 35.0, 1)])
    best = champion(board)
    assert best is not None and best.record.player_id == ANN
    only_provisional = leaderboard([record(ANN, 30.0, 1), record(11, 35.0, 2)])
    best = champion(only_provisional)
    assert best is not None and best.record.player_id == 11
    assert champion(leaderboard([record(strong, 40.0, 5)])) is None
