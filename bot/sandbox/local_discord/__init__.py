"""A local Discord (REST + gateway on 127.0.0.1) that a real discord.py 2.7 bot runs against: the end-to-end tests
drive it, and ``tabletop-bot sandbox`` (``bot.sandbox``) serves it to a page in the browser.

Typical use::

    async with running_fake() as fake:               # discord.py now points at the fake
        alice = fake.add_user("alice")
        async with bot_running(make_bot(), fake):     # bot.start(token) in a task, waits for READY
            await fake.wait_synced()
            ix = await (await fake.slash(alice, "general", "ping", {"text": "hi"})).done()
            assert ix.content == "pong hi"
"""

from .fixture import FAKE_TOKEN, assert_conformant, bot_running, pointed_at, running_fake, start_bot, stop_bot
from .models import (
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MODAL,
    UPDATE_MESSAGE,
    DiscordErrorRecord,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeRole,
    FakeUser,
)
from .server import DiscordHTTPError, FakeDiscord, Fault, RequestRecord

__all__ = [
    "AUTOCOMPLETE_RESULT",
    "CHANNEL_MESSAGE",
    "DEFERRED_CHANNEL_MESSAGE",
    "DEFERRED_UPDATE_MESSAGE",
    "FAKE_TOKEN",
    "MODAL",
    "UPDATE_MESSAGE",
    "DiscordErrorRecord",
    "DiscordHTTPError",
    "FakeAttachment",
    "FakeChannel",
    "FakeDiscord",
    "FakeGuild",
    "FakeInteraction",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "Fault",
    "RequestRecord",
    "assert_conformant",
    "bot_running",
    "pointed_at",
    "running_fake",
    "start_bot",
    "stop_bot",
]
