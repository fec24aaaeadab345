"""The sandbox's page server (``bot.sandbox.page``) before a browser: what one member does becomes the
interaction Discord would send, each member sees only their own private replies, what Discord's client would
refuse is refused with its reason and changes nothing, and the server's language changes as Discord changes it.
The whole page in a real browser is tests/browser."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.history import HISTORY_FILE
from bot.sandbox.launch import sandbox_values
from bot.sandbox.local_discord import FakeDiscord
from bot.sandbox.page import make_app
from tests.e2e.conftest import People
from tests.e2e.harness import Table
from tests.e2e.test_refusals import started


@pytest.fixture
async def page(fake: FakeDiscord, people: People, table: Table) -> AsyncIterator[TestClient[Any, Any]]:
    client = TestClient(TestServer(make_app(fake, (people.alice, people.eve))))
    await client.start_server()
    try:
        yield client
    finally:
        await client.close()


async def test_each_member_sees_the_channel_and_only_their_own_private_replies(
    page: TestClient[Any, Any], table: Table, people: People
) -> None:
    general = table.channel.id
    for member in (people.alice, people.eve):
        sent = await page.post("/api/command", json={"user": member.id, "channel": general, "command": "hand"})
        assert sent.status == 200 and (await sent.json())["ok"]
    seen: dict[str, list[dict[str, Any]]] = {}
    for member in (people.alice, people.eve):
        answer = await page.get("/api/messages", params={"user": str(member.id), "channel": str(general)})
        seen[member.name] = await answer.json()
    for name in ("alice", "eve"):
        private = [message for message in seen[name] if message["ephemeral"]]
        # Their own answer, marked private and under the command they used; never the other's.
        assert [message["used"] for message in private] == [{"user": name, "command": "hand"}]
    assert not {m["id"] for m in seen["alice"]} & {m["id"] for m in seen["eve"] if m["ephemeral"]}


@pytest.mark.parametrize(
    "body",
    [
        {"command": "chess"},  # no such command
        {"command": "game new", "options": {"game": "chess"}},  # not one of the option's choices
        {"command": "game new", "options": {"players": 3}},  # no such option
    ],
)
async def test_what_discords_client_refuses_is_refused_with_its_reason_and_reaches_no_bot(
    page: TestClient[Any, Any], table: Table, people: People, fake: FakeDiscord, body: dict[str, Any]
) -> None:
    before = len(fake.interactions)
    answer = await page.post("/api/command", json={"user": people.alice.id, "channel": table.channel.id, **body})
    assert answer.status == 422
    assert (await answer.json())["refused"]
    assert len(fake.interactions) == before


async def test_a_locale_the_bot_does_not_speak_is_refused(page: TestClient[Any, Any], people: People) -> None:
    answer = await page.post("/api/locale", json={"user": people.alice.id, "locale": "xx"})
    assert answer.status == 422 and "en-US" in (await answer.json())["refused"]
    assert people.alice.locale == "en-US"


async def test_the_server_language_chosen_on_the_page_reaches_the_bot_as_discord_tells_it(
    page: TestClient[Any, Any], table: Table, fake: FakeDiscord
) -> None:
    assert (await page.post("/api/locale", json={"locale": "fr"})).status == 200
    assert table.bot is not None
    bot = table.bot

    def heard() -> bool:
        guild = bot.get_guild(fake.guild_id)
        return guild is not None and guild.preferred_locale == discord.Locale.french

    await table.wait_for(heard)


async def next_event(stream: Any) -> str:
    """The next ``data:`` line of the page's live stream (keep-alive comments skipped)."""
    while True:
        line = (await stream.content.readline()).decode().strip()
        if line.startswith("data: "):
            return line.removeprefix("data: ")


def listed(world: dict[str, Any], channel_id: int) -> dict[str, Any]:
    return next(channel for channel in world["channels"] if channel["id"] == str(channel_id))


async def test_a_new_thread_is_listed_under_its_channel_at_once_and_stays_listed_when_archived(
    page: TestClient[Any, Any], table: Table, fake: FakeDiscord
) -> None:
    stream = await page.get("/api/events")
    assert await next_event(stream) == "hello"
    thread = fake.add_thread(table.channel, "Copenhagen #7: alice, eve")
    # The live stream says the server's list changed, so the sidebar shows the thread without a reload.
    assert await next_event(stream) == "world"
    world = await (await page.get("/api/world")).json()
    ids = [channel["id"] for channel in world["channels"]]
    assert ids.index(str(thread.id)) == ids.index(str(table.channel.id)) + 1
    assert listed(world, thread.id) | {"archived": False} == {
        "id": str(thread.id),
        "name": "Copenhagen #7: alice, eve",
        "thread": True,
        "parent": str(table.channel.id),
        "archived": False,
        "locked": False,
    }
    # A week of quiet: Discord archives the thread, and still lists it.
    await fake.pass_time(7 * 24 * 3600)
    assert await next_event(stream) == "world"
    world = await (await page.get("/api/world")).json()
    assert listed(world, thread.id)["archived"] is True
    stream.close()


async def test_a_members_direct_messages_are_not_listed_as_a_channel_of_the_server(
    page: TestClient[Any, Any], fake: FakeDiscord, people: People
) -> None:
    dm = fake.dm_channel(people.alice)
    world = await (await page.get("/api/world")).json()
    assert str(dm.id) not in [channel["id"] for channel in world["channels"]]


def test_the_sandbox_starts_the_bot_on_its_own_discord_and_database_whatever_the_settings_say() -> None:
    fake = FakeDiscord()
    values = sandbox_values(
        {
            "DISCORD_TOKEN": "a-real-token",
            "DATABASE_URL": "postgresql://bot@db/bot",
            "SHARD_COUNT": "4",
            "DEV_GUILD_ID": "123",
            "LOG_LEVEL": "DEBUG",
            "AI_PAUSE_SECONDS": "0",
        },
        fake,
        Path("/tmp/sandbox.sqlite3"),
    )
    assert values["DISCORD_TOKEN"] != "a-real-token"
    assert values["DISCORD_API_BASE"] == fake.api_base and values["DISCORD_GATEWAY_URL"] == fake.gateway_url
    assert values["DATABASE_PATH"] == "/tmp/sandbox.sqlite3"
    assert not {"DATABASE_URL", "SHARD_COUNT", "DEV_GUILD_ID"} & set(values)
    assert values["LOG_LEVEL"] == "DEBUG" and values["AI_PAUSE_SECONDS"] == "0"


async def test_the_file_of_a_long_history_opens_from_the_page_as_utf8_text(
    page: TestClient[Any, Any], table: Table, people: People, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``/game history`` attaches the whole log when it is too long for one message; the page serves that file
    as Discord's CDN does, as text in UTF-8 (names in any script), not as a server error."""
    await started(table, people)
    await table.wait_for_boards(1)
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    long_log = [f"{number}. Дмитрий · 梅: `pass`" for number in range(1, 300)]
    # The running bot's own copy of the cog's module: discord.py loads an extension afresh at each start.
    monkeypatch.setattr(sys.modules["bot.cogs.lobby"], "log_lines", lambda *_: long_log)
    sent = await page.post(
        "/api/command", json={"user": people.eve.id, "channel": table.channel.id, "command": "game history"}
    )
    assert sent.status == 200 and (await sent.json())["ok"]

    def attached_file() -> bool:
        return any(a.filename == HISTORY_FILE for m in fake.all_messages.values() for a in m.attachments)

    # The page answers once the bot has deferred ("thinking…"); the file comes with the edit that follows.
    await table.wait_for(attached_file)
    shown = await (
        await page.get("/api/messages", params={"user": str(people.eve.id), "channel": str(table.channel.id)})
    ).json()
    [attached] = [a for message in shown for a in message["attachments"] if a["filename"] == HISTORY_FILE]
    assert not attached["image"]
    served = await page.get(attached["url"])
    assert served.status == 200
    assert served.headers["Content-Type"] == "text/plain; charset=utf-8"
    assert (await served.text()).splitlines()[1:] == long_log
    # The local Discord's own CDN address of the file (what discord.py would download) serves it the same way.
    [stored] = [a for m in fake.all_messages.values() for a in m.attachments if a.filename == HISTORY_FILE]
    async with aiohttp.ClientSession() as session, session.get(stored.url) as downloaded:
        assert downloaded.status == 200 and downloaded.headers["Content-Type"] == "text/plain; charset=utf-8"


@pytest.mark.parametrize("typed", ["xxxx", "12345", "-3", "0x10"])
async def test_a_user_option_that_names_no_member_is_refused_as_discords_client_refuses_it(
    page: TestClient[Any, Any], table: Table, people: People, fake: FakeDiscord, typed: str
) -> None:
    """Discord's client fills a user option only from the server's members and sends their snowflake id: with
    anything else typed there is no interaction at all. The page says which option and what to do, never a
    Python error."""
    before = len(fake.interactions)
    body = {"user": people.alice.id, "channel": table.channel.id, "command": "stats", "options": {"player": typed}}
    answer = await page.post("/api/command", json=body)
    assert answer.status == 422
    refused = (await answer.json())["refused"]
    assert refused.startswith("player: ") and "pick one from the list" in refused, refused
    assert "int()" not in refused and "literal" not in refused
    assert len(fake.interactions) == before
    # A member's id is what the client sends: it reaches the bot.
    body["options"] = {"player": str(people.eve.id)}
    assert (await page.post("/api/command", json=body)).status == 200


async def test_the_page_tells_discords_server_language_from_the_bots_setting_and_the_members_own(
    page: TestClient[Any, Any],
) -> None:
    """Two settings of Discord's and one of the bot's decide the language a member reads: the page names each,
    so a `/settings language` that leaves Discord's server language as it was is no surprise."""
    html = await (await page.get("/")).text()
    assert "Discord's server language" in html and "their Discord language" in html
    hint = html.split('id="guild-locale-hint">', 1)[1].split("</p>", 1)[0]
    assert "/settings language" in hint and "does not change this one" in hint
