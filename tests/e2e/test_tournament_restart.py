"""A Swiss tournament whose bot process is killed with SIGKILL in the middle of a round and started again: the
round's games, the tables and the standings are all in the database, so nothing is lost; the round goes on, the
next one is seated without a repeated pair, each round is announced once, and the champion is named."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeUser
from tests.e2e.bot_process import BotProcess
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id
from tests.e2e.test_threads import threads_of
from tests.e2e.test_tournaments import embed_text


@pytest.fixture
async def bot(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = BotProcess(fake, tmp_path)
    await process.start()
    try:
        yield process
    finally:
        await process.stop()
        print(process.log())  # shown when the test fails


def game_in(database: Path, thread: FakeChannel) -> tuple[str, tuple[int, ...]] | None:
    """The status and the seated players of the thread's game, read as another process would."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as conn:
        found = conn.execute("SELECT id, status FROM games WHERE channel_id = ?", (thread.id,)).fetchone()
        if found is None:
            return None
        seats = conn.execute("SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (found[0],)).fetchall()
    return str(found[1]), tuple(int(user) for (user,) in seats)


async def play_some(fake: FakeDiscord, database: Path, players: dict[int, FakeUser], thread: FakeChannel,
                    most: int | None = None) -> None:  # fmt: skip
    """The thread's players play the moves suggested to them until its game is over (or ``most`` moves)."""
    played = 0
    for _ in range(3000):
        found = game_in(database, thread)
        if found is not None and found[0] != "active":
            return
        if most is not None and played >= most:
            return
        if found is None:
            await fake.wait_until(lambda: game_in(database, thread) is not None, 10)
            continue
        for user in found[1]:
            ix = await fake.autocomplete(players[user], thread, "play", {"move": ""}, focused="move")
            await ix.done()
            if ix.choices:
                await (await fake.slash(players[user], thread, "play", {"move": str(ix.choices[0]["value"])})).done()
                played += 1
                break
    raise AssertionError(f"the game in {thread.name} did not finish")


async def test_a_swiss_tournament_goes_on_after_a_kill_mid_round(
    fake: FakeDiscord, people: People, bot: BotProcess
) -> None:
    table = Table(fake, bot.database, fake.channel("general"))
    players = {user.id: user for user in (people.alice, people.bob, people.carol, people.dave)}
    ix = await table.slash(people.alice, "tournament new", game="troyes_dice", format="swiss", rounds=2, table_size=2)
    assert ix.message is not None
    message_id = ix.message.id
    for player in (people.bob, people.carol, people.dave):
        await table.click(player, fake.message(message_id), button_id(fake.message(message_id), "join"))
    await table.click(people.alice, fake.message(message_id), button_id(fake.message(message_id), "start"))
    await table.wait_for(lambda: len(threads_of(fake, table.channel)) == 2, timeout=20)
    first = threads_of(fake, table.channel)
    await play_some(fake, bot.database, players, first[0])
    await play_some(fake, bot.database, players, first[1], most=3)
    await bot.kill()
    await bot.start()
    await play_some(fake, bot.database, players, first[1])
    await table.wait_for(lambda: len(threads_of(fake, table.channel)) == 4, timeout=30)
    second = threads_of(fake, table.channel)[2:]
    pairs = {frozenset(found[1]) for thread in first if (found := game_in(bot.database, thread))}
    for thread in second:
        await fake.wait_until(lambda thread=thread: game_in(bot.database, thread) is not None, 10)  # type: ignore[misc]
        found = game_in(bot.database, thread)
        assert found is not None and frozenset(found[1]) not in pairs, "round 2 repeats a pair of round 1"
    for thread in second:
        await play_some(fake, bot.database, players, thread)
    await table.wait_for(lambda: "Champion" in embed_text(fake.message(message_id)), timeout=30)
    announced = [m for m in table.public_messages() if "tournament: round" in m.content]
    assert len(announced) == 2, [m.content for m in announced]
