"""The fake Discord refuses what Discord refuses, and answers as Discord does: 400, code 50035, an ``errors`` tree
naming each field and its rule. Requests go straight over HTTP, as any client would send them."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.sandbox.local_discord import FakeDiscord, running_fake
from bot.sandbox.local_discord.conformance import SPEC, ApiDescription, Violation, errors_tree
from bot.sandbox.local_discord.limits import autocomplete, commands, message
from bot.sandbox.local_discord.models import CREATE_PUBLIC_THREADS, MANAGE_THREADS, FakeInteraction

AUTH = {"Authorization": "Bot fake-bot-token"}
needs_spec = pytest.mark.skipif(SPEC.missing is not None, reason=SPEC.missing or "")


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with running_fake() as running:
        yield running
        # What these tests broke on purpose is taken here, so the fake ends clean.
        running.take_violations()


async def send(fake: FakeDiscord, method: str, path: str, body: Any) -> tuple[int, dict[str, Any]]:
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, fake.api_base + path, json=body, headers=AUTH) as response,
    ):
        return response.status, await response.json(content_type=None) if response.status != 204 else {}


def post(fake: FakeDiscord) -> str:
    return f"/channels/{fake.channel('general').id}/messages"


def embed(total: int) -> dict[str, Any]:
    """One embed whose counted text is ``total`` characters: a title, a description and a field."""
    return {"title": "t" * 100, "description": "d" * (total - 200), "fields": [{"name": "n" * 50, "value": "v" * 50}]}


async def test_a_message_over_2000_characters_is_refused_with_discords_errors_tree(fake: FakeDiscord) -> None:
    status, answer = await send(fake, "POST", post(fake), {"content": "x" * 2001})
    assert status == 400 and answer["code"] == 50035 and answer["message"] == "Invalid Form Body"
    assert answer["errors"] == {
        "content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}
    }
    assert [v.where for v in fake.take_violations()] == ["content"]
    assert (await send(fake, "POST", post(fake), {"content": "x" * 2000}))[0] == 200
    assert fake.messages("general")[-1].content == "x" * 2000


async def test_embeds_over_6000_characters_in_all_are_refused(fake: FakeDiscord) -> None:
    status, answer = await send(fake, "POST", post(fake), {"embeds": [embed(3000), embed(3001)]})
    assert status == 400 and answer["errors"]["embeds"]["_errors"][0]["code"] == "MAX_EMBED_SIZE_EXCEEDED"
    assert (await send(fake, "POST", post(fake), {"embeds": [embed(3000), embed(3000)]}))[0] == 200


@needs_spec
async def test_a_button_label_over_80_characters_is_refused_by_the_schema(fake: FakeDiscord) -> None:
    button = {"type": 2, "style": 1, "label": "L" * 81, "custom_id": "a"}
    body = {"content": "hi", "components": [{"type": 1, "components": [button]}]}
    status, answer = await send(fake, "POST", post(fake), body)
    assert status == 400
    label = answer["errors"]["components"]["0"]["components"]["0"]["label"]["_errors"]
    assert label == [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 80 or fewer in length."}]
    assert fake.messages("general") == []


async def test_duplicate_custom_ids_six_rows_and_a_crowded_select_row_are_refused(fake: FakeDiscord) -> None:
    def button(custom_id: str) -> dict[str, Any]:
        return {"type": 2, "style": 1, "label": "b", "custom_id": custom_id}

    select = {"type": 3, "custom_id": "s", "options": [{"label": "o", "value": "o"}]}
    cases = {
        "custom_id": [{"type": 1, "components": [button("same"), button("same")]}],
        "components": [{"type": 1, "components": [button(f"b{row}")]} for row in range(6)],
        "components.0.components": [{"type": 1, "components": [select, button("x")]}],
    }
    for expected, rows in cases.items():
        status, _ = await send(fake, "POST", post(fake), {"content": "hi", "components": rows})
        assert status == 400, expected
        assert any(v.where.endswith(expected) for v in fake.take_violations()), expected


@needs_spec
async def test_a_command_option_beyond_discords_integers_is_refused(fake: FakeDiscord) -> None:
    option = {"type": 4, "name": "game", "description": "Which game", "min_value": 1, "max_value": 2**53}
    path = f"/applications/{fake.application_id}/commands"
    status, answer = await send(fake, "PUT", path, [{"name": "replay", "description": "Replay", "options": [option]}])
    assert status == 400
    assert answer["errors"]["0"]["options"]["0"]["max_value"]["_errors"][0]["code"] == "NUMBER_TYPE_MAX"
    assert fake.sync_count == 0
    option["max_value"] = 2**53 - 1
    good = [{"name": "replay", "description": "Replay", "options": [option]}]
    assert (await send(fake, "PUT", path, good))[0] == 200


def test_command_rules_the_schema_does_not_hold() -> None:
    def refused(command: dict[str, Any]) -> list[str]:
        return [v.where for v in commands("PUT", "/applications/{id}/commands", [command])]

    assert refused({"name": "play", "description": "Make a move"}) == []
    assert refused({"name": "Play", "description": "Make a move"}) == ["0.name"]
    assert refused({"name": "play move", "description": "Make a move"}) == ["0.name"]
    assert refused({"name": "играть", "description": "Сделать ход", "name_localizations": {"fr": "Jouer"}}) == [
        "0.name_localizations.fr"
    ]
    assert refused({"name": "play", "description": ""}) == ["0.description"]
    assert refused({"name": "play", "description": "d" * 101}) == ["0.description"]
    late = [
        {"type": 3, "name": "a", "description": "a"},
        {"type": 3, "name": "b", "description": "b", "required": True},
    ]
    assert refused({"name": "play", "description": "d", "options": late}) == ["0.options.1.required"]
    many = [{"name": f"c{i}", "value": f"v{i}"} for i in range(26)]
    assert refused(
        {"name": "play", "description": "d", "options": [{"type": 3, "name": "a", "description": "a", "choices": many}]}
    ) == ["0.options.0.choices"]
    # 4,000 characters over name, description and options, counted in the longest language.
    wordy = [{"type": 3, "name": f"o{i}", "description": "d" * 98} for i in range(25)]
    assert refused({"name": "play", "description": "d" * 100, "options": wordy}) == []
    wordier = [
        {**option, "description_localizations": {"ru": "р" * 100}, "choices": [{"name": "c" * 60, "value": "v"}]}
        for option in wordy
    ]
    assert refused({"name": "play", "description": "d" * 100, "options": wordier}) == ["0"]


def test_autocomplete_answers_carry_values_of_the_focused_options_type() -> None:
    route = "/interactions/{id}/{token}/callback"
    assert autocomplete("POST", route, [{"name": "seven", "value": "7"}], 3) == []
    assert [v.where for v in autocomplete("POST", route, [{"name": "seven", "value": "7"}], 4)] == [
        "data.choices.0.value"
    ]
    many = [{"name": f"move {n}", "value": f"m{n}"} for n in range(26)]
    assert [v.where for v in autocomplete("POST", route, many, 3)] == ["data.choices"]
    assert autocomplete("POST", route, many[:25], 3) == []
    assert [v.where for v in autocomplete("POST", route, [{"name": "", "value": "x" * 101}], 3)] == [
        "data.choices.0.name",
        "data.choices.0.value",
    ]


def test_a_message_one_character_over_each_embed_limit_is_refused() -> None:
    limits = {("title",): 256, ("description",): 4096, ("footer", "text"): 2048, ("author", "name"): 256}
    for place, most in limits.items():
        for length, refused in ((most, False), (most + 1, True)):
            item: dict[str, Any] = {}
            node = item
            for key in place[:-1]:
                node = node.setdefault(key, {})
            node[place[-1]] = "x" * length
            found = [v.where for v in message("POST", "/channels/{id}/messages", {"embeds": [item]})]
            assert (found == [".".join(("embeds", "0", *place))]) is refused, (place, length, found)
    field = {"name": "n" * 257, "value": "v" * 1025}
    found = [v.where for v in message("POST", "/channels/{id}/messages", {"embeds": [{"fields": [field]}]})]
    assert found == ["embeds.0.fields.0.name", "embeds.0.fields.0.value"]


def test_the_errors_tree_nests_each_rule_under_its_field() -> None:
    violations = [
        Violation("POST", "/r", ("data", "content"), "Must be 2000 or fewer in length.", "BASE_TYPE_MAX_LENGTH"),
        Violation("POST", "/r", ("data", "embeds", 0, "title"), "Must be 256 or fewer in length."),
    ]
    assert errors_tree(violations) == {
        "data": {
            "content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]},
            "embeds": {"0": {"title": {"_errors": [{"code": "BASE_TYPE_INVALID", "message": violations[1].rule}]}}},
        }
    }


def test_without_discords_description_the_fake_says_so_and_checks_the_rest(tmp_path: Path) -> None:
    absent = ApiDescription.load(tmp_path / "openapi.json")
    assert absent.missing is not None and str(tmp_path) in absent.missing
    assert absent.check("POST", "/channels/1/messages", {"content": 5}) == (None, [])
    assert [v.where for v in message("POST", "/channels/{id}/messages", {"content": "x" * 2001})] == ["content"]


async def test_an_interaction_token_is_good_for_15_minutes(fake: FakeDiscord) -> None:
    user = fake.add_user("alice")
    fake.token_lifetime = 0.2
    # An interaction the bot answered with a deferral (no bot needed: the webhook route is what is checked).
    interaction = FakeInteraction(
        id=1,
        token="tok",
        type=2,
        user=user,
        channel=fake.channel("general"),
        payload={},
        created_at=asyncio.get_running_loop().time(),
    )
    interaction.response_type = 5
    fake.interactions[1] = interaction
    fake._interactions_by_token["tok"] = interaction
    path = f"/webhooks/{fake.application_id}/tok"
    assert (await send(fake, "POST", path + "?wait=true", {"content": "in time"}))[0] == 200
    await asyncio.sleep(0.3)
    status, answer = await send(fake, "POST", path, {"content": "too late"})
    assert (status, answer["code"]) == (401, 50027)


async def test_a_post_unarchives_a_thread_unless_a_moderator_locked_it(fake: FakeDiscord) -> None:
    thread = fake.add_thread("general", "a game")
    thread.archived = True
    status, _ = await send(fake, "POST", f"/channels/{thread.id}/messages", {"content": "your turn"})
    assert status == 200 and not thread.archived
    assert [m.content for m in fake.messages(thread)] == ["your turn"]
    thread.archived = thread.locked = True
    fake.set_bot_permissions(thread.parent_id, deny=MANAGE_THREADS)
    status, answer = await send(fake, "POST", f"/channels/{thread.id}/messages", {"content": "refused"})
    assert (status, answer["code"]) == (400, 50083) and thread.archived
    thread.archived = False
    status, answer = await send(fake, "POST", f"/channels/{thread.id}/messages", {"content": "refused"})
    assert (status, answer["code"]) == (400, 160005)
    assert [m.content for m in fake.messages(thread)] == ["your turn"]


async def test_a_thread_is_opened_by_discords_rules(fake: FakeDiscord) -> None:
    general = fake.channel("general")
    route = f"/channels/{general.id}/threads"
    for refused in ({"name": ""}, {"name": "x" * 101}, {"name": "a game", "auto_archive_duration": 30}):
        status, answer = await send(fake, "POST", route, refused)
        assert (status, answer["code"]) == (400, 50035), refused
    status, opened = await send(fake, "POST", route, {"name": "Game #1", "type": 11, "auto_archive_duration": 10080})
    assert status == 201 and opened["type"] == 11 and opened["parent_id"] == str(general.id)
    assert opened["thread_metadata"]["auto_archive_duration"] == 10080
    fake.set_bot_permissions(general, deny=CREATE_PUBLIC_THREADS)
    status, answer = await send(fake, "POST", route, {"name": "Game #2", "type": 11})
    assert (status, answer["code"]) == (403, 50013)
    assert [chan.name for chan in fake.channels.values() if chan.is_thread] == ["Game #1"]


async def test_a_thread_archives_itself_after_its_duration_without_a_post(fake: FakeDiscord) -> None:
    thread = fake.add_thread("general", "a game")
    status, _ = await send(fake, "PATCH", f"/channels/{thread.id}", {"auto_archive_duration": 60})
    assert status == 200 and thread.auto_archive_duration == 60
    assert await fake.pass_time(3599) == []
    await send(fake, "POST", f"/channels/{thread.id}/messages", {"content": "still playing"})  # a post: an hour more
    assert await fake.pass_time(3599) == []
    assert await fake.pass_time(1) == [thread] and thread.archived
    # An archived thread is changed only by reopening it in the same request.
    status, answer = await send(fake, "PATCH", f"/channels/{thread.id}", {"auto_archive_duration": 1440})
    assert (status, answer["code"]) == (400, 50083)
    status, _ = await send(fake, "PATCH", f"/channels/{thread.id}", {"archived": False, "auto_archive_duration": 1440})
    assert status == 200 and not thread.archived and thread.auto_archive_duration == 1440


async def test_changing_a_threads_archive_duration_needs_manage_threads(fake: FakeDiscord) -> None:
    thread = fake.add_thread("general", "a game")
    fake.set_bot_permissions("general", deny=MANAGE_THREADS)
    status, answer = await send(fake, "PATCH", f"/channels/{thread.id}", {"auto_archive_duration": 60})
    assert (status, answer["code"]) == (403, 50013) and thread.auto_archive_duration == 1440
