"""``/leaderboard`` and ``/stats``: what finished games left behind on a server (``bot.ratings``), posted in the
server's language; a request that has nothing to show gets a short private answer instead."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.delivery import REQUEST_FAILURES
from bot.i18n import GameName, cmd, name, title_str
from bot.ratings import leaderboard
from bot.records import ResultRecord
from bot.refusal import Refusal
from bot.replies import public_locale
from bot.ui.ratings import GameStats, RecentResult, leaderboard_embed, stats_embed
from games import registry

GAME_CHOICES = [
    app_commands.Choice(name=title_str(game.id, game.title), value=game.id) for game in registry.all_games()
]
RECENT = 5  # latest results /stats lists
MOVE_TIMES_OVER = 200  # a player's latest waits in async games whose median /stats shows: the query stays bounded


def server_of(interaction: discord.Interaction) -> int:
    """The server whose ratings are asked for; ratings are kept per server, so a DM is refused."""
    if interaction.guild_id is None:
        raise Refusal("ratings.no_guild")
    return interaction.guild_id


class RatingCommands(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=name("leaderboard"), description=cmd("cmd.leaderboard"))
    @app_commands.guild_only()
    @app_commands.describe(game=cmd("cmd.leaderboard.game"))
    @app_commands.rename(game=name("leaderboard.game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        guild_id = server_of(interaction)
        if registry.get(game) is None:  # Discord sends only the choices; a forged value is refused
            raise Refusal("error.unknown_game", game=game)
        board = leaderboard(await self.bot.store.leaderboard(guild_id, game))
        if not board.ranked and not board.provisional:
            raise Refusal("leaderboard.empty", game=GameName(game))
        embed = leaderboard_embed(game, board, interaction.user.id, await public_locale(interaction))
        await interaction.response.send_message(embed=embed)

    @app_commands.command(name=name("stats"), description=cmd("cmd.stats"))
    @app_commands.guild_only()
    @app_commands.describe(player=cmd("cmd.stats.player"))
    @app_commands.rename(player=name("stats.player"))
    async def stats(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        guild_id = server_of(interaction)
        member = player or interaction.user
        store = self.bot.store
        totals = await store.player_totals(guild_id, member.id)
        # A player of async games that have not ended yet already has a time to move to show.
        move_times = await store.move_times(guild_id, member.id, MOVE_TIMES_OVER)
        if not totals and move_times is None:
            raise Refusal("stats.none", user=member.mention)
        # Checking which boards Discord still has takes a few requests: answer first.
        await interaction.response.defer(thinking=True)
        per_game = []
        for total in totals:
            board = leaderboard(await store.leaderboard(guild_id, total.game_type))
            per_game.append(GameStats(total, board.of(member.id), len(board.ranked)))
        results = await store.recent_results(guild_id, member.id, RECENT)
        kept = await asyncio.gather(*(self._board_kept(result) for result in results))
        recent = [RecentResult(result, still) for result, still in zip(results, kept, strict=True)]
        embed = stats_embed(member.display_name, per_game, recent, await public_locale(interaction), move_times)
        await interaction.edit_original_response(embed=embed)

    async def _board_kept(self, result: ResultRecord) -> bool:
        """Whether Discord still has the game's last board (deleted boards get no link); when Discord cannot
        say, the link is kept."""
        if result.board_message_id is None:
            return False
        channel = self.bot.get_partial_messageable(result.channel_id, guild_id=result.guild_id)
        try:
            await channel.fetch_message(result.board_message_id)
        except discord.NotFound:
            return False
        except REQUEST_FAILURES:
            return True
        return True


async def setup(bot: GameBot) -> None:
    await bot.add_cog(RatingCommands(bot))
