"""``/rules``: a guide to a game (goal, a turn, scoring, the end, the move notation), from the message catalog."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.i18n import cmd, game_title, has, name, t, title_str
from bot.i18n.en import MESSAGES as ENGLISH
from bot.refusal import Refusal
from bot.replies import locale
from games import registry
from games.ai import AI_MODULES

GAME_CHOICES = [
    app_commands.Choice(name=title_str(game.id, game.title), value=game.id) for game in registry.all_games()
]


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
        embed = rules_embed(game, game_title(game, loc), loc)
        await interaction.response.send_message(embed=embed, ephemeral=True)


def sections(game: str) -> list[str]:
    """The sections of a game's guide, in the catalog's order: every ``rules.<game>.<section>.title`` id."""
    prefix, suffix = f"rules.{game}.", ".title"
    return [key[len(prefix) : -len(suffix)] for key in ENGLISH if key.startswith(prefix) and key.endswith(suffix)]


def rules_embed(game: str, title: str, loc: str | None) -> discord.Embed:
    """The guide to ``game``: its introduction, then one field a section (goal, a turn, scoring, the end, moves),
    and how to play against AI players."""
    key = f"rules.{game}"
    text = t(key, loc) if has(key) else t("rules.unavailable", loc, game=title)
    embed = discord.Embed(title=title, description=text, colour=discord.Colour.from_rgb(0, 114, 178))
    for section in sections(game):
        embed.add_field(name=t(f"{key}.{section}.title", loc), value=t(f"{key}.{section}", loc), inline=False)
    if game in AI_MODULES:  # how to play against the bot's AI, the same for every game that has one
        embed.add_field(name=t("rules.ai.title", loc), value=t("rules.ai", loc), inline=False)
    return embed


async def setup(bot: GameBot) -> None:
    await bot.add_cog(RulesCommands(bot))
