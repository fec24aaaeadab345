"""discord.py's settings that belong to the process, not to a client: where its requests go and how it reads the
answers. The bot sets them once, at start-up, before its client is made (``bot.running``).

discord.py 2.7 offers no per-client way to set any of them. Every REST route is built on the class attribute
``Route.BASE``. A client given its shard count (as the bot is behind a gateway proxy, where there is no
``/gateway/bot`` to ask) connects to the class attribute ``DiscordWebSocket.DEFAULT_GATEWAY``, and every shard goes
back to it when it reconnects without resuming or its session is invalidated, so a client that chose its first
gateway itself would still end up there. The gateway reader and the HTTP client read JSON with the module attribute
``discord.utils._from_json``, looked up at each call. So they are set here and nowhere else; setting them twice
to the same values is setting them once, and a test that runs bots in its own process puts back what was there
(``discord_configured``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import discord.gateway
import discord.http
import discord.utils
import yarl

from bot.discord_json import from_json


@dataclass(frozen=True)
class DiscordGlobals:
    api_base: str  # where REST requests go
    gateway: yarl.URL  # where shards connect
    read_json: Callable[[Any], Any]  # reads gateway frames and REST answers


def in_use() -> DiscordGlobals:
    return DiscordGlobals(
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, discord.utils._from_json
    )


def use(chosen: DiscordGlobals) -> None:
    discord.http.Route.BASE = chosen.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = chosen.gateway
    discord.utils._from_json = chosen.read_json


def configure_discord(api_base: str | None, gateway_url: str | None) -> DiscordGlobals:
    """Sends REST and gateway traffic to ``api_base`` and ``gateway_url`` when given (a proxy, or the test suite's
    fake Discord; else where it goes now, Discord itself in a fresh process), read by a JSON reader that no single
    frame can stop (``bot/discord_json.py``). Returns what was in use before, for ``use``."""
    before = in_use()
    use(
        DiscordGlobals(
            api_base or before.api_base,
            yarl.URL(gateway_url) if gateway_url else before.gateway,
            from_json,
        )
    )
    return before


@contextlib.contextmanager
def discord_configured(api_base: str | None, gateway_url: str | None) -> Iterator[None]:
    """discord.py configured as ``configure_discord`` does, inside; as it was before, afterwards."""
    before = configure_discord(api_base, gateway_url)
    try:
        yield
    finally:
        use(before)
