"""Answering interactions: refusals, unexpected errors, and the guard every handler runs under."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, cast

import discord

from bot.command_mentions import CommandMentions
from bot.delivery import REQUEST_FAILURES
from bot.discord_limits import CONTENT, shorten
from bot.i18n import t
from bot.refusal import Refusal
from bot.server_language import server_language
from bot.store import DatabaseUnusable

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)


def fitted(text: str) -> str:
    """A reply within Discord's limit on a message's content: what the user sent is checked for length where it
    comes in (a move, a menu value), this is the last line of defence."""
    return shorten(text, CONTENT)


def clickable(interaction: discord.Interaction, text: str) -> str:
    """``text`` with the slash commands it cites as clickable mentions, when the bot knows their ids (a client
    that is not the game bot knows none)."""
    mentions = getattr(getattr(interaction, "client", None), "command_mentions", None)
    return mentions.clickable(text) if isinstance(mentions, CommandMentions) else text


def game_bot(interaction: discord.Interaction) -> GameBot:
    return cast("GameBot", interaction.client)


def locale(interaction: discord.Interaction) -> str:
    return interaction.locale.value


async def public_locale(interaction: discord.Interaction) -> str:
    """Public posts follow the server's language (``/settings language``), private replies the user's."""
    guild_locale = interaction.guild_locale.value if interaction.guild_locale is not None else None
    return await server_language(game_bot(interaction).store, interaction.guild_id, guild_locale)


def where(interaction: discord.Interaction) -> tuple[int, int]:
    """The server and channel of a request that needs a server's channel, or the refusal that says so."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise Refusal("error.no_guild")
    return interaction.guild_id, interaction.channel_id


async def say_private(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral reply, whether or not the interaction was already answered; commands it cites are clickable.
    A deferral not filled in yet ("thinking…") is filled in with it: Discord would turn a follow-up into that
    edit anyway (a deprecated use). It shows as the deferral does: a command that answers privately defers
    privately."""
    text = fitted(clickable(interaction, text))
    if not interaction.response.is_done():
        await interaction.response.send_message(text, ephemeral=True)
    elif await still_thinking(interaction):
        await interaction.edit_original_response(content=text)
    else:
        await interaction.followup.send(text, ephemeral=True)


async def still_thinking(interaction: discord.Interaction) -> bool:
    """Whether the interaction was deferred with a "thinking…" message that nothing has replaced yet. Only asked
    after a deferral (one request, on the way to a failure's answer)."""
    if interaction.response.type is not discord.InteractionResponseType.deferred_channel_message:
        return False
    try:
        original = await interaction.original_response()
    except discord.NotFound:
        return False  # removed: a follow-up is a new message
    return original.flags.loading


async def refuse(interaction: discord.Interaction, refusal: Refusal) -> None:
    await say_private(interaction, t(refusal.key, locale(interaction), **refusal.params))


async def after_commit(interaction: discord.Interaction, answer: Callable[[], Awaitable[None]]) -> bool:
    """Answers the interaction after a committed change. If Discord fails now, the change stands: the user is
    told it was recorded, rather than that nothing happened. Returns whether the answer went through."""
    try:
        await answer()
    except REQUEST_FAILURES:
        log.warning("answering after a committed change failed for interaction %s", interaction.id, exc_info=True)
        try:
            await say_private(interaction, t("post.recorded", locale(interaction)))
        except REQUEST_FAILURES:
            log.warning("could not tell the user either for interaction %s", interaction.id)
        return False
    return True


async def answer_failure(interaction: discord.Interaction, error: BaseException) -> None:
    """A refusal becomes an ephemeral answer, anything unexpected a short apology; never a traceback in the
    channel: the details go to the log. Slash commands reach it through the command tree's error handler,
    components (buttons, menus) through ``guarded``."""
    if isinstance(error, Refusal):
        await refuse(interaction, error)
        return
    if not isinstance(error, DatabaseUnusable):  # the store reported that once already, on one line
        log.error("handler failed for interaction %s", interaction.id, exc_info=error)
    try:
        await say_private(interaction, t("error.internal", locale(interaction)))
    except REQUEST_FAILURES:
        log.warning("could not tell the user about the failure of interaction %s", interaction.id)


async def guarded(interaction: discord.Interaction, action: Callable[[], Awaitable[None]]) -> None:
    """Runs a component's handler (components do not pass through the command tree) with ``answer_failure``."""
    try:
        await action()
    except Exception as error:
        await answer_failure(interaction, error)
