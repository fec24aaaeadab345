"""The answer to the player, on the publisher's side: which way each public message of a job goes out. A move's
board or step line goes as the answer to the ``/play`` that made it when it claims that answer in time
(``bot.publisher.answer`` says who answers), else as a follow-up of the move's interaction while its token lasts
(``bot.publisher.follow_up``), else to the channel; a started game's board or ``/game status`` fills in the
command's answer (``BoardJob.via``), else goes to the channel.

It owns the interaction requests (``response.send_message``, ``followup.send``, ``edit_original_response``) and
the moves of the answer's machine the publisher makes (claim, post done, ready, decline, webhook refused). It
does not choose what a post says or whether the board is edited in place (``bot.publisher.telling``), nor queue
or retry the job as a whole (``bot.publisher.outbox``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.board import BoardPost
from bot.delivery import REQUEST_FAILURES
from bot.publisher.answer import ANSWERING
from bot.publisher.context import Context
from bot.publisher.follow_up import FollowUp
from bot.publisher.jobs import BoardJob, Job, MoveJob

log = logging.getLogger(__name__)

# The posts of a move that may answer its /play (``bot.publisher.answer``), as ``send`` knows a post by ``what``:
# its ``Heard`` value. A ping never answers.
ANSWERING_POSTS = tuple(heard.value for heard in ANSWERING)
# What sending a post as the answer may fail with: a failed request, or an interaction answered already.
ANSWER_FAILURES: tuple[type[Exception], ...] = (*REQUEST_FAILURES, discord.InteractionResponded)


def decline(job: Job) -> None:
    """The job's post will not answer its move (an edit answers nobody, the post was skipped or is over): the
    player's command answers privately at once instead of waiting for it."""
    if isinstance(job, MoveJob) and job.reply is not None:
        job.reply.answer.decline()


async def send(ctx: Context, job: Job, what: str, message: Callable[[], dict[str, Any]]) -> int | None:
    """A new public message of ``job`` (``message`` gives its fields afresh for each try: a file is consumed
    by a send), and its id: the answer to the move's interaction if its post may be that (once, never
    retried: Discord takes one answer), else a follow-up of that interaction while that can be, else a
    channel message. Each try chooses anew, so a retry after the token ran out, or after Discord refused the
    webhook, goes to the channel; 5xx, 429 and timeouts are retried on the same route."""
    reply = job.reply if isinstance(job, MoveJob) else None
    if reply is not None and what in ANSWERING_POSTS and reply.answer.claim():
        answered, message_id = await _post_answer(ctx, reply, message)
        if answered:
            return message_id
    if reply is not None:
        await reply.answer.ready()
    channel = ctx.channel(job)

    async def attempt() -> discord.Message:
        if reply is not None and reply.usable(ctx.clock.now()):
            try:
                return await reply.interaction.followup.send(**message(), wait=True)
            except discord.HTTPException as error:
                if error.status == 429 or error.status >= 500:
                    raise
                interaction_id = reply.interaction.id
                log.info("follow-up refused for interaction %s (%s); to the channel", interaction_id, error)
                reply.answer.webhook_refused()
        return await channel.send(**message())

    sent = await ctx.deliver(what, attempt)
    return sent.id


async def _post_answer(ctx: Context, reply: FollowUp, message: Callable[[], dict[str, Any]]) -> tuple[bool, int | None]:
    """The post as the answer to the move's own interaction: whether it went, and its message id (None if
    Discord did not say). If it failed, the post goes the usual way and the command answers privately."""
    sent = False
    try:
        patience = min(ctx.backoff.attempt_timeout, reply.answer.post_time_left())
        callback = await asyncio.wait_for(reply.interaction.response.send_message(**message()), patience)
        sent = True
    except ANSWER_FAILURES as error:
        failure = f"{type(error).__name__}: {error}"
        log.info("post answer failed for interaction %s (%s); posting it otherwise", reply.interaction.id, failure)
        return False, None
    finally:
        reply.answer.post_done(sent)
    return True, callback.message_id


async def board_answer(ctx: Context, job: BoardJob, via: discord.Interaction, post: BoardPost) -> int | None:
    """The board as the answer of an answered interaction; None if that failed (the channel then). A deferral
    ("thinking…") is answered by editing it into the board: Discord would turn a first follow-up into that
    edit anyway, a deprecated use. Any other answer (a lobby message updated) is followed by a new message."""
    request: Awaitable[discord.Message]
    if job.thinking:
        request = via.edit_original_response(**post.edit_kwargs())
    else:
        request = via.followup.send(**post.kwargs(), wait=True)
    try:
        message = await asyncio.wait_for(request, ctx.backoff.attempt_timeout)
    except REQUEST_FAILURES as error:
        log.warning("board answer failed for interaction %s (%s); posting to the channel", via.id, error)
        await drop_placeholder(job)
        job.via = None
        return None
    return message.id


async def drop_placeholder(job: BoardJob) -> None:
    """A board that will not fill in its command's "thinking…" answer removes it (best effort)."""
    if job.via is not None and job.thinking:
        with contextlib.suppress(*REQUEST_FAILURES):
            await job.via.delete_original_response()
