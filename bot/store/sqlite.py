"""SQLite storage: WAL, numbered migrations, one transaction per change, each call one trip to the store's thread.

The standard ``sqlite3`` module blocks, so the connection lives on one thread of its own (a one-worker executor)
and is used there only. Every store method (``bot.store.driven``) hands that thread its whole transaction, a
generator of ``bot.store.transactions``, which the thread runs to its end (``_steps``), and awaits the result: one
trip from the event loop and back per call, however many statements it runs (each trip costs a queue, a thread
wake-up and a wake-up of the loop). The single worker runs those transactions one at a time, in the order they
were asked for, so they never interleave on the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from bot.clock import SYSTEM_CLOCK, Clock
from bot.shards import EVERY_SHARD, Shards
from bot.store.driven import DrivenStore
from bot.store.health import (
    ELSEWHERE,
    DatabaseUnusable,
    Health,
    check_location,
    explain,
    probe_writing,
    quick_check,
)
from bot.store.schema import MIGRATION_ADVICE, SQLITE, MigrationFailed, migrations
from bot.store.steps import (
    COUNT,
    MANY,
    NEW_ID,
    ROW,
    ROWS,
    SQLITE_SPELLING,
    Mode,
    Step,
    Transaction,
    row,
    rows,
    sqlite_spelling,
)

R = TypeVar("R")
Db = sqlite3.Connection


def _migrations() -> list[tuple[int, str]]:
    """The numbered SQL files (``001_initial.sql``...), in order."""
    return migrations(SQLITE)


class SqliteStore(DrivenStore):
    _duplicate = (sqlite3.IntegrityError,)
    # Only this process writes the file (SQLite serves one process: ``bot.shards``).
    _keeps_settings = True

    def __init__(
        self,
        worker: ThreadPoolExecutor,
        conn: Db,
        clock: Clock = SYSTEM_CLOCK,
        path: str | Path = ":memory:",
        shards: Shards = EVERY_SHARD,
    ) -> None:
        super().__init__(clock, shards)
        # The connection is used on the worker's thread only (``_run``), one function at a time.
        self._worker = worker
        self._conn = conn
        self._health = Health(str(path), explain)  # a failing database file is reported once (``bot.store.health``)
        self._closed = False

    @classmethod
    async def open(cls, path: str | Path, clock: Clock = SYSTEM_CLOCK, shards: Shards = EVERY_SHARD) -> SqliteStore:
        """Opens (or creates) the database and brings its schema up to date; raises ``DatabaseUnusable``, with
        the connection's thread stopped, when the file cannot serve (damaged, not a database, not writable)."""
        in_memory = str(path) == ":memory:"
        if not in_memory:
            check_location(Path(path))
        worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-store")
        conn: Db | None = None
        try:
            conn = await asyncio.get_running_loop().run_in_executor(worker, _connect, path, in_memory)
            store = cls(worker, conn, clock, path, shards)
            await quick_check(path, lambda sql: store._do(rows(sql)))
            await store.migrate()
            await store._run(probe_writing)
            store._health.started = True
        except BaseException as error:
            await _end_quietly(worker, conn)
            if isinstance(error, DatabaseUnusable):  # said by the driver's health check (``_run``): one line
                raise error from None
            cause = error.cause if isinstance(error, MigrationFailed) else error
            if isinstance(cause, sqlite3.Error):
                unusable = explain(path, cause)  # a full disk says so, even during a migration
                if unusable is not None:
                    raise unusable from None
            if isinstance(error, MigrationFailed):
                raise DatabaseUnusable(path, error.reason, MIGRATION_ADVICE) from None
            raise
        return store

    async def close(self) -> None:
        """Closes the connection, after whatever was asked before, and lets its thread end."""
        if self._closed:
            return
        self._closed = True
        try:
            await self._run(Db.close)
        finally:
            _stop(self._worker)

    async def _run(self, work: Callable[..., R], *args: Any) -> R:
        """``work(connection, *args)`` done on the connection's thread: the one trip a store method makes. A failure
        of the database file itself raises ``DatabaseUnusable``, reported once (``bot.store.health``)."""
        try:
            result = await asyncio.get_running_loop().run_in_executor(self._worker, work, self._conn, *args)
        except sqlite3.Error as error:
            self._health.failed(error)
            raise
        self._health.worked()
        return result

    def _do(self, work: Step | Transaction[R], mode: Mode = Mode.READ) -> Coroutine[Any, Any, Any]:
        """The driver: the statement, or the whole transaction, run on the connection's thread in one trip; a write
        in one transaction (``BEGIN IMMEDIATE``: no other writer meanwhile)."""
        if mode is Mode.READ:
            return self._run(_steps, work)
        return self._run(_light_transaction if mode is Mode.NOTE else _transaction, _steps, work)

    async def schema_version(self) -> int:
        version = await self._do(row("PRAGMA user_version"))
        return int(version[0]) if version is not None else 0

    async def migrate(self) -> None:
        await self._run(_migrate)


# What follows runs on the store's thread, with its connection.


def _connect(path: str | Path, in_memory: bool) -> Db:
    """The connection, in autocommit mode (the store writes its own BEGIN and COMMIT), set up for WAL."""
    db = sqlite3.connect(str(path), isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        mode = [tuple(row) for row in db.execute("PRAGMA journal_mode=WAL").fetchall()]
        if not in_memory and mode != [("wal",)]:
            raise DatabaseUnusable(path, f"SQLite could not switch it to WAL journaling ({mode!r})", ELSEWHERE)
        # FULL: a move acknowledged to its player is on the disk, even through a power loss (NORMAL in WAL
        # mode keeps it through a killed process only).
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=5000")
    except BaseException:
        db.close()
        raise
    return db


def _transaction(db: Db, work: Callable[..., R], *args: Any) -> R:
    """``work(db, *args)`` in one write transaction (``BEGIN IMMEDIATE``)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        result = work(db, *args)
    except BaseException:
        # SQLite rolls back by itself after some failures (a full disk): then there is nothing left to end, and
        # the failure to report is the first one.
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return result


def _light_transaction(db: Db, work: Callable[..., R], *args: Any) -> R:
    """``_transaction`` committed without waiting for the disk (WAL with synchronous NORMAL keeps it through a
    killed process, not a power loss: ``Mode.NOTE``); the connection is back to FULL after it, for the moves. It
    spares a move an fsync (about 70 us of CPU here); the next durable commit flushes it with its own."""
    db.execute("PRAGMA synchronous=NORMAL")
    try:
        return _transaction(db, work, *args)
    finally:
        db.execute("PRAGMA synchronous=FULL")


def _migrate(db: Db) -> None:
    current = int(db.execute("PRAGMA user_version").fetchone()[0])
    for number, sql in _migrations():
        if number <= current:
            continue
        # executescript commits first; wrapping the file in BEGIN/COMMIT keeps each migration atomic.
        try:
            db.executescript(f"BEGIN;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
        except sqlite3.Error as error:
            # The script stopped at the failing statement, inside its BEGIN: none of the file is kept.
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise MigrationFailed(number, error) from error


def _steps(db: Db, work: Step | Transaction[Any]) -> Any:
    """Runs the statement, or the transaction's statements one by one as it yields them, in SQLite's dialect
    (``bot.store.steps``), and returns what it gives. One loop, with no call of its own per statement: a move runs
    a dozen, and this loop is most of the CPU the store adds to SQLite's own."""
    if isinstance(work, tuple):
        transaction, step = None, work
    else:
        transaction = work
        try:
            step = next(transaction)
        except StopIteration as done:
            return done.value
    while True:
        want, sql, args = step
        result: Any = None
        try:
            spelled: str | None = SQLITE_SPELLING[sql]
        except KeyError:
            spelled = sqlite_spelling(sql)
        if spelled is None:
            pass  # a statement SQLite does without (``PerDialect``)
        elif want is MANY:
            db.executemany(spelled, args)
        else:
            cursor = db.execute(spelled, args)
            if want is ROWS:
                result = cursor.fetchall()
            elif want is ROW:
                result = cursor.fetchone()
                cursor.close()  # ends the statement now, even if it had more rows
            elif want is COUNT:
                result = cursor.rowcount
            elif want is NEW_ID:
                result = cursor.lastrowid
        if transaction is None:
            return result
        try:
            step = transaction.send(result)
        except StopIteration as done:
            return done.value


# Back on the event loop.


async def _end_quietly(worker: ThreadPoolExecutor, conn: Db | None) -> None:
    """Closes a connection that failed to open, on its thread, and lets the thread end. A second failure is no
    news: the first one is reported."""
    try:
        if conn is not None:
            with contextlib.suppress(Exception):  # the first failure is the one reported
                await asyncio.get_running_loop().run_in_executor(worker, conn.close)
    finally:
        _stop(worker)


def _stop(worker: ThreadPoolExecutor) -> None:
    """Lets the worker's thread end once it has done what it was given (here: closing the connection, awaited
    before): it then finds the queue closed and returns, without blocking the event loop meanwhile."""
    worker.shutdown(wait=False)
