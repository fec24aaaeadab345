"""``/daily``: the daily challenge (``bot.daily``). ``/daily play`` starts the caller's game of the day in a private
thread of their own under the channel, or brings it back, or says how it went and when the next one opens;
``/daily leaderboard`` shows the server's board of today or yesterday."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.daily import threads as daily_threads
from bot.daily.day import DAY, day_key, day_of, day_seed, next_opens_at
from bot.daily.game import daily_game
from bot.daily.results import DailyResults, board_text, standing
from bot.i18n import GameName, cmd, name, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.numbers import LongDate
from bot.permissions import PermissionNames
from bot.records import DailyRecord
from bot.refusal import Refusal
from bot.replies import locale, public_locale, where

log = logging.getLogger(__name__)

TODAY, YESTERDAY = "today", "yesterday"


@app_commands.guild_only()
class DailyCommands(commands.GroupCog, group_name=name("daily"), group_description=cmd("cmd.daily")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.results = DailyResults(bot, bot.sessions, bot.publisher.language)
        self._starting: dict[int, asyncio.Lock] = {}  # user id -> held while their game of the day is being opened
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.publisher.listeners.append(self.results.posted)

    async def cog_unload(self) -> None:
        if self.results.posted in self.bot.publisher.listeners:
            self.bot.publisher.listeners.remove(self.results.posted)
        await self.results.close()

    @app_commands.command(name=name("daily.play"), description=cmd("cmd.daily.play"))
    async def play(self, interaction: discord.Interaction) -> None:
        guild_id, channel_id = where(interaction)
        user = interaction.user
        loc = locale(interaction)
        # One player pressing twice opens one thread: the second waits, then finds the first's game.
        async with self._starting.setdefault(user.id, asyncio.Lock()):
            now = self.bot.clock.now()
            today = day_of(now)
            found = await self.bot.store.daily_of(day_key(today), user.id)
            if found is not None:
                await self._again(interaction, found, now)
                return
            channel = interaction.channel
            if not isinstance(channel, discord.TextChannel):
                raise Refusal("daily.text_channel_only")
            missing = daily_threads.missing(interaction.app_permissions)
            if missing:
                raise Refusal("daily.cannot_open", channel=f"<#{channel_id}>", permissions=PermissionNames(missing))
            # Opening the thread and adding the player are two requests to Discord: answered first.
            await interaction.response.defer(ephemeral=True, thinking=True)
            name_loc = await public_locale(interaction)
            thread_name = daily_threads.thread_name(daily_game(), LongDate(today), user.display_name, name_loc)
            try:
                thread = await daily_threads.open_thread(channel, thread_name, user.id)
            except discord.Forbidden:
                # The permissions Discord sent were stale (changed a moment ago): say what it takes.
                missing = daily_threads.NEEDED[2:4]
                raise Refusal(
                    "daily.cannot_open", channel=f"<#{channel_id}>", permissions=PermissionNames(missing)
                ) from None
            live = await self._start(guild_id, thread.id, user, day_seed(today))
            if not await self.bot.store.claim_daily(day_key(today), user.id, guild_id, channel_id, live.id):
                # Another process opened the player's game of the day meanwhile (two servers at once): this one
                # is cancelled, and the player sent to the other.
                await self.bot.sessions.cancel(thread.id, user.id, True)
                found = await self.bot.store.daily_of(day_key(today), user.id)
                if found is not None:
                    await self._again(interaction, found, now)
                return
            headline = t(
                "daily.started", name_loc, game=GameName(daily_game()), day=LongDate(today), player=mention(user.id)
            )
            self.bot.publisher.opening(live, headline, None, thinking=False)
            await interaction.edit_original_response(content=t("daily.opened", loc, thread=thread.mention))

    async def _start(self, guild_id: int, thread_id: int, user: discord.abc.User, seed: int) -> LiveGame:
        """The day's game, started in the player's thread as any game starts: a lobby of one, started at once with
        the day's seed."""
        sessions = self.bot.sessions
        lobby = await sessions.open_lobby(guild_id, thread_id, daily_game(), user.id, user.display_name)
        return await sessions.start(thread_id, user.id, lobby.id, seed=seed)

    async def _again(self, interaction: discord.Interaction, found: DailyRecord, now: float) -> None:
        """``/daily play`` by a player who has a game of the day already: where it goes on, or how it went and
        when the next one opens. Nothing new starts."""
        loc = locale(interaction)
        thread = f"<#{found.thread_id}>"
        if found.status == "active":
            await daily_threads.bring_back(self.bot, found.thread_id, found.user_id)
            await self._say(interaction, t("daily.goes_on", loc, thread=thread))
            return
        next_one = f"<t:{next_opens_at(now)}:R>"
        ranked = await standing(self.bot.sessions, found)
        if ranked is None:  # cancelled: the day's game was the player's all the same
            await self._say(interaction, t("daily.played_cancelled", loc, next=next_one))
            return
        await self.results.tell(found)  # the line not told yet (a restart in between): told now
        text = t(
            "daily.played",
            loc,
            points=t("daily.points", loc, count=ranked.score),
            rank=ranked.rank,
            streak=t("daily.streak", loc, count=ranked.streak),
            thread=thread,
            next=next_one,
        )
        await self._say(interaction, text)

    @staticmethod
    async def _say(interaction: discord.Interaction, text: str) -> None:
        if interaction.response.is_done():
            await interaction.edit_original_response(content=text)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name=name("daily.leaderboard"), description=cmd("cmd.daily.leaderboard"))
    @app_commands.describe(day=cmd("cmd.daily.leaderboard.day"))
    @app_commands.rename(day=name("daily.leaderboard.day"))
    @app_commands.choices(
        day=[
            app_commands.Choice(name=cmd("choice.daily.today"), value=TODAY),
            app_commands.Choice(name=cmd("choice.daily.yesterday"), value=YESTERDAY),
        ]
    )
    async def leaderboard(self, interaction: discord.Interaction, day: str = TODAY) -> None:
        guild_id, _ = where(interaction)
        if day not in (TODAY, YESTERDAY):  # Discord sends only the choices; a forged value is refused
            raise Refusal("daily.bad_day")
        now = self.bot.clock.now()
        chosen: dt.date = day_of(now) - (DAY if day == YESTERDAY else dt.timedelta())
        board = await self.bot.store.daily_board(guild_id, day_key(chosen))
        if not board:
            raise Refusal("daily.board_empty", day=LongDate(chosen))
        loc = await public_locale(interaction)
        past = day == YESTERDAY
        footer = t("daily.board_past", loc) if past else t("daily.board_next", loc, next=f"<t:{next_opens_at(now)}:R>")
        text = board_text(LongDate(chosen), board, past, footer, loc)
        await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())


async def setup(bot: GameBot) -> None:
    await bot.add_cog(DailyCommands(bot))
