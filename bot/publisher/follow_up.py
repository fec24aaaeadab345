"""The interaction a move came with, whose follow-up webhook may carry the move's public post.

Discord counts every channel message against the bot's global limit of 50 requests per second, but not an
interaction's follow-ups. A follow-up needs the interaction answered first (``bot.publisher.answer``: who answers,
and when that is over), and its token lasts 15 minutes. So a move's post goes out as a follow-up of the move's own
interaction while that token is good, and as a channel message otherwise: the AI's and the timers' moves, the
catch-up after a restart or an outage, a post held up past the token's life, an interaction whose answer failed or
whose webhook Discord refuses.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.publisher.answer import PlayerAnswer

# How long Discord keeps an interaction's token valid.
TOKEN_LIFETIME = 15 * 60.0
# Taken off that life: the interaction was a little old when it reached the bot, and a request sent just before
# the token runs out must still arrive in time.
TOKEN_MARGIN = 60.0


@dataclass(eq=False)
class FollowUp:
    """A move's interaction, as a way to post in its channel outside the global limit while it lasts."""

    interaction: discord.Interaction
    expires: float  # on the publisher's clock
    # Who answers the player, which the follow-ups wait for (and which the post itself may be).
    answer: PlayerAnswer

    @classmethod
    def of(cls, interaction: discord.Interaction, now: float, answer: PlayerAnswer) -> FollowUp:
        return cls(interaction, now + TOKEN_LIFETIME - TOKEN_MARGIN, answer)

    def usable(self, now: float) -> bool:
        # A deferred reply's first follow-up would fill its private "thinking…" placeholder, not post anew.
        thinking = self.interaction.response.type is discord.InteractionResponseType.deferred_channel_message
        return self.answer.follow_ups_may_go and not thinking and now < self.expires
