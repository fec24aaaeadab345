"""Tiny Tricks, the test suite's own game: a small engine and its pictures that exercise the bot's plumbing (hidden
hands, a simultaneous phase, turns, shared places). It registers like any game, from the test tree only."""

from __future__ import annotations

from games import registry
from games.registry import GameEntry
from tests.fakes.tiny_tricks.engine import GAME

ENTRY = GameEntry(GAME, renderer="tests.fakes.tiny_tricks.render")


def register() -> None:
    registry.register(ENTRY)
