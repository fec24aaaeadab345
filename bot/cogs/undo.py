"""``/undo``: a player takes back their last move, when the game allows it (``bot.take_backs``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.i18n import cmd, name, t
from bot.mentions import mention
from bot.outcome import Heard
from bot.replies import after_commit, game_bot, locale, say_private, where
from bot.take_backs import TakeBack, take_back


async def take_back_move(interaction: discord.Interaction, game_id: int | None = None) -> None:
    """Takes back the caller's last move, tells the channel as far as it may see, and answers the caller privately.
    A refusal (``Refusal``) reaches the caller through the usual error handling and changes nothing."""
    bot = game_bot(interaction)
    guild_id, channel_id = where(interaction)
    done = await take_back(bot.sessions, channel_id, interaction.user.id, game_id)
    # Committed. The channel hears of it in the order of the game's posts: the board again, as after a move, or
    # nothing at all when spectators could tell no difference (then it counts as heard, so the catch-up does
    # not post a board that would show that something happened).
    announce(bot, done, await bot.publisher.language(guild_id))

    async def respond() -> None:
        await say_private(interaction, t("undo.done", locale(interaction), move=done.move))

    await after_commit(interaction, respond)


def announce(bot: GameBot, done: TakeBack, language: str) -> None:
    if done.heard is Heard.BOARD:
        headline = t("undo.announced", language, user=mention(done.user_id, language))
        bot.publisher.board(done.game, headline)
    else:
        bot.publisher.notice(done.game, "", seen=[done.game.version])


class UndoCommands(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=name("undo"), description=cmd("cmd.undo"))
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction) -> None:
        await take_back_move(interaction)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(UndoCommands(bot))
