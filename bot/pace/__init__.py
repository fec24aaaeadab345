"""Pace, the domain: how long a game waits for its players, as data and rules that the sessions, the live games and
the lobby read without importing anything above them.

``settings`` (pace values, durations, per-guild defaults), ``model`` (a game's pace in memory), ``timers`` (which
timers a game should have after a change), ``texts`` (how a pace reads), ``hours`` (active time inside playing and
quiet hours, in IANA zones) and ``players`` (a player's own pace: quiet hours, vacation, turn messages, and the
limits that keep a game from stalling). The extension that runs it (commands, firing timers, the public posts) is
``bot.cogs.pace``.
"""
