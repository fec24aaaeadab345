"""``/rules``: a guide to a game (goal, a turn, scoring, the end, the move notation), from the message catalog."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.discord_limits import pack_embeds, split_embed
from bot.i18n import ENGLISH, cmd, game_title, has, name, t, title_str
from bot.refusal import Refusal
from bot.replies import locale
from games import registry
from games.ai import AI_OF

# A guide's message holds at most this much text, a sixth below Discord's total for a message's embeds
# (``EMBED_TOTAL``): a guide that grows a little in a translation moves to a second page rather than to the edge.
GUIDE_TOTAL = 5000

GAME_CHOICES = [
    app_commands.Choice(name=title_str(game.id, game.title), value=game.id) for game in registry.all_games()
]


class RulesCommands(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=name("rules"), description=cmd("cmd.rules"))
    # A guide needs no server: it may be read in a DM with the bot too (answered in the reader's language).
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(game=cmd("cmd.rules.game"))
    @app_commands.rename(game=name("rules.game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        engine = registry.get(game)
        if engine is None:
            raise Refusal("error.unknown_game", game=game)
        loc = locale(interaction)
        first, *more = rules_messages(game, game_title(game, loc), loc)
        await interaction.response.send_message(embeds=first, ephemeral=True)
        # A guide too long for one message continues in the next ones: after a response that was sent (not
        # deferred), each follow-up is a message of its own.
        for embeds in more:
            await interaction.followup.send(embeds=embeds, ephemeral=True)


def sections(game: str) -> list[str]:
    """The sections of a game's guide, in the catalog's order: every ``rules.<game>.<section>.title`` id."""
    prefix, suffix = f"rules.{game}.", ".title"
    return [key[len(prefix) : -len(suffix)] for key in ENGLISH if key.startswith(prefix) and key.endswith(suffix)]


def rules_messages(game: str, title: str, loc: str | None) -> list[list[discord.Embed]]:
    """The guide as messages of embeds: one message while it fits in ``GUIDE_TOTAL``, else pages as even as its
    sections allow, measured (a translation's length decides, not a list of languages)."""
    return pack_embeds(split_embed(rules_embed(game, title, loc), GUIDE_TOTAL), GUIDE_TOTAL)


def rules_embed(game: str, title: str, loc: str | None) -> discord.Embed:
    """The guide to ``game``: its introduction, then one field a section (goal, a turn, scoring, the end, moves),
    and how to play against AI players."""
    key = f"rules.{game}"
    text = t(key, loc) if has(key) else t("rules.unavailable", loc, game=title)
    embed = discord.Embed(title=title, description=text, colour=discord.Colour.from_rgb(0, 114, 178))
    for section in sections(game):
        embed.add_field(name=t(f"{key}.{section}.title", loc), value=t(f"{key}.{section}", loc), inline=False)
    if game in AI_OF:  # how to play against the bot's AI, the same for every game that has one
        embed.add_field(name=t("rules.ai.title", loc), value=t("rules.ai", loc), inline=False)
    return embed


async def setup(bot: GameBot) -> None:
    await bot.add_cog(RulesCommands(bot))
