"""The daily challenge (``/daily``): one game a day for every player, the same dice for everyone.

- ``day``: the UTC day, its seed (a pure function of the date), when the next day opens, streaks and ranks;
- ``game``: which game the daily challenge plays, and its spoiler-free summary of a finished game;
- ``threads``: the private thread each player's game of the day is played in;
- ``results``: the public line at the end of a daily game, and the leaderboards;
- the commands are ``bot.cogs.daily``.

A daily game is a game like any other, played in the player's private thread (the thread is its channel); a row of
``daily_games`` (``Store.claim_daily``) says which day and player it belongs to.
"""
