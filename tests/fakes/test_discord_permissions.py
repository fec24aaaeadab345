"""The fake Discord's channel permissions, proved with a small inline discord.py bot (not the project's bot): the
bot's permissions in a channel are computed as Discord documents it, channel routes refuse what they lack with
Discord's codes, interaction responses do not care, and discord.py's cache hears every change."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord.ext import commands

from bot.sandbox.local_discord import FakeDiscord, FakeGuild, FakeRole, FakeUser, bot_running, running_fake
from bot.sandbox.local_discord.models import (
    ADMINISTRATOR,
    ATTACH_FILES,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    EMBED_LINKS,
    EVERYONE_PERMISSIONS,
    MANAGE_CHANNELS,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    PermissionOverwrite,
    channel_permissions,
)

# Roles of a small guild for the pure computation: @everyone (the guild's id), a "players" role.
GUILD_ID, PLAYERS, MEMBER = 100, 200, 300


def guild(everyone: int = EVERYONE_PERMISSIONS, players: int = 0) -> FakeGuild:
    roles = [FakeRole(GUILD_ID, "@everyone", everyone), FakeRole(PLAYERS, "players", players, position=1)]
    return FakeGuild(GUILD_ID, "g", roles=roles)


def member(*roles: int) -> FakeUser:
    return FakeUser(MEMBER, "m", roles=list(roles))


def role_overwrite(role: int, allow: int = 0, deny: int = 0) -> PermissionOverwrite:
    return PermissionOverwrite(role, 0, allow, deny)


def member_overwrite(allow: int = 0, deny: int = 0) -> PermissionOverwrite:
    return PermissionOverwrite(MEMBER, 1, allow, deny)


def test_the_roles_give_the_base_and_the_everyone_overwrite_applies_first() -> None:
    assert channel_permissions(guild(everyone=VIEW_CHANNEL, players=SEND_MESSAGES), member(PLAYERS), []) == (
        VIEW_CHANNEL | SEND_MESSAGES
    )
    denied = [role_overwrite(GUILD_ID, deny=ATTACH_FILES)]
    assert not channel_permissions(guild(), member(), denied) & ATTACH_FILES
    # @everyone's overwrite comes before the roles' overwrites, which may give back what it took.
    given_back = [*denied, role_overwrite(PLAYERS, allow=ATTACH_FILES)]
    assert channel_permissions(guild(), member(PLAYERS), given_back) & ATTACH_FILES


def test_a_role_allow_beats_a_role_deny_whatever_their_order_and_the_member_overwrite_has_the_last_word() -> None:
    other = 201
    roles = guild()
    roles.roles.append(FakeRole(other, "other", 0, position=2))
    clash = [role_overwrite(other, deny=EMBED_LINKS), role_overwrite(PLAYERS, allow=EMBED_LINKS)]
    assert channel_permissions(roles, member(PLAYERS, other), clash) & EMBED_LINKS
    assert channel_permissions(roles, member(PLAYERS, other), list(reversed(clash))) & EMBED_LINKS
    last_word = [*clash, member_overwrite(deny=EMBED_LINKS)]
    assert not channel_permissions(roles, member(PLAYERS, other), last_word) & EMBED_LINKS
    back = [role_overwrite(GUILD_ID, deny=SEND_MESSAGES), member_overwrite(allow=SEND_MESSAGES)]
    assert channel_permissions(roles, member(), back) & SEND_MESSAGES


def test_without_view_nothing_is_left_and_without_send_neither_files_nor_embeds() -> None:
    assert channel_permissions(guild(), member(), [role_overwrite(GUILD_ID, deny=VIEW_CHANNEL)]) == 0
    mute = channel_permissions(guild(), member(), [member_overwrite(deny=SEND_MESSAGES)])
    assert mute & VIEW_CHANNEL and mute & READ_MESSAGE_HISTORY
    assert not mute & (ATTACH_FILES | EMBED_LINKS)
    # In a thread it is Send Messages in Threads that counts: a channel closed to messages may still host threads.
    assert channel_permissions(guild(), member(), [member_overwrite(deny=SEND_MESSAGES)], thread=True) & ATTACH_FILES
    closed_threads = [member_overwrite(deny=SEND_MESSAGES_IN_THREADS)]
    assert not channel_permissions(guild(), member(), closed_threads, thread=True) & ATTACH_FILES


def test_administrator_ignores_every_overwrite() -> None:
    hidden = [role_overwrite(GUILD_ID, deny=VIEW_CHANNEL), member_overwrite(deny=VIEW_CHANNEL)]
    assert channel_permissions(guild(players=ADMINISTRATOR), member(PLAYERS), hidden) & VIEW_CHANNEL


# Through the REST API and the gateway


def tiny_file() -> discord.File:
    return discord.File(io.BytesIO(b"not really a picture"), filename="board.png")


def make_bot() -> commands.Bot:
    bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents(guilds=True))

    @bot.tree.command(description="Say what the bot may do here")
    async def here(interaction: discord.Interaction[Any]) -> None:
        may = interaction.app_permissions
        await interaction.response.send_message(
            f"view={may.view_channel} attach={may.attach_files}", file=tiny_file(), embed=discord.Embed(title="t")
        )

    async def setup_hook() -> None:
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with running_fake() as running:
        running.add_user("owner")  # the guild's owner (the fake's first member), whom no overwrite binds
        yield running


@pytest.fixture
async def bot(fake: FakeDiscord) -> AsyncIterator[commands.Bot]:
    client = make_bot()
    async with bot_running(client, fake):
        await fake.wait_synced()
        yield client


def cached(bot: commands.Bot, fake: FakeDiscord, name: str) -> discord.TextChannel:
    channel = bot.get_channel(fake.channel(name).id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def refused(request: Any) -> tuple[int, int]:
    with pytest.raises(discord.HTTPException) as caught:
        await request
    return caught.value.status, caught.value.code


async def test_a_channel_without_view_refuses_every_route_with_missing_access(
    fake: FakeDiscord, bot: commands.Bot
) -> None:
    channel = cached(bot, fake, "general")
    posted = await channel.send("before")
    fake.set_bot_permissions("general", deny=VIEW_CHANNEL)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).view_channel)
    assert fake.bot_permissions_in("general") == 0
    assert await refused(channel.send("hello")) == (403, 50001)
    assert await refused(channel.fetch_message(posted.id)) == (403, 50001)
    assert await refused(posted.edit(content="edited")) == (403, 50001)
    assert await refused(posted.delete()) == (403, 50001)
    assert await refused(channel.create_thread(name="t", type=discord.ChannelType.public_thread)) == (403, 50001)
    assert await refused(bot.fetch_channel(channel.id)) == (403, 50001)
    assert [m.content for m in fake.messages("general")] == ["before"]
    # The other channel is untouched, and so are interaction responses in this one.
    await cached(bot, fake, "other").send("elsewhere")
    alice = fake.add_user("alice")
    answer = await (await fake.slash(alice, "general", "here")).done()
    assert answer.content == "view=False attach=False" and answer.files and answer.embeds
    fake.set_bot_permissions("general", allow=VIEW_CHANNEL)
    await fake.wait_until(lambda: channel.permissions_for(channel.guild.me).view_channel)
    assert (await channel.send("after")).content == "after"


async def test_each_post_needs_its_own_permission(fake: FakeDiscord, bot: commands.Bot) -> None:
    channel = cached(bot, fake, "general")
    fake.set_bot_permissions("general", deny=ATTACH_FILES)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).attach_files)
    assert await refused(channel.send("board", file=tiny_file())) == (403, 50013)
    text = await channel.send("no file")
    assert await refused(text.edit(attachments=[tiny_file()])) == (403, 50013)
    assert (await text.edit(content="edited")).content == "edited"
    # Embeds without Embed Links are dropped from a message that shows something else, refused when alone.
    fake.set_bot_permissions("general", allow=ATTACH_FILES, deny=EMBED_LINKS)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).embed_links)
    board = await channel.send("board", embed=discord.Embed(title="t"), file=tiny_file())
    assert fake.message(board.id).embeds == [] and fake.message(board.id).files
    assert await refused(channel.send(embed=discord.Embed(title="t"))) == (403, 50013)
    fake.set_bot_permissions("general", deny=SEND_MESSAGES)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).send_messages)
    assert await refused(channel.send("hello")) == (403, 50013)
    # Its own message it may still edit: that needs only to see the channel.
    assert (await text.edit(content="still mine")).content == "still mine"


async def test_history_needs_read_message_history(fake: FakeDiscord, bot: commands.Bot) -> None:
    channel = cached(bot, fake, "general")
    old = await channel.send("old")
    fake.set_bot_permissions("general", deny=READ_MESSAGE_HISTORY)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).read_message_history)
    assert await refused(channel.fetch_message(old.id)) == (403, 50001)
    # Discord answers the history without its messages rather than refusing it.
    assert [message async for message in channel.history(limit=10)] == []
    assert (await channel.send("new")).content == "new"


async def test_a_thread_takes_its_parents_permissions_and_sending_there_is_its_own_right(
    fake: FakeDiscord, bot: commands.Bot
) -> None:
    channel = cached(bot, fake, "general")
    fake.set_bot_permissions("general", deny=CREATE_PUBLIC_THREADS)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).create_public_threads)
    assert await refused(channel.create_thread(name="t", type=discord.ChannelType.public_thread)) == (403, 50013)
    fake.set_bot_permissions("general", allow=CREATE_PUBLIC_THREADS, deny=SEND_MESSAGES_IN_THREADS)
    thread = await channel.create_thread(name="t", type=discord.ChannelType.public_thread)
    assert await refused(thread.send("in the thread")) == (403, 50013)
    assert (await channel.send("in the channel")).content == "in the channel"
    fake.set_bot_permissions(fake.channel(thread.id), allow=SEND_MESSAGES_IN_THREADS)  # sets the parent's
    assert (await thread.send("in the thread")).content == "in the thread"


async def test_a_private_thread_needs_its_own_right_and_is_seen_by_its_members_alone(
    fake: FakeDiscord, bot: commands.Bot
) -> None:
    channel = cached(bot, fake, "general")
    ann, bob = fake.add_user("ann"), fake.add_user("bob")
    fake.set_bot_permissions("general", deny=CREATE_PRIVATE_THREADS)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).create_private_threads)
    assert await refused(channel.create_thread(name="t", type=discord.ChannelType.private_thread)) == (403, 50013)
    # Public threads are another right: still granted.
    await channel.create_thread(name="public", type=discord.ChannelType.public_thread)
    fake.set_bot_permissions("general", allow=CREATE_PRIVATE_THREADS)
    await fake.wait_until(lambda: channel.permissions_for(channel.guild.me).create_private_threads)
    thread = await channel.create_thread(name="t", type=discord.ChannelType.private_thread, invitable=False)
    private = fake.channel(thread.id)
    assert private.type == 12 and private.members == {fake.bot_user.id} and not private.invitable
    # Nobody but its members sees it: a member who was not added cannot act there.
    with pytest.raises(LookupError, match="cannot see the private thread"):
        await fake.slash(ann, private, "here")
    await thread.add_user(discord.Object(ann.id))
    await thread.add_user(discord.Object(ann.id))  # already a member: 204 again
    assert private.members == {fake.bot_user.id, ann.id} and fake.sees(ann, private) and not fake.sees(bob, private)
    assert await refused(thread.add_user(discord.Object(12345))) == (404, 10007)
    # An archived thread takes no new member.
    await thread.edit(archived=True)
    assert await refused(thread.add_user(discord.Object(bob.id))) == (400, 50083)


async def test_role_and_everyone_overwrites_reach_the_bot_and_its_cache(fake: FakeDiscord, bot: commands.Bot) -> None:
    channel = cached(bot, fake, "general")
    everyone = fake.everyone_role
    fake.set_channel_permissions("general", everyone, deny=ATTACH_FILES)
    await fake.wait_until(lambda: not channel.permissions_for(channel.guild.me).attach_files)
    assert await refused(channel.send("board", file=tiny_file())) == (403, 50013)
    fake.set_channel_permissions("general", fake.bot_role, allow=ATTACH_FILES)
    await fake.wait_until(lambda: channel.permissions_for(channel.guild.me).attach_files)
    assert (await channel.send("board", file=tiny_file())).attachments
    assert fake.bot_permissions_in("general") & ATTACH_FILES


async def test_an_interaction_carries_the_members_permissions_in_its_channel_overwrites_applied() -> None:
    async with running_fake() as fake:
        mod = fake.add_user("mod", manage_channels=True)
        general, other = fake.channel("general"), fake.channel("other")
        fake.set_channel_permissions(other, mod, deny=MANAGE_CHANNELS)

        def granted(channel: Any) -> tuple[int, int]:
            payload = fake._interaction_payload(1, "token", 2, mod, channel, {}, None)
            return int(payload["member"]["permissions"]), int(payload["channel"]["permissions"])

        assert all(bits & MANAGE_CHANNELS for bits in granted(general))
        assert not any(bits & MANAGE_CHANNELS for bits in granted(other))
