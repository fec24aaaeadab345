"""A game in a thread of its own (``/settings threads``, on unless a server turns it off).

When a lobby's game starts in a text channel, a public thread is opened for it, named after the game, its number
and its players, and the game is moved there before any of its timers or posts exist: the thread is the game's
channel from then on (``games.channel_id``), so its boards, step lines, reminders and results go there as they
would to a channel, and the parent channel is free for the next ``/game new``. The parent keeps one short message
per game, the start's own answer, edited after the game's posts (a link to the thread, whose turn) and
at its end (the standings). A game over asks its thread to archive itself after an hour of quiet.

The summary is for people browsing the channel, not for the players, who are in the thread: while a game goes on it
is edited at most once a minute (``SUMMARY_EVERY``), and only when its text changed, because each edit of a channel
message counts against Discord's 50 requests a second per bot and every summary under one channel shares that
channel's edit limit. A live game's summary lags its thread by up to a minute; a play-by-post game's, whose moves
are minutes apart, follows each move at once. The end of a game (its standings, or "was cancelled") is shown at
once.

Where no thread can be opened (the bot lacks Create Public Threads or Send Messages in Threads, or Discord
refuses), the game is played in the channel as before, and the channel is told why once (``Store.thread_refused``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.ai_seats import display_names
from bot.board import standings
from bot.clock import SYSTEM_CLOCK, Clock
from bot.delivery import REQUEST_FAILURES
from bot.discord_limits import CONTENT, channel_name, shorten
from bot.i18n import GameName, listed, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.permissions import PermissionNames
from bot.records import GameRecord, GameThreadRecord
from bot.sessions import Sessions

log = logging.getLogger(__name__)

SETTING = "threads"
ON, OFF = "on", "off"
MODES = (ON, OFF)
# Minutes of quiet after which Discord archives the thread (one of 60, 1440, 4320, 10080): a week while the game
# goes on, as a play-by-post game may wait days for a move (a post reopens an archived thread anyway); an hour
# once it is over, for a last word about it.
ArchiveDuration = Literal[60, 1440, 4320, 10080]
ARCHIVE_WHILE_PLAYING: ArchiveDuration = 10080
ARCHIVE_WHEN_OVER: ArchiveDuration = 60
THREAD_NAME = 100  # Discord: a channel's name is 1-100 characters
# What the bot needs in the parent channel to play a game in a thread: open it, and post in it.
NEEDED = ("create_public_threads", "send_messages_in_threads")
# Seconds between two edits of a game's summary while it goes on (see the module's docstring).
SUMMARY_EVERY = 60.0

Language = Callable[[int | None], Awaitable[str]]


def threads_mode(settings: dict[str, Any]) -> str:
    """The server's choice: threads on (the default) or off."""
    return OFF if settings.get(SETTING) == OFF else ON


def thread_name(record: GameRecord, locale: str | None) -> str:
    """The thread's name, "Copenhagen #12: Ann, Bob": the game, its number and its players, cut to Discord's 100
    characters."""
    players = t("thread.name_separator", locale).join(display_names(record.seats, record.names, locale))
    name = t("thread.name", locale, game=GameName(record.game_type), number=record.id, players=players)
    return channel_name(name, THREAD_NAME)


def summary_text(live: LiveGame, locale: str | None) -> str:
    """The parent channel's message about a game played in its thread: a link to the thread (whose name says the
    game, its number and its players) and whose turn it is, or how it ended. The message pings nobody."""
    record = live.record
    known = {"game": GameName(record.game_type), "number": record.id, "thread": f"<#{record.channel_id}>"}
    if record.status == "cancelled":
        return shorten(t("thread.summary_cancelled", locale, **known), CONTENT)
    result = live.result()
    if record.status == "finished" or result is not None:
        ranked = standings(live, result, locale) if result is not None else ""
        return shorten(t("thread.summary_over", locale, standings=ranked, **known), CONTENT)
    # The channel's readers are mostly not the awaited players: it says whom the game waits for, not "your move".
    # The game, its number and its players are the thread's name, which its link shows: not said again.
    awaited = listed([mention(user, locale) for user in live.announced_users()], locale)
    turn = t("game.waiting_for", locale, users=awaited)
    return shorten(t("thread.summary", locale, thread=known["thread"], turn=turn), CONTENT)


@dataclass(frozen=True)
class Opening:
    """Where a started game is played: its new thread, or (None) the channel; ``note`` says why not in a thread
    when the channel is told so (once), else it is empty."""

    thread_id: int | None
    note: str = ""


class GameThreads:
    """Opens games' threads, and keeps each one's message in the parent channel up to date."""

    def __init__(
        self,
        client: discord.Client,
        sessions: Sessions,
        language: Language,
        clock: Clock = SYSTEM_CLOCK,
        every: float = SUMMARY_EVERY,
    ) -> None:
        self.client = client
        self.sessions = sessions
        self.store = sessions.store
        self.language = language
        self.clock = clock
        self.every = every
        self._updating: dict[int, asyncio.Task[None]] = {}  # game id -> the task bringing its summary up to date
        self._again: set[int] = set()  # games posted again while their summary was being edited
        self._shown: dict[int, str] = {}  # game id -> the summary's text as last edited (no edit for no change)
        self._edited: dict[int, float] = {}  # game id -> when its summary was last shown anew (clock seconds)
        # game id -> the event that wakes its task waiting for the summary's next minute: a post may end the game
        self._wakes: dict[int, asyncio.Event] = {}
        self._closing = False  # stopping: summaries waiting for their minute are edited now
        self._resting: set[int] = set()  # games whose summary task waits for the summary's next minute
        self._stirred = asyncio.Event()  # set (and replaced) whenever a summary task starts waiting or ends
        # game id -> its thread record (None: played in its channel), read once rather than at every post; read
        # again once this process changes it (the summary posted, the thread closed).
        self._threads: dict[int, GameThreadRecord | None] = {}
        self._channels: dict[int, int] = {}  # game id -> its thread, where the sessions keep it while it goes on

    async def enabled(self, guild_id: int | None) -> bool:
        return guild_id is not None and threads_mode(await self.store.guild_settings(guild_id)) == ON

    async def may_open(self, channel: Any, guild_id: int | None) -> bool:
        """Whether a game started in ``channel`` is meant to move into a thread: the server plays games in threads
        and the channel is a text channel (not a thread already: a lobby opened in a game's thread plays there)."""
        return isinstance(channel, discord.TextChannel) and await self.enabled(guild_id)

    async def open(
        self, channel: Any, permissions: discord.Permissions, record: GameRecord, locale: str | None
    ) -> Opening:
        """Opens the started game's thread in ``channel`` (the lobby's, where the start was pressed) when the
        server plays games in threads and the channel can hold them; ``permissions``: the bot's there, as the
        interaction carries them. Never raises for Discord: a game that cannot have a thread is played in its
        channel."""
        if not await self.may_open(channel, record.guild_id):
            return Opening(None)
        missing = tuple(flag for flag in NEEDED if not getattr(permissions, flag))
        if missing:
            return await self._refused(channel.id, missing, locale)
        try:
            thread = await channel.create_thread(
                name=thread_name(record, locale),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=ARCHIVE_WHILE_PLAYING,
            )
        except discord.Forbidden as error:
            log.info("could not open a thread for game %s in channel %s: %s", record.id, channel.id, error)
            return await self._refused(channel.id, NEEDED, locale)
        except REQUEST_FAILURES as error:
            log.warning("could not open a thread for game %s; it is played in its channel: %s", record.id, error)
            return Opening(None)
        return Opening(thread.id)

    async def _refused(self, channel_id: int, missing: tuple[str, ...], locale: str | None) -> Opening:
        if not await self.store.thread_refused(channel_id):
            return Opening(None)  # told already
        note = t("thread.refused", locale, channel=f"<#{channel_id}>", permissions=PermissionNames(missing))
        return Opening(None, note)

    # The parent channel's message

    async def summary_posted(self, game_id: int, message_id: int, text: str) -> None:
        """The start's answer in the parent channel is the game's summary, showing ``text``: recorded, then
        brought up to date if a move came first (an AI seat's, while the answer was on its way)."""
        await self.store.set_summary_message(game_id, message_id)
        self._threads.pop(game_id, None)
        self._shown[game_id] = text
        self._edited[game_id] = self.clock.now()
        self.posted(game_id)

    def posted(self, game_id: int, channel_id: int | None = None) -> None:
        """One of the game's posts went through in ``channel_id`` (the publisher says so): its summary follows,
        without holding up the thread's posts, at most once a minute while the game goes on (several posts make one
        edit). A post of a game known to be played in its channel, or in a channel that discord.py knows is no
        thread, costs nothing more; nor does one of a game that goes on while its summary waits for its minute."""
        if game_id in self._threads:
            if self._threads[game_id] is None:
                return  # played in its channel
        elif channel_id is not None and isinstance(self.client.get_channel(channel_id), discord.TextChannel):
            return
        if game_id in self._updating:
            if game_id in self._resting and self._goes_on(game_id):
                return  # its summary is brought up to date at its minute, with the game as it is then
            self._again.add(game_id)
            if game_id in self._wakes:
                self._wakes[game_id].set()  # the post may be the game's last: its standings are shown at once
                self._resting.discard(game_id)
            return
        self._updating[game_id] = asyncio.create_task(self._follow(game_id), name=f"thread-summary-{game_id}")

    def _goes_on(self, game_id: int) -> bool:
        """Whether the game goes on as the sessions hold it in memory (False when they do not hold it)."""
        live = self.sessions.cached(self._channels.get(game_id, 0))
        return live is not None and live.id == game_id and live.record.status == "active" and live.result() is None

    async def _follow(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                try:
                    wait = await self.update(game_id)
                except Exception:  # the summary is a courtesy: the game and its thread go on without it
                    log.exception("could not bring the summary of game %s up to date", game_id)
                    wait = None
                if game_id in self._again:
                    continue  # posted again meanwhile: look again, as the post may have ended the game
                if wait is not None:
                    wake = self._wakes.setdefault(game_id, asyncio.Event())
                    wake.clear()
                    self._resting.add(game_id)
                    self._stir()
                    try:
                        await self.clock.wait(wake, wait)
                    finally:
                        self._resting.discard(game_id)
                else:
                    return
        finally:
            self._updating.pop(game_id, None)
            self._wakes.pop(game_id, None)
            self._stir()

    def _stir(self) -> None:
        self._stirred.set()
        self._stirred = asyncio.Event()

    async def update(self, game_id: int) -> float | None:
        """Edits the game's summary in the parent channel to what the game is now, unless it was edited less
        than a minute ago and the game goes on: then returns the seconds left before it may be (None once
        nothing waits). Once the game is over, asks its thread to archive itself after an hour of quiet (once)."""
        if game_id not in self._threads:
            self._threads[game_id] = await self.store.game_thread(game_id)
        found = self._threads[game_id]
        if found is None:
            return None  # played in its channel
        # The game as this process holds it, while it goes on: a summary waiting for its minute is looked at after
        # every post of the game, which must cost no read of the database.
        live = self.sessions.cached(self._channels.get(game_id, 0))
        if live is None or live.id != game_id:
            live = await self.sessions.load(game_id)
            if live is None:
                return None
            self._channels[game_id] = live.record.channel_id
        going_on = live.record.status == "active" and live.result() is None
        if going_on and not self._closing:
            wait = self._edited.get(game_id, -self.every) + self.every - self.clock.now()
            if wait > 0:
                return wait
        text = summary_text(live, await self.language(live.record.guild_id))
        if found.summary_message_id is not None and self._shown.get(game_id) != text:
            parent = self.client.get_partial_messageable(found.parent_id, guild_id=live.record.guild_id)
            try:
                await parent.get_partial_message(found.summary_message_id).edit(
                    content=text, allowed_mentions=discord.AllowedMentions.none()
                )
                self._shown[game_id] = text
                self._edited[game_id] = self.clock.now()
            except discord.NotFound:
                log.info("the summary of game %s was deleted; the game goes on in its thread", game_id)
            except REQUEST_FAILURES as error:
                log.warning("could not edit the summary of game %s: %s", game_id, error)
        if live.record.status != "active" and await self.store.close_thread(game_id):
            self._shown.pop(game_id, None)
            self._edited.pop(game_id, None)
            self._threads.pop(game_id, None)
            self._channels.pop(game_id, None)
            await self._archive_soon(live.record.channel_id)
        return None

    async def _archive_soon(self, thread_id: int) -> None:
        """Discord archives the thread after an hour of quiet. Changing that needs Manage Threads; without it the
        thread keeps its week and archives itself a week after its last post."""
        thread = self.client.get_channel(thread_id)
        try:
            if not isinstance(thread, discord.Thread):
                thread = await self.client.fetch_channel(thread_id)
            if isinstance(thread, discord.Thread):
                await thread.edit(auto_archive_duration=ARCHIVE_WHEN_OVER)
        except REQUEST_FAILURES as error:
            log.info("thread %s keeps its archive duration: %s", thread_id, error)

    async def settled(self) -> None:
        """Waits until no summary is being edited: each is up to date, or waits for its next minute."""
        while set(self._updating) - self._resting:
            await self._stirred.wait()

    async def close(self) -> None:
        """Edits the summaries waiting for their minute now, lets those being edited finish (they are short),
        then stops."""
        self._closing = True
        for wake in self._wakes.values():
            wake.set()
        tasks = list(self._updating.values())
        if tasks:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait(tasks, timeout=3.0)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
