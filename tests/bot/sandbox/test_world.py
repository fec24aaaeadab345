"""The sandbox's server (``bot.sandbox.world``): one member can try every command, the server managers' too."""

from __future__ import annotations

from bot.sandbox.local_discord import FakeDiscord
from bot.sandbox.local_discord.models import MANAGE_CHANNELS, MANAGE_GUILD, channel_permissions
from bot.sandbox.world import LOCALES, build_world


def test_alice_moderates_and_manages_the_server_and_the_others_play() -> None:
    fake = FakeDiscord()
    members = build_world(fake)
    guild = next(iter(fake.guilds.values()))
    rights = [channel_permissions(guild, member, []) for member in members]
    # /settings and /pace defaults need Manage Server, cancelling others' games Manage Channels: Alice has both.
    assert rights[0] & MANAGE_GUILD and rights[0] & MANAGE_CHANNELS
    assert not any(right & (MANAGE_GUILD | MANAGE_CHANNELS) for right in rights[1:])
    assert [member.locale for member in members] == list(LOCALES)
