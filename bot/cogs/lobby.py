"""``/game``: open, join, leave, start, cancel a channel's game, and re-post its board."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.board import board_post
from bot.i18n import cmd
from bot.pace.interactions import ask_to_resign, come_back
from bot.pace.settings import lobby_settings
from bot.replies import guarded, public_locale
from bot.sessions import Refusal
from bot.ui.game_buttons import board_buttons
from bot.ui.lobby import lobby_action, lobby_message
from games import registry

# Evaluated when the extension loads, after the bot registered its games.
GAME_CHOICES = [app_commands.Choice(name=game.title, value=game.id) for game in registry.all_games()]


class GameCommands(commands.GroupCog, group_name="game", group_description=cmd("cmd.game")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description=cmd("cmd.game.new"))
    @app_commands.describe(game=cmd("cmd.game.new.game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str) -> None:
        async def action() -> None:
            if interaction.guild_id is None or interaction.channel_id is None:
                raise Refusal("error.no_guild")
            lobby = await self.bot.sessions.open_lobby(
                interaction.guild_id, interaction.channel_id, game, interaction.user.id, interaction.user.display_name
            )
            pace = await lobby_settings(self.bot.store, lobby)
            response = await interaction.response.send_message(
                **lobby_message(lobby, public_locale(interaction), pace=pace)
            )
            if response.message_id is not None:
                await self.bot.store.set_lobby_message(lobby.id, response.message_id)

        await guarded(interaction, action)

    @app_commands.command(name="join", description=cmd("cmd.game.join"))
    async def join(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: lobby_action(interaction, "join", None, from_button=False))

    @app_commands.command(name="leave", description=cmd("cmd.game.leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: lobby_action(interaction, "leave", None, from_button=False))

    @app_commands.command(name="start", description=cmd("cmd.game.start"))
    async def start(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: lobby_action(interaction, "start", None, from_button=False))

    @app_commands.command(name="cancel", description=cmd("cmd.game.cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: lobby_action(interaction, "cancel", None, from_button=False))

    @app_commands.command(name="status", description=cmd("cmd.game.status"))
    async def status(self, interaction: discord.Interaction) -> None:
        async def action() -> None:
            if interaction.guild_id is None or interaction.channel_id is None:
                raise Refusal("error.no_guild")
            loc = public_locale(interaction)
            live = await self.bot.sessions.game(interaction.channel_id)
            if live is None:
                lobby = await self.bot.store.open_lobby(interaction.channel_id)
                if lobby is None:
                    raise Refusal("error.no_game")
                pace = await lobby_settings(self.bot.store, lobby)
                await interaction.response.send_message(**lobby_message(lobby, loc, pace=pace))
                return
            await interaction.response.defer()
            post = await board_post(live, "", loc, board_buttons)
            await interaction.followup.send(**post.kwargs())

        await guarded(interaction, action)

    @app_commands.command(name="resign", description=cmd("resign.cmd"))
    async def resign(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: ask_to_resign(interaction))

    @app_commands.command(name="back", description=cmd("pace.cmd.back"))
    async def back(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: come_back(interaction))


async def setup(bot: GameBot) -> None:
    await bot.add_cog(GameCommands(bot))
