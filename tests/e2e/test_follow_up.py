"""A player's move is posted through the move's own interaction while its token is good (Discord does not count
an interaction's answer or its follow-ups against the bot's global 50 requests per second): as the answer itself
when a /play's board is ready in time, else as a follow-up of the player's private answer; and to the channel
otherwise: once the token ran out, when Discord refuses the webhook, and by the catch-up when every retry of the
follow-up failed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.delivery import Backoff
from bot.sandbox.local_discord import FakeDiscord
from tests.e2e.conftest import People
from tests.e2e.harness import (
    Table,
    answered_by_board,
    answered_publicly,
    button_id,
    ephemeral_text,
    move_answer,
    refuse_board_answers,
    shown_version,
)
from tests.e2e.test_faults import FOLLOW_UP, first_choice_made, no_late_or_double_answers
from tests.e2e.test_pace import MIN, PacedTable, clocked_table
from tests.e2e.test_refusals import started


@pytest.fixture
async def timed(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[PacedTable]:
    """A table whose bot reads a clock the test moves by hand."""
    async with clocked_table(fake, tmp_path) as table:
        yield table


def global_posts(table: Table) -> list[str]:
    """Paths of the bot's new messages that went through the global route (channel messages)."""
    return [
        request.path
        for request in table.fake.requests
        if request.method == "POST" and request.route == "global" and request.path.endswith("/messages")
    ]


async def test_every_post_of_a_game_played_by_people_stays_off_the_global_route(table: Table, people: People) -> None:
    await first_choice_made(table, people)
    boards = len(table.boards())
    answer = await table.play(people.bob, (await table.suggestions(people.bob))[0])
    board = await table.wait_for_boards(boards + 1)
    # The board of Bob's move is the public answer to Bob's own /play: one message, and no private "done".
    assert board.route == "response" and board.interaction_id == answer.id and not board.ephemeral
    assert answered_by_board(answer) and move_answer(answer) is board and answer.messages == [board]
    assert "All choices are in" in board.content
    # The opening board followed /game start, Alice's line followed her /play: nothing went to the channel.
    assert {message.route for message in table.public_messages()} <= {"response", "follow-up"}
    assert global_posts(table) == []
    assert no_late_or_double_answers(table)


@pytest.mark.parametrize(("minutes", "route"), [(10, "follow-up"), (15, "channel")])
async def test_a_post_retried_after_the_token_ran_out_goes_to_the_channel(
    timed: PacedTable, people: People, minutes: int, route: str
) -> None:
    paced = timed
    await first_choice_made(paced, people)
    assert paced.bot is not None
    paced.bot.publisher.backoff = Backoff(attempt_timeout=0.3, first_delay=0.05)
    boards = len(paced.boards())
    refuse_board_answers(paced.fake)  # the board follows Bob's private answer
    # Discord sits on the follow-up past the publisher's patience; meanwhile the clock moves on.
    held = paced.fake.inject_fault("POST", FOLLOW_UP, status=503, delay=1.0, times=1)
    answer = await paced.play(people.bob, (await paced.suggestions(people.bob))[0])
    await paced.wait_for(lambda: held.hits == 1)
    paced.clock.advance(minutes * MIN)
    board = await paced.wait_for_boards(boards + 1)
    # The retry goes where the token allows: the follow-up while it lasts, the channel after.
    assert board.route == route and "All choices are in" in board.content
    assert board.interaction_id == (answer.id if route == "follow-up" else None)
    assert len(paced.boards()) == boards + 1


async def test_a_refused_webhook_sends_the_board_to_the_channel_at_once(table: Table, people: People) -> None:
    await first_choice_made(table, people)
    boards = len(table.boards())
    # Unknown Webhook: the token is gone (Discord ended it early), no retry on that route will help.
    refuse_board_answers(table.fake)  # the board follows Bob's private answer
    refused = table.fake.inject_fault("POST", FOLLOW_UP, status=404, times=None)
    await table.play(people.bob, (await table.suggestions(people.bob))[0])
    board = await table.wait_for_boards(boards + 1)
    assert board.route == "channel" and "All choices are in" in board.content
    assert refused.hits == 1 and len(table.boards()) == boards + 1


async def test_a_follow_up_that_keeps_failing_leaves_the_board_to_the_catch_up(table: Table, people: People) -> None:
    await first_choice_made(table, people)
    assert table.bot is not None
    table.bot.publisher.backoff = Backoff(
        attempt_timeout=0.2, first_delay=0.01, max_delay=0.02, attempts=3, catch_up_every=0.2, max_catch_up_pause=0.4
    )
    table.bot.publisher.wake()
    boards = len(table.boards())
    refuse_board_answers(table.fake)  # the board follows Bob's private answer
    failing = table.fake.inject_fault("POST", FOLLOW_UP, status=500, times=None)
    answer = await table.play(people.bob, (await table.suggestions(people.bob))[0])
    assert ephemeral_text(answer).startswith("Done")
    board = await table.wait_for_boards(boards + 1)
    # Every try of the follow-up failed; the game stayed due and the catch-up posted its board to the channel.
    assert failing.hits == 3 and board.route == "channel" and shown_version(board) == 2
    assert len(table.boards()) == boards + 1


async def test_a_board_refused_as_the_answer_follows_the_private_answer(table: Table, people: People) -> None:
    await first_choice_made(table, people)
    boards = len(table.boards())
    refuse_board_answers(table.fake)
    answer = await table.play(people.bob, (await table.suggestions(people.bob))[0])
    # Bob still hears at once that his move counted, and the board follows as a follow-up of his /play, once.
    assert ephemeral_text(answer).startswith("Done")
    board = await table.wait_for_boards(boards + 1)
    assert board.route == "follow-up" and board.interaction_id == answer.id and "All choices are in" in board.content
    assert len(table.boards()) == boards + 1 and global_posts(table) == []
    assert no_late_or_double_answers(table)


async def test_a_step_line_answers_the_play_that_made_it(table: Table, people: People) -> None:
    lobby = (await table.slash(people.alice, "game new", game="copenhagen")).message
    assert lobby is not None
    await table.click(people.bob, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.slash(people.alice, "game start")
    await table.wait_for_boards(1)
    posts = len(table.public_messages())
    first = [people.alice, people.bob][(await table.awaited())[0]]
    take = next(move for move in await table.suggestions(first) if move.startswith("take"))
    answer = await table.play(first, take)
    # Copenhagen's first card is a step: its public line ("@Alice takes the red card from slot 3 (`take 3`).") is
    # the answer, the only new post.
    line = move_answer(answer)
    assert answered_publicly(answer) and line.route == "response"
    assert "takes the" in line.content and f"(`{take}`)" in line.content
    assert answer.messages == [line] and table.public_messages()[posts:] == [line]
    assert no_late_or_double_answers(table)


async def test_a_secret_choice_is_confirmed_privately_and_only_its_progress_line_is_public(
    table: Table, people: People
) -> None:
    await started(table, people)
    posts = len(table.public_messages())
    move = (await table.suggestions(people.alice))[0]
    answer = await table.play(people.alice, move)
    # The public line says that Alice chose, not what: her own answer says what, to her alone.
    assert ephemeral_text(answer) == f"Done: “Pass card {move.split()[1]} to your left”."
    line = await table.wait_for_posts(posts + 1)
    assert move not in line.content and line.route == "follow-up" and line.interaction_id == answer.id
