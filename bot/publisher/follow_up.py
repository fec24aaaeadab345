"""The interaction a move came with, whose follow-up webhook may carry the move's public post.

Discord counts every channel message against the bot's global limit of 50 requests per second, but not an
interaction's follow-ups. A follow-up needs the interaction answered first, and its token lasts 15 minutes. So a
move's post goes out as a follow-up of the move's own interaction while that token is good, and as a channel
message otherwise: the AI's and the timers' moves, the catch-up after a restart or an outage, a post held up past
the token's life, an interaction whose answer failed or whose webhook Discord refuses.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

import discord

# How long Discord keeps an interaction's token valid.
TOKEN_LIFETIME = 15 * 60.0
# Taken off that life: the interaction was a little old when it reached the bot, and a request sent just before
# the token runs out must still arrive in time.
TOKEN_MARGIN = 60.0
# The player's answer must be sent within Discord's 3 s anyway; past this the follow-up is not waited for.
ANSWER_WAIT = 5.0


@dataclass(eq=False)
class FollowUp:
    """A move's interaction, as a way to post in its channel outside the global limit while it lasts."""

    interaction: discord.Interaction
    expires: float  # on the publisher's clock
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    # The first answer failed, or Discord refused the webhook: the channel it is from now on.
    lost: bool = False

    @classmethod
    def of(cls, interaction: discord.Interaction, now: float) -> FollowUp:
        return cls(interaction, now + TOKEN_LIFETIME - TOKEN_MARGIN)

    def settle(self, answered: bool) -> None:
        """Called once the player's answer went out (``answered``) or failed: a follow-up may go after it."""
        self.lost = self.lost or not answered
        self.answered.set()

    async def ready(self) -> None:
        """Waits until the player was answered, for a short while: no follow-up can precede the answer."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.answered.wait(), ANSWER_WAIT)
        if not self.answered.is_set():
            self.lost = True

    def usable(self, now: float) -> bool:
        # A deferred reply's first follow-up would fill its private "thinking…" placeholder, not post anew.
        thinking = self.interaction.response.type is discord.InteractionResponseType.deferred_channel_message
        return self.answered.is_set() and not self.lost and not thinking and now < self.expires
