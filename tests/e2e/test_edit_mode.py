"""Edit mode: one board message edited in place and a short ping for whose turn it is, so busy channels are not
flooded; set per server by members with Manage Server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.sandbox.local_discord import FakeDiscord, FakeMessage, FakeRole, FakeUser
from bot.sandbox.local_discord.models import MANAGE_GUILD, snowflake
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text, shown_version
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_pace import MIN, PacedTable, clocked_table, two_player_game


def server_manager(table: Table) -> FakeUser:
    role = FakeRole(id=snowflake(), name="Admin", permissions=MANAGE_GUILD, position=3)
    table.fake.roles.append(role)
    manager = table.fake.add_user("manager")
    manager.roles.append(role.id)
    return manager


async def edit_mode_game(table: Table, people: People) -> FakeMessage:
    """Edit mode switched on, then a game of two started; returns its board message."""
    answer = await table.slash(server_manager(table), "settings board", mode="edit")
    assert "edited in place" in ephemeral_text(answer)
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    return await table.wait_for_boards(1)


async def play_first(table: Table, player: FakeUser) -> None:
    await table.play(player, (await table.suggestions(player))[0])


async def awaited_player(table: Table, people: People) -> FakeUser:
    return [people.alice, people.bob][(await table.awaited())[0]]


async def test_only_a_server_manager_changes_how_boards_are_posted(table: Table, people: People) -> None:
    refused = await table.slash(people.mod, "settings board", mode="edit")
    assert "Manage Server" in ephemeral_text(refused)
    assert "a new board message every turn" in ephemeral_text(await table.slash(people.bob, "settings show"))
    await table.slash(server_manager(table), "settings board", mode="edit")
    assert "edited in place" in ephemeral_text(await table.slash(people.bob, "settings show"))
    assert table.public_messages() == []


async def test_in_edit_mode_the_board_is_edited_and_a_short_ping_says_whose_turn(table: Table, people: People) -> None:
    board = await edit_mode_game(table, people)
    opening_picture = board.attachment("board.png")
    posts = len(table.public_messages())
    # Alice's secret choice: the board's text says so, nothing new is posted.
    await play_first(table, people.alice)
    await table.wait_for(lambda: "secret choice" in table.fake.message(board.id).content)
    assert len(table.public_messages()) == posts
    # Bob's closes the phase: the same message shows the new board, and a ping names whose turn it is. An edit
    # answers nobody, so Bob hears privately that his move counted.
    answer = await table.play(people.bob, (await table.suggestions(people.bob))[0])
    assert ephemeral_text(answer).startswith("Done")
    await table.wait_for(lambda: shown_version(table.fake.message(board.id)) == 2)
    ping = await table.wait_for_posts(posts + 1)
    leader = await awaited_player(table, people)
    assert ping.attachments == [] and ping.mentioned_user_ids() == [leader.id]
    assert f"/{table.channel.id}/{board.id}" in ping.content
    assert table.fake.message(board.id).attachment("board.png").data != opening_picture.data
    # The next board replaces the ping: still one board and one ping in the channel.
    await play_first(table, leader)
    await table.wait_for(lambda: shown_version(table.fake.message(board.id)) == 3)
    await table.wait_for(lambda: table.fake.message(ping.id).deleted)
    latest = table.public_messages()[-1]
    assert latest.id != ping.id and latest.mentioned_user_ids() == [(await awaited_player(table, people)).id]
    assert len(table.public_messages()) == posts + 1 and len(table.boards()) == 1


async def test_a_deleted_board_message_is_replaced_and_the_final_board_stands_alone(
    table: Table, people: People
) -> None:
    board = await edit_mode_game(table, people)
    await play_first(table, people.alice)
    await play_first(table, people.bob)
    await table.wait_for(lambda: shown_version(table.fake.message(board.id)) == 2)
    await table.fake.delete_message(board)
    # The next board cannot be edited into a deleted message: a new one is posted, and edited from then on.
    await play_first(table, await awaited_player(table, people))
    replacement = await table.wait_for_boards(1)
    assert replacement.id != board.id and shown_version(replacement) == 3
    edits = replacement.edit_count
    await play_first(table, await awaited_player(table, people))
    await table.wait_for(lambda: table.fake.message(replacement.id).edit_count > edits)
    assert table.boards() == [table.fake.message(replacement.id)]
    while await table.awaited():
        await play_first(table, await awaited_player(table, people))
    final = await table.wait_for_boards(2)
    assert "Game over" in final.content and final.id != replacement.id
    # No ping is left pointing at a game that is over.
    await table.wait_for(lambda: not [m for m in table.public_messages() if "your move" in m.content])


@pytest.fixture
async def clocked(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[PacedTable]:
    """A table whose bot reads a clock the test moves: timeouts and the bot's moves for a seat come on cue."""
    async with clocked_table(fake, tmp_path) as table:
        yield table


async def test_in_edit_mode_a_timeout_pings_the_player_whose_time_ran_out(clocked: PacedTable, people: People) -> None:
    await clocked.slash(server_manager(clocked), "settings board", mode="edit")
    await two_player_game(clocked, people, reminder="2m", time_limit="5m")
    board = clocked.latest_board()
    await play_first(clocked, people.alice)
    posts = len(clocked.public_messages())
    clocked.clock.advance(5 * MIN)
    # The bot passes for Bob: the board is edited, and the ping tells Bob why, as a new board would.
    ping = await clocked.wait_for_public(lambda m: "Time ran out" in m.content, since=posts)
    assert people.bob.id in ping.mentioned_user_ids() and not ping.attachments
    assert "Time ran out" in clocked.fake.message(board.id).content and len(clocked.boards()) == 1


async def test_in_edit_mode_a_seat_the_bot_plays_is_named_but_not_pinged(clocked: PacedTable, people: People) -> None:
    await clocked.slash(server_manager(clocked), "settings board", mode="edit")
    await open_lobby(clocked, people, "bob", "carol")
    await clocked.slash(people.alice, "game start")
    board = await clocked.wait_for_boards(1)
    asked = (await clocked.slash(people.carol, "game resign")).last
    assert asked is not None
    await clocked.click(people.carol, asked, button_id(asked, "confirm"))
    resigned = max(clocked.fake.all_messages)
    players = [people.alice, people.bob, people.carol]
    # Everyone passes a card, the bot for Carol; then the tricks go round until Carol, alone, is awaited.
    await play_first(clocked, people.alice)
    await play_first(clocked, people.bob)
    clocked.clock.advance(6)
    await clocked.wait_for(lambda: shown_version(clocked.fake.message(board.id)) == 3)
    while await clocked.awaited() != [2]:
        await play_first(clocked, players[(await clocked.awaited())[0]])
    assert clocked.bot is not None
    live = await clocked.bot.sessions.game(clocked.channel.id)
    assert live is not None
    await clocked.wait_for(lambda: shown_version(clocked.fake.message(board.id)) == live.version)
    assert people.carol.mention in clocked.fake.message(board.id).content
    # The ping of the turn before goes, and no ping calls Carol, whose seat the bot plays.
    await clocked.wait_for(
        lambda: (
            not [
                m
                for m in clocked.public_messages()
                if "your move" in m.content and people.carol.id not in m.mentioned_user_ids()
            ]
        )
    )
    after = [m for i, m in clocked.fake.all_messages.items() if i > resigned and m.channel_id == clocked.channel.id]
    assert any("your move" in m.content for m in after)
    assert not [m for m in after if people.carol.id in m.mentioned_user_ids()]
