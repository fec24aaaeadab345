"""How a pace reads in messages: one summary line, and the short line under a lobby."""

from __future__ import annotations

from bot.i18n import t
from bot.pace.settings import Duration, PaceSettings


def summary(settings: PaceSettings, loc: str | None) -> str:
    values = {
        "pace": t(f"pace.{settings.pace}", loc),
        "reminder": Duration(settings.remind_after),
        "limit": Duration(settings.time_limit),
    }
    if settings.auto_after:
        return t("pace.summary", loc, auto=settings.auto_after, **values)
    return t("pace.summary_never_auto", loc, **values)


def lobby_line(settings: PaceSettings, loc: str | None) -> str:
    return t(
        "pace.lobby_line",
        loc,
        pace=t(f"pace.{settings.pace}", loc),
        reminder=Duration(settings.remind_after),
        limit=Duration(settings.time_limit),
    )
