"""The publisher, the one way a game's public posts reach its channel (boards, step and progress lines, notices
and pings), as the rest of the bot calls it: what callers queue, the life cycle, the catch-up's timing and the
server's settings. A thin facade over its parts, each of which says what it owns:

- ``bot.publisher.outbox``: the channel's ordered outbox, one worker per channel, and the catch-up behind it;
- ``bot.publisher.telling``: how a job is told to the table (the public post, the board, edit mode's pings, the
  thread summary's hand-off);
- ``bot.publisher.routes`` with ``answer`` and ``follow_up``: the answer to the player, the interaction's
  response and follow-ups;
- ``bot.publisher.refusals``: a post refused for lack of a permission.

A committed move's post is queued here and the player's interaction is answered: at once and privately, or by
the move's post itself when that is ready within a moment (a ``/play``, ``bot.publisher.answer``).

It owns no post and no request itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, overload

import discord

from bot.counted import counted
from bot.delivery import Backoff
from bot.drawing import Drawing
from bot.live import LiveGame
from bot.outcome import MoveOutcome
from bot.publisher.answer import PlayerAnswer, interaction_age
from bot.publisher.context import Context
from bot.publisher.follow_up import FollowUp
from bot.publisher.jobs import NO_GAME, BoardJob, ChannelPostJob, Job, MoveJob, NoticeJob
from bot.publisher.modes import BoardMode
from bot.publisher.outbox import ChannelQueues, Outbox
from bot.publisher.refusals import Refusals
from bot.publisher.telling import Buttons, Summary, Teller
from bot.sessions import Sessions
from bot.tasks import stop_loop

log = logging.getLogger(__name__)

__all__ = ["Buttons", "Publisher", "Summary"]


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
        self._ctx = Context(client, self.store, self.clock, backoff or Backoff())
        self.outbox = Outbox(self.store)
        self._refusals = Refusals(self._ctx, self.outbox)
        self._teller = Teller(self._ctx, sessions, drawing, buttons, summary, self.outbox)
        self._queues = ChannelQueues(self._teller.run, self._refusals.refused, self._went_through)
        self._catch_up_task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        # Told the game's id and channel after each of its posts went through (a game thread's summary follows its
        # posts).
        self.listeners = self._teller.listeners

    @property
    def backoff(self) -> Backoff:
        """How hard the publisher tries; set anew, it applies to the next request."""
        return self._ctx.backoff

    @backoff.setter
    def backoff(self, backoff: Backoff) -> None:
        self._ctx.backoff = backoff

    # Life cycle

    def start(self) -> None:
        """Starts the catch-up: now, then every ``catch_up_every`` seconds."""
        if self._catch_up_task is None:
            self._catch_up_task = asyncio.create_task(self._catch_up_loop(), name="publisher-catch-up")

    async def close(self, grace: float = 3.0) -> None:
        """Lets queued posts finish for up to ``grace`` seconds, then stops; what is left stays due."""
        self._queues.closed = True
        if self._catch_up_task is not None:
            await stop_loop(self._catch_up_task, self._wake.set)
        await self._queues.close(grace)

    async def settled(self) -> None:
        """Waits until every queued post has been handled (posted, or given up on and left due)."""
        await self._queues.settled()

    # What callers queue

    @overload
    def announce(self, outcome: MoveOutcome) -> None: ...

    @overload
    def announce(
        self, outcome: MoveOutcome, via: discord.Interaction, *, post_may_answer: bool = False
    ) -> PlayerAnswer: ...

    def announce(
        self, outcome: MoveOutcome, via: discord.Interaction | None = None, *, post_may_answer: bool = False
    ) -> PlayerAnswer | None:
        """Queues how the channel hears of a committed move (``outcome.heard``). Call it right after
        ``Sessions.submit`` returns, before any ``await``: moves are then queued in the order they were
        committed. ``via``: the player's interaction that made the move, whose follow-up may carry the post; the
        caller answers the player through the returned ``PlayerAnswer`` (``give``). ``post_may_answer``: the
        move's board or step line, if it has one, may be that answer."""
        record = outcome.game.record
        reply = None
        if via is not None:
            answer = PlayerAnswer.for_move(outcome.heard, from_command=post_may_answer, age=interaction_age(via))
            reply = FollowUp.of(via, self.clock.now(), answer)
        self._refusals.acted(outcome.game.id, via)
        self._enqueue(MoveJob(outcome.game.id, record.channel_id, record.guild_id, outcome, reply))
        return reply.answer if reply is not None else None

    def opening(self, live: LiveGame, headline: str, via: discord.Interaction | None, *, thinking: bool) -> None:
        """Queues a started game's first board, as the follow-up of ``via`` (answered already) when given;
        ``thinking``: that answer was a deferral, which the board fills in (an edit of the original response)."""
        self._refusals.acted(live.id, via)
        self._enqueue(self._board_job(live, headline=headline, via=via, thinking=thinking))

    def board(self, live: LiveGame, headline: str, mentions: Sequence[int] = ()) -> None:
        """Queues the latest board with ``headline`` to the channel (a change made outside a player's move: the
        bot playing for an absent seat, a resignation); ``mentions``: users the headline names who are pinged
        too, such as players whose time ran out."""
        self._enqueue(self._board_job(live, headline=headline, mentions=tuple(mentions)))

    def repost(self, live: LiveGame, via: discord.Interaction) -> None:
        """Queues the latest board again (``/game status``), as the answer that fills in the deferred ``via``."""
        self._refusals.acted(live.id, via)
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

    def post(
        self,
        channel_id: int,
        guild_id: int | None,
        kind: str,
        send: Callable[[], Awaitable[object]],
        *,
        done: Callable[[], Awaitable[object]] | None = None,
        settled: Callable[[], None] | None = None,
    ) -> None:
        """Queues a post about no one game (a tournament's) on the channel's worker: in order with the channel's
        other posts, retried, and never holding up the caller. ``send`` makes the request, afresh at each try (a
        file is read anew); ``done`` records it once it went through; ``settled`` is told when it is over, gone
        through or not."""
        self._enqueue(ChannelPostJob(NO_GAME, channel_id, guild_id, kind, send, done, settled))

    @staticmethod
    def _board_job(live: LiveGame, **details: Any) -> BoardJob:
        record = live.record
        return BoardJob(live.id, record.channel_id, record.guild_id, **details)

    def _enqueue(self, job: Job) -> None:
        self._queues.enqueue(job)

    def _went_through(self, job: Job) -> None:
        self._refusals.went_through(job)
        self._teller.told(job)

    # Catch-up

    def wake(self) -> None:
        """Looks for unposted boards now rather than at the next round (and reads ``backoff`` afresh)."""
        self._wake.set()

    async def _catch_up_loop(self) -> None:
        # Posting needs the REST API only, which is logged in before this starts: no need to wait for the
        # gateway (the ready event can take seconds on a large bot).
        while not self._queues.closed:
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
        self._refusals.forget_expired()
        due = await self.outbox.due(self._queues.busy(), self.backoff, self._refusals.permitted)
        for posting in due:
            self._enqueue(BoardJob(posting.game_id, posting.channel_id, posting.guild_id))
        if due:
            log.info("catching up: %s whose channel missed the latest state", counted(len(due), "game"))
        return len(due)

    def permissions_changed(self, guild_id: int) -> None:
        """A server's roles or one of its channels' overwrites changed: a game of that server waiting for a
        permission is looked at now rather than at the end of its pause."""
        if self.outbox.waits_for_permission(guild_id):
            self.wake()

    # A server's settings

    async def board_mode(self, guild_id: int | None) -> BoardMode:
        return (await self._ctx.server(guild_id)).mode

    async def language(self, guild_id: int | None) -> str:
        """The language of the server's public posts."""
        return (await self._ctx.server(guild_id)).language
