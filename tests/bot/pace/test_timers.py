"""Reminders, time limits, automatic seats and resigning, driven by a clock the tests advance.

The scheduler's ``run_due`` is called directly: no sleeping, no background task. Tiny Tricks (the test game)
has a simultaneous secret phase (everyone passes a card) and then ordinary turns.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, cast

import discord
import pytest

from bot.clock import ManualClock
from bot.cogs.pace import changes
from bot.cogs.pace.announce import DiscordAnnouncer
from bot.cogs.pace.changes import PaceRequest
from bot.cogs.pace.firing import TimerFiring
from bot.cogs.pace.notices import BotPlay, ReminderCall
from bot.drawing import Drawing
from bot.live import LiveGame
from bot.outcome import MoveOutcome
from bot.publisher import Publisher
from bot.records import PaceChange, PlannedTimer, TimerKind, TimerRecord
from bot.refusal import Refusal
from bot.scheduler import Scheduler
from bot.sessions import Sessions
from bot.store import SqliteStore
from bot.ui.game_buttons import board_buttons
from bot.wording import summary_lines
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

CHANNEL = 7
HOST, BOB, CAROL = 1, 2, 3
MIN = 60.0


@dataclass
class Recorder:
    reminders: list[ReminderCall] = field(default_factory=list)
    plays: list[BotPlay] = field(default_factory=list)
    ai_moves: list[MoveOutcome] = field(default_factory=list)

    async def reminder(self, call: ReminderCall) -> None:
        self.reminders.append(call)

    async def bot_play(self, play: BotPlay) -> None:
        self.plays.append(play)

    async def ai_move(self, outcome: MoveOutcome) -> None:
        self.ai_moves.append(outcome)

    def reminded(self) -> list[tuple[int, tuple[int, ...]]]:
        return [(call.level, call.users) for call in self.reminders]


@dataclass
class Channel:
    sent: list[dict[str, Any]] = field(default_factory=list)

    async def send(self, **message: Any) -> None:
        self.sent.append(message)


@dataclass
class Client:
    """What ``DiscordAnnouncer`` needs of the Discord client: one channel that keeps what it is sent."""

    channel: Channel = field(default_factory=Channel)

    def get_partial_messageable(self, channel_id: int, **_: Any) -> Channel:
        return self.channel

    def get_guild(self, guild_id: int) -> None:
        return None  # no guild cached: its posts are in the language chosen with /settings language, else English


def publisher_over(client: Client, sessions: Sessions, drawing: Drawing) -> Publisher:
    """The real publisher, posting to the fake client's one channel."""
    return Publisher(cast(discord.Client, client), sessions, drawing, board_buttons, summary_lines)


@dataclass
class Bot:
    """What the bot process holds: sessions, the firing logic and the scheduler, over one database."""

    store: SqliteStore
    clock: ManualClock
    sessions: Sessions
    heard: Recorder
    scheduler: Scheduler
    start: float = 0.0  # when the game started, on the clock

    @classmethod
    def over(cls, store: SqliteStore, clock: ManualClock) -> Bot:
        sessions = Sessions(store, clock)
        heard = Recorder()
        firing = TimerFiring(sessions, heard)
        return cls(store, clock, sessions, heard, Scheduler(store, clock, firing.fire))

    async def at(self, minutes: float) -> None:
        """Moves the clock to ``minutes`` after the game started and fires what is due."""
        self.clock.advance(self.start + minutes * MIN - self.clock.now())
        await self.scheduler.run_due()

    async def game(self) -> LiveGame:
        live = await self.sessions.game(CHANNEL)
        assert live is not None
        return live

    async def awaited_users(self) -> list[int]:
        live = await self.game()
        return [live.seats[seat] for seat in sorted(live.engine.awaiting(live.state))]

    async def play(self, user: int) -> MoveOutcome:
        live = await self.game()
        seat = live.record.seat_of(user)
        assert seat is not None
        return await self.sessions.submit(CHANNEL, user, live.engine.legal_moves(live.state, seat)[-1])


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


async def table(
    store: SqliteStore, clock: ManualClock, *players: int, remind: str = "3m", limit: str = "60m", auto: int = 3
) -> Bot:
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    for user in players:
        await bot.sessions.join(CHANNEL, user, f"u{user}")
    request = PaceRequest(reminder=remind, time_limit=limit, auto_after=auto)
    await changes.set_pace(bot.sessions, CHANNEL, 1, HOST, False, request)
    await bot.sessions.start(CHANNEL, HOST)
    bot.start = clock.now()
    return bot


async def test_a_reminder_comes_at_the_interval_and_not_before(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB)
    await bot.at(2.9)
    assert bot.heard.reminded() == []
    await bot.at(3)
    assert bot.heard.reminded() == [(0, (HOST, BOB))]


async def test_reminders_come_at_most_once_per_interval_and_escalate(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB)
    for minute in (3, 3, 4, 5.9):
        await bot.at(minute)
    assert [level for level, _ in bot.heard.reminded()] == [0]
    for minute in (6, 9, 12):
        await bot.at(minute)
    assert [level for level, _ in bot.heard.reminded()] == [0, 1, 2, 2]


async def test_a_restarted_bot_neither_repeats_a_reminder_nor_forgets_the_next(
    database: Database, clock: ManualClock
) -> None:
    first_store = await database.open()
    first = await table(first_store, clock, BOB)
    await first.at(3)
    assert first.heard.reminded() == [(0, (HOST, BOB))]
    await first_store.close()
    # A new process on the same database: new sessions, new scheduler.
    again = Bot.over(await database.open(), clock)
    again.start = first.start
    await again.at(3.5)
    await again.at(5.9)
    assert again.heard.reminded() == []
    await again.at(6)
    assert again.heard.reminded() == [(1, (HOST, BOB))]


async def test_two_firings_from_the_same_stale_read_of_a_due_reminder_send_it_once(
    database: Database, clock: ManualClock
) -> None:
    """Two schedulers (two processes, or one whose claim ran out and another that took over) that read the same due
    reminder before either fired it: the first to move the timer on posts it, the other finds it moved and is
    silent."""
    first = await table(await database.open(), clock, BOB)
    second = Bot.over(await database.open(), clock)
    clock.advance(3 * MIN)
    stale = await first.store.due_timers(clock.now())
    reminders = [timer for timer in stale if timer.kind == TimerKind.REMINDER]
    assert reminders  # both seats' reminders are due
    await TimerFiring(first.sessions, first.heard).fire(reminders, clock.now())
    await TimerFiring(second.sessions, second.heard).fire(reminders, clock.now())
    assert first.heard.reminded() == [(0, (HOST, BOB))]
    assert second.heard.reminded() == []


async def test_a_simultaneous_phase_reminds_only_those_who_have_not_chosen(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = await table(store, clock, BOB, CAROL)
    await bot.at(1)
    await bot.play(HOST)
    await bot.at(3)
    # Bob and Carol's clocks did not restart when the host chose.
    assert bot.heard.reminded() == [(0, (BOB, CAROL))]


async def test_the_last_to_choose_is_reminded_afresh_in_the_next_decision_like_everyone_else(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "troyes_dice", HOST, "host")
    await bot.sessions.join(CHANNEL, BOB, "bob")
    await changes.set_pace(bot.sessions, CHANNEL, 1, HOST, False, PaceRequest(reminder="3m", time_limit="60m"))
    await bot.sessions.start(CHANNEL, HOST)
    bot.start = clock.now()

    async def choose(user: int) -> None:
        live = await bot.game()
        seat = live.seats.index(user)
        await bot.sessions.submit(CHANNEL, user, live.engine.safe_move(live.state, seat))

    await bot.at(1)
    await choose(HOST)
    await bot.at(3)
    assert bot.heard.reminded() == [(0, (BOB,))]
    await bot.at(5)
    await choose(BOB)  # the last choice of the half-day: the next decision awaits both from now on
    assert await bot.awaited_users() == [HOST, BOB]
    await bot.at(7.9)
    assert bot.heard.reminded() == [(0, (BOB,))]
    await bot.at(8)
    assert bot.heard.reminded() == [(0, (BOB,)), (0, (HOST, BOB))]


async def test_a_muted_player_is_not_reminded_and_can_unmute(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB)
    assert await changes.toggle_mute(bot.sessions, CHANNEL, BOB) is True
    await bot.at(3)
    assert bot.heard.reminded() == [(0, (HOST,))]
    assert await changes.toggle_mute(bot.sessions, CHANNEL, BOB) is False
    await bot.at(6)
    assert bot.heard.reminded()[-1] == (1, (HOST, BOB))


async def test_at_the_deadline_the_bot_plays_a_safe_move_for_the_absent_player(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = await table(store, clock, BOB)
    await bot.play(HOST)
    await bot.at(59.9)
    assert bot.heard.plays == []
    await bot.at(60)
    [play] = bot.heard.plays
    [turn] = play.turns
    assert (turn.user_id, turn.reason, turn.named) == (BOB, "timeout", True)
    assert turn.moves == (None,)  # which card Bob passed stays secret
    assert play.board  # everyone has passed: the tricks begin
    live = await bot.game()
    assert live.state.phase == "tricks"
    assert live.pace.seat(1).timeouts == 1 and not live.pace.seat(1).automatic


async def test_a_deadline_fires_once_even_when_the_scheduler_runs_again(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB, CAROL)
    await bot.at(60)
    await bot.at(60)
    again = Bot.over(store, clock)
    await again.scheduler.run_due()
    assert len(bot.heard.plays) == 1 and again.heard.plays == []
    assert [len(turn.moves) for turn in bot.heard.plays[0].turns] == [1, 1, 1]


async def test_a_seat_that_keeps_timing_out_is_played_automatically_until_its_player_is_back(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = await table(store, clock, BOB, auto=2)
    await bot.play(HOST)
    await bot.at(60)  # Bob's first timeout: his pass
    while await bot.awaited_users() != [BOB]:
        await bot.play(HOST)
    await bot.at(121)  # his second in a row: from now on the bot plays his seat
    assert [turn.now_automatic for play in bot.heard.plays for turn in play.turns] == [False, True]
    assert (await bot.game()).pace.seat(1).automatic
    while await bot.awaited_users() != [BOB]:
        await bot.play(HOST)
    # An automatic seat is played a few seconds after it is awaited, not when the time limit runs out.
    await bot.at(121 + 4 / MIN)
    assert len(bot.heard.plays) == 2
    await bot.at(121 + 6 / MIN)
    assert bot.heard.plays[-1].turns[0].reason == "automatic"
    back = await changes.take_back(bot.sessions, CHANNEL, BOB)
    assert not back.pace.seat(1).automatic and back.pace.seat(1).timeouts == 0


async def test_a_seat_taken_back_while_its_deadline_fires_is_not_played_by_the_bot(
    store: SqliteStore, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = await table(store, clock, BOB, auto=1)
    await bot.play(HOST)
    await bot.at(60)  # Bob's timeout makes his seat automatic
    while await bot.awaited_users() != [BOB]:
        await bot.play(HOST)
    done: list[str] = []
    back: list[asyncio.Task[None]] = []
    read_timers, record_move = store.timers, store.record_move

    async def come_back() -> None:
        await changes.take_back(bot.sessions, CHANNEL, BOB)
        done.append("back")

    async def timers_while_bob_comes_back(game_id: int) -> list[TimerRecord]:
        # Bob's /game back arrives just as the bot has read his deadline, before it plays.
        found = await read_timers(game_id)
        if not back:
            back.append(asyncio.create_task(come_back()))
            for _ in range(10):
                await asyncio.sleep(0)
        return found

    async def recorded(*args: Any, **kwargs: Any) -> int:
        version = await record_move(*args, **kwargs)
        done.append("move")
        return version

    monkeypatch.setattr(store, "timers", timers_while_bob_comes_back)
    monkeypatch.setattr(store, "record_move", recorded)
    await bot.at(60 + 6 / MIN)
    await back[0]
    # Either the bot played before Bob was told the seat is his again, or it did not play at all.
    assert done in (["move", "back"], ["back"])
    assert not (await bot.game()).pace.seat(1).automatic


async def test_any_move_of_its_player_takes_an_automatic_seat_back(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB, auto=1)
    await bot.play(HOST)
    await bot.at(60)
    assert (await bot.game()).pace.seat(1).automatic
    while await bot.awaited_users() != [BOB]:
        await bot.play(HOST)
    await bot.play(BOB)
    seat = (await bot.game()).pace.seat(1)
    assert not seat.automatic and seat.timeouts == 0
    with pytest.raises(Refusal) as refused:
        await changes.take_back(bot.sessions, CHANNEL, BOB)
    assert refused.value.key == "pace.back_not_automatic"


async def test_resigning_in_a_two_player_game_ends_it_with_the_resigner_last(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = await table(store, clock, BOB)
    resignation = await changes.resign(bot.sessions, CHANNEL, HOST)
    assert resignation.ended
    result = resignation.live.result()
    assert result is not None and result.places == (2, 1)
    assert await bot.sessions.game(CHANNEL) is None
    record = await store.game(resignation.live.id)
    assert record is not None and record.status == "finished"
    assert await store.timers(record.id) == []


async def test_resigning_in_a_three_player_game_lets_it_go_on_with_the_resigner_last(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = await table(store, clock, BOB, CAROL)
    resignation = await changes.resign(bot.sessions, CHANNEL, BOB)
    assert not resignation.ended
    with pytest.raises(Refusal) as refused:
        await bot.play(BOB)
    assert refused.value.key == "resign.no_moves"
    final: LiveGame | None = None
    seconds = 0
    while await bot.sessions.game(CHANNEL) is not None:
        awaited = await bot.awaited_users()
        if HOST in awaited or CAROL in awaited:
            final = (await bot.play(HOST if HOST in awaited else CAROL)).game
        else:
            seconds += 5
            await bot.at(seconds / MIN)  # Bob's seat is played a few seconds after it is awaited
            final = bot.heard.plays[-1].live
    assert bot.heard.plays and all(turn.reason == "resigned" for play in bot.heard.plays for turn in play.turns)
    assert final is not None
    result = final.result()
    assert result is not None and result.places[1] == 3 and max(result.places[0], result.places[2]) < 3
    assert bot.heard.reminded() == []  # everyone who played on moved in time; the resigner is never reminded


async def test_the_pace_chosen_in_the_lobby_is_the_game_pace(store: SqliteStore, clock: ManualClock) -> None:
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    await bot.sessions.join(CHANNEL, BOB, "bob")
    await changes.set_pace(bot.sessions, CHANNEL, 1, HOST, False, PaceRequest(pace="async"))
    live = await bot.sessions.start(CHANNEL, HOST)
    assert (live.pace.settings.pace, live.pace.settings.time_limit) == ("async", 48 * 3600)
    deadlines = {t.due_at - clock.now() for t in await store.timers(live.id) if t.kind == TimerKind.DEADLINE}
    assert deadlines == {48 * 3600}


async def test_a_new_lobby_follows_the_guild_defaults(store: SqliteStore, clock: ManualClock) -> None:
    bot = Bot.over(store, clock)
    await changes.set_guild_defaults(bot.sessions, 1, "async", "6h", None, 2, make_default=True)
    await bot.sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    view = await changes.show_pace(bot.sessions, CHANNEL, 1)
    assert view.lobby is not None
    assert (view.settings.pace, view.settings.remind_after, view.settings.auto_after) == ("async", 6 * 3600, 2)


async def test_a_shorter_time_limit_counts_from_the_start_of_the_wait(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB, limit="60m")
    await bot.play(HOST)
    await bot.at(10)
    await changes.set_pace(bot.sessions, CHANNEL, 1, HOST, False, PaceRequest(time_limit="30m"))
    await bot.at(29.9)
    assert bot.heard.plays == []
    await bot.at(30)
    assert [turn.user_id for play in bot.heard.plays for turn in play.turns] == [BOB]


async def test_only_the_host_or_a_moderator_changes_the_pace_of_a_game(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB)
    with pytest.raises(Refusal) as refused:
        await changes.set_pace(bot.sessions, CHANNEL, 1, BOB, False, PaceRequest(pace="async"))
    assert refused.value.key == "pace.host_only"
    view = await changes.set_pace(bot.sessions, CHANNEL, 1, BOB, True, PaceRequest(pace="async"))
    assert view.live is not None and view.live.pace.settings.pace == "async"


async def test_cancelling_a_game_drops_its_timers(store: SqliteStore, clock: ManualClock) -> None:
    bot = await table(store, clock, BOB)
    live = await bot.game()
    assert await store.timers(live.id)
    await bot.sessions.cancel(CHANNEL, HOST, may_manage=False)
    assert await store.timers(live.id) == []
    await bot.at(120)
    assert bot.heard.plays == [] and bot.heard.reminders == []


async def test_a_game_started_before_pace_existed_gets_the_guild_pace_and_timers(
    store: SqliteStore, clock: ManualClock
) -> None:
    from tests.bot.store.test_store import started_game

    game_id = await started_game(store)
    bot = Bot.over(store, clock)
    bot.start = clock.now()
    firing = TimerFiring(bot.sessions, bot.heard)
    assert await firing.restore(clock.now()) == 1
    assert await firing.restore(clock.now()) == 0
    assert {t.kind for t in await store.timers(game_id)} == {"reminder", "deadline"}
    await bot.at(3)
    assert [level for level, _ in bot.heard.reminded()] == [0]


async def test_a_game_whose_timers_fail_is_retried_later_and_others_still_fire(
    store: SqliteStore, clock: ManualClock
) -> None:
    from bot.records import PaceChange, PlannedTimer
    from tests.bot.store.test_store import started_game

    broken, fine = await started_game(store), None
    fired: list[int] = []

    async def fire(group, now):  # type: ignore[no-untyped-def]
        if group[0].game_id == broken:
            raise RuntimeError("Discord is down")
        fired.append(group[0].game_id)
        await store.change_pace(group[0].game_id, PaceChange(timers=()))

    lobby = await store.create_lobby(1, CHANNEL + 1, "tiny_tricks", 20, "other", {})
    await store.add_lobby_member(lobby.id, 21, "x")
    fine = (await store.start_game(lobby.id, 1, {})).id
    now = clock.now()
    for game in (broken, fine):
        await store.change_pace(game, PaceChange(timers=(PlannedTimer(0, TimerKind.DEADLINE, now, now),)))
    scheduler = Scheduler(store, clock, fire)
    assert await scheduler.run_due() == 2
    assert fired == [fine]
    [waiting] = await store.timers(broken)
    assert waiting.due_at == now + 60
    assert await scheduler.run_due() == 0


async def test_a_timeout_told_in_a_line_counts_as_heard_so_no_catch_up_board_repeats_it(
    store: SqliteStore, clock: ManualClock, drawing: Drawing
) -> None:
    bot = await table(store, clock, BOB, CAROL, remind="off")
    client = Client()
    publisher = publisher_over(client, bot.sessions, drawing)
    scheduler = Scheduler(store, clock, TimerFiring(bot.sessions, DiscordAnnouncer(publisher)).fire)
    await bot.play(HOST)
    live = await bot.game()
    await store.mark_board(live.id, live.version, None)  # the channel has seen the host's choice
    now = clock.now()
    await store.change_pace(live.id, PaceChange(timers=(PlannedTimer(1, TimerKind.DEADLINE, now, now, renew=True),)))
    await scheduler.run_due()
    await publisher.settled()
    # Bob's time ran out while Carol still chooses: a line, no board.
    [line] = client.channel.sent
    assert "Time ran out for <@2>" in line["content"] and "file" not in line
    posting = await store.posting(live.id)
    assert posting is not None and not posting.due


async def test_a_copenhagen_timeout_plays_the_whole_turn_in_the_open_and_shows_the_board(
    store: SqliteStore, clock: ManualClock
) -> None:
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "copenhagen", HOST, "host")
    await bot.sessions.join(CHANNEL, BOB, "bob")
    live = await bot.sessions.start(CHANNEL, HOST)
    bot.start = clock.now()
    first = live.state.current
    await bot.at(10)  # the live pace's default time limit
    [play] = bot.heard.plays
    [turn] = play.turns
    assert turn.reason == "timeout" and turn.named and turn.user_id == live.seats[first]
    # The easy AI plays the absent player's whole turn in the open: its first decision takes cards.
    assert turn.moves[0] is not None and turn.moves[0].startswith("take ")
    assert all(move is not None for move in turn.moves)
    assert play.board
    after = await bot.game()
    assert after.state.current != first and after.state.phase == "start"
    # The next player's clock starts now: their deadline is ten minutes away, not already due.
    await bot.at(19.9)
    assert len(bot.heard.plays) == 1


async def test_an_illegal_safe_move_falls_back_to_the_first_legal_move(
    store: SqliteStore, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.fakes.tiny_tricks.engine import GAME

    monkeypatch.setattr(GAME, "safe_move", lambda state, seat: "pass 99")
    bot = await table(store, clock, BOB)
    await bot.play(HOST)
    await bot.at(60)
    assert [turn.user_id for play in bot.heard.plays for turn in play.turns] == [BOB]
    assert (await bot.game()).state.phase == "tricks"
