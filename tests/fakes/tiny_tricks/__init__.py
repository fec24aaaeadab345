"""Tiny Tricks, the test suite's own game: a small engine and its pictures that exercise the bot's plumbing (hidden
hands, a simultaneous phase, turns, shared places). It registers like any game, in each layer that knows it, from
the test tree only; it has no panel or words of its own, so it gets the bot's generic ones."""

from __future__ import annotations

from games import registry
from render import registry as renderers
from tests.fakes.tiny_tricks.engine import GAME
from tests.fakes.tiny_tricks.render import RENDERER


def register() -> None:
    registry.register(GAME)
    renderers.register(GAME.id, RENDERER)
