"""What a game of the day leaves in public: one line in the channel it was asked for in, once it is over (the
score, the rank so far today on this server, the streak and the sheet's shape, nothing of the dice or the moves),
and the server's board of a day (``/daily leaderboard``).

The line follows the game's last post (the publisher's listener, ``posted``), and is posted once
(``Store.tell_daily``), in the server's language; a line not told by then is told when the player next asks
(``/daily play``).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.daily.day import DAY, rank_of, streak
from bot.daily.game import daily_game, shape
from bot.delivery import REQUEST_FAILURES
from bot.discord_limits import CONTENT, fit_lines, shorten
from bot.i18n import GameName, t
from bot.mentions import mention
from bot.numbers import LongDate
from bot.records import DailyRecord
from bot.sessions import Sessions

log = logging.getLogger(__name__)

STREAK_DAYS = 400  # the most days back a streak is read over: the query stays bounded
ORDINARY_KEPT = 10_000  # games remembered as no daily game; past this many the memory starts over

Language = Callable[[int | None], Awaitable[str]]


@dataclass(frozen=True)
class Standing:
    """A finished game of the day as the public may know it."""

    score: int
    rank: int
    streak: int


async def standing(sessions: Sessions, record: DailyRecord) -> Standing | None:
    """The finished game's score, its rank so far on its server that day, and its player's streak up to that day;
    None for a game not finished."""
    if record.score is None:
        return None
    store = sessions.store
    scores = [entry.score for entry in await store.daily_board(record.guild_id, record.day) if entry.score is not None]
    day = dt.date.fromisoformat(record.day)
    since = (day - STREAK_DAYS * DAY).isoformat()
    finished = {dt.date.fromisoformat(found) for found in await store.daily_finished_days(record.user_id, since)}
    return Standing(record.score, rank_of(record.score, scores), streak({d for d in finished if d <= day}, day))


async def sheet_shape(sessions: Sessions, game_id: int) -> str:
    """The finished sheet's shape in emoji, from the spectator view (empty when the game is gone)."""
    live = await sessions.load(game_id)
    return "" if live is None else shape(live.engine.view(live.state, None))


def result_line(record: DailyRecord, standing: Standing, drawn: str, locale: str | None) -> str:
    """The channel's one line about a finished game of the day, with its shape below; it pings nobody."""
    text = t(
        "daily.result",
        locale,
        user=mention(record.user_id, locale),
        game=GameName(daily_game()),
        points=t("daily.points", locale, count=standing.score),
        rank=standing.rank,
        streak=t("daily.streak", locale, count=standing.streak),
    )
    return shorten(f"{text}\n{drawn}" if drawn else text, CONTENT)


def board_text(day: LongDate, board: list[DailyRecord], past: bool, footer: str, locale: str | None) -> str:
    """A server's board of a day: each finished game's rank, player and score (ties share a rank); a past day's
    lists each game's number, for ``/game export``."""
    scores = [entry.score or 0 for entry in board]
    lines = [
        t(
            "daily.board_line_past" if past else "daily.board_line",
            locale,
            rank=rank_of(entry.score or 0, scores),
            player=mention(entry.user_id, locale),
            points=t("daily.points", locale, count=entry.score or 0),
            number=entry.game_id,
        )
        for entry in board
    ]
    title = f"**{t('daily.board_title', locale, game=GameName(daily_game()), day=day)}**"
    more = lambda count: t("daily.board_more", locale, count=count)  # noqa: E731
    body = fit_lines(lines, CONTENT - len(footer) - 1, more, head=title)
    return f"{body}\n{footer}"


class DailyResults:
    """Posts each finished game of the day's line in the channel it was asked for in, once."""

    def __init__(self, client: discord.Client, sessions: Sessions, language: Language) -> None:
        self.client = client
        self.sessions = sessions
        self.store = sessions.store
        self.language = language
        self._ordinary: set[int] = set()  # games known to be no daily game: their posts cost nothing more
        self._tasks: set[asyncio.Task[None]] = set()

    def posted(self, game_id: int, channel_id: int) -> None:
        """One of a game's posts went through (the publisher says so): a game of the day that is over gets its
        line."""
        if game_id in self._ordinary:
            return
        task = asyncio.create_task(self._follow(game_id), name=f"daily-result-{game_id}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _follow(self, game_id: int) -> None:
        try:
            found = await self.store.daily_game(game_id)
            if found is None:
                if len(self._ordinary) >= ORDINARY_KEPT:
                    self._ordinary.clear()
                self._ordinary.add(game_id)
                return
            await self.tell(found)
        except Exception:  # the line is a courtesy: the game and its result are kept without it
            log.exception("could not post the daily result of game %s", game_id)

    async def tell(self, record: DailyRecord) -> None:
        """Posts the finished game's line, unless it was posted already (or the game is not over)."""
        if record.score is None or record.told:
            return
        # The row's score came with its read: read again after the claim, the rank counts every game finished
        # by then.
        if not await self.store.tell_daily(record.game_id):
            return
        found = await self.store.daily_game(record.game_id) or record
        ranked = await standing(self.sessions, found)
        if ranked is None:
            return
        locale = await self.language(found.guild_id)
        text = result_line(found, ranked, await sheet_shape(self.sessions, found.game_id), locale)
        channel = self.client.get_partial_messageable(found.parent_id, guild_id=found.guild_id)
        try:
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except REQUEST_FAILURES as error:
            log.warning("could not post the daily result of game %s in %s: %s", found.game_id, found.parent_id, error)

    async def settled(self) -> None:
        """Waits until every line being posted is out (tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*list(self._tasks), return_exceptions=True)
