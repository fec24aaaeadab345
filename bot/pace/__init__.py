"""Pace: how long a game waits for its players, reminders, time limits, automatic seats and resigning.

``settings`` (pace values, durations, per-guild defaults), ``model`` (a game's pace in memory), ``timers``
(which timers a game should have after a change), ``resign`` (standings with resigners last), ``service``
(commands and firing timers, under the channel's lock), ``announce`` (the public posts).
"""
