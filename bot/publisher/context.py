"""What every part of the publisher shares: the client it posts with, the store it records posts in, its clock,
how hard it tries (``backoff``, which the facade may swap at any time), and what a server's settings say about
its posts (``Server``, read afresh for every post).

It owns no queue, no state of a game and no choice of route: it is the wiring the outbox, the telling, the answer
and the refusals read through, so that none of them holds a stale copy.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

import discord

from bot.clock import Clock
from bot.delivery import Backoff, deliver
from bot.publisher.jobs import Job
from bot.publisher.modes import BoardMode, mode_of
from bot.server_language import chosen_of, resolved
from bot.store import Store

T = TypeVar("T")


@dataclass(frozen=True)
class Server:
    """What a server's settings say about its posts: board mode and language."""

    mode: BoardMode
    language: str


@dataclass
class Context:
    client: discord.Client
    store: Store
    clock: Clock
    backoff: Backoff

    def channel(self, job: Job) -> discord.PartialMessageable:
        # Partial: posting needs no cache, so the catch-up works before the guild is loaded too.
        return self.client.get_partial_messageable(job.channel_id, guild_id=job.guild_id)

    async def deliver(self, what: str, request: Callable[[], Awaitable[T]]) -> T:
        return await deliver(what, request, self.backoff)

    async def server(self, guild_id: int | None) -> Server:
        """How the server wants its posts, read afresh for every post (a change applies to the next) and once."""
        settings = await self.store.guild_settings(guild_id) if guild_id is not None else {}
        guild = self.client.get_guild(guild_id) if guild_id is not None else None
        guild_locale = guild.preferred_locale.value if guild is not None else None
        return Server(mode_of(settings), resolved(chosen_of(settings), guild_locale))
