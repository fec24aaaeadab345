"""A finished game's lasting record: its animated replay (``/game replay``) and its exported move log
(``/game export``), and the choice of which game a command means (``choice``); the commands are
``bot.cogs.replays``.

Nothing is imported here: ``bot.replays.drawing`` runs in a worker process that must register the games before it
loads the catalogs.
"""
