"""Tournaments: who plays whom each round, and how the standings stand.

The modules here are pure (no I/O, no clock, no Discord, no database), like ``games/``: the bot feeds them the
results its games produced and stores what they decide. ``seating`` splits a count of players into tables,
``standings`` turns table results into points and a ranking, ``swiss`` and ``elimination`` seat a round.
"""
