"""When a "you are next" message is planned (``bot.pace.timers``): at once for the next player who asked, never
for one who did not nor for a seat the bot plays, once per turn however many decisions the current player makes,
held by the player's quiet hours, and dropped (replaced by their turn's own timer) once their turn comes."""

from __future__ import annotations

from typing import Any

from bot.pace.hours import Window
from bot.pace.model import GamePace
from bot.pace.players import PlayerPace
from bot.pace.settings import PaceSettings
from bot.pace.timers import NEVER, NEXT_MESSAGE, NEXT_SENT, TURN_MESSAGE, Cause, after_move, replanned, wanted_timers
from bot.records import PlannedTimer, SeatPaceRecord, TimerKind, TimerRecord
from games import registry
from games.contract import Game
from games.four_color_cards.state import CLAIM, DISCARD
from tests.support.records import told

NOW = 1_700_000_000.0  # 22:13:20 UTC
ASKED = PlayerPace(dm_next=True)


def copenhagen(players: int = 3) -> tuple[Game[Any], Any]:
    registry.register_builtin()
    engine = registry.get("copenhagen")
    assert engine is not None
    return engine, engine.new(players, {}, 1)


def reminders(planned: tuple[PlannedTimer, ...] | None) -> dict[int, PlannedTimer]:
    assert planned is not None
    return {timer.seat: timer for timer in planned if timer.kind == TimerKind.REMINDER}


def fresh(players: int, **settings: Any) -> GamePace:
    return GamePace.fresh(PaceSettings(**settings), players, (), 1.5)


def test_the_next_player_who_asked_is_told_at_once_and_the_others_not() -> None:
    engine, state = copenhagen()
    [current] = engine.awaiting(state)
    [following] = engine.record(state).next_up
    third = ({0, 1, 2} - {current, following}).pop()
    pace = fresh(3).with_player(following, ASKED).with_player(third, ASKED)
    planned = reminders(wanted_timers(engine, state, pace, NOW))
    assert (planned[following].fired, planned[following].due_at) == (NEXT_MESSAGE, NOW)
    # The player after next asked too, but is not next; the current player gets their reminder as before.
    assert third not in planned
    assert planned[current].fired == 0
    assert following not in reminders(wanted_timers(engine, state, fresh(3), NOW))


def test_a_seat_the_bot_plays_is_never_told() -> None:
    engine, state = copenhagen()
    [following] = engine.record(state).next_up
    pace = fresh(3).with_player(following, ASKED)
    automatic = pace.with_seat(SeatPaceRecord(following, automatic=True))
    assert following not in reminders(wanted_timers(engine, state, automatic, NOW))
    resigned = pace.with_seat(SeatPaceRecord(following, resigned=True))
    assert following not in reminders(wanted_timers(engine, state, resigned, NOW))


def test_the_message_waits_for_the_end_of_the_players_quiet_hours() -> None:
    engine, state = copenhagen()
    [following] = engine.record(state).next_up
    sleeping = PlayerPace("UTC", Window(22 * 60, 7 * 60), dm_next=True)
    timer = reminders(wanted_timers(engine, state, fresh(3).with_player(following, sleeping), NOW))[following]
    assert timer.fired == NEXT_MESSAGE and timer.due_at == NOW + 8 * 3600 + 46 * 60 + 40  # 07:00 UTC


def test_once_per_turn_the_current_players_decisions_keep_it_and_the_next_turn_renews_it() -> None:
    engine, state = copenhagen()
    [current] = engine.awaiting(state)
    [following] = engine.record(state).next_up
    pace = fresh(3).with_player(following, ASKED).with_player(current, ASKED)
    # A first decision of the turn (take a card): the next player stays next, their row is kept as it is (sent).
    after, _ = engine.apply(state, current, "take 1")
    assert engine.awaiting(after) == {current}
    _, change = after_move(
        engine, state, after, pace, current, Cause.PLAYER, told(engine, state, current, "take 1"), False, NOW + 60
    )
    kept = reminders(change.timers)[following]
    assert kept.fired == NEXT_MESSAGE and not kept.renew
    # The turn passes: the next player is awaited now, and their row is renewed as their own turn's timer (the
    # turn message they asked for too); the current player is next now (in a two-player turn order, they would be).
    while engine.awaiting(after) == {current}:
        move = engine.legal_moves(after, current)[0]
        before, (after, _) = after, engine.apply(after, current, move)
    assert engine.awaiting(after) == {following}
    _, change = after_move(
        engine, before, after, pace, current, Cause.PLAYER, told(engine, before, current, move), False, NOW + 120
    )
    theirs = reminders(change.timers)[following]
    assert theirs.renew and theirs.fired == 0  # they asked for "next" only: a plain reminder
    newly_next = (following + 1) % 3
    assert newly_next not in reminders(change.timers) or reminders(change.timers)[newly_next].fired != NEXT_SENT


def test_in_two_player_games_the_player_who_ended_their_turn_is_next_with_a_fresh_row() -> None:
    engine, state = copenhagen(2)
    [current] = engine.awaiting(state)
    pace = fresh(2).with_player(current, ASKED)
    after = state
    while engine.awaiting(after) == {current}:
        move = engine.legal_moves(after, current)[0]
        before, (after, _) = after, engine.apply(after, current, move)
    assert engine.record(after).next_up == {current}
    _, change = after_move(
        engine, before, after, pace, current, Cause.PLAYER, told(engine, before, current, move), False, NOW
    )
    mine = reminders(change.timers)[current]
    # Their reminder of the turn that ended would remind them of a turn that is not theirs: renewed as "next".
    assert (mine.fired, mine.due_at, mine.renew) == (NEXT_MESSAGE, NOW, True)


def test_a_sent_message_stays_sent_when_the_player_changes_their_hours_and_a_held_one_is_due_again() -> None:
    engine, state = copenhagen()
    [following] = engine.record(state).next_up
    pace = fresh(3).with_player(following, ASKED)
    sent = TimerRecord(1, 7, following, TimerKind.REMINDER, NOW + NEVER, NOW, NEXT_SENT)
    again = reminders(replanned(engine, state, pace, [sent], NOW + 30))[following]
    assert (again.fired, again.due_at) == (NEXT_SENT, NOW + NEVER)
    held = TimerRecord(1, 7, following, TimerKind.REMINDER, NOW + 3600, NOW, NEXT_MESSAGE)
    now_due = reminders(replanned(engine, state, pace, [held], NOW + 30))[following]
    assert (now_due.fired, now_due.due_at, now_due.renew) == (NEXT_MESSAGE, NOW + 30, True)
    # Turned off: the row goes (rows not planned are deleted).
    off = fresh(3).with_player(following, PlayerPace())
    assert following not in reminders(replanned(engine, state, off, [held], NOW + 30))


def test_a_row_left_from_being_next_becomes_the_turns_own_timer() -> None:
    engine, state = copenhagen()
    [current] = engine.awaiting(state)
    pace = fresh(3).with_player(current, PlayerPace(dm_turn=True, dm_next=True))
    stale = TimerRecord(1, 7, current, TimerKind.REMINDER, NOW + NEVER, NOW, NEXT_SENT)
    mine = reminders(replanned(engine, state, pace, [stale], NOW + 30))[current]
    assert (mine.fired, mine.due_at, mine.renew) == (TURN_MESSAGE, NOW + 30, True)


def test_four_color_cards_tells_the_player_after_the_discarder_and_nobody_during_a_claim_window() -> None:
    registry.register_builtin()
    engine = registry.get("four_color_cards")
    assert engine is not None
    pace = fresh(3)
    for seat in range(3):
        pace = pace.with_player(seat, ASKED)
    for seed in range(20):
        state = engine.new(3, {}, seed)
        assert state.phase == DISCARD
        told = [timer.seat for timer in wanted_timers(engine, state, pace, NOW) if timer.fired == NEXT_MESSAGE]
        assert told == [(state.turn + 1) % 3]
        state, _ = engine.apply(state, state.turn, engine.legal_moves(state, state.turn)[0])
        if state.phase == CLAIM:
            assert all(timer.fired != NEXT_MESSAGE for timer in wanted_timers(engine, state, pace, NOW))
            return
    raise AssertionError("no claim window in 20 deals")


def test_the_message_waits_for_the_end_of_the_players_vacation() -> None:
    engine, state = copenhagen()
    [following] = engine.record(state).next_up
    away = PlayerPace(dm_next=True).going_away(NOW - 3600, 2)
    timer = reminders(wanted_timers(engine, state, fresh(3).with_player(following, away), NOW))[following]
    assert timer.fired == NEXT_MESSAGE and timer.due_at == NOW - 3600 + 2 * 86400


def test_the_choice_is_kept_with_the_players_pace_and_is_off_for_who_never_chose() -> None:
    both = PlayerPace(dm_turn=True, dm_next=True)
    assert PlayerPace.from_json(both.to_json()) == both
    assert PlayerPace.from_json({"dm_turn": True}).dm_next is False
