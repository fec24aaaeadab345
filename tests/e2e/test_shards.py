"""Through the fake Discord: with several processes sharing the shards, only the one holding shard 0 syncs the
slash commands (each process runs the same code, and Discord limits command creations a day)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from bot.app import GameBot
from bot.sandbox.local_discord import FakeDiscord, start_bot, stop_bot
from bot.shards import Shards
from tests.e2e.harness import make_settings
from tests.support.backends import Database

pytestmark = pytest.mark.e2e


async def run_holding(fake: FakeDiscord, database: Database, shards: Shards, unused: Path) -> None:
    """Starts a bot process holding ``shards`` against the fake (its store on the shared database), until it is
    ready, then stops it."""
    settings = replace(make_settings(fake, unused), database_url=database.url, shards=shards)
    bot = GameBot(settings, store=await database.open(shards=shards))
    task = await start_bot(bot, fake)
    await stop_bot(bot, task)


@pytest.mark.parametrize("database", ["postgresql"], indirect=True)
async def test_only_the_process_holding_shard_0_syncs_the_commands(
    fake: FakeDiscord, database: Database, tmp_path: Path
) -> None:
    await run_holding(fake, database, Shards(2, (1,)), tmp_path / "unused.sqlite3")
    assert fake.commands == [] and fake.guild_commands == []
    await run_holding(fake, database, Shards(2, (0,)), tmp_path / "unused.sqlite3")
    synced = {command["name"] for command in fake.commands}
    assert {"game", "play"} <= synced, synced
