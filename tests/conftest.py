"""Shared fixtures. The test-only game is registered for every test."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from bot.store import SqliteStore
from games import registry
from tests import tiny_tricks

# Property tests draw the same examples on every run and every machine (``ci``, the default), so a failure in CI
# is a failure at home and a green run stays green; no deadline, since a shared CI machine's timing says nothing
# about the code. ``HYPOTHESIS_PROFILE=explore`` searches afresh with more examples, to look for new failures.
settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=50,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("explore", deadline=None, max_examples=500, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

registry.register_builtin()
tiny_tricks.register()


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(tmp_path / "bot.sqlite3")
    yield opened
    await opened.close()
