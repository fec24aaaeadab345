"""Several bot processes on one database (PostgreSQL in production; SQLite too, here, for the same rules): each
finds only its own shards' work, a due timer fires in one process only, and a process that dies loses nothing."""

from __future__ import annotations

import asyncio

import pytest

from bot.clock import ManualClock
from bot.records import PaceChange, PlannedTimer, TimerKind
from bot.scheduler import CLAIM_LEASE
from bot.shards import Shards
from bot.store import Store
from tests.bot.pace.test_timers import BOB, HOST, MIN, Bot, table
from tests.fakes.tiny_tricks.engine import GAME
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

# Discord's shard of a guild is (guild_id >> 22) % shard_count: with two shards, these fall on 0 and 1.
GUILD_ON_0, GUILD_ON_1 = 6 << 22, 7 << 22
NOW = 1_000_000.0


async def game_in(store: Store, guild_id: int, channel_id: int, *, timer_due: float | None = None) -> int:
    """A started two-player game in that guild's channel, with a reminder due at ``timer_due``."""
    lobby = await store.create_lobby(guild_id, channel_id, "tiny_tricks", 10, "host", {})
    await store.add_lobby_member(lobby.id, 11, "guest")
    record = await store.start_game(lobby.id, 42, GAME.to_json(GAME.new(2, {}, seed=42)))
    if timer_due is not None:
        reminder = PlannedTimer(0, TimerKind.REMINDER, timer_due, since=timer_due - 100)
        await store.change_pace(record.id, PaceChange(settings={}, timers=(reminder,)))
    return record.id


async def test_each_process_finds_the_timers_and_unposted_boards_of_its_own_shards_only(database: Database) -> None:
    setup = await database.open()
    on_0 = await game_in(setup, GUILD_ON_0, 100, timer_due=NOW)
    on_1 = await game_in(setup, GUILD_ON_1, 200, timer_due=NOW + 5)
    without_pace = await game_in(setup, GUILD_ON_1, 300)
    first = await database.open(shards=Shards(2, (0,)))
    second = await database.open(shards=Shards(2, (1,)))

    assert [t.game_id for t in await first.due_timers(NOW + 10)] == [on_0]
    assert [t.game_id for t in await second.due_timers(NOW + 10)] == [on_1]
    assert await first.next_timer_due() == NOW
    assert await second.next_timer_due() == NOW + 5
    # New games' opening boards are unposted: each process posts those of its own guilds.
    assert [p.game_id for p in await first.unposted_games(0)] == [on_0]
    assert sorted(p.game_id for p in await second.unposted_games(0)) == [on_1, without_pace]
    assert await first.games_without_pace() == []
    assert await second.games_without_pace() == [300]
    # A process holding every shard sees it all.
    assert sorted(t.game_id for t in await setup.due_timers(NOW + 10)) == [on_0, on_1]
    # Claiming stays within the shards too: the second process cannot take the first one's timer.
    assert [t.game_id for t in await second.claim_timers(NOW + 10, NOW + 10 + CLAIM_LEASE)] == [on_1]
    assert [t.game_id for t in await first.claim_timers(NOW + 10, NOW + 10 + CLAIM_LEASE)] == [on_0]
    # A process (re)starting for shard 1 takes over the claims on shard 1's timers, and only those.
    assert await second.release_claims() == 1
    assert [t.game_id for t in await second.claim_timers(NOW + 10, NOW + 10 + CLAIM_LEASE)] == [on_1]
    assert await first.claim_timers(NOW + 10, NOW + 10 + CLAIM_LEASE) == []


async def test_a_timer_claimed_by_one_process_is_not_claimed_by_another_until_its_claim_runs_out(
    database: Database,
) -> None:
    setup = await database.open()
    game_id = await game_in(setup, GUILD_ON_0, 100, timer_due=NOW)
    one, other = await database.open(), await database.open()
    # Both claim at the same moment: one gets the timer, the other nothing.
    claims = await asyncio.gather(one.claim_timers(NOW, NOW + CLAIM_LEASE), other.claim_timers(NOW, NOW + CLAIM_LEASE))
    assert sorted(len(claimed) for claimed in claims) == [0, 1]
    winner, loser = (one, other) if claims[0] else (other, one)
    assert await loser.claim_timers(NOW + 1, NOW + 1 + CLAIM_LEASE) == []
    # The other process's scheduler sleeps until the claim runs out rather than spinning on a due timer.
    assert await loser.next_timer_due() == NOW + CLAIM_LEASE
    # Had the claimer died unnoticed, the timer would be claimable once its claim ran out.
    assert [t.game_id for t in await loser.claim_timers(NOW + CLAIM_LEASE, NOW + 2 * CLAIM_LEASE)] == [game_id]
    # Firing moves the timer on and ends the claim: it is due again at its new time, for whoever holds its guild.
    [claimed] = await winner.timers(game_id)
    assert await winner.move_timer(claimed, NOW + 3 * CLAIM_LEASE, claimed.fired + 1)
    assert await loser.next_timer_due() == NOW + 3 * CLAIM_LEASE
    assert await loser.claim_timers(NOW + 2 * CLAIM_LEASE, NOW + 3 * CLAIM_LEASE) == []


async def test_two_schedulers_on_one_database_fire_a_reminder_and_a_time_limit_once(database: Database) -> None:
    clock = ManualClock()
    first = await table(await database.open(clock), clock, BOB, remind="3m", limit="60m")
    second = Bot.over(await database.open(clock), clock)
    second.start = first.start
    clock.advance(3 * MIN)
    await asyncio.gather(first.scheduler.run_due(), second.scheduler.run_due())
    assert len(first.heard.reminders) + len(second.heard.reminders) == 1
    await first.play(HOST)
    clock.advance(57 * MIN)  # Bob's time limit: the bot plays his pass, once
    await asyncio.gather(first.scheduler.run_due(), second.scheduler.run_due())
    plays = first.heard.plays + second.heard.plays
    assert len(plays) == 1 and [turn.seat for turn in plays[0].turns] == [1]
    live = await first.game()
    assert [(m.version, m.user_id) for m in await first.store.moves(live.id)] == [(1, HOST), (2, BOB)]


async def test_a_process_that_dies_loses_no_move_timer_or_unposted_board(database: Database) -> None:
    clock = ManualClock()
    dying_store = await database.open(clock)
    dying = await table(dying_store, clock, BOB, remind="off", limit="10m")
    await dying.play(HOST)  # acknowledged to the host; its board never reached the channel
    game_id = (await dying.game()).id
    # Bob's time runs out and the process claims his deadline, then dies before it plays for him.
    clock.advance(10 * MIN)
    assert [t.seat for t in await dying_store.claim_timers(clock.now(), clock.now() + CLAIM_LEASE)] == [1]
    await database.kill(dying_store)

    # It comes back (or another process takes its shard): a new store, sessions and scheduler.
    back = Bot.over(await database.open(clock), clock)
    back.start = dying.start
    live = await back.game()
    assert live.id == game_id and live.version == 1
    assert [(m.version, m.user_id) for m in await back.store.moves(game_id)] == [(1, HOST)]
    # The board the dead process never posted is still due.
    assert [p.game_id for p in await back.store.unposted_games(0)] == [game_id]
    # The dead process's claim still holds the deadline; the scheduler starting for the shard takes it over, and
    # the bot plays for Bob at once, and once.
    await back.scheduler.run_due()
    assert back.heard.plays == []
    await back.scheduler.take_over()
    await back.scheduler.run_due()
    await back.scheduler.run_due()
    assert [[turn.seat for turn in play.turns] for play in back.heard.plays] == [[1]]
    # And the game goes on from there.
    awaited = await back.awaited_users()
    outcome = await back.play(awaited[0])
    assert outcome.game.version == 3
    assert [m.version for m in await back.store.moves(game_id)] == [1, 2, 3]
