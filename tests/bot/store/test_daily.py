"""The daily challenge's rows (``Store.claim_daily`` and the rest), the same on SQLite and PostgreSQL: one game per
player and day, a server's board of a day ordered by score, the days a player finished, and the result line told
once. A daily game is not rated."""

from __future__ import annotations

import pytest

from bot.clock import ManualClock
from bot.records import GameEnd
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

GUILD, OTHER_GUILD, PARENT = 1, 2, 100
ANN, BOB, CAROL = 10, 11, 12
TODAY, YESTERDAY = "2026-12-02", "2026-12-01"

AnyStore = SqliteStore | PostgresStore


@pytest.fixture
async def store(database: Database) -> AnyStore:
    return await database.open(ManualClock())


async def solo(store: AnyStore, user: int, thread: int) -> int:
    """A started solo game of ``user`` in its own thread (the daily's channel)."""
    lobby = await store.create_lobby(GUILD, thread, "troyes_dice", user, f"user {user}", {})
    return (await store.start_game(lobby.id, 42, {})).id


async def finish(store: AnyStore, game_id: int, user: int, score: int) -> None:
    end = GameEnd(places=(1,), scores=(score,), resigned=(False,))
    await store.record_move(game_id, 0, 0, user, "m", {}, finished=True, end=end)


async def test_a_player_has_one_game_a_day_whatever_the_server(store: AnyStore) -> None:
    first = await solo(store, ANN, 1000)
    assert await store.claim_daily(TODAY, ANN, GUILD, PARENT, first)
    again = await solo(store, ANN, 1001)
    assert not await store.claim_daily(TODAY, ANN, OTHER_GUILD, PARENT + 1, again)
    found = await store.daily_of(TODAY, ANN)
    assert found is not None and found.game_id == first and found.thread_id == 1000 and found.parent_id == PARENT
    assert found.status == "active" and found.score is None and not found.told
    assert await store.daily_of(YESTERDAY, ANN) is None
    assert await store.daily_game(again) is None
    # A claim whose game could not be played is given back.
    await store.release_daily(first)
    assert await store.daily_of(TODAY, ANN) is None
    assert await store.claim_daily(TODAY, ANN, GUILD, PARENT, again)


async def test_the_board_of_a_day_lists_the_servers_finished_games_best_first_and_none_is_rated(
    store: AnyStore,
) -> None:
    games = {}
    for user, thread in ((ANN, 1000), (BOB, 1001), (CAROL, 1002)):
        games[user] = await solo(store, user, thread)
        assert await store.claim_daily(TODAY, user, GUILD, PARENT, games[user])
    await finish(store, games[ANN], ANN, 80)
    await finish(store, games[BOB], BOB, 95)
    board = await store.daily_board(GUILD, TODAY)
    assert [(entry.user_id, entry.score) for entry in board] == [(BOB, 95), (ANN, 80)]  # Carol still plays
    assert await store.daily_board(GUILD, YESTERDAY) == []
    assert await store.daily_board(OTHER_GUILD, TODAY) == []
    assert await store.leaderboard(GUILD, "troyes_dice") == []  # recorded, never rated
    assert (await store.daily_game(games[ANN])) == (await store.daily_of(TODAY, ANN))


async def test_the_days_a_player_finished_and_the_result_line_told_once(store: AnyStore) -> None:
    for day, thread in ((YESTERDAY, 1000), (TODAY, 1001)):
        game = await solo(store, ANN, thread)
        assert await store.claim_daily(day, ANN, GUILD, PARENT, game)
        await finish(store, game, ANN, 70)
    unfinished = await solo(store, ANN, 1002)
    assert await store.claim_daily("2026-12-03", ANN, GUILD, PARENT, unfinished)
    assert await store.daily_finished_days(ANN, "2026-11-01") == [TODAY, YESTERDAY]
    assert await store.daily_finished_days(ANN, TODAY) == [TODAY]
    assert await store.daily_finished_days(BOB, "2026-11-01") == []
    assert await store.tell_daily(game)
    assert not await store.tell_daily(game)
    assert (await store.daily_of(TODAY, ANN)).told  # type: ignore[union-attr]
