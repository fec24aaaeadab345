"""Two real bot processes (``python -m bot``) sharing Discord's two shards and one PostgreSQL database, against the
shard-aware fake Discord: each answers the interactions of its own shard's guild only, only the one holding shard 0
syncs the commands, and the other, killed with SIGKILL in the middle of a game and started again, loses nothing:
every acknowledged move is in the database, the board its death cut short is posted, and a reminder that came
due while it was down is heard once, from it, not from the process that stayed up."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.sandbox.local_discord import FakeDiscord, FakeGuild, FakeInteraction, FakeMessage, FakeUser, running_fake
from tests.e2e.bot_process import BotProcess
from tests.e2e.harness import ANSWER, FOLLOW_UP, Table, button_id, shown_version
from tests.e2e.test_restart import play_acknowledged
from tests.support.backends import Database

pytestmark = [pytest.mark.e2e, pytest.mark.parametrize("database", ["postgresql"], indirect=True)]

REMINDER = "waiting for your move"
Acknowledged = list[tuple[int, str]]  # (player id, move), in the order the players were answered


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with running_fake(shard_count=2) as running:
        yield running


def process_holding(shard_id: int, fake: FakeDiscord, database: Database, tmp_path: Path) -> BotProcess:
    folder = tmp_path / f"shard-{shard_id}"
    folder.mkdir()
    assert database.url is not None
    env = {"DATABASE_URL": database.url, "SHARD_COUNT": "2", "SHARD_IDS": str(shard_id)}
    return BotProcess(fake, folder, env=env, shard_id=shard_id)


class ShardTable(Table):
    """A table in a guild of one shard, with no bot in this process; it checks that each interaction went to the
    gateway session of its guild's shard (so only the process holding that shard could answer it)."""

    def __init__(self, fake: FakeDiscord, guild: FakeGuild, shard_id: int) -> None:
        super().__init__(fake, Path("unused"), fake.add_channel(f"table-{shard_id}", guild=guild))
        self.shard_id = shard_id
        self.acknowledged: Acknowledged = []

    async def slash(self, user: FakeUser, command: str, **options: Any) -> FakeInteraction:
        answered = await super().slash(user, command, **options)
        assert answered.shard_id == self.shard_id
        return answered

    async def click(self, user: FakeUser, message: FakeMessage, custom_id: str) -> FakeInteraction:
        answered = await super().click(user, message, custom_id)
        assert answered.shard_id == self.shard_id
        return answered

    def reminders(self) -> list[FakeMessage]:
        return [message for message in self.public_messages() if REMINDER in message.content]


async def start_game(table: ShardTable, host: FakeUser, guest: FakeUser) -> None:
    """A two-player Troyes Dice game whose players are reminded after a minute (no time limit comes in the test)."""
    lobby = (await table.slash(host, "game new", game="troyes_dice")).message
    assert lobby is not None
    await table.click(guest, lobby, button_id(lobby, "join"))
    await table.slash(host, "pace set", reminder="1m", time_limit="30m")
    await table.slash(host, "game start")
    await table.wait_for_boards(1)


async def games_in_channels(url: str, *guilds: FakeGuild) -> None:
    """The guilds play their games in the channels they were opened in (``/settings threads off``): the boards
    this test follows are the channel's."""
    conn = await asyncpg.connect(url)
    try:
        for guild in guilds:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES ($1, $2)",
                guild.id,
                json.dumps({"threads": "off"}),
            )
    finally:
        await conn.close()


async def game_id(url: str, table: Table) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT id FROM games WHERE channel_id = $1", table.channel.id))
    finally:
        await conn.close()


async def reminders_come_due(url: str, game: int) -> None:
    """A minute goes by for the game's reminders: they are due now (the scheduler finds them at its next pass)."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("UPDATE timers SET due_at = $2 WHERE game_id = $1 AND kind = 'reminder'", game, time.time())
    finally:
        await conn.close()


async def recorded(url: str, game: int) -> tuple[list[tuple[int, str]], int, int]:
    """The game's moves as (player id, move) in order, its version and the latest version its channel has seen."""
    conn = await asyncpg.connect(url)
    try:
        moves = await conn.fetch("SELECT user_id, move FROM moves WHERE game_id = $1 ORDER BY version", game)
        version, posted = await conn.fetchrow("SELECT version, posted_version FROM games WHERE id = $1", game)
    finally:
        await conn.close()
    return [(int(user), str(move)) for user, move in moves], int(version), int(posted)


async def until_posted(url: str, game: int) -> None:
    """Waits until the game's channel has seen its latest state (read as another process would)."""
    for _ in range(100):
        _, version, posted = await recorded(url, game)
        if posted == version:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"game {game} has version {version}, its channel saw {posted}")


def in_order(acknowledged: Acknowledged, moves: list[tuple[int, str]]) -> bool:
    """Every acknowledged move is in the log, in order (a move the kill cut short may be there unacknowledged)."""
    remaining = iter(moves)
    return all(move in remaining for move in acknowledged)


async def test_two_processes_share_the_shards_and_the_one_killed_mid_game_loses_nothing(
    fake: FakeDiscord, database: Database, tmp_path: Path
) -> None:
    assert database.url is not None
    url = database.url
    alice, bob, carol, dave = (fake.add_user(name) for name in ("alice", "bob", "carol", "dave"))
    near_guild, far_guild = fake.add_guild("Near", shard_id=0), fake.add_guild("Far", shard_id=1)
    assert ((near_guild.id >> 22) % 2, (far_guild.id >> 22) % 2) == (0, 1)
    first, second = process_holding(0, fake, database, tmp_path), process_holding(1, fake, database, tmp_path)
    try:
        # The process holding shard 1 starts first and connects without syncing the commands; shard 0's does.
        await second.start()
        assert fake.sync_count == 0
        await first.start()
        await fake.wait_synced()
        near, far = ShardTable(fake, near_guild, 0), ShardTable(fake, far_guild, 1)
        await games_in_channels(url, near_guild, far_guild)
        await start_game(near, alice, bob)
        await start_game(far, carol, dave)
        near_game, far_game = await game_id(url, near), await game_id(url, far)

        # Killed while Discord holds the post of the board that closes the far game's first round.
        await play_acknowledged(far, carol, far.acknowledged)
        hung = fake.inject_fault("POST", f"{ANSWER}|{FOLLOW_UP}", status=503, delay=3.0, times=2, uploads_only=True)
        await play_acknowledged(far, dave, far.acknowledged)
        # Held as the answer until the publisher gives that up, then held again as the follow-up.
        await far.wait_for(lambda: hung.hits == 2)
        await second.kill()
        boards_before = len(far.boards())

        # While it is down, a minute passes for both games. Alice's secret choice wakes the surviving process's
        # timers: Bob, still awaited, is reminded; the far game's due reminder is not that process's to fire.
        await reminders_come_due(url, far_game)
        await reminders_come_due(url, near_game)
        await play_acknowledged(near, alice, near.acknowledged)
        reminder = await near.wait_for_public(lambda message: REMINDER in message.content)
        assert reminder.mentioned_user_ids() == [bob.id]
        assert far.reminders() == [] and len(far.boards()) == boards_before

        # Started again, it posts the board its death cut short (through the channel: the move's interaction died
        # with it) and fires the reminder that came due, naming both players (both choose in the new round).
        await second.start()
        board = await far.wait_for_boards(boards_before + 1)
        assert shown_version(board) == 2 and board.route == "channel"
        reminder = await far.wait_for_public(lambda message: REMINDER in message.content)
        assert sorted(reminder.mentioned_user_ids()) == sorted([carol.id, dave.id])

        # Both games go on, each in its own process.
        await play_acknowledged(near, bob, near.acknowledged)
        await play_acknowledged(far, carol, far.acknowledged)
        await play_acknowledged(far, dave, far.acknowledged)

        for table, game in ((near, near_game), (far, far_game)):
            moves, version, _ = await recorded(url, game)
            assert in_order(table.acknowledged, moves), (table.acknowledged, moves)
            # Every board reaches its channel, once, the latest included; each reminder was heard once.
            await until_posted(url, game)
            assert shown_version(table.latest_board()) == version
            versions = [shown_version(message) for message in table.boards()]
            assert len(versions) == len(set(versions)), versions
            assert len(table.reminders()) == 1
        # The commands were synced once, by the process holding shard 0; the other says so at each start.
        assert fake.sync_count == 1
        assert second.log().count("slash commands are synced by the process holding shard 0") == 2
        # The process holding shard 0 never heard of the far guild: not its GUILD_CREATE, not its interactions.
        (session_0,) = [conn for conn in fake.connections if conn.shard_id == 0]
        heard = json.dumps(session_0.sent)
        assert str(far_guild.id) not in heard and str(near_guild.id) in heard
    finally:
        for process in (first, second):
            await process.stop()
            print(process.log())  # shown when the test fails
