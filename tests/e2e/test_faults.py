"""Discord failing under the bot: 5xx, 429, a slow or absent answer. The move stays committed, the player is
answered at once, and the board ends up posted, by a retry or by the catch-up once Discord is back."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import aiohttp
import discord
import pytest

from bot.delivery import Backoff
from bot.replies import after_commit
from bot.store import SqliteStore
from tests.e2e.conftest import People
from tests.e2e.harness import (
    ANSWER,
    FOLLOW_UP,
    ORIGINAL,
    Table,
    answered_by_board,
    ephemeral_text,
    move_answer,
    shown_version,
)
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_refusals import started
from tests.fakes.tiny_tricks.engine import GAME

CHANNEL_POST = r"/channels/\d+/messages$"
# A player's move is posted as the answer to the move's interaction or as its follow-up; the catch-up posts to the
# channel.
ANY_POST = f"{CHANNEL_POST}|{FOLLOW_UP}|{ANSWER}"
# Discord's answers to an interaction answered twice (40060) or after its 3 seconds (10062).
LATE_OR_TWICE = {40060, 10062}


async def first_choice_made(table: Table, people: People) -> None:
    """The game started and Alice passed her card: Bob's pass closes the phase and calls for a board."""
    await started(table, people)
    posts = len(table.public_messages())
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    await table.wait_for_posts(posts + 1)


async def recorded_moves(table: Table) -> int:
    assert table.bot is not None
    record = await table.bot.store.active_game(table.channel.id)
    assert record is not None
    return len(await table.bot.store.moves(record.id))


def no_late_or_double_answers(table: Table) -> bool:
    return not {error.code for error in table.fake.errors} & LATE_OR_TWICE


@pytest.mark.parametrize("status", [500, 502, 429])
async def test_a_board_post_refused_once_by_discord_is_retried(table: Table, people: People, status: int) -> None:
    await first_choice_made(table, people)
    boards = len(table.boards())
    fault = table.fake.inject_fault("POST", ANY_POST, status=status, times=1, uploads_only=True)
    answer = await table.play(people.bob, (await table.suggestions(people.bob))[0])
    board = await table.wait_for_boards(boards + 1)
    assert fault.exhausted and "All choices are in" in board.content
    # Retried on the same route: the board is Bob's answer after all, once.
    assert answered_by_board(answer) and board is move_answer(answer) and board.route == "response"
    assert len(table.boards()) == boards + 1
    assert await recorded_moves(table) == 2
    assert no_late_or_double_answers(table)


async def test_boards_lost_in_a_long_outage_are_posted_when_discord_is_back(table: Table, people: People) -> None:
    await started(table, people)
    assert table.bot is not None
    publisher = table.bot.publisher
    publisher.backoff = Backoff(
        attempt_timeout=0.1, first_delay=0.01, max_delay=0.02, attempts=2, catch_up_every=0.1, max_catch_up_pause=0.2
    )
    publisher.wake()
    boards = len(table.boards())
    outage = table.fake.inject_fault("POST", ANY_POST, status=500, times=None, uploads_only=True)
    # Three moves while no board reaches the channel: each one answered privately, each one committed.
    for player in (people.alice, people.bob):
        answer = await table.play(player, (await table.suggestions(player))[0])
        assert ephemeral_text(answer).startswith("Done")
    leader = [people.alice, people.bob][(await table.awaited())[0]]
    assert ephemeral_text(await table.play(leader, (await table.suggestions(leader))[0])).startswith("Done")
    # The publisher's retries, then the catch-up's, keep knocking.
    await table.wait_for(lambda: outage.hits >= 8)
    assert len(table.boards()) == boards
    assert await recorded_moves(table) == 3
    table.fake.clear_faults()
    board = await table.wait_for_boards(boards + 1)
    # The board the channel missed is the latest one, whoever's turn it is now mentioned; the catch-up has no
    # interaction to follow up, so it goes to the channel.
    assert shown_version(board) == 3 and board.route == "channel"
    assert board.mentioned_user_ids() == [[people.alice, people.bob][(await table.awaited())[0]].id]
    assert no_late_or_double_answers(table)


async def test_a_slow_discord_delays_the_board_but_never_the_answer(table: Table, people: People) -> None:
    await started(table, people)
    boards, posts = len(table.boards()), len(table.public_messages())
    # Alice's line sits with Discord: the channel's posts queue behind it, Bob's board among them.
    held = table.fake.inject_fault("POST", FOLLOW_UP, delay=2.5, times=1)
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    answer = await table.play(people.bob, (await table.suggestions(people.bob))[0])
    # Bob's board cannot be his answer in time: he is answered privately while Alice's line is still held.
    assert ephemeral_text(answer).startswith("Done")
    assert held.hits == 1 and len(table.public_messages()) == posts
    board = await table.wait_for_boards(boards + 1)
    # It follows, in order after Alice's line, as a follow-up of Bob's answered interaction.
    assert board.route == "follow-up" and board.interaction_id == answer.id
    assert no_late_or_double_answers(table)


async def test_a_board_post_that_gets_no_answer_in_time_is_sent_again(table: Table, people: People) -> None:
    await first_choice_made(table, people)
    assert table.bot is not None
    table.bot.publisher.backoff = Backoff(attempt_timeout=0.2, first_delay=0.01)
    boards = len(table.boards())
    # Discord holds the board far past the publisher's patience, then drops it.
    table.fake.inject_fault("POST", ANY_POST, status=503, delay=1.5, times=1, uploads_only=True)
    answer = await table.play(people.bob, (await table.suggestions(people.bob))[0])
    # The board did not answer in time: Bob is answered privately, and the board follows his answer.
    assert ephemeral_text(answer).startswith("Done")
    board = await table.wait_for_boards(boards + 1)
    assert board.route == "follow-up" and board.interaction_id == answer.id
    # Posted by a second try while the first still hung: nobody waited on a request Discord sat on.
    assert not any(request.status == 503 for request in table.fake.requests)
    await table.wait_for(lambda: any(request.status == 503 for request in table.fake.requests))
    assert len(table.boards()) == boards + 1


async def test_the_first_board_goes_to_the_channel_when_its_answer_fails(table: Table, people: People) -> None:
    await open_lobby(table, people, "bob")
    # The board would fill in the start command's deferral (an edit of its original response): Discord refuses it.
    refused = table.fake.inject_fault("PATCH", ORIGINAL, status=400, times=1)
    start = await (await table.fake.slash(people.alice, table.channel, "game start")).responded_wait()
    board = await table.wait_for_boards(1)
    assert refused.hits == 1
    assert board.webhook_id is None and set(board.mentioned_user_ids()) == {people.alice.id, people.bob.id}
    # The "thinking…" placeholder of the start command does not linger.
    await table.wait_for(lambda: start.original is not None and start.original.deleted)
    assert no_late_or_double_answers(table)


async def test_a_line_posted_after_a_lost_board_does_not_hide_that_the_board_is_due(store: SqliteStore) -> None:
    lobby = await store.create_lobby(1, 100, "tiny_tricks", 10, "host", {})
    await store.add_lobby_member(lobby.id, 11, "guest")
    game = await store.start_game(lobby.id, 42, GAME.to_json(GAME.new(2, {}, seed=42)))
    state = GAME.new(2, {}, seed=42)
    for version in (1, 2, 3):
        seat = min(GAME.awaiting(state))
        move = GAME.legal_moves(state, seat)[0]
        state, _ = GAME.apply(state, seat, move)
        await store.record_move(game.id, version - 1, seat, 10 + seat, move, GAME.to_json(state), False)
    # The opening board and move 1's line made it; move 2's board did not; move 3's line did.
    await store.mark_board(game.id, 0, message_id=555)
    assert await store.mark_announced(game.id, 1)
    assert not await store.mark_announced(game.id, 3)
    assert [posting.game_id for posting in await store.unposted_games(0.0)] == [game.id]
    # A full board of the latest state covers everything before it.
    await store.mark_board(game.id, 3, message_id=777)
    assert await store.unposted_games(0.0) == []
    posting = await store.posting(game.id)
    assert posting is not None and posting.posted_version == 3 and posting.board_message_id == 777


class DroppedConnection:
    """An interaction whose every answer is lost to a dropped connection."""

    def __init__(self) -> None:
        self.id = 1
        self.locale = discord.Locale.british_english
        self.response = SimpleNamespace(is_done=lambda: False, send_message=self.fail)
        self.followup = SimpleNamespace(send=self.fail)
        self.tries = 0

    async def fail(self, *args: Any, **kwargs: Any) -> None:
        self.tries += 1
        raise aiohttp.ServerDisconnectedError()


async def test_an_answer_lost_with_its_note_still_returns_so_the_caller_goes_on() -> None:
    # The start of a game queues its first board after the answer: a failure must not skip that.
    interaction = DroppedConnection()
    answered = await after_commit(cast(discord.Interaction, interaction), lambda: interaction.fail())
    assert answered is False and interaction.tries == 2


async def test_a_board_with_news_is_posted_even_when_the_channel_has_seen_the_latest_state(
    table: Table, people: People
) -> None:
    # The bot played for Bob, whose time ran out; another player's move was posted before the bot's board
    # came up in the queue, so the channel has seen the latest state: the news and Bob's ping still go out.
    await started(table, people)
    await table.wait_for_boards(1)
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    table.bot.publisher.board(live, "Time ran out for Bob", [people.bob.id])
    board = await table.wait_for_boards(2)
    assert board.content.startswith("Time ran out for Bob") and people.bob.id in board.mentioned_user_ids()
