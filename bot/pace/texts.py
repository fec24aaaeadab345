"""How a pace reads in messages: one summary line, the short line under a lobby, and a player's own pace."""

from __future__ import annotations

from bot.i18n import t
from bot.pace.players import PlayerPace
from bot.pace.settings import Duration, PaceSettings


def summary(settings: PaceSettings, loc: str | None) -> str:
    values = {
        "pace": t(f"pace.{settings.pace}", loc),
        "reminder": Duration(settings.remind_after),
        "limit": Duration(settings.time_limit),
    }
    if settings.auto_after:
        text = t("pace.summary", loc, auto=settings.auto_after, **values)
    else:
        text = t("pace.summary_never_auto", loc, **values)
    return f"{text}\n{table_hours(settings, loc)}" if settings.hours is not None else text


def table_hours(settings: PaceSettings, loc: str | None) -> str:
    """The table's playing hours, when it has some."""
    return t("hours.table", loc, hours=str(settings.hours), zone=settings.timezone)


def lobby_line(settings: PaceSettings, loc: str | None) -> str:
    line = t(
        "pace.lobby_line",
        loc,
        pace=t(f"pace.{settings.pace}", loc),
        reminder=Duration(settings.remind_after),
        limit=Duration(settings.time_limit),
    )
    return f"{line}\n{table_hours(settings, loc)}" if settings.hours is not None else line


def player_summary(player: PlayerPace, loc: str | None, now: float | None = None) -> str:
    """A player's own pace, as ``/pace me`` shows it to them."""
    lines = [t("hours.me.title", loc), t("hours.me.zone", loc, zone=player.zone)]
    if player.quiet is not None:
        lines.append(t("hours.me.quiet", loc, quiet=str(player.quiet)))
    else:
        lines.append(t("hours.me.no_quiet", loc))
    lines.append(t("hours.me.dm_on" if player.dm_turn else "hours.me.dm_off", loc))
    lines.append(t("next.me_on" if player.dm_next else "next.me_off", loc))
    if player.away_until is not None and (now is None or player.away_at(now)):
        lines.append(t("hours.me.away", loc, until=int(player.away_until)))
    return "\n".join(lines)
