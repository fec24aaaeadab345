"""A tournament round's deadline, and its posts made once, through the fake Discord.

A Swiss tournament with ``round_hours:1``: its message and round 1's announcement say when the round ends; one
table finishes, the other does not; an hour later the scheduler stops the unfinished game (its thread is told
why, the channel hears which table stopped), and round 2 opens by itself.

A restart between a post and its record makes no second message (Discord's ``enforce_nonce``, which the fake
honours), and a podium that never reached the channel is posted after the restart."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.clock import ManualClock
from bot.sandbox.local_discord import FakeChannel, FakeDiscord
from bot.sandbox.local_discord.server import NONCE_WINDOW
from tests.e2e.conftest import People
from tests.e2e.harness import button_id
from tests.e2e.test_threads import ThreadTable, threads_of
from tests.e2e.test_tournaments import GAME, embed_text, play_tables, round_threads

HOUR = 3600.0


@pytest.fixture
async def table(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[ThreadTable]:
    # The test moves the bot's clock past the round's deadline.
    running = ThreadTable(fake, tmp_path / "bot.sqlite3", fake.channel("general"), ManualClock())
    await running.start_bot()
    try:
        yield running
    finally:
        await running.stop_bot()


async def open_and_start(table: ThreadTable, people: People, **options: object) -> int:
    """Alice opens a Swiss tournament of Troyes Dice at tables of two with ``options``; the others join by the
    button (Bob only, for two players); Alice starts it. Returns the tournament message's id."""
    fake = table.fake
    ix = await table.slash(people.alice, "tournament new", game=GAME, format="swiss", table_size=2, **options)
    assert ix.message is not None
    message_id = ix.message.id
    others = (people.bob,) if options.get("rounds") == 1 else (people.bob, people.carol, people.dave)
    for player in others:
        await table.click(player, fake.message(message_id), button_id(fake.message(message_id), "join"))
    await table.click(people.alice, fake.message(message_id), button_id(fake.message(message_id), "start"))
    return message_id


def channel_text(table: ThreadTable) -> str:
    return "\n".join(m.content for m in table.public_messages())


async def test_a_round_deadline_stops_the_game_still_played_and_the_next_round_opens(
    table: ThreadTable, people: People
) -> None:
    fake = table.fake
    message_id = await open_and_start(table, people, rounds=2, round_hours=1)
    first = await round_threads(table, 2)
    await table.wait_for(lambda: "tournament: round 1" in channel_text(table))
    round_one = next(m for m in table.public_messages() if "tournament: round 1" in m.content)
    assert "The round ends on <t:" in round_one.content
    await table.wait_for(lambda: "Each round lasts at most 1 hour." in embed_text(fake.message(message_id)))
    assert "The round ends on <t:" in embed_text(fake.message(message_id))
    await play_tables(table, people, first[:1])  # one table over; nobody plays at the other
    bot = table.bot
    assert bot is not None and bot.scheduler is not None
    late = first[1]
    clock = table.clock
    assert isinstance(clock, ManualClock)
    clock.advance(HOUR - 60)
    await bot.scheduler.run_due()
    assert await bot.sessions.game(late.id) is not None  # not yet
    clock.advance(61)
    await bot.scheduler.run_due()
    await table.wait_for(lambda: "time is up" in channel_text(table), timeout=20)
    (stopped,) = [m for m in table.public_messages() if "time is up" in m.content]
    assert f"<#{late.id}>" in stopped.content and f"<#{first[0].id}>" not in stopped.content
    assert "Nobody at a stopped table scores." in stopped.content
    assert await bot.sessions.game(late.id) is None  # stopped
    await table.wait_for(
        lambda: any("this game is stopped" in m.content for m in fake.messages(late) if not m.ephemeral)
    )
    # Round 2 opens by itself, with a deadline of its own.
    second = await round_threads(table, 4)
    assert len(threads_of(fake, table.channel)) == 4 and second[0].id != late.id
    await table.wait_for(lambda: "tournament: round 2" in channel_text(table), timeout=20)
    record = await bot.store.live_tournament(table.channel.id)
    assert record is not None and record.round == 2
    play = await bot.store.tournament_play(record.id)
    assert play.deadlines[2] >= clock.now() + HOUR - 1
    (left,) = [t for t in play.round_tables(1) if t.thread_id == late.id]
    assert left.game_status == "cancelled"


async def test_a_restart_between_a_post_and_its_record_makes_no_second_message_and_loses_no_podium(
    table: ThreadTable, people: People
) -> None:
    fake = table.fake
    message_id = await open_and_start(table, people, rounds=1)
    only = await first_thread(table)
    bot = table.bot
    assert bot is not None
    await table.wait_for(lambda: "tournament: round 1" in channel_text(table))
    await bot.tournaments.settled()
    # As if the bot was killed after Discord took the round's announcement, before it was recorded.
    await table.stop_bot()
    forget(table.database, "UPDATE tournament_rounds SET announced = 0")
    bot = await table.start_bot()
    await bot.tournaments.settled()
    announced = [m for m in table.public_messages() if "tournament: round 1" in m.content]
    assert len(announced) == 1, [m.content for m in announced]
    record = await bot.store.live_tournament(table.channel.id)
    assert record is not None and 1 in (await bot.store.tournament_play(record.id)).announced
    # The single table played out: the podium.
    await play_tables(table, people, [only])
    await table.wait_for(lambda: "is over" in channel_text(table), timeout=20)
    await bot.tournaments.settled()
    # Killed between the podium's post and its record: after the restart, still one podium.
    await table.stop_bot()
    forget(table.database, "UPDATE tournaments SET final_announced = 0")
    bot = await table.start_bot()
    await bot.tournaments.settled()
    podiums = [m for m in table.public_messages() if "is over" in m.content]
    assert len(podiums) == 1
    # Killed between the tournament's end and the podium's post (long enough ago that Discord forgot the nonce):
    # the podium is posted after the restart.
    await table.stop_bot()
    await fake.delete_message(podiums[0])
    forget(table.database, "UPDATE tournaments SET final_announced = 0")
    await fake.pass_time(NONCE_WINDOW + 1)
    bot = await table.start_bot()
    await table.wait_for(lambda: "is over" in channel_text(table), timeout=20)
    await bot.tournaments.settled()
    (podium,) = [m for m in table.public_messages() if "is over" in m.content]
    assert "Champion: <@" in podium.content and "🥇" in podium.content
    assert "Champion" in embed_text(fake.message(message_id))


async def first_thread(table: ThreadTable) -> FakeChannel:
    await table.wait_for(lambda: len(threads_of(table.fake, table.channel)) >= 1, timeout=20)
    return threads_of(table.fake, table.channel)[0]


def forget(database: Path, statement: str) -> None:
    """Writes into the stopped bot's database what a kill at the wrong moment would have left."""
    with sqlite3.connect(database) as db:
        db.execute(statement)
