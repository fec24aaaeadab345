"""Which game the daily challenge plays, and the spoiler-free summary of a finished one: the game whose plugin
offers a daily summary (``Plugin.daily_summary``, in that game's ``bot.plugins.<game>.daily``). The daily
machinery names no game."""

from __future__ import annotations

from typing import Any

from bot.plugin_registry import Plugin, all_plugins


def daily_plugin() -> Plugin:
    """The one plugin that offers the daily challenge. Two would need the day's game chosen among them, which the
    challenge (the same game for everyone) does not do; none means it was not registered."""
    offering = [plugin for plugin in all_plugins() if plugin.daily_summary is not None]
    if len(offering) != 1:
        raise LookupError(f"the daily challenge needs one game offering it, found {len(offering)}")
    return offering[0]


def daily_game() -> str:
    """The id of the daily challenge's game."""
    return daily_plugin().game_id


def shape(view: Any) -> str:
    """A finished daily game's spoiler-free summary from its spectator view (``view(state, None)``): nothing of the
    dice nor of the moves."""
    summary = daily_plugin().daily_summary
    assert summary is not None  # daily_plugin found it
    return summary(view)
