"""A post Discord refuses for lack of a permission (403). It is not retried in a loop: the game stays due and
waits for the permission (``bot.permissions`` says which one, from discord.py's cache; the outbox pauses it), the
refusal is logged once per channel, and the player whose action led to the post is told privately what to grant
and who can, after their own answer.

It owns whom to tell (each game's latest player interaction while its token lasts) and what was told or logged
already. It does not post, queue or pause anything itself (``bot.publisher.outbox``).
"""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.delivery import REQUEST_FAILURES
from bot.i18n import t
from bot.permissions import PermissionNames, lacking, needed
from bot.publisher.context import Context
from bot.publisher.follow_up import TOKEN_LIFETIME, TOKEN_MARGIN
from bot.publisher.jobs import Job, MoveJob
from bot.publisher.outbox import Outbox
from bot.records import PostingRecord
from bot.replies import say_private

log = logging.getLogger(__name__)


class Refusals:
    def __init__(self, ctx: Context, outbox: Outbox) -> None:
        self.ctx = ctx
        self.outbox = outbox
        # Each game's latest player interaction and when its token runs out: whom a refused post is explained to.
        self._actors: dict[int, tuple[discord.Interaction, float]] = {}
        self._told: dict[int, float] = {}  # interaction id -> its token's end: told of a refusal already
        self._refused_channels: set[int] = set()  # channels whose refusal was logged, until a post goes through

    def _token_end(self) -> float:
        return self.ctx.clock.now() + TOKEN_LIFETIME - TOKEN_MARGIN

    def acted(self, game_id: int, interaction: discord.Interaction | None) -> None:
        """Remembers the game's latest player interaction while its token lasts: if a post that follows (an AI
        seat's move, say) is refused for lack of a permission, that player is told privately."""
        if interaction is not None:
            self._actors[game_id] = (interaction, self._token_end())

    def forget_expired(self) -> None:
        """Drops the interactions whose tokens ran out: swept with the catch-up, not at every move."""
        now = self.ctx.clock.now()
        for gone in [game for game, (_, ends) in self._actors.items() if ends <= now]:
            del self._actors[gone]
        for gone in [told for told, ends in self._told.items() if ends <= now]:
            del self._told[gone]

    def _actor_of(self, job: Job) -> discord.Interaction | None:
        """The player whose action led to ``job``: the interaction the job answers or follows, else the game's
        latest player action, while its token lasts."""
        own = job.made_by
        if own is not None:
            return own
        interaction, ends = self._actors.get(job.game_id, (None, 0.0))
        return interaction if ends > self.ctx.clock.now() else None

    def permitted(self, posting: PostingRecord) -> bool:
        """Whether the bot now has, in the game's channel, every right to post its board (per the cache)."""
        return lacking(self.ctx.client, posting.guild_id, posting.channel_id) == ()

    async def refused(self, job: Job, error: discord.Forbidden) -> None:
        """Discord refused a post of ``job`` in its channel for lack of a permission (403). Retrying now would be
        refused again: the game stays due and is paused, and the catch-up posts its board once discord.py's cache
        says the permission is there (or after the pause, should the cache not know). The channel's refusal is
        logged once; the player whose action led to the post is told privately what the bot lacks, where, and
        who can grant it."""
        missing = lacking(self.ctx.client, job.guild_id, job.channel_id)
        self.outbox.refused(job.game_id, self.ctx.backoff, lacked=bool(missing), guild_id=job.guild_id)
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
        await self._tell(job, missing)

    async def _tell(self, job: Job, missing: tuple[str, ...] | None) -> None:
        interaction = self._actor_of(job)
        if interaction is None or interaction.id in self._told:
            return
        if isinstance(job, MoveJob) and job.reply is not None:
            await job.reply.answer.ready()  # the player's own answer goes first
        if not interaction.response.is_done():
            return  # its command answers it; a second answer would be refused
        self._told[interaction.id] = self._token_end()
        loc = interaction.locale.value
        channel = f"<#{job.channel_id}>"
        if missing:
            text = t("post.refused", loc, channel=channel, permissions=PermissionNames(missing))
        else:
            thread = isinstance(self.ctx.client.get_channel(job.channel_id), discord.Thread)
            text = t("post.refused_unknown", loc, channel=channel, permissions=PermissionNames(needed(thread)))
        try:
            await asyncio.wait_for(say_private(interaction, text), self.ctx.backoff.attempt_timeout)
        except REQUEST_FAILURES as failure:
            log.info("could not tell interaction %s's player of the refusal: %s", interaction.id, failure)

    def went_through(self, job: Job) -> None:
        """A job made without any interaction went out: it went to the channel, whose refusals are over."""
        if job.made_by is None and job.channel_id in self._refused_channels:
            self._refused_channels.discard(job.channel_id)
            log.info("posting in channel %s works again", job.channel_id)
