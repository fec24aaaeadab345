"""The bot's side of AI players: when they play, with what they see, and what happens when the AI fails."""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import pytest

from bot.ai_player import Thinker, ai_seed
from bot.ai_seats import Level, ai_name, ai_user, display_names, level_of, next_ai, number_of
from bot.clock import ManualClock
from bot.cogs.pace import changes
from bot.live import LiveGame
from bot.pace import timers
from bot.pace.model import GamePace
from bot.pace.settings import PaceSettings
from bot.records import TimerKind
from bot.sessions import Sessions
from bot.store import SqliteStore
from games import ai as games_ai
from games.copenhagen import GAME as COPENHAGEN
from tests.bot.pace.test_timers import CHANNEL, HOST, Bot

MIN = 60.0


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


def test_ai_seat_ids_never_meet_discord_ids_and_name_their_level_in_each_language() -> None:
    strong = ai_user(Level.STRONG, 2)
    assert strong < 0 and level_of(strong) is Level.STRONG and number_of(strong) == 2
    assert level_of(12345) is None and level_of(0) is None
    assert next_ai([HOST, ai_user(Level.EASY, 1)], Level.STRONG) == ai_user(Level.STRONG, 2)
    assert ai_name(strong, "en") == "AI · strong 2"
    assert ai_name(strong, "fr") == "IA · forte 2"
    assert ai_name(strong, "ru") == "ИИ · сильный 2"
    assert ai_name(strong, "zh-TW") == "AI · 困難 2"
    assert display_names([HOST, strong], ["alice", "AI · strong 2"], "zh-CN") == ("alice", "AI · 困难 2")


def test_an_ai_seat_is_never_reminded_and_plays_after_its_pause() -> None:
    state = COPENHAGEN.new(2, {}, seed=3)
    first = state.current
    settings = PaceSettings(remind_after=600, time_limit=3600)
    ai = tuple(Level.EASY if seat == first else None for seat in range(2))
    planned = timers.wanted_timers(COPENHAGEN, state, GamePace.fresh(settings, 2, ai, ai_pause=1.5), now=100.0)
    assert [(timer.seat, timer.kind, timer.due_at) for timer in planned] == [(first, TimerKind.DEADLINE, 101.5)]
    person = timers.wanted_timers(COPENHAGEN, state, GamePace.fresh(settings, 2), now=100.0)
    assert {(timer.seat, timer.kind) for timer in person} == {(first, TimerKind.REMINDER), (first, TimerKind.DEADLINE)}


async def _copenhagen(store: SqliteStore, clock: ManualClock, level: Level) -> tuple[Bot, LiveGame]:
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "copenhagen", HOST, "host")
    await bot.sessions.add_ai(CHANNEL, HOST, level)
    live = await bot.sessions.start(CHANNEL, HOST)
    bot.start = clock.now()
    return bot, live


async def test_an_ai_seat_plays_its_whole_turn_from_its_own_view(
    store: SqliteStore, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[object, int, str]] = []
    choose = games_ai.choose_move

    def spy(game_id: str, view: object, seat: int, level: str, seed: int, budget_s: float) -> str:
        seen.append((view, seat, level))
        return choose(game_id, view, seat, level, seed, budget_s)

    monkeypatch.setattr(games_ai, "choose_move", spy)
    bot, live = await _copenhagen(store, clock, Level.STRONG)
    ai_seat = live.seats.index(next(user for user in live.seats if user < 0))
    while (await bot.game()).state.current != ai_seat:
        await bot.play(HOST)
    before = await bot.game()
    await bot.at(1e6 / MIN)  # long after the pause
    after = await bot.game()
    assert after.state.current != ai_seat  # the AI played its whole turn
    assert seen and all(seat == ai_seat and level == "strong" for _view, seat, level in seen)
    # It was handed its own seat's view, never the state.
    assert seen[0][0] == before.engine.view(before.state, ai_seat)
    assert bot.heard.ai_moves and all(outcome.seat == ai_seat for outcome in bot.heard.ai_moves)
    assert bot.heard.plays == []  # not told as a timeout or an absent player
    assert bot.heard.reminders == []


async def test_a_failing_ai_plays_the_safe_move_and_the_game_goes_on(
    store: SqliteStore, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: object) -> str:
        raise RuntimeError("the searcher crashed")

    monkeypatch.setattr(games_ai, "choose_move", broken)
    bot, live = await _copenhagen(store, clock, Level.EASY)
    ai_seat = next(seat for seat, user in enumerate(live.seats) if user < 0)
    while (await bot.game()).state.current != ai_seat:
        await bot.play(HOST)
    expected = live.engine.safe_move((await bot.game()).state, ai_seat)
    await bot.at(1.0)
    assert bot.heard.ai_moves[0].move == expected
    assert (await bot.game()).state.current != ai_seat


async def test_an_illegal_ai_move_is_replaced_by_the_safe_move(
    store: SqliteStore, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(games_ai, "choose_move", lambda *_: "build nothing")
    sessions = Sessions(store, clock)
    await sessions.open_lobby(1, CHANNEL, "copenhagen", HOST, "host")
    await sessions.add_ai(CHANNEL, HOST, Level.EASY)
    live = await sessions.start(CHANNEL, HOST)
    seat = live.state.current
    assert await Thinker().move(live, seat, Level.EASY) == live.engine.safe_move(live.state, seat)


async def test_an_absent_players_seat_is_played_by_the_easy_ai(
    store: SqliteStore, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    levels: list[str] = []
    choose = games_ai.choose_move

    def spy(game_id: str, view: object, seat: int, level: str, seed: int, budget_s: float) -> str:
        levels.append(level)
        return choose(game_id, view, seat, level, seed, budget_s)

    monkeypatch.setattr(games_ai, "choose_move", spy)
    bot = Bot.over(store, clock)
    await bot.sessions.open_lobby(1, CHANNEL, "copenhagen", HOST, "host")
    await bot.sessions.join(CHANNEL, 2, "bob")
    await bot.sessions.start(CHANNEL, HOST)
    bot.start = clock.now()
    await bot.at(10)  # the default time limit
    assert levels and set(levels) == {"easy"}
    [play] = bot.heard.plays
    assert play.turns[0].reason == "timeout"


async def test_the_ai_thinks_in_a_worker_process(
    store: SqliteStore, clock: ManualClock, caplog: pytest.LogCaptureFixture
) -> None:
    sessions = Sessions(store, clock)
    await sessions.open_lobby(1, CHANNEL, "four_color_cards", HOST, "host")
    for _ in range(3):
        await sessions.add_ai(CHANNEL, HOST, Level.STRONG)
    live = await sessions.start(CHANNEL, HOST)
    seat = sorted(live.engine.awaiting(live.state))[0]
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        # The worker is started and has imported the searcher first, as a running bot's has after its first AI
        # move: a cold start on a busy machine could outlast a 0.05 s budget's patience, and this test is not
        # about start-up time.
        await asyncio.get_running_loop().run_in_executor(pool, exec, "import games.ai")
        # Patience to spare: the test is about where the AI thinks, not how fast a shared machine lets it.
        move = await Thinker(pool, budget_s=0.05, patience_s=60.0).move(live, seat, Level.STRONG)
    # The worker's answer, not the safe move of a failure: the same seed gives the same move in this process.
    assert not [record for record in caplog.records if record.levelname == "ERROR"]
    view = live.engine.view(live.state, seat)
    assert move == games_ai.choose_move("four_color_cards", view, seat, "strong", ai_seed(live, seat), 0.05)


async def test_when_the_last_person_resigns_the_ai_seats_do_not_play_on(store: SqliteStore, clock: ManualClock) -> None:
    sessions = Sessions(store, clock)
    await sessions.open_lobby(1, CHANNEL, "tiny_tricks", HOST, "host")
    await sessions.add_ai(CHANNEL, HOST, Level.EASY)
    await sessions.add_ai(CHANNEL, HOST, Level.STRONG)
    await sessions.start(CHANNEL, HOST)
    resignation = await changes.resign(sessions, CHANNEL, HOST)
    assert resignation.ended
    result = resignation.live.result()
    assert result is not None and result.places == (3, 1, 1)  # the AIs share the win, the resigner is last
    assert await sessions.game(CHANNEL) is None
