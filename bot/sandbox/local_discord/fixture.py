"""Helpers to run a fake Discord and a discord.py bot against it inside a test."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator
from typing import Any

import discord
import discord.gateway
import discord.http
import yarl

from .conformance import TALLY
from .server import FakeDiscord

FAKE_TOKEN = "fake-bot-token"


@contextlib.contextmanager
def pointed_at(fake: FakeDiscord) -> Iterator[None]:
    """Point discord.py's REST base and default gateway at ``fake``; restore the previous values afterwards."""
    old_base = discord.http.Route.BASE
    old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = fake.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    try:
        yield
    finally:
        discord.http.Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway


def assert_conformant(fake: FakeDiscord) -> None:
    """Fails if the bot sent Discord something Discord refuses (a body against Discord's API description or its
    documented limits: ``fake.violations``, each also counted in the run's tally), or used Discord in a way it
    documents as deprecated: a deferral ("thinking…") answered by a follow-up, which Discord turns into an edit of
    the loading message whatever the follow-up's own flags. A deferral is answered with
    ``edit_original_response``. A test that breaks a rule on purpose takes its violations or clears the list."""
    violations = fake.take_violations()
    TALLY.violations.extend(violations)
    assert not violations, "Discord would refuse what the bot sent:\n" + "\n".join(map(str, violations))
    # The fake's own answers and events, held to Discord's description and documentation the same way.
    disagreements = fake.take_disagreements()
    TALLY.violations.extend(disagreements)
    assert not disagreements, "the fake fed discord.py what Discord does not send:\n" + "\n".join(
        sorted(set(map(str, disagreements)))
    )
    assert fake.deferral_followups == [], (
        "a deferral was answered by a follow-up instead of an edit of the original response: "
        + ", ".join(fake.deferral_followups)
    )


@contextlib.asynccontextmanager
async def running_fake(**kwargs: Any) -> AsyncIterator[FakeDiscord]:
    """Start a ``FakeDiscord`` (kwargs go to its constructor), point discord.py at it, stop it at the end; if the
    body ends normally, check that the bot used Discord as documented (``assert_conformant``)."""
    fake = FakeDiscord(**kwargs)
    await fake.start()
    try:
        with pointed_at(fake):
            yield fake
        assert_conformant(fake)
    finally:
        await fake.stop()


async def start_bot(
    bot: discord.Client,
    fake: FakeDiscord,
    token: str = FAKE_TOKEN,
    timeout: float = 10.0,  # noqa: ASYNC109
) -> asyncio.Task[None]:
    """Run ``bot.start(token)`` in a task and wait until the fake has sent it READY + GUILD_CREATE.

    If the bot dies during start-up, its exception is raised here.
    """
    task: asyncio.Task[None] = asyncio.create_task(bot.start(token), name=f"bot-{id(bot)}")
    ready = asyncio.create_task(fake.wait_ready(timeout))
    done, _ = await asyncio.wait({task, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    if task in done:
        ready.cancel()
        task.result()  # raises the bot's error
        raise RuntimeError("the bot stopped during start-up")
    if ready not in done:
        ready.cancel()
        await stop_bot(bot, task)
        raise TimeoutError(f"bot not ready after {timeout}s")
    ready.result()
    return task


async def stop_bot(bot: discord.Client, task: asyncio.Task[None]) -> None:
    """Close the bot and wait for its task; re-raise what the task raised (other than cancellation)."""
    if not bot.is_closed():
        await bot.close()
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.wait_for(task, 10)


@contextlib.asynccontextmanager
async def bot_running(
    bot: discord.Client,
    fake: FakeDiscord,
    token: str = FAKE_TOKEN,
    timeout: float = 10.0,  # noqa: ASYNC109
) -> AsyncIterator[discord.Client]:
    """``async with bot_running(bot, fake):`` -- the bot is connected inside, closed afterwards."""
    task = await start_bot(bot, fake, token, timeout)
    try:
        yield bot
    finally:
        await stop_bot(bot, task)
        with contextlib.suppress(TimeoutError):
            await fake.wait_disconnected(5)
