"""The sandbox's Discord server: a few channels and a thread, and members who each speak one of the bot's
languages, so that one person can sit at every seat and see every language."""

from __future__ import annotations

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeUser
from bot.sandbox.local_discord.models import MANAGE_GUILD, FakeRole, snowflake
from bot.sandbox.local_discord.server import DM

GUILD_NAME = "Sandbox"
# Discord's locale codes of the bot's five languages, as the page offers them for the server and for each member.
LOCALES = ("en-US", "fr", "ru", "zh-CN", "zh-TW")
# Each member speaks one language at first; the page changes any of them.
MEMBERS = (("Alice", "en-US"), ("Bruno", "fr"), ("Dmitri", "ru"), ("Mei", "zh-CN"), ("Wen", "zh-TW"))


def build_world(fake: FakeDiscord) -> tuple[FakeUser, ...]:
    """Names the fake's server, adds the members, a third channel and a thread (before the bot connects, so its
    GUILD_CREATE holds them all); returns the members."""
    fake.guild_name = GUILD_NAME
    # Alice moderates (Manage Channels) and manages the server (Manage Server), as the person who set it up would:
    # the commands kept for moderators and for server managers (/settings, /pace defaults) can be tried too.
    members = tuple(
        fake.add_user(name, locale=locale, manage_channels=index == 0) for index, (name, locale) in enumerate(MEMBERS)
    )
    manager = FakeRole(id=snowflake(), name="Server manager", permissions=MANAGE_GUILD, position=3)
    fake.roles.append(manager)
    members[0].roles.append(manager.id)
    fake.add_channel("games")
    fake.add_thread(fake.channel("general"), "weekly-table")
    return members


def listed_channels(fake: FakeDiscord) -> list[FakeChannel]:
    """The server's channels where Discord lists them: by position, each thread under its channel (threads the bot
    opens appear too, archived ones included: Discord keeps them, and a post reopens them). Direct messages are
    no channel of the server: one member's never shows in the list everyone sees."""

    def place(channel: FakeChannel) -> tuple[int, int]:
        if channel.parent_id is None:
            return (channel.position, 0)
        return (fake.channels[channel.parent_id].position, channel.id)

    return sorted((channel for channel in fake.channels.values() if channel.type != DM), key=place)
