"""discord.py's process-wide settings: set the same way however often, and put back as they were."""

from __future__ import annotations

import discord.gateway
import discord.http
import discord.utils
import yarl

from bot.discord_globals import configure_discord, discord_configured, in_use, use
from bot.discord_json import from_json

PROXY = "http://127.0.0.1:9/api/v10"
GATEWAY = "ws://127.0.0.1:9/gateway"


def test_configuring_twice_is_configuring_once_and_the_settings_are_put_back_afterwards() -> None:
    before = in_use()
    with discord_configured(PROXY, GATEWAY):
        once = in_use()
        with discord_configured(PROXY, GATEWAY):
            assert in_use() == once
        assert in_use() == once
        assert discord.http.Route.BASE == PROXY
        assert yarl.URL(GATEWAY) == discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        assert discord.utils._from_json is from_json
    assert in_use() == before


def test_without_a_proxy_the_addresses_stay_and_only_the_reader_changes() -> None:
    before = in_use()
    try:
        configure_discord(None, None)
        assert (in_use().api_base, in_use().gateway) == (before.api_base, before.gateway)
        assert in_use().read_json is from_json
    finally:
        use(before)
