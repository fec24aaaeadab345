"""Playing hours, quiet hours and vacations through the fake Discord, with a clock the test moves: what the host
and the players type, what the channel reads, and that nothing is posted outside the hours.

The clock starts at 22:13:20 UTC (``ManualClock``).
"""

from __future__ import annotations

from bot.pace.hours import DAY_SECONDS
from tests.e2e.conftest import People
from tests.e2e.harness import Table, ephemeral_text
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_pace import MIN, PacedTable, paced
from tests.e2e.test_rematch import finished_game, open_lobby_here

__all__ = ["paced"]  # the fixture, shared with test_pace


async def test_the_host_sets_playing_hours_in_the_lobby_and_no_reminder_comes_outside_them(
    paced: PacedTable, people: People
) -> None:
    await open_lobby(paced, people, "bob")
    ix = await paced.slash(people.alice, "pace set", reminder="10m", time_limit="2h", hours="8-23", timezone="utc")
    assert ix.message is not None and "Playing hours: 08:00-23:00 (UTC)" in str(ix.message.embeds)
    await paced.slash(people.alice, "game start")
    await paced.wait_for_boards(1)
    posts = len(paced.public_messages())
    # A reminder every ten minutes until 23:00 (four of them), then none until the morning.
    for count in range(1, 5):
        await paced.after(10 * MIN, posts + count)
    before_night = len(paced.public_messages())
    assert paced.bot is not None and paced.bot.scheduler is not None
    for step in (10 * MIN, 8 * 60 * MIN + 50 * MIN):  # 23:03:20, then 07:53:20
        paced.clock.advance(step)
        assert await paced.bot.scheduler.run_due() == 0
    assert len(paced.public_messages()) == before_night
    paced.clock.advance(10 * MIN)  # 08:03:20: the reminder's last minutes ran
    reminder = await paced.wait_for_posts(before_night + 1)
    assert "waiting a long time" in reminder.content  # the fifth reminder of this wait
    shown = ephemeral_text(await paced.slash(people.bob, "pace show"))
    assert "Playing hours: 08:00-23:00 (UTC)" in shown


async def test_bad_hours_and_zones_get_a_short_answer_and_change_nothing(paced: PacedTable, people: People) -> None:
    await open_lobby(paced, people, "bob")
    for options, expected in (
        ({"hours": "20-23"}, "at least 8 hours a day"),
        ({"hours": "after dinner"}, "is not a span of hours"),
        ({"timezone": "Paris"}, "is not a time zone I know"),
    ):
        assert expected in ephemeral_text(await paced.slash(people.alice, "pace set", **options)), options
    assert "Playing hours" not in ephemeral_text(await paced.slash(people.alice, "pace show"))
    assert "at most 12 hours a day" in ephemeral_text(await paced.slash(people.bob, "pace me", quiet_hours="18-8"))
    assert "Quiet hours: none" in ephemeral_text(await paced.slash(people.bob, "pace me"))


async def test_time_zones_are_suggested_as_they_are_typed(paced: PacedTable, people: People) -> None:
    ix = await paced.fake.autocomplete(people.bob, paced.channel, "pace me", {"timezone": "europe/ber"}, "timezone")
    await ix.done()
    assert [choice["value"] for choice in ix.choices][:1] == ["Europe/Berlin"]


async def test_a_player_sets_quiet_hours_in_their_zone_and_is_not_pinged_during_them(
    paced: PacedTable, people: People
) -> None:
    # Bob sleeps 22:00-07:00 in New York (UTC-5 in November): 03:00-12:00 UTC.
    answer = ephemeral_text(
        await paced.slash(people.bob, "pace me", quiet_hours="22:00-07:00", timezone="America/New_York")
    )
    assert "Quiet hours: **22:00-07:00**" in answer and "America/New_York" in answer
    await open_lobby(paced, people, "bob")
    await paced.slash(people.alice, "pace set", reminder="3h", time_limit="off")
    await paced.slash(people.alice, "game start")
    await paced.wait_for_boards(1)
    posts = len(paced.public_messages())
    first = await paced.after(3 * 60 * MIN, posts + 1)  # 01:13:20 UTC: both are reminded
    assert set(first.mentioned_user_ids()) == {people.alice.id, people.bob.id}
    # 04:13:20 UTC: Alice again; Bob's clock stopped at 03:00 and runs from 12:00 UTC.
    second = await paced.after(3 * 60 * MIN, posts + 2)
    assert second.mentioned_user_ids() == [people.alice.id]


async def test_a_vacation_is_told_in_the_channel_and_stops_the_players_reminders_until_it_ends(
    paced: PacedTable, people: People
) -> None:
    await open_lobby(paced, people, "bob")
    await paced.slash(people.alice, "pace set", reminder="1h", time_limit="off")
    await paced.slash(people.alice, "game start")
    await paced.wait_for_boards(1)
    ix = await paced.slash(people.bob, "pace away", days=3)
    assert ix.message is not None and not ix.message.ephemeral
    back_at = int(paced.clock.now() + 3 * DAY_SECONDS)
    assert f"{people.bob.mention} is away until <t:{back_at}:f>" in ix.message.content
    assert ix.message.mentioned_user_ids() == []
    posts = len(paced.public_messages())
    reminder = await paced.after(60 * MIN, posts + 1)
    assert reminder.mentioned_user_ids() == [people.alice.id]
    assert f"Away (clocks stopped): {people.bob.mention}" in ephemeral_text(await paced.slash(people.eve, "pace show"))
    refused = ephemeral_text(await paced.slash(people.bob, "pace away", days=2))
    assert "already away" in refused
    ix = await paced.slash(people.bob, "pace away", days=0)
    assert ix.message is not None and f"{people.bob.mention} is back" in ix.message.content
    # His clock runs again from now: his reminder comes an hour later.
    paced.clock.advance(60 * MIN)
    reminder = await paced.wait_for_public(
        lambda message: "⏰" in message.content and people.bob.id in message.mentioned_user_ids()
    )
    assert "Second reminder" not in reminder.content  # his first: none came while he was away


async def test_a_rematch_keeps_the_tables_playing_hours(table: Table, people: People) -> None:
    board = await finished_game(table, people, hours="9-21", timezone="Asia/Tokyo")
    rematch = next(cid for cid in board.custom_ids() if cid.startswith("rematch:"))
    pressed = await table.click(people.bob, board, rematch)
    assert pressed.message is not None and "Playing hours: 09:00-21:00 (Asia/Tokyo)" in str(pressed.message.embeds)
    assert table.bot is not None
    lobby = await open_lobby_here(table)
    assert (await table.bot.store.lobby_pace(lobby.id) or {}).get("timezone") == "Asia/Tokyo"


async def test_hours_without_a_zone_are_read_in_the_hosts_own_zone(paced: PacedTable, people: People) -> None:
    await paced.slash(people.alice, "pace me", timezone="Asia/Tokyo")
    await open_lobby(paced, people, "bob")
    ix = await paced.slash(people.alice, "pace set", hours="9-21")
    assert ix.message is not None and "Playing hours: 09:00-21:00 (Asia/Tokyo)" in str(ix.message.embeds)


async def test_the_host_gives_playing_hours_when_opening_the_table(paced: PacedTable, people: People) -> None:
    refused = ephemeral_text(await paced.slash(people.alice, "game new", game="tiny_tricks", hours="1-3"))
    assert "at least 8 hours a day" in refused
    assert "no game in progress" in ephemeral_text(await paced.slash(people.alice, "game status"))
    ix = await paced.slash(people.alice, "game new", game="tiny_tricks", hours="08:00-22:00", timezone="Europe/Paris")
    assert ix.message is not None and "Playing hours: 08:00-22:00 (Europe/Paris)" in str(ix.message.embeds)
