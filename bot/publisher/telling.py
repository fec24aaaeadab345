"""How a job is told to the table: a move's public post (its board with the headline, a step or progress line, or
nothing for a quiet move), the latest board (an opening, ``/game status``, the catch-up, news outside a move),
a notice, and in edit mode (``bot.publisher.modes``) the board message edited in place with a short ping for whose
turn it is. Each post is recorded in the store as heard, and the game's thread summary is handed the news once a
post went through (``listeners``).

In edit mode the lines of a turn that goes on edit the board message's text too, the previous ping is removed
when the next one is sent, and the final board is a new message of its own.

It owns what a post says and shows and where in the channel it lands. It does not own which way a new message
goes out (the answer to the move's interaction, a follow-up, or the channel: ``bot.publisher.routes``), the
player's private answer (``bot.publisher.answer``), the order of posts or their retries as a whole
(``bot.publisher.outbox``), nor what a refused post tells the player (``bot.publisher.refusals``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.board import BoardPost, allowed_mentions, board_post, message_link, post_content
from bot.delivery import REQUEST_FAILURES, Undelivered
from bot.discord_limits import CONTENT, shorten
from bot.drawing import Drawing
from bot.i18n import listed, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.outcome import Heard, MoveOutcome
from bot.publisher.context import Context, Server
from bot.publisher.jobs import BoardJob, ChannelPostJob, Job, MoveJob, NoticeJob
from bot.publisher.outbox import Outbox
from bot.publisher.routes import board_answer, decline, drop_placeholder, send
from bot.publisher.texts import move_headline, move_line
from bot.records import PostingRecord
from bot.sessions import Sessions

log = logging.getLogger(__name__)

# The buttons under a board that goes on (the bot's UI makes them; the publisher only attaches them).
Buttons = Callable[[LiveGame, str | None], discord.ui.View]
# The lines a game adds above the board of a move it sums up (a round's results), in a language.
Summary = Callable[[MoveOutcome, str | None], list[str]]


class Teller:
    def __init__(
        self, ctx: Context, sessions: Sessions, drawing: Drawing, buttons: Buttons, summary: Summary, outbox: Outbox
    ) -> None:
        self.ctx = ctx
        self.sessions = sessions
        self.store = ctx.store
        self.drawing = drawing
        self.buttons = buttons
        self.summary = summary
        self.outbox = outbox
        # Told the game's id and channel after each of its posts went through (a game thread's summary follows its
        # posts).
        self.listeners: list[Callable[[int, int], None]] = []

    async def run(self, job: Job) -> None:
        if isinstance(job, MoveJob):
            await self._move(job)
        elif isinstance(job, NoticeJob):
            await self._notice(job)
        elif isinstance(job, BoardJob):
            await self._current_board(job)
        elif isinstance(job, ChannelPostJob):
            await self._channel_post(job)
        else:
            raise TypeError(f"no way to post {job!r}")

    def told(self, job: Job) -> None:
        """The job's post went through: the game's thread summary follows."""
        if isinstance(job, ChannelPostJob):
            return  # about no game
        for listener in self.listeners:
            listener(job.game_id, job.channel_id)

    async def _move(self, job: MoveJob) -> None:
        try:
            await self._announce_move(job)
        finally:
            decline(job)  # the player's command stops waiting for a board that did not answer

    async def _announce_move(self, job: MoveJob) -> None:
        outcome = job.outcome
        if outcome.heard is Heard.QUIET:
            await self.store.mark_announced(job.game_id, job.version)
        elif outcome.heard is Heard.BOARD:
            server = await self.ctx.server(job.guild_id)
            headline = move_headline(outcome, self.summary(outcome, server.language), server.language)
            await self._board(job, outcome.game, server, headline)
        else:
            await self._line(job, await self.ctx.server(job.guild_id))

    async def _channel_post(self, job: ChannelPostJob) -> None:
        try:
            if job.send is not None:
                await self.ctx.deliver(job.kind, job.send)
            if job.done is not None:
                await job.done()
        finally:
            if job.settled is not None:
                job.settled()

    async def _notice(self, job: NoticeJob) -> None:
        if job.content:
            message: dict[str, Any] = {"content": job.content, "allowed_mentions": allowed_mentions(list(job.mentions))}
            if job.view is not None:
                message["view"] = job.view
            channel = self.ctx.channel(job)
            await self.ctx.deliver("notice", lambda: channel.send(**message))
        for version in job.seen:
            await self.store.mark_announced(job.game_id, version)

    async def _current_board(self, job: BoardJob) -> None:
        live = await self.sessions.load(job.game_id)
        posting = await self.store.posting(job.game_id)
        if live is None or posting is None or live.record.status == "cancelled":
            await drop_placeholder(job)
            return
        if job.via is None and not job.headline and not posting.due:
            return  # a catch-up, and a move's own board got there first; a board with news goes out regardless
        try:
            await self._board(job, live, await self.ctx.server(job.guild_id), job.headline)
        except discord.Forbidden:
            raise  # the worker pauses the game until the permission is back (``Refusals.refused``)
        except (Undelivered, discord.HTTPException):
            self.outbox.failed(job.game_id, self.ctx.backoff)
            raise
        self.outbox.posted(job.game_id)

    async def _board(self, job: MoveJob | BoardJob, live: LiveGame, server: Server, headline: str) -> None:
        post = await board_post(self.drawing, live, headline, server.language)
        # A finished game's board keeps what still answers (Troyes Dice's sheets); an empty view removes the rest.
        post.view = self.buttons(live, server.language)
        mentions = job.mentions if isinstance(job, BoardJob) else ()
        post.mentions = [*mentions, *(user for user in post.mentions if user not in mentions)]
        # Only edit mode reads the board and ping messages it replaces: a new board needs nothing stored.
        posting = await self.store.posting(job.game_id) if server.mode == "edit" else None
        message_id = await self._place_board(job, live, post, posting, headline, server)
        await self.store.mark_board(job.game_id, live.version, message_id)

    async def _place_board(
        self,
        job: MoveJob | BoardJob,
        live: LiveGame,
        post: BoardPost,
        posting: PostingRecord | None,
        headline: str,
        server: Server,
    ) -> int | None:
        via = job.via if isinstance(job, BoardJob) else None
        if isinstance(job, BoardJob) and via is not None:
            answered = await board_answer(self.ctx, job, via, post)
            if answered is not None:
                return answered
        channel = self.ctx.channel(job)
        edit_mode = server.mode == "edit"
        old_board = posting.board_message_id if posting is not None else None
        old_ping = posting.ping_message_id if posting is not None else None
        if edit_mode and via is None and old_board is not None and live.result() is None:
            decline(job)  # an edit answers nobody: the player is answered privately
            board = channel.get_partial_message(old_board)
            try:
                edited = await self.ctx.deliver("board edit", lambda: board.edit(**post.edit_kwargs()))
            except (discord.NotFound, discord.Forbidden):
                log.info("board message %s of game %s cannot be edited; posting a new one", old_board, job.game_id)
            else:
                # A board with news for players it pings besides the awaited (time ran out) repeats it there.
                pinged_news = headline if isinstance(job, BoardJob) and job.mentions else ""
                await self._ping(job, live, post, edited.id, old_ping, pinged_news, server.language)
                return edited.id
        sent = await send(self.ctx, job, "board", post.kwargs)
        if edit_mode and old_ping is not None:
            # The new board mentions whose turn it is itself; the last ping would only point at an old one.
            await self._remove(channel, old_ping)
            await self.store.set_ping_message(job.game_id, None)
        return sent

    async def _ping(
        self, job: Job, live: LiveGame, post: BoardPost, board_id: int, old_ping: int | None, news: str, loc: str | None
    ) -> None:
        """Edit mode: a short line that pings whose turn it is (an edit pings nobody) and links the board. It
        pings whom a new board would: not the seats the bot plays, and with ``news`` those it names besides (a
        player whose time ran out). Nobody to ping: no ping, and the last one, of an earlier turn, goes."""
        channel = self.ctx.channel(job)
        users = [user for user in live.announced_users() if user in post.mentions]
        lines = [news] if news else []
        if users:
            link = message_link(job.guild_id, job.channel_id, board_id)
            lines.append(t("post.ping", loc, users=listed([mention(user, loc) for user in users], loc), link=link))
        ping: int | None = None
        if lines:
            content = post_content(news, lines[-1]) if news and users else shorten(lines[0], CONTENT)
            sent = await send(
                self.ctx, job, "ping", lambda: {"content": content, "allowed_mentions": allowed_mentions(post.mentions)}
            )
            ping = sent
        await self.store.set_ping_message(job.game_id, ping)
        if old_ping is not None:
            await self._remove(channel, old_ping)

    async def _line(self, job: MoveJob, server: Server) -> None:
        """A step or progress line: a new short message, or in edit mode the board message's text."""
        outcome, loc = job.outcome, server.language
        content, edited_content = move_line(outcome, loc)
        # Fresh buttons for those still choosing under a progress line.
        view = self.buttons(outcome.game, loc) if outcome.heard is Heard.PROGRESS else None
        channel = self.ctx.channel(job)
        # Only edit mode reads the board message whose text it replaces: a new line needs nothing stored.
        posting = await self.store.posting(job.game_id) if server.mode == "edit" else None
        board_id = posting.board_message_id if posting is not None else None
        if board_id is not None:
            decline(job)  # an edit answers nobody: the player is answered privately
            board = channel.get_partial_message(board_id)
            edit: dict[str, Any] = {"content": edited_content, "allowed_mentions": discord.AllowedMentions.none()}
            if view is not None:
                edit["view"] = view
            try:
                await self.ctx.deliver("line edit", lambda: board.edit(**edit))
            except (discord.NotFound, discord.Forbidden):
                pass  # the board message is gone: the line goes to the channel
            else:
                await self.store.mark_announced(job.game_id, job.version)
                return
        # Nobody is pinged again: the board that opened the turn or the phase already mentioned them.
        line: dict[str, Any] = {"content": content, "allowed_mentions": discord.AllowedMentions.none()}
        if view is not None:
            line["view"] = view
        await send(self.ctx, job, outcome.heard.value, lambda: line)
        await self.store.mark_announced(job.game_id, job.version)

    async def _remove(self, channel: discord.PartialMessageable, message_id: int) -> None:
        """Best effort, one try: a ping left behind is untidy, not wrong."""
        with contextlib.suppress(*REQUEST_FAILURES):
            await asyncio.wait_for(channel.get_partial_message(message_id).delete(), self.ctx.backoff.attempt_timeout)
