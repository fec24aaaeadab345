"""The test-only game played from lobby to finish through the fake Discord, with a restart in the middle."""

from __future__ import annotations

from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text


async def open_lobby(table: Table, people: People, *joiners: str) -> None:
    ix = await table.slash(people.alice, "game new", game="tiny_tricks")
    assert not ix.message.ephemeral  # type: ignore[union-attr]
    lobby = ix.message
    assert lobby is not None and lobby.custom_ids()[0].startswith("lobby:")
    for name in joiners:
        lobby = table.fake.message(lobby.id)
        await table.click(getattr(people, name), lobby, button_id(lobby, "join"))


async def test_the_bot_syncs_its_commands_once_and_not_again_after_a_restart(table: Table) -> None:
    names = {command["name"] for command in table.fake.commands}
    assert {"game", "play", "hand", "rules"} <= names
    game = next(command for command in table.fake.commands if command["name"] == "game")
    assert {option["name"] for option in game["options"]} == {
        "new",
        "join",
        "leave",
        "addbot",
        "removebot",
        "option",
        "start",
        "cancel",
        "status",
        "resign",
        "back",
        "history",
        "mine",
        "sheet",
        "replay",
        "export",
    }
    syncs = table.fake.sync_count
    await table.restart_bot()
    assert table.fake.sync_count == syncs


async def test_a_lobby_fills_through_buttons_and_commands_and_starts(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    joined = await table.slash(people.carol, "game join")
    assert people.carol.mention in joined.embeds[0]["description"]
    refused = await table.slash(people.bob, "game start")
    assert "Only the host" in ephemeral_text(refused)
    started = await table.slash(people.alice, "game start")
    board = started.last
    assert board is not None and any(a.filename == "board.png" for a in board.attachments)
    # Everyone chooses at once in the first phase, so all three are mentioned.
    assert set(board.mentioned_user_ids()) == {people.alice.id, people.bob.id, people.carol.id}


async def test_a_whole_game_through_autocomplete_with_a_restart_in_the_middle(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    first_board = table.latest_board()
    players = [people.alice, people.bob]
    moves_played = 0
    restarted = False
    for _ in range(20):
        if "Game over" in table.latest_board().content:
            break
        player = players[(await table.awaited())[0]]
        suggestions = await table.suggestions(player)
        assert suggestions, f"no suggestions for {player.name}"
        posts = len(table.public_messages())
        await table.play(player, suggestions[0])
        await table.wait_for_posts(posts + 1)
        moves_played += 1
        if moves_played == 3 and not restarted:
            await table.restart_bot()
            restarted = True
            # A button on a board from before the restart still answers, and says the board moved on.
            stale = await table.click(people.alice, first_board, button_id(first_board, "turn"))
            assert "moved on" in ephemeral_text(stale)
    final = table.latest_board()
    assert restarted
    assert "Game over" in final.content
    assert moves_played == 2 + 2 * 3  # two passes, then three tricks of two cards
    # The finished game frees the channel and its old buttons say it is over.
    over = await table.click(people.alice, first_board, button_id(first_board, "hand"))
    assert "over" in ephemeral_text(over)
