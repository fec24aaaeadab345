"""Pace settings: their values, durations as players write them, and the per-guild defaults.

A game is ``live`` (decisions expected within minutes) or ``async`` (hours or days). The host may change the
reminder interval, the time limit and how many timeouts in a row make a seat automatic. Per-guild defaults live
in the guild's settings JSON under ``pace``::

    {"default": "live", "auto_after": 3, "live": {"remind_after": 180, "time_limit": 600}, "async": {...}}
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from babel.units import format_unit

from bot.i18n import SOURCE, babel_locale, t
from bot.pace.hours import UTC, BadPace, Window, checked_zone, parse_window
from bot.pace.players import checked_table_hours
from bot.records import LobbyRecord
from bot.store.base import Store

MINUTE, HOUR, DAY = 60, 3600, 86400
PACES = ("live", "async")
# Built-in defaults per pace: (reminder interval, time limit) in seconds.
BUILT_IN: dict[str, tuple[int, int]] = {"live": (3 * MINUTE, 10 * MINUTE), "async": (12 * HOUR, 48 * HOUR)}
DEFAULT_AUTO_AFTER = 3

# What the host may choose (0 always means "off").
REMINDER_RANGE = (1 * MINUTE, 7 * DAY)
TIME_LIMIT_RANGE = (1 * MINUTE, 14 * DAY)
AUTO_AFTER_MAX = 10

UNITS = {
    "s": 1, "sec": 1, "second": 1,
    "m": MINUTE, "min": MINUTE, "minute": MINUTE,
    "h": HOUR, "hr": HOUR, "hour": HOUR,
    "d": DAY, "day": DAY,
}  # fmt: skip
OFF_WORDS = frozenset({"off", "none", "never", "0", "no"})
_PART = re.compile(r"(\d+)\s*([a-z]*)")


@dataclass(frozen=True)
class PaceSettings:
    pace: str = "live"
    remind_after: int = BUILT_IN["live"][0]  # seconds; 0: no reminders
    time_limit: int = BUILT_IN["live"][1]  # seconds; 0: no time limit
    auto_after: int = DEFAULT_AUTO_AFTER  # timeouts in a row before the seat is automatic; 0: never
    # The table's playing hours (``bot.pace.hours``): outside them no reminder is sent and no clock runs.
    hours: Window | None = None
    timezone: str = UTC

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "pace": self.pace,
            "remind_after": self.remind_after,
            "time_limit": self.time_limit,
            "auto_after": self.auto_after,
        }
        if self.hours is not None:
            data["hours"] = self.hours.to_json()
            data["timezone"] = self.timezone
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> PaceSettings:
        if not data:
            return cls()
        pace = data.get("pace", "live")
        pace = pace if pace in PACES else "live"
        remind, limit = BUILT_IN[pace]
        return cls(
            pace,
            int(data.get("remind_after", remind)),
            int(data.get("time_limit", limit)),
            int(data.get("auto_after", DEFAULT_AUTO_AFTER)),
            Window.from_json(data.get("hours")),
            str(data.get("timezone", UTC)),
        )


@dataclass(frozen=True)
class GuildPace:
    """A guild's defaults: which pace new lobbies get, and the intervals of each pace."""

    default: str = "live"
    intervals: tuple[tuple[str, int, int], ...] = tuple((pace, *BUILT_IN[pace]) for pace in PACES)
    auto_after: int = DEFAULT_AUTO_AFTER

    def settings(self, pace: str | None = None) -> PaceSettings:
        chosen = pace or self.default
        for name, remind, limit in self.intervals:
            if name == chosen:
                return PaceSettings(chosen, remind, limit, self.auto_after)
        raise BadPace("pace.bad_pace", value=chosen)

    def with_pace(self, pace: str, remind_after: int, time_limit: int) -> GuildPace:
        intervals = tuple(
            (name, remind_after, time_limit) if name == pace else (name, remind, limit)
            for name, remind, limit in self.intervals
        )
        return replace(self, intervals=intervals)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"default": self.default, "auto_after": self.auto_after}
        for name, remind, limit in self.intervals:
            data[name] = {"remind_after": remind, "time_limit": limit}
        return data

    @classmethod
    def from_guild_settings(cls, settings: dict[str, Any]) -> GuildPace:
        data = settings.get("pace")
        if not isinstance(data, dict):
            return cls()
        intervals = []
        for name in PACES:
            remind, limit = BUILT_IN[name]
            own = data.get(name)
            own = own if isinstance(own, dict) else {}
            intervals.append((name, int(own.get("remind_after", remind)), int(own.get("time_limit", limit))))
        default = data.get("default", "live")
        return cls(
            default if default in PACES else "live",
            tuple(intervals),
            int(data.get("auto_after", DEFAULT_AUTO_AFTER)),
        )


def parse_duration(text: str) -> int:
    """Seconds from ``10m``, ``10 min``, ``2h``, ``1h30m``, ``2d`` or a bare number of minutes; 0 for ``off``."""
    cleaned = text.strip().lower().replace(",", " ")
    if cleaned in OFF_WORDS:
        return 0
    if cleaned.isdigit():
        return int(cleaned) * MINUTE
    compact = cleaned.replace(" ", "")
    parts = _PART.findall(compact)
    if not parts or "".join(number + unit for number, unit in parts) != compact:
        raise BadPace("pace.bad_duration", value=text.strip()[:40])
    total = 0
    for number, unit in parts:
        word = unit.rstrip("s") if unit not in UNITS and unit.endswith("s") else unit
        if word not in UNITS:
            raise BadPace("pace.bad_duration", value=text.strip()[:40])
        total += int(number) * UNITS[word]
    return total


# Units of a duration: seconds, the English abbreviation, the CLDR unit other languages are written with.
DURATION_UNITS = ((DAY, "d", "duration-day"), (HOUR, "h", "duration-hour"), (MINUTE, "min", "duration-minute"),
                  (1, "s", "duration-second"))  # fmt: skip


def _duration_parts(seconds: int) -> list[tuple[int, str, str]]:
    parts = []
    for size, short, unit in DURATION_UNITS:
        if seconds >= size:
            count, seconds = divmod(seconds, size)
            parts.append((count, short, unit))
    return parts


def format_duration(seconds: int) -> str:
    """``3 min``, ``12 h``, ``1 h 30 min``, ``2 d``; ``off`` for zero."""
    if seconds <= 0:
        return "off"
    return " ".join(f"{count} {short}" for count, short, _ in _duration_parts(seconds))


def rounded_wait(seconds: float) -> int:
    """How long someone waited, as a reader wants it: to the second under a minute, to the minute under a day, then
    to the hour ("1 d 3 h", not "1 d 3 h 12 min 5 s"); never less than a second."""
    step = 1 if seconds < MINUTE else MINUTE if seconds < DAY else HOUR
    return max(1, round(seconds / step) * step)


@dataclass(frozen=True)
class Duration:
    """A duration as a message shows it: ``3 min`` in English, ``3 мин``, ``3分钟`` in the message's language
    (CLDR's short units); off when zero."""

    seconds: int

    def in_language(self, code: str) -> str:
        if code == SOURCE:
            return format_duration(self.seconds)
        if self.seconds <= 0:
            return t("pace.off", code)
        locale = babel_locale(code)
        parts = [format_unit(count, unit, length="short", locale=locale) for count, _, unit in
                 _duration_parts(self.seconds)]  # fmt: skip
        if code.startswith("zh"):
            # Our Chinese texts put one space between a number and a Chinese word (GUIDE.md), where CLDR's
            # Simplified Chinese units write none ("3分钟"): both Chinese catalogs read "1 小时 30 分钟".
            parts = [re.sub(r"(?<=\d)(?=[^\d\s])", " ", part) for part in parts]
        return " ".join(parts)

    def __str__(self) -> str:
        return format_duration(self.seconds)


def checked(settings: PaceSettings) -> PaceSettings:
    """The settings, or ``BadPace`` naming the value out of range."""
    if settings.pace not in PACES:
        raise BadPace("pace.bad_pace", value=settings.pace)
    _in_range("pace.bad_reminder", settings.remind_after, REMINDER_RANGE)
    _in_range("pace.bad_time_limit", settings.time_limit, TIME_LIMIT_RANGE)
    if not 0 <= settings.auto_after <= AUTO_AFTER_MAX:
        raise BadPace("pace.bad_auto_after", max=AUTO_AFTER_MAX)
    if settings.remind_after and settings.time_limit and settings.remind_after >= settings.time_limit:
        raise BadPace(
            "pace.reminder_after_limit",
            reminder=Duration(settings.remind_after),
            limit=Duration(settings.time_limit),
        )
    return settings


def _in_range(key: str, seconds: int, bounds: tuple[int, int]) -> None:
    low, high = bounds
    if seconds and not low <= seconds <= high:
        raise BadPace(key, min=Duration(low), max=Duration(high))


def changed(
    current: PaceSettings,
    defaults: GuildPace,
    *,
    pace: str | None = None,
    reminder: str | None = None,
    time_limit: str | None = None,
    auto_after: int | None = None,
    hours: str | None = None,
    timezone: str | None = None,
) -> PaceSettings:
    """``current`` with the host's changes. A new pace brings that pace's intervals unless given too."""
    if pace is not None and pace not in PACES:
        raise BadPace("pace.bad_pace", value=pace)
    result = current
    if pace is not None and pace != current.pace:
        base = defaults.settings(pace)
        result = replace(result, pace=pace, remind_after=base.remind_after, time_limit=base.time_limit)
    if reminder is not None:
        result = replace(result, remind_after=parse_duration(reminder))
    if time_limit is not None:
        result = replace(result, time_limit=parse_duration(time_limit))
    if auto_after is not None:
        result = replace(result, auto_after=auto_after)
    if hours is not None:
        result = replace(result, hours=checked_table_hours(parse_window(hours)))
    if timezone is not None:
        result = replace(result, timezone=checked_zone(timezone))
    return checked(result)


async def guild_pace(store: Store, guild_id: int | None) -> GuildPace:
    return GuildPace() if guild_id is None else GuildPace.from_guild_settings(await store.guild_settings(guild_id))


async def lobby_settings(store: Store, lobby: LobbyRecord) -> PaceSettings:
    """The pace the host chose for this lobby, or the guild's default pace."""
    chosen = await store.lobby_pace(lobby.id)
    if chosen is not None:
        return PaceSettings.from_json(chosen)
    return (await guild_pace(store, lobby.guild_id)).settings()
