"""``/leaderboard`` and ``/stats``: what finished games left behind on a server (``bot.ratings``), posted in the
server's language; a request that has nothing to show gets a short private answer instead."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.delivery import REQUEST_FAILURES
from bot.i18n import GameName, cmd, name, t, title_str
from bot.numbers import Whole
from bot.ratings import Leaderboard, leaderboard
from bot.records import ResultRecord, SeasonRecord
from bot.refusal import Refusal
from bot.reliability import reliability
from bot.replies import public_locale
from bot.seasons import standings
from bot.ui.ratings import (
    GameStats,
    RecentResult,
    leaderboard_embed,
    season_intro,
    season_title,
    stats_embed,
)
from games import registry

GAME_CHOICES = [
    app_commands.Choice(name=title_str(game.id, game.title), value=game.id) for game in registry.all_games()
]
RECENT = 5  # latest results /stats lists
TOURNAMENT_WINS = 3  # latest tournament wins /stats names
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
    @app_commands.describe(
        game=cmd("cmd.leaderboard.game"),
        all_time=cmd("cmd.leaderboard.all_time"),
        season=cmd("cmd.leaderboard.season"),
    )
    @app_commands.rename(
        game=name("leaderboard.game"), all_time=name("leaderboard.all_time"), season=name("leaderboard.season")
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str,
        all_time: bool = False,
        season: app_commands.Range[int, 1, 10_000] | None = None,
    ) -> None:
        """The season running for that game by default, when one runs; all time on request, or when none runs;
        a season by its number."""
        guild_id = server_of(interaction)
        if registry.get(game) is None:  # Discord sends only the choices; a forged value is refused
            raise Refusal("error.unknown_game", game=game)
        if all_time and season is not None:
            raise Refusal("leaderboard.season_or_all_time")
        store = self.bot.store
        chosen: SeasonRecord | None = None
        if season is not None:
            chosen = await store.season_by_number(guild_id, game, season)
            if chosen is None:
                known = len(await store.seasons(guild_id, game))
                raise Refusal("leaderboard.no_such_season", game=GameName(game), number=season, count=known)
        elif not all_time:
            chosen = await store.running_season(guild_id, game)
        loc = await public_locale(interaction)
        if chosen is None:
            board = leaderboard(await store.leaderboard(guild_id, game))
            if not board.ranked and not board.provisional:
                raise Refusal("leaderboard.empty", game=GameName(game))
            title = None
            if await store.running_season(guild_id, game) is not None:
                title = t("leaderboard.all_time_title", loc, game=GameName(game))
            embed = leaderboard_embed(game, board, interaction.user.id, loc, title=title)
        else:
            board = await standings(store, chosen)
            if not board.ranked and not board.provisional:
                raise Refusal("leaderboard.season_empty", game=GameName(game), number=Whole(chosen.number))
            embed = self._season_embed(chosen, board, interaction.user.id, loc)
        await interaction.response.send_message(embed=embed)

    @staticmethod
    def _season_embed(season: SeasonRecord, board: Leaderboard, caller_id: int, loc: str) -> discord.Embed:
        return leaderboard_embed(
            season.game_type,
            board,
            caller_id,
            loc,
            title=season_title(season, loc),
            intro=season_intro(season, board, loc),
        )

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
        record = await reliability(store, guild_id, member.id)
        tournaments = await store.player_tournaments(guild_id, member.id, TOURNAMENT_WINS)
        if not totals and move_times is None and record.new and not tournaments.played:
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
        loc = await public_locale(interaction)
        embed = stats_embed(member.display_name, per_game, recent, loc, move_times, record, tournaments)
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
