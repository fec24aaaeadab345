"""Playing hours, quiet hours and vacations: when a seat's clock runs, and how far it must run for a wait.

A *window* is a daily stretch of local time (``08:00-23:00``; ``23:00-07:00`` wraps past midnight) in an IANA time
zone. A table's playing hours say when every clock of the game may run; a player's quiet hours, when theirs may
not; a vacation stops theirs between two instants. A seat's *active time* is the time inside all of that, and a
timer of ``n`` seconds is due once ``n`` seconds of active time have passed. Timers are planned with this when they
are set (``due``), so the scheduler never sleeps through a night to find out: the due time is already the morning.

Local days are turned into instants with ``zoneinfo`` one date at a time, so a daylight-saving change makes that day
an hour shorter or longer, as a player's watch says. Everything here is pure: a function of the instants given.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from importlib import resources
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

DAY_MINUTES = 24 * 60
HOUR_SECONDS = 3600
DAY_SECONDS = 86400
UTC = "UTC"
# How far ahead a wait is looked for, a week at a time. The limits on hours and vacations keep every seat's clock
# running for hours each week, so this is never reached; it only makes sure a bug cannot hang the scheduler.
LOOK_AHEAD_WEEKS = 12

Interval = tuple[float, float]

# ASCII digits only (``\d`` would take every script's): full-width ones, what a Chinese or Japanese input method
# types (``８-１５``), are made ASCII first, with the full-width colon and hyphen typed with them; any other
# script's digits are refused like any other unreadable hours.
_CLOCK = r"([0-9]{1,2})(?:[:h.]([0-9]{2}))?"
FULL_WIDTH = str.maketrans({chr(ord("０") + digit): str(digit) for digit in range(10)} | {"：": ":", "－": "-"})
_WINDOW = re.compile(rf"^{_CLOCK}\s*(?:-|–|—|to)\s*{_CLOCK}$")


class BadPace(Exception):
    """A pace value the bot refuses (a duration, hours, a time zone, a vacation); ``key`` names a catalog message,
    ``params`` fill it. The one refusal of the pace domain: ``bot.cogs.pace`` turns it into a ``Refusal``."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True)
class Window:
    """A daily stretch of local time, in minutes after midnight; ``end`` before ``start`` wraps past midnight."""

    start: int
    end: int

    @property
    def minutes(self) -> int:
        return (self.end - self.start) % DAY_MINUTES or DAY_MINUTES

    def __str__(self) -> str:
        return f"{_clock(self.start)}-{_clock(self.end)}"

    def to_json(self) -> list[int]:
        return [self.start, self.end]

    @classmethod
    def from_json(cls, data: object) -> Window | None:
        if isinstance(data, list) and len(data) == 2 and all(isinstance(part, int) for part in data):
            return cls(data[0], data[1])
        return None


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def parse_window(text: str) -> Window | None:
    """``08:00-23:00``, ``8-23``, ``8h30-23``, ``23-7``: a window; None for the whole day (``0-24``) or ``off``.
    ``BadPace`` for anything else."""
    cleaned = " ".join(text.translate(FULL_WIDTH).strip().lower().split())
    if cleaned in {"off", "none", "no", "0-24", "00:00-24:00", "0-0"}:
        return None
    found = _WINDOW.match(cleaned.replace(" ", "")) or _WINDOW.match(cleaned)
    if found is None:
        raise BadPace("hours.bad_window", value=text.strip()[:40])
    start = _minutes(found.group(1), found.group(2))
    end = _minutes(found.group(3), found.group(4))
    if start is None or end is None or start == DAY_MINUTES:
        raise BadPace("hours.bad_window", value=text.strip()[:40])
    end %= DAY_MINUTES
    if start == end:
        return None
    return Window(start, end)


def _minutes(hours: str, minutes: str | None) -> int | None:
    h, m = int(hours), int(minutes or 0)
    if h > 24 or m > 59 or (h == 24 and m):
        return None
    return h * 60 + m


@lru_cache(maxsize=64)
def zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


# In IANA's list but no zone anyone lives in: the placeholder of a machine whose zone was never set ("-00").
NOT_A_PLACE = frozenset({"Factory"})


@lru_cache(maxsize=1)
def iana_names() -> frozenset[str]:
    """The zone names of the IANA database (as the ``tzdata`` package lists them), places only. The system's own
    list has more: ``localtime`` (whatever zone the host runs in) and, on some systems, ``posixrules``."""
    listed = resources.files("tzdata").joinpath("zones").read_text(encoding="utf-8").split()
    return frozenset(listed) - NOT_A_PLACE


@lru_cache(maxsize=1)
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name this system can read (with ``tzdata`` where it has none), sorted."""
    return tuple(sorted(available_timezones() & iana_names()))


def checked_zone(text: str) -> str:
    """The zone's canonical IANA name for ``text`` (any letter case, spaces for underscores), or ``BadPace``."""
    wanted = text.strip().replace(" ", "_").casefold()
    for name in zone_names():
        if name.casefold() == wanted:
            try:
                zone(name)
            except (ZoneInfoNotFoundError, ValueError):
                break
            return name
    raise BadPace("hours.bad_timezone", value=text.strip()[:40])


def zone_suggestions(typed: str, limit: int = 25) -> list[str]:
    """Zone names for autocomplete: those starting with what was typed first, then those containing it."""
    words = typed.strip().replace(" ", "_").casefold()
    names = zone_names()
    starting = [name for name in names if name.casefold().startswith(words)]
    inside = [name for name in names if words in name.casefold() and name not in starting]
    return (starting + inside)[:limit]


def window_intervals(window: Window, zone_name: str, start: float, end: float) -> list[Interval]:
    """The instants of ``[start, end)`` that fall inside ``window``, local days taken in ``zone_name``."""
    tz = zone(zone_name)
    first = datetime.fromtimestamp(start, tz).date() - timedelta(days=1)
    last = datetime.fromtimestamp(end, tz).date()
    found: list[Interval] = []
    day = first
    while day <= last:
        opens = _instant(day, window.start, tz)
        closes = _instant(day + timedelta(days=1) if window.end <= window.start else day, window.end, tz)
        low, high = max(opens, start), min(closes, end)
        if low < high:
            found.append((low, high))
        day += timedelta(days=1)
    return merged(found)


def _instant(day: date, minutes: int, tz: ZoneInfo) -> float:
    return datetime.combine(day, time(minutes // 60, minutes % 60), tzinfo=tz).timestamp()


def merged(intervals: Iterable[Interval]) -> list[Interval]:
    result: list[Interval] = []
    for low, high in sorted(intervals):
        if result and low <= result[-1][1]:
            result[-1] = (result[-1][0], max(result[-1][1], high))
        elif low < high:
            result.append((low, high))
    return result


def without(intervals: Sequence[Interval], removed: Sequence[Interval]) -> list[Interval]:
    """``intervals`` less every instant of ``removed`` (both sorted and disjoint)."""
    result: list[Interval] = []
    for low, high in intervals:
        cursor = low
        for cut_low, cut_high in removed:
            if cut_high <= cursor or cut_low >= high:
                continue
            if cut_low > cursor:
                result.append((cursor, cut_low))
            cursor = max(cursor, cut_high)
        if cursor < high:
            result.append((cursor, high))
    return result


def total(intervals: Iterable[Interval]) -> float:
    return sum(high - low for low, high in intervals)


@dataclass(frozen=True)
class Schedule:
    """When one seat's clock runs: inside the table's hours, outside the player's quiet hours and vacation."""

    hours: Window | None = None
    hours_zone: str = UTC
    quiet: Window | None = None
    quiet_zone: str = UTC
    away: Interval | None = None

    @property
    def always(self) -> bool:
        return self.hours is None and self.quiet is None and self.away is None

    def open(self, start: float, end: float) -> list[Interval]:
        """The instants of ``[start, end)`` at which this seat's clock runs."""
        spans = [(start, end)] if self.hours is None else window_intervals(self.hours, self.hours_zone, start, end)
        if self.quiet is not None:
            spans = without(spans, window_intervals(self.quiet, self.quiet_zone, start, end))
        if self.away is not None:
            spans = without(spans, [self.away])
        return spans

    def due(self, now: float, seconds: float) -> float:
        """The instant at which ``seconds`` of this seat's active time have passed since ``now``: with no seconds,
        the next instant its clock runs (``now`` itself inside its hours)."""
        if self.always:
            return now + seconds
        left = max(0.0, seconds)
        cursor = now
        for _ in range(LOOK_AHEAD_WEEKS):
            week_end = cursor + 7 * DAY_SECONDS
            for low, high in self.open(cursor, week_end):
                if high - low >= left and (left > 0 or high > low):
                    return low + left
                left -= high - low
            cursor = week_end
        return now + seconds  # unreachable within the limits; a game must never wait for ever

    def active(self, start: float, end: float) -> float:
        """Seconds of active time in ``[start, end)``."""
        if end <= start:
            return 0.0
        return total(self.open(start, end))

    def runs_at(self, instant: float) -> bool:
        return self.due(instant, 0) <= instant
