"""The database a test runs on, SQLite or PostgreSQL, and the stores it opens on it.

Modules marked ``both_backends`` run each test that uses the ``store`` or ``database`` fixture twice, once per
backend (``tests/conftest.py``); others run on SQLite. ``Database.open`` opens another store on the same
database, as a second bot process would (its own connections, its own shards). ``restricted_user`` sees a
PostgreSQL database as a user with only some rights in it.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.clock import SYSTEM_CLOCK, Clock
from bot.shards import EVERY_SHARD, Shards
from bot.store import SqliteStore, Store
from bot.store.postgres import PostgresStore

BACKENDS = ("sqlite", "postgresql")


class Database:
    def __init__(self, backend: str, *, path: Path | None = None, url: str | None = None) -> None:
        self.backend = backend
        self.path = path  # SQLite: the file
        self.url = url  # PostgreSQL: a database of its own for this test
        self._opened: list[SqliteStore | PostgresStore] = []

    async def open(self, clock: Clock = SYSTEM_CLOCK, shards: Shards = EVERY_SHARD) -> SqliteStore | PostgresStore:
        """A new store on this database; closed at the end of the test if the test did not."""
        store: SqliteStore | PostgresStore
        if self.url is not None:
            store = await PostgresStore.open(self.url, clock, shards, pool_size=4)
        else:
            assert self.path is not None
            store = await SqliteStore.open(self.path, clock, shards)
        self._opened.append(store)
        return store

    async def kill(self, store: SqliteStore | PostgresStore) -> None:
        """Ends a store as a killed process would: PostgreSQL drops its connections at once (the server rolls
        back anything open); a SQLite file simply stays as the last commit left it."""
        if isinstance(store, PostgresStore):
            store.terminate()
        else:
            await store.close()
        self._opened.remove(store)

    async def close_all(self) -> None:
        for store in self._opened:
            await _close(store)


async def _close(store: Store) -> None:
    try:
        await store.close()
    except Exception:  # already closed by the test, or terminated as a killed process would be
        return


@contextlib.asynccontextmanager
async def restricted_user(url: str, *grants: str) -> AsyncIterator[str]:
    """The URL of PostgreSQL's database at ``url`` as seen by a new user (a role that may log in) who holds only
    ``grants`` there (``{user}`` in each names it) and may create nothing in it; the user is dropped afterwards,
    with what it was granted."""
    user = f"restricted_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE ROLE {user} LOGIN")
        await admin.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")  # the default before PostgreSQL 15
        for grant in grants:
            await admin.execute(grant.format(user=user))
        parts = urlsplit(url)
        yield urlunsplit(parts._replace(netloc=f"{user}@{parts.netloc.rsplit('@', 1)[-1]}"))
    finally:
        await admin.execute(f"DROP OWNED BY {user}")
        await admin.execute(f"DROP ROLE {user}")
        await admin.close()
