"""The private thread a player's game of the day is played in, so that nobody else sees the day's dice.

Discord opens a private thread only for a bot with Create Private Threads in the channel, and posts in it only
with Send Messages in Threads; the player sees it once the bot adds them (Add Thread Member). Where the bot lacks
any of that, the game is played nowhere: ``/daily play`` says what to grant (``missing``).
"""

from __future__ import annotations

from typing import Literal

import discord

from bot.discord_limits import channel_name
from bot.i18n import GameName, t
from bot.numbers import LongDate

THREAD_NAME = 100  # Discord: a channel's name is 1-100 characters
# Minutes of quiet after which Discord archives the thread: a day, the game's own length at most (a post, or the
# player's /daily play, reopens it).
ARCHIVE_AFTER: Literal[1440] = 1440
# What the bot needs in the channel for a game of the day, in the order they are named: see the channel, post its
# result line there, open the player's private thread, post the boards in it with their picture.
NEEDED = ("view_channel", "send_messages", "create_private_threads", "send_messages_in_threads", "attach_files")


def missing(permissions: discord.Permissions) -> tuple[str, ...]:
    """The rights of ``NEEDED`` the bot lacks, from its permissions in the channel (an interaction's own
    ``app_permissions``); without View Channel Discord denies the rest with it, so it is named alone."""
    lacking = tuple(flag for flag in NEEDED if not getattr(permissions, flag))
    return ("view_channel",) if "view_channel" in lacking else lacking


def thread_name(game_id: str, day: LongDate, player: str, locale: str | None) -> str:
    """The thread's name, "Daily Troyes Dice December 2, 2026: Ann", cut to Discord's 100 characters."""
    name = t("daily.thread_name", locale, game=GameName(game_id), day=day, player=player)
    return channel_name(name, THREAD_NAME)


async def open_thread(channel: discord.TextChannel, name: str, user_id: int) -> discord.Thread:
    """Opens the private thread and adds the player to it; Discord's refusal (``discord.Forbidden``) goes to the
    caller."""
    thread = await channel.create_thread(
        name=name, type=discord.ChannelType.private_thread, auto_archive_duration=ARCHIVE_AFTER
    )
    await thread.add_user(discord.Object(user_id))
    return thread


async def bring_back(client: discord.Client, thread_id: int, user_id: int) -> None:
    """Adds the player to their game's thread again (they may have left it), which also reopens it if Discord
    archived it meanwhile; a thread Discord no longer has, or refuses, is left as it is."""
    thread = client.get_channel(thread_id)
    try:
        if not isinstance(thread, discord.Thread):
            thread = await client.fetch_channel(thread_id)
        if isinstance(thread, discord.Thread):
            if thread.archived:
                await thread.edit(archived=False)
            await thread.add_user(discord.Object(user_id))
    except (discord.HTTPException, discord.ClientException):
        pass  # the link still answers; the player is told where the game is
