"""``/settings``: a server's game settings. Today one: whether boards are new messages or edited in place."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.i18n import cmd, t
from bot.publisher import BOARD_MODES
from bot.refusal import Refusal
from bot.replies import locale, where

MODE_CHOICES = [app_commands.Choice(name=mode, value=mode) for mode in BOARD_MODES]


# Discord shows the group only to members with Manage Server by default; a server can widen that, so the
# change itself checks the permission too.
@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SettingsCommands(commands.GroupCog, group_name="settings", group_description=cmd("settings.cmd")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="board", description=cmd("settings.cmd.board"))
    @app_commands.describe(mode=cmd("settings.cmd.board.mode"))
    @app_commands.choices(mode=MODE_CHOICES)
    async def board(self, interaction: discord.Interaction, mode: str) -> None:
        guild_id, _ = where(interaction)
        permissions = interaction.permissions
        if not (permissions.manage_guild or permissions.administrator):
            raise Refusal("settings.not_allowed")
        if mode not in BOARD_MODES:
            raise Refusal("settings.unknown_mode", modes=", ".join(BOARD_MODES))
        await self.bot.store.set_guild_settings(guild_id, {"board_mode": mode})
        loc = locale(interaction)
        await interaction.response.send_message(
            t("settings.board_set", loc, mode=t(f"settings.mode.{mode}", loc)), ephemeral=True
        )

    @app_commands.command(name="show", description=cmd("settings.cmd.show"))
    async def show(self, interaction: discord.Interaction) -> None:
        guild_id, _ = where(interaction)
        mode = await self.bot.publisher.board_mode(guild_id)
        loc = locale(interaction)
        await interaction.response.send_message(
            t("settings.show", loc, mode=t(f"settings.mode.{mode}", loc)), ephemeral=True
        )


async def setup(bot: GameBot) -> None:
    await bot.add_cog(SettingsCommands(bot))
