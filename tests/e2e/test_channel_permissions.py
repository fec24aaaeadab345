"""A channel where the bot lacks a permission: Discord refuses its channel posts (403) but not its answers to
interactions. The player whose action led to a refused post hears privately what the bot lacks there and who can
grant it; the game goes on, nothing is retried in a loop, and the board is posted once the permission is back."""

from __future__ import annotations

import asyncio
import logging

import discord
import pytest

from bot.delivery import Backoff
from bot.sandbox.local_discord import FakeInteraction, FakeMessage
from bot.sandbox.local_discord.models import ATTACH_FILES, EMBED_LINKS, VIEW_CHANNEL
from tests.e2e.conftest import People
from tests.e2e.harness import Table, answered_by_board, ephemeral_text

CHANNEL_POST = r"/channels/\d+/messages$"


def bot_may(table: Table, flag: str) -> bool:
    """What discord.py's cache says the bot may do in the table's channel."""
    assert table.bot is not None
    channel = table.bot.get_channel(table.channel.id)
    assert isinstance(channel, discord.TextChannel)
    return bool(getattr(channel.permissions_for(channel.guild.me), flag))


def refusals(table: Table) -> list[int]:
    """Discord's codes of every 403 the bot got on a channel post."""
    return [error.code for error in table.fake.errors if error.status == 403 and error.path.endswith("/messages")]


def private_notes(ix: FakeInteraction) -> list[FakeMessage]:
    return [message for message in ix.messages if message.ephemeral]


async def game_against_the_ai(table: Table, people: People) -> None:
    """Alice against one AI seat at Tiny Tricks, both cards passed: Alice leads the first trick."""
    await table.slash(people.alice, "game new", game="tiny_tricks")
    await table.slash(people.alice, "game addbot", level="easy")
    await table.slash(people.alice, "game start")
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    await table.wait_for(lambda: "All choices are in" in table.latest_board().content)
    assert await table.awaited() == [0]


def awaited_now(table: Table) -> set[int]:
    assert table.bot is not None
    live = table.bot.sessions._games.get(table.channel.id)
    return set() if live is None else set(live.engine.awaiting(live.state))


async def moves_recorded(table: Table) -> int:
    assert table.bot is not None
    record = await table.bot.store.active_game(table.channel.id)
    assert record is not None
    return len(await table.bot.store.moves(record.id))


async def test_without_attach_files_the_ai_board_waits_the_player_is_told_and_the_grant_posts_it(
    table: Table, people: People
) -> None:
    await game_against_the_ai(table, people)
    boards, moves = len(table.boards()), await moves_recorded(table)
    table.fake.set_bot_permissions(table.channel, deny=ATTACH_FILES)
    await table.wait_for(lambda: not bot_may(table, "attach_files"))
    # Alice's own board is her command's answer, which Discord lets through; the AI's reply has to go to the
    # channel, where Discord refuses its picture.
    answer = await table.play(people.alice, (await table.suggestions(people.alice))[0])
    assert answered_by_board(answer)
    await table.wait_for(lambda: bool(private_notes(answer)))
    note = private_notes(answer)[0].content
    assert "**Attach Files**" in note and table.channel.mention in note
    assert "Manage Channels" in note and "Manage Roles" in note
    assert "Send Messages" not in note and "View Channel" not in note
    assert refusals(table) and set(refusals(table)) == {50013}
    # The AI's move is committed all the same: the game awaits Alice again.
    await table.wait_for(lambda: 0 in awaited_now(table))
    assert await moves_recorded(table) >= moves + 2
    assert len(table.boards()) == boards + 1  # only Alice's
    # The grant is heard (CHANNEL_UPDATE) and the board the channel missed follows, without another refusal.
    tried = len(refusals(table))
    table.fake.set_bot_permissions(table.channel, allow=ATTACH_FILES)
    latest = await table.wait_for_boards(boards + 2)
    assert latest.route == "channel" and latest.mentioned_user_ids() == [people.alice.id]
    assert len(refusals(table)) == tried <= 2
    assert len(private_notes(answer)) == 1  # told once


async def test_a_refused_channel_is_logged_once_and_retried_with_a_growing_pause(
    table: Table, people: People, caplog: pytest.LogCaptureFixture
) -> None:
    await game_against_the_ai(table, people)
    assert table.bot is not None
    # The catch-up looks every 50 ms: a refused game must still not be asked for every round.
    table.bot.publisher.backoff = Backoff(catch_up_every=0.05, max_catch_up_pause=0.4)
    table.bot.publisher.wake()
    table.fake.set_bot_permissions(table.channel, deny=ATTACH_FILES)
    await table.wait_for(lambda: not bot_may(table, "attach_files"))
    caplog.set_level(logging.DEBUG, logger="bot.publisher")
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    await table.wait_for(lambda: bool(refusals(table)))
    await asyncio.sleep(1.5)
    # Thirty rounds of the catch-up: the game was tried after pauses of 0.1, 0.2, then 0.4 seconds, not every round.
    assert 3 <= len(refusals(table)) <= 8
    logged = [record for record in caplog.records if record.levelno >= logging.WARNING and "refused" in record.message]
    assert len(logged) == 1 and "attach_files" in logged[0].message
    boards = len(table.boards())
    table.fake.set_bot_permissions(table.channel, allow=ATTACH_FILES)
    await table.wait_for_boards(boards + 1)


async def test_a_new_game_in_a_channel_the_bot_cannot_see_is_refused_privately(table: Table, people: People) -> None:
    table.fake.set_bot_permissions(table.channel, deny=VIEW_CHANNEL)
    await table.wait_for(lambda: not bot_may(table, "view_channel"))
    ix = await table.slash(people.alice, "game new", game="tiny_tricks")
    note = ephemeral_text(ix)
    assert "**View Channel**" in note and table.channel.mention in note and "Manage Channels" in note
    assert "Attach Files" not in note  # implied by View Channel: the cause is what to grant
    assert table.public_messages() == []
    assert table.bot is not None and await table.bot.store.open_lobby(table.channel.id) is None
    # In the player's language.
    people.bob.locale = "fr"
    assert "**Voir les salons**" in ephemeral_text(await table.slash(people.bob, "game new", game="tiny_tricks"))
    table.fake.set_bot_permissions(table.channel, allow=VIEW_CHANNEL)
    await table.wait_for(lambda: bot_may(table, "view_channel"))
    opened = await table.slash(people.alice, "game new", game="tiny_tricks")
    assert opened.message is not None and not opened.message.ephemeral


async def test_the_grant_of_attach_files_posts_the_board_even_without_embed_links(table: Table, people: People) -> None:
    await game_against_the_ai(table, people)
    boards = len(table.boards())
    table.fake.set_bot_permissions(table.channel, deny=ATTACH_FILES | EMBED_LINKS)
    await table.wait_for(lambda: not bot_may(table, "attach_files"))
    answer = await table.play(people.alice, (await table.suggestions(people.alice))[0])
    await table.wait_for(lambda: bool(private_notes(answer)))
    assert "**Attach Files**" in private_notes(answer)[0].content
    assert "Embed Links" not in private_notes(answer)[0].content
    # Discord takes a post without its embed: once the picture may go, the AI's board goes, without the embed.
    table.fake.set_bot_permissions(table.channel, allow=ATTACH_FILES)
    await table.wait_for(lambda: len(table.boards()) >= boards + 2, timeout=2.0)
    assert table.latest_board().embeds == []
