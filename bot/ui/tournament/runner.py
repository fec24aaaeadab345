"""The runner: it plays a tournament's rounds. Starting a round opens every table as a game in a public thread of
its own under the tournament's channel, with the tournament's pace, and posts the round's tables in the channel
(each player pinged once, with a link to their table); when every table of the round is over, the tournament's
message shows the standings and the next round is seated and opened, or the podium and the champion are named.

Every step is read from the rows and written before it is acted on, so a restart resumes where it stopped
(``resume``, at start): a table's thread is recorded before its game is created, a game is linked to its table in
the transaction that creates it, and a round is seated once (``Store.seat_round`` is guarded by the round before
it). What wakes a tournament is the end of one of its games, heard from the publisher once the game's final post
went through (``posted``), or its round's deadline (``stop_round``, served by the scheduler's pass
``bot.ui.tournament.deadlines``); nothing sleeps. One pass at a time per tournament (``lock``).

What the tournament says in its channel (a round's tables and pings, the message's standings, the podium) goes
through the channel's ordered outbox (``Publisher.post``), so it keeps the channel's order and Discord's rate limits
as the boards do. A round's announcement and the podium are recorded once posted; each carries a nonce Discord
checks (``enforce_nonce``), so that a restart between the post and its record makes no second message. At a round's
deadline, its games still being played are stopped: their tables count as everyone's shared last place
(``bot.ui.tournament.progress.places_of``).

A player whose seat the bot played for a whole game (every move of that seat made by the bot: their time ran out
each time, or their seat was automatic from the start) is dropped from the next rounds, and the next round's
announcement says why.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.ai_seats import levels
from bot.live import LiveGame
from bot.pace import timers
from bot.pace.model import GamePace, with_players
from bot.pace.settings import PaceSettings, guild_pace
from bot.records import PaceChange
from bot.refusal import Refusal
from bot.store.tournaments import TableRecord, TournamentRecord
from bot.threads import ARCHIVE_WHILE_PLAYING
from bot.ui.tournament.actions import tournament_action
from bot.ui.tournament.buttons import tournament_message
from bot.ui.tournament.message import (
    deadline_passed,
    deadline_stopped,
    final_announcement,
    mentions_of,
    round_announcement,
    standings_picture,
    table_headline,
    thread_name,
)
from bot.ui.tournament.progress import Final, after_round, first_round
from bot.ui.tournament.settings import TournamentSettings
from games import registry
from render.tournaments.standings import draw_standings

if TYPE_CHECKING:
    from bot.app import GameBot

# The standings picture's file name on the tournament's message (the embed shows it).
STANDINGS_FILE = "standings.png"
log = logging.getLogger(__name__)


class TournamentRunner:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}
        self._games: dict[int, int] = {}  # game id -> its tournament, for the games of the rounds under way
        self._passes: dict[int, asyncio.Task[None]] = {}  # tournament id -> the pass moving it on
        self._again: set[int] = set()  # tournaments woken while a pass was running: one more pass
        self._idle = asyncio.Event()
        self._idle.set()
        self._posting: set[str] = set()  # the nonces of the announcements queued and not yet settled
        self._showing: set[int] = set()  # tournaments whose message's edit is queued and not yet begun

    def lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    async def act(
        self, interaction: discord.Interaction, action: str, tournament_id: int, *, from_button: bool
    ) -> None:
        """A press of the tournament message's buttons (``bot.ui.tournament.buttons``)."""
        await tournament_action(interaction, action, tournament_id, from_button=from_button)

    # Waking

    async def resume(self) -> None:
        """At start: every tournament under way in this process's guilds is looked at, as if its games had just
        posted (a round may have ended, or been left half opened, while the bot was down)."""
        try:
            for tournament_id in await self.bot.store.running_tournaments():
                self.wake(tournament_id)
        except Exception:
            log.exception("could not resume the tournaments under way")

    def posted(self, game_id: int, channel_id: int | None = None) -> None:
        """A game's post went through (the publisher says so): a tournament's game that is over wakes its
        tournament. A game that goes on, or that is no tournament's, costs nothing more."""
        tournament_id = self._games.get(game_id)
        if tournament_id is None:
            return
        live = self.bot.sessions.cached(channel_id) if channel_id is not None else None
        if live is not None and live.id == game_id and live.record.status == "active" and live.result() is None:
            return
        self.wake(tournament_id)

    def wake(self, tournament_id: int) -> None:
        if tournament_id in self._passes:
            self._again.add(tournament_id)
            return
        self._idle.clear()
        self._passes[tournament_id] = asyncio.create_task(
            self._follow(tournament_id), name=f"tournament-{tournament_id}"
        )

    async def _follow(self, tournament_id: int) -> None:
        try:
            while True:
                self._again.discard(tournament_id)
                try:
                    await self.advance(tournament_id)
                except Exception:  # the next game's end, or the next start, tries again
                    log.exception("tournament %s could not move on", tournament_id)
                if tournament_id not in self._again:
                    return
        finally:
            self._passes.pop(tournament_id, None)
            if not self._passes:
                self._idle.set()

    async def settled(self) -> None:
        """Waits until no tournament is being moved on and what they queued to post is posted."""
        await self._idle.wait()
        await self.bot.publisher.settled()

    async def close(self) -> None:
        tasks = list(self._passes.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # The host's actions

    async def start(self, tournament: TournamentRecord) -> TournamentRecord:
        """Seats the first round (its tables are opened by the pass ``wake`` starts)."""
        seated = first_round(tournament, self._minimum(tournament))
        if not await self.bot.store.seat_round(tournament.id, seated, self._lasts(tournament)):
            raise Refusal("error.tournament_started")
        found = await self.bot.store.tournament(tournament.id)
        assert found is not None
        return found

    async def cancel(self, tournament: TournamentRecord) -> TournamentRecord:
        """Cancels the tournament and its games still being played."""
        await self.bot.store.cancel_tournament(tournament.id)
        play = await self.bot.store.tournament_play(tournament.id)
        for table in play.round_tables(tournament.round):
            if table.game_id is not None and table.game_status == "active" and table.thread_id is not None:
                with contextlib.suppress(Refusal):
                    await self.bot.sessions.cancel(table.thread_id, tournament.host_id, True)
                    self.bot.threads.posted(table.game_id)
        found = await self.bot.store.tournament(tournament.id)
        assert found is not None
        return found

    async def refresh(self, tournament_id: int) -> None:
        """Edits the tournament's message to what it is now."""
        found = await self.bot.store.tournament(tournament_id)
        if found is None:
            return
        self._show(found)

    async def stop_round(self, tournament_id: int, number: int) -> None:
        """Round ``number``'s deadline passed: its games still being played are stopped (each thread told why), the
        channel hears which, and the tournament moves on."""
        store, sessions = self.bot.store, self.bot.sessions
        async with self.lock(tournament_id):
            tournament = await store.tournament(tournament_id)
            if tournament is None or tournament.status != "running" or tournament.round != number:
                return
            locale = await self.bot.publisher.language(tournament.guild_id)
            stopped: list[int] = []
            for table in (await store.tournament_play(tournament_id)).round_tables(number):
                if table.game_status != "active" or table.thread_id is None:
                    continue
                live = await sessions.game(table.thread_id)
                with contextlib.suppress(Refusal):
                    await sessions.cancel(table.thread_id, tournament.host_id, True)
                    stopped.append(table.thread_id)
                    if live is not None:
                        self.bot.publisher.notice(live, deadline_stopped(tournament, locale))
                        self.bot.threads.posted(live.id)
            if stopped:
                text = deadline_passed(tournament, number, stopped, locale)
                self._say(tournament, text, (), nonce=f"t{tournament_id}d{number}")
        self.wake(tournament_id)

    # Moving on

    async def advance(self, tournament_id: int) -> None:
        """Opens the current round's tables that are not open yet and announces the round; once every table is
        over, seats the next round (and opens it) or ends the tournament."""
        store = self.bot.store
        async with self.lock(tournament_id):
            while True:
                tournament = await store.tournament(tournament_id)
                if tournament is not None and tournament.status == "finished" and not tournament.final_announced:
                    await self._announce_final(tournament)
                if tournament is None or tournament.status != "running":
                    return
                locale = await self.bot.publisher.language(tournament.guild_id)
                play = await store.tournament_play(tournament_id)
                tables = play.round_tables(tournament.round)
                opened = False
                for table in tables:
                    if table.game_id is None:
                        await self._open_table(tournament, table, locale)
                        opened = True
                    else:
                        self._games[table.game_id] = tournament_id
                if opened:
                    play = await store.tournament_play(tournament_id)
                    tables = play.round_tables(tournament.round)
                if tournament.round not in play.announced:
                    text, pinged = round_announcement(tournament, play, tournament.round, locale)
                    number = tournament.round
                    self._say(
                        tournament, text, pinged, nonce=f"t{tournament_id}r{number}",
                        done=functools.partial(store.mark_round_announced, tournament_id, number),
                    )  # fmt: skip
                    self._show(tournament)
                if not all(table.over for table in tables):
                    return
                drops = await self._bot_played(tables)
                after = after_round(tournament, play, drops, self._minimum(tournament))
                for table in tables:
                    if table.game_id is not None:
                        self._games.pop(table.game_id, None)
                if isinstance(after, Final):
                    if await store.finish_tournament(tournament_id, tournament.round, after.champion, drops):
                        continue  # the podium is posted from the finished rows, as after a restart
                    return
                await store.seat_round(tournament_id, after, self._lasts(tournament))

    async def _open_table(self, tournament: TournamentRecord, table: TableRecord, locale: str) -> None:
        """The table's thread (recorded first), then its game in it, with the tournament's pace, and its first
        board."""
        store, sessions = self.bot.store, self.bot.sessions
        engine = registry.get(tournament.game_type)
        if engine is None:
            raise Refusal("error.game_unavailable", game=tournament.game_type)
        if table.thread_id is None:
            parent: Any = self.bot.get_channel(tournament.channel_id)
            if parent is None:
                parent = await self.bot.fetch_channel(tournament.channel_id)
            thread = await parent.create_thread(
                name=thread_name(tournament, table, locale),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=ARCHIVE_WHILE_PLAYING,
            )
            if not await store.set_table_thread(tournament.id, table, thread.id):
                return  # another pass opened it (the next pass reads it)
            table = replace(table, thread_id=thread.id)
        assert table.thread_id is not None
        async with sessions.lock(table.thread_id):
            seed = self.bot.seeds.new_seed()
            chosen = TournamentSettings.from_json(tournament.settings).options
            options = engine.validate_options(chosen) if chosen is not None else engine.default_options()
            state = engine.new(len(table.players), options, seed)
            names = tournament.names()
            record = await store.start_table_game(
                tournament, table, options, seed, engine.to_json(state), [names[user] for user in table.players]
            )
            pace = GamePace.fresh(
                await self._pace(tournament), len(record.seats), levels(record.seats), sessions.ai_pause
            )
            pace = await with_players(store, pace, record.seats)
            planned = timers.wanted_timers(engine, state, pace, sessions.clock.now())
            await store.change_pace(
                record.id, PaceChange(settings=pace.settings.to_json(), seats=pace.seats, timers=planned)
            )
            live = LiveGame(record, engine, state, pace)
            sessions.update(record.channel_id, live)
            sessions.timers_changed()
        self._games[record.id] = tournament.id
        self.bot.publisher.opening(live, table_headline(tournament, table, locale), None, thinking=False)

    async def _pace(self, tournament: TournamentRecord) -> PaceSettings:
        chosen = TournamentSettings.from_json(tournament.settings).pace
        if chosen is not None:
            return PaceSettings.from_json(chosen)
        return (await guild_pace(self.bot.store, tournament.guild_id)).settings()

    async def _bot_played(self, tables: tuple[TableRecord, ...]) -> list[int]:
        """The players of these finished tables whose every move the bot made."""
        dropped: list[int] = []
        for table in tables:
            if table.game_id is None or table.game_status != "finished":
                continue
            by_seat: dict[int, list[bool]] = {}
            for move in await self.bot.store.moves(table.game_id):
                by_seat.setdefault(move.seat, []).append(move.by_bot)
            dropped.extend(
                player for seat, player in enumerate(table.players) if by_seat.get(seat) and all(by_seat[seat])
            )
        return dropped

    async def _announce_final(self, tournament: TournamentRecord) -> None:
        """The podium and the champion, in the channel, once; the message shows the final standings."""
        play = await self.bot.store.tournament_play(tournament.id)
        locale = await self.bot.publisher.language(tournament.guild_id)
        text, pinged = final_announcement(tournament, play, locale)
        self._show(tournament)
        self._say(
            tournament, text, pinged, nonce=f"t{tournament.id}end",
            done=functools.partial(self.bot.store.mark_final_announced, tournament.id),
        )  # fmt: skip

    @staticmethod
    def _lasts(tournament: TournamentRecord) -> float | None:
        return TournamentSettings.from_json(tournament.settings).round_seconds

    def _minimum(self, tournament: TournamentRecord) -> int:
        engine = registry.get(tournament.game_type)
        return max(2, engine.min_players if engine is not None else 2)

    # Posting in the tournament's channel

    def _say(
        self,
        tournament: TournamentRecord,
        text: str,
        pinged: tuple[int, ...],
        *,
        nonce: str,
        done: Callable[[], Awaitable[object]] | None = None,
    ) -> None:
        """Queues a post in the tournament's channel, once per process until it settles (a failed post is queued
        again by the next pass); ``nonce`` makes Discord return the message it already made for it instead of
        making a second (``enforce_nonce``: a restart between a post and its record)."""
        if nonce in self._posting:
            return
        self._posting.add(nonce)
        channel = self.bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)

        async def send() -> object:
            return await channel.send(content=text, allowed_mentions=mentions_of(pinged), nonce=nonce)

        self.bot.publisher.post(
            tournament.channel_id, tournament.guild_id, "tournament post", send, done=done,
            settled=lambda: self._posting.discard(nonce),
        )  # fmt: skip

    def _show(self, tournament: TournamentRecord) -> None:
        """Queues an edit of the tournament's message to what it is when the edit is made: one edit queued at a time
        covers every change before it begins."""
        if tournament.message_id is None or tournament.id in self._showing:
            return
        self._showing.add(tournament.id)
        channel = self.bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
        message_id = tournament.message_id

        async def send() -> object:
            self._showing.discard(tournament.id)  # a change from now on queues an edit of its own
            found = await self.bot.store.tournament(tournament.id)
            if found is None:
                return None
            locale = await self.bot.publisher.language(found.guild_id)
            play = await self.bot.store.tournament_play(found.id)
            message = tournament_message(found, play, locale)
            if found.round > 0:
                # The standings drawn as well as written: the picture reads at a glance on a phone, the text beside
                # it is what screen readers and search find.
                png = await self.bot.drawing.drawn(draw_standings, standings_picture(found, play, locale))
                message["embed"].set_image(url=f"attachment://{STANDINGS_FILE}")
                message["attachments"] = [discord.File(io.BytesIO(png), STANDINGS_FILE)]
            try:
                return await channel.get_partial_message(message_id).edit(**message)
            except discord.NotFound:
                log.info("the message of tournament %s was deleted; the tournament goes on", found.id)
                return None

        self.bot.publisher.post(
            tournament.channel_id, tournament.guild_id, "tournament message", send,
            settled=lambda: self._showing.discard(tournament.id),
        )  # fmt: skip
