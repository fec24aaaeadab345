"""PostgreSQL storage through asyncpg: a pool of connections, the same numbered migrations as SQLite, one
transaction per change.

Several bot processes may share the database. What keeps them apart is PostgreSQL's own locking: a move's
version check is one ``UPDATE … WHERE version = $n`` (a second writer of the same version waits for the first,
then finds the version gone), due timers are claimed with ``FOR UPDATE SKIP LOCKED`` (two schedulers never
claim the same one), every transaction that writes a game's row and its timers takes the game's row first (the
lock order of ``bot.store.transactions``), and migrations take an advisory lock (two processes starting at once
migrate once). The scans that find work (due timers, unposted boards, games without a pace) cover the guilds of
this process's shards only (``bot.shards``). The store's methods and their statements are SQLite's too
(``bot.store.driven``); this module connects, migrates, and drives them (``_do``).
"""

from __future__ import annotations

from typing import Any, TypeVar

import asyncpg

from bot.clock import SYSTEM_CLOCK, Clock
from bot.config import redacted
from bot.records import StoreError
from bot.shards import EVERY_SHARD, Shards
from bot.store.driven import DrivenStore
from bot.store.health import DatabaseUnusable, Health
from bot.store.schema import MIGRATION_ADVICE, POSTGRESQL, MigrationFailed, migrations
from bot.store.steps import COUNT, MANY, NEW_ID, ROW, ROWS, Mode, PerDialect, Step, Transaction, row

R = TypeVar("R")

CONNECT_TIMEOUT = 10.0  # seconds: a server that does not answer stops the start-up rather than hanging it
POOL_SIZE = 10
# Any fixed number: the advisory lock under which a process migrates the schema.
MIGRATION_LOCK = 0x6761_6D65
CHECK_SERVER = "Check that the server runs and accepts this user, and DATABASE_URL."
# SQLSTATE classes that say the database cannot serve at all (rather than a refused statement): connection
# failures, the server shutting down or starting, refused credentials, an unknown database, no resources left.
_UNUSABLE_STATES = ("08", "57P", "28", "3D", "53")
# insufficient_privilege (a role that may only read) and read_only_sql_transaction (a standby server, or
# default_transaction_read_only): found at start-up by the migrations or the write probe.
_MAY_NOT_WRITE = ("42501", "25006")
WRITE_RIGHTS = (
    "Connect as a user that may create and write the bot's tables (the database's owner, say), to a server that "
    "accepts writes; DATABASE_URL names the user."
)


class DatabaseUnreachable(DatabaseUnusable):
    """The PostgreSQL database cannot be used; one line naming it (never its password), the cause and what to do."""

    def __init__(self, where: str, reason: str, advice: str = CHECK_SERVER) -> None:
        self.path = where
        self.reason = reason
        StoreError.__init__(
            self, " ".join(f"the PostgreSQL database {where} cannot be used: {reason}. {advice}".split())
        )


# What a statement may raise: the server's refusal, or the connection failing.
_DATABASE_ERRORS = (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError)


def _unusable(where: str, error: BaseException) -> DatabaseUnreachable | None:
    """What a failure says about the database as a whole, or None when it is about one statement."""
    if isinstance(error, OSError | TimeoutError):
        return DatabaseUnreachable(where, f"the server cannot be reached ({error or type(error).__name__})")
    state = getattr(error, "sqlstate", None) or ""
    if isinstance(error, asyncpg.PostgresError) and state.startswith(_UNUSABLE_STATES):
        return DatabaseUnreachable(where, f"{error} (SQLSTATE {state})")
    lost = isinstance(error, asyncpg.exceptions.ConnectionDoesNotExistError) or (
        isinstance(error, asyncpg.InterfaceError) and "closed" in str(error)  # the pool or connection was closed
    )
    if lost:
        return DatabaseUnreachable(where, f"the connection was lost ({error})")
    return None


class PostgresStore(DrivenStore):
    _duplicate = (asyncpg.UniqueViolationError,)

    def __init__(self, pool: asyncpg.Pool, clock: Clock, where: str, shards: Shards) -> None:
        super().__init__(clock, shards)
        self._pool = pool
        self._where = where  # the URL without its password, for messages
        self._health = Health(where, _unusable)  # a failing database is logged once (``bot.store.health``)

    @classmethod
    async def open(
        cls, url: str, clock: Clock = SYSTEM_CLOCK, shards: Shards = EVERY_SHARD, *, pool_size: int = POOL_SIZE
    ) -> PostgresStore:
        """Connects and brings the schema up to date; raises ``DatabaseUnreachable`` when the server cannot
        serve (down, refusing the user, no such database)."""
        where = redacted(url)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, timeout=CONNECT_TIMEOUT, command_timeout=60
            )
        except Exception as error:
            unusable = _unusable(where, error)
            if unusable is None:
                raise DatabaseUnreachable(where, f"{type(error).__name__}: {error}") from None
            raise unusable from None
        store = cls(pool, clock, where, shards)
        try:
            await store.migrate()
            await _probe_writing(pool)
        except BaseException as error:
            await pool.close()
            if getattr(error, "sqlstate", None) in _MAY_NOT_WRITE:
                raise DatabaseUnreachable(where, f"this user may not write to it ({error})", WRITE_RIGHTS) from None
            raise
        store._health.started = True
        return store

    async def close(self) -> None:
        await self._pool.close()

    def terminate(self) -> None:
        """Drops every connection at once, as a killed process does: the server rolls back what was open."""
        self._pool.terminate()

    async def _do(self, work: Step | Transaction[R], mode: Mode = Mode.READ) -> Any:
        """The driver: a statement on its own (the pool's, committed by itself), or a transaction's statements
        awaited one by one on one connection, inside one transaction when it writes. A failure of the database as
        a whole raises ``DatabaseUnreachable``, reported once (``bot.store.health``)."""
        try:
            if isinstance(work, tuple):
                result = await _execute(self._pool, work)
            else:
                async with self._pool.acquire() as conn:
                    if mode is Mode.READ:
                        result = await _steps(conn, work)
                    else:
                        async with conn.transaction():
                            result = await _steps(conn, work)
        except _DATABASE_ERRORS as error:
            self._health.failed(error)
            raise
        self._health.worked()
        return result

    async def schema_version(self) -> int:
        return int((await self._do(row("SELECT version FROM schema_version")))["version"])

    async def migrate(self) -> None:
        """Brings the schema up to date. A database already up to date is only read: a user that may read and write
        the bot's tables but create nothing in the database (not even ``schema_version``) opens it."""
        numbered = migrations(POSTGRESQL)
        async with self._pool.acquire() as conn:
            if await _version(conn) >= numbered[-1][0]:
                return
        for number, sql in numbered:
            async with self._pool.acquire() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                await _ensure_version_table(conn)
                if await _version(conn) >= number:
                    continue
                try:
                    await conn.execute(sql)
                except asyncpg.PostgresError as error:
                    # Rolled back with its transaction: none of the file is kept.
                    raise _unusable(self._where, error) or DatabaseUnreachable(
                        self._where, MigrationFailed(number, error).reason, MIGRATION_ADVICE
                    ) from None
                await conn.execute("UPDATE schema_version SET version = $1", number)


async def _steps(conn: asyncpg.Connection, work: Transaction[Any]) -> Any:
    try:
        step = next(work)
        while True:
            step = work.send(await _execute(conn, step))
    except StopIteration as done:
        return done.value


async def _execute(db: asyncpg.Connection | asyncpg.Pool, step: Step) -> Any:
    """One step in PostgreSQL's dialect (``bot.store.steps``), on a connection or on the pool."""
    want, sql, args = step
    if isinstance(sql, PerDialect):
        if sql.postgresql is None:
            return None  # a statement PostgreSQL does without
        sql = sql.postgresql
    if want is ROWS:
        return await db.fetch(sql, *args)
    if want is ROW:
        return await db.fetchrow(sql, *args)
    if want is MANY:
        await db.executemany(sql, args)
        return None
    if want is NEW_ID:
        return await db.fetchval(sql, *args)
    status = await db.execute(sql, *args)
    # The command's status tag ("UPDATE 1", "INSERT 0 1") ends with the number of rows it changed.
    return int(status.rsplit(" ", 1)[-1]) if want is COUNT else None


async def _probe_writing(pool: asyncpg.Pool) -> None:
    """Writes a row and takes it back, as SQLite's start-up does (``health.probe_writing``): a user that may only
    read, or a server that takes no writes, is refused at start-up rather than at the first player's move."""
    async with pool.acquire() as conn:
        transaction = conn.transaction()
        await transaction.start()
        try:
            await conn.execute(
                "INSERT INTO bot_meta (key, value) VALUES ('start-up write probe', '')"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
            )
        finally:
            await transaction.rollback()


async def _version(conn: asyncpg.Connection) -> int:
    """The number of the last migration run, 0 for a database they never ran on; creates nothing."""
    try:
        version = await conn.fetchval("SELECT version FROM schema_version")
    except asyncpg.UndefinedTableError:
        return 0
    return 0 if version is None else int(version)


async def _ensure_version_table(conn: asyncpg.Connection) -> None:
    # PostgreSQL has no PRAGMA user_version: one row holds the number of the last migration run. Made when
    # migrating only (``migrate``): a database already up to date is opened by a user that may create nothing.
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);"
        " INSERT INTO schema_version (version) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM schema_version)"
    )
