"""Pace settings as hosts write them, the per-guild defaults, and what the channel is told."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.cogs.pace.announce import reminder_text, turn_lines
from bot.cogs.pace.notices import Absence, BotTurn, ReminderCall
from bot.live import LiveGame
from bot.outcome import MoveOutcome
from bot.pace.hours import BadPace
from bot.pace.settings import Duration, GuildPace, PaceSettings, changed, format_duration, parse_duration
from bot.pace.texts import summary
from bot.records import GameRecord
from tests.fakes.tiny_tricks.engine import GAME


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("10m", 600), ("10 min", 600), ("2h", 7200), ("1h30m", 5400), ("2 days", 172800), ("45", 2700), ("off", 0)],
)
def test_durations_are_read_the_way_players_write_them(text: str, seconds: int) -> None:
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["soon", "10x", "1h 30", "-5m", ""])
def test_a_duration_that_cannot_be_read_is_refused(text: str) -> None:
    with pytest.raises(BadPace) as refused:
        parse_duration(text)
    assert refused.value.key == "pace.bad_duration"


def test_durations_are_shown_in_short_words() -> None:
    assert [format_duration(s) for s in (180, 600, 5400, 172800, 0)] == ["3 min", "10 min", "1 h 30 min", "2 d", "off"]


def test_choosing_async_brings_its_own_intervals_unless_the_host_gives_them() -> None:
    defaults = GuildPace()
    live = PaceSettings()
    assert (live.remind_after, live.time_limit, live.auto_after) == (180, 600, 3)
    slow = changed(live, defaults, pace="async")
    assert (slow.pace, slow.remind_after, slow.time_limit) == ("async", 12 * 3600, 48 * 3600)
    custom = changed(live, defaults, pace="async", reminder="6h")
    assert (custom.remind_after, custom.time_limit) == (6 * 3600, 48 * 3600)


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"pace": "blitz"}, "pace.bad_pace"),
        ({"reminder": "10s"}, "pace.bad_reminder"),
        ({"time_limit": "30d"}, "pace.bad_time_limit"),
        ({"auto_after": 11}, "pace.bad_auto_after"),
        ({"reminder": "20m"}, "pace.reminder_after_limit"),
    ],
)
def test_settings_out_of_range_are_refused_with_the_reason(change: dict[str, object], key: str) -> None:
    with pytest.raises(BadPace) as refused:
        changed(PaceSettings(), GuildPace(), **change)  # type: ignore[arg-type]
    assert refused.value.key == key


def test_reminders_and_time_limits_may_be_turned_off() -> None:
    off = changed(PaceSettings(), GuildPace(), reminder="off", time_limit="off", auto_after=0)
    assert (off.remind_after, off.time_limit, off.auto_after) == (0, 0, 0)


def test_guild_defaults_round_trip_through_the_settings_json_and_keep_other_keys_apart() -> None:
    defaults = GuildPace().with_pace("async", 6 * 3600, 24 * 3600)
    stored = {"language": "fr", "pace": {**defaults.to_json(), "default": "async"}}
    again = GuildPace.from_guild_settings(stored)
    assert again.settings() == PaceSettings("async", 6 * 3600, 24 * 3600, 3)
    assert again.settings("live") == PaceSettings()
    assert GuildPace.from_guild_settings({"pace": "nonsense"}) == GuildPace()


def live_game() -> LiveGame:
    record = GameRecord(1, 1, 7, "tiny_tricks", {}, 1, 10, "active", 0, {}, (10, 11, 12), ("a", "b", "c"))
    return LiveGame(record, GAME, GAME.new(3, {}, 1))


def test_reminders_escalate_in_wording() -> None:
    texts = [reminder_text(ReminderCall(live_game(), level, (11,))) for level in (0, 1, 2)]
    assert len(set(texts)) == 3 and all("<@11>" in text for text in texts)
    assert "Second reminder" in texts[1] and "the bot plays for you" in texts[2]


def bot_moves(live: LiveGame, seat: int, count: int) -> tuple[LiveGame, list[MoveOutcome]]:
    """``count`` moves the bot makes for ``seat`` (its first legal card each time, the others playing between)."""
    outcomes: list[MoveOutcome] = []
    while len(outcomes) < count:
        [awaited] = GAME.awaiting(live.state)
        move = GAME.legal_moves(live.state, awaited)[0]
        state, events = GAME.apply(live.state, awaited, move)
        after = replace(live, state=state)
        if awaited == seat:
            outcomes.append(MoveOutcome.of(live, after, seat, move, events))
        live = after
    return live, outcomes


def tricks_game() -> LiveGame:
    """Tiny Tricks past its secret passing phase: every card played is open."""
    live = live_game()
    for seat in range(3):
        state, _ = GAME.apply(live.state, seat, GAME.legal_moves(live.state, seat)[0])
        live = replace(live, state=state)
    return live


def test_timeout_notices_say_open_moves_in_words_hide_secret_ones_and_name_nobody_in_a_claim_window() -> None:
    _, outcomes = bot_moves(tricks_game(), 1, 2)
    cards = [outcome.move.split()[1] for outcome in outcomes]
    open_moves = BotTurn(1, 11, Absence.TIMED_OUT, tuple(outcome.move for outcome in outcomes), True, False)
    assert turn_lines(open_moves, outcomes, 3) == [
        "⌛ Time ran out for <@11>; the bot played for them:",
        *(f"<@11>: Play card {card} (`play {card}`)." for card in cards),
    ]
    # The other seats' moves of the same firing are theirs to be told of.
    assert turn_lines(BotTurn(0, 10, Absence.TIMED_OUT, (None,), True, False), outcomes, 3) == [
        "⌛ Time ran out for <@10>: the bot made their choice for them."
    ]
    secret = BotTurn(1, 11, Absence.TIMED_OUT, (None,), True, True)
    lines = turn_lines(secret, [], 3)
    assert lines[0] == "⌛ Time ran out for <@11>: the bot made their choice for them."
    assert "3 times in a row" in lines[1] and "/game back" in lines[1]
    hidden = BotTurn(1, 11, Absence.TIMED_OUT, (None,), False, False)
    assert "<@11>" not in "".join(turn_lines(hidden, outcomes, 3))
    assert turn_lines(BotTurn(1, 11, Absence.AUTOMATIC, (None,), False, False), outcomes, 3) == []
    resigned = turn_lines(BotTurn(1, 11, Absence.RESIGNED, (outcomes[0].move,), True, False), outcomes[:1], 3)
    assert "who resigned" in resigned[0] and f"(`{outcomes[0].move}`)" in resigned[1]


def test_durations_are_written_in_the_language_of_the_message() -> None:
    written = [Duration(5400).in_language(code) for code in ("en", "ru", "zh-CN", "zh-TW")]
    # Both Chinese space a number from its unit, and the units evenly, as GUIDE.md's typography writes numbers
    # beside Chinese words: never "1小时30分钟" (CLDR's Simplified units) nor "1 小時30 分鐘".
    assert written == ["1 h 30 min", "1 ч 30 мин", "1 小时 30 分钟", "1 小時 30 分鐘"]
    assert str(Duration(172800)) == "2 d" and Duration(0).in_language("en") == "off"
    shown = summary(PaceSettings(), "ru")
    assert "мин" in shown and " min" not in shown
