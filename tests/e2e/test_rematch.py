"""The final board's Rematch button, through the fake Discord: a player of the finished game opens a new lobby with
the same game, table options, pace and AI seats, hosts it and pings the other players, who join with one press.
Strangers are refused with a reason, a second press points to the lobby the first one made, and a channel that
already has a lobby or a game gets no second one."""

from __future__ import annotations

from bot.options import SEATS_BEFORE
from bot.records import LobbyRecord
from bot.sandbox.local_discord import FakeMessage
from tests.e2e.conftest import People
from tests.e2e.harness import ANSWER, Table, button_id, ephemeral_text
from tests.e2e.test_forged import forge

AI_STRONG_1 = -12  # bot.ai_seats.ai_user(Level.STRONG, 1)


async def finished_game(table: Table, people: People, *, seating: str = "join", **pace: str) -> FakeMessage:
    """Alice hosts Tiny Tricks with Bob and a strong AI, at an async pace (with ``pace``'s other settings); the game
    is played to its end. Returns the final board."""
    await table.slash(people.alice, "game new", game="tiny_tricks")
    if seating != "join":
        await table.slash(people.alice, "game option", name="seating", value=seating)
    await table.slash(people.bob, "game join")
    await table.slash(people.alice, "game addbot", level="strong")
    await table.slash(people.alice, "pace set", pace="async", **pace)
    await table.slash(people.alice, "game start")
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    by_id = {people.alice.id: people.alice, people.bob.id: people.bob}
    for _ in range(40):
        await table.wait_for(lambda: _over(table) or bool(_humans_awaited(table)))
        if _over(table):
            break
        player = by_id[live.seats[_humans_awaited(table)[0]]]
        await table.play(player, (await table.suggestions(player))[0])
    await table.wait_for(lambda: _over(table))
    return table.latest_board()


def _over(table: Table) -> bool:
    return bool(table.boards()) and "Game over" in table.latest_board().content


def _humans_awaited(table: Table) -> list[int]:
    assert table.bot is not None
    live = table.bot.sessions._games.get(table.channel.id)
    if live is None:
        return []
    return [seat for seat in sorted(live.engine.awaiting(live.state)) if live.seats[seat] > 0]


def _rematch_id(board: FakeMessage) -> str:
    found = [custom_id for custom_id in board.custom_ids() if custom_id.startswith("rematch:")]
    assert len(found) == 1, board.custom_ids()
    return found[0]


async def open_lobby_here(table: Table) -> LobbyRecord:
    assert table.bot is not None
    lobby = await table.bot.store.open_lobby(table.channel.id)
    assert lobby is not None, "no open lobby"
    return lobby


def lobby_posts(table: Table, since: FakeMessage) -> list[FakeMessage]:
    """The lobby messages posted after ``since`` (the final board)."""
    after = [m for m in table.public_messages() if m.id > since.id]
    return [m for m in after if any(c.startswith("lobby:") for c in m.custom_ids())]


async def test_the_final_board_carries_a_rematch_button_for_its_game(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    assert table.bot is not None
    finished = await table.bot.store.last_finished_game(table.channel.id)
    assert finished is not None
    assert _rematch_id(board) == f"rematch:{finished.id}"
    # Boards of the game in progress have no such button.
    assert all(not _has_rematch(message) for message in table.boards()[:-1])


def _has_rematch(message: FakeMessage) -> bool:
    return any(custom_id.startswith("rematch:") for custom_id in message.custom_ids())


async def test_rematch_opens_the_same_table_hosted_by_the_presser(table: Table, people: People) -> None:
    board = await finished_game(table, people, seating="random")
    assert table.bot is not None
    finished = await table.bot.store.last_finished_game(table.channel.id)
    assert finished is not None
    before = await table.bot.store.started_lobby(finished.id)
    assert before is not None
    pressed = await table.click(people.bob, board, _rematch_id(board))
    lobby_message = pressed.message
    assert lobby_message is not None and not lobby_message.ephemeral
    lobby = await open_lobby_here(table)
    # Same game, options as the host chose them, pace, AI seat at its level; Bob hosts and sits first.
    assert lobby.game_type == "tiny_tricks"
    chosen = {name: value for name, value in lobby.options.items() if name != SEATS_BEFORE}
    assert chosen == before.options and lobby.options["seating"] == "random"
    # The players before take the seats turned by one (random seating then draws the seats as in any lobby).
    assert lobby.options[SEATS_BEFORE] == [*finished.seats[1:], finished.seats[0]]
    assert lobby.host_id == people.bob.id
    assert lobby.members == (people.bob.id, AI_STRONG_1)
    assert (await table.bot.store.lobby_pace(lobby.id) or {}).get("pace") == "async"
    description = lobby_message.embeds[0]["description"]
    assert "AI · strong 1" in description and people.bob.mention in description
    assert any("async" in str(field["value"]).lower() for field in lobby_message.embeds[0].get("fields", []))
    # The other player is called back by a ping, and only they are pinged; they are not joined for them.
    assert "wants a rematch" in lobby_message.content and people.alice.mention in lobby_message.content
    assert lobby_message.mentioned_user_ids() == [people.alice.id]
    assert people.alice.id not in lobby.members
    # One press on the lobby's Join button seats Alice.
    await table.click(people.alice, lobby_message, button_id(lobby_message, "join"))
    assert (await open_lobby_here(table)).members == (people.bob.id, AI_STRONG_1, people.alice.id)
    # The lobby's message is recorded, so the lobby commands find and show it again.
    assert (await open_lobby_here(table)).message_id == lobby_message.id
    started = await table.slash(people.bob, "game start")
    assert started.last is not None and any(a.filename == "board.png" for a in started.last.attachments)
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None and live.engine.id == "tiny_tricks"
    assert sorted(live.seats) == sorted((people.alice.id, people.bob.id, AI_STRONG_1))


async def test_a_stranger_cannot_ask_for_a_rematch(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    refused = await table.click(people.eve, board, _rematch_id(board))
    assert "Only the players of this game" in ephemeral_text(refused)
    assert table.bot is not None
    assert await table.bot.store.open_lobby(table.channel.id) is None


async def test_a_second_press_finds_the_lobby_the_first_made(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    await table.click(people.alice, board, _rematch_id(board))
    first = await open_lobby_here(table)
    again = await table.click(people.bob, board, _rematch_id(board))
    assert "already open" in ephemeral_text(again) and "Press Join" in ephemeral_text(again)
    # A link to the lobby message.
    lobby_message = lobby_posts(table, board)[0]
    assert f"/{table.channel.id}/{lobby_message.id}" in ephemeral_text(again)
    double = await table.click(people.alice, board, _rematch_id(board))
    assert "you are in it" in ephemeral_text(double)
    assert (await open_lobby_here(table)).id == first.id
    assert len(lobby_posts(table, board)) == 1


async def test_two_presses_at_once_make_one_lobby(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    first = await table.fake.click(people.alice, board, _rematch_id(board))
    second = await table.fake.click(people.bob, board, _rematch_id(board))
    await first.done()
    await second.done()
    assert len(lobby_posts(table, board)) == 1
    lobby = await open_lobby_here(table)
    assert lobby.host_id in (people.alice.id, people.bob.id)
    assert len([member for member in lobby.members if member == AI_STRONG_1]) == 1


async def test_a_rematch_is_refused_where_another_lobby_or_game_is_open(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    await table.slash(people.carol, "game new", game="tiny_tricks")
    carols = await open_lobby_here(table)
    refused = await table.click(people.alice, board, _rematch_id(board))
    assert "already has an open lobby" in ephemeral_text(refused)
    assert (await open_lobby_here(table)).id == carols.id and carols.members == (people.carol.id,)
    await table.slash(people.carol, "game addbot", level="easy")
    await table.slash(people.carol, "game start")
    busy = await table.click(people.bob, board, _rematch_id(board))
    assert "already has a game in progress" in ephemeral_text(busy)
    assert table.bot is not None
    assert await table.bot.store.open_lobby(table.channel.id) is None


async def test_a_forged_rematch_id_is_refused(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    too_large = await forge(table.fake, people.alice, table.channel, f"rematch:{2**63}", board)
    assert "not made by the bot" in ephemeral_text(too_large)
    missing = await forge(table.fake, people.alice, table.channel, "rematch:999999", board)
    assert "not made by the bot" in ephemeral_text(missing)
    elsewhere = await forge(table.fake, people.alice, table.fake.channel("other"), _rematch_id(board), board)
    assert "another channel" in ephemeral_text(elsewhere)
    assert table.bot is not None
    assert await table.bot.store.open_lobby(table.channel.id) is None


async def test_the_rematch_seats_are_rotated_by_one(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    assert table.bot is not None
    finished = await table.bot.store.last_finished_game(table.channel.id)
    assert finished is not None and finished.seats == (people.alice.id, people.bob.id, AI_STRONG_1)
    lobby_message = (await table.click(people.alice, board, _rematch_id(board))).message
    assert lobby_message is not None
    await table.click(people.bob, lobby_message, button_id(lobby_message, "join"))
    # The lobby lists the players in the seats they will take, whoever joined first.
    listed = table.fake.message(lobby_message.id).embeds[0]["description"].splitlines()
    # Each line: the place, the player, then their reliability (``bot.reliability``).
    players = [line.split(". ", 1)[1].split(" · ")[0] for line in listed if line[:1].isdigit()]
    assert players[0] == people.bob.mention and players[2] == people.alice.mention and len(players) == 3
    await table.slash(people.alice, "game start")
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    assert live.seats == (people.bob.id, AI_STRONG_1, people.alice.id)


async def test_a_rematch_lobby_discord_did_not_take_stands_and_is_shown_again(table: Table, people: People) -> None:
    board = await finished_game(table, people)
    table.fake.inject_fault("POST", ANSWER, status=400, times=1)
    pressed = await table.click(people.alice, board, _rematch_id(board))
    assert "recorded" in ephemeral_text(pressed)
    lobby = await open_lobby_here(table)
    assert lobby.members == (people.alice.id, AI_STRONG_1) and lobby_posts(table, board) == []
    # The lobby commands find it and show it again, with its buttons.
    shown = await table.slash(people.bob, "game status")
    assert shown.message is not None and f"lobby:{lobby.id}:join" in shown.message.custom_ids()
    await table.slash(people.bob, "game join")
    assert (await open_lobby_here(table)).members == (people.alice.id, AI_STRONG_1, people.bob.id)
