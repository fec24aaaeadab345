"""Persistence: one interface (``Store``), one backend today (SQLite)."""

from __future__ import annotations

from pathlib import Path

from bot.store.base import Store
from bot.store.health import DatabaseUnusable
from bot.store.records import (
    ChannelBusy,
    GameRecord,
    LobbyRecord,
    MoveRecord,
    PostingRecord,
    StoreError,
    VersionConflict,
)
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


async def open_store(path: str | Path) -> Store:
    return await SqliteStore.open(path)
