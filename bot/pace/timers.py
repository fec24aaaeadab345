"""Which timers a game should have after a change: the one place that (re)sets them.

Every seat the public board names as awaited (``PublicRecord.awaited``) gets a reminder; every seat the engine
awaits gets a deadline (the time limit, or a few seconds for a seat the bot plays). A deadline is its seat's own
clock: whether the seat is awaited is read as that seat's own private view (``bot.private``), one seat at a time.
A seat still awaited keeps its timers, so in a simultaneous phase other players' choices do not restart anyone's
clock; the author of a move gets fresh ones when the game awaits them again, and everyone does once a secret
decision ends (a half-day's last choice).
Reminders follow the *public* awaited set, so in a Four Color Cards claim window they name everyone the seating
allows to claim, never exactly the players who can.

A person's reminder and time limit count *active* time only (``GamePace.due``): the table's playing hours, less the
player's quiet hours and vacation (``bot.pace.hours``). The due time is planned here, once, so a timer set at night
is simply due in the morning. The bot's own short pauses (an AI seat, an absent player's automatic seat) are not a
person's clock and run at any hour.

A player who asked for turn messages (``/pace me``) gets one by direct message when a game starts waiting for them:
their reminder timer is first planned with ``fired = TURN_MESSAGE``, due as soon as their clock runs (never in their
quiet hours), and the scheduler sends the message instead of a reminder, then sets the timer to its first reminder.
As that timer lives as long as the wait, there is one message per wait at most, however often the game changes
meanwhile; a player who acts and is still awaited (a turn of several decisions) gets none.

A player who asked to be told they are next (``/pace me``) gets one direct message when the game names them as the
next to play after the current turn (``PublicRecord.next_up``, public by contract). It rides on the same reminder
row, which a seat not awaited has no other use for: planned with ``fired = NEXT_MESSAGE``, due as soon as their
clock runs, then kept with ``fired = NEXT_SENT`` and never due while they stay next, so one message per turn however
many decisions the current player makes. When their own turn comes, the row is renewed as their turn message or
reminder: a "you are next" held by their quiet hours or vacation is dropped then, as their turn notice says more.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace
from enum import Enum
from typing import Any

from bot.pace.model import GamePace
from bot.private import awaits
from bot.records import PaceChange, PlannedTimer, TimerKind, TimerRecord
from games.contract import Game, PublicMove, PublicRecord, Stage


class Cause(Enum):
    """Who decided a move."""

    PLAYER = "player"
    # The bot, because time ran out: counts towards an automatic seat.
    TIMEOUT = "timeout"
    # The bot for another reason: an automatic or resigned seat, a secret decision whose timeout is not counted.
    BOT = "bot"


# How long the bot waits before playing an automatic or resigned seat: the board of the move that made the seat
# awaited reaches the channel first, and the seat's owner can still act themselves.
AUTOMATIC_DELAY = 5.0
# After the host shortens the time limit, nobody runs out of time sooner than this.
CHANGE_GRACE = 60.0
# A reminder timer's ``fired`` while its wait's turn message is still to send.
TURN_MESSAGE = -1
# A reminder timer's ``fired`` for a seat that is next, while its "you are next" message is still to send, and once
# it is sent (then due ``NEVER``, until the seat's turn comes or it is no longer next).
NEXT_MESSAGE = -2
NEXT_SENT = -3
# When reminders are off, a reminder timer that carried a turn message has nothing more to do.
NEVER = 100 * 365 * 86400.0


def bot_delay(pace: GamePace, seat: int) -> float:
    """How long the bot waits before it plays a seat it plays: an AI's short pause (so that in a live game the
    channel sees the move it answers first), or an absent player's."""
    return pace.ai_pause if pace.ai_level(seat) is not None else AUTOMATIC_DELAY


def wants_turn_message(pace: GamePace, seat: int) -> bool:
    player = pace.player(seat)
    return player is not None and player.dm_turn


def wants_next_message(pace: GamePace, seat: int) -> bool:
    player = pace.player(seat)
    return player is not None and player.dm_next and not pace.played_by_bot(seat)


def next_seats(engine: Game[Any], state: Any, pace: GamePace) -> list[int]:
    """The seats to tell they are next: named by the rules, not awaited now (the public awaited seats include every
    seat really awaited), and asking."""
    record = engine.record(state)
    return [seat for seat in sorted(record.next_up - record.awaited) if wants_next_message(pace, seat)]


def clocks(engine: Game[Any], state: Any, record: PublicRecord) -> frozenset[int]:
    """The seats whose clocks run: among those the table sees awaited, each one the game really awaits, asked as
    that seat's own status (``bot.private``). For the deadlines the bot keeps for them, which the table never sees
    but through the moves the bot then plays for them."""
    return frozenset(seat for seat in record.awaited if awaits(engine, state, seat))


def told_of_turn(engine: Game[Any], state: Any, record: PublicRecord, seat: int) -> bool:
    """Whether ``seat``, named as awaited, is told privately that it is its turn: in a claim window only a player
    able to claim, as the seat's own private view, where the channel's reminders name everyone the seating allows."""
    return record.stage is not Stage.CLAIM or awaits(engine, state, seat)


def wanted_timers(
    engine: Game[Any],
    state: Any,
    pace: GamePace,
    now: float,
    *,
    renew_reminders: Collection[int] = (),
    renew_deadlines: Collection[int] = (),
    present: Collection[int] = (),
) -> tuple[PlannedTimer, ...]:
    """``present``: seats whose player just acted and is still awaited, who need no turn message."""
    settings = pace.settings
    timers: list[PlannedTimer] = []
    record = engine.record(state)
    for seat in sorted(record.awaited):
        if pace.played_by_bot(seat):
            continue
        renew = seat in renew_reminders
        if wants_turn_message(pace, seat) and seat not in present and told_of_turn(engine, state, record, seat):
            due = pace.due(seat, now, 0)
            timers.append(PlannedTimer(seat, TimerKind.REMINDER, due, now, TURN_MESSAGE, renew=renew))
        elif settings.remind_after:
            due = pace.due(seat, now, settings.remind_after)
            timers.append(PlannedTimer(seat, TimerKind.REMINDER, due, now, renew=renew))
    for seat in sorted(clocks(engine, state, record)):
        if pace.played_by_bot(seat):
            due = now + bot_delay(pace, seat)
        elif settings.time_limit:
            due = pace.due(seat, now, settings.time_limit)
        else:
            continue
        timers.append(PlannedTimer(seat, TimerKind.DEADLINE, due, now, renew=seat in renew_deadlines))
    for seat in next_seats(engine, state, pace):
        due = pace.due(seat, now, 0)
        timers.append(PlannedTimer(seat, TimerKind.REMINDER, due, now, NEXT_MESSAGE, renew=seat in renew_reminders))
    return tuple(timers)


def after_move(
    engine: Game[Any],
    before: Any,
    after: Any,
    pace: GamePace,
    seat: int,
    cause: Cause,
    played: PublicMove,
    finished: bool,
    now: float,
    *,
    new_decision: bool = False,
) -> tuple[GamePace, PaceChange]:
    """The game's pace and timers after ``seat`` played a move (``cause`` says who decided it; ``played`` is what
    the table may know of it, ``PublicRecord.move``).

    ``new_decision``: the move was the secret answer that ended its decision (the last choice of a half-day,
    a claim window's last answer), so whoever the game awaits next starts a wait of their own.
    """
    public_before, public_after = engine.record(before), engine.record(after)
    open_move = played.text is not None
    awaited_before, awaited_after = clocks(engine, before, public_before), clocks(engine, after, public_after)
    # One decision of a turn that goes on (take a first card): a bot playing for an absent seat carries on.
    turn_goes_on = open_move and seat in awaited_before and awaited_before == awaited_after
    record = pace.seat(seat)
    updated = record
    # An answer where who is awaited is secret leaves the seat's flags as they were, as a timeout there is not
    # counted: a seat taken back, or its count started over, would tell the table that its player could claim.
    if cause == Cause.PLAYER and not played.anonymous:
        updated = replace(record, automatic=False, timeouts=0)
    elif cause == Cause.TIMEOUT and not turn_goes_on:
        timeouts = record.timeouts + 1
        limit = pace.settings.auto_after
        updated = replace(record, timeouts=timeouts, automatic=record.automatic or 0 < limit <= timeouts)
    new_pace = pace if updated == record else pace.with_seat(updated)
    if finished:
        return new_pace, PaceChange(timers=(), seats=(updated,) if updated != record else ())
    renew_reminders: Collection[int]
    renew_deadlines: Collection[int]
    if new_decision:
        # Timers kept from the decision that ended would remind early, with the wording of a long wait.
        renew_reminders, renew_deadlines = public_after.awaited, awaited_after
    else:
        # The bot, mid-turn for an absent seat, leaves its deadline due so the rest of the turn follows at once.
        renew_deadlines = () if cause != Cause.PLAYER and turn_goes_on else (seat,)
        # A secret answer must not restart its author's reminder: the next reminder would then leave them out.
        renew_reminders = (seat,) if open_move else ()
    # A seat that starts being awaited, or next, starts a wait of its own: the reminder row it may have had as the
    # next player (its "you are next" sent or held) or as an awaited one is replaced.
    renew_reminders = {
        *renew_reminders,
        *(public_after.awaited - public_before.awaited),
        *(public_after.next_up - public_before.next_up),
    }
    # A player who just acted and is still awaited knows it is their turn.
    present = (seat,) if cause == Cause.PLAYER else ()
    timers = wanted_timers(
        engine,
        after,
        new_pace,
        now,
        renew_reminders=renew_reminders,
        renew_deadlines=renew_deadlines,
        present=present,
    )
    return new_pace, PaceChange(timers=timers, seats=(updated,) if updated != record else ())


def replanned(
    engine: Game[Any],
    state: Any,
    pace: GamePace,
    existing: Sequence[TimerRecord],
    now: float,
    *,
    only: Collection[int] | None = None,
) -> tuple[PlannedTimer, ...]:
    """Timers after the host changed the settings (or a seat changed hands, or a player their hours or vacation):
    running waits keep their start, measured against the new intervals. The active time a wait already had
    counts towards its time limit, measured with the hours as they are now. ``only``: the seats whose timers
    change (one player's own hours); the others keep theirs as they are."""
    current = {(timer.seat, timer.kind): timer for timer in existing}
    planned = []
    for timer in wanted_timers(engine, state, pace, now):
        old = current.get((timer.seat, timer.kind))
        if old is None:
            planned.append(timer)
            continue
        if only is not None and timer.seat not in only:
            planned.append(PlannedTimer(timer.seat, timer.kind, old.due_at, old.since, old.fired))
            continue
        fired = old.fired
        was_next = timer.kind == TimerKind.REMINDER and old.fired in (NEXT_MESSAGE, NEXT_SENT)
        if timer.fired == NEXT_MESSAGE or was_next:
            # Next, as before: its message stays sent, or is due when the seat's clock runs. Next before and
            # awaited now, or the other way round: a wait of its own.
            if timer.fired == NEXT_MESSAGE and old.fired == NEXT_SENT:
                planned.append(PlannedTimer(timer.seat, timer.kind, old.due_at, old.since, old.fired))
            elif timer.fired == NEXT_MESSAGE and old.fired == NEXT_MESSAGE:
                due = pace.due(timer.seat, now, 0)
                planned.append(PlannedTimer(timer.seat, timer.kind, due, old.since, NEXT_MESSAGE, renew=True))
            else:
                planned.append(replace(timer, renew=True))
            continue
        if timer.kind == TimerKind.REMINDER and old.fired == TURN_MESSAGE and wants_turn_message(pace, timer.seat):
            due = pace.due(timer.seat, now, 0)
        elif timer.kind == TimerKind.REMINDER:
            # Its turn message sent (or no longer wanted): the reminders, if any.
            fired, wait = max(old.fired, 0), pace.settings.remind_after
            due = pace.due(timer.seat, now, wait) if wait else now + NEVER
        elif pace.played_by_bot(timer.seat):
            due = now + bot_delay(pace, timer.seat)
        else:
            schedule = pace.schedule(timer.seat, now)
            left = pace.settings.time_limit - schedule.active(old.since, now)
            due = schedule.due(now, max(left, CHANGE_GRACE))
        planned.append(PlannedTimer(timer.seat, timer.kind, due, old.since, fired, renew=True))
    return tuple(planned)
