"""When a turn message is planned (``bot.pace.timers``): once per wait for a player who asked, never for one who
did not, not for a player still at their own turn after a decision, and never in their quiet hours."""

from __future__ import annotations

from typing import Any

from bot.pace.hours import Window
from bot.pace.model import GamePace
from bot.pace.players import PlayerPace
from bot.pace.settings import PaceSettings
from bot.pace.timers import NEVER, TURN_MESSAGE, Cause, after_move, replanned, wanted_timers
from bot.records import PlannedTimer, TimerKind, TimerRecord
from games import registry
from games.contract import Game, Stage
from games.four_color_cards import GAME as FOUR_COLOR_CARDS
from tests.games.four_color_cards.helpers import play, scenario
from tests.support.records import told

NOW = 1_700_000_000.0  # 22:13:20 UTC
ASKED = PlayerPace(dm_turn=True)


def copenhagen() -> tuple[Game[Any], Any]:
    registry.register_builtin()
    engine = registry.get("copenhagen")
    assert engine is not None
    return engine, engine.new(2, {}, 1)


def reminders(planned: tuple[PlannedTimer, ...]) -> dict[int, PlannedTimer]:
    return {timer.seat: timer for timer in planned if timer.kind == TimerKind.REMINDER}


def test_a_player_who_asked_gets_a_turn_message_at_once_and_one_who_did_not_a_reminder() -> None:
    engine, state = copenhagen()
    pace = GamePace.fresh(PaceSettings(), 2, (), 1.5)
    awaited = min(engine.awaiting(state))
    asked = reminders(wanted_timers(engine, state, pace.with_player(awaited, ASKED), NOW))[awaited]
    assert (asked.fired, asked.due_at) == (TURN_MESSAGE, NOW)
    plain = reminders(wanted_timers(engine, state, pace, NOW))[awaited]
    assert plain.fired == 0 and plain.due_at == NOW + pace.settings.remind_after


def test_the_turn_message_is_due_when_the_players_quiet_hours_end() -> None:
    engine, state = copenhagen()
    awaited = min(engine.awaiting(state))
    sleeping = PlayerPace("UTC", Window(22 * 60, 7 * 60), dm_turn=True)
    pace = GamePace.fresh(PaceSettings(), 2, (), 1.5).with_player(awaited, sleeping)
    [timer] = [t for t in wanted_timers(engine, state, pace, NOW) if t.kind == TimerKind.REMINDER]
    assert timer.fired == TURN_MESSAGE and timer.due_at == NOW + 8 * 3600 + 46 * 60 + 40  # 07:00 UTC


def test_a_player_still_at_their_turn_after_a_decision_gets_no_new_turn_message() -> None:
    engine, state = copenhagen()
    seat = min(engine.awaiting(state))
    pace = GamePace.fresh(PaceSettings(), 2, (), 1.5).with_player(seat, ASKED)
    after, _ = engine.apply(state, seat, "take 1")
    assert seat in engine.awaiting(after)  # taking a card is the first decision of the turn
    _, change = after_move(
        engine, state, after, pace, seat, Cause.PLAYER, told(engine, state, seat, "take 1"), False, NOW + 60
    )
    assert change.timers is not None
    mine = reminders(change.timers)[seat]
    assert mine.fired == 0 and mine.due_at == NOW + 60 + pace.settings.remind_after


def test_a_sent_turn_message_is_not_planned_again_when_reminders_are_off() -> None:
    engine, state = copenhagen()
    seat = min(engine.awaiting(state))
    pace = GamePace.fresh(PaceSettings(remind_after=0), 2, (), 1.5).with_player(seat, ASKED)
    sent = TimerRecord(1, 7, seat, TimerKind.REMINDER, NOW + NEVER, NOW, 0)
    deadline = TimerRecord(1, 7, seat, TimerKind.DEADLINE, NOW + 600, NOW, 0)
    again = reminders(replanned(engine, state, pace, [sent, deadline], NOW + 30))[seat]
    assert again.fired == 0 and again.due_at >= NOW + NEVER


def test_in_a_claim_window_only_a_player_able_to_claim_gets_a_turn_message_and_all_the_same_reminder() -> None:
    """A turn message is private: it may go to exactly the players a claim window waits for. The channel's
    reminder, public, is planned alike for everyone the seating lets answer, whoever holds a claim."""
    state = scenario([["rc", "rc", "yc", "yh", "yp", "ga"], ["rc", "we"], ["gs", "gh"]], ["ws", "ws", "ws", "ws"])
    window = play(state, (0, "discard rc"))
    assert FOUR_COLOR_CARDS.awaiting(window) == frozenset({1}) and FOUR_COLOR_CARDS.record(window).stage is Stage.CLAIM
    pace = GamePace.fresh(PaceSettings(), 3, (), 1.5).with_player(1, ASKED).with_player(2, ASKED)
    planned = reminders(wanted_timers(FOUR_COLOR_CARDS, window, pace, NOW))
    assert sorted(planned) == [1, 2]
    assert (planned[1].fired, planned[1].due_at) == (TURN_MESSAGE, NOW)
    assert (planned[2].fired, planned[2].due_at) == (0, NOW + pace.settings.remind_after)
    # Outside a claim window the seat that must discard is told, as in any game.
    discard = reminders(wanted_timers(FOUR_COLOR_CARDS, state, pace.with_player(0, ASKED), NOW))
    assert discard[0].fired == TURN_MESSAGE
