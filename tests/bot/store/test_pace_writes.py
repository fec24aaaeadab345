"""What a move's pace change writes, the same on SQLite and PostgreSQL: a finishing move's end recorded with its
pace (the end last), a renewed timer's claim ended while a kept timer keeps its claim, and seat rows written as
given, defaults included, none when none are given; and how it is written: the game's row taken before its timers
(PostgreSQL), the whole transaction in one trip to the connection's thread (SQLite)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.records import GameEnd, PaceChange, PlannedTimer, SeatPaceRecord
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from tests.support.postgres_server import Databases

pytestmark = pytest.mark.both_backends

GUILD = 1
LEASE = 120.0  # how long a scheduler's claim keeps a timer from the others (``bot.scheduler.CLAIM_LEASE``)
TWO_SEATS_END = GameEnd(places=(1, 2), scores=(7, 3), resigned=(False, False))


async def game_of(store: SqliteStore | PostgresStore, channel: int, users: tuple[int, ...] = (10, 11)) -> int:
    """A started game of this server with these users in seat order (the store never reads the state)."""
    lobby = await store.create_lobby(GUILD, channel, "tiny_tricks", users[0], f"user{users[0]}", {})
    for user in users[1:]:
        await store.add_lobby_member(lobby.id, user, f"user{user}")
    return (await store.start_game(lobby.id, 42, {"state": "opening"})).id


def timer(seat: int, kind: str, due: float, *, renew: bool = False) -> PlannedTimer:
    return PlannedTimer(seat, kind, due, since=due - 100, renew=renew)


async def test_a_finishing_move_records_its_end_once_and_drops_its_timers(store: SqliteStore) -> None:
    game_id = await game_of(store, 100)
    await store.change_pace(
        game_id, PaceChange(settings={}, timers=(timer(0, "deadline", 500), timer(1, "reminder", 300)))
    )
    # A pace change that would end the game again, with another outcome, ends nothing: the move ended it first.
    change = PaceChange(
        timers=(), seats=(SeatPaceRecord(1, timeouts=1),), finish=True, end=GameEnd((2, 1), (0, 9), (False, False))
    )
    await store.record_move(game_id, 0, 0, 10, "last", {"state": "over"}, True, pace=change, end=TWO_SEATS_END)
    record = await store.game(game_id)
    assert record is not None and record.status == "finished"
    results = await store.game_results(game_id)
    assert [(r.player_id, r.place, r.score) for r in results] == [(10, 1, 7), (11, 2, 3)]
    assert {(r.player_id, r.games, r.wins) for r in await store.leaderboard(GUILD, "tiny_tricks")} == {
        (10, 1, 1),
        (11, 1, 0),
    }
    assert await store.timers(game_id) == []
    pace = await store.game_pace(game_id)
    assert pace is not None and pace.seats == (SeatPaceRecord(1, timeouts=1),)


async def test_a_game_ending_does_not_wait_while_another_game_of_its_server_has_its_timers_held(
    postgres: Databases,
) -> None:
    # PostgreSQL only, where games are written side by side (SQLite writes one transaction at a time): games of one
    # server and game type that end at once take turns for the server's ratings (an advisory lock held to the end
    # of the transaction). A finishing move writes its own pace first and only then
    # takes that turn, so while another transaction holds its game's timer rows (a scheduler claiming them, a
    # pace change of that game in another process) the other games of the server still end at once.
    url = await postgres.create()
    store = await PostgresStore.open(url, pool_size=4)
    holder = await asyncpg.connect(url)
    try:
        waiting, other = await game_of(store, 100), await game_of(store, 101)
        await store.change_pace(waiting, PaceChange(timers=(timer(0, "deadline", 500),)))
        async with holder.transaction():
            await holder.execute("SELECT * FROM timers WHERE game_id = $1 FOR UPDATE", waiting)
            held = asyncio.create_task(
                store.record_move(waiting, 0, 0, 10, "last", {}, True, pace=PaceChange(timers=()), end=TWO_SEATS_END)
            )
            await asyncio.sleep(0.2)  # it now waits for the timer rows
            assert not held.done()
            await asyncio.wait_for(
                store.record_move(other, 0, 0, 10, "last", {}, True, pace=PaceChange(timers=()), end=TWO_SEATS_END),
                timeout=5,
            )
            assert not held.done()
        await held
        # Both games rated, one after the other: each read the ratings the other left.
        assert {(r.player_id, r.games, r.wins) for r in await store.leaderboard(GUILD, "tiny_tricks")} == {
            (10, 2, 2),
            (11, 2, 0),
        }
    finally:
        await holder.close()
        await store.close()
        await postgres.drop(url)


async def test_a_renewed_timer_ends_its_claim_and_a_kept_one_keeps_it(store: SqliteStore) -> None:
    game_id = await game_of(store, 100)
    await store.change_pace(game_id, PaceChange(timers=(timer(0, "deadline", 300), timer(1, "reminder", 300))))
    # A scheduler claims both at 300 and begins firing them; meanwhile a move starts seat 0 a new wait, due in
    # five seconds (the bot's pause before it plays a seat), and leaves seat 1's reminder as it was.
    assert len(await store.claim_timers(300, 300 + LEASE)) == 2
    change = PaceChange(timers=(timer(0, "deadline", 305, renew=True), timer(1, "reminder", 999)))
    await store.record_move(game_id, 0, 1, 11, "move", {"state": "on"}, False, pace=change)
    # The claim was on the wait that ended: the new one falls due on time, not when that claim runs out.
    assert await store.next_timer_due() == 305
    [renewed] = await store.claim_timers(305, 305 + LEASE)
    assert (renewed.seat, renewed.kind, renewed.due_at) == (0, "deadline", 305)
    # The reminder still awaits its claimer, which moves it on once posted: nobody else fires it meanwhile.
    assert [t.seat for t in await store.due_timers(305)] == [1, 0]
    assert await store.claim_timers(310, 310 + LEASE) == []


async def test_a_pace_changes_timers_are_the_games_whole_set(store: SqliteStore) -> None:
    game_id = await game_of(store, 100, users=(10, 11, 12))
    three = (timer(0, "deadline", 500), timer(1, "reminder", 300), timer(2, "reminder", 400))
    await store.change_pace(game_id, PaceChange(timers=three))
    # Seat 1's reminder stays as it was (kept, not renewed); the other two are no longer wanted.
    await store.change_pace(game_id, PaceChange(timers=(timer(1, "reminder", 999),)))
    assert [(t.seat, t.kind, t.due_at) for t in await store.timers(game_id)] == [(1, "reminder", 300)]
    await store.change_pace(game_id, PaceChange(timers=()))
    assert await store.timers(game_id) == []


async def test_seat_rows_are_written_as_given_defaults_included_and_none_given_keeps_them(store: SqliteStore) -> None:
    game_id = await game_of(store, 100)
    await store.change_pace(
        game_id, PaceChange(settings={}, seats=(SeatPaceRecord(0, automatic=True, timeouts=3), SeatPaceRecord(1)))
    )
    # A change without seat rows (a move by a seat whose flags stay as they were) leaves the stored rows.
    await store.record_move(game_id, 0, 1, 11, "move", {"state": "on"}, False, pace=PaceChange(timers=()))
    pace = await store.game_pace(game_id)
    assert pace is not None and pace.seats == (SeatPaceRecord(0, automatic=True, timeouts=3), SeatPaceRecord(1))
    # Seat 0's player acts again: its row is back to the defaults, and that row is written like any other.
    await store.record_move(
        game_id, 1, 0, 10, "move", {"state": "on"}, False, pace=PaceChange(seats=(SeatPaceRecord(0),))
    )
    pace = await store.game_pace(game_id)
    assert pace is not None and pace.seats == (SeatPaceRecord(0), SeatPaceRecord(1))


@pytest.mark.parametrize("finish", [False, True], ids=["pace", "finishing pace"])
async def test_a_pace_change_takes_its_games_row_before_its_timers(postgres: Databases, finish: bool) -> None:
    # PostgreSQL only (SQLite writes one transaction at a time). Every transaction that writes a game's row and its
    # timers takes the game's row first: a claim holds it (``FOR UPDATE``) and then wants the timers, a move holds it
    # and then writes them. A pace change that took a timer first and the game's row after (ending the game, or
    # checking the foreign key of a timer it adds) would wait for such a transaction while holding what it waits
    # for: a deadlock. Taken first, the game's row is all it waits for.
    url = await postgres.create()
    store = await PostgresStore.open(url, pool_size=4)
    claimer = await asyncpg.connect(url)
    try:
        game_id = await game_of(store, 100)
        await store.change_pace(game_id, PaceChange(settings={}, timers=(timer(0, "deadline", 500),)))
        change = PaceChange(
            timers=(timer(0, "deadline", 600, renew=True), timer(1, "reminder", 400)), finish=finish, end=TWO_SEATS_END
        )
        async with claimer.transaction():
            await claimer.execute("SET LOCAL lock_timeout = '5s'")
            await claimer.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", game_id)
            changing = asyncio.create_task(store.change_pace(game_id, change))
            await asyncio.sleep(0.2)
            assert not changing.done()  # it waits for the game's row…
            # … holding none of the game's timers meanwhile: the claim takes them at once.
            await claimer.execute("UPDATE timers SET claimed_until = 1000 WHERE game_id = $1", game_id)
        await asyncio.wait_for(changing, timeout=5)
        assert [(t.seat, t.kind, t.due_at) for t in await store.timers(game_id)] == [
            (1, "reminder", 400),
            (0, "deadline", 600),
        ]
        assert [r.place for r in await store.game_results(game_id)] == ([1, 2] if finish else [])
    finally:
        await claimer.close()
        await store.close()
        await postgres.drop(url)


async def test_sqlite_runs_a_whole_transaction_in_one_trip_to_its_thread(tmp_path: Path) -> None:
    # Each trip to the connection's thread costs a queue, a thread wake-up and a wake-up of the event loop: a
    # finishing move with its pace and its end, a dozen statements, is one.
    store = await SqliteStore.open(tmp_path / "bot.sqlite3")
    try:
        game_id = await game_of(store, 100)
        await store.change_pace(game_id, PaceChange(settings={}, timers=(timer(0, "deadline", 500),)))
        worker = store._worker
        trips = 0
        submit = worker.submit

        def counted(*args: Any, **kwargs: Any) -> Any:
            nonlocal trips
            trips += 1
            return submit(*args, **kwargs)

        worker.submit = counted  # type: ignore[method-assign]
        change = PaceChange(timers=(), seats=(SeatPaceRecord(1, timeouts=1),))
        await store.record_move(game_id, 0, 0, 10, "last", {"state": "over"}, True, pace=change, end=TWO_SEATS_END)
        assert trips == 1
        assert [r.place for r in await store.game_results(game_id)] == [1, 2]
    finally:
        await store.close()
