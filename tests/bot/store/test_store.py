"""The store, on SQLite and PostgreSQL: migrations, lobbies, the move log with its version check, and rebuilding
from the log."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest

from bot.store import ChannelBusy, DatabaseUnusable, SqliteStore, VersionConflict
from bot.store.postgres import PostgresStore
from bot.store.schema import POSTGRESQL, SQLITE, migrations
from bot.store.sqlite import _migrations
from games.replay import replay
from tests.fakes.tiny_tricks.engine import GAME
from tests.support.backends import Database, restricted_user
from tests.support.postgres_server import Databases

pytestmark = pytest.mark.both_backends

CHANNEL = 100


async def started_game(store: SqliteStore, players: int = 2) -> int:
    return await started_game_in(store, CHANNEL, players)


async def started_game_in(store: SqliteStore, channel: int, players: int = 2) -> int:
    lobby = await store.create_lobby(1, channel, "tiny_tricks", 10, "host", {})
    for user in range(11, 10 + players):
        await store.add_lobby_member(lobby.id, user, f"user{user}")
    state = GAME.new(players, {}, seed=42)
    record = await store.start_game(lobby.id, 42, GAME.to_json(state))
    return record.id


async def test_migrations_bring_a_new_database_to_the_latest_version(store: SqliteStore) -> None:
    assert await store.schema_version() == max(number for number, _ in _migrations())


async def test_both_backends_run_the_same_numbered_migrations_to_the_same_version(
    tmp_path: Path, postgres: Databases
) -> None:
    # A migration added for one backend only would leave the other a schema behind.
    assert [number for number, _ in migrations(SQLITE)] == [number for number, _ in migrations(POSTGRESQL)]
    lite = await SqliteStore.open(tmp_path / "db.sqlite3")
    url = await postgres.create()
    served = await PostgresStore.open(url, pool_size=1)
    try:
        assert await lite.schema_version() == await served.schema_version() == max(migrations(SQLITE))[0]
    finally:
        await lite.close()
        await served.close()
        await postgres.drop(url)


async def test_reopening_does_not_run_migrations_twice(database: Database) -> None:
    first = await database.open()
    await first.set_meta("kept", "yes")
    await first.close()
    again = await database.open()
    assert await again.meta("kept") == "yes"
    assert await again.schema_version() == max(number for number, _ in _migrations())


async def test_a_postgresql_user_that_may_write_rows_but_create_nothing_opens_a_migrated_database(
    postgres: Databases,
) -> None:
    # The start-up reads the schema's version and, finding it current, creates nothing (not even the table that
    # holds the version): a database the owner migrated is served by a user with no right to create.
    url = await postgres.create()
    rights = "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {user}"
    try:
        async with restricted_user(url, "GRANT USAGE ON SCHEMA public TO {user}", rights) as user_url:
            user = await asyncpg.connect(user_url)
            try:
                with pytest.raises(asyncpg.InsufficientPrivilegeError):
                    await user.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            finally:
                await user.close()
            store = await PostgresStore.open(user_url, pool_size=1)
            try:
                assert await store.schema_version() == max(number for number, _ in _migrations())
                game_id = await started_game(store)
                assert await store.record_move(game_id, 0, 0, 10, "pass 3", {"x": 1}, finished=True) == 1
            finally:
                await store.close()
    finally:
        await postgres.drop(url)


async def test_one_lobby_or_game_per_channel(store: SqliteStore) -> None:
    await store.create_lobby(1, CHANNEL, "tiny_tricks", 10, "host", {})
    with pytest.raises(ChannelBusy):
        await store.create_lobby(1, CHANNEL, "tiny_tricks", 11, "other", {})
    # A thread or another channel is free.
    await store.create_lobby(1, CHANNEL + 1, "tiny_tricks", 11, "other", {})


async def test_an_active_game_also_blocks_a_new_lobby(store: SqliteStore) -> None:
    await started_game(store)
    with pytest.raises(ChannelBusy):
        await store.create_lobby(1, CHANNEL, "tiny_tricks", 10, "host", {})


async def test_seats_follow_join_order_with_names(store: SqliteStore) -> None:
    game_id = await started_game(store, players=3)
    record = await store.game(game_id)
    assert record is not None
    assert record.seats == (10, 11, 12)
    assert record.names == ("host", "user11", "user12")
    assert record.seat_of(12) == 2 and record.seat_of(99) is None


async def test_a_move_appends_to_the_log_and_bumps_the_version(store: SqliteStore) -> None:
    game_id = await started_game(store)
    version = await store.record_move(game_id, 0, 0, 10, "pass 3", {"x": 1}, finished=False)
    assert version == 1
    record = await store.game(game_id)
    assert record is not None and record.version == 1 and record.state == {"x": 1}
    assert [(m.version, m.seat, m.move) for m in await store.moves(game_id)] == [(1, 0, "pass 3")]


async def test_a_move_against_an_old_version_is_refused_and_not_logged(store: SqliteStore) -> None:
    game_id = await started_game(store)
    await store.record_move(game_id, 0, 0, 10, "pass 3", {"x": 1}, finished=False)
    with pytest.raises(VersionConflict):
        await store.record_move(game_id, 0, 1, 11, "pass 4", {"x": 2}, finished=False)
    record = await store.game(game_id)
    assert record is not None and record.state == {"x": 1}
    assert len(await store.moves(game_id)) == 1


async def test_concurrent_writers_of_the_same_version_record_exactly_one_move(store: SqliteStore) -> None:
    game_id = await started_game(store)
    outcomes = await asyncio.gather(
        *(store.record_move(game_id, 0, 0, 10, f"pass {n}", {"n": n}, finished=False) for n in range(5)),
        return_exceptions=True,
    )
    assert sum(1 for outcome in outcomes if outcome == 1) == 1
    assert sum(1 for outcome in outcomes if isinstance(outcome, VersionConflict)) == 4
    assert len(await store.moves(game_id)) == 1


async def test_a_finished_game_takes_no_more_moves_and_frees_the_channel(store: SqliteStore) -> None:
    game_id = await started_game(store)
    await store.record_move(game_id, 0, 0, 10, "m", {}, finished=True)
    with pytest.raises(VersionConflict):
        await store.record_move(game_id, 1, 0, 10, "m", {}, finished=False)
    assert await store.active_game(CHANNEL) is None
    await store.create_lobby(1, CHANNEL, "tiny_tricks", 10, "host", {})


async def test_the_last_finished_game_of_a_type_is_the_latest_finished_not_a_cancelled_one(store: SqliteStore) -> None:
    assert await store.last_finished_game(CHANNEL, "tiny_tricks") is None
    first = await started_game(store)
    await store.record_move(first, 0, 0, 10, "m", {"game": 1}, finished=True)
    second = await started_game(store)
    await store.record_move(second, 0, 0, 10, "m", {"game": 2}, finished=True)
    cancelled = await started_game(store)
    await store.cancel_game(cancelled)
    await started_game(store)  # running now
    last = await store.last_finished_game(CHANNEL, "tiny_tricks")
    assert last is not None and last.id == second and last.state == {"game": 2}
    assert await store.last_finished_game(CHANNEL, "copenhagen") is None
    assert await store.last_finished_game(CHANNEL + 1, "tiny_tricks") is None
    # Whatever the game: what /game replay and /game export show by default.
    any_game = await store.last_finished_game(CHANNEL)
    assert any_game is not None and any_game.id == second
    assert await store.last_finished_game(CHANNEL + 1) is None


async def test_a_game_rebuilt_from_its_log_equals_its_snapshot(store: SqliteStore) -> None:
    game_id = await started_game(store, players=2)
    record = await store.game(game_id)
    assert record is not None
    state = GAME.from_json(record.state)
    version = 0
    for seat in (0, 1):
        move = GAME.legal_moves(state, seat)[0]
        state, _ = GAME.apply(state, seat, move)
        version = await store.record_move(game_id, version, seat, record.seats[seat], move, GAME.to_json(state), False)
    moves = await store.moves(game_id)
    rebuilt = replay(GAME, 2, record.options, record.seed, [(m.seat, m.move) for m in moves])
    snapshot = await store.game(game_id)
    assert snapshot is not None and GAME.to_json(rebuilt) == snapshot.state


async def test_guild_settings_round_trip(store: SqliteStore) -> None:
    assert await store.guild_settings(5) == {}
    await store.set_guild_settings(5, {"board_mode": "edit"})
    assert await store.guild_settings(5) == {"board_mode": "edit"}
    # Another setting written on its own keeps the first: two admins at once both keep their change.
    await store.set_guild_settings(5, {"pace": {"default": "async"}})
    assert await store.guild_settings(5) == {"board_mode": "edit", "pace": {"default": "async"}}


async def test_guild_settings_read_are_the_readers_own_copy(store: SqliteStore) -> None:
    # Every post reads its server's settings (the SQLite store keeps them in memory): a reader that changes what
    # it was given changes nothing for the next post.
    await store.set_guild_settings(6, {"board_mode": "edit", "pace": {"default": "async"}})
    read = await store.guild_settings(6)
    read["board_mode"] = "new"
    read["pace"]["default"] = "live"
    assert await store.guild_settings(6) == {"board_mode": "edit", "pace": {"default": "async"}}
    await store.set_guild_settings(6, {"board_mode": "new"})
    assert await store.guild_settings(6) == {"board_mode": "new", "pace": {"default": "async"}}


async def test_a_games_players_paces_follow_every_change_even_one_written_while_they_are_read(
    store: SqliteStore,
) -> None:
    # Every move plans its timers with its players' own paces (the SQLite store keeps them in memory): each
    # change of a player's pace reaches the next move of every game they sit in, whatever read was under way.
    game = await started_game(store)
    other = await started_game_in(store, CHANNEL + 1)
    assert await store.seat_player_paces(game) == ()
    await store.change_player_pace(11, {"quiet": "22:00-07:00"})
    assert await store.seat_player_paces(game) == ((1, {"quiet": "22:00-07:00"}),)
    assert await store.seat_player_paces(other) == ((1, {"quiet": "22:00-07:00"}),)
    await store.change_player_pace(10, {"away": 3})
    # A read begun before a change is written gives what it finds, and leaves the next read to see the change.
    read, _ = await asyncio.gather(store.seat_player_paces(game), store.change_player_pace(11, {"quiet": "23:00"}))
    assert read in (((0, {"away": 3}), (1, {"quiet": "22:00-07:00"})), ((0, {"away": 3}), (1, {"quiet": "23:00"})))
    assert await store.seat_player_paces(game) == ((0, {"away": 3}), (1, {"quiet": "23:00"}))
    mine = await store.seat_player_paces(other)
    assert mine == ((0, {"away": 3}), (1, {"quiet": "23:00"}))
    mine[0][1]["away"] = 9  # the reader's own copy
    assert await store.seat_player_paces(other) == ((0, {"away": 3}), (1, {"quiet": "23:00"}))


async def test_a_postgresql_database_that_stops_answering_is_reported_once_on_one_line(
    postgres: Databases, caplog: pytest.LogCaptureFixture
) -> None:
    url = await postgres.create()
    store = await PostgresStore.open(url, pool_size=1)
    try:
        await store.set_meta("kept", "yes")
        store.terminate()  # every connection gone, as when the server goes away
        for _ in range(2):
            with pytest.raises(DatabaseUnusable) as failed:
                await store.meta("kept")
            assert "\n" not in str(failed.value) and "PostgreSQL database" in str(failed.value)
        assert len([r for r in caplog.records if r.levelname == "CRITICAL"]) == 1
    finally:
        await postgres.drop(url)


async def test_the_record_of_posts_keeps_the_latest_board_and_refuses_a_line_after_a_gap(store: SqliteStore) -> None:
    game_id = await started_game(store)
    for version in range(3):
        await store.record_move(game_id, version, 0, 10, "m", {"v": version + 1}, False)
    assert await store.mark_announced(game_id, 2) is False  # versions 0 and 1 were never announced
    await store.mark_board(game_id, 2, 555)
    await store.mark_board(game_id, 1, None)  # an older board posted late: the record stays at version 2
    posting = await store.posting(game_id)
    assert posting is not None and (posting.posted_version, posting.board_message_id) == (2, 555)
    assert await store.mark_announced(game_id, 3) is True
    posting = await store.posting(game_id)
    assert posting is not None and posting.posted_version == 3 and not posting.due


async def test_sqlite_writes_a_post_record_lightly_and_keeps_moves_durable(tmp_path: Path) -> None:
    # The record of a posted board is committed without an fsync (a power loss may only make the outbox post that
    # board again); the moves before and after it are still committed in full.
    store = await SqliteStore.open(tmp_path / "db.sqlite3")
    try:
        game_id = await started_game(store)
        await store.record_move(game_id, 0, 0, 11, "play 1", GAME.to_json(GAME.new(2, {}, seed=42)), False)
        await store.mark_board(game_id, 1, 555)
        posting = await store.posting(game_id)
        assert posting is not None and posting.posted_version == 1 and posting.board_message_id == 555
        assert await store.mark_announced(game_id, 3) is False  # version 2 was never announced: not recorded
        assert await store.mark_announced(game_id, 2) is True
        synchronous = await store._run(lambda db: db.execute("PRAGMA synchronous").fetchone()[0])
        assert synchronous == 2  # FULL: the next move waits for the disk again
    finally:
        await store.close()
