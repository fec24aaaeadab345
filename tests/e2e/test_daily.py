"""The daily challenge through the fake Discord: each player's game of the day opens in a private thread of their
own under the channel, from the day's dice (the same for everyone); it is played to the end with ``/play`` and the
bot's suggestions; the channel then gets one line per player, with no dice in it; ``/daily leaderboard`` names
them; a second ``/daily play`` the same day starts nothing. Past midnight UTC comes a new day with new dice, and
streaks count the days in a row (a missed day ends one). Where the bot may not open private threads it says which
permission it lacks and plays nowhere."""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.clock import ManualClock
from bot.daily.day import day_of, day_seed
from bot.live import LiveGame
from bot.plugins.troyes_dice.daily import BUILT, DESTROYED, FREE
from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from bot.sandbox.local_discord.models import CREATE_PRIVATE_THREADS
from tests.e2e.conftest import People
from tests.e2e.harness import BOARD, Table, ephemeral_text

DAY = 24 * 3600.0
# 10:00 UTC on 2 December 2026: the day has hours left, so the clock moves past midnight only when a test moves it.
MORNING = dt.datetime(2026, 12, 2, 10, tzinfo=dt.UTC).timestamp()
SHAPE_CHARACTERS = set("".join(BUILT.values()) + DESTROYED + FREE + " ")
MOVE_LIMIT = 200


@pytest.fixture
async def table(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[Table]:
    # The bot's clock is the test's: it moves past midnight UTC when the test says so.
    running = Table(fake, tmp_path / "bot.sqlite3", fake.channel("general"), ManualClock(MORNING))
    await running.start_bot()
    try:
        yield running
    finally:
        await running.stop_bot()


def private_threads(fake: FakeDiscord, parent: FakeChannel) -> list[FakeChannel]:
    return [chan for chan in fake.channels.values() if chan.type == 12 and chan.parent_id == parent.id]


def result_lines(table: Table, user: FakeUser) -> list[FakeMessage]:
    """The channel's result lines about ``user``'s games of the day."""
    return [m for m in table.public_messages() if m.content.startswith(f"<@{user.id}> finished today's challenge")]


async def daily_game(table: Table, thread: FakeChannel) -> LiveGame:
    assert table.bot is not None
    live = await table.bot.sessions.game(thread.id) or await table.bot.sessions.last_finished(thread.id)
    assert live is not None, "no game in that thread"
    return live


async def daily_play(table: Table, person: FakeUser) -> FakeInteraction:
    """``/daily play`` in the table's channel: its answer waits for two requests to Discord (the thread, the
    member) on a machine that may be busy."""
    ix = await table.fake.slash(person, table.channel, "daily play", {})
    return await ix.done(timeout=30)


async def open_daily(table: Table, person: FakeUser) -> FakeChannel:
    """``person`` runs ``/daily play`` in the table's channel; returns the private thread it opened for them."""
    before = set(chan.id for chan in private_threads(table.fake, table.channel))
    answer = ephemeral_text(await daily_play(table, person))
    opened = [chan for chan in private_threads(table.fake, table.channel) if chan.id not in before]
    assert len(opened) == 1, answer
    thread = opened[0]
    assert thread.mention in answer and "private thread" in answer
    await table.wait_for(lambda: any(BOARD in [a.filename for a in m.attachments] for m in table.fake.messages(thread)))
    return thread


async def play_to_the_end(table: Table, person: FakeUser, thread: FakeChannel) -> int:
    """``person`` plays their game of the day in its thread, each move the first the bot suggests, to its end."""
    assert table.bot is not None
    moves = 0
    while (live := await table.bot.sessions.game(thread.id)) is not None and moves < MOVE_LIMIT:
        assert live.engine.awaiting(live.state) == {0}
        ix = await table.fake.autocomplete(person, thread, "play", {"move": ""}, focused="move")
        await ix.done()
        suggestions = [str(choice["value"]) for choice in ix.choices]
        assert suggestions, "no suggestion for the player of the day"
        await (await table.fake.slash(person, thread, "play", {"move": suggestions[0]})).done()
        moves += 1
    assert await table.bot.sessions.game(thread.id) is None, f"the game of the day did not end in {MOVE_LIMIT} moves"
    return moves


def assert_spoiler_free(line: FakeMessage) -> None:
    """A result line: one sentence, then the sheet's shape in emoji, and nothing else (no dice, no move)."""
    head, *shape = line.content.split("\n")
    assert len(shape) == 3 and all(set(row) <= SHAPE_CHARACTERS for row in shape), line.content
    assert not re.search(r"\bdie\b|\bdice\b|`", head), head
    assert line.attachments == [] and line.embeds == []


async def test_two_players_play_the_same_dice_in_private_threads_and_the_channel_hears_one_line_each(
    table: Table, people: People
) -> None:
    general = table.channel
    alice_thread = await open_daily(table, people.alice)
    bob_thread = await open_daily(table, people.bob)
    # Each thread is private, for its player alone (and the bot): the other player cannot even act in it.
    assert alice_thread.members == {table.fake.bot_user.id, people.alice.id}
    assert bob_thread.members == {table.fake.bot_user.id, people.bob.id}
    with pytest.raises(LookupError, match="cannot see the private thread"):
        await table.fake.slash(people.bob, alice_thread, "play", {"move": "supplies"})
    # Both games start from the day's dice: one seed, one roll.
    alice_game, bob_game = await daily_game(table, alice_thread), await daily_game(table, bob_thread)
    assert alice_game.record.seed == bob_game.record.seed == day_seed(day_of(MORNING))
    rolled = [game.engine.view(game.state, None)["slots"] for game in (alice_game, bob_game)]
    assert rolled[0] == rolled[1]
    assert alice_game.record.channel_id == alice_thread.id and alice_game.record.seats == (people.alice.id,)
    # Nothing of the games is in the channel while they are played.
    assert [m for m in table.public_messages() if m.attachments] == []

    assert await play_to_the_end(table, people.alice, alice_thread) >= 16
    await table.wait_for(lambda: len(result_lines(table, people.alice)) == 1)
    assert await play_to_the_end(table, people.bob, bob_thread) >= 16
    await table.wait_for(lambda: len(result_lines(table, people.bob)) == 1)
    for person, thread in ((people.alice, alice_thread), (people.bob, bob_thread)):
        (line,) = result_lines(table, person)
        assert_spoiler_free(line)
        score = (await daily_game(table, thread)).result()
        assert score is not None and f"**{score.scores[0]} points**" in line.content
        assert "1 day in a row" in line.content and line.notified_user_ids == []
    # Bob's rank counts Alice's game, finished before his.
    alice_score = (await daily_game(table, alice_thread)).result().scores[0]  # type: ignore[union-attr]
    bob_score = (await daily_game(table, bob_thread)).result().scores[0]  # type: ignore[union-attr]
    (bob_line,) = result_lines(table, people.bob)
    assert f"rank {1 if bob_score >= alice_score else 2} on this server" in bob_line.content

    # Today's board names both, the best first.
    ix = await table.slash(people.carol, "daily leaderboard")
    board = ix.messages[-1]
    assert not board.ephemeral
    assert f"<@{people.alice.id}>" in board.content and f"<@{people.bob.id}>" in board.content
    first, second = (people.alice, people.bob) if alice_score >= bob_score else (people.bob, people.alice)
    assert board.content.index(f"<@{first.id}>") < board.content.index(f"<@{second.id}>")
    assert "<t:" in board.content

    # Again the same day: the result and when the next opens; no new thread, no new game.
    again = ephemeral_text(await daily_play(table, people.alice))
    assert "You have played today's challenge" in again and f"**{alice_score} points**" in again
    tomorrow = int(dt.datetime(2026, 12, 3, tzinfo=dt.UTC).timestamp())
    assert f"<t:{tomorrow}:R>" in again
    assert len(private_threads(table.fake, general)) == 2
    assert table.bot is not None and await table.bot.store.daily_of("2026-12-02", people.alice.id) is not None
    assert len(result_lines(table, people.alice)) == 1
    # Ratings leave the games of the day out.
    refused = ephemeral_text(await table.slash(people.alice, "leaderboard", game="troyes_dice"))
    assert "Nobody on this server has a rated Troyes Dice game yet" in refused


async def test_past_midnight_a_new_day_deals_new_dice_and_streaks_count_the_days_in_a_row(
    table: Table, people: People
) -> None:
    assert isinstance(table.clock, ManualClock)
    first_thread = await open_daily(table, people.alice)
    first = await daily_game(table, first_thread)
    # Until the day is over its dice are secret: no export, not even from the channel.
    await play_to_the_end(table, people.alice, first_thread)
    await table.wait_for(lambda: len(result_lines(table, people.alice)) == 1)
    secret = ephemeral_text(await table.slash(people.bob, "game export", game=first.id))
    assert "secret until the day is over" in secret

    table.clock.advance(DAY)  # 3 December: a new day, new dice
    second_thread = await open_daily(table, people.alice)
    second = await daily_game(table, second_thread)
    assert second.record.seed == day_seed(dt.date(2026, 12, 3)) != first.record.seed
    assert second.engine.view(second.state, None)["slots"] != first.engine.view(first.state, None)["slots"]
    # Yesterday is over: anyone may export its game from the channel, and yesterday's board lists it.
    exported = await table.slash(people.bob, "game export", game=first.id)
    record = json.loads(exported.messages[-1].attachment(f"troyes_dice-game-{first.id}.json").data)
    assert record["seed"] == first.record.seed
    yesterday = await table.slash(people.bob, "daily leaderboard", day="yesterday")
    listed = yesterday.messages[-1].content
    assert f"<@{people.alice.id}>" in listed and f"game {first.id}" in listed
    await play_to_the_end(table, people.alice, second_thread)
    await table.wait_for(lambda: len(result_lines(table, people.alice)) == 2)
    assert "2 days in a row" in result_lines(table, people.alice)[-1].content

    table.clock.advance(2 * DAY)  # 5 December: the 4th was missed, the streak starts again
    third_thread = await open_daily(table, people.alice)
    await play_to_the_end(table, people.alice, third_thread)
    await table.wait_for(lambda: len(result_lines(table, people.alice)) == 3)
    assert "1 day in a row" in result_lines(table, people.alice)[-1].content


async def test_without_create_private_threads_the_bot_says_so_and_plays_nowhere(table: Table, people: People) -> None:
    table.fake.set_bot_permissions(table.channel, deny=CREATE_PRIVATE_THREADS)
    await table.wait_for(lambda: not table.fake.bot_permissions_in(table.channel) & CREATE_PRIVATE_THREADS)
    answer = ephemeral_text(await daily_play(table, people.alice))
    assert "**Create Private Threads**" in answer and table.channel.mention in answer
    assert private_threads(table.fake, table.channel) == []
    assert table.bot is not None and await table.bot.store.daily_of("2026-12-02", people.alice.id) is None
    assert table.public_messages() == []
    # Granted again, the day's game opens.
    table.fake.set_bot_permissions(table.channel, allow=CREATE_PRIVATE_THREADS)
    await open_daily(table, people.alice)
