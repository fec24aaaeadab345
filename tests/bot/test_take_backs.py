"""Taking a move back through the sessions (``bot.take_backs``): committed as an entry of the move log behind the
version check, with the game the log replays to; a secret answer taken back shows the table nothing; a process
whose cached game is stale takes back against the stored game."""

from __future__ import annotations

import random

import pytest

from bot.history import log_lines, public_log
from bot.live import LiveGame
from bot.outcome import Heard
from bot.pace.timers import Cause
from bot.records import TimerKind, TimerRecord
from bot.refusal import Refusal
from bot.seeds import ChosenSeeds
from bot.sessions import Sessions
from bot.store import Store
from bot.take_backs import take_back
from games.four_color_cards.state import CLAIM
from games.replay import replay
from games.take_back import UNDO

pytestmark = pytest.mark.both_backends

CHANNEL = 7
HOST, BOB, CAROL, DAVE = 1, 2, 3, 4


async def started(sessions: Sessions, game: str, *users: int) -> LiveGame:
    await sessions.open_lobby(1, CHANNEL, game, HOST, "host")
    for user in users:
        await sessions.join(CHANNEL, user, f"u{user}")
    return await sessions.start(CHANNEL, HOST)


async def stored_replay(store: Store, live: LiveGame) -> object:
    moves = [(move.seat, move.move) for move in await store.moves(live.id)]
    return replay(live.engine, len(live.seats), live.record.options, live.record.seed, moves)


async def test_a_take_back_is_a_logged_entry_and_the_snapshot_is_the_replayed_game(store: Store) -> None:
    sessions = Sessions(store)
    live = await started(sessions, "tiny_tricks", BOB)
    card = live.state.hands[0][0]
    await sessions.submit(CHANNEL, HOST, f"pass {card}")
    done = await take_back(sessions, CHANNEL, HOST)
    assert done.move == f"pass {card}" and done.heard is Heard.BOARD and done.game.version == 2
    assert [(move.version, move.move) for move in await store.moves(live.id)] == [(1, f"pass {card}"), (2, UNDO)]
    record = await store.game(live.id)
    assert record is not None and record.version == 2
    assert record.state == live.engine.to_json(done.game.state) == live.engine.to_json(await stored_replay(store, live))
    # The seat is awaited again; the public log says a move was taken back, and nothing of the choice.
    assert 0 in live.engine.awaiting(done.game.state)
    logged = public_log(live.engine, live.record, await store.moves(live.id))
    assert log_lines(logged, ("host", "bob"), None) == ["1. host: (secret choice)", "2. host: took back a move"]
    with pytest.raises(Refusal) as caught:
        await take_back(sessions, CHANNEL, HOST)
    assert caught.value.key == "undo.nothing"
    with pytest.raises(Refusal) as caught:
        await take_back(sessions, CHANNEL, CAROL)
    assert caught.value.key == "error.not_a_player"


async def test_a_stale_process_takes_back_against_the_stored_game(store: Store) -> None:
    first, second = Sessions(store), Sessions(store)
    live = await started(first, "tiny_tricks", BOB)
    card = live.state.hands[0][0]
    await first.submit(CHANNEL, HOST, f"pass {card}")
    await take_back(second, CHANNEL, HOST)  # the other process takes it back
    # The first still holds the game at version 1: its take-back meets the version check, reloads, and finds
    # nothing left to take back rather than taking anything back twice.
    with pytest.raises(Refusal) as caught:
        await take_back(first, CHANNEL, HOST)
    assert caught.value.key == "undo.nothing"
    assert [move.move for move in await store.moves(live.id)] == [f"pass {card}", UNDO]


async def test_an_answer_to_a_claim_window_is_taken_back_without_a_trace_for_the_table(store: Store) -> None:
    sessions = Sessions(store, seeds=ChosenSeeds(0))
    live = await started(sessions, "four_color_cards", BOB, CAROL, DAVE)
    engine, rng = live.engine, random.Random(0)
    for _ in range(500):
        awaited = sorted(engine.awaiting(live.state))
        if live.state.phase == CLAIM and len(awaited) >= 2:
            break
        seat = rng.choice(awaited)
        live = (await sessions.submit(CHANNEL, live.seats[seat], rng.choice(engine.legal_moves(live.state, seat)))).game
    else:
        raise AssertionError("no claim window awaiting two players")
    seat = sorted(engine.awaiting(live.state))[0]
    seen, public_version = engine.view(live.state, None), engine.record(live.state).version
    timers = await store.timers(live.id)
    answered = await sessions.submit(CHANNEL, live.seats[seat], "pass")
    assert answered.heard is Heard.QUIET
    done = await take_back(sessions, CHANNEL, live.seats[seat])
    # Nothing public changed, so nothing is posted: the spectator view and its version are as before the answer.
    assert done.heard is Heard.QUIET
    assert engine.view(done.game.state, None) == seen and engine.record(done.game.state).version == public_version
    # Nor does the public log list the answer or its take-back.
    moves = await store.moves(live.id)
    assert len(public_log(engine, live.record, moves)) == len(public_log(engine, live.record, moves[:-2]))
    assert seat in engine.awaiting(done.game.state)

    # The reminders follow the public awaited players, who are the same: none of them starts over.
    def reminders(timers: list[TimerRecord]) -> set[tuple[int, float]]:
        return {(timer.seat, timer.due_at) for timer in timers if timer.kind is TimerKind.REMINDER}

    assert reminders(timers) and reminders(await store.timers(live.id)) == reminders(timers)


async def test_a_move_the_bot_played_for_the_seat_is_not_the_players_to_take_back(store: Store) -> None:
    sessions = Sessions(store)
    live = await started(sessions, "tiny_tricks", BOB)
    card = live.state.hands[0][0]
    # The host's time ran out: the bot chose for them. Taking it back would hand them the turn past the time limit.
    await sessions.submit(CHANNEL, HOST, f"pass {card}", cause=Cause.TIMEOUT)
    with pytest.raises(Refusal) as caught:
        await take_back(sessions, CHANNEL, HOST)
    assert caught.value.key == "undo.by_bot"
    assert [move.move for move in await store.moves(live.id)] == [f"pass {card}"]
