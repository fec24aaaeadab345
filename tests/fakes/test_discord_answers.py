"""The fake's own answers and events are held to Discord's word: a REST answer to the answer Discord's API
description gives its operation and status, a gateway frame to the fields Discord's documentation gives its event.
Each check is shown refusing what Discord never sends, so that it cannot pass everything unseen."""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from bot.sandbox.local_discord import FakeDiscord, running_fake
from bot.sandbox.local_discord.conformance import SPEC, TALLY
from bot.sandbox.local_discord.gateway_events import EVENTS, check_event, check_frame
from bot.sandbox.local_discord.models import FakeMessage, FakeUser, stored_components

AUTH = {"Authorization": "Bot fake-bot-token"}
POST_MESSAGE = "/channels/1/messages"
needs_spec = pytest.mark.skipif(SPEC.missing is not None, reason=SPEC.missing or "")


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with running_fake() as running:
        yield running


def a_message() -> dict[str, Any]:
    """A message as the fake answers it: a bot's post with a button and an embed."""
    author = FakeUser(id=42, name="TabletopBot", bot=True)
    button = {"type": 2, "style": 1, "label": "Join", "custom_id": "join"}
    message = FakeMessage(id=7, channel_id=1, guild_id=2, author=author, content="Game #1")
    message.components = stored_components([{"type": 1, "components": [button]}])
    return message.payload()


def refusals(method: str, path: str, status: int, body: Any) -> list[str]:
    checked, found = SPEC.check_answer(method, path, status, body)
    assert checked
    return [f"{violation.where}: {violation.rule}" for violation in found]


@needs_spec
def test_a_message_answer_is_held_to_discords_description_of_it() -> None:
    assert refusals("POST", POST_MESSAGE, 200, a_message()) == []
    without_id = a_message()
    del without_id["id"]
    assert refusals("POST", POST_MESSAGE, 200, without_id) == ["id: a field Discord always sends"]
    # REST messages carry no guild id (only the gateway's MESSAGE_CREATE does).
    with_guild = {**a_message(), "guild_id": "2"}
    assert refusals("POST", POST_MESSAGE, 200, with_guild) == [
        "guild_id: a field Discord's description does not give this answer"
    ]
    wrong_type = {**a_message(), "flags": "0"}
    assert [r.split(":")[0] for r in refusals("POST", POST_MESSAGE, 200, wrong_type)] == ["flags"]
    # A snowflake Discord sends is a string, though it takes a number from a bot.
    numeric_id = {**a_message(), "id": 7}
    assert [r.split(":")[0] for r in refusals("POST", POST_MESSAGE, 200, numeric_id)] == ["id"]


@needs_spec
def test_a_component_answered_without_the_id_discord_gives_it_is_refused() -> None:
    bare = a_message()
    del bare["components"][0]["components"][0]["id"]
    assert refusals("POST", POST_MESSAGE, 200, bare) == ["components.0.components.0.id: a field Discord always sends"]


def test_discord_numbers_the_components_it_keeps_around_those_the_bot_numbered() -> None:
    rows = [{"type": 1, "components": [{"type": 2, "custom_id": "a", "id": 2}, {"type": 3, "custom_id": "s"}]}]
    kept = stored_components(rows)
    assert [kept[0]["id"], kept[0]["components"][0]["id"], kept[0]["components"][1]["id"]] == [1, 2, 3]
    assert "id" not in rows[0]  # what the bot sent is left as it was
    # A select answers with its bounds, and without the ``required`` only a modal's select takes.
    select = stored_components([{"type": 3, "custom_id": "s", "required": True, "options": []}])[0]
    assert (select["min_values"], select["max_values"], "required" in select) == (1, 1, False)


@needs_spec
def test_a_select_answered_without_its_bounds_is_refused() -> None:
    select = {"type": 3, "custom_id": "s", "options": [{"label": "o", "value": "o"}]}
    message = {**a_message(), "components": [{"type": 1, "id": 1, "components": [{**select, "id": 2}]}]}
    assert refusals("POST", POST_MESSAGE, 200, message) == [
        "components.0.components.0.min_values,max_values: a field Discord always sends"
    ]


@needs_spec
def test_a_status_or_a_body_discord_does_not_answer_is_refused() -> None:
    assert refusals("POST", POST_MESSAGE, 202, a_message()) == ["(body): Discord's description has no 202 answer here"]
    callback = "/interactions/1/token/callback"
    assert refusals("POST", callback, 204, None) == []
    assert refusals("POST", callback, 204, {"interaction": {}}) == ["(body): Discord answers 204 here without a body"]
    assert refusals("POST", POST_MESSAGE, 200, None) == ["(body): Discord answers 200 here with a JSON body"]


@needs_spec
def test_an_error_answer_is_held_to_discords_error_shape() -> None:
    field_error = {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}
    refused = {"message": "Invalid Form Body", "code": 50035, "errors": {"content": {"_errors": [field_error]}}}
    assert refusals("POST", POST_MESSAGE, 400, refused) == []
    assert refusals("POST", POST_MESSAGE, 403, {"message": "Missing Permissions"}) == [
        "code: a field Discord always sends"
    ]
    limited = {"message": "You are being rate limited.", "retry_after": 0.5, "code": 0}
    assert refusals("POST", POST_MESSAGE, 429, limited) == ["global: a field Discord always sends"]


def ready() -> dict[str, Any]:
    user = FakeUser(id=42, name="TabletopBot", bot=True).payload()
    return {
        "v": 10,
        "user": user,
        "guilds": [{"id": "2", "unavailable": True}],
        "session_id": "abc",
        "resume_gateway_url": "ws://127.0.0.1/gateway",
        "application": {"id": "42", "flags": 0},
    }


def test_a_ready_event_is_held_to_the_fields_discords_documentation_gives_it() -> None:
    assert check_event("READY", ready()) == []
    without_session = ready()
    del without_session["session_id"]
    assert [(v.where, v.rule) for v in check_event("READY", without_session)] == [
        ("session_id", "a field Discord always sends")
    ]
    assert [v.where for v in check_event("READY", {**ready(), "user_settings": {}})] == ["user_settings"]
    nameless = copy.deepcopy(ready())
    del nameless["user"]["username"]
    assert [v.where for v in check_event("READY", nameless)] == ["user.username"]
    assert [v.where for v in check_event("READY", {**ready(), "shard": "0,1"})] == ["shard"]


def test_an_interactions_data_is_held_to_the_shape_of_its_type() -> None:
    member = {"roles": [], "joined_at": None, "deaf": False, "mute": False, "flags": 0}
    interaction = {
        "id": "1",
        "application_id": "42",
        "type": 3,
        "data": {"custom_id": "join", "component_type": 2},
        "token": "t",
        "version": 1,
        "member": member,
        "app_permissions": "0",
        "entitlements": [],
        "authorizing_integration_owners": {"0": "2"},
        "attachment_size_limit": 10 * 1024 * 1024,
    }
    assert check_event("INTERACTION_CREATE", interaction) == []
    # A button press whose data reads like a slash command's: no custom id.
    as_command = {**interaction, "data": {"id": "9", "name": "play", "type": 1}}
    assert {v.where for v in check_event("INTERACTION_CREATE", as_command)} >= {"data.custom_id,component_type"}
    # discord.py 2.6 fails to parse an interaction without it.
    unsized = {key: value for key, value in interaction.items() if key != "attachment_size_limit"}
    assert [v.where for v in check_event("INTERACTION_CREATE", unsized)] == ["attachment_size_limit"]


def test_a_frame_outside_the_documentation_is_refused() -> None:
    assert check_frame({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None}) == []
    assert [v.where for v in check_frame({"op": 10, "d": {"heartbeat_interval": 41250}, "s": 3, "t": None})] == [
        "(body)"
    ]
    assert [v.where for v in check_frame({"op": 0, "t": "MESSAGE_SENT", "s": 1, "d": {}})] == ["t"]
    assert "MESSAGE_CREATE" in EVENTS and "MESSAGE_SENT" not in EVENTS


@needs_spec
async def test_the_fakes_answers_are_checked_as_it_serves_them(
    fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = f"{fake.api_base}/channels/{fake.channel('general').id}/messages"
    answers = TALLY.answers
    async with aiohttp.ClientSession(headers=AUTH) as session:
        async with session.post(path, json={"content": "hi"}) as response:
            assert response.status == 200
        assert fake.disagreements == [] and TALLY.answers == answers + 1
        # The same answer, as a fake that forgot the message's id would give it.
        payload = FakeMessage.payload
        monkeypatch.setattr(FakeMessage, "payload", lambda self: {k: v for k, v in payload(self).items() if k != "id"})
        async with session.post(path, json={"content": "again"}) as response:
            assert response.status == 200
    assert [str(v) for v in fake.take_disagreements()] == [
        "the fake's answer to POST /channels/{channel_id}/messages: id: a field Discord always sends"
    ]


async def test_the_fakes_gateway_frames_are_checked_as_it_sends_them(fake: FakeDiscord) -> None:
    events = TALLY.events
    async with aiohttp.ClientSession() as session, session.ws_connect(fake.gateway_url) as ws:
        hello = await ws.receive_json()
        await ws.send_json({"op": 2, "d": {"token": "fake-bot-token", "intents": 513, "properties": {}}})
        ready_frame, guild_create = await ws.receive_json(), await ws.receive_json()
        assert (hello["op"], ready_frame["t"], guild_create["t"]) == (10, "READY", "GUILD_CREATE")
        assert fake.disagreements == [] and TALLY.events >= events + 3
        # A dispatch the fake got wrong is caught on its way out.
        connection = next(c for c in fake.connections if c.identified)
        await connection.dispatch("MESSAGE_DELETE", {"id": "1"})
    assert [(v.route, v.where) for v in fake.take_disagreements()] == [("gateway MESSAGE_DELETE", "channel_id")]
