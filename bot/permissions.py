"""What the bot needs in a channel to post a game's boards there, and which of it it lacks.

Discord refuses a channel post the bot has no right to make (403, code 50001 Missing Access or 50013 Missing
Permissions) without saying which right is missing; discord.py's cache of the guild's roles and the channel's
overwrites says it (``channel.permissions_for(guild.me)``), and for an interaction Discord's own computation comes
with it (``app_permissions``). Interaction responses and follow-ups need none of these rights: a player can always
be answered, privately, about what the bot lacks.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord
from babel.lists import format_list

from bot.i18n import babel_locale, t

# ``discord.Permissions`` flags a board post needs, in the order they are named to people: see the channel, post
# in it (in a thread: post in threads) and upload the board's picture. Embed Links is asked for in the invite but
# not waited for: without it Discord drops the board's embed and takes the post, picture and mentions included.
IN_CHANNEL = ("view_channel", "send_messages", "attach_files")
IN_THREAD = ("view_channel", "send_messages_in_threads", "attach_files")


def needed(thread: bool) -> tuple[str, ...]:
    return IN_THREAD if thread else IN_CHANNEL


def _missing(permissions: discord.Permissions, thread: bool) -> tuple[str, ...]:
    missing = tuple(flag for flag in needed(thread) if not getattr(permissions, flag))
    # Without the right to see the channel, or else to post in it, Discord denies the rest along with it: the
    # cause is what to grant, so it is named alone.
    for cause in needed(thread)[:2]:
        if cause in missing:
            return (cause,)
    return missing


def lacking(client: discord.Client, guild_id: int | None, channel_id: int) -> tuple[str, ...] | None:
    """The rights to post boards the bot lacks in a server's channel or thread, as discord.py's cache has them:
    () when it has them all, None when the cache cannot tell (the server, the channel or the bot's own member is
    not cached, or a thread's parent is not)."""
    guild = client.get_guild(guild_id) if guild_id is not None else None
    channel = guild.get_channel_or_thread(channel_id) if guild is not None else None
    if guild is None or channel is None or guild.me is None:
        return None
    try:
        permissions = channel.permissions_for(guild.me)
    except discord.ClientException:  # a thread whose parent is not cached
        return None
    return _missing(permissions, isinstance(channel, discord.Thread))


def lacking_here(interaction: discord.Interaction) -> tuple[str, ...]:
    """The rights to post boards the bot lacks in the interaction's channel, from the permissions Discord computed
    for the bot there and sent with the interaction (fresher than any cache)."""
    if interaction.channel_id is None:
        return ()
    return _missing(interaction.app_permissions, isinstance(interaction.channel, discord.Thread))


@dataclass(frozen=True)
class PermissionNames:
    """Permissions as a message parameter: their names as Discord shows them in the reader's language, set off as
    the language sets them off (bold in English, «» in Russian: ``permission.named``), joined as a list
    ("**Embed Links** and **Attach Files**")."""

    flags: tuple[str, ...]

    def in_language(self, code: str) -> str:
        names = [t("permission.named", code, name=t(f"permission.{flag}", code)) for flag in self.flags]
        return format_list(names, locale=babel_locale(code))
