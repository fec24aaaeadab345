"""Who answers a player's move (``bot.publisher.answer``): the publisher with the move's post, or the command
privately, and when follow-ups may go; each transition, and the races between the two sides."""

from __future__ import annotations

import asyncio
from typing import cast

import discord
import pytest

from bot.outcome import Heard
from bot.publisher.answer import AnswerState, AnswerTimes, PlayerAnswer

# Long enough that a test never reaches them unless it waits for them on purpose.
PATIENT = AnswerTimes(post_wait=30.0, post_limit=60.0, post_least=0.3, post_grace=1.0, answer_wait=30.0)


def offered(times: AnswerTimes = PATIENT) -> PlayerAnswer:
    """A /play whose board may answer it."""
    return PlayerAnswer.for_move(Heard.BOARD, from_command=True, times=times)


async def soon(waiting: asyncio.Future[bool] | asyncio.Task[bool]) -> bool:
    """The result of something that must be over at once, not after one of its waits."""
    return await asyncio.wait_for(waiting, 1.0)


async def still_waiting(task: asyncio.Task[bool]) -> bool:
    await asyncio.sleep(0.05)
    return not task.done()


@pytest.mark.parametrize(
    ("heard", "from_command", "state"),
    [
        (Heard.BOARD, True, AnswerState.WAITING),
        (Heard.STEP, True, AnswerState.WAITING),
        # A secret choice's progress line does not say what was chosen: its player always hears it privately.
        (Heard.PROGRESS, True, AnswerState.ANSWERING_PRIVATELY),
        (Heard.QUIET, True, AnswerState.ANSWERING_PRIVATELY),
        # A panel answers its own moves.
        (Heard.BOARD, False, AnswerState.ANSWERING_PRIVATELY),
    ],
)
async def test_only_a_plays_board_or_step_line_may_answer_it(
    heard: Heard, from_command: bool, state: AnswerState
) -> None:
    assert PlayerAnswer.for_move(heard, from_command=from_command, times=PATIENT).state is state


async def test_a_secret_choice_is_answered_privately_at_once_and_its_line_never_claims_the_answer() -> None:
    answer = PlayerAnswer.for_move(Heard.PROGRESS, from_command=True, times=PATIENT)
    assert await soon(asyncio.ensure_future(answer.answered_by_post())) is False
    assert answer.claim() is False
    answer.settle(True)
    assert answer.state is AnswerState.ANSWERED_PRIVATELY and answer.follow_ups_may_go


async def test_the_post_claimed_in_time_is_the_answer() -> None:
    answer = offered()
    command = asyncio.create_task(answer.answered_by_post())
    assert await still_waiting(command)
    assert answer.claim() is True and answer.state is AnswerState.POST_ANSWERING
    assert await still_waiting(command)  # the post is under way: a private answer now would race it
    answer.post_done(True)
    assert await soon(command) is True
    assert answer.state is AnswerState.ANSWERED_BY_POST and answer.follow_ups_may_go
    answer.settle(True)
    answer.decline()  # the publisher's decline after its post answered changes nothing
    assert answer.state is AnswerState.ANSWERED_BY_POST


async def test_a_claim_just_before_the_wait_runs_out_is_waited_for() -> None:
    answer = offered(AnswerTimes(post_wait=0.0, post_limit=60.0, post_grace=1.0, answer_wait=30.0))
    assert answer.claim() is True
    # The command comes to ask with its wait already over: it waits for the post rather than answering too.
    command = asyncio.create_task(answer.answered_by_post())
    assert await still_waiting(command)
    answer.post_done(True)
    assert await soon(command) is True and answer.state is AnswerState.ANSWERED_BY_POST


async def test_a_claim_just_after_the_wait_ran_out_is_refused() -> None:
    answer = offered(AnswerTimes(post_wait=0.0, post_limit=60.0, answer_wait=30.0))
    assert await soon(asyncio.ensure_future(answer.answered_by_post())) is False
    assert answer.state is AnswerState.ANSWERING_PRIVATELY
    assert answer.claim() is False and answer.state is AnswerState.ANSWERING_PRIVATELY


async def test_the_command_answers_privately_once_its_wait_runs_out_unclaimed() -> None:
    answer = offered(AnswerTimes(post_wait=0.05, post_limit=60.0, answer_wait=30.0))
    command = asyncio.create_task(answer.answered_by_post())
    assert await soon(command) is False
    assert answer.state is AnswerState.ANSWERING_PRIVATELY and answer.claim() is False


async def test_a_failed_post_answer_leaves_the_answer_to_the_command_and_the_post_follows_it() -> None:
    answer = offered()
    command = asyncio.create_task(answer.answered_by_post())
    assert answer.claim() is True
    answer.post_done(False)
    assert await soon(command) is False and answer.state is AnswerState.ANSWERING_PRIVATELY
    publisher = asyncio.create_task(answer.ready())
    await asyncio.sleep(0.05)
    assert not publisher.done() and not answer.follow_ups_may_go  # the post waits for the private answer
    answer.settle(True)
    await soon(publisher)
    assert answer.state is AnswerState.ANSWERED_PRIVATELY and answer.follow_ups_may_go


async def test_edit_mode_cannot_answer_by_post_and_the_command_does_not_wait_for_it() -> None:
    answer = offered()
    answer.decline()  # the publisher edits the board message in place
    assert answer.state is AnswerState.ANSWERING_PRIVATELY
    assert await soon(asyncio.ensure_future(answer.answered_by_post())) is False
    # The edit failed and a new board goes out after all: not as the answer.
    assert answer.claim() is False


async def test_too_little_time_left_the_publisher_declines_instead_of_claiming() -> None:
    answer = offered(AnswerTimes(post_wait=30.0, post_limit=0.2, post_least=0.3, answer_wait=30.0))
    assert answer.claim() is False and answer.state is AnswerState.ANSWERING_PRIVATELY
    assert await soon(asyncio.ensure_future(answer.answered_by_post())) is False


async def test_a_post_answer_without_a_result_by_its_limit_is_given_up_and_a_late_result_ignored() -> None:
    answer = offered(AnswerTimes(post_wait=30.0, post_limit=0.1, post_least=0.0, post_grace=0.05, answer_wait=30.0))
    assert answer.claim() is True
    assert await soon(asyncio.ensure_future(answer.answered_by_post())) is False
    assert answer.state is AnswerState.ANSWERING_PRIVATELY
    answer.post_done(True)
    assert answer.state is AnswerState.ANSWERING_PRIVATELY


@pytest.mark.parametrize("claimed", [False, True])
async def test_a_command_that_fails_gives_up_the_interaction(claimed: bool) -> None:
    answer = offered()
    if claimed:
        assert answer.claim() is True
    answer.settle(False)
    assert answer.state is AnswerState.LOST and not answer.follow_ups_may_go
    assert answer.claim() is False
    await soon(asyncio.ensure_future(answer.ready()))  # nothing to wait for: the post goes to the channel
    answer.post_done(True)
    assert answer.state is AnswerState.LOST


async def test_a_failed_private_answer_gives_up_the_interaction() -> None:
    answer = PlayerAnswer.for_move(Heard.STEP, from_command=False, times=PATIENT)
    answer.settle(False)
    assert answer.state is AnswerState.LOST and not answer.follow_ups_may_go


@pytest.mark.parametrize("offer", [False, True])
async def test_an_answer_that_never_comes_gives_up_the_interaction_for_good(offer: bool) -> None:
    times = AnswerTimes(post_wait=30.0, post_limit=60.0, answer_wait=0.05)
    answer = PlayerAnswer.for_move(Heard.BOARD, from_command=offer, times=times)
    await soon(asyncio.ensure_future(answer.ready()))
    assert answer.state is AnswerState.LOST
    answer.settle(True)  # too late: the post went to the channel meanwhile
    assert answer.state is AnswerState.LOST and not answer.follow_ups_may_go and answer.claim() is False


@pytest.mark.parametrize("by_post", [False, True])
async def test_a_refused_webhook_sends_what_follows_to_the_channel(by_post: bool) -> None:
    answer = offered()
    if by_post:
        answer.claim()
        answer.post_done(True)
    else:
        answer.decline()
        answer.settle(True)
    assert answer.follow_ups_may_go
    answer.webhook_refused()
    assert answer.state is AnswerState.LOST and not answer.follow_ups_may_go


async def test_the_webhook_cannot_be_refused_before_the_answer() -> None:
    answer = PlayerAnswer.for_move(Heard.BOARD, from_command=False, times=PATIENT)
    answer.webhook_refused()
    assert answer.state is AnswerState.ANSWERING_PRIVATELY
    answer.settle(True)
    assert answer.follow_ups_may_go


async def test_giving_the_answer_sends_nothing_privately_when_the_post_answered() -> None:
    answer = offered()
    privately: list[str] = []

    async def confirm() -> None:
        privately.append("done")

    command = asyncio.create_task(answer.give(cast(discord.Interaction, object()), confirm))
    assert answer.claim() is True
    answer.post_done(True)
    await soon(command)
    assert privately == [] and answer.state is AnswerState.ANSWERED_BY_POST and answer.follow_ups_may_go


@pytest.mark.parametrize("heard", [Heard.PROGRESS, Heard.QUIET])
async def test_giving_the_answer_of_a_move_whose_post_may_not_answer_is_private_at_once(heard: Heard) -> None:
    answer = PlayerAnswer.for_move(heard, from_command=True, times=PATIENT)
    privately: list[str] = []

    async def confirm() -> None:
        privately.append("done")

    await soon(asyncio.ensure_future(answer.give(cast(discord.Interaction, object()), confirm)))
    assert privately == ["done"] and answer.state is AnswerState.ANSWERED_PRIVATELY


async def test_a_private_answer_that_raises_gives_up_the_interaction_and_the_error_goes_on() -> None:
    answer = PlayerAnswer.for_move(Heard.BOARD, from_command=False, times=PATIENT)

    async def broken() -> None:
        raise RuntimeError("the panel could not be drawn")

    with pytest.raises(RuntimeError):
        await answer.give(cast(discord.Interaction, object()), broken)
    assert answer.state is AnswerState.LOST and not answer.follow_ups_may_go


async def test_a_move_committed_late_waits_for_its_post_only_what_is_left_of_discords_three_seconds() -> None:
    # Discord's 3 s run from the interaction's creation: a move committed 1.4 s after it (a loaded machine, a
    # queue behind the channel's lock) may wait 0.1 s more for its post under a 1.5 s wait, not 1.5 s.
    times = AnswerTimes(post_wait=1.5, post_limit=2.2, post_least=0.3, post_grace=0.5, answer_wait=30.0)
    answer = PlayerAnswer.for_move(Heard.BOARD, from_command=True, times=times, age=1.4)
    assert await soon(asyncio.ensure_future(answer.answered_by_post())) is False
    assert answer.state is AnswerState.ANSWERING_PRIVATELY


async def test_a_post_is_not_started_as_the_answer_when_too_little_of_discords_time_is_left() -> None:
    times = AnswerTimes(post_wait=1.5, post_limit=2.2, post_least=0.3, post_grace=0.5, answer_wait=30.0)
    answer = PlayerAnswer.for_move(Heard.BOARD, from_command=True, times=times, age=2.0)
    assert answer.claim() is False
    assert answer.state is AnswerState.ANSWERING_PRIVATELY
