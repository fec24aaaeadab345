"""Final standings when players resigned: the rule lives in ``games.resignation``, beside the game contract, so
that ``games.replay`` applies it to an exported game without importing the bot."""

from __future__ import annotations

from games.resignation import with_resignations

__all__ = ["with_resignations"]
