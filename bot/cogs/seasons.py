"""``/season start`` and ``/season end``: a server's seasons of one game (``bot.seasons``), for members with
Manage Server. The end of a season whose weeks ran out is the scheduler's (``SeasonEnds``); either way its final
standings are posted once in the channel where it started, naming its champion."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.board import message_link
from bot.i18n import GameName, cmd, listed, name, t, title_str
from bot.numbers import Whole
from bot.ratings import Leaderboard
from bot.records import SeasonRecord, SeasonRunning
from bot.refusal import Refusal
from bot.replies import locale, public_locale, where
from bot.seasons import MOST_WEEKS, WEEK, SeasonEnds, announce_once
from bot.ui.ratings import season_final_embed, when
from games import registry

log = logging.getLogger(__name__)

GAME_CHOICES = [
    app_commands.Choice(name=title_str(game.id, game.title), value=game.id) for game in registry.all_games()
]


def _check_manager(interaction: discord.Interaction) -> None:
    permissions = interaction.permissions
    if not (permissions.manage_guild or permissions.administrator):
        raise Refusal("season.not_allowed")


@app_commands.guild_only()
class SeasonCommands(commands.GroupCog, group_name=name("season"), group_description=cmd("cmd.season")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=name("season.start"), description=cmd("cmd.season.start"))
    @app_commands.describe(game=cmd("cmd.season.start.game"), weeks=cmd("cmd.season.start.weeks"))
    @app_commands.rename(game=name("season.start.game"), weeks=name("season.start.weeks"))
    @app_commands.choices(game=GAME_CHOICES)
    async def start(
        self, interaction: discord.Interaction, game: str, weeks: app_commands.Range[int, 1, MOST_WEEKS]
    ) -> None:
        guild_id, channel_id = where(interaction)
        _check_manager(interaction)
        if registry.get(game) is None:  # Discord sends only the choices; a forged value is refused
            raise Refusal("error.unknown_game", game=game)
        if not 1 <= weeks <= MOST_WEEKS:
            raise Refusal("season.bad_weeks", most=MOST_WEEKS)
        store = self.bot.store
        ends_at = self.bot.clock.now() + weeks * WEEK
        try:
            season = await store.start_season(guild_id, game, channel_id, interaction.user.id, ends_at)
        except SeasonRunning:
            running = await store.running_season(guild_id, game)
            number = running.number if running is not None else 0
            end = when(running.ends_at) if running is not None else ""
            raise Refusal("season.already_running", game=GameName(game), number=Whole(number), end=end) from None
        if self.bot.scheduler is not None:
            self.bot.scheduler.wake()  # its end may come before what the scheduler sleeps towards
        loc = await public_locale(interaction)
        text = t(
            "season.started",
            loc,
            user=interaction.user.mention,
            game=GameName(game),
            number=Whole(season.number),
            count=weeks,
            end=when(season.ends_at),
        )
        await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name=name("season.end"), description=cmd("cmd.season.end"))
    @app_commands.describe(game=cmd("cmd.season.end.game"))
    @app_commands.rename(game=name("season.end.game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def end(self, interaction: discord.Interaction, game: str | None = None) -> None:
        guild_id, channel_id = where(interaction)
        _check_manager(interaction)
        store = self.bot.store
        running = [s for s in await store.running_seasons(guild_id) if game is None or s.game_type == game]
        if not running:
            key = "season.none_running" if game is None else "season.none_running_of"
            raise Refusal(key, game=GameName(game or ""))
        if len(running) > 1:
            games = listed([f"**{GameName(s.game_type).in_language(locale(interaction))}**" for s in running],
                           locale(interaction))  # fmt: skip
            raise Refusal("season.which", games=games)
        ended = await store.end_season(running[0].id)
        if ended is None:  # its weeks ran out meanwhile: the scheduler's pass ends and announces it
            raise Refusal("season.ended_already", game=GameName(running[0].game_type))
        here = ended.channel_id == channel_id

        async def announce(season: SeasonRecord, board: Leaderboard) -> None:
            loc = await public_locale(interaction)
            embed = season_final_embed(season, board, loc)
            if here:  # the final standings are the answer
                await interaction.response.send_message(embed=embed)
                return
            posted = await post_final(self.bot, season, board)
            link = message_link(season.guild_id, season.channel_id, posted)
            text = t("season.ended_elsewhere", locale(interaction), channel=f"<#{season.channel_id}>", link=link)
            await interaction.response.send_message(text, ephemeral=True)

        await announce_once(store, ended, announce)


async def post_final(bot: GameBot, season: SeasonRecord, board: Leaderboard) -> int:
    """Posts a season's final standings in the channel where it started, in the server's language; returns the
    message's id."""
    loc = await bot.publisher.language(season.guild_id)
    channel = bot.get_partial_messageable(season.channel_id, guild_id=season.guild_id)
    message = await channel.send(
        embed=season_final_embed(season, board, loc), allowed_mentions=discord.AllowedMentions.none()
    )
    return message.id


async def setup(bot: GameBot) -> None:
    """Loaded after the pace extension, which starts the scheduler that ends seasons when their weeks run out."""
    await bot.add_cog(SeasonCommands(bot))
    if bot.scheduler is None:
        raise RuntimeError("the pace extension must start the scheduler before the seasons extension loads")

    async def announce(season: SeasonRecord, board: Leaderboard) -> None:
        await post_final(bot, season, board)

    bot.scheduler.add_pass(SeasonEnds(bot.store, announce))
