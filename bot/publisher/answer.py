"""Who answers a player's move: one state machine, which the move flow drives by one call (``PlayerAnswer.give``,
from ``bot.moves.play_move``) and the publisher by the requests it makes for the move (``bot.publisher.routes``).

It owns when the player is answered and by whom, and when follow-ups of the interaction may go. It does not make
the publisher's requests (``bot.publisher.routes``) nor say what the private answer is (the move flow passes it).

A ``/play`` whose move the channel hears of by its name (a board, or a step line) may be answered by that post
itself: one request where a private "done" and a follow-up took two. The command waits a moment for the publisher
to send it (the publisher posts in commit order, so the post may queue behind others); whichever of the two claims
the answer first gives it. If the publisher has not claimed it in time, cannot (edit mode edits the board message
in place) or fails, the player gets the private answer, and the post follows it (``bot.publisher.follow_up``). A
secret choice is always answered privately: its public line does not say what was chosen. A panel's move is
answered by the panel, privately.

The states (``AnswerState``) and what moves them (``Happening``, one method each), the whole of ``TRANSITIONS``;
anything a state does not list changes nothing (a late claim, a second answer, the publisher's decline after its
post answered):

    WAITING             claim            -> POST_ANSWERING       publisher: it sends the post as the answer
    WAITING             decline          -> ANSWERING_PRIVATELY  publisher: it will not (edit mode, the post skipped or
                                                                 failed before its turn, too late to start one)
    WAITING             wait_ran_out     -> ANSWERING_PRIVATELY  command: ``post_wait`` passed with no claim
    WAITING             answer_failed    -> LOST                 command: it failed before it could answer
    WAITING             answer_late      -> LOST                 publisher: ``answer_wait`` passed with no answer
    POST_ANSWERING      post_sent        -> ANSWERED_BY_POST     publisher
    POST_ANSWERING      post_failed      -> ANSWERING_PRIVATELY  publisher: the command answers, the post follows
    POST_ANSWERING      post_overran     -> ANSWERING_PRIVATELY  command: no result by ``post_limit + post_grace``
    POST_ANSWERING      answer_failed    -> LOST                 command: it failed while the post was under way
    ANSWERING_PRIVATELY answered         -> ANSWERED_PRIVATELY   command
    ANSWERING_PRIVATELY answer_failed    -> LOST                 command: the post goes to the channel
    ANSWERING_PRIVATELY answer_late      -> LOST                 publisher: ``answer_wait`` passed with no answer
    ANSWERED_BY_POST    webhook_refused  -> LOST                 publisher: Discord refused the follow-up
    ANSWERED_PRIVATELY  webhook_refused  -> LOST                 publisher: Discord refused the follow-up

A move whose post may not answer starts in ANSWERING_PRIVATELY. Follow-ups of the interaction may go once it is
ANSWERED_BY_POST or ANSWERED_PRIVATELY (Discord takes no follow-up before the answer); LOST sends them to the
channel. The times that bound the machine are ``AnswerTimes``'.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import Enum

import discord

from bot.outcome import Heard
from bot.replies import after_commit


class AnswerState(Enum):
    # The move's post may be the answer, and nobody has claimed it yet.
    WAITING = "waiting"
    # The publisher is sending the move's post as the answer.
    POST_ANSWERING = "post answering"
    # The command answers privately: the post may not, will not or could not answer.
    ANSWERING_PRIVATELY = "answering privately"
    ANSWERED_BY_POST = "answered by post"
    ANSWERED_PRIVATELY = "answered privately"
    # The interaction carries nothing more: its answer failed or never came in time, or Discord refused its
    # webhook. What the move still posts goes to the channel.
    LOST = "lost"


class Happening(Enum):
    CLAIM = "claim"
    DECLINE = "decline"
    WAIT_RAN_OUT = "wait_ran_out"
    POST_SENT = "post_sent"
    POST_FAILED = "post_failed"
    POST_OVERRAN = "post_overran"
    ANSWERED = "answered"
    ANSWER_FAILED = "answer_failed"
    ANSWER_LATE = "answer_late"
    WEBHOOK_REFUSED = "webhook_refused"


TRANSITIONS: dict[tuple[AnswerState, Happening], AnswerState] = {
    (AnswerState.WAITING, Happening.CLAIM): AnswerState.POST_ANSWERING,
    (AnswerState.WAITING, Happening.DECLINE): AnswerState.ANSWERING_PRIVATELY,
    (AnswerState.WAITING, Happening.WAIT_RAN_OUT): AnswerState.ANSWERING_PRIVATELY,
    (AnswerState.WAITING, Happening.ANSWER_FAILED): AnswerState.LOST,
    (AnswerState.WAITING, Happening.ANSWER_LATE): AnswerState.LOST,
    (AnswerState.POST_ANSWERING, Happening.POST_SENT): AnswerState.ANSWERED_BY_POST,
    (AnswerState.POST_ANSWERING, Happening.POST_FAILED): AnswerState.ANSWERING_PRIVATELY,
    (AnswerState.POST_ANSWERING, Happening.POST_OVERRAN): AnswerState.ANSWERING_PRIVATELY,
    (AnswerState.POST_ANSWERING, Happening.ANSWER_FAILED): AnswerState.LOST,
    (AnswerState.ANSWERING_PRIVATELY, Happening.ANSWERED): AnswerState.ANSWERED_PRIVATELY,
    (AnswerState.ANSWERING_PRIVATELY, Happening.ANSWER_FAILED): AnswerState.LOST,
    (AnswerState.ANSWERING_PRIVATELY, Happening.ANSWER_LATE): AnswerState.LOST,
    (AnswerState.ANSWERED_BY_POST, Happening.WEBHOOK_REFUSED): AnswerState.LOST,
    (AnswerState.ANSWERED_PRIVATELY, Happening.WEBHOOK_REFUSED): AnswerState.LOST,
}

# The states after which the interaction may carry follow-ups, and those in which the answer is over either way.
ANSWERED = frozenset({AnswerState.ANSWERED_BY_POST, AnswerState.ANSWERED_PRIVATELY})
OVER = ANSWERED | {AnswerState.LOST}

# The posts that may answer a /play: they name the move. A progress line does not say what the secret choice was,
# which the player's private answer confirms; a quiet move posts nothing.
ANSWERING = (Heard.BOARD, Heard.STEP)


@dataclass(frozen=True)
class AnswerTimes:
    """What bounds the machine, in seconds on the event loop's clock (Discord's 3 s to answer run in real time,
    whatever clock the publisher reads for a token's life). ``post_*`` count from the interaction's creation, as
    Discord's 3 s do: a move committed late (a loaded machine, a queue behind the channel's lock) leaves less
    time to wait for its post."""

    # How long the command waits for the publisher to claim the answer before answering privately.
    post_wait: float = 1.5
    # When a post answer under way is given up (the publisher's request is cut there; discord.py itself retries a
    # 5xx after a second): the private answer that then goes is still within Discord's 3 s.
    post_limit: float = 2.2
    # Below this much time left before ``post_limit``, the publisher does not start a post answer.
    post_least: float = 0.3
    # How long past ``post_limit`` the command still waits for the result of a post answer under way.
    post_grace: float = 0.5
    # How long a follow-up waits for the player's answer (due within Discord's 3 s anyway) before it gives up
    # the interaction and goes to the channel.
    answer_wait: float = 5.0


def interaction_age(interaction: discord.Interaction) -> float:
    """Seconds since Discord created ``interaction`` (its id's timestamp), read on the wall clock: 0 at worst
    when this machine's clock is behind Discord's, never more than Discord's 3 s, past which nothing answers."""
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    return min(max(age, 0.0), 3.0)


class PlayerAnswer:
    """Who answers the player of one move, and whether that answer has gone (see the module's table)."""

    def __init__(self, state: AnswerState, times: AnswerTimes | None = None, *, age: float = 0.0) -> None:
        self.state = state
        self.times = times or AnswerTimes()
        # When Discord's clock for the answer started, on the loop's clock: ``age`` seconds ago.
        self._started = asyncio.get_running_loop().time() - age
        self._changed = asyncio.Event()  # set, and replaced, at every transition

    @classmethod
    def for_move(
        cls, heard: Heard, *, from_command: bool, times: AnswerTimes | None = None, age: float = 0.0
    ) -> PlayerAnswer:
        """The answer to a move the channel hears of as ``heard``: a command's (``/play``) board or step line may
        answer it; a secret choice, a quiet move and a panel's move are answered privately. ``age``: seconds since
        the interaction was created (``interaction_age``)."""
        may_answer = from_command and heard in ANSWERING
        return cls(AnswerState.WAITING if may_answer else AnswerState.ANSWERING_PRIVATELY, times, age=age)

    def _happen(self, happening: Happening) -> bool:
        """Moves the machine as ``TRANSITIONS`` says; whether it moved."""
        after = TRANSITIONS.get((self.state, happening))
        if after is None:
            return False
        self.state = after
        self._changed.set()
        self._changed = asyncio.Event()
        return True

    async def _until(self, done: Callable[[AnswerState], bool], within: float) -> bool:
        """Waits up to ``within`` seconds for a state that is ``done``; whether it came."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + within
        while not done(self.state):
            left = deadline - loop.time()
            if left <= 0:
                return False
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)
        return True

    def post_time_left(self) -> float:
        """How long a post answer may still take before it is given up."""
        return self.times.post_limit - (asyncio.get_running_loop().time() - self._started)

    @property
    def follow_ups_may_go(self) -> bool:
        return self.state in ANSWERED

    # The publisher

    def claim(self) -> bool:
        """About to send the move's post: whether it may go as the answer (then ``post_done`` must follow). No
        once the command answers or gave up waiting; too late to start one, the publisher declines."""
        if self.state is AnswerState.WAITING and self.post_time_left() < self.times.post_least:
            self._happen(Happening.DECLINE)
        return self._happen(Happening.CLAIM)

    def post_done(self, sent: bool) -> None:
        """The post answer went out (``sent``), or failed: the command answers privately then, and the post
        follows that answer."""
        self._happen(Happening.POST_SENT if sent else Happening.POST_FAILED)

    def decline(self) -> None:
        """The post will not answer (edit mode edits the board message in place, the post was skipped or failed
        before it was sent): the command answers at once instead of waiting."""
        self._happen(Happening.DECLINE)

    async def ready(self) -> None:
        """Waits until the player's answer is over, for ``answer_wait`` at most: no follow-up may precede it.
        Past that the interaction is given up."""
        if not await self._until(OVER.__contains__, self.times.answer_wait):
            self._happen(Happening.ANSWER_LATE)

    def webhook_refused(self) -> None:
        """Discord refused a follow-up of the interaction: the channel from now on."""
        self._happen(Happening.WEBHOOK_REFUSED)

    # The command

    async def give(self, interaction: discord.Interaction, privately: Callable[[], Awaitable[None]]) -> None:
        """The command's whole side: the player is answered by the move's post if it went as the answer in time,
        else ``privately``. Should Discord fail then, the player is told the move was recorded (``after_commit``);
        follow-ups go after the answer, or to the channel if there was none."""

        async def respond() -> None:
            if not await self.answered_by_post():
                await privately()

        answered = False
        try:
            answered = await after_commit(interaction, respond)
        finally:
            self.settle(answered)

    async def answered_by_post(self) -> bool:
        """Whether the move's post answered the player, waiting for it a moment. False: the command answers
        privately, and from then on the publisher does not try."""
        if self.state is AnswerState.WAITING:
            patience = self.times.post_wait - (asyncio.get_running_loop().time() - self._started)
            if not await self._until(lambda state: state is not AnswerState.WAITING, patience):
                self._happen(Happening.WAIT_RAN_OUT)
        if self.state is AnswerState.POST_ANSWERING:
            # Under way: a private answer now would race it. The publisher gives it up at ``post_limit``.
            patience = self.post_time_left() + self.times.post_grace
            if not await self._until(lambda state: state is not AnswerState.POST_ANSWERING, patience):
                self._happen(Happening.POST_OVERRAN)
        return self.state is AnswerState.ANSWERED_BY_POST

    def settle(self, answered: bool) -> None:
        """The command's answer went out (``answered``) or failed: follow-ups may go after it, or go to the
        channel."""
        self._happen(Happening.ANSWERED if answered else Happening.ANSWER_FAILED)
