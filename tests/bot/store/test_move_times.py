"""A player's time to move in a server's async games (``Store.move_times``), the same on SQLite and PostgreSQL:
each wait runs from the game's previous move (or its start) to the player's move; the moves the bot played for
the seat, a second step of the same turn, live games, cancelled games and other servers' games are left out; the
median is taken over the latest waits only."""

from __future__ import annotations

import pytest

from bot.clock import ManualClock
from bot.records import MoveTimes, PaceChange
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

GUILD, OTHER_GUILD = 1, 2
ANN, BOB, CARL = 10, 11, 12
ASYNC = {"pace": "async", "remind_after": 43200, "time_limit": 172800, "auto_after": 3}
LIVE = {"pace": "live", "remind_after": 180, "time_limit": 600, "auto_after": 3}

AnyStore = SqliteStore | PostgresStore


class Table:
    """A started game whose moves are made at chosen times: ``after`` seconds after the one before."""

    def __init__(self, store: AnyStore, clock: ManualClock, game_id: int) -> None:
        self.store, self.clock, self.game_id, self.version = store, clock, game_id, 0

    async def move(self, after: float, seat: int, user: int, *, by_bot: bool = False, finished: bool = False) -> None:
        self.clock.advance(after)
        self.version = await self.store.record_move(
            self.game_id, self.version, seat, user, f"move {self.version + 1}", {}, finished, by_bot=by_bot
        )


async def table(
    store: AnyStore, clock: ManualClock, channel: int, pace: dict[str, object], guild: int = GUILD
) -> Table:
    """A game of Ann (seat 0) and Bob (seat 1) at ``pace``, started now."""
    lobby = await store.create_lobby(guild, channel, "tiny_tricks", ANN, "Ann", {})
    await store.add_lobby_member(lobby.id, BOB, "Bob")
    game_id = (await store.start_game(lobby.id, 42, {})).id
    await store.change_pace(game_id, PaceChange(settings=pace))
    return Table(store, clock, game_id)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def store(database: Database, clock: ManualClock) -> AnyStore:
    return await database.open(clock)


async def test_the_median_counts_each_turns_first_own_move_from_the_move_before(
    store: AnyStore, clock: ManualClock
) -> None:
    game = await table(store, clock, 100, ASYNC)
    await game.move(100, 0, ANN)  # Ann waited 100 s from the game's start
    await game.move(30, 0, ANN)  # a second step of her turn: no fresh wait
    await game.move(500, 1, BOB)  # Bob: 500 s
    await game.move(1000, 0, ANN, by_bot=True)  # the bot played Ann's turn: not hers
    await game.move(200, 1, BOB)  # Bob: 200 s, counted from the bot's move
    await game.move(300, 0, ANN)  # Ann: 300 s
    await game.move(50, 1, BOB)  # Bob: 50 s
    await game.move(700, 0, ANN, finished=True)  # Ann: 700 s, in what is now a finished game
    assert await store.move_times(GUILD, ANN, 200) == MoveTimes(median=300.0, moves=3)
    assert await store.move_times(GUILD, BOB, 200) == MoveTimes(median=200.0, moves=3)
    # Only the latest waits count: Ann's last two, 300 s and 700 s.
    assert await store.move_times(GUILD, ANN, 2) == MoveTimes(median=500.0, moves=2)


async def test_live_cancelled_and_other_servers_games_do_not_count(store: AnyStore, clock: ManualClock) -> None:
    live = await table(store, clock, 100, LIVE)
    await live.move(5, 0, ANN)
    await live.move(7, 1, BOB)
    cancelled = await table(store, clock, 101, ASYNC)
    await cancelled.move(60, 0, ANN)
    await store.cancel_game(cancelled.game_id)
    elsewhere = await table(store, clock, 102, ASYNC, guild=OTHER_GUILD)
    await elsewhere.move(90, 0, ANN)
    assert await store.move_times(GUILD, ANN, 200) is None
    assert await store.move_times(GUILD, BOB, 200) is None
    assert await store.move_times(OTHER_GUILD, ANN, 200) == MoveTimes(median=90.0, moves=1)


async def test_a_player_whose_only_moves_the_bot_played_has_no_time_to_move(
    store: AnyStore, clock: ManualClock
) -> None:
    game = await table(store, clock, 100, ASYNC)
    await game.move(40, 0, ANN)
    await game.move(172800, 1, BOB, by_bot=True)
    assert await store.move_times(GUILD, BOB, 200) is None
    assert await store.move_times(GUILD, CARL, 200) is None


async def test_a_take_back_is_neither_a_wait_nor_where_the_next_wait_starts(
    store: AnyStore, clock: ManualClock
) -> None:
    game = await table(store, clock, 100, ASYNC)
    await game.move(100, 0, ANN)  # Ann's secret choice: 100 s
    await game.move(50, 1, BOB)  # Bob's, in the same decision: 50 s
    clock.advance(50)  # Ann takes hers back: not a wait of hers
    game.version = await store.record_move(game.game_id, game.version, 0, ANN, "undo", {}, False)
    await game.move(10, 0, ANN)  # and chooses again, 60 s after Bob's move, the latest that stands
    assert await store.move_times(GUILD, ANN, 200) == MoveTimes(median=80.0, moves=2)
