"""Playing hours, quiet hours and vacations as the planner sees them: active time runs only inside the windows,
in local time of an IANA zone, daylight-saving changes included (``bot.pace.hours``, ``bot.pace.players``)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.pace.hours import (
    DAY_SECONDS,
    HOUR_SECONDS,
    BadPace,
    Schedule,
    Window,
    checked_zone,
    parse_window,
    zone_suggestions,
)
from bot.pace.players import (
    QUIET_MAX_HOURS,
    TABLE_MIN_HOURS,
    VACATION_MAX_DAYS,
    VACATION_REST_DAYS,
    PlayerPace,
    checked_quiet,
    checked_table_hours,
    seat_schedule,
)
from bot.pace.settings import PaceSettings

ZONES = ("UTC", "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/St_Johns")
# Instants around daylight-saving changes: Paris and New York in spring and autumn, Lord Howe's half hour.
CHANGES = (
    datetime(2024, 3, 31, 1, tzinfo=UTC).timestamp(),
    datetime(2024, 10, 27, 1, tzinfo=UTC).timestamp(),
    datetime(2024, 3, 10, 7, tzinfo=UTC).timestamp(),
    datetime(2024, 11, 3, 6, tzinfo=UTC).timestamp(),
    datetime(2024, 4, 6, 15, tzinfo=UTC).timestamp(),
)
TOLERANCE = 1e-3  # seconds: floats of instants around 1.7e9


def at(zone_name: str, *parts: int) -> float:
    return datetime(*parts, tzinfo=ZoneInfo(zone_name)).timestamp()  # type: ignore[misc]


windows = st.builds(Window, st.integers(0, 1439), st.integers(0, 1439)).filter(lambda w: w.start != w.end)
instants = st.one_of(
    st.floats(1.6e9, 1.8e9),
    st.sampled_from(CHANGES).flatmap(lambda change: st.floats(change - 2 * DAY_SECONDS, change + 2 * DAY_SECONDS)),
)


@st.composite
def situations(draw: st.DrawFn) -> tuple[Schedule, float]:
    """A seat's schedule as the bot builds it (``seat_schedule``: within the limits), and an instant to plan from."""
    now = draw(instants)
    hours = draw(st.one_of(st.none(), windows.filter(lambda w: w.minutes >= TABLE_MIN_HOURS * 60)))
    quiet = draw(st.one_of(st.none(), windows.filter(lambda w: w.minutes <= QUIET_MAX_HOURS * 60)))
    away_from = away_until = None
    if draw(st.booleans()):
        away_from = now + draw(st.floats(-VACATION_MAX_DAYS * DAY_SECONDS, 3 * DAY_SECONDS))
        away_until = away_from + draw(st.floats(HOUR_SECONDS, VACATION_MAX_DAYS * DAY_SECONDS))
    player = PlayerPace(draw(st.sampled_from(ZONES)), quiet, away_from, away_until)
    return seat_schedule(hours, draw(st.sampled_from(ZONES)), player, now), now


# Parsing what players type


@pytest.mark.parametrize(
    ("typed", "window"),
    [
        ("08:00-23:00", Window(480, 1380)),
        ("8-23", Window(480, 1380)),
        ("8h30 - 23", Window(510, 1380)),
        ("23:00–07:00", Window(1380, 420)),
        ("22-24", Window(1320, 0)),
        ("0-24", None),
        ("off", None),
        # Full-width digits, colon and hyphen, as a Chinese input method types them.
        ("８-１５", Window(480, 900)),
        ("０８：３０－２３：００", Window(510, 1380)),
    ],
)
def test_hours_are_read_as_players_write_them(typed: str, window: Window | None) -> None:
    assert parse_window(typed) == window


@pytest.mark.parametrize(
    "typed",
    [
        "25-3",
        "8",
        "eight to ten",
        "8:75-10",
        "24-8",
        "",
        "٨-١٥",  # Arabic-Indic digits: 8-15 in another script, which the bot does not read
        "८-१५",  # Devanagari digits
        "𝟖-𝟏𝟓",  # mathematical bold digits
    ],
)
def test_hours_that_are_not_a_span_are_refused(typed: str) -> None:
    with pytest.raises(BadPace) as refused:
        parse_window(typed)
    assert refused.value.key == "hours.bad_window"


def test_time_zones_are_iana_names_in_any_letter_case() -> None:
    assert checked_zone("europe/paris") == "Europe/Paris"
    assert checked_zone("America/New York") == "America/New_York"
    with pytest.raises(BadPace):
        checked_zone("Paris time")
    assert zone_suggestions("europe/pa")[0] == "Europe/Paris"
    assert "America/Argentina/Buenos_Aires" in zone_suggestions("buenos")


@pytest.mark.parametrize("typed", ["localtime", "Factory", "posixrules", "posix/Europe/Paris", "right/UTC"])
def test_names_that_are_no_iana_place_are_refused_and_never_suggested(typed: str) -> None:
    # "localtime" is whatever zone the host runs in; "Factory" the placeholder of a machine with no zone set.
    with pytest.raises(BadPace) as refused:
        checked_zone(typed)
    assert refused.value.key == "hours.bad_timezone"
    assert zone_suggestions(typed) == []
    assert typed not in zone_suggestions(typed[:3])


def test_limits_keep_a_game_from_stalling() -> None:
    assert checked_table_hours(parse_window("8-16")) == Window(480, 960)
    with pytest.raises(BadPace) as short:
        checked_table_hours(parse_window("8-15"))
    assert short.value.key == "hours.table_too_short"
    assert checked_quiet(parse_window("22-10")) == Window(1320, 600)
    with pytest.raises(BadPace) as long:
        checked_quiet(parse_window("22-11"))
    assert long.value.key == "hours.quiet_too_long"


def test_a_table_pace_keeps_its_hours_through_json() -> None:
    settings_ = PaceSettings("async", hours=Window(480, 1380), timezone="Asia/Tokyo")
    assert PaceSettings.from_json(settings_.to_json()) == settings_
    assert "hours" not in PaceSettings().to_json()


# Active time


def test_a_wait_started_at_night_counts_from_the_morning() -> None:
    paris = Schedule(Window(480, 1380), "Europe/Paris")
    evening = at("Europe/Paris", 2024, 6, 3, 22, 30)
    # Half an hour tonight, the other half from eight tomorrow.
    assert paris.due(evening, HOUR_SECONDS) == at("Europe/Paris", 2024, 6, 4, 8, 30)
    assert paris.due(at("Europe/Paris", 2024, 6, 4, 2), 0) == at("Europe/Paris", 2024, 6, 4, 8)


def test_a_window_across_the_spring_change_is_an_hour_shorter_and_the_autumn_one_an_hour_longer() -> None:
    night = Schedule(Window(0, 360), "Europe/Paris")  # 00:00-06:00 local
    spring = night.active(at("Europe/Paris", 2024, 3, 31, 0), at("Europe/Paris", 2024, 3, 31, 12))
    autumn = night.active(at("Europe/Paris", 2024, 10, 27, 0), at("Europe/Paris", 2024, 10, 27, 12))
    assert (spring, autumn) == (5 * HOUR_SECONDS, 7 * HOUR_SECONDS)


def test_quiet_hours_and_a_vacation_stop_the_clock() -> None:
    start = at("UTC", 2024, 6, 3, 12)
    quiet = Schedule(quiet=Window(1320, 420), quiet_zone="UTC")  # 22:00-07:00
    assert quiet.due(start, 11 * HOUR_SECONDS) == at("UTC", 2024, 6, 4, 8)
    away = Schedule(away=(start, start + 2 * DAY_SECONDS))
    assert away.due(start, HOUR_SECONDS) == start + 2 * DAY_SECONDS + HOUR_SECONDS


def test_quiet_hours_that_would_leave_too_little_of_the_table_hours_do_not_count_there() -> None:
    now = at("Europe/Paris", 2024, 6, 3, 12)
    player = PlayerPace("Europe/Paris", Window(480, 1200))  # quiet 08-20: 12 h
    assert seat_schedule(Window(480, 1200), "Europe/Paris", player, now).quiet is None
    # A table open until 23:00 keeps three hours of the player's evening: still under four, still not counted.
    assert seat_schedule(Window(480, 1380), "Europe/Paris", player, now).quiet is None
    assert seat_schedule(None, "UTC", player, now).quiet == Window(480, 1200)


def test_a_vacation_lasts_at_most_two_weeks_and_the_next_waits_as_long_as_it_lasted_a_week_at_most() -> None:
    now = 1_700_000_000.0
    away = PlayerPace().going_away(now, 3)
    assert away.away_at(now + 2 * DAY_SECONDS) and not away.away_at(now + 3 * DAY_SECONDS)
    with pytest.raises(BadPace) as too_long:
        PlayerPace().going_away(now, VACATION_MAX_DAYS + 1)
    assert too_long.value.key == "hours.bad_vacation"
    # Back after a day: the next may start a day later.
    back = away.coming_back(now + DAY_SECONDS)
    assert not back.away_at(now + DAY_SECONDS)
    with pytest.raises(BadPace) as rest:
        back.going_away(now + 2 * DAY_SECONDS - 1, 1)
    assert rest.value.key == "hours.vacation_rest" and rest.value.params == {"when": int(now + 2 * DAY_SECONDS)}
    assert back.going_away(now + 2 * DAY_SECONDS, 1).away_at(now + 3 * DAY_SECONDS - 1)
    # Cancelled by mistake a minute later: a minute's rest. Two weeks away: a week's rest, no more.
    mistake = PlayerPace().going_away(now, 2).coming_back(now + 60)
    assert mistake.going_away(now + 120, 2).away_at(now + 120)
    long = PlayerPace().going_away(now, VACATION_MAX_DAYS)
    ended = now + VACATION_MAX_DAYS * DAY_SECONDS
    with pytest.raises(BadPace):
        long.going_away(ended + (VACATION_REST_DAYS - 1) * DAY_SECONDS, 1)
    assert long.going_away(ended + VACATION_REST_DAYS * DAY_SECONDS, 1).away_at(
        ended + VACATION_REST_DAYS * DAY_SECONDS
    )
    with pytest.raises(BadPace):
        PlayerPace().coming_back(now)


@settings(max_examples=150, deadline=None)
@given(situations(), st.floats(0, 3 * DAY_SECONDS))
def test_a_timer_is_due_once_exactly_that_much_active_time_has_passed(
    situation: tuple[Schedule, float], seconds: float
) -> None:
    schedule, now = situation
    due = schedule.due(now, seconds)
    assert due >= now + seconds - TOLERANCE
    assert abs(schedule.active(now, due) - seconds) < TOLERANCE
    # It is never later than needed: just before it, the wait was not over yet.
    if seconds > 1:
        assert schedule.active(now, due - 1) < seconds


@settings(max_examples=100, deadline=None)
@given(situations())
def test_the_next_running_instant_is_inside_every_window(situation: tuple[Schedule, float]) -> None:
    schedule, now = situation
    start = schedule.due(now, 0)
    assert start >= now and schedule.runs_at(start)
    assert schedule.active(now, start) == 0
    if schedule.away is not None:
        assert not schedule.away[0] <= start < schedule.away[1]


@settings(max_examples=100, deadline=None)
@given(situations(), st.floats(0, DAY_SECONDS), st.floats(0, DAY_SECONDS))
def test_a_longer_wait_is_never_due_sooner(situation: tuple[Schedule, float], first: float, more: float) -> None:
    schedule, now = situation
    assert schedule.due(now, first) <= schedule.due(now, first + more) + TOLERANCE


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ZONES), instants)
def test_table_hours_of_a_week_hold_seven_days_of_their_length_give_or_take_a_change_of_clock(
    zone_name: str, now: float
) -> None:
    week = Schedule(Window(480, 1380), zone_name).active(now, now + 7 * DAY_SECONDS)
    assert abs(week - 7 * 15 * HOUR_SECONDS) <= 15 * HOUR_SECONDS  # the ends of the week fall inside a day
