"""Forged component presses: a custom id copied into another channel, ids too large for any record, a menu value
no menu offered. Each gets a short private refusal that fits Discord's limits, and nothing changes."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import pytest

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from bot.sandbox.local_discord.models import APPLICATION_COMMAND, MESSAGE_COMPONENT
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_lobby_and_play import open_lobby

CONTENT_LIMIT = 2000  # characters in a message's content
TOO_LARGE = str(2**64 + 7)  # above SQLite's (and Discord's) largest integer
HUGE = "9" * 5000  # more digits than Python's int() reads (4300)


async def forge(
    fake: FakeDiscord,
    user: FakeUser,
    channel: FakeChannel,
    custom_id: str,
    message: FakeMessage,
    values: list[str] | None = None,
) -> FakeInteraction:
    """A component press a crafted client could send: ``message`` carrying a component ``custom_id`` (a button,
    or a menu chosen with ``values``), pressed in ``channel``."""
    if values is None:
        component: dict[str, Any] = {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}
    else:
        component = {"type": 3, "custom_id": custom_id, "options": [{"label": "x", "value": "x"}]}
    carrier = replace(message, components=[{"type": 1, "components": [component]}])
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
    if values is not None:
        data["values"] = values
    ix = await fake._dispatch_interaction(MESSAGE_COMPONENT, user, channel, data, carrier)
    return await ix.done()


def refused(ix: FakeInteraction) -> str:
    text = ephemeral_text(ix)
    assert len(text) <= CONTENT_LIMIT and not ix.error_codes, ix
    assert "Something went wrong" not in text, text
    return text


async def other_channel(table: Table, people: People) -> FakeChannel:
    """A second channel with a lobby of its own."""
    other = table.fake.add_channel("elsewhere")
    ix = await (await table.fake.slash(people.carol, other, "game new", {"game": "tiny_tricks"})).done()
    assert ix.message is not None and not ix.message.ephemeral
    return other


async def test_a_lobby_button_pressed_in_another_channel_changes_nothing(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    lobby = table.public_messages()[0]
    other = await other_channel(table, people)
    here, there = len(table.public_messages()), len(table.fake.messages(other))
    for user, action in [
        (people.alice, "start"),  # the host, starting her lobby's game with its board in the wrong channel
        (people.mod, "cancel"),  # Manage Channels in the other channel only
        (people.dave, "join"),
        (people.bob, "leave"),
        (people.alice, "ai_easy"),
    ]:
        text = refused(await forge(table.fake, user, other, button_id(lobby, action), lobby))
        assert "another channel" in text, (action, text)
    assert table.bot is not None
    record = await table.bot.store.open_lobby(table.channel.id)
    assert record is not None and record.members == (people.alice.id, people.bob.id)
    assert await table.bot.store.active_game(table.channel.id) is None
    assert await table.bot.store.active_game(other.id) is None
    assert len(table.public_messages()) == here
    assert len([m for m in table.fake.messages(other) if not m.ephemeral]) == there


async def test_a_game_button_pressed_in_another_channel_says_so(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    board = table.latest_board()
    other = await other_channel(table, people)
    for action in ("turn", "hand"):
        text = refused(await forge(table.fake, people.alice, other, button_id(board, action), board))
        assert "another channel" in text and "cancelled" not in text, text


@pytest.mark.parametrize("number", [TOO_LARGE, HUGE], ids=["too-large", "5000-digits"])
@pytest.mark.parametrize(
    "layout",
    [
        "game:{n}:1:turn",
        "game:1:{n}:hand",
        "lobby:{n}:join",
        "move:{n}:1",
        "resign:{n}:confirm",
        "undo:{n}:1",
        "undo:1:{n}",
        "fcc:{n}:1:pass",
    ],
)
async def test_ids_too_large_for_any_record_are_refused_shortly(
    table: Table, people: People, layout: str, number: str, caplog: pytest.LogCaptureFixture
) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    board = table.latest_board()
    values = ["!pass 1"] if layout.startswith("move") else None
    with caplog.at_level(logging.ERROR):
        ix = await forge(table.fake, people.alice, table.channel, layout.format(n=number), board, values)
    text = refused(ix)
    assert "was not made by the bot" in text, text
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


async def test_an_undo_button_pressed_in_another_channel_says_its_game_goes_on_there(
    table: Table, people: People
) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    board = table.latest_board()
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    other = await other_channel(table, people)
    text = refused(await forge(table.fake, people.alice, other, f"undo:{live.id}:{live.version}", board))
    assert "another channel" in text and "cancelled" not in text, text
    assert (await table.bot.sessions.game(table.channel.id)) == live


@pytest.mark.parametrize("layout", ["undo:{game}:1", "game:{game}:1:turn", "resign:{game}:confirm"])
async def test_a_button_of_a_game_that_never_existed_says_so(table: Table, people: People, layout: str) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    board = table.latest_board()
    text = refused(await forge(table.fake, people.alice, table.channel, layout.format(game=424242), board))
    assert "no game the bot knows" in text and "cancelled" not in text, text


async def test_a_huge_menu_value_gets_a_reply_within_discords_limits(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    board = table.latest_board()
    decision = live.engine.record(live.state).decision
    for value in ("!" + "x" * 3000, "?" + "pass " * 600, "x" * 3000):
        ix = await forge(table.fake, people.alice, table.channel, f"move:{live.id}:{decision}", board, [value])
        text = refused(ix)
        assert "x" * 60 not in text and "pass " * 20 not in text, text


async def forged_slash(
    fake: FakeDiscord, user: FakeUser, channel: FakeChannel, command: str, valid: dict[str, Any], sent: dict[str, Any]
) -> FakeInteraction:
    """``command`` as a crafted client could send it: built with the ``valid`` options Discord checks, then sent
    with the options' values replaced by ``sent`` (values Discord itself would refuse to send)."""
    resolved: dict[str, Any] = {}
    cmd, options = fake._build_options(command, valid, focused=None, resolved=resolved)
    holder = options
    while holder and holder[0].get("type") in (1, 2):
        holder = holder[0]["options"]
    for option in holder:
        if option["name"] in sent:
            option["value"] = sent[option["name"]]
    data = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": options}
    done = await (await fake._dispatch_interaction(APPLICATION_COMMAND, user, channel, data)).done()
    # The fake's check of its own events says that Discord never sends such a value: that is the forgery, taken
    # here; anything else it found stays for the test's end.
    found = fake.take_disagreements()
    fake.disagreements.extend(d for d in found if not str(d).startswith("gateway INTERACTION_CREATE: data.options"))
    return done


@pytest.mark.parametrize(
    "days", ["3", 1.5, True, None, 10**6, -1], ids=["string", "float", "bool", "null", "huge", "negative"]
)
async def test_an_option_value_discord_never_sends_is_refused_and_changes_nothing(
    table: Table, people: People, days: Any
) -> None:
    assert table.bot is not None
    before = await table.bot.store.player_pace(people.bob.id)
    text = refused(await forged_slash(table.fake, people.bob, table.channel, "pace away", {"days": 3}, {"days": days}))
    assert "The option `days` holds a value that Discord's command menu cannot send" in text, text
    assert await table.bot.store.player_pace(people.bob.id) == before


@pytest.mark.parametrize(
    ("command", "valid", "sent"),
    [
        ("play", {"move": "pass 1"}, {"move": 7}),  # a number for a text
        ("game new", {"game": "tiny_tricks"}, {"game": ["tiny_tricks"]}),
    ],
)
async def test_every_command_checks_its_option_types_on_arrival(
    table: Table, people: People, command: str, valid: dict[str, Any], sent: dict[str, Any]
) -> None:
    posts = len(table.public_messages())
    text = refused(await forged_slash(table.fake, people.alice, table.channel, command, valid, sent))
    assert "Discord's command menu cannot send" in text, text
    assert len(table.public_messages()) == posts
