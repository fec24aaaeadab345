"""What one member sees of the local Discord, as the page's JSON: a channel's messages (their own private
replies among them, nobody else's), the server's members and channels, the bot's slash commands."""

from __future__ import annotations

from typing import Any

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeMessage, FakeUser
from bot.sandbox.world import listed_channels

JSON = dict[str, Any]


def seen_by(fake: FakeDiscord, channel: FakeChannel, viewer: FakeUser) -> list[FakeMessage]:
    """The channel's messages as ``viewer`` sees them, oldest first: every public one, and the private (ephemeral)
    replies to the viewer's own interactions. Another member's private replies never appear."""
    own = {
        message.id
        for interaction in fake.interactions.values()
        if interaction.user.id == viewer.id and interaction.channel.id == channel.id
        for message in interaction.messages
        if message.ephemeral
    }
    private = [fake.all_messages[message_id] for message_id in own if not fake.all_messages[message_id].deleted]
    return sorted([*fake.messages(channel), *private], key=lambda message: message.id)


def message_json(fake: FakeDiscord, message: FakeMessage) -> JSON:
    """A message as the page draws it; pictures are fetched from the page's own server."""
    interaction = fake.interactions.get(message.interaction_id) if message.interaction_id else None
    return {
        "id": str(message.id),
        "author": message.author.name,
        "bot": message.author.bot,
        "content": message.content,
        "embeds": message.embeds,
        "components": message.components,
        "attachments": [
            {
                "filename": attachment.filename,
                "url": f"/attachments/{message.id}/{attachment.id}",
                "description": attachment.description,
                "image": (attachment.content_type or "").startswith("image/"),
            }
            for attachment in message.attachments
        ],
        "ephemeral": message.ephemeral,
        "loading": message.loading,
        "edited": message.edited_timestamp is not None,
        "timestamp": message.timestamp,
        # Discord shows who used which command above the bot's answer to it.
        "used": None
        if interaction is None
        else {"user": interaction.user.name, "command": _invoked(interaction.payload.get("data", {}))},
    }


def _invoked(data: JSON) -> str | None:
    """The command path an interaction invoked ("game new"), or None for a button or a menu."""
    if "name" not in data:
        return None
    path = [str(data["name"])]
    options = data.get("options") or []
    while options and int(options[0].get("type", 0)) in (1, 2):
        path.append(str(options[0]["name"]))
        options = options[0].get("options") or []
    return " ".join(path)


def world_json(fake: FakeDiscord, members: tuple[FakeUser, ...]) -> JSON:
    """The server as the page lists it; ``commands`` is empty until the bot has synced its slash commands."""
    return {
        "guild": {"name": fake.guild_name, "locale": fake.guild_locale},
        "bot": {"id": str(fake.bot_user.id), "name": fake.bot_user.name},
        "channels": [channel_json(channel) for channel in listed_channels(fake)],
        "members": [
            {"id": str(member.id), "name": member.name, "locale": member.locale, "moderator": member.manage_channels}
            for member in members
        ],
        "commands": [*fake.commands, *fake.guild_commands],
    }


def channel_json(channel: FakeChannel) -> JSON:
    """A channel or thread as the sidebar lists it: a thread under its channel (``parent``), marked when archived
    (Discord still lists it, and a post reopens it) or locked."""
    return {
        "id": str(channel.id),
        "name": channel.name,
        "thread": channel.is_thread,
        "parent": None if channel.parent_id is None else str(channel.parent_id),
        "archived": channel.archived,
        "locked": channel.locked,
    }


def world_signature(fake: FakeDiscord, members: tuple[FakeUser, ...]) -> tuple[object, ...]:
    """Changes whenever what ``world_json`` says changes (a thread opened, archived or reopened, the server's
    language, a member's, the bot's commands synced), so the page reloads the server's list only then."""
    return (
        fake.guild_name,
        fake.guild_locale,
        len(fake.commands) + len(fake.guild_commands),
        tuple((channel.id, channel.name, channel.archived, channel.locked) for channel in listed_channels(fake)),
        tuple(member.locale for member in members),
    )
