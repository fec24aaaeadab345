"""What a timeout may say publicly: nobody is named where the players a decision awaits are secret."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.clock import ManualClock
from bot.cogs.pace import changes
from bot.cogs.pace.announce import DiscordAnnouncer, turn_lines
from bot.cogs.pace.changes import PaceRequest
from bot.cogs.pace.firing import TimerFiring
from bot.drawing import Drawing
from bot.i18n import t
from bot.live import LiveGame
from bot.records import PaceChange, PlannedTimer, SeatPaceRecord, TimerKind
from bot.said import move_said
from bot.scheduler import Scheduler
from bot.sessions import Sessions
from bot.store import SqliteStore
from games.contract import Game, Played, Stage
from games.four_color_cards import GAME as FOUR_COLOR_CARDS
from games.four_color_cards.state import State
from games.troyes_dice import GAME as TROYES_DICE
from tests.bot.pace.test_timers import Client, Recorder, publisher_over
from tests.fakes.tiny_tricks.engine import GAME as TINY_TRICKS
from tests.games.four_color_cards.helpers import play, scenario


def staged(live: LiveGame, state: State, **changes: Any) -> LiveGame:
    """``live`` put in a scenario's ``state``, counted at the stored version so that the next move commits."""
    return replace(live, state=replace(state, version=live.version), **changes)


def anonymous(game: Game[Any], state: Any, seat: int, move: str) -> bool:
    """Whether the public record of ``seat`` playing ``move`` keeps its author secret."""
    after, events = game.apply(state, seat, move)
    told = game.record(after, Played(state, seat, move, tuple(events))).move
    assert told is not None
    return told.anonymous


def test_a_claim_window_hides_who_is_awaited_but_a_discard_does_not() -> None:
    state = scenario([["rc", "rc", "yc", "yh", "yp", "ga"], ["rc", "we"]], ["ws", "ws", "ws", "ws"])
    assert not anonymous(FOUR_COLOR_CARDS, state, 0, "discard ga")
    window = play(state, (0, "discard rc"))
    assert FOUR_COLOR_CARDS.awaiting(window) == frozenset({1})
    assert FOUR_COLOR_CARDS.record(window).stage is Stage.CLAIM
    assert anonymous(FOUR_COLOR_CARDS, window, 1, "pass")


def test_a_secret_choice_in_a_public_simultaneous_phase_may_name_its_player() -> None:
    troyes = TROYES_DICE.new(2, {}, 5)
    assert not anonymous(TROYES_DICE, troyes, 0, TROYES_DICE.safe_move(troyes, 0))
    tricks = TINY_TRICKS.new(2, {}, 5)
    assert not anonymous(TINY_TRICKS, tricks, 0, TINY_TRICKS.legal_moves(tricks, 0)[0])


async def test_a_timeout_in_a_claim_window_names_nobody_and_does_not_count_towards_an_automatic_seat(
    store: SqliteStore,
) -> None:
    clock = ManualClock()
    sessions = Sessions(store, clock)
    heard = Recorder()
    await sessions.open_lobby(1, 7, "four_color_cards", 1, "host")
    await sessions.join(7, 2, "bob")
    await changes.set_pace(sessions, 7, 1, 1, False, PaceRequest(auto_after=1))
    live = await sessions.start(7, 1)
    # Seat 0 has just discarded a red chariot that only seat 1 (Bob) can claim, with a pair.
    state = scenario([["rc", "rc", "yc", "yh", "yp", "ga"], ["rc", "we"]], ["ws", "ws", "ws", "ws"])
    window = play(state, (0, "discard rc"))
    sessions.update(7, staged(live, window))
    now = clock.now()
    await store.change_pace(live.id, PaceChange(timers=(PlannedTimer(1, TimerKind.DEADLINE, now, now),)))
    await Scheduler(store, clock, TimerFiring(sessions, heard).fire).run_due()
    [bot_play] = heard.plays
    [turn] = bot_play.turns
    assert not turn.named and turn.moves == (None,)
    after = await sessions.game(7)
    assert after is not None and after.pace.seat(1).timeouts == 0 and not after.pace.seat(1).automatic


@pytest.mark.parametrize(("bob_holds", "turned"), [(["we", "ws"], "rc"), (["we", "we"], "we")])
async def test_a_timed_out_discard_reads_and_counts_the_same_whoever_may_claim_the_card_turned_next(
    store: SqliteStore, bob_holds: list[str], turned: str
) -> None:
    clock = ManualClock()
    sessions = Sessions(store, clock)
    heard = Recorder()
    await sessions.open_lobby(1, 7, "four_color_cards", 1, "host")
    await sessions.join(7, 2, "bob")
    await changes.set_pace(sessions, 7, 1, 1, False, PaceRequest(auto_after=1))
    live = await sessions.start(7, 1)
    # The host's time runs out with a discard due: the bot lets the loose general go, nobody claims it, and Bob
    # turns the next card. Only the host (a red chariot to his pair) or only Bob (a white elephant to his) may
    # claim it: the channel sees the same open window either way.
    state = scenario([["rc", "rc", "yc", "yh", "yp", "ga"], bob_holds], [turned, "gs", "gs", "gs"])
    sessions.update(7, staged(live, state))
    now = clock.now()
    await store.change_pace(live.id, PaceChange(timers=(PlannedTimer(0, TimerKind.DEADLINE, now, now, renew=True),)))
    await Scheduler(store, clock, TimerFiring(sessions, heard).fire).run_due()
    [bot_play] = heard.plays
    [turn] = bot_play.turns
    assert turn_lines(turn, bot_play.outcomes, 1) == [
        "⌛ Time ran out for <@1>; the bot played for them:",
        move_said(bot_play.outcomes[0].before, 0, "discard ga", None),
        t("pace.now_automatic", None, user="<@1>", count=1),
    ]
    after = await sessions.game(7)
    assert after is not None and after.pace.seat(0).automatic


async def test_the_bot_answering_a_claim_window_for_an_automatic_seat_posts_nothing_now_or_later(
    store: SqliteStore, drawing: Drawing
) -> None:
    clock = ManualClock()
    sessions = Sessions(store, clock)
    client = Client()
    publisher = publisher_over(client, sessions, drawing)
    await sessions.open_lobby(1, 7, "four_color_cards", 1, "host")
    await sessions.join(7, 2, "bob")
    await sessions.join(7, 3, "carol")
    live = await sessions.start(7, 1)
    # Bob's seat is automatic. Bob and Carol may both claim the white soldier just discarded; Bob's seat lets it
    # go, and the window stays open for Carol.
    state = scenario([["rc", "yc", "yh", "yp", "ga", "ws"], ["ws", "ws"], ["rs", "gs"]], ["ys", "ys", "ys"])
    window = play(state, (0, "discard ws"))
    assert FOUR_COLOR_CARDS.awaiting(window) == frozenset({1, 2})
    automatic = SeatPaceRecord(1, automatic=True)
    await store.change_pace(live.id, PaceChange(seats=(automatic,)))
    sessions.update(7, staged(live, window, pace=live.pace.with_seat(automatic)))
    await store.mark_board(live.id, live.version, None)  # the channel has seen the open window
    now = clock.now()
    await store.change_pace(live.id, PaceChange(timers=(PlannedTimer(1, TimerKind.DEADLINE, now, now, renew=True),)))
    await Scheduler(store, clock, TimerFiring(sessions, DiscordAnnouncer(publisher)).fire).run_due()
    await publisher.settled()
    after = await sessions.game(7)
    assert after is not None and after.version == live.version + 1  # Bob's seat answered
    assert client.channel.sent == []
    # Nor does the catch-up post the board later: the channel has heard all there is to hear.
    posting = await store.posting(live.id)
    assert posting is not None and not posting.due


async def test_answering_a_claim_window_neither_takes_an_automatic_seat_back_nor_starts_its_count_over(
    store: SqliteStore,
) -> None:
    sessions = Sessions(store, ManualClock())
    await sessions.open_lobby(1, 7, "four_color_cards", 1, "host")
    await sessions.join(7, 2, "bob")
    await sessions.join(7, 3, "carol")
    live = await sessions.start(7, 1)
    # Bob and Carol may both claim the white soldier just discarded; only they can answer the window.
    state = scenario([["rc", "yc", "yh", "yp", "ga", "ws"], ["ws", "ws"], ["rs", "gs"]], ["ys", "ys", "ys"])
    window = play(state, (0, "discard ws"))
    bob, carol = SeatPaceRecord(1, automatic=True, timeouts=3), SeatPaceRecord(2, timeouts=2)
    await store.change_pace(live.id, PaceChange(seats=(bob, carol)))
    sessions.update(7, staged(live, window, pace=live.pace.with_seat(bob).with_seat(carol)))
    await sessions.submit(7, 2, "pass")
    await sessions.submit(7, 3, "pass")
    # Bob still listed as automatic, Carol's count where it was: the table cannot tell that they could claim.
    after = await sessions.game(7)
    assert after is not None and after.version == live.version + 2
    assert (after.pace.seat(1), after.pace.seat(2)) == (bob, carol)
    stored = await store.game_pace(live.id)
    assert stored is not None and (stored.seats[1], stored.seats[2]) == (bob, carol)
