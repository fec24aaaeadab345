"""Persistence: one interface (``Store``), two backends: a SQLite file (the default) or PostgreSQL (``DATABASE_URL``),
which several bot processes can share."""

from __future__ import annotations

from pathlib import Path

from bot.clock import SYSTEM_CLOCK, Clock
from bot.records import (
    ChannelBusy,
    GameRecord,
    LobbyRecord,
    MoveRecord,
    PostingRecord,
    StoreError,
    VersionConflict,
)
from bot.shards import EVERY_SHARD, Shards
from bot.store.base import Store
from bot.store.health import DatabaseUnusable
from bot.store.sqlite import SqliteStore

__all__ = [
    "ChannelBusy",
    "DatabaseUnusable",
    "GameRecord",
    "LobbyRecord",
    "MoveRecord",
    "PostingRecord",
    "SqliteStore",
    "Store",
    "StoreError",
    "VersionConflict",
    "open_store",
]


async def open_store(
    path: str | Path, *, url: str | None = None, clock: Clock = SYSTEM_CLOCK, shards: Shards = EVERY_SHARD
) -> Store:
    """PostgreSQL at ``url`` when given, else the SQLite file at ``path``; opened for the process's ``shards``.
    Raises ``DatabaseUnusable`` (one line: which database, why, what to do) when it cannot serve."""
    if url:
        # Imported here: a bot on SQLite never loads asyncpg.
        from bot.store.postgres import PostgresStore

        return await PostgresStore.open(url, clock, shards)
    return await SqliteStore.open(path, clock, shards)
