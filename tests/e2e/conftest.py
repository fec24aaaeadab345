"""End-to-end fixtures: a running fake Discord, the real bot connected to it, and a few members."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.discord_globals import discord_configured
from bot.sandbox.local_discord import FakeDiscord, FakeUser, running_fake
from tests.e2e.harness import Table, table_in


@dataclass
class People:
    alice: FakeUser
    bob: FakeUser
    carol: FakeUser
    dave: FakeUser
    eve: FakeUser  # a spectator who never joins
    mod: FakeUser  # has Manage Channels


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    # running_fake checks, once the table's teardown has stopped the bot, that nothing it did broke what Discord
    # documents (assert_conformant).
    async with running_fake() as running:
        # The bots started here find discord.py as the bot process sets it at start-up; put back afterwards.
        with discord_configured(running.api_base, running.gateway_url):
            yield running


@pytest.fixture
def people(fake: FakeDiscord) -> People:
    return People(
        alice=fake.add_user("alice"),
        bob=fake.add_user("bob"),
        carol=fake.add_user("carol"),
        dave=fake.add_user("dave"),
        eve=fake.add_user("eve"),
        mod=fake.add_user("mod", manage_channels=True),
    )


@pytest.fixture
async def table(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[Table]:
    async with table_in(fake, tmp_path / "bot.sqlite3", fake.channel("general")) as running:
        yield running
