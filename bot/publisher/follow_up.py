"""The interaction a move came with, whose follow-up webhook may carry the move's public post.

Discord counts every channel message against the bot's global limit of 50 requests per second, but not an
interaction's follow-ups. A follow-up needs the interaction answered first, and its token lasts 15 minutes. So a
move's post goes out as a follow-up of the move's own interaction while that token is good, and as a channel
message otherwise: the AI's and the timers' moves, the catch-up after a restart or an outage, a post held up past
the token's life, an interaction whose answer failed or whose webhook Discord refuses.

A ``/play`` whose move the channel hears of by its name (a board, or a step line) goes one step further: that post
is the interaction's answer itself, one request where a private "done" and a follow-up took two. The command waits
a moment for the publisher to send it (the publisher posts in commit order, so the post may queue behind others);
whichever of the two claims the answer first gives it. If the publisher has not taken it in time, cannot (edit
mode edits the board message in place) or fails, the player gets the private answer and the post goes as a
follow-up or to the channel, as any other. A secret choice is always answered privately: its public line does not
say what was chosen.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import Literal

import discord

# How long Discord keeps an interaction's token valid.
TOKEN_LIFETIME = 15 * 60.0
# Taken off that life: the interaction was a little old when it reached the bot, and a request sent just before
# the token runs out must still arrive in time.
TOKEN_MARGIN = 60.0
# The player's answer must be sent within Discord's 3 s anyway; past this the follow-up is not waited for.
ANSWER_WAIT = 5.0
# How long after the commit a /play waits for the publisher to take up its post as the answer before answering
# privately itself.
POST_ANSWER_WAIT = 1.5
# How long after the commit a post answer under way is given up (discord.py itself retries a 5xx after a second):
# the private answer that then goes is still within Discord's 3 s.
POST_ANSWER_LIMIT = 2.2
# Below this much time left, the publisher does not start a post answer.
POST_ANSWER_LEAST = 0.3


@dataclass(eq=False)
class FollowUp:
    """A move's interaction, as a way to post in its channel outside the global limit while it lasts."""

    interaction: discord.Interaction
    expires: float  # on the publisher's clock
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    # The first answer failed, or Discord refused the webhook: the channel it is from now on.
    lost: bool = False
    # The move's post may be the answer itself (a /play whose move shows a board or a step line): see
    # ``post_answered``.
    post_may_answer: bool = False
    # Who gives the answer, once one of the two claimed it: the publisher ("post"), the command ("note"), or the
    # command because the publisher will not ("declined").
    answer_by: Literal["post", "note", "declined"] | None = None
    answer_settled: asyncio.Event = field(default_factory=asyncio.Event)
    post_sent: bool = False
    # When a post answer is given up, on the event loop's clock (Discord's 3 s run in real time, whatever clock
    # the publisher reads for the token's life).
    answer_deadline: float = 0.0

    @classmethod
    def of(cls, interaction: discord.Interaction, now: float, *, post_may_answer: bool = False) -> FollowUp:
        deadline = asyncio.get_running_loop().time() + POST_ANSWER_LIMIT if post_may_answer else 0.0
        return cls(
            interaction, now + TOKEN_LIFETIME - TOKEN_MARGIN, post_may_answer=post_may_answer, answer_deadline=deadline
        )

    def answer_time_left(self) -> float:
        return self.answer_deadline - asyncio.get_running_loop().time()

    # The post as the answer

    def claim_answer(self) -> bool:
        """The publisher, about to send the move's post: whether it may send it as the answer (then it must call
        ``answer_done``). No once the command answered, or gave up waiting."""
        if not self.post_may_answer or self.answer_by is not None or self.answer_time_left() < POST_ANSWER_LEAST:
            return False
        self.answer_by = "post"
        return True

    def answer_done(self, sent: bool) -> None:
        """The publisher's post answer went out (``sent``), or failed: the command answers privately then, and
        the post follows that answer as a follow-up (or goes to the channel if that answer fails too: Discord
        refuses a second answer to an interaction whose first one did reach it after all)."""
        self.post_sent = sent
        if sent:
            self.answered.set()
        self.answer_settled.set()

    def no_post_answer(self) -> None:
        """The publisher will not answer with this move's post (it edits the board message in place, or the post
        failed before sending): the command answers at once instead of waiting."""
        if self.answer_by is None:
            self.answer_by = "declined"
            self.answer_settled.set()

    async def post_answered(self) -> bool:
        """The command: whether the move's post answered the player, waiting for it a moment. False: the command
        answers itself, and from then on the publisher does not try."""
        if not self.post_may_answer:
            return False
        if not self.answer_settled.is_set():
            patience = POST_ANSWER_WAIT - (POST_ANSWER_LIMIT - self.answer_time_left())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.answer_settled.wait(), max(0.0, patience))
        if self.answer_by is None:
            self.answer_by = "note"
            return False
        if self.answer_by == "post" and not self.answer_settled.is_set():
            # Under way: the publisher gives it up at the deadline; a note now would race it.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.answer_settled.wait(), max(0.0, self.answer_time_left()) + 0.5)
        return self.post_sent

    def settle(self, answered: bool) -> None:
        """Called once the player's answer went out (``answered``) or failed: a follow-up may go after it."""
        self.lost = self.lost or not answered
        self.answered.set()

    async def ready(self) -> None:
        """Waits until the player was answered, for a short while: no follow-up can precede the answer."""
        if self.answered.is_set():
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.answered.wait(), ANSWER_WAIT)
        if not self.answered.is_set():
            self.lost = True

    def usable(self, now: float) -> bool:
        # A deferred reply's first follow-up would fill its private "thinking…" placeholder, not post anew.
        thinking = self.interaction.response.type is discord.InteractionResponseType.deferred_channel_message
        return self.answered.is_set() and not self.lost and not thinking and now < self.expires
