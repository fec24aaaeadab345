"""Per-channel sessions: lobby rules, turn checks, stale presses, and no move applied twice."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.live import LiveGame
from bot.records import GameRecord
from bot.refusal import Refusal, RuleRefusal
from bot.sessions import Sessions, not_awaited_reason
from bot.store import SqliteStore
from games.contract import Game
from tests.fakes.tiny_tricks.engine import TinyTricksGame
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

CHANNEL = 7
HOST, BOB, CAROL = 1, 2, 3


async def lobby_of(sessions: Sessions, *users: int) -> None:
    await sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    for user in users:
        await sessions.join(CHANNEL, user, f"u{user}")


async def refused(key: str, awaitable: object) -> None:
    with pytest.raises(Refusal) as caught:
        await awaitable  # type: ignore[misc]
    assert caught.value.key == key


async def test_a_second_lobby_in_the_channel_is_refused(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions)
    await refused("error.channel_has_lobby", sessions.open_lobby(1, CHANNEL, "tiny_tricks", BOB, "bob"))


async def test_an_unknown_game_is_refused(store: SqliteStore) -> None:
    await refused("error.unknown_game", Sessions(store).open_lobby(1, CHANNEL, "chess", HOST, "host"))


async def test_joining_twice_and_leaving_rules(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions, BOB)
    await refused("error.already_joined", sessions.join(CHANNEL, BOB, "bob"))
    await refused("error.host_cannot_leave", sessions.leave(CHANNEL, HOST))
    await refused("error.not_in_lobby", sessions.leave(CHANNEL, CAROL))
    lobby = await sessions.leave(CHANNEL, BOB)
    assert lobby.members == (HOST,)


async def test_only_the_host_starts_and_only_with_enough_players(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions)
    await refused("error.player_count", sessions.start(CHANNEL, HOST))
    await sessions.join(CHANNEL, BOB, "bob")
    await refused("error.host_only_start", sessions.start(CHANNEL, BOB))
    live = await sessions.start(CHANNEL, HOST)
    assert live.seats == (HOST, BOB)
    await refused("error.channel_has_game", sessions.open_lobby(1, CHANNEL, "tiny_tricks", CAROL, "carol"))


async def test_a_full_lobby_refuses_more_players(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions, 2, 3, 4)
    await refused("error.lobby_full", sessions.join(CHANNEL, 5, "five"))


async def test_cancel_needs_the_host_or_manage_channels(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions, BOB)
    await refused("error.cancel_not_allowed", sessions.cancel(CHANNEL, BOB, may_manage=False))
    cancelled, game = await sessions.cancel(CHANNEL, BOB, may_manage=True)
    assert (cancelled, str(game)) == ("lobby", "Tiny Tricks")
    await refused("error.no_lobby", sessions.join(CHANNEL, CAROL, "carol"))


async def test_moves_are_checked_for_player_turn_and_rules(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions, BOB)
    live = await sessions.start(CHANNEL, HOST)
    await refused("error.not_a_player", sessions.submit(CHANNEL, CAROL, "pass 1"))
    await refused("error.empty_move", sessions.submit(CHANNEL, HOST, "   "))
    await refused("error.move_too_long", sessions.submit(CHANNEL, HOST, "pass " + "9" * 500))
    with pytest.raises(RuleRefusal) as caught:
        await sessions.submit(CHANNEL, HOST, "pass 99")
    assert caught.value.key == "game.tiny_tricks.not_in_hand"
    card = live.state.hands[0][0]
    outcome = await sessions.submit(CHANNEL, HOST, f"pass {card}")
    assert outcome.public_move is None  # a secret choice is not shown publicly
    assert outcome.game.version == 1
    await refused("error.already_decided_undo", sessions.submit(CHANNEL, HOST, f"pass {live.state.hands[0][1]}"))
    tricks = (await sessions.submit(CHANNEL, BOB, f"pass {live.state.hands[1][0]}")).game
    (leader,) = tricks.engine.awaiting(tricks.state)
    await refused("error.not_your_turn", sessions.submit(CHANNEL, tricks.seats[1 - leader], "play 1"))


async def test_a_double_click_applies_the_move_once(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions, BOB)
    live = await sessions.start(CHANNEL, HOST)
    card = live.state.hands[0][0]
    outcomes = await asyncio.gather(
        sessions.submit(CHANNEL, HOST, f"pass {card}", expected_version=0),
        sessions.submit(CHANNEL, HOST, f"pass {card}", expected_version=0),
        return_exceptions=True,
    )
    assert sum(1 for outcome in outcomes if not isinstance(outcome, Exception)) == 1
    assert [o.key for o in outcomes if isinstance(o, Refusal)] == ["error.stale"]
    assert len(await store.moves(live.id)) == 1


async def two_processes(database: Database) -> tuple[Sessions, Sessions]:
    """Two bot processes on one database, each with its own store and cache; both have the new game cached."""
    first, second = Sessions(await database.open()), Sessions(await database.open())
    await lobby_of(first, BOB)
    await first.start(CHANNEL, HOST)
    assert await second.game(CHANNEL) is not None
    return first, second


async def test_a_move_from_a_stale_cache_reloads_and_is_applied_once(database: Database) -> None:
    # The second process cached the game before the first one moved it: its move meets the version check, and
    # the game is reloaded and the move applied to it, once, without the player being asked to press again.
    first, second = await two_processes(database)
    live = await first.game(CHANNEL)
    assert live is not None
    await first.submit(CHANNEL, HOST, f"pass {live.state.hands[0][0]}")
    outcome = await second.submit(CHANNEL, BOB, f"pass {live.state.hands[1][0]}")
    assert outcome.game.version == 2
    moves = await first.store.moves(live.id)
    assert [(m.version, m.user_id) for m in moves] == [(1, HOST), (2, BOB)]
    # The trick phase that both passes opened is what the second process now holds.
    assert outcome.game.state.phase != live.state.phase


async def test_a_move_already_applied_elsewhere_is_not_applied_twice(database: Database) -> None:
    # The same decision reaches the second process with its stale cache: after reloading, the seat has already
    # chosen, so it is refused for that reason and the log holds one move.
    first, second = await two_processes(database)
    live = await first.game(CHANNEL)
    assert live is not None
    await first.submit(CHANNEL, HOST, f"pass {live.state.hands[0][0]}")
    await refused("error.already_decided_undo", second.submit(CHANNEL, HOST, f"pass {live.state.hands[0][1]}"))
    assert [m.version for m in await first.store.moves(live.id)] == [1]


async def test_a_button_of_a_board_that_moved_on_elsewhere_is_refused_as_stale(database: Database) -> None:
    # A button carries its board's version: the board moved on in the other process, so the press is stale.
    first, second = await two_processes(database)
    live = await first.game(CHANNEL)
    assert live is not None
    await first.submit(CHANNEL, HOST, f"pass {live.state.hands[0][0]}")
    press = f"pass {live.state.hands[1][0]}"
    await refused("error.stale", second.submit(CHANNEL, BOB, press, expected_version=0, game_id=live.id))
    assert [m.version for m in await first.store.moves(live.id)] == [1]


async def test_a_finished_game_leaves_the_channel_and_old_buttons_say_so(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions, BOB)
    live = await sessions.start(CHANNEL, HOST)
    while live.result() is None:
        seat = min(live.engine.awaiting(live.state))
        move = live.engine.legal_moves(live.state, seat)[0]
        live = (await sessions.submit(CHANNEL, live.seats[seat], move)).game
    assert await sessions.game(CHANNEL) is None
    await refused("error.game_over", sessions.submit(CHANNEL, HOST, "play 1", expected_version=1, game_id=live.id))
    await refused("error.no_game", sessions.submit(CHANNEL, HOST, "play 1"))


async def test_a_cancelled_game_refuses_its_buttons(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await lobby_of(sessions, BOB)
    live = await sessions.start(CHANNEL, HOST)
    cancelled, game = await sessions.cancel(CHANNEL, HOST, may_manage=False)
    assert (cancelled, str(game)) == ("game", "Tiny Tricks")
    await refused("error.game_cancelled", sessions.submit(CHANNEL, HOST, "pass 1", expected_version=0, game_id=live.id))


async def test_secret_choices_are_announced_briefly_until_the_last_one(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    await sessions.join(CHANNEL, BOB, "bob")
    await sessions.join(CHANNEL, CAROL, "carol")
    live = await sessions.start(CHANNEL, HOST)
    first = await sessions.submit(CHANNEL, HOST, f"pass {live.state.hands[0][0]}")
    assert first.heard.value == "progress"
    second = await sessions.submit(CHANNEL, BOB, f"pass {live.state.hands[1][0]}")
    assert second.heard.value == "progress"
    last = await sessions.submit(CHANNEL, CAROL, f"pass {live.state.hands[2][0]}")
    assert last.heard.value == "board"
    trick = last.game
    seat = min(trick.engine.awaiting(trick.state))
    played = await sessions.submit(CHANNEL, trick.seats[seat], trick.engine.legal_moves(trick.state, seat)[0])
    assert played.heard.value == "board"


async def test_an_answer_that_leaves_a_claim_window_open_is_not_announced(store: SqliteStore) -> None:
    # Naming who answered would tell the table who was able to claim the card.
    choices = random.Random(4)
    users = [HOST, BOB, CAROL, 4]
    for attempt in range(20):
        channel = 1000 + attempt
        sessions = Sessions(store)
        await sessions.open_lobby(1, channel, "four_color_cards", HOST, "host")
        for user in users[1:]:
            await sessions.join(channel, user, f"u{user}")
        live = await sessions.start(channel, HOST)
        for _ in range(200):
            awaited = sorted(live.engine.awaiting(live.state))
            if not awaited:
                break
            seat = choices.choice(awaited)
            move = choices.choice(live.engine.legal_moves(live.state, seat))
            outcome = await sessions.submit(channel, users[seat], move)
            if len(awaited) > 1 and move == "pass":
                assert outcome.heard.value == "quiet"
                return
            live = outcome.game
    raise AssertionError("no claim window with two answers turned up")


async def test_a_decision_that_leaves_the_turn_with_its_player_is_a_step_not_a_board(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "copenhagen", HOST, "host")
    await sessions.join(CHANNEL, BOB, "bob")
    live = await sessions.start(CHANNEL, HOST)
    (seat,) = live.engine.awaiting(live.state)
    first = live.seats[seat]
    take = await sessions.submit(CHANNEL, first, "take 1")
    # A first card taken: the same player now takes a second one (or stops), so no new picture yet.
    assert take.decides_again() and take.heard.value == "step"
    moves = take.game.engine.legal_moves(take.game.state, take.seat)
    second = await sessions.submit(CHANNEL, first, next(move for move in moves if move.startswith("take")))
    # Four cards in hand, far from the limit of 7: the turn passes and the board is posted.
    assert not second.decides_again() and second.heard.value == "board"


async def test_a_claim_without_a_claim_is_told_why_not_that_it_is_not_their_turn(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "four_color_cards", HOST, "host")
    for user in (BOB, CAROL, 4):
        await sessions.join(CHANNEL, user, f"u{user}")
    live = await sessions.start(CHANNEL, HOST)
    rng = random.Random(5)
    for _ in range(400):  # play on until a claim window leaves some seat out
        left_out = [seat for seat in range(4) if seat not in live.engine.awaiting(live.state)]
        if live.state.phase == "claim" and left_out:
            break
        seat = sorted(live.engine.awaiting(live.state))[0]
        move = rng.choice(live.engine.legal_moves(live.state, seat))
        live = (await sessions.submit(CHANNEL, live.seats[seat], move)).game
    else:
        raise AssertionError("no claim window left a seat out")
    with pytest.raises(RuleRefusal) as refused_claim:
        await sessions.submit(CHANNEL, live.seats[left_out[0]], "pong")
    # The reason concerns this player's own hand, and says nothing of who else may claim.
    assert refused_claim.value.key in {
        "game.four_color_cards.missing_for_pong",
        "game.four_color_cards.own_discard",
        "game.four_color_cards.no_claim",
        "game.four_color_cards.general_pong",  # about the card in play, which everyone sees
    }, refused_claim.value.key
    assert (await sessions.game(CHANNEL)).version == live.version  # type: ignore[union-attr]


def test_a_decided_choice_is_said_to_be_undoable_only_where_the_game_takes_moves_back() -> None:
    """``/undo`` is named to a player who chose only in a game whose rules let a choice be taken back."""

    class NoTakeBacks(TinyTricksGame):
        check_take_back = Game.check_take_back

    for engine, key in ((TinyTricksGame(), "error.already_decided_undo"), (NoTakeBacks(), "error.already_decided")):
        state = engine.new(2, {}, 5)
        state, _ = engine.apply(state, 0, f"pass {state.hands[0][0]}")
        record = GameRecord(1, 1, CHANNEL, "tiny_tricks", {}, 5, HOST, "active", 1, {}, (HOST, BOB), ("a", "b"))
        assert not_awaited_reason(LiveGame(record, engine, state), 0) == key
