"""The day of the daily challenge: a UTC day; its seed a pure function of the date (the same date deals the same
dice, two dates different ones); streaks of days in a row; ranks shared by equal scores."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.daily import threads as daily_threads
from bot.daily.day import day_of, day_seed, next_opens_at, opens_at, rank_of, streak
from bot.daily.game import daily_game
from bot.i18n import t
from bot.numbers import LongDate
from bot.seeds import SEED_BITS
from games import registry

DECEMBER_2 = dt.date(2026, 12, 2)


def at(day: int, hour: int, minute: int = 0) -> float:
    return dt.datetime(2026, 12, day, hour, minute, tzinfo=dt.UTC).timestamp()


def test_the_day_is_the_utc_day_whatever_the_hour() -> None:
    assert day_of(at(2, 0)) == day_of(at(2, 23, 59)) == DECEMBER_2
    assert day_of(at(3, 0)) == dt.date(2026, 12, 3)
    # 23:30 in New York on 1 December is already 2 December in UTC.
    new_york = dt.datetime(2026, 12, 1, 23, 30, tzinfo=dt.timezone(dt.timedelta(hours=-5))).timestamp()
    assert day_of(new_york) == DECEMBER_2


@pytest.mark.parametrize(
    ("language", "written"),
    [
        ("en", "December 2, 2026"),
        ("fr", "2 décembre 2026"),
        ("ru", "2 декабря 2026\u202fг."),
        ("zh-CN", "2026年12月2日"),
        ("zh-TW", "2026年12月2日"),
    ],
)
def test_a_day_is_written_as_its_language_reads_a_date_not_as_the_stores_key(language: str, written: str) -> None:
    day = LongDate(DECEMBER_2)
    texts = [
        daily_threads.thread_name(daily_game(), day, "Ann", language),
        t("daily.board_empty", language, day=day),
        t("daily.board_title", language, game="Troyes Dice", day=day),
        t("daily.started", language, game="Troyes Dice", day=day, player="<@1>"),
    ]
    for text in texts:
        assert written in text and "2026-12-02" not in text


def test_the_next_day_opens_at_the_next_midnight_utc() -> None:
    assert opens_at(DECEMBER_2) == at(2, 0)
    assert next_opens_at(at(2, 10)) == next_opens_at(at(2, 23, 59)) == at(3, 0)


def test_the_seed_is_the_dates_own_and_documented() -> None:
    # The first 53 bits of SHA-256("daily:2026-12-02"): any copy of this code deals the same dice on that day.
    assert day_seed(DECEMBER_2) == day_seed(dt.date(2026, 12, 2)) == 3190308325814450
    assert 0 <= day_seed(DECEMBER_2) < 2**SEED_BITS
    seeds = {day_seed(DECEMBER_2 + dt.timedelta(days=n)) for n in range(366)}
    assert len(seeds) == 366  # a year of different seeds


def test_the_same_date_deals_the_same_dice_and_two_dates_different_dice() -> None:
    engine = registry.get(daily_game())
    assert engine is not None

    def first_roll(day: dt.date) -> object:
        return engine.view(engine.new(1, engine.default_options(), day_seed(day)), None)["slots"]

    assert first_roll(DECEMBER_2) == first_roll(dt.date(2026, 12, 2))
    assert first_roll(DECEMBER_2) != first_roll(dt.date(2026, 12, 3))


def test_a_streak_counts_the_days_in_a_row_and_a_missed_day_ends_it() -> None:
    day = DECEMBER_2
    back = [day - dt.timedelta(days=n) for n in range(5)]
    assert streak(set(), day) == 0
    assert streak({day}, day) == 1
    assert streak(set(back[:3]), day) == 3
    assert streak({back[0], back[1], back[3], back[4]}, day) == 2  # the day before yesterday was missed
    # Before today's game is finished, the streak still stands up to yesterday.
    assert streak(set(back[1:3]), day) == 2
    assert streak({back[2]}, day) == 0


def test_equal_scores_share_a_rank() -> None:
    scores = [90, 80, 80, 70]
    assert [rank_of(score, scores) for score in scores] == [1, 2, 2, 4]
