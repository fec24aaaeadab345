"""``/rules``: a short summary of a game and its move notation, from the message catalog."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.i18n import cmd, has, name, t
from bot.refusal import Refusal
from bot.replies import locale
from games import registry

GAME_CHOICES = [app_commands.Choice(name=game.title, value=game.id) for game in registry.all_games()]


class RulesCommands(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=name("rules"), description=cmd("cmd.rules"))
    @app_commands.describe(game=cmd("cmd.rules.game"))
    @app_commands.rename(game=name("rules.game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        engine = registry.get(game)
        if engine is None:
            raise Refusal("error.unknown_game", game=game)
        loc = locale(interaction)
        key = f"rules.{game}"
        text = t(key, loc) if has(key) else t("rules.unavailable", loc, game=engine.title)
        embed = discord.Embed(title=engine.title, description=text, colour=discord.Colour.from_rgb(0, 114, 178))
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(RulesCommands(bot))
