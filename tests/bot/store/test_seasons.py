"""Seasons and reliability in the store, the same on SQLite and PostgreSQL: a season's ratings start fresh and
count only the rated games that end while it runs, the all-time ratings going on beside them; one season per game
runs at a time, numbered per server and game; it ends once; its end is announced once. A player's reliability
counts the games they finished themselves and the turns they played themselves."""

from __future__ import annotations

import pytest

from bot.clock import ManualClock
from bot.records import GameEnd, PaceChange, ReliabilityCounts, SeasonRunning, SeatPaceRecord
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

GUILD, OTHER_GUILD = 1, 2
ANN, BOB = 10, 11
GAME = "tiny_tricks"
WEEK = 7 * 86400.0
ANN_WINS = GameEnd((1, 2), (5, 3), (False, False))
BOB_WINS = GameEnd((2, 1), (3, 5), (False, False))

AnyStore = SqliteStore | PostgresStore


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def store(database: Database, clock: ManualClock) -> AnyStore:
    return await database.open(clock)


async def played(store: AnyStore, channel: int, end: GameEnd, guild: int = GUILD) -> int:
    """A game of Ann (seat 0) and Bob (seat 1), one move each, the second ending it as ``end``."""
    lobby = await store.create_lobby(guild, channel, GAME, ANN, "Ann", {})
    await store.add_lobby_member(lobby.id, BOB, "Bob")
    game_id = (await store.start_game(lobby.id, 42, {})).id
    await store.record_move(game_id, 0, 0, ANN, "a", {}, False)
    await store.record_move(game_id, 1, 1, BOB, "b", {}, True, end=end)
    return game_id


def games_of(records: list, player: int) -> int:
    return next(r.games for r in records if r.player_id == player)


async def test_a_season_rates_only_the_games_that_end_while_it_runs(store: AnyStore, clock: ManualClock) -> None:
    await played(store, 100, ANN_WINS)  # before the season: all time only
    season = await store.start_season(GUILD, GAME, 500, ANN, clock.now() + WEEK)
    assert season.number == 1 and season.running and season.channel_id == 500
    await played(store, 101, BOB_WINS)
    await played(store, 102, BOB_WINS, guild=OTHER_GUILD)  # another server's game is not in this season
    standings = await store.season_leaderboard(season.id)
    assert {r.player_id: (r.games, r.wins) for r in standings} == {ANN: (1, 0), BOB: (1, 1)}
    assert {r.guild_id for r in standings} == {GUILD} and {r.game_type for r in standings} == {GAME}
    all_time = await store.leaderboard(GUILD, GAME)
    assert games_of(all_time, ANN) == 2 and games_of(all_time, BOB) == 2
    # Fresh ratings: the season's Bob won his only game, the all-time one is even.
    season_bob = next(r for r in standings if r.player_id == BOB)
    all_time_bob = next(r for r in all_time if r.player_id == BOB)
    assert season_bob.mu != all_time_bob.mu
    ended = await store.end_season(season.id)
    assert ended is not None and not ended.running and ended.ended_at == clock.now()
    assert await store.end_season(season.id) is None  # it ends once
    await played(store, 103, BOB_WINS)
    assert games_of(await store.season_leaderboard(season.id), BOB) == 1


async def test_one_season_per_game_runs_at_a_time_and_the_next_takes_the_next_number(
    store: AnyStore, clock: ManualClock
) -> None:
    first = await store.start_season(GUILD, GAME, 500, ANN, clock.now() + WEEK)
    with pytest.raises(SeasonRunning):
        await store.start_season(GUILD, GAME, 501, BOB, clock.now() + WEEK)
    other = await store.start_season(GUILD, "copenhagen", 500, ANN, clock.now() + WEEK)
    elsewhere = await store.start_season(OTHER_GUILD, GAME, 600, ANN, clock.now() + WEEK)
    assert (other.number, elsewhere.number) == (1, 1)
    assert [s.game_type for s in await store.running_seasons(GUILD)] == ["copenhagen", GAME]
    await store.end_season(first.id)
    second = await store.start_season(GUILD, GAME, 501, BOB, clock.now() + WEEK)
    assert second.number == 2
    assert await store.running_season(GUILD, GAME) == second
    assert [s.number for s in await store.seasons(GUILD, GAME)] == [1, 2]
    found = await store.season_by_number(GUILD, GAME, 1)
    assert found is not None and found.id == first.id and not found.running
    assert await store.season_by_number(GUILD, GAME, 3) is None


async def test_a_season_whose_weeks_ran_out_is_due_and_a_game_ending_after_that_is_not_in_it(
    store: AnyStore, clock: ManualClock
) -> None:
    season = await store.start_season(GUILD, GAME, 500, ANN, clock.now() + WEEK)
    assert await store.next_season_end() == season.ends_at
    assert await store.due_seasons(clock.now()) == []
    clock.advance(WEEK + 60)  # the pass has not ended it yet
    await played(store, 101, ANN_WINS)
    assert await store.season_leaderboard(season.id) == []
    assert [s.id for s in await store.due_seasons(clock.now())] == [season.id]
    ended = await store.end_season(season.id)
    assert ended is not None and ended.ended_at == season.ends_at  # it ended when its weeks ran out
    # Ended but not announced: still due, until its announcement is claimed, once.
    assert [s.id for s in await store.due_seasons(clock.now())] == [season.id]
    assert await store.next_season_end() is None  # no running season left to wake up for
    assert await store.mark_season_announced(season.id, True)
    assert not await store.mark_season_announced(season.id, True)
    assert await store.due_seasons(clock.now()) == []
    # A failed post gives the claim back: due again.
    assert await store.mark_season_announced(season.id, False)
    assert [s.id for s in await store.due_seasons(clock.now())] == [season.id]


async def test_reliability_counts_games_finished_and_turns_played_by_the_player_themselves(
    store: AnyStore, clock: ManualClock
) -> None:
    assert await store.reliability_counts(GUILD, ANN) == ReliabilityCounts(0, 0, 0, 0)
    await played(store, 100, ANN_WINS)  # both finished it, one turn each, in time
    # A game Bob left to the bot: it played his turn after his time ran out, then his seat to the end.
    lobby = await store.create_lobby(GUILD, 101, GAME, ANN, "Ann", {})
    await store.add_lobby_member(lobby.id, BOB, "Bob")
    game_id = (await store.start_game(lobby.id, 42, {})).id
    await store.record_move(game_id, 0, 0, ANN, "a", {}, False)
    await store.record_move(game_id, 1, 1, BOB, "b", {}, False, by_bot=True)
    await store.record_move(game_id, 2, 1, BOB, "b2", {}, False, by_bot=True)  # the same turn: not another
    await store.record_move(game_id, 3, 0, ANN, "undo", {}, False)  # a take-back is no turn
    await store.record_move(game_id, 4, 0, ANN, "c", {}, False)
    automatic = PaceChange(seats=(SeatPaceRecord(1, automatic=True, timeouts=3),))
    await store.record_move(game_id, 5, 1, BOB, "d", {}, True, automatic, ANN_WINS, by_bot=True)
    # A game Ann resigned: the bot's turns for her resigned seat count against her finished games only.
    resigned = await store.create_lobby(GUILD, 102, GAME, ANN, "Ann", {})
    await store.add_lobby_member(resigned.id, BOB, "Bob")
    third = (await store.start_game(resigned.id, 42, {})).id
    await store.record_move(third, 0, 0, ANN, "a", {}, False)
    await store.record_move(third, 1, 1, BOB, "b", {}, False)
    await store.change_pace(third, PaceChange(seats=(SeatPaceRecord(0, resigned=True),)))
    await store.record_move(third, 2, 0, ANN, "c", {}, False, by_bot=True)
    await store.record_move(third, 3, 1, BOB, "d", {}, True, end=GameEnd((2, 1), (0, 5), (True, False)))
    assert await store.reliability_counts(GUILD, BOB) == ReliabilityCounts(games=3, finished=2, turns=5, on_time=3)
    assert await store.reliability_counts(GUILD, ANN) == ReliabilityCounts(games=3, finished=2, turns=4, on_time=4)
    assert await store.reliability_counts(OTHER_GUILD, BOB) == ReliabilityCounts(0, 0, 0, 0)
