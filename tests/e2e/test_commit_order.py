"""A move is answered and announced only once the store has committed it, and a move that loses a race to
another writer of the same game is neither answered "Done" nor posted."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.sessions import Sessions
from bot.store import SqliteStore
from tests.e2e.conftest import People
from tests.e2e.harness import Table, answered_by_board, ephemeral_text, move_answer
from tests.e2e.test_refusals import started


async def test_neither_the_answer_nor_any_post_comes_before_the_commit(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started(table, people)
    assert table.bot is not None
    store = table.bot.store
    entered, release, committed = asyncio.Event(), asyncio.Event(), asyncio.Event()
    record_move = store.record_move

    async def slow_record_move(*args: Any, **kwargs: Any) -> int:
        entered.set()
        await release.wait()
        version = await record_move(*args, **kwargs)
        committed.set()
        return version

    monkeypatch.setattr(store, "record_move", slow_record_move)
    move = (await table.suggestions(people.alice))[0]
    posts = len(table.public_messages())
    sent = await table.fake.slash(people.alice, table.channel, "play", {"move": move})
    await asyncio.wait_for(entered.wait(), 5)
    # The commit is held (well within Discord's three seconds): nothing may be said of the move meanwhile.
    await asyncio.sleep(0.6)
    assert not any(message.content.startswith("Done") for message in sent.messages), sent.messages
    assert len(table.public_messages()) == posts
    release.set()
    await sent.done()
    assert committed.is_set()
    assert ephemeral_text(sent).startswith("Done")
    await table.wait_for_posts(posts + 1)


async def test_a_move_that_loses_to_another_writer_is_applied_once_to_the_reloaded_game(
    table: Table, people: People
) -> None:
    await started(table, people)
    assert table.bot is not None
    bot_sessions = table.bot.sessions
    alice_move = (await table.suggestions(people.alice))[0]  # the bot now holds the game at its first version
    live = await bot_sessions.game(table.channel.id)
    assert live is not None and sorted(live.engine.awaiting(live.state)) == [0, 1]
    # A second process on the same database records Bob's secret choice: the bot's copy is now one move behind.
    other_store = await SqliteStore.open(table.database)
    try:
        other = Sessions(other_store)
        bob_move = live.engine.legal_moves(live.state, 1)[0]
        await other.submit(table.channel.id, people.bob.id, bob_move)
    finally:
        await other_store.close()
    posts = len(table.public_messages())
    # The bot's commit meets the version check; it reloads the game (Bob's choice in it) and applies Alice's
    # move to that, once: she is not asked to press again, and the board that closes the phase is posted once.
    answer = await table.play(people.alice, alice_move)
    # Her move shows the board that closes the phase, and that board is her answer.
    assert answered_by_board(answer) and "All choices are in" in move_answer(answer).content
    assert [move.user_id for move in await table.bot.store.moves(live.id)] == [people.bob.id, people.alice.id]
    await table.wait_for_posts(posts + 1)
    await asyncio.sleep(0.3)
    assert len(table.public_messages()) == posts + 1
