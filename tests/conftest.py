"""Shared fixtures. The test-only game is registered for every test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import SqliteStore
from games import registry
from tests import tiny_tricks

registry.register_builtin()
tiny_tricks.register()


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(tmp_path / "bot.sqlite3")
    yield opened
    await opened.close()
