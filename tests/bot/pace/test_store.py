"""The store's pace tables: timers kept, renewed or dropped with the change that causes them, never twice."""

from __future__ import annotations

import pytest

from bot.records import PaceChange, PlannedTimer, SeatPaceRecord
from bot.store import SqliteStore, VersionConflict
from tests.bot.store.test_store import started_game
from tests.fakes.tiny_tricks.engine import GAME

pytestmark = pytest.mark.both_backends

SETTINGS = {"pace": "live", "remind_after": 180, "time_limit": 600, "auto_after": 3}


def timer(seat: int, kind: str, due: float, *, renew: bool = False) -> PlannedTimer:
    return PlannedTimer(seat, kind, due, since=due - 100, renew=renew)


async def test_a_game_pace_is_stored_with_one_row_per_seat(store: SqliteStore) -> None:
    game_id = await started_game(store)
    assert await store.game_pace(game_id) is None
    assert await store.games_without_pace() == [100]
    seats = (SeatPaceRecord(0), SeatPaceRecord(1, muted=True))
    await store.change_pace(game_id, PaceChange(settings=SETTINGS, seats=seats))
    pace = await store.game_pace(game_id)
    assert pace is not None and pace.settings == SETTINGS and pace.seats == seats
    assert await store.games_without_pace() == []


async def test_a_seat_still_awaited_keeps_its_timer_unless_renewed_and_others_are_dropped(store: SqliteStore) -> None:
    game_id = await started_game(store)
    await store.change_pace(game_id, PaceChange(timers=(timer(0, "deadline", 500), timer(1, "deadline", 500))))
    await store.change_pace(game_id, PaceChange(timers=(timer(0, "deadline", 900), timer(1, "reminder", 700))))
    assert [(t.seat, t.kind, t.due_at) for t in await store.timers(game_id)] == [
        (0, "deadline", 500),
        (1, "reminder", 700),
    ]
    await store.change_pace(game_id, PaceChange(timers=(timer(0, "deadline", 900, renew=True),)))
    assert [(t.seat, t.kind, t.due_at) for t in await store.timers(game_id)] == [(0, "deadline", 900)]


async def test_one_change_renews_some_timers_keeps_others_adds_new_ones_and_an_empty_set_drops_all(
    store: SqliteStore,
) -> None:
    game_id = await started_game(store)
    first = (timer(0, "deadline", 500), timer(0, "reminder", 300), timer(1, "deadline", 500), timer(1, "reminder", 300))
    await store.change_pace(game_id, PaceChange(timers=first))
    await store.change_pace(
        game_id,
        PaceChange(
            timers=(
                timer(0, "deadline", 900, renew=True),
                timer(0, "reminder", 800, renew=True),
                timer(1, "deadline", 950),  # kept as it was
                timer(2, "reminder", 400),  # new
            )
        ),
    )
    assert [(t.seat, t.kind, t.due_at) for t in await store.timers(game_id)] == [  # by due time
        (2, "reminder", 400),
        (1, "deadline", 500),
        (0, "reminder", 800),
        (0, "deadline", 900),
    ]
    await store.change_pace(game_id, PaceChange(timers=()))
    assert await store.timers(game_id) == []


async def test_due_timers_and_the_next_due_time_ignore_games_that_ended(store: SqliteStore) -> None:
    game_id = await started_game(store)
    await store.change_pace(game_id, PaceChange(timers=(timer(0, "reminder", 300), timer(1, "deadline", 600))))
    assert await store.next_timer_due() == 300
    assert [t.seat for t in await store.due_timers(450)] == [0]
    assert (await store.due_timers(450))[0].channel_id == 100
    await store.cancel_game(game_id)
    assert await store.next_timer_due() is None
    assert await store.due_timers(10_000) == []


async def test_a_reminder_is_claimed_once_even_by_two_schedulers(store: SqliteStore) -> None:
    game_id = await started_game(store)
    await store.change_pace(game_id, PaceChange(timers=(timer(0, "reminder", 300),)))
    [due] = await store.due_timers(300)
    assert await store.move_timer(due, 480, due.fired + 1)
    assert not await store.move_timer(due, 480, due.fired + 1)
    [moved] = await store.timers(game_id)
    assert (moved.due_at, moved.fired) == (480, 1)


async def test_timers_written_with_a_move_are_lost_with_it_on_a_version_conflict(store: SqliteStore) -> None:
    game_id = await started_game(store)
    state = GAME.to_json(GAME.new(2, {}, seed=42))
    change = PaceChange(timers=(timer(1, "deadline", 999),), seats=(SeatPaceRecord(0, timeouts=2),))
    await store.record_move(game_id, 0, 0, 10, "pass 1", state, False, pace=change)
    with pytest.raises(VersionConflict):
        await store.record_move(game_id, 0, 0, 10, "pass 2", state, False, pace=PaceChange(timers=()))
    assert [t.due_at for t in await store.timers(game_id)] == [999]


async def test_finishing_through_a_pace_change_ends_the_game(store: SqliteStore) -> None:
    game_id = await started_game(store)
    await store.change_pace(game_id, PaceChange(timers=(), finish=True))
    record = await store.game(game_id)
    assert record is not None and record.status == "finished"
    assert await store.active_game(100) is None
