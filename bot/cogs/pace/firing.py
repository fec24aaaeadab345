"""Firing due timers: reminders in the channel, moves the bot makes for seats whose time ran out, and AI seats'
moves.

A reminder is claimed in the database (moved to its next due time) before it is posted, so a restart never
posts it twice. A timeout plays the easy AI's move (the game's safe move should the AI fail) through
``Sessions.submit``, the same lock and commit path as a player's move; the seat's timers and timeout count are
committed with that move, so a crash never plays for it twice either. A seat whose turn goes on (take a second
card) keeps its deadline due and the bot carries on until the turn passes.

The deadline is read outside the channel's lock, so the move carries a check that runs under it. A deadline
changes only with a move (the version check catches that) or with the game's pace (``/game back``, a new time
limit, a resignation): the bot plays only while the pace is still the one it read the deadline with.

An AI seat has a deadline a short pause after it is awaited and no reminder; its moves are announced like a
person's. It thinks outside the channel's lock, so a player's move meanwhile makes its move stale, and it thinks
again about the game as it is then.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.ai_player import Thinker, first_legal_move
from bot.ai_seats import Level, levels
from bot.cogs.pace.notices import Absence, Announcer, BotPlay, BotTurn, NextMessage, ReminderCall, TurnMessage
from bot.live import LiveGame
from bot.outcome import MoveOutcome
from bot.pace import timers
from bot.pace.model import GamePace, with_players
from bot.pace.settings import guild_pace
from bot.pace.timers import Cause
from bot.private import awaits
from bot.records import PaceChange, TimerKind, TimerRecord
from bot.refusal import Refusal, RuleRefusal
from bot.sessions import DecisionCheck, Sessions
from games.contract import Stage

log = logging.getLogger(__name__)

# A turn of Copenhagen is a handful of decisions; this only stops a runaway loop.
MAX_BOT_MOVES = 40
LAST_REMINDER_LEVEL = 2


def same_pace(seen: LiveGame) -> DecisionCheck:
    """Refuses the bot's move as stale once the game's pace is no longer the one its deadline was read with."""

    def check(current: LiveGame, seat: int) -> None:
        if current.pace != seen.pace:
            raise Refusal("error.stale")

    return check


class TimerFiring:
    def __init__(self, sessions: Sessions, announcer: Announcer, thinker: Thinker | None = None) -> None:
        self.sessions = sessions
        self.store = sessions.store
        self.announcer = announcer
        self.thinker = thinker or Thinker()

    async def fire(self, due: Sequence[TimerRecord], now: float) -> None:
        """Fires the due timers of one game."""
        game_id, channel_id = due[0].game_id, due[0].channel_id
        run_out = sorted({timer.seat for timer in due if timer.kind == TimerKind.DEADLINE})
        if run_out:
            await self._play_for_absent(game_id, channel_id, run_out, now)
        reminders = [timer for timer in due if timer.kind == TimerKind.REMINDER]
        if reminders:
            await self._remind(game_id, channel_id, reminders, now)

    # Reminders

    async def _remind(self, game_id: int, channel_id: int, due: Sequence[TimerRecord], now: float) -> None:
        calls: dict[int, list[int]] = {}
        messages: list[TurnMessage] = []
        nexts: list[NextMessage] = []
        async with self.sessions.lock(channel_id):
            live = await self.sessions.game(channel_id)
            if live is None or live.id != game_id:
                return
            interval = live.pace.settings.remind_after
            record = live.public
            public = record.awaited
            for timer in due:
                # Outside the table's hours or the player's quiet hours (planned before they changed): no reminder
                # now; it waits for the seat's clock to run again.
                resume = live.pace.due(timer.seat, now, 0)
                if resume > now:
                    await self.store.move_timer(timer, resume, timer.fired)
                    continue
                if timer.fired in (timers.NEXT_MESSAGE, timers.NEXT_SENT):
                    # "You are next", claimed like a reminder and then kept, never due, while the seat stays next:
                    # one per turn. Sent only if the seat is still next and not yet awaited.
                    claimed = await self.store.move_timer(timer, now + timers.NEVER, timers.NEXT_SENT)
                    still_next = timer.seat in timers.next_seats(live.engine, live.state, live.pace)
                    if claimed and timer.fired == timers.NEXT_MESSAGE and still_next:
                        playing = tuple(live.seats[seat] for seat in sorted(public))
                        nexts.append(NextMessage(live, live.seats[timer.seat], playing))
                    continue
                if timer.fired == timers.TURN_MESSAGE:
                    # The wait's turn message, claimed like a reminder (sent once whatever happens next), and the
                    # timer set to the first reminder.
                    following = live.pace.due(timer.seat, now, interval) if interval else now + timers.NEVER
                    # In a claim window only a player able to claim is told (privately), and only while awaited.
                    told = timer.seat in public and timers.told_of_turn(live.engine, live.state, record, timer.seat)
                    if await self.store.move_timer(timer, following, 0) and told:
                        messages.append(TurnMessage(live, live.seats[timer.seat]))
                    continue
                # Claimed first: if another scheduler, or this one before a restart, got there, nothing is posted.
                # The next one is an interval of the seat's active time away (a night in between does not count).
                following = live.pace.due(timer.seat, now, interval)
                if not interval or not await self.store.move_timer(timer, following, timer.fired + 1):
                    continue
                if timer.seat in public and not live.pace.seat(timer.seat).muted:
                    calls.setdefault(min(timer.fired, LAST_REMINDER_LEVEL), []).append(live.seats[timer.seat])
        for level, users in sorted(calls.items()):
            await self.announcer.reminder(ReminderCall(live, level, tuple(users)))
        for message in messages:
            await self.announcer.turn_message(message)
        for next_message in nexts:
            await self.announcer.next_message(next_message)

    # Time limits and seats the bot plays

    async def _play_for_absent(self, game_id: int, channel_id: int, seats: Sequence[int], now: float) -> None:
        turns: list[BotTurn] = []
        outcomes: list[MoveOutcome] = []
        for seat in seats:
            live = await self.sessions.game(channel_id)
            if live is not None and live.id == game_id and live.pace.ai_level(seat) is not None:
                await self._play_ai(game_id, channel_id, seat, now)
                continue
            played = await self._play_seat(game_id, channel_id, seat, now)
            if played is not None:
                turns.append(played[0])
                outcomes.extend(played[1])
        if outcomes:
            await self.announcer.bot_play(BotPlay(tuple(turns), tuple(outcomes)))

    async def _play_seat(
        self, game_id: int, channel_id: int, seat: int, now: float
    ) -> tuple[BotTurn, list[MoveOutcome]] | None:
        outcomes: list[MoveOutcome] = []
        reason, named = Absence.TIMED_OUT, True
        for _ in range(MAX_BOT_MOVES):
            live = await self.sessions.game(channel_id)
            if live is None or live.id != game_id:
                break
            if not await self._deadline_passed(live, seat, now):
                break
            # The easy AI plays for an absent player (its safe move should the AI fail).
            move = await self.thinker.move(live, seat, Level.EASY)
            if not outcomes:
                # The decision whose time ran out says why the bot plays and whether the seat may be named. The
                # rest of the turn does not change that: after the bot's discard, a claim window on the next card
                # turned that only this seat could claim must read and count the same as no window at all.
                record = live.pace.seat(seat)
                reason = Absence.TIMED_OUT
                if record.resigned or record.automatic:
                    reason = Absence.RESIGNED if record.resigned else Absence.AUTOMATIC
                named = live.public.stage is not Stage.CLAIM
            # A timeout in a secret decision is not counted: making the seat automatic would tell who was awaited.
            cause = Cause.TIMEOUT if reason is Absence.TIMED_OUT and named else Cause.BOT
            try:
                outcome = await self._submit(live, seat, move, cause)
            except RuleRefusal:
                # A policy that proposes an illegal move is a bug; the game must still go on.
                log.exception("safe move %r refused in game %s; playing the first legal move", move, game_id)
                outcome = await self._submit(live, seat, first_legal_move(live, seat), cause)
            except Refusal as refusal:
                if refusal.key == "error.stale":
                    continue  # a player moved or changed the pace meanwhile: look again
                raise
            outcomes.append(outcome)
            if outcome.finished:
                break
        if not outcomes:
            return None
        first, last = outcomes[0], outcomes[-1]
        now_automatic = reason is Absence.TIMED_OUT and last.game.pace.seat(seat).automatic
        turn = BotTurn(
            seat,
            first.user_id,
            reason,
            tuple(outcome.public_move for outcome in outcomes),
            named,
            now_automatic and not first.before.pace.seat(seat).automatic,
        )
        return turn, outcomes

    async def _play_ai(self, game_id: int, channel_id: int, seat: int, now: float) -> None:
        """An AI seat's moves, each announced as soon as it is committed, exactly like a person's: an open move
        with the board, a secret answer as one."""
        for _ in range(MAX_BOT_MOVES):
            live = await self.sessions.game(channel_id)
            if live is None or live.id != game_id or not await self._deadline_passed(live, seat, now):
                return
            level = live.pace.ai_level(seat)
            if level is None:
                return
            move = await self.thinker.move(live, seat, level)
            try:
                outcome = await self._submit(live, seat, move, Cause.BOT)
            except RuleRefusal:
                log.exception("AI move %r refused in game %s; playing the first legal move", move, game_id)
                outcome = await self._submit(live, seat, first_legal_move(live, seat), Cause.BOT)
            except Refusal as refusal:
                if refusal.key == "error.stale":
                    continue  # someone moved while the AI thought: think again about the game as it is now
                raise
            await self.announcer.ai_move(outcome)
            if outcome.finished:
                return

    async def _submit(self, live: LiveGame, seat: int, move: str, cause: Cause) -> MoveOutcome:
        """Plays ``move`` for ``seat`` provided neither the game nor its pace changed since ``live`` was read."""
        return await self.sessions.submit(
            live.record.channel_id,
            live.seats[seat],
            move,
            expected_version=live.version,
            game_id=live.id,
            cause=cause,
            decision=same_pace(live),
        )

    async def _deadline_passed(self, live: LiveGame, seat: int, now: float) -> bool:
        """Whether the seat's deadline is (still) due; a due deadline of a seat no longer awaited is cleared."""
        deadline = next(
            (t for t in await self.store.timers(live.id) if t.seat == seat and t.kind == TimerKind.DEADLINE), None
        )
        if deadline is None or deadline.due_at > now:
            return False
        resume = now if live.pace.played_by_bot(seat) else live.pace.due(seat, now, 0)
        if resume > now:
            # No time limit runs outside the seat's hours: one planned before they changed waits for them.
            await self.store.move_timer(deadline, resume, deadline.fired)
            return False
        if awaits(live.engine, live.state, seat):  # the seat's own clock
            return True
        channel_id = live.record.channel_id
        async with self.sessions.lock(channel_id):
            # The game as it is now, not as read before the lock: timers planned for an older state would drop
            # those a move made meanwhile has set.
            current = await self.sessions.game(channel_id)
            if current is not None and current.id == live.id:
                planned = timers.wanted_timers(current.engine, current.state, current.pace, now)
                await self.store.change_pace(current.id, PaceChange(timers=planned))
        return False

    # After a restart

    async def restore(self, now: float) -> int:
        """Gives a pace and timers to active games that have none (started before pace existed, or cut short
        between their start and their timers). Games that have timers keep them as stored."""
        restored = 0
        for channel_id in await self.store.games_without_pace():
            async with self.sessions.lock(channel_id):
                live = await self.sessions.game(channel_id)
                if live is None:
                    continue
                settings = (await guild_pace(self.store, live.record.guild_id)).settings()
                pace = GamePace.fresh(settings, len(live.seats), levels(live.seats), self.sessions.ai_pause)
                pace = await with_players(self.store, pace, live.seats)
                planned = timers.wanted_timers(live.engine, live.state, pace, now)
                await self.store.change_pace(
                    live.id, PaceChange(settings=settings.to_json(), seats=pace.seats, timers=planned)
                )
                self.sessions.update(channel_id, LiveGame(live.record, live.engine, live.state, pace))
                restored += 1
        return restored
