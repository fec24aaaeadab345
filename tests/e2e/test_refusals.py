"""Every kind of bad input gets a short private answer that says what to do, and changes nothing public."""

from __future__ import annotations

from tests.e2e.conftest import People
from tests.e2e.harness import FOLLOW_UP, Table, button_id, ephemeral_text, shown_version
from tests.e2e.test_lobby_and_play import open_lobby


async def started(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")


async def test_commands_without_a_game_are_refused_privately(table: Table, people: People) -> None:
    for command, options in [("play", {"move": "pass 1"}), ("hand", {}), ("game status", {}), ("game join", {})]:
        ix = await table.slash(people.alice, command, **options)
        text = ephemeral_text(ix)
        assert "/game new" in text, (command, text)
    assert table.public_messages() == []


async def test_a_second_lobby_in_the_same_channel_is_refused(table: Table, people: People) -> None:
    await open_lobby(table, people)
    before = len(table.public_messages())
    ix = await table.slash(people.bob, "game new", game="tiny_tricks")
    assert "already has an open lobby" in ephemeral_text(ix)
    assert len(table.public_messages()) == before


async def test_a_thread_is_a_channel_of_its_own(table: Table, people: People) -> None:
    await open_lobby(table, people)
    thread = table.fake.add_thread(table.channel, "side game")
    ix = await (await table.fake.slash(people.bob, thread, "game new", {"game": "tiny_tricks"})).done()
    assert ix.message is not None and not ix.message.ephemeral


async def test_starting_needs_enough_players(table: Table, people: People) -> None:
    await open_lobby(table, people)
    ix = await table.slash(people.alice, "game start")
    assert "needs 2 to 4 players" in ephemeral_text(ix)


async def test_bad_moves_are_refused_and_change_nothing(table: Table, people: People) -> None:
    await started(table, people)
    posts = len(table.public_messages())
    cases = [
        (people.eve, "pass 1", "not playing"),
        (people.alice, "pass 99", "do not hold card 99"),
        (people.alice, "jump", "Write `pass <card>`"),
        (people.alice, "x" * 5000, "too long"),
        (people.alice, "\u202e\u0000 ☃", "Write `pass <card>`"),
    ]
    for user, move, expected in cases:
        text = ephemeral_text(await table.play(user, move))
        assert expected in text, (move[:20], text)
        assert len(text) < 200
    legal = (await table.suggestions(people.alice))[0]
    await table.play(people.alice, legal)
    await table.wait_for_posts(posts + 1)
    again = await table.play(people.alice, legal)
    assert "already made your choice" in ephemeral_text(again)
    assert len(table.public_messages()) == posts + 1


async def test_a_stranger_pressing_board_buttons_is_told_why(table: Table, people: People) -> None:
    await started(table, people)
    board = table.latest_board()
    for action in ("turn", "hand"):
        ix = await table.click(people.eve, board, button_id(board, action))
        assert "not playing" in ephemeral_text(ix)


async def test_lobby_buttons_refuse_with_reasons(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    lobby = table.public_messages()[0]
    assert "already in this lobby" in ephemeral_text(await table.click(people.bob, lobby, button_id(lobby, "join")))
    assert "not in this lobby" in ephemeral_text(await table.click(people.eve, lobby, button_id(lobby, "leave")))
    assert "Only the host" in ephemeral_text(await table.click(people.bob, lobby, button_id(lobby, "start")))
    assert "Only the host" in ephemeral_text(await table.click(people.bob, lobby, button_id(lobby, "cancel")))


async def test_cancel_by_a_moderator_ends_the_game_and_its_buttons(table: Table, people: People) -> None:
    await started(table, people)
    board = table.latest_board()
    refused = await table.slash(people.bob, "game cancel")
    assert "Only the host" in ephemeral_text(refused)
    done = await table.slash(people.mod, "game cancel")
    assert done.message is not None and not done.message.ephemeral and "cancelled" in done.content
    ix = await table.click(people.alice, board, button_id(board, "turn"))
    assert "cancelled" in ephemeral_text(ix)
    # The channel is free again.
    again = await table.slash(people.bob, "game new", game="tiny_tricks")
    assert again.message is not None and not again.message.ephemeral


async def test_the_host_cancels_a_lobby_with_its_button(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    lobby = table.public_messages()[0]
    ix = await table.click(people.alice, lobby, button_id(lobby, "cancel"))
    assert "cancelled" in ix.content and ix.message is not None and ix.message.custom_ids() == []
    assert "/game new" in ephemeral_text(await table.slash(people.bob, "game join"))


async def test_no_interaction_is_answered_twice_or_late(table: Table, people: People) -> None:
    await started(table, people)
    await table.play(people.eve, "pass 1")
    await table.click(people.eve, table.latest_board(), button_id(table.latest_board(), "turn"))
    codes = {error.code for error in table.fake.errors}
    assert 40060 not in codes and 10062 not in codes


async def test_a_move_survives_discord_refusing_the_board_post(table: Table, people: People) -> None:
    await started(table, people)
    boards = len(table.boards())
    move = (await table.suggestions(people.alice))[0]
    # Discord refuses the line's post both ways: as the move's follow-up, then in the channel (a 4xx is not worth
    # retrying).
    refused = [
        table.fake.inject_fault(method="POST", path_regex=path, status=400, times=1)
        for path in (FOLLOW_UP, r"/channels/\d+/messages$")
    ]
    ix = await table.play(people.alice, move)
    assert ephemeral_text(ix).startswith("Done")
    await table.wait_for(lambda: all(fault.exhausted for fault in refused))
    assert len(table.boards()) == boards
    # The move stands: Alice's choice is made, and the status post shows the board again.
    assert "already made your choice" in ephemeral_text(await table.play(people.alice, move))
    await table.slash(people.eve, "game status")
    assert len(table.boards()) == boards + 1
    assert shown_version(table.latest_board()) == 1
