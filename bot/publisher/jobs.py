"""What the publisher posts, one type per kind of post, each queued on its channel's worker."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.outcome import MoveOutcome
from bot.publisher.follow_up import FollowUp

# The game id of a post about no one game (``ChannelPostJob``).
NO_GAME = 0


@dataclass(eq=False)
class Job:
    """Something to post in a game's channel."""

    game_id: int
    channel_id: int
    guild_id: int | None

    @property
    def answers(self) -> discord.Interaction | None:
        """The interaction whose follow-up carries this post, if any: such a job is never skipped."""
        return None

    @property
    def made_by(self) -> discord.Interaction | None:
        """The interaction this job answers or follows (a player's move, ``/game status``, a start), if any."""
        return self.answers


@dataclass(eq=False)
class MoveJob(Job):
    """How the channel hears of one committed move (``outcome.heard``): a board, a line, or nothing."""

    outcome: MoveOutcome
    # The move's own interaction, whose follow-up carries the post while its token lasts (a player's move).
    reply: FollowUp | None = None

    @property
    def version(self) -> int:
        return self.outcome.game.version

    @property
    def made_by(self) -> discord.Interaction | None:
        return self.reply.interaction if self.reply is not None else None


@dataclass(eq=False)
class BoardJob(Job):
    """The game's latest board, whatever its version when the job runs: the opening board, ``/game status``,
    the catch-up of a board the channel missed, or news of a change outside a player's move."""

    headline: str = ""
    # An interaction already answered (deferred, or its message updated) that carries the board.
    via: discord.Interaction | None = None
    # The answer is a "thinking…" placeholder: the board is edited into it, or it is removed if the board has to
    # go to the channel instead. Otherwise the board is a follow-up of ``via``.
    thinking: bool = False
    # Users pinged besides those the board awaits (whose time just ran out).
    mentions: tuple[int, ...] = ()

    @property
    def answers(self) -> discord.Interaction | None:
        return self.via


@dataclass(eq=False)
class NoticeJob(Job):
    """A short message about a game (a reminder, what the bot played for an absent seat)."""

    content: str = ""
    mentions: tuple[int, ...] = ()
    view: discord.ui.View | None = None
    # The versions it announces, recorded as heard once it is out.
    seen: tuple[int, ...] = ()


@dataclass(eq=False)
class ChannelPostJob(Job):
    """A post about no one game (``game_id`` is ``NO_GAME``): a tournament's round, its message's edit, its podium,
    made in order with the channel's other posts and retried like them. ``send`` makes the request (afresh at each
    try); ``done`` records that it went through; ``settled`` is told when the job is over, gone through or not
    (the caller may then queue it again)."""

    kind: str = ""
    send: Callable[[], Awaitable[object]] | None = None
    done: Callable[[], Awaitable[object]] | None = None
    settled: Callable[[], None] | None = None
