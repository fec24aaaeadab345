"""Playing hours, quiet hours and vacations with the real sessions, store and scheduler, driven by a clock the test
advances: no reminder and no time limit outside a table's hours or a player's quiet hours; a vacation stops that
player's clocks and ends on time.

The clock starts on Tuesday 14 November 2023 at 22:13:20 UTC (``ManualClock``); minutes below count from the start
of the game. Tiny Tricks begins with everyone passing a card at once.
"""

from __future__ import annotations

import pytest

from bot.clock import ManualClock
from bot.cogs.pace import changes
from bot.cogs.pace.changes import PaceRequest, PlayerRequest
from bot.pace.hours import DAY_SECONDS
from bot.refusal import Refusal
from bot.store import SqliteStore
from tests.bot.pace.test_timers import BOB, CHANNEL, HOST, MIN, Bot, clock, table

pytestmark = pytest.mark.both_backends
__all__ = ["clock"]  # the fixture, shared with test_timers

DAY = DAY_SECONDS / MIN  # in minutes
# From the start (22:13:20 UTC): 23:00 UTC, and 08:00 UTC the next morning.
CLOSING = 46 + 40 / 60
OPENING = 9 * 60 + 46 + 40 / 60


async def hours_table(store: SqliteStore, clock: ManualClock, hours: str, zone: str = "UTC", **pace: str) -> Bot:
    """A two-player table with playing hours, set in the lobby as a host does."""
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    await bot.sessions.join(CHANNEL, BOB, "bob")
    request = PaceRequest(reminder=pace.get("remind", "10m"), time_limit=pace.get("limit", "60m"), hours=hours,
                          timezone=zone)  # fmt: skip
    await changes.set_pace(bot.sessions, CHANNEL, 1, HOST, False, request)
    await bot.sessions.start(CHANNEL, HOST)
    bot.start = clock.now()
    return bot


async def test_no_reminder_and_no_time_limit_outside_the_table_hours(store: SqliteStore, clock: ManualClock) -> None:
    bot = await hours_table(store, clock, "08:00-23:00")
    for minute in (10, 20, 30, 40):
        await bot.at(minute)
    assert len(bot.heard.reminders) == 4
    # The night: the reminder due ten minutes later waits for the morning, and so does the time limit, which had
    # 46 min 40 s of its hour before 23:00.
    for minute in (CLOSING + 1, 60, 6 * 60, OPENING - 0.1):
        await bot.at(minute)
    assert len(bot.heard.reminders) == 4 and bot.heard.plays == []
    await bot.at(OPENING + 3 + 20 / 60)  # 08:03:20: the rest of the reminder's ten minutes
    assert len(bot.heard.reminders) == 5 and bot.heard.plays == []
    await bot.at(OPENING + 13 + 20 / 60 - 0.1)
    assert bot.heard.plays == []
    await bot.at(OPENING + 13 + 20 / 60)  # 08:13:20: the hour of the time limit is up
    assert {turn.user_id for play in bot.heard.plays for turn in play.turns} == {HOST, BOB}


async def test_table_hours_are_local_time_in_the_chosen_zone(store: SqliteStore, clock: ManualClock) -> None:
    # 22:13:20 UTC is 07:13:20 in Tokyo: the table opens at 09:00 there, 00:00 UTC.
    bot = await hours_table(store, clock, "9-21", "Asia/Tokyo", remind="5m")
    midnight_utc = 60 + 46 + 40 / 60
    await bot.at(midnight_utc + 4.9)
    assert bot.heard.reminders == []
    await bot.at(midnight_utc + 5)
    assert len(bot.heard.reminders) == 1


async def test_the_host_cannot_set_hours_too_short_or_a_zone_that_does_not_exist(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    for request, key in (
        (PaceRequest(hours="20-23"), "hours.table_too_short"),
        (PaceRequest(hours="soon"), "hours.bad_window"),
        (PaceRequest(timezone="Mars/Olympus"), "hours.bad_timezone"),
    ):
        with pytest.raises(Refusal) as refused:
            await changes.set_pace(bot.sessions, CHANNEL, 1, HOST, False, request)
        assert refused.value.key == key
    assert (await changes.show_pace(bot.sessions, CHANNEL, 1)).settings.hours is None


async def test_a_players_quiet_hours_hold_back_their_reminders_and_their_clock_only(
    store: SqliteStore, clock: ManualClock
) -> None:
    # Bob sleeps from 22:00 to 07:00 in Paris (UTC+1 in November): 21:00 to 06:00 UTC. The game starts at 23:13
    # in Paris, so Bob's clock waits for 06:00 UTC while the host's runs.
    await changes.change_player(
        Bot.over(store, clock).sessions, BOB, PlayerRequest("22:00-07:00", "Europe/Paris").applied
    )
    bot = await table(store, clock, BOB, remind="3m", limit="60m")
    await bot.at(3)
    assert bot.heard.reminded() == [(0, (HOST,))]
    await bot.at(60)  # the host's hour is up; Bob's has not started
    assert [turn.user_id for play in bot.heard.plays for turn in play.turns] == [HOST]
    morning = 7 * 60 + 46 + 40 / 60  # 06:00 UTC
    await bot.at(morning + 2.9)
    assert BOB not in [user for _, users in bot.heard.reminded() for user in users]
    await bot.at(morning + 3)
    assert bot.heard.reminded()[-1] == (0, (BOB,))
    await bot.at(morning + 59.9)
    assert BOB in await bot.awaited_users()
    await bot.at(morning + 60)
    assert [turn.user_id for play in bot.heard.plays for turn in play.turns] == [HOST, BOB]


async def test_quiet_hours_set_during_a_game_move_the_running_clock(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB, remind="3m", limit="60m")
    await bot.at(31 + 40 / 60)
    # At 22:45 UTC, 31 min 40 s of Bob's hour have run; he goes quiet from now to 07:00 UTC: the rest after that.
    await changes.change_player(bot.sessions, BOB, PlayerRequest("22:45-07:00", "UTC").applied)
    await bot.at(60)
    assert [turn.user_id for play in bot.heard.plays for turn in play.turns] == [HOST]
    seven = 8 * 60 + 46 + 40 / 60
    await bot.at(seven + 28 + 20 / 60 - 0.1)
    assert BOB in await bot.awaited_users()
    await bot.at(seven + 28 + 20 / 60)
    assert BOB not in await bot.awaited_users()


async def test_a_vacation_stops_the_players_clocks_and_ends_on_time(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB, remind="3m", limit="60m")
    await bot.at(10)
    now = clock.now()
    _, away = await changes.change_player(bot.sessions, BOB, lambda player: player.going_away(now, 2))
    assert away.away_until == now + 2 * DAY_SECONDS
    reminded = len([call for call in bot.heard.reminders if BOB in call.users])
    await bot.at(60)
    await bot.at(2 * DAY + 9.9)
    assert len([call for call in bot.heard.reminders if BOB in call.users]) == reminded
    assert BOB in await bot.awaited_users()
    # Back on time: the fifty minutes left of his hour run from then.
    await bot.at(2 * DAY + 10 + 49.9)
    assert BOB in await bot.awaited_users()
    await bot.at(2 * DAY + 10 + 50)
    assert BOB not in await bot.awaited_users()


async def test_back_early_from_vacation_the_clock_runs_again_at_once(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB, remind="3m", limit="60m")
    start = clock.now()
    await changes.change_player(bot.sessions, BOB, lambda player: player.going_away(start, 5))
    await bot.at(DAY)
    await changes.change_player(bot.sessions, BOB, lambda player: player.coming_back(clock.now()))
    await bot.at(DAY + 59.9)
    assert BOB in await bot.awaited_users()
    await bot.at(DAY + 60)
    assert BOB not in await bot.awaited_users()
    # A second vacation must wait as long as the first lasted (a day) after it ended.
    with pytest.raises(Refusal) as refused:
        await changes.change_player(bot.sessions, BOB, lambda player: player.going_away(clock.now(), 1))
    assert refused.value.key == "hours.vacation_rest"


async def test_a_players_own_pace_survives_a_restart_and_reaches_a_game_they_start_later(
    store: SqliteStore, clock: ManualClock
) -> None:
    first = Bot.over(store, clock)
    await changes.change_player(first.sessions, BOB, PlayerRequest(quiet_hours="8-20", turn_dm=True).applied)
    again = Bot.over(store, clock)
    player = await changes.own_pace(again.sessions, BOB)
    assert (str(player.quiet), player.zone, player.dm_turn) == ("08:00-20:00", "UTC", True)
    bot = await table(store, clock, BOB)
    live = await bot.game()
    assert live.pace.player(1) == player and live.pace.player(0) is None


async def test_a_move_in_another_process_plans_with_the_quiet_hours_set_since_it_cached_the_game(
    store: SqliteStore, clock: ManualClock
) -> None:
    # Two processes over one database: this one holds the game in memory; Bob sets his quiet hours through the other
    # (22:20 to 07:00 UTC), then the moves are made here. The clocks these moves start for Bob stop at 22:20 too.
    bot = await table(store, clock, BOB, remind="3m", limit="60m")
    await bot.at(5)
    await changes.change_player(Bot.over(store, clock).sessions, BOB, PlayerRequest("22:20-07:00", "UTC").applied)
    await bot.at(7)  # 22:20:20: Bob is quiet
    # Both pass their card, then play on until a turn of Bob's alone begins, planned here.
    moves = 0
    while moves < 2 or await bot.awaited_users() != [BOB]:
        await bot.play((await bot.awaited_users())[0])
        moves += 1
    await bot.at(7 + 61)
    assert await bot.awaited_users() == [BOB]
    assert BOB not in [turn.user_id for play in bot.heard.plays for turn in play.turns]
