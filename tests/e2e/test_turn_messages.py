"""Turn messages by direct message (``/pace me turn_dm``), through the fake Discord: sent once per wait to a player
who asked for one, with a link to the board; never to one who did not; held back in their quiet hours; a player who
takes no direct message from the bot is left alone and the game goes on."""

from __future__ import annotations

from tests.e2e.conftest import People
from tests.e2e.harness import ephemeral_text
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_pace import MIN, PacedTable, paced

__all__ = ["paced"]  # the fixture, shared with test_pace


async def started(table: PacedTable, people: People, **pace: str) -> None:
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "pace set", **pace)
    await table.slash(people.alice, "game start")
    await table.wait_for_boards(1)


async def test_a_player_who_asked_is_told_once_by_direct_message_and_the_others_never(
    paced: PacedTable, people: People
) -> None:
    answer = ephemeral_text(await paced.slash(people.bob, "pace me", turn_dm=True))
    assert "Turn messages: on" in answer
    await started(paced, people, reminder="5m", time_limit="off")
    await paced.wait_for(lambda: len(paced.fake.direct_messages(people.bob)) == 1)
    [message] = paced.fake.direct_messages(people.bob)
    board = paced.latest_board()
    assert "Your turn in the Tiny Tricks game in <#" in message.content
    assert message.content.endswith(f"/{paced.channel.id}/{board.id}")
    # Alice passes her card, reminders come and go: Bob's wait goes on, and he is not told again.
    await paced.play(people.alice, (await paced.suggestions(people.alice))[0])
    posts = len(paced.public_messages())
    await paced.after(5 * MIN, posts + 1)
    await paced.after(5 * MIN, posts + 2)
    assert len(paced.fake.direct_messages(people.bob)) == 1
    assert paced.fake.direct_messages(people.alice) == []


async def test_the_turn_message_waits_for_the_end_of_the_players_quiet_hours(paced: PacedTable, people: People) -> None:
    # 22:13:20 UTC: Bob is quiet until 07:00 UTC.
    await paced.slash(people.bob, "pace me", turn_dm=True, quiet_hours="22-7", timezone="UTC")
    await started(paced, people, reminder="off", time_limit="off")
    assert paced.bot is not None and paced.bot.scheduler is not None
    await paced.bot.scheduler.run_due()
    assert paced.fake.direct_messages(people.bob) == []
    paced.clock.advance(8 * 60 * MIN + 46 * MIN + 40)  # 07:00 UTC
    await paced.wait_for(lambda: len(paced.fake.direct_messages(people.bob)) == 1)


async def test_a_player_who_takes_no_direct_message_is_not_retried_and_the_game_goes_on(
    paced: PacedTable, people: People
) -> None:
    paced.fake.closed_dms.add(people.bob.id)
    await paced.slash(people.bob, "pace me", turn_dm=True)
    await started(paced, people, reminder="3m", time_limit="10m")
    posts = len(paced.public_messages())
    reminder = await paced.after(3 * MIN, posts + 1)
    assert people.bob.id in reminder.mentioned_user_ids()
    assert paced.fake.direct_messages(people.bob) == []
    # Discord refused the one message (403), and the bot did not try again.
    dm = paced.fake.dm_channel(people.bob)
    tries = [r for r in paced.fake.requests if r.method == "POST" and r.path.endswith(f"/channels/{dm.id}/messages")]
    assert [r.status for r in tries] == [403]
    await paced.play(people.alice, (await paced.suggestions(people.alice))[0])
    paced.clock.advance(7 * MIN)
    timeout = await paced.wait_for_public(lambda message: "Time ran out" in message.content)
    assert people.bob.mention in timeout.content
    assert len([r for r in paced.fake.requests if r.path.endswith(f"/channels/{dm.id}/messages")]) == 1
