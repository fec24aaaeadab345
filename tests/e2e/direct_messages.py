"""A slash command sent from a member's direct messages with the bot, through the fake Discord: the interaction
carries no server, no member and a DM channel, as Discord sends it for a command that is not server-only."""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeInteraction, FakeUser
from bot.sandbox.local_discord.models import snowflake

APPLICATION_COMMAND = 2
DM_CHANNEL = 1  # Discord's channel type of a direct message
BOT_DM = 1  # the interaction context "in the bot's DM"


class NotOffered(LookupError):
    """The command is not one Discord lets a member use in a DM with the bot."""


def dm_channel(fake: FakeDiscord, user: FakeUser) -> FakeChannel:
    """The user's DM channel with the bot, known to the fake so that it records the bot's answers there (the same
    channel the bot opens to write to them first, ``POST /users/@me/channels``)."""
    return fake.dm_channel(user)


async def slash_in_dm(
    fake: FakeDiscord, user: FakeUser, command: str, options: dict[str, Any] | None = None
) -> FakeInteraction:
    """Invokes a synced slash command in ``user``'s DM with the bot; returns once it is answered."""
    channel = dm_channel(fake, user)
    resolved: dict[str, Any] = {}
    cmd, opts = fake._build_options(command, dict(options or {}), focused=None, resolved=resolved)
    if BOT_DM not in (cmd.get("contexts") or []):
        # Discord offers a command only where its ``contexts`` allow: a server-only command never reaches the bot.
        raise NotOffered(f"Discord does not offer /{cmd['name']} in a DM (contexts {cmd.get('contexts')})")
    data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": opts}
    if resolved:
        resolved.pop("members", None)  # no members outside a server
        data["resolved"] = resolved
    token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
    ix_id = snowflake()
    payload = fake._interaction_payload(ix_id, token, APPLICATION_COMMAND, user, channel, data, None)
    for key in ("guild_id", "guild", "member", "guild_locale"):
        payload.pop(key, None)
    payload["user"] = user.payload()
    payload["channel"] = {"id": str(channel.id), "type": DM_CHANNEL, "recipients": [user.payload()]}
    payload["context"] = BOT_DM
    payload["authorizing_integration_owners"] = {"1": str(user.id)}
    ix = FakeInteraction(
        id=ix_id,
        token=token,
        type=APPLICATION_COMMAND,
        user=user,
        channel=channel,
        payload=payload,
        created_at=asyncio.get_running_loop().time(),
    )
    fake.interactions[ix_id] = ix
    fake._interactions_by_token[token] = ix
    conn = await fake._connection_for_interactions()
    await conn.dispatch("INTERACTION_CREATE", payload)
    return await ix.done()
