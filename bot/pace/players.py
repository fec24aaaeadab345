"""A player's own pace, the same in every server and game (``/pace me``, ``/pace away``): their time zone, quiet
hours, vacation and turn notices by direct message (their turn, and that they are next); and the limits that keep
a game from stalling for ever.

The limits, and why:

- A table's playing hours are at least ``TABLE_MIN_HOURS`` a day: a table open a few hours a day would take weeks
  to finish a game whose time limit is a day of play.
- A player's quiet hours are at most ``QUIET_MAX_HOURS`` a day (a night and a working morning): one player cannot
  make everyone's day a night.
- When a player's quiet hours would leave less than ``SHARED_MIN_HOURS`` a day of a table's playing hours, their
  quiet hours do not count at that table: a Paris table open 08-16 and a player quiet 08-20 would otherwise never
  see them play, and never play for them either.
- A vacation lasts at most ``VACATION_MAX_DAYS`` (a two weeks' holiday: the longest time limit a host can set,
  so a table never waits longer for a vacation than it could for a time limit), and the next one starts no sooner
  than the last one lasted after it ended, at most ``VACATION_REST_DAYS``: vacations back to back cannot hold a
  game for ever (a player is away half the time at most), and one cancelled by mistake a minute later costs a
  minute, not a week.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.pace.hours import DAY_SECONDS, HOUR_SECONDS, UTC, BadPace, Schedule, Window

TABLE_MIN_HOURS = 8
QUIET_MAX_HOURS = 12
SHARED_MIN_HOURS = 4
VACATION_MAX_DAYS = 14
VACATION_REST_DAYS = 7


@dataclass(frozen=True)
class PlayerPace:
    """What one player set for themselves; stored as JSON in ``player_pace.settings``."""

    timezone: str | None = None
    quiet: Window | None = None
    away_from: float | None = None
    away_until: float | None = None
    dm_turn: bool = False  # a direct message when a game starts waiting for them
    dm_next: bool = False  # a direct message when they become the next to play after the current turn

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"dm_turn": self.dm_turn, "dm_next": self.dm_next}
        if self.timezone is not None:
            data["timezone"] = self.timezone
        if self.quiet is not None:
            data["quiet"] = self.quiet.to_json()
        if self.away_from is not None and self.away_until is not None:
            data["away"] = [self.away_from, self.away_until]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> PlayerPace:
        if not data:
            return cls()
        away = data.get("away")
        away_from, away_until = (float(away[0]), float(away[1])) if isinstance(away, list) and len(away) == 2 else (
            None, None)  # fmt: skip
        zone_name = data.get("timezone")
        return cls(
            zone_name if isinstance(zone_name, str) else None,
            Window.from_json(data.get("quiet")),
            away_from,
            away_until,
            bool(data.get("dm_turn", False)),
            bool(data.get("dm_next", False)),
        )

    @property
    def zone(self) -> str:
        return self.timezone or UTC

    def away_at(self, now: float) -> bool:
        return self.away_until is not None and self.away_from is not None and self.away_from <= now < self.away_until

    def going_away(self, now: float, days: int) -> PlayerPace:
        """This player away from ``now`` for ``days`` days, or ``BadPace`` beyond the limits."""
        if not 1 <= days <= VACATION_MAX_DAYS:
            raise BadPace("hours.bad_vacation", max=VACATION_MAX_DAYS)
        if self.away_at(now):
            raise BadPace("hours.already_away", until=int(self.away_until or now))
        rested = self.rested_at()
        if rested is not None and now < rested:
            raise BadPace("hours.vacation_rest", when=int(rested))
        return replace(self, away_from=now, away_until=now + days * DAY_SECONDS)

    def rested_at(self) -> float | None:
        """When the next vacation may start: as long after the last one ended as it lasted, a week at most."""
        if self.away_from is None or self.away_until is None:
            return None
        return self.away_until + min(self.away_until - self.away_from, VACATION_REST_DAYS * DAY_SECONDS)

    def coming_back(self, now: float) -> PlayerPace:
        """Back before the vacation ran out: it ends now (and the rest before the next one counts from now)."""
        if not self.away_at(now):
            raise BadPace("hours.not_away")
        return replace(self, away_until=now)


def checked_table_hours(window: Window | None) -> Window | None:
    if window is not None and window.minutes < TABLE_MIN_HOURS * 60:
        raise BadPace("hours.table_too_short", hours=TABLE_MIN_HOURS)
    return window


def checked_quiet(window: Window | None) -> Window | None:
    if window is not None and window.minutes > QUIET_MAX_HOURS * 60:
        raise BadPace("hours.quiet_too_long", hours=QUIET_MAX_HOURS)
    return window


def seat_schedule(hours: Window | None, hours_zone: str, player: PlayerPace | None, now: float) -> Schedule:
    """When a seat's clock runs from ``now``: the table's hours, less the player's quiet hours (unless they would
    leave too little of the table's hours, see the module's limits) and vacation."""
    table = Schedule(hours, hours_zone)
    if player is None:
        return table
    # A vacation that ended stays: the active time of a wait that began before it leaves it out.
    away = None
    if player.away_from is not None and player.away_until is not None:
        away = (player.away_from, player.away_until)
    with_quiet = replace(table, quiet=player.quiet, quiet_zone=player.zone)
    if player.quiet is not None:
        week = 7 * DAY_SECONDS
        if with_quiet.active(now, now + week) < 7 * SHARED_MIN_HOURS * HOUR_SECONDS:
            with_quiet = table
    return replace(with_quiet, away=away)
