"""Tournaments run by the bot (``/tournament``): the tournament's message and buttons, the actions they share with
the slash commands, and the runner that opens each round's tables as games in threads of their own and moves the
tournament on when they are over. Who plays whom and how the standings stand is the pure ``bot.tournaments``;
the rows are ``bot.store.tournaments``."""
