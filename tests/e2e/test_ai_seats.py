"""AI seats in a lobby and at the table, through the fake Discord: the host adds and removes them, strangers and
full or started lobbies are refused with a reason, and a person plays a whole game against them; they are named,
never pinged, and never reminded."""

from __future__ import annotations

from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text


async def open_lobby(table: Table, people: People, game: str = "tiny_tricks") -> None:
    await table.slash(people.alice, "game new", game=game)


async def test_the_host_adds_and_removes_ai_seats_by_command_and_button(table: Table, people: People) -> None:
    await open_lobby(table, people)
    added = await table.slash(people.alice, "game addbot", level="strong")
    lobby = added.message
    assert lobby is not None and not lobby.ephemeral
    assert "AI · strong 1" in lobby.embeds[0]["description"]
    clicked = await table.click(people.alice, lobby, button_id(lobby, "ai_easy"))
    lobby = table.fake.message(lobby.id)
    assert "AI · easy 2" in lobby.embeds[0]["description"] and "AI · strong 1" in lobby.embeds[0]["description"]
    assert "takes a seat" in (lobby.content or "")
    assert clicked.messages == [] or not clicked.messages[-1].ephemeral
    # The last AI added leaves first.
    removed = await table.slash(people.alice, "game removebot")
    assert removed.message is not None
    description = removed.message.embeds[0]["description"]
    assert "AI · easy 2" not in description and "AI · strong 1" in description


async def test_ai_seats_are_refused_with_a_reason(table: Table, people: People) -> None:
    await open_lobby(table, people)
    stranger = await table.slash(people.bob, "game addbot", level="easy")
    assert "Only the host" in ephemeral_text(stranger)
    nothing = await table.slash(people.alice, "game removebot")
    assert "no AI player" in ephemeral_text(nothing)
    for _ in range(3):  # Tiny Tricks seats four
        await table.slash(people.alice, "game addbot", level="easy")
    full = await table.slash(people.alice, "game addbot", level="easy")
    # The host is told what they can do (start, or free a seat), not a joiner's "wait for the next game".
    assert "no seat is left for an AI player" in ephemeral_text(full)
    assert "Start the game, or free a seat first" in ephemeral_text(full) and "next game" not in ephemeral_text(full)
    [shown] = [m for m in table.public_messages() if any(c.startswith("lobby:") for c in m.custom_ids())]
    pressed = await table.click(people.alice, shown, button_id(shown, "ai_strong"))
    assert "no seat is left for an AI player" in ephemeral_text(pressed)
    await table.slash(people.alice, "game start")
    started = await table.slash(people.alice, "game addbot", level="easy")
    assert "already" in ephemeral_text(started)


async def test_one_person_plays_a_whole_game_against_ai_seats(table: Table, people: People) -> None:
    await open_lobby(table, people)
    await table.slash(people.alice, "game addbot", level="easy")
    await table.slash(people.alice, "game addbot", level="strong")
    await table.slash(people.alice, "game start")
    for _ in range(40):
        await table.wait_for(lambda: "Game over" in table.latest_board().content or 0 in _awaited_now(table))
        if "Game over" in table.latest_board().content:
            break
        suggestions = await table.suggestions(people.alice)
        await table.play(people.alice, suggestions[0])
    final = table.latest_board()
    assert "Game over" in final.content
    assert "AI · easy 1" in final.content and "AI · strong 2" in final.content
    # Nobody but Alice was ever pinged: AI seats are named, not mentioned.
    pinged = {user for message in table.public_messages() for user in message.mentioned_user_ids()}
    assert pinged <= {people.alice.id}
    # A board says "Your move" only to someone it pings; one that waits for AI seats alone says whom it waits for.
    boards = [m for m in table.public_messages() if m.attachments and "Game over" not in m.content]
    assert boards and all(("Your move:" in m.content) == bool(m.mentioned_user_ids()) for m in boards)
    assert any("Waiting for: **AI ·" in m.content for m in boards)


def _awaited_now(table: Table) -> set[int]:
    assert table.bot is not None
    live = table.bot.sessions._games.get(table.channel.id)
    return set() if live is None else set(live.engine.awaiting(live.state))
