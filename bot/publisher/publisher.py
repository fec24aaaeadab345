"""The one way a game's public posts reach its channel: boards, step and progress lines, notices and pings.

A committed move's post is queued here and the player's interaction is answered: at once and privately, or by
the move's post itself when that is ready within a moment (a ``/play``, ``bot.publisher.answer``). One worker
per channel posts that channel's jobs in the order they were queued (the order the moves were committed), through
the REST API, retrying with backoff when Discord answers 5xx or 429 or does not answer in time. A player's move
is posted as the answer or a follow-up of the move's own interaction while its token lasts, outside Discord's
global limit on requests (``bot.publisher.follow_up``); anything else goes to the channel.
Posting is at least once: a kill between a post and its record, or a timed-out request
that Discord did serve, can show one board twice; never none (``bot.publisher.outbox``).

A channel post Discord refuses for lack of a permission (403) is not retried in a loop: the game stays due and
waits for the permission (``bot.permissions`` says which one, from discord.py's cache), the refusal is logged once
per channel, and the player whose action led to the post is told privately what to grant and who can.

In edit mode (``bot.publisher.modes``) the lines of a turn that goes on edit the board message's text too, the
previous ping is removed when the next one is sent, and the final board is a new message of its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from bot.board import BoardPost, allowed_mentions, board_post, message_link, post_content
from bot.counted import counted
from bot.delivery import REQUEST_FAILURES, Backoff, Undelivered, deliver
from bot.discord_limits import CONTENT, shorten
from bot.drawing import Drawing
from bot.i18n import listed, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.outcome import Heard, MoveOutcome
from bot.permissions import PermissionNames, lacking, needed
from bot.publisher.answer import ANSWERING, PlayerAnswer
from bot.publisher.follow_up import TOKEN_LIFETIME, TOKEN_MARGIN, FollowUp
from bot.publisher.jobs import BoardJob, Job, MoveJob, NoticeJob
from bot.publisher.modes import BoardMode, mode_of
from bot.publisher.outbox import Outbox
from bot.publisher.texts import move_headline, move_line
from bot.records import PostingRecord
from bot.replies import say_private
from bot.server_language import chosen_of, resolved
from bot.sessions import Sessions
from bot.tasks import stop_loop

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True)
class Server:
    """What a server's settings say about its posts: board mode and language."""

    mode: BoardMode
    language: str


# The posts of a move that may answer its /play (``bot.publisher.answer``), as ``_send`` knows a post by ``what``:
# its ``Heard`` value. A ping never answers.
ANSWERING_POSTS = tuple(heard.value for heard in ANSWERING)
# What sending a post as the answer may fail with: a failed request, or an interaction answered already.
ANSWER_FAILURES: tuple[type[Exception], ...] = (*REQUEST_FAILURES, discord.InteractionResponded)

# The buttons under a board that goes on (the bot's UI makes them; the publisher only attaches them).
Buttons = Callable[[LiveGame, str | None], discord.ui.View]
# The lines a game adds above the board of a move it sums up (a round's results), in a language.
Summary = Callable[[MoveOutcome, str | None], list[str]]


class Publisher:
    def __init__(
        self,
        client: discord.Client,
        sessions: Sessions,
        drawing: Drawing,
        buttons: Buttons,
        summary: Summary,
        backoff: Backoff | None = None,
    ) -> None:
        self.client = client
        self.sessions = sessions
        self.store = sessions.store
        self.clock = sessions.clock
        self.drawing = drawing
        self.buttons = buttons
        self.summary = summary
        self.backoff = backoff or Backoff()
        self.outbox = Outbox(self.store)
        self._queues: dict[int, deque[Job]] = {}  # channel id -> jobs, the running one first
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._catch_up_task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._closed = False
        # Each game's latest player interaction and when its token runs out: whom a refused post is explained to.
        self._actors: dict[int, tuple[discord.Interaction, float]] = {}
        self._told: dict[int, float] = {}  # interaction id -> its token's end: told of a refusal already
        self._refused_channels: set[int] = set()  # channels whose refusal was logged, until a post goes through
        # Told the game's id and channel after each of its posts went through (a game thread's summary follows its
        # posts).
        self.listeners: list[Callable[[int, int], None]] = []

    # Life cycle

    def start(self) -> None:
        """Starts the catch-up: now, then every ``catch_up_every`` seconds."""
        if self._catch_up_task is None:
            self._catch_up_task = asyncio.create_task(self._catch_up_loop(), name="publisher-catch-up")

    async def close(self, grace: float = 3.0) -> None:
        """Lets queued posts finish for up to ``grace`` seconds, then stops; what is left stays due."""
        self._closed = True
        if self._catch_up_task is not None:
            await stop_loop(self._catch_up_task, self._wake.set)
        workers = list(self._workers.values())
        if workers:
            await asyncio.wait(workers, timeout=grace)
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)

    async def settled(self) -> None:
        """Waits until every queued post has been handled (posted, or given up on and left due)."""
        while self._workers:
            await asyncio.gather(*list(self._workers.values()), return_exceptions=True)

    # What callers queue

    def announce(
        self, outcome: MoveOutcome, via: discord.Interaction | None = None, *, post_may_answer: bool = False
    ) -> PlayerAnswer | None:
        """Queues how the channel hears of a committed move (``outcome.heard``). Call it right after
        ``Sessions.submit`` returns, before any ``await``: moves are then queued in the order they were
        committed. ``via``: the player's interaction that made the move, whose follow-up may carry the post; the
        caller drives the returned ``PlayerAnswer`` from its side (``answered_by_post``, ``settle``).
        ``post_may_answer``: the move's board or step line, if it has one, may be that answer."""
        record = outcome.game.record
        reply = None
        if via is not None:
            answer = PlayerAnswer.for_move(outcome.heard, from_command=post_may_answer)
            reply = FollowUp.of(via, self.clock.now(), answer)
        self._acted(outcome.game.id, via)
        self._enqueue(MoveJob(outcome.game.id, record.channel_id, record.guild_id, outcome, reply))
        return reply.answer if reply is not None else None

    def opening(self, live: LiveGame, headline: str, via: discord.Interaction | None, *, thinking: bool) -> None:
        """Queues a started game's first board, as the follow-up of ``via`` (answered already) when given;
        ``thinking``: that answer was a deferral, which the board fills in (an edit of the original response)."""
        self._acted(live.id, via)
        self._enqueue(self._board_job(live, headline=headline, via=via, thinking=thinking))

    def board(self, live: LiveGame, headline: str, mentions: Sequence[int] = ()) -> None:
        """Queues the latest board with ``headline`` to the channel (a change made outside a player's move: the
        bot playing for an absent seat, a resignation); ``mentions``: users the headline names who are pinged
        too, such as players whose time ran out."""
        self._enqueue(self._board_job(live, headline=headline, mentions=tuple(mentions)))

    def repost(self, live: LiveGame, via: discord.Interaction) -> None:
        """Queues the latest board again (``/game status``), as the answer that fills in the deferred ``via``."""
        self._acted(live.id, via)
        self._enqueue(self._board_job(live, via=via, thinking=True))

    def notice(
        self,
        live: LiveGame,
        content: str,
        *,
        mentions: Sequence[int] = (),
        view: discord.ui.View | None = None,
        seen: Sequence[int] = (),
    ) -> None:
        """Queues a short message about a game on its channel's worker: in order with its boards, retried, and
        never holding up the caller (the scheduler serves every game's timers). ``content`` may be empty when
        there is nothing to say; ``seen``: the versions it announces, recorded as heard once it is out, so the
        catch-up does not post the board again for them."""
        record = live.record
        self._enqueue(
            NoticeJob(live.id, record.channel_id, record.guild_id, content, tuple(mentions), view, tuple(seen))
        )

    @staticmethod
    def _board_job(live: LiveGame, **details: Any) -> BoardJob:
        record = live.record
        return BoardJob(live.id, record.channel_id, record.guild_id, **details)

    def _enqueue(self, job: Job) -> None:
        if self._closed:
            return  # shutting down: the outbox keeps it due for the next start
        queue = self._queues.setdefault(job.channel_id, deque())
        queue.append(job)
        if job.channel_id not in self._workers:
            self._workers[job.channel_id] = asyncio.create_task(
                self._drain(job.channel_id), name=f"publisher-{job.channel_id}"
            )

    async def _drain(self, channel_id: int) -> None:
        queue = self._queues[channel_id]
        try:
            while queue:
                job = queue[0]
                kind = type(job).__name__
                try:
                    await self._run(job)
                except Undelivered as error:
                    log.warning("gave up posting %s of game %s for now: %s", kind, job.game_id, error.__cause__)
                    self._skip_followers(queue, job.game_id)
                except discord.Forbidden as error:
                    self._skip_followers(queue, job.game_id)
                    try:
                        await self._refused(job, error)
                    except Exception:  # telling the player must not stop the channel's queue
                        log.exception("could not tell of the refused %s of game %s", kind, job.game_id)
                except discord.HTTPException as error:
                    log.warning("Discord refused %s of game %s: %s", kind, job.game_id, error)
                except Exception:
                    log.exception("posting %s of game %s failed", kind, job.game_id)
                else:
                    self._went_through(job)
                    for listener in self.listeners:
                        listener(job.game_id, job.channel_id)
                queue.popleft()
        finally:
            # No await since the last check of the queue: a job queued meanwhile found this worker running.
            self._workers.pop(channel_id, None)
            if not queue:
                self._queues.pop(channel_id, None)

    @staticmethod
    def _skip_followers(queue: deque[Job], game_id: int) -> None:
        """After Discord would not take a post, the game's later posts are dropped rather than tried one by one
        through the same outage: the game stays due, and the catch-up posts one current board instead. Jobs that
        must answer an interaction stay."""
        skipped = [job for job in list(queue)[1:] if job.game_id == game_id and job.answers is None]
        for job in skipped:
            queue.remove(job)
            if isinstance(job, MoveJob) and job.reply is not None:
                job.reply.answer.decline()
        if skipped:
            log.warning(
                "skipped %s of game %s; its current board follows", counted(len(skipped), "later post"), game_id
            )

    # Catch-up

    def wake(self) -> None:
        """Looks for unposted boards now rather than at the next round (and reads ``backoff`` afresh)."""
        self._wake.set()

    async def _catch_up_loop(self) -> None:
        # Posting needs the REST API only, which is logged in before this starts: no need to wait for the
        # gateway (the ready event can take seconds on a large bot).
        while not self._closed:
            try:
                await self.catch_up()
            except Exception:
                log.exception("catch-up of unposted boards failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.backoff.catch_up_every)
            self._wake.clear()

    async def catch_up(self) -> int:
        """Queues the current board of every game whose channel has not seen its latest state, unless that
        channel's worker is still busy (what it fails at stays due). Returns how many were queued."""
        self._forget_expired()
        due = await self.outbox.due(set(self._queues), self.backoff, self._permitted)
        for posting in due:
            self._enqueue(BoardJob(posting.game_id, posting.channel_id, posting.guild_id))
        if due:
            log.info("catching up: %s whose channel missed the latest state", counted(len(due), "game"))
        return len(due)

    # A post refused for lack of a permission

    def _acted(self, game_id: int, interaction: discord.Interaction | None) -> None:
        """Remembers the game's latest player interaction while its token lasts: if a post that follows (an AI
        seat's move, say) is refused for lack of a permission, that player is told privately."""
        if interaction is not None:
            self._actors[game_id] = (interaction, self.clock.now() + TOKEN_LIFETIME - TOKEN_MARGIN)

    def _forget_expired(self) -> None:
        """Drops the interactions whose tokens ran out: swept with the catch-up, not at every move."""
        now = self.clock.now()
        for gone in [game for game, (_, ends) in self._actors.items() if ends <= now]:
            del self._actors[gone]
        for gone in [told for told, ends in self._told.items() if ends <= now]:
            del self._told[gone]

    def _actor_of(self, job: Job) -> discord.Interaction | None:
        """The player whose action led to ``job``: the interaction the job answers or follows, else the game's
        latest player action, while its token lasts."""
        own = self._own_interaction(job)
        if own is not None:
            return own
        interaction, ends = self._actors.get(job.game_id, (None, 0.0))
        return interaction if ends > self.clock.now() else None

    def _permitted(self, posting: PostingRecord) -> bool:
        return lacking(self.client, posting.guild_id, posting.channel_id) == ()

    def permissions_changed(self, guild_id: int) -> None:
        """A server's roles or one of its channels' overwrites changed: a game of that server waiting for a
        permission is looked at now rather than at the end of its pause."""
        if self.outbox.waits_for_permission(guild_id):
            self.wake()

    async def _refused(self, job: Job, error: discord.Forbidden) -> None:
        """Discord refused a post of ``job`` in its channel for lack of a permission (403). Retrying now would be
        refused again: the game stays due and is paused, and the catch-up posts its board once discord.py's cache
        says the permission is there (or after the pause, should the cache not know). The channel's refusal is
        logged once; the player whose action led to the post is told privately what the bot lacks, where, and
        who can grant it."""
        missing = lacking(self.client, job.guild_id, job.channel_id)
        self.outbox.refused(job.game_id, self.backoff, lacked=bool(missing), guild_id=job.guild_id)
        if job.channel_id in self._refused_channels:
            log.debug("Discord refused a post of game %s in channel %s again: %s", job.game_id, job.channel_id, error)
        else:
            self._refused_channels.add(job.channel_id)
            log.warning(
                "Discord refused posts of game %s in channel %s (%s); lacking there: %s. Its boards wait for the "
                "permission.",
                job.game_id,
                job.channel_id,
                error,
                ", ".join(missing) if missing else "nothing discord.py's cache knows of",
            )
        await self._tell_refused(job, missing)

    async def _tell_refused(self, job: Job, missing: tuple[str, ...] | None) -> None:
        interaction = self._actor_of(job)
        if interaction is None or interaction.id in self._told:
            return
        if isinstance(job, MoveJob) and job.reply is not None:
            await job.reply.answer.ready()  # the player's own answer goes first
        if not interaction.response.is_done():
            return  # its command answers it; a second answer would be refused
        self._told[interaction.id] = self.clock.now() + TOKEN_LIFETIME - TOKEN_MARGIN
        loc = interaction.locale.value
        channel = f"<#{job.channel_id}>"
        if missing:
            text = t("post.refused", loc, channel=channel, permissions=PermissionNames(missing))
        else:
            thread = isinstance(self.client.get_channel(job.channel_id), discord.Thread)
            text = t("post.refused_unknown", loc, channel=channel, permissions=PermissionNames(needed(thread)))
        try:
            await asyncio.wait_for(say_private(interaction, text), self.backoff.attempt_timeout)
        except REQUEST_FAILURES as failure:
            log.info("could not tell interaction %s's player of the refusal: %s", interaction.id, failure)

    def _went_through(self, job: Job) -> None:
        """A job made without any interaction went out: it went to the channel, whose refusals are over."""
        if self._own_interaction(job) is None and job.channel_id in self._refused_channels:
            self._refused_channels.discard(job.channel_id)
            log.info("posting in channel %s works again", job.channel_id)

    @staticmethod
    def _own_interaction(job: Job) -> discord.Interaction | None:
        """The interaction a job answers or follows (a player's move, ``/game status``, a start)."""
        return job.answers or (job.reply.interaction if isinstance(job, MoveJob) and job.reply is not None else None)

    # Running a job

    async def _run(self, job: Job) -> None:
        if isinstance(job, MoveJob):
            await self._move(job)
        elif isinstance(job, NoticeJob):
            await self._notice(job)
        elif isinstance(job, BoardJob):
            await self._current_board(job)
        else:
            raise TypeError(f"no way to post {job!r}")

    async def _move(self, job: MoveJob) -> None:
        try:
            await self._announce_move(job)
        finally:
            if job.reply is not None:
                job.reply.answer.decline()  # the player's command stops waiting for a board that did not answer

    async def _announce_move(self, job: MoveJob) -> None:
        outcome = job.outcome
        if outcome.heard is Heard.QUIET:
            await self.store.mark_announced(job.game_id, job.version)
        elif outcome.heard is Heard.BOARD:
            server = await self._server(job.guild_id)
            headline = move_headline(outcome, self.summary(outcome, server.language), server.language)
            await self._board(job, outcome.game, server, headline)
        else:
            await self._line(job, await self._server(job.guild_id))

    async def _notice(self, job: NoticeJob) -> None:
        if job.content:
            message: dict[str, Any] = {"content": job.content, "allowed_mentions": allowed_mentions(list(job.mentions))}
            if job.view is not None:
                message["view"] = job.view
            channel = self._channel(job)
            await self._deliver("notice", lambda: channel.send(**message))
        for version in job.seen:
            await self.store.mark_announced(job.game_id, version)

    async def _current_board(self, job: BoardJob) -> None:
        live = await self.sessions.load(job.game_id)
        posting = await self.store.posting(job.game_id)
        if live is None or posting is None or live.record.status == "cancelled":
            await self._drop_placeholder(job)
            return
        if job.via is None and not job.headline and not posting.due:
            return  # a catch-up, and a move's own board got there first; a board with news goes out regardless
        try:
            await self._board(job, live, await self._server(job.guild_id), job.headline)
        except discord.Forbidden:
            raise  # the worker pauses the game until the permission is back (``_refused``)
        except (Undelivered, discord.HTTPException):
            self.outbox.failed(job.game_id, self.backoff)
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
            answered = await self._follow_up(job, via, post)
            if answered is not None:
                return answered
        channel = self._channel(job)
        edit_mode = server.mode == "edit"
        old_board = posting.board_message_id if posting is not None else None
        old_ping = posting.ping_message_id if posting is not None else None
        if edit_mode and via is None and old_board is not None and live.result() is None:
            if isinstance(job, MoveJob) and job.reply is not None:
                job.reply.answer.decline()  # an edit answers nobody: the player is answered privately
            board = channel.get_partial_message(old_board)
            try:
                edited = await self._deliver("board edit", lambda: board.edit(**post.edit_kwargs()))
            except (discord.NotFound, discord.Forbidden):
                log.info("board message %s of game %s cannot be edited; posting a new one", old_board, job.game_id)
            else:
                # A board with news for players it pings besides the awaited (time ran out) repeats it there.
                pinged_news = headline if isinstance(job, BoardJob) and job.mentions else ""
                await self._ping(job, live, post, edited.id, old_ping, pinged_news, server.language)
                return edited.id
        sent = await self._send(job, "board", post.kwargs)
        if edit_mode and old_ping is not None:
            # The new board mentions whose turn it is itself; the last ping would only point at an old one.
            await self._remove(channel, old_ping)
            await self.store.set_ping_message(job.game_id, None)
        return sent

    async def _follow_up(self, job: BoardJob, via: discord.Interaction, post: BoardPost) -> int | None:
        """The board as the answer of an answered interaction; None if that failed (the channel then). A deferral
        ("thinking…") is answered by editing it into the board: Discord would turn a first follow-up into that
        edit anyway, a deprecated use. Any other answer (a lobby message updated) is followed by a new message."""
        request: Awaitable[discord.Message]
        if job.thinking:
            request = via.edit_original_response(**post.edit_kwargs())
        else:
            request = via.followup.send(**post.kwargs(), wait=True)
        try:
            message = await asyncio.wait_for(request, self.backoff.attempt_timeout)
        except REQUEST_FAILURES as error:
            log.warning("board answer failed for interaction %s (%s); posting to the channel", via.id, error)
            await self._drop_placeholder(job)
            job.via = None
            return None
        return message.id

    async def _drop_placeholder(self, job: BoardJob) -> None:
        if job.via is not None and job.thinking:
            with contextlib.suppress(*REQUEST_FAILURES):
                await job.via.delete_original_response()

    async def _ping(
        self, job: Job, live: LiveGame, post: BoardPost, board_id: int, old_ping: int | None, news: str, loc: str | None
    ) -> None:
        """Edit mode: a short line that pings whose turn it is (an edit pings nobody) and links the board. It
        pings whom a new board would: not the seats the bot plays, and with ``news`` those it names besides (a
        player whose time ran out). Nobody to ping: no ping, and the last one, of an earlier turn, goes."""
        channel = self._channel(job)
        users = [user for user in live.announced_users() if user in post.mentions]
        lines = [news] if news else []
        if users:
            link = message_link(job.guild_id, job.channel_id, board_id)
            lines.append(t("post.ping", loc, users=listed([mention(user, loc) for user in users], loc), link=link))
        ping: int | None = None
        if lines:
            content = post_content(news, lines[-1]) if news and users else shorten(lines[0], CONTENT)
            sent = await self._send(
                job, "ping", lambda: {"content": content, "allowed_mentions": allowed_mentions(post.mentions)}
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
        channel = self._channel(job)
        # Only edit mode reads the board message whose text it replaces: a new line needs nothing stored.
        posting = await self.store.posting(job.game_id) if server.mode == "edit" else None
        board_id = posting.board_message_id if posting is not None else None
        if board_id is not None:
            if job.reply is not None:
                job.reply.answer.decline()  # an edit answers nobody: the player is answered privately
            board = channel.get_partial_message(board_id)
            edit: dict[str, Any] = {"content": edited_content, "allowed_mentions": discord.AllowedMentions.none()}
            if view is not None:
                edit["view"] = view
            try:
                await self._deliver("line edit", lambda: board.edit(**edit))
            except (discord.NotFound, discord.Forbidden):
                pass  # the board message is gone: the line goes to the channel
            else:
                await self.store.mark_announced(job.game_id, job.version)
                return
        # Nobody is pinged again: the board that opened the turn or the phase already mentioned them.
        line: dict[str, Any] = {"content": content, "allowed_mentions": discord.AllowedMentions.none()}
        if view is not None:
            line["view"] = view
        await self._send(job, outcome.heard.value, lambda: line)
        await self.store.mark_announced(job.game_id, job.version)

    # Discord

    def _channel(self, job: Job) -> discord.PartialMessageable:
        # Partial: posting needs no cache, so the catch-up works before the guild is loaded too.
        return self.client.get_partial_messageable(job.channel_id, guild_id=job.guild_id)

    async def _server(self, guild_id: int | None) -> Server:
        """How the server wants its posts, read afresh for every post (a change applies to the next) and once."""
        settings = await self.store.guild_settings(guild_id) if guild_id is not None else {}
        guild = self.client.get_guild(guild_id) if guild_id is not None else None
        guild_locale = guild.preferred_locale.value if guild is not None else None
        return Server(mode_of(settings), resolved(chosen_of(settings), guild_locale))

    async def board_mode(self, guild_id: int | None) -> BoardMode:
        return (await self._server(guild_id)).mode

    async def language(self, guild_id: int | None) -> str:
        """The language of the server's public posts."""
        return (await self._server(guild_id)).language

    async def _deliver(self, what: str, request: Callable[[], Awaitable[T]]) -> T:
        return await deliver(what, request, self.backoff)

    async def _send(self, job: Job, what: str, message: Callable[[], dict[str, Any]]) -> int | None:
        """A new public message of ``job`` (``message`` gives its fields afresh for each try: a file is consumed
        by a send), and its id: the answer to the move's interaction if its post may be that (once, never
        retried: Discord takes one answer), else a follow-up of that interaction while that can be, else a
        channel message. Each try chooses anew, so a retry after the token ran out, or after Discord refused the
        webhook, goes to the channel; 5xx, 429 and timeouts are retried on the same route."""
        reply = job.reply if isinstance(job, MoveJob) else None
        if reply is not None and what in ANSWERING_POSTS and reply.answer.claim():
            answered, message_id = await self._post_answer(reply, message)
            if answered:
                return message_id
        if reply is not None:
            await reply.answer.ready()
        channel = self._channel(job)

        async def attempt() -> discord.Message:
            if reply is not None and reply.usable(self.clock.now()):
                try:
                    return await reply.interaction.followup.send(**message(), wait=True)
                except discord.HTTPException as error:
                    if error.status == 429 or error.status >= 500:
                        raise
                    interaction_id = reply.interaction.id
                    log.info("follow-up refused for interaction %s (%s); to the channel", interaction_id, error)
                    reply.answer.webhook_refused()
            return await channel.send(**message())

        sent = await self._deliver(what, attempt)
        return sent.id

    async def _post_answer(self, reply: FollowUp, message: Callable[[], dict[str, Any]]) -> tuple[bool, int | None]:
        """The post as the answer to the move's own interaction: whether it went, and its message id (None if
        Discord did not say). If it failed, the post goes the usual way and the command answers privately."""
        sent = False
        try:
            patience = min(self.backoff.attempt_timeout, reply.answer.post_time_left())
            callback = await asyncio.wait_for(reply.interaction.response.send_message(**message()), patience)
            sent = True
        except ANSWER_FAILURES as error:
            failure = f"{type(error).__name__}: {error}"
            log.info("post answer failed for interaction %s (%s); posting it otherwise", reply.interaction.id, failure)
            return False, None
        finally:
            reply.answer.post_done(sent)
        return True, callback.message_id

    async def _remove(self, channel: discord.PartialMessageable, message_id: int) -> None:
        """Best effort, one try: a ping left behind is untidy, not wrong."""
        with contextlib.suppress(*REQUEST_FAILURES):
            await asyncio.wait_for(channel.get_partial_message(message_id).delete(), self.backoff.attempt_timeout)
