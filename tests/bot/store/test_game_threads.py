"""A game played in a thread of its own (``Store.move_to_thread`` and the rest), the same on SQLite and
PostgreSQL: the thread becomes the game's channel and frees the parent channel for another game, the summary
message and the archiving are remembered, and a refusal to host threads is told once per channel."""

from __future__ import annotations

import pytest

from bot.clock import ManualClock
from bot.records import StoreError
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

GUILD, PARENT, THREAD, OTHER_THREAD = 1, 100, 2**62 + 5, 2**62 + 6  # thread ids need 64 bits
ANN, BOB = 10, 11

AnyStore = SqliteStore | PostgresStore


@pytest.fixture
async def store(database: Database) -> AnyStore:
    return await database.open(ManualClock())


async def started(store: AnyStore, channel: int = PARENT) -> int:
    lobby = await store.create_lobby(GUILD, channel, "tiny_tricks", ANN, "Ann", {})
    await store.add_lobby_member(lobby.id, BOB, "Bob")
    return (await store.start_game(lobby.id, 42, {})).id


async def test_a_game_moved_to_its_thread_is_that_threads_game_and_frees_the_channel(store: AnyStore) -> None:
    first = await started(store)
    moved = await store.move_to_thread(first, PARENT, THREAD)
    assert moved.channel_id == THREAD
    assert (await store.active_game(THREAD)) == moved
    assert await store.active_game(PARENT) is None
    # A second game under the same channel, in a thread of its own.
    second = await started(store)
    await store.move_to_thread(second, PARENT, OTHER_THREAD)
    assert (await store.active_game(OTHER_THREAD)).id == second  # type: ignore[union-attr]
    found = await store.game_thread(first)
    assert found is not None and found.parent_id == PARENT and found.summary_message_id is None
    assert not found.closed
    assert await store.game_thread(999) is None
    # The channel knows its games' threads while they are played, oldest first; a cancelled one is gone.
    assert await store.playing_threads(PARENT) == [THREAD, OTHER_THREAD]
    await store.cancel_game(first)
    assert await store.playing_threads(PARENT) == [OTHER_THREAD]
    assert await store.playing_threads(THREAD) == []


async def test_the_summary_message_and_the_archiving_are_remembered_once(store: AnyStore) -> None:
    game = await started(store)
    await store.move_to_thread(game, PARENT, THREAD)
    await store.set_summary_message(game, 2**62 + 9)
    assert await store.close_thread(game)
    assert not await store.close_thread(game)  # told to archive once
    found = await store.game_thread(game)
    assert found is not None and found.summary_message_id == 2**62 + 9 and found.closed


async def test_a_cancelled_game_stays_where_it_was(store: AnyStore) -> None:
    game = await started(store)
    await store.cancel_game(game)
    with pytest.raises(StoreError):
        await store.move_to_thread(game, PARENT, THREAD)
    assert await store.game_thread(game) is None


async def test_a_refusal_to_host_threads_is_told_once_until_a_thread_opens_there(store: AnyStore) -> None:
    assert await store.thread_refused(PARENT)
    assert not await store.thread_refused(PARENT)
    await store.move_to_thread(await started(store), PARENT, THREAD)
    assert await store.thread_refused(PARENT)
