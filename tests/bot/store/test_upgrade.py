"""Upgrading: a database the previous release left (``tests/support/previous_release.py``: schema 4, before
``005_timer_claims``) opened by today's store, on SQLite and on PostgreSQL. The migrations run at start-up, no row
of the old database changes or goes, and the game in progress plays on to its end, rated on the old ratings."""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.records import TimerKind
from bot.sessions import Sessions
from bot.store import DatabaseUnusable, SqliteStore
from bot.store.postgres import PostgresStore
from bot.store.schema import SQLITE, migrations
from tests.support.backends import BACKENDS
from tests.support.postgres_server import Databases, with_database
from tests.support.previous_release import (
    ACTIVE_CHANNEL,
    ACTIVE_GAME,
    COMMANDS_HASH,
    FINISHED_GAME,
    GUILD,
    LATE_HOST,
    LOBBY_CHANNEL,
    PREVIOUS_SCHEMA,
    REMINDER_DUE,
    SETTINGS,
    PreviousRelease,
    build_postgres,
    build_sqlite,
    postgres_rows,
    previous_release,
    sqlite_columns,
    sqlite_rows,
)

LATEST = max(number for number, _ in migrations(SQLITE))
ROOT = Path(__file__).resolve().parents[3]


class OldDatabase:
    """A database of one backend, built as the previous release left it, then opened by today's store."""

    def __init__(self, backend: str, path: Path, url: str | None) -> None:
        self.backend = backend
        self.path = path
        self.url = url
        self.fixture = previous_release()
        self.stores: list[SqliteStore | PostgresStore] = []

    async def build(self) -> None:
        if self.url is None:
            build_sqlite(self.path, self.fixture)
        else:
            await build_postgres(self.url, self.fixture)

    async def rows(self, columns_of: dict[str, list[str]] | None = None) -> dict[str, list[tuple[Any, ...]]]:
        return sqlite_rows(self.path, columns_of) if self.url is None else await postgres_rows(self.url, columns_of)

    async def columns(self) -> dict[str, list[str]]:
        if self.url is None:
            return sqlite_columns(self.path)
        db = await asyncpg.connect(self.url)
        try:
            found: dict[str, list[str]] = {}
            for row in await db.fetch(
                "SELECT table_name, column_name FROM information_schema.columns"
                " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
            ):
                found.setdefault(row["table_name"], []).append(row["column_name"])
            return found
        finally:
            await db.close()

    async def open(self) -> SqliteStore | PostgresStore:
        store: SqliteStore | PostgresStore
        if self.url is None:
            store = await SqliteStore.open(self.path)
        else:
            store = await PostgresStore.open(self.url, pool_size=2)
        self.stores.append(store)
        return store


@pytest.fixture(params=BACKENDS)
async def old(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[OldDatabase]:
    if request.param == "sqlite":
        database = OldDatabase("sqlite", tmp_path / "bot.sqlite3", None)
        yield database
        for store in database.stores:
            await store.close()
        return
    # Not the ``database`` fixture's copy of a migrated template: an empty database, for the old migrations.
    databases: Databases = request.getfixturevalue("postgres")
    name = f"bot_upgrade_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(databases.url)
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    database = OldDatabase("postgresql", tmp_path / "unused", with_database(databases.url, name))
    yield database
    for store in database.stores:
        await store.close()
    assert database.url is not None
    await databases.drop(database.url)


async def test_the_previous_release_database_upgrades_at_start_with_nothing_lost(old: OldDatabase) -> None:
    await old.build()
    before, old_columns = await old.rows(), await old.columns()
    assert all(before[table] for table in before), "every table of the old schema holds a row to keep"
    store = await old.open()
    assert await store.schema_version() == LATEST > PREVIOUS_SCHEMA
    # Every row of every old table, as it was, in the columns that release had; new columns came beside them.
    after = await old.rows(old_columns)
    assert {table: after[table] for table in before} == before
    # The tables later migrations add start empty (007: games in threads of their own; 008: players' own pace;
    # 009: seasons and their ratings; 010: tournaments; 011: the daily challenge's games).
    assert {table: rows for table, rows in after.items() if table not in before} == {
        "game_threads": [],
        "thread_refusals": [],
        "player_pace": [],
        "seasons": [],
        "season_ratings": [],
        "daily_games": [],
        "tournaments": [],
        "tournament_entrants": [],
        "tournament_rounds": [],
        "tournament_tables": [],
        "tournament_byes": [],
    }
    timer_columns = (await old.columns())["timers"]
    assert set(timer_columns) - set(old_columns["timers"]) == {"claimed_until"}


async def test_the_previous_release_games_ratings_and_settings_read_as_they_were_written(old: OldDatabase) -> None:
    await old.build()
    store = await old.open()
    fixture: PreviousRelease = old.fixture
    for game_id, played in ((FINISHED_GAME, fixture.finished), (ACTIVE_GAME, fixture.active)):
        record = await store.game(game_id)
        assert record is not None
        assert (record.status, record.version, record.seats, record.names, record.state) == (
            played.record.status,
            played.record.version,
            played.record.seats,
            played.record.names,
            played.record.state,
        )
        assert await store.moves(game_id) == played.moves
    assert [(r.seat, r.player_id, r.place) for r in await store.game_results(FINISHED_GAME)] == [
        (seat, 100 + seat, place) for seat, place in enumerate(_places(fixture))
    ]
    board = {rating.player_id: (rating.games, rating.wins) for rating in await store.leaderboard(GUILD, "copenhagen")}
    assert board == {100 + seat: (1, int(place == 1)) for seat, place in enumerate(_places(fixture))}
    assert await store.guild_settings(GUILD) == SETTINGS
    assert await store.meta(COMMANDS_HASH[0]) == COMMANDS_HASH[1]
    lobby = await store.open_lobby(LOBBY_CHANNEL)
    assert lobby is not None and lobby.members == (LATE_HOST,)
    assert await store.lobby_pace(lobby.id) == {
        "pace": "async",
        "remind_after": 3600,
        "time_limit": 86400,
        "auto_after": 2,
    }


async def test_the_game_in_progress_plays_on_to_its_end_after_the_upgrade(old: OldDatabase) -> None:
    await old.build()
    store = await old.open()
    fixture = old.fixture
    # The reminder the old release set is due, and today's scheduler claims it (migration 005's column).
    claimed = await store.claim_timers(REMINDER_DUE + 1, REMINDER_DUE + 60)
    assert [(t.game_id, t.kind) for t in claimed] == [(ACTIVE_GAME, TimerKind.REMINDER)]
    sessions = Sessions(store)
    live = await sessions.game(ACTIVE_CHANNEL)
    assert live is not None and live.id == ACTIVE_GAME
    assert live.engine.to_json(live.state) == fixture.active.record.state
    assert live.pace.seat(1).muted and not live.pace.seat(0).muted
    choices = random.Random(5)
    played = 0
    while live.result() is None:
        seat = choices.choice(sorted(live.engine.awaiting(live.state)))
        move = choices.choice(live.engine.legal_moves(live.state, seat))
        live = (await sessions.submit(ACTIVE_CHANNEL, live.seats[seat], move)).game
        played += 1
    record = await store.game(ACTIVE_GAME)
    assert record is not None and record.status == "finished"
    moves = await store.moves(ACTIVE_GAME)
    assert moves[: len(fixture.active.moves)] == fixture.active.moves
    assert len(moves) == len(fixture.active.moves) + played == record.version
    # Rated on top of the ratings the old release wrote: each player has two rated games now.
    assert {rating.player_id: rating.games for rating in await store.leaderboard(GUILD, "copenhagen")} == {
        100: 2,
        101: 2,
    }
    # A new game gets a new id, past the old release's.
    lobby = await store.create_lobby(GUILD, ACTIVE_CHANNEL, "copenhagen", 100, "Alice", {})
    assert lobby.id > 3


def _places(fixture: PreviousRelease) -> list[int]:
    result = fixture.finished.engine.result(fixture.finished.states[-1])
    assert result is not None
    return list(result.places)


async def test_a_migration_that_fails_is_refused_in_one_line_and_leaves_the_database_as_it_was(
    old: OldDatabase,
) -> None:
    await old.build()
    # A hand edit made ahead of the release: migration 005's column is there already, so 005 fails.
    await _execute(old, "ALTER TABLE timers ADD COLUMN claimed_until DOUBLE PRECISION")
    before = await old.rows()
    with pytest.raises(DatabaseUnusable) as refused:
        await old.open()
    line = str(refused.value)
    assert "\n" not in line
    assert "migration 005 failed" in line and "claimed_until" in line and "Restore the backup" in line
    assert await old.rows() == before
    assert await _schema_version(old) == PREVIOUS_SCHEMA


def test_the_bot_refuses_to_start_on_a_failed_migration_with_status_3_and_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    build_sqlite(path, previous_release())
    with sqlite3.connect(path) as db:
        db.execute("ALTER TABLE timers ADD COLUMN claimed_until REAL")
    db.close()
    # Nothing listens on port 9: the bot must stop at its database, before it tries Discord.
    env = {
        **os.environ,
        "DISCORD_TOKEN": "MTIz.fake.token",
        "DATABASE_PATH": str(path),
        "DATABASE_URL": "",
        "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
        "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9",
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 3, done.stderr
    assert done.stderr.strip().count("\n") == 0, done.stderr
    assert "migration 005 failed" in done.stderr and "Restore the backup" in done.stderr
    assert sqlite_rows(path)["timers"], "the old rows are still there"


async def _execute(old: OldDatabase, sql: str) -> None:
    if old.url is None:
        with sqlite3.connect(old.path) as db:
            db.execute(sql)
        db.close()
        return
    db = await asyncpg.connect(old.url)
    try:
        await db.execute(sql)
    finally:
        await db.close()


async def _schema_version(old: OldDatabase) -> int:
    if old.url is None:
        with sqlite3.connect(old.path) as db:
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
        db.close()
        return version
    db = await asyncpg.connect(old.url)
    try:
        return int(await db.fetchval("SELECT version FROM schema_version"))
    finally:
        await db.close()
